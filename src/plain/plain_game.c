/*
 * plain_game.c - one game as plain lines: the decision, its numbered
 * options, the messages, and a line of input at a time.
 *
 * A line is one character (a key, as the screen takes it: an option's key
 * from the list, a key of the key line, u undo, i info), a number (an
 * option without a key, as the list numbers it), `?` (help), `panel` (the
 * screen's side panel as lines), an empty line (the decision again) or
 * any command, exactly as on the screen's `:` line.  Computer seats move by themselves; with hidden
 * information and several people at the keyboard a curtain scrolls the
 * last player's screen away and waits for Enter before the next one's
 * decision is shown.  On quit, the end of input and a hang-up the game is
 * saved as the screen saves it (the source's save operation).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "io.h"
#include "registry.h"
#include "seats.h"
#include "plain.h"
#include "text.h"

struct plain_game {
	struct plain *pl;
	const struct front_src *src;
	int viewer;		/* seat at the keyboard with hidden information; -1 */
	bool quit;
	bool over_told;		/* the end was announced */
	bool ai_stuck;		/* the AI failed: a person types its move */
	bool again;		/* show the decision again */
	int last_moves, last_seat;
	char last_text[sizeof ((struct tt_prompt *)0)->text];	/* the decision last shown */
	bool save_failed;	/* the last autosave failed (said once) */
	struct tt_out *recent;	/* public messages since the last curtain */
	int coach_step;		/* a lesson: the step last told (-2 none) */
};

/* Print game messages and keep them for the next player after a curtain. */
static void plain_messages(struct plain_game *g, const char *text)
{
	plain_put(g->pl, text);
	tt_outf(g->recent, "%s", text);
}

/* An option's key as plain mode takes it: a printable key is typed as
 * the one character it is, as on the screen's key line. */
static bool plain_keyed(const struct tt_option *o)
{
	return o->key > ' ' && o->key < 127;
}

/* The number of the first option without a key of its own: 1, or 10
 * when a digit is a key of this decision (a digit typed alone is always
 * the key, as on the screen). */
static int plain_base(const struct tt_prompt *p)
{
	for (int i = 0; i < p->nopt; i++)
		if (p->opt[i].key >= '0' && p->opt[i].key <= '9')
			return 10;
	for (int i = 0; i < p->nkeydef; i++)
		if (p->keydef[i].key >= '0' && p->keydef[i].key <= '9')
			return 10;
	return 1;
}

/* The option numbered n (see plain_base), or -1. */
static int plain_numbered(const struct tt_prompt *p, int n)
{
	int k = plain_base(p);

	for (int i = 0; i < p->nopt; i++)
		if (!plain_keyed(&p->opt[i]) && k++ == n)
			return i;
	return -1;
}

/* The decision and its options: each by its key where it has one (as on
 * the screen), the others numbered. */
static void plain_decision(struct plain_game *g, const struct tt_prompt *p)
{
	struct plain *pl = g->pl;
	int k = plain_base(p), nnum = 0, mark = front_coach_option(g->src, p);

	putchar('\n');
	if (p->seat >= 0 && p->seat < g->src->setup->nseats && g->src->setup->seat[p->seat].with)
		plain_say(pl, "(%s plays %s, a second character)", /* one person, two characters */
			  g->src->setup->seat[seats_person(g->src->setup, p->seat)].name,
			  g->src->setup->seat[p->seat].name);
	if (p->seat >= 0 && !strstr(p->text, g->src->setup->seat[p->seat].name))
		plain_say(pl, "%s: %s", g->src->setup->seat[p->seat].name, p->text);
	else
		plain_say(pl, "%s", p->text);
	for (int i = 0; i < p->nopt; i++) {
		const struct tt_option *o = &p->opt[i];
		char tag[8];

		if (plain_keyed(o)) {
			snprintf(tag, sizeof tag, "%c", o->key);
		} else {
			snprintf(tag, sizeof tag, "%d.", k++);
			nnum++;
		}
		if (strcmp(o->label, o->cmd) == 0)
			plain_say(pl, "  %-3s %s%s", tag, o->cmd, i == mark ? "   <- the lesson's move" : "");
		else
			plain_say(pl, "  %-3s %s (%s)%s", tag, o->label, o->cmd,
				  i == mark ? "   <- the lesson's move" : "");
	}
	if (p->nopt > nnum)
		plain_say(pl, "Type a key or a number from the list, a command, or ? for help.");
	else if (p->nopt > 0)
		plain_say(pl, "Type a number, a command, or ? for help.");
	else
		plain_say(pl, "Type a command, or ? for help.");
}

