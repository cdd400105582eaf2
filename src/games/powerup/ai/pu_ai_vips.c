/*
 * pu_ai_vips.c - POWERUP AI BUGBUSTERs: safety and the Save the VIPs plan.
 *
 * Safety: a figure pushed sideways slides until a wall, acid, spikes,
 * fire or open air stops it (pu_push), so a square beside acid or a
 * ledge is deadly for whoever loses a melee there.  The AI never melees
 * when losing would throw it into acid or down a killing fall, and steps
 * off such a square when a BUG comes near.
 *
 * Save the VIPs: the BUGs' primary target (the first living VIP) steps
 * against a wall and another VIP closes up beside it, so the Teleport
 * card finds no free square next to it; the VIPs gather on the row where
 * most of them stand or on the ladder above (every square next to a VIP
 * is a way in for a BUG, and a tight group has few), then the BUGBUSTERs
 * hold those ways in ("posts"), nearest pairs first; the ones left over
 * hunt the BUG nearest the VIPs.  A BUGBUSTER on a post blocks the way (BUGs only
 * push BUGs) and draws every BUG that sees it.  A BUG that could strike
 * a VIP right now comes first for whoever can hit it this turn, walking
 * through the VIPs and partners in the way (trading places with them).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_ai.h"

/* Where something let go at (x, y) comes to rest; *fell squares down. */
static int pu_ai_drop(const struct pu_state *s, int x, int y, int *fell)
{
	*fell = 0;
	while (y < s->h - 1 && !pu_floor_under(s, x, y) && s->kind[y][x] != PU_SQ_LADDER &&
	       s->kind[y + 1][x] != PU_SQ_LADDER && s->kind[y][x] != PU_SQ_STAIRS &&
	       s->kind[y + 1][x] != PU_SQ_STAIRS && s->kind[y][x] != PU_SQ_ACID) {
		y++;
		(*fell)++;
	}
	return y;
}

int pu_ai_push_risk(const struct pu_state *s, int x, int y, int dx, int n)
{
	for (int k = 0; k < n; k++) {
		int fell, ly;
		if (pu_blocks(s, x + dx, y))
			return 0;
		x += dx;
		if (s->kind[y][x] == PU_SQ_ACID)
			return 99;
		if (s->kind[y][x] == PU_SQ_SPIKES || s->fire[y][x])
			return 1;
		ly = pu_ai_drop(s, x, y, &fell);
		if (fell > 0)
			return s->kind[ly][x] == PU_SQ_ACID ? 99 : fell > 1 ? fell - 1 : 0;
	}
	return 0;
}

int pu_ai_danger(const struct pu_state *s, int x, int y)
{
	int a = pu_ai_push_risk(s, x, y, -1, 3), b = pu_ai_push_risk(s, x, y, 1, 3);

	return a > b ? a : b;
}

bool pu_ai_melee_risky(const struct pu_state *s, int f, int t)
{
	const struct pu_fig *g = &s->fig[f];
	int dx = g->x - s->fig[t].x, lives = g->lives, r;

	if (dx != 0)
		r = pu_ai_push_risk(s, g->x, g->y, dx > 0 ? 1 : -1, 4);
	else
		r = pu_ai_danger(s, g->x, g->y);
	return r >= lives || r >= 99;
}

/* Is a BUG within n squares (Manhattan) of (x, y)? */
static bool pu_ai_bug_near(const struct pu_state *s, int x, int y, int n)
{
	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_BUG && pu_alive(s, i) &&
		    abs(s->fig[i].x - x) + abs(s->fig[i].y - y) <= n)
			return true;
	return false;
}

