/*
 * mp_ai.c - the Megapulse AI and the redaction of hidden information.
 *
 * Levels: random picks uniformly among the options; easy, normal and hard
 * score every option by playing the rest of the round out on copies of the
 * state (1, 3 or 6 rollouts each; rivals' unknown picks are guessed at
 * random by redact() and by the rollouts), with a quick greedy policy for
 * the later decisions, and keep the best average score: progress, Hull,
 * Speed, Nitro, tokens, minus the rivals' progress.
 * The AI only ever sees the redacted state the session gives it.
 */
#include <stdio.h>
#include <string.h>
#include "mp.h"

/* Other seats' unrevealed picks and the deck order become guesses. */
void mp_redact(void *vst, const void *vd, int seat, struct rng *rng)
{
	struct mp_state *st = vst;

	(void)vd;
	if (st->phase == MP_PH_SELECT)
		for (int s = 0; s < st->nseats; s++) {
			struct mp_car *c = &st->car[s];
			if (s == seat || !c->picked || c->nhand < 2)
				continue;
			c->sel[0] = (uint8_t)rng_below(rng, c->nhand);
			c->sel[1] = (uint8_t)rng_below(rng, (uint32_t)c->nhand - 1);
			if (c->sel[1] >= c->sel[0])
				c->sel[1]++;
		}
	for (int i = st->ndeck - 1; i > 0; i--) {
		int j = (int)rng_below(rng, (uint32_t)i + 1);
		uint8_t t = st->deck[i];
		st->deck[i] = st->deck[j];
		st->deck[j] = t;
	}
}

/* Rows of progress lost by the car's lane at the forks ahead: follow its
 * lane for 8 rows through the forward links (0 on a track without links,
 * negative when the lane leads onto the longer route). */
static int mp_fork_bias(const struct mp_state *st, const struct mp_data *d, int seat)
{
	const struct mp_car *c = &st->car[seat];
	int pos = c->pos;

	for (int k = 0; k < 8; k++)
		pos = mp_next(st, d, pos, c->lane);
	return mp_prog(st, d, pos) - mp_prog(st, d, c->pos) - 8;
}

static int mp_score(const struct mp_state *st, const struct mp_data *d, int seat)
{
	const struct mp_car *c = &st->car[seat];
	int best = -100000, v;

	for (int s = 0; s < st->nseats; s++)	/* progress: consistent on both branches */
		if (s != seat && mp_prog(st, d, st->car[s].pos) > best)
			best = mp_prog(st, d, st->car[s].pos);
	v = mp_prog(st, d, c->pos) * 20 + mp_fork_bias(st, d, seat) * 10 - best * 4 +
	    mp_hull(c) * 6 + c->speed * 14 + c->nitro * 3 + c->frenzy * 10 + c->tokens * 12 +
	    c->bombs * 2 + c->nhand * 4;
	v += mp_passive(st, d, seat, MP_P_RACE) * 20;
	if (c->destroyed)
		v -= 40;
	if (st->phase == MP_PH_OVER)
		v += st->winner == seat ? 5000 : -5000;
	return v;
}

/* Quick policy for rollouts: sensible defaults with a little noise. */
static int mp_quick(const struct mp_state *st, const struct mp_data *d, int seat,
		    const struct mp_act *a, int n, struct rng *rng)
{
	const struct mp_car *c = &st->car[seat];
	int best = 0, bv = -1000;

	for (int i = 0; i < n; i++) {
		int v = (int)rng_below(rng, 10);
		switch (a[i].kind) {
		case MP_A_PLAY: v += 50; break;
		case MP_A_RACE: v += mp_hull(c) <= 1 || c->destroyed ? 0 : 40; break;
		case MP_A_REPAIR: v += mp_hull(c) <= 1 || c->destroyed ? 45 : 0; break;
		case MP_A_FRENZY: v += 30; break;
		case MP_A_PAY: v += 20; break;
		case MP_A_TCAR: case MP_A_TBOMB: v += 20; break;
		case MP_A_BUY: v += 20 + d->card[st->market[a[i].a]].ai * 3; break;
		case MP_A_LEVEL: v += 25; break;
		case MP_A_STYLE: v += a[i].a == 1 ? 20 : 0; break;
		default: break;
		}
		if (v > bv) {
			bv = v;
			best = i;
		}
	}
	return best;
}

static void mp_rollout(struct mp_state *st, const struct mp_data *d, int round, struct rng *rng,
		       struct tt_out *out)
{
	struct mp_act acts[TT_MAXOPT];

	for (int step = 0; step < 300; step++) {
		int s, n;
		if (st->phase == MP_PH_OVER || (st->phase == MP_PH_SELECT && st->round > round))
			return;
		s = st->dec == MP_D_SELECT ? -1 : st->dseat;
		if (s < 0)
			for (s = 0; s < st->nseats && st->car[s].picked; s++)
				;
		if (s >= st->nseats)
			return;
		n = mp_options(st, d, s, acts, NULL, TT_MAXOPT);
		if (n == 0)
			return;
		tt_out_clear(out);
		mp_do(st, d, s, &acts[st->dec == MP_D_SELECT ? (int)rng_below(rng, (uint32_t)n)
					: mp_quick(st, d, s, acts, n, rng)], out);
	}
}

static int mp_pick(const struct mp_state *st, const struct mp_data *d, int seat, int level,
		   const struct mp_act *acts, int n, struct rng *rng)
{
	struct tt_out out;	/* scratch text, never read */
	struct mp_state tmp;
	int k = level == AI_EASY ? 1 : level == AI_NORMAL ? 3 : 6;
	long best = -1000000000L;
	int bi = 0;

	if (n * k > 150)	/* keeps a decision well under 50 ms */
		k = 150 / n > 0 ? 150 / n : 1;
	for (int i = 0; i < n; i++) {
		long sum = 0;
		for (int r = 0; r < k; r++) {
			tmp = *st;
			tt_out_clear(&out);
			mp_do(&tmp, d, seat, &acts[i], &out);
			mp_rollout(&tmp, d, st->round, rng, &out);
			sum += mp_score(&tmp, d, seat);
		}
		if (sum > best) {
			best = sum;
			bi = i;
		}
	}
	return bi;
}

int mp_ai(const void *vst, const void *vd, int seat, int level, struct rng *rng, char *cmd,
	  size_t cap, char *why, size_t whycap)
{
	const struct mp_state *st = vst;
	const struct mp_data *d = vd;
	struct tt_option opts[TT_MAXOPT];
	struct mp_act acts[TT_MAXOPT];
	int n = mp_options(st, d, seat, acts, opts, TT_MAXOPT), i;

	if (n == 0)
		return -1;
	if (level == AI_RANDOM || n == 1) {
		i = (int)rng_below(rng, (uint32_t)n);
		snprintf(why, whycap, "%s", n == 1 ? "the only choice" : "a random legal choice");
	} else {
		i = mp_pick(st, d, seat, level, acts, n, rng);
		snprintf(why, whycap, "the best outcome over simulated rounds");
	}
	tt_strlcpy(cmd, opts[i].cmd, cap);
	return 0;
}
