/*
 * test_powerup_rules.c - POWERUP engine: the loader (counts and file:line
 * errors), the DAMAGE card, dice with BUG and POW! faces, gravity and
 * lethal falls, pushes in a chain, ladders, acid, spikes, the store
 * (selling for half), score = SPAWN cost x 100, the CONTINUE cost rising,
 * EPIC, the prompt's exactness and the AI's determinism.
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
#include "test_powerup_turn.h"

static void expect_error(const char *text, const char *want)
{
	const struct mem_file files[] = { { "powerup/t.ini", text }, { NULL, NULL } };
	void *d = NULL;
	struct tt_err err = { "" };

	mem_files = files;
	assert_int_equal(pu_load(&mem, "powerup/t.ini", &d, &err), -1);
	mem_files = NULL;
	assert_null(d);
	if (!strstr(err.msg, want))
		fail_msg("error '%s' does not contain '%s'", err.msg, want);
}

static void test_load_counts(void **st)
{
	struct pu_data *d = load("powerup/save-the-vips.ini", NULL);
	int deck = 0;

	(void)st;
	assert_int_equal(d->ntile, 14);
	assert_int_equal(d->nsheet, 8);
	assert_int_equal(d->npow, 31);
	assert_int_equal(d->nbugcard, 29);
	for (int i = 0; i < d->neq; i++)
		deck += d->eq[i].deck;
	assert_int_equal(deck, 38);
	assert_int_equal(d->mission.tw, 4);
	assert_int_equal(d->mission.th, 3);
	assert_int_equal(d->bug[d->burp].armour, 2);
	assert_int_equal(d->bug[d->burp].lives, 3);
	pu_unload(d);
	for (int k = 0; k < 3; k++) {
		static const char *const m[] = { "powerup/dimensional-portal.ini", "powerup/hidden-keys.ini",
						 "powerup/kill-the-bugmistress.ini" };
		pu_unload(load(m[k], NULL));
	}
}

static void test_load_errors(void **st)
{
	char buf[1024];

	(void)st;
	expect_error("[mission]\ntitle = T\n", "powerup/t.ini:1:");
	snprintf(buf, sizeof buf, "%s", flat);
	*strstr(buf, "hall gap") = 'X';
	expect_error(buf, "row2: expected up to 5 tile names");
	snprintf(buf, sizeof buf, "%sbogus = 1\n", flat);
	expect_error(buf, "powerup/t.ini:14:");
	snprintf(buf, sizeof buf, "%s", flat);
	*strstr(buf, "goal = vips") = 'x';
	expect_error(buf, "goal");
}

static void test_damage_card(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static const int want[13] = { 0, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 4 };

	(void)st;
	for (int h = 0; h <= 12; h++)
		assert_int_equal(pu_damage_lives(d, h), want[h]);
	pu_unload(d);
}

static void test_dice_faces(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s;
	struct tt_out *out = calloc(1, sizeof *out);
	int pows, bugs;

	(void)st;
	create(&s, d, "ray");
	/* white 2 (face 5), yellow 2 (face 3), yellow BUG (face 1): the BUG
	 * drops the die with the fewest hits that has one -> 2 hits */
	dice_rig(&s.dice, 5), dice_rig(&s.dice, 3), dice_rig(&s.dice, 1);
	assert_int_equal(pu_roll(&s, d, (struct pu_dice2){ 1, 2 }, &pows, &bugs, "t", out), 2);
	assert_int_equal(bugs, 1);
	/* POW! face: 3 hits and a POW! draw */
	dice_rig(&s.dice, 6);
	assert_int_equal(pu_roll(&s, d, (struct pu_dice2){ 1, 0 }, &pows, &bugs, "t", out), 3);
	assert_int_equal(pows, 1);
	free(out);
	pu_unload(d);
}

