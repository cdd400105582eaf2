/*
 * pu_view.c - POWERUP: the side view on the board canvas (4 x 2 cells a
 * square: the figure, or the tokens lying there, on the top row; the
 * floor, the POWERUP and the figure's lives on the bottom row) and the
 * panel with the active BUGBUSTER's sheet, the counters and the score.
 * The highlighted option is previewed by applying it to a scratch copy:
 * the target of an attack is marked, a move's or jump's landing square is
 * marked with its cost in actions and lives.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu.h"

#define PU_SW 4		/* board cells across a square */
#define PU_SH 2		/* and down: figure row, floor row */

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
static void pu_terrain_bottom(struct canvas *cv, const struct pu_state *s, int x, int y, int cx,
			      int cy)
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
		pu_glyph(cv, cx + PU_SW - 1, cy, PU_G_STAIRS);
	if (s->power[y][x])
		pu_glyph(cv, cx, cy, s->power[y][x] == 2 ? PU_G_POWER : PU_G_POWER_OFF);
}

/* A figure: three letters with its facing on the top row ("RAY>" looks
 * right, "<bgg" left; the BUGBUSTER to act in yellow, the prompt names
 * it), and its lives (or "+3", three BUGs of a TEAM on the
 * square) at the right of the bottom row. */
static void pu_figure(struct canvas *cv, const struct pu_state *s, const struct pu_data *d, int f,
		      int cx, int cy, bool act)
{
	const struct pu_fig *g = &s->fig[f];
	int fg = g->kind == PU_FK_BB ? CC_CYAN : g->kind == PU_FK_BUG ? CC_RED : g->kind == PU_FK_NPC ? CC_WHITE
		 : CC_ORANGE;
	int team = g->kind == PU_FK_BUG ? pu_team_count(s, d, f) : 1;
	char name[4], n[2];
	const char *a = pu_abbr(s, d, f);

	snprintf(name, sizeof name, "%-3.3s", a);
	if (g->lives <= 0 && g->kind == PU_FK_BB) {
		glyph_put(cv, cx, cy, &pu_glyphs.g[PU_G_DOWN], name, -1, 0);
		return;
	}
	if (g->kind == PU_FK_DRUM || g->kind == PU_FK_COVER || g->kind == PU_FK_PORTAL)	/* no facing */
		glyph_put(cv, cx, cy, &pu_glyphs.g[g->kind == PU_FK_DRUM ? PU_G_DRUM : g->kind ==
			  PU_FK_COVER ? PU_G_COVER : PU_G_PORTAL], NULL, -1, 0);
	else
		glyph_put(cv, cx, cy, &pu_glyphs.g[g->face < 0 ? PU_G_LEFT : PU_G_RIGHT], name,
			  act ? CC_YELLOW : fg, 0);
	n[1] = '\0';
	if (team > 1) {
		n[0] = (char)('0' + (team > 9 ? 9 : team));
		glyph_put(cv, cx + PU_SW - 2, cy + 1, &pu_glyphs.g[PU_G_TEAM], n, fg, 0);
	} else if ((g->kind == PU_FK_BB || g->kind == PU_FK_BUG || g->kind == PU_FK_GLITCH) && g->lives > 0) {
		n[0] = (char)('0' + (g->lives > 9 ? 9 : g->lives));
		glyph_put(cv, cx + PU_SW - 1, cy + 1, &pu_glyphs.g[PU_G_LIVES], n, fg, 0);
	}
}

