/*
 * pu_bugcards.c - the BUG cards of the automatic BUGMISTRESS.  At the
 * start of the BUG turn one card per BUGBUSTER in play joins her hand
 * (events drawn there are discarded, Reinforcement is two more cards);
 * the hand is part of the state and face up.  In step 1.5 every card
 * whose automatic condition holds is used, left to right; a Trick card
 * left in the hand is tried again after every action of anyone (Tricks
 * may be played at any time), a Special card at the next BUG turn, and
 * a Surprise at the end of the BUG actions.  Then cards are drawn until
 * an event turns up, which stays in play until the next BUG turn.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_cmd.h"

int pu_draw_bugcard(struct pu_state *s)
{
	pu_reshuffle(s, s->bugdeck, &s->nbugdeck, s->bugdisc, &s->nbugdisc);
	if (s->nbugdeck == 0)
		return -1;
	return s->bugdeck[--s->nbugdeck];
}

int pu_highest_bb(const struct pu_state *s)
{
	int best = -1;

	for (int i = 0; i < s->nseats; i++)
		if (s->fig[s->bb[i].fig].lives > 0 && !s->fig[s->bb[i].fig].aboard &&
		    (best < 0 || s->bb[i].score > s->bb[best].score))
			best = i;
	return best;
}

static int pu_dist(const struct pu_state *s, int a, int b)
{
	return abs(s->fig[a].x - s->fig[b].x) + abs(s->fig[a].y - s->fig[b].y);
}

static bool pu_next(const struct pu_state *s, int a, int b)
{
	int dx = s->fig[a].x - s->fig[b].x, dy = s->fig[a].y - s->fig[b].y;

	return dx * dx + dy * dy <= 2;
}

static bool pu_bb_open(const struct pu_state *s, int seat)
{
	const struct pu_fig *t = &s->fig[s->bb[seat].fig];

	return t->lives > 0 && !t->aboard;
}

/* A live BUG of the type (any: -1) next to a BUGBUSTER passing test. */
static int pu_adjacent_bug(const struct pu_state *s, const struct pu_data *d, int type,
			   bool (*ok)(const struct pu_state *, const struct pu_data *, int), int *seat)
{
	for (int i = 0; i < s->nfig; i++) {
		if (s->fig[i].kind != PU_FK_BUG || !pu_alive(s, i) || (type >= 0 && s->fig[i].type != type))
			continue;
		for (int k = 0; k < s->nseats; k++)
			if (pu_bb_open(s, k) && pu_next(s, i, s->bb[k].fig) && (!ok || ok(s, d, k))) {
				*seat = k;
				return i;
			}
	}
	return -1;
}

static bool pu_solo_each(struct pu_state *s, int eff, struct tt_out *out)
{
	for (int i = 0; i < s->nseats; i++) {
		struct pu_bb *b = &s->bb[i];
		int n = s->nseats == 1 ? (eff == PU_BE_CORROSION ? 3 : 2) : 1;
		if (s->fig[b->fig].lives <= 0)
			continue;
		if (eff == PU_BE_CORROSION)
			b->ammo = (int8_t)(b->ammo > n ? b->ammo - n : 0);
		else if (eff == PU_BE_MORTALGAS)
			b->rp = (int8_t)(b->rp > n ? b->rp - n : 0);
		else
			s->fig[b->fig].face = (int8_t)-s->fig[b->fig].face;
	}
	tt_outf(out, "%s\n", eff == PU_BE_CORROSION ? "Metal Corrosion eats the BUGBUSTERs' ammo." :
		eff == PU_BE_MORTALGAS ? "Mortal Gas drains the BUGBUSTERs' reaction points." :
		"Psychic Attack: every BUGBUSTER spins round.");
	return true;
}

/* A square a BUG can be set down on (Teleport, Knock Knock; the AI's
 * VIP boxing asks the same): on the board, open, empty, not acid. */
bool pu_free_sq(const struct pu_state *s, int x, int y)
{
	return pu_on_board(s, x, y) && !pu_blocks(s, x, y) && pu_at(s, x, y, -1) < 0 &&
	       s->kind[y][x] != PU_SQ_ACID;
}

/* Free square beside figure f (ahead of it first), or false. */
static bool pu_next_to(const struct pu_state *s, int f, int *x, int *y)
{
	const struct pu_fig *t = &s->fig[f];

	for (int k = 0; k < 2; k++) {
		int nx = t->x + (k ? -t->face : t->face);
		if (pu_free_sq(s, nx, t->y)) {
			*x = nx;
			*y = t->y;
			return true;
		}
	}
	return false;
}

