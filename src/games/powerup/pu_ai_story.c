/*
 * pu_ai_story.c - POWERUP: what an AI BUGBUSTER does for a Story
 * mission's own goal once no blow is worth striking: walk to a POWERUP
 * it has not stood on yet (the goal reach) and off it once it has, to
 * make room for the others, or to the Non-Player Character the team
 * must reach (meet).
 */
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
	if (m->goal == PU_GO_REACH && s->power[s->fig[f].y][s->fig[f].x])	/* make room */
		return pu_ai_route(s, d, f, pu_ai_story_way(s, d, f, false, 0), p, out, cap);
	if (m->meet && !s->camp.met)
		return pu_ai_route(s, d, f, pu_ai_story_way(s, d, f, true, 0), p, out, cap);
	return false;
}
