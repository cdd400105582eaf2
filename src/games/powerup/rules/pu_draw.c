/*
 * pu_draw.c - POWERUP: what the team gains as the rules go: POW! cards
 * drawn (a pile that runs out takes its discards), a POWERUP entered and
 * turned back ON, the store refilled, the coins and the CONTINUE cost.
 */
#include <stdio.h>
#include <string.h>
#include "pu_cmd.h"

/* A draw pile that ran out takes its discards, shuffled. */
void pu_reshuffle(struct pu_state *s, int8_t *deck, int *ndeck, int8_t *disc, int *ndisc)
{
	if (*ndeck > 0)
		return;
	for (int i = 0; i < *ndisc; i++)
		deck[i] = disc[i];
	*ndeck = *ndisc;
	*ndisc = 0;
	for (int i = *ndeck - 1; i > 0; i--) {
		int j = (int)dice_below(&s->dice, (uint32_t)(i + 1));
		int8_t t = deck[i];
		deck[i] = deck[j];
		deck[j] = t;
	}
}

/* The top POW! card joins seat's hand, whatever its size (Double Draw may
 * go over the limit: its player discards after drawing). */
void pu_take_pow(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out)
{
	struct pu_bb *b = &s->bb[seat];
	int c;

	pu_reshuffle(s, s->powdeck, &s->npowdeck, s->powdisc, &s->npowdisc);
	if (s->npowdeck == 0 || b->nhand > PU_HAND)
		return;
	c = s->powdeck[--s->npowdeck];
	b->hand[b->nhand++] = (int8_t)c;
	tt_outf(out, "%s draws the POW! card %s (%c).\n", d->sheet[s->fig[b->fig].type].name,
		d->pow[c].name, d->pow[c].letter);
	if (b->nhand > PU_HAND)
		pu_push_pend(s, PU_PD_DISCARD, seat, 0, 0, 0);
}

/* A draw under the hand limit: with 4 cards the player first discards
 * one (or keeps the hand and lets the card go): a discard question whose
 * a counts the draws waiting on it.  A draw owed while that question is
 * open joins it. */
void pu_draw_pow(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out)
{
	struct pu_pend *top = s->npend > 0 ? &s->pend[s->npend - 1] : NULL;

	if (s->bb[seat].nhand < PU_HAND) {
		pu_take_pow(s, d, seat, out);
		return;
	}
	if (top && top->kind == PU_PD_DISCARD && top->seat == seat && top->a > 0) {
		top->a++;
		return;
	}
	tt_outf(out, "%s holds 4 POW! cards: to draw, discard one first.\n",
		d->sheet[s->fig[s->bb[seat].fig].type].name);
	pu_push_pend(s, PU_PD_DISCARD, seat, 1, 0, 0);
}

int pu_power_on_random(struct pu_state *s, int avoid)
{
	int cand[PU_W * PU_H], n = 0;

	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++)
			if (s->power[y][x] == 1 && y * PU_W + x != avoid)
				cand[n++] = y * PU_W + x;
	if (n == 0)
		return -1;
	n = cand[dice_below(&s->dice, (uint32_t)n)];
	s->power[n / PU_W][n % PU_W] = 2;
	return n;
}

void pu_power_enter(struct pu_state *s, const struct pu_data *d, int f, struct tt_out *out)
{
	struct pu_fig *g = &s->fig[f];
	int at = g->y * PU_W + g->x;

	if (g->aboard)
		return;
	if (s->dm.on)
		return d->hooks->dm->power_enter(s, d, f, out);
	tt_outf(out, "%s enters an ON POWERUP.\n", pu_fig_name(s, d, f));
	s->power[g->y][g->x] = 1;
	pu_power_on_random(s, at);
	pu_push_pend(s, PU_PD_STORE, g->seat, f, 0, 0);
	d->hooks->prof->enter(s, d, g->seat, out);	/* turn the profession sheet first */
	pu_draw_pow(s, d, g->seat, out);
}

void pu_store_refill(struct pu_state *s, const struct pu_data *d)
{
	(void)d;
	for (int k = 0; k < 4; k++)
		s->store[k] = (int8_t)(s->neqdeck > 0 ? s->eqdeck[--s->neqdeck] : -1);
}

int pu_continue_cost(const struct pu_state *s, const struct pu_data *d)
{
	return d->continue_cost[s->continues < 6 ? s->continues : 5];
}

int pu_team_coins(const struct pu_state *s)
{
	int n = 0;

	for (int i = 0; i < s->nseats; i++)
		n += s->bb[i].coins;
	return n;
}
