/*
 * ui_game.c - one game on screen: the input loop, AI turns, the curtain
 * for hidden information, saving and quitting.
 *
 * Every key becomes a command line for the game's source (ui_src.c),
 * exactly as if it had been typed: an option claiming the key wins, then a
 * direction an option claims, then the screen's own keys.  The loop blocks in getch()
 * while a human must decide; only while an AI seat is about to move does it
 * wait with a timeout (the pause that lets a player follow the AI).
 */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "io.h"
#include "registry.h"
#include "text.h"
#include "ui_int.h"

struct ui_game {
	struct ui *ui;
	const struct ui_src *src;
	int viewer;		/* seat whose view is on screen; -1 public */
	int sel;		/* highlighted option or -1 */
	bool overview;
	bool ai_stuck;		/* the AI failed: wait for a human key */
	bool quit;
	bool over_logged;
	int last_nhist, last_seat;
	char status[200];
};

static void ui_game_quit(struct ui_game *g);

static bool ui_seat_human(const struct ui_src *src, int seat)
{
	const struct tt_setup *su = src->setup;

	if (src->table)	/* at a table only this terminal's seat is ours */
		return seat >= 0 && seat == src->me;
	return seat >= 0 && seat < su->nseats && !su->seat[seat].ai;
}

static int ui_count_humans(const struct ui_src *src, int *first)
{
	const struct tt_setup *su = src->setup;
	int n = 0;

	*first = -1;
	for (int i = 0; i < su->nseats; i++)
		if (!su->seat[i].ai && n++ == 0)
			*first = i;
	return n;
}

/* Put up the curtain for seat: nothing private stays on the screen or in
 * the scrollback until the next player presses Enter. */
static void ui_curtain(struct ui_game *g, int seat)
{
	const struct tt_setup *su = g->src->setup;
	char msg[160], name[TT_NAME_MAX];
	int k;

	for (size_t i = 0; i < sizeof name; i++)
		name[i] = (char)(su->seat[seat].name[i] >= 'a' && su->seat[seat].name[i] <= 'z'
				 ? su->seat[seat].name[i] - 32 : su->seat[seat].name[i]);
	snprintf(msg, sizeof msg, "Pass the keyboard to %s, then press Enter.", name);
	ui_clear_scrollback();
	for (;;) {
		if (!ui_too_small()) {
			erase();
			ui_put_str(LINES / 2, (COLS - (int)strlen(msg)) / 2, COLS, A_BOLD, msg);
			ui_put_str(LINES / 2 + 2, (COLS - 30) / 2, COLS, A_DIM,
				   "(Q quits, the game is saved)");
			refresh();
		}
		k = ui_key(g->ui, -1);
		if (k == UI_KEY_STOP || k == '\r' || k == '\n' || k == KEY_ENTER)
			break;
		if (k == 'Q' || k == UI_KEY_INT) {
			ui_game_quit(g);
			if (g->quit)
				break;
		}
	}
	erase();
	g->viewer = seat;
}

/* Choose the viewer for this prompt, with a curtain between two humans. */
static void ui_game_viewer(struct ui_game *g, const struct tt_prompt *p)
{
	int first, nh = ui_count_humans(g->src, &first);

	if (g->src->table) {
		g->viewer = g->src->me;
		return;
	}
	if (!g->src->game->hidden_info || nh == 0) {
		g->viewer = -1;
		return;
	}
	if (nh == 1) {
		g->viewer = first;
		return;
	}
	if (ui_seat_human(g->src, p->seat) && p->seat != g->viewer)
		ui_curtain(g, p->seat);
}

static void ui_game_show_text(struct ui_game *g, const char *title, const char *text)
{
	int lines = 0;

	for (const char *c = text; *c; c++)
		lines += *c == '\n';
	if (lines > 3)
		ui_pager(g->ui, title, text, false);
}

int ui_save(struct ui *ui, const struct session *s, const char *arg, char *where, size_t cap,
	    struct tt_err *err)
{
	const struct tt_setup *su = session_setup(s);
	char slot[96], path[IO_PATH_MAX];
	char *text;
	int rc;

