/*
 * test_core_sq.c - square grid geometry: directions, names, opposites,
 * distances, and exact line of sight on small hand-drawn grids (clear
 * lines, walls in between, lines slipping between corners), then on
 * generated grids against an independent exact reference.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "rng.h"
#include "sq.h"

/* ---- grids drawn as strings: '#' wall, 'A' and 'B' the two ends ---- */

#define GMAX 12

struct grid {
	int w, h;
	char c[GMAX][GMAX + 1];
	struct sq a, b;
	int probes_outside;	/* blocked() asked about a square off the grid */
	int probes_ends;	/* ... or about a or b themselves */
};

static void grid_load(struct grid *g, const char *const *rows)
{
	memset(g, 0, sizeof *g);
	for (g->h = 0; rows[g->h]; g->h++) {
		g->w = (int)strlen(rows[g->h]);
		memcpy(g->c[g->h], rows[g->h], (size_t)g->w);
		for (int x = 0; x < g->w; x++) {
			if (rows[g->h][x] == 'A')
				g->a = (struct sq){ x, g->h };
			if (rows[g->h][x] == 'B')
				g->b = (struct sq){ x, g->h };
		}
	}
}

static bool grid_blocked(const void *ctx, struct sq p)
{
	struct grid *g = (struct grid *)ctx;

	if (p.x < 0 || p.y < 0 || p.x >= g->w || p.y >= g->h) {
		g->probes_outside++;
		return true;
	}
	if (sq_eq(p, g->a) || sq_eq(p, g->b))
		g->probes_ends++;
	return g->c[p.y][p.x] == '#';
}

/* Line of sight A->B on the drawn grid, checked both ways. */
static bool sees(const char *const *rows)
{
	struct grid g;
	bool ab, ba;

	grid_load(&g, rows);
	ab = sq_los(g.a, g.b, grid_blocked, &g);
	ba = sq_los(g.b, g.a, grid_blocked, &g);
	assert_int_equal(ab, ba);
	assert_int_equal(g.probes_outside, 0);
	assert_int_equal(g.probes_ends, 0);
	return ab;
}

static void test_directions(void **state)
{
	(void)state;
	assert_int_equal(SQ_NDIR, 8);
	assert_true(sq_eq(sq_dirs[SQ_N], (struct sq){ 0, -1 }));	/* y grows down */
	assert_true(sq_eq(sq_dirs[SQ_E], (struct sq){ 1, 0 }));
	assert_true(sq_eq(sq_dirs[SQ_S], (struct sq){ 0, 1 }));
	assert_true(sq_eq(sq_dirs[SQ_W], (struct sq){ -1, 0 }));
	assert_true(sq_eq(sq_dirs[SQ_NE], (struct sq){ 1, -1 }));
	assert_true(sq_eq(sq_dirs[SQ_SE], (struct sq){ 1, 1 }));
	assert_true(sq_eq(sq_dirs[SQ_SW], (struct sq){ -1, 1 }));
	assert_true(sq_eq(sq_dirs[SQ_NW], (struct sq){ -1, -1 }));
	for (int d = 0; d < SQ_NDIR; d++) {
		int o = sq_dir_opposite(d);
		struct sq p = { 5, 5 };
		assert_int_equal(sq_dirs[o].x, -sq_dirs[d].x);
		assert_int_equal(sq_dirs[o].y, -sq_dirs[d].y);
		assert_int_equal(sq_dir_opposite(o), d);
		assert_true(sq_eq(sq_step(sq_step(p, d), o), p));
		assert_int_equal(sq_dir_parse(sq_dir_names[d]), d);
		assert_int_equal(sq_chebyshev(p, sq_step(p, d)), 1);
		assert_int_equal(sq_manhattan(p, sq_step(p, d)), d < 4 ? 1 : 2);
	}
	assert_int_equal(sq_dir_parse("n"), SQ_N);
	assert_int_equal(sq_dir_parse("north"), SQ_N);
	assert_int_equal(sq_dir_parse("southwest"), SQ_SW);
	assert_int_equal(sq_dir_parse("nw"), SQ_NW);
	assert_int_equal(sq_dir_parse("up"), -1);
	assert_int_equal(sq_dir_parse(""), -1);
	assert_int_equal(sq_dir_parse("N"), -1);
	/* invalid directions do not move and are their own "opposite" */
	assert_true(sq_eq(sq_step((struct sq){ 2, 3 }, -1), (struct sq){ 2, 3 }));
	assert_true(sq_eq(sq_step((struct sq){ 2, 3 }, 8), (struct sq){ 2, 3 }));
	assert_int_equal(sq_dir_opposite(9), 9);
}

