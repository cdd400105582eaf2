/*
 * hex.h - hexagonal grid geometry in axial coordinates (q, r).
 *
 * Pointy-top hexes drawn in offset rows.  Direction 0 is east, then
 * counter-clockwise in steps of 60 degrees: 0 E, 1 NE, 2 NW, 3 W, 4 SW,
 * 5 SE.  Turning left adds 1, turning right subtracts 1 (mod 6).
 * Cube coordinate s = -q - r is implied.
 */
#ifndef HEX_H
#define HEX_H

#include <stdbool.h>

struct hex {
	int q, r;
};

enum { HEX_E, HEX_NE, HEX_NW, HEX_W, HEX_SW, HEX_SE, HEX_NDIR };

extern const struct hex hex_dirs[HEX_NDIR];
extern const char *const hex_dir_names[HEX_NDIR];	/* "e","ne","nw","w","sw","se" */

struct hex hex_add(struct hex a, struct hex b);
struct hex hex_sub(struct hex a, struct hex b);
struct hex hex_scale(struct hex a, int k);
struct hex hex_neighbor(struct hex a, int dir);
bool hex_eq(struct hex a, struct hex b);
int hex_len(struct hex a);			/* distance from origin */
int hex_distance(struct hex a, struct hex b);
/* Rotate a around the origin by k * 60 degrees counter-clockwise (k any int). */
struct hex hex_rotate(struct hex a, int k);
int hex_dir_turn(int dir, int k);		/* (dir + k) mod 6, k may be negative */
/* Direction index from a name ("e","ne",...) or -1. */
int hex_dir_parse(const char *name);
/* Hexes on the straight line from a to b (inclusive), n+1 of them where
 * n = distance; out must hold distance+1 entries.  Returns the count. */
int hex_line(struct hex a, struct hex b, struct hex *out, int cap);
/* Screen position of a hex in a text grid: column x2 (2 columns per hex
 * step), row y.  Pointy-top, odd rows shifted by one column. */
void hex_to_screen(struct hex a, int *col, int *row);
/* Offset row layout: (col, row) with row = r, col = q + (r - (r&1)) / 2. */
struct hex hex_from_offset(int col, int row);
void hex_to_offset(struct hex a, int *col, int *row);
/* Cross product sign of vectors (b-a) x (c-a) in a Cartesian embedding
 * scaled to integers (x = 2q + r, y = r: positive scaling keeps the sign;
 * y grows down-screen): >0, 0 or <0.  Used for "which side of a half-line". */
long hex_cross(struct hex a, struct hex b, struct hex c);

#endif