static bool pu_landing_sq(const struct pu_state *s, int x, int y)
{
	return pu_free_sq(s, x, y) && s->kind[y][x] != PU_SQ_SPIKES;
}

/* Teleport goes "towards" its target: beside another VIP when the first
 * is boxed in, else the free square nearest to the target; it may fall
 * from there. */
static bool pu_towards(const struct pu_state *s, const struct pu_data *d, int *f, int *x, int *y)
{
	for (int i = 0; d->mission.goal == PU_GO_VIPS && i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_NPC && pu_alive(s, i) && !s->fig[i].aboard &&
		    pu_next_to(s, i, x, y)) {
			*f = i;
			return true;
		}
	return pu_nearest_sq(s, s->fig[*f].x, s->fig[*f].y, pu_landing_sq, x, y);
}

/* The PRIMARY TARGET of the mission (the VIPs: the first living one), or -1. */
static int pu_primary_fig(const struct pu_state *s, const struct pu_data *d)
{
	for (int i = 0; d->mission.goal == PU_GO_VIPS && i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_NPC && pu_alive(s, i) && !s->fig[i].aboard)
			return i;
	return -1;
}

/* Where Knock Knock, Teleport and Surprise aim: the PRIMARY TARGET if the
 * mission has one, else the BUGBUSTER with the highest SCORE. */
static int pu_card_target(const struct pu_state *s, const struct pu_data *d)
{
	int t = pu_primary_fig(s, d), seat;

	if (t >= 0)
		return t;
	seat = pu_highest_bb(s);
	return seat < 0 ? -1 : s->bb[seat].fig;
}

/* Knock Knock may use the free door nearest to the PRIMARY TARGET. */
static bool pu_door_near(const struct pu_state *s, int t, int *bx, int *by)
{
	int bd = 999;

	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++) {
			int dd = abs(x - s->fig[t].x) + abs(y - s->fig[t].y);
			if (s->kind[y][x] == PU_SQ_DOOR && pu_free_sq(s, x, y) && dd < bd) {
				bd = dd;
				*bx = x;
				*by = y;
			}
		}
	return bd < 999;
}

/* The BUGs' distance to the nearest standing BUGBUSTER. */
static int pu_far(const struct pu_state *s, int b)
{
	int best = 999;

	for (int k = 0; k < s->nseats; k++)
		if (pu_bb_open(s, k) && pu_dist(s, b, s->bb[k].fig) < best)
			best = pu_dist(s, b, s->bb[k].fig);
	return best;
}

/* Knock Knock: the most powerful BUG (the furthest from the BUGBUSTERs
 * among equals); Teleport: the BUG furthest from the target. */
static int pu_card_bug(const struct pu_state *s, const struct pu_data *d, bool knock, int t)
{
	int best = -1;

	for (int i = 0; i < s->nfig; i++) {
		int ty = s->fig[i].type;
		if (s->fig[i].kind != PU_FK_BUG || !pu_alive(s, i) || (d->bug[ty].abil & PU_AB_SPAWN) ||
		    ty == d->mistress || ty == d->bug[d->mistress].angry || pu_next(s, i, t))
			continue;	/* not the spawners, nor the BUGMISTRESS at either level */
		if (best < 0)
			best = i;
		else if (knock && d->bug[s->fig[i].type].cost != d->bug[s->fig[best].type].cost)
			best = d->bug[s->fig[i].type].cost > d->bug[s->fig[best].type].cost ? i : best;
		else if (knock ? pu_far(s, i) > pu_far(s, best) : pu_dist(s, i, t) > pu_dist(s, best, t))
			best = i;
	}
	return best;
}

/* Knock Knock: to the door nearest to the PRIMARY TARGET, else next to
 * the top-scoring BUGBUSTER; Teleport: next to the PRIMARY TARGET, else
 * to that BUGBUSTER.  The BUG arrives dizzy: no actions this turn. */
static bool pu_card_move(struct pu_state *s, const struct pu_data *d, bool knock,
			 struct tt_out *out)
{
	int t = pu_card_target(s, d), b, x, y, seat = pu_highest_bb(s);
	bool door = knock && t >= 0 && s->fig[t].kind == PU_FK_NPC && pu_door_near(s, t, &x, &y);