static void test_falls(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s;
	struct tt_err err;
	int f;

	(void)st;
	create(&s, d, "ray");
	f = s.bb[0].fig;
	/* the gap tile leaves 4,5 without a floor: from 3,5 RAY walks into
	 * it and falls to the floor at 4,8 */
	s.fig[f].x = 3, s.fig[f].y = 5;
	assert_int_equal(run(&s, d, 0, "move right", &err), 0);
	assert_int_equal(s.bb[0].air, 3);	/* one action allowed during the fall */
	assert_int_equal(s.fig[f].y, 5);
	assert_int_equal(run(&s, d, 0, "land", &err), 0);
	assert_int_equal(s.fig[f].x, 4);
	assert_int_equal(s.fig[f].y, 8);
	assert_int_equal(s.fig[f].lives, 1);	/* 3 squares = 2 lives */
	/* 1 square is free: from 0,1 (no floor under it) to 0,2 */
	s.fig[f].lives = 3, s.fig[f].x = 1, s.fig[f].y = 1, s.bb[0].ap = 4, s.npend = 0;
	s.floor[1][0] = 0;
	assert_int_equal(run(&s, d, 0, "move left", &err), 0);
	assert_int_equal(run(&s, d, 0, "rest", &err), -1);	/* refused: nothing happens */
	assert_int_equal(s.bb[0].air, 3);
	assert_int_equal(run(&s, d, 0, "flip", &err), 0);	/* another action lands first */
	assert_int_equal(s.fig[f].y, 2);
	assert_int_equal(s.fig[f].lives, 3);
	pu_unload(d);
}

static void test_push_chain(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s;
	struct tt_out *out = calloc(1, sizeof *out);
	int a, b;

	(void)st;
	create(&s, d, "ray");
	a = bug_at(&s, d, d->buggie, 8, 2, -1);
	b = bug_at(&s, d, d->buggie, 9, 2, -1);
	/* push 5 to the right: both move until the edge stops the chain */
	assert_int_equal(pu_push(&s, d, a, 1, 0, 5, out), 2);
	assert_int_equal(s.fig[a].x, 10);
	assert_int_equal(s.fig[b].x, 11);
	free(out);
	pu_unload(d);
}

static void test_ladder_and_walls(void **st)
{
	struct pu_data *d = load("powerup/save-the-vips.ini", NULL);
	static struct pu_state s;
	struct tt_err err;
	int f;

	(void)st;
	create(&s, d, "ray");
	f = s.bb[0].fig;
	/* x = 0 is a ladder from the bottom to the top band */
	s.fig[f].x = 0, s.fig[f].y = 8;
	assert_int_equal(run(&s, d, 0, "move up", &err), 0);
	assert_int_equal(s.fig[f].y, 7);
	s.fig[f].x = 2, s.fig[f].y = 8;
	assert_int_equal(run(&s, d, 0, "move up", &err), -1);
	assert_non_null(strstr(err.msg, "ladder"));
	s.fig[f].x = 11, s.fig[f].y = 2, s.fig[f].face = 1;
	assert_int_equal(run(&s, d, 0, "move right", &err), -1);
	assert_non_null(strstr(err.msg, "edge"));
	pu_unload(d);
}

static void test_acid_and_spikes(void **st)
{
	struct pu_data *d = load("powerup/save-the-vips.ini", NULL);
	static struct pu_state s;
	struct tt_err err;
	int f;

	(void)st;
	create(&s, d, "ray");
	f = s.bb[0].fig;
	s.fig[f].x = 3, s.fig[f].y = 5, s.fig[f].face = 1;	/* acid at 4,5 */
	assert_int_equal(run(&s, d, 0, "move right", &err), 0);
	assert_int_equal(s.fig[f].lives, 0);
	assert_int_equal(run(&s, d, 0, "revive ray", &err), -1);
	/* spikes at 10,5: 1 life and a push to the side the victim picks */
	create(&s, d, "ray");
	f = s.bb[0].fig;
	s.fig[f].x = 9, s.fig[f].y = 5, s.fig[f].face = 1;
	assert_int_equal(run(&s, d, 0, "move right", &err), 0);
	assert_int_equal(s.fig[f].lives, 2);
	assert_int_equal(s.pend[s.npend - 1].kind, PU_PD_SPIKE);
	assert_int_equal(run(&s, d, 0, "side right", &err), 0);
	assert_int_equal(s.fig[f].x, 11);
	pu_unload(d);
}

