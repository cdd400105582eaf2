/*
 * dice.h - die rolls for the engines, with the `rig` queue.
 *
 * A struct dice lives inside each engine state, so snapshots and replays
 * reproduce every roll.  `rig V...` (batch and --debug only) queues values
 * that the next rolls return in order, whatever the number of sides.
 * `rolls` counts every roll made: the session compares it before and after
 * a command to know that the command rolled (undo never crosses a roll).
 */
#ifndef DICE_H
#define DICE_H

#include <stdint.h>
#include "rng.h"

#define DICE_RIG_MAX 64

struct dice {
	struct rng rng;
	uint32_t rolls;			/* number of rolls made so far */
	uint8_t rig[DICE_RIG_MAX];	/* queued forced results */
	uint8_t nrig;
};

void dice_init(struct dice *d, uint64_t seed);
/* Roll one die with faces 1..sides (rigged value first if queued). */
int dice_roll(struct dice *d, int sides);
/* Queue a forced result; returns -1 if the queue is full. */
int dice_rig(struct dice *d, int value);
/* Uniform integer in [0, n) that is not a die roll (shuffles, layouts). */
uint32_t dice_below(struct dice *d, uint32_t n);

#endif