static void plain_game_quit(struct plain_game *g)
{
	struct tt_result r;
	struct tt_err err;
	char q[TT_ERR_MAX + 40];

	g->src->op->result(g->src->ctx, &r);
	if (r.over) {
		g->quit = plain_ask(g->pl, "Leave this game?");
		return;
	}
	if (g->src->op->moves(g->src->ctx) == 0) {
		/* nothing to keep: Continue would list an empty game */
		g->quit = plain_ask(g->pl, "Quit? Nobody has moved yet, so there is nothing to save.");
		return;
	}
	if (!plain_ask(g->pl, "Quit? The game is saved first and offered by Continue."))
		return;
	if (g->src->op->save(g->src->ctx, NULL, NULL, 0, &err) < 0) {
		snprintf(q, sizeof q, "Saving failed (%.200s). Quit anyway?", err.msg);
		if (!plain_ask(g->pl, q))
			return;
	} else {
		plain_say(g->pl, "The game is saved.");
	}
	g->quit = true;
}

/* Put up the curtain: scroll the last player's screen away, wait for the
 * next one, then tell what happened in public meanwhile. */
static void plain_curtain(struct plain_game *g, int seat)
{
	char name[TT_NAME_MAX], line[CMD_MAXLINE];

	front_curtain_name(g->src, seat, name);
	plain_scroll(g->pl);
	for (;;) {
		int rc;

		plain_say(g->pl, "Pass the keyboard to %s, then press Enter (quit leaves, the game is "
			  "saved).", name);
		rc = plain_read(g->pl, line, sizeof line);
		if (rc == 1 && !*line)
			break;
		if (rc == PLAIN_INT || (rc == 1 && (!strcmp(line, "quit") || !strcmp(line, "q"))))
			plain_game_quit(g);
		if (rc == PLAIN_EOF || rc == PLAIN_STOP || g->quit)
			return;
	}
	g->viewer = seat;
	g->again = true;
	if (g->recent->len > 0) {
		plain_say(g->pl, "Since the keyboard changed hands:");
		plain_put(g->pl, g->recent->text);
	}
	tt_out_clear(g->recent);
}

/* A computer seat's move.  A secret decision is not told: only that it
 * was made, then the public messages. */
static void plain_ai(struct plain_game *g, const struct tt_prompt *p)
{
	const struct front_src *src = g->src;
	struct tt_out *out = &g->pl->out;
	struct tt_err err;
	const char *text;

	tt_out_clear(out);
	if (src->op->ai(src->ctx, p->seat, src->setup->seat[p->seat].level, out, &err) < 0) {
		plain_say(g->pl, "error: %s", err.msg);
		plain_say(g->pl, "The computer cannot move for %s: type its move.",
			  src->setup->seat[p->seat].name);
		g->ai_stuck = true;
		g->again = true;
		return;
	}
	text = out->text;
	if (p->hidden) {
		const char *nl = strchr(text, '\n');

		text = nl ? nl + 1 : "";
	}
	/* told when everybody chooses (Megapulse's cards), never for a
	 * window one seat was asked alone (the BUGMISTRESS's Tricks: that
	 * she was asked would tell what she holds) */
	if (p->hidden && p->waiting) {
		tt_outf(g->recent, "%s decides in secret.\n", src->setup->seat[p->seat].name);
		plain_say(g->pl, "%s decides in secret.", src->setup->seat[p->seat].name);
	}
	plain_messages(g, text);
}

static void plain_help(struct plain_game *g, const struct tt_prompt *p)
{
	struct plain *pl = g->pl;
	char undo[100] = "";
	struct tt_err err;

	plain_say(pl, "Plain mode: type the key of an option (one character, as on the screen's key");
	plain_say(pl, "line: u is undo, i the full text), the number of an option, or any command.");
	plain_say(pl, "  Enter        the decision and its options again");
	plain_say(pl, "  look         the board around your piece, in words");
	plain_say(pl, "  show         the board as a text picture");
	plain_say(pl, "  panel        the side panel alone: your sheet, hand and counters");
	plain_say(pl, "  help VERB    how a command is written");
	plain_say(pl, "  hint         what the computer would do, and why");
	plain_say(pl, "  undo, save [NAME], quit (asks first; the game is saved)");
	g->src->op->undo(g->src->ctx, front_seat_human(g->src, p->seat) ? p->seat : g->viewer, undo,
			 sizeof undo);
	if (undo[0])
		plain_say(pl, "Now: %s.", undo);
	tt_out_clear(&pl->out);
	if (g->src->op->line(g->src->ctx,
			     registry_hidden(g->src->game, g->src->setup) ? g->viewer : -1, "help",
			     &pl->out, &err) != SESSION_REJECTED)
		plain_put(pl, pl->out.text);
}

/* The board as a text picture with the side panel (show), or the side
 * panel alone (panel: the sheet, hand and counters, without the map). */