static void test_doors_and_gates(void **st)
{
	static const char lab[] =
		"[mission]\ntitle = T\ngoal = vips\nmin_players = 1\nmax_players = 1\ncoins = 4\n"
		"turns = 8\nrow1 = gateway door gateway gap\n"
		"bugbusters = 1,2 2,2 5,2 7,2 8,2\nnpcs = 8,2\nburps = 10,2\nburp_face = right\n";
	struct pu_data *d = load("powerup/t.ini", lab);
	static struct pu_state s;
	struct tt_err err;
	int f;

	(void)st;
	create(&s, d, "ray");
	f = s.bb[0].fig;
	/* the door at 4,2 is open: walking through it asks for a facing */
	s.fig[f].x = 3, s.fig[f].face = 1;
	assert_int_equal(run(&s, d, 0, "move right", &err), 0);
	assert_int_equal(s.pend[s.npend - 1].kind, PU_PD_FACE);
	assert_int_equal(run(&s, d, 0, "face left", &err), 0);
	assert_int_equal(s.fig[f].face, -1);
	/* a closed door is a wall */
	s.door_open[2][4] = 0;
	s.fig[f].x = 3, s.fig[f].face = 1;
	assert_int_equal(run(&s, d, 0, "move right", &err), -1);
	assert_non_null(strstr(err.msg, "closed door"));
	/* gateways 1 (0,2), 2 (6,2), 3 (11,2): the arrival one closes */
	s.bb[0].ap = 4;
	s.fig[f].x = 0;
	assert_int_equal(run(&s, d, 0, "gate 2", &err), 0);
	assert_int_equal(s.fig[f].x, 6);
	assert_int_equal(run(&s, d, 0, "gate 3", &err), 0);
	assert_int_equal(s.fig[f].x, 11);
	assert_int_equal(s.gate_off, 2 * PU_W + 11);
	s.fig[f].x = 0;		/* walked back to gateway 1: gateway 3 is OFF */
	assert_int_equal(run(&s, d, 0, "gate 3", &err), -1);
	assert_non_null(strstr(err.msg, "closed"));
	assert_int_equal(run(&s, d, 0, "gate 2", &err), 0);
	pu_unload(d);
}

static void test_store_sell_half(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s;
	struct tt_err err;
	int coins;

	(void)st;
	create(&s, d, "pam");	/* PAM starts with a shotgun (4) and a pistol (2) */
	pu_push_pend(&s, PU_PD_STORE, 0, s.bb[0].fig, 0, 0);
	coins = s.bb[0].coins;
	assert_int_equal(run(&s, d, 0, "sell shotgun", &err), 0);
	assert_int_equal(s.bb[0].coins, coins + 2);
	s.bb[0].coins = 0;
	s.bb[0].gear[s.bb[0].ngear++] = 0;	/* baseball bat, 2 -> 1 */
	for (int i = 0; i < d->neq; i++)
		if (d->eq[i].cost == 3 && d->eq[i].deck) {
			s.bb[0].gear[s.bb[0].ngear - 1] = (int8_t)i;
			assert_int_equal(run(&s, d, 0, "sell crowbar", &err), 0);
			assert_int_equal(s.bb[0].coins, 1);	/* 3 / 2 rounded down */
			break;
		}
	pu_unload(d);
}

static void test_score_and_coins(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s;
	struct tt_err err;
	int b;

	(void)st;
	create(&s, d, "tor");
	b = bug_at(&s, d, d->bigbug, 3, 2, -1);
	/* TOR 2W2Y: 2+2+3+3 = 10 hits; BIGBUG 2W1Y: 0 -> wins by 10, 9 after
	 * armour -> 4 lives: the BIGBUG (cost 4) dies, TOR scores 400 */
	for (int k = 0; k < 4; k++)
		dice_rig(&s.dice, k < 2 ? 5 : 5);
	dice_rig(&s.dice, 1), dice_rig(&s.dice, 1), dice_rig(&s.dice, 2);
	assert_int_equal(run(&s, d, 0, "attack ahead", &err), 0);
	assert_int_equal(s.fig[b].kind, PU_FK_NONE);
	assert_int_equal(s.bb[0].score, d->bug[d->bigbug].cost * 100);
	assert_int_equal(s.coins[2][3], d->bug[d->bigbug].coins);
	pu_unload(d);
}