	if (knock && !door)
		t = seat < 0 ? -1 : s->bb[seat].fig;
	if (t < 0 || (b = pu_card_bug(s, d, knock, t)) < 0)
		return false;
	if (!door && !pu_next_to(s, t, &x, &y) && (knock || !pu_towards(s, d, &t, &x, &y)))
		return false;
	tt_outf(out, "%s: %s appears at %d,%d near %s.\n", knock ? "Knock Knock" : "Teleport",
		pu_fig_name(s, d, b), x, y, pu_fig_name(s, d, t));
	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].carry == b)
			s->fig[i].carry = -1;
	s->fig[b].face = (int8_t)(s->fig[t].x > x ? 1 : s->fig[t].x < x ? -1 : s->fig[b].face);
	pu_place(s, d, b, x, y, out);
	s->fig[b].fresh = 1;	/* dizzy from the trip, like a spawned BUG (house rule) */
	pu_settle(s, d, out);
	return true;
}

static bool pu_card_transform(struct pu_state *s, const struct pu_data *d, int from, int to,
			      struct tt_out *out)
{
	if (pu_count_bugs(s, to) >= d->bug[to].tokens || pu_locked(d, PU_LK_BUG, to))
		return false;	/* (a Story campaign has not let that BUG in yet) */
	for (int i = 0; i < s->nfig; i++)	/* not one of a TEAM 4 stack: alone on its square */
		if (s->fig[i].kind == PU_FK_BUG && pu_alive(s, i) && s->fig[i].type == from &&
		    pu_at(s, s->fig[i].x, s->fig[i].y, i) < 0) {
			tt_outf(out, "A %s turns into a %s.\n", d->bug[from].name, d->bug[to].name);
			s->fig[i].type = (uint8_t)to;
			s->fig[i].lives = (int8_t)d->bug[to].lives;
			return true;
		}
	return false;
}

static bool pu_card_coins(struct pu_state *s, struct tt_out *out)
{
	int bx = -1, by = -1;

	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++)
			if (s->coins[y][x] && (bx < 0 || s->coins[y][x] > s->coins[by][bx])) {
				bx = x;
				by = y;
			}
	if (bx < 0)
		return false;
	tt_outf(out, "Acid Corruption destroys %d coin%s at %d,%d.\n", s->coins[by][bx],
		s->coins[by][bx] == 1 ? "" : "s", bx, by);
	s->coins[by][bx] = 0;
	return true;
}

static bool pu_card_deplete(struct pu_state *s, struct tt_out *out)
{
	int n = 0, seat = pu_highest_bb(s);

	if (seat < 0)
		return false;
	for (int k = 0; k < 3; k++) {
		int bx = -1, by = -1, bd = 999;
		const struct pu_fig *t = &s->fig[s->bb[seat].fig];
		for (int y = 0; y < s->h; y++)
			for (int x = 0; x < s->w; x++) {
				int dd = (x - t->x) * (x - t->x) + (y - t->y) * (y - t->y);
				if (s->power[y][x] == 2 && dd < bd) {
					bd = dd;
					bx = x;
					by = y;
				}
			}
		if (bx < 0)
			break;
		s->power[by][bx] = 1;
		n++;
	}
	if (n)
		tt_outf(out, "Deplete: %d POWERUP%s switched off.\n", n, n == 1 ? "" : "s");
	return n > 0;
}

static bool pu_armed(const struct pu_state *s, const struct pu_data *d, int seat)
{
	(void)d;
	return s->bb[seat].eq[0] >= 0 || s->bb[seat].eq[1] >= 0 || s->bb[seat].eq[2] >= 0;
}

/* Acid Vomit: a BURP next to a BUGBUSTER with equipped gear destroys the
 * dearest piece of it. */
static bool pu_card_vomit(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	int seat, b = pu_adjacent_bug(s, d, d->burp, pu_armed, &seat), best = -1;
	struct pu_bb *bb;

	if (b < 0)
		return false;
	bb = &s->bb[seat];
	for (int k = 0; k < 3; k++)
		if (bb->eq[k] >= 0 && (best < 0 || d->eq[bb->gear[bb->eq[k]]].cost > d->eq[bb->gear[best]].cost))
			best = bb->eq[k];
	tt_outf(out, "Acid Vomit: the BURP destroys %s's %s.\n", d->sheet[s->fig[bb->fig].type].name,
		d->eq[bb->gear[best]].name);
	pu_gear_remove(s, seat, best);
	return true;
}

