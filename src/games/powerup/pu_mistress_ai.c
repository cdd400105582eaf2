/*
 * pu_mistress_ai.c - POWERUP: the AI of the BUGMISTRESS seat.  It takes
 * the steps of her turn in order: pays the cards it cannot use now for
 * their SPAWN points, turns a sheet face up when the points allow a
 * stronger BUG, spawns the strongest BUG the points buy, plays an event
 * and the Specials that have a use, then each BUG attacks a BUGBUSTER
 * (or VIP) it can reach, else walks towards the nearest one.  In a
 * window it plays any Trick that has a use.  Every command it gives is
 * one the rules accept (pu_legal).  Level random picks any option of the
 * prompt, easy one decision in three; hard keeps its Tricks for the
 * BUGBUSTERs' turns and sends each BUG for the weakest BUGBUSTER near it
 * (a life counts as 3 squares), otherwise it plays as normal.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_cmd.h"

static int pu_bm_ai_say(const struct pu_state *s, const struct pu_data *d, const char *cmd, char *out,
			size_t cap)
{
	if (!pu_legal(s, d, s->bm.seat, cmd))
		return -1;
	tt_strlcpy(out, cmd, cap);
	return 0;
}

/* Play card k of her hand (kinds in mask, bit = enum pu_bugkind) if it
 * is legal now. */
static int pu_bm_ai_cards(const struct pu_state *s, const struct pu_data *d, unsigned mask, char *cmd,
			  size_t cap)
{
	char buf[32];

	for (int k = 0; k < s->nbughand; k++) {
		const struct pu_bugcard *c = &d->bugcard[s->bughand[k]];
		if (!(mask & (1u << c->kind)) || c->effect == PU_BE_SURPRISE)
			continue;
		snprintf(buf, sizeof buf, "play %d", k + 1);
		if (pu_bm_ai_say(s, d, buf, cmd, cap) == 0)
			return 0;
	}
	return -1;
}

/* The strongest BUG the paid points buy, from the first spawner with room. */
static int pu_bm_ai_spawn(const struct pu_state *s, const struct pu_data *d, char *cmd, size_t cap)
{
	int order[PU_MAXBUG], n = 0;
	char buf[48];

	for (int i = 0; i < d->nbug; i++) {
		int k = n++;
		while (k > 0 && d->bug[order[k - 1]].cost < d->bug[i].cost) {
			order[k] = order[k - 1];
			k--;
		}
		order[k] = i;
	}
	for (int i = 0; i < n; i++)
		for (int f = 0; f < s->nfig; f++) {	/* the prompt's form: from figure f */
			snprintf(buf, sizeof buf, "spawn %s %d", d->bug[order[i]].id, f);
			if (pu_is_spawner(s, d, f) && pu_bm_ai_say(s, d, buf, cmd, cap) == 0)
				return 0;
		}
	return -1;
}

/* Activate the dearest sheet that leaves points for a BUGGIE, when a
 * spawner has room. */
static int pu_bm_ai_activate(const struct pu_state *s, const struct pu_data *d, char *cmd, size_t cap)
{
	int best = -1;
	char buf[48];

	if (s->bm.step > PU_BS_ACTIVATE || s->bm.nospawn || !pu_legal(s, d, s->bm.seat, "spawn buggie"))
		return -1;
	for (int i = 0; i < d->nbug; i++)
		if (d->bug[i].activate > 0 && !(s->bm.active & (1u << i)) && i != d->burp &&
		    d->bug[i].activate + d->bug[d->buggie].cost <= s->bm.points &&
		    (best < 0 || d->bug[i].cost > d->bug[best].cost))
			best = i;
	if (best < 0)
		return -1;
	snprintf(buf, sizeof buf, "activate %s", d->bug[best].id);
	return pu_bm_ai_say(s, d, buf, cmd, cap);
}

/* Pay the cards that have no use now (all of them when she cannot use
 * any), one at a time. */
static int pu_bm_ai_pay(const struct pu_state *s, const struct pu_data *d, char *cmd, size_t cap)
{
	char buf[32];

	if (s->bm.step > PU_BS_SPAWN || s->bm.nospawn)
		return -1;
	for (int k = 0; k < s->nbughand; k++) {
		snprintf(buf, sizeof buf, "play %d", k + 1);
		if (pu_legal(s, d, s->bm.seat, buf) && d->bugcard[s->bughand[k]].kind != PU_BK_EVENT)
			continue;	/* keep it to play */
		snprintf(buf, sizeof buf, "pay %d", k + 1);
		if (s->bm.event == 0 && d->bugcard[s->bughand[k]].kind == PU_BK_EVENT && s->nbughand > 1 &&
		    !pu_legal(s, d, s->bm.seat, "spawn buggie"))
			continue;
		if (pu_bm_ai_say(s, d, buf, cmd, cap) == 0)
			return 0;
	}
	return -1;
}

/* The goal of BUG b: in Save the VIPs and where a Story mission makes
 * its NPCs the BUGs' PRIMARY TARGETS the nearest NPC (one blow kills
 * it), else the nearest standing BUGBUSTER; -1. */
