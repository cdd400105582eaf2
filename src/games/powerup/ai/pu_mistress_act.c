/*
 * pu_mistress_act.c - POWERUP: the BUGMISTRESS AI moves and attacks with
 * her BUGs (step 1.6), one command at a time.
 *
 * The base is what the automatic BUGs do (pu_bugs.c): every BUG that can
 * attack does (turning first if it must), then they move in the automatic
 * order (lowest SPAWN cost first, then the lowest on the board) towards a
 * BUGBUSTER in sight, else the mission's PRIMARY TARGET, the secret tokens
 * and portals in Hidden Keys as they do; a BUG with no way there walks on.
 * Beyond the automatic rules: a VIP within reach is always the victim
 * (one blow kills it and loses the mission), the weakest BUGBUSTER in
 * reach before another, and in Kill the BUGMISTRESS she herself stays
 * among her guards.  At hard the BUGs also choose where to go as a player
 * would: in Save the VIPs the VIPs, in Dimensional Portal and Kill the
 * BUGMISTRESS the BUGBUSTER nearest what they defend, else the weakest
 * BUGBUSTER near them (a life counts as 3 squares; not in Hidden Keys,
 * where the automatic aims did better in measurement); in Kill the
 * BUGMISTRESS her BURPs stay beside her.  No move of hers pushes BUGs
 * where the outcome turns on a die or a face-down token (see
 * pu_bma_blind_push).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_mistress_ai.h"

#define PU_BMA_GUARD 10	/* Dimensional Portal: steps a BUG goes to shield the portal */

static const char *const pu_bma_dirs[] = { "ahead", "up", "down", "upahead", "downahead", "behind" };

/* Can BUG b act this turn? */
static bool pu_bma_ready(const struct pu_state *s, int b)
{
	const struct pu_fig *g = &s->fig[b];

	return g->kind == PU_FK_BUG && pu_alive(s, b) && !g->fresh && g->ap > 0;
}

/* How much she wants to hit figure t (higher first; 0: not a target). */
static int pu_bma_want(const struct pu_state *s, const struct pu_data *d, int t)
{
	const struct pu_fig *g = &s->fig[t];

	if (!pu_alive(s, t) || g->aboard)
		return 0;
	if (g->kind == PU_FK_NPC)
		return d->mission.goal == PU_GO_VIPS || d->mission.npc_target ? 1000 : 1;
	if (g->kind != PU_FK_BB || s->bb[g->seat].shield)
		return 0;
	return 100 - 10 * g->lives - 3 * pu_armour(s, d, t);
}

/* The command for BUG b to attack t now ("bug b attack|shoot DIR", or
 * a flip first); -1 if it cannot. */
static int pu_bma_hit(const struct pu_state *s, const struct pu_data *d, int b, int t, bool ranged,
		      int face, char *cmd, size_t cap)
{
	char buf[48];

	for (size_t i = 0; i < sizeof pu_bma_dirs / sizeof pu_bma_dirs[0]; i++) {
		struct cmd c;
		struct pu_go g;
		struct tt_err err;
		snprintf(buf, sizeof buf, "bug %d %s %s", b, ranged ? "shoot" : "attack", pu_bma_dirs[i]);
		memset(&g, 0, sizeof g);
		if (cmd_parse(buf, &c, &err) == 0 && pu_check(s, d, s->bm.seat, &c, &g, &err) == 0 && g.n == t) {
			tt_strlcpy(cmd, buf, cap);
			return 0;
		}
	}
	if (face == s->fig[b].face)
		return -1;
	snprintf(buf, sizeof buf, "bug %d flip", b);
	return pu_bmp_say(s, d, buf, cmd, cap);
}

