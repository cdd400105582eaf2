/*
 * pu_ai_search.c - POWERUP AI BUGBUSTERs, the hard level's search.
 *
 * In its own turn the hard BUGBUSTER compares a few first actions: the
 * one its plan (pu_ai.c) picks, in Hidden Keys the step (or the turn)
 * toward a blow at the key carrier nearest to a gateway, then the other
 * blows the plan allows, then steps, jumps, the VIPs' steps, resting
 * (three rivals at most).
 * Each is tried on copies of the state and the game played on with the
 * hard plan for every BUGBUSTER (the rest of this BUGBUSTER's turn; the
 * partners still to play wait, except at Dimensional Portal, where they
 * play their turns in the samples too: there the team's blows at the
 * portal add up) until the BUGs have answered, on up to
 * six samples of what the team cannot see (pu_redact deals the tokens,
 * the keys BUGs carry, the decks and the dice again for each sample; the
 * same samples for every action, so the actions are compared on the same
 * luck).  Another action is taken only when its samples end clearly
 * better on average (pu_ai_value: the mission, lives, the BUGs left,
 * coins; at Dimensional Portal also how far each BUGBUSTER stands from
 * a square it can strike the portal from; a lost game still ranks by
 * what is left of the position; in Hidden Keys this search adds
 * pu_ai_keys_danger: a key on the ground counts against the team, a BUG
 * carrying one the more the fewer BUG turns it needs to a gateway, and
 * so does the way of the nearest BUGBUSTER to a blow at a carrier; the
 * BUGMISTRESS's search scores by pu_ai_value alone) than the plan's
 * pick: with fewer samples and more rivals the search mostly followed
 * the dice's noise.  (The
 * rollouts end once the BUGs have answered: a carrier that gets away in
 * that BUG turn is a lost game, but one two turns from a gateway looked
 * no worse than one far away, and hard shot at whichever was ahead.)
 *
 * The work is bounded by a count, not a clock (the engine is pure and a
 * decision must not depend on the machine): the samples are taken round
 * by round, every action once per round, and after four rounds no new
 * round starts once the rollouts have made 400 decisions and BUG turns
 * (a position crowded with BUGs costs most: each BUG moves in every
 * rollout).
 *
 * The state it is given is already redacted by the session, and every
 * sample is dealt again, so the search cannot read what the team cannot
 * see.  No heap allocation inside the loop: one scratch block per
 * decision (the engine and the plan keep their scratch copies on the
 * stack).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_ai.h"

#define PU_AI_CANDS 4		/* first actions compared */
#define PU_AI_SAMPLES 6		/* rounds of rollouts at most (one per action) */
#define PU_AI_MIN_SAMPLES 4	/* rounds before the work budget counts */
#define PU_AI_BUDGET 400	/* work (decisions and BUGs) of the rollouts */
#define PU_AI_DEPTH 160		/* decisions per rollout at most */
#define PU_AI_MARGIN 60		/* what another action must gain over the plan's */
#define PU_AI_WAY 30		/* Dimensional Portal: a step farther from a shot at it */
#define PU_AI_KEY_LYING 500	/* Hidden Keys: a key on the ground, for anyone */
#define PU_AI_KEY_RUN 3000	/* a carrier one BUG turn from a gateway (half: two) */
#define PU_AI_KEY_WAY 60	/* a step farther from a blow at a carrier */
#define PU_AI_BAD (-2000000000L)	/* a candidate refused */

struct pu_ai_work {		/* the search's scratch, one block per decision */
	struct pu_state t;
	struct tt_prompt p;
	struct tt_out out;
	char cand[PU_AI_CANDS][64];
};

/* Is figure i what the team hunts: a portal piece, or in Hidden Keys a
 * BUG carrying a key? */
static bool pu_ai_quarry(const struct pu_state *s, int i, bool keys)
{
	if (!pu_alive(s, i))
		return false;
	return keys ? s->fig[i].kind == PU_FK_BUG && s->fig[i].secret : s->fig[i].kind == PU_FK_PORTAL;
}

/* The steps f needs to a square it can strike a portal piece from (keys:
 * a BUG carrying a key); 12 at most: out of sight is as bad as far. */
