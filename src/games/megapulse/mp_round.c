/*
 * mp_round.c - setup and the four phases of a round: Selection (hidden,
 * simultaneous), Instant, Execution (cards, RACE or REPAIR, Frenzy) and
 * Ready-up (retrieve cards, upgrades, market refill); the end of the race.
 *
 * mp_run() advances the state until a decision is due: it drives queued
 * movement, resolves effect lists and moves through phases and turns.
 */
#include <stdio.h>
#include <string.h>
#include "mp.h"

void mp_to_lost(struct mp_car *c, int id)
{
	if (c->nlost < MP_MAXLOST)
		c->lost[c->nlost++] = (uint8_t)id;
}

int mp_seat_of_order(const struct mp_state *st, int seat)
{
	for (int i = 0; i < st->nseats; i++)
		if (st->order[i] == seat)
			return i;
	return -1;
}

static void mp_refill(struct mp_state *st, const struct mp_data *d, bool setup)
{
	uint8_t aside[MP_MAXDECK];
	int naside = 0;

	for (int m = 0; m < 4; m++) {
		while (st->market[m] == MP_NONE && st->ndeck > 0) {
			int c = st->deck[--st->ndeck];
			if (setup && d->card[c].kind == MP_CK_BURST)
				aside[naside++] = (uint8_t)c;
			else
				st->market[m] = (uint8_t)c;
		}
	}
	/* Burst cards set aside at setup go back into the deck, shuffled in. */
	for (int i = 0; i < naside; i++) {
		int at = d->shuffle ? (int)dice_below(&st->dice, (uint32_t)st->ndeck + 1) : 0;
		memmove(&st->deck[at + 1], &st->deck[at], (size_t)(st->ndeck - at));
		st->deck[at] = aside[i];
		st->ndeck++;
	}
}

static void mp_setup_deck(struct mp_state *st, const struct mp_data *d)
{
	st->ndeck = 0;
	if (!d->shuffle) {
		for (int i = d->ndeckorder - 1; i >= 0; i--)
			st->deck[st->ndeck++] = d->deckorder[i];
	} else {
		int v[MP_MAXCARD];
		int n = 0;
		for (int c = 0; c < d->ncard && n < MP_MAXDECK; c++)
			if (d->card[c].kind >= MP_CK_ACTION)
				v[n++] = c;
		for (int i = n - 1; i > 0; i--) {
			int j = (int)dice_below(&st->dice, (uint32_t)i + 1), t = v[i];
			v[i] = v[j];
			v[j] = t;
		}
		for (int i = 0; i < n; i++)
			st->deck[st->ndeck++] = (uint8_t)v[i];
	}
	memset(st->market, MP_NONE, sizeof st->market);
	mp_refill(st, d, true);
}

static void mp_setup_car(struct mp_state *st, const struct mp_data *d, int s)
{
	struct mp_car *c = &st->car[s];

	c->speed = 1;
	c->bombs = 3;
	memset(c->l1, MP_NONE, sizeof c->l1);
	memset(c->l2, MP_NONE, sizeof c->l2);
	c->nhand = 0;
	for (int i = 0; i < d->nbase; i++) {
		int id = d->base[i];
		for (int k = 0; k < d->ncard; k++)
			if (d->card[k].kind == MP_CK_SPECIAL && d->card[k].replaces == d->base[i] &&
			    d->card[k].car == st->carid[s])
				id = k;
		c->hand[c->nhand++] = (uint8_t)id;
	}
}

/* Cars behind START in turn order, from the inner lane outwards. */
static void mp_setup_grid(struct mp_state *st, const struct mp_data *d)
{
	const struct mp_track *t = mp_trk(st, d);
	int k = 0;

	for (int pos = -1; k < st->nseats && pos > -t->len; pos--)
		for (int i = 0; i < t->lanes && k < st->nseats; i++) {
			int l = t->inner < 0 ? i : t->lanes - 1 - i;
			if (!mp_space(st, d, pos, l))
				continue;
			st->car[st->order[k]].pos = pos;
			st->car[st->order[k]].best = pos;
			st->car[st->order[k]].lane = (int8_t)l;
			k++;
		}
}

