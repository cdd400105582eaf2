/*
 * pu_turn.c - POWERUP turn sequence: the BUG turn run automatically until
 * a person must decide, the BUGBUSTERs in the order they choose with 4
 * actions each, the 8-turn round, pending decisions, POW! draws,
 * POWERUP capsules and the store opening, CONTINUE costs, and the
 * mission's victory and defeat.
 */
#include <stdio.h>
#include <string.h>
#include "pu_prof.h"

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
		return pu_dm_power_enter(s, d, f, out);
	tt_outf(out, "%s enters an ON POWERUP.\n", pu_fig_name(s, d, f));
	s->power[g->y][g->x] = 1;
	pu_power_on_random(s, at);
	pu_push_pend(s, PU_PD_STORE, g->seat, f, 0, 0);
	pu_prof_enter(s, d, g->seat, out);	/* turn the profession sheet first */
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

void pu_start_bb(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out)
{
	struct pu_bb *b = &s->bb[seat];
	struct pu_fig *g = &s->fig[b->fig];

	s->active = seat;
	b->played = 1;
	b->acted = 0;
	b->lastatk = 0;
	b->air = 0;
	b->bonus_white = b->bonus_hit = b->bonus_yellow = b->reroll = 0;
	pu_epic_end(s, d, seat, out);
	b->ap = (int8_t)(g->lives > 0 && b->wait != 1 ? 4 : 0);
	b->ap = (int8_t)(g->lives > 0 && b->wait == 2 ? 2 : b->ap);
	b->wait = 0;
	tt_outf(out, "%s's turn: %d actions.\n", d->sheet[g->type].name, b->ap);
	pu_prof_turn(s, d, seat, out);
}

static bool pu_all_played(const struct pu_state *s)
{
	for (int i = 0; i < s->nseats; i++)
		if (!s->bb[i].played)
			return false;
	return true;
}

static void pu_new_turn(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	s->turns_total++;
	s->turn++;
	if (s->turn > 8) {
		s->turn = 1;
		s->round++;
	}
	for (int i = 0; i < s->nseats; i++) {
		s->bb[i].played = 0;
		s->bb[i].shield = 0;
		s->bb[i].bonus_armour = 0;
	}
	pu_check_end(s, d, out);	/* burning squares stay on fire (the drum token flipped) */
	s->phase = s->result ? PU_PH_OVER : PU_PH_BUGS;
	s->bstep = 0;
}

void pu_end_bb(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	struct pu_bb *b = &s->bb[s->active];

	b->ap = 0;
	b->air = 0;
	b->nodraw = 0;
	s->assemble = 0;
	b->bonus_armour = b->bonus_armour ? b->bonus_armour : 0;
	s->active = -1;
	if (pu_all_played(s)) {
		for (int i = 0; i < s->nfig; i++)
			if (s->fig[i].kind == PU_FK_NPC)
				s->fig[i].moved = 0;
		pu_new_turn(s, d, out);
	}
}

static int pu_count_kind(const struct pu_state *s, int kind)
{
	int n = 0;

	for (int i = 0; i < s->nfig; i++)
		n += s->fig[i].kind == kind && pu_alive(s, i);
	return n;
}

static void pu_finish(struct pu_state *s, int result, const char *why, struct tt_out *out)
{
	s->result = result;
	s->phase = PU_PH_OVER;
	s->npend = 0;
	s->decl.active = 0;
	tt_strlcpy(s->why, why, sizeof s->why);
	tt_outf(out, "%s %s\n", result == 1 ? "VICTORY!" : "GAME OVER:", why);
}

/* An ON POWERUP to CONTINUE at (free: nobody standing on it). */
static bool pu_any_on(const struct pu_state *s, bool free)
{
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++)
			if (s->power[y][x] == 2 && (!free || pu_at(s, x, y, -1) < 0))
				return true;
	return false;
}

