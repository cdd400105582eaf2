/*
 * pu_mistress_plan.c - POWERUP: the BUGMISTRESS AI's use of her cards
 * (steps 1.2 to 1.5 of her turn, and the Trick windows).
 *
 * The automatic BUGs draw a card per BURP for the spawn on top of the
 * cards per BUGBUSTER they play; she has only the latter, each one either
 * spent for its SPAWN value or played.  What limits her spawn is mostly
 * room: a BURP releases a BUG in front of it or above it, and a BUG
 * spawned there stays (dizzy) until her next turn.  So her AI counts the
 * free spawn squares first, fills them with the strongest BUGs the hand
 * can buy (in Save the VIPs those that shoot, in Hidden Keys those that
 * fly, else the dearest; paying the fewest SPAWN points that do it; the rest of the
 * hand waits for later turns, as her hand has no limit), turns one more
 * sheet face up when the hand pays for it and one of its BUGs, spawns
 * from the spawners nearest the BUGBUSTERs (the VIPs in Save the VIPs),
 * then plays the event and Specials worth more than the SPAWN points
 * they would give, keeping a reserve of points for the next turn.
 * Card worths are house guesses (pu_bmp_worth).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_mistress_ai.h"

enum { PU_BMP_RESERVE = 8 };	/* SPAWN points kept in hand for the next turn */

int pu_bmp_say(const struct pu_state *s, const struct pu_data *d, const char *line, char *cmd, size_t cap)
{
	if (!pu_legal(s, d, s->bm.seat, line))
		return -1;
	tt_strlcpy(cmd, line, cap);
	return 0;
}

/* In Save the VIPs a BUG set down next to a VIP, or acting again
 * beside one, kills it: those cards win the mission. */
static bool pu_bmp_vip_card(const struct pu_data *d, const struct pu_bugcard *c)
{
	return d->mission.goal == PU_GO_VIPS &&
	       (c->effect == PU_BE_KNOCK || c->effect == PU_BE_TELEPORT || c->effect == PU_BE_SURPRISE);
}

/* What playing a card is worth, in SPAWN points (house guesses). */
static int pu_bmp_worth(const struct pu_data *d, const struct pu_bugcard *c)
{
	static const int8_t worth[PU_BE_N] = {
		[PU_BE_ACIDCORR] = 1, [PU_BE_ACIDVOMIT] = 4, [PU_BE_AMBUSH] = 5, [PU_BE_BICEVO] = 4,
		[PU_BE_CHARGE] = 4, [PU_BE_CREEPER] = 5, [PU_BE_DEPLETE] = 3, [PU_BE_EVOLUTION] = 4,
		[PU_BE_GAS] = 2, [PU_BE_IMMOLATION] = 4, [PU_BE_CORROSION] = 3, [PU_BE_MORTALGAS] = 3,
		[PU_BE_KNOCK] = 4, [PU_BE_DOOR] = 0, [PU_BE_PSYCHIC] = 3, [PU_BE_TELEPORT] = 3,
		[PU_BE_REINFORCE] = 9, [PU_BE_SURPRISE] = 0, [PU_BE_THIEF] = 2,
	};

	if (pu_bmp_vip_card(d, c))
		return c->effect == PU_BE_SURPRISE ? 0 : 20;	/* Surprise: pu_bmp_surprise */
	return c->effect >= 0 && c->effect < PU_BE_N ? worth[c->effect] : 0;
}

/* Cards kept to be played, never paid: they are worth far more played
 * (an event only while she plays her own: bm-income=auto brings one). */
static bool pu_bmp_kept(const struct pu_state *s, const struct pu_data *d, const struct pu_bugcard *c)
{
	return c->effect == PU_BE_REINFORCE || c->effect == PU_BE_AMBUSH ||
	       (c->effect == PU_BE_CREEPER && !s->bm.income) || pu_bmp_vip_card(d, c);
}

/* The free spawn squares now (every spawner, a BUGGIE after another on a
 * scratch copy); -1 out of memory. */
