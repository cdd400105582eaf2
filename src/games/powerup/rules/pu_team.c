/*
 * pu_team.c - POWERUP: what a BUGBUSTER does for a partner: revive one
 * lying defeated next to it, hand over coins, ammo or equipment, and pay
 * a CONTINUE (the team may split its cost).  Each verb is a check that
 * names the rule when it refuses and an exec that cannot fail
 * (pu_verbs.h).
 */
#include <stdio.h>
#include <string.h>
#include "pu_cmd.h"

static bool pu_adjacent(const struct pu_state *s, int a, int b)
{
	int dx = s->fig[a].x - s->fig[b].x, dy = s->fig[a].y - s->fig[b].y;

	return dx * dx + dy * dy <= 2 && (dx || dy);
}

/* revive NAME: g->o the partner's seat. */
int pu_revive_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		    struct tt_err *err)
{
	const char *name = g->c->argc > 1 ? g->c->argv[1] : "";
	int f;

	g->o = g->c->argc > 1 ? pu_seat_named(s, d, name) : -1;
	if (g->o < 0)
		return tt_errf(err, "revive NAME: name a defeated partner");
	f = s->bb[g->o].fig;
	if (s->fig[f].lives > 0)
		return tt_errf(err, "%s is not defeated", name);
	if (s->fig[f].blinked == 2)
		return tt_errf(err, "a BUGBUSTER dissolved in acid only comes back with a CONTINUE");
	if (!pu_adjacent(s, f, g->f))
		return tt_errf(err, "you must stand next to %s to revive", name);
	if (pu_at(s, s->fig[f].x, s->fig[f].y, -1) >= 0)
		return tt_errf(err, "someone stands on %s's square", name);
	g->cost = d->hooks->prof->cost(s, d, g->seat, PU_PA_REVIVE, 2);
	return pu_afford(g, g->cost, err);
}

void pu_revive_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		    struct tt_out *out)
{
	struct pu_bb *r = &s->bb[g->o];

	pu_spend(s, g->seat, g->cost);
	s->fig[r->fig].lives = 1;
	r->wait = r->played ? 0 : 2;
	tt_outf(out, "%s is revived with 1 life%s.\n", pu_fig_name(s, d, r->fig),
		r->played ? " (no more actions this turn)" : " and will have 2 actions");
	pu_settle(s, d, out);
}

/* give NAME coins N | ammo N | ITEM: g->o the partner, g->n the amount,
 * g->k the gear slot handed over (-1 coins, -2 ammo). */
int pu_give_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		  struct tt_err *err)
{
	const struct cmd *c = g->c;
	const struct pu_bb *b = &s->bb[g->seat], *r;

	g->o = c->argc > 2 ? pu_seat_named(s, d, c->argv[1]) : -1;
	g->n = 1;
	if (g->o < 0 || g->o == g->seat)
		return tt_errf(err, "give NAME coins N | ammo N | ITEM");
	r = &s->bb[g->o];
	if (!pu_adjacent(s, b->fig, r->fig) || s->fig[r->fig].lives <= 0)
		return tt_errf(err, "you can only hand things to a partner standing next to you");
	if (pu_dm_foes(s, b->fig, r->fig))
		return tt_errf(err, "%s plays for the other team: you hand things to your partners only",
			       pu_fig_name(s, d, r->fig));
	if (c->argc > 3 && cmd_int(c->argv[3], 1, 99, "amount", &g->n, err) < 0)
		return -1;
	if (strcmp(c->argv[2], "coins") == 0 || strcmp(c->argv[2], "ammo") == 0) {
		g->k = c->argv[2][0] == 'c' ? -1 : -2;
		if ((g->k == -1 ? b->coins : b->ammo) < g->n)
			return tt_errf(err, "you do not have %d %s", g->n, c->argv[2]);
		return pu_afford(g, 1, err);
	}
	if ((g->k = pu_gear_find(s, d, g->seat, c->argv[2])) < 0)
		return tt_errf(err, "you carry no '%s'", c->argv[2]);
	if (r->ngear == PU_GEAR)
		return tt_errf(err, "your partner carries all they can");
	return pu_afford(g, 1, err);
}