/* How the mission stands, in one panel line. */
static void pu_goal_line(const struct pu_state *s, const struct pu_data *d, struct canvas *cv, int y)
{
	int n = 0, lives = 0, level = 1;

	for (int i = 0; i < s->nfig; i++) {
		const struct pu_fig *g = &s->fig[i];
		if (!pu_alive(s, i))
			continue;
		n += (d->mission.goal == PU_GO_VIPS && g->kind == PU_FK_NPC) ||
		     (d->mission.goal == PU_GO_PORTAL && g->kind == PU_FK_PORTAL);
		if (g->kind == PU_FK_BUG && (g->type == d->mistress || g->type == d->bug[d->mistress].angry)) {
			lives = g->lives;
			level = g->type == d->mistress ? 1 : 2;
		}
	}
	switch (d->mission.goal) {
	case PU_GO_VIPS:
		canvas_textf(cv, 0, y, CC_WHITE, 0, "VIPs %d/%d, %d turns to go", n, d->mission.nnpc,
			     d->mission.turns - s->turns_total);
		break;
	case PU_GO_PORTAL:
		canvas_textf(cv, 0, y, CC_WHITE, 0, "Portal pieces %d, %d turns", n,
			     d->mission.turns - s->turns_total);
		break;
	case PU_GO_KEYS: {
		int held = s->keys_found;
		for (int i = 0; i < s->nfig; i++)
			if (s->fig[i].kind == PU_FK_BB)
				held |= s->fig[i].secret;
		if (s->limit_rounds)
			canvas_textf(cv, 0, y, CC_WHITE, 0, "Keys held %d/3, %d rounds", !!(held & 1) +
				     !!(held & 2) + !!(held & 4), s->limit_rounds);
		else
			canvas_textf(cv, 0, y, CC_WHITE, 0, "Keys held %d/3", !!(held & 1) + !!(held & 2) +
				     !!(held & 4));
		break;
	}
	default:
		canvas_textf(cv, 0, y, CC_WHITE, 0, "BUGMISTRESS L%d lives %d", level, lives);
	}
}

static void pu_panel(const struct pu_state *s, const struct pu_data *d, struct canvas *cv)
{
	int seat = s->active >= 0 ? s->active : s->npend ? s->pend[s->npend - 1].seat : 0, y = 0, total = 0;
	const struct pu_bb *b = &s->bb[seat < s->nseats ? seat : 0];	/* not the BUGMISTRESS */
	const struct pu_fig *g = &s->fig[b->fig];

	for (int i = 0; i < s->nseats; i++)
		total += s->bb[i].score;
	canvas_textf(cv, 0, y++, CC_WHITE, CA_BOLD, "%.26s", d->mission.title);
	canvas_textf(cv, 0, y++, CC_DEFAULT, 0, "Turn %d/8 Round %d", s->turn, s->round);
	canvas_textf(cv, 0, y++, CC_YELLOW, 0, "Score %d  Cont.%d$", total, pu_continue_cost(s, d));
	pu_goal_line(s, d, cv, y++);
	canvas_textf(cv, 0, y++, CC_CYAN, 0, "%s%s lives %d AP %d", d->sheet[g->type].name,
		     b->epic ? "*EPIC*" : "", g->lives, b->ap);
	canvas_textf(cv, 0, y++, CC_DEFAULT, 0, "RP %d/%d ammo %d coins %d", b->rp, b->maxrp, b->ammo, b->coins);
	for (int k = 0; k < 3; k++) {
		int e = pu_weapon(s, d, b->fig, k);
		canvas_textf(cv, 0, y++, CC_DEFAULT, 0, "%c %.22s", "MRA"[k], e >= 0 ? d->eq[e].name : "-");
	}
	for (int k = 0; k < b->nhand; k++)
		canvas_textf(cv, 0, y++, CC_MAGENTA, 0, "%d %c %.20s", k + 1, d->pow[b->hand[k]].letter,
			     d->pow[b->hand[k]].name);
	if (s->npend && s->pend[s->npend - 1].kind == PU_PD_STORE) {
		for (int k = 0; k < 4; k++)
			if (s->store[k] >= 0)
				canvas_textf(cv, 0, y++, CC_GREEN, 0, "buy %d %.14s %d$", k + 1,
					     d->eq[s->store[k]].name, d->eq[s->store[k]].cost);
		canvas_textf(cv, 0, y++, CC_GREEN, 0, "ammo+%d %d$ life %d$", d->ammo_per_buy, d->store_ammo,
			     d->store_life);
		canvas_textf(cv, 0, y++, CC_GREEN, 0, "reset %d$ powerup %d$", d->store_reset, d->store_power);
	}
	if (s->event >= 0)
		canvas_textf(cv, 0, y++, CC_RED, 0, "Event: %.19s", d->bugcard[s->event].name);
	if (s->bm.on)	/* a player's hand is hers alone */
		pu_bm_panel(s, d, -1, cv, y++);
	for (int k = 0; k < s->nbughand && k < 3 && !s->bm.on; k++)
		canvas_textf(cv, 0, y++, CC_RED, 0, "%s%.18s", k ? "  " : "BUGs:", d->bugcard[s->bughand[k]].name);
	if (s->nbughand > 3 && !s->bm.on)
		canvas_textf(cv, 0, y++, CC_RED, 0, "  +%d more BUG cards", s->nbughand - 3);
	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_GLITCH && pu_alive(s, i) && !pu_on_board(s, s->fig[i].x, s->fig[i].y))
			canvas_textf(cv, 0, y++, CC_CYAN, 0, "GLITCH in the void %d,%d", s->fig[i].x, s->fig[i].y);
	for (int i = 0, n = 0; i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_NPC && ++n && s->fig[i].aboard && s->fig[i].lives > 0)
			canvas_textf(cv, 0, y++, CC_CYAN, 0, "VIP %d rides the GLITCH", n);
}

