/*
 * test_powerships_rules.c - Powerships rules below the command level:
 * gate crossings and winding (both senses, the far half-line, loops),
 * the start and finish planet exceptions, the purple space's crash, arrows
 * shifting once per move, the three-directions rule, the day-of-month
 * track, loader errors naming file:line, and the way left of a called
 * race's ships by the search that stops early (the values of the whole
 * distance field).  Boards come from the lab
 * files of test/batch/powerships (run from the top of the source tree).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "games/powerships/pships.h"

static int read_disk(void *ctx, const char *path, char **buf, size_t *len, struct tt_err *err)
{
	FILE *f = fopen(path, "rb");
	long n;

	(void)ctx;
	if (!f)
		return tt_errf(err, "%s: cannot open", path);
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	fseek(f, 0, SEEK_SET);
	*buf = malloc((size_t)n + 1);
	*len = fread(*buf, 1, (size_t)n, f);
	(*buf)[*len] = 0;
	fclose(f);
	return 0;
}

static const char *mem_text;

static int read_mem(void *ctx, const char *path, char **buf, size_t *len, struct tt_err *err)
{
	(void)ctx;
	(void)path;
	(void)err;
	*len = strlen(mem_text);
	*buf = malloc(*len + 1);
	memcpy(*buf, mem_text, *len + 1);
	return 0;
}

/* A fresh state on a lab board with yellow and red. */
static struct pships_state *lab(const char *name, void **data)
{
	struct tt_files f = { NULL, read_disk };
	struct tt_setup su;
	struct tt_err err = { "" };
	char path[256];
	struct pships_state *s = calloc(1, sizeof *s);

	snprintf(path, sizeof path, "test/batch/powerships/%s", name);
	if (pships_load(&f, path, data, &err) < 0)
		fail_msg("%s", err.msg);
	memset(&su, 0, sizeof su);
	su.nseats = 2;
	strcpy(su.seat[0].name, "yellow");
	strcpy(su.seat[1].name, "red");
	strcpy(su.opts, "first=yellow");
	if (pships_create(s, *data, &su, &err) < 0)
		fail_msg("%s", err.msg);
	return s;
}

static void put(struct pships_state *s, int i, int q, int r, int dir)
{
	s->ship[i].q = (int8_t)q;
	s->ship[i].r = (int8_t)r;
	s->ship[i].dir = (uint8_t)dir;
	s->ship[i].placed = true;
	s->ship[i].left_start = true;
}

static int cross(const struct pships_state *s, int aq, int ar, int cq, int cr)
{
	return pships_cross(s, 0, (struct hex){ aq, ar }, (struct hex){ cq, cr });
}

/* Pluto at (4,-8), gate pointing south (270 degrees) through (0,0). */
static void test_gate_senses(void **state)
{
	void *d1, *d2;
	struct pships_state *ccw = lab("lab-round-ccw.ini", &d1), *cw = lab("lab-round-cw.ini", &d2);

	(void)state;
	assert_int_equal(ccw->sense[0], 1);
	assert_int_equal(cw->sense[0], -1);
	assert_int_equal(cross(ccw, -1, 0, 0, 0), 1);	/* east across the gate */
	assert_int_equal(cross(ccw, 0, 0, 1, 0), 0);	/* leaving the line: no crossing */
	assert_int_equal(cross(ccw, 1, 0, 0, 0), 0);
	assert_int_equal(cross(ccw, 0, 0, -1, 0), -1);	/* west: against the sense */
	assert_int_equal(cross(cw, -1, 0, 0, 0), -1);
	assert_int_equal(cross(cw, 0, 0, -1, 0), 1);
	/* north of Pluto the line is the other half: no gate there */
	assert_int_equal(cross(ccw, 4, -10, 6, -10), 0);
	assert_int_equal(cross(ccw, 6, -10, 4, -10), 0);
	free(ccw);
	free(cw);
	pships_unload(d1);
	pships_unload(d2);
}

