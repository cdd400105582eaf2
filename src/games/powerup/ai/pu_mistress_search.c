/*
 * pu_mistress_search.c - POWERUP: the BUGMISTRESS AI at hard searches.
 *
 * In her own turn she compares a few commands: her plan's pick
 * (pu_bm_plan at hard), the pick of her normal plan, and other options
 * of her prompt of the same kind (another blow, another step of the same
 * BUG, another spawn, another card).  Each is tried on copies of the
 * state and the game played on: the rest of her turn with her hard plan,
 * then the BUGBUSTERs' whole turn with the normal AI BUGBUSTERs' policy
 * (pu_ai_choose), until her next turn begins.  The position reached is
 * scored as the BUGBUSTERs' search scores it (pu_ai_value), from her side
 * (lower is better for her), on a few samples of what her seat cannot
 * see: pu_redact deals the BUGBUSTERs' POW! hands, the decks, the tokens
 * and the dice again for each sample, the same samples for every
 * candidate.  Another command than the plan's is taken only when it
 * ends clearly better on the sum of the samples.
 *
 * The state handed to her AI is already redacted by the session, so she
 * decides on what her seat sees.  The work is bounded by counts, not a
 * clock (a decision must not depend on the machine): three candidates,
 * two samples (one when the first round's rollouts made PU_BMS_BUDGET
 * decisions: a board crowded with BUGs), PU_BMS_DEPTH decisions a
 * rollout.  Searched are the decisions where the plan's pick has rivals
 * worth a rollout: a blow, a spawn, a card, and a BUG's first step of the
 * turn when a BUGBUSTER or a VIP is near it or it carries a key (in
 * Dimensional Portal every step near the portal too); paying, the Trick
 * windows and ending the turn follow the plan.  No heap allocation inside
 * the loop: one scratch block per decision.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_ai.h"
#include "pu_mistress_ai.h"

#define PU_BMS_CANDS 3		/* commands compared */
#define PU_BMS_SAMPLES 2	/* rounds of rollouts at most (one per command) */
#define PU_BMS_BUDGET 240	/* rollout decisions past which no new round starts */
#define PU_BMS_DEPTH 160	/* decisions per rollout at most */
#define PU_BMS_NEAR 8		/* a BUG this near a BUGBUSTER or VIP has its steps weighed */
#define PU_BMS_MARGIN 40	/* what another command must gain a sample over the plan's */
#define PU_BMS_BAD (-2000000000L)	/* a candidate refused */

struct pu_bms_work {		/* the search's scratch, one block per decision */
	struct pu_state t;
	struct tt_prompt p;
	struct tt_out out;
	char cand[PU_BMS_CANDS][64];
};

/* Who must act in t (as pu_prompt says it), -1 for nobody. */
int pu_bms_actor(const struct pu_state *t)
{
	if (t->result)
		return -1;
	if (t->npend > 0)
		return t->pend[t->npend - 1].seat;
	if (t->phase == PU_PH_BB && t->active >= 0)
		return t->active;
	if (t->bm.on && t->phase == PU_PH_BUGS && t->bstep == 1)
		return t->bm.seat;
	return -1;
}

/* One command of the rollout's policies: her hard plan for her seat, the
 * normal AI BUGBUSTER for theirs.  -1: nobody can act. */
static int pu_bms_policy(struct pu_bms_work *w, const struct pu_data *d, int seat, struct rng *rng,
			 char *cmd, size_t cap)
{
	char why[8];

	if (seat == w->t.bm.seat)
		return pu_bm_plan(&w->t, d, true, cmd, cap, why, sizeof why);
	pu_prompt(&w->t, d, &w->p);
	if (w->p.seat != seat || w->p.nopt == 0)
		return -1;
	(void)pu_ai_choose(&w->t, d, seat, AI_NORMAL, rng, &w->p, cmd, cap);
	return 0;
}

/* Play w->t on until her next turn begins (turn t0 over) or the game
 * ends: the decisions made. */
static int pu_bms_play_on(struct pu_bms_work *w, const struct pu_data *d, int t0, struct rng *rng)
{
	struct pu_state *t = &w->t;
	char cmd[64];
	int n = 0;

	for (; n < PU_BMS_DEPTH && !t->result; n++) {
		int seat = pu_bms_actor(t);
		if (seat < 0 || (t->turns_total > t0 && t->phase == PU_PH_BUGS))
			return n;
		if (pu_bms_policy(w, d, seat, rng, cmd, sizeof cmd) < 0 ||
		    pu_ai_apply_line(t, d, seat, cmd, &w->out) < 0)
			return n;
	}
	return n;
}

/* Candidate k on one sample (seed): the value for her (the team's,
 * negated), PU_BMS_BAD when refused; *work grows by the decisions made. */
static long pu_bms_try(struct pu_bms_work *w, const struct pu_state *s, const struct pu_data *d, int k,
		       uint64_t seed, int *work)
{
	struct rng r;

	memcpy(&w->t, s, sizeof w->t);
	rng_seed(&r, seed);
	pu_redact(&w->t, d, s->bm.seat, &r);
	if (pu_ai_apply_line(&w->t, d, s->bm.seat, w->cand[k], &w->out) < 0)
		return PU_BMS_BAD;
	*work += pu_bms_play_on(w, d, s->turns_total, &r);
	return -pu_ai_value(&w->t, d);
}

