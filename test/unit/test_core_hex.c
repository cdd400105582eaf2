/*
 * test_core_hex.c - axial hex geometry: the six directions and their
 * names, neighbours, distances, rotation, turning, straight lines between
 * every pair of a region, offset and screen coordinates, cross product
 * signs.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "hex.h"

#define R 4	/* radius of the test region: 61 hexes */

static struct hex H(int q, int r)
{
	return (struct hex){ q, r };
}

static void assert_hex(struct hex got, int q, int r)
{
	if (got.q != q || got.r != r)
		print_error("got (%d,%d), want (%d,%d)\n", got.q, got.r, q, r);
	assert_true(got.q == q && got.r == r);
}

/* All hexes within distance R of the origin. */
static int region(struct hex *out)
{
	int n = 0;

	for (int q = -R; q <= R; q++)
		for (int r = -R; r <= R; r++)
			if (abs(q) <= R && abs(r) <= R && abs(q + r) <= R)
				out[n++] = H(q, r);
	return n;
}

static void test_directions(void **state)
{
	struct hex sum = { 0, 0 };

	(void)state;
	assert_int_equal(HEX_NDIR, 6);
	assert_hex(hex_dirs[HEX_E], 1, 0);
	assert_hex(hex_dirs[HEX_NE], 1, -1);
	assert_hex(hex_dirs[HEX_NW], 0, -1);
	assert_hex(hex_dirs[HEX_W], -1, 0);
	assert_hex(hex_dirs[HEX_SW], -1, 1);
	assert_hex(hex_dirs[HEX_SE], 0, 1);
	for (int d = 0; d < HEX_NDIR; d++) {
		struct hex opp = hex_dirs[(d + 3) % 6];
		assert_int_equal(hex_len(hex_dirs[d]), 1);
		assert_hex(opp, -hex_dirs[d].q, -hex_dirs[d].r);
		sum = hex_add(sum, hex_dirs[d]);
		/* names parse back */
		assert_int_equal(hex_dir_parse(hex_dir_names[d]), d);
	}
	assert_hex(sum, 0, 0);
	assert_string_equal(hex_dir_names[0], "e");
	assert_string_equal(hex_dir_names[1], "ne");
	assert_string_equal(hex_dir_names[2], "nw");
	assert_string_equal(hex_dir_names[3], "w");
	assert_string_equal(hex_dir_names[4], "sw");
	assert_string_equal(hex_dir_names[5], "se");
	assert_int_equal(hex_dir_parse("n"), -1);
	assert_int_equal(hex_dir_parse(""), -1);
	assert_int_equal(hex_dir_parse("east"), -1);
	assert_int_equal(hex_dir_parse("nee"), -1);
	/* on screen: E is right, NE up-right, NW up-left */
	int col, row;
	hex_to_screen(hex_dirs[HEX_E], &col, &row);
	assert_true(col > 0 && row == 0);
	hex_to_screen(hex_dirs[HEX_NE], &col, &row);
	assert_true(col > 0 && row < 0);
	hex_to_screen(hex_dirs[HEX_NW], &col, &row);
	assert_true(col < 0 && row < 0);
	hex_to_screen(hex_dirs[HEX_SE], &col, &row);
	assert_true(col > 0 && row > 0);
}

static void test_arith(void **state)
{
	(void)state;
	assert_hex(hex_add(H(1, 2), H(-3, 5)), -2, 7);
	assert_hex(hex_sub(H(1, 2), H(-3, 5)), 4, -3);
	assert_hex(hex_scale(H(2, -1), 3), 6, -3);
	assert_hex(hex_scale(H(2, -1), -2), -4, 2);
	assert_true(hex_eq(H(3, -4), H(3, -4)));
	assert_false(hex_eq(H(3, -4), H(-4, 3)));
}

static void test_neighbors(void **state)
{
	struct hex c = H(2, -3), nb[6];

	(void)state;
	for (int d = 0; d < 6; d++) {
		nb[d] = hex_neighbor(c, d);
		assert_int_equal(hex_distance(c, nb[d]), 1);
		assert_hex(hex_sub(nb[d], c), hex_dirs[d].q, hex_dirs[d].r);
		/* going back the opposite way returns */
		assert_true(hex_eq(hex_neighbor(nb[d], (d + 3) % 6), c));
		for (int e = 0; e < d; e++)
			assert_false(hex_eq(nb[d], nb[e]));
		/* consecutive neighbours touch each other (a ring) */
		if (d > 0)
			assert_int_equal(hex_distance(nb[d], nb[d - 1]), 1);
	}
	assert_int_equal(hex_distance(nb[5], nb[0]), 1);
	/* out-of-range directions wrap */
	assert_true(hex_eq(hex_neighbor(c, 6), nb[0]));
	assert_true(hex_eq(hex_neighbor(c, -1), nb[5]));
	assert_true(hex_eq(hex_neighbor(c, 13), nb[1]));
}