/* A closed loop round the buoy crosses its gate exactly once, in the
 * loop's sense, whatever its radius; a loop not round it, zero times. */
static void test_gate_winding(void **state)
{
	void *d;
	struct pships_state *s = lab("lab-round-ccw.ini", &d);

	(void)state;
	for (int rad = 1; rad <= 6; rad++) {
		for (int around = 0; around < 2; around++) {
			struct hex c = around ? (struct hex){ 4, -8 } : (struct hex){ -6, 4 };
			struct hex h = hex_add(c, hex_scale(hex_dirs[HEX_SW], rad)), prev;
			int sum = 0, back = 0;
			for (int side = 0; side < 6; side++) {
				for (int k = 0; k < rad; k++) {
					prev = h;
					h = hex_neighbor(h, side);
					sum += pships_cross(s, 0, prev, h);
					back -= pships_cross(s, 0, h, prev);
				}
			}
			assert_int_equal(sum, around ? 1 : 0);
			assert_int_equal(back, around ? 1 : 0);
		}
	}
	free(s);
	pships_unload(d);
}

static void test_start_and_finish_planets(void **state)
{
	void *d;
	struct pships_state *s = lab("lab-finish.ini", &d);
	struct pships_ship sh = { 0 };

	(void)state;
	sh.left_start = false;
	assert_true(pships_enterable(s, &sh, 0, -6, 0));	/* Neptune, before leaving */
	sh.left_start = true;
	assert_false(pships_enterable(s, &sh, 0, -6, 0));
	assert_false(pships_enterable(s, &sh, 2, 7, 0));	/* Earth before buoy 3 */
	assert_true(pships_enterable(s, &sh, 3, 7, 0));
	assert_false(pships_enterable(s, &sh, 3, -3, -2));	/* a buoy's planet */
	free(s);
	pships_unload(d);
}

static void test_purple_crash(void **state)
{
	void *d;
	struct pships_state *s = lab("lab-specials.ini", &d);
	struct pships_move m;

	(void)state;
	put(s, 0, -3, 1, HEX_SW);
	pships_simulate(s, 0, 0, 2, &m);	/* purple at (-4,2), stardust at (-6,4) */
	assert_true(m.crash);
	assert_int_equal(m.damage, 1);
	assert_int_equal(m.path[m.end].q, -5);
	assert_int_equal(m.path[m.end].r, 3);
	pships_simulate(s, 0, 0, 3, &m);	/* 2 doubled to 4: over the stardust */
	assert_false(m.crash);
	assert_int_equal(m.path[m.end].q, -8);
	assert_int_equal(m.path[m.end].r, 6);
	free(s);
	pships_unload(d);
}

static void test_arrows_once(void **state)
{
	void *d;
	struct pships_state *s = lab("lab-specials.ini", &d);
	struct pships_move m;
	int a = pships_cell(3, 5), b = pships_cell(4, 5);

	(void)state;
	pships_set_cell(s, a, PSHIPS_PK_ARROW, HEX_E);
	pships_set_cell(s, b, PSHIPS_PK_ARROW, HEX_W);
	put(s, 0, 3, 3, HEX_SE);
	pships_simulate(s, 0, 0, 3, &m);	/* (3,4), (3,5) -> (4,5) -> (3,5), (3,6) */
	assert_false(m.crash);
	assert_int_equal(m.n, 6);
	assert_int_equal(m.path[m.end].q, 3);
	assert_int_equal(m.path[m.end].r, 6);
	free(s);
	pships_unload(d);
}

static void test_three_directions(void **state)
{
	void *d;
	struct pships_state *s = lab("lab-turn.ini", &d);
	struct pships_move mv[3];

	(void)state;
	put(s, 0, -4, 0, HEX_E);
	assert_int_equal(pships_legal(s, 0, 6, mv), 1);		/* right only */
	assert_int_equal(mv[1].reach, 4);
	assert_int_equal(mv[2].reach, 0);
	assert_int_equal(pships_legal(s, 0, 4, mv), 3);		/* straight fits 4 */
	put(s, 0, -4, 0, HEX_NE);				/* nose at Uranus */
	assert_int_equal(pships_legal(s, 0, 0, mv), 7);		/* speed 0: any heading */
	free(s);
	pships_unload(d);
}