bool pu_ai_unsafe_spot(const struct pu_state *s, const struct pu_data *d, int f,
		       const struct tt_prompt *p, char *out, size_t cap)
{
	const struct pu_fig *g = &s->fig[f];
	int here = pu_ai_danger(s, g->x, g->y);

	(void)d;
	if (here < g->lives && here < 99)
		return false;
	if (!pu_ai_bug_near(s, g->x, g->y, 5))
		return false;
	for (int dx = -1; dx <= 1; dx += 2) {
		int fell, x = g->x + dx, ly;
		if (pu_blocks(s, x, g->y) || pu_at(s, x, g->y, f) >= 0)
			continue;
		ly = pu_ai_drop(s, x, g->y, &fell);
		if (fell > 0 || s->kind[ly][x] == PU_SQ_ACID || s->kind[ly][x] == PU_SQ_SPIKES ||
		    s->kind[ly][x] == PU_SQ_STAIRS || s->fire[ly][x] || pu_ai_danger(s, x, ly) >= here)
			continue;
		if (pu_ai_pick(p, dx < 0 ? "move left" : "move right", out, cap))
			return true;
	}
	return false;
}

/* ---- Save the VIPs ---- */

/* Could a walking figure stand at (x, y) and stay there? */
static bool pu_ai_standable(const struct pu_state *s, int x, int y)
{
	int k;

	if (!pu_on_board(s, x, y) || pu_blocks(s, x, y))
		return false;
	k = s->kind[y][x];
	if (k == PU_SQ_ACID || k == PU_SQ_STAIRS || k == PU_SQ_SPIKES || k == PU_SQ_DOOR || s->fire[y][x])
		return false;
	return pu_floor_under(s, x, y) || k == PU_SQ_LADDER ||
	       (y + 1 < s->h && s->kind[y + 1][x] == PU_SQ_LADDER);
}

/* The row the VIPs gather on: the one holding most of them (the lowest
 * on a tie); -1 without VIPs. */
static int pu_ai_vip_row(const struct pu_state *s)
{
	int n[PU_H] = { 0 }, best = -1;

	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_NPC && pu_alive(s, i) && !s->fig[i].aboard)
			n[s->fig[i].y]++;
	for (int y = 0; y < s->h; y++)
		if (n[y] > 0 && (best < 0 || n[y] >= n[best]))
			best = y;
	return best;
}

/* A VIP's single steps (no jumps, no doors, no falls): BFS. */
static void pu_ai_npc_bfs(const struct pu_state *s, int f, int8_t dist[PU_H][PU_W],
			  int8_t first[PU_H][PU_W])
{
	static const int v[4][2] = { { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 } };
	int qx[PU_W * PU_H], qy[PU_W * PU_H], h = 0, t = 0;

	memset(dist, -1, sizeof(int8_t) * PU_H * PU_W);
	memset(first, -1, sizeof(int8_t) * PU_H * PU_W);
	dist[s->fig[f].y][s->fig[f].x] = 0;
	qx[t] = s->fig[f].x;
	qy[t++] = s->fig[f].y;
	while (h < t) {
		int x = qx[h], y = qy[h++];
		for (int m = 0; m < 4; m++) {
			int nx = x + v[m][0], ny = y + v[m][1];
			if (!pu_ai_standable(s, nx, ny) || dist[ny][nx] >= 0 || pu_at(s, nx, ny, f) >= 0)
				continue;
			if (m == 2 && s->kind[y][x] != PU_SQ_LADDER)
				continue;
			if (m == 3 && s->kind[ny][nx] != PU_SQ_LADDER && !(s->kind[y][x] == PU_SQ_LADDER && !s->floor[y][x]))
				continue;
			dist[ny][nx] = (int8_t)(dist[y][x] + 1);
			first[ny][nx] = (int8_t)(first[y][x] < 0 ? m : first[y][x]);
			qx[t] = nx;
			qy[t++] = ny;
		}
	}
}

/* Can BUG-side figure stand at (x, y) and hit VIP v in melee? */
static bool pu_ai_way_in(const struct pu_state *s, int f, int x, int y, int v)
{
	int face;

	return pu_ai_standable(s, x, y) && pu_can_hit_from(s, f, x, y, v, 1, &face);
}

