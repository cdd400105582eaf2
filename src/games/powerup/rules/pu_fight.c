/*
 * pu_fight.c - POWERUP: the BUGBUSTER's blows in its turn: melee attack
 * and ranged shot (with a partner's Assist), picking up an ally or a
 * drum, and throwing it or a grenade.  Each verb is a check that names
 * the rule when it refuses and an exec that cannot fail (pu_verbs.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_cmd.h"

/* "assist NAME" after the target: that partner adds their dice for 1 RP
 * when in position to hit the same target.  *as gets the seat, -1 none. */
static int pu_assist(const struct pu_state *s, const struct pu_data *d, int seat,
		     const struct cmd *c, int t, bool ranged, int *as, struct tt_err *err)
{
	int o = -1, f, face, r;
	bool found = false;

	*as = -1;
	for (int i = 2; i + 1 < c->argc; i++)
		if (!strcmp(c->argv[i], "assist")) {
			o = pu_seat_named(s, d, c->argv[i + 1]);
			found = true;
		}
	if (!found)
		return 0;
	if (o < 0 || o == seat)
		return tt_errf(err, "assist NAME: name a partner");
	f = s->bb[o].fig;
	if (s->fig[f].lives <= 0 || s->fig[f].aboard)
		return tt_errf(err, "%s cannot assist now", d->sheet[s->fig[f].type].name);
	if (s->bb[o].rp < 1)
		return tt_errf(err, "assisting costs 1 reaction point and %s has none",
			       d->sheet[s->fig[f].type].name);
	r = ranged ? pu_weapon_range(s, d, f) : 1;
	if (r < 0)
		r = 3;
	if (r == 0 || !pu_can_hit_from(s, f, s->fig[f].x, s->fig[f].y, t, r, &face) ||
	    face != s->fig[f].face)	/* facing it, in line of shot and reach */
		return tt_errf(err, "%s is in no position to attack that target", d->sheet[s->fig[f].type].name);
	*as = o;
	return 0;
}

static void pu_assist_pay(struct pu_state *s, const struct pu_data *d, int o, bool ranged,
			  struct tt_out *out)
{
	int f;

	if (o < 0)
		return;
	f = s->bb[o].fig;
	s->bb[o].rp--;
	s->assist = ranged ? pu_ranged_pool(s, d, f) : pu_melee_pool(s, d, f);
	tt_outf(out, "%s assists (1 RP).\n", pu_fig_name(s, d, f));
}

/* attack DIR [assist NAME]: g->t the target, g->o the assisting seat. */
int pu_attack_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		    struct tt_err *err)
{
	int cover;

	if (g->c->argc < 2 || (g->dir = pu_dirarg(g->c->argv[1])) < 0)
		return tt_errf(err, "attack ahead|up|down|upahead|downahead [assist NAME]");
	if (s->bb[g->seat].shield)
		return tt_errf(err, "Invincible: you cannot attack until the end of the turn");
	if (d->hooks->dm->attack_check(s, g->seat, err) < 0)
		return -1;
	g->t = pu_target(s, d, g->f, g->dir, 1, false, &cover);
	if (g->t >= 0 && d->hooks->dm->target_check(s, g->t, err) < 0)
		return -1;
	if (g->t < 0 || !pu_enemies(s, g->f, g->t))
		return tt_errf(err, "no enemy is next to you %s", g->c->argv[1]);
	if (pu_assist(s, d, g->seat, g->c, g->t, false, &g->o, err) < 0)
		return -1;
	return pu_afford(g, 1, err);
}

/* After an attack: the next one is a second in a row; a jump lands. */
void pu_attacked(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out)
{
	s->bb[seat].lastatk = 1;
	pu_land_now(s, d, seat, out);
	pu_settle(s, d, out);
}

/* The melee blow of seat's BUGBUSTER on t, once paid (and once a rival's
 * reaction window closed, pu_dm_react.c). */
