/*
 * mp_ai.c - the Megapulse AI: its levels, the redaction of hidden
 * information, the score of a position and the rollouts.
 *
 * Levels: random picks uniformly among the options.  easy and normal play
 * each option out to the end of the round on copies of the state (1 and 3
 * rollouts each, at most 150 in all) with a quick noisy rule of thumb for
 * every later decision, and keep the best average score (own progress,
 * Hull, Speed, Nitro, tokens, cards, minus 4 times the leading rival's
 * progress).  hard searches (mp_ai_search.c): determinized rollouts with
 * common random numbers and successive halving, a sharper rule of thumb
 * and a score that sets the best rival's whole position against its own.
 * The AI only ever sees the state redact() made for its seat: rivals'
 * secret selections are guesses, their hands in a fixed order, the deck
 * reshuffled and the state's own random stream reseeded.  No heap: every
 * buffer is on the stack.
 */
#include <stdio.h>
#include <string.h>
#include "mp.h"
#include "mp_ai.h"

/* A rival's hand in card order (what it holds is known: every card
 * gained is seen), its selection following its cards. */
static void mp_sort_hand(struct mp_car *c)
{
	for (int i = 1; i < c->nhand; i++)
		for (int j = i; j > 0 && c->hand[j - 1] > c->hand[j]; j--) {
			uint8_t t = c->hand[j];
			c->hand[j] = c->hand[j - 1];
			c->hand[j - 1] = t;
			for (int k = 0; k < 2; k++)
				if (c->sel[k] == j)
					c->sel[k] = (uint8_t)(j - 1);
				else if (c->sel[k] == j - 1)
					c->sel[k] = (uint8_t)j;
		}
}

void mp_ai_shuffle(uint8_t *v, int n, struct rng *rng)
{
	for (int i = n - 1; i > 0; i--) {
		int j = (int)rng_below(rng, (uint32_t)i + 1);
		uint8_t t = v[i];
		v[i] = v[j];
		v[j] = t;
	}
}

/* A uniform guess of a secret selection of 2 cards. */
void mp_ai_guess(struct mp_car *c, struct rng *rng)
{
	c->sel[0] = (uint8_t)rng_below(rng, c->nhand);
	c->sel[1] = (uint8_t)rng_below(rng, (uint32_t)c->nhand - 1);
	if (c->sel[1] >= c->sel[0])
		c->sel[1]++;
}

/* What seat may not see becomes a guess: the rivals' secret selections,
 * the order of their hands and of the Upgrade deck (put in a fixed order,
 * then shuffled, so the true order leaves no trace), and the random stream
 * and rigged values inside the state. */
