/*
 * test_powerup_warn.c - POWERUP: the warnings on the turn's move options
 * (pu_warn.c) are the same as trying every move on a copy of the state.
 * Over every turn of seeded games of the four Arcade missions and the
 * 1v1 Deathmatch (random and normal AIs), each move, flip, jump, land
 * and mid-jump option's warning is computed again here the old way (the
 * move carried out on a copy, the lives it cost read off) and must be
 * the same text; a move the board calls harmless (pu_warn_quiet) must
 * cost no life when tried; a board pu_warn_settled calls settled must
 * not change under pu_settle.
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

static struct pu_state tmp;	/* big: off the stack */
static struct tt_out out;
static struct tt_prompt prompt;

/* What the option list warned before pu_warn.c: the move tried on a
 * copy, the lives it cost (the same words as pu_warn_try). */
static void warn_by_trial(const struct pu_state *s, const struct pu_data *d, int seat,
			  const struct cmd *k, char *warn, size_t cap)
{
	int f = s->bb[seat].fig, lost;
	const struct pu_fig *a = &s->fig[f], *b = &tmp.fig[f];
	const char *why = "";
	struct pu_go g;

	warn[0] = '\0';
	memcpy(&tmp, s, sizeof tmp);
	if (a->lives <= 0 || pu_check(&tmp, d, seat, k, &g, NULL) < 0)
		return;
	tt_out_clear(&out);
	g.exec(&tmp, d, &g, &out);
	if (b->lives >= a->lives)
		return;
	lost = a->lives - b->lives;
	if (!pu_on_board(&tmp, b->x, b->y))
		why = "the void: ";
	else if (tmp.kind[b->y][b->x] == PU_SQ_ACID)
		why = "acid: ";
	else if (tmp.kind[b->y][b->x] == PU_SQ_SPIKES)
		why = "spikes: ";
	else if (tmp.fire[b->y][b->x])
		why = "fire: ";
	else if (b->y > a->y + 1)
		why = "a fall: ";
	if (b->lives <= 0)
		snprintf(warn, cap, "%s%s dies", why, pu_fig_name(s, d, f));
	else
		snprintf(warn, cap, "%s%s loses %d li%s", why, pu_fig_name(s, d, f), lost,
			 lost == 1 ? "fe" : "ves");
}

struct tally {
	long options, quiet, tried, warned, settled, unsettled;
	long aloft, idle, judged;	/* BUGBUSTERs in the air, landing idly; commands judged */
};

static bool is_move_verb(const char *v)
{
	static const char *const verbs[] = { "move", "flip", "jump", "land", "midjump" };

	for (size_t i = 0; i < sizeof verbs / sizeof verbs[0]; i++)
		if (strcmp(v, verbs[i]) == 0)
			return true;
	return false;
}

/* Every move option of the turn prompt p of s, both ways. */
static void check_turn(const struct pu_state *s, const struct pu_data *d, const struct tt_prompt *p,
		       struct tally *t)
{
	bool settled = pu_warn_settled(s, d);

	memcpy(&tmp, s, sizeof tmp);
	tt_out_clear(&out);
	pu_settle(&tmp, d, &out);
	if (settled)
		assert_memory_equal(&tmp, s, sizeof tmp);
	t->settled += settled;
	t->unsettled += !settled;
	for (int i = 0; i < p->nopt; i++) {
		struct cmd k;
		struct tt_err err;
		char warn[sizeof p->opt[0].warn];
		int cache = 0;
		assert_int_equal(cmd_parse(p->opt[i].cmd, &k, &err), 0);
		if (k.argc == 0 || !is_move_verb(k.argv[0]))
			continue;
		t->options++;
		warn_by_trial(s, d, p->seat, &k, warn, sizeof warn);
		if (strcmp(warn, p->opt[i].warn) != 0)
			fail_msg("'%s': warned '%s', trying it says '%s'", p->opt[i].cmd, p->opt[i].warn, warn);
		t->warned += warn[0] != '\0';
		if (pu_warn_quiet(s, d, p->seat, &k, &cache)) {
			t->quiet++;
			if (warn[0])
				fail_msg("'%s' called harmless, but: %s", p->opt[i].cmd, warn);
		} else {
			t->tried++;
		}
	}
}

/* Verbs acted in the air or at any time, which do not land first (the
 * PU_VF_AIR and PU_VF_ALWAYS lines of pu_verbs.h). */
static bool lands_first(const char *v)
{
	static const char *const aloft[] = { "land", "midjump", "attack", "shoot", "npc", "equip", "play",
					     "trick", "trade", "epic", "continue", "react", "end", "turret" };

	for (size_t i = 0; i < sizeof aloft / sizeof aloft[0]; i++)
		if (strcmp(v, aloft[i]) == 0)
			return false;
	return true;
}

