/*
 * test_powerup_ai.c - POWERUP AI BUGBUSTERs: every level plays whole
 * Arcade games to their end sending only commands the prompt lists and
 * apply accepts; the push-risk helper sees acid, walls and long falls;
 * hard goes on for the portal where normal turns back to buy a life; the
 * search ranks lost games by what is left; hard goes for the key carrier
 * nearest to a gateway; the normal level beats the random baseline at
 * Save the VIPs.
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

#define PU_FIXTURE_SEATS
#include "test_powerup_fixture.h"

static void make(struct pu_state *s, const struct pu_data *d, int nseats, uint64_t seed)
{
	make_seats(s, d, nseats, false, seed);	/* as the session does */
}

static bool listed(const struct tt_prompt *p, const char *cmd)
{
	for (int i = 0; i < p->nopt; i++)
		if (strcmp(p->opt[i].cmd, cmd) == 0)
			return true;
	return false;
}

/* Play s to the end with every seat at level; returns the result (1 won,
 * 2 lost), failing the test on a command the prompt does not list or
 * apply refuses, or on a game that never ends. */
static int play(struct pu_state *s, const struct pu_data *d, int level, uint64_t seed)
{
	static struct tt_prompt p;
	static struct tt_out out;
	struct rng rng;
	char cmd[128], why[128];

	rng_seed(&rng, seed);
	for (int n = 0; n < 20000; n++) {
		struct cmd c;
		struct tt_err err = { "" };
		unsigned fl = 0;
		if (s->result)
			return s->result;
		pu_prompt(s, d, &p);
		assert_true(p.seat >= 0 && p.nopt > 0);
		if (pu_ai(s, d, p.seat, level, &rng, cmd, sizeof cmd, why, sizeof why) < 0)
			fail_msg("seed %llu: no AI move", (unsigned long long)seed);
		if (!listed(&p, cmd))
			fail_msg("seed %llu: '%s' is not an option", (unsigned long long)seed, cmd);
		assert_int_equal(cmd_parse(cmd, &c, &err), 0);
		out.len = 0;
		out.text[0] = '\0';
		if (pu_apply(s, d, p.seat, &c, &out, &fl, &err) < 0)
			fail_msg("seed %llu: '%s' refused: %s", (unsigned long long)seed, cmd, err.msg);
	}
	fail_msg("seed %llu: no end after 20000 decisions", (unsigned long long)seed);
	return 0;
}

/* Every level, every mission, a few seeds (one for hard, whose search
 * plays hundreds of games on per game): legal to the end. */
static void test_ai_plays_to_the_end(void **st)
{
	static struct pu_state s;

	(void)st;
	for (size_t m = 0; m < sizeof missions / sizeof missions[0]; m++) {
		struct pu_data *d = load(missions[m], NULL);
		for (int level = AI_EASY; level <= AI_HARD; level++)
			for (uint64_t seed = 1; seed <= (level == AI_HARD ? 1u : 3u); seed++) {
				make(&s, d, 3, seed);
				assert_true(play(&s, d, level, seed) > 0);
			}
		pu_unload(d);
	}
}

/* Acid at 4,2 on a one-row board: what a push of n squares costs. */
static void test_ai_push_risk(void **st)
{
	static struct pu_state s;
	static const char acid[] =
		"[mission]\ntitle = T\ngoal = vips\nmin_players = 1\ncoins = 4\nturns = 8\n"
		"row1 = hall acid hall hall\nrow2 = hall hall hall hall\n"
		"bugbusters = 1,2 2,2 8,2 9,2 10,2\nnpcs = 0,5\nburps = 11,5\nburp_face = left\n";
	struct pu_data *d = load("t.ini", acid);

	(void)st;
	make(&s, d, 1, 1);
	assert_int_equal(s.kind[2][4], PU_SQ_ACID);
	assert_int_equal(pu_ai_push_risk(&s, 5, 2, -1, 1), 99);	/* next square: acid */
	assert_int_equal(pu_ai_push_risk(&s, 6, 2, -1, 1), 0);
	assert_int_equal(pu_ai_push_risk(&s, 6, 2, -1, 2), 99);
	assert_int_equal(pu_ai_push_risk(&s, 6, 2, 1, 3), 0);	/* open floor */
	assert_int_equal(pu_ai_push_risk(&s, 0, 2, -1, 3), 0);	/* the board edge stops it */
	assert_int_equal(pu_ai_danger(&s, 3, 2), 99);
	assert_int_equal(pu_ai_danger(&s, 9, 2), 0);
	pu_unload(d);
}

