/*
 * sq.h - square grid geometry: directions, distances, line of sight.
 *
 * x grows to the right, y grows downward.  Orthogonal directions 0 N, 1 E,
 * 2 S, 3 W; diagonal directions 4 NE, 5 SE, 6 SW, 7 NW.
 */
#ifndef SQ_H
#define SQ_H

#include <stdbool.h>

struct sq {
	int x, y;
};

enum { SQ_N, SQ_E, SQ_S, SQ_W, SQ_NE, SQ_SE, SQ_SW, SQ_NW, SQ_NDIR };

extern const struct sq sq_dirs[SQ_NDIR];
extern const char *const sq_dir_names[SQ_NDIR];	/* "n","e","s","w","ne",... */

struct sq sq_add(struct sq a, struct sq b);
struct sq sq_step(struct sq a, int dir);
bool sq_eq(struct sq a, struct sq b);
int sq_manhattan(struct sq a, struct sq b);	/* orthogonal distance */
int sq_chebyshev(struct sq a, struct sq b);	/* king-move distance */
int sq_dir_parse(const char *name);		/* -1 if unknown */
int sq_dir_opposite(int dir);
/* Is there a clear line between the centres of a and b?  blocked(ctx, p)
 * says whether square p blocks sight; a and b themselves are not tested.
 * A line passing exactly through a corner shared by two squares is blocked
 * only if both of them block (it slips between).  Exact integer test. */
bool sq_los(struct sq a, struct sq b, bool (*blocked)(const void *ctx, struct sq p),
	    const void *ctx);

#endif
