/*
 * mp_view.c - what a seat sees (the track as a strip read left to right,
 * lanes top to bottom, wrapped in bands; the panel is mp_panel.c).
 *
 * Board: each track row takes 2 columns: a gap column (a flag bar '|'
 * when a START or CHECKPOINT is at the entry of the row) then the cell;
 * the strip wraps every 26 rows (overview: 1 column a row, 52 a band).
 * Above each band: zone numbers; below: row numbers (cells are named by
 * lane letter and row number, e.g. c12).  Every symbol (cars, bombs, walls,
 * curves, pads, the START and CHECKPOINT bars, the hook '>' of a forward
 * link with the row it leads to, ">25", under the band) comes from the
 * glyph table in mp_glyph.c.
 * The view never shows another seat's unrevealed selection or hand.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "mp.h"

const char mp_car_letter[MP_SEATS] = { 'X', 'F', 'S', 'E' };
const int mp_car_colour[MP_SEATS] = { CC_RED, CC_BLUE, CC_YELLOW, CC_GREEN };

/* The glyph of a track cell (wall, pad, curve or open track). */
static int mp_cell_glyph(const struct mp_cell *c)
{
	static const int pads[] = { MP_G_SPACE, MP_G_PULSE, MP_G_DASHL, MP_G_DASHR, MP_G_REPAIR,
				    MP_G_NITRO };

	if (c->wall)
		return MP_G_WALL;
	if (c->pad)
		return pads[c->pad % 6];
	if (c->arrow)
		return c->arrow < 0 ? MP_G_CURVEL : MP_G_CURVER;
	return MP_G_SPACE;
}

static void mp_glyph(struct canvas *cv, int x, int y, int k)
{
	glyph_put(cv, x, y, &mp_glyphs.g[k], NULL, -1, 0);
}

struct mp_geo {
	int cw, per, bandh, x0;		/* columns per row, rows per band, band height */
};

static void mp_xy(const struct mp_geo *g, int row, int lane, int *x, int *y)
{
	*x = g->x0 + (row % g->per) * g->cw + g->cw - 1;
	*y = (row / g->per) * g->bandh + 1 + lane;
}

/* A forward link (shortcut or split): a hook after each linked lane and,
 * with labels, the row it leads to below the band. */
static void mp_draw_link(const struct mp_track *t, struct canvas *cv, int r, int x, int y,
			 bool labels)
{
	int to = -1;

	for (int l = 0; l < t->lanes; l++) {
		if (!t->cell[r][l].skip || t->cell[r][l].wall)
			continue;
		to = r + 1 + t->cell[r][l].skip;
		mp_glyph(cv, x + 1, y + l, MP_G_LINK);
	}
	if (labels && to >= 0)
		canvas_textf(cv, x, y + t->lanes, CC_YELLOW, 0, ">%d", to % t->len + 1);
}

static void mp_draw_track(const struct mp_state *st, const struct mp_data *d, struct canvas *cv,
			  const struct mp_geo *g, bool labels)
{
	const struct mp_track *t = mp_trk(st, d);

	for (int r = 0; r < t->len; r++) {
		int x, y;
		mp_xy(g, r, 0, &x, &y);
		if (labels && (r == 0 || t->zone[r] != t->zone[r - 1]))
			canvas_textf(cv, x, y - 1, CC_GREY, 0, "z%d", t->zone[r] + 1);
		if (labels && r % 5 == 4)
			canvas_textf(cv, x, y + t->lanes, CC_GREY, 0, "%d", r + 1);
		for (int l = 0; l < t->lanes; l++) {
			mp_glyph(cv, x, y + l, mp_cell_glyph(&t->cell[r][l]));
			if (t->flag[r] && g->cw > 1)
				mp_glyph(cv, x - 1, y + l, t->flag[r] == 'S' ? MP_G_START : MP_G_CHECK);
		}
		mp_draw_link(t, cv, r, x, y, labels);
		/* the overview has no gap column: the bar stands above the row */
		if (t->flag[r] && !labels)
			mp_glyph(cv, x, y - 1, t->flag[r] == 'S' ? MP_G_START : MP_G_CHECK);
	}
}