static int pu_bmp_slots(const struct pu_state *s, const struct pu_data *d)
{
	struct pu_state *t = malloc(sizeof *t);
	int n = 0;

	if (!t)
		return -1;
	memcpy(t, s, sizeof *t);
	for (int f = 0; f < s->nfig; f++)
		for (int k = 0; k < 4 && pu_is_spawner(t, d, f) && !t->fig[f].fresh; k++)
			if (pu_spawn(t, d, f, d->buggie, NULL) >= 0)
				n++;
	free(t);
	return n;
}

/* May a BUG of sheet i be spawned at all (tokens, the BURP limit)? */
static bool pu_bmp_room(const struct pu_state *s, const struct pu_data *d, int i, int extra)
{
	int maxburp = s->nseats - (d->mission.goal == PU_GO_MISTRESS ? 1 : 0);

	if (d->bug[i].activate < 0 || pu_count_bugs(s, i) + extra >= d->bug[i].tokens)
		return false;
	return i != d->burp || pu_count_bugs(s, i) + extra < maxburp;
}

/* What a BUG of sheet i is worth to her: its SPAWN cost, and in Save the
 * VIPs far more for a ranged attack (it kills a VIP from afar), in
 * Hidden Keys for flight (it reaches the tokens and portals first). */
static int pu_bmp_value(const struct pu_data *d, int i)
{
	const struct pu_bugsheet *b = &d->bug[i];

	if (d->mission.goal == PU_GO_VIPS && b->range > 0)
		return b->cost + 10;
	if (d->mission.goal == PU_GO_KEYS && (b->abil & PU_AB_FLYING))
		return b->cost + 10;
	return b->cost;
}

/* The face-up sheet (or sheet act) worth most that points buys; -1. */
static int pu_bmp_pick(const struct pu_state *s, const struct pu_data *d, int points, int act,
		       const int *taken)
{
	int best = -1;

	if (((s->bm.active & (1u << d->burp)) || d->burp == act) && d->bug[d->burp].cost <= points &&
	    pu_bmp_room(s, d, d->burp, taken ? taken[d->burp] : 0))
		return d->burp;	/* a lost BURP back first: it is more room to spawn */
	for (int i = 0; i < d->nbug; i++)
		if (((s->bm.active & (1u << i)) || i == act) && d->bug[i].cost <= points &&
		    pu_bmp_room(s, d, i, taken ? taken[i] : 0) && (best < 0 || pu_bmp_value(d, i) > pu_bmp_value(d, best)))
			best = i;
	return best;
}

/* Could sheet i be turned face up now, with one of its BUGs, for budget? */
static bool pu_bmp_can_activate(const struct pu_state *s, const struct pu_data *d, int i, int budget)
{
	return i >= 0 && !(s->bm.active & (1u << i)) && d->bug[i].activate >= 0 && pu_bmp_room(s, d, i, 0) &&
	       d->bug[i].activate + d->bug[i].cost <= budget;
}

/* The sheet to turn face up with budget: the first of a house order
 * (a lost BURP back, then the cheap fighters), else the dearest; -1. */
static int pu_bmp_activation(const struct pu_state *s, const struct pu_data *d, int budget)
{
	const int order[] = { d->burp, d->mission.goal == PU_GO_VIPS ? d->brasas : d->bigbug,
			      d->brasas, d->bigbug, d->bicefalus };
	int best = -1;

	for (size_t k = 0; k < sizeof order / sizeof order[0]; k++)
		if (pu_bmp_can_activate(s, d, order[k], budget))
			return order[k];
	for (int i = 0; i < d->nbug; i++)
		if (d->bug[i].cost >= 5 && pu_bmp_can_activate(s, d, i, budget) &&
		    (best < 0 || d->bug[i].cost > d->bug[best].cost))
			best = i;
	return best;
}

/* SPAWN points the plan needs: an activation (*act) and BUGs for the
 * free squares, from the points paid and the payable cards. */