static void test_distances(void **state)
{
	struct sq o = { 0, 0 };

	(void)state;
	assert_int_equal(sq_manhattan(o, (struct sq){ 3, -4 }), 7);
	assert_int_equal(sq_chebyshev(o, (struct sq){ 3, -4 }), 4);
	assert_int_equal(sq_manhattan((struct sq){ -2, 5 }, (struct sq){ 1, 1 }), 7);
	assert_int_equal(sq_chebyshev((struct sq){ -2, 5 }, (struct sq){ 1, 1 }), 4);
	assert_int_equal(sq_manhattan(o, o), 0);
	assert_int_equal(sq_chebyshev(o, o), 0);
	for (int x = -4; x <= 4; x++)
		for (int y = -4; y <= 4; y++) {
			struct sq p = { x, y };
			assert_int_equal(sq_manhattan(o, p), sq_manhattan(p, o));
			assert_true(sq_chebyshev(o, p) <= sq_manhattan(o, p));
			assert_true(sq_manhattan(o, p) <= 2 * sq_chebyshev(o, p));
		}
}

static void test_los_clear(void **state)
{
	(void)state;
	assert_true(sees((const char *const[]){ "A....", ".....", "....B", NULL }));
	assert_true(sees((const char *const[]){ "A...B", NULL }));
	assert_true(sees((const char *const[]){ "A", ".", ".", "B", NULL }));
	/* walls that are off the line do not matter */
	assert_true(sees((const char *const[]){
		"#####",
		"A...B",
		"#####", NULL }));
	assert_true(sees((const char *const[]){
		"A.#",
		"#.B", NULL }));	/* (0,0)->(2,1) passes (1,0) and (1,1) only */
	/* the ends may be walls themselves (a unit on a wall square) */
	{
		struct grid g;
		const char *const rows[] = { "#..#", NULL };
		grid_load(&g, rows);
		assert_true(sq_los((struct sq){ 0, 0 }, (struct sq){ 3, 0 }, grid_blocked, &g));
	}
}

static void test_los_wall_between(void **state)
{
	(void)state;
	assert_false(sees((const char *const[]){ "A.#.B", NULL }));
	assert_false(sees((const char *const[]){ "A#B", NULL }));
	assert_false(sees((const char *const[]){ "A", "#", "B", NULL }));
	assert_false(sees((const char *const[]){
		"A....",
		"..#..",
		"....B", NULL }));
	/* (0,0)->(2,1) passes through (1,0) and (1,1) */
	assert_false(sees((const char *const[]){ "A#.", "..B", NULL }));
	assert_false(sees((const char *const[]){ "A..", ".#B", NULL }));
	/* a shallow line: (0,0)->(5,1) crosses row 0 up to x=2, then passes
	 * the corner at (3,1) exactly (sides (3,0) and (2,1)), then row 1 */
	assert_false(sees((const char *const[]){ "A.#...", ".....B", NULL }));
	assert_false(sees((const char *const[]){ "A.....", "...#.B", NULL }));
	assert_true(sees((const char *const[]){ "A..#..", ".....B", NULL }));
	assert_true(sees((const char *const[]){ "A.....", "..#..B", NULL }));
	assert_false(sees((const char *const[]){ "A..#..", "..#..B", NULL }));
}

