/*
 * pu_bugcards.c - the BUG cards played automatically: one card per
 * BUGBUSTER in play is drawn at the start of the BUG turn, each used at
 * once when its automatic condition holds (else discarded); then cards
 * are drawn until an event turns up, which stays in play until the next
 * BUG turn.
 */
#include <stdio.h>
#include <string.h>
#include "pu.h"

int pu_draw_bugcard(struct pu_state *s)
{
	if (s->nbugdeck == 0) {
		for (int i = 0; i < s->nbugdisc; i++)
			s->bugdeck[i] = s->bugdisc[i];
		s->nbugdeck = s->nbugdisc;
		s->nbugdisc = 0;
		for (int i = s->nbugdeck - 1; i > 0; i--) {
			int j = (int)dice_below(&s->dice, (uint32_t)(i + 1));
			int8_t t = s->bugdeck[i];
			s->bugdeck[i] = s->bugdeck[j], s->bugdeck[j] = t;
		}
	}
	if (s->nbugdeck == 0)
		return -1;
	return s->bugdeck[--s->nbugdeck];
}

int pu_highest_bb(const struct pu_state *s)
{
	int best = -1;

	for (int i = 0; i < s->nseats; i++)
		if (s->fig[s->bb[i].fig].lives > 0 && (best < 0 || s->bb[i].score > s->bb[best].score))
			best = i;
	return best;
}

static int pu_adjacent_bug(const struct pu_state *s, int type, int *seat)
{
	for (int i = 0; i < s->nfig; i++) {
		if (s->fig[i].kind != FK_BUG || !pu_alive(s, i) || (type >= 0 && s->fig[i].type != type))
			continue;
		for (int k = 0; k < s->nseats; k++) {
			const struct pu_fig *t = &s->fig[s->bb[k].fig];
			int dx = t->x - s->fig[i].x, dy = t->y - s->fig[i].y;
			if (t->lives > 0 && !t->aboard && dx * dx + dy * dy <= 2) {
				*seat = k;
				return i;
			}
		}
	}
	return -1;
}

static bool pu_solo_each(const struct pu_state *s, const struct pu_data *d, int eff,
			 struct tt_out *out)
{
	for (int i = 0; i < s->nseats; i++) {
		struct pu_bb *b = (struct pu_bb *)&s->bb[i];
		int n = s->nseats == 1 ? (eff == BE_CORROSION ? 3 : 2) : 1;
		if (s->fig[b->fig].lives <= 0)
			continue;
		if (eff == BE_CORROSION)
			b->ammo = (int8_t)(b->ammo > n ? b->ammo - n : 0);
		else if (eff == BE_MORTALGAS)
			b->rp = (int8_t)(b->rp > n ? b->rp - n : 0);
		else
			((struct pu_fig *)&s->fig[b->fig])->face = (int8_t)-s->fig[b->fig].face;
	}
	tt_outf(out, "%s\n", eff == BE_CORROSION ? "Metal Corrosion eats the BUGBUSTERs' ammo." :
		eff == BE_MORTALGAS ? "Mortal Gas drains the BUGBUSTERs' reaction points." :
		"Psychic Attack: every BUGBUSTER spins round.");
	(void)d;
	return true;
}

/* Free square next to seat's BUGBUSTER, or false. */
static bool pu_next_to(const struct pu_state *s, int seat, int *x, int *y)
{
	const struct pu_fig *t = &s->fig[s->bb[seat].fig];

	for (int k = 0; k < 2; k++) {
		int nx = t->x + (k ? -t->face : t->face);
		if (!pu_blocks(s, nx, t->y) && pu_at(s, nx, t->y, -1) < 0 && s->kind[t->y][nx] != PS_ACID) {
			*x = nx, *y = t->y;
			return true;
		}
	}
	return false;
}

static bool pu_card_move(struct pu_state *s, const struct pu_data *d, bool knock,
			 struct tt_out *out)
{
	int seat = pu_highest_bb(s), best = -1, x, y;

