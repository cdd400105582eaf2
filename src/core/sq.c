/*
 * sq.c - square grid geometry and exact line of sight (see sq.h).
 */
#include <stdlib.h>
#include <string.h>
#include "sq.h"

const struct sq sq_dirs[SQ_NDIR] = {
	{ 0, -1 }, { 1, 0 }, { 0, 1 }, { -1, 0 }, { 1, -1 }, { 1, 1 }, { -1, 1 }, { -1, -1 }
};

const char *const sq_dir_names[SQ_NDIR] = { "n", "e", "s", "w", "ne", "se", "sw", "nw" };

struct sq sq_add(struct sq a, struct sq b)
{
	return (struct sq){ a.x + b.x, a.y + b.y };
}

struct sq sq_step(struct sq a, int dir)
{
	if (dir < 0 || dir >= SQ_NDIR)
		return a;
	return sq_add(a, sq_dirs[dir]);
}

bool sq_eq(struct sq a, struct sq b)
{
	return a.x == b.x && a.y == b.y;
}

int sq_manhattan(struct sq a, struct sq b)
{
	return abs(a.x - b.x) + abs(a.y - b.y);
}

int sq_chebyshev(struct sq a, struct sq b)
{
	int dx = abs(a.x - b.x), dy = abs(a.y - b.y);

	return dx > dy ? dx : dy;
}

int sq_dir_parse(const char *name)
{
	static const char *const longnames[SQ_NDIR] = {
		"north", "east", "south", "west", "northeast", "southeast", "southwest", "northwest"
	};

	for (int i = 0; i < SQ_NDIR; i++)
		if (strcmp(name, sq_dir_names[i]) == 0 || strcmp(name, longnames[i]) == 0)
			return i;
	return -1;
}

int sq_dir_opposite(int dir)
{
	static const int opp[SQ_NDIR] = { SQ_S, SQ_W, SQ_N, SQ_E, SQ_SW, SQ_NW, SQ_NE, SQ_SE };

	return dir >= 0 && dir < SQ_NDIR ? opp[dir] : dir;
}

/*
 * Walk the squares the centre-to-centre segment passes through.  With
 * nx, ny the cell distances, the segment crosses its (ix+1)-th vertical grid
 * line at t = (1 + 2ix) / 2nx and its (iy+1)-th horizontal one at
 * t = (1 + 2iy) / 2ny; whichever comes first is the next step, and a tie is
 * an exact pass through a corner.
 */
bool sq_los(struct sq a, struct sq b, bool (*blocked)(const void *ctx, struct sq p),
	    const void *ctx)
{
	int nx = abs(b.x - a.x), ny = abs(b.y - a.y);
	int sx = b.x > a.x ? 1 : -1, sy = b.y > a.y ? 1 : -1;
	struct sq p = a;

	for (int ix = 0, iy = 0; ix < nx || iy < ny;) {
		long d = (long)(1 + 2 * ix) * ny - (long)(1 + 2 * iy) * nx;
		if (d == 0) {
			struct sq side1 = { p.x + sx, p.y }, side2 = { p.x, p.y + sy };
			if (blocked(ctx, side1) && blocked(ctx, side2))
				return false;
			p.x += sx;
			p.y += sy;
			ix++;
			iy++;
		} else if (d < 0) {
			p.x += sx;
			ix++;
		} else {
			p.y += sy;
			iy++;
		}
		if (!sq_eq(p, b) && blocked(ctx, p))
			return false;
	}
	return true;
}
