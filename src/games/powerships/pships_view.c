/*
 * pships_view.c - Powerships on a canvas: the hex board in offset rows (two
 * cells per hex), the previews of the three headings, the whole-system
 * overview (one cell per hex, every other row) and the side panel.
 *
 * Every symbol comes from the glyph table (pships_glyph.c), which gives
 * each cell a Unicode glyph and an ASCII stand-in; colours only repeat
 * what the glyphs say.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pships.h"

static const int pships_colours[] = { CC_YELLOW, CC_RED, CC_ORANGE, CC_PURPLE, CC_BLUE, CC_GREEN };
static const char *const pships_cnames[] = { "yellow", "red", "orange", "purple", "blue", "green" };

/* Colour of a ship: by its name when it is a colour, else by seat. */
static int pships_colour(const struct pships_state *s, int i)
{
	for (int k = 0; k < 6; k++)
		if (strcmp(s->name[i], pships_cnames[k]) == 0)
			return pships_colours[k];
	return pships_colours[i % 6];
}

static char pships_letter(const struct pships_state *s, int i)
{
	char c = s->name[i][0];

	return (char)(c >= 'a' && c <= 'z' ? c - 32 : c ? c : '?');
}

struct pships_cellv {
	uint32_t u[2];
	char a[2];
	int fg, attr, prio;
	/* the overview's one cell for this hex (ou, oa), or, when wide, the
	 * two cells above (a body's name, a buoy) where there is room */
	uint32_t ou;
	char oa;
	bool wide;
	/* a buoy's body: its name, which the overview writes beside the
	 * buoy's mark (the board shows the mark, the panel the name) */
	bool buoy;
	uint32_t nu[2];
	char na[2];
};

/* A hex takes glyph k of the table (sub for its placeholder). */
static void pships_set(struct pships_cellv *c, int k, const char *sub, int prio)
{
	const struct glyph *g = &pships_glyphs.g[k];
	uint32_t u[GLYPH_MAXW] = { ' ', ' ' };
	char a[GLYPH_MAXW] = { ' ', ' ' };

	glyph_cells(g, sub, u, a);
	c->u[0] = u[0];
	c->u[1] = u[1];
	c->a[0] = a[0];
	c->a[1] = a[1];
	c->fg = g->fg;
	c->attr = g->attr;
	c->prio = prio;
	c->ou = u[0];
	c->oa = a[0];
	c->wide = (k >= PSHIPS_G_BODY && k < PSHIPS_G_BODY + PSHIPS_NBODY) ||
		  k == PSHIPS_G_BUOY_CW || k == PSHIPS_G_BUOY_CCW;
	/* one cell for what the board draws in two: the 2X spaces by their
	 * star or cross (a lone 2 would read as buoy 2), a ship by its
	 * initial, a path's end by its mark, every arrow by its dash */
	if (k == PSHIPS_G_DOUBLE || k == PSHIPS_G_PURPLE ||
	    (k >= PSHIPS_G_END && k < PSHIPS_G_CRASH + 3)) {
		c->ou = u[1];
		c->oa = a[1];
	} else if (k >= PSHIPS_G_SHIP && k < PSHIPS_G_SHIP + HEX_NDIR && sub) {
		c->ou = (uint8_t)sub[0];
		c->oa = sub[0];
	} else if (k >= PSHIPS_G_ARROW && k < PSHIPS_G_ARROW + HEX_NDIR) {
		c->oa = '-';
	}
}

/* Put a one-cell mark in the second cell of a hex: a gate mark only where
 * that cell is free (in each glyph set on its own, since an ASCII arrow
 * takes both cells), a path mark always. */
static void pships_mark(struct pships_cellv *c, int k, bool force)
{
	const struct glyph *g = &pships_glyphs.g[k];
	uint32_t u[GLYPH_MAXW];
	char a[GLYPH_MAXW];

	glyph_cells(g, NULL, u, a);
	if (force || c->ou == '.') {	/* the overview shows it on open space */
		c->ou = u[0];
		c->oa = a[0];
	}
	if (force || c->u[1] == ' ')
		c->u[1] = u[0];
	if (force || c->a[1] == ' ')
		c->a[1] = a[0];
}