	if (seat < 0 || !pu_next_to(s, seat, &x, &y))
		return false;
	for (int i = 0; i < s->nfig; i++) {
		if (s->fig[i].kind != FK_BUG || !pu_alive(s, i) || (d->bug[s->fig[i].type].abil & AB_SPAWN))
			continue;
		if (best < 0 || (knock && d->bug[s->fig[i].type].cost > d->bug[s->fig[best].type].cost))
			best = i;
	}
	if (best < 0)
		return false;
	tt_outf(out, "%s appears next to %s.\n", pu_fig_name(s, d, best),
		pu_fig_name(s, d, s->bb[seat].fig));
	pu_place(s, d, best, x, y, out);
	s->fig[best].face = (int8_t)(s->fig[s->bb[seat].fig].x > x ? 1 : -1);
	return true;
}

static bool pu_card_transform(struct pu_state *s, const struct pu_data *d, int from, int to,
			      struct tt_out *out)
{
	if (pu_count_bugs(s, to) >= d->bug[to].tokens)
		return false;
	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].kind == FK_BUG && pu_alive(s, i) && s->fig[i].type == from) {
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
			if (s->coins[y][x] && (bx < 0 || s->coins[y][x] > s->coins[by][bx]))
				bx = x, by = y;
	if (bx < 0)
		return false;
	tt_outf(out, "Acid Corruption destroys %d coins at %d,%d.\n", s->coins[by][bx], bx, by);
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
				if (s->power[y][x] == 2 && dd < bd)
					bd = dd, bx = x, by = y;
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

static bool pu_card_vomit(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	int seat, b = pu_adjacent_bug(s, d->burp, &seat);
	struct pu_bb *bb;

	if (b < 0)
		return false;
	bb = &s->bb[seat];
	for (int k = 0; k < 3; k++)
		if (bb->eq[k] >= 0) {
			tt_outf(out, "Acid Vomit destroys %s's %s.\n", d->sheet[s->fig[bb->fig].type].name,
				d->eq[bb->gear[bb->eq[k]]].name);
			bb->eq[k] = -1;
			return true;
		}
	return false;
}

static bool pu_card_immolation(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	int seat, b = pu_adjacent_bug(s, d->brasas, &seat), x, y;

	if (b < 0)
		return false;
	x = s->fig[b].x, y = s->fig[b].y;
	tt_outf(out, "Immolation: the BRASAS explodes!\n");
	s->fig[b].kind = FK_NONE;
	for (int i = 0; i < s->nfig; i++) {
		int dx = s->fig[i].x - x, dy = s->fig[i].y - y;
		if (pu_alive(s, i) && dx * dx + dy * dy <= 2 && s->fig[i].kind != FK_BUG)
			pu_hurt(s, d, i, 1, -1, out);
	}
	s->fire[y][x] = 1;
	return true;
}

static bool pu_card_thief(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	int seat, b = pu_adjacent_bug(s, d->buggie, &seat), n;

	if (b < 0 || s->bb[seat].coins == 0)
		return false;
	n = s->bb[seat].coins < 2 ? s->bb[seat].coins : 2;
	s->bb[seat].coins = (int16_t)(s->bb[seat].coins - n);
	s->fig[b].kind = FK_NONE;
	tt_outf(out, "Thief Buggie steals %d coin%s and escapes.\n", n, n == 1 ? "" : "s");
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
			if (s->kind[y][x] == PS_DOOR && s->door_open[y][x] && pu_at(s, x, y, -1) < 0 && dd < bd)
				bd = dd, bx = x, by = y;
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

	for (int k = 0; k < 2 && seat >= 0 && pu_next_to(s, seat, &x, &y) &&
			pu_count_bugs(s, d->buggie) < d->bug[d->buggie].tokens; k++) {
		int b = pu_new_fig(s, FK_BUG, d->buggie, x, y, s->fig[s->bb[seat].fig].x > x ? 1 : -1);
		if (b < 0)
			break;
		s->fig[b].lives = (int8_t)d->bug[d->buggie].lives;
		s->fig[b].fresh = 1;
		n++;
	}
	if (n)
		tt_outf(out, "Ambush! %d BUGGIE%s appear%s.\n", n, n == 1 ? "" : "S", n == 1 ? "s" : "");
	return n > 0;
}

/* Use card c if its automatic condition holds. */
static bool pu_use_card(struct pu_state *s, const struct pu_data *d, int c, struct tt_out *out)
{
	switch (d->bugcard[c].effect) {
	case BE_ACIDCORR: return pu_card_coins(s, out);
	case BE_ACIDVOMIT: return pu_card_vomit(s, d, out);
	case BE_AMBUSH: return pu_card_ambush(s, d, out);
	case BE_BICEVO: return pu_card_transform(s, d, d->bigbug, d->bicefalus, out);
	case BE_EVOLUTION: return pu_card_transform(s, d, d->buggie, d->bigbug, out);
	case BE_CHARGE:
		s->charge = 1;
		tt_outf(out, "Charge: the BUGs move twice as far this turn.\n");
		return true;
	case BE_DEPLETE: return pu_card_deplete(s, out);
	case BE_IMMOLATION: return pu_card_immolation(s, d, out);
	case BE_CORROSION: case BE_MORTALGAS: case BE_PSYCHIC:
		return pu_solo_each(s, d, d->bugcard[c].effect, out);
	case BE_KNOCK: return pu_card_move(s, d, true, out);
	case BE_TELEPORT: return pu_card_move(s, d, false, out);
	case BE_DOOR: return pu_card_door(s, out);
	case BE_THIEF: return pu_card_thief(s, d, out);
	default: return false;
	}
}

/* 1.1: one card per BUGBUSTER standing (and per live portal piece once
 * the portal is active); Reinforcement counts as two more draws. */
int pu_bug_draw(struct pu_state *s, const struct pu_data *d, int8_t *hand, struct tt_out *out)
{
	int n = 0, got = 0, c;

	for (int i = 0; i < s->nseats; i++)
		n += s->fig[s->bb[i].fig].lives > 0;
	for (int i = 0; i < s->nfig && d->mission.goal == GO_PORTAL && s->turns_total >= d->mission.turns; i++)
		n += s->fig[i].kind == FK_PORTAL && pu_alive(s, i);
	for (int k = 0; k < n && k < 12; k++) {
		if ((c = pu_draw_bugcard(s)) < 0)
			break;
		s->bugdisc[s->nbugdisc++] = (int8_t)c;
		if (d->bugcard[c].effect == BE_REINFORCE) {
			tt_outf(out, "Reinforcement: the BUGs draw 2 more cards.\n");
			n += 2;
		} else if (d->bugcard[c].kind != BK_EVENT) {
			hand[got++] = (int8_t)c;
		}
	}
	return got;
}

/* 1.4: cards are drawn until an event turns up; it stays in play. */
void pu_bug_event(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	for (int k = 0, c; k < PU_MAXBUGCARD; k++) {
		if ((c = pu_draw_bugcard(s)) < 0)
			break;
		s->bugdisc[s->nbugdisc++] = (int8_t)c;
		if (d->bugcard[c].kind == BK_EVENT) {
			s->event = c;
			tt_outf(out, "Event in play: %s.\n", d->bugcard[c].name);
			break;
		}
	}
}

/* 1.5: the drawn cards whose automatic condition holds are used; a
 * Surprise waits for the end of the BUG actions. */
void pu_bug_use(struct pu_state *s, const struct pu_data *d, const int8_t *hand, int n,
		struct tt_out *out)
{
	for (int k = 0; k < n; k++) {
		if (d->bugcard[hand[k]].effect == BE_SURPRISE) {
			s->surprise++;
			continue;
		}
		pu_use_card(s, d, hand[k], out);
	}
}

/* Surprise, at the end: a BUG appears next to the top-scoring BUGBUSTER. */
void pu_bug_surprise(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	for (; s->surprise > 0; s->surprise--) {
		tt_outf(out, "Surprise!\n");
		pu_card_move(s, d, false, out);
	}
}
