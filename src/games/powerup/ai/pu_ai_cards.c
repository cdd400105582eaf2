/*
 * pu_ai_cards.c - POWERUP AI BUGBUSTERs: POW! cards.
 *
 * Trick cards are played at the moment they help: Power Shield when a
 * BUG declares an attack on its owner, Attack Advantage before a melee
 * attack, Extra Die and Concentration before a shot, Hypno Ray to turn
 * the BUG about to be hit in melee so the blow lands from behind (a
 * partner's Hypno Ray turns the BUG nearest that partner, so it is used
 * when that BUG is ours to hit; where the card names its BUG, the one we
 * are about to hit), Lucky Charm before an attack when a
 * reaction point can be spared.  Special cards are played in the
 * owner's turn: Disruptor and BrainWash at once, First Aid when hurt,
 * the ammo, reaction and draw cards when they are not wasted, Overcharge
 * when no POWERUP is ON, Barrier Granade to wall up a way in to the
 * VIPs.  A card whose letter the hand needs for E-P-I-C is kept unless
 * it is urgent.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_ai.h"

/* Would playing card k of seat break a hand on its way to E-P-I-C?
 * (three different letters or more, and this the only one of its kind) */
static bool pu_ai_epic_keep(const struct pu_state *s, const struct pu_data *d, int seat, int k)
{
	const struct pu_bb *b = &s->bb[seat];
	char l = d->pow[b->hand[k]].letter;
	int n = 0, same = 0;
	bool have[4] = { false };

	for (int i = 0; i < b->nhand; i++) {
		char c = d->pow[b->hand[i]].letter;
		const char *at = c == '*' ? NULL : strchr("EPIC", c);
		if (c == '*')
			n++;
		else if (at && *at && !have[at - "EPIC"]) {
			have[at - "EPIC"] = true;
			n++;
		}
		same += c == l;
	}
	return l == '*' || (n >= 3 && same == 1);
}

/* The command that plays card k of owner, asked from seat, aimed at the
 * square (x, y) when x >= 0 and the card takes one. */
static bool pu_ai_play_at(const struct pu_state *s, const struct pu_data *d, int seat, int owner, int k,
			  int x, int y, const struct tt_prompt *p, char *out, size_t cap)
{
	char buf[64], name[PU_NAME];

	pu_lower(name, d->sheet[s->fig[s->bb[owner].fig].type].name, sizeof name);
	if (owner == seat)
		snprintf(buf, sizeof buf, "play %d", k + 1);
	else
		snprintf(buf, sizeof buf, "trick %s %d", name, k + 1);
	if (x >= 0) {
		size_t i = strlen(buf);
		snprintf(buf + i, sizeof buf - i, " %d,%d", x, y);
	}
	return pu_ai_pick(p, buf, out, cap);
}

static bool pu_ai_play(const struct pu_state *s, const struct pu_data *d, int seat, int owner, int k,
		       const struct tt_prompt *p, char *out, size_t cap)
{
	return pu_ai_play_at(s, d, seat, owner, k, -1, -1, p, out, cap);
}

/* Card k of owner with this effect, -1 none. */
static int pu_ai_card(const struct pu_state *s, const struct pu_data *d, int owner, int effect)
{
	for (int k = 0; k < s->bb[owner].nhand; k++)
		if (d->pow[s->bb[owner].hand[k]].effect == effect)
			return k;
	return -1;
}

/* The BUG nearest to figure f (as the Hypno Ray card finds it). */
static int pu_ai_nearest_bug(const struct pu_state *s, int f)
{
	int best = -1, bd = 9999;

	for (int i = 0; i < s->nfig; i++) {
		int dx = s->fig[i].x - s->fig[f].x, dy = s->fig[i].y - s->fig[f].y;
		if (s->fig[i].kind == PU_FK_BUG && pu_alive(s, i) && dx * dx + dy * dy < bd) {
			bd = dx * dx + dy * dy;
			best = i;
		}
	}
	return best;
}

/* Turn melee target t round so our blow comes from behind. */
static bool pu_ai_hypno(const struct pu_state *s, const struct pu_data *d, int seat, int t,
			const struct tt_prompt *p, char *out, size_t cap)
{
	int f = s->bb[seat].fig;
	const struct pu_fig *g = &s->fig[t];

	if (g->kind != PU_FK_BUG || (d->bug[g->type].abil & (PU_AB_BACKEYE | PU_AB_NOBACK)) || g->x == s->fig[f].x ||
	    (s->fig[f].x - g->x) * g->face < 0)
		return false;	/* already from behind, or it cannot be caught so */
	for (int o = 0; o < s->nseats; o++) {
		int k = pu_ai_card(s, d, o, PU_PE_FACEBUG);
		if (k < 0 || s->fig[s->bb[o].fig].lives <= 0)
			continue;
		if (pu_ai_play_at(s, d, seat, o, k, g->x, g->y, p, out, cap))
			return true;	/* the card names its BUG */
		if (pu_ai_nearest_bug(s, s->bb[o].fig) == t && pu_ai_play(s, d, seat, o, k, p, out, cap))
			return true;	/* the card turns the BUG nearest its owner */
	}
	return false;
}