static void pships_terrain(const struct pships_state *s, int q, int r, struct pships_cellv *c)
{
	int k = pships_kind_at(s, q, r), a = k == PSHIPS_PK_OFF ? 0 : pships_arg_of(s, pships_cell(q, r));

	switch (k) {
	case PSHIPS_PK_DUST: pships_set(c, PSHIPS_G_DUST, NULL, 2); break;
	case PSHIPS_PK_BODY: pships_set(c, PSHIPS_G_BODY + a, NULL, 4); break;
	case PSHIPS_PK_ARROW: pships_set(c, PSHIPS_G_ARROW + a, NULL, 3); break;
	case PSHIPS_PK_TURNL: pships_set(c, PSHIPS_G_TURNL, NULL, 3); break;
	case PSHIPS_PK_TURNR: pships_set(c, PSHIPS_G_TURNR, NULL, 3); break;
	case PSHIPS_PK_DOUBLE: pships_set(c, PSHIPS_G_DOUBLE, NULL, 3); break;
	case PSHIPS_PK_PURPLE: pships_set(c, PSHIPS_G_PURPLE, NULL, 3); break;
	default: pships_set(c, PSHIPS_G_SPACE, NULL, 1); break;
	}
	if (k == PSHIPS_PK_SPACE && s->track_ready && pships_in_area(s, s->finish, q, r))
		pships_set(c, PSHIPS_G_FINISH, NULL, 3);
}

/* Buoy marks: the number and sense on the body, the gate on open hexes. */
static void pships_buoys(const struct pships_state *s, struct pships_cellv *g, int k)
{
	struct hex b = { s->body_q[s->buoy[k]], s->body_r[s->buoy[k]] };
	struct hex v = pships_gate_vec(s->gate[k]);
	int c = pships_cell(b.q, b.r);

	char num[2] = { (char)('1' + k), '\0' };
	uint32_t nu[2] = { g[c].u[0], g[c].u[1] };
	char na[2] = { g[c].a[0], g[c].a[1] };

	pships_set(&g[c], s->sense[k] > 0 ? PSHIPS_G_BUOY_CCW : PSHIPS_G_BUOY_CW, num, 5);
	g[c].buoy = true;
	memcpy(g[c].nu, nu, sizeof nu);
	memcpy(g[c].na, na, sizeof na);
	for (int t = 1; t < 2 * PSHIPS_W; t++) {
		struct hex h = hex_add(b, hex_scale(v, t));
		c = pships_cell(h.q, h.r);
		if (c < 0)
			break;
		if (pships_kind_of(s, c) != PSHIPS_PK_OFF)
			pships_mark(&g[c], PSHIPS_G_GATE, false);
	}
}

static void pships_ships(const struct pships_state *s, struct pships_cellv *g)
{
	for (int i = 0; i < s->nships; i++) {
		const struct pships_ship *sh = &s->ship[i];
		int c = pships_cell(sh->q, sh->r);
		if (!sh->placed || sh->finished || c < 0)
			continue;
		char l[2] = { pships_letter(s, i), '\0' };

		pships_set(&g[c], PSHIPS_G_SHIP + sh->dir, l, 9);
		g[c].fg = pships_colour(s, i);
		g[c].attr |= i == s->turn && s->phase != PSHIPS_PP_OVER ? CA_REVERSE : 0;
	}
}

/* Which heading the highlighted option previews (-1, 0, +1), or 9. */
static int pships_sel_turn(const struct pships_state *s, int sel)
{
	struct tt_prompt *p;
	int t = s->pending;

	if (sel < 0 || s->phase != PSHIPS_PP_HEADING)
		return t;
	p = malloc(sizeof *p);
	if (!p)
		return t;
	pships_prompt(s, NULL, p);
	if (sel < p->nopt) {	/* "move X" and "turn X" name X from the nose */
		const char *c = p->opt[sel].cmd, *w = strchr(c, ' ');
		if (w && (strncmp(c, "move ", 5) == 0 || strncmp(c, "turn ", 5) == 0))
			t = !strcmp(w + 1, "left") ? 1 : !strcmp(w + 1, "right") ? -1 : 0;
	}
	free(p);
	return t;
}

static void pships_previews(const struct pships_state *s, struct pships_cellv *g, int sel,
			    struct pships_move mv[3])
{
	int total = pships_total(&s->ship[s->turn]), hi = pships_sel_turn(s, sel);
	int mask = pships_legal(s, s->turn, total, mv);

