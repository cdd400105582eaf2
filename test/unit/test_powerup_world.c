/*
 * test_powerup_world.c - POWERUP world data: the 12 house tiles hold
 * every square type; each Arcade mission lays 12 tiles in a 3 x 4 board
 * (12 x 9 squares) and gets one POWERUP per tile, ON at the start, on a
 * square one can stand on; start squares are free and standable; the
 * board edge is an obstacle and the void kills outside the GLITCH.
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
#include "games/powerup/pu_engine.h"

#include "test_powerup_fixture.h"

static const char *const missions[] = {
	"powerup/save-the-vips.ini", "powerup/dimensional-portal.ini", "powerup/hidden-keys.ini",
	"powerup/kill-the-bugmistress.ini"
};

static void make(struct pu_state *s, const struct pu_data *d, const char *players, uint64_t seed)
{
	struct tt_setup su;
	struct tt_err err = { "" };
	char buf[64], *save = NULL;

	memset(&su, 0, sizeof su);
	memset(s, 0, sizeof *s);
	su.seed = seed;
	tt_strlcpy(buf, players, sizeof buf);
	for (char *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save))
		tt_strlcpy(su.seat[su.nseats++].name, t, TT_NAME_MAX);
	if (pu_create(s, d, &su, &err) < 0)
		fail_msg("create: %s", err.msg);
}

/* Every square type appears in the house tiles. */
static void test_tiles_all_kinds(void **st)
{
	struct pu_data *d = load(missions[0], NULL);
	int seen[PU_SQ_N] = { 0 }, floors = 0, air = 0;

	(void)st;
	assert_int_equal(d->ntile >= 12, 1);
	for (int t = 0; t < d->ntile; t++)
		for (int r = 0; r < PU_T; r++)
			for (int c = 0; c < PU_T; c++) {
				seen[d->tile[t].kind[r][c]]++;
				floors += d->tile[t].floor[r][c];
				air += !d->tile[t].floor[r][c];
			}
	for (int k = 0; k < PU_SQ_N; k++)
		if (!seen[k])
			fail_msg("no tile has a square of kind %s", pu_sq_names[k]);
	assert_true(floors > 0 && air > 0);
	pu_unload(d);
}

/* Each mission: a 3 x 4 board of tiles, one ON POWERUP per tile on a
 * square with support, BUGBUSTERs on free squares with support. */
static void test_missions_board(void **st)
{
	static struct pu_state s;

	(void)st;
	for (size_t m = 0; m < sizeof missions / sizeof missions[0]; m++) {
		struct pu_data *d = load(missions[m], NULL);
		for (uint64_t seed = 1; seed <= 20; seed++) {
			make(&s, d, "ray,pam,tor,ana,mai", seed);
			assert_int_equal(d->mission.tw, 4);
			assert_int_equal(d->mission.th, 3);
			assert_int_equal(s.w, 12);
			assert_int_equal(s.h, 9);
			for (int ty = 0; ty < 3; ty++)
				for (int tx = 0; tx < 4; tx++) {
					int n = 0;
					for (int y = ty * PU_T; y < ty * PU_T + PU_T; y++)
						for (int x = tx * PU_T; x < tx * PU_T + PU_T; x++)
							if (s.power[y][x]) {
								n++;
								assert_int_equal(s.power[y][x], 2);
								assert_true(pu_floor_under(&s, x, y));
								assert_true(s.kind[y][x] != PU_SQ_ACID &&
									    s.kind[y][x] != PU_SQ_SPIKES &&
									    s.kind[y][x] != PU_SQ_SOLID);
							}
					if (n != 1)
						fail_msg("%s seed %d: tile %d,%d has %d POWERUPs", missions[m],
							 (int)seed, tx, ty, n);
				}
			for (int i = 0; i < s.nseats; i++) {
				int f = s.bb[i].fig;
				assert_true(pu_on_board(&s, s.fig[f].x, s.fig[f].y));
				assert_true(pu_supported(&s, d, f));
				assert_int_equal(pu_at(&s, s.fig[f].x, s.fig[f].y, f), -1);
				assert_false(pu_blocks(&s, s.fig[f].x, s.fig[f].y));
			}
		}
		pu_unload(d);
	}
}

