/*
 * mp_card.c - resolving a list of effects: a card's option, a pilot's
 * Catalyst tier or an On-Purchase bar.
 *
 * The list being resolved is (cc_src, cc_id, cc_opt) at step cc_step for
 * seat cc_seat (cc_seat < 0: none).  A step that needs a choice sets
 * st->dec and returns; mp_effect_act() takes the choice and moves on.
 * Movement steps only queue spaces: mp_run() drives them.
 */
#include <stdio.h>
#include <string.h>
#include "mp.h"

const struct mp_step *mp_list(const struct mp_state *st, const struct mp_data *d, int *n)
{
	if (st->cc_src == MP_SRC_PILOT) {
		*n = d->pilot[st->cc_id].nstep[st->cc_opt];
		return d->pilot[st->cc_id].step[st->cc_opt];
	}
	if (st->cc_src == MP_SRC_PURCHASE) {
		*n = d->card[st->cc_id].npur;
		return d->card[st->cc_id].pur;
	}
	*n = d->card[st->cc_id].nstep[st->cc_opt];
	return d->card[st->cc_id].step[st->cc_opt];
}

int mp_leader(const struct mp_state *st, const struct mp_data *d)
{
	int best = st->order[0];

	for (int i = 1; i < st->nseats; i++)
		if (mp_prog(st, d, st->car[st->order[i]].pos) > mp_prog(st, d, st->car[best].pos))
			best = st->order[i];
	return best;
}

/* Catalyst tier (0..2) the seat may use now. */
int mp_tier(const struct mp_state *st, const struct mp_data *d, int seat)
{
	int l = mp_leader(st, d);
	int gap = mp_progzone(st, d, st->car[l].pos) - mp_progzone(st, d, st->car[seat].pos);
	int rows = mp_prog(st, d, st->car[l].pos) - mp_prog(st, d, st->car[seat].pos);

	if (l == seat)
		return 0;
	if (rows >= mp_trk(st, d)->laprows || gap >= 7)
		return 2;
	return gap >= 5 ? 1 : 0;
}

bool mp_in_range(const struct mp_state *st, const struct mp_data *d, int seat, int pos,
		 const struct mp_step *s)
{
	int dz = mp_zdist(st, d, st->car[seat].pos, pos);
	int extra = mp_passive(st, d, seat, MP_P_RANGE);

	return dz >= s->lo - extra && dz <= s->hi + extra;
}

bool mp_can_pay(const struct mp_state *st, const struct mp_cardef *c, int opt, int seat)
{
	const struct mp_car *car = &st->car[seat];

	switch (c->cost[opt]) {
	case MP_COST_NITRO: return car->nitro >= c->costn[opt];
	case MP_COST_SPEED: return car->speed >= c->costn[opt];
	case MP_COST_HULL: return !car->destroyed && mp_hull(car) > c->costn[opt];
	default: return true;
	}
}

static void mp_pay(struct mp_state *st, const struct mp_data *d, int seat, struct tt_out *out)
{
	const struct mp_cardef *c = &d->card[st->cc_id];
	int n = c->costn[st->cc_opt];
	struct mp_car *car = &st->car[seat];

	switch (c->cost[st->cc_opt]) {
	case MP_COST_NITRO: car->nitro = (uint8_t)(car->nitro - n); break;
	case MP_COST_SPEED: car->speed = (uint8_t)(car->speed - n); break;
	case MP_COST_HULL: car->dmg[0] = (uint8_t)(car->dmg[0] + n); break;
	default: break;
	}
	tt_outf(out, "%s pays the cost.\n", st->seatname[seat]);
}

/* After the option is known: ask for the cost, or go straight on. */
static void mp_cost_or_go(struct mp_state *st, const struct mp_data *d, struct tt_out *out)
{
	const struct mp_cardef *c = &d->card[st->cc_id];

	if (st->cc_src != MP_SRC_CARD || !c->cost[st->cc_opt])
		return;
	if (mp_can_pay(st, c, st->cc_opt, st->cc_seat)) {
		st->dec = MP_D_COST;
		st->dseat = st->cc_seat;
		return;
	}
	tt_outf(out, "%s cannot pay the cost of %s: no effect.\n", st->seatname[st->cc_seat],
		c->title);
	st->cc_step = 60;	/* past the end */
}