	(void)ui;
	if (!arg || !*arg) {
		snprintf(slot, sizeof slot, "%s-%llu", session_ops(s)->id,
			 (unsigned long long)su->seed);
		arg = slot;
	}
	if (io_save_path(arg, path, sizeof path, err) < 0)
		return -1;
	text = save_text(s);
	if (!text)
		return tt_errf(err, "out of memory while saving");
	rc = io_write_atomic(path, text, strlen(text), err);
	free(text);
	if (where)
		tt_strlcpy(where, path, cap);
	return rc;
}

int ui_autosave(const struct session *s, struct tt_err *err)
{
	char slot[64];

	snprintf(slot, sizeof slot, "autosave-%s", session_ops(s)->id);
	return ui_save(NULL, s, slot, NULL, 0, err);
}

static void ui_game_save(struct ui_game *g, const char *arg)
{
	char where[IO_PATH_MAX];
	struct tt_err err;

	if (g->src->op->save(g->src->ctx, arg, where, sizeof where, &err) < 0) {
		ui_log_add(g->ui, true, "error: %s", err.msg);
		snprintf(g->status, sizeof g->status, "error: %.180s", err.msg);
		return;
	}
	ui_log_add(g->ui, false, "saved to %s", where);
	snprintf(g->status, sizeof g->status, "saved to %.180s", where);
}

static void ui_game_quit(struct ui_game *g)
{
	struct tt_result r;
	struct tt_err err;

	g->src->op->result(g->src->ctx, &r);
	if (r.over || g->src->table) {
		if (ui_ask(g->ui, r.over ? "Leave this game?" : "Leave the table? Your seat "
			   "waits: join again with your code."))
			g->quit = true;
		return;
	}
	if (!ui_ask(g->ui, "Quit? The game is saved first and offered by Continue."))
		return;
	if (g->src->op->save(g->src->ctx, NULL, NULL, 0, &err) < 0) {
		char q[TT_ERR_MAX + 40];

		snprintf(q, sizeof q, "Saving failed (%.200s). Quit anyway?", err.msg);
		if (!ui_ask(g->ui, q))
			return;
	}
	g->quit = true;
}

static void ui_game_show(struct ui_game *g)
{
	struct ui *ui = g->ui;

	g->src->op->view(g->src->ctx, g->viewer, -1, false, &ui->view);
	g->src->op->prompt(g->src->ctx, &ui->prompt);
	tt_out_clear(&ui->out);
	text_view(&ui->out, &ui->view, &ui->prompt, ui->utf8);
	ui_pager(ui, "show", ui->out.text, false);
}

/* Run one command line for seat (-1: whoever the prompt names). */
static void ui_game_line(struct ui_game *g, int seat, const char *line, bool typed)
{
	struct ui *ui = g->ui;
	struct tt_err err;
	int rc, nhist = g->src->op->moves(g->src->ctx);

	ui_log_mark(ui);
	tt_out_clear(&ui->out);
	rc = g->src->op->line(g->src->ctx, seat, line, &ui->out, &err);
	ui_log_text(ui, ui->out.text);
	g->sel = -1;
	switch (rc) {
	case SESSION_REJECTED:
		ui_log_add(ui, true, "error: %s", err.msg);
		snprintf(g->status, sizeof g->status, "error: %.180s", err.msg);
		break;
	case SESSION_SAVE:
		ui_game_save(g, g->src->op->arg(g->src->ctx));
		break;
	case SESSION_QUIT:
		ui_game_quit(g);
		break;
	case SESSION_SHOW:
		ui_game_show(g);
		break;
	default:
		/* moves (typed or not) report in the log; help, state and hint
		 * answers that do not fit it open the pager */
		if (typed && g->src->op->moves(g->src->ctx) == nhist)
			ui_game_show_text(g, line, ui->out.text);
		break;
	}
}

static void ui_game_ai(struct ui_game *g, const struct tt_prompt *p)
{
	const struct tt_setup *su = g->src->setup;
	struct ui *ui = g->ui;
	struct tt_err err;

	tt_out_clear(&ui->out);
	if (g->src->op->ai(g->src->ctx, p->seat, su->seat[p->seat].level, &ui->out, &err) < 0) {
		ui_log_add(ui, true, "error: %s", err.msg);
		snprintf(g->status, sizeof g->status, "the AI is stuck: press : to type its move");
		g->ai_stuck = true;
	}
	ui_log_text(ui, ui->out.text);
}

