/*
 * mp_ai.h - Megapulse: what the AI's files share (mp_ai.c: levels, redact,
 * score, rollouts; mp_ai_search.c: the hard search and its policy).
 */
#ifndef MP_AI_H
#define MP_AI_H

#include "mp.h"

/* A rollout policy: the index of the option (of n) seat takes. */
typedef int (*mp_ai_policy)(const struct mp_state *st, const struct mp_data *d, int seat,
			    const struct mp_act *a, int n, struct rng *rng);

/* The weights of a rule-of-thumb policy: what shooting a car, a bomb and
 * being done with targets are worth, and whether a worn car whose Speed is
 * low anyway is repaired (the sharper policy of hard). */
struct mp_thumb {
	int tcar, tbomb, tdone;
	bool fix_slow;
};
/* The option of n a rule of thumb takes, with a little noise from rng. */
int mp_ai_thumb(const struct mp_state *st, const struct mp_data *d, int seat,
		const struct mp_act *a, int n, struct rng *rng, const struct mp_thumb *w);

void mp_ai_shuffle(uint8_t *v, int n, struct rng *rng);
void mp_ai_guess(struct mp_car *c, struct rng *rng);
int mp_ai_score(const struct mp_state *st, const struct mp_data *d, int seat, bool hard);
int mp_ai_next_seat(const struct mp_state *st);
int mp_ai_rollout(struct mp_state *st, const struct mp_data *d, int round, struct rng *rng,
		  mp_ai_policy policy);
int mp_ai_search(const struct mp_state *st, const struct mp_data *d, int seat,
		 const struct mp_act *acts, int n, struct rng *rng);

#endif