static int pu_ai_way(const struct pu_state *s, const struct pu_data *d, int f, bool keys)
{
	int8_t dist[PU_H][PU_W], first[PU_H][PU_W];
	int r = s->bb[s->fig[f].seat].ammo > 0 ? pu_weapon_range(s, d, f) : 1, best = 12, face;

	pu_bfs(s, d, f, false, dist, first);
	for (int i = 0; i < s->nfig; i++) {
		if (!pu_ai_quarry(s, i, keys))
			continue;
		for (int y = 0; y < s->h; y++)
			for (int x = 0; x < s->w; x++)
				if (dist[y][x] >= 0 && dist[y][x] < best &&
				    pu_can_hit_from(s, f, x, y, i, r > 0 ? r : 1, &face))
					best = dist[y][x];
	}
	return best;
}

/* Hidden Keys: how near BUG b is to getting away with its key, in BUG
 * turns (its actions a turn against the steps to the nearest gateway);
 * 0 when no gateway is in its reach. */
static int pu_ai_escape(const struct pu_state *s, const struct pu_data *d, int b)
{
	int8_t dist[PU_H][PU_W], first[PU_H][PU_W];
	int best = 127, act = d->bug[s->fig[b].type].actions;

	pu_bfs(s, d, b, false, dist, first);
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++)
			if (s->kind[y][x] == PU_SQ_GATE && dist[y][x] >= 0 && dist[y][x] < best)
				best = dist[y][x];
	if (best == 127)
		return 0;
	return act > 0 ? (best + act - 1) / act : 0;
}

/* Hidden Keys: the danger of the keys out of the team's hands (a key on
 * the ground, a BUG that carries one the nearer a gateway the worse) and
 * how far the nearest BUGBUSTER is from a blow at a carrier. */
static long pu_ai_keys_danger(const struct pu_state *s, const struct pu_data *d)
{
	long v = 0;
	int carriers = 0, near = 12;

	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++)
			for (int b = 0; b < 3; b++)
				v -= (s->keys[y][x] >> b & 1) * (long)PU_AI_KEY_LYING;
	for (int i = 0; i < s->nfig; i++) {
		int t;
		if (!pu_ai_quarry(s, i, true))
			continue;
		carriers++;
		t = pu_ai_escape(s, d, i);
		v -= t > 0 ? PU_AI_KEY_RUN / t : 0;
	}
	for (int i = 0; i < s->nseats && carriers > 0; i++) {
		int f = s->bb[i].fig, w;
		if (s->fig[f].lives > 0 && !s->fig[f].aboard && (w = pu_ai_way(s, d, f, true)) < near)
			near = w;
	}
	return carriers > 0 ? v - PU_AI_KEY_WAY * (long)near : v;
}

int pu_ai_best_of(const long *sum, const bool *bad, int n, long need)
{
	int bk = 0;

	if (bad[0])
		return 0;
	for (int k = 1; k < n; k++)
		if (!bad[k] && (bk == 0 || sum[k] > sum[bk]))
			bk = k;
	return bk > 0 && sum[bk] > sum[0] + need ? bk : 0;
}

/* What a position is worth to the team, in rough hundredths of a life. */
long pu_ai_value(const struct pu_state *s, const struct pu_data *d)
{
	long v = 0;
	int held = 0;

	if (s->result == 1)
		return 1000000L - s->turns_total;
	if (s->result == 2)
		v -= 1000000L;	/* lost, but a near miss still ranks above a rout */
	for (int i = 0; i < s->nseats; i++) {
		const struct pu_bb *b = &s->bb[i];
		int lives = s->fig[b->fig].lives;
		v += lives > 0 ? 400 + 120L * lives : -600;
		v += 4L * b->coins + 8L * b->ammo + 6L * b->rp + s->bb[i].score / 50;
		if (lives > 0)
			held |= s->fig[b->fig].secret;
		if (lives > 0 && d->mission.goal == PU_GO_PORTAL)
			v -= PU_AI_WAY * (long)pu_ai_way(s, d, b->fig, false);
	}
	for (int i = 0; i < s->nfig; i++) {
		const struct pu_fig *g = &s->fig[i];
		if (!pu_alive(s, i))
			continue;
		if (g->kind == PU_FK_NPC)
			v += 2500;
		if (g->kind == PU_FK_PORTAL)
			v -= 1500 + 250L * g->lives;
		if (g->kind != PU_FK_BUG)
			continue;
		const struct pu_bugsheet *b = &d->bug[g->type];
		v -= 60 + 30L * b->cost + 25L * g->lives;
		if (b->abil & PU_AB_SPAWN)
			v -= 150;
		if (g->secret)
			v -= 1200;
		if (g->type == d->mistress)
			v -= 2500 + 300L * g->lives;
		else if (d->mistress >= 0 && g->type == d->bug[d->mistress].angry)
			v -= 300L * g->lives;
	}
	for (int b = 0; b < 3; b++)
		v += (held >> b & 1) * 1500L;
	return v;
}

