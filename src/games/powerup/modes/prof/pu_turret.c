/*
 * pu_turret.c - POWERUP: the machine-gun turret.  A BUGBUSTER whose
 * active ability is `engineer` builds it (`build`, house AP cost, on the
 * free floor square ahead or its own, never on a POWERUP), loading it
 * with up to the house number of its own ammo counters.  One turret
 * stands at a time.  Its builder fires it (`turret DIR`, 8 directions,
 * along a clear line up to the house range) at no AP cost: in its own
 * turn, and whenever a decision asks the builder (a reaction window).
 * Each shot spends one counter; with none left the turret is gone.  The
 * turret is a token on its square, not a figure: figures walk past it,
 * nothing attacks it, and it fires at BUGs, and in a Deathmatch at the
 * builder's rivals too, never at its own team or a robot (the first
 * figure on the line stops the shot).  A rival shot at in the builder's
 * turn gets the reaction window of any attack (pu_dm_react.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../pu_modes.h"

const char *const pu_turret_dirs[8] = {
	"left", "right", "up", "down", "upleft", "upright", "downleft", "downright"
};
static const int8_t pu_turret_vec[8][2] = {
	{ -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 }, { -1, -1 }, { 1, -1 }, { -1, 1 }, { 1, 1 }
};

/* build: g->x, g->y the square, g->n the ammo loaded. */
int pu_build_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		   struct tt_err *err)
{
	const struct pu_fig *f = &s->fig[g->f];
	const struct pu_bb *b = &s->bb[g->seat];
	int x = f->x + (d->pf.t_where ? 0 : f->face), y = f->y;

	if (!pu_prof_has(s, d, g->seat, PU_PF_ENGINEER))
		return tt_errf(err, "only a BUGBUSTER with an engineering ability builds the turret");
	if (s->pf.t_on)
		return tt_errf(err, "one machine-gun turret at a time: %s's stands at %d,%d",
			       pu_seat_name(s, d, s->pf.t_owner), s->pf.t_x, s->pf.t_y);
	if (b->ammo <= 0)
		return tt_errf(err, "the turret is loaded with your ammo counters, and you have none");
	if (!pu_on_board(s, x, y) || s->kind[y][x] != PU_SQ_AIR || !pu_floor_under(s, x, y))
		return tt_errf(err, "the turret stands on an open square with a floor under it");
	if (!d->pf.t_where && pu_at(s, x, y, -1) >= 0)
		return tt_errf(err, "the square ahead is taken");
	if (s->power[y][x])
		return tt_errf(err, "the turret cannot stand on a POWERUP");
	g->x = x;
	g->y = y;
	g->n = b->ammo < d->pf.t_load ? b->ammo : d->pf.t_load;
	g->cost = d->pf.t_build;
	return pu_afford(g, g->cost, err);
}

void pu_build_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		   struct tt_out *out)
{
	struct pu_profs *p = &s->pf;

	pu_spend(s, g->seat, g->cost);
	s->bb[g->seat].ammo = (int8_t)(s->bb[g->seat].ammo - g->n);
	p->t_on = 1;
	p->t_x = (int8_t)g->x;
	p->t_y = (int8_t)g->y;
	p->t_ammo = (int8_t)g->n;
	p->t_owner = (int8_t)g->seat;
	tt_outf(out, "%s builds the machine-gun turret at %d,%d with %d ammo.\n", pu_seat_name(s, d, g->seat), g->x,
		g->y, g->n);
	pu_gear_check(s, d, out);	/* a weapon that no ammo destroys */
}

/* The BUG (or, in a Deathmatch, the rival of seat's team) the turret
 * would hit along direction k, or -1 with err. */
