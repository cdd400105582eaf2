/*
 * ui_game.c - one game on screen: the input loop, AI turns, the curtain
 * for hidden information (when one is due is src/front's front_viewer),
 * saving and quitting.
 *
 * Every key becomes a command line for the game's source
 * (src/front/front_src.c), exactly as if it had been typed, by the one
 * key table (src/front/front_keys.c): an option claiming the key wins, then a
 * direction an option claims; a key of the prompt's key table that no
 * option claims now still types its command, so the player reads the
 * engine's reason; then the screen's own keys.  An option that harms one's
 * own side (tt_option.warn) is asked about first.  The loop blocks in getch()
 * while a human must decide; only while an AI seat is about to move does it
 * wait with a timeout (the pause that lets a player follow the AI).
 */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "io.h"
#include "keyline.h"
#include "registry.h"
#include "ui_int.h"

struct ui_game {
	struct ui *ui;
	const struct front_src *src;
	int viewer;		/* seat whose view is on screen; -1 public */
	int sel;		/* highlighted option or -1 */
	bool overview;
	bool ai_stuck;		/* the AI failed: wait for a human key */
	bool quit;
	bool over_logged;
	int last_nhist, last_seat;
	char status[200];
	bool save_failed;	/* the last autosave failed (said once) */
};

static void ui_game_quit(struct ui_game *g);

/* Put up the curtain for seat: nothing private stays on the screen or in
 * the scrollback until the next player presses Enter. */