static void test_day_track(void **state)
{
	void *d;
	struct pships_state *s = lab("lab-rules.ini", &d);
	const int rolls[3] = { 1, 2, 3 };

	(void)state;
	pships_track_day(s, 17, rolls);		/* day 17 is Uranus (7) */
	assert_int_equal(s->buoy[0], 7);	/* Saturn */
	assert_int_equal(s->buoy[1], PSHIPS_SUN);
	assert_int_equal(s->buoy[2], 2);	/* past the Sun: Pluto, Mercury, Mars */
	assert_true(s->finish < 7 && s->start < 7 && s->finish != s->start);
	free(s);
	pships_unload(d);
}

static void load_fails(const char *text, const char *want)
{
	struct tt_files f = { NULL, read_mem };
	struct tt_err err = { "" };
	void *data = NULL;

	mem_text = text;
	assert_int_equal(pships_load(&f, "my.ini", &data, &err), -1);
	assert_null(data);
	if (want[strlen(want) - 1] == '*')
		assert_memory_equal(err.msg, want, strlen(want) - 1);
	else
		assert_string_equal(err.msg, want);
}

/* The bundled tiles with their [texts] short of the dust key: the error
 * names the file, the section's line and the key. */
static void texts_fail(void)
{
	struct tt_files f = { NULL, read_mem };
	struct tt_err err = { "" };
	char *tiles = NULL, *text, *dust;
	size_t n;
	void *data = NULL;

	assert_int_equal(read_disk(NULL, "scenarios/powerships/tiles/classic.ini", &tiles, &n, &err), 0);
	text = malloc(n + 64);
	assert_non_null(text);
	snprintf(text, n + 64, "[scenario]\ntitle = t\n%s", tiles);
	dust = strstr(text, "\ndust = ");
	assert_non_null(dust);
	memcpy(dust + 1, "dusk", 4);	/* an unknown key instead of dust */
	mem_text = text;
	assert_int_equal(pships_load(&f, "my.ini", &data, &err), -1);
	assert_null(data);
	if (strncmp(err.msg, "my.ini:", 7) != 0 || !strstr(err.msg, "dust"))
		fail_msg("expected my.ini:LINE: ... dust, got '%s'", err.msg);
	free(text);
	free(tiles);
}

/* The places of a called race from the ways of n ships (seat order):
 * more buoys first, then the shorter way, ties to the lower seat, as
 * pships_rules.c ranks them; order[p] = the ship in place p + 1. */
static void ways_rank(const struct pships_state *s, const int *way, int n, int *order)
{
	bool done[PSHIPS_MAXSHIPS] = { false };

	for (int p = 0; p < n; p++) {
		int best = -1;
		long bv = 0;
		for (int k = 0; k < n; k++) {
			long v = (long)s->ship[k].buoys * PSHIPS_BUOY_WORTH - way[k];
			if (!done[k] && (best < 0 || v > bv)) {
				best = k;
				bv = v;
			}
		}
		done[best] = true;
		order[p] = best;
	}
}

/* The way left that places the ships of a called race: the search that
 * stops once the ranking is settled gives the whole field's values but
 * for at most one ship, whose lower bound ranks it the same, on random
 * systems and random ship positions, buoys and tallies (2 or 6 ships). */
