/*
 * ui_check.c - the screen's test hooks.  Nothing here runs unless its
 * variable is set:
 *
 *   TABLETTY_SYNC=1        before each blocking read of a key, the title
 *                          of the terminal is set to "ttwait N WHERE" (N
 *                          counts the reads, WHERE is "game" in a game's
 *                          loop): a terminal that shows it has taken
 *                          every byte of the frame before, so a test knows
 *                          when a key's screen is complete.  It is a write
 *                          of its own after the frame's one (a test hook;
 *                          tty/writes counts the frames without it).
 *   TABLETTY_CHECKLOG=FILE after each game frame, every figure the view
 *                          lists (tt_mark with w > 0) is looked for where
 *                          the board puts it, or at the viewport's edge:
 *                          one "figures N shown S marked M" line a frame,
 *                          and a "MISSING ..." line for each one not seen.
 */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "ui_int.h"

static FILE *ui_checklog;
static bool ui_sync;
static unsigned long ui_waits;

void ui_check_start(void)
{
	const char *log = getenv("TABLETTY_CHECKLOG");
	const char *sync = getenv("TABLETTY_SYNC");

	ui_sync = sync && *sync && strcmp(sync, "0") != 0;
	if (log && *log && !ui_checklog)
		ui_checklog = fopen(log, "a");
}

void ui_check_wait(const char *where)
{
	char buf[64];
	int n;

	if (!ui_sync)
		return;
	n = snprintf(buf, sizeof buf, "\033]2;ttwait %lu %s\007", ++ui_waits, where ? where : "other");
	if (n > 0 && write(STDOUT_FILENO, buf, (size_t)n) < 0)
		ui_sync = false;
}

bool ui_check_on(void)
{
	return ui_checklog != NULL;
}

/* The ASCII letters of screen row y, columns x..x+w-1 (other characters
 * as '?'). */
static void ui_check_cells(int y, int x, int w, char *buf, size_t cap)
{
	size_t n = 0;

	for (int i = 0; i < w && n + 1 < cap; i++) {
		cchar_t cc;
		wchar_t wc[CCHARW_MAX + 1];
		attr_t a;
		short pair;

		if (mvin_wch(y, x + i, &cc) == ERR || getcchar(&cc, wc, &a, &pair, NULL) == ERR)
			wc[0] = L'?';
		buf[n++] = wc[0] > 32 && wc[0] < 127 ? (char)wc[0] : '?';
	}
	buf[n] = '\0';
}

void ui_check_figures(const struct tt_view *v, int ox, int oy, int bw, int bh, const bool *marked)
{
	int nfig = 0, shown = 0, nmarked = 0;

	if (!ui_checklog)
		return;
	for (int i = 0; i < v->nmark && i < TT_MAXMARK; i++) {
		const struct tt_mark *m = &v->mark[i];
		char cells[GLYPH_MAXW * 4 + 1];

		if (m->w <= 0)
			continue;
		nfig++;
		if (tt_mark_in_view(m, ox, oy, bw, bh)) {
			ui_check_cells(m->y - oy, m->x - ox, m->w, cells, sizeof cells);
			if (strstr(cells, m->sign)) {
				shown++;
				continue;
			}
			fprintf(ui_checklog, "MISSING %s (%s) at %d,%d: the board shows \"%s\" there\n",
				m->label, m->sign, m->x, m->y, cells);
		} else if (marked[i]) {
			nmarked++;
		} else {
			fprintf(ui_checklog, "MISSING %s (%s) at %d,%d: out of the view (%d,%d %dx%d) "
				"and no sign at its edge\n", m->label, m->sign, m->x, m->y, ox, oy, bw, bh);
		}
	}
	fprintf(ui_checklog, "figures %d shown %d marked %d\n", nfig, shown, nmarked);
	fflush(ui_checklog);
}

void ui_check_keep(const struct tt_view *v, int ox, int oy, int bw, int bh, bool following)
{
	if (!ui_checklog)
		return;
	for (int i = 0; i < v->nmark && i < TT_MAXMARK; i++) {
		const struct tt_mark *m = &v->mark[i];
		int dx = abs(m->x - v->focus_x) + 2, dy = abs(m->y - v->focus_y);

		if (m->keep <= 0 || !m->label[0])
			continue;
		if (tt_mark_in_view(m, ox, oy, bw, bh))
			fprintf(ui_checklog, "keep %s shown\n", m->label);
		else if (!following || dx + 3 > bw || dy + 3 > bh)
			fprintf(ui_checklog, "keep %s %s\n", m->label, following ? "far" : "moved");
		else
			fprintf(ui_checklog, "LOST %s at %d,%d: out of the view (%d,%d %dx%d) though it "
				"fits with the focus %d,%d\n", m->label, m->x, m->y, ox, oy, bw, bh,
				v->focus_x, v->focus_y);
	}
	fflush(ui_checklog);
}
