/*
 * pships_ai.c - Powerships AI.
 *
 * random: uniform among the prompt's options.  easy: sensible fixed
 * speed, greedy heading.  normal: expectimax over the dice plans (add,
 * remove, keep; which dice to reroll), the chance of the roll and the
 * three headings, one turn deep.  hard: the same two turns deep (the
 * second turn's dice are taken as spread evenly over their total).
 * Positions are scored by the distance field (pships_field.c), damage, the
 * speed kept for the next turn and whether a heading points the right
 * way.  Only the public state is used; other ships stand still.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pships.h"

#define PSHIPS_WIN 1000000L
#define PSHIPS_POW6 729			/* 3^6: common denominator of roll odds */

struct pships_plan {
	int change, remove, mask;	/* as in `roll`: -1/0/+1, die removed, reroll bits */
	int kept, r;			/* sum kept, dice rolled */
	bool repair;
};

struct pships_ai {
	struct pships_state *s;		/* private copy, ships moved in place */
	const struct pships_field *F;	/* distance field of the track */
	int ship, level;
	int sums[7][19];		/* ways for r dice to sum to t */
};

static void pships_sums(struct pships_ai *A)
{
	memset(A->sums, 0, sizeof A->sums);
	A->sums[0][0] = 1;
	for (int r = 1; r <= 6; r++)
		for (int t = 0; t <= 18; t++)
			for (int f = 1; f <= 3 && f <= t; f++)
				A->sums[r][t] += A->sums[r - 1][t - f];
}


/* Score of the ship where it stands (higher is better). */
static long pships_leaf(const struct pships_ai *A, const struct pships_ship *sh)
{
	int d = pships_field_dir(A->F, sh->buoys, sh->tally, sh->q, sh->r, sh->dir);
	int t = pships_total(sh);

	if (sh->finished)
		return PSHIPS_WIN;
	return -10L * d - 30L * sh->damage + 4L * (t < d ? t : d);
}

/* The kept dice of a plan as a signature (counts of 1s, 2s, 3s). */
static int pships_plan_sig(const struct pships_ship *sh, const struct pships_plan *p)
{
	int cnt[4] = { 0 };

	for (int i = 0; i < sh->ndice; i++)
		if (!(p->change < 0 && i == p->remove) && !((p->mask >> i) & 1))
			cnt[sh->die[i]]++;
	return cnt[1] | cnt[2] << 3 | cnt[3] << 6 | p->r << 9 | p->repair << 12;
}

static void pships_plan_fill(const struct pships_ship *sh, struct pships_plan *p)
{
	p->kept = 0;
	p->r = p->change > 0;
	for (int i = 0; i < sh->ndice; i++) {
		if (p->change < 0 && i == p->remove)
			continue;
		if ((p->mask >> i) & 1)
			p->r++;
		else
			p->kept += sh->die[i];
	}
	p->repair = p->r == 0 && p->change >= 0 && sh->damage > 0;
}

/* Enumerate the distinct dice plans of ship; returns the count. */
static int pships_plans(const struct pships_ship *sh, struct pships_plan *out, int cap)
{
	int n = 0, nd = sh->ndice, sig[64];

	for (int ch = -1; ch <= 1; ch++) {
		if ((ch < 0 && nd == 0) || (ch > 0 && nd >= pships_max_dice(sh)))
			continue;
		for (int rm = 0; rm < (ch < 0 ? nd : 1); rm++) {
			for (int mask = 0; mask < (1 << nd); mask++) {
				struct pships_plan p = { ch, rm, mask, 0, 0, false };
				bool dup = false;
				if (ch < 0 && ((mask >> rm) & 1))
					continue;
				pships_plan_fill(sh, &p);
				int g = pships_plan_sig(sh, &p);
				for (int j = 0; j < n && !dup; j++)
					dup = sig[j] == g;
				if (!dup && n < cap && n < 64) {
					sig[n] = g;
					out[n++] = p;
				}
			}
		}
	}
	return n;
}

static long pships_best_plan(struct pships_ai *A, int depth, struct pships_plan *chosen);

