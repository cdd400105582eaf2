/*
 * glyph.c - drawing glyphs from a board's table, its legend (on a canvas
 * and as text) and the check that no two meanings share a glyph.
 *
 * A glyph's UTF-8 and ASCII forms are read column by column in step, so
 * every cell carries both (the screen picks the set the terminal can
 * show).  Pure: no I/O.
 */
#include <stdio.h>
#include <string.h>
#include "glyph.h"

/* The cells of a glyph: code points and ASCII stand-ins; returns columns. */
int glyph_cells(const struct glyph *g, const char *sub, uint32_t *u, char *a)
{
	const char *p = g->utf8, *q = g->ascii, *su = sub, *sa = sub;
	int n = 0;

	while (*p && n < GLYPH_MAXW) {
		uint32_t cp;

		p += canvas_decode(p, &cp);
		u[n] = cp;
		if (cp == (uint32_t)GLYPH_SUB && su && *su)
			u[n] = (uint32_t)(unsigned char)*su++;
		a[n] = *q ? *q++ : ' ';
		if (a[n] == GLYPH_SUB && sa && *sa)
			a[n] = *sa++;
		n++;
	}
	return n;
}

int glyph_sign(const struct glyph *g, const char *sub, char *buf, size_t cap)
{
	uint32_t u[GLYPH_MAXW];
	char a[GLYPH_MAXW];
	int n = glyph_cells(g, sub, u, a), k = 0, i = 0;

	/* the first run of cells that read the same in both glyph sets */
	while (i < n && !(u[i] == (uint32_t)(unsigned char)a[i] && a[i] > ' ' && a[i] < 127))
		i++;
	for (; i < n && u[i] == (uint32_t)(unsigned char)a[i] && a[i] > ' ' && a[i] < 127 &&
	       (size_t)k + 1 < cap; i++)
		buf[k++] = a[i];
	if (cap > 0)
		buf[k] = '\0';
	return n;
}

int glyph_width(const struct glyph *g)
{
	uint32_t u[GLYPH_MAXW];
	char a[GLYPH_MAXW];

	return glyph_cells(g, NULL, u, a);
}

int glyph_put(struct canvas *cv, int x, int y, const struct glyph *g, const char *sub, int fg,
	      int extra_attr)
{
	uint32_t u[GLYPH_MAXW];
	char a[GLYPH_MAXW];
	int n = glyph_cells(g, sub, u, a);

	for (int i = 0; i < n; i++)
		canvas_put(cv, x + i, y, u[i], a[i], fg >= 0 ? fg : g->fg, g->attr | extra_attr);
	return n;
}

/* Entries i..*end-1 share one meaning. */
static int glyph_group_end(const struct glyph_table *t, int i)
{
	int j = i;

	while (j < t->n && strcmp(t->g[j].meaning, t->g[i].meaning) == 0)
		j++;
	return j;
}

/* Columns a group takes on one row ("G1 G2 meaning"). */
static int glyph_group_width(const struct glyph_table *t, int i, int end)
{
	int w = 0;

	for (int j = i; j < end; j++)
		w += glyph_width(&t->g[j]) + 1;
	return w + (int)strlen(t->g[i].meaning);
}

int glyph_legend(struct canvas *cv, int x0, int y0, int w, const struct glyph_table *t)
{
	int x = 0, y = 0, end;

	for (int i = 0; t && i < t->n; i = end) {
		int mw = (int)strlen(t->g[i].meaning);

		end = glyph_group_end(t, i);
		if (t->g[i].plain)
			continue;
		if (x > 0 && x + 2 + glyph_group_width(t, i, end) > w) {
			x = 0;
			y++;
		} else if (x > 0) {
			x += 2;
		}
		/* a group wider than the row wraps between its glyphs */
		for (int j = i; j < end; j++) {
			if (x > 0 && x + glyph_width(&t->g[j]) > w) {
				x = 0;
				y++;
			}
			x += glyph_put(cv, x0 + x, y0 + y, &t->g[j], t->g[j].sample, -1, 0) + 1;
		}
		if (x > 0 && x + mw > w) {
			x = 0;
			y++;
		}
		x += canvas_text(cv, x0 + x, y0 + y, CC_GREY, 0, t->g[i].meaning);
	}
	return t && t->n ? y + 1 : 0;
}

