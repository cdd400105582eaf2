/*
 * ui_draw.c - one frame of a game: board viewport, side panel, message
 * log and the rows at the bottom (prompt, key line, status).
 *
 *   +-------------------------------+|+--- panel (26) ---+
 *   | board viewport (scrolls)      |||                  |
 *   | legend of the board (L)       |||                  |
 *   +-------------------------------+|+------------------+
 *   | message log (3+ rows, full width, long lines wrap)  |
 *   | SEAT: prompt text (wraps onto a second row)         |
 *   | key line of the prompt (or the highlighted option)  |
 *   | title / status          u undo, not past ...  ?help |
 *
 * The frame is rebuilt with erase() + add + refresh(): ncurses compares it
 * with what the terminal shows and sends only the difference.  Texts that
 * change on every key cost bytes on every key, so the rows say what
 * changed and little else (the undo figure names its limit, not a count).
 * Nothing is cut: long texts wrap and take rows from the log, and a text
 * that still does not fit is reported to the cut log (tests).
 */
#include <ctype.h>
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "ui_int.h"

#define UI_MAXROWS 4		/* rows the prompt or the key line may take */

struct ui_layout {
	int bw, bh;	/* board viewport */
	int px;		/* first panel column */
	int nlog, logy;
	int coy, nco;	/* a lesson's box (above the log, the whole width) */
	int py, npr;	/* prompt rows */
	int ky, nky;	/* key-line rows */
	int sy;		/* status row */
	int legy, nleg;	/* the legend under the board */
};

/* The column between board and panel: one byte a row in both glyph sets,
 * in the colour of a glyph beside it (else grey), so that it costs no
 * colour change of its own (see ui_draw_sep). */
static const struct canvas_cell ui_sep = { '|', '|', CC_GREY, 0 };

/* The panel keeps its full width even when a view's panel is narrower:
 * engines grow their canvas with the text, and a panel edge that moved
 * from frame to frame would shift the whole board.  The prompt and the
 * key line take the rows their text needs, the log what is left; a
 * lesson's box (nco rows) comes out of the board's. */
static void ui_layout(struct ui_layout *L, int npr, int nky, int nleg, int nco)
{
	int base = LINES >= 30 ? 4 + (LINES - 30) / 8 : 3;

	if (base > 8)
		base = 8;
	L->nlog = base - (npr - 1) - (nky - 1);
	if (L->nlog < 1)
		L->nlog = 1;
	L->npr = npr;
	L->nky = nky;
	L->sy = LINES - 1;
	L->ky = L->sy - nky;
	L->py = L->ky - npr;
	L->logy = L->py - L->nlog;
	L->nco = nco < L->logy - 4 ? nco : L->logy - 4 > 0 ? L->logy - 4 : 0;
	L->coy = L->logy - L->nco;
	L->bh = L->coy;
	L->px = COLS - UI_PANEL_W;
	L->bw = L->px - 1;
	/* the legend goes under the board while 4 rows of board are left,
	 * else it takes the whole board area until L hides it again */
	L->nleg = nleg > L->bh ? L->bh : nleg;
	L->bh -= L->nleg;
	if (L->bh < 4) {
		L->nleg += L->bh;
		L->bh = 0;
	}
	L->legy = L->bh;
}