int pu_turret_aim(const struct pu_state *s, const struct pu_data *d, int seat, int k, struct tt_err *err)
{
	int x = s->pf.t_x, y = s->pf.t_y, dx = pu_turret_vec[k][0], dy = pu_turret_vec[k][1];

	for (int n = 1; n <= d->pf.t_range; n++) {
		int o;
		if (!pu_sight(s, x, y, dx, dy))
			break;
		x += dx;
		y += dy;
		o = pu_at(s, x, y, -1);
		if (o < 0 || s->fig[o].kind == PU_FK_GLITCH)
			continue;
		if (s->fig[o].kind == PU_FK_BUG)
			return o;
		if (s->dm.on && s->fig[o].kind == PU_FK_BB && pu_dm_target_check(s, o, err) < 0)
			return -1;
		if (pu_dm_rivals(s, s->bb[seat].fig, o))
			return o;
		return tt_errf(err, "%s is in the turret's line of fire", pu_fig_name(s, d, o));
	}
	return tt_errf(err, "no %s within %d squares %s of the turret, in a clear line",
		       s->dm.on ? "rival" : "BUG", d->pf.t_range, pu_turret_dirs[k]);
}

/* 'turret' with no direction: the line whose target is nearest the
 * turret (the first of pu_turret_dirs among equals), or -1 with err. */
static int pu_turret_nearest(const struct pu_state *s, const struct pu_data *d, int seat, struct tt_err *err)
{
	int best = -1, bd = 99;

	for (int k = 0; k < 8; k++) {
		int t = pu_turret_aim(s, d, seat, k, NULL), n;
		if (t < 0)
			continue;
		n = abs(s->fig[t].x - s->pf.t_x) > abs(s->fig[t].y - s->pf.t_y) ? abs(s->fig[t].x - s->pf.t_x)
										 : abs(s->fig[t].y - s->pf.t_y);
		if (n < bd) {
			bd = n;
			best = k;
		}
	}
	if (best < 0)
		return tt_errf(err, "no %s within %d squares in any of the turret's clear lines (turret DIR "
			       "names one)", s->dm.on ? "target" : "BUG", d->pf.t_range);
	return best;
}

/* turret [DIR]: g->t the target, g->dir the direction (no direction:
 * the nearest target's). */
int pu_turret_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		    struct tt_err *err)
{
	const char *a = g->c->argc > 1 ? g->c->argv[1] : "";

	if (!s->pf.t_on || s->pf.t_owner != g->seat)
		return tt_errf(err, "you have no machine-gun turret on the board (build one first)");
	if (s->fig[g->f].lives <= 0)
		return tt_errf(err, "you are defeated: nobody fires your turret");
	if (s->event >= 0 && d->bugcard[s->event].effect == PU_BE_GAS)
		return tt_errf(err, "Explosive Gas: no ranged attacks until the next BUG turn");
	if (pu_dm_attack_check(s, g->seat, err) < 0)
		return -1;
	for (g->dir = 0; g->dir < 8 && strcmp(a, pu_turret_dirs[g->dir]); g->dir++)
		;
	if (!a[0] && (g->dir = pu_turret_nearest(s, d, g->seat, err)) < 0)
		return -1;
	if (g->dir == 8)
		return tt_errf(err, "turret [left|right|up|down|upleft|upright|downleft|downright]");
	g->t = pu_turret_aim(s, d, g->seat, g->dir, err);
	return g->t < 0 ? -1 : 0;
}

/* A BUGBUSTER shot by the turret: a Roll it made takes hits off first
 * (as against any shot), then damage through its armour. */
static int pu_turret_hits_bb(struct pu_state *s, const struct pu_data *d, int f, int t, int hits,
			     struct tt_out *out)
{
	int dmg, lives;

	if (s->dodge) {
		hits = hits > s->dodge ? hits - s->dodge : 0;
		tt_outf(out, "The Roll cancels up to %d hit%s: %d left.\n", s->dodge, s->dodge == 1 ? "" : "s", hits);
		s->dodge = 0;
	}
	dmg = hits - pu_armour(s, d, t);
	lives = pu_damage_lives(d, dmg > 0 ? dmg : 0);
	if (lives == 0)
		tt_outf(out, "The armour of %s stops every hit.\n", pu_fig_name(s, d, t));
	else
		pu_hurt(s, d, t, lives, f, out);
	return hits;
}

/* Damage through armour (none to a BUG protected from ranged
 * weapons), then the push along line k (no push straight up or down);
 * f the builder's figure, t the target. */
