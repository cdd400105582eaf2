/*
 * pu_placement.c - where a mission puts its figures at the start: every
 * BUGBUSTER, VIP, BURP, the BUGMISTRESS, the team robots and the test
 * fixtures' BUGs and drums stand on a square of their own that is not inside a solid block,
 * in a game of as many players as the mission allows (the figures a
 * game places only grow with its players).  Checked when the mission
 * loads, so `tabletty check` names the line of the first fault instead of
 * a game starting with figures in the walls.
 */
#include <stdio.h>
#include <string.h>
#include "pu_cmd.h"

struct pu_place {
	struct conf_doc *doc;
	struct conf_sec *s;
	const struct pu_data *d;
	const char *who[PU_H][PU_W];	/* the key that put a figure there */
	int8_t n[PU_H][PU_W];		/* and which of its squares (from 1) */
	int8_t bug[PU_H][PU_W];		/* a fixture BUG's sheet + 1 there, or 0 */
};

static int pu_place_one(struct pu_place *P, const char *key, int k, int x, int y,
			struct tt_err *err)
{
	const struct pu_mission *m = &P->d->mission;
	const struct pu_tile *t = &P->d->tile[m->layout[y / PU_T][x / PU_T]];
	int line = conf_line(P->s, key);

	if (t->kind[y % PU_T][x % PU_T] == PU_SQ_SOLID)
		return conf_errf(P->doc, line, err, "%s: square %d,%d (the %d%s) is inside a solid "
				"block", key, x, y, k, k == 1 ? "st" : k == 2 ? "nd" : k == 3 ? "rd" : "th");
	if (P->who[y][x])
		return conf_errf(P->doc, line, err, "%s: square %d,%d is taken by %s (square %d): "
				"each figure starts on a square of its own", key, x, y, P->who[y][x],
				P->n[y][x]);
	P->who[y][x] = key;
	P->n[y][x] = (int8_t)k;
	return 0;
}

static int pu_place_list(struct pu_place *P, const char *key, const int8_t (*v)[2], int n,
			 struct tt_err *err)
{
	for (int i = 0; i < n; i++)
		if (pu_place_one(P, key, i + 1, v[i][0], v[i][1], err) < 0)
			return -1;
	return 0;
}

/* The drums the tiles themselves show. */
static int pu_place_tile_drums(struct pu_place *P, struct tt_err *err)
{
	const struct pu_mission *m = &P->d->mission;
	int k = 0;

	for (int y = 0; y < m->th * PU_T; y++)
		for (int x = 0; x < m->tw * PU_T; x++)
			if (P->d->tile[m->layout[y / PU_T][x / PU_T]].drum[y % PU_T][x % PU_T] &&
			    pu_place_one(P, "row", ++k, x, y, err) < 0)
				return -1;
	return 0;
}

/* A mission's own POWERUPs (Story, Deathmatch) stand on open squares:
 * a BUGBUSTER comes back on one in a Deathmatch. */
static int pu_place_powerups(struct pu_place *P, struct tt_err *err)
{
	const struct pu_mission *m = &P->d->mission;

	for (int i = 0; i < m->npower; i++) {
		int x = m->power[i][0], y = m->power[i][1];
		const struct pu_tile *t = &P->d->tile[m->layout[y / PU_T][x / PU_T]];

		if (t->kind[y % PU_T][x % PU_T] == PU_SQ_SOLID)
			return conf_errf(P->doc, conf_line(P->s, "powerups"), err, "powerups: square "
					 "%d,%d (number %d) is inside a solid block", x, y, i + 1);
	}
	return 0;
}

int pu_check_placement(const struct pu_data *d, struct conf_doc *doc, struct conf_sec *s,
		       struct tt_err *err)
{
	const struct pu_mission *m = &d->mission;
	/* what pu_create places for the most players the mission allows */
	int nbb = m->maxp < m->nstart ? m->maxp : m->nstart;
	int nburp = m->maxp - (m->goal == PU_GO_MISTRESS ? 1 : 0);
	struct pu_place P;
	int8_t one[1][2];

	memset(&P, 0, sizeof P);
	P.doc = doc;
	P.s = s;
	P.d = d;
	nburp = nburp < m->nburp ? nburp : m->nburp;
	one[0][0] = m->mistress[0];
	one[0][1] = m->mistress[1];
	if (pu_place_tile_drums(&P, err) < 0 || pu_place_powerups(&P, err) < 0 ||
	    pu_place_list(&P, "bugbusters", (const int8_t (*)[2])m->start, nbb, err) < 0 ||
	    pu_place_list(&P, "burps", (const int8_t (*)[2])m->burp, nburp, err) < 0 ||
	    pu_place_list(&P, "npcs", (const int8_t (*)[2])m->npc,
			  m->goal == PU_GO_VIPS ? m->nnpc : 0, err) < 0 ||
	    pu_place_list(&P, "portal", (const int8_t (*)[2])m->portal,
			  m->goal == PU_GO_PORTAL ? m->nportal : 0, err) < 0 ||
	    pu_place_list(&P, "mistress", (const int8_t (*)[2])one,
			  m->goal == PU_GO_MISTRESS ? 1 : 0, err) < 0)
		return -1;
	for (int i = 0; i < m->nbugs; i++) {
		int x = m->bugs[i][1], y = m->bugs[i][2];

		/* BUGs of one kind may start stacked (TEAM: the engine counts) */
		if (P.bug[y][x] == m->bugs[i][0] + 1)
			continue;
		if (pu_place_one(&P, "bugs", i + 1, x, y, err) < 0)
			return -1;
		P.bug[y][x] = (int8_t)(m->bugs[i][0] + 1);
	}
	/* the robots start at home, or where the test fixture robots_at stands them */
	if ((m->dm.nrobot_at ?
	     pu_place_list(&P, "robots_at", (const int8_t (*)[2])m->dm.robot_at, m->dm.nrobot_at, err) :
	     pu_place_list(&P, "robots", (const int8_t (*)[2])m->dm.robot, m->dm.nrobot, err)) < 0 ||
	    pu_place_list(&P, "drums", (const int8_t (*)[2])m->drums, m->ndrums, err) < 0 ||
	    pu_place_list(&P, "covers", (const int8_t (*)[2])m->covers, m->ncovers, err) < 0)
		return -1;
	return 0;
}