static int pu_bmp_need(const struct pu_state *s, const struct pu_data *d, int slots, int *act)
{
	int budget = s->bm.points, need = 0, taken[PU_MAXBUG] = { 0 };

	for (int k = 0; k < s->nbughand; k++)
		if (!pu_bmp_kept(s, d, &d->bugcard[s->bughand[k]]))
			budget += d->bugcard[s->bughand[k]].spawn;
	*act = s->bm.step <= PU_BS_ACTIVATE && !s->bm.activated ? pu_bmp_activation(s, d, budget) : -1;
	if (*act >= 0) {
		need += d->bug[*act].activate;
		budget -= d->bug[*act].activate;
	}
	for (int k = 0; k < slots; k++) {
		int i = pu_bmp_pick(s, d, budget, *act, taken);
		if (i < 0)
			break;
		taken[i]++;
		need += d->bug[i].cost;
		budget -= d->bug[i].cost;
	}
	return need;
}

/* pay N: the payable card towards want points with least waste (the
 * smallest that covers it, else the biggest); one card a command, as
 * her prompt lists them, the plan made again after each. */
static int pu_bmp_pay(const struct pu_state *s, const struct pu_data *d, int want, char *cmd, size_t cap)
{
	int best = -1, bv = 0;
	char buf[32];

	for (int k = 0; k < s->nbughand; k++) {
		int v = d->bugcard[s->bughand[k]].spawn;
		if (pu_bmp_kept(s, d, &d->bugcard[s->bughand[k]]) || v <= 0)
			continue;
		if (best < 0 || (v >= want ? bv < want || v < bv : bv < want && v > bv)) {
			best = k;
			bv = v;
		}
	}
	if (best < 0)
		return -1;
	snprintf(buf, sizeof buf, "pay %d", best + 1);
	return pu_bmp_say(s, d, buf, cmd, cap);
}

/* Distance from figure f to the nearest thing her BUGs hunt. */
static int pu_bmp_near(const struct pu_state *s, const struct pu_data *d, int f)
{
	int want = d->mission.goal == PU_GO_VIPS ? PU_FK_NPC : PU_FK_BB, best = 999;

	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].kind == want && pu_alive(s, i) && !s->fig[i].aboard) {
			int dd = abs(s->fig[i].x - s->fig[f].x) + abs(s->fig[i].y - s->fig[f].y);
			best = dd < best ? dd : best;
		}
	return best;
}

/* spawn TYPE N from the spawner nearest the hunt that has room. */
static int pu_bmp_release(const struct pu_state *s, const struct pu_data *d, int type, char *cmd,
			  size_t cap)
{
	bool tried[PU_MAXFIG] = { false };
	char buf[48];

	for (;;) {
		int best = -1, bd = 0;
		for (int f = 0; f < s->nfig; f++) {
			int dd;
			if (tried[f] || !pu_is_spawner(s, d, f) || s->fig[f].fresh)
				continue;
			dd = pu_bmp_near(s, d, f);
			if (best < 0 || dd < bd) {
				best = f;
				bd = dd;
			}
		}
		if (best < 0)
			return -1;
		tried[best] = true;
		snprintf(buf, sizeof buf, "spawn %s %d", d->bug[type].id, best);
		if (pu_bmp_say(s, d, buf, cmd, cap) == 0)
			return 0;
	}
}

/* Steps 1.2-1.3: pay what the plan needs, activate, spawn. */
int pu_bmp_spawn_step(const struct pu_state *s, const struct pu_data *d, char *cmd, size_t cap)
{
	int slots, act, need, type;
	char buf[48];

	if (s->bm.step > PU_BS_SPAWN || s->bm.nospawn || s->npend > 0)
		return -1;
	if ((slots = pu_bmp_slots(s, d)) <= 0)
		return -1;
	need = pu_bmp_need(s, d, slots, &act);
	if (need > s->bm.points && pu_bmp_pay(s, d, need - s->bm.points, cmd, cap) == 0)
		return 0;
	if (act >= 0 && d->bug[act].activate <= s->bm.points) {
		snprintf(buf, sizeof buf, "activate %s", d->bug[act].id);
		if (pu_bmp_say(s, d, buf, cmd, cap) == 0)
			return 0;
	}
	type = pu_bmp_pick(s, d, s->bm.points, -1, NULL);
	return type >= 0 ? pu_bmp_release(s, d, type, cmd, cap) : -1;
}