/* A BUG taken off the board by a card drops the keys it holds. */
static void pu_bug_leaves(struct pu_state *s, int b)
{
	struct pu_fig *g = &s->fig[b];

	pu_drop_keys(s, b);
	g->kind = PU_FK_NONE;
}

/* Immolation: a BRASAS that sees a BUGBUSTER throws itself next to them
 * and explodes: 1 life off every character around it, armour ignored,
 * and the square burns. */
static bool pu_card_immolation(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	int b = -1, t = -1, x = 0, y = 0, cover;

	for (int i = 0; i < s->nfig && b < 0; i++) {
		if (s->fig[i].kind != PU_FK_BUG || !pu_alive(s, i) || s->fig[i].type != d->brasas)
			continue;
		int8_t face0 = s->fig[i].face;
		for (int k = 0; k < 2 && b < 0; k++) {
			s->fig[i].face = (int8_t)(k ? -face0 : face0);	/* it looks both ways */
			for (int dir = 0; dir < 5 && b < 0; dir++) {
				int o = pu_target(s, d, i, dir, 16, true, &cover);
				if (o >= 0 && s->fig[o].kind == PU_FK_BB && !s->fig[o].aboard) {
					b = i;
					t = o;
				}
			}
		}
		s->fig[i].face = face0;
	}
	if (b < 0)
		return false;
	if (!pu_next(s, b, t)) {
		x = s->fig[t].x + (s->fig[b].x < s->fig[t].x ? -1 : 1);
		y = s->fig[t].y;
		if (!pu_free_sq(s, x, y) && !pu_next_to(s, t, &x, &y))
			return false;
		s->fig[b].x = (int8_t)x;
		s->fig[b].y = (int8_t)y;
	}
	x = s->fig[b].x;
	y = s->fig[b].y;
	tt_outf(out, "Immolation: the BRASAS hurls itself at %s and explodes!\n", pu_fig_name(s, d, t));
	pu_bug_leaves(s, b);
	for (int i = 0; i < s->nfig; i++) {
		int dx = s->fig[i].x - x, dy = s->fig[i].y - y;
		if (pu_alive(s, i) && dx * dx + dy * dy <= 2 && !s->fig[i].aboard &&
		    (s->fig[i].kind == PU_FK_BB || s->fig[i].kind == PU_FK_BUG || s->fig[i].kind == PU_FK_NPC))
			pu_hurt(s, d, i, 1, -1, out);
	}
	s->fire[y][x] = 1;
	pu_settle(s, d, out);
	return true;
}

static bool pu_has_coins(const struct pu_state *s, const struct pu_data *d, int seat)
{
	(void)d;
	return s->bb[seat].coins > 0;
}

/* Thief Buggie: a BUGGIE next to a BUGBUSTER with coins steals 2 (house
 * value) and escapes from the board. */
static bool pu_card_thief(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	int seat, b = pu_adjacent_bug(s, d, d->buggie, pu_has_coins, &seat), n;

	if (b < 0)
		return false;
	n = s->bb[seat].coins < 2 ? s->bb[seat].coins : 2;
	s->bb[seat].coins = (int16_t)(s->bb[seat].coins - n);
	pu_bug_leaves(s, b);
	tt_outf(out, "Thief Buggie steals %d coin%s from %s and escapes.\n", n, n == 1 ? "" : "s",
		pu_fig_name(s, d, s->bb[seat].fig));
	pu_settle(s, d, out);
	return true;
}

static bool pu_card_door(struct pu_state *s, struct tt_out *out)
{
	int seat = pu_highest_bb(s), bx = -1, by = -1, bd = 999;

	if (seat < 0)
		return false;
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++) {
			const struct pu_fig *t = &s->fig[s->bb[seat].fig];
			int dd = (x - t->x) * (x - t->x) + (y - t->y) * (y - t->y);
			if (s->kind[y][x] == PU_SQ_DOOR && s->door_open[y][x] && pu_at(s, x, y, -1) < 0 && dd < bd) {
				bd = dd;
				bx = x;
				by = y;
			}
		}
	if (bx < 0)
		return false;
	s->door_open[by][bx] = 0;
	tt_outf(out, "A door slams shut at %d,%d.\n", bx, by);
	return true;
}