static void test_continue_cost(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s;
	struct tt_err err;

	(void)st;
	create(&s, d, "ray,tor");
	s.power[2][10] = 2;
	s.power[2][11] = 2;
	s.bb[0].coins = 20;
	s.fig[s.bb[1].fig].lives = 0;
	assert_int_equal(pu_continue_cost(&s, d), d->continue_cost[0]);
	assert_int_equal(run(&s, d, 0, "continue tor", &err), 0);
	assert_int_equal(s.bb[0].coins, 20 - d->continue_cost[0]);
	assert_int_equal(s.fig[s.bb[1].fig].lives, 3);
	assert_int_equal(pu_continue_cost(&s, d), d->continue_cost[1]);
	assert_true(d->continue_cost[1] > d->continue_cost[0]);
	pu_unload(d);
}

/* Every BUGBUSTER down: the game ends when no CONTINUE can ever be paid
 * for, or there is no ON POWERUP (free, in the BUGBUSTERs' turn) to come
 * back at; a free ON POWERUP and the coins keep it going. */
static void test_all_down(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s;
	struct tt_out out = { .len = 0 };
	int b;

	(void)st;
	create(&s, d, "ray,tor");
	memset(s.power, 0, sizeof s.power);
	s.power[2][10] = 2;
	s.bb[0].coins = 20;
	s.fig[s.bb[0].fig].lives = 0;
	s.fig[s.bb[1].fig].lives = 0;
	pu_check_end(&s, d, &out);
	assert_int_equal(s.result, 0);	/* a CONTINUE is still possible */
	b = bug_at(&s, d, d->buggie, 10, 2, -1);
	assert_true(b >= 0);
	pu_check_end(&s, d, &out);
	assert_int_equal(s.result, 2);	/* a BUG stands on the only ON POWERUP */
	s.result = 0;
	s.fig[b].x = 9;
	s.power[2][10] = 1;
	pu_check_end(&s, d, &out);
	assert_int_equal(s.result, 2);	/* no POWERUP is ON */
	s.result = 0;
	s.power[2][10] = 2;
	s.bb[0].coins = s.bb[1].coins = 0;
	pu_check_end(&s, d, &out);
	assert_int_equal(s.result, 2);	/* no coins for a CONTINUE */
	pu_unload(d);
}

static void test_epic(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s;
	struct tt_err err;
	int want[4] = { -1, -1, -1, -1 }, n = 0;

	(void)st;
	create(&s, d, "ray");
	for (int i = 0; i < d->npow && n < 4; i++)
		if (d->pow[i].letter == "EPI*"[n])
			want[n++] = i;
	s.bb[0].nhand = 0;
	for (int k = 0; k < 4; k++)
		s.bb[0].hand[s.bb[0].nhand++] = (int8_t)want[k];
	assert_int_equal(run(&s, d, 0, "epic", &err), 0);
	assert_int_equal(s.bb[0].epic, 1);
	assert_int_equal(s.bb[0].nhand, 0);
	assert_int_equal(s.bb[0].rp, s.bb[0].maxrp + d->sheet[s.fig[s.bb[0].fig].type].erp);
	assert_int_equal(run(&s, d, 0, "epic", &err), -1);
	pu_unload(d);
}

static void test_prompt_exact_and_ai(void **st)
{
	struct pu_data *d = load("powerup/save-the-vips.ini", NULL);
	static struct pu_state s, t;
	static struct tt_prompt p;
	struct tt_setup su;
	struct tt_err err = { "" };
	struct rng r1, r2;
	char c1[64], c2[64], why[80];

	(void)st;
	memset(&su, 0, sizeof su);
	su.seed = 11;
	su.nseats = 2;
	tt_strlcpy(su.seat[0].name, "ray", TT_NAME_MAX);
	tt_strlcpy(su.seat[1].name, "tor", TT_NAME_MAX);
	memset(&s, 0, sizeof s);
	assert_int_equal(powerup_ops.create(&s, d, &su, &err), 0);
	for (int step = 0; step < 200 && !s.result; step++) {
		pu_prompt(&s, d, &p);
		assert_true(p.seat >= 0 && p.nopt > 0);
		for (int i = 0; i < p.nopt; i++) {
			memcpy(&t, &s, sizeof t);
			if (run(&t, d, p.seat, p.opt[i].cmd, &err) < 0)
				fail_msg("listed option '%s' refused: %s", p.opt[i].cmd, err.msg);
		}
		rng_seed(&r1, (uint64_t)step), rng_seed(&r2, (uint64_t)step);
		assert_int_equal(pu_ai(&s, d, p.seat, AI_NORMAL, &r1, c1, sizeof c1, why, sizeof why), 0);
		assert_int_equal(pu_ai(&s, d, p.seat, AI_NORMAL, &r2, c2, sizeof c2, why, sizeof why), 0);
		assert_string_equal(c1, c2);
		assert_int_equal(run(&s, d, p.seat, c1, &err), 0);
	}
	pu_unload(d);
}

