/*
 * pu_dm_load.c - POWERUP Deathmatch: the keys of a Deathmatch layout's
 * [mission] section (house values): where each team's robot stands
 * (robots = RED-X,RED-Y BLU-X,BLU-Y), the turn counter's cycle that turns
 * every POWERUP back ON (power_cycle), the captures that win (captures),
 * and the thrown robot's reach and push (throw_max, throw_push).  Test
 * fixture: robots_at = X,Y X,Y stands them elsewhere at the start.
 * Any other mission may place one or two robots (robots = X,Y [X,Y]):
 * allies or obstacles to pick up and throw by the same rules.
 * setup = free: the teams place the pieces themselves (pu_dm_free.c).  The
 * bases are the layout's tiles base-red and base-blu (the box's tiles 21
 * and 22); the start squares (bugbusters) alternate RED, BLU and lie on
 * their team's base.
 */
#include <stdio.h>
#include <string.h>
#include "../pu_modes.h"

/* The tile column and row of the layout's tile named name, -1 if none. */
static int pu_dm_find_tile(const struct pu_data *d, const char *name, int8_t *at)
{
	const struct pu_mission *m = &d->mission;

	for (int ty = 0; ty < m->th; ty++)
		for (int tx = 0; tx < m->tw; tx++)
			if (strcmp(d->tile[m->layout[ty][tx]].name, name) == 0) {
				at[0] = (int8_t)tx;
				at[1] = (int8_t)ty;
				return 0;
			}
	return -1;
}

/* Each square of v[0..n) lies on the base of team (i % 2 for the i-th). */
static int pu_dm_check_bases(const struct pu_data *d, struct conf_doc *doc, struct conf_sec *s,
			     const char *key, int8_t (*v)[2], int n, struct tt_err *err)
{
	for (int i = 0; i < n; i++)
		if (!pu_dm_on_base(d, i % 2, v[i][0], v[i][1]))
			return conf_errf(doc, conf_line(s, key), err, "%s: square %d,%d is not on the %s base "
					 "(the squares alternate RED, BLU)", key, v[i][0], v[i][1],
					 pu_dm_team_name(i % 2));
	return 0;
}

int pu_dm_keys(struct pu_data *d, struct conf_doc *doc, struct conf_sec *s, struct tt_err *err)
{
	struct pu_mission *m = &d->mission;
	struct pu_dmconf *c = &m->dm;
	static const char *const setups[] = { "house", "free", NULL };
	long v[4];
	int n;

	if (conf_int(doc, s, "power_cycle", false, 4, 0, 99, &v[0], err) < 0 ||
	    conf_int(doc, s, "captures", false, 2, 1, 9, &v[1], err) < 0 ||
	    conf_int(doc, s, "throw_max", false, 3, 1, 9, &v[2], err) < 0 ||
	    conf_int(doc, s, "throw_push", false, 1, 0, 9, &v[3], err) < 0 ||
	    (n = pu_spots(doc, s, "robots", c->robot, 2, m, err)) < 0 ||
	    (c->nrobot_at = pu_spots(doc, s, "robots_at", c->robot_at, 2, m, err)) < 0 ||
	    conf_enum(doc, s, "setup", false, 0, setups, &c->setup, err) < 0)
		return -1;
	c->nrobot = n;
	c->cycle = (int)v[0];
	c->captures = (int)v[1];
	c->throw_max = (int)v[2];
	c->throw_push = (int)v[3];
	if (m->goal != PU_GO_DM && c->setup)
		return conf_errf(doc, conf_line(s, "setup"), err, "setup = free is the Deathmatch set-up "
				 "(this mission's goal places its own pieces)");
	if (m->goal != PU_GO_DM)
		return 0;
	if (pu_dm_find_tile(d, "base-red", c->base[0]) < 0 || pu_dm_find_tile(d, "base-blu", c->base[1]) < 0)
		return conf_errf(doc, s->line, err, "a Deathmatch layout needs the tiles base-red and base-blu");
	if (n != 2 || (c->nrobot_at && c->nrobot_at != 2))
		return conf_errf(doc, s->line, err, "a Deathmatch layout needs robots = RED-X,Y BLU-X,Y");
	if (m->maxp % 2 || m->nstart < m->maxp)
		return conf_errf(doc, s->line, err, "a Deathmatch layout needs an even max_players and as "
				 "many bugbusters squares");
	if (pu_dm_check_bases(d, doc, s, "robots", c->robot, 2, err) < 0)
		return -1;
	return pu_dm_check_bases(d, doc, s, "bugbusters", m->start, m->maxp, err);
}