void pu_give_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		  struct tt_out *out)
{
	struct pu_bb *b = &s->bb[g->seat], *r = &s->bb[g->o];
	int e;

	pu_spend(s, g->seat, 1);
	if (g->k == -1 || g->k == -2) {
		if (g->k == -1) {
			b->coins = (int16_t)(b->coins - g->n);
			r->coins = (int16_t)(r->coins + g->n);
		} else {
			b->ammo = (int8_t)(b->ammo - g->n);
			r->ammo = (int8_t)(r->ammo + g->n);
		}
		tt_outf(out, "%s hands %s %d %s.\n", pu_fig_name(s, d, b->fig), pu_fig_name(s, d, r->fig), g->n,
			g->k == -1 ? (g->n == 1 ? "coin" : "coins") : "ammo");
		return;
	}
	e = b->gear[g->k];
	pu_gear_remove(s, g->seat, g->k);
	pu_gear_add(s, d, g->o, e);
	if (d->eq[e].special == PU_SP_TWORP)	/* its 2 RP came with the purchase only */
		r->rp = (int8_t)(r->rp - 2);
	tt_outf(out, "%s hands %s the %s.\n", pu_fig_name(s, d, b->fig), pu_fig_name(s, d, r->fig),
		d->eq[e].name);
}

/* continue NAME [N]: g->o the defeated seat, g->k the square of the Nth
 * free ON POWERUP in reading order, g->cost the coins. */
int pu_continue_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		      struct tt_err *err)
{
	const struct cmd *c = g->c;
	int pick = 1;

	g->o = c->argc > 1 ? pu_seat_named(s, d, c->argv[1]) : -1;
	g->k = -1;
	if (g->o < 0)
		return tt_errf(err, "continue NAME [N]: name a defeated BUGBUSTER (and the Nth free ON "
			       "POWERUP, in reading order, to appear at)");
	if (c->argc > 2 && cmd_int(c->argv[2], 1, 99, "POWERUP", &pick, err) < 0)
		return -1;
	g->cost = pu_continue_cost(s, d);
	if (s->fig[s->bb[g->o].fig].lives > 0)
		return tt_errf(err, "%s is not defeated", c->argv[1]);
	if (pu_team_coins(s) < g->cost)
		return tt_errf(err, "a CONTINUE costs %d coins and the team has %d", g->cost, pu_team_coins(s));
	for (int y = 0; y < s->h && g->k < 0; y++)
		for (int x = 0; x < s->w && g->k < 0; x++)
			if (s->power[y][x] == 2 && pu_at(s, x, y, -1) < 0 && --pick == 0)
				g->k = y * PU_W + x;
	if (g->k < 0)
		return tt_errf(err, "there is no such free ON POWERUP to reappear at");
	return 0;
}

/* The cost is split: the payer first, then the partners in seat order. */
static void pu_continue_pay(struct pu_state *s, const struct pu_data *d, int seat, int cost,
			    struct tt_out *out)
{
	for (int i = seat, paid = 0; paid < cost; i = (i + 1) % s->nseats) {
		int n = s->bb[i].coins < cost - paid ? s->bb[i].coins : cost - paid;
		s->bb[i].coins = (int16_t)(s->bb[i].coins - n);
		paid += n;
		if (n > 0)
			tt_outf(out, "%s pays %d coin%s.\n", pu_seat_name(s, d, i), n, n == 1 ? "" : "s");
	}
}

void pu_continue_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		      struct tt_out *out)
{
	struct pu_bb *r = &s->bb[g->o];
	struct pu_fig *f = &s->fig[r->fig];
	int at = g->k, o = g->o;

	pu_continue_pay(s, d, g->seat, g->cost, out);
	s->continues++;
	s->power[at / PU_W][at % PU_W] = 1;
	f->x = (int8_t)(at % PU_W);
	f->y = (int8_t)(at / PU_W);
	f->lives = 3;
	f->blinked = 0;
	r->rp = r->maxrp;
	r->ammo = r->maxammo;
	r->epic = 0;
	r->air = 0;
	r->wait = r->played ? 0 : 2;
	if (o == s->active)	/* paid in its own turn: 2 actions unless it acted */
		r->ap = (int8_t)(r->acted ? 0 : 2);
	tt_outf(out, "CONTINUE for %d coins: %s is back at %d,%d with full stats and %s. The next "
		"costs %d.\n", g->cost, pu_fig_name(s, d, r->fig), at % PU_W, at / PU_W,
		o == s->active ? (r->ap ? "2 actions now" : "no actions this turn")
			       : r->played ? "no actions this turn" : "2 actions in its turn",
		pu_continue_cost(s, d));
}
