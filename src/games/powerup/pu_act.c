/*
 * pu_act.c - POWERUP: the actions of the BUGBUSTER whose turn it is
 * (move, flip, jump, attack, shoot, throw, revive, rest, give, pick up,
 * gateways, the GLITCH, CONTINUE, end; the VIPs' moves are in
 * pu_npc.c).  Each validates fully before changing anything and names
 * the rule when it refuses.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu.h"

static int pu_named_bb(const struct pu_state *s, const struct pu_data *d, const char *name);

static int pu_dirarg(const char *a)
{
	for (int i = 0; i < 5; i++)
		if (strcmp(a, pu_dir_names[i]) == 0)
			return i;
	return -1;
}

int pu_move_cost(const struct pu_state *s, const struct pu_data *d, int seat, int base)
{
	int f = s->bb[seat].fig, e = pu_weapon(s, d, f, PU_ET_ARMOUR), m = pu_weapon(s, d, f, PU_ET_MELEE);
	int c = base;

	if ((e >= 0 && d->eq[e].special == PU_SP_HEAVY) || (m >= 0 && d->eq[m].special == PU_SP_HEAVY))
		c *= 2;
	if (s->event >= 0 && d->bugcard[s->event].effect == PU_BE_CREEPER)
		c *= 2;
	return c;
}

static int pu_spend(struct pu_state *s, int seat, int ap, struct tt_err *err)
{
	struct pu_bb *b = &s->bb[seat];

	if (b->ap < ap)
		return tt_errf(err, "that costs %d action%s and you have %d left", ap, ap == 1 ? "" : "s",
			       b->ap);
	b->ap = (int8_t)(b->ap - ap);
	b->acted = 1;
	return 0;
}

/* Land after a jump: a jump-attack falls back to where it started. */
static void pu_land_now(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out)
{
	struct pu_bb *b = &s->bb[seat];
	int f = b->fig;

	if (!b->air)
		return;
	if (b->air == 2 && pu_alive(s, f) && pu_at(s, b->airx, b->airy, f) < 0) {
		s->fig[f].x = b->airx;
		s->fig[f].y = b->airy;
		tt_outf(out, "%s lands back where the jump started.\n", pu_fig_name(s, d, f));
	}
	pu_sync_cargo(s, f);
	b->air = 0;
	if (pu_alive(s, f)) {
		if (!pu_supported(s, d, f))
			pu_fall(s, d, f, out);
		else
			pu_enter(s, d, f, out);
	}
	pu_settle(s, d, out);
}

/* Figure f walks by (dx, dy), stack and cargo along; the active
 * BUGBUSTER stepping into open air may act once before it falls. */
void pu_step_fig(struct pu_state *s, const struct pu_data *d, int f, int dx, int dy,
		 struct tt_out *out)
{
	int st[PU_H], n = pu_stack(s, d, f, st), x = s->fig[f].x, y = s->fig[f].y;
	bool door = s->kind[y][x] == PU_SQ_DOOR || s->kind[y + dy][x + dx] == PU_SQ_DOOR;

	s->fig[f].x = (int8_t)(x + dx);
	s->fig[f].y = (int8_t)(y + dy);
	if (s->secret[y + dy][x + dx] == 'T' && s->fig[f].kind != PU_FK_NPC) {
		pu_sync_cargo(s, f);
		pu_trap(s, d, f, x, y, out);	/* back to the square it came from */
		pu_settle(s, d, out);
		return;
	}
	if (dy == 0)
		pu_carry_stack(s, d, st, n, dx, out);	/* whoever stands on f's head rides along */
	pu_sync_cargo(s, f);
	if (dy == 0 && s->fig[f].kind == PU_FK_BB && s->phase == PU_PH_BB && s->active == s->fig[f].seat &&
	    !pu_supported(s, d, f)) {
		struct pu_bb *b = &s->bb[s->fig[f].seat];
		b->air = 3;	/* falling: one action first (attack, mid-jump...) */
		b->midjump = 0;
		b->airx = s->fig[f].x;
		b->airy = s->fig[f].y;
		tt_outf(out, "%s steps into the air: one action during the fall, or land.\n",
			pu_fig_name(s, d, f));
		return;
	}
	s->nostairs = dy > 0;
	pu_place(s, d, f, s->fig[f].x, s->fig[f].y, out);
	s->nostairs = 0;
	pu_settle(s, d, out);
	if (door && s->fig[f].kind == PU_FK_BB && pu_alive(s, f))
		pu_push_pend(s, PU_PD_FACE, s->fig[f].seat, f, 0, 0);
}

