/*
 * ui_replay.c - the replay viewer of `tabletty replay SAVE`.
 *
 * Position i means "the first i commands of the save are played".  Each
 * step rebuilds the session with save_restore(..., i - 1, ...) and
 * plays command i itself, so its messages reach the log.  Auto-play waits
 * with a timeout only while it is running; paused, it blocks on keys.
 */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "io.h"
#include "ui_int.h"

struct ui_rp {
	struct ui *ui;
	struct io_game g;	/* the save: ops, data, info (g.s unused) */
	struct session *s;	/* the position shown */
	int pos, delay_ms;	/* delay 0 = paused */
	bool table;		/* a table's game: secret choices shown only ... */
	uint32_t mine;		/* ... of the seats this account held there */
};

/* May this viewer read command i (a secret decision of a seat that was
 * not theirs at a table is told without its words)? */
static bool ui_rp_open(struct ui_rp *r, const struct session *s)
{
	struct tt_prompt *p = &r->ui->prompt;
	uint32_t who;

	if (!r->table)
		return true;
	session_prompt(s, p);
	if (!p->hidden)
		return true;
	who = p->waiting | (p->seat >= 0 ? 1u << p->seat : 0);
	return (who & ~r->mine) == 0;
}

/* The seats this account held at the table whose save r shows (none in
 * restricted mode: one login for many people). */
static void ui_rp_seats(struct ui_rp *r)
{
	const struct session_table *t = &r->g.info.table;

	r->table = t->name[0] != '\0';
	for (int i = 0; r->table && !io_restricted() && i < TT_MAXSEATS; i++)
		if (t->seat_uid[i] >= 0 && t->seat_uid[i] == (long)getuid())
			r->mine |= 1u << i;
}

/* Rebuild the position after pos commands; false with the log told why. */
static bool ui_rp_goto(struct ui_rp *r, int pos)
{
	struct tt_err err;
	struct session *n = NULL;

	if (pos < 0 || pos > r->g.info.ncmd)
		return false;
	if (save_restore(&n, r->g.ops, r->g.data, &r->g.info, pos > 0 ? pos - 1 : 0, &err) < 0) {
		ui_log_add(r->ui, true, "error: %s", err.msg);
		return false;
	}
	session_set_debug(n, true);
	ui_log_mark(r->ui);	/* the frame shows this step's messages */
	if (pos > 0) {
		tt_out_clear(&r->ui->out);
		if (ui_rp_open(r, n))
			ui_log_add(r->ui, false, "[%d] %s", pos, r->g.info.cmd[pos - 1]);
		else
			ui_log_add(r->ui, false, "[%d] a secret choice (of a seat you did not hold)", pos);
		if (session_line(n, -1, r->g.info.cmd[pos - 1], &r->ui->out, &err) != SESSION_OK)
			ui_log_add(r->ui, true, "error: %s", err.msg);
		ui_log_text(r->ui, r->ui->out.text);
	}
	if (r->s)
		session_free(r->s);
	r->s = n;
	r->pos = pos;
	return true;
}

static void ui_rp_draw(struct ui_rp *r)
{
	char over[160], status[80];
	struct front_local l;
	struct front_src src;
	struct ui_frame f = { &src, -1, -1, false, status, over, false };

	snprintf(over, sizeof over, "Replay step %d of %d: Space/Right next  Backspace/Left "
		 "back  1-9 auto-play  0 pause  q quit", r->pos, r->g.info.ncmd);
	snprintf(status, sizeof status, "replay of %s %s", r->g.ops->title,
		 r->delay_ms ? "(playing)" : "(paused)");
	front_src_local(&src, &l, r->s, NULL);
	ui_draw_frame(r->ui, &f);
}

static bool ui_rp_key(struct ui_rp *r, int k)
{
	static const int speed[10] = { 0, 2000, 1500, 1000, 700, 500, 300, 200, 100, 50 };

	if (k == ERR) {
		if (!ui_rp_goto(r, r->pos + 1))
			r->delay_ms = 0;
	} else if (k == ' ' || k == KEY_RIGHT || k == 'l' || k == 'n') {
		ui_rp_goto(r, r->pos + 1);
	} else if (k == KEY_BACKSPACE || k == 127 || k == 8 || k == KEY_LEFT || k == 'h') {
		r->delay_ms = 0;
		ui_rp_goto(r, r->pos - 1);
	} else if (k >= '0' && k <= '9') {
		r->delay_ms = speed[k - '0'];
	} else if (k == KEY_HOME || k == 'g') {
		ui_rp_goto(r, 0);
	} else if (k == KEY_END || k == 'G') {
		ui_rp_goto(r, r->g.info.ncmd);
	} else if (k == 'M') {
		ui_history(r->ui);
	} else if (k == 'q' || k == 'Q' || k == 27 || k == UI_KEY_STOP || k == UI_KEY_INT) {
		return false;
	}
	return true;
}

int ui_replay(struct ui *ui, const char *arg, struct tt_err *err)
{
	struct ui_rp r;

	memset(&r, 0, sizeof r);
	r.ui = ui;
	if (io_game_open_for(&r.g, arg, NULL, 0, IO_USE_REPLAY, err) < 0)
		return -1;
	ui_rp_seats(&r);
	r.s = r.g.s;
	r.g.s = NULL;
	session_set_debug(r.s, true);
	ui_log_add(ui, false, "Replay of %s: %d commands.", r.g.path, r.g.info.ncmd);
	if (r.g.note[0])
		ui_log_add(ui, true, "%s", r.g.note);
	if (r.table)
		ui_log_add(ui, false, "A game of table %s: secret choices show only for the seats "
			   "you held there.", r.g.info.table.name);
	for (;;) {
		ui_rp_draw(&r);
		int k;

		ui->where = "replay";
		k = ui_key(ui, r.delay_ms > 0 ? r.delay_ms : -1);
		ui->where = NULL;
		if (!ui_rp_key(&r, k))
			break;
	}
	session_free(r.s);
	io_game_close(&r.g);
	return 0;
}