static int ui_opt_key(const struct tt_prompt *p, int key)
{
	if (p->seat < 0 || key <= 0)
		return -1;
	for (int i = 0; i < p->nopt; i++)
		if (p->opt[i].key == key)
			return i;
	return -1;
}

/* An option claiming k (itself or as a direction); -1 if none. */
static int ui_game_opt_for(struct ui_game *g, const struct tt_prompt *p, int k)
{
	int i = (k > 0 && k < 127) ? ui_opt_key(p, k) : -1;

	if (i >= 0 || !ui_seat_human(g->src, p->seat))
		return ui_seat_human(g->src, p->seat) ? i : -1;
	/* Enter takes the highlighted option, as the key line promises */
	if (ui_keymap_is(&g->ui->km, k, UA_ENTER) && g->sel >= 0 && g->sel < p->nopt)
		return g->sel;
	for (int a = UA_ENTER; a <= UA_DOWNRIGHT; a++) {
		if (!ui_keymap_is(&g->ui->km, k, (enum ui_act)a))
			continue;
		i = ui_opt_key(p, ui_act_tk((enum ui_act)a));
		if (i >= 0)
			return i;
	}
	return -1;
}

static void ui_game_cycle(struct ui_game *g, const struct tt_prompt *p, int d)
{
	if (p->nopt <= 0 || !ui_seat_human(g->src, p->seat)) {
		g->sel = -1;
		return;
	}
	if (g->sel < 0)
		g->sel = d > 0 ? 0 : p->nopt - 1;
	else
		g->sel = (g->sel + d + p->nopt) % p->nopt;
}

/* The seat a typed command speaks for: with hidden information the seat on
 * screen, else whoever the prompt names. */
static int ui_game_typist(const struct ui_game *g)
{
	return g->src->game->hidden_info ? g->viewer : -1;
}

static void ui_game_cmdline(struct ui_game *g, const struct tt_prompt *p)
{
	char line[CMD_MAXLINE];

	if (!ui_cmdline(g->ui, g->src, p, line, sizeof line))
		return;
	if (!g->ui->debug && ui_cmd_peeks(g->src, line, g->viewer)) {
		ui_log_add(g->ui, true, "error: that would show hidden information "
			   "(allowed with --debug)");
		snprintf(g->status, sizeof g->status, "error: that would show hidden information");
		return;
	}
	g->ai_stuck = false;
	/* with hidden information the keyboard speaks for the seat on screen */
	ui_game_line(g, ui_game_typist(g), line, true);
}

/* The screen's own keys (after options had their chance). */
static bool ui_game_act(struct ui_game *g, const struct tt_prompt *p, enum ui_act a)
{
	switch (a) {
	case UA_HELP: ui_help(g->ui, g->src, p); break;
	case UA_CMDLINE: ui_game_cmdline(g, p); break;
	case UA_NEXT: ui_game_cycle(g, p, 1); break;
	case UA_PREV: ui_game_cycle(g, p, -1); break;
	case UA_CANCEL: g->sel = -1; break;
	case UA_REDRAW: clearok(curscr, TRUE); break;
	case UA_OVERVIEW: g->overview = !g->overview; break;
	case UA_SAVE: ui_game_save(g, ""); break;
	case UA_QUIT: ui_game_quit(g); break;
	case UA_MESSAGES: ui_history(g->ui); break;
	case UA_UNDO: ui_game_line(g, ui_game_typist(g), "undo", false); break;
	case UA_ENTER:
		if (!g->ai_stuck && p->nopt > 0)
			snprintf(g->status, sizeof g->status,
				 "Enter takes the highlighted option: Tab highlights one");
		g->ai_stuck = false;
		break;
	default: return false;
	}
	return true;
}