/* The candidate whose samples end best for her; the first (the plan's)
 * unless another beats it by the margin.  Every candidate is played on
 * the same samples (the same luck); a second round only while the
 * rollouts are short (a board crowded with BUGs makes them long). */
static int pu_bms_best(struct pu_bms_work *w, const struct pu_state *s, const struct pu_data *d, int n,
		       struct rng *rng)
{
	long sum[PU_BMS_CANDS] = { 0 };
	bool bad[PU_BMS_CANDS] = { false };
	int m = 0, work = 0;

	for (; m < PU_BMS_SAMPLES && work < PU_BMS_BUDGET; m++) {
		uint64_t seed = rng_next(rng);
		for (int k = 0; k < n; k++) {
			long v = bad[k] ? PU_BMS_BAD : pu_bms_try(w, s, d, k, seed, &work);
			bad[k] = v == PU_BMS_BAD;
			sum[k] += bad[k] ? 0 : v;
		}
	}
	return pu_ai_best_of(sum, bad, n, PU_BMS_MARGIN * (long)m);
}

/* The kind of a command of hers the search weighs: 'h' a blow, 'm' a
 * step of a BUG (its number in *bug), 's' a spawn, 'c' a card; 0 others. */
static int pu_bms_kind(const char *cmd, int *bug)
{
	char act[16] = "";

	*bug = -1;
	if (!strncmp(cmd, "spawn ", 6))
		return 's';
	if (!strncmp(cmd, "play ", 5))
		return 'c';
	if (sscanf(cmd, "bug %d %15s", bug, act) != 2)
		return 0;
	return !strcmp(act, "attack") || !strcmp(act, "shoot") ? 'h' : 'm';
}

/* Is option o a rival of the pick (kind k, BUG b) worth a rollout? */
static bool pu_bms_rival(const struct pu_state *s, const struct pu_data *d, const char *o, int k, int b)
{
	int ob, ok = pu_bms_kind(o, &ob);

	if (k == 's' || k == 'c')
		return ok == k;
	if (ok == 'h')
		return true;	/* a blow is always worth weighing against a step */
	return ok == 'm' && ob == b && k == 'm' && pu_bma_step_safe(s, d, o);
}

static void pu_bms_add(struct pu_bms_work *w, int *n, const char *cmd)
{
	for (int i = 0; i < *n; i++)
		if (!strcmp(w->cand[i], cmd))
			return;
	if (*n < PU_BMS_CANDS)
		tt_strlcpy(w->cand[(*n)++], cmd, sizeof w->cand[0]);
}

/* The candidates: the pick, her normal plan's pick, then rivals of her
 * prompt; how many. */
static int pu_bms_cands(struct pu_bms_work *w, const struct pu_state *s, const struct pu_data *d,
			const char *pick)
{
	char alt[64], why[8];
	int n = 0, b, k = pu_bms_kind(pick, &b);

	pu_bms_add(w, &n, pick);
	if (pu_bm_plan(s, d, false, alt, sizeof alt, why, sizeof why) == 0 && pu_bms_kind(alt, &b) &&
	    pu_legal(s, d, s->bm.seat, alt))
		pu_bms_add(w, &n, alt);
	(void)pu_bms_kind(pick, &b);
	pu_prompt(s, d, &w->p);
	for (int i = 0; i < w->p.nopt && n < PU_BMS_CANDS; i++)
		if (pu_bms_rival(s, d, w->p.opt[i].cmd, k, b))
			pu_bms_add(w, &n, w->p.opt[i].cmd);
	return n;
}

/* Is a step of BUG b worth a search: its first action this turn, with
 * a BUGBUSTER or a VIP near, or a key in its pocket? */
static bool pu_bms_weigh_step(const struct pu_state *s, const struct pu_data *d, int b)
{
	const struct pu_fig *g = &s->fig[b];

	bool portal = d->mission.goal == PU_GO_PORTAL;

	if (b < 0 || b >= s->nfig || g->attacks > 0 || (!portal && g->ap < d->bug[g->type].actions))
		return false;
	if (g->secret)
		return true;
	for (int i = 0; i < s->nfig; i++)
		if ((s->fig[i].kind == PU_FK_BB || s->fig[i].kind == PU_FK_NPC || (portal && s->fig[i].kind == PU_FK_PORTAL)) && pu_alive(s, i) &&
		    abs(s->fig[i].x - g->x) + abs(s->fig[i].y - g->y) <= PU_BMS_NEAR)
			return true;
	return false;
}

bool pu_bms_lookahead(const struct pu_state *s, const struct pu_data *d, struct rng *rng, char *cmd,
		      size_t cap)
{
	struct pu_bms_work *w;
	int n, b, best, k = pu_bms_kind(cmd, &b);

	if (s->npend > 0 || !k || pu_bms_actor(s) != s->bm.seat || (k == 'm' && !pu_bms_weigh_step(s, d, b)))
		return false;
	if (!(w = malloc(sizeof *w)))
		return false;
	n = pu_bms_cands(w, s, d, cmd);
	best = n > 1 ? pu_bms_best(w, s, d, n, rng) : 0;
	if (best > 0)
		tt_strlcpy(cmd, w->cand[best], cap);
	free(w);
	return best > 0;
}
