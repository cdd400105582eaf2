/*
 * ui_draw.c - one frame of a game: board viewport, side panel, message
 * log and the three bottom rows (prompt, key legend, status).
 *
 *   +-------------------------------+|+--- panel (26) ---+
 *   | board viewport (scrolls)      |||                  |
 *   +-------------------------------+|+------------------+
 *   | message log (3+ lines, full width)                  |
 *   | SEAT: prompt text                                   |
 *   | key legend of the prompt (or the highlighted option)|
 *   | title / status                  undo: n steps  ?help|
 *
 * The frame is rebuilt with erase() + add + refresh(): ncurses compares it
 * with what the terminal shows and sends only the difference.
 */
#include <ctype.h>
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "ui_int.h"

struct ui_layout {
	int bw, bh;	/* board viewport */
	int px;		/* first panel column */
	int nlog, logy;
	int py;		/* prompt row; legend py+1, status py+2 */
};

/* The column between board and panel. */
static const struct canvas_cell ui_sep = { 0x2502, '|', CC_DEFAULT, CA_DIM };

/* The panel keeps its full width even when a view's panel is narrower:
 * engines grow their canvas with the text, and a panel edge that moved
 * from frame to frame would shift the whole board. */
static void ui_layout(struct ui_layout *L)
{
	L->nlog = LINES >= 30 ? 4 + (LINES - 30) / 8 : 3;
	if (L->nlog > 8)
		L->nlog = 8;
	L->py = LINES - 3;
	L->bh = L->py - L->nlog;
	L->logy = L->bh;
	L->px = COLS - UI_PANEL_W;
	L->bw = L->px - 1;
}

/* Keep f inside the view with a margin; recentre only when it leaves.  The
 * margin never exceeds what is hidden, so a board a little wider than the
 * view does not shift back and forth (each shift redraws the whole view). */
static int ui_scroll(int o, int f, int size, int view, bool jump)
{
	int m = jump ? 0 : view / 5;

	if (m > size - view)
		m = size - view;

	if (size <= view)
		return 0;
	if (f < o + m || f >= o + view - m)
		o = f - view / 2;
	if (o > size - view)
		o = size - view;
	return o < 0 ? 0 : o;
}

static void ui_draw_canvas(const struct ui *ui, const struct canvas *cv, int y0, int x0,
			   int w, int h, int ox, int oy)
{
	for (int y = 0; y < h && y + oy < cv->h && y + oy < CANVAS_H; y++) {
		for (int x = 0; x < w && x + ox < cv->w && x + ox < CANVAS_W; x++) {
			const struct canvas_cell *c = &cv->c[y + oy][x + ox];

			if (c->ch == 0 && (c->ascii == 0 || c->ascii == ' ') && c->attr == 0)
				continue;
			ui_put_cell(ui, y0 + y, x0 + x, c);
		}
	}
}

static void ui_draw_log(const struct ui *ui, const struct ui_layout *L)
{
	int n = ui_log_since_mark(ui);

	if (n > L->nlog)
		n = L->nlog;
	for (int i = 0; i < n; i++) {
		bool err = false;
		const char *s = ui_log_get(ui, n - 1 - i, &err);

		if (s)
			ui_put_str(L->logy + i, 0, COLS, err ? A_BOLD : A_NORMAL, s);
	}
}

static void ui_upper(char *dst, const char *src, size_t cap)
{
	size_t i;

	for (i = 0; i + 1 < cap && src[i]; i++)
		dst[i] = (char)toupper((unsigned char)src[i]);
	dst[i] = '\0';
}

/* The seat whose undo depth the status row shows. */
static int ui_undo_seat(const struct ui_src *src, const struct tt_prompt *p, int viewer)
{
	const struct tt_setup *su = src->setup;

	if (p->seat >= 0 && !su->seat[p->seat].ai)
		return p->seat;
	if (viewer >= 0)
		return viewer;
	for (int i = 0; i < su->nseats; i++)
		if (!su->seat[i].ai)
			return i;
	return -1;
}

/* Prompt texts may start with "yellow: "; the row already names the seat. */
static const char *ui_skip_name(const char *text, const char *name)
{
	size_t n = strlen(name);

	if (n == 0 || strncasecmp(text, name, n) != 0 || text[n] != ':')
		return text;
	text += n + 1;
	while (*text == ' ')
		text++;
	return text;
}

static void ui_draw_prompt_row(struct ui *ui, const struct ui_frame *f, int y)
{
	const struct tt_prompt *p = &ui->prompt;
	const struct tt_setup *su = f->src->setup;
	char name[TT_NAME_MAX + 8];
	int x = 0;

	if (f->prompt_over) {
		ui_put_str(y, 0, COLS, A_BOLD, f->prompt_over);
		return;
	}
	if (p->seat < 0) {
		struct tt_result r;

		f->src->op->result(f->src->ctx, &r);
		ui_put_str(y, 0, COLS, A_BOLD, r.over ? "Game over: press M for the messages, "
			   "Q to leave." : "Nobody can act: press : to type a command.");
		return;
	}
	ui_upper(name, su->seat[p->seat].name, sizeof name);
	if (su->seat[p->seat].ai)
		strcat(name, " (AI)");
	if (f->ai_turn) {
		/* short and constant: the log tells what the AI did */
		strcat(name, " is moving.");
		ui_put_str(y, 0, COLS, ui_colour_attr(ui, ui_name_colour(su->seat[p->seat].name),
						       CA_BOLD), name);
		return;
	}
	strcat(name, ":");
	ui_put_str(y, 0, COLS, ui_colour_attr(ui, ui_name_colour(su->seat[p->seat].name),
					       CA_BOLD), name);
	x = (int)strlen(name) + 1;
	ui_put_str(y, x, COLS - x, A_NORMAL, ui_skip_name(p->text, su->seat[p->seat].name));
}