void pu_attack_strike(struct pu_state *s, const struct pu_data *d, int seat, int t, struct tt_out *out)
{
	struct pu_bb *b = &s->bb[seat];

	if (b->lastatk) {
		int w = pu_weapon(s, d, b->fig, PU_ET_MELEE);
		if (w >= 0 && d->eq[w].special == PU_SP_DOUBLEYELLOW)
			b->bonus_yellow++;
	}
	pu_melee(s, d, b->fig, t, out);
	b->bonus_white = b->bonus_yellow = 0;
	pu_attacked(s, d, seat, out);
}

void pu_attack_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		    struct tt_out *out)
{
	pu_spend(s, g->seat, 1);
	pu_assist_pay(s, d, g->o, false, out);
	if (!d->hooks->dm->declare(s, d, g->seat, g->t, false, g->dir, 1, 0, out))
		pu_attack_strike(s, d, g->seat, g->t, out);
}

/* "ammo N" / "rp N" among the arguments: N, 0 when absent, -1 bad. */
static int pu_extra(const struct cmd *c, const char *what, struct tt_err *err)
{
	int n = 0;

	for (int i = 2; i + 1 < c->argc; i += 2)
		if (strcmp(c->argv[i], what) == 0 && cmd_int(c->argv[i + 1], 0, 9, what, &n, err) < 0)
			return -1;
	return n;
}

/* Refusals every distance attack shares (a shot, a grenade). */
static int pu_shot_allowed(const struct pu_state *s, const struct pu_data *d, int seat,
			   struct tt_err *err)
{
	if (s->bb[seat].shield)
		return tt_errf(err, "Invincible: you cannot attack until the end of the turn");
	if (d->hooks->dm->attack_check(s, seat, err) < 0)
		return -1;
	if (s->event >= 0 && d->bugcard[s->event].effect == PU_BE_GAS)
		return tt_errf(err, "Explosive Gas: nobody can use distance attacks this turn");
	return 0;
}

/* shoot DIR [ammo N] [rp N] [assist NAME]: g->t the target, g->o the
 * assisting seat, g->x, g->y the ammo and RP turned into yellow dice. */
int pu_shoot_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		   struct tt_err *err)
{
	const struct pu_bb *b = &s->bb[g->seat];
	int range = pu_weapon_range(s, d, g->f), e = pu_weapon(s, d, g->f, PU_ET_RANGED), cover;
	int sp = e >= 0 ? d->eq[e].special : PU_SP_NONE;

	if (g->c->argc < 2 || (g->dir = pu_dirarg(g->c->argv[1])) < 0)
		return tt_errf(err, "shoot ahead|up|down|upahead|downahead [ammo N] [rp N] [assist NAME]");
	if ((g->x = pu_extra(g->c, "ammo", err)) < 0 || (g->y = pu_extra(g->c, "rp", err)) < 0)
		return -1;
	if (s->fig[g->f].aboard == 1)
		return tt_errf(err, "the pilot flies: a second passenger shoots from the GLITCH");
	if (range == 0)
		return tt_errf(err, "you have no ranged weapon equipped");
	if (pu_shot_allowed(s, d, g->seat, err) < 0)
		return -1;
	if ((g->x && sp != PU_SP_AMMOYELLOW) || (g->y && sp != PU_SP_RPYELLOW))
		return tt_errf(err, "only a weapon with that special action turns ammo or RP into yellow dice");
	if (s->fig[g->f].aboard != 2 && b->ammo < 1 + g->x)
		return tt_errf(err, "a ranged attack costs 1 ammo and you have %d", b->ammo);
	if (b->rp < g->y)
		return tt_errf(err, "you have only %d reaction points", b->rp);
	g->t = pu_target(s, d, g->f, g->dir, range < 0 ? 3 : range, true, &cover);
	if (g->t >= 0 && d->hooks->dm->target_check(s, g->t, err) < 0)
		return -1;
	if (g->t < 0 || !pu_enemies(s, g->f, g->t))
		return tt_errf(err, "no enemy in your line of shot %s within range", g->c->argv[1]);
	if (pu_assist(s, d, g->seat, g->c, g->t, true, &g->o, err) < 0)
		return -1;
	return pu_afford(g, 1, err);
}