/* An attack of any BUG now: the most wanted target in reach of one. */
static int pu_bma_attack(const struct pu_state *s, const struct pu_data *d, char *cmd, size_t cap)
{
	int bw = 0, face;
	char tmp[48];

	for (int b = 0; b < s->nfig; b++) {
		int r;
		if (!pu_bma_ready(s, b) || s->fig[b].attacks >= d->bug[s->fig[b].type].attacks)
			continue;
		r = pu_bug_range(s, d, b);
		for (int t = 0; t < s->nfig; t++) {
			int w = pu_bma_want(s, d, t);
			bool melee, ranged;
			if (w <= bw)
				continue;
			melee = pu_can_hit_from(s, b, s->fig[b].x, s->fig[b].y, t, 1, &face);
			ranged = !melee && r > 0 && pu_can_hit_from(s, b, s->fig[b].x, s->fig[b].y, t, r, &face);
			if ((!melee && !ranged) ||
			    (face != s->fig[b].face && !(d->bug[s->fig[b].type].abil & PU_AB_BACKEYE) &&
			     s->fig[b].ap < 2))
				continue;	/* out of reach, or no action left to turn and strike */
			if (pu_bma_hit(s, d, b, t, ranged, face, tmp, sizeof tmp) == 0) {
				tt_strlcpy(cmd, tmp, cap);
				bw = w;
			}
		}
	}
	return bw > 0 ? 0 : -1;
}

/* Figure kind k nearest to (x, y), with the squares to it; -1. */
static int pu_bma_nearest(const struct pu_state *s, int k, int x, int y, int *dist)
{
	int best = -1;

	*dist = 999;
	for (int i = 0; i < s->nfig; i++) {
		int dd = abs(s->fig[i].x - x) + abs(s->fig[i].y - y);
		bool is = k == PU_FK_BUG ? s->fig[i].kind == PU_FK_PORTAL : s->fig[i].kind == k;
		if (is && pu_alive(s, i) && !s->fig[i].aboard && dd < *dist) {
			*dist = dd;
			best = i;
		}
	}
	return best;
}

/* What her BUGs defend: the portal pieces, or herself; -1. */
static int pu_bma_guarded(const struct pu_state *s, const struct pu_data *d, int *x, int *y)
{
	for (int i = 0; i < s->nfig; i++) {
		const struct pu_fig *g = &s->fig[i];
		bool mine = g->kind == PU_FK_BUG && (g->type == d->mistress || g->type == d->bug[d->mistress].angry);
		if (pu_alive(s, i) && (g->kind == PU_FK_PORTAL || (mine && d->mission.goal == PU_GO_MISTRESS))) {
			*x = g->x;
			*y = g->y;
			return i;
		}
	}
	return -1;
}

/* Hard: the BUGBUSTER BUG b goes for; the VIPs first in Save the VIPs. */
static int pu_bma_hard_goal(const struct pu_state *s, const struct pu_data *d, int b)
{
	int best = -1, bd = 9999, gx = 0, gy = 0, dd;
	bool guard = pu_bma_guarded(s, d, &gx, &gy) >= 0;

	if (d->mission.goal == PU_GO_VIPS && (best = pu_bma_nearest(s, PU_FK_NPC, s->fig[b].x, s->fig[b].y, &dd)) >= 0)
		return best;
	for (int i = 0; i < s->nfig; i++) {
		const struct pu_fig *g = &s->fig[i];
		if (g->kind != PU_FK_BB || !pu_alive(s, i) || g->aboard)
			continue;
		dd = abs(g->x - s->fig[b].x) + abs(g->y - s->fig[b].y) + 3 * g->lives;
		if (guard)
			dd += 2 * (abs(g->x - gx) + abs(g->y - gy));
		if (dd < bd) {
			bd = dd;
			best = i;
		}
	}
	return best;
}

/* Would a move of BUG b by (dx, dy) push BUGs onto a square where
 * what happens turns on a die (spikes, fire, a fall) or on what a
 * face-down token hides (a BUGGIE trap pushes back)?  Such a move is
 * accepted, but may leave the BUG where it was with its actions spent,
 * so her AI leaves it.  Joining a TEAM 4 stack is no push. */