int pu_move_bb(struct pu_state *s, const struct pu_data *d, int seat, int dx, int dy, bool free,
	       struct tt_out *out, struct tt_err *err)
{
	int f = s->bb[seat].fig, o, cost = free ? 0 : pu_move_cost(s, d, seat, 1);
	struct pu_fig *g = &s->fig[f];

	if (g->aboard)
		return tt_errf(err, "you are inside the GLITCH: fly it or leave it with 'board'");
	if (!pu_can_step(s, f, dx, dy))
		return tt_errf(err, dy ? "you can only move up or down by a ladder or stairs"
				      : pu_on_board(s, g->x + dx, g->y) ? "a wall or a closed door is in the way"
				      : "the board edge is an obstacle");
	o = pu_at(s, g->x + dx, g->y + dy, f);
	if (o >= 0 && s->fig[o].kind == PU_FK_BUG)
		return tt_errf(err, "%s is in the way: enemies are only pushed in combat",
			       pu_fig_name(s, d, o));
	if (o >= 0 && s->fig[o].kind != PU_FK_BB && s->fig[o].kind != PU_FK_NPC)
		return tt_errf(err, "%s blocks that square (one figure or obstacle a square)",
			       pu_fig_name(s, d, o));
	if (!free && pu_spend(s, seat, cost, err) < 0)
		return -1;
	s->bb[seat].lastatk = 0;
	if (o >= 0 && s->fig[o].kind == PU_FK_BB && s->fig[o].seat != seat) {
		pu_push_pend(s, PU_PD_PUSHPASS, s->fig[o].seat, f, dx, dy);
		tt_outf(out, "%s asks %s: push or pass?\n", pu_fig_name(s, d, f), pu_fig_name(s, d, o));
		return 0;
	}
	tt_outf(out, "%s %s %s.\n", pu_fig_name(s, d, f), dx && dx != g->face ? "moonwalks" : "moves",
		dx < 0 ? "left" : dx > 0 ? "right" : dy < 0 ? "up" : "down");
	if (o >= 0) {	/* a VIP always lets you by */
		pu_pass(s, d, f, o, dx, dy, out);
		return 0;
	}
	pu_step_fig(s, d, f, dx, dy, out);
	return 0;
}

/* Ally a lets mover m pass: sideways, m goes over a to the free square
 * beyond it (one action for two squares); when that square is a wall or
 * taken, or on a ladder, the two trade places instead. */
void pu_pass(struct pu_state *s, const struct pu_data *d, int m, int a, int dx, int dy,
	     struct tt_out *out)
{
	int x = s->fig[a].x, y = s->fig[a].y;

	if (dy == 0 && !pu_blocks(s, x + dx, y) && pu_at(s, x + dx, y, m) < 0) {
		tt_outf(out, "%s passes over %s.\n", pu_fig_name(s, d, m), pu_fig_name(s, d, a));
		pu_step_fig(s, d, m, 2 * dx, 0, out);
		return;
	}
	tt_outf(out, "%s and %s trade places.\n", pu_fig_name(s, d, m), pu_fig_name(s, d, a));
	s->fig[a].x = s->fig[m].x;
	s->fig[a].y = s->fig[m].y;
	pu_sync_cargo(s, a);
	pu_step_fig(s, d, m, dx, dy, out);
}

/* 'react ACTION ...': the regular action a reaction takes (any but rest)
 * as a command of its own in c2; 'more' ends the error's list of choices. */
int pu_react_action(const struct cmd *c, struct cmd *c2, const char *more, struct tt_err *err)
{
	static const char *const ok[] = { "move", "flip", "jump", "attack", "shoot", "revive",
					  "pickup", "throw", "give", "gate", NULL };
	int k = 0;

	while (c->argc >= 2 && ok[k] && strcmp(ok[k], c->argv[1]))
		k++;
	if (c->argc < 2 || !ok[k])
		return tt_errf(err, c->argc >= 2 && !strcmp(c->argv[1], "rest") ?
			       "resting is the one action reaction points cannot pay for" :
			       "react with move, flip, jump, attack, shoot, revive, pickup, throw, give "
			       "or gate%s", more);
	memset(c2, 0, sizeof *c2);
	c2->argc = c->argc - 1;
	for (int a = 1; a < c->argc; a++)
		tt_strlcpy(c2->argv[a - 1], c->argv[a], sizeof c2->argv[0]);
	return 0;
}

/* Actions a reaction may take, and their cost in action points. */
int pu_action_cost(const struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c)
{
	int a = pu_weapon(s, d, s->bb[seat].fig, PU_ET_ARMOUR);

	if (!strcmp(c->argv[0], "move"))
		return pu_move_cost(s, d, seat, 1);
	if (!strcmp(c->argv[0], "jump")) {
		if (c->argc > 1 && !strcmp(c->argv[1], "attack"))
			return pu_move_cost(s, d, seat, 1);
		return pu_move_cost(s, d, seat, a >= 0 && d->eq[a].special == PU_SP_JUMP1 ? 1 : 2);
	}
	if (!strcmp(c->argv[0], "revive"))
		return 2;
	return 1;
}