void pu_shoot_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		   struct tt_out *out)
{
	struct pu_bb *b = &s->bb[g->seat];
	int f = g->f, range = pu_weapon_range(s, d, f), e = pu_weapon(s, d, f, PU_ET_RANGED);
	int sp = e >= 0 ? d->eq[e].special : PU_SP_NONE, xa = g->x;

	pu_spend(s, g->seat, 1);
	pu_assist_pay(s, d, g->o, true, out);
	if (s->fig[f].aboard != 2)
		b->ammo = (int8_t)(b->ammo - 1 - g->x);
	b->rp = (int8_t)(b->rp - g->y);
	if (b->lastatk && sp == PU_SP_DOUBLEYELLOW)
		xa++;
	if (range < 0) {	/* the range is a yellow die's hits */
		int p, bu, cover, r = pu_roll(s, d, (struct pu_dice2){ 0, 1 }, &p, &bu, "The range die", out);
		if (pu_target(s, d, f, g->dir, r, true, &cover) != g->t) {
			tt_outf(out, "The shot falls short.\n");
			b->lastatk = 1;
			return;
		}
		range = r;
	}
	if (!d->hooks->dm->declare(s, d, g->seat, g->t, true, g->dir, range, xa + g->y, out))
		pu_shoot_strike(s, d, g->seat, g->t, xa + g->y, out);
}

/* The shot of seat's BUGBUSTER at t with xa extra yellow dice, once paid
 * (and once a rival's reaction window closed, pu_dm_react.c). */
void pu_shoot_strike(struct pu_state *s, const struct pu_data *d, int seat, int t, int xa, struct tt_out *out)
{
	struct pu_bb *b = &s->bb[seat];

	pu_ranged(s, d, b->fig, t, pu_weapon_range(s, d, b->fig), xa, out);
	b->bonus_yellow = 0;
	pu_attacked(s, d, seat, out);
}

int pu_pickup_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		    struct tt_err *err)
{
	const struct pu_fig *f = &s->fig[g->f];
	int o = pu_at(s, f->x + f->face, f->y, g->f);

	if (f->carry >= 0)
		return tt_errf(err, "you can carry only one ally or obstacle at a time");
	if (o < 0 || !(s->fig[o].kind == PU_FK_BB || s->fig[o].kind == PU_FK_DRUM || s->fig[o].kind == PU_FK_NPC ||
			s->fig[o].kind == PU_FK_ROBOT))
		return tt_errf(err, "there is no ally or movable obstacle ahead of you");
	if (pu_dm_foes(s, g->f, o))
		return tt_errf(err, "%s plays for the other team: you pick up allies and obstacles only",
			       pu_fig_name(s, d, o));
	g->o = o;
	return pu_afford(g, 1, err);
}

void pu_pickup_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		    struct tt_out *out)
{
	struct pu_fig *f = &s->fig[g->f];

	pu_spend(s, g->seat, 1);
	f->carry = (int8_t)g->o;
	s->fig[g->o].x = f->x;
	s->fig[g->o].y = f->y;
	tt_outf(out, "%s picks up %s.\n", pu_fig_name(s, d, g->f), pu_fig_name(s, d, g->o));
	pu_settle(s, d, out);
}

/* throw GRENADE [DIR]: g->k the grenade's gear slot, g->dir its line. */
static int pu_grenade_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
			    struct tt_err *err)
{
	const struct cmd *c = g->c;
	int e;

	g->k = pu_gear_find(s, d, g->seat, c->argv[1]);
	g->dir = c->argc > 2 ? pu_dirarg(c->argv[2]) : 0;
	if (g->k < 0 || d->eq[e = s->bb[g->seat].gear[g->k]].type != PU_ET_GRENADE)
		return tt_errf(err, "you carry no grenade '%s'", c->argv[1]);
	if (g->dir < 0)
		return tt_errf(err, "throw GRENADE [ahead|up|down|upahead|downahead]");
	if (s->bb[g->seat].epic)
		return tt_errf(err, "while EPIC you may only use the EPIC weapon");
	if (pu_shot_allowed(s, d, g->seat, err) < 0)
		return -1;
	return pu_afford(g, 1, err);
}