static bool pu_bma_blind_push(const struct pu_state *s, const struct pu_data *d, int b, int dx, int dy)
{
	int x = s->fig[b].x + dx, y = s->fig[b].y + dy, o = pu_at(s, x, y, b), sx = dx > 0 ? 1 : -1;

	if (o < 0 || (pu_team(s, d, o, b) && pu_team_count(s, d, o) < 4))
		return false;
	if (dx == 0)
		sx = s->fig[o].face;	/* pushed from below or above: the way it faces */
	for (int k = 0; k < PU_W && pu_at(s, x, y, -1) >= 0; k++) {
		x += sx;
		if (!pu_on_board(s, x, y))
			return true;
		if (s->secret[y][x] || s->fire[y][x] || s->kind[y][x] == PU_SQ_SPIKES ||
		    s->kind[y][x] == PU_SQ_ACID || !pu_floor_under(s, x, y))
			return true;
	}
	return false;
}

/* Is "bug N move DIR|jump ahead|up|flip" one her AI would send: no
 * push where a die or a hidden token decides (for the search's rivals)? */
bool pu_bma_step_safe(const struct pu_state *s, const struct pu_data *d, const char *cmd)
{
	char act[16] = "", way[16] = "";
	int b, dx = 0, dy = 0;

	if (sscanf(cmd, "bug %d %15s %15s", &b, act, way) < 2 || b < 0 || b >= s->nfig)
		return false;
	if (!strcmp(act, "flip"))
		return true;
	if (!strcmp(way, "left") || !strcmp(way, "right"))
		dx = way[0] == 'l' ? -1 : 1;
	else if (!strcmp(act, "move"))
		dy = way[0] == 'u' ? -1 : 1;
	else {	/* a jump goes the way it faces, two ahead or one up and ahead */
		dx = s->fig[b].face * (way[0] == 'a' ? 2 : 1);
		dy = way[0] == 'a' ? 0 : -1;
	}
	return !pu_bma_blind_push(s, d, b, dx, dy);
}

/* "bug b ..." for move m (as pu_bfs numbers them), a flip first when
 * it faces the other way. */
static int pu_bma_step(const struct pu_state *s, const struct pu_data *d, int b, int m, char *cmd,
		       size_t cap)
{
	static const char *const mv[] = { "move left", "move right", "move up", "move down",
					  "jump ahead", "jump ahead", "jump up", "jump up" };
	static const int8_t dxy[8][2] = { { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 },
					   { -2, 0 }, { 2, 0 }, { -1, -1 }, { 1, -1 } };
	int sx = (m == 0 || m == 4 || m == 6) ? -1 : (m == 2 || m == 3) ? 0 : 1;
	char buf[48];

	if (sx && sx != s->fig[b].face)
		snprintf(buf, sizeof buf, "bug %d flip", b);
	else if (pu_bma_blind_push(s, d, b, dxy[m][0], dxy[m][1]))
		return -1;
	else
		snprintf(buf, sizeof buf, "bug %d %s", b, mv[m]);
	return pu_bmp_say(s, d, buf, cmd, cap);
}

/* With nowhere to go a BUG walks on the way it faces, turning at walls. */
static int pu_bma_wander(const struct pu_state *s, const struct pu_data *d, int b, char *cmd, size_t cap)
{
	char buf[48];
	const struct pu_fig *g = &s->fig[b];

	if (pu_on_board(s, g->x + g->face, g->y) && s->kind[g->y][g->x + g->face] != PU_SQ_ACID &&
	    !pu_bma_blind_push(s, d, b, g->face, 0)) {
		snprintf(buf, sizeof buf, "bug %d move %s", b, g->face > 0 ? "right" : "left");
		if (pu_bmp_say(s, d, buf, cmd, cap) == 0)
			return 0;
	}
	snprintf(buf, sizeof buf, "bug %d flip", b);
	return pu_bmp_say(s, d, buf, cmd, cap);
}

/* Is (x, y) beside a live portal piece (not on one)? */
static bool pu_bma_by_portal(const struct pu_state *s, int x, int y)
{
	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_PORTAL && pu_alive(s, i) && abs(s->fig[i].x - x) <= 1 &&
		    abs(s->fig[i].y - y) <= 1 && (s->fig[i].x != x || s->fig[i].y != y))
			return true;
	return false;
}

