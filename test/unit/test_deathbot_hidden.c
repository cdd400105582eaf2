/*
 * test_deathbot_hidden.c - DeathBot Derby hidden information: during and
 * after the secret draft a seat's view never names the other seat's hand,
 * unrevealed picks or unused secret weapon; redact() replaces them by a
 * guess consistent with what that seat saw, keeps every card exactly once,
 * and reseeds the dice.
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
#include "games/deathbot/db.h"

static struct db_data *load(void)
{
	void *d = NULL;
	struct tt_err err = { "" };

	if (db_load(&io_files, "deathbot/standard.ini", &d, &err) < 0)
		fail_msg("load: %s", err.msg);
	return d;
}

static void create(struct db_state *s, const struct db_data *d, uint64_t seed)
{
	struct tt_setup su;
	struct tt_err err = { "" };

	memset(&su, 0, sizeof su);
	memset(s, 0, sizeof *s);
	su.seed = seed;
	su.nseats = 2;
	tt_strlcpy(su.opts, "first=red", sizeof su.opts);
	if (deathbot_ops.create(s, d, &su, &err) < 0)
		fail_msg("create: %s", err.msg);
}

static void pick(struct db_state *s, const struct db_data *d, int n)
{
	static struct tt_out out;
	struct tt_err err = { "" };
	struct cmd c;
	unsigned flags;
	char line[16];

	snprintf(line, sizeof line, "pick %d", n);
	assert_int_equal(cmd_parse(line, &c, &err), 0);
	tt_out_clear(&out);
	if (db_apply(s, d, s->holder, &c, &out, &flags, &err) < 0)
		fail_msg("%s: %s", line, err.msg);
}

/* The view of viewer as one string of ASCII stand-ins. */
static void view_text(const struct db_state *s, const struct db_data *d, int viewer, char *buf,
		      size_t cap)
{
	static struct tt_view v;
	const struct canvas *cv[2] = { &v.board, &v.panel };
	size_t n = 0;

	db_view(s, d, viewer, -1, false, &v);
	for (int k = 0; k < 2; k++)
		for (int y = 0; y < cv[k]->h; y++) {
			for (int x = 0; x < cv[k]->w && n + 2 < cap; x++)
				buf[n++] = cv[k]->c[y][x].ascii ? cv[k]->c[y][x].ascii : ' ';
			buf[n++] = '\n';
		}
	buf[n] = '\0';
}

/* Names the viewer must not see: the other seat's unrevealed cards and,
 * when the other seat holds the draft hand, that hand. */
static void check_view(const struct db_state *s, const struct db_data *d, int viewer)
{
	static char text[CANVAS_W * CANVAS_H * 2 + 4];
	int other = 1 - viewer;

	view_text(s, d, viewer, text, sizeof text);
	for (int t = 0; t < DB_DT_N; t++) {
		int c = s->bot[other].comp[t];
		bool shown = s->revealed[other][t] || (t == DB_DT_SECRET && s->bot[other].secret_used);
		if (c >= 0 && !shown && strstr(text, d->comp[c].name))
			fail_msg("%s sees %s's hidden %s", db_seat_name(viewer), db_seat_name(other),
				 d->comp[c].name);
	}
	for (int i = 0; s->phase == DB_PH_DRAFT && s->holder == other && i < s->nhand; i++)
		if (strstr(text, d->comp[s->hand[i]].name))
			fail_msg("%s sees a card of %s's hand", db_seat_name(viewer), db_seat_name(other));
}

static void test_views_hide_the_draft(void **state)
{
	struct db_data *d = load();
	struct db_state s;
	struct rng r;

	(void)state;
	rng_seed(&r, 4);
	for (uint64_t seed = 1; seed <= 100; seed++) {
		create(&s, d, seed);
		while (s.phase == DB_PH_DRAFT) {
			check_view(&s, d, 0);
			check_view(&s, d, 1);
			pick(&s, d, 1 + (int)rng_below(&r, (uint32_t)s.nhand));
		}
		assert_int_equal(s.phase, DB_PH_DUEL);
		check_view(&s, d, 0);
		check_view(&s, d, 1);
		assert_false(s.revealed[0][DB_DT_SECRET] || s.revealed[1][DB_DT_SECRET]);
	}
	db_unload(d);
}

