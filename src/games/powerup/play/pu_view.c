/*
 * pu_view.c - POWERUP: the side view on the board canvas (4 x 2 cells a
 * square: the figure, or the tokens lying there, on the top row; on the
 * floor row the POWERUP, the marks, the terrain and the figure's lives,
 * each in a column of its own: see pu_glyph.c) and the panel
 * (pu_panel.c).
 * The highlighted option is previewed by applying it to a scratch copy:
 * the target of an attack is marked, a move's or jump's landing square is
 * marked with its cost in actions and lives.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_play.h"

#define PU_SW 4		/* board cells across a square */
#define PU_SH 2		/* and down: figure row, floor row */
#define PU_MARK_COL 1	/* the floor row's column of the marks (pu_glyph.c) */
#define PU_TERRAIN_COL 2	/* its column nothing but the terrain takes */

static const char *pu_abbr(const struct pu_state *s, const struct pu_data *d, int f)
{
	static const char *const bugs[] = { "bgg", "bat", "BIG", "BIC", "BLB", "BRS", "DOZ", "BRP",
					    "BOS", "MIS", "MIS" };
	const struct pu_fig *g = &s->fig[f];

	switch (g->kind) {
	case PU_FK_BB: return d->sheet[g->type].name;
	case PU_FK_BUG: return g->type < 11 ? bugs[g->type] : "bug";
	case PU_FK_NPC: return "VIP";
	case PU_FK_DRUM: return "(D)";
	case PU_FK_COVER: return "[#]";
	case PU_FK_PORTAL: return "<O>";
	case PU_FK_GLITCH: return "GLI";
	default: return "???";
	}
}

static void pu_glyph(struct canvas *cv, int x, int y, int k)
{
	glyph_put(cv, x, y, &pu_glyphs.g[k], NULL, -1, 0);
}

/* A ladder's two rails on one row of a square. */
static void pu_rails(struct canvas *cv, int cx, int cy)
{
	pu_glyph(cv, cx, cy, PU_G_LADDER);
	pu_glyph(cv, cx + PU_SW - 1, cy, PU_G_LADDER);
}

/* The top row of a square: what fills it when no figure stands there
 * (rock, gateway, door, fire, and the coins, secret or key lying there). */
static void pu_terrain_top(struct canvas *cv, const struct pu_state *s, int x, int y, int cx, int cy)
{
	int k = s->kind[y][x];

	if (k == PU_SQ_SOLID)
		pu_glyph(cv, cx, cy, PU_G_ROCK);
	if (k == PU_SQ_LADDER)
		pu_rails(cv, cx, cy);
	if (k == PU_SQ_GATE)
		pu_glyph(cv, cx, cy, s->gate_off == y * PU_W + x ? PU_G_GATE_OFF : PU_G_GATE);
	if (k == PU_SQ_DOOR)
		pu_glyph(cv, cx + PU_SW - 1, cy, s->door_open[y][x] ? PU_G_DOOR_OPEN : PU_G_DOOR);
	if (s->fire[y][x])
		pu_glyph(cv, cx, cy, PU_G_FIRE);
	if (s->coins[y][x]) {
		char n[2] = { (char)('0' + (s->coins[y][x] > 9 ? 9 : s->coins[y][x])), '\0' };

		glyph_put(cv, cx + 1, cy, &pu_glyphs.g[PU_G_COINS], n, -1, 0);
	}
	if (s->secret[y][x])
		pu_glyph(cv, cx + PU_SW - 1, cy, PU_G_SECRET);
	if (s->keys[y][x])
		pu_glyph(cv, cx + PU_SW - 1, cy, PU_G_KEY);
}

/* The bottom row of a square: its floor, ladder, stairs, acid or spikes,
 * and the POWERUP capsule (P on, p off) at the left. */