/* throw: what the BUGBUSTER carries (g->o), or a grenade (g->k >= 0). */
int pu_throw_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		   struct tt_err *err)
{
	const struct pu_fig *f = &s->fig[g->f];

	if (g->c->argc > 1)
		return pu_grenade_check(s, d, g, err);
	g->k = -1;
	g->o = f->carry;
	if (g->o < 0)
		return tt_errf(err, "you carry nothing to throw (or name a grenade)");
	if (pu_blocks(s, f->x + f->face, f->y))
		return tt_errf(err, "an obstacle is right ahead: there is nowhere to throw %s",
			       pu_fig_name(s, d, g->o));
	if (s->fig[g->o].kind != PU_FK_DRUM && pu_at(s, f->x + f->face, f->y, g->o) >= 0)
		return tt_errf(err, "the square ahead is taken: %s needs a free square to land",
			       pu_fig_name(s, d, g->o));
	return pu_afford(g, 1, err);
}

/* Where a thrown cargo o comes down, n squares ahead of its thrower f at
 * most: it stops before a wall or a figure, except that a drum thrown at a
 * figure right ahead bursts on that figure's square. */
static int pu_throw_dist(const struct pu_state *s, int f, int o, int n)
{
	int x = s->fig[f].x, y = s->fig[f].y, dx = s->fig[f].face;

	for (int k = 0; k < n; k++) {
		if (pu_blocks(s, x + dx, y))
			break;
		if (pu_at(s, x + dx, y, o) >= 0) {
			if (k == 0)
				x += dx;
			break;
		}
		x += dx;
	}
	return x;
}

/* A drum bursts where it comes down: x, then as far as it falls. */
static void pu_drum_lands(struct pu_state *s, const struct pu_data *d, int f, int o, int x,
			  struct tt_out *out)
{
	int y0 = s->fig[o].y;

	s->fig[o].x = (int8_t)x;
	while (s->fig[o].y < s->h - 1 && !pu_supported(s, d, o) && pu_at(s, x, s->fig[o].y, o) < 0)
		s->fig[o].y++;
	if (s->fig[o].y > y0)
		tt_outf(out, "The drum falls %d square%s.\n", s->fig[o].y - y0, s->fig[o].y - y0 == 1 ? "" : "s");
	pu_hurt(s, d, o, 9, f, out);
}

void pu_throw_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		   struct tt_out *out)
{
	int f = g->f, o = g->o, p, bu, n, x;

	pu_spend(s, g->seat, 1);
	if (g->k >= 0) {
		int e = s->bb[g->seat].gear[g->k];
		pu_gear_remove(s, g->seat, g->k);
		pu_grenade(s, d, f, e, g->dir, out);
		return;
	}
	n = pu_roll(s, d, pu_melee_pool(s, d, f), &p, &bu, pu_fig_name(s, d, f), out);
	s->fig[f].carry = -1;
	if (s->fig[o].kind == PU_FK_ROBOT)	/* pu_dm_store.c */
		return d->hooks->dm->throw_robot(s, d, f, o, n, out);
	x = pu_throw_dist(s, f, o, n < 1 ? 1 : n);
	tt_outf(out, "%s throws %s %d square%s.\n", pu_fig_name(s, d, f), pu_fig_name(s, d, o),
		abs(x - s->fig[f].x), abs(x - s->fig[f].x) == 1 ? "" : "s");
	if (s->fig[o].kind == PU_FK_DRUM) {
		pu_drum_lands(s, d, f, o, x, out);
		return;
	}
	pu_place(s, d, o, x, s->fig[f].y, out);
	pu_settle(s, d, out);
}