	for (int t = 0; t < 3; t++) {
		const struct pships_move *m = &mv[t];
		/* only the highlighted option's end is reversed (turning the
		 * heading in view moves the panel's '>'); an illegal one is dim */
		int attr = (mask >> t) & 1 ? 0 : CA_DIM;
		for (int i = 1; i <= m->end; i++) {
			int c = pships_cell(m->path[i].q, m->path[i].r);
			if (c < 0 || g[c].prio >= 9)
				continue;
			if (i == m->end) {
				pships_set(&g[c], (m->crash ? PSHIPS_G_CRASH : PSHIPS_G_END) + t, NULL, 8);
				g[c].attr |= sel >= 0 && t == hi + 1 ? CA_REVERSE : 0;
			} else if (g[c].prio < 8) {
				pships_mark(&g[c], PSHIPS_G_PATH, true);
			}
			g[c].attr |= attr;
		}
	}
}

/* The start the highlighted option offers: the ship to place drawn
 * there in its colour, heading as the option says (Tab walks the
 * starts; the key line names the one shown). */
static void pships_place_preview(const struct pships_state *s, int sel, struct pships_cellv *g)
{
	struct tt_prompt *p = malloc(sizeof *p);
	char spot[8], dir[8];
	struct hex h;
	struct tt_err err;
	int d, c;

	if (!p)
		return;
	pships_prompt_build(s, p, true, -1);
	if (sel < p->nopt && sscanf(p->opt[sel].cmd, "place %7s %7s", spot, dir) == 2 &&
	    pships_place_ok(s, s->turn, spot, dir, &h, &d, &err) == 0 &&
	    (c = pships_cell(h.q, h.r)) >= 0) {
		char l[2] = { pships_letter(s, s->turn), '\0' };

		pships_set(&g[c], PSHIPS_G_SHIP + d, l, 9);
		g[c].fg = pships_colour(s, s->turn);
	}
	free(p);
}

static void pships_grid(const struct pships_state *s, int sel, struct pships_cellv *g,
			struct pships_move mv[3])
{
	memset(g, 0, sizeof *g * PSHIPS_NCELL);
	for (int c = 0; c < PSHIPS_NCELL; c++)
		pships_terrain(s, c % PSHIPS_W - PSHIPS_R, c / PSHIPS_W - PSHIPS_R, &g[c]);
	if (s->track_ready)
		for (int k = 0; k < 3; k++)
			pships_buoys(s, g, k);
	pships_ships(s, g);
	if (s->phase == PSHIPS_PP_HEADING)
		pships_previews(s, g, sel, mv);
	if (s->phase == PSHIPS_PP_PLACE && sel >= 0)
		pships_place_preview(s, sel, g);
}

static void pships_extent(const struct pships_state *s, int *minx, int *miny)
{
	*minx = *miny = 1000;
	for (int c = 0; c < PSHIPS_NCELL; c++) {
		int q = c % PSHIPS_W - PSHIPS_R, r = c / PSHIPS_W - PSHIPS_R;
		if (pships_kind_of(s, c) == PSHIPS_PK_OFF)
			continue;
		*minx = 2 * q + r < *minx ? 2 * q + r : *minx;
		*miny = r < *miny ? r : *miny;
	}
}

/* Board column and row of hex (q, r), and their overview cell. */
static void pships_xy(int q, int r, int minx, int miny, bool overview, int *x, int *y)
{
	*x = 2 * q + r - minx;
	*y = r - miny;
	if (overview) {
		*x = (*x + 1) / 2;
		*y /= 2;
	}
}

/* May the wide glyph of hex c take an overview cell of priority prio
 * showing hex other?  When it shows less, or another hex of the same
 * body (the Sun and the giants are several hexes). */
static bool pships_ov_free(const struct pships_cellv *g, int c, int prio, int other, bool wide)
{
	if (wide)
		return false;
	return prio < g[c].prio ||
	       (prio == g[c].prio && g[other].u[0] == g[c].u[0] && g[other].u[1] == g[c].u[1]);
}

/* The name of a buoy's body beside the buoy's mark at columns at, at+1
 * of row y: to the right where two cells show less, else to the left. */