static void test_los_corners(void **state)
{
	(void)state;
	/* diagonal neighbours: one wall at the corner lets the line slip by,
	 * two walls close it */
	assert_true(sees((const char *const[]){ "A#", ".B", NULL }));
	assert_true(sees((const char *const[]){ "A.", "#B", NULL }));
	assert_true(sees((const char *const[]){ "A.", ".B", NULL }));
	assert_false(sees((const char *const[]){ "A#", "#B", NULL }));
	assert_false(sees((const char *const[]){ "#B", "A#", NULL }));	/* other diagonal */
	/* a long diagonal: one wall at each of its three corners, alternating
	 * sides: it still slips through */
	assert_true(sees((const char *const[]){
		"A#..",
		"....",
		".#.#",
		"...B", NULL }));
	/* two walls at the middle corner close it */
	assert_false(sees((const char *const[]){
		"A...",
		"..#.",
		".#..",
		"...B", NULL }));
	/* a wall on the diagonal itself blocks */
	assert_false(sees((const char *const[]){
		"A...",
		".#..",
		"....",
		"...B", NULL }));
	/* a steeper line, (0,0)->(2,4), passes no corner: it crosses
	 * (0,1) (1,1) (1,2) (1,3) (2,3) */
	assert_false(sees((const char *const[]){
		"A..",
		"...",
		".#.",
		"...",
		"..B", NULL }));
	assert_true(sees((const char *const[]){
		"A..",
		"..#",
		"#.#",
		"#..",
		"..B", NULL }));
	/* (0,0)->(2,6) passes exactly through the corner at (1,2) between
	 * (0,1) and (1,2): its sides are (1,1) and (0,2) */
	assert_false(sees((const char *const[]){
		"A..",
		".#.",
		"#..",
		"...",
		"...",
		"...",
		"..B", NULL }));
	assert_true(sees((const char *const[]){
		"A..",
		".#.",
		"...",
		"...",
		"...",
		"...",
		"..B", NULL }));
	assert_true(sees((const char *const[]){
		"A..",
		"...",
		"#..",
		"...",
		"...",
		"...",
		"..B", NULL }));
}

/* Orthogonal neighbours always see each other, even walled in on all
 * sides; diagonal neighbours unless both corner squares are walls. */
static void test_los_adjacent(void **state)
{
	(void)state;
	assert_true(sees((const char *const[]){ "###", "#AB", "###", NULL }));
	assert_true(sees((const char *const[]){ "#A#", "#B#", "###", NULL }));
	assert_true(sees((const char *const[]){ "AB", NULL }));
	assert_true(sees((const char *const[]){ "###", "#A#", "#B#", NULL }));
	assert_false(sees((const char *const[]){ "###", "#A#", "##B", NULL }));
	assert_true(sees((const char *const[]){ "###", "#A.", "##B", NULL }));
	/* a square sees itself */
	{
		struct grid g;
		const char *const rows[] = { "###", "#A#", "###", NULL };
		grid_load(&g, rows);
		assert_true(sq_los(g.a, g.a, grid_blocked, &g));
	}
}

/* ---- independent reference: exact segment / open-square intersection ---- */

/* t = num / den with den > 0; compare a/b < c/d */
static bool frac_lt(long a, long b, long c, long d)
{
	return a * d < c * b;
}

/* Does the open segment between the centres of a and b pass through the
 * interior of square s?  Doubled coordinates: centres at odd values. */
static bool ref_crosses(struct sq a, struct sq b, struct sq s)
{
	long p[2] = { 2L * a.x + 1, 2L * a.y + 1 }, q[2] = { 2L * b.x + 1, 2L * b.y + 1 };
	long lo[2] = { 2L * s.x, 2L * s.y };
	long ln = 0, ld = 1, un = 1, ud = 1;	/* t in (ln/ld, un/ud) */

	for (int k = 0; k < 2; k++) {
		long dk = q[k] - p[k], n1, n2, den;
		if (dk == 0) {
			if (!(p[k] > lo[k] && p[k] < lo[k] + 2))
				return false;
			continue;
		}
		n1 = lo[k] - p[k];
		n2 = lo[k] + 2 - p[k];
		den = dk;
		if (den < 0) {
			n1 = -n1;
			n2 = -n2;
			den = -den;
		}
		if (n1 > n2) {
			long t = n1;
			n1 = n2;
			n2 = t;
		}
		if (frac_lt(ln, ld, n1, den)) {
			ln = n1;
			ld = den;
		}
		if (frac_lt(n2, den, un, ud)) {
			un = n2;
			ud = den;
		}
	}
	return frac_lt(ln, ld, un, ud);
}