/* The glyph as the legend shows it, in one set. */
static void glyph_str(const struct glyph *g, bool ascii, char *buf, size_t cap)
{
	const char *s = ascii ? g->ascii : g->utf8, *sub = g->sample;
	size_t n = 0;

	for (; *s && n + 1 < cap; s++)
		buf[n++] = *s == GLYPH_SUB && sub && *sub ? *sub++ : *s;
	buf[n] = '\0';
}

void glyph_legend_text(struct tt_out *out, const struct glyph_table *t)
{
	char u[24], a[24];

	if (!t || t->n == 0) {
		tt_outf(out, "This board has no legend.\n");
		return;
	}
	tt_outf(out, "Legend of %s (UTF-8, ASCII, meaning):\n", t->board);
	for (int i = 0; i < t->n; i++) {
		glyph_str(&t->g[i], false, u, sizeof u);
		glyph_str(&t->g[i], true, a, sizeof a);
		/* pad by columns, not bytes: a UTF-8 glyph is wider in bytes */
		tt_outf(out, "  %s%*s %-5s %s\n", u, 5 - glyph_width(&t->g[i]), "", a, t->g[i].meaning);
	}
}

/* A glyph without its blanks at both ends, in one set. */
static void glyph_trim(const struct glyph *g, bool ascii, char *buf, size_t cap)
{
	const char *s = ascii ? g->ascii : g->utf8;
	size_t n;

	while (*s == ' ')
		s++;
	tt_strlcpy(buf, s, cap);
	n = strlen(buf);
	while (n > 0 && buf[n - 1] == ' ')
		buf[--n] = '\0';
}

/* Does glyph b hold the one-character glyph a (a placeholder is a class,
 * not a character, and is not looked for)? */
static bool glyph_inside(const char *a, const char *b)
{
	uint32_t cp;

	if (a[canvas_decode(a, &cp)] != '\0' || cp == (uint32_t)GLYPH_SUB)
		return false;
	return strstr(b, a) != NULL;
}

static int glyph_pair(const struct glyph_table *t, int i, int j, bool ascii, struct tt_err *err)
{
	char a[32], b[32];

	glyph_trim(&t->g[i], ascii, a, sizeof a);
	glyph_trim(&t->g[j], ascii, b, sizeof b);
	if (strcmp(t->g[i].meaning, t->g[j].meaning) == 0)
		return 0;	/* one meaning may have several glyphs */
	if (strcmp(a, b) == 0)
		return tt_errf(err, "%s, %s: '%s' means both '%s' and '%s'", t->board,
			       ascii ? "ASCII" : "UTF-8", a, t->g[i].meaning, t->g[j].meaning);
	if (glyph_inside(a, b) || glyph_inside(b, a))
		return tt_errf(err, "%s, %s: '%s' (%s) and '%s' (%s) share a character", t->board,
			       ascii ? "ASCII" : "UTF-8", a, t->g[i].meaning, b, t->g[j].meaning);
	return 0;
}

int glyph_check(const struct glyph_table *t, struct tt_err *err)
{
	for (int i = 0; i < t->n; i++) {
		char a[32];

		if ((int)strlen(t->g[i].ascii) != glyph_width(&t->g[i]))
			return tt_errf(err, "%s: '%s' has %d columns but its ASCII '%s' %d", t->board,
				       t->g[i].utf8, glyph_width(&t->g[i]), t->g[i].ascii,
				       (int)strlen(t->g[i].ascii));
		glyph_trim(&t->g[i], true, a, sizeof a);
		if (!a[0] || !t->g[i].meaning || !t->g[i].meaning[0])
			return tt_errf(err, "%s: entry %d is blank or has no meaning", t->board, i);
		for (size_t k = 0; a[k]; k++)
			if ((unsigned char)a[k] < 32 || (unsigned char)a[k] > 126)
				return tt_errf(err, "%s: the ASCII form of '%s' is not ASCII", t->board,
					       t->g[i].utf8);
		for (const char *m = t->g[i].meaning; *m; m++)
			if ((unsigned char)*m > 126)	/* every terminal shows the words */
				return tt_errf(err, "%s: the meaning of '%s' is not ASCII", t->board,
					       t->g[i].utf8);
		for (int j = i + 1; j < t->n; j++)
			if (glyph_pair(t, i, j, false, err) < 0 || glyph_pair(t, i, j, true, err) < 0)
				return -1;
	}
	return 0;
}