/* The board edge is an obstacle; a figure placed outside the board
 * without the GLITCH dies at once and only a CONTINUE brings it back. */
static void test_edge_and_void(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s;
	struct tt_out *out = calloc(1, sizeof *out);
	int f;

	(void)st;
	make(&s, d, "ray", 7);
	f = s.bb[0].fig;
	assert_true(pu_blocks(&s, -1, 2));
	assert_true(pu_blocks(&s, s.w, 2));
	assert_true(pu_blocks(&s, 3, -1));
	pu_place(&s, d, f, -1, 2, out);
	assert_int_equal(s.fig[f].lives, 0);
	assert_int_equal(s.fig[f].blinked, 2);	/* no revive: a CONTINUE only */
	assert_non_null(strstr(out->text, "void"));
	free(out);
	pu_unload(d);
}

static int put(struct pu_state *s, const struct pu_data *d, int kind, int type, int x, int y)
{
	int f = pu_new_fig(s, kind, type, x, y, -1);

	s->fig[f].lives = (int8_t)(kind == PU_FK_BUG ? d->bug[type].lives : 3);
	return f;
}

/* A push carries the stack standing on the pushed figure's head; a rider
 * that meets a figure stays behind and falls; a floor between two figures
 * means the upper one stands on the floor, not on a head. */
static void test_stacks_ride_pushes(void **st)
{
	static const char two[] =
		"[mission]\ntitle = T\ngoal = vips\nmin_players = 1\ncoins = 4\nturns = 8\n"
		"row1 = hall platform hall hall\n"
		"bugbusters = 0,2 1,2 2,2 3,2 9,2\nnpcs = 11,2\nburps = 10,2\nburp_face = right\n";
	struct pu_data *d = load("powerup/t.ini", two);
	static struct pu_state s;
	struct tt_out *out = calloc(1, sizeof *out);
	int b, r, v[PU_H];

	(void)st;
	make(&s, d, "ray", 7);
	b = put(&s, d, PU_FK_BUG, d->buggie, 7, 2);
	r = s.bb[0].fig;
	s.fig[r].x = 7, s.fig[r].y = 1;		/* RAY on the BUGGIE's head */
	assert_true(pu_supported(&s, d, r));
	assert_int_equal(pu_stack(&s, d, b, v), 1);
	assert_int_equal(v[0], r);
	assert_int_equal(pu_push(&s, d, b, 1, 0, 2, out), 2);
	assert_int_equal(s.fig[b].x, 9);
	assert_int_equal(s.fig[r].x, 9);
	assert_int_equal(s.fig[r].y, 1);
	/* back left under the platform at 4,1: a BATBUG hovering at 6,1 stops
	 * the rider, who falls 1 square (free) where it was */
	put(&s, d, PU_FK_BUG, d->batbug, 6, 1);
	tt_out_clear(out);
	assert_int_equal(pu_push(&s, d, b, -1, 0, 3, out), 3);
	assert_int_equal(s.fig[b].x, 6);
	assert_int_equal(s.fig[r].x, 7);
	assert_int_equal(s.fig[r].y, 2);
	assert_int_equal(s.fig[r].lives, 3);
	assert_non_null(strstr(out->text, "stays behind"));
	/* the platform's floor at 4,1 lies between a figure on it and one
	 * under it: no stack */
	s.fig[r].x = 4, s.fig[r].y = 1;
	s.fig[b].x = 4, s.fig[b].y = 2;
	assert_int_equal(pu_stack(&s, d, b, v), 0);
	free(out);
	pu_unload(d);
}