/* The first move of VIP k towards the gathering row, -1 none. */
static int pu_ai_gather_move(const struct pu_state *s, int k, int row)
{
	int8_t dist[PU_H][PU_W], first[PU_H][PU_W];
	int best = -1, bd = 12;

	pu_ai_npc_bfs(s, k, dist, first);
	for (int i = 0; i < s->nfig; i++) {
		const struct pu_fig *g = &s->fig[i];
		if (i == k || g->kind != PU_FK_NPC || !pu_alive(s, i) || g->y != row || g->aboard)
			continue;
		for (int dx = -1; dx <= 1; dx += 2) {
			int x = g->x + dx;
			if (pu_on_board(s, x, row) && dist[row][x] > 0 && dist[row][x] < bd) {
				bd = dist[row][x];
				best = first[row][x];
			}
		}
		if (row > 0 && s->kind[row - 1][g->x] == PU_SQ_LADDER && dist[row - 1][g->x] > 0 &&
		    dist[row - 1][g->x] < bd) {	/* or on the ladder right above it */
			bd = dist[row - 1][g->x];
			best = first[row - 1][g->x];
		}
	}
	return best;
}

/* A BUG that could attack VIP k where it stands (next to it, or ranged). */
static bool pu_ai_vip_threat(const struct pu_state *s, const struct pu_data *d, int k)
{
	for (int i = 0; i < s->nfig; i++) {
		int face, r;
		if (s->fig[i].kind != PU_FK_BUG || !pu_alive(s, i))
			continue;
		r = d->bug[s->fig[i].type].range;
		if (pu_can_hit_from(s, i, s->fig[i].x, s->fig[i].y, k, r > 1 ? r : 1, &face))
			return true;
	}
	return false;
}

static bool pu_ai_npc_cmd(const struct tt_prompt *p, int n, int m, char *out, size_t cap)
{
	static const char *const mv[4] = { "left", "right", "up", "down" };
	char buf[32];

	if (m < 0 || m > 3)
		return false;
	snprintf(buf, sizeof buf, "npc %d %s", n, mv[m]);
	return pu_ai_pick(p, buf, out, cap);
}

/* Step VIP k out of a BUG's reach to a square no BUG could hit. */
static bool pu_ai_vip_dodge(const struct pu_state *s, const struct pu_data *d, int k, int n,
			    const struct tt_prompt *p, char *out, size_t cap)
{
	struct pu_state tc, *tmp = &tc;	/* on the stack: no heap in a search */
	bool ok = false;

	if (!pu_ai_vip_threat(s, d, k))
		return false;
	for (int m = 0; m < 2 && !ok; m++) {
		int x = s->fig[k].x + (m ? 1 : -1), y = s->fig[k].y;
		if (!pu_ai_standable(s, x, y) || pu_at(s, x, y, k) >= 0)
			continue;
		memcpy(tmp, s, sizeof *tmp);
		tmp->fig[k].x = (int8_t)x;
		ok = !pu_ai_vip_threat(tmp, d, k) && pu_ai_npc_cmd(p, n, m, out, cap);
	}
	return ok;
}

/* The VIP number (1..) of figure k, as 'npc N' counts them. */
static int pu_ai_vip_no(const struct pu_state *s, int k)
{
	int n = 0;

	for (int i = 0; i <= k; i++)
		n += s->fig[i].kind == PU_FK_NPC;
	return n;
}

/* Box in the BUGs' primary target (the first living VIP): Teleport puts
 * a BUG on a free square beside it, so it steps towards a wall when the
 * square beyond is one, and another VIP fills the side left open. */