static int pu_jump(struct pu_state *s, const struct pu_data *d, int seat, const char *how,
		   struct tt_out *out, struct tt_err *err)
{
	struct pu_bb *b = &s->bb[seat];
	int f = b->fig, cost;
	struct pu_fig *g = &s->fig[f];
	int x = g->x, y = g->y, tx, ty;

	cost = pu_action_cost(s, d, seat, &(struct cmd){ .argc = 1, .argv = { "jump" } });
	if (strcmp(how, "ahead") == 0) {
		tx = x + 2 * g->face;
		ty = y;
		if (!pu_on_board(s, tx, ty))
			return tt_errf(err, "the board edge is an obstacle: no jump beyond it");
		if (pu_blocks(s, x + g->face, y) || pu_blocks(s, tx, ty))
			return tt_errf(err, "a wall is in the way of the jump");
	} else if (strcmp(how, "up") == 0 || strcmp(how, "attack") == 0) {
		bool diag = how[0] == 'u';
		tx = diag ? x + g->face : x;
		ty = y - 1;
		if (pu_blocks(s, x, y - 1) || s->floor[y - 1][x] || pu_blocks(s, tx, ty))
			return tt_errf(err, "there is no room above you to jump");
		if (!diag)
			cost = pu_move_cost(s, d, seat, 1);
	} else {
		return tt_errf(err, "jump ahead, up (45 degrees forward) or attack (jump-attack)");
	}
	if (pu_at(s, tx, ty, f) >= 0)
		return tt_errf(err, "the landing square is taken");
	if (pu_spend(s, seat, cost, err) < 0)
		return -1;
	b->air = !strcmp(how, "attack") ? 2 : 1;
	b->midjump = 0;
	b->airx = (int8_t)x;
	b->airy = (int8_t)y;
	g->x = (int8_t)tx;
	g->y = (int8_t)ty;
	pu_sync_cargo(s, f);	/* what it carries jumps with it */
	tt_outf(out, "%s jumps %s.\n", d->sheet[g->type].name,
		b->air == 2 ? "straight up to attack" : how[0] == 'u' ? "up and ahead" : "ahead");
	pu_settle(s, d, out);	/* whoever stood on its head falls now */
	return 0;	/* airborne until it attacks, lands or does anything else */
}

/* "assist NAME" after the target: that partner adds their dice for 1 RP
 * when in position to hit the same target.  Returns the seat, -1 none,
 * -2 refused (err set). */