/* A push off a ledge: the fall below costs squares - 1 lives. */
static void test_ai_push_fall(void **st)
{
	static struct pu_state s;
	static const char ledge[] =
		"[mission]\ntitle = T\ngoal = vips\nmin_players = 1\ncoins = 4\nturns = 8\n"
		"row1 = hall gap hall hall\nrow2 = hall hall hall hall\nrow3 = hall hall hall hall\n"
		"bugbusters = 2,2 1,2 8,2 9,2 10,2\nnpcs = 0,8\nburps = 11,8\nburp_face = left\n";
	struct pu_data *d = load("t.ini", ledge);

	(void)st;
	make(&s, d, 1, 1);
	assert_false(s.floor[2][4]);	/* the gap tile has no floor under 4,2 */
	assert_int_equal(pu_ai_push_risk(&s, 3, 2, 1, 1), 2);	/* 4,2 down to 4,5: 3 squares */
	assert_int_equal(pu_ai_push_risk(&s, 2, 2, 1, 1), 0);
	assert_int_equal(pu_ai_push_risk(&s, 2, 2, 1, 2), 2);
	assert_int_equal(pu_ai_push_risk(&s, 2, 2, -1, 2), 0);
	pu_unload(d);
}

/* Apply cmd for seat, failing the test on a refusal. */
static void send(struct pu_state *s, const struct pu_data *d, int seat, const char *cmd)
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

/* Dimensional Portal, down to two lives with coins and an ON POWERUP two
 * squares behind: the normal plan turns back to buy a life there, the
 * hard one goes on for the portal (the eight turns are short). */
static void test_ai_hard_portal_first(void **st)
{
	static struct pu_state s;
	static struct tt_prompt p;
	static const char row[] =
		"[mission]\ntitle = T\ngoal = portal\nmin_players = 1\ncoins = 20\nturns = 8\n"
		"row1 = hall hall hall hall\nrow2 = hall hall hall hall\n"
		"bugbusters = 4,2 3,2 2,2 1,2 0,2\nportal = 9,2 10,2 11,2\nburps = 0,5\nburp_face = left\nbug_deck = Explosive Gas, Explosive Gas, Explosive Gas\n";
	struct pu_data *d = load("t.ini", row);
	struct rng rng;
	char cmd[64];
	int f;

	(void)st;
	make(&s, d, 1, 1);
	send(&s, d, 0, "go");
	memset(s.power, 0, sizeof s.power);
	s.power[2][2] = 2;
	f = s.bb[0].fig;
	s.fig[f].lives = 2;
	s.bb[0].ammo = 0;	/* no shot at the portal from here */
	pu_prompt(&s, d, &p);
	if (pu_ai_choose(&s, d, 0, AI_NORMAL, &rng, &p, cmd, sizeof cmd) == PU_AI_PLAN && !strcmp(cmd, "order ray"))
		send(&s, d, 0, cmd);
	pu_prompt(&s, d, &p);
	rng_seed(&rng, 1);
	assert_true(s.phase == PU_PH_BB && s.active == 0 && s.fig[f].x == 4 && s.fig[f].face == 1);
	assert_int_equal(pu_ai_choose(&s, d, 0, AI_NORMAL, &rng, &p, cmd, sizeof cmd), PU_AI_PLAN);
	assert_string_equal(cmd, "flip");	/* back to the POWERUP at 2,2 */
	assert_int_equal(pu_ai_choose(&s, d, 0, AI_HARD, &rng, &p, cmd, sizeof cmd), PU_AI_PLAN);
	assert_true(!strcmp(cmd, "move right") || !strcmp(cmd, "jump ahead"));
	pu_unload(d);
}

/* The search's value of a lost game still ranks the positions: fewer
 * portal pieces left is better, and any loss is below any game on. */