void mp_redact(void *vst, const void *vd, int seat, struct rng *rng)
{
	struct mp_state *st = vst;

	(void)vd;
	for (int s = 0; s < st->nseats; s++) {
		struct mp_car *c = &st->car[s];
		if (s == seat)
			continue;
		if (st->phase == MP_PH_SELECT && !c->picked)
			c->sel[0] = c->sel[1] = 0;	/* last round's, already seen */
		mp_sort_hand(c);
		if (st->phase == MP_PH_SELECT && c->picked && c->nhand >= 2)
			mp_ai_guess(c, rng);
	}
	for (int i = 1; i < st->ndeck; i++)
		for (int j = i; j > 0 && st->deck[j - 1] > st->deck[j]; j--) {
			uint8_t t = st->deck[j];
			st->deck[j] = st->deck[j - 1];
			st->deck[j - 1] = t;
		}
	mp_ai_shuffle(st->deck, st->ndeck, rng);
	rng_seed(&st->dice.rng, rng_next(rng));
	st->dice.nrig = 0;
	memset(st->dice.rig, 0, sizeof st->dice.rig);
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

/* What a car has: progress and what makes more of it later.  hard counts
 * a point of Speed for more, as it keeps paying round after round. */
static int mp_worth(const struct mp_state *st, const struct mp_data *d, int seat, bool hard)
{
	const struct mp_car *c = &st->car[seat];
	int v = mp_prog(st, d, c->pos) * 20 + mp_fork_bias(st, d, seat) * 10 + mp_hull(c) * 6 +
		c->speed * (hard ? 30 : 14) + c->nitro * 3 + c->frenzy * 10 + c->tokens * 12 +
		c->bombs * 2 + c->nhand * 4;

	v += mp_passive(st, d, seat, MP_P_RACE) * 20;
	return c->destroyed ? v - 40 : v;
}

/* Score of the position for seat: its worth minus, for easy and normal,
 * 4 times the leading rival's progress, for hard the best rival's whole
 * worth; the end of the race outweighs everything. */
int mp_ai_score(const struct mp_state *st, const struct mp_data *d, int seat, bool hard)
{
	int best = -1000000, v = mp_worth(st, d, seat, hard);

	for (int s = 0; s < st->nseats; s++) {
		int w;
		if (s == seat)
			continue;
		w = hard ? mp_worth(st, d, s, true) : mp_prog(st, d, st->car[s].pos) * 4;
		best = w > best ? w : best;
	}
	v -= best;
	if (st->phase == MP_PH_OVER)
		v += st->winner == seat ? 5000 : -5000;
	return v;
}

int mp_ai_thumb(const struct mp_state *st, const struct mp_data *d, int seat,
		const struct mp_act *a, int n, struct rng *rng, const struct mp_thumb *w)
{
	const struct mp_car *c = &st->car[seat];
	bool fix = c->destroyed || mp_hull(c) <= 1 ||
		   (w->fix_slow && mp_hull(c) <= 2 && c->speed <= 1);
	int best = 0, bv = -1000;

	if (st->dec == MP_D_SELECT)	/* a uniform guess of a secret pair */
		return (int)rng_below(rng, (uint32_t)n);
	for (int i = 0; i < n; i++) {
		int v = (int)rng_below(rng, 10);
		switch (a[i].kind) {
		case MP_A_PLAY: v += 50; break;
		case MP_A_RACE: v += fix ? 0 : 40; break;
		case MP_A_REPAIR: v += fix ? 45 : 0; break;
		case MP_A_FRENZY: v += 30; break;
		case MP_A_PAY: v += 20; break;
		case MP_A_TCAR: v += w->tcar; break;
		case MP_A_TBOMB: v += w->tbomb; break;
		case MP_A_TDONE: v += w->tdone; break;
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

/* Quick policy for easy and normal: sensible defaults with a little noise. */
static int mp_quick(const struct mp_state *st, const struct mp_data *d, int seat,
		    const struct mp_act *a, int n, struct rng *rng)
{
	static const struct mp_thumb w = { .tcar = 20, .tbomb = 20, .tdone = 0, .fix_slow = false };

	return mp_ai_thumb(st, d, seat, a, n, rng, &w);
}

/* The seat that decides now in st (the lowest still to select in secret),
 * or -1. */
int mp_ai_next_seat(const struct mp_state *st)
{
	int s;

	if (st->phase == MP_PH_OVER || st->dec == MP_D_NONE)
		return -1;
	if (st->dec != MP_D_SELECT)
		return st->dseat;
	for (s = 0; s < st->nseats && st->car[s].picked; s++)
		;
	return s < st->nseats ? s : -1;
}

/* Play on to the end of the round (or the race) with policy; returns the
 * decisions taken.  Secret selections are uniform guesses. */
int mp_ai_rollout(struct mp_state *st, const struct mp_data *d, int round, struct rng *rng,
		  mp_ai_policy policy)
{
	struct mp_act acts[TT_MAXOPT];
	int step;

	for (step = 0; step < 300; step++) {
		int s, n;
		if (st->phase == MP_PH_SELECT && st->round > round)
			break;
		s = mp_ai_next_seat(st);
		if (s < 0)
			break;
		n = mp_options(st, d, s, acts, NULL, TT_MAXOPT);
		if (n == 0)
			break;
		mp_do(st, d, s, &acts[policy(st, d, s, acts, n, rng)], NULL);
	}
	return step;
}

/* easy and normal: k rollouts per option, the best total. */
static int mp_flat(const struct mp_state *st, const struct mp_data *d, int seat, int level,
		   const struct mp_act *acts, int n, struct rng *rng)
{
	struct mp_state tmp;
	int k = level == AI_EASY ? 1 : 3;
	long best = -1000000000L;
	int bi = 0;

	if (n * k > 150)	/* keeps a decision well under 50 ms */
		k = 150 / n > 0 ? 150 / n : 1;
	for (int i = 0; i < n; i++) {
		long sum = 0;
		for (int r = 0; r < k; r++) {
			tmp = *st;
			mp_do(&tmp, d, seat, &acts[i], NULL);
			mp_ai_rollout(&tmp, d, st->round, rng, mp_quick);
			sum += mp_ai_score(&tmp, d, seat, false);
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
	} else if (level == AI_HARD) {
		i = mp_ai_search(st, d, seat, acts, n, rng);
		snprintf(why, whycap, "the best outcome over rounds played out against guesses "
			 "of the rivals' cards");
	} else {
		i = mp_flat(st, d, seat, level, acts, n, rng);
		snprintf(why, whycap, "the best outcome over simulated rounds");
	}
	tt_strlcpy(cmd, opts[i].cmd, cap);
	return 0;
}
