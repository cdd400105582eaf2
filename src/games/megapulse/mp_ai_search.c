/*
 * mp_ai_search.c - Megapulse's hard AI: determinized rollouts with common
 * random numbers and successive halving.
 *
 * Each sample is one guess of what the seat cannot see, drawn from the
 * redacted state (the secret pairs of the rivals who have chosen, the
 * deck order), and one random stream for the rollout; every option still
 * in the running is played out to the end of the round on that same
 * sample, so options are compared on equal terms.  After each stage the
 * worse half of the options drops out and the next stage gives the rest
 * more samples.  The work is counted in decisions taken inside rollouts
 * (MP_SEARCH_STEPS), never in time, so a choice is the same on every
 * machine.  Everything lives on the stack: no heap in the search loop.
 */
#include <string.h>
#include "mp_ai.h"

#define MP_SEARCH_STEPS 30000	/* rollout decisions per choice */
#define MP_SEARCH_MAXS 64	/* samples per stage at most */

/* The sharper rollout policy of hard: easy's rules of thumb, but it
 * repairs a worn car whose Speed is low anyway, shoots cars rather than
 * bombs (a bomb's blast may reach itself) and keeps shooting. */
static int mp_sharp(const struct mp_state *st, const struct mp_data *d, int seat,
		    const struct mp_act *a, int n, struct rng *rng)
{
	static const struct mp_thumb w = { .tcar = 30, .tbomb = 5, .tdone = 10, .fix_slow = true };

	return mp_ai_thumb(st, d, seat, a, n, rng, &w);
}

/* One guess of the hidden things: the secret pairs of the rivals who have
 * chosen (uniform over their hands), and the deck order. */
static void mp_sample(struct mp_state *st, int seat, struct rng *rng)
{
	for (int s = 0; s < st->nseats; s++)
		if (s != seat && st->phase == MP_PH_SELECT && st->car[s].picked && st->car[s].nhand >= 2)
			mp_ai_guess(&st->car[s], rng);
	mp_ai_shuffle(st->deck, st->ndeck, rng);
}

/* One stage: samples shared by every option in alive[0..na), at least
 * one, until the stage's share of the work is spent; sum[] adds up each
 * option's scores. */
static void mp_stage(const struct mp_state *st, const struct mp_data *d, int seat,
		     const struct mp_act *acts, const int *alive, int na, long share, long *sum,
		     struct rng *rng)
{
	struct mp_state det, tmp;
	long used = 0;

	for (int k = 0; k < MP_SEARCH_MAXS && (k == 0 || used < share); k++) {
		uint64_t seed;
		det = *st;
		mp_sample(&det, seat, rng);
		seed = rng_next(rng);
		for (int i = 0; i < na; i++) {
			struct rng r;
			rng_seed(&r, seed);	/* the same stream for every option */
			tmp = det;
			mp_do(&tmp, d, seat, &acts[alive[i]], NULL);
			used += 1 + mp_ai_rollout(&tmp, d, st->round, &r, mp_sharp);
			sum[alive[i]] += mp_ai_score(&tmp, d, seat, true);
		}
	}
}

int mp_ai_search(const struct mp_state *st, const struct mp_data *d, int seat,
		 const struct mp_act *acts, int n, struct rng *rng)
{
	long sum[TT_MAXOPT];
	int alive[TT_MAXOPT], na = n, stages = 1;

	for (int m = 2; m < n; m *= 2)
		stages++;
	memset(sum, 0, sizeof sum[0] * (size_t)n);
	for (int i = 0; i < n; i++)
		alive[i] = i;
	for (int g = 0; g < stages && na > 1; g++) {
		mp_stage(st, d, seat, acts, alive, na, MP_SEARCH_STEPS / stages, sum, rng);
		/* best first: every option still alive saw the same samples */
		for (int i = 1; i < na; i++)
			for (int j = i; j > 0 && sum[alive[j]] > sum[alive[j - 1]]; j--) {
				int t = alive[j];
				alive[j] = alive[j - 1];
				alive[j - 1] = t;
			}
		na = (na + 1) / 2;
	}
	return alive[0];
}
