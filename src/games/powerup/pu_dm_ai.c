/*
 * pu_dm_ai.c - POWERUP Deathmatch AI (placeholder until the full one).
 */
#include <stdio.h>
#include <string.h>
#include "pu_cmd.h"

int pu_dm_ai(const struct pu_state *s, const struct pu_data *d, int seat, int level, struct rng *rng,
	     char *cmd, size_t cap, char *why, size_t whycap)
{
	return pu_ai(s, d, seat, level, rng, cmd, cap, why, whycap);
}
