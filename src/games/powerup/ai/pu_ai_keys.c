/*
 * pu_ai_keys.c - POWERUP AI BUGBUSTERs: the Hidden Keys plan.  A BUG carrying
 * a secret is hunted first (in range of a shot if possible); the others
 * share out the secret tokens and dropped keys (each goes to the nearest
 * token no partner stands nearer to); when the team holds the three
 * keys, their carriers walk to the GLITCH and board it, and the pilot
 * flies it off the board once every key is aboard.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_ai.h"

/* Hidden Keys: a BUG carrying a secret token is the first target. */
bool pu_ai_thief(const struct pu_state *s, const struct pu_data *d, int f, int r,
		 const struct tt_prompt *p, char *out, size_t cap)
{
	int best = -1, bd = 999, steps, m;

	for (int i = 0; i < s->nfig; i++) {
		int dd = abs(s->fig[i].x - s->fig[f].x) + abs(s->fig[i].y - s->fig[f].y);
		if (s->fig[i].kind == PU_FK_BUG && pu_alive(s, i) && s->fig[i].secret && dd < bd) {
			bd = dd;
			best = i;
		}
	}
	if (best < 0 || s->fig[f].aboard)
		return false;
	if (r != 0 && s->bb[s->fig[f].seat].ammo > 0 &&
	    (m = pu_route_to_hit(s, d, f, best, r < 0 ? 2 : r, true, &steps)) >= 0 && pu_ai_route(s, d, f, m, p, out, cap))
		return true;
	return (m = pu_route_to_hit(s, d, f, best, 1, true, &steps)) >= 0 && pu_ai_route(s, d, f, m, p, out, cap);
}

/* Manhattan distance from the nearest living partner of f to x,y. */
static int pu_ai_partner_dist(const struct pu_state *s, int f, int x, int y)
{
	int best = 999;

	for (int i = 0; i < s->nfig; i++) {
		int dd = abs(s->fig[i].x - x) + abs(s->fig[i].y - y);
		if (i != f && s->fig[i].kind == PU_FK_BB && s->fig[i].lives > 0 && !s->fig[i].aboard && dd < best)
			best = dd;
	}
	return best;
}

/* Walk to the nearest secret token or dropped key, leaving to a partner
 * the ones they stand nearer to, so the team spreads out to search. */
static bool pu_ai_search(const struct pu_state *s, const struct pu_data *d, int f,
			 const struct tt_prompt *p, char *out, size_t cap)
{
	int best = -1, bd = 9999, steps, m;

	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++) {
			int mine = abs(s->fig[f].x - x) + abs(s->fig[f].y - y), sc;
			if (!(s->secret[y][x] || s->keys[y][x]) || (m = pu_route_to(s, d, f, x, y, false, true, &steps)) < 0)
				continue;
			sc = steps * 2 + (pu_ai_partner_dist(s, f, x, y) < mine ? 20 : 0) - (s->keys[y][x] ? 10 : 0);
			if (sc < bd) {
				bd = sc;
				best = m;
			}
		}
	return best >= 0 && pu_ai_route(s, d, f, best, p, out, cap);
}

/* Walk to a square next to the GLITCH (diagonals too: boarding takes
 * any of the eight squares round it), through partners in the way. */
static bool pu_ai_to_glitch(const struct pu_state *s, const struct pu_data *d, int f, int gl,
			    const struct tt_prompt *p, char *out, size_t cap)
{
	int8_t dist[PU_H][PU_W], first[PU_H][PU_W];
	int best = -1, bd = 127;
	struct pu_state t;	/* on the stack: no heap in a search */

	pu_ai_no_allies(&t, s, f);	/* partners in the way step aside */
	pu_bfs(&t, d, f, true, dist, first);
	for (int y = s->fig[gl].y - 1; y <= s->fig[gl].y + 1; y++)
		for (int x = s->fig[gl].x - 1; x <= s->fig[gl].x + 1; x++)
			if (pu_on_board(s, x, y) && dist[y][x] > 0 && dist[y][x] < bd) {
				bd = dist[y][x];
				best = first[y][x];
			}
	return pu_ai_route(s, d, f, best, p, out, cap);
}

bool pu_ai_keys(const struct pu_state *s, const struct pu_data *d, int f,
		const struct tt_prompt *p, char *out, size_t cap)
{
	int held = 0, gl = -1;
	static const char *const fl[4] = { "fly left", "fly right", "fly up", "fly down" };

	for (int i = 0; i < s->nfig; i++) {
		if (s->fig[i].kind == PU_FK_BB && s->fig[i].lives > 0)
			held |= s->fig[i].secret;
		if (s->fig[i].kind == PU_FK_GLITCH && pu_alive(s, i))
			gl = i;
	}
	if (s->fig[f].aboard) {
		int aboard = 0;
		for (int i = 0; i < s->nfig; i++)
			if (s->fig[i].kind == PU_FK_BB && s->fig[i].aboard)
				aboard |= s->fig[i].secret;
		if (s->fig[f].aboard != 1 || aboard != 7)
			return pu_ai_pick(p, "end", out, cap);
		return pu_ai_pick(p, s->fig[f].x < s->w / 2 ? fl[0] : fl[1], out, cap) ||
		       pu_ai_pick(p, fl[2], out, cap) || pu_ai_pick(p, fl[3], out, cap);
	}
	if (held == 7 && s->fig[f].secret && gl >= 0) {
		if (pu_ai_pick(p, "board", out, cap) || pu_ai_to_glitch(s, d, f, gl, p, out, cap))
			return true;
	}
	return pu_ai_search(s, d, f, p, out, cap);
}

/* Is the way out more urgent than any fight: the team holds the three
 * keys and f carries some of them, or f is in the GLITCH? */
bool pu_ai_keys_urgent(const struct pu_state *s, const struct pu_data *d, int f)
{
	int held = 0;

	if (d->mission.goal != PU_GO_KEYS)
		return false;
	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_BB && s->fig[i].lives > 0)
			held |= s->fig[i].secret;
	return s->fig[f].aboard || (held == 7 && s->fig[f].secret);
}
