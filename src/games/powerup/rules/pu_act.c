/*
 * pu_act.c - POWERUP: the BUGBUSTER's moves in its turn (move, flip,
 * jump, land, the Mid-Jump Action, gateways, rest, end) and what a step
 * does (passing an ally, stepping into the air, a door's facing).  Each
 * verb is a check that names the rule when it refuses and an exec that
 * cannot fail (pu_verbs.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_cmd.h"

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

/* Actions a reaction may take, and their cost in action points. */
int pu_action_cost(const struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c)
{
	int a = pu_weapon(s, d, s->bb[seat].fig, PU_ET_ARMOUR);

	if (!strcmp(c->argv[0], "move"))
		return pu_move_cost(s, d, seat, 1);
	if (!strcmp(c->argv[0], "jump")) {
		if (c->argc > 1 && !strcmp(c->argv[1], "attack"))
			return pu_move_cost(s, d, seat, 1);
		return pu_move_cost(s, d, seat, d->hooks->prof->cost(s, d, seat, PU_PA_JUMP,
							   a >= 0 && d->eq[a].special == PU_SP_JUMP1 ? 1 : 2));
	}
	if (!strcmp(c->argv[0], "revive"))
		return d->hooks->prof->cost(s, d, seat, PU_PA_REVIVE, 2);
	return 1;
}

/* Land after a jump: a jump-attack falls back to where it started (moved
 * by a mid-jump step), unless a figure or a wall is there now: then it
 * falls from where it is. */
void pu_land_now(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out)
{
	struct pu_bb *b = &s->bb[seat];
	int f = b->fig;

	if (!b->air)
		return;
	if (b->air == 2 && pu_alive(s, f) && pu_at(s, b->airx, b->airy, f) < 0 &&
	    !pu_blocks(s, b->airx, b->airy)) {
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

/* move left|right|up|down: g->o is who stands in the way (an ally or a
 * VIP), -1. */
int pu_move_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		  struct tt_err *err)
{
	const struct pu_fig *f = &s->fig[g->f];
	int o;

	if (g->c->argc < 2 || pu_dir4(g->c->argv[1], &g->dx, &g->dy) < 0)
		return tt_errf(err, "move left|right|up|down");
	if (!pu_can_step(s, g->f, g->dx, g->dy))
		return tt_errf(err, g->dy ? "you can only move up or down by a ladder or stairs"
				       : pu_on_board(s, f->x + g->dx, f->y) ? "a wall or a closed door is in the way"
				       : "the board edge is an obstacle");
	o = pu_at(s, f->x + g->dx, f->y + g->dy, g->f);
	if (o >= 0 && s->fig[o].kind == PU_FK_BUG)
		return tt_errf(err, "%s is in the way: enemies are only pushed in combat",
			       pu_fig_name(s, d, o));
	if (o >= 0 && s->fig[o].kind != PU_FK_BB && s->fig[o].kind != PU_FK_NPC)
		return tt_errf(err, "%s blocks that square (one figure or obstacle a square)",
			       pu_fig_name(s, d, o));
	g->o = o;
	g->cost = pu_move_cost(s, d, g->seat, 1);
	return pu_afford(g, g->cost, err);
}

void pu_move_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		  struct tt_out *out)
{
	int f = g->f, o = g->o, dx = g->dx, dy = g->dy;

	pu_spend(s, g->seat, g->cost);
	s->bb[g->seat].lastatk = 0;
	if (o >= 0 && s->fig[o].kind == PU_FK_BB && s->fig[o].seat != g->seat) {
		pu_push_pend(s, PU_PD_PUSHPASS, s->fig[o].seat, f, dx, dy);
		tt_outf(out, "%s asks %s: push or pass?\n", pu_fig_name(s, d, f), pu_fig_name(s, d, o));
		return;
	}
	tt_outf(out, "%s %s %s.\n", pu_fig_name(s, d, f), dx && dx != s->fig[f].face ? "moonwalks" : "moves",
		dx < 0 ? "left" : dx > 0 ? "right" : dy < 0 ? "up" : "down");
	if (o >= 0) {	/* a VIP always lets you by */
		pu_pass(s, d, f, o, dx, dy, out);
		return;
	}
	pu_step_fig(s, d, f, dx, dy, out);
}