void pu_check_end(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	int up = 0, goal = d->mission.goal;

	if (s->result)
		return;
	if (s->dm.on) {	/* pu_dm.c */
		if (s->limit_rounds > 0 && s->turns_total >= 8 * s->limit_rounds && !pu_dm_over(s))
			s->dm.winner = (int8_t)(s->dm.score[0] > s->dm.score[1] ? 0 : s->dm.score[1] > s->dm.score[0] ? 1 : 2);
		if (pu_dm_over(s))
			pu_finish(s, 1, pu_dm_over(s), out);
		return;
	}
	for (int i = 0; i < s->nseats; i++)
		up += s->fig[s->bb[i].fig].lives > 0;
	if (goal == PU_GO_VIPS && pu_count_kind(s, PU_FK_NPC) < d->mission.nnpc)
		return pu_finish(s, 2, "a VIP has died.", out);
	if (goal == PU_GO_VIPS && s->turns_total >= d->mission.turns)
		return pu_finish(s, 1, "the VIPs held on for a whole round and are teleported out.", out);
	if (goal == PU_GO_PORTAL && pu_count_kind(s, PU_FK_PORTAL) == 0)
		return pu_finish(s, 1, "the dimensional portal is destroyed.", out);
	if (goal == PU_GO_PORTAL && s->turns_total >= d->mission.turns + 4)
		return pu_finish(s, 2, "the portal was not destroyed in time: the BUGMISTRESS wins.", out);
	if (goal == PU_GO_MISTRESS) {
		bool alive = false;
		for (int i = 0; i < s->nfig; i++)
			alive |= s->fig[i].kind == PU_FK_BUG && pu_alive(s, i) &&
				 (s->fig[i].type == d->mistress || d->bug[d->mistress].angry == s->fig[i].type);
		if (!alive)
			return pu_finish(s, 1, "the BUGMISTRESS is destroyed.", out);
	}
	if (goal == PU_GO_KEYS) {
		for (int i = 0; i < s->nfig; i++)
			if (s->fig[i].kind == PU_FK_BUG && pu_alive(s, i) && s->fig[i].secret &&
			    s->kind[s->fig[i].y][s->fig[i].x] == PU_SQ_GATE)
				return pu_finish(s, 2, "a BUG escaped through a portal with a key.", out);
		if (s->keys_found == 7)
			return pu_finish(s, 1, "the BUGBUSTERs escape on the GLITCH with the three keys.", out);
	}
	if (goal >= PU_GO_REACH || d->mission.protect) {	/* pu_story.c */
		const char *why = "";
		int r = pu_story_goal(s, d, out, &why);
		if (r)
			return pu_finish(s, r, why, out);
	}
	if (s->limit_rounds > 0 && s->turns_total >= 8 * s->limit_rounds)
		return pu_finish(s, 2, "the time limit (limit=N rounds) has run out: the BUGs win.", out);
	if (up == 0 && pu_team_coins(s) < pu_continue_cost(s, d))
		return pu_finish(s, 2, "every BUGBUSTER is down and the team cannot pay a CONTINUE.", out);
	if (up == 0 && !pu_any_on(s, false))	/* only a BUGBUSTER switches a POWERUP on */
		return pu_finish(s, 2, "every BUGBUSTER is down and no POWERUP is ON to CONTINUE at.", out);
	if (up == 0 && s->phase == PU_PH_BB && !pu_any_on(s, true))	/* the BUGs had their turn */
		return pu_finish(s, 2, "every BUGBUSTER is down and BUGs stand on every ON POWERUP.", out);
}

/* Run the automatic parts until a person must decide. */
void pu_advance(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	for (int guard = 0; guard < 5000; guard++) {
		pu_gear_check(s, d, out);
		pu_dm_tick(s, d, out);
		while (s->npend > 0 && (s->pend[s->npend - 1].kind == PU_PD_FACE ||
					s->pend[s->npend - 1].kind == PU_PD_SPIKE ||
					s->pend[s->npend - 1].kind == PU_PD_SIDE) &&
		       !pu_alive(s, s->pend[s->npend - 1].a))
			s->npend--;	/* the figure is gone: no question left */
		if (s->bm.on)
			pu_bm_offer(s, d, out);	/* her window for Tricks */
		else
			pu_bug_tricks(s, d, out);	/* the BUGs' Tricks, at any time */
		pu_check_end(s, d, out);
		if (s->result || s->npend > 0)
			return;
		if (s->dm.on && s->decl.active) {	/* a rival's attack, its window closed */
			pu_dm_resolve(s, d, out);
			continue;
		}
		if (s->phase == PU_PH_BUGS && s->dm.on) {	/* no BUG turn */
			s->phase = PU_PH_BB;
			s->active = -1;
			pu_dm_turn_start(s, d, out);
			continue;
		}
		if (s->phase == PU_PH_BUGS) {
			int r = s->bm.on ? pu_bm_step(s, d, out) : pu_bug_step(s, d, out);
			if (r == PU_BM_WAIT)
				return;
			if (r)
				continue;
			s->phase = PU_PH_BB;
			s->active = -1;
			tt_outf(out, "-- The BUGBUSTERs' turn --\n");
			continue;
		}
		if (s->phase != PU_PH_BB || s->active >= 0)
			return;
		if (s->dm.on) {	/* initiative */
			if (pu_dm_next(s) < 0) {
				pu_new_turn(s, d, out);
				continue;
			}
			pu_start_bb(s, d, pu_dm_next(s), out);
			return;
		}
		{
			int left = -1, n = 0;
			for (int i = 0; i < s->nseats; i++)
				if (!s->bb[i].played) {
					left = left < 0 ? i : left;
					n++;
				}
			if (n == 0) {
				pu_new_turn(s, d, out);
				continue;
			}
			if (n == 1) {
				pu_start_bb(s, d, left, out);
				return;
			}
			pu_push_pend(s, PU_PD_ORDER, left, 0, 0, 0);
			return;
		}
	}
}
