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
	if (force || c->u[1] == ' ')
		c->u[1] = u[0];
	if (force || c->a[1] == ' ')
		c->a[1] = a[0];
}

static void pships_terrain(const struct pships_state *s, int q, int r, struct pships_cellv *c)
{
	int k = pships_kind_at(s, q, r), a = k == PSHIPS_PK_OFF ? 0 : s->arg[pships_cell(q, r)];

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

	pships_set(&g[c], s->sense[k] > 0 ? PSHIPS_G_BUOY_CCW : PSHIPS_G_BUOY_CW, num, 5);
	for (int t = 1; t < 2 * PSHIPS_W; t++) {
		struct hex h = hex_add(b, hex_scale(v, t));
		c = pships_cell(h.q, h.r);
		if (c < 0)
			break;
		if (s->kind[c] != PSHIPS_PK_OFF)
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
}

static void pships_extent(const struct pships_state *s, int *minx, int *miny)
{
	*minx = *miny = 1000;
	for (int c = 0; c < PSHIPS_NCELL; c++) {
		int q = c % PSHIPS_W - PSHIPS_R, r = c / PSHIPS_W - PSHIPS_R;
		if (s->kind[c] == PSHIPS_PK_OFF)
			continue;
		*minx = 2 * q + r < *minx ? 2 * q + r : *minx;
		*miny = r < *miny ? r : *miny;
	}
}

static void pships_draw_board(const struct pships_state *s, const struct pships_cellv *g,
			      bool overview, struct tt_view *v)
{
	uint8_t prio[CANVAS_H][CANVAS_W / 2];
	int minx, miny, ax = 0, ay = 0;

	memset(prio, 0, sizeof prio);
	pships_extent(s, &minx, &miny);
	canvas_clear(&v->board, 0, 0);
	for (int c = 0; c < PSHIPS_NCELL; c++) {
		int q = c % PSHIPS_W - PSHIPS_R, r = c / PSHIPS_W - PSHIPS_R;
		int x = 2 * q + r - minx, y = r - miny;
		if (s->kind[c] == PSHIPS_PK_OFF)
			continue;
		if (overview) {
			x = (x + 1) / 2;
			y /= 2;
			if (y >= CANVAS_H || x >= CANVAS_W / 2 || g[c].prio < prio[y][x])
				continue;
			prio[y][x] = (uint8_t)g[c].prio;
			if (s->kind[c] == PSHIPS_PK_BODY && g[c].prio == 4) {
				char b = "PMAVENUSJO"[s->arg[c]];
				canvas_put(&v->board, x, y, s->arg[c] == PSHIPS_SUN ? 0x263c : (uint8_t)b,
					   b, g[c].fg, g[c].attr);
				continue;
			}
			canvas_put(&v->board, x, y, g[c].u[0], g[c].a[0], g[c].fg, g[c].attr);
			continue;
		}
		canvas_put(&v->board, x, y, g[c].u[0], g[c].a[0], g[c].fg, g[c].attr);
		canvas_put(&v->board, x + 1, y, g[c].u[1], g[c].a[1], g[c].fg, g[c].attr);
	}
	if (s->phase != PSHIPS_PP_OVER && s->ship[s->turn].placed) {
		const struct pships_ship *sh = &s->ship[s->turn];
		ax = 2 * sh->q + sh->r - minx;
		ay = sh->r - miny;
	} else if (s->track_ready) {
		ax = 2 * s->body_q[s->start] + s->body_r[s->start] - minx;
		ay = s->body_r[s->start] - miny;
	}
	v->focus_x = overview ? (ax + 1) / 2 : ax;
	v->focus_y = overview ? ay / 2 : ay;
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
	/* '>' marks the ship to move: a glyph, not a reversed row */
	canvas_textf(cv, 0, y, fg, 0, "%c%c %-8.8s", i == s->turn && s->phase != PSHIPS_PP_OVER
		     ? '>' : ' ', pships_letter(s, i), s->name[i]);
	if (sh->finished)
		canvas_textf(cv, 12, y, CC_DEFAULT, 0, "landed #%d", sh->place);
	else
		canvas_textf(cv, 12, y, CC_DEFAULT, 0, "%s=%d", sh->ndice ? dice : "0", pships_total(sh));
	canvas_textf(cv, 2, y + 1, CC_DEFAULT, 0, "buoys %s dmg %d max %d", buoys, sh->damage,
		     pships_max_dice(sh));
}

static void pships_panel_track(const struct pships_state *s, struct canvas *cv)
{
	canvas_textf(cv, 0, 0, CC_DEFAULT, 0, "Race %d/%d  round %d", s->race, s->races, s->round);
	if (!s->track_ready) {
		canvas_textf(cv, 0, 1, CC_DEFAULT, 0, "Track: day %d, to roll", s->day);
		return;
	}
	for (int k = 0; k < 3; k++)
		canvas_textf(cv, 0, 1 + k, CC_MAGENTA, 0, "%d %-8s %s", k + 1,
			     pships_body_names[s->buoy[k]], s->sense[k] > 0 ? "anticlockwise" : "clockwise");
	canvas_textf(cv, 0, 4, CC_GREEN, 0, "Start %s", pships_body_names[s->start]);
	canvas_textf(cv, 0, 5, CC_GREEN, 0, "Finish %s", pships_body_names[s->finish]);
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