static void test_distance(void **state)
{
	struct hex reg[61];
	int n = region(reg);

	(void)state;
	assert_int_equal(n, 61);
	assert_int_equal(hex_distance(H(0, 0), H(0, 0)), 0);
	assert_int_equal(hex_distance(H(0, 0), H(3, 0)), 3);
	assert_int_equal(hex_distance(H(0, 0), H(3, -3)), 3);
	assert_int_equal(hex_distance(H(0, 0), H(2, 1)), 3);
	assert_int_equal(hex_distance(H(0, 0), H(-2, -1)), 3);
	assert_int_equal(hex_distance(H(1, 1), H(-2, 4)), 3);
	assert_int_equal(hex_distance(H(-5, 2), H(4, -1)), 9);
	assert_int_equal(hex_len(H(-7, 3)), 7);
	assert_int_equal(hex_len(H(-3, -3)), 6);
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			struct hex a = reg[i], b = reg[j];
			int d = hex_distance(a, b), dq = abs(a.q - b.q), dr = abs(a.r - b.r);
			int ds = abs((a.q + a.r) - (b.q + b.r));
			int m = dq > dr ? dq : dr;
			assert_int_equal(d, m > ds ? m : ds);
			assert_int_equal(d, hex_distance(b, a));
			assert_int_equal(d == 0, hex_eq(a, b));
			/* triangle inequality through the origin */
			assert_true(d <= hex_len(a) + hex_len(b));
		}
	/* the ring at distance k holds 6k hexes */
	for (int k = 1; k <= R; k++) {
		int ring = 0;
		for (int i = 0; i < n; i++)
			ring += hex_len(reg[i]) == k;
		assert_int_equal(ring, 6 * k);
	}
}

static void test_rotate(void **state)
{
	struct hex reg[61];
	int n = region(reg);

	(void)state;
	assert_hex(hex_rotate(hex_dirs[HEX_E], 1), 1, -1);	/* E +60 = NE */
	assert_hex(hex_rotate(hex_dirs[HEX_E], -1), 0, 1);	/* E -60 = SE */
	assert_hex(hex_rotate(H(2, 1), 3), -2, -1);		/* half turn = negation */
	for (int d = 0; d < 6; d++)
		for (int k = -13; k <= 13; k++) {
			struct hex got = hex_rotate(hex_dirs[d], k);
			assert_true(hex_eq(got, hex_dirs[hex_dir_turn(d, k)]));
			assert_true(hex_eq(hex_rotate(hex_scale(hex_dirs[d], 3), k),
					   hex_scale(got, 3)));
		}
	for (int i = 0; i < n; i++) {
		struct hex a = reg[i], b = a;
		for (int k = 0; k < 6; k++) {
			b = hex_rotate(b, 1);
			assert_int_equal(hex_len(b), hex_len(a));
		}
		assert_true(hex_eq(a, b));					/* 6 x 60 = identity */
		assert_true(hex_eq(hex_rotate(a, 6), a));
		assert_true(hex_eq(hex_rotate(a, -6), a));
		assert_true(hex_eq(hex_rotate(a, 0), a));
		assert_true(hex_eq(hex_rotate(hex_rotate(a, 1), -1), a));
		assert_true(hex_eq(hex_rotate(a, 2), hex_rotate(a, -4)));
		assert_true(hex_eq(hex_rotate(a, 7), hex_rotate(a, 1)));
		/* rotation is linear: rot(a + e) = rot(a) + rot(e) */
		assert_true(hex_eq(hex_rotate(hex_add(a, hex_dirs[HEX_E]), 2),
				   hex_add(hex_rotate(a, 2), hex_dirs[HEX_NW])));
		/* and keeps distances */
		for (int j = 0; j < n; j += 7)
			assert_int_equal(hex_distance(hex_rotate(a, 1), hex_rotate(reg[j], 1)),
					 hex_distance(a, reg[j]));
	}
}