static void test_ways_match_field(void **state)
{
	struct tt_files f = { NULL, read_disk };
	struct tt_err err = { "" };
	struct tt_out *out = malloc(sizeof *out);
	struct pships_state *s = calloc(1, sizeof *s);
	struct pships_data *d;
	struct tt_setup su;
	struct rng rng;
	void *data;
	int checked = 0, far = 0, bound = 0;

	(void)state;
	if (pships_load(&f, "scenarios/powerships/standard.ini", &data, &err) < 0)
		fail_msg("%s", err.msg);
	d = data;
	rng_seed(&rng, 7);
	memset(&su, 0, sizeof su);
	su.nseats = 2;
	strcpy(su.seat[0].name, "yellow");
	strcpy(su.seat[1].name, "red");
	for (int seed = 1; seed <= 12; seed++) {
		su.seed = (uint64_t)seed;
		assert_int_equal(pships_create(s, d, &su, &err), 0);
		tt_out_discard(out);
		pships_do_start(s, out);
		for (int round = 0; round < 8; round++) {
			int ship[PSHIPS_MAXSHIPS], way[PSHIPS_MAXSHIPS], full[PSHIPS_MAXSHIPS];
			int n = round % 2 ? PSHIPS_MAXSHIPS : 2, got[PSHIPS_MAXSHIPS], want[PSHIPS_MAXSHIPS];
			int off = 0;
			const struct pships_field *F;
			for (int k = 0; k < PSHIPS_MAXSHIPS; k++) {
				struct pships_ship *sh = &s->ship[k];
				do {
					sh->q = (int8_t)((int)rng_below(&rng, PSHIPS_W) - PSHIPS_R);
					sh->r = (int8_t)((int)rng_below(&rng, PSHIPS_W) - PSHIPS_R);
				} while (k > 0 && pships_kind_at(s, sh->q, sh->r) != PSHIPS_PK_SPACE);
				sh->buoys = (uint8_t)rng_below(&rng, n == 2 ? 2 : 4);
				sh->tally = (int8_t)((int)rng_below(&rng, 5) - 3);
				ship[k] = k;
			}
			pships_fields_free(d);	/* no field built: the search alone */
			assert_int_equal(pships_fields_new(d), 0);
			pships_field_ways(s, d, ship, n, way);
			F = pships_field_of(s, d);
			assert_non_null(F);
			for (int k = 0; k < n; k++) {
				const struct pships_ship *sh = &s->ship[k];
				full[k] = pships_field_get(F, sh->buoys, sh->tally, sh->q, sh->r);
				assert_true(way[k] <= full[k]);
				off += way[k] != full[k];
				far += full[k] == PSHIPS_FAR;
				checked++;
			}
			assert_true(off <= 1);
			bound += off;
			ways_rank(s, way, n, got);
			ways_rank(s, full, n, want);
			assert_memory_equal(got, want, sizeof(int) * (size_t)n);
		}
	}
	/* the early stop was met, and most ways were exact */
	assert_true(checked == 12 * 4 * (2 + PSHIPS_MAXSHIPS) && far < checked / 2 && bound > 0 &&
		    bound < checked / 4);
	pships_unload(data);
	free(s);
	free(out);
}

static void test_loader_errors(void **state)
{
	(void)state;
	load_fails("[scenario]\nlayout = fixed\n", "my.ini: no [tile NAME] sections");
	load_fails("[scenario]\n[tile a]\nr1 = . . .\n",
		   "my.ini:3: r1: expected 4 symbols, found 3");
	load_fails("[scenario]\n[tile a]\nr1 = . . . q\n",
		   "my.ini:3: r1: unknown symbol 'q' (expected . * l r x p, a planet letter "
		   "PMAVENUSJO or an arrow digit 697413)");
	load_fails("[scenario]\nlayout = sideways\n", "my.ini:2: *");
	texts_fail();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_gate_senses),
		cmocka_unit_test(test_gate_winding),
		cmocka_unit_test(test_start_and_finish_planets),
		cmocka_unit_test(test_purple_crash),
		cmocka_unit_test(test_arrows_once),
		cmocka_unit_test(test_three_directions),
		cmocka_unit_test(test_day_track),
		cmocka_unit_test(test_loader_errors),
		cmocka_unit_test(test_ways_match_field),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