static void test_ai_value_of_a_loss(void **st)
{
	static struct pu_state s;
	struct pu_data *d = load(missions[1], NULL);
	long on, lost, closer;
	int piece = -1;

	(void)st;
	make(&s, d, 3, 1);
	for (int i = 0; i < s.nfig; i++)
		if (s.fig[i].kind == PU_FK_PORTAL && piece < 0)
			piece = i;
	assert_true(piece >= 0);
	on = pu_ai_value(&s, d);
	s.result = 2;
	lost = pu_ai_value(&s, d);
	s.fig[piece].lives = 0;
	closer = pu_ai_value(&s, d);
	assert_true(lost < on - 500000);
	assert_true(closer > lost);
	pu_unload(d);
}

/* Hidden Keys, two BUGGIEs carrying keys, one in RAY's line of fire,
 * five steps from its gateway, the other behind RAY, three steps from its
 * own (two BUG turns away): the plan shoots the one ahead; hard turns
 * round for the one nearer to getting away (the search weighs how near a
 * carrier is to a gateway and tries the turn toward it; before, both
 * carriers were worth the same and hard shot ahead too). */
static void test_ai_hard_keys_runner_first(void **st)
{
	static struct pu_state s;
	static struct tt_prompt p;
	static const char row[] =
		"[mission]\ntitle = T\ngoal = keys\nsecrets = 3\nglitch = 0,5\nmin_players = 1\ncoins = 0\nturns = 8\n"
		"row1 = gateway hall hall hall gateway\nrow2 = hall hall hall hall hall\n"
		"bugbusters = 7,2 2,5 3,5 4,5 5,5\nburps = 14,5\nburp_face = left\n"
		"bugs = buggie:9,2:right buggie:5,2:left\ntokens = 1:8,5 2:9,5 3:10,5\n"
		"bug_deck = Explosive Gas, Explosive Gas, Explosive Gas\n";
	struct pu_data *d = load("t.ini", row);
	struct rng rng;
	char cmd[64], why[128];
	int runs = 0;

	(void)st;
	make(&s, d, 1, 1);
	send(&s, d, 0, "go");
	for (int i = 0; i < s.nfig; i++)
		if (s.fig[i].kind == PU_FK_BUG && s.fig[i].y == 2)
			s.fig[i].secret = s.fig[i].x == 9 ? 1 : 2;	/* keys A and B */
	s.fig[s.bb[0].fig].face = -1;
	s.bb[0].ap = 2;
	pu_prompt(&s, d, &p);
	assert_true(s.kind[2][12] == PU_SQ_GATE && s.kind[2][0] == PU_SQ_GATE && s.active == 0);
	for (uint64_t seed = 1; seed <= 3; seed++, runs++) {
		rng_seed(&rng, seed);
		assert_int_equal(pu_ai_choose(&s, d, 0, AI_HARD, &rng, &p, cmd, sizeof cmd), PU_AI_PLAN);
		assert_string_equal(cmd, "shoot ahead");
		rng_seed(&rng, seed);
		assert_int_equal(pu_ai(&s, d, 0, AI_HARD, &rng, cmd, sizeof cmd, why, sizeof why), 0);
		assert_string_equal(cmd, "flip");
	}
	assert_int_equal(runs, 3);
	pu_unload(d);
}

/* The normal plan beats uniform random play at Save the VIPs. */
static void test_ai_normal_beats_random(void **st)
{
	static struct pu_state s;
	struct pu_data *d = load(missions[0], NULL);
	int won[2] = { 0, 0 };

	(void)st;
	for (int k = 0; k < 2; k++)
		for (uint64_t seed = 1; seed <= 30; seed++) {
			make(&s, d, 3, seed);
			won[k] += play(&s, d, k ? AI_NORMAL : AI_RANDOM, seed) == 1;
		}
	assert_true(won[1] >= 5);
	assert_true(won[0] < won[1]);
	pu_unload(d);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_ai_push_risk),
		cmocka_unit_test(test_ai_push_fall),
		cmocka_unit_test(test_ai_hard_portal_first),
		cmocka_unit_test(test_ai_value_of_a_loss),
		cmocka_unit_test(test_ai_hard_keys_runner_first),
		cmocka_unit_test(test_ai_plays_to_the_end),
		cmocka_unit_test(test_ai_normal_beats_random),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
