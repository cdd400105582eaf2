/*
 * hex.c - axial hex geometry (see hex.h).  Integer arithmetic only.
 */
#include <stdlib.h>
#include <string.h>
#include "hex.h"

const struct hex hex_dirs[HEX_NDIR] = {
	{ 1, 0 }, { 1, -1 }, { 0, -1 }, { -1, 0 }, { -1, 1 }, { 0, 1 }
};

const char *const hex_dir_names[HEX_NDIR] = { "e", "ne", "nw", "w", "sw", "se" };

struct hex hex_add(struct hex a, struct hex b)
{
	return (struct hex){ a.q + b.q, a.r + b.r };
}

struct hex hex_sub(struct hex a, struct hex b)
{
	return (struct hex){ a.q - b.q, a.r - b.r };
}

struct hex hex_scale(struct hex a, int k)
{
	return (struct hex){ a.q * k, a.r * k };
}

struct hex hex_neighbor(struct hex a, int dir)
{
	return hex_add(a, hex_dirs[hex_dir_turn(dir, 0)]);
}

bool hex_eq(struct hex a, struct hex b)
{
	return a.q == b.q && a.r == b.r;
}

int hex_len(struct hex a)
{
	int s = -a.q - a.r;

	return (abs(a.q) + abs(a.r) + abs(s)) / 2;
}

int hex_distance(struct hex a, struct hex b)
{
	return hex_len(hex_sub(a, b));
}

/* One step counter-clockwise: (q, r, s) -> (-s, -q, -r). */
struct hex hex_rotate(struct hex a, int k)
{
	k = ((k % 6) + 6) % 6;
	while (k-- > 0)
		a = (struct hex){ a.q + a.r, -a.q };
	return a;
}

int hex_dir_turn(int dir, int k)
{
	return (((dir + k) % HEX_NDIR) + HEX_NDIR) % HEX_NDIR;
}

int hex_dir_parse(const char *name)
{
	for (int i = 0; i < HEX_NDIR; i++)
		if (strcmp(name, hex_dir_names[i]) == 0)
			return i;
	return -1;
}

/* Round-to-nearest integer division for any signs (den > 0). */
static long hex_rdiv(long num, long den)
{
	return num >= 0 ? (num + den / 2) / den : -((-num + den / 2) / den);
}

/* Cube rounding of (x, y, z) / den, with x + y + z == 0. */
static struct hex hex_round(long x, long y, long z, long den)
{
	long rx = hex_rdiv(x, den), ry = hex_rdiv(y, den), rz = hex_rdiv(z, den);
	long dx = labs(rx * den - x), dy = labs(ry * den - y), dz = labs(rz * den - z);

	if (dx > dy && dx > dz)
		rx = -ry - rz;
	else if (dy > dz)
		ry = -rx - rz;
	return (struct hex){ (int)rx, (int)ry };
}

int hex_line(struct hex a, struct hex b, struct hex *out, int cap)
{
	int n = hex_distance(a, b);
	long den;

	if (cap <= 0)
		return 0;
	if (n == 0) {
		out[0] = a;
		return 1;
	}
	/* scale by 1000*n and nudge by (1, 1, -2) so ties break one way */
	den = 1000L * n;
	for (int i = 0; i <= n && i < cap; i++) {
		long x = 1000L * (a.q * (long)(n - i) + b.q * (long)i) + 1;
		long y = 1000L * (a.r * (long)(n - i) + b.r * (long)i) + 1;
		long z = -x - y;
		out[i] = hex_round(x, y, z, den);
	}
	return n + 1 < cap ? n + 1 : cap;
}

void hex_to_screen(struct hex a, int *col, int *row)
{
	*col = 2 * a.q + a.r;
	*row = a.r;
}

struct hex hex_from_offset(int col, int row)
{
	return (struct hex){ col - (row - (row & 1)) / 2, row };
}

void hex_to_offset(struct hex a, int *col, int *row)
{
	*col = a.q + (a.r - (a.r & 1)) / 2;
	*row = a.r;
}

long hex_cross(struct hex a, struct hex b, struct hex c)
{
	long x1 = 2L * (b.q - a.q) + (b.r - a.r), y1 = b.r - a.r;
	long x2 = 2L * (c.q - a.q) + (c.r - a.r), y2 = c.r - a.r;
	long v = x1 * y2 - y1 * x2;

	return v > 0 ? 1 : v < 0 ? -1 : 0;
}