/* Cargo shares its carrier's square when the stairs carry the carrier. */
static void test_cargo_follows(void **st)
{
	static const char stairs[] =
		"[mission]\ntitle = T\ngoal = vips\nmin_players = 1\ncoins = 4\nturns = 8\n"
		"row1 = hall stairs hall hall\n"
		"bugbusters = 3,2 2,2 8,2 9,2 10,2\nnpcs = 11,2\nburps = 0,2\nburp_face = left\n";
	struct pu_data *d = load("powerup/t.ini", stairs);
	static struct pu_state s;
	struct tt_out *out = calloc(1, sizeof *out);
	int ray, pam;

	(void)st;
	make(&s, d, "ray,pam", 7);
	ray = s.bb[0].fig, pam = s.bb[1].fig;
	s.fig[ray].carry = (int8_t)pam;
	pu_sync_cargo(&s, ray);
	pu_place(&s, d, ray, 4, 2, out);	/* onto the stairs: carried up */
	assert_int_equal(s.fig[ray].y, 0);
	assert_int_equal(s.fig[pam].x, 4);
	assert_int_equal(s.fig[pam].y, 0);
	assert_int_equal(pu_at(&s, 4, 0, -1), ray);	/* cargo stands nowhere */
	/* boarding the GLITCH, the carrier puts the cargo down outside */
	{
		struct tt_err err = { "" };
		struct cmd c;
		unsigned fl;
		int gl = pu_new_fig(&s, PU_FK_GLITCH, 0, 5, 0, 1);
		s.fig[gl].lives = 2;
		s.phase = PU_PH_BB, s.active = 0, s.bb[0].ap = 4, s.npend = 0;
		assert_int_equal(cmd_parse("board", &c, &err), 0);
		assert_int_equal(pu_apply(&s, d, 0, &c, out, &fl, &err), 0);
		assert_int_equal(s.fig[ray].aboard, 1);
		assert_int_equal(s.fig[ray].carry, -1);
		assert_int_equal(pu_at(&s, 4, 0, -1), pam);
	}
	free(out);
	pu_unload(d);
}

/* The screen previews the highlighted move: a step into the gap at 4,5
 * shows where RAY lands (4,8) and what it costs (1 AP, 2 lives). */
static void test_preview_fall(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s;
	static struct tt_prompt p;
	static struct tt_view v;
	int f, sel = -1;

	(void)st;
	make(&s, d, "ray", 7);
	for (int i = 0; i < s.nfig; i++)
		if (s.fig[i].kind == PU_FK_BUG)
			s.fig[i].kind = PU_FK_NONE;
	memset(s.power, 0, sizeof s.power);
	s.phase = PU_PH_BB, s.bstep = 2, s.event = -1, s.npend = 0;
	pu_start_bb(&s, d, 0, &(struct tt_out){ .len = 0 });
	f = s.bb[0].fig;
	s.fig[f].x = 3, s.fig[f].y = 5, s.fig[f].face = 1;
	pu_prompt(&s, d, &p);
	for (int i = 0; i < p.nopt; i++)
		if (!strcmp(p.opt[i].cmd, "move right"))
			sel = i;
	assert_true(sel >= 0);
	pu_view(&s, d, 0, sel, false, &v);
	if (strcmp(v.preview, "lands 4,8, -1 AP, -2 lives") != 0)
		fail_msg("preview is '%s'", v.preview);
	assert_int_equal(s.fig[f].y, 5);	/* only a preview */
	pu_unload(d);
}

/* Every square one can stand on in each Arcade layout is reachable on
 * foot from the first BUGBUSTER's start (steps, ladders, stairs, jumps,
 * falls; the board empty of everyone else). */
static void test_layouts_connected(void **st)
{
	static struct pu_state s;
	int8_t dist[PU_H][PU_W], first[PU_H][PU_W];

	(void)st;
	for (size_t m = 0; m < sizeof missions / sizeof missions[0]; m++) {
		struct pu_data *d = load(missions[m], NULL);
		int f;
		make(&s, d, "ray,pam", 1);
		f = s.bb[0].fig;
		for (int i = 0; i < s.nfig; i++)
			if (i != f)
				s.fig[i].kind = PU_FK_NONE;
		pu_bfs(&s, d, f, false, dist, first);
		for (int y = 0; y < s.h; y++)
			for (int x = 0; x < s.w; x++) {
				int k = s.kind[y][x];
				if (!pu_floor_under(&s, x, y) || k == PU_SQ_SOLID || k == PU_SQ_ACID || dist[y][x] >= 0)
					continue;
				fail_msg("%s: square %d,%d cannot be reached", missions[m], x, y);
			}
		pu_unload(d);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tiles_all_kinds),
		cmocka_unit_test(test_missions_board),
		cmocka_unit_test(test_edge_and_void),
		cmocka_unit_test(test_stacks_ride_pushes),
		cmocka_unit_test(test_cargo_follows),
		cmocka_unit_test(test_preview_fall),
		cmocka_unit_test(test_layouts_connected),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