static int pu_assist(const struct pu_state *s, const struct pu_data *d, int seat,
		     const struct cmd *c, int t, bool ranged, struct tt_err *err)
{
	int o = -1, f, face, r;
	bool found = false;

	for (int i = 2; i + 1 < c->argc; i++)
		if (!strcmp(c->argv[i], "assist")) {
			o = pu_named_bb(s, d, c->argv[i + 1]);
			found = true;
		}
	if (!found)
		return -1;
	if (o < 0 || o == seat) {
		tt_errf(err, "assist NAME: name a partner");
		return -2;
	}
	f = s->bb[o].fig;
	if (s->fig[f].lives <= 0 || s->fig[f].aboard) {
		tt_errf(err, "%s cannot assist now", d->sheet[s->fig[f].type].name);
		return -2;
	}
	if (s->bb[o].rp < 1) {
		tt_errf(err, "assisting costs 1 reaction point and %s has none",
			d->sheet[s->fig[f].type].name);
		return -2;
	}
	r = ranged ? pu_weapon_range(s, d, f) : 1;
	if (r < 0)
		r = 3;
	if (r == 0 || !pu_can_hit_from(s, f, s->fig[f].x, s->fig[f].y, t, r, &face) ||
	    face != s->fig[f].face) {	/* facing it, in line of shot and reach */
		tt_errf(err, "%s is in no position to attack that target", d->sheet[s->fig[f].type].name);
		return -2;
	}
	return o;
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

static int pu_attack(struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c,
		     struct tt_out *out, struct tt_err *err)
{
	struct pu_bb *b = &s->bb[seat];
	int f = b->fig, dir, t, cover, as;

	if (c->argc < 2 || (dir = pu_dirarg(c->argv[1])) < 0)
		return tt_errf(err, "attack ahead|up|down|upahead|downahead [assist NAME]");
	if (b->shield)
		return tt_errf(err, "Invincible: you cannot attack until the end of the turn");
	t = pu_target(s, d, f, dir, 1, false, &cover);
	if (t < 0 || !pu_enemies(s, f, t))
		return tt_errf(err, "no enemy is next to you %s", c->argv[1]);
	if ((as = pu_assist(s, d, seat, c, t, false, err)) == -2)
		return -1;
	if (pu_spend(s, seat, 1, err) < 0)
		return -1;
	pu_assist_pay(s, d, as, false, out);
	if (b->lastatk) {
		int w = pu_weapon(s, d, f, PU_ET_MELEE);
		if (w >= 0 && d->eq[w].special == PU_SP_DOUBLEYELLOW)
			b->bonus_yellow++;
	}
	pu_melee(s, d, f, t, out);
	b->bonus_white = b->bonus_yellow = 0;
	b->lastatk = 1;
	pu_land_now(s, d, seat, out);
	pu_settle(s, d, out);
	return 0;
}

static int pu_extra(const struct cmd *c, const char *what, struct tt_err *err)
{
	int n = 0;

	for (int i = 2; i + 1 < c->argc; i += 2)
		if (strcmp(c->argv[i], what) == 0 && cmd_int(c->argv[i + 1], 0, 9, what, &n, err) < 0)
			return -1;
	return n;
}

static int pu_shoot(struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c,
		    struct tt_out *out, struct tt_err *err)
{
	struct pu_bb *b = &s->bb[seat];
	int f = b->fig, dir, t, cover, range = pu_weapon_range(s, d, f), e = pu_weapon(s, d, f, PU_ET_RANGED);
	int xa, xr, sp = e >= 0 ? d->eq[e].special : PU_SP_NONE, gunner = s->fig[f].aboard == 2, as;

	if (c->argc < 2 || (dir = pu_dirarg(c->argv[1])) < 0)
		return tt_errf(err, "shoot ahead|up|down|upahead|downahead [ammo N] [rp N] [assist NAME]");
	if ((xa = pu_extra(c, "ammo", err)) < 0 || (xr = pu_extra(c, "rp", err)) < 0)
		return -1;
	if (s->fig[f].aboard == 1)
		return tt_errf(err, "the pilot flies: a second passenger shoots from the GLITCH");
	if (range == 0)
		return tt_errf(err, "you have no ranged weapon equipped");
	if (b->shield)
		return tt_errf(err, "Invincible: you cannot attack until the end of the turn");
	if (s->event >= 0 && d->bugcard[s->event].effect == PU_BE_GAS)
		return tt_errf(err, "Explosive Gas: nobody can use distance attacks this turn");
	if ((xa && sp != PU_SP_AMMOYELLOW) || (xr && sp != PU_SP_RPYELLOW))
		return tt_errf(err, "only a weapon with that special action turns ammo or RP into yellow dice");
	if (!gunner && b->ammo < 1 + xa)
		return tt_errf(err, "a ranged attack costs 1 ammo and you have %d", b->ammo);
	if (b->rp < xr)
		return tt_errf(err, "you have only %d reaction points", b->rp);
	t = pu_target(s, d, f, dir, range < 0 ? 3 : range, true, &cover);
	if (t < 0 || !pu_enemies(s, f, t))
		return tt_errf(err, "no enemy in your line of shot %s within range", c->argv[1]);
	if ((as = pu_assist(s, d, seat, c, t, true, err)) == -2)
		return -1;
	if (pu_spend(s, seat, 1, err) < 0)
		return -1;
	pu_assist_pay(s, d, as, true, out);
	if (!gunner)
		b->ammo = (int8_t)(b->ammo - 1 - xa);
	b->rp = (int8_t)(b->rp - xr);
	if (b->lastatk && sp == PU_SP_DOUBLEYELLOW)
		xa++;
	if (range < 0) {
		int p, bu, r = pu_roll(s, d, (struct pu_dice2){ 0, 1 }, &p, &bu, "The range die", out);
		int ft = pu_target(s, d, f, dir, r, true, &cover);
		if (ft != t) {
			tt_outf(out, "The shot falls short.\n");
			b->lastatk = 1;
			return 0;
		}
	}
	pu_ranged(s, d, f, t, range, xa + xr, out);
	b->bonus_yellow = 0;
	b->lastatk = 1;
	pu_land_now(s, d, seat, out);
	pu_settle(s, d, out);
	return 0;
}

static int pu_named_bb(const struct pu_state *s, const struct pu_data *d, const char *name)
{
	for (int i = 0; i < s->nseats; i++) {
		const char *n = d->sheet[s->fig[s->bb[i].fig].type].name;
		size_t k = 0;
		while (n[k] && name[k] && (n[k] | 32) == (name[k] | 32))
			k++;
		if (!n[k] && !name[k])
			return i;
	}
	return -1;
}

static bool pu_adjacent(const struct pu_state *s, int a, int b)
{
	int dx = s->fig[a].x - s->fig[b].x, dy = s->fig[a].y - s->fig[b].y;

	return dx * dx + dy * dy <= 2 && (dx || dy);
}

static int pu_revive(struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c,
		     struct tt_out *out, struct tt_err *err)
{
	int o = c->argc > 1 ? pu_named_bb(s, d, c->argv[1]) : -1, f;

	if (o < 0)
		return tt_errf(err, "revive NAME: name a defeated partner");
	f = s->bb[o].fig;
	if (s->fig[f].lives > 0)
		return tt_errf(err, "%s is not defeated", c->argv[1]);
	if (s->fig[f].blinked == 2)
		return tt_errf(err, "a BUGBUSTER dissolved in acid only comes back with a CONTINUE");
	if (!pu_adjacent(s, f, s->bb[seat].fig))
		return tt_errf(err, "you must stand next to %s to revive", c->argv[1]);
	if (pu_at(s, s->fig[f].x, s->fig[f].y, -1) >= 0)
		return tt_errf(err, "someone stands on %s's square", c->argv[1]);
	if (pu_spend(s, seat, 2, err) < 0)
		return -1;
	s->fig[f].lives = 1;
	s->bb[o].wait = s->bb[o].played ? 0 : 2;
	tt_outf(out, "%s is revived with 1 life%s.\n", pu_fig_name(s, d, f),
		s->bb[o].played ? " (no more actions this turn)" : " and will have 2 actions");
	pu_settle(s, d, out);
	return 0;
}

static int pu_continue(struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c,
		       struct tt_out *out, struct tt_err *err)
{
	int o = c->argc > 1 ? pu_named_bb(s, d, c->argv[1]) : -1, f, cost, at = -1, pick = 1;

	if (o < 0)
		return tt_errf(err, "continue NAME [N]: name a defeated BUGBUSTER (and the Nth free ON "
			       "POWERUP, in reading order, to appear at)");
	if (c->argc > 2 && cmd_int(c->argv[2], 1, 99, "POWERUP", &pick, err) < 0)
		return -1;
	f = s->bb[o].fig;
	cost = pu_continue_cost(s, d);
	if (s->fig[f].lives > 0)
		return tt_errf(err, "%s is not defeated", c->argv[1]);
	if (pu_team_coins(s) < cost)
		return tt_errf(err, "a CONTINUE costs %d coins and the team has %d", cost, pu_team_coins(s));
	for (int y = 0; y < s->h && at < 0; y++)
		for (int x = 0; x < s->w && at < 0; x++)
			if (s->power[y][x] == 2 && pu_at(s, x, y, -1) < 0 && --pick == 0)
				at = y * PU_W + x;
	if (at < 0)
		return tt_errf(err, "there is no such free ON POWERUP to reappear at");
	for (int i = seat, paid = 0; paid < cost; i = (i + 1) % s->nseats) {	/* split */
		int n = s->bb[i].coins < cost - paid ? s->bb[i].coins : cost - paid;
		s->bb[i].coins = (int16_t)(s->bb[i].coins - n);
		paid += n;
		if (n > 0)
			tt_outf(out, "%s pays %d coin%s.\n", d->sheet[s->fig[s->bb[i].fig].type].name, n,
				n == 1 ? "" : "s");
	}
	s->continues++;
	s->power[at / PU_W][at % PU_W] = 1;
	s->fig[f].x = (int8_t)(at % PU_W);
	s->fig[f].y = (int8_t)(at / PU_W);
	s->fig[f].lives = 3;
	s->fig[f].blinked = 0;
	s->bb[o].rp = s->bb[o].maxrp;
	s->bb[o].ammo = s->bb[o].maxammo;
	s->bb[o].epic = 0;
	s->bb[o].air = 0;
	s->bb[o].wait = s->bb[o].played ? 0 : 2;
	if (o == s->active)	/* paid in its own turn: 2 actions unless it acted */
		s->bb[o].ap = (int8_t)(s->bb[o].acted ? 0 : 2);
	tt_outf(out, "CONTINUE for %d coins: %s is back at %d,%d with full stats and %s. The next "
		"costs %d.\n", cost, pu_fig_name(s, d, f), at % PU_W, at / PU_W,
		o == s->active ? (s->bb[o].ap ? "2 actions now" : "no actions this turn")
			       : s->bb[o].played ? "no actions this turn" : "2 actions in its turn",
		pu_continue_cost(s, d));
	return 0;
}

static int pu_rest(struct pu_state *s, int seat, struct tt_out *out, struct tt_err *err)
{
	struct pu_bb *b = &s->bb[seat];

	if (b->rp >= b->maxrp)
		return tt_errf(err, "your reaction points are already at their maximum (%d)", b->maxrp);
	if (pu_spend(s, seat, 1, err) < 0)
		return -1;
	b->rp++;
	tt_outf(out, "Resting: %d reaction points.\n", b->rp);
	return 0;
}

static int pu_give(struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c,
		   struct tt_out *out, struct tt_err *err)
{
	int o = c->argc > 2 ? pu_named_bb(s, d, c->argv[1]) : -1, n = 1, g;
	struct pu_bb *b = &s->bb[seat], *r;

	if (o < 0 || o == seat)
		return tt_errf(err, "give NAME coins N | ammo N | ITEM");
	r = &s->bb[o];
	if (!pu_adjacent(s, b->fig, r->fig) || s->fig[r->fig].lives <= 0)
		return tt_errf(err, "you can only hand things to a partner standing next to you");
	if (c->argc > 3 && cmd_int(c->argv[3], 1, 99, "amount", &n, err) < 0)
		return -1;
	if (strcmp(c->argv[2], "coins") == 0 || strcmp(c->argv[2], "ammo") == 0) {
		bool coins = c->argv[2][0] == 'c';
		if ((coins ? b->coins : b->ammo) < n)
			return tt_errf(err, "you do not have %d %s", n, c->argv[2]);
		if (pu_spend(s, seat, 1, err) < 0)
			return -1;
		if (coins) {
			b->coins = (int16_t)(b->coins - n);
			r->coins = (int16_t)(r->coins + n);
		} else {
			b->ammo = (int8_t)(b->ammo - n);
			r->ammo = (int8_t)(r->ammo + n);
		}
		tt_outf(out, "%s hands %s %d %s.\n", pu_fig_name(s, d, b->fig), pu_fig_name(s, d, r->fig), n,
			coins ? (n == 1 ? "coin" : "coins") : "ammo");
		return 0;
	}
	if ((g = pu_gear_find(s, d, seat, c->argv[2])) < 0)
		return tt_errf(err, "you carry no '%s'", c->argv[2]);
	if (r->ngear == PU_GEAR)
		return tt_errf(err, "your partner carries all they can");
	if (pu_spend(s, seat, 1, err) < 0)
		return -1;
	{
		int e = b->gear[g];
		pu_gear_remove(s, seat, g);
		pu_gear_add(s, d, o, e);
		if (d->eq[e].special == PU_SP_TWORP)	/* its 2 RP came with the purchase only */
			r->rp = (int8_t)(r->rp - 2);
		tt_outf(out, "%s hands %s the %s.\n", pu_fig_name(s, d, b->fig), pu_fig_name(s, d, r->fig),
			d->eq[e].name);
	}
	return 0;
}

static int pu_pickup(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out,
		     struct tt_err *err)
{
	int f = s->bb[seat].fig, o = pu_at(s, s->fig[f].x + s->fig[f].face, s->fig[f].y, f);

	if (s->fig[f].carry >= 0)
		return tt_errf(err, "you can carry only one ally or obstacle at a time");
	if (o < 0 || !(s->fig[o].kind == PU_FK_BB || s->fig[o].kind == PU_FK_DRUM || s->fig[o].kind == PU_FK_NPC))
		return tt_errf(err, "there is no ally or movable obstacle ahead of you");
	if (pu_spend(s, seat, 1, err) < 0)
		return -1;
	s->fig[f].carry = (int8_t)o;
	s->fig[o].x = s->fig[f].x;
	s->fig[o].y = s->fig[f].y;
	tt_outf(out, "%s picks up %s.\n", pu_fig_name(s, d, f), pu_fig_name(s, d, o));
	pu_settle(s, d, out);
	return 0;
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

static int pu_throw(struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c,
		    struct tt_out *out, struct tt_err *err)
{
	int f = s->bb[seat].fig, o = s->fig[f].carry, p, bu, n, x;

	if (c->argc > 1) {
		int g = pu_gear_find(s, d, seat, c->argv[1]), e, dir = c->argc > 2 ? pu_dirarg(c->argv[2]) : 0;
		if (g < 0 || d->eq[e = s->bb[seat].gear[g]].type != PU_ET_GRENADE)
			return tt_errf(err, "you carry no grenade '%s'", c->argv[1]);
		if (dir < 0)
			return tt_errf(err, "throw GRENADE [ahead|up|down|upahead|downahead]");
		if (s->bb[seat].epic)
			return tt_errf(err, "while EPIC you may only use the EPIC weapon");
		if (s->bb[seat].shield)
			return tt_errf(err, "Invincible: you cannot attack until the end of the turn");
		if (s->event >= 0 && d->bugcard[s->event].effect == PU_BE_GAS)
			return tt_errf(err, "Explosive Gas: nobody can use distance attacks this turn");
		if (pu_spend(s, seat, 1, err) < 0)
			return -1;
		pu_gear_remove(s, seat, g);
		pu_grenade(s, d, f, e, dir, out);
		return 0;
	}
	if (o < 0)
		return tt_errf(err, "you carry nothing to throw (or name a grenade)");
	if (pu_blocks(s, s->fig[f].x + s->fig[f].face, s->fig[f].y))
		return tt_errf(err, "an obstacle is right ahead: there is nowhere to throw %s",
			       pu_fig_name(s, d, o));
	if (s->fig[o].kind != PU_FK_DRUM && pu_at(s, s->fig[f].x + s->fig[f].face, s->fig[f].y, o) >= 0)
		return tt_errf(err, "the square ahead is taken: %s needs a free square to land",
			       pu_fig_name(s, d, o));
	if (pu_spend(s, seat, 1, err) < 0)
		return -1;
	n = pu_roll(s, d, pu_melee_pool(s, d, f), &p, &bu, pu_fig_name(s, d, f), out);
	s->fig[f].carry = -1;
	x = pu_throw_dist(s, f, o, n < 1 ? 1 : n);
	tt_outf(out, "%s throws %s %d square%s.\n", pu_fig_name(s, d, f), pu_fig_name(s, d, o),
		abs(x - s->fig[f].x), abs(x - s->fig[f].x) == 1 ? "" : "s");
	if (s->fig[o].kind == PU_FK_DRUM) {	/* it bursts where it comes down */
		int y0 = s->fig[o].y;
		s->fig[o].x = (int8_t)x;
		while (s->fig[o].y < s->h - 1 && !pu_supported(s, d, o) && pu_at(s, x, s->fig[o].y, o) < 0)
			s->fig[o].y++;
		if (s->fig[o].y > y0)
			tt_outf(out, "The drum falls %d square%s.\n", s->fig[o].y - y0,
				s->fig[o].y - y0 == 1 ? "" : "s");
		pu_hurt(s, d, o, 9, f, out);
		return 0;
	}
	pu_place(s, d, o, x, s->fig[f].y, out);
	pu_settle(s, d, out);
	return 0;
}

/* Gateways in reading order. */
static int pu_gate_sq(const struct pu_state *s, int n)
{
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++)
			if (s->kind[y][x] == PU_SQ_GATE && n-- == 0)
				return y * PU_W + x;
	return -1;
}

static int pu_gate(struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c,
		   struct tt_out *out, struct tt_err *err)
{
	int f = s->bb[seat].fig, n, to;

	if (s->kind[s->fig[f].y][s->fig[f].x] != PU_SQ_GATE)
		return tt_errf(err, "you must stand on a gateway");
	if (c->argc < 2 || cmd_int(c->argv[1], 1, 99, "gateway", &n, err) < 0)
		return tt_errf(err, "gate N: the number of another gateway");
	if ((to = pu_gate_sq(s, n - 1)) < 0 || to == s->fig[f].y * PU_W + s->fig[f].x)
		return tt_errf(err, "there is no other gateway %d", n);
	if (to == s->gate_off)
		return tt_errf(err, "gateway %d is closed (OFF)", n);
	if (pu_at(s, to % PU_W, to / PU_W, f) >= 0)
		return tt_errf(err, "gateway %d is occupied", n);
	if (pu_spend(s, seat, 1, err) < 0)
		return -1;
	s->gate_off = to;
	tt_outf(out, "%s travels through the gateways to gateway %d, which closes.\n",
		pu_fig_name(s, d, f), n);
	pu_place(s, d, f, to % PU_W, to / PU_W, out);
	return 0;
}

/* Mid-Jump Action: 1 RP to shift one square sideways in the air, once a
 * jump. */
static int pu_midjump(struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c,
		      struct tt_out *out, struct tt_err *err)
{
	struct pu_bb *b = &s->bb[seat];
	struct pu_fig *g = &s->fig[b->fig];
	int dx = c->argc > 1 ? (!strcmp(c->argv[1], "left") ? -1 : !strcmp(c->argv[1], "right") ? 1 : 0) : 0;

	if (!dx)
		return tt_errf(err, "midjump left|right");
	if (!b->air)
		return tt_errf(err, "a mid-jump move needs you in the air after a jump");
	if (b->midjump)
		return tt_errf(err, "only one mid-jump move per jump");
	if (b->rp < 1)
		return tt_errf(err, "a mid-jump move costs 1 reaction point");
	if (pu_blocks(s, g->x + dx, g->y) || pu_at(s, g->x + dx, g->y, b->fig) >= 0)
		return tt_errf(err, "that square is not free");
	b->rp--;
	b->midjump = 1;
	g->x = (int8_t)(g->x + dx);
	pu_sync_cargo(s, b->fig);
	if (b->air == 2)
		b->airx = (int8_t)(b->airx + dx);
	tt_outf(out, "%s moves %s in mid-air (1 RP).\n", d->sheet[g->type].name, dx < 0 ? "left" : "right");
	return 0;
}

int pu_act_bb(struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c,
	      struct tt_out *out, struct tt_err *err)
{
	const char *v = c->argv[0];
	struct pu_bb *b = &s->bb[seat];
	struct pu_fig *g = &s->fig[b->fig];

	if (strcmp(v, "end") == 0) {
		tt_outf(out, "%s ends the turn.\n", d->sheet[g->type].name);
		pu_land_now(s, d, seat, out);
		pu_end_bb(s, d, out);
		return 0;
	}
	if (!strcmp(v, "continue"))
		return pu_continue(s, d, seat, c, out, err);
	if (!strcmp(v, "npc"))
		return pu_act_npc(s, d, c, out, err);
	if (!strcmp(v, "play") || !strcmp(v, "epic") || !strcmp(v, "equip") || !strcmp(v, "trade"))
		return pu_act_misc(s, d, seat, c, out, err);
	if (g->lives <= 0)
		return tt_errf(err, "you are defeated: a partner must revive you, or pay a CONTINUE");
	if (g->aboard && strcmp(v, "shoot") && strcmp(v, "fly") && strcmp(v, "board") && strcmp(v, "rest"))
		return tt_errf(err, "inside the GLITCH you can fly it (pilot), shoot (gunner), rest or "
			       "leave it with 'board'");
	if (!strcmp(v, "move") || !strcmp(v, "jump") || !strcmp(v, "gate") || !strcmp(v, "board"))
		for (int i = 0; i < s->nfig; i++)
			if (s->fig[i].carry == b->fig)
				s->fig[i].carry = -1;	/* cargo that walks off is let go */
	if (!strcmp(v, "midjump"))
		return pu_midjump(s, d, seat, c, out, err);
	if (b->air && strcmp(v, "attack") && strcmp(v, "shoot") && strcmp(v, "land"))
		pu_land_now(s, d, seat, out);
	if (!strcmp(v, "land")) {
		if (!b->air)
			return tt_errf(err, "you are not in the air");
		pu_land_now(s, d, seat, out);
		return 0;
	}
	if (!strcmp(v, "move")) {
		int dx = 0, dy = 0;
		if (c->argc < 2)
			return tt_errf(err, "move left|right|up|down");
		if (!strcmp(c->argv[1], "left")) dx = -1;
		else if (!strcmp(c->argv[1], "right")) dx = 1;
		else if (!strcmp(c->argv[1], "up")) dy = -1;
		else if (!strcmp(c->argv[1], "down")) dy = 1;
		else return tt_errf(err, "move left|right|up|down");
		return pu_move_bb(s, d, seat, dx, dy, false, out, err);
	}
	if (!strcmp(v, "flip")) {
		if (pu_spend(s, seat, 1, err) < 0)
			return -1;
		g->face = (int8_t)-g->face;
		b->lastatk = 0;
		tt_outf(out, "%s turns to face %s.\n", d->sheet[g->type].name, g->face > 0 ? "right" : "left");
		return 0;
	}
	if (!strcmp(v, "jump"))
		return pu_jump(s, d, seat, c->argc > 1 ? c->argv[1] : "ahead", out, err);
	if (!strcmp(v, "attack"))
		return pu_attack(s, d, seat, c, out, err);
	if (!strcmp(v, "shoot"))
		return pu_shoot(s, d, seat, c, out, err);
	if (!strcmp(v, "revive"))
		return pu_revive(s, d, seat, c, out, err);
	if (!strcmp(v, "rest"))
		return pu_rest(s, seat, out, err);
	if (!strcmp(v, "give"))
		return pu_give(s, d, seat, c, out, err);
	if (!strcmp(v, "pickup"))
		return pu_pickup(s, d, seat, out, err);
	if (!strcmp(v, "throw"))
		return pu_throw(s, d, seat, c, out, err);
	if (!strcmp(v, "gate"))
		return pu_gate(s, d, seat, c, out, err);
	if (!strcmp(v, "board") || !strcmp(v, "fly"))
		return pu_act_glitch(s, d, seat, c, out, err);
	return tt_errf(err, "'%s' is not an action now", v);
}