/* Value after making move m (the ship is moved in place and restored). */
static long pships_after(struct pships_ai *A, const struct pships_move *m, int depth)
{
	struct pships_ship *sh = &A->s->ship[A->ship], saved = *sh;
	long v;

	pships_ship_land(sh, m);
	if (sh->finished)
		v = PSHIPS_WIN + 1000L * depth;
	else if (depth <= 1)
		v = pships_leaf(A, sh);
	else
		v = pships_best_plan(A, depth - 1, NULL);
	if (m->end == 0 && !sh->finished)
		v -= 60;	/* a turn spent on the spot: no waiting in pockets */
	*sh = saved;
	return v;
}

/* Best legal heading for the ship's current dice total. */
static long pships_best_heading(struct pships_ai *A, int total, int depth, int *turn)
{
	struct pships_move mv[3];
	int mask = pships_legal(A->s, A->ship, total, mv);
	long best = 0;
	bool any = false;

	for (int t = 1; t >= -1; t--) {
		if (!((mask >> (t + 1)) & 1))
			continue;
		long v = pships_after(A, &mv[t + 1], depth);
		if (!any || v > best) {
			best = v;
			any = true;
			if (turn)
				*turn = t;
		}
	}
	return best;
}

struct pships_cache {
	bool ok[19][PSHIPS_MAXDICE + 2][2];
	long v[19][PSHIPS_MAXDICE + 2][2];
};

static long pships_plan_value(struct pships_ai *A, const struct pships_plan *p, int depth,
			      struct pships_cache *cache)
{
	struct pships_ship *sh = &A->s->ship[A->ship], saved = *sh;
	int n = sh->ndice + p->change, pw = 1;
	long acc = 0;

	for (int i = 0; i < p->r; i++)
		pw *= 3;
	for (int s = p->r; s <= 3 * p->r; s++) {
		int T = p->kept + s, ways = A->sums[p->r][s];
		if (!ways || T > 18 || n < 0 || n > PSHIPS_MAXDICE)
			continue;
		if (!cache->ok[T][n][p->repair]) {
			sh->ndice = (uint8_t)n;
			for (int i = 0; i < n; i++)
				sh->die[i] = (uint8_t)(T / n + (i < T % n));
			sh->damage = (uint8_t)(saved.damage - p->repair);
			cache->v[T][n][p->repair] = pships_best_heading(A, T, depth, NULL);
			cache->ok[T][n][p->repair] = true;
			*sh = saved;
		}
		acc += (long)ways * (PSHIPS_POW6 / pw) * cache->v[T][n][p->repair];
	}
	return acc / PSHIPS_POW6;
}

static long pships_best_plan(struct pships_ai *A, int depth, struct pships_plan *chosen)
{
	struct pships_plan plans[64];
	struct pships_cache cache;
	int n = pships_plans(&A->s->ship[A->ship], plans, 64);
	long best = 0;

	memset(cache.ok, 0, sizeof cache.ok);
	for (int i = 0; i < n; i++) {
		long v = pships_plan_value(A, &plans[i], depth, &cache);
		if (i == 0 || v > best) {
			best = v;
			if (chosen)
				*chosen = plans[i];
		}
	}
	return best;
}

static void pships_plan_cmd(const struct pships_ship *sh, const struct pships_plan *p, char *cmd,
			    size_t cap)
{
	size_t len = (size_t)snprintf(cmd, cap, "roll");

	if (p->change > 0)
		len += (size_t)snprintf(cmd + len, cap - len, " add");
	else if (p->change < 0)
		len += (size_t)snprintf(cmd + len, cap - len, " remove %d", p->remove + 1);
	else
		len += (size_t)snprintf(cmd + len, cap - len, " keep");
	for (int i = 0; i < sh->ndice && len < cap; i++)
		if ((p->mask >> i) & 1)
			len += (size_t)snprintf(cmd + len, cap - len, " %d", i + 1);
}

