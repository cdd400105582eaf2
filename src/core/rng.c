/*
 * rng.c - SplitMix64-seeded xoshiro256** (see rng.h for the contract).
 */
#include "rng.h"

static uint64_t rng_splitmix(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

void rng_seed(struct rng *r, uint64_t seed)
{
	for (int i = 0; i < 4; i++)
		r->s[i] = rng_splitmix(&seed);
}

static uint64_t rng_rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

uint64_t rng_next(struct rng *r)
{
	uint64_t *s = r->s;
	uint64_t result = rng_rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;

	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rng_rotl(s[3], 45);
	return result;
}

/* Lemire's nearly-divisionless method on 32-bit halves: unbiased. */
uint32_t rng_below(struct rng *r, uint32_t n)
{
	uint64_t m;
	uint32_t low;

	if (n == 0)
		return 0;
	m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * n;
	low = (uint32_t)m;
	if (low < n) {
		uint32_t t = (uint32_t)(-n) % n;
		while (low < t) {
			m = (uint64_t)(uint32_t)(rng_next(r) >> 32) * n;
			low = (uint32_t)m;
		}
	}
	return (uint32_t)(m >> 32);
}

void rng_shuffle_int(struct rng *r, int *v, int n)
{
	for (int i = n - 1; i > 0; i--) {
		int j = (int)rng_below(r, (uint32_t)i + 1);
		int t = v[i];
		v[i] = v[j];
		v[j] = t;
	}
}
