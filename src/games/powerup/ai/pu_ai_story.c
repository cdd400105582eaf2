/*
 * pu_ai_story.c - POWERUP: what an AI BUGBUSTER does for a Story
 * mission's own goal once no blow is worth striking: walk to a POWERUP
 * it has not stood on yet (the goal reach) and off it once it has, to
 * make room for the others (and for the scientists of the goal rescue),
 * or to the Non-Player Character the team must reach (meet).
 */
#include <stdio.h>
#include <stdlib.h>
#include "pu_ai.h"

/* The first move of the shortest route to the first NPC (npc), to a free
 * POWERUP (on 1) or off every POWERUP (on 0). */
static int pu_ai_story_way(const struct pu_state *s, const struct pu_data *d, int f, bool npc,
			   int on)
{
	int best = -1, bs = 999, steps, m;

	for (int i = 0; npc && i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_NPC && s->fig[i].type == 1 && pu_alive(s, i))
			return pu_route_to(s, d, f, s->fig[i].x, s->fig[i].y, true, true, &steps);
	for (int y = 0; !npc && y < s->h; y++)
		for (int x = 0; x < s->w; x++) {
			if ((s->power[y][x] != 0) != on || pu_at(s, x, y, f) >= 0 ||
			    (!on && !pu_floor_under(s, x, y)))
				continue;
			m = pu_route_to(s, d, f, x, y, false, true, &steps);
			if (m >= 0 && steps < bs) {
				bs = steps;
				best = m;
			}
		}
	return best;
}

bool pu_ai_story(const struct pu_state *s, const struct pu_data *d, int seat,
		 const struct tt_prompt *p, char *out, size_t cap)
{
	const struct pu_mission *m = &d->mission;
	int f = s->bb[seat].fig;

	if (m->goal == PU_GO_REACH && !(s->camp.reached & (1u << seat)))
		return pu_ai_route(s, d, f, pu_ai_story_way(s, d, f, false, 1), p, out, cap);
	if ((m->goal == PU_GO_REACH || m->goal == PU_GO_RESCUE) && s->power[s->fig[f].y][s->fig[f].x])
		return pu_ai_route(s, d, f, pu_ai_story_way(s, d, f, false, 0), p, out, cap);
	if (m->meet && !s->camp.met)
		return pu_ai_route(s, d, f, pu_ai_story_way(s, d, f, true, 0), p, out, cap);
	return false;
}

/* EXODUS: walk each scientist along its floor to the nearest POWERUP,
 * GUS onto one only when he is the last. */
bool pu_ai_story_npc(const struct pu_state *s, const struct pu_data *d, const struct tt_prompt *p,
		     char *out, size_t cap)
{
	unsigned all, last;
	char buf[32];

	if (d->mission.goal != PU_GO_RESCUE || d->mission.nnpc == 0)
		return false;
	all = (1u << d->mission.nnpc) - 1;
	last = 1u << (d->mission.nnpc - 1);
	for (int n = 1, k = 0; k < s->nfig; k++) {
		const struct pu_fig *g = &s->fig[k];
		int best = 99, dx = 0;
		if (g->kind != PU_FK_NPC)
			continue;
		for (int x = 0; x < s->w; x++)
			if (s->power[g->y][x] && abs(x - g->x) < best && pu_at(s, x, g->y, k) < 0) {
				best = abs(x - g->x);
				dx = x > g->x ? 1 : -1;
			}
		if (best == 1 && g->type && (1u << (g->type - 1)) == last && (s->camp.saved | last) != all)
			dx = 0;	/* GUS waits beside it for the others */
		for (int i = 0; dx && i < s->nfig; i++)	/* and nobody walks into a BUG */
			if (s->fig[i].kind == PU_FK_BUG && pu_alive(s, i) && abs(s->fig[i].y - g->y) <= 1 &&
			    (s->fig[i].x - g->x) * dx > 0 && (s->fig[i].x - g->x) * dx <= 3)
				dx = 0;
		snprintf(buf, sizeof buf, "npc %d %s", n++, dx < 0 ? "left" : "right");
		if (dx && g->moved < 2 && pu_ai_pick(p, buf, out, cap))
			return true;
	}
	return false;
}