static void pu_terrain_bottom(struct canvas *cv, const struct pu_state *s, const struct pu_data *d,
			      int x, int y, int cx, int cy)
{
	int k = s->kind[y][x];

	if (k == PU_SQ_SOLID)
		pu_glyph(cv, cx, cy, PU_G_ROCK);
	else if (k == PU_SQ_ACID)
		pu_glyph(cv, cx, cy, PU_G_ACID);
	else if (k == PU_SQ_SPIKES)
		pu_glyph(cv, cx, cy, PU_G_SPIKES);
	else if (pu_floor_under(s, x, y) || y == s->h - 1)
		pu_glyph(cv, cx, cy, PU_G_FLOOR);
	if (k == PU_SQ_LADDER)
		pu_rails(cv, cx, cy);
	if (k == PU_SQ_STAIRS)
		pu_glyph(cv, cx + PU_TERRAIN_COL, cy, PU_G_STAIRS);
	if (s->power[y][x])
		pu_glyph(cv, cx, cy, s->power[y][x] == 2 ? PU_G_POWER : PU_G_POWER_OFF);
	if (s->dm.on && pu_floor_under(s, x, y) && pu_dm_on_base(d, 0, x, y))	/* the bases' floors */
		pu_glyph(cv, cx + PU_MARK_COL, cy, PU_G_BASE_RED);
	else if (s->dm.on && pu_floor_under(s, x, y) && pu_dm_on_base(d, 1, x, y))
		pu_glyph(cv, cx + PU_MARK_COL, cy, PU_G_BASE_BLU);
}

/* A figure: three letters with its facing on the top row ("RAY>" looks
 * right, "<bgg" left; the BUGBUSTER to act in yellow, the prompt names
 * it), or "<b*3" for three BUGs of a TEAM on the square, and the
 * figure's lives at the right of the floor row. */
static void pu_figure(struct tt_view *v, const struct pu_state *s, const struct pu_data *d, int f,
		      int cx, int cy, bool act)
{
	struct canvas *cv = &v->board;
	const struct pu_fig *g = &s->fig[f];
	int fg = g->kind == PU_FK_BB ? CC_CYAN : g->kind == PU_FK_BUG ? CC_RED : g->kind == PU_FK_NPC ? CC_WHITE
		 : CC_ORANGE;
	int team = g->kind == PU_FK_BUG ? pu_team_count(s, d, f) : 1;
	char name[4], n[2];
	const char *a = pu_abbr(s, d, f);

	snprintf(name, sizeof name, "%-3.3s", a);
	if (g->lives <= 0 && g->kind == PU_FK_BB) {
		tt_view_put_figure(v, cx, cy, &pu_glyphs.g[PU_G_DOWN], name, -1, 0, a);
		return;
	}
	n[1] = '\0';
	if (g->kind == PU_FK_ROBOT)	/* Deathmatch: a team's robot */
		tt_view_put_figure(v, cx, cy, &pu_glyphs.g[g->type ? PU_G_ROBOT_BLU : PU_G_ROBOT_RED],
				   NULL, -1, 0, g->type ? "BLU robot" : "RED robot");
	else if (g->kind == PU_FK_DRUM || g->kind == PU_FK_COVER || g->kind == PU_FK_PORTAL)	/* no facing */
		tt_view_put_figure(v, cx, cy, &pu_glyphs.g[g->kind == PU_FK_DRUM ? PU_G_DRUM : g->kind ==
				   PU_FK_COVER ? PU_G_COVER : PU_G_PORTAL], NULL, -1, 0, a);
	else if (team > 1) {	/* "<b*3": three BUGGIEs on the square, each of one life */
		char kt[3] = { name[0], (char)('0' + (team > 9 ? 9 : team)), '\0' };

		tt_view_put_figure(v, cx, cy, &pu_glyphs.g[g->face < 0 ? PU_G_TEAM_LEFT : PU_G_TEAM_RIGHT],
				   kt, fg, 0, a);
	} else
		tt_view_put_figure(v, cx, cy, &pu_glyphs.g[g->face < 0 ? PU_G_LEFT : PU_G_RIGHT], name,
				   act ? CC_YELLOW : fg, 0, a);
	if (team <= 1 && (g->kind == PU_FK_BB || g->kind == PU_FK_BUG || g->kind == PU_FK_GLITCH) &&
	    g->lives > 0) {
		n[0] = (char)('0' + (g->lives > 9 ? 9 : g->lives));
		glyph_put(cv, cx + PU_SW - 1, cy + 1, &pu_glyphs.g[PU_G_LIVES], n, fg, 0);
	}
}