static int pships_ai_dice(struct pships_ai *A, char *cmd, size_t cap, char *why, size_t whycap)
{
	const struct pships_ship *sh = &A->s->ship[A->ship];
	struct pships_plan p = { 0, 0, 0, 0, 0, false };

	if (A->level == AI_EASY) {
		p.change = sh->ndice < 3 && sh->ndice < pships_max_dice(sh) ? 1 : 0;
	} else {
		pships_best_plan(A, A->level == AI_HARD ? 2 : 1, &p);
	}
	pships_plan_cmd(sh, &p, cmd, cap);
	snprintf(why, whycap, "route cost %d to the finish; this speed plan scores best "
		 "over every roll and heading", pships_field_get(A->F, sh->buoys, sh->tally, sh->q, sh->r));
	return 0;
}

static int pships_ai_heading(struct pships_ai *A, char *cmd, size_t cap, char *why, size_t whycap)
{
	static const char *const word[3] = { "right", "straight", "left" };
	int t = 0, total = pships_total(&A->s->ship[A->ship]);

	pships_best_heading(A, total, A->level == AI_HARD ? 2 : 1, &t);
	snprintf(cmd, cap, "move %s", word[t + 1]);
	snprintf(why, whycap, "going %s leaves the best position for the next turn", word[t + 1]);
	return 0;
}

static int pships_ai_place(struct pships_ai *A, const struct tt_prompt *p, char *cmd, size_t cap,
			   char *why, size_t whycap)
{
	struct pships_ship *sh = &A->s->ship[A->ship], saved = *sh;
	long best = 0;
	int pick = 0;

	for (int i = 0; i < p->nopt; i++) {
		struct cmd c;
		struct tt_err err;
		struct hex h;
		int d;
		if (cmd_parse(p->opt[i].cmd, &c, &err) < 0 || c.argc != 3 ||
		    pships_place_ok(A->s, A->ship, c.argv[1], c.argv[2], &h, &d, &err) < 0)
			continue;
		sh->q = (int8_t)h.q;
		sh->r = (int8_t)h.r;
		sh->dir = (uint8_t)d;
		sh->placed = true;
		long v = pships_best_plan(A, 1, NULL);
		*sh = saved;
		if (i == 0 || v > best) {
			best = v;
			pick = i;
		}
	}
	tt_strlcpy(cmd, p->opt[pick].cmd, cap);
	snprintf(why, whycap, "this start points best along the route to buoy 1");
	return 0;
}

/* A uniform pick among the prompt's options: they are counted (without
 * building them where the state tells how many), then only the one taken
 * is written. */
static int pships_ai_random(const struct pships_state *s, int seat, struct rng *rng,
			    struct tt_prompt *p, char *cmd, size_t cap, char *why, size_t whycap)
{
	uint32_t waiting;
	int n = pships_option_count(s), k;

	if (n < 0) {
		pships_prompt_build(s, p, true, PSHIPS_COUNT_ONLY);
		n = p->nopt;
	}
	if (n == 0 || pships_who(s, NULL, &waiting) != seat)
		return -1;
	k = (int)rng_below(rng, (uint32_t)n);
	pships_prompt_build(s, p, true, k);
	tt_strlcpy(cmd, p->opt[k].cmd, cap);
	tt_strlcpy(why, "a random legal choice", whycap);
	return 0;
}

int pships_ai(const void *st, const void *data, int seat, int level, struct rng *rng,
	      char *cmd, size_t cap, char *why, size_t whycap)
{
	const struct pships_state *s = st;
	struct tt_prompt p;
	struct pships_state copy;
	struct pships_ai A;

	if (level == AI_RANDOM || s->phase == PSHIPS_PP_START)
		return pships_ai_random(s, seat, rng, &p, cmd, cap, why, whycap);
	pships_prompt_build(s, &p, true, -1);
	if (p.nopt == 0 || p.seat != seat)
		return -1;
	memcpy(&copy, st, sizeof copy);
	A.s = &copy;
	A.ship = seat;
	A.level = level;
	A.F = pships_field_of(st, data);
	pships_sums(&A);
	if (copy.phase == PSHIPS_PP_PLACE)
		return pships_ai_place(&A, &p, cmd, cap, why, whycap);
	if (copy.phase == PSHIPS_PP_DICE)
		return pships_ai_dice(&A, cmd, cap, why, whycap);
	return pships_ai_heading(&A, cmd, cap, why, whycap);
}