/* Each card of each type exactly once among the two bots, the piles and
 * the draft hand. */
static void check_conserved(const struct db_state *s, const struct db_data *d)
{
	int count[DB_MAXCOMP] = { 0 };

	for (int t = 0; t < DB_DT_N; t++) {
		for (int b = 0; b < 2; b++)
			if (s->bot[b].comp[t] >= 0)
				count[s->bot[b].comp[t]]++;
		for (int i = 0; i < s->ndeck[t]; i++)
			count[s->deck[t][i]]++;
	}
	for (int i = 0; i < s->nhand; i++)
		count[s->hand[i]]++;
	for (int c = 0; c < d->ncomp; c++)
		assert_int_equal(count[c], 1);
}

static void test_redact_guesses(void **state)
{
	struct db_data *d = load();
	struct db_state s, t;
	struct rng r;

	(void)state;
	rng_seed(&r, 8);
	for (uint64_t seed = 1; seed <= 30; seed++) {
		int differ[2] = { 0, 0 };
		create(&s, d, seed);
		while (s.phase == DB_PH_DRAFT)
			pick(&s, d, 1 + (int)rng_below(&r, (uint32_t)s.nhand));
		for (int k = 0; k < 60; k++)
			for (int seat = 0; seat < 2; seat++) {
				int g;
				t = s;
				db_redact(&t, d, seat, &r);
				check_conserved(&t, d);
				g = t.bot[1 - seat].comp[DB_DT_SECRET];
				/* red (first) drew the secret weapons and passed two to
				 * blue: blue's is one of those; red's is one blue never saw */
				if (seat == 0)
					assert_true(s.passed[DB_DT_SECRET] & (1ull << g));
				else
					assert_false(s.seen[1] & (1ull << g));
				assert_true(memcmp(&t.dice.rng, &s.dice.rng, sizeof t.dice.rng) != 0);
				/* its own cards and the revealed ones stay */
				for (int ty = 0; ty < DB_DT_SECRET; ty++)
					assert_int_equal(t.bot[0].comp[ty], s.bot[0].comp[ty]);
				assert_int_equal(t.bot[seat].comp[DB_DT_SECRET], s.bot[seat].comp[DB_DT_SECRET]);
				differ[seat] += g != s.bot[1 - seat].comp[DB_DT_SECRET];
			}
		/* the guess is a guess: not always the real card */
		assert_true(differ[0] > 0 && differ[1] > 0);
	}
	db_unload(d);
}

/* Mid-draft: the deciding seat keeps its hand and its own picks, and the
 * other seat's unrevealed pick becomes a card it could be. */
static void test_redact_mid_draft(void **state)
{
	struct db_data *d = load();
	struct db_state s, t;
	struct rng r;

	(void)state;
	rng_seed(&r, 12);
	for (uint64_t seed = 1; seed <= 30; seed++) {
		create(&s, d, seed);
		while (s.phase == DB_PH_DRAFT) {
			int me = s.holder;
			t = s;
			db_redact(&t, d, me, &r);
			check_conserved(&t, d);
			assert_memory_equal(t.hand, s.hand, sizeof s.hand);
			assert_memory_equal(t.bot[me].comp, s.bot[me].comp, sizeof s.bot[me].comp);
			for (int ty = 0; ty < DB_DT_N; ty++) {
				int g = t.bot[1 - me].comp[ty];
				int drawer = (ty == DB_DT_MOVE || ty == DB_DT_SECRET) ? s.first : 1 - s.first;
				if (g < 0 || s.revealed[1 - me][ty])
					continue;
				if (drawer == me)	/* one of the two it passed on */
					assert_true(s.passed[ty] & (1ull << g));
				else		/* one it never saw */
					assert_false(s.seen[me] & (1ull << g));
			}
			pick(&s, d, 1 + (int)rng_below(&r, (uint32_t)s.nhand));
		}
	}
	db_unload(d);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_views_hide_the_draft),
		cmocka_unit_test(test_redact_guesses),
		cmocka_unit_test(test_redact_mid_draft),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