static void pships_ov_name(const struct pships_cellv *g, int c, int at, int y,
			   uint8_t prio[CANVAS_H][CANVAS_W], bool wide[CANVAS_H][CANVAS_W],
			   int16_t src[CANVAS_H][CANVAS_W], struct canvas *cv)
{
	int x = -1;

	for (int k = 0; k < 2; k++) {	/* a giant's name may be there already */
		int t = k ? at - 2 : at + 2;
		if (t >= 0 && t + 1 < CANVAS_W && cv->c[y][t].ch == g[c].nu[0] &&
		    cv->c[y][t + 1].ch == g[c].nu[1])
			return;
	}
	for (int k = 0; k < 2 && x < 0; k++) {
		int t = k ? at - 2 : at + 2;
		if (t >= 0 && t + 1 < CANVAS_W && prio[y][t] < g[c].prio && prio[y][t + 1] < g[c].prio &&
		    !wide[y][t] && !wide[y][t + 1])
			x = t;
	}
	if (x < 0)
		return;
	for (int i = 0; i < 2; i++) {
		canvas_put(cv, x + i, y, g[c].nu[i], g[c].na[i], CC_GREY, 0);
		prio[y][x + i] = (uint8_t)g[c].prio;
		wide[y][x + i] = true;
		src[y][x + i] = (int16_t)c;
	}
}

/* The overview: one cell per hex on every other row, the most important
 * thing of the hexes sharing a cell; then a body's name or a buoy takes a
 * free neighbouring cell too, so "Ma" and "Me" stay apart and a buoy
 * keeps its sense. */
static void pships_draw_overview(const struct pships_state *s, const struct pships_cellv *g,
				 int minx, int miny, struct canvas *cv)
{
	uint8_t prio[CANVAS_H][CANVAS_W];
	bool wide[CANVAS_H][CANVAS_W];
	int16_t src[CANVAS_H][CANVAS_W];	/* the hex a cell shows */
	int bat[9], nb = 0;	/* the buoys drawn: hex, column, row */
	int x, y;

	memset(prio, 0, sizeof prio);
	memset(wide, 0, sizeof wide);
	for (int c = 0; c < PSHIPS_NCELL; c++) {
		pships_xy(c % PSHIPS_W - PSHIPS_R, c / PSHIPS_W - PSHIPS_R, minx, miny, true, &x, &y);
		if (pships_kind_of(s, c) == PSHIPS_PK_OFF || y >= CANVAS_H || x + 1 >= CANVAS_W ||
		    g[c].prio < prio[y][x])
			continue;
		prio[y][x] = (uint8_t)g[c].prio;
		src[y][x] = (int16_t)c;
		canvas_put(cv, x, y, g[c].ou, g[c].oa, g[c].fg, g[c].attr);
	}
	for (int c = 0; c < PSHIPS_NCELL; c++) {
		int at;
		pships_xy(c % PSHIPS_W - PSHIPS_R, c / PSHIPS_W - PSHIPS_R, minx, miny, true, &x, &y);
		if (pships_kind_of(s, c) == PSHIPS_PK_OFF || !g[c].wide || y >= CANVAS_H || x + 1 >= CANVAS_W ||
		    wide[y][x] || g[c].prio != prio[y][x])
			continue;
		at = pships_ov_free(g, c, prio[y][x + 1], src[y][x + 1], wide[y][x + 1]) ? x :
		     x > 0 && pships_ov_free(g, c, prio[y][x - 1], src[y][x - 1], wide[y][x - 1]) ?
		     x - 1 : -1;
		if (at < 0)
			continue;
		for (int i = 0; i < 2; i++) {
			canvas_put(cv, at + i, y, g[c].u[i], g[c].a[i], g[c].fg, g[c].attr);
			prio[y][at + i] = (uint8_t)g[c].prio;
			wide[y][at + i] = true;
		}
		if (g[c].buoy && nb + 3 <= 9) {
			bat[nb++] = c;
			bat[nb++] = at;
			bat[nb++] = y;
		}
	}
	/* after every name of the bodies, so a giant's is not written twice */
	for (int i = 0; i + 2 < nb; i += 3)
		pships_ov_name(g, bat[i], bat[i + 1], bat[i + 2], prio, wide, src, cv);
}