void mp_setup(struct mp_state *st, const struct mp_data *d)
{
	st->stock_frenzy = d->stock_frenzy;
	st->stock_tokens = d->stock_tokens;
	st->stock_multi = d->stock_multi;
	st->stock_shield = d->stock_shield;
	st->stock_sonic = true;
	st->cc_seat = -1;
	st->cc_slot = -1;
	st->mv_car = -1;
	st->push_car = -1;
	st->push_mover = -1;
	st->winner = -1;
	for (int s = 0; s < st->nseats; s++)
		mp_setup_car(st, d, s);
	mp_setup_deck(st, d);
	mp_setup_grid(st, d);
	st->round = 1;
	st->phase = MP_PH_SELECT;
	st->dec = MP_D_NONE;
}

static void mp_reveal(struct mp_state *st, const struct mp_data *d, struct tt_out *out)
{
	for (int i = 0; i < st->nseats; i++) {
		int s = st->order[i];
		struct mp_car *c = &st->car[s];
		tt_outf(out, "%s reveals %s%s%s.\n", st->seatname[s],
			d->card[c->hand[c->sel[0]]].title, c->nsel > 1 ? " and " : "",
			c->nsel > 1 ? d->card[c->hand[c->sel[1]]].title : "");
	}
	for (int i = 0; i < st->nseats; i++) {
		int s = st->order[i], n = mp_passive(st, d, s, MP_P_NITRO);
		if (n) {
			mp_gain_nitro(st, d, s, n);
			tt_outf(out, "%s's passive gives %d Nitro.\n", st->seatname[s], n);
		}
	}
	st->phase = MP_PH_INSTANT;
	st->turn = 0;
}

static int mp_pending(const struct mp_state *st, const struct mp_data *d, int s, bool instant,
		      int *first)
{
	const struct mp_car *c = &st->car[s];
	int n = 0;

	for (int k = 0; k < c->nsel; k++)
		if (!(c->resolved & (1u << k)) && d->card[c->hand[c->sel[k]]].instant == instant) {
			if (!n)
				*first = k;
			n++;
		}
	return n;
}

static void mp_finish(struct mp_state *st, const struct mp_data *d, struct tt_out *out)
{
	int w = st->order[0];

	for (int i = 1; i < st->nseats; i++)
		if (mp_prog(st, d, st->car[st->order[i]].pos) > mp_prog(st, d, st->car[w].pos))
			w = st->order[i];
	st->winner = w;
	st->phase = MP_PH_OVER;
	st->dec = MP_D_NONE;
	tt_outf(out, "The race is over: %s wins.\n", st->seatname[w]);
}

static void mp_retrieve(struct mp_state *st, const struct mp_data *d)
{
	for (int s = 0; s < st->nseats; s++) {
		struct mp_car *c = &st->car[s];
		int idx[2], n = 0;
		for (int k = 0; k < c->nsel; k++)
			if ((c->resolved & (1u << k)) && d->card[c->hand[c->sel[k]]].kind == MP_CK_BURST)
				idx[n++] = c->sel[k];
		if (n == 2 && idx[0] < idx[1]) {
			int t = idx[0];
			idx[0] = idx[1];
			idx[1] = t;
		}
		for (int k = 0; k < n; k++) {
			mp_to_lost(c, c->hand[idx[k]]);
			memmove(&c->hand[idx[k]], &c->hand[idx[k] + 1], (size_t)(c->nhand - idx[k] - 1));
			c->nhand--;
		}
		c->nsel = 0;
		c->resolved = 0;
		c->picked = false;
		c->acted = false;
	}
}

static void mp_new_round(struct mp_state *st, const struct mp_data *d, struct tt_out *out)
{
	mp_refill(st, d, false);
	for (int s = 0; s < st->nseats; s++) {
		st->car[s].grip = st->car[s].zap = false;
		st->car[s].armor_used = 0;
	}
	st->antigrav = false;
	st->round++;
	st->phase = MP_PH_SELECT;
	st->turn = 0;
	tt_outf(out, "Round %d begins.\n", st->round);
	if (st->round > MP_ROUND_CAP) {
		tt_outf(out, "The race is called after %d rounds.\n", MP_ROUND_CAP);
		mp_finish(st, d, out);
	}
}

static bool mp_can_shop(const struct mp_state *st, const struct mp_data *d, int s)
{
	const struct mp_car *c = &st->car[s];
	(void)d;
	return c->tokens > 0 && !c->acted;
}