/* The BUGs on the board. */
static int pu_ai_bugs(const struct pu_state *s)
{
	int n = 0;

	for (int i = 0; i < s->nfig; i++)
		n += s->fig[i].kind == PU_FK_BUG && pu_alive(s, i);
	return n;
}

/* Play t on with the hard plan until the BUGs have answered (a new
 * BUGBUSTERs' phase after turn t0) or the game ends: the decisions made. */
static int pu_ai_play_on(struct pu_ai_work *w, const struct pu_data *d, int t0, struct rng *rng)
{
	struct pu_state *t = &w->t;
	char cmd[64];
	int n = 0;

	for (; n < PU_AI_DEPTH && !t->result; n++) {
		if (t->turns_total > t0 && t->phase == PU_PH_BB)
			return n;
		pu_prompt(t, d, &w->p);
		if (w->p.seat < 0 || w->p.nopt == 0)
			return n;
		(void)pu_ai_choose(t, d, w->p.seat, AI_HARD, rng, &w->p, cmd, sizeof cmd);
		if (pu_ai_apply_line(t, d, w->p.seat, cmd, &w->out) < 0)
			return n;
	}
	return n;
}

/* Is this option worth a rollout?  (what the plan weighs: blows, steps,
 * the VIPs' steps, ending or resting) */
static bool pu_ai_worth_trying(const char *cmd)
{
	static const char *const pre[] = { "attack", "shoot", "move", "jump", "npc", "end", "rest", "flip" };

	for (size_t i = 0; i < sizeof pre / sizeof pre[0]; i++)
		if (strncmp(cmd, pre[i], strlen(pre[i])) == 0)
			return true;
	return false;
}

/* Hidden Keys: the key carrier f should go for, the one nearest to
 * getting away (then the nearest to f); -1 when no BUG carries a key. */
static int pu_ai_prey(const struct pu_state *s, const struct pu_data *d, int f)
{
	int best = -1, bd = 1 << 20;

	for (int i = 0; i < s->nfig; i++) {
		int dd = abs(s->fig[i].x - s->fig[f].x) + abs(s->fig[i].y - s->fig[f].y), t;
		if (!pu_ai_quarry(s, i, true))
			continue;
		dd += 100 * ((t = pu_ai_escape(s, d, i)) > 0 ? t : 99);
		if (dd < bd) {
			bd = dd;
			best = i;
		}
	}
	return best;
}

/* Hidden Keys: the first step toward a blow at that carrier (pu_ai_prey),
 * from afar if there is ammo and no gas, or the turn to face it from
 * where f stands.  The search weighs it beside the plan's pick: the plan
 * strikes any BUG in reach first, and the steps the prompt lists first
 * may all lead elsewhere. */
static bool pu_ai_chase(const struct pu_state *s, const struct pu_data *d, int seat,
			const struct tt_prompt *p, char *out, size_t cap)
{
	int f = s->bb[seat].fig, r = pu_weapon_range(s, d, f), steps, m, t, face;
	int x = s->fig[f].x, y = s->fig[f].y;

	if (d->mission.goal != PU_GO_KEYS || s->bb[seat].ap < 1 || s->fig[f].aboard || (t = pu_ai_prey(s, d, f)) < 0)
		return false;
	if ((s->event >= 0 && d->bugcard[s->event].effect == PU_BE_GAS) || s->bb[seat].ammo < 1)
		r = 0;
	r = r < 0 ? 2 : r;
	if ((r > 0 && pu_can_hit_from(s, f, x, y, t, r, &face)) || pu_can_hit_from(s, f, x, y, t, 1, &face))
		return face != s->fig[f].face && pu_ai_pick(p, "flip", out, cap);
	if (r > 0 && (m = pu_route_to_hit(s, d, f, t, r, true, &steps)) >= 0 && pu_ai_route(s, d, f, m, p, out, cap))
		return true;
	return (m = pu_route_to_hit(s, d, f, t, 1, true, &steps)) >= 0 && pu_ai_route(s, d, f, m, p, out, cap);
}

/* Is cmd already among the n candidates? */
static bool pu_ai_listed(const struct pu_ai_work *w, int n, const char *cmd)
{
	for (int k = 0; k < n; k++)
		if (strcmp(w->cand[k], cmd) == 0)
			return true;
	return false;
}