static void plain_show(struct plain_game *g, bool panel_only)
{
	struct plain *pl = g->pl;

	g->src->op->view(g->src->ctx, g->viewer, -1, false, &pl->view);
	g->src->op->prompt(g->src->ctx, &pl->prompt);
	tt_out_clear(&pl->out);
	if (panel_only)
		text_canvas(&pl->out, &pl->view.panel, pl->utf8);
	else
		text_view(&pl->out, &pl->view, &pl->prompt, pl->utf8);
	plain_put(pl, pl->out.text);
}

/* Run one command line for seat (-1: whoever the prompt names). */
static void plain_line(struct plain_game *g, int seat, const char *line)
{
	struct plain *pl = g->pl;
	struct tt_err err;
	char where[IO_PATH_MAX];
	int rc;

	if (!pl->debug && front_cmd_peeks(g->src, line, g->viewer)) {
		plain_say(pl, "error: that would show hidden information (allowed with --debug)");
		return;
	}
	tt_out_clear(&pl->out);
	rc = g->src->op->line(g->src->ctx, seat, line, &pl->out, &err);
	plain_messages(g, pl->out.text);
	switch (rc) {
	case SESSION_REJECTED:
		plain_say(pl, "error: %s", err.msg);
		break;
	case SESSION_SAVE:
		if (g->src->op->save(g->src->ctx, g->src->op->arg(g->src->ctx), where, sizeof where,
				     &err) < 0)
			plain_say(pl, "error: %s", err.msg);
		else
			plain_say(pl, "saved to %s", where);
		break;
	case SESSION_QUIT:
		plain_game_quit(g);
		break;
	default:
		break;
	}
}

/* A key the screen's own keys take, in plain lines: true when done. */
static bool plain_act(struct plain_game *g, const struct tt_prompt *p, enum front_act a, int typist)
{
	switch (a) {
	case FA_HELP: plain_help(g, p); return true;
	case FA_UNDO: plain_line(g, typist, "undo"); return true;
	case FA_SAVE: plain_line(g, typist, "save"); return true;
	case FA_QUIT: plain_game_quit(g); return true;
	case FA_INFO: plain_line(g, typist, "info"); return true;
	case FA_LEGEND: plain_line(g, typist, "show legend"); return true;
	case FA_OVERVIEW: plain_show(g, false); return true;
	default: return false;
	}
}

/* A line of one character is a key, as on the screen (the same rule,
 * front_key_use): an option's key, a key of the key line (its command says
 * why it cannot be used), the screen's own keys.  False when the key
 * does nothing here (the line is then read as a number or a command). */
static bool plain_key(struct plain_game *g, const struct tt_prompt *p, const char *line, int typist)
{
	struct front_use u;

	if (strlen(line) != 1 || line[0] <= ' ' || line[0] >= 127)
		return false;
	front_key_use(&g->pl->km, p, front_seat_human(g->src, p->seat), -1, (unsigned char)line[0], &u);
	switch (u.use) {
	case FU_OPTION: plain_line(g, p->seat, p->opt[u.opt].cmd); return true;
	case FU_KEYDEF: plain_line(g, p->seat, u.kd->cmd); return true;
	case FU_ACT: return plain_act(g, p, u.act, typist);
	default: return false;
	}
}

/* One line typed at this decision. */
static void plain_input(struct plain_game *g, const struct tt_prompt *p, const char *line)
{
	int n = plain_number(line, 1000);
	int typist = registry_hidden(g->src->game, g->src->setup) ? g->viewer : -1;
	int i;

	if (g->ai_stuck)
		typist = p->seat;
	g->ai_stuck = false;
	if (!*line) {
		g->again = true;
	} else if (!strcmp(line, "?")) {
		plain_help(g, p);
	} else if (!strcmp(line, "panel") || !strcmp(line, "show")) {
		plain_show(g, line[0] == 'p');	/* show: ASCII glyphs outside UTF-8 */
	} else if (plain_key(g, p, line, typist)) {
		return;
	} else if (n >= 0 && (i = plain_numbered(p, n)) >= 0) {
		char cmd[sizeof p->opt[0].cmd];

		tt_strlcpy(cmd, p->opt[i].cmd, sizeof cmd);
		plain_line(g, p->seat, cmd);
	} else if (n >= 0) {
		int first = plain_base(p), last = first - 1;

		for (int k = 0; k < p->nopt; k++)
			last += !plain_keyed(&p->opt[k]);
		if (last >= first)
			plain_say(g->pl, "error: choose an option from %d to %d, a key of the list, or "
				  "type a command", first, last);
		else if (p->mode[0])
			plain_say(g->pl, "error: the key %s does nothing %s", line, p->mode);
		else
			plain_say(g->pl, "error: there are no numbered options now: type a key of the "
				  "list or a command");
	} else {
		plain_line(g, typist, line);
	}
}