/* The view draws every option's preview and the overview within bounds. */
static void test_view(void **st)
{
	struct pu_data *d = load("powerup/save-the-vips.ini", NULL);
	static struct pu_state s;
	static struct tt_prompt p;
	static struct tt_view v;
	struct tt_err err;

	(void)st;
	create(&s, d, "ray,tor");
	bug_at(&s, d, d->buggie, 3, 5, -1);
	pu_prompt(&s, d, &p);
	for (int i = -1; i < p.nopt; i++) {
		memset(&v, 0, sizeof v);
		pu_view(&s, d, 0, i, false, &v);
		assert_true(v.board.w <= CANVAS_W && v.board.h <= CANVAS_H && v.panel.w <= 26);
	}
	pu_view(&s, d, 0, -1, true, &v);
	assert_true(v.board.w <= 54 && v.board.h <= 18);
	assert_int_equal(run(&s, d, 0, "attack ahead", &err), 0);
	pu_unload(d);
}

/* Validate fully, then mutate: a refused command leaves every byte of the
 * state as it was, with no copy to protect it.  (Before, a BUGBUSTER in
 * mid-jump landed before a command was refused, a reaction closed its
 * window before its action was refused, and an aimed POW! card was paid
 * and discarded before it found nothing to aim at.) */
static void test_refusal_changes_nothing(void **st)
{
	static const char *const refused[] = { "move sideways", "gate 1", "buy 1", "revive ana", "play 1",
					       "attack ahead", "react move left" };
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s, before;
	struct tt_err err;

	(void)st;
	create(&s, d, "ray,ana");
	assert_int_equal(run(&s, d, 0, "jump ahead", &err), 0);
	assert_true(s.bb[0].air);
	s.bb[0].hand[0] = (int8_t)pow_card(d, "Door Hack");	/* no door on this board */
	s.bb[0].nhand = 1;
	memcpy(&before, &s, sizeof s);
	for (size_t k = 0; k < sizeof refused / sizeof refused[0]; k++) {
		assert_int_equal(run(&s, d, 0, refused[k], &err), -1);
		assert_memory_equal(&s, &before, sizeof s);
	}
	pu_push_pend(&s, PU_PD_REACT, 1, s.bb[0].fig, s.bb[1].fig, 0);	/* ANA's reaction window */
	s.bb[1].rp = 2;
	memcpy(&before, &s, sizeof s);
	assert_int_equal(run(&s, d, 1, "react move sideways", &err), -1);
	assert_memory_equal(&s, &before, sizeof s);
	assert_int_equal(run(&s, d, 1, "react revive ray", &err), -1);
	assert_memory_equal(&s, &before, sizeof s);
	pu_unload(d);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_load_counts),
		cmocka_unit_test(test_load_errors),
		cmocka_unit_test(test_damage_card),
		cmocka_unit_test(test_dice_faces),
		cmocka_unit_test(test_falls),
		cmocka_unit_test(test_push_chain),
		cmocka_unit_test(test_ladder_and_walls),
		cmocka_unit_test(test_acid_and_spikes),
		cmocka_unit_test(test_doors_and_gates),
		cmocka_unit_test(test_store_sell_half),
		cmocka_unit_test(test_score_and_coins),
		cmocka_unit_test(test_continue_cost),
		cmocka_unit_test(test_all_down),
		cmocka_unit_test(test_epic),
		cmocka_unit_test(test_prompt_exact_and_ai),
		cmocka_unit_test(test_view),
		cmocka_unit_test(test_refusal_changes_nothing),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