static bool ref_wall(const struct grid *g, struct sq p)
{
	return p.x >= 0 && p.y >= 0 && p.x < g->w && p.y < g->h && g->c[p.y][p.x] == '#';
}

static bool ref_los(const struct grid *g, struct sq a, struct sq b)
{
	int x0 = a.x < b.x ? a.x : b.x, x1 = a.x < b.x ? b.x : a.x;
	int y0 = a.y < b.y ? a.y : b.y, y1 = a.y < b.y ? b.y : a.y;
	long px = 2L * a.x + 1, py = 2L * a.y + 1, dx = 2L * (b.x - a.x), dy = 2L * (b.y - a.y);

	for (int x = x0; x <= x1; x++)
		for (int y = y0; y <= y1; y++) {
			struct sq s = { x, y };
			if (sq_eq(s, a) || sq_eq(s, b))
				continue;
			if (ref_wall(g, s) && ref_crosses(a, b, s))
				return false;
		}
	/* grid corners (even, even) strictly inside the segment */
	for (int cx = x0 + 1; cx <= x1; cx++)
		for (int cy = y0 + 1; cy <= y1; cy++) {
			long ex = 2L * cx - px, ey = 2L * cy - py;
			if (ex * dy - ey * dx != 0)
				continue;	/* not on the line */
			/* the two squares the line only touches at this corner */
			struct sq s1, s2;
			if ((dx > 0) == (dy > 0)) {
				s1 = (struct sq){ cx, cy - 1 };
				s2 = (struct sq){ cx - 1, cy };
			} else {
				s1 = (struct sq){ cx - 1, cy - 1 };
				s2 = (struct sq){ cx, cy };
			}
			if (ref_wall(g, s1) && ref_wall(g, s2))
				return false;
		}
	return true;
}

static void test_los_vs_reference(void **state)
{
	struct rng r;
	struct grid g;
	int seen = 0, hidden = 0;

	(void)state;
	rng_seed(&r, 2026);
	for (int round = 0; round < 12; round++) {
		memset(&g, 0, sizeof g);
		g.w = 6 + (int)rng_below(&r, 4);
		g.h = 6 + (int)rng_below(&r, 4);
		for (int y = 0; y < g.h; y++)
			for (int x = 0; x < g.w; x++)
				g.c[y][x] = rng_below(&r, 100) < 22 + 3 * (unsigned)round ? '#' : '.';
		for (int i = 0; i < g.w * g.h; i++)
			for (int j = 0; j < g.w * g.h; j++) {
				struct sq a = { i % g.w, i / g.w }, b = { j % g.w, j / g.w };
				bool want = ref_los(&g, a, b);
				g.a = a;
				g.b = b;
				bool got = sq_los(a, b, grid_blocked, &g);
				if (got != want)
					print_error("grid %d: (%d,%d)->(%d,%d) got %d want %d\n", round,
						    a.x, a.y, b.x, b.y, got, want);
				assert_int_equal(got, want);
				assert_int_equal(g.probes_outside, 0);
				assert_int_equal(g.probes_ends, 0);
				seen += got;
				hidden += !got;
			}
	}
	/* the grids exercised both answers plenty */
	assert_true(seen > 1000);
	assert_true(hidden > 1000);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_directions),
		cmocka_unit_test(test_distances),
		cmocka_unit_test(test_los_clear),
		cmocka_unit_test(test_los_wall_between),
		cmocka_unit_test(test_los_corners),
		cmocka_unit_test(test_los_adjacent),
		cmocka_unit_test(test_los_vs_reference),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