void mp_begin(struct mp_state *st, const struct mp_data *d, int seat, int src, int id, int slot,
	      struct tt_out *out)
{
	st->cc_seat = (int8_t)seat;
	st->cc_src = (uint8_t)src;
	st->cc_id = (uint8_t)id;
	st->cc_slot = (int8_t)slot;
	st->cc_opt = 0;
	st->cc_step = 0;
	st->cc_subject = (int8_t)seat;
	st->dec = MP_D_NONE;
	if (src == MP_SRC_CARD) {
		tt_outf(out, "%s resolves %s.\n", st->seatname[seat], d->card[id].title);
		if (d->card[id].nopt == 2) {
			st->dec = MP_D_OPTION;
			st->dseat = seat;
			return;
		}
		mp_cost_or_go(st, d, out);
	}
}

static void mp_end_list(struct mp_state *st)
{
	if (st->cc_src == MP_SRC_CARD && st->cc_slot >= 0)
		st->car[st->cc_seat].resolved |= (uint8_t)(1u << st->cc_slot);
	st->cc_seat = -1;
	st->cc_slot = -1;
}

/* A car (not destroyed, not in done: a bit per car) or a bomb that seat's
 * shot s can hit. */
static bool mp_target_for(const struct mp_state *st, const struct mp_data *d, int me,
			  const struct mp_step *s, unsigned done)
{
	for (int i = 0; i < st->nseats; i++)
		if (i != me && !st->car[i].destroyed && !(done & (1u << i)) &&
		    mp_in_range(st, d, me, st->car[i].pos, s))
			return true;
	for (int b = 0; b < st->nbomb; b++)
		if (mp_in_range(st, d, me, st->bomb[b].row, s))
			return true;
	return false;
}

static bool mp_any_target(const struct mp_state *st, const struct mp_data *d,
			  const struct mp_step *s)
{
	return mp_target_for(st, d, st->cc_seat, s, st->cc_done);
}

static bool mp_fits(const struct mp_state *st, const struct mp_data *d, int row, int lane, int n)
{
	for (int k = 0; k < n; k++)
		if (!mp_space(st, d, row, lane + k) || mp_car_at(st, d, row, lane + k) >= 0 ||
		    mp_bomb_at(st, row, lane + k) >= 0)
			return false;
	return true;
}

static bool mp_any_place(const struct mp_state *st, const struct mp_data *d, int me,
			 const struct mp_step *s)
{
	const struct mp_track *t = mp_trk(st, d);

	for (int r = 0; r < t->len; r++)
		for (int l = 0; l < t->lanes; l++)
			if (mp_in_range(st, d, me, r, s) &&
			    mp_fits(st, d, r, l, s->eff == MP_E_MULTI ? 3 : 2))
				return true;
	return false;
}

/* Lost cards that Solarsink could bring back (passives cannot). */
static int mp_regainable(const struct mp_state *st, const struct mp_data *d, int seat)
{
	const struct mp_car *c = &st->car[seat];
	int n = 0;

	for (int i = 0; i < c->nlost; i++)
		n += d->card[c->lost[i]].kind != MP_CK_PASSIVE;
	return n;
}

static bool mp_hack_target(const struct mp_state *st, const struct mp_data *d, int me,
			   const struct mp_step *s)
{
	for (int i = 0; i < st->nseats; i++)
		if (i != me && mp_in_range(st, d, me, st->car[i].pos, s))
			return true;
	return false;
}

/* Why step s could do nothing for seat me now, or NULL when it can. */
static const char *mp_step_void(const struct mp_state *st, const struct mp_data *d, int me,
				const struct mp_step *s)
{
	switch (s->eff) {
	case MP_E_FIRE: return mp_target_for(st, d, me, s, 0) ? NULL : "no target";
	case MP_E_BOMB: case MP_E_MULTI:
		if (s->eff == MP_E_BOMB ? !st->car[me].bombs : !st->stock_multi)
			return s->eff == MP_E_BOMB ? "no Superbomb left" : "no Multibomb left";
		return mp_any_place(st, d, me, s) ? NULL : "no room for a bomb";
	case MP_E_DATAHACK: return mp_hack_target(st, d, me, s) ? NULL : "no car in range";
	case MP_E_SOLARSINK: return mp_regainable(st, d, me) ? NULL : "no lost card";
	case MP_E_SHIELD: return st->stock_shield ? NULL : "no Shield left";
	case MP_E_SONIC: return st->stock_sonic ? NULL : "Sonicspeed taken";
	case MP_E_FRENZY: return st->stock_frenzy ? NULL : "no Frenzy left";
	case MP_E_TOKEN: return st->stock_tokens ? NULL : "no token left";
	default: return NULL;
	}
}