static void ui_draw_legend(struct ui *ui, const struct ui_frame *f, int y)
{
	const struct tt_prompt *p = &ui->prompt;
	char buf[200];

	if (f->sel >= 0 && f->sel < p->nopt) {
		snprintf(buf, sizeof buf, "[%d/%d] %s (%s)  Enter take  Esc cancel", f->sel + 1,
			 p->nopt, p->opt[f->sel].label, p->opt[f->sel].cmd);
		ui_put_str(y, 0, COLS, A_REVERSE, buf);
		return;
	}
	if (p->seat >= 0 && !f->ai_turn)
		ui_put_str(y, 0, COLS, A_NORMAL, p->keys);
}

static void ui_draw_status(struct ui *ui, const struct ui_frame *f, int y)
{
	char right[160], undo[100], help[16];
	const char *left = f->status && *f->status ? f->status : ui->view.title;
	char ov[120];
	int rw;

	if (f->status && *f->status) {
		ui_put_str(y, 0, COLS, A_BOLD, f->status);
		return;
	}
	if (f->overview) {
		snprintf(ov, sizeof ov, "OVERVIEW (O returns) %s", left);
		left = ov;
	}
	/* during an AI move keep the human's last figure: it changes again
	 * when the AI has moved, and every byte crosses the link */
	if (!f->ai_turn)
		f->src->op->undo(f->src->ctx, ui_undo_seat(f->src, &ui->prompt, f->viewer),
				 ui->undo_text, sizeof ui->undo_text);
	tt_strlcpy(undo, ui->undo_text, sizeof undo);
	ui_act_key_name(&ui->km, UA_HELP, help, sizeof help);
	snprintf(right, sizeof right, "%s%s%s help", undo, *undo ? "  " : "", help);
	if ((int)(strlen(right) + strlen(left)) + 2 > COLS)
		snprintf(right, sizeof right, "%s", undo);
	rw = (int)strlen(right);
	if (rw > COLS - 20)
		rw = COLS - 20;
	ui_put_str(y, 0, COLS - rw - 1, A_DIM, left);
	ui_put_str(y, COLS - rw, rw, A_DIM, right);
}

static int ui_clamp(int o, int size, int view)
{
	if (o > size - view)
		o = size - view;
	return o < 0 ? 0 : o;
}

/* Where the viewport goes.  Every shift redraws the whole board, so: the
 * overview has its own offsets; while an AI moves the view stays where the
 * human left it; when the focus jumps to another piece (hot seat) the view
 * moves only if that piece is out of sight. */
static void ui_follow(struct ui *ui, const struct tt_view *v, const struct ui_layout *L,
		      const struct ui_frame *f, int *ox, int *oy)
{
	bool jump;

	if (f->overview) {
		*ox = ui_scroll(0, v->focus_x, v->board.w, L->bw, false);
		*oy = ui_scroll(0, v->focus_y, v->board.h, L->bh, false);
		return;
	}
	if (f->ai_turn && ui->focus_set) {
		*ox = ui->ox = ui_clamp(ui->ox, v->board.w, L->bw);
		*oy = ui->oy = ui_clamp(ui->oy, v->board.h, L->bh);
		return;
	}
	jump = ui->focus_set && (abs(v->focus_x - ui->fx) > L->bw / 4 ||
				 abs(v->focus_y - ui->fy) > L->bh / 4);
	*ox = ui->ox = ui_scroll(ui->ox, v->focus_x, v->board.w, L->bw, jump);
	*oy = ui->oy = ui_scroll(ui->oy, v->focus_y, v->board.h, L->bh, jump);
	ui->fx = v->focus_x;
	ui->fy = v->focus_y;
	ui->focus_set = true;
}

void ui_draw_frame(struct ui *ui, const struct ui_frame *f)
{
	struct ui_layout L;
	struct tt_view *v = &ui->view;
	int ox, oy;

	if (ui_too_small())
		return;
	f->src->op->prompt(f->src->ctx, &ui->prompt);
	f->src->op->view(f->src->ctx, f->viewer, f->sel, f->overview, v);
	ui_layout(&L);
	erase();
	ui_follow(ui, v, &L, f, &ox, &oy);
	ui_draw_canvas(ui, &v->board, 0, 0, L.bw, L.bh, ox, oy);
	for (int y = 0; y < L.bh; y++)
		ui_put_cell(ui, y, L.bw, &ui_sep);
	ui_draw_canvas(ui, &v->panel, 0, L.px, UI_PANEL_W, L.bh, 0, 0);
	ui_draw_log(ui, &L);
	ui_draw_prompt_row(ui, f, L.py);
	ui_draw_legend(ui, f, L.py + 1);
	ui_draw_status(ui, f, L.py + 2);
	refresh();
}