int pu_flip_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		  struct tt_err *err)
{
	(void)s;
	(void)d;
	return pu_afford(g, 1, err);
}

void pu_flip_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		  struct tt_out *out)
{
	struct pu_fig *f = &s->fig[g->f];

	pu_spend(s, g->seat, 1);
	f->face = (int8_t)-f->face;
	s->bb[g->seat].lastatk = 0;
	tt_outf(out, "%s turns to face %s.\n", d->sheet[f->type].name, f->face > 0 ? "right" : "left");
}

/* jump ahead|up|attack: g->k 0, 1, 2; lands in the air at g->x, g->y. */
int pu_jump_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		  struct tt_err *err)
{
	const struct pu_fig *f = &s->fig[g->f];
	const char *how = g->c->argc > 1 ? g->c->argv[1] : "ahead";
	int x = f->x, y = f->y;

	g->cost = pu_action_cost(s, d, g->seat, &(struct cmd){ .argc = 1, .argv = { "jump" } });
	if (strcmp(how, "ahead") == 0) {
		g->x = x + 2 * f->face;
		g->y = y;
		if (!pu_on_board(s, g->x, g->y))
			return tt_errf(err, "the board edge is an obstacle: no jump beyond it");
		if (pu_blocks(s, x + f->face, y) || pu_blocks(s, g->x, g->y))
			return tt_errf(err, "a wall is in the way of the jump");
	} else if (strcmp(how, "up") == 0 || strcmp(how, "attack") == 0) {
		g->k = how[0] == 'u' ? 1 : 2;
		g->x = g->k == 1 ? x + f->face : x;
		g->y = y - 1;
		if (pu_blocks(s, x, y - 1) || s->floor[y - 1][x] || pu_blocks(s, g->x, g->y))
			return tt_errf(err, "there is no room above you to jump");
		if (g->k == 2)
			g->cost = pu_move_cost(s, d, g->seat, 1);
	} else {
		return tt_errf(err, "jump ahead, up (45 degrees forward) or attack (jump-attack)");
	}
	if (pu_at(s, g->x, g->y, g->f) >= 0)
		return tt_errf(err, "the landing square is taken");
	return pu_afford(g, g->cost, err);
}

void pu_jump_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		  struct tt_out *out)
{
	struct pu_bb *b = &s->bb[g->seat];
	struct pu_fig *f = &s->fig[g->f];

	pu_spend(s, g->seat, g->cost);
	b->air = g->k == 2 ? 2 : 1;
	b->midjump = 0;
	b->airx = f->x;
	b->airy = f->y;
	f->x = (int8_t)g->x;
	f->y = (int8_t)g->y;
	pu_sync_cargo(s, g->f);	/* what it carries jumps with it */
	tt_outf(out, "%s jumps %s.\n", d->sheet[f->type].name,
		g->k == 2 ? "straight up to attack" : g->k == 1 ? "up and ahead" : "ahead");
	pu_settle(s, d, out);	/* whoever stood on its head falls now */
	/* airborne until it attacks, lands or does anything else */
}

int pu_land_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		  struct tt_err *err)
{
	(void)d;
	if (!s->bb[g->seat].air)
		return tt_errf(err, "you are not in the air");
	return 0;
}

void pu_land_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		  struct tt_out *out)
{
	pu_land_now(s, d, g->seat, out);
}

/* Mid-Jump Action: 1 RP to shift one square sideways in the air, once a
 * jump. */