static bool pu_ai_vip_box(const struct pu_state *s, const struct tt_prompt *p, char *out, size_t cap)
{
	int8_t dist[PU_H][PU_W], first[PU_H][PU_W];
	int t = -1, x, y;

	for (int i = 0; i < s->nfig && t < 0; i++)
		if (s->fig[i].kind == PU_FK_NPC && pu_alive(s, i) && !s->fig[i].aboard)
			t = i;
	if (t < 0)
		return false;
	x = s->fig[t].x;
	y = s->fig[t].y;
	for (int dx = -1; dx <= 1 && s->fig[t].moved < 2; dx += 2)
		if (pu_free_sq(s, x + dx, y) && pu_ai_standable(s, x + dx, y) && !pu_free_sq(s, x + 2 * dx, y) &&
		    pu_at(s, x + 2 * dx, y, -1) < 0 && pu_ai_npc_cmd(p, pu_ai_vip_no(s, t), dx < 0 ? 0 : 1, out, cap))
			return true;	/* a wall beyond: one step and that side is shut */
	for (int dx = -1; dx <= 1; dx += 2) {
		if (!pu_free_sq(s, x + dx, y))
			continue;
		for (int k = 0; k < s->nfig; k++) {
			if (k == t || s->fig[k].kind != PU_FK_NPC || !pu_alive(s, k) || s->fig[k].aboard || s->fig[k].moved >= 2)
				continue;
			pu_ai_npc_bfs(s, k, dist, first);
			if (dist[y][x + dx] > 0 && dist[y][x + dx] <= 4 &&
			    pu_ai_npc_cmd(p, pu_ai_vip_no(s, k), first[y][x + dx], out, cap))
				return true;
		}
	}
	return false;
}

bool pu_ai_vip_npc(const struct pu_state *s, const struct pu_data *d, const struct tt_prompt *p,
		   char *out, size_t cap)
{
	int row = pu_ai_vip_row(s);

	for (int n = 1, k = 0; k < s->nfig; k++) {
		const struct pu_fig *g = &s->fig[k];
		if (g->kind != PU_FK_NPC)
			continue;
		if (pu_alive(s, k) && !g->aboard && g->moved < 2 && pu_ai_vip_dodge(s, d, k, n, p, out, cap))
			return true;
		n++;
	}
	if (pu_ai_vip_box(s, p, out, cap))
		return true;
	for (int n = 1, k = 0; k < s->nfig; k++) {
		const struct pu_fig *g = &s->fig[k];
		if (g->kind != PU_FK_NPC)
			continue;
		if (pu_alive(s, k) && !g->aboard && g->moved < 2 && g->y != row &&
		    pu_ai_npc_cmd(p, n, pu_ai_gather_move(s, k, row), out, cap))
			return true;
		n++;
	}
	return false;
}

/* The ways in to the VIPs, the nearest to a BUG (or BURP) first. */
static int pu_ai_posts(const struct pu_state *s, int f, int px[], int py[], int max)
{
	int n = 0, key[PU_W * PU_H];

	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++) {
			int near = 999;
			bool way = false;
			int o = pu_at(s, x, y, f);
			if (o >= 0 && (s->fig[o].kind == PU_FK_NPC || s->fig[o].kind == PU_FK_BUG))
				continue;	/* a BUG standing there is for the hunters */
			for (int k = 0; k < s->nfig && !way; k++)
				way = s->fig[k].kind == PU_FK_NPC && pu_alive(s, k) && !s->fig[k].aboard &&
				      pu_ai_way_in(s, f, x, y, k);
			if (!way || n >= max)
				continue;
			for (int i = 0; i < s->nfig; i++)
				if (s->fig[i].kind == PU_FK_BUG && pu_alive(s, i) &&
				    abs(s->fig[i].x - x) + abs(s->fig[i].y - y) < near)
					near = abs(s->fig[i].x - x) + abs(s->fig[i].y - y);
			px[n] = x;
			py[n] = y;
			key[n++] = near;
		}
	for (int i = 1; i < n; i++)	/* insertion sort by nearness to a BUG */
		for (int j = i; j > 0 && key[j] < key[j - 1]; j--) {
			int t = key[j]; key[j] = key[j - 1]; key[j - 1] = t;
			t = px[j]; px[j] = px[j - 1]; px[j - 1] = t;
			t = py[j]; py[j] = py[j - 1]; py[j - 1] = t;
		}
	return n;
}