static void mp_draw_pieces(const struct mp_state *st, const struct mp_data *d, struct tt_view *v,
			   const struct mp_geo *g)
{
	struct canvas *cv = &v->board;

	for (int b = 0; b < st->nbomb; b++)
		for (int k = 0; k < st->bomb[b].n; k++) {
			int x, y;
			mp_xy(g, st->bomb[b].row, st->bomb[b].lane + k, &x, &y);
			glyph_put(cv, x, y, &mp_glyphs.g[st->bomb[b].multi ? MP_G_MULTI : MP_G_BOMB], NULL,
				  mp_car_colour[st->carid[st->bomb[b].owner & 3]], 0);
		}
	for (int s = 0; s < st->nseats; s++) {
		int x, y, row = mp_row(st, d, st->car[s].pos);
		char l[2] = { mp_car_letter[st->carid[s]], '\0' }, label[TT_MARK_LABEL];

		mp_xy(g, row, st->car[s].lane, &x, &y);
		/* two cars on one space (a collision waiting for its push): the
		 * first of them stands in the gap column before the space, so
		 * both are seen; the overview has no gap column: the second
		 * stands after it */
		for (int o = 0; o < st->nseats; o++)
			if (o != s && mp_row(st, d, st->car[o].pos) == row &&
			    st->car[o].lane == st->car[s].lane) {
				x += o > s ? (g->cw > 1 ? -1 : 0) : (g->cw > 1 ? 0 : 1);
				break;
			}
		snprintf(label, sizeof label, "%s %.8s", l, st->seatname[s]);
		tt_view_put_figure(v, x, y, &mp_glyphs.g[st->car[s].destroyed ? MP_G_WRECK : MP_G_CAR],
				   l, mp_car_colour[st->carid[s]], 0, label);
	}
	/* where the push may send the car that was hit: a sign in the gap
	 * column before each space (the space keeps its own glyph) */
	if (st->dec == MP_D_PUSH && g->cw > 1)
		for (int dir = -1; dir <= 1; dir += 2) {
			const struct mp_car *c = &st->car[st->push_car];
			int x, y;

			mp_xy(g, mp_row(st, d, c->pos), c->lane + dir, &x, &y);
			mp_glyph(cv, x - 1, y, dir < 0 ? MP_G_PUSHUP : MP_G_PUSHDOWN);
		}
}

static void mp_draw_board(const struct mp_state *st, const struct mp_data *d, int sel,
			  bool overview, struct tt_view *v)
{
	const struct mp_track *t = mp_trk(st, d);
	struct mp_geo g;
	struct mp_act acts[TT_MAXOPT];
	int n, focus = st->dec == MP_D_NONE ? -1 : st->mv_car >= 0 && st->nmq ? st->mv_car : st->dseat;

	/* bands of at most 52 columns, so a whole track fits beside the panel */
	g.cw = overview ? 1 : 2;
	g.per = 52 / g.cw;
	g.bandh = t->lanes + (overview ? 1 : 3);
	g.x0 = 1;
	canvas_clear(&v->board, 1, 1);
	mp_draw_track(st, d, &v->board, &g, !overview);
	mp_draw_pieces(st, d, v, &g);
	n = mp_options(st, d, st->dseat, acts, NULL, TT_MAXOPT);
	if (sel >= 0 && sel < n && acts[sel].kind == MP_A_PLACE) {
		int w = mp_list(st, d, &n)[st->cc_step].eff == MP_E_MULTI ? 3 : 2;
		for (int k = 0; k < w; k++) {
			int x, y;
			mp_xy(&g, acts[sel].a, acts[sel].b + k, &x, &y);
			mp_glyph(&v->board, x, y, MP_G_DROP);
		}
	}
	if (focus < 0 || focus >= st->nseats)
		focus = mp_leader(st, d);
	mp_xy(&g, mp_row(st, d, st->car[focus].pos), st->car[focus].lane, &v->focus_x, &v->focus_y);
}

void mp_view(const void *vst, const void *vd, int viewer, int sel, bool overview,
	     struct tt_view *v)
{
	const struct mp_state *st = vst;
	const struct mp_data *d = vd;

	snprintf(v->title, sizeof v->title, "Megapulse - %.24s (%c), %d lap%s, round %d",
		 mp_trk(st, d)->title, mp_trk(st, d)->side ? 'B' : 'A', st->laps,
		 st->laps == 1 ? "" : "s", st->round);
	mp_draw_board(st, d, sel, overview, v);
	mp_panel(st, d, viewer, sel, &v->panel);
}