static void pu_turret_hit(struct pu_state *s, const struct pu_data *d, int f, int t, int k, int hits,
			  struct tt_out *out)
{
	struct pu_fig *g = &s->fig[t];
	const struct pu_bugsheet *b = &d->bug[g->type];
	int type0 = g->type, dmg = hits - pu_armour(s, d, t), lives = pu_damage_lives(d, dmg > 0 ? dmg : 0);

	if (g->kind == PU_FK_BB)
		hits = pu_turret_hits_bb(s, d, f, t, hits, out);
	else if ((b->abil & PU_AB_BLINK) && !g->blinked && hits > 0) {
		g->blinked = 1;
		tt_outf(out, "%s blinks out of the way: the shot misses.\n", pu_fig_name(s, d, t));
		return;
	} else if (b->abil & PU_AB_NORANGED)
		tt_outf(out, "%s is protected from ranged weapons: no damage.\n", pu_fig_name(s, d, t));
	else if (lives == 0)
		tt_outf(out, "The armour of %s stops every hit.\n", pu_fig_name(s, d, t));
	else
		pu_hurt(s, d, t, lives, f, out);
	if (pu_alive(s, t) && g->type == type0 && hits > 0 && pu_turret_vec[k][0])
		pu_push(s, d, t, pu_turret_vec[k][0], 0, hits, out);
}

/* After a shot (landed or not): the ammo left, or the turret is gone. */
void pu_turret_spent(struct pu_state *s, struct tt_out *out)
{
	if (s->pf.t_ammo > 0) {
		tt_outf(out, "The turret has %d ammo left.\n", s->pf.t_ammo);
		return;
	}
	s->pf.t_on = 0;
	tt_outf(out, "The turret's ammo is spent: it is gone.\n");
}

/* The shot of seat's turret along k at t, its counter spent. */
void pu_turret_fire(struct pu_state *s, const struct pu_data *d, int seat, int t, int k, struct tt_out *out)
{
	int pows, bugs, hits = pu_roll(s, d, d->pf.t_dice, &pows, &bugs, "The turret", out);

	for (int i = 0; i < pows; i++)
		pu_draw_pow(s, d, seat, out);
	pu_turret_hit(s, d, s->bb[seat].fig, t, k, hits, out);
	pu_turret_spent(s, out);
}

void pu_turret_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		    struct tt_out *out)
{
	s->pf.t_ammo--;
	tt_outf(out, "%s fires the turret %s at %s.\n", pu_seat_name(s, d, g->seat), pu_turret_dirs[g->dir],
		pu_fig_name(s, d, g->t));
	if (!pu_dm_declare_turret(s, d, g->seat, g->t, g->dir, out))
		pu_turret_fire(s, d, g->seat, g->t, g->dir, out);
}

/* The options of a turn or a reaction window: build, each direction the
 * turret can fire, heal whom the healer may. */
void pu_turret_opts(struct pu_pctx *c)
{
	char name[PU_NAME];

	if (!c->s->pf.on)
		return;
	pu_optw(c, "build the turret", true, 'B', "build", NULL);
	pu_optw(c, "fire the turret at the nearest", true, 'T', "turret", NULL);
	pu_optw(c, "heal the most hurt", true, 'H', "heal", NULL);
	for (int k = 0; k < 8 && c->s->pf.t_on; k++)
		pu_optw(c, NULL, true, 0, "turret", pu_turret_dirs[k], NULL);
	for (int i = 0; i < c->s->nseats; i++) {
		pu_lower(name, pu_seat_name(c->s, c->d, i), sizeof name);
		pu_optw(c, NULL, true, 0, "heal", name, NULL);
	}
}

/* On the floor row of its square, in the POWERUP's column (a turret
 * never stands on a POWERUP): T and its ammo. */
void pu_turret_draw(struct canvas *cv, const struct pu_state *s, int sw, int sh)
{
	char n[2] = { (char)('0' + (s->pf.t_ammo > 9 ? 9 : s->pf.t_ammo)), '\0' };

	if (s->pf.on && s->pf.t_on)
		glyph_put(cv, s->pf.t_x * sw, s->pf.t_y * sh + 1, &pu_glyphs.g[PU_G_TURRET], n, -1, 0);
}