static bool pu_card_ambush(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	int seat = pu_highest_bb(s), n = 0, x, y;

	for (int k = 0; k < 2 && seat >= 0 && pu_next_to(s, s->bb[seat].fig, &x, &y) &&
			pu_count_bugs(s, d->buggie) < d->bug[d->buggie].tokens; k++) {
		int b = pu_new_fig(s, PU_FK_BUG, d->buggie, x, y, s->fig[s->bb[seat].fig].x > x ? 1 : -1);
		if (b < 0)
			break;
		s->fig[b].lives = (int8_t)d->bug[d->buggie].lives;
		s->fig[b].fresh = 1;
		n++;
	}
	if (n)
		tt_outf(out, "Ambush! %d BUGGIE%s appear%s.\n", n, n == 1 ? "" : "S", n == 1 ? "s" : "");
	pu_settle(s, d, out);
	return n > 0;
}

/* Use card c if its automatic condition holds. */
static bool pu_use_card(struct pu_state *s, const struct pu_data *d, int c, struct tt_out *out)
{
	switch (d->bugcard[c].effect) {
	case PU_BE_ACIDCORR: return pu_card_coins(s, out);
	case PU_BE_ACIDVOMIT: return pu_card_vomit(s, d, out);
	case PU_BE_AMBUSH: return pu_card_ambush(s, d, out);
	case PU_BE_BICEVO: return pu_card_transform(s, d, d->bigbug, d->bicefalus, out);
	case PU_BE_EVOLUTION: return pu_card_transform(s, d, d->buggie, d->bigbug, out);
	case PU_BE_CHARGE:
		s->charge = 1;
		tt_outf(out, "Charge: the BUGs move twice as far this turn.\n");
		return true;
	case PU_BE_DEPLETE: return pu_card_deplete(s, out);
	case PU_BE_IMMOLATION: return pu_card_immolation(s, d, out);
	case PU_BE_CORROSION: case PU_BE_MORTALGAS: case PU_BE_PSYCHIC:
		return pu_solo_each(s, d->bugcard[c].effect, out);
	case PU_BE_KNOCK: return pu_card_move(s, d, true, out);
	case PU_BE_TELEPORT: return pu_card_move(s, d, false, out);
	case PU_BE_DOOR: return pu_card_door(s, out);
	case PU_BE_THIEF: return pu_card_thief(s, d, out);
	default: return false;
	}
}

/* Card c carried out as the automatic rules aim it (the BUGMISTRESS
 * player's cards too): 1, or 0 when it has no use now. */
int pu_bug_card_use(struct pu_state *s, const struct pu_data *d, int c, struct tt_out *out)
{
	return pu_use_card(s, d, c, out) ? 1 : 0;
}

/* Card k of the BUG hand goes to the discard pile. */
void pu_bughand_drop(struct pu_state *s, int k)
{
	s->bugdisc[s->nbugdisc++] = s->bughand[k];
	memmove(&s->bughand[k], &s->bughand[k + 1], (size_t)(s->nbughand - k - 1));
	s->bughand[--s->nbughand] = -1;
}

/* 1.1: one card per BUGBUSTER standing (and per live portal piece once
 * the portal is active) joins the hand; the events among them are
 * discarded; Reinforcement is discarded for two more cards. */
void pu_bug_draw(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	int n = 0, c;

	for (int i = 0; i < s->nseats; i++)
		n += s->fig[s->bb[i].fig].lives > 0;
	for (int i = 0; i < s->nfig && d->mission.goal == PU_GO_PORTAL && s->turns_total >= d->mission.turns; i++)
		n += s->fig[i].kind == PU_FK_PORTAL && pu_alive(s, i);
	for (int k = 0; k < n && k < 16; k++) {
		if ((c = pu_draw_bugcard(s)) < 0)
			break;
		if (d->bugcard[c].effect == PU_BE_REINFORCE) {
			tt_outf(out, "Reinforcement: the BUGs draw 2 cards instead.\n");
			s->bugdisc[s->nbugdisc++] = (int8_t)c;
			n += 2;
		} else if (d->bugcard[c].kind == PU_BK_EVENT || s->nbughand == PU_MAXBUGCARD) {
			s->bugdisc[s->nbugdisc++] = (int8_t)c;
			tt_outf(out, "The BUGs draw %s: an event, discarded.\n", d->bugcard[c].name);
		} else {
			s->bughand[s->nbughand++] = (int8_t)c;
			tt_outf(out, "The BUGs draw %s.\n", d->bugcard[c].name);
		}
	}
}