static int pu_ai_cands(struct pu_ai_work *w, const struct pu_state *s, const struct pu_data *d, int seat,
		       const struct tt_prompt *p, const char *pick)
{
	int n = 0;
	char go[64];
	bool chase;

	tt_strlcpy(w->cand[n++], pick, sizeof w->cand[0]);
	chase = pu_ai_chase(s, d, seat, p, go, sizeof go) && strcmp(go, pick) != 0;
	for (int i = 0; i < p->nopt && chase; i++)
		if (strcmp(p->opt[i].cmd, go) == 0 && !p->opt[i].warn[0])
			tt_strlcpy(w->cand[n++], go, sizeof w->cand[0]);
	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < p->nopt && n < PU_AI_CANDS; i++) {
			const struct tt_option *o = &p->opt[i];
			bool blow = !strncmp(o->cmd, "attack", 6) || !strncmp(o->cmd, "shoot", 5);
			if (blow == (pass == 0) && !pu_ai_listed(w, n, o->cmd) && pu_ai_worth_trying(o->cmd) &&
			    !o->warn[0] && pu_ai_blow_ok(s, d, seat, o->cmd))
				tt_strlcpy(w->cand[n++], o->cmd, sizeof w->cand[0]);
		}
	return n;
}

/* Candidate k played on one sample (seed): the value it ends with, or
 * PU_AI_BAD when the action is refused; *work grows by the rollout's
 * decisions and the BUGs that answered. */
static long pu_ai_try(struct pu_ai_work *w, const struct pu_state *s, const struct pu_data *d, int seat,
		      int k, uint64_t seed, long *work)
{
	struct rng r;
	struct cmd c;
	struct tt_err err;
	unsigned fl = 0;
	int n;

	memcpy(&w->t, s, sizeof w->t);
	rng_seed(&r, seed);
	pu_redact(&w->t, d, seat, &r);
	if (cmd_parse(w->cand[k], &c, &err) < 0)
		return PU_AI_BAD;
	tt_out_clear(&w->out);
	for (int i = 0; i < w->t.nseats && d->mission.goal != PU_GO_PORTAL; i++)
		w->t.bb[i].played = 1;	/* the partners wait (not at the portal) */
	if (pu_apply(&w->t, d, seat, &c, &w->out, &fl, &err) < 0)
		return PU_AI_BAD;
	n = pu_ai_play_on(w, d, s->turns_total, &r);
	*work += n + pu_ai_bugs(&w->t);
	if (d->mission.goal == PU_GO_KEYS && w->t.result != 1)	/* a loss still ranks by its keys */
		return pu_ai_value(&w->t, d) + pu_ai_keys_danger(&w->t, d);
	return pu_ai_value(&w->t, d);
}

/* The candidate whose samples end best; the first (the plan's own
 * choice) unless another beats it by the margin.  The samples are taken
 * round by round (every candidate on the same luck) until PU_AI_SAMPLES
 * rounds or, past PU_AI_MIN_SAMPLES, the work budget is spent: a count
 * of decisions and BUG moves, not a clock, so the choice is the same on
 * any machine. */
static int pu_ai_best(struct pu_ai_work *w, const struct pu_state *s, const struct pu_data *d, int seat,
		      int n, struct rng *rng)
{
	long sum[PU_AI_CANDS] = { 0 }, work = 0;
	bool bad[PU_AI_CANDS] = { false };
	int m = 0;

	if (n < 2)
		return 0;
	for (; m < PU_AI_SAMPLES && (m < PU_AI_MIN_SAMPLES || work < PU_AI_BUDGET); m++) {
		uint64_t seed = rng_next(rng);
		for (int k = 0; k < n; k++) {
			long v = bad[k] ? PU_AI_BAD : pu_ai_try(w, s, d, seat, k, seed, &work);
			bad[k] = v == PU_AI_BAD;
			sum[k] += bad[k] ? 0 : v;
		}
	}
	return pu_ai_best_of(sum, bad, n, PU_AI_MARGIN * (long)m);
}

bool pu_ai_lookahead(const struct pu_state *s, const struct pu_data *d, int seat, struct rng *rng,
		  const struct tt_prompt *p, const char *pick, char *out, size_t cap)
{
	struct pu_ai_work *w;
	int n;

	if (!pu_ai_worth_trying(pick))
		return false;	/* a card, a CONTINUE, the store: the plan knows */
	if (!(w = malloc(sizeof *w)))
		return false;
	n = pu_ai_cands(w, s, d, seat, p, pick);
	tt_strlcpy(out, w->cand[pu_ai_best(w, s, d, seat, n, rng)], cap);
	free(w);
	return true;
}