/* Judge every option of prompt q on s and on landed (s after the
 * landing): an action that lands first gets the same answer. */
static void same_after_landing(const struct pu_state *s, const struct pu_state *landed,
			       const struct pu_data *d, int seat, const struct tt_prompt *q, struct tally *t)
{
	for (int i = 0; i < q->nopt; i++) {
		struct cmd k;
		struct pu_go g;
		struct tt_err e1 = { "" }, e2 = { "" };
		assert_int_equal(cmd_parse(q->opt[i].cmd, &k, &e1), 0);
		if (k.argc == 0 || !lands_first(k.argv[0]))
			continue;
		int r1 = pu_check(s, d, seat, &k, &g, &e1), r2 = pu_check(landed, d, seat, &k, &g, &e2);
		if (r1 != r2 || strcmp(e1.msg, e2.msg) != 0)
			fail_msg("'%s' in the air: %d '%s', landed: %d '%s'", q->opt[i].cmd, r1, e1.msg, r2, e2.msg);
		t->judged++;
	}
}

/* The turn of a BUGBUSTER in the air: its actions that land first are
 * judged as on the state after pu_land_now, idle landing or not. */
static void check_aloft(const struct pu_state *s, const struct pu_data *d, const struct tt_prompt *p,
			struct tally *t)
{
	static struct pu_state landed;
	static struct tt_prompt q;

	if (!s->bb[p->seat].air)
		return;
	t->aloft++;
	t->idle += pu_warn_lands_idle(s, d, p->seat);
	memcpy(&landed, s, sizeof landed);
	tt_out_clear(&out);
	pu_land_now(&landed, d, p->seat, &out);
	if (!pu_alive(&landed, s->bb[p->seat].fig))
		return;	/* every action that lands is refused: the landing defeats it */
	landed.npend = s->npend;	/* a fall's facing is asked after the action */
	same_after_landing(s, &landed, d, p->seat, p, t);
	pu_prompt(&landed, d, &q);
	same_after_landing(s, &landed, d, p->seat, &q, t);
}

/* Play mission d with nbb seats at level to its end, checking every
 * turn prompt on the way. */
static void play_checking(const struct pu_data *d, int nbb, int level, uint64_t seed, struct tally *t)
{
	static struct pu_state s;
	struct rng rng;
	char cmd[128], why[128];

	make_seats(&s, d, nbb, false, seed);
	rng_seed(&rng, seed);
	for (int n = 0; n < 20000 && !s.result; n++) {
		struct cmd c;
		struct tt_err err = { "" };
		unsigned fl = 0;
		pu_prompt(&s, d, &prompt);
		assert_true(prompt.seat >= 0 && prompt.nopt > 0);
		if (s.npend == 0 && s.phase == PU_PH_BB && strcmp(prompt.kind, "turn") == 0)
			check_turn(&s, d, &prompt, t);
		if (s.npend == 0 && s.phase == PU_PH_BB && strcmp(prompt.kind, "turn") == 0)
			check_aloft(&s, d, &prompt, t);
		assert_int_equal(pu_ai(&s, d, prompt.seat, level, &rng, cmd, sizeof cmd, why, sizeof why), 0);
		assert_int_equal(cmd_parse(cmd, &c, &err), 0);
		tt_out_clear(&out);
		if (pu_apply(&s, d, prompt.seat, &c, &out, &fl, &err) < 0)
			fail_msg("seed %llu: '%s' refused: %s", (unsigned long long)seed, cmd, err.msg);
	}
	assert_true(s.result != 0);
}

static void test_warnings_match_trial(void **st)
{
	struct tally t = { 0 };

	(void)st;
	for (size_t m = 0; m < sizeof missions / sizeof missions[0]; m++) {
		struct pu_data *d = load(missions[m], NULL);
		for (uint64_t seed = 1; seed <= 6; seed++)
			play_checking(d, 3, seed <= 4 ? AI_RANDOM : AI_NORMAL, seed * 7 + m, &t);
		pu_unload(d);
	}
	for (uint64_t seed = 1; seed <= 4; seed++) {	/* rivals, robots and drums */
		struct pu_data *d = load("powerup/deathmatch-2.ini", NULL);
		play_checking(d, 2, seed <= 2 ? AI_RANDOM : AI_NORMAL, seed, &t);
		pu_unload(d);
	}
	print_message("%ld move options: %ld judged from the board, %ld tried, %ld warned; "
		      "%ld boards settled, %ld not; %ld turns in the air, %ld landing idly, "
		      "%ld actions judged in the air and landed\n", t.options, t.quiet, t.tried, t.warned,
		      t.settled, t.unsettled, t.aloft, t.idle, t.judged);
	assert_true(t.quiet > 0 && t.tried > 0 && t.warned > 0 && t.settled > 0);
	assert_true(t.idle > 0 && t.idle < t.aloft && t.judged > 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_warnings_match_trial),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