/* 1.4: cards are drawn until an event turns up; it stays in play. */
void pu_bug_event(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	for (int k = 0, c; k < PU_MAXBUGCARD; k++) {
		if ((c = pu_draw_bugcard(s)) < 0)
			break;
		s->bugdisc[s->nbugdisc++] = (int8_t)c;
		if (d->bugcard[c].kind == PU_BK_EVENT) {
			s->event = c;
			tt_outf(out, "Event in play: %s.\n", d->bugcard[c].name);
			pu_info_bugcard_said(d, c, out, out ? out->len : 0);
			break;
		}
	}
}

/* The cards of the hand whose automatic condition holds are used, left
 * to right: Specials only when specials is set (step 1.5 of the BUG
 * turn), Tricks at any time; a Surprise waits for the end of the BUG
 * actions.  Returns how many were used. */
int pu_bug_play(struct pu_state *s, const struct pu_data *d, bool specials, struct tt_out *out)
{
	int used = 0;

	for (int k = 0; k < s->nbughand && !s->result; ) {
		const struct pu_bugcard *c = &d->bugcard[s->bughand[k]];
		size_t at = out ? out->len : 0;
		if (c->effect == PU_BE_SURPRISE || (c->kind != PU_BK_TRICK && !specials) ||
		    !pu_use_card(s, d, s->bughand[k], out)) {
			k++;
			continue;
		}
		pu_info_bugcard_said(d, s->bughand[k], out, at);
		pu_bughand_drop(s, k);
		used++;
		pu_check_end(s, d, out);
	}
	return used;
}

/* Compatibility for tests and part 2: these cards join the hand and the
 * hand is played as in step 1.5. */
void pu_bug_use(struct pu_state *s, const struct pu_data *d, const int8_t *hand, int n,
		struct tt_out *out)
{
	for (int k = 0; k < n && s->nbughand < PU_MAXBUGCARD; k++)
		s->bughand[s->nbughand++] = hand[k];
	pu_bug_play(s, d, true, out);
}

/* Any Trick in the hand that can be used now is (after every action). */
void pu_bug_tricks(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	bool any = false;

	if (s->result || s->decl.active || s->npend > 0 || (s->phase == PU_PH_BUGS && s->bstep == 0))
		return;
	for (int k = 0; k < s->nbughand && !any; k++)
		any = d->bugcard[s->bughand[k]].kind == PU_BK_TRICK &&
		      d->bugcard[s->bughand[k]].effect != PU_BE_SURPRISE;
	if (any)
		pu_bug_play(s, d, false, out);
}

/* BrainWash: the BUGMISTRESS may play her Tricks first, then two random
 * cards of her hand are discarded. */
void pu_bug_brainwash(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	pu_bug_play(s, d, false, out);
	for (int k = 0; k < 2 && s->nbughand > 0; k++) {
		int i = (int)dice_below(&s->dice, (uint32_t)s->nbughand);
		tt_outf(out, "The BUGMISTRESS discards %s.\n", d->bugcard[s->bughand[i]].name);
		pu_bughand_drop(s, i);
	}
}

/* Surprise, at the end of the BUG actions: the BUG nearest to the
 * PRIMARY TARGET (else to the top-scoring BUGBUSTER) acts once more
 * (house reading of the card).  Returns 1 when a BUG got to act. */
int pu_bug_surprise(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	int k = 0, t = pu_card_target(s, d), best = -1;

	while (k < s->nbughand && d->bugcard[s->bughand[k]].effect != PU_BE_SURPRISE)
		k++;
	if (k == s->nbughand || t < 0)
		return 0;
	for (int i = 0; i < s->nfig; i++) {
		const struct pu_fig *g = &s->fig[i];
		if (g->kind != PU_FK_BUG || !pu_alive(s, i) || g->fresh || d->bug[g->type].actions == 0)
			continue;
		bool sp = d->bug[g->type].abil & PU_AB_SPAWN, bsp = best >= 0 &&
			  (d->bug[s->fig[best].type].abil & PU_AB_SPAWN);
		if (best < 0 || (bsp && !sp) || (sp == bsp && pu_dist(s, i, t) < pu_dist(s, best, t)))
			best = i;	/* a spawner only when no other BUG can */
	}
	if (best < 0)
		return 0;
	pu_info_bugcard_said(d, s->bughand[k], out, out ? out->len : 0);
	pu_bughand_drop(s, k);
	tt_outf(out, "Surprise! %s acts again.\n", pu_fig_name(s, d, best));
	s->fig[best].ap = (uint8_t)d->bug[s->fig[best].type].actions;
	s->fig[best].attacks = 0;
	s->bug_order[0] = best;
	s->nbug_order = 1;
	s->bug_cur = 0;
	return 1;
}