/* Her BUGs that may still act this turn. */
static int pu_bmp_movers(const struct pu_state *s)
{
	int n = 0;

	for (int i = 0; i < s->nfig; i++)
		n += s->fig[i].kind == PU_FK_BUG && pu_alive(s, i) && !s->fig[i].fresh;
	return n;
}

/* Is card k worth playing now (rather than kept for its SPAWN points)? */
static bool pu_bmp_worth_playing(const struct pu_state *s, const struct pu_data *d, int k, int total)
{
	const struct pu_bugcard *c = &d->bugcard[s->bughand[k]];
	int w = pu_bmp_worth(d, c);

	if (w <= 0 || (c->effect == PU_BE_CHARGE && pu_bmp_movers(s) < 3))
		return false;
	if (c->effect == PU_BE_REINFORCE && s->nbugdeck < 2)
		return false;	/* the pile is low: it would draw back what she played */
	return w >= c->spawn || total - c->spawn >= PU_BMP_RESERVE;
}

/* The card of the kinds in mask worth most to play now (k), -1. */
static int pu_bmp_best(const struct pu_state *s, const struct pu_data *d, unsigned mask)
{
	int total = 0, best = -1, bw = -1;
	char buf[32];

	for (int k = 0; k < s->nbughand; k++)
		total += d->bugcard[s->bughand[k]].spawn;
	for (int k = 0; k < s->nbughand; k++) {
		const struct pu_bugcard *c = &d->bugcard[s->bughand[k]];
		if (!(mask & (1u << c->kind)) || c->effect == PU_BE_SURPRISE || pu_bmp_worth(d, c) <= bw ||
		    !pu_bmp_worth_playing(s, d, k, total))
			continue;
		snprintf(buf, sizeof buf, "play %d", k + 1);
		if (pu_legal(s, d, s->bm.seat, buf)) {
			best = k;
			bw = pu_bmp_worth(d, c);
		}
	}
	return best;
}

/* play N: in a window a Trick; in her turn the event first (one a turn
 * sequence, before any Special), then Specials (and Tricks, except at
 * hard, which keeps them for the BUGBUSTERs' turns). */
int pu_bmp_cards(const struct pu_state *s, const struct pu_data *d, bool hard, char *cmd, size_t cap)
{
	int k = -1;
	char buf[32];

	if (s->npend > 0)
		k = pu_bmp_best(s, d, 1u << PU_BK_TRICK);
	else if (!s->bm.event && s->bm.step <= PU_BS_EVENT)
		k = pu_bmp_best(s, d, 1u << PU_BK_EVENT);
	if (k < 0 && s->npend == 0)
		k = pu_bmp_best(s, d, (s->bm.step <= PU_BS_SPECIAL ? 1u << PU_BK_SPECIAL : 0) |
				(hard && d->mission.goal != PU_GO_VIPS ? 0 : 1u << PU_BK_TRICK));
	if (k < 0)
		return -1;
	snprintf(buf, sizeof buf, "play %d", k + 1);
	return pu_bmp_say(s, d, buf, cmd, cap);
}

/* Save the VIPs, her BUGs done: Surprise for the BUG that has acted
 * nearest to a VIP ("play N B"). */
