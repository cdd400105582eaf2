/*
 * pu_ai_search.c - POWERUP AI BUGBUSTERs, the hard level's search.
 *
 * In its own turn the hard BUGBUSTER compares a few first actions: the
 * one its plan (pu_ai.c) picks, the blows in reach, the steps, the VIPs'
 * steps, ending the turn.  Each is tried on copies of the state and the
 * game played on with the normal plan for every BUGBUSTER (the rest of
 * this turn, the partners' turns) until the BUGs have answered, on a few
 * samples of what nobody can see (pu_redact deals the tokens, the decks
 * and the dice again for each sample; the same samples for every action,
 * so the actions are compared on the same luck).  The action whose
 * samples end best on average (pu_ai_value: the mission, lives, the BUGs
 * left, coins) is taken; the plan's own pick wins a tie.
 *
 * The state it is given is already redacted by the session, so the
 * search cannot read what the team cannot see.  No heap allocation
 * inside the loop: one scratch block per decision.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_ai.h"

#define PU_AI_CANDS 6		/* first actions compared */
#define PU_AI_SAMPLES 3		/* rollouts per action */
#define PU_AI_DEPTH 60		/* decisions per rollout at most */
#define PU_AI_MARGIN 60		/* what another action must gain over the plan's */

struct pu_ai_work {		/* the search's scratch, one block per decision */
	struct pu_state t;
	struct tt_prompt p;
	struct tt_out out;
	char cand[PU_AI_CANDS][64];
};

/* What a position is worth to the team, in rough hundredths of a life. */
long pu_ai_value(const struct pu_state *s, const struct pu_data *d)
{
	long v = 0;
	int held = 0;

	if (s->result == 1)
		return 1000000L - s->turns_total;
	if (s->result == 2)
		return -1000000L;
	for (int i = 0; i < s->nseats; i++) {
		const struct pu_bb *b = &s->bb[i];
		int lives = s->fig[b->fig].lives;
		v += lives > 0 ? 400 + 120L * lives : -600;
		v += 4L * b->coins + 8L * b->ammo + 6L * b->rp + s->bb[i].score / 50;
		if (lives > 0)
			held |= s->fig[b->fig].secret;
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

/* Play t on with the normal plan until the BUGs have answered (a new
 * BUGBUSTERs' phase after turn t0) or the game ends. */
static void pu_ai_play_on(struct pu_ai_work *w, const struct pu_data *d, int t0, struct rng *rng)
{
	struct pu_state *t = &w->t;
	char cmd[64];

	for (int n = 0; n < PU_AI_DEPTH && !t->result; n++) {
		struct cmd c;
		struct tt_err err;
		unsigned fl = 0;
		if (t->turns_total > t0 && t->phase == PU_PH_BB)
			return;
		pu_prompt(t, d, &w->p);
		if (w->p.seat < 0 || w->p.nopt == 0)
			return;
		(void)pu_ai_choose(t, d, w->p.seat, AI_NORMAL, rng, &w->p, cmd, sizeof cmd);
		if (cmd_parse(cmd, &c, &err) < 0)
			return;
		tt_out_clear(&w->out);
		if (pu_apply(t, d, w->p.seat, &c, &w->out, &fl, &err) < 0)
			return;
	}
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

/* The first actions to compare: the plan's pick first, then the
 * prompt's options worth trying, in the prompt's order; never one that
 * harms us for sure (the option's warning) nor a blow the plan rules out
 * (a deadly or hopeless melee, an immune BUG): a few samples would not
 * tell how often it goes wrong. */
static int pu_ai_cands(struct pu_ai_work *w, const struct pu_state *s, const struct pu_data *d, int seat,
		       const struct tt_prompt *p, const char *pick)
{
	int n = 0;

	tt_strlcpy(w->cand[n++], pick, sizeof w->cand[0]);
	for (int i = 0; i < p->nopt && n < PU_AI_CANDS; i++) {
		const struct tt_option *o = &p->opt[i];
		if (strcmp(o->cmd, pick) != 0 && pu_ai_worth_trying(o->cmd) && !o->warn[0] &&
		    pu_ai_blow_ok(s, d, seat, o->cmd))
			tt_strlcpy(w->cand[n++], o->cmd, sizeof w->cand[0]);
	}
	return n;
}

/* Average value of candidate k over the samples. */
static long pu_ai_try(struct pu_ai_work *w, const struct pu_state *s, const struct pu_data *d, int seat,
		      int k, const uint64_t *seeds)
{
	long sum = 0;

	for (int j = 0; j < PU_AI_SAMPLES; j++) {
		struct rng r;
		struct cmd c;
		struct tt_err err;
		unsigned fl = 0;
		memcpy(&w->t, s, sizeof w->t);
		rng_seed(&r, seeds[j]);
		pu_redact(&w->t, d, seat, &r);
		if (cmd_parse(w->cand[k], &c, &err) < 0)
			return -2000000L;
		tt_out_clear(&w->out);
		for (int i = 0; i < w->t.nseats; i++)
			w->t.bb[i].played = 1;	/* the partners wait: the BUGs answer this turn */
		if (pu_apply(&w->t, d, seat, &c, &w->out, &fl, &err) < 0)
			return -2000000L;
		pu_ai_play_on(w, d, s->turns_total, &r);
		sum += pu_ai_value(&w->t, d);
	}
	return sum / PU_AI_SAMPLES;
}

bool pu_ai_lookahead(const struct pu_state *s, const struct pu_data *d, int seat, struct rng *rng,
		  const struct tt_prompt *p, const char *pick, char *out, size_t cap)
{
	struct pu_ai_work *w;
	uint64_t seeds[PU_AI_SAMPLES];
	long plan = 0, best = 0;
	int n, bk = 0;

	if (!pu_ai_worth_trying(pick))
		return false;	/* a card, a CONTINUE, the store: the plan knows */
	if (!(w = malloc(sizeof *w)))
		return false;
	n = pu_ai_cands(w, s, d, seat, p, pick);
	for (int j = 0; j < PU_AI_SAMPLES; j++)
		seeds[j] = rng_next(rng);
	for (int k = 0; k < n && n > 1; k++) {
		long v = pu_ai_try(w, s, d, seat, k, seeds);
		if (k == 0)
			plan = v;
		else if (bk == 0 || v > best) {
			best = v;
			bk = k;
		}
	}
	if (bk > 0 && best <= plan + PU_AI_MARGIN)
		bk = 0;		/* the plan's pick unless another is clearly better */
	tt_strlcpy(out, w->cand[bk], cap);
	free(w);
	return true;
}