/* The marks the screen's edge points to while they are out of sight:
 * the next buoy of the ship to act (of the first ship before the start)
 * and the finish, in the panel's colours for them. */
static void pships_marks(const struct pships_state *s, int minx, int miny, bool overview,
			 struct tt_view *v)
{
	const struct pships_ship *sh = &s->ship[s->phase == PSHIPS_PP_OVER ? 0 : s->turn];
	int x, y;

	v->nmark = 0;
	for (int i = 0; i < s->nships; i++) {
		const struct pships_ship *o = &s->ship[i];
		char sign[2] = { pships_letter(s, i), '\0' }, label[TT_MARK_LABEL];

		if (!o->placed || o->finished || pships_cell(o->q, o->r) < 0)
			continue;
		pships_xy(o->q, o->r, minx, miny, overview, &x, &y);
		snprintf(label, sizeof label, "%s %.8s", sign, s->name[i]);
		tt_view_figure(v, x, y, overview ? 1 : 2, pships_colour(s, i), sign, label);
	}
	if (!s->track_ready || s->phase == PSHIPS_PP_OVER)
		return;
	if (sh->buoys < 3) {
		char label[TT_MARK_LABEL];
		int b = s->buoy[sh->buoys];

		pships_xy(s->body_q[b], s->body_r[b], minx, miny, overview, &x, &y);
		snprintf(label, sizeof label, "buoy %d", sh->buoys + 1);
		tt_view_place(v, x, y, CC_MAGENTA, label, 2);
	}
	/* the finish: kept in sight once it is the next goal */
	pships_xy(s->body_q[s->finish], s->body_r[s->finish], minx, miny, overview, &x, &y);
	tt_view_place(v, x, y, CC_GREEN, "finish", sh->buoys < 3 ? 0 : 2);
}

static void pships_draw_board(const struct pships_state *s, const struct pships_cellv *g,
			      bool overview, struct tt_view *v)
{
	int minx, miny, ax = 0, ay = 0;

	pships_extent(s, &minx, &miny);
	canvas_clear(&v->board, 0, 0);
	if (overview)
		pships_draw_overview(s, g, minx, miny, &v->board);
	for (int c = 0; c < PSHIPS_NCELL && !overview; c++) {
		int x, y;
		pships_xy(c % PSHIPS_W - PSHIPS_R, c / PSHIPS_W - PSHIPS_R, minx, miny, false, &x, &y);
		if (pships_kind_of(s, c) == PSHIPS_PK_OFF)
			continue;
		canvas_put(&v->board, x, y, g[c].u[0], g[c].a[0], g[c].fg, g[c].attr);
		canvas_put(&v->board, x + 1, y, g[c].u[1], g[c].a[1], g[c].fg, g[c].attr);
	}
	if (s->phase != PSHIPS_PP_OVER && s->ship[s->turn].placed)
		pships_xy(s->ship[s->turn].q, s->ship[s->turn].r, minx, miny, overview, &ax, &ay);
	else if (s->track_ready)
		pships_xy(s->body_q[s->start], s->body_r[s->start], minx, miny, overview, &ax, &ay);
	v->focus_x = ax;
	v->focus_y = ay;
	pships_marks(s, minx, miny, overview, v);
}

static void pships_panel_ship(const struct pships_state *s, int i, int y, struct canvas *cv)
{
	const struct pships_ship *sh = &s->ship[i];
	char dice[24] = "", buoys[8];
	size_t len = 0;
	int fg = pships_colour(s, i);

	for (int k = 0; k < sh->ndice; k++)
		len += (size_t)snprintf(dice + len, sizeof dice - len, "%s%d", k ? "+" : "", sh->die[k]);
	snprintf(buoys, sizeof buoys, "%c%c%c", sh->buoys > 0 ? '1' : '-', sh->buoys > 1 ? '2' : '-',
		 sh->buoys > 2 ? '3' : '-');
	/* '>' marks the ship to move: a glyph, not a reversed row; the ship's
	 * two rows are in its colour (one colour change a row, where the
	 * terminal's own colour after the grey board would cost a reset) */
	canvas_textf(cv, 0, y, fg, 0, "%c%c %-8.8s", i == s->turn && s->phase != PSHIPS_PP_OVER
		     ? '>' : ' ', pships_letter(s, i), s->name[i]);
	if (sh->finished)
		canvas_textf(cv, 12, y, fg, 0, "landed #%d", sh->place);
	else
		canvas_textf(cv, 12, y, fg, 0, "%s=%d", sh->ndice ? dice : "0", pships_total(sh));
	canvas_textf(cv, 2, y + 1, fg, 0, "buoys %s dmg %d max %d", buoys, sh->damage,
		     pships_max_dice(sh));
}