/* The end, told once (again after an undo and a new end). */
static void plain_over(struct plain_game *g, const struct tt_prompt *p)
{
	struct tt_result r;

	if (p->seat >= 0 || p->waiting) {
		g->over_told = false;
		return;
	}
	if (g->over_told)
		return;
	g->src->op->result(g->src->ctx, &r);
	if (!r.over)
		return;
	g->over_told = true;
	plain_say(g->pl, "Game over.");
	plain_put(g->pl, r.summary);
	if (r.summary[0] && r.summary[strlen(r.summary) - 1] != '\n')
		putchar('\n');
	if (r.detail[0]) {
		plain_say(g->pl, "How it came about:");
		plain_put(g->pl, r.detail);
	}
	plain_say(g->pl, "Type quit to leave; undo, look and show still work.");
}

/* The game waits for a person: the moment a hang-up or a kill would lose
 * it, so it is saved to its autosave slot now, as the screen does. */
static void plain_autosave(struct plain_game *g)
{
	struct tt_err err;

	if (g->src->table)
		return;
	if (g->src->op->save(g->src->ctx, NULL, NULL, 0, &err) < 0) {
		if (!g->save_failed)
			plain_say(g->pl, "error: the game is not saved: %s", err.msg);
		g->save_failed = true;
		return;
	}
	if (g->save_failed)
		plain_say(g->pl, "The game is saved again.");
	g->save_failed = false;
}

/* A lesson: what it says, told when its step is new (or the decision is
 * asked for again). */
static void plain_coach(struct plain_game *g)
{
	struct front_coach *c = malloc(sizeof *c);

	if (c && g->src->op->coach && g->src->op->coach(g->src->ctx, c) &&
	    (c->step != g->coach_step || g->again)) {
		if (g->coach_step == -2)
			plain_say(g->pl, "In plain mode the option a step is about is marked \"<- the "
				  "lesson's move\": type its key or number (Tab, Enter and the arrows "
				  "are the screen's keys).");
		plain_say(g->pl, "\n== %s ==", c->head);
		plain_say(g->pl, "%s", c->text);
		g->coach_step = c->step;
	}
	free(c);
}

/* One round: the AI moves, or a person is asked for a line. */
static void plain_step(struct plain_game *g, struct tt_prompt *p)
{
	char line[CMD_MAXLINE];
	int rc, moves;

	plain_over(g, p);
	if (p->seat >= 0 && !front_seat_human(g->src, p->seat) && !g->ai_stuck && g->src->op->ai) {
		plain_ai(g, p);
		return;
	}
	if (front_viewer(g->src, p, &g->viewer))
		plain_curtain(g, p->seat);
	if (g->quit || g->pl->stop != PLAIN_RUN)
		return;
	moves = g->src->op->moves(g->src->ctx);
	/* a preview replaces the history's last line: its decision is new
	 * though the count of moves is not (DeathBot's path grown a step) */
	if (g->again || moves != g->last_moves || p->seat != g->last_seat ||
	    strcmp(p->text, g->last_text) != 0) {
		plain_coach(g);
		if (p->seat >= 0)
			plain_decision(g, p);
		if (g->src->hints && front_seat_human(g->src, p->seat) && moves != g->last_moves)
			plain_line(g, p->seat, "hint");
		if (moves != g->last_moves)
			plain_autosave(g);
		g->again = false;
		g->last_moves = moves;
		g->last_seat = p->seat;
		tt_strlcpy(g->last_text, p->text, sizeof g->last_text);
	}
	rc = plain_read(g->pl, line, sizeof line);
	if (rc == PLAIN_INT)
		plain_game_quit(g);
	else if (rc == 1)
		plain_input(g, p, line);
}

int plain_play(void *fe, const struct front_src *src)
{
	struct plain *pl = fe;
	struct plain_game g;
	struct tt_prompt *p = &pl->prompt;
	struct tt_err err;

	memset(&g, 0, sizeof g);
	g.pl = pl;
	g.src = src;
	g.viewer = -1;
	g.last_moves = -1;
	g.coach_step = -2;
	g.recent = malloc(sizeof *g.recent);
	if (!g.recent) {
		plain_say(pl, "error: out of memory");
		return FRONT_AFTER_NONE;
	}
	tt_out_clear(g.recent);
	while (pl->stop == PLAIN_RUN && !g.quit) {
		src->op->prompt(src->ctx, p);
		plain_step(&g, p);
	}
	if (pl->stop == PLAIN_STOP_HUP) {
		if (src->op->save(src->ctx, NULL, NULL, 0, &err) < 0)
			fprintf(stderr, "tabletty: could not save the game: %s\n", err.msg);
		else
			plain_say(pl, "Input ended: the game is saved and offered by Continue.");
	}
	fflush(stdout);
	free(g.recent);
	return FRONT_AFTER_NONE;
}