static const char *const mp_cost_names[] = { "", "Nitro", "Hull", "Speed" };

/* Why option opt of card id would have no effect if seat resolved it
 * now: a cost it cannot pay, or no step that can do anything (a Datahack
 * without a car in range stops the rest).  NULL when it has an effect;
 * the reason is written into buf. */
const char *mp_opt_void(const struct mp_state *st, const struct mp_data *d, int seat, int id,
			int opt, char *buf, size_t cap)
{
	const struct mp_cardef *c = &d->card[id];
	const char *why = NULL;

	if (c->cost[opt] && !mp_can_pay(st, c, opt, seat)) {
		const struct mp_car *car = &st->car[seat];
		int have = c->cost[opt] == MP_COST_NITRO ? car->nitro : car->speed;
		if (c->cost[opt] == MP_COST_HULL && car->destroyed)
			snprintf(buf, cap, "destroyed: pays no Hull");
		else if (c->cost[opt] == MP_COST_HULL)	/* never the last Hull */
			snprintf(buf, cap, "needs %d Hull, has %d", c->costn[opt] + 1, mp_hull(car));
		else
			snprintf(buf, cap, "needs %d %s, has %d", c->costn[opt],
				 mp_cost_names[c->cost[opt]], have);
		return buf;
	}
	for (int k = 0; k < c->nstep[opt]; k++) {
		const char *w = mp_step_void(st, d, seat, &c->step[opt][k]);
		if (!w)
			return NULL;
		why = why ? why : w;
		if (c->step[opt][k].eff == MP_E_DATAHACK)
			break;
	}
	if (!why)
		return NULL;
	snprintf(buf, cap, "%s", why);
	return buf;
}

/* Why card id would have no effect whichever option seat chose, or NULL. */
const char *mp_card_void(const struct mp_state *st, const struct mp_data *d, int seat, int id,
			 char *buf, size_t cap)
{
	char a[64], b[64];

	if (!mp_opt_void(st, d, seat, id, 0, a, sizeof a))
		return NULL;
	if (d->card[id].nopt < 2)
		snprintf(buf, cap, "%s", a);
	else if (!mp_opt_void(st, d, seat, id, 1, b, sizeof b))
		return NULL;
	else if (strcmp(a, b) == 0)
		snprintf(buf, cap, "%s", a);
	else
		snprintf(buf, cap, "a: %s, b: %s", a, b);
	return buf;
}

static void mp_order_move(struct mp_state *st, int seat, bool first, struct tt_out *out)
{
	int8_t o[MP_SEATS];
	int n = 0;

	if (first)
		o[n++] = (int8_t)seat;
	for (int i = 0; i < st->nseats; i++)
		if (st->order[i] != seat)
			o[n++] = st->order[i];
	if (!first)
		o[n++] = (int8_t)seat;
	/* keep the current turn pointing at the same seat */
	for (int i = 0; i < st->nseats; i++)
		if (o[i] == st->order[st->turn]) {
			memcpy(st->order, o, sizeof o);
			st->turn = i;
			break;
		}
	tt_outf(out, "%s becomes %s in turn order.\n", st->seatname[seat], first ? "first" : "last");
}

/* Run one step that needs no choice, or set up its decision. */
static void mp_exec(struct mp_state *st, const struct mp_data *d, const struct mp_step *s,
		    struct tt_out *out);

void mp_steps(struct mp_state *st, const struct mp_data *d, struct tt_out *out)
{
	int n;
	const struct mp_step *l;

	if (st->cc_seat < 0 || st->dec != MP_D_NONE || st->nmq)
		return;
	l = mp_list(st, d, &n);
	if (st->cc_step >= n) {
		mp_end_list(st);
		return;
	}
	mp_exec(st, d, &l[st->cc_step], out);
}

