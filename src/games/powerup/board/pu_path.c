/*
 * pu_path.c - POWERUP route finding for the automatic BUGs and the AI
 * BUGBUSTERs: a breadth-first search over squares with the moves of the
 * action table (steps, ladders, stairs, jumps) and gravity, and "could
 * this figure hit that target from that square?".
 *
 * The search ignores who stands where except as walls (BUGs push other
 * BUGs, so they ignore BUGs), and never steps into acid; a careful
 * searcher also avoids falls that cost lives, spikes and fire.
 */
#include <string.h>
#include "pu_board.h"

/* Where a figure lands when it lets go at (x, y). */
static int pu_land(const struct pu_state *s, int x, int y, int *fell)
{
	*fell = 0;
	while (y < s->h - 1 && !pu_floor_under(s, x, y) && s->kind[y][x] != PU_SQ_LADDER &&
	       s->kind[y][x] != PU_SQ_STAIRS && s->kind[y + 1][x] != PU_SQ_LADDER &&
	       s->kind[y + 1][x] != PU_SQ_STAIRS && s->kind[y][x] != PU_SQ_ACID) {
		y++;
		(*fell)++;
	}
	while (s->kind[y][x] == PU_SQ_STAIRS && !pu_blocks(s, x, y - 1))
		y--;
	return y;
}

/* The squares f may walk into, for every square at once (what pu_at
 * would find there: the lowest-numbered figure alive, not aboard and
 * carried by nobody; a wall blocks; BUGs ignore BUGs when ign). */
static void pu_walk_grid(const struct pu_state *s, int f, bool ign, bool wk[PU_H][PU_W])
{
	bool carried[PU_MAXFIG] = { false };
	int8_t occ[PU_H][PU_W];

	memset(occ, -1, sizeof occ);
	for (int j = 0; j < s->nfig; j++)
		if (s->fig[j].carry >= 0 && s->fig[j].carry < PU_MAXFIG && pu_alive(s, j))
			carried[s->fig[j].carry] = true;
	for (int i = s->nfig - 1; i >= 0; i--) {
		const struct pu_fig *g = &s->fig[i];
		if (i != f && pu_alive(s, i) && !g->aboard && !carried[i] && pu_on_board(s, g->x, g->y))
			occ[g->y][g->x] = (int8_t)i;
	}
	for (int y = 0; y < PU_H; y++)
		for (int x = 0; x < PU_W; x++)
			wk[y][x] = !pu_blocks(s, x, y) &&
				   (occ[y][x] < 0 || (ign && s->fig[occ[y][x]].kind == PU_FK_BUG));
}

static bool pu_walkable(bool wk[PU_H][PU_W], const struct pu_state *s, int x, int y)
{
	return pu_on_board(s, x, y) && wk[y][x];
}

static bool pu_bad(const struct pu_state *s, int x, int y, int fell, bool careful)
{
	if (s->kind[y][x] == PU_SQ_ACID)
		return true;
	return careful && (fell >= 2 || s->kind[y][x] == PU_SQ_SPIKES || s->fire[y][x]);
}

/* Moves: 0 left, 1 right, 2 up, 3 down, 4 jump left, 5 jump right,
 * 6 jump up-left, 7 jump up-right. */
static int pu_next(const struct pu_state *s, bool wk[PU_H][PU_W], bool fly, int x, int y, int m,
		   int *nx, int *ny, int *fell)
{
	int dx = (m == 0 || m == 4 || m == 6) ? -1 : 1;

	*fell = 0;
	if (fly) {
		static const int v[4][2] = { { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 } };
		if (m > 3)
			return -1;
		*nx = x + v[m][0];
		*ny = y + v[m][1];
		if ((m == 2 && pu_on_board(s, *nx, *ny) && s->floor[*ny][*nx]) ||
		    (m == 3 && s->floor[y][x]))
			return -1;
		return pu_walkable(wk, s, *nx, *ny) ? 0 : -1;
	}
	switch (m) {
	case 0: case 1:
		if (!pu_walkable(wk, s, x + dx, y))
			return -1;
		*nx = x + dx;
		*ny = pu_land(s, *nx, y, fell);
		return 0;
	case 2:
		if ((s->kind[y][x] != PU_SQ_LADDER && s->kind[y][x] != PU_SQ_STAIRS) ||
		    !pu_walkable(wk, s, x, y - 1))
			return -1;
		*nx = x;
		*ny = y - 1;
		return 0;
	case 3:
		if (!pu_on_board(s, x, y + 1) || !pu_walkable(wk, s, x, y + 1) ||
		    !(s->kind[y + 1][x] == PU_SQ_LADDER || s->kind[y + 1][x] == PU_SQ_STAIRS ||
		      (s->kind[y][x] == PU_SQ_LADDER && !s->floor[y][x])))
			return -1;
		*nx = x;
		*ny = y + 1;
		return 0;
	case 4: case 5:
		if (pu_blocks(s, x + dx, y) || !pu_walkable(wk, s, x + 2 * dx, y))
			return -1;
		*nx = x + 2 * dx;
		*ny = pu_land(s, *nx, y, fell);
		return 0;
	default:
		if (pu_blocks(s, x, y - 1) || s->floor[y - 1][x] || !pu_walkable(wk, s, x + dx, y - 1))
			return -1;
		*nx = x + dx;
		*ny = pu_land(s, *nx, y - 1, fell);
		return 0;
	}
}