/* Cards to play just before the attack `cmd` of seat on target t. */
bool pu_ai_trick_attack(const struct pu_state *s, const struct pu_data *d, int seat, const char *cmd,
			int t, const struct tt_prompt *p, char *out, size_t cap)
{
	const struct pu_bb *b = &s->bb[seat];
	bool melee = strncmp(cmd, "attack", 6) == 0;
	int k;

	if (melee && t >= 0 && pu_ai_hypno(s, d, seat, t, p, out, cap))
		return true;
	if (melee && !b->bonus_white && (k = pu_ai_card(s, d, seat, PU_PE_WHITE)) >= 0 &&
	    !pu_ai_epic_keep(s, d, seat, k) && pu_ai_play(s, d, seat, seat, k, p, out, cap))
		return true;
	if (!melee && !b->bonus_yellow && (k = pu_ai_card(s, d, seat, PU_PE_YELLOW)) >= 0 &&
	    !pu_ai_epic_keep(s, d, seat, k) && pu_ai_play(s, d, seat, seat, k, p, out, cap))
		return true;
	if (!melee && !b->bonus_hit && (k = pu_ai_card(s, d, seat, PU_PE_HIT)) >= 0 &&
	    !pu_ai_epic_keep(s, d, seat, k) && pu_ai_play(s, d, seat, seat, k, p, out, cap))
		return true;
	if (!b->reroll && b->rp >= 3 && (k = pu_ai_card(s, d, seat, PU_PE_REROLL)) >= 0 &&
	    !pu_ai_epic_keep(s, d, seat, k) && pu_ai_play(s, d, seat, seat, k, p, out, cap))
		return true;
	return false;
}

bool pu_ai_trick(const struct pu_state *s, const struct pu_data *d, int seat,
		 const struct tt_prompt *p, char *out, size_t cap)
{
	int t, o, k;

	if (!s->decl.active || s->npend == 0 || s->pend[s->npend - 1].kind != PU_PD_REACT)
		return false;
	t = s->decl.target;
	if (t < 0 || s->fig[t].kind != PU_FK_BB)
		return false;
	o = s->fig[t].seat;	/* a Power Shield on the BUGBUSTER attacked */
	k = pu_ai_card(s, d, o, PU_PE_ARMOUR);
	return k >= 0 && !s->bb[o].bonus_armour && pu_ai_play(s, d, seat, o, k, p, out, cap);
}

static int pu_ai_count_on(const struct pu_state *s)
{
	int n = 0;

	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++)
			n += s->power[y][x] == 2;
	return n;
}

static int pu_ai_board_coins(const struct pu_state *s)
{
	int best = 0;

	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++)
			if (s->coins[y][x] > best)
				best = s->coins[y][x];
	return best;
}

/* Is the square ahead of f a way in to the VIPs no BUGBUSTER holds? */
static bool pu_ai_barrier_spot(const struct pu_state *s, const struct pu_data *d, int f)
{
	int x = s->fig[f].x + s->fig[f].face, y = s->fig[f].y, face;

	if (d->mission.goal != PU_GO_VIPS || pu_blocks(s, x, y) || pu_at(s, x, y, -1) >= 0)
		return false;
	for (int k = 0; k < s->nfig; k++)
		if (s->fig[k].kind == PU_FK_NPC && pu_alive(s, k) && !s->fig[k].aboard &&
		    pu_can_hit_from(s, f, x, y, k, 1, &face) && pu_floor_under(s, x, y))
			return true;
	return false;
}

/* How much seat wants to play Special card k now: 2 urgent, 1 when the
 * hand can spare it, 0 no. */
static int pu_ai_special_want(const struct pu_state *s, const struct pu_data *d, int seat, int k)
{
	const struct pu_bb *b = &s->bb[seat];
	const struct pu_pow *c = &d->pow[b->hand[k]];
	int f = b->fig, r = pu_weapon_range(s, d, f);

	switch (c->effect) {
	case PU_PE_DISRUPT: return !s->disrupt && b->rp >= 1 ? 2 : 0;
	case PU_PE_BRAINWASH: return b->rp >= 2 ? 1 : 0;
	case PU_PE_LIFE: return s->fig[f].lives < 3 ? 2 : 0;
	case PU_PE_RP: return c->amount > 0 && b->rp + c->amount <= b->maxrp + 1 ? 1 : 0;
	case PU_PE_AMMO: return r != 0 && b->ammo + c->amount <= b->maxammo + 1 && b->rp >= c->cost_rp ? 1 : 0;
	case PU_PE_DRAW2: return b->nhand <= 2 && b->rp >= 2 ? 1 : 0;
	case PU_PE_COINS: return pu_ai_board_coins(s) >= 2 ? 1 : 0;
	case PU_PE_POWERON: return pu_ai_count_on(s) == 0 && b->ammo >= 2 ? 2 : 0;
	case PU_PE_BARRIER: return b->ammo >= 2 && pu_ai_barrier_spot(s, d, f) ? 2 : 0;
	default: return 0;
	}
}

bool pu_ai_special(const struct pu_state *s, const struct pu_data *d, int seat, int level,
		   const struct tt_prompt *p, char *out, size_t cap)
{
	const struct pu_bb *b = &s->bb[seat];

	for (int k = 0; k < b->nhand; k++) {
		int w;
		if (d->pow[b->hand[k]].type != PU_PW_SPECIAL || (b->nodraw & (1u << k)))
			continue;
		w = pu_ai_special_want(s, d, seat, k);
		if (w == 0 || (w == 1 && (level < AI_HARD || d->mission.goal == PU_GO_KEYS) && b->nhand < PU_HAND))
			continue;	/* hard spends spare cards at once, but not in Hidden Keys (measured worse there) */
		if (w == 1 && pu_ai_epic_keep(s, d, seat, k) && b->nhand < PU_HAND)
			continue;
		if (pu_ai_play(s, d, seat, seat, k, p, out, cap))
			return true;
	}
	return false;
}