static void test_dir_turn(void **state)
{
	(void)state;
	assert_int_equal(hex_dir_turn(HEX_E, 1), HEX_NE);	/* left */
	assert_int_equal(hex_dir_turn(HEX_E, -1), HEX_SE);	/* right */
	assert_int_equal(hex_dir_turn(HEX_SE, 1), HEX_E);
	assert_int_equal(hex_dir_turn(0, -7), 5);
	assert_int_equal(hex_dir_turn(2, -14), 0);
	assert_int_equal(hex_dir_turn(3, 600), 3);
	assert_int_equal(hex_dir_turn(3, -600), 3);
	assert_int_equal(hex_dir_turn(-1, 0), 5);
	assert_int_equal(hex_dir_turn(7, 0), 1);
	for (int d = 0; d < 6; d++)
		for (int k = -20; k <= 20; k++) {
			int t = hex_dir_turn(d, k);
			assert_in_range(t, 0, 5);
			assert_int_equal(((t - d - k) % 6 + 6) % 6, 0);
			assert_int_equal(hex_dir_turn(t, -k), d);
		}
}

static void check_line(struct hex a, struct hex b)
{
	struct hex out[2 * 2 * R + 2];
	int n = hex_distance(a, b);
	int got = hex_line(a, b, out, (int)(sizeof out / sizeof out[0]));

	assert_int_equal(got, n + 1);
	assert_true(hex_eq(out[0], a));
	assert_true(hex_eq(out[n], b));
	for (int i = 0; i <= n; i++) {
		/* each step is one hex further from a and one closer to b */
		assert_int_equal(hex_distance(a, out[i]), i);
		assert_int_equal(hex_distance(out[i], b), n - i);
		if (i > 0)
			assert_int_equal(hex_distance(out[i - 1], out[i]), 1);
	}
}

static void test_line_all_pairs(void **state)
{
	struct hex reg[61];
	int n = region(reg);

	(void)state;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			check_line(reg[i], reg[j]);
	/* far from the origin too */
	check_line(H(100, -40), H(103, -38));
	check_line(H(-50, 20), H(-48, 15));
}

static void test_line_straight(void **state)
{
	struct hex out[8];

	(void)state;
	/* along a direction the line is the direction's steps */
	for (int d = 0; d < 6; d++) {
		struct hex b = hex_scale(hex_dirs[d], 5);
		assert_int_equal(hex_line(H(0, 0), b, out, 8), 6);
		for (int i = 0; i <= 5; i++)
			assert_true(hex_eq(out[i], hex_scale(hex_dirs[d], i)));
	}
	/* a single hex */
	assert_int_equal(hex_line(H(3, 3), H(3, 3), out, 8), 1);
	assert_hex(out[0], 3, 3);
	/* cap: never writes beyond it, returns what it wrote */
	memset(out, 0x55, sizeof out);
	assert_int_equal(hex_line(H(0, 0), H(6, 0), out, 3), 3);
	assert_hex(out[2], 2, 0);
	assert_int_equal(out[3].q, 0x55555555);
	assert_int_equal(hex_line(H(0, 0), H(6, 0), out, 0), 0);
	/* a knight-like line passes between: (0,0)->(2,1) takes 3 steps */
	assert_int_equal(hex_line(H(0, 0), H(2, 1), out, 8), 4);
}

/* The line stays close to the true segment: in the x = 2q + r, y = r
 * embedding every hex centre is within one hex of the ideal point. */
static void test_line_close_to_segment(void **state)
{
	struct hex reg[61], out[20];
	int n = region(reg);

	(void)state;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			struct hex a = reg[i], b = reg[j];
			int len = hex_line(a, b, out, 20) - 1;
			for (int k = 1; k < len; k++) {
				/* ideal point a + (b - a) k / len, in doubled units */
				long ix = (2L * a.q + a.r) * len + ((2L * b.q + b.r) - (2L * a.q + a.r)) * k;
				long iy = (long)a.r * len + (long)(b.r - a.r) * k;
				long hx = (2L * out[k].q + out[k].r) * len, hy = (long)out[k].r * len;
				/* |dx| <= 1 hex width (2 units), |dy| <= 1 row */
				assert_true(labs(ix - hx) <= 2L * len);
				assert_true(labs(iy - hy) <= 1L * len);
			}
		}
}