/* Enemies the active BUGBUSTER can hit now are underlined, with a mark
 * in the marks' column of their floor row: a blow the rules accept now
 * (the same checks as the options: no shot mark while Explosive Gas is
 * in play or without ammo); a melee mark is not covered by a shot's. */
static void pu_mark_targets(const struct pu_state *s, const struct pu_data *d, int f, struct canvas *cv)
{
	bool melee[PU_MAXFIG] = { false };
	char cmd[32];
	int cover;

	for (int k = 0; k < 2; k++)
		for (int dir = 0; dir < 5; dir++) {
			int t;
			snprintf(cmd, sizeof cmd, "%s %s", k ? "shoot" : "attack", pu_dir_names[dir]);
			if (!pu_legal(s, d, s->fig[f].seat, cmd))
				continue;
			t = pu_target(s, d, f, dir, k ? 20 : 1, k == 1, &cover);
			if (t < 0 || !pu_enemies(s, f, t) || melee[t])
				continue;
			melee[t] = k == 0;
			for (int i = 0; i < PU_SW; i++) {
				struct canvas_cell *c = &cv->c[s->fig[t].y * PU_SH][s->fig[t].x * PU_SW + i];
				c->attr = (uint8_t)(c->attr | CA_UNDERLINE);
			}
			pu_glyph(cv, s->fig[t].x * PU_SW + PU_MARK_COL, s->fig[t].y * PU_SH + 1,
				 k ? PU_G_SHOT : PU_G_MELEE);
		}
}

/* Preview option sel of the prompt on a scratch copy of the state. */
static void pu_preview(const struct pu_state *s, const struct pu_data *d, int sel, struct tt_view *v)
{
	struct tt_prompt *p = malloc(sizeof *p);
	struct pu_state *t = malloc(sizeof *t);
	struct tt_out *out = malloc(sizeof *out);
	struct tt_err err = { "" };
	struct cmd c;
	unsigned fl;

	if (!p || !t || !out)
		goto done;
	pu_prompt(s, d, p);
	if (sel < 0 || sel >= p->nopt || p->seat < 0 || p->seat >= s->nseats ||
	    cmd_parse(p->opt[sel].cmd, &c, &err) < 0)
		goto done;
	{
		int f = s->bb[p->seat].fig, dir = -1, cover, tg;
		if (!strcmp(c.argv[0], "attack") || !strcmp(c.argv[0], "shoot")) {
			for (int k = 4; k >= 0 && c.argc > 1; k--)
				if (!strcmp(c.argv[1], pu_dir_names[k]))
					dir = k;
			tg = dir < 0 ? -1 : pu_target(s, d, f, dir, c.argv[0][0] == 'a' ? 1 : 20, c.argv[0][0] == 's', &cover);
			if (tg >= 0) {
				pu_glyph(&v->board, s->fig[tg].x * PU_SW + PU_MARK_COL, s->fig[tg].y * PU_SH + 1,
					 PU_G_AIM);
				snprintf(v->preview, sizeof v->preview, "target %.20s", pu_fig_name(s, d, tg));
			}
			goto done;
		}
		memcpy(t, s, sizeof *t);
		out->len = 0;
		if (pu_apply(t, d, p->seat, &c, out, &fl, &err) < 0)
			goto done;
		if (t->bb[p->seat].air && cmd_parse("land", &c, &err) == 0)
			pu_apply(t, d, p->seat, &c, out, &fl, &err);	/* show where it ends */
		if (t->fig[f].x != s->fig[f].x || t->fig[f].y != s->fig[f].y) {
			int x = t->fig[f].x * PU_SW + PU_MARK_COL, y = t->fig[f].y * PU_SH + 1;
			pu_glyph(&v->board, x, y, PU_G_LAND);
			int lost = s->fig[f].lives - t->fig[f].lives;
			char life[16] = "";
			if (lost > 0)
				snprintf(life, sizeof life, ", -%d %s", lost, lost == 1 ? "life" : "lives");
			snprintf(v->preview, sizeof v->preview, "lands %d,%d, -%d AP%s", t->fig[f].x, t->fig[f].y,
				 s->bb[p->seat].ap - t->bb[p->seat].ap, life);
		}
	}
done:
	free(p);
	free(t);
	free(out);
}