static void ui_curtain(struct ui_game *g, int seat)
{
	char msg[160], name[TT_NAME_MAX];
	int k;

	front_curtain_name(g->src, seat, name);
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

static void ui_game_show_text(struct ui_game *g, const char *title, const char *text)
{
	int rows = 0;

	/* count the rows the log would take (long lines wrap), so that an
	 * answer never shows in the log without its beginning */
	for (const char *c = text; *c;) {
		const char *nl = strchr(c, '\n');
		size_t n = nl ? (size_t)(nl - c) : strlen(c);
		char line[512];
		int w;

		tt_strlcpy(line, c, n + 1 < sizeof line ? n + 1 : sizeof line);
		w = ui_str_width(line);
		rows += w > COLS && COLS > 0 ? (w + COLS - 1) / COLS : 1;
		c += n + (nl != NULL);
	}
	if (rows > ui_log_rows())
		ui_pager(g->ui, title, text, false);
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

/* The game's autosave (when it changed); a failure is said once, and
 * again when a save works again. */
static int ui_game_autosave(struct ui_game *g, struct tt_err *err)
{
	if (g->src->op->save(g->src->ctx, NULL, NULL, 0, err) < 0) {
		if (!g->save_failed)
			ui_log_add(g->ui, true, "error: the game is not saved: %s", err->msg);
		g->save_failed = true;
		return -1;
	}
	if (g->save_failed)
		ui_log_add(g->ui, false, "the game is saved again");
	g->save_failed = false;
	return 0;
}

static void ui_game_quit(struct ui_game *g)
{
	struct tt_result r;
	struct tt_err err;

	g->src->op->result(g->src->ctx, &r);
	if (r.over || g->src->table) {
		const char *q = g->src->op->leave ? g->src->op->leave(g->src->ctx) : NULL;

		if (ui_ask(g->ui, r.over ? "Leave this game?" : q ? q : "Leave the table? Your seat "
			   "waits: join again with your code."))
			g->quit = true;
		return;
	}
	if (g->src->op->moves(g->src->ctx) == 0) {
		/* nothing to keep: Continue would list an empty game */
		if (ui_ask(g->ui, "Quit? Nobody has moved yet, so there is nothing to save."))
			g->quit = true;
		return;
	}
	if (!ui_ask(g->ui, "Quit? The game is saved first and offered by Continue."))
		return;
	if (ui_game_autosave(g, &err) < 0) {
		char q[TT_ERR_MAX + 40];

		/* the question first: the reason may not fit the line */
		snprintf(q, sizeof q, "Quit WITHOUT saving? Saving failed: %.200s", err.msg);
		if (!ui_ask(g->ui, q))
			return;
	}
	g->quit = true;
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
	/* nothing changed on a refusal: a lesson highlights its option again */
	g->sel = rc == SESSION_REJECTED ? front_coach_option(g->src, &ui->prompt) : -1;
	switch (rc) {
	case SESSION_REJECTED:
		/* the log shows it, bold, until the next decision */
		ui_log_add(ui, true, "error: %s", err.msg);
		break;
	case SESSION_SAVE:
		ui_game_save(g, g->src->op->arg(g->src->ctx));
		break;
	case SESSION_QUIT:
		ui_game_quit(g);
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

	const char *nl;

	tt_out_clear(&ui->out);
	if (g->src->op->ai(g->src->ctx, p->seat, su->seat[p->seat].level, &ui->out, &err) < 0) {
		ui_log_add(ui, true, "error: %s", err.msg);
		snprintf(g->status, sizeof g->status, "the AI is stuck: press : to type its move");
		g->ai_stuck = true;
	}
	/* a secret decision: without its first line ("seat: CMD"), as a
	 * table tells it */
	nl = p->hidden ? strchr(ui->out.text, '\n') : NULL;
	ui_log_text(ui, nl ? nl + 1 : ui->out.text);
}

/* Ask before an option that harms one's own side; true to go ahead.  A
 * typed line is asked about when it is such an option's command. */
static bool ui_game_confirm(struct ui_game *g, const struct tt_prompt *p, const char *cmd)
{
	char q[200];

	for (int i = 0; i < p->nopt && front_seat_human(g->src, p->seat); i++) {
		if (!p->opt[i].warn[0] || strcmp(p->opt[i].cmd, cmd) != 0)
			continue;
		snprintf(q, sizeof q, "%s: %s. Do it?", p->opt[i].label, p->opt[i].warn);
		if (ui_ask(g->ui, q))
			return true;
		ui_log_mark(g->ui);
		ui_log_add(g->ui, false, "Not done: %s.", p->opt[i].label);
		return false;
	}
	return true;
}

static void ui_game_cycle(struct ui_game *g, const struct tt_prompt *p, int d)
{
	if (p->nopt <= 0 || !front_seat_human(g->src, p->seat)) {
		g->sel = -1;
		return;
	}
	if (g->sel < 0)
		g->sel = d > 0 ? 0 : p->nopt - 1;
	else
		g->sel = (g->sel + d + p->nopt) % p->nopt;
}

/* Ctrl-P / Ctrl-N: step through the game's earlier messages. */
static void ui_game_scroll(struct ui *ui, int d)
{
	int max = ui_log_in_game(ui) - 1;

	ui->log.back += d;
	if (ui->log.back > max)
		ui->log.back = max;
	if (ui->log.back < 0)
		ui->log.back = 0;
}

/* The seat a typed command speaks for: with hidden information the seat on
 * screen, else whoever the prompt names. */
static int ui_game_typist(const struct ui_game *g)
{
	return registry_hidden(g->src->game, g->src->setup) ? g->viewer : -1;
}

static void ui_game_cmdline(struct ui_game *g, const struct tt_prompt *p)
{
	char line[CMD_MAXLINE];

	if (!ui_cmdline(g->ui, g->src, p, line, sizeof line))
		return;
	if (!g->ui->debug && front_cmd_peeks(g->src, line, g->viewer)) {
		ui_log_mark(g->ui);
		ui_log_add(g->ui, true, "error: that would show hidden information "
			   "(allowed with --debug)");
		return;
	}
	g->ai_stuck = false;
	if (!ui_game_confirm(g, p, line))
		return;
	/* with hidden information the keyboard speaks for the seat on screen */
	ui_game_line(g, ui_game_typist(g), line, true);
}

/* i: the full text of the highlighted option, or of the decision; a long
 * text opens the pager. */
static void ui_game_info(struct ui_game *g, const struct tt_prompt *p)
{
	char line[CMD_MAXLINE];
	int sel = g->sel;

	if (g->sel >= 0 && g->sel < p->nopt)
		snprintf(line, sizeof line, "info %s", p->opt[g->sel].cmd);
	else
		snprintf(line, sizeof line, "info");
	ui_game_line(g, ui_game_typist(g), line, true);
	if (g->src->op->coach)	/* a lesson's highlight is its step's move: it stays */
		g->sel = sel;
}

/* The screen's own keys (after options had their chance). */
static bool ui_game_act(struct ui_game *g, const struct tt_prompt *p, enum front_act a)
{
	switch (a) {
	case FA_HELP: ui_help(g->ui, g->src, p, front_seat_human(g->src, p->seat), g->sel); break;
	case FA_CMDLINE: ui_game_cmdline(g, p); break;
	case FA_NEXT: ui_game_cycle(g, p, 1); break;
	case FA_PREV: ui_game_cycle(g, p, -1); break;
	case FA_CANCEL:
		/* also hides a legend the player opened over the board */
		g->sel = -1;
		if (g->ui->legend > 0)
			g->ui->legend = 0;
		break;
	case FA_LEGEND: g->ui->legend = g->ui->legend_shown ? -1 : 1; break;
	case FA_OLDER: ui_game_scroll(g->ui, 1); break;
	case FA_NEWER: ui_game_scroll(g->ui, -1); break;
	case FA_REDRAW: clearok(curscr, TRUE); break;
	case FA_OVERVIEW: g->overview = !g->overview; break;
	case FA_PANLEFT: ui_pan(g->ui, -1, 0); break;
	case FA_PANRIGHT: ui_pan(g->ui, 1, 0); break;
	case FA_PANUP: ui_pan(g->ui, 0, -1); break;
	case FA_PANDOWN: ui_pan(g->ui, 0, 1); break;
	case FA_CENTRE: ui_centre(g->ui); break;
	case FA_SAVE: ui_game_save(g, ""); break;
	case FA_QUIT: ui_game_quit(g); break;
	case FA_MESSAGES: ui_history(g->ui); break;
	case FA_UNDO: ui_game_line(g, ui_game_typist(g), "undo", false); break;
	case FA_INFO: ui_game_info(g, p); break;
	case FA_ENTER:
		if (!g->ai_stuck && p->nopt > 0) {
			ui_log_mark(g->ui);
			ui_log_add(g->ui, true, "Enter takes the highlighted option: Tab "
				   "highlights one");
		}
		g->ai_stuck = false;
		break;
	default: return false;
	}
	return true;
}

static void ui_game_take(struct ui_game *g, const struct tt_prompt *p, const char *what)
{
	char cmd[CMD_MAXLINE];

	tt_strlcpy(cmd, what, sizeof cmd);
	if (ui_game_confirm(g, p, cmd))
		ui_game_line(g, p->seat, cmd, false);
}

/* The key that does nothing here: say where the player is and the way
 * out. */
static void ui_game_nothing(struct ui_game *g, const struct tt_prompt *p, int k)
{
	char kn[16];

	ui_key_name(k, kn, sizeof kn);
	ui_log_mark(g->ui);
	if (p->mode[0] && front_seat_human(g->src, p->seat))
		/* a decision inside the turn: where the player is, the way out */
		ui_log_add(g->ui, true, "The key %s does nothing %s (? lists the keys).", kn, p->mode);
	else if (p->seat < 0)
		ui_log_add(g->ui, true, "The key %s does nothing now: the game is over (M messages, "
			   "Q leaves).", kn);
	else if (!front_seat_human(g->src, p->seat))
		ui_log_add(g->ui, true, "The key %s does nothing now: it is not your decision.", kn);
	else
		ui_log_add(g->ui, true, "The key %s does nothing at this decision: the keys it takes "
			   "are below (? lists them).", kn);
}

static void ui_game_key(struct ui_game *g, const struct tt_prompt *p, int k)
{
	struct front_use u;

	if (k == KEY_RESIZE || k == ERR || k == UI_KEY_STOP || k == UI_KEY_NET)
		return;
	if (k == UI_KEY_INT) {
		g->status[0] = '\0';
		ui_game_quit(g);
		return;
	}
	front_key_use(&g->ui->km, p, front_seat_human(g->src, p->seat), g->sel, k, &u);
	if (u.use == FU_ACT && u.act == FA_REDRAW) {
		/* a pure repaint: the frame comes back as it was, every message
		 * and the status row with it */
		clearok(curscr, TRUE);
		return;
	}
	g->status[0] = '\0';
	if (!(u.use == FU_ACT && (u.act == FA_OLDER || u.act == FA_NEWER)))
		g->ui->log.back = 0;
	switch (u.use) {
	case FU_OPTION: ui_game_take(g, p, p->opt[u.opt].cmd); break;
	case FU_KEYDEF: ui_game_take(g, p, u.kd->cmd); break;
	case FU_ACT:
		if (!ui_game_act(g, p, u.act))
			ui_game_nothing(g, p, k);
		break;
	default: ui_game_nothing(g, p, k); break;
	}
}

/* The end of the game: the final table, how each seat's result came
 * about, and what next.  A choice that leaves the game is kept in
 * ui->after, which ui_play's caller returns to front_start_game. */
static void ui_game_end(struct ui_game *g, const struct tt_result *r)
{
	struct tt_out *o = &g->ui->out;
	const char *foot, *keys;
	struct tt_err err;
	int k;

	/* saved as it ended, also when no human was asked (the replay) */
	if (!g->src->table)
		ui_game_autosave(g, &err);
	tt_out_clear(o);
	tt_outf(o, "%s, %s, seed %llu\n\n", g->src->game->title, g->src->setup->scenario,
		(unsigned long long)g->src->setup->seed);
	tt_outf(o, "%s%s\n%s", r->summary, r->summary[0] &&
		r->summary[strlen(r->summary) - 1] != '\n' ? "\n" : "", r->detail);
	if (g->src->table) {
		foot = "m leave the table   q look at the board";
		keys = "m";
	} else if (g->src->op->coach) {	/* a lesson: its "new game" is the first real one */
		foot = "r replay  n a first real game, hints on  m menu  q look at the board";
		keys = "rnm";
	} else {
		foot = "r replay  n new game, same seats  m menu  q look at the board";
		keys = "rnm";
	}
	k = ui_pager_choose(g->ui, "Game over", o->text, foot, keys);
	g->ui->after = k == 'r' ? FRONT_AFTER_REPLAY : k == 'n' ? FRONT_AFTER_AGAIN :
		       k == 'm' ? FRONT_AFTER_MENU : FRONT_AFTER_NONE;
	g->quit = g->ui->after != FRONT_AFTER_NONE;
}

/* Reset the highlight when the decision changed; log the end once. */
/* Hints on: what the hard computer would do at this decision, and why,
 * in the log (the session's own hint). */
static void ui_game_hint(struct ui_game *g, const struct tt_prompt *p)
{
	struct tt_err err;

	if (!g->src->hints || !front_seat_human(g->src, p->seat))
		return;
	tt_out_clear(&g->ui->out);
	if (g->src->op->line(g->src->ctx, p->seat, "hint", &g->ui->out, &err) == SESSION_OK)
		ui_log_text(g->ui, g->ui->out.text);
}

static void ui_game_track(struct ui_game *g, const struct tt_prompt *p)
{
	int nh = g->src->op->moves(g->src->ctx);

	if (nh != g->last_nhist || p->seat != g->last_seat) {
		/* a lesson highlights the option its step is about */
		g->sel = front_coach_option(g->src, p);
		g->last_nhist = nh;
		g->last_seat = p->seat;
		ui_game_hint(g, p);
	}
	if (p->seat < 0 && !g->over_logged) {
		struct tt_result r;

		g->src->op->result(g->src->ctx, &r);
		g->over_logged = r.over;
		if (r.over) {
			/* the final table is the one thing everybody wants to read */
			ui_log_text(g->ui, r.summary);
			ui_game_end(g, &r);
		}
	}
}

/* A key pressed while the AI pauses: the screen's own keys act now; any
 * other key is kept for the human's next decision and the AI moves at once. */
static bool ui_game_typeahead(struct ui_game *g, int k)
{
	static const enum front_act now[] = { FA_HELP, FA_CMDLINE, FA_OVERVIEW, FA_SAVE, FA_QUIT,
					   FA_MESSAGES, FA_REDRAW };

	if (k < 0 || k == KEY_RESIZE)
		return false;
	for (size_t j = 0; j < sizeof now / sizeof now[0]; j++)
		if (front_keymap_is(&g->ui->km, k, now[j]))
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

	f.ai_turn = p->seat >= 0 && !front_seat_human(g->src, p->seat) && !g->ai_stuck;
	if (g->src->table)	/* the table moves its AI; this is only what it says */
		f.ai_turn = p->seat >= 0 && p->seat < g->src->setup->nseats &&
			    g->src->setup->seat[p->seat].ai;
	if (f.ai_turn && p->hidden && !g->src->table && g->src->op->ai) {
		/* an AI's secret decision (the BUGMISTRESS's Trick window) is
		 * taken at once and never drawn: no pause tells it was asked */
		g->status[0] = '\0';
		ui_game_ai(g, p);
		return;
	}
	if (!f.ai_turn && !g->src->table) {
		struct tt_err err;

		/* the game waits for a human: this is the moment a hang-up, a
		 * kill or a crash would lose, so save it now (before drawing:
		 * a failure shows in this frame; a table saves itself) */
		ui_game_autosave(g, &err);
	}
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
		ui->where = "game";
		k = ui_key(ui, -1);
		ui->where = NULL;
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

void ui_play(struct ui *ui, const struct front_src *src)
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
		if (front_viewer(src, p, &g.viewer))
			ui_curtain(&g, p->seat);
		if (ui->stop != UI_RUN || g.quit)
			break;
		ui_game_track(&g, p);
		if (g.quit)	/* the end's page chose to leave */
			break;
		ui_game_step(&g, p);
		ui_game_table(&g);
	}
	if (ui->stop == UI_STOP_HUP && ui_game_autosave(&g, &err) < 0)
		fprintf(stderr, "tabletty: could not save on hang-up: %s\n", err.msg);
}