/* Posts go to BUGBUSTERs pair by pair, the shortest walk first (the
 * post nearer the BUGs on a tie), so walking to one's post never hands
 * it to a partner half-way (which made BUGBUSTERs walk to and fro), and
 * a post across the acid goes to whoever stands on its side. */
bool pu_ai_vip_post(const struct pu_state *s, const struct pu_data *d, int seat, int *px, int *py)
{
	int x[PU_W * PU_H], y[PU_W * PU_H], n, f = s->bb[seat].fig;
	bool bb_used[PU_MAXBB] = { false }, post_used[PU_W * PU_H] = { false };
	int8_t dist[PU_MAXBB][PU_H][PU_W], first[PU_H][PU_W];

	if (d->mission.goal != PU_GO_VIPS)
		return false;
	n = pu_ai_posts(s, f, x, y, PU_W * PU_H);
	for (int i = 0; i < s->nseats; i++) {
		const struct pu_fig *g = &s->fig[s->bb[i].fig];
		memset(dist[i], -1, sizeof dist[i]);
		if (g->lives > 0 && !g->aboard) {
			pu_bfs(s, d, s->bb[i].fig, true, dist[i], first);
			dist[i][g->y][g->x] = 0;
		}
	}
	for (int far = 0; far < 127; far++)
		for (int k = 0; k < n; k++)
			for (int i = 0; i < s->nseats && !post_used[k]; i++) {
				if (bb_used[i] || dist[i][y[k]][x[k]] != far)
					continue;
				bb_used[i] = post_used[k] = true;
				if (i == seat) {
					*px = x[k];
					*py = y[k];
					return true;
				}
			}
	return false;
}

/* The danger of the square move m (pu_path.c numbering) ends on. */
static int pu_ai_step_danger(const struct pu_state *s, int f, int m)
{
	static const int v[8][2] = { { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 }, { -2, 0 }, { 2, 0 },
				     { -1, -1 }, { 1, -1 } };
	int x = s->fig[f].x + v[m][0], y = s->fig[f].y + v[m][1], fell;

	if (!pu_on_board(s, x, y))
		return 0;
	if (m != 2 && m != 3)
		y = pu_ai_drop(s, x, y, &fell);
	return pu_ai_danger(s, x, y);
}

/* On the post: face the nearest BUG, then rest or wait. */
static bool pu_ai_vip_wait(const struct pu_state *s, int seat, const struct tt_prompt *p,
			   char *out, size_t cap)
{
	const struct pu_fig *g = &s->fig[s->bb[seat].fig];
	int best = -1, bd = 999;

	for (int i = 0; i < s->nfig; i++) {
		int dd = abs(s->fig[i].x - g->x) + abs(s->fig[i].y - g->y);
		if (s->fig[i].kind == PU_FK_BUG && pu_alive(s, i) && s->fig[i].x != g->x && dd < bd) {
			bd = dd;
			best = i;
		}
	}
	if (best >= 0 && (s->fig[best].x - g->x) * g->face < 0 && pu_ai_pick(p, "flip", out, cap))
		return true;
	if (s->bb[seat].rp < s->bb[seat].maxrp && pu_ai_pick(p, "rest", out, cap))
		return true;
	return pu_ai_pick(p, "end", out, cap);
}

bool pu_ai_vip_hold(const struct pu_state *s, const struct pu_data *d, int seat,
		    const struct tt_prompt *p, char *out, size_t cap)
{
	int px, py, steps, f = s->bb[seat].fig, m;

	if (!pu_ai_vip_post(s, d, seat, &px, &py))
		return false;
	if (s->fig[f].x == px && s->fig[f].y == py)
		return pu_ai_vip_wait(s, seat, p, out, cap);
	m = pu_route_to(s, d, f, px, py, false, true, &steps);
	if (m < 0)
		return false;	/* no way there: the others' plans */
	if (steps * pu_move_cost(s, d, seat, 1) > s->bb[seat].ap) {	/* not there this turn */
		int here = pu_ai_danger(s, s->fig[f].x, s->fig[f].y), next = pu_ai_step_danger(s, f, m);
		if (next >= s->fig[f].lives && next >= here)	/* do not stop by the acid */
			return here < s->fig[f].lives && pu_ai_vip_wait(s, seat, p, out, cap);
	}
	/* a jump we cannot pay this turn: wait rather than walk away (but
	 * not where a push would kill) */
	return pu_ai_route(s, d, f, m, p, out, cap) ||
	       (pu_ai_danger(s, s->fig[f].x, s->fig[f].y) < s->fig[f].lives && pu_ai_vip_wait(s, seat, p, out, cap));
}