static void test_offset(void **state)
{
	struct hex reg[61];
	int n = region(reg);

	(void)state;
	/* "odd-r": odd rows are shifted half a hex right */
	assert_hex(hex_from_offset(0, 0), 0, 0);
	assert_hex(hex_from_offset(0, 1), 0, 1);
	assert_hex(hex_from_offset(0, 2), -1, 2);
	assert_hex(hex_from_offset(3, 3), 2, 3);
	assert_hex(hex_from_offset(0, -1), 1, -1);
	for (int row = -9; row <= 9; row++)
		for (int col = -9; col <= 9; col++) {
			struct hex h = hex_from_offset(col, row);
			int c2, r2, sc, sr;
			hex_to_offset(h, &c2, &r2);
			assert_int_equal(c2, col);
			assert_int_equal(r2, row);
			/* screen column = 2 per hex + 1 on odd rows */
			hex_to_screen(h, &sc, &sr);
			assert_int_equal(sr, row);
			assert_int_equal(sc, 2 * col + (row & 1));
			/* E/W neighbours stay on the row, one column apart */
			hex_to_offset(hex_neighbor(h, HEX_E), &c2, &r2);
			assert_int_equal(r2, row);
			assert_int_equal(c2, col + 1);
		}
	for (int i = 0; i < n; i++) {
		int c, r;
		hex_to_offset(reg[i], &c, &r);
		assert_true(hex_eq(hex_from_offset(c, r), reg[i]));
	}
}

static void test_cross(void **state)
{
	struct hex o = H(0, 0), e = hex_dirs[HEX_E];
	struct hex reg[61];
	int n = region(reg);

	(void)state;
	/* y grows down-screen: NE (above the eastward line) is negative */
	assert_int_equal(hex_cross(o, e, hex_dirs[HEX_NE]), -1);
	assert_int_equal(hex_cross(o, e, hex_dirs[HEX_NW]), -1);
	assert_int_equal(hex_cross(o, e, hex_dirs[HEX_SE]), 1);
	assert_int_equal(hex_cross(o, e, hex_dirs[HEX_SW]), 1);
	assert_int_equal(hex_cross(o, e, H(5, 0)), 0);
	assert_int_equal(hex_cross(o, e, H(-3, 0)), 0);
	assert_int_equal(hex_cross(o, e, o), 0);
	/* the NE axis: (2,-2) on it, (1,0) right of it, (0,-1) left */
	assert_int_equal(hex_cross(o, hex_dirs[HEX_NE], H(2, -2)), 0);
	assert_int_equal(hex_cross(o, hex_dirs[HEX_NE], H(1, 0)), 1);
	assert_int_equal(hex_cross(o, hex_dirs[HEX_NE], H(0, -1)), -1);
	for (int i = 0; i < n; i += 3)
		for (int j = 0; j < n; j += 2)
			for (int k = 0; k < n; k += 5) {
				struct hex a = reg[i], b = reg[j], c = reg[k], t = H(7, -3);
				long s = hex_cross(a, b, c);
				assert_true(s >= -1 && s <= 1);
				assert_int_equal(hex_cross(a, c, b), -s);	/* antisymmetric */
				assert_int_equal(hex_cross(hex_add(a, t), hex_add(b, t), hex_add(c, t)), s);
				assert_int_equal(hex_cross(hex_rotate(a, 3), hex_rotate(b, 3),
							   hex_rotate(c, 3)), s);	/* half turn */
				assert_int_equal(hex_cross(b, c, a), s);	/* cyclic */
			}
	/* every hex on a line between a and b is (nearly) on it: collinear
	 * direction multiples give exactly 0 */
	for (int d = 0; d < 6; d++)
		for (int k = -3; k <= 3; k++)
			assert_int_equal(hex_cross(o, hex_dirs[d], hex_scale(hex_dirs[d], k)), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_directions),
		cmocka_unit_test(test_arith),
		cmocka_unit_test(test_neighbors),
		cmocka_unit_test(test_distance),
		cmocka_unit_test(test_rotate),
		cmocka_unit_test(test_dir_turn),
		cmocka_unit_test(test_line_all_pairs),
		cmocka_unit_test(test_line_straight),
		cmocka_unit_test(test_line_close_to_segment),
		cmocka_unit_test(test_offset),
		cmocka_unit_test(test_cross),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