int pu_bmp_surprise(const struct pu_state *s, const struct pu_data *d, char *cmd, size_t cap)
{
	char buf[32];

	if (d->mission.goal != PU_GO_VIPS || s->npend > 0 || s->bm.step < PU_BS_ACTIONS)
		return -1;
	for (int k = 0; k < s->nbughand; k++) {
		int best = -1, bd = 999;
		if (d->bugcard[s->bughand[k]].effect != PU_BE_SURPRISE)
			continue;
		for (int b = 0; b < s->nfig; b++) {
			const struct pu_fig *g = &s->fig[b];
			int dd;
			if (g->kind != PU_FK_BUG || !pu_alive(s, b) || g->fresh ||
			    (g->ap == d->bug[g->type].actions && g->attacks == 0))
				continue;
			dd = pu_bmp_near(s, d, b);
			if (dd < bd) {
				bd = dd;
				best = b;
			}
		}
		snprintf(buf, sizeof buf, "play %d %d", k + 1, best);
		if (best >= 0 && pu_bmp_say(s, d, buf, cmd, cap) == 0)
			return 0;
	}
	return -1;
}

/* Her figure (either level), -1. */
static int pu_bmf_her(const struct pu_state *s, const struct pu_data *d)
{
	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_BUG && pu_alive(s, i) &&
		    (s->fig[i].type == d->mistress || s->fig[i].type == d->bug[d->mistress].angry))
			return i;
	return -1;
}

/* The squares the BUGBUSTERs must walk to strike her (each at most 30). */
static int pu_bmf_reach(const struct pu_state *s, const struct pu_data *d, int her)
{
	int sum = 0, steps, face;

	for (int i = 0; i < s->nseats; i++) {
		int f = s->bb[i].fig;
		if (!pu_alive(s, f) || s->fig[f].aboard)
			continue;
		if (pu_can_hit_from(s, f, s->fig[f].x, s->fig[f].y, her, 1, &face))
			steps = 0;
		else if (pu_route_to_hit(s, d, f, her, 1, false, &steps) < 0)
			steps = 30;
		sum += steps < 30 ? steps : 30;
	}
	return sum;
}

/* What flipping tile (tx, ty) does, tried on a scratch copy: each square
 * more the BUGBUSTERs must walk to strike her counts 1, each life they
 * lose (a fall) 10, each life of her BUGs lost -10. */
static int pu_bmf_worth(const struct pu_state *s, const struct pu_data *d, int tx, int ty)
{
	struct pu_state *t = malloc(sizeof *t);
	int v, her = pu_bmf_her(s, d);

	if (!t || her < 0) {
		free(t);
		return 0;
	}
	memcpy(t, s, sizeof *t);
	pu_tile_flip(t, tx, ty);
	pu_settle(t, d, NULL);
	v = pu_alive(t, her) ? pu_bmf_reach(t, d, her) - pu_bmf_reach(s, d, her) : -100;
	for (int i = 0; i < s->nfig; i++) {
		int lost = s->fig[i].lives - (pu_alive(t, i) ? t->fig[i].lives : 0);
		if (s->fig[i].kind == PU_FK_BB && pu_alive(s, i))
			v += 10 * lost;
		else if (s->fig[i].kind == PU_FK_BUG && pu_alive(s, i))
			v -= 10 * lost;
	}
	free(t);
	return v;
}

/* Her AI's flip at hard, once a turn, where it keeps the BUGBUSTERs
 * furthest from her or hurts them, and only when it does.  Below hard
 * she does not flip: the flips the automatic BUGMISTRESS makes under the
 * top-scoring BUGBUSTER, and these at normal, helped the BUGBUSTERs in
 * measurement. */
int pu_bmf_flip(const struct pu_state *s, const struct pu_data *d, bool hard, char *cmd, size_t cap)
{
	int best = 0, bx = -1, by = -1;
	char buf[32];

	if (!hard || d->mission.goal != PU_GO_MISTRESS || s->bm.flipped || s->flips >= 3)
		return -1;
	for (int ty = 0; ty * PU_T < s->h; ty++)
		for (int tx = 0; tx * PU_T < s->w; tx++) {
			int v;
			if (!pu_tile_can_flip(s, d, tx, ty) || (v = pu_bmf_worth(s, d, tx, ty)) <= best)
				continue;
			best = v;
			bx = tx;
			by = ty;
		}
	if (bx < 0)
		return -1;
	snprintf(buf, sizeof buf, "flip %d,%d", bx * PU_T, by * PU_T);
	return pu_bmp_say(s, d, buf, cmd, cap);
}