/* The race and the track: grey like the board beside it (a row in another
 * colour costs a colour change into it and one back to the board). */
static void pships_panel_track(const struct pships_state *s, struct canvas *cv)
{
	canvas_textf(cv, 0, 0, CC_GREY, 0, "Race %d/%d  round %d", s->race, s->races, s->round);
	if (!s->track_ready) {
		canvas_textf(cv, 0, 1, CC_DEFAULT, 0, "Track: day %d, to roll", s->day);
		return;
	}
	for (int k = 0; k < 3; k++)
		canvas_textf(cv, 0, 1 + k, CC_GREY, 0, "%d %-8s %s", k + 1,
			     pships_body_names[s->buoy[k]], s->sense[k] > 0 ? "anticlockwise" : "clockwise");
	canvas_textf(cv, 0, 4, CC_GREY, 0, "Start %s", pships_body_names[s->start]);
	canvas_textf(cv, 0, 5, CC_GREY, 0, "Finish %s", pships_body_names[s->finish]);
}

static void pships_panel_plan(const struct pships_state *s, int y, const struct pships_move mv[3],
			      struct canvas *cv)
{
	static const char *const word[3] = { "Right", "Straight", "Left" };
	const struct pships_ship *sh = &s->ship[s->turn];
	char desc[48];

	if (s->phase == PSHIPS_PP_DICE) {
		size_t len = 0;
		char r[24] = "";
		for (int i = 0; i < sh->ndice; i++)
			if ((s->plan_reroll >> i) & 1)
				len += (size_t)snprintf(r + len, sizeof r - len, " #%d", i + 1);
		canvas_textf(cv, 0, y, CC_DEFAULT, 0, "Plan: %s", s->plan > 0 ? "add a die" :
			     s->plan < 0 ? "remove a die" : "keep the count");
		if (s->plan < 0)
			canvas_textf(cv, 0, y + 1, CC_DEFAULT, 0, "  put back die #%d", s->plan_remove + 1);
		canvas_textf(cv, 0, y + 2, CC_DEFAULT, 0, "Reroll:%s", r[0] ? r : " none");
		return;
	}
	if (s->phase != PSHIPS_PP_HEADING)
		return;
	for (int t = 2; t >= 0; t--) {
		pships_describe(s, &mv[t], pships_total(sh), desc, sizeof desc);
		if (mv[t].crash)	/* short forms that fit the panel */
			snprintf(desc, sizeof desc, "crash, %d dmg", mv[t].damage);
		else if (!mv[t].finished && mv[t].end < mv[t].reach)
			snprintf(desc, sizeof desc, "%d, behind ship", mv[t].end);
		canvas_textf(cv, 0, y + 2 - t, mv[t].crash ? CC_RED : CC_DEFAULT, 0, "%c%c %-8s %s",
			     t == s->pending + 1 ? '>' : ' ', "RSL"[t], word[t], desc);
	}
}

void pships_view(const void *st, const void *data, int viewer, int sel, bool overview,
		 struct tt_view *v)
{
	const struct pships_state *s = st;
	struct pships_cellv *g = malloc(sizeof *g * PSHIPS_NCELL);
	struct pships_move *mv = calloc(3, sizeof *mv);
	int y;

	(void)data;
	(void)viewer;
	snprintf(v->title, sizeof v->title, "Powerships - race %d of %d", s->race, s->races);
	canvas_clear(&v->board, 0, 0);
	canvas_clear(&v->panel, 0, 0);
	if (!g || !mv) {
		free(g);
		free(mv);
		return;
	}
	pships_grid(s, sel, g, mv);
	pships_draw_board(s, g, overview, v);
	pships_panel_track(s, &v->panel);
	y = 7;
	for (int i = 0; i < s->nships; i++, y += 2)
		pships_panel_ship(s, i, y, &v->panel);
	pships_panel_plan(s, y, mv, &v->panel);
	free(g);
	free(mv);
}
