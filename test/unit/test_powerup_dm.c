/*
 * test_powerup_dm.c - POWERUP Deathmatch, left against right: the 2v2
 * house board (deathmatch-4) is its own mirror image, so a game played
 * on its mirror (the bases swapped: RED on the right, BLU on the left)
 * with the same seed must be the mirror of the game on the real board,
 * move for move, when the AI plays every seat: the engine and the AI
 * favour neither side of the board (no scan from the left deciding a
 * tie, no "left first").
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "io.h"
#include "rng.h"
#include "cmd.h"
#include "games/powerup/pu_engine.h"

#include "test_powerup_fixture.h"

/* deathmatch-4 seen in a mirror: every square at x goes to 11 - x, so
 * the RED base is the right-hand tile and the BLU base the left one;
 * the other tiles and the piece lists are their own mirror images. */
static const char mirror4[] =
	"[mission]\ntitle = M\ngoal = deathmatch\nmin_players = 4\nmax_players = 4\ncoins = 0\nturns = 0\n"
	"row1 = hall platform platform hall\nrow2 = base-blu acid acid base-red\n"
	"bugbusters = 9,5 2,5 10,5 1,5\nrobots = 10,4 1,4\n"
	"powerups = 2,4 9,4 1,2 10,2 4,1 7,1 3,5 8,5\ndrums = 8,2 3,2\n"
	"tokens = 2:0,2 2:11,2 P:5,2 P:6,2 T:5,5 T:6,5 1:2,2 1:9,2\n"
	"power_cycle = 4\nhouse_limit = 20\ncaptures = 2\nthrow_max = 3\nthrow_push = 1\n";

/* The tiles with the two bases' names swapped: base-red now has the
 * ladder on its right, as the real base-blu seen in a mirror. */
static char *swapped_tiles(void)
{
	char *buf, *r, *b;
	size_t len;
	struct tt_err err = { "" };

	if (io_files.read(io_files.ctx, "powerup/data/tiles.ini", &buf, &len, &err) < 0)
		fail_msg("tiles.ini: %s", err.msg);
	r = strstr(buf, "[tile base-red]");
	b = strstr(buf, "[tile base-blu]");
	assert_non_null(r);
	assert_non_null(b);
	memcpy(r + 11, "blu", 3);
	memcpy(b + 11, "red", 3);
	return buf;
}

static struct pu_data *load_mirror(void)
{
	char *tiles = swapped_tiles();
	const struct mem_file files[] = { { "powerup/mirror-4.ini", mirror4 },
					  { "powerup/data/tiles.ini", tiles },
					  { NULL, NULL } };
	void *d = NULL;
	struct tt_err err = { "" };

	mem_files = files;
	if (pu_load(&mem, "powerup/mirror-4.ini", &d, &err) < 0)
		fail_msg("load the mirror board: %s", err.msg);
	mem_files = NULL;
	free(tiles);
	return d;
}

static void start(struct pu_state *s, const struct pu_data *d, uint64_t seed)
{
	static const char *const names[] = { "ana", "ray", "pnk", "tor" };
	struct tt_setup su;
	struct tt_err err = { "" };

	memset(&su, 0, sizeof su);
	memset(s, 0, sizeof *s);
	su.seed = seed;
	for (int i = 0; i < 4; i++)
		tt_strlcpy(su.seat[su.nseats++].name, names[i], TT_NAME_MAX);
	if (powerup_ops.create(s, d, &su, &err) < 0)
		fail_msg("create: %s", err.msg);
}

/* cmd seen in the mirror: left and right swapped. */
static void mirrored(const char *cmd, char *out, size_t cap)
{
	size_t n = 0;

	while (*cmd && n + 6 < cap) {
		if (!strncmp(cmd, "left", 4)) {
			memcpy(out + n, "right", 5);
			n += 5;
			cmd += 4;
		} else if (!strncmp(cmd, "right", 5)) {
			memcpy(out + n, "left", 4);
			n += 4;
			cmd += 5;
		} else
			out[n++] = *cmd++;
	}
	out[n] = '\0';
}