int pu_bfs(const struct pu_state *s, const struct pu_data *d, int f, bool careful,
	   int8_t dist[PU_H][PU_W], int8_t first[PU_H][PU_W])
{
	int qx[PU_W * PU_H], qy[PU_W * PU_H], h = 0, t = 0;
	bool fly = pu_flying(s, d, f), wk[PU_H][PU_W];

	pu_walk_grid(s, f, s->fig[f].kind == PU_FK_BUG, wk);
	memset(dist, -1, sizeof(int8_t) * PU_H * PU_W);
	memset(first, -1, sizeof(int8_t) * PU_H * PU_W);
	if (!pu_on_board(s, s->fig[f].x, s->fig[f].y))
		return 0;
	dist[s->fig[f].y][s->fig[f].x] = 0;
	qx[t] = s->fig[f].x;
	qy[t++] = s->fig[f].y;
	while (h < t) {
		int x = qx[h], y = qy[h++];
		for (int m = 0; m < 8; m++) {
			int nx, ny, fell;
			if (pu_next(s, wk, fly, x, y, m, &nx, &ny, &fell) < 0 || !pu_on_board(s, nx, ny) ||
			    dist[ny][nx] >= 0 || pu_bad(s, nx, ny, fell, careful))
				continue;
			dist[ny][nx] = (int8_t)(dist[y][x] + (m >= 4 ? 2 : 1));
			first[ny][nx] = (int8_t)(first[y][x] < 0 ? m : first[y][x]);
			qx[t] = nx;
			qy[t++] = ny;
		}
	}
	return t;
}

/* Could a figure at (x, y) hit target t within range (1 = melee)?  The
 * figure may turn to face it first.  *face gets the facing needed. */
bool pu_can_hit_from(const struct pu_state *s, int f, int x, int y, int t, int range, int *face)
{
	int dx = s->fig[t].x - x, dy = s->fig[t].y - y, adx = dx < 0 ? -dx : dx, ady = dy < 0 ? -dy : dy;
	int sx = dx > 0 ? 1 : dx < 0 ? -1 : 0, sy = dy > 0 ? 1 : dy < 0 ? -1 : 0, n;

	if ((adx && ady && adx != ady) || (!adx && !ady))
		return false;
	n = adx > ady ? adx : ady;
	if (n > range)
		return false;
	*face = sx ? sx : s->fig[f].face;
	for (int k = 1; k <= n; k++) {
		int cx = x + sx * (k - 1), cy = y + sy * (k - 1), nx = cx + sx, ny = cy + sy, o;
		if (!pu_sight(s, cx, cy, sx, sy))
			return false;
		if (k < n && (o = pu_at(s, nx, ny, f)) >= 0 && s->fig[o].kind != PU_FK_COVER)
			return false;
	}
	return true;
}

/* First move (as above) towards the nearest square from which f can hit
 * target t within range; -1 none.  *steps gets the route length. */
int pu_route_to_hit(const struct pu_state *s, const struct pu_data *d, int f, int t, int range,
		    bool careful, int *steps)
{
	int8_t dist[PU_H][PU_W], first[PU_H][PU_W];
	int best = -1, bd = 127, face;

	pu_bfs(s, d, f, careful, dist, first);
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++)
			if (dist[y][x] > 0 && dist[y][x] < bd && pu_can_hit_from(s, f, x, y, t, range, &face)) {
				bd = dist[y][x];
				best = first[y][x];
			}
	*steps = bd;
	return best;
}

/* First move towards square (tx, ty) itself (or next to it when
 * adjacent is set); -1 none. */
int pu_route_to(const struct pu_state *s, const struct pu_data *d, int f, int tx, int ty,
		bool adjacent, bool careful, int *steps)
{
	int8_t dist[PU_H][PU_W], first[PU_H][PU_W];
	int best = -1, bd = 127;

	pu_bfs(s, d, f, careful, dist, first);
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++) {
			int md = (x > tx ? x - tx : tx - x) + (y > ty ? y - ty : ty - y);
			if (dist[y][x] <= 0 || dist[y][x] >= bd || (adjacent ? md != 1 : md != 0))
				continue;
			bd = dist[y][x];
			best = first[y][x];
		}
	*steps = bd;
	return best;
}

/* Is a sideways step of f by dx free and safe (no acid, spikes, fire or
 * a fall that costs lives)? */
bool pu_safe_step(const struct pu_state *s, int f, int dx)
{
	int x = s->fig[f].x + dx, y = s->fig[f].y, fell, ly;

	if (pu_blocks(s, x, y) || pu_at(s, x, y, f) >= 0)
		return false;
	ly = pu_land(s, x, y, &fell);
	return !pu_bad(s, x, ly, fell, true);
}

/* May figure f make move m (0-7, as pu_bfs) from where it stands: walls,
 * ladders and stairs, other figures but BUGs for a BUG (it pushes them). */
bool pu_move_ok(const struct pu_state *s, const struct pu_data *d, int f, int m)
{
	int nx, ny, fell;
	bool wk[PU_H][PU_W];

	pu_walk_grid(s, f, s->fig[f].kind == PU_FK_BUG, wk);
	return pu_next(s, wk, pu_flying(s, d, f), s->fig[f].x, s->fig[f].y, m, &nx, &ny, &fell) == 0;
}

/* Does sight pass from (x,y) to (x+dx,y+dy)?  Walls and floors block,
 * except the obstacle on top of automatic stairs, which lets sight and
 * attacks through. */
static bool pu_floor_sight(const struct pu_state *s, int x, int y)
{
	return !s->floor[y][x] || (y + 1 < s->h && s->kind[y + 1][x] == PU_SQ_STAIRS);
}

bool pu_sight(const struct pu_state *s, int x, int y, int dx, int dy)
{
	int nx = x + dx, ny = y + dy;

	if (pu_blocks(s, nx, ny))
		return false;
	if (dy < 0 && !pu_floor_sight(s, nx, ny))
		return false;
	if (dy > 0 && pu_on_board(s, nx, y) && !pu_floor_sight(s, nx, y))
		return false;	/* from the void above, nothing is in the way */
	return true;
}