static int pu_bm_ai_goal(const struct pu_state *s, const struct pu_data *d, int b, bool hard)
{
	int best = -1, bd = 999;
	int want = d->mission.goal == PU_GO_VIPS || d->mission.npc_target ? PU_FK_NPC : PU_FK_BB;

	for (int i = 0; i < s->nfig; i++) {
		const struct pu_fig *g = &s->fig[i];
		int dd = abs(g->x - s->fig[b].x) + abs(g->y - s->fig[b].y);
		if (hard && g->kind == PU_FK_BB)	/* the weakest first: a life is worth 3 squares */
			dd += 3 * g->lives;
		if (g->kind == want && pu_alive(s, i) && !g->aboard && dd < bd) {
			bd = dd;
			best = i;
		}
	}
	return best;
}

/* One action for BUG b: an attack, else a step towards its goal. */
static int pu_bm_ai_bug(const struct pu_state *s, const struct pu_data *d, int b, bool hard, char *cmd,
			 size_t cap)
{
	static const char *const dirs[] = { "ahead", "up", "down", "upahead", "downahead", "behind" };
	static const char *const mv[] = { "move left", "move right", "move up", "move down",
					  "jump ahead", "jump ahead", "jump up", "jump up" };
	const struct pu_fig *g = &s->fig[b];
	int t, m, steps, r = pu_bug_range(s, d, b), sx;
	char buf[48];

	for (int k = 0; k < 2; k++)
		for (int i = 0; i < 6; i++) {
			snprintf(buf, sizeof buf, "bug %d %s %s", b, k ? "shoot" : "attack", dirs[i]);
			if (pu_bm_ai_say(s, d, buf, cmd, cap) == 0)
				return 0;
		}
	if (g->attacks > 0 || (t = pu_bm_ai_goal(s, d, b, hard)) < 0)
		return -1;
	m = pu_route_to_hit(s, d, b, t, r > 0 ? r : 1, false, &steps);
	if (m < 0)
		return -1;
	sx = (m == 0 || m == 4 || m == 6) ? -1 : (m == 2 || m == 3) ? 0 : 1;
	if (sx && sx != g->face)
		snprintf(buf, sizeof buf, "bug %d flip", b);
	else
		snprintf(buf, sizeof buf, "bug %d %s", b, mv[m]);
	return pu_bm_ai_say(s, d, buf, cmd, cap);
}

/* Any option of her prompt, at random (level random, and one decision
 * in three at easy). */
static int pu_bm_ai_random(const struct pu_state *s, const struct pu_data *d, struct rng *rng,
			   char *cmd, size_t cap)
{
	struct tt_prompt *p = malloc(sizeof *p);
	int rc = -1;

	if (!p)
		return -1;
	pu_prompt(s, d, p);
	if (p->nopt > 0) {
		tt_strlcpy(cmd, p->opt[rng_below(rng, (uint32_t)p->nopt)].cmd, cap);
		rc = 0;
	}
	free(p);
	return rc;
}

int pu_bm_ai(const struct pu_state *s, const struct pu_data *d, int level, struct rng *rng,
	     char *cmd, size_t cap, char *why, size_t whycap)
{
	if ((level == AI_RANDOM || (level == AI_EASY && rng_below(rng, 3) == 0)) &&
	    pu_bm_ai_random(s, d, rng, cmd, cap) == 0) {
		tt_strlcpy(why, "a move at random", whycap);
		return 0;
	}
	if (s->npend > 0) {	/* a window: a Trick with a use, else let it go */
		tt_strlcpy(why, "a Trick card with a use now", whycap);
		if (pu_bm_ai_cards(s, d, 1u << PU_BK_TRICK, cmd, cap) == 0)
			return 0;
		tt_strlcpy(cmd, "pass", cap);
		return 0;
	}
	tt_strlcpy(why, "spawn points first", whycap);
	if (pu_bm_ai_activate(s, d, cmd, cap) == 0 || pu_bm_ai_spawn(s, d, cmd, cap) == 0 ||
	    pu_bm_ai_pay(s, d, cmd, cap) == 0)
		return 0;
	tt_strlcpy(why, "a card with a use now", whycap);
	if (pu_bm_ai_cards(s, d, 1u << PU_BK_EVENT | 1u << PU_BK_SPECIAL |
			   (level == AI_HARD ? 0u : 1u << PU_BK_TRICK), cmd, cap) == 0)
		return 0;	/* hard keeps the Tricks for the BUGBUSTERs' turns */
	tt_strlcpy(why, "the BUGs go for the nearest BUGBUSTER", whycap);
	for (int b = 0; b < s->nfig; b++)
		if (s->fig[b].kind == PU_FK_BUG && pu_alive(s, b) && !s->fig[b].fresh && s->fig[b].ap > 0 &&
		    pu_bm_ai_bug(s, d, b, level == AI_HARD, cmd, cap) == 0)
			return 0;
	tt_strlcpy(why, "nothing more to do", whycap);
	tt_strlcpy(cmd, "end", cap);
	return 0;
}
