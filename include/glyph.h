/*
 * glyph.h - a board's glyph table: every symbol a view draws, in UTF-8 and
 * in ASCII, with what it means.
 *
 * One table per board is the single source of its symbols: the view draws
 * from it (glyph_put), the screen's legend and `show legend` list it, the
 * man page is tested against it, and a unit test checks that no two
 * meanings share a glyph in either set (glyph_check).
 *
 * A glyph is one to four columns.  Each GLYPH_SUB character in a glyph
 * stands for the next character of a text the view fills in (a ship's
 * initial, a count, a name); the legend shows the entry's sample there.  Consecutive entries
 * with the same meaning are listed together ("Y→ Y↗ ...  a ship and its
 * heading").  Pure: no I/O.
 */
#ifndef TT_GLYPH_H
#define TT_GLYPH_H

#include <stdbool.h>
#include <stdint.h>
#include "canvas.h"
#include "tt.h"

#define GLYPH_SUB '@'
#define GLYPH_MAXW 4

struct glyph {
	const char *utf8;	/* the cells drawn with UTF-8 ("░░") */
	const char *ascii;	/* the same cells in ASCII, as many columns ("##") */
	uint8_t fg, attr;	/* canvas colour and CA_* attributes */
	const char *sample;	/* what the legend shows for GLYPH_SUB (NULL: none) */
	const char *meaning;	/* the legend's words ("stardust, closed") */
	bool plain;		/* checked, but left out of the on-screen legend:
				 * lines that need no words (a grid) */
};

struct glyph_table {
	const char *board;	/* "the Powerships board" */
	const struct glyph *g;
	int n;
};

/* Draw glyph g at x,y in its colour (or fg when fg >= 0) and attributes
 * plus extra_attr; the GLYPH_SUB characters take the characters of sub in
 * turn (sub may be NULL).  Returns the columns drawn. */
int glyph_put(struct canvas *cv, int x, int y, const struct glyph *g, const char *sub, int fg,
	      int extra_attr);
/* The cells of g (code points u, ASCII stand-ins a, GLYPH_MAXW each),
 * with sub as for glyph_put.  Returns the columns. */
int glyph_cells(const struct glyph *g, const char *sub, uint32_t *u, char *a);
/* The letters g shows with sub in either glyph set (the first run of
 * cells that are the same printable ASCII in both) into buf; returns
 * the columns of g. */
int glyph_sign(const struct glyph *g, const char *sub, char *buf, size_t cap);
/* Columns of a glyph (of its UTF-8 form). */
int glyph_width(const struct glyph *g);
/* Draw the legend into cv from x0,y0, entries packed into rows of w
 * columns; returns the number of rows used. */
int glyph_legend(struct canvas *cv, int x0, int y0, int w, const struct glyph_table *t);
/* The legend as text lines "UTF8  ASCII  meaning" (for `show legend`). */
void glyph_legend_text(struct tt_out *out, const struct glyph_table *t);
/* 0 when every glyph has as many ASCII as UTF-8 columns and ASCII words,
 * no two meanings share a glyph in either set, and no glyph of one
 * character appears inside the glyph of another meaning; else -1 and err
 * names the pair. */
int glyph_check(const struct glyph_table *t, struct tt_err *err);

#endif