/* Hard, Dimensional Portal: a BUG within PU_BMA_GUARD steps of a free
 * square beside a portal piece goes there and stays, a shield that takes
 * the shots aimed through it.  0 with its step, 1 when it stands guard
 * already, -1 when it is not a guard (a spawner, or too far). */
static int pu_bma_guard(const struct pu_state *s, const struct pu_data *d, int b, char *cmd, size_t cap)
{
	int8_t dist[PU_H][PU_W], first[PU_H][PU_W];
	int best = -1, bd = PU_BMA_GUARD + 1;
	const struct pu_fig *g = &s->fig[b];

	if (d->mission.goal != PU_GO_PORTAL || (d->bug[g->type].abil & PU_AB_SPAWN))
		return -1;
	if (pu_bma_by_portal(s, g->x, g->y))
		return 1;
	pu_bfs(s, d, b, true, dist, first);
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++)
			if (dist[y][x] > 0 && dist[y][x] < bd && pu_bma_by_portal(s, x, y) && pu_at(s, x, y, -1) < 0) {
				bd = dist[y][x];
				best = first[y][x];
			}
	return best >= 0 && pu_bma_step(s, d, b, best, cmd, cap) == 0 ? 0 : -1;
}

/* One move of BUG b towards its goal. */
static int pu_bma_move(const struct pu_state *s, const struct pu_data *d, int b, bool hard, char *cmd,
		       size_t cap)
{
	int t, m, steps, r = pu_bug_range(s, d, b);

	if (s->fig[b].attacks > 0)
		return -1;
	if (d->mission.goal == PU_GO_MISTRESS && pu_bma_guarded(s, d, &t, &m) == b)
		return -1;	/* she keeps her place among her guards */
	if (hard && d->mission.goal == PU_GO_MISTRESS && s->fig[b].type == d->burp)
		return -1;	/* her BURPs stay beside her: guards and spawn */
	if (d->mission.goal == PU_GO_KEYS && (s->fig[b].secret || pu_seen_bb(s, d, b) < 0) &&
	    (m = pu_bug_keys_step(s, d, b)) >= 0 && pu_bma_step(s, d, b, m, cmd, cap) == 0)
		return 0;
	if (hard && (m = pu_bma_guard(s, d, b, cmd, cap)) >= 0)
		return m == 0 ? 0 : -1;
	t = hard && d->mission.goal != PU_GO_KEYS ? pu_bma_hard_goal(s, d, b) : -1;
	if (t < 0 && (t = pu_seen_bb(s, d, b)) < 0)
		t = pu_primary(s, d, b);
	if (t < 0)
		return pu_bma_wander(s, d, b, cmd, cap);
	m = pu_route_to_hit(s, d, b, t, r > 0 ? r : 1, false, &steps);
	if (m >= 0 && pu_bma_step(s, d, b, m, cmd, cap) == 0)
		return 0;
	return pu_bma_wander(s, d, b, cmd, cap);
}

/* The automatic order: lowest SPAWN cost first, then lowest on the board. */
static bool pu_bma_before(const struct pu_state *s, const struct pu_data *d, int a, int b)
{
	int ca = d->bug[s->fig[a].type].cost, cb = d->bug[s->fig[b].type].cost;

	if (ca != cb)
		return ca < cb;
	return s->fig[a].y != s->fig[b].y ? s->fig[a].y > s->fig[b].y : a < b;
}

/* Step 1.6: an attack if any BUG has one, else the next BUG's move. */
int pu_bma_act(const struct pu_state *s, const struct pu_data *d, bool hard, char *cmd, size_t cap)
{
	bool done[PU_MAXFIG] = { false };

	if (s->npend > 0 || pu_bma_attack(s, d, cmd, cap) == 0)
		return s->npend > 0 ? -1 : 0;
	for (;;) {
		int b = -1;
		for (int i = 0; i < s->nfig; i++)
			if (!done[i] && pu_bma_ready(s, i) && (b < 0 || pu_bma_before(s, d, i, b)))
				b = i;
		if (b < 0)
			return -1;
		if (pu_bma_move(s, d, b, hard, cmd, cap) == 0)
			return 0;
		done[b] = true;
	}
}