static void mp_advance_exec(struct mp_state *st, const struct mp_data *d, struct tt_out *out)
{
	int s, first;
	struct mp_car *c;

	if (st->turn >= st->nseats) {
		if (st->ending) {
			mp_finish(st, d, out);
			return;
		}
		mp_retrieve(st, d);
		st->phase = MP_PH_READY;
		st->turn = 0;
		return;
	}
	s = st->order[st->turn];
	c = &st->car[s];
	if (c->acted && c->destroyed)	/* it cannot resolve its cards now */
		while (mp_pending(st, d, s, false, &first)) {
			c->resolved |= (uint8_t)(1u << first);
			tt_outf(out, "%s is destroyed: %s has no effect.\n", st->seatname[s],
				d->card[c->hand[c->sel[first]]].title);
		}
	if (c->acted && !mp_pending(st, d, s, false, &first) && !c->frenzy) {
		st->turn++;
		return;
	}
	st->dec = MP_D_TURN;
	st->dseat = s;
}

static void mp_advance(struct mp_state *st, const struct mp_data *d, struct tt_out *out)
{
	int s, first, n;

	switch (st->phase) {
	case MP_PH_SELECT:
		for (s = 0; s < st->nseats; s++)
			if (!st->car[s].picked) {
				st->dec = MP_D_SELECT;
				st->dseat = s;
				return;
			}
		mp_reveal(st, d, out);
		return;
	case MP_PH_INSTANT:
		/* the first car in turn order with Instant cards left (ALPHAGRID
		 * may reorder the cars while this phase runs) */
		for (int i = 0; i < st->nseats; i++) {
			s = st->order[i];
			n = mp_pending(st, d, s, true, &first);
			if (n == 1) {
				mp_begin(st, d, s, MP_SRC_CARD, st->car[s].hand[st->car[s].sel[first]],
					 first, out);
				return;
			}
			if (n > 1) {
				st->turn = i;
				st->dec = MP_D_INSTANT;
				st->dseat = s;
				return;
			}
		}
		st->phase = MP_PH_EXEC;
		st->turn = 0;
		for (s = 0; s < st->nseats; s++)
			st->car[s].acted = false;
		return;
	case MP_PH_EXEC:
		mp_advance_exec(st, d, out);
		return;
	case MP_PH_READY:
		if (st->turn >= st->nseats) {
			mp_new_round(st, d, out);
			return;
		}
		s = st->order[st->turn];
		if (mp_can_shop(st, d, s)) {
			st->dec = MP_D_BUY;
			st->dseat = s;
		} else
			st->turn++;
		return;
	default:
		return;
	}
}

void mp_run(struct mp_state *st, const struct mp_data *d, struct tt_out *out)
{
	for (int guard = 0; guard < 5000; guard++) {
		bool g, z;
		if (st->phase == MP_PH_OVER || st->dec != MP_D_NONE)
			return;
		if (st->rep_left) {
			if (mp_repair_auto(st, out)) {
				st->dec = MP_D_SLOT;
				st->dseat = st->rep_seat;
				return;
			}
			continue;
		}
		if (st->nmq) {
			if (mp_style_choice(st, d, &g, &z)) {
				st->dec = MP_D_STYLE;
				st->dseat = st->cc_seat >= 0 ? st->cc_seat : st->order[st->turn];
				return;
			}
			mp_move_step(st, d, 0, out);
			continue;
		}
		if (st->in_race) {
			st->in_race = false;
			continue;
		}
		if (st->cc_seat >= 0) {
			mp_steps(st, d, out);
			continue;
		}
		mp_advance(st, d, out);
	}
}

void mp_gain_card(struct mp_state *st, const struct mp_data *d, int seat, int id,
		  struct tt_out *out)
{
	struct mp_car *c = &st->car[seat];
	const struct mp_cardef *k = &d->card[id];

	tt_outf(out, "%s gains %s.\n", st->seatname[seat], k->title);
	if (k->kind == MP_CK_PASSIVE) {
		for (int i = 0; i < d->l1slots; i++)
			if (c->l1[i] == MP_NONE) {
				c->l1[i] = (uint8_t)id;
				tt_outf(out, "%s goes to a Level I slot.\n", k->title);
				return;
			}
		st->pend_card = (uint8_t)id;
		st->dec = MP_D_REPLACE;
		st->dseat = seat;
		return;
	}
	if (c->nhand < MP_MAXHAND)
		c->hand[c->nhand++] = (uint8_t)id;
	if (k->npur)
		mp_begin(st, d, seat, MP_SRC_PURCHASE, id, -1, out);
}

