/*
 * rng.h - the one random number generator of tabletty.
 *
 * Algorithm (documented in tabletty.5 so results are the same on every
 * machine): the 64-bit seed is expanded by SplitMix64 into the four words of
 * xoshiro256** (Blackman & Vigna, 2018).  rng_below(n) maps a 64-bit output
 * to [0, n) without bias by rejection (Lemire's method).  The state is four
 * plain integers, so copying the struct snapshots the stream.
 */
#ifndef RNG_H
#define RNG_H

#include <stdint.h>

struct rng {
	uint64_t s[4];
};

/* Seed the generator; every seed (0 included) gives a usable stream. */
void rng_seed(struct rng *r, uint64_t seed);
/* Next 64 random bits. */
uint64_t rng_next(struct rng *r);
/* Uniform integer in [0, n); n must be > 0 (n == 0 returns 0). */
uint32_t rng_below(struct rng *r, uint32_t n);
/* Fisher-Yates shuffle of n ints in place. */
void rng_shuffle_int(struct rng *r, int *v, int n);

#endif