static void ui_game_key(struct ui_game *g, const struct tt_prompt *p, int k)
{
	static const enum ui_act first[] = { UA_HELP, UA_CMDLINE, UA_NEXT, UA_PREV, UA_CANCEL,
					     UA_REDRAW };
	static const enum ui_act later[] = { UA_OVERVIEW, UA_SAVE, UA_QUIT, UA_MESSAGES,
					     UA_UNDO, UA_ENTER };
	char kn[16];
	int i;

	g->status[0] = '\0';
	if (k == UI_KEY_INT) {
		ui_game_quit(g);
		return;
	}
	if (k == KEY_RESIZE || k == ERR || k == UI_KEY_STOP || k == UI_KEY_NET)
		return;
	for (size_t j = 0; j < sizeof first / sizeof first[0]; j++)
		if (ui_keymap_is(&g->ui->km, k, first[j]) && ui_opt_key(p, k) < 0)
			if (ui_game_act(g, p, first[j]))
				return;
	i = ui_game_opt_for(g, p, k);
	if (i >= 0) {
		char cmd[sizeof p->opt[i].cmd];

		tt_strlcpy(cmd, p->opt[i].cmd, sizeof cmd);
		ui_game_line(g, p->seat, cmd, false);
		return;
	}
	for (size_t j = 0; j < sizeof later / sizeof later[0]; j++)
		if (ui_keymap_is(&g->ui->km, k, later[j]) && ui_game_act(g, p, later[j]))
			return;
	ui_key_name(k, kn, sizeof kn);
	snprintf(g->status, sizeof g->status, "the key %s does nothing now (? for help)", kn);
}

/* Reset the highlight when the decision changed; log the end once. */
static void ui_game_track(struct ui_game *g, const struct tt_prompt *p)
{
	int nh = g->src->op->moves(g->src->ctx);

	if (nh != g->last_nhist || p->seat != g->last_seat) {
		g->sel = -1;
		g->last_nhist = nh;
		g->last_seat = p->seat;
	}
	if (p->seat < 0 && !g->over_logged) {
		struct tt_result r;

		g->src->op->result(g->src->ctx, &r);
		g->over_logged = r.over;
		if (r.over) {
			/* the final table is the one thing everybody wants to read */
			ui_log_text(g->ui, r.summary);
			ui_pager(g->ui, "Game over", r.summary, false);
		}
	}
}

/* A key pressed while the AI pauses: the screen's own keys act now; any
 * other key is kept for the human's next decision and the AI moves at once. */
static bool ui_game_typeahead(struct ui_game *g, int k)
{
	static const enum ui_act now[] = { UA_HELP, UA_CMDLINE, UA_OVERVIEW, UA_SAVE, UA_QUIT,
					   UA_MESSAGES, UA_REDRAW };

	if (k < 0 || k == KEY_RESIZE)
		return false;
	for (size_t j = 0; j < sizeof now / sizeof now[0]; j++)
		if (ui_keymap_is(&g->ui->km, k, now[j]))
			return false;
	ungetch(k);
	return true;
}

/* One round of the loop: draw, then wait for a key (or let the AI move). */
static void ui_game_step(struct ui_game *g, struct tt_prompt *p)
{
	struct ui *ui = g->ui;
	struct ui_frame f = { g->src, g->viewer, g->sel, g->overview, g->status, NULL, false };
	int k;

	f.ai_turn = p->seat >= 0 && !ui_seat_human(g->src, p->seat) && !g->ai_stuck;
	if (g->src->table)	/* the table moves its AI; this is only what it says */
		f.ai_turn = p->seat >= 0 && p->seat < g->src->setup->nseats &&
			    g->src->setup->seat[p->seat].ai;
	ui_draw_frame(ui, &f);
	if (COLS < UI_MIN_W || LINES < UI_MIN_H) {
		/* nothing is visible: wait for a bigger window, keys are not taken */
		if (ui_key(ui, -1) == UI_KEY_INT)
			ui_game_quit(g);
		return;
	}
	if (f.ai_turn && g->src->op->ai) {
		k = ui_key(ui, ui->km.ai_pause_ms);
		if (k == ERR || ui_game_typeahead(g, k)) {
			g->status[0] = '\0';
			ui_game_ai(g, p);
			return;
		}
	} else {
		k = ui_key(ui, -1);
	}
	ui_game_key(g, p, k);
}

/* A table: show a long reply to this terminal's question; leave when
 * the link to the table has ended. */