static void mp_ask(struct mp_state *st, int dec)
{
	st->dec = dec;
	st->dseat = st->cc_seat;
}

static bool mp_exec_choice(struct mp_state *st, const struct mp_data *d, const struct mp_step *s,
			   struct tt_out *out)
{
	const char *me = st->seatname[st->cc_seat];

	switch (s->eff) {
	case MP_E_SIDE: case MP_E_MAYSIDE:
		st->cc_left = (uint8_t)s->n;
		mp_ask(st, MP_D_SIDE);
		return true;
	case MP_E_FIRE:
		st->cc_left = (uint8_t)s->t;
		st->cc_done = 0;
		if (!mp_any_target(st, d, s)) {
			tt_outf(out, "%s has no target in range.\n", me);
			return false;
		}
		mp_ask(st, MP_D_TARGET);
		return true;
	case MP_E_BOMB: case MP_E_MULTI:
		if (s->eff == MP_E_BOMB ? !st->car[st->cc_seat].bombs : !st->stock_multi)
			tt_outf(out, "No %s left to place.\n", s->eff == MP_E_BOMB ? "Superbomb" : "Multibomb");
		else if (!mp_any_place(st, d, st->cc_seat, s))
			tt_outf(out, "No empty spaces in range for a bomb.\n");
		else {
			mp_ask(st, MP_D_PLACE);
			return true;
		}
		return false;
	case MP_E_DATAHACK:
		for (int i = 0; i < st->nseats; i++)
			if (i != st->cc_seat && mp_in_range(st, d, st->cc_seat, st->car[i].pos, s)) {
				mp_ask(st, MP_D_HACK);
				return true;
			}
		tt_outf(out, "No hovercar in range to take control of.\n");
		st->cc_step = 60;
		return true;
	case MP_E_GRAPPLE:
		mp_ask(st, MP_D_GRAPPLE);
		return true;
	case MP_E_SOLARSINK:
		st->cc_left = (uint8_t)s->n;
		if (mp_regainable(st, d, st->cc_seat)) {
			mp_ask(st, MP_D_REGAIN);
			return true;
		}
		tt_outf(out, "%s has no lost cards.\n", me);
		return false;
	default:
		return false;
	}
}

static void mp_exec_simple(struct mp_state *st, const struct mp_data *d, const struct mp_step *s,
			   struct tt_out *out)
{
	int me = st->cc_seat;
	struct mp_car *c = &st->car[me];
	const char *nm = st->seatname[me];
	int k;

	switch (s->eff) {
	case MP_E_SPEED:
		mp_gain_speed(st, d, me, s->n);
		tt_outf(out, "%s %s Speed (Speed %d).\n", nm, s->n >= 0 ? "gains" : "loses", c->speed);
		break;
	case MP_E_NITRO:
		mp_gain_nitro(st, d, me, s->n);
		tt_outf(out, "%s %s Nitro (Nitro %d).\n", nm, s->n >= 0 ? "gains" : "loses", c->nitro);
		break;
	case MP_E_REPAIR: mp_repair(st, me, s->n, out); break;
	case MP_E_REPAIRALL: mp_repair(st, me, MP_HULL, out); break;
	case MP_E_LOSESPEED: c->speed = 0; tt_outf(out, "%s loses all Speed.\n", nm); break;
	case MP_E_FWD: case MP_E_FWDGRIP:
		tt_outf(out, "%s drives %d forward%s.\n", st->seatname[st->cc_subject], s->n,
			s->eff == MP_E_FWDGRIP ? " with GRIP" : "");
		mp_queue(st, st->cc_subject, 0, s->n, s->eff == MP_E_FWDGRIP);
		break;
	case MP_E_GRIP: c->grip = true; tt_outf(out, "%s has GRIP this round.\n", nm); break;
	case MP_E_ZAP: c->zap = true; tt_outf(out, "%s has ZAP this round.\n", nm); break;
	case MP_E_FIRST: case MP_E_LAST: mp_order_move(st, me, s->eff == MP_E_FIRST, out); break;
	case MP_E_SHIELD:
		if (st->stock_shield) {
			st->stock_shield--;
			c->shields++;
			tt_outf(out, "%s takes a Shield token.\n", nm);
		}
		break;
	case MP_E_FRENZY: case MP_E_TOKEN:
		k = s->eff == MP_E_FRENZY ? st->stock_frenzy : st->stock_tokens;
		k = k < s->n ? k : s->n;
		if (s->eff == MP_E_FRENZY) {
			st->stock_frenzy -= k;
			c->frenzy = (uint8_t)(c->frenzy + k);
		} else {
			st->stock_tokens -= k;
			c->tokens = (uint8_t)(c->tokens + k);
		}
		tt_outf(out, "%s gains %d %s.\n", nm, k, s->eff == MP_E_FRENZY ? "Frenzy" : "Upgrade token(s)");
		break;
	case MP_E_ANTIGRAV:
		st->antigrav = true;
		tt_outf(out, "Antigrav: traction is reversed for everyone this round.\n");
		break;
	case MP_E_LOSECARD:
		for (k = 0; k < c->nhand; k++)
			if (strcmp(d->card[c->hand[k]].name, d->card[s->card].name) == 0) {
				int id = c->hand[k];
				memmove(&c->hand[k], &c->hand[k + 1], (size_t)(c->nhand - k - 1));
				c->nhand--;
				mp_to_lost(c, id);
				tt_outf(out, "%s loses %s.\n", nm, d->card[id].title);
				break;
			}
		break;
	case MP_E_SONIC:
		if (st->stock_sonic) {
			st->stock_sonic = false;
			c->sonic = true;
			tt_outf(out, "%s gains the Sonicspeed tile.\n", nm);
		}
		break;
	default:
		break;
	}
}