static void mp_race(struct mp_state *st, const struct mp_data *d, int s, struct tt_out *out)
{
	struct mp_car *c = &st->car[s];
	int n = c->speed > d->maxspeed ? d->sonic_speed : d->moves[c->speed];

	n += mp_passive(st, d, s, MP_P_RACE);
	c->acted = true;
	tt_outf(out, "%s races %d space%s (Speed %d).\n", st->seatname[s], n, n == 1 ? "" : "s",
		c->speed);
	st->in_race = true;
	st->cc_seat = -1;
	mp_queue(st, s, 0, n, false);
}

static void mp_buy(struct mp_state *st, const struct mp_data *d, int s, const struct mp_act *a,
		   struct tt_out *out)
{
	struct mp_car *c = &st->car[s];
	int id;

	c->tokens--;
	st->stock_tokens++;
	if (a->kind == MP_A_BUY) {
		id = st->market[a->a];
		st->market[a->a] = MP_NONE;
	} else {
		id = st->deck[--st->ndeck];
		tt_outf(out, "%s reveals %s from the top of the deck.\n", st->seatname[s],
			d->card[id].title);
	}
	mp_gain_card(st, d, s, id, out);
}

static void mp_level(struct mp_state *st, const struct mp_data *d, int s, int slot,
		     struct tt_out *out)
{
	struct mp_car *c = &st->car[s];

	c->tokens--;
	st->stock_tokens++;
	for (int i = 0; i < d->l2slots; i++)
		if (c->l2[i] == MP_NONE) {
			c->l2[i] = c->l1[slot];
			c->l1[slot] = MP_NONE;
			tt_outf(out, "%s levels up %s to Level II.\n", st->seatname[s],
				d->card[c->l2[i]].title);
			return;
		}
}

void mp_round_act(struct mp_state *st, const struct mp_data *d, int seat, const struct mp_act *a,
		  struct tt_out *out)
{
	struct mp_car *c = &st->car[seat];

	st->dec = MP_D_NONE;
	switch (a->kind) {
	case MP_A_SELECT:
		c->sel[0] = (uint8_t)a->a;
		c->sel[1] = (uint8_t)a->b;
		c->nsel = a->b >= 0 ? 2 : 1;
		c->resolved = 0;
		c->picked = true;
		tt_outf(out, "%s has selected 2 cards.\n", st->seatname[seat]);
		break;
	case MP_A_PLAY:
		mp_begin(st, d, seat, MP_SRC_CARD, c->hand[c->sel[a->a]], a->a, out);
		break;
	case MP_A_RACE: mp_race(st, d, seat, out); break;
	case MP_A_REPAIR:
		c->acted = true;
		c->speed = 0;
		tt_outf(out, "%s repairs and loses all Speed.\n", st->seatname[seat]);
		mp_repair(st, seat, MP_HULL, out);
		if (mp_passive(st, d, seat, MP_P_REPAIR))
			mp_gain_nitro(st, d, seat, mp_passive(st, d, seat, MP_P_REPAIR));
		break;
	case MP_A_FRENZY:
		c->frenzy--;
		st->stock_frenzy++;
		tt_outf(out, "%s spends a Frenzy token to drive 1 forward.\n", st->seatname[seat]);
		st->cc_seat = -1;
		mp_queue(st, seat, 0, 1, false);
		break;
	case MP_A_DONE:
		if (st->phase == MP_PH_READY)
			c->acted = true;
		else
			st->turn++;
		break;
	case MP_A_BUY: case MP_A_DECK: mp_buy(st, d, seat, a, out); break;
	case MP_A_LEVEL: mp_level(st, d, seat, a->a, out); break;
	case MP_A_REPLACE:
		tt_outf(out, "%s replaces %s with %s.\n", st->seatname[seat],
			d->card[c->l1[a->a]].title, d->card[st->pend_card].title);
		mp_to_lost(c, c->l1[a->a]);
		c->l1[a->a] = st->pend_card;
		break;
	case MP_A_DISCARD:
		tt_outf(out, "%s loses %s.\n", st->seatname[seat], d->card[st->pend_card].title);
		mp_to_lost(c, st->pend_card);
		break;
	default:
		break;
	}
}
