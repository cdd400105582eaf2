/*
 * pu_sides.c - POWERUP: who stands with whom in a Deathmatch, as the
 * board knows it (the teams of s->dm, the robots, the bases).  Queries
 * only: they hold in any game, and say "no team" when s->dm is off.
 */
#include "pu_board.h"

const char *pu_dm_team_name(int team)
{
	return team ? "BLU" : "RED";
}

/* Is square (x, y) on team's base tile? */
bool pu_dm_on_base(const struct pu_data *d, int team, int x, int y)
{
	const struct pu_dmconf *c = &d->mission.dm;

	return x >= 0 && y >= 0 && x / PU_T == c->base[team][0] && y / PU_T == c->base[team][1];
}

/* The live figure carrying f, -1. */
int pu_dm_carrier(const struct pu_state *s, int f)
{
	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].carry == f && pu_alive(s, i))
			return i;
	return -1;
}

/* Are figures a and b BUGBUSTERs of rival teams that may fight (neither
 * protected after coming back)? */
bool pu_dm_rivals(const struct pu_state *s, int a, int b)
{
	const struct pu_fig *ga = &s->fig[a], *gb = &s->fig[b];

	if (!pu_dm_foes(s, a, b))
		return false;
	return !(s->dm.protect >> ga->seat & 1) && !(s->dm.protect >> gb->seat & 1);
}

/* Figures a and b are characters of rival teams (protected or not): no
 * ally of each other, so neither hands the other anything or picks it up. */
bool pu_dm_foes(const struct pu_state *s, int a, int b)
{
	const struct pu_fig *ga = &s->fig[a], *gb = &s->fig[b];

	if (!s->dm.on || ga->kind != PU_FK_BB || gb->kind != PU_FK_BB)
		return false;
	return s->dm.team[ga->seat] != s->dm.team[gb->seat];
}