static void mp_exec(struct mp_state *st, const struct mp_data *d, const struct mp_step *s,
		    struct tt_out *out)
{
	if (s->eff == MP_E_CATALYST) {
		int p = st->car[st->cc_seat].pilot, t = mp_tier(st, d, st->cc_seat);
		tt_outf(out, "%s triggers the %s Catalyst, tier %s.\n", st->seatname[st->cc_seat],
			d->pilot[p].title, t == 0 ? "I" : t == 1 ? "II" : "III");
		if (st->cc_src == MP_SRC_CARD && st->cc_slot >= 0)
			st->car[st->cc_seat].resolved |= (uint8_t)(1u << st->cc_slot);
		st->cc_src = MP_SRC_PILOT;
		st->cc_id = (uint8_t)p;
		st->cc_opt = (uint8_t)t;
		st->cc_step = 0;
		st->cc_slot = -1;
		return;
	}
	if (mp_exec_choice(st, d, s, out))
		return;
	mp_exec_simple(st, d, s, out);
	st->cc_step++;
}

static const struct mp_step *mp_cur(const struct mp_state *st, const struct mp_data *d)
{
	int n;
	const struct mp_step *l = mp_list(st, d, &n);

	return st->cc_step < n ? &l[st->cc_step] : NULL;
}

static void mp_grapple(struct mp_state *st, const struct mp_data *d, int v, struct tt_out *out)
{
	struct mp_car *c = &st->car[st->cc_seat];
	for (int k = 0; k < 2 * MP_MAXLANE; k++) {
		int l = st->car[v].lane + (k % 2 ? -(k + 1) / 2 : k / 2);
		int pos = mp_prev(st, d, st->car[v].pos, l), row = mp_row(st, d, pos);
		if (mp_next(st, d, pos, l) != st->car[v].pos)
			continue;	/* this lane does not lead to the target's row */
		if (mp_space(st, d, pos, l) && mp_car_at(st, d, pos, l) < 0 &&
		    mp_bomb_at(st, row, l) < 0) {
			c->pos = pos;
			c->lane = (int8_t)l;
			tt_outf(out, "%s grapples to %s.\n", st->seatname[st->cc_seat],
				st->seatname[v]);
			mp_advance_best(st, d, st->cc_seat, out);
			return;
		}
	}
	tt_outf(out, "There is no free space behind %s: the grapple fails.\n", st->seatname[v]);
}