/* A copy of s for routes where f walks through its allies (a
 * BUGBUSTER trades places with a partner or a VIP for one action). */
void pu_ai_no_allies(struct pu_state *t, const struct pu_state *s, int f)
{
	memcpy(t, s, sizeof *t);
	for (int i = 0; i < t->nfig; i++)
		if (i != f && (t->fig[i].kind == PU_FK_BB || t->fig[i].kind == PU_FK_NPC))
			t->fig[i].kind = PU_FK_NONE;
}

/* Does BUG i threaten a VIP where they stand (next to it, or in range)? */
static bool pu_ai_vip_in_reach(const struct pu_state *s, const struct pu_data *d, int i)
{
	int face, br = d->bug[s->fig[i].type].range;

	for (int k = 0; k < s->nfig; k++)
		if (s->fig[k].kind == PU_FK_NPC && pu_alive(s, k) && !s->fig[k].aboard &&
		    pu_can_hit_from(s, i, s->fig[i].x, s->fig[i].y, k, br > 1 ? br : 1, &face))
			return true;
	return false;
}

/* Reach a square to hit BUG i this turn (range rr), walking through
 * allies; turn to face it when already there. */
static bool pu_ai_reach_bug(const struct pu_state *s, const struct pu_data *d, int seat, int i, int rr,
			    struct pu_state *t, const struct tt_prompt *p, char *out, size_t cap)
{
	int f = s->bb[seat].fig, steps, m, face;

	if (pu_can_hit_from(s, f, s->fig[f].x, s->fig[f].y, i, rr, &face))
		return face != s->fig[f].face && s->bb[seat].ap >= 2 && pu_ai_pick(p, "flip", out, cap);
	m = pu_route_to_hit(t, d, f, i, rr, true, &steps);
	if (m < 0)
		return false;
	face = m == 4 || m == 6 ? -1 : 1;	/* a jump first turns that way */
	if (steps * pu_move_cost(s, d, seat, 1) + 1 + (m >= 4 && face != s->fig[f].face) > s->bb[seat].ap)
		return false;
	/* a jump onto an ally's square is no move: walk through instead */
	return pu_ai_route(s, d, f, m, p, out, cap) || ((m == 4 || m == 5) && pu_ai_route(s, d, f, m - 4, p, out, cap));
}

/* A BUG that can strike a VIP now dies or is pushed away first: whoever
 * can hit it this turn goes (shot when the weapon and the event allow,
 * else in melee), through the VIPs and partners in the way. */
bool pu_ai_vip_rescue(const struct pu_state *s, const struct pu_data *d, int seat, int r,
		      const struct tt_prompt *p, char *out, size_t cap)
{
	struct pu_state tc, *t = &tc;	/* on the stack: no heap in a search */
	bool ok = false;

	if (d->mission.goal != PU_GO_VIPS)
		return false;
	pu_ai_no_allies(t, s, s->bb[seat].fig);
	for (int i = 0; i < s->nfig && !ok; i++) {
		if (s->fig[i].kind != PU_FK_BUG || !pu_alive(s, i) || !pu_ai_vip_in_reach(s, d, i))
			continue;
		ok = (r != 0 && s->bb[seat].ammo > 0 && pu_ai_reach_bug(s, d, seat, i, r < 0 ? 2 : r, t, p, out, cap)) ||
		     pu_ai_reach_bug(s, d, seat, i, 1, t, p, out, cap);
	}
	return ok;
}