/* One picture serves both views: at 4 x 2 cells a square the 12 x 9
 * Arcade board is 48 x 18 cells and fits beside the panel at 80 x 24. */
void pu_view(const void *st, const void *data, int viewer, int sel, bool overview,
	     struct tt_view *v)
{
	const struct pu_state *s = st;
	const struct pu_data *d = data;
	int act = -1;

	(void)overview;
	snprintf(v->title, sizeof v->title, "POWERUP - %s", d->mission.title);
	canvas_clear(&v->board, s->w * PU_SW, s->h * PU_SH);
	canvas_clear(&v->panel, 26, PU_PANEL_ROWS);
	if (s->active >= 0)
		act = s->bb[s->active].fig;
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++) {
			pu_terrain_top(&v->board, s, x, y, x * PU_SW, y * PU_SH);
			pu_terrain_bottom(&v->board, s, d, x, y, x * PU_SW, y * PU_SH + 1);
		}
	pu_turret_draw(&v->board, s, PU_SW, PU_SH);
	for (int i = 0; i < s->nfig; i++) {
		const struct pu_fig *g = &s->fig[i];
		if (g->kind == PU_FK_NONE || (g->lives <= 0 && g->kind != PU_FK_BB) || !pu_on_board(s, g->x, g->y))
			continue;
		if (g->aboard || (g->kind == PU_FK_ROBOT && pu_dm_carrier(s, i) >= 0))
			continue;	/* a carried robot: a mark under its carrier */
		pu_figure(v, s, d, i, g->x * PU_SW, g->y * PU_SH, i == act);
		if (g->carry >= 0 && s->fig[g->carry].kind == PU_FK_ROBOT)
			pu_glyph(&v->board, g->x * PU_SW + PU_TERRAIN_COL, g->y * PU_SH + 1,
				 s->fig[g->carry].type ? PU_G_CARRY_BLU : PU_G_CARRY_RED);
	}
	if (act >= 0)
		pu_mark_targets(s, d, act, &v->board);
	v->focus_x = act >= 0 && s->fig[act].x > 0 ? s->fig[act].x * PU_SW : 0;
	v->focus_y = act >= 0 && s->fig[act].y > 0 ? s->fig[act].y * PU_SH : 0;
	if (s->bm.on && viewer == s->bm.seat) {	/* her own view: her hand, her BUGs */
		pu_bm_panel(s, d, viewer, &v->panel, 0);
		return;
	}
	if (s->dmf.on) {	/* the free set-up: its panel, each team's chips */
		pu_dmf_view(s, d, viewer, sel, v);
		if (pu_dmf_placing(s))
			return;
	}
	pu_panel(s, d, &v->panel, sel >= 0 && !s->result ? PU_PANEL_ROWS - 1 : PU_PANEL_ROWS);
	if (sel >= 0 && !s->result)
		pu_preview(s, d, sel, v);
}