static void mp_target_act(struct mp_state *st, const struct mp_data *d, const struct mp_act *a,
			  const struct mp_step *s, struct tt_out *out)
{
	if (a->kind == MP_A_TCAR) {
		tt_outf(out, "%s fires at %s.\n", st->seatname[st->cc_seat], st->seatname[a->b]);
		st->cc_done |= (uint8_t)(1u << a->b);
		mp_damage(st, d, a->b, s->n, st->cc_seat, out);
		st->cc_left--;
	} else if (a->kind == MP_A_TBOMB) {
		tt_outf(out, "%s fires at a bomb.\n", st->seatname[st->cc_seat]);
		mp_detonate(st, d, a->b, out);
		st->cc_left--;
	} else {
		st->cc_left = 0;
	}
	if (st->cc_left > 0 && mp_any_target(st, d, s))
		st->dec = MP_D_TARGET;
	else
		st->cc_step++;
}

static void mp_place(struct mp_state *st, const struct mp_data *d, const struct mp_act *a,
		     const struct mp_step *s, struct tt_out *out)
{
	struct mp_bomb *b = &st->bomb[st->nbomb++];
	char cell[16];

	b->owner = st->cc_seat;
	b->multi = s->eff == MP_E_MULTI;
	b->n = b->multi ? 3 : 2;
	b->row = (uint8_t)a->a;
	b->lane = (uint8_t)a->b;
	if (b->multi)
		st->stock_multi--;
	else
		st->car[st->cc_seat].bombs--;
	mp_cellname(a->a, a->b, cell, sizeof cell);
	tt_outf(out, "%s places a %s at %s (zone %d).\n", st->seatname[st->cc_seat],
		b->multi ? "Multibomb" : "Superbomb", cell, mp_trk(st, d)->zone[a->a] + 1);
	st->cc_step++;
}

static void mp_regain(struct mp_state *st, const struct mp_act *a, const struct mp_data *d,
		      struct tt_out *out)
{
	struct mp_car *c = &st->car[st->cc_seat];

	if (a->kind == MP_A_REGAIN && c->nhand < MP_MAXHAND) {
		int id = c->lost[a->a];
		memmove(&c->lost[a->a], &c->lost[a->a + 1], (size_t)(c->nlost - a->a - 1));
		c->nlost--;
		c->hand[c->nhand++] = (uint8_t)id;
		tt_outf(out, "%s gains back %s.\n", st->seatname[st->cc_seat], d->card[id].title);
		st->cc_left--;
	} else {
		st->cc_left = 0;
	}
	if (st->cc_left > 0 && mp_regainable(st, d, st->cc_seat))
		st->dec = MP_D_REGAIN;
	else
		st->cc_step++;
}

void mp_effect_act(struct mp_state *st, const struct mp_data *d, const struct mp_act *a,
		   struct tt_out *out)
{
	const struct mp_step *s = mp_cur(st, d);
	int dec = st->dec;

	st->dec = MP_D_NONE;
	switch (dec) {
	case MP_D_OPTION:
		st->cc_opt = (uint8_t)a->a;
		mp_cost_or_go(st, d, out);
		break;
	case MP_D_COST:
		if (a->kind == MP_A_PAY) {
			mp_pay(st, d, st->cc_seat, out);
		} else {
			tt_outf(out, "%s does not pay: no effect.\n", st->seatname[st->cc_seat]);
			st->cc_step = 60;
		}
		break;
	case MP_D_SIDE:
		if (a->kind == MP_A_SIDE)
			mp_queue(st, st->cc_subject, a->a, st->cc_left, false);
		st->cc_step++;
		break;
	case MP_D_STYLE:
		mp_move_step(st, d, a->a, out);
		break;
	case MP_D_TARGET: mp_target_act(st, d, a, s, out); break;
	case MP_D_PLACE: mp_place(st, d, a, s, out); break;
	case MP_D_HACK:
		st->cc_subject = (int8_t)a->b;
		tt_outf(out, "%s takes control of %s.\n", st->seatname[st->cc_seat], st->seatname[a->b]);
		st->cc_step++;
		break;
	case MP_D_GRAPPLE:
		mp_grapple(st, d, a->b, out);
		st->cc_step++;
		break;
	case MP_D_REGAIN: mp_regain(st, a, d, out); break;
	default: break;
	}
}

void mp_cellname(int row, int lane, char *buf, size_t cap)
{
	snprintf(buf, cap, "%c%d", 'a' + (lane & 31), (row & 1023) + 1);
}