static void ui_game_table(struct ui_game *g)
{
	char why[TT_ERR_MAX];

	if (!g->src->table)
		return;
	if (g->src->op->notice(g->src->ctx, g->ui->out.text, sizeof g->ui->out.text))
		ui_pager(g->ui, "Reply", g->ui->out.text, false);
	if (g->src->op->gone(g->src->ctx, why, sizeof why))
		g->quit = true;
}

void ui_play(struct ui *ui, const struct ui_src *src)
{
	struct ui_game g;
	struct tt_prompt *p = &ui->prompt;
	struct tt_err err;

	memset(&g, 0, sizeof g);
	g.ui = ui;
	g.src = src;
	g.viewer = -1;
	g.sel = -1;
	g.last_nhist = -1;
	ui->focus_set = false;
	ui->ox = ui->oy = 0;
	while (ui->stop == UI_RUN && !g.quit) {
		src->op->prompt(src->ctx, p);
		ui_game_viewer(&g, p);
		if (ui->stop != UI_RUN || g.quit)
			break;
		ui_game_track(&g, p);
		ui_game_step(&g, p);
		ui_game_table(&g);
	}
	if (ui->stop == UI_STOP_HUP && src->op->save(src->ctx, NULL, NULL, 0, &err) < 0)
		fprintf(stderr, "tabletty: could not save on hang-up: %s\n", err.msg);
}

static void ui_play_session(struct ui *ui, struct session *s)
{
	struct ui_src src;

	ui_src_local(&src, s);
	ui_play(ui, &src);
}

int ui_load_data(const struct engine_ops *ops, const char *scenario, void **data,
		 struct tt_err *err)
{
	char path[IO_PATH_MAX];

	if (io_scenario_path(ops->id, scenario, path, sizeof path, err) < 0)
		return -1;
	*data = NULL;
	return ops->load(&io_files, path, data, err);
}

/* A new game on screen: its log starts empty (the history keeps the old
 * lines); the very first game still shows a settings file error. */
static void ui_game_begin(struct ui *ui)
{
	if (ui->games++ > 0)
		ui_log_mark(ui);
}

int ui_start_game(struct ui *ui, const struct engine_ops *ops, struct tt_setup *setup,
		  struct tt_err *err)
{
	struct session *s;
	void *data;

	if (!setup->scenario[0])
		tt_strlcpy(setup->scenario, ops->default_scenario, sizeof setup->scenario);
	if (ui_load_data(ops, setup->scenario, &data, err) < 0)
		return -1;
	if (session_new(&s, ops, data, setup, err) < 0) {
		ops->unload(data);
		return -1;
	}
	session_set_debug(s, ui->debug);
	ui_game_begin(ui);
	ui_log_add(ui, false, "%s, scenario %s, seed %llu. Press ? for help.", ops->title,
		   setup->scenario, (unsigned long long)setup->seed);
	ui_play_session(ui, s);
	session_free(s);
	ops->unload(data);
	return 0;
}

int ui_continue(struct ui *ui, const char *path, struct tt_err *err)
{
	const struct engine_ops *ops;
	struct save_info info;
	struct session *s = NULL;
	void *data = NULL;
	char *text;
	size_t len;
	int rc = -1;

	if (io_read_file(path, &text, &len, err) < 0)
		return -1;
	memset(&info, 0, sizeof info);
	if (save_parse(path, text, len, &info, err) < 0) {
		free(text);
		return -1;
	}
	free(text);
	ops = registry_find(info.game);
	if (!ops)
		tt_errf(err, "%s: the save is for an unknown game '%s'", path, info.game);
	else if (ui_load_data(ops, info.scenario, &data, err) == 0) {
		if (save_restore(&s, ops, data, &info, -1, err) == 0) {
			const char *base = strrchr(path, '/');

			session_set_debug(s, ui->debug);
			ui_game_begin(ui);
			ui_log_add(ui, false, "%s: continuing %s.", ops->title, base ? base + 1 : path);
			ui_play_session(ui, s);
			session_free(s);
			rc = 0;
		}
		ops->unload(data);
	}
	save_info_free(&info);
	return rc;
}