/* Enemies the active BUGBUSTER can hit now are underlined with a '^'
 * under them: in melee reach or in the line of shot within range. */
static void pu_mark_targets(const struct pu_state *s, const struct pu_data *d, int f, struct canvas *cv)
{
	int r = pu_weapon_range(s, d, f), cover;

	for (int dir = 0; dir < 5; dir++)
		for (int k = 0; k < 2; k++) {
			int t = pu_target(s, d, f, dir, k ? (r < 0 ? 3 : r) : 1, k == 1, &cover);
			if (t < 0 || !pu_enemies(s, f, t) || (k == 1 && r == 0))
				continue;
			for (int i = 0; i < PU_SW; i++) {
				struct canvas_cell *c = &cv->c[s->fig[t].y * PU_SH][s->fig[t].x * PU_SW + i];
				c->attr = (uint8_t)(c->attr | CA_UNDERLINE);
			}
			pu_glyph(cv, s->fig[t].x * PU_SW, s->fig[t].y * PU_SH + 1, k ? PU_G_SHOT : PU_G_MELEE);
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
				pu_glyph(&v->board, s->fig[tg].x * PU_SW, s->fig[tg].y * PU_SH + 1, PU_G_AIM);
				canvas_textf(&v->panel, 0, 19, CC_RED, CA_BOLD, "target: %.17s", pu_fig_name(s, d, tg));
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
			int x = t->fig[f].x * PU_SW, y = t->fig[f].y * PU_SH + 1;
			pu_glyph(&v->board, x, y, PU_G_LAND);
			canvas_textf(&v->panel, 0, 19, CC_YELLOW, CA_BOLD, "lands %d,%d: -%d AP -%d li", t->fig[f].x,
				     t->fig[f].y, s->bb[p->seat].ap - t->bb[p->seat].ap,
				     s->fig[f].lives - t->fig[f].lives);
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
	canvas_clear(&v->panel, 26, 20);
	if (s->active >= 0)
		act = s->bb[s->active].fig;
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++) {
			pu_terrain_top(&v->board, s, x, y, x * PU_SW, y * PU_SH);
			pu_terrain_bottom(&v->board, s, x, y, x * PU_SW, y * PU_SH + 1);
		}
	for (int i = 0; i < s->nfig; i++) {
		const struct pu_fig *g = &s->fig[i];
		if (g->kind == PU_FK_NONE || (g->lives <= 0 && g->kind != PU_FK_BB) || !pu_on_board(s, g->x, g->y))
			continue;
		if (g->aboard)
			continue;
		pu_figure(&v->board, s, d, i, g->x * PU_SW, g->y * PU_SH, i == act);
	}
	if (act >= 0)
		pu_mark_targets(s, d, act, &v->board);
	v->focus_x = act >= 0 && s->fig[act].x > 0 ? s->fig[act].x * PU_SW : 0;
	v->focus_y = act >= 0 && s->fig[act].y > 0 ? s->fig[act].y * PU_SH : 0;
	if (s->bm.on && viewer == s->bm.seat) {	/* her own view: her hand, her BUGs */
		pu_bm_panel(s, d, viewer, &v->panel, 0);
		return;
	}
	pu_panel(s, d, &v->panel);
	if (sel >= 0 && !s->result)
		pu_preview(s, d, sel, v);
}