int ui_log_rows(void)
{
	struct ui_layout L;

	ui_layout(&L, 1, 1, 0, 0);
	return L.nlog;
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

/* A cell the view left empty (not a blank it drew in some colour). */
static bool ui_blank(const struct canvas_cell *c)
{
	return c->ch == 0 && (c->ascii == 0 || c->ascii == ' ') && c->attr == 0;
}

/* A short gap between two coloured cells is sent in the colour of one of
 * them: ncurses writes a gap of a few blanks rather than moving the
 * cursor, and blanks in the terminal's own colour would cost a reset and a
 * colour change (the gap looks the same: there is no background colour). */
static int ui_gap_colour(const struct canvas *cv, int y, int x, int end)
{
	int a = x, b = x;
	const struct canvas_cell *l, *r;

	while (a > 0 && ui_blank(&cv->c[y][a - 1]) && x - a < 4)
		a--;
	while (b < end && ui_blank(&cv->c[y][b]) && b - x < 4)
		b++;
	if (a == 0 || b >= end || b - a > 4 || ui_blank(&cv->c[y][a - 1]) || ui_blank(&cv->c[y][b]))
		return -1;
	l = &cv->c[y][a - 1];
	r = &cv->c[y][b];
	/* beside a glyph in the terminal's own colour the gap costs nothing
	 * as it is, and a blank left so matches the erased one it replaces */
	if ((!l->fg && !l->attr) || (!r->fg && !r->attr))
		return -1;
	if (l->fg && !(l->attr & (CA_REVERSE | CA_UNDERLINE)))
		return l->fg;
	return r->fg && !(r->attr & (CA_REVERSE | CA_UNDERLINE)) ? r->fg : -1;
}

static void ui_draw_canvas(const struct ui *ui, const struct canvas *cv, int y0, int x0,
			   int w, int h, int ox, int oy)
{
	for (int y = 0; y < h && y + oy < cv->h && y + oy < CANVAS_H; y++) {
		int end = cv->w < CANVAS_W ? cv->w : CANVAS_W;

		if (end > w + ox)
			end = w + ox;
		for (int x = 0; x < w && x + ox < end; x++) {
			const struct canvas_cell *c = &cv->c[y + oy][x + ox];

			if (ui_blank(c)) {
				struct canvas_cell gap = { ' ', ' ', 0, 0 };
				int fg = ui_gap_colour(cv, y + oy, x + ox, end);

				if (fg > 0) {
					gap.fg = (uint8_t)fg;
					ui_put_cell(ui, y0 + y, x0 + x, &gap);
				}
				continue;
			}
			ui_put_cell(ui, y0 + y, x0 + x, c);
		}
	}
}

/* The plain colour pair of a glyph already put at y,x, or -1 when there
 * is none (an empty cell, or one with attributes). */
static int ui_plain_pair_at(int y, int x)
{
	cchar_t cc;
	wchar_t w[CCHARW_MAX + 1];
	attr_t a;
	short pair;

	if (mvin_wch(y, x, &cc) == ERR || getcchar(&cc, w, &a, &pair, NULL) == ERR)
		return -1;
	if (w[0] == L' ' || (a & (A_ATTRIBUTES & ~A_COLOR)) != 0)
		return -1;
	return pair;
}

/* Is there a glyph (not a blank) at y,x? */
static bool ui_glyph_at(int y, int x)
{
	cchar_t cc;
	wchar_t w[CCHARW_MAX + 1];
	attr_t a;
	short pair;

	return mvin_wch(y, x, &cc) != ERR && getcchar(&cc, w, &a, &pair, NULL) != ERR &&
	       w[0] != L' ';
}

/* The pair of the bar the terminal shows at y,x, or -1 (none there). */
static int ui_sep_shown(int y, int x)
{
	cchar_t cc;
	wchar_t w[CCHARW_MAX + 1];
	attr_t a;
	short pair;

	if (mvwin_wch(curscr, y, x, &cc) == ERR || getcchar(&cc, w, &a, &pair, NULL) == ERR)
		return -1;
	return w[0] == L'|' && (a & (A_ATTRIBUTES & ~A_COLOR)) == 0 ? pair : -1;
}

/* The separator of row y at column x: in the colour of the board's last
 * glyph on that row (the few blanks between too), so ncurses sends the
 * bar in the colour it is already using instead of switching to grey and
 * back.  Where the board ends short of the bar, the bar keeps the colour
 * it has on the terminal; on a new screen it takes the terminal's colour
 * if the panel's text on that row is in it (its first glyph, not its
 * first cell: a highlight mark comes and goes there).  A bar whose colour
 * followed the panel's text would be sent again each time that text came
 * or went. */
static void ui_draw_sep(const struct ui *ui, int y, int x)
{
	int gap = 1, pair = -1;
	cchar_t cc;
	wchar_t w[2] = { L'|', 0 };

	while (gap <= 4 && gap <= x && !ui_glyph_at(y, x - gap))
		gap++;
	if (gap <= 4 && gap <= x)
		pair = ui_plain_pair_at(y, x - gap);
	else
		pair = ui_sep_shown(y, x);
	for (int i = x + 1; gap > 4 && pair < 0 && i < COLS; i++)
		if (ui_glyph_at(y, i)) {
			pair = ui_plain_pair_at(y, i) == 0 ? 0 : -1;
			break;
		}
	if (pair < 0 || !ui->colour) {
		ui_put_cell(ui, y, x, &ui_sep);
		return;
	}
	for (int i = x - gap + 1; i < x && gap <= 4; i++) {
		wchar_t b[2] = { L' ', 0 };

		setcchar(&cc, b, A_NORMAL, (short)pair, NULL);
		mvadd_wch(y, i, &cc);
	}
	setcchar(&cc, w, A_NORMAL, (short)pair, NULL);
	mvadd_wch(y, x, &cc);
}

/* One screen row of the log: a piece of a line. */
struct ui_logrow {
	const char *s;
	int off, len;
	bool err;
};

/* Fill rows (bottom up) with the log lines that end back lines before the
 * newest; n lines at most.  Returns the rows filled; *more is set when
 * older lines (or rows) did not fit. */
static int ui_log_fill(const struct ui *ui, int back, int n, int max, struct ui_logrow *rows,
		       bool *more)
{
	int nr = 0;

	*more = false;
	for (int i = 0; i < n; i++) {
		bool err = false;
		const char *s = ui_log_get(ui, back + i, &err);
		int off[16], len[16], k;

		if (!s)
			break;
		k = ui_wrap_rows(s, COLS, off, len, 16);
		if (nr + k > max) {
			/* a line that does not fit whole: the newest shows its
			 * beginning (where it says what happened), an older one
			 * is left to the "more" row */
			*more = true;
			for (int j = (nr == 0 ? max - 1 : 0) - 1; j >= 0; j--)
				rows[nr++] = (struct ui_logrow){ s, off[j], len[j], err };
			return nr;
		}
		for (int j = k - 1; j >= 0; j--)
			rows[nr++] = (struct ui_logrow){ s, off[j], len[j], err };
	}
	return nr;
}

/* The log: what happened since the last decision, long lines wrapped; a
 * first row says when earlier lines did not fit.  After Ctrl-P it shows
 * the game's older lines instead. */
static void ui_draw_log(const struct ui *ui, const struct ui_layout *L)
{
	struct ui_logrow rows[16];
	char line[UI_LOG_W], k1[16], k2[16];
	int back = ui->log.back, n, nr, max = L->nlog < 16 ? L->nlog : 16;
	bool more;

	n = back > 0 ? ui_log_in_game(ui) - back : ui_log_since_mark(ui);
	nr = ui_log_fill(ui, back, n, max, rows, &more);
	front_act_key_name(&ui->km, FA_OLDER, k1, sizeof k1);
	front_act_key_name(&ui->km, FA_NEWER, k2, sizeof k2);
	if (back > 0 || more) {
		if (nr == max)
			nr--;
		if (back > 0)
			snprintf(line, sizeof line, "-- earlier messages: %s older, %s newer, "
				 "other keys return --", k1, k2);
		else
			snprintf(line, sizeof line, "-- more than fits here: %s steps back, "
				 "M lists them all --", k1);
		ui_put_str(L->logy, 0, COLS, ui_colour_attr(ui, CC_GREY, 0), line);
	}
	for (int i = 0; i < nr; i++) {
		const struct ui_logrow *r = &rows[nr - 1 - i];
		int y = L->logy + L->nlog - nr + i;

		snprintf(line, sizeof line, "%.*s", r->len, r->s + r->off);
		ui_put_str(y, 0, COLS, r->err ? A_BOLD : A_NORMAL, line);
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
static int ui_undo_seat(const struct front_src *src, const struct tt_prompt *p, int viewer)
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

/* The prompt row's text: "SEAT: sentence"; *nname = length of "SEAT:"
 * (drawn in the seat's colour), 0 when the row names nobody. */
static void ui_prompt_text(const struct ui *ui, const struct ui_frame *f, char *buf, size_t cap,
			   int *nname)
{
	const struct tt_prompt *p = &ui->prompt;
	const struct tt_setup *su = f->src->setup;
	char name[2 * TT_NAME_MAX + 24];

	*nname = 0;
	if (f->prompt_over) {
		snprintf(buf, cap, "%s", f->prompt_over);
		return;
	}
	if (p->seat < 0) {
		struct tt_result r;

		f->src->op->result(f->src->ctx, &r);
		snprintf(buf, cap, "%s", r.over ? "Game over: press M for the messages, Q to leave."
			 : "Nobody can act: press : to type a command.");
		return;
	}
	ui_upper(name, su->seat[p->seat].name, sizeof name);
	if (su->seat[p->seat].with > 0 && su->seat[p->seat].with <= su->nseats) {
		char who[TT_NAME_MAX];	/* one person, two characters: who plays which */
		ui_upper(who, su->seat[su->seat[p->seat].with - 1].name, sizeof who);
		snprintf(name + strlen(name), sizeof name - strlen(name), " (%s's 2nd)", who);
	}
	if (su->seat[p->seat].ai)
		strcat(name, " (AI)");
	if (f->ai_turn) {
		/* short and constant: the log tells what the AI did */
		snprintf(buf, cap, "%s is moving.", name);
		*nname = (int)strlen(buf);
		return;
	}
	*nname = (int)strlen(name) + 1;
	snprintf(buf, cap, "%s: %s", name, ui_skip_name(p->text, su->seat[p->seat].name));
}

/* Draw text wrapped into rows from y (at most n rows), name columns of
 * the first row in attribute na. */
static void ui_draw_rows(const char *text, int y, int n, int attr, int nname, int na)
{
	int off[UI_MAXROWS], len[UI_MAXROWS], k = ui_wrap_rows(text, COLS, off, len, UI_MAXROWS);
	char row[512];

	for (int i = 0; i < k && i < n; i++) {
		snprintf(row, sizeof row, "%.*s", len[i], text + off[i]);
		ui_put_str(y + i, 0, COLS, attr, row);
	}
	if (k > n)
		ui_cut_report("rows", text);
	if (nname > 0 && k > 0) {
		snprintf(row, sizeof row, "%.*s", nname, text);
		ui_put_str(y, 0, COLS, na, row);
	}
}

static int ui_rows_of(const char *text)
{
	int off[UI_MAXROWS], len[UI_MAXROWS], k = ui_wrap_rows(text, COLS, off, len, UI_MAXROWS);

	return k < 1 ? 1 : k;
}

/* A lesson's box: its head line, then what it says now ("head\ntext"
 * in buf); the rows it takes (at most UI_COACH_ROWS), 0 for no lesson. */
#define UI_COACH_ROWS 6
static int ui_coach_text(const struct front_src *src, char *buf, size_t cap)
{
	struct front_coach c;
	int rows;

	if (!src->op->coach || !src->op->coach(src->ctx, &c))
		return 0;
	int off[UI_COACH_ROWS + 1], len[UI_COACH_ROWS + 1];

	/* where it fits, the head says how a step's move is taken */
	static const char hint[] = "   Enter: the highlighted move";
	bool room = c.move[0] && strlen(c.head) + sizeof hint - 1 <= (size_t)COLS;

	snprintf(buf, cap, "%s%s\n%s", c.head, room ? hint : "", c.text);
	rows = 1 + ui_wrap_rows(c.text, COLS, off, len, UI_COACH_ROWS + 1);
	return rows < UI_COACH_ROWS ? rows : UI_COACH_ROWS;
}

/* The lesson's box: the head in reverse video across the screen (it is
 * not the game's), the text under it. */
static void ui_draw_coach(const struct ui *ui, const char *text, const struct ui_layout *L)
{
	const char *nl = strchr(text, '\n');
	char head[120];

	snprintf(head, sizeof head, "%-*.*s", COLS < 119 ? COLS : 119, (int)(nl - text), text);
	int off[UI_COACH_ROWS + 1], len[UI_COACH_ROWS + 1];
	int k = ui_wrap_rows(nl + 1, COLS, off, len, UI_COACH_ROWS + 1);
	char row[512];

	ui_put_str(L->coy, 0, COLS, ui_colour_attr(ui, CC_CYAN, A_REVERSE | A_BOLD), head);
	for (int i = 0; i < k && i < L->nco - 1; i++) {
		snprintf(row, sizeof row, "%.*s", len[i], nl + 1 + off[i]);
		ui_put_str(L->coy + 1 + i, 0, COLS, A_NORMAL, row);
	}
	if (k > L->nco - 1)
		ui_cut_report("lesson", nl + 1);
}

/* The key line, or the highlighted option: its label and what it risks.
 * The command it types is not repeated here (it changes on every Tab and
 * costs bytes each time): ? lists every option with its command, and the
 * command line completes them. */
static void ui_key_text(const struct ui *ui, const struct ui_frame *f, char *buf, size_t cap)
{
	const struct tt_prompt *p = &ui->prompt;

	buf[0] = '\0';
	if (f->sel >= 0 && f->sel < p->nopt) {
		const struct tt_option *o = &p->opt[f->sel];
		char warn[64] = "", pv[48] = "";

		/* the constant part first: Tab then changes only the tail; a
		 * warning names the outcome itself (the preview then stays on
		 * the board only, and the line fits) */
		if (o->warn[0])
			snprintf(warn, sizeof warn, " - %s, asks first", o->warn);
		else if (ui->view.preview[0])
			snprintf(pv, sizeof pv, ": %s", ui->view.preview);
		snprintf(buf, cap, "Enter take  Esc cancel  [%d/%d] %s%s%s", f->sel + 1, p->nopt,
			 o->label, pv, warn);
		return;
	}
	if (p->seat >= 0 && !f->ai_turn)
		snprintf(buf, cap, "%s", p->keys);
}

/* The undo figure with the key that undoes at this decision: the first
 * undo key that no option claims here, else the command line. */
static void ui_undo_key(const struct ui *ui, char *buf, size_t cap)
{
	const char *rest = ui->undo_text;
	char kn[16] = ":undo";

	if (strncmp(rest, "u undo", 6) != 0) {
		tt_strlcpy(buf, rest, cap);
		return;
	}
	for (int i = 0; i < FRONT_KEYS_PER_ACT && ui->km.key[FA_UNDO][i]; i++) {
		struct front_use u;

		front_key_use(&ui->km, &ui->prompt, true, -1, ui->km.key[FA_UNDO][i], &u);
		if (u.use == FU_ACT && u.act == FA_UNDO) {
			ui_key_name(ui->km.key[FA_UNDO][i], kn, sizeof kn);
			break;
		}
	}
	snprintf(buf, cap, "%s%s", kn, rest + 1);
}

static void ui_draw_status(struct ui *ui, const struct ui_frame *f, int y)
{
	char right[160], undo[100], help[16];
	const char *left = ui->view.title;
	char ov[120];
	/* the last column stays blank: a glyph in the screen's last cell
	 * makes ncurses turn the terminal's line wrap off and on (10 bytes) */
	int rw, cols = COLS - 1;

	if (f->status && *f->status) {
		ui_put_str(y, 0, COLS, A_BOLD, f->status);
		return;
	}
	if (f->overview) {
		snprintf(ov, sizeof ov, "OVERVIEW (O returns) %s", left);
		left = ov;
	} else if (ui->panned) {
		char cn[16];

		front_act_key_name(&ui->km, FA_CENTRE, cn, sizeof cn);
		snprintf(ov, sizeof ov, "VIEW MOVED (%s centres) %s", cn, left);
		left = ov;
	}
	/* during an AI move keep the human's last figure: it changes again
	 * when the AI has moved, and every byte crosses the link */
	if (!f->ai_turn)
		f->src->op->undo(f->src->ctx, ui_undo_seat(f->src, &ui->prompt, f->viewer),
				 ui->undo_text, sizeof ui->undo_text);
	ui_undo_key(ui, undo, sizeof undo);
	front_act_key_name(&ui->km, FA_HELP, help, sizeof help);
	snprintf(right, sizeof right, "%s%s%s help", undo, *undo ? "  " : "", help);
	if (ui_str_width(right) + ui_str_width(left) + 2 > cols) {
		/* narrow: the undo figure without its limit */
		char *cut = strpbrk(undo, ",:");

		if (cut)
			*cut = '\0';
		snprintf(right, sizeof right, "%s%s%s help", undo, *undo ? "  " : "", help);
	}
	if (ui_str_width(right) + ui_str_width(left) + 2 > cols)
		snprintf(right, sizeof right, "%s help", help);
	/* in the terminal's own colour: grey would cost a colour change and a
	 * reset on every frame and on every key that changes the row */
	rw = ui_str_width(right);
	ui_put_str(y, 0, cols - rw - 1, A_NORMAL, left);
	ui_put_str(y, cols - rw, rw, A_NORMAL, right);
}

static int ui_clamp(int o, int size, int view)
{
	if (o > size - view)
		o = size - view;
	return o < 0 ? 0 : o;
}

/* The cells the view wants in sight: the focus, then each mark it keeps
 * (by its keep number) as long as all of them still fit the viewport
 * with a column and a row to spare around them; a goal too far for that
 * pulls the view toward it as far as the others allow. */
static void ui_keep_box(const struct tt_view *v, const struct ui_layout *L, int box[4])
{
	int n = v->nmark < TT_MAXMARK ? v->nmark : TT_MAXMARK;
	bool pulled = false;

	box[0] = box[2] = v->focus_x;
	box[1] = box[3] = v->focus_y;
	for (int k = 1; k < 10; k++)
		for (int i = 0; i < n; i++) {
			const struct tt_mark *m = &v->mark[i];
			int mw = m->w > 0 ? m->w : 2;	/* a place: its hex's two cells */
			int x0 = m->x < box[0] ? m->x : box[0];
			int x1 = m->x + mw - 1 > box[2] ? m->x + mw - 1 : box[2];
			int y0 = m->y < box[1] ? m->y : box[1];
			int y1 = m->y > box[3] ? m->y : box[3];

			if (m->keep != k)
				continue;
			if (x1 - x0 + 3 > L->bw || y1 - y0 + 3 > L->bh) {
				if (pulled || !m->label[0])
					continue;
				pulled = true;	/* the first goal out of reach */
				x0 = x0 < box[2] - (L->bw - 3) ? box[2] - (L->bw - 3) : x0;
				x1 = x1 > box[0] + (L->bw - 3) ? box[0] + (L->bw - 3) : x1;
				y0 = y0 < box[3] - (L->bh - 3) ? box[3] - (L->bh - 3) : y0;
				y1 = y1 > box[1] + (L->bh - 3) ? box[1] + (L->bh - 3) : y1;
				if (x0 > box[0] || x1 < box[2] || y0 > box[1] || y1 < box[3])
					continue;	/* the view is smaller than what it keeps */
			}
			box[0] = x0;
			box[1] = y0;
			box[2] = x1;
			box[3] = y1;
		}
}

/* One axis: the offset that shows lo..hi, o itself when it does (with
 * room to spare), else lo..hi centred (a focus alone keeps a fifth of
 * the view as margin, none when the focus jumped to another piece, which
 * moves the view only when out of sight). */
static int ui_fit(int o, int lo, int hi, int size, int view, bool alone, bool jump)
{
	int m = jump ? 0 : alone ? view / 5 : 1;

	if (size <= view)
		return 0;
	if (hi - lo + 1 + 2 * m > view)
		m = (view - (hi - lo + 1)) / 2 > 0 ? (view - (hi - lo + 1)) / 2 : 0;
	if (lo < o + m || hi >= o + view - m)
		o = (lo + hi + 1) / 2 - view / 2;
	return ui_clamp(o, size, view);
}

/* Where the viewport goes.  Every shift redraws the whole board, so: the
 * overview has its own offsets; while an AI moves the view stays where the
 * human left it; a view the player panned stays while the focus does; the
 * same focus keeps the view while it and what the view keeps with it are
 * in sight; else the view moves to show the focus and, where they fit,
 * the marks it keeps (Powerships: the previews' ends, the next buoy). */
static void ui_follow(struct ui *ui, const struct tt_view *v, const struct ui_layout *L,
		      const struct ui_frame *f, int *ox, int *oy)
{
	bool same = ui->focus_set && v->focus_x == ui->fx && v->focus_y == ui->fy, jump;
	int box[4];

	ui->vw = L->bw;
	ui->vh = L->bh;
	if (f->overview) {
		*ox = ui_scroll(0, v->focus_x, v->board.w, L->bw, false);
		*oy = ui_scroll(0, v->focus_y, v->board.h, L->bh, false);
		return;
	}
	if (ui->panned && !same && !f->ai_turn)
		ui->panned = false;
	ui_keep_box(v, L, box);
	if (ui->focus_set && !ui->recentre && (f->ai_turn || ui->panned || same)) {
		*ox = ui_clamp(ui->ox, v->board.w, L->bw);
		*oy = ui_clamp(ui->oy, v->board.h, L->bh);
		/* the same focus: the view stays (a repaint, or a key that
		 * changed nothing, must draw the same screen) while the focus
		 * and what it keeps are in sight */
		if (f->ai_turn || ui->panned ||
		    (box[0] >= *ox && box[2] < *ox + L->bw && box[1] >= *oy && box[3] < *oy + L->bh)) {
			ui->ox = *ox;
			ui->oy = *oy;
			return;
		}
	}
	jump = ui->focus_set && !ui->recentre && (abs(v->focus_x - ui->fx) > L->bw / 4 ||
						   abs(v->focus_y - ui->fy) > L->bh / 4);
	*ox = ui->ox = ui_fit(ui->recentre ? -L->bw : ui->ox, box[0], box[2], v->board.w, L->bw,
			      box[0] == box[2], jump);
	*oy = ui->oy = ui_fit(ui->recentre ? -L->bh : ui->oy, box[1], box[3], v->board.h, L->bh,
			      box[1] == box[3], jump);
	ui->recentre = false;
	ui->fx = v->focus_x;
	ui->fy = v->focus_y;
	ui->focus_set = true;
}

void ui_pan(struct ui *ui, int dx, int dy)
{
	int sx = ui->vw / 3 > 0 ? ui->vw / 3 : 1, sy = ui->vh / 3 > 0 ? ui->vh / 3 : 1;

	if (!ui->panned) {	/* where the centre key brings it back */
		ui->pox = ui->ox;
		ui->poy = ui->oy;
	}

	ui->ox = ui->ox + dx * sx < 0 ? 0 : ui->ox + dx * sx;	/* the far edge: ui_follow */
	ui->oy = ui->oy + dy * sy < 0 ? 0 : ui->oy + dy * sy;
	ui->panned = ui->focus_set;
}

void ui_centre(struct ui *ui)
{
	if (ui->panned) {
		ui->ox = ui->pox;
		ui->oy = ui->poy;
		ui->panned = false;
	} else {
		ui->recentre = true;
	}
}

/* A sign drawn at the viewport's edge (the rectangle it covers). */
struct ui_sign {
	int y, x, w;
};

static bool ui_sign_free(const struct ui_sign *s, int n, int y, int x, int w)
{
	for (int i = 0; i < n; i++)
		if (s[i].y == y && x < s[i].x + s[i].w + 1 && s[i].x < x + w + 1)
			return false;
	return true;
}

/* A mark the viewport cannot show: its label with a double arrow (no
 * board draws one) at the edge nearest to it, in the mark's colour.  A
 * sign that would cover another moves along its edge (down a side edge,
 * inward along the top and bottom), so that every one is read whole.
 * Returns false when no place is left for it. */
static bool ui_draw_mark(const struct ui *ui, const struct tt_mark *m, const struct ui_layout *L,
			 int ox, int oy, struct ui_sign *signs, int *nsign)
{
	static const char *const utf[3][3] = { { "\u21d6", "\u21d1", "\u21d7" },
					       { "\u21d0", "", "\u21d2" },
					       { "\u21d9", "\u21d3", "\u21d8" } };
	static const char *const asc[3][3] = { { "^<", "^^", ">^" }, { "<<", "", ">>" },
					       { "v<", "vv", ">v" } };
	int mw = m->w > 0 ? m->w : 1;
	int dx = m->x < ox ? -1 : m->x + mw > ox + L->bw ? 1 : 0;
	int dy = m->y < oy ? -1 : m->y >= oy + L->bh ? 1 : 0;
	char text[TT_MARK_LABEL + 16];
	int x, y, w;

	if ((dx == 0 && dy == 0) || L->bh < 1 || !m->label[0])	/* in sight, or only steers the view */
		return true;
	if (dx > 0)
		snprintf(text, sizeof text, "%s %s", m->label, (ui->utf8 ? utf : asc)[dy + 1][2]);
	else
		snprintf(text, sizeof text, "%s %s", (ui->utf8 ? utf : asc)[dy + 1][dx + 1], m->label);
	w = ui_str_width(text);
	x = dx < 0 ? 0 : dx > 0 ? L->bw - w : m->x - ox - w / 2;
	y = dy < 0 ? 0 : dy > 0 ? L->bh - 1 : m->y - oy;
	if (x > L->bw - w)
		x = L->bw - w;
	if (x < 0)
		x = 0;
	for (int tries = 0; !ui_sign_free(signs, *nsign, y, x, w); tries++) {
		if (tries > L->bh + L->bw)
			return false;
		if (dy == 0) {
			/* a side edge: the next row down, then from the top */
			y = (y + 1) % L->bh;
		} else {
			/* top or bottom: inward along the edge, then the next row */
			x += dx > 0 ? -(w + 1) : w + 1;
			if (x < 0 || x > L->bw - w) {
				x = dx > 0 ? L->bw - w : 0;
				y += dy > 0 ? -1 : 1;
				if (y < 0 || y >= L->bh)
					return false;
			}
		}
	}
	if (*nsign < 2 * TT_MAXMARK)
		signs[(*nsign)++] = (struct ui_sign){ y, x, w };
	ui_put_str(y, x, w, ui_colour_attr(ui, m->fg, 0), text);
	return true;
}

/* Every mark out of sight, places first (the goal), then figures; the
 * test hook then checks that each figure is seen. */
static void ui_draw_marks(const struct ui *ui, const struct tt_view *v, const struct ui_layout *L,
			  int ox, int oy)
{
	struct ui_sign signs[2 * TT_MAXMARK];
	bool marked[TT_MAXMARK] = { false };
	int nsign = 0, n = v->nmark < TT_MAXMARK ? v->nmark : TT_MAXMARK;

	/* no sign covers a figure the board shows */
	for (int i = 0; i < n; i++)
		if (v->mark[i].w > 0 && tt_mark_in_view(&v->mark[i], ox, oy, L->bw, L->bh))
			signs[nsign++] = (struct ui_sign){ v->mark[i].y - oy, v->mark[i].x - ox,
							   v->mark[i].w };
	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < n; i++)
			if ((v->mark[i].w > 0) == (pass == 1) &&
			    !tt_mark_in_view(&v->mark[i], ox, oy, L->bw, L->bh))
				marked[i] = ui_draw_mark(ui, &v->mark[i], L, ox, oy, signs, &nsign);
	if (ui_check_on())
		ui_check_figures(v, ox, oy, L->bw, L->bh, marked);
}

/* The attribute of the seat's name on the prompt row. */
static int ui_name_attr(const struct ui *ui, const struct ui_frame *f, int nname)
{
	if (f->prompt_over || nname == 0 || ui->prompt.seat < 0)
		return (int)A_BOLD;
	/* a seat named after a colour is in it; no bold (an attribute costs
	 * a reset of its own): the name in capitals and its colon set it off */
	return ui_colour_attr(ui, ui_name_colour(f->src->setup->seat[ui->prompt.seat].name), 0);
}

/* Report panel text wider than the panel (it is cut at the edge). */
static void ui_check_panel(const struct canvas *cv)
{
	for (int y = 0; y < cv->h && y < CANVAS_H; y++) {
		char row[CANVAS_W + 1];
		bool over = false;

		for (int x = 0; x < cv->w && x < CANVAS_W; x++) {
			const struct canvas_cell *c = &cv->c[y][x];
			char ch = c->ch > 32 && c->ch < 127 ? (char)c->ch : c->ch ? c->ascii : ' ';

			row[x] = ch ? ch : ' ';
			over = over || (x >= UI_PANEL_W && row[x] != ' ');
		}
		row[cv->w < CANVAS_W ? cv->w : CANVAS_W] = '\0';
		if (over)
			ui_cut_report("panel", row);
	}
}

/* The legend of the board under the board viewport; returns its rows:
 * by default only where it fits under the whole board. */
static int ui_legend_rows(struct ui *ui, const struct front_src *src, const struct ui_layout *L)
{
	const struct glyph_table *t = src->game->glyphs;
	int n;

	ui->legend_shown = false;
	if (ui->legend < 0 || !t)
		return 0;
	canvas_clear(&ui->legend_cv, 0, 0);
	n = glyph_legend(&ui->legend_cv, 0, 0, L->bw, t);
	if (ui->legend == 0 && ui->view.board.h + 1 + n > L->bh)
		return 0;
	ui->legend_shown = n > 0;
	return n;
}

/* Where the legend goes: right under a board that leaves room for it
 * (the board keeps its rows), else in rows taken from the board area. */
static bool ui_legend_below(const struct ui *ui, const struct ui_layout *L, int nleg)
{
	return nleg > 0 && ui->view.board.h + 1 + nleg <= L->bh;
}

void ui_draw_frame(struct ui *ui, const struct ui_frame *f)
{
	struct ui_layout L;
	struct tt_view *v = &ui->view;
	char ptext[400], ktext[400], ctext[FRONT_COACH_TEXT + 120];
	int ox, oy, nname, nleg, nco;

	if (ui_too_small())
		return;
	f->src->op->prompt(f->src->ctx, &ui->prompt);
	f->src->op->view(f->src->ctx, f->viewer, f->sel, f->overview, v);
	/* a table's view of the highlighted option comes in its next frame:
	 * the screen is drawn once, then (ui_key waits for it, a little) */
	ui->frame_owed = !ui->frame_late && f->src->op->owed && f->src->op->owed(f->src->ctx);
	ui->frame_late = false;
	if (ui->frame_owed)
		return;
	ui_prompt_text(ui, f, ptext, sizeof ptext, &nname);
	ui_key_text(ui, f, ktext, sizeof ktext);
	nco = ui_coach_text(f->src, ctext, sizeof ctext);
	ui_layout(&L, ui_rows_of(ptext), ui_rows_of(ktext), 0, nco);
	nleg = ui_legend_rows(ui, f->src, &L);
	if (ui_legend_below(ui, &L, nleg)) {
		L.legy = v->board.h + 1;
		L.nleg = nleg;
	} else {
		ui_layout(&L, ui_rows_of(ptext), ui_rows_of(ktext), nleg, nco);
	}
	erase();
	ui_follow(ui, v, &L, f, &ox, &oy);
	if (ui_check_on())
		ui_check_keep(v, ox, oy, L.bw, L.bh, !f->overview && !f->ai_turn && !ui->panned);
	ui_draw_canvas(ui, &v->board, 0, 0, L.bw, L.bh, ox, oy);
	if (L.nleg)
		ui_draw_canvas(ui, &ui->legend_cv, L.legy, 0, L.bw, L.nleg, 0, 0);
	ui_draw_marks(ui, v, &L, ox, oy);
	ui_draw_canvas(ui, &v->panel, 0, L.px, UI_PANEL_W, L.coy, 0, 0);
	if (L.nco)
		ui_draw_coach(ui, ctext, &L);
	for (int y = 0; y < L.coy; y++)
		ui_draw_sep(ui, y, L.bw);
	ui_check_panel(&v->panel);
	ui_draw_log(ui, &L);
	ui_draw_rows(ptext, L.py, L.npr, A_NORMAL, nname, ui_name_attr(ui, f, nname));
	ui_draw_rows(ktext, L.ky, L.nky, A_NORMAL, 0, 0);
	ui_draw_status(ui, f, L.sy);
	refresh();
}