int pu_midjump_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		     struct tt_err *err)
{
	const struct pu_bb *b = &s->bb[g->seat];
	const struct pu_fig *f = &s->fig[g->f];

	(void)d;
	g->dx = g->c->argc > 1 ? pu_side(g->c->argv[1]) : 0;
	if (!g->dx)
		return tt_errf(err, "midjump left|right");
	if (!b->air)
		return tt_errf(err, "a mid-jump move needs you in the air after a jump");
	if (b->midjump)
		return tt_errf(err, "only one mid-jump move per jump");
	if (b->rp < 1)
		return tt_errf(err, "a mid-jump move costs 1 reaction point");
	if (pu_blocks(s, f->x + g->dx, f->y) || pu_at(s, f->x + g->dx, f->y, g->f) >= 0)
		return tt_errf(err, "that square is not free");
	return 0;
}

void pu_midjump_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		     struct tt_out *out)
{
	struct pu_bb *b = &s->bb[g->seat];
	struct pu_fig *f = &s->fig[g->f];

	b->rp--;
	b->midjump = 1;
	f->x = (int8_t)(f->x + g->dx);
	pu_sync_cargo(s, g->f);
	if (b->air == 2)
		b->airx = (int8_t)(b->airx + g->dx);
	tt_outf(out, "%s moves %s in mid-air (1 RP).\n", d->sheet[f->type].name, g->dx < 0 ? "left" : "right");
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

/* gate N: to gateway N (g->n), square g->k. */
int pu_gate_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		  struct tt_err *err)
{
	const struct pu_fig *f = &s->fig[g->f];

	(void)d;
	if (s->kind[f->y][f->x] != PU_SQ_GATE)
		return tt_errf(err, "you must stand on a gateway");
	if (g->c->argc < 2 || cmd_int(g->c->argv[1], 1, 99, "gateway", &g->n, err) < 0)
		return tt_errf(err, "gate N: the number of another gateway");
	if ((g->k = pu_gate_sq(s, g->n - 1)) < 0 || g->k == f->y * PU_W + f->x)
		return tt_errf(err, "there is no other gateway %d", g->n);
	if (g->k == s->gate_off)
		return tt_errf(err, "gateway %d is closed (OFF)", g->n);
	if (pu_at(s, g->k % PU_W, g->k / PU_W, g->f) >= 0)
		return tt_errf(err, "gateway %d is occupied", g->n);
	return pu_afford(g, 1, err);
}

void pu_gate_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		  struct tt_out *out)
{
	pu_spend(s, g->seat, 1);
	s->gate_off = g->k;
	tt_outf(out, "%s travels through the gateways to gateway %d, which closes.\n",
		pu_fig_name(s, d, g->f), g->n);
	pu_place(s, d, g->f, g->k % PU_W, g->k / PU_W, out);
}

int pu_rest_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		  struct tt_err *err)
{
	const struct pu_bb *b = &s->bb[g->seat];

	(void)d;
	if (b->rp >= b->maxrp)
		return tt_errf(err, "your reaction points are already at their maximum (%d)", b->maxrp);
	return pu_afford(g, 1, err);
}

void pu_rest_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		  struct tt_out *out)
{
	struct pu_bb *b = &s->bb[g->seat];

	(void)d;
	pu_spend(s, g->seat, 1);
	b->rp++;
	tt_outf(out, "Resting: %d reaction points.\n", b->rp);
}

void pu_end_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		 struct tt_out *out)
{
	tt_outf(out, "%s ends the turn.\n", pu_fig_name(s, d, g->f));
	pu_land_now(s, d, g->seat, out);
	pu_end_bb(s, d, out);
}

/* May the command spend ap actions? */
int pu_afford(const struct pu_go *g, int ap, struct tt_err *err)
{
	if (g->ap < ap)
		return tt_errf(err, "that costs %d action%s and you have %d left", ap, ap == 1 ? "" : "s",
			       g->ap);
	return 0;
}

void pu_spend(struct pu_state *s, int seat, int ap)
{
	s->bb[seat].ap = (int8_t)(s->bb[seat].ap - ap);
	s->bb[seat].acted = 1;
}