/* Every figure of b stands where the mirror puts the same figure of a. */
static bool figures_mirrored(const struct pu_state *a, const struct pu_state *b)
{
	if (a->nfig != b->nfig)
		return false;
	for (int i = 0; i < a->nfig; i++) {
		const struct pu_fig *f = &a->fig[i], *g = &b->fig[i];
		bool off = f->x < 0 || g->x < 0;
		if ((off ? f->x != g->x : g->x != a->w - 1 - f->x) || f->y != g->y || f->lives != g->lives ||
		    (f->kind == PU_FK_BB && g->face != -f->face)) {
			print_message("figure %d (kind %d): %d,%d face %d on the board, %d,%d face %d on its mirror\n", i,
				      f->kind, f->x, f->y, f->face, g->x, g->y, g->face);
			return false;
		}
	}
	return true;
}

static void apply(struct pu_state *s, const struct pu_data *d, int seat, const char *cmd)
{
	static struct tt_out out;
	struct cmd c;
	struct tt_err err = { "" };
	unsigned fl = 0;

	assert_int_equal(cmd_parse(cmd, &c, &err), 0);
	out.len = 0;
	if (pu_apply(s, d, seat, &c, &out, &fl, &err) < 0)
		fail_msg("'%s' refused: %s", cmd, err.msg);
}

/* One game on each board, every seat at level, seed: the same seat is
 * asked each time, its answer on the mirror is the mirror of its answer,
 * and every figure stays mirrored, to the end (or max decisions). */
static void play_mirrored(const struct pu_data *d, const struct pu_data *m, int level, uint64_t seed, int max)
{
	static struct pu_state a, b;
	static struct tt_prompt pa, pb;
	struct rng ra, rb;
	int n = 0;

	start(&a, d, seed);
	start(&b, m, seed);
	rng_seed(&ra, seed);
	rng_seed(&rb, seed);
	assert_true(figures_mirrored(&a, &b));
	for (; n < max && !a.result; n++) {
		char ca[128], cb[128], want[128], why[128];
		pu_prompt(&a, d, &pa);
		pu_prompt(&b, m, &pb);
		assert_int_equal(pa.seat, pb.seat);
		assert_int_equal(pu_ai_seat(&a, d, pa.seat, level, &ra, ca, sizeof ca, why, sizeof why), 0);
		assert_int_equal(pu_ai_seat(&b, m, pb.seat, level, &rb, cb, sizeof cb, why, sizeof why), 0);
		mirrored(ca, want, sizeof want);
		if (strcmp(cb, want) != 0)
			fail_msg("seed %llu, decision %d (seat %d): '%s' on the board, '%s' on its mirror",
				 (unsigned long long)seed, n, pa.seat, ca, cb);
		apply(&a, d, pa.seat, ca);
		apply(&b, m, pb.seat, cb);
		if (!figures_mirrored(&a, &b))
			fail_msg("seed %llu, decision %d: after '%s' the figures are not mirrored",
				 (unsigned long long)seed, n, ca);
	}
	assert_true(n > 20);
	assert_int_equal(a.result, b.result);
	assert_int_equal(a.dm.winner, b.dm.winner);
}

/* The normal AI, whole games on three seeds; the hard AI, its first 60
 * decisions on one (its play-outs go through the same code).  With
 * DMSEEDS set in the environment: 40 normal games and 3 whole hard
 * games (minutes, by hand). */
static void test_dm_mirror(void **st)
{
	struct pu_data *d = load("powerup/deathmatch-4.ini", NULL), *m = load_mirror();

	(void)st;
	for (uint64_t seed = 1; seed <= (getenv("DMSEEDS") ? 40u : 3u); seed++)
		play_mirrored(d, m, AI_NORMAL, seed, 3000);
	for (uint64_t k = 4; k < (getenv("DMSEEDS") ? 7u : 5u); k++)
		play_mirrored(d, m, AI_HARD, k, getenv("DMSEEDS") ? 3000 : 60);
	pu_unload(d);
	pu_unload(m);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_dm_mirror),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
