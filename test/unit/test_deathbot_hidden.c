/*
 * test_deathbot_hidden.c - DeathBot Derby hidden information: during and
 * after the secret draft a seat's view never names the other seat's hand,
 * unrevealed picks or unused secret weapon; redact() replaces them by a
 * guess consistent with what that seat saw, keeps every card exactly once,
 * and reseeds the dice; and the AI decides the same in two states that look
 * the same from its seat, whatever is hidden (arena backs never seen, pile
 * order, the other seat's unused secret weapon, rigged rolls).
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


/* Apply one command for whoever acts; false if refused. */
static bool act(struct db_state *s, const struct db_data *d, const char *line)
{
	static struct tt_out out;
	struct tt_err err = { "" };
	struct cmd c;
	unsigned flags;

	tt_out_clear(&out);
	return cmd_parse(line, &c, &err) == 0 && db_apply(s, d, db_actor(s), &c, &out, &flags, &err) == 0;
}

/* Does slot i show an empty face it has never been flipped from? */
static bool hidden_back(const struct db_state *s, const struct db_data *d, int i)
{
	const struct db_card *k = &d->card[s->slot_card[i]];

	return !((s->flipped >> i) & 1) && k->side[s->slot_side[i]][0].obs == DB_OB_NONE &&
	       k->side[s->slot_side[i]][1].obs == DB_OB_NONE;
}

/* Change what seat cannot see: two never-flipped cards with the same
 * number and an empty face trade places (with their turns), every pile is
 * reordered, the other seat's unused secret weapon trades places with a
 * card of its pile the seat could not tell from it, and a rigged roll is
 * queued.  Returns how many arena swaps were made. */
static int swap_hidden(struct db_state *t, const struct db_data *d, int seat, struct rng *r)
{
	int opp = 1 - seat, nswap = 0;

	for (int i = 0; i < DB_NCARD; i++)
		for (int j = i + 1; j < DB_NCARD; j++) {
			if (!hidden_back(t, d, i) || !hidden_back(t, d, j) ||
			    d->card[t->slot_card[i]].number != d->card[t->slot_card[j]].number ||
			    rng_below(r, 2))
				continue;
			uint8_t c = t->slot_card[i], sd = t->slot_side[i], tu = t->slot_turn[i];
			t->slot_card[i] = t->slot_card[j];
			t->slot_side[i] = t->slot_side[j];
			t->slot_turn[i] = t->slot_turn[j];
			t->slot_card[j] = c;
			t->slot_side[j] = sd;
			t->slot_turn[j] = tu;
			nswap++;
		}
	for (int ty = 0; ty < DB_DT_N; ty++)
		for (int i = t->ndeck[ty] - 1; i > 0; i--) {
			int j = (int)rng_below(r, (uint32_t)(i + 1));
			int8_t x = t->deck[ty][i];
			t->deck[ty][i] = t->deck[ty][j];
			t->deck[ty][j] = x;
		}
	if (!t->bot[opp].secret_used && !t->revealed[opp][DB_DT_SECRET]) {
		/* candidates: what the seat passed on when it drew, else unseen */
		int drawer = t->first, ty = DB_DT_SECRET;
		for (int i = 0; i < t->ndeck[ty]; i++) {
			int c = t->deck[ty][i];
			bool could = drawer == seat ? (t->passed[ty] >> c) & 1 : !((t->seen[seat] >> c) & 1);
			if (could) {
				t->deck[ty][i] = t->bot[opp].comp[ty];
				t->bot[opp].comp[ty] = (int8_t)c;
				break;
			}
		}
	}
	dice_rig(&t->dice, 1 + (int)rng_below(r, 6));
	return nswap;
}

/* Two states that look alike from the acting seat give the same decision
 * with the same random stream, at every level that searches, over many
 * seeds and moments of the duel. */
static void test_same_view_same_decision(void **state)
{
	struct db_data *d = load();
	struct db_state s, a, b;
	struct rng r, ra, rb;
	int compared = 0, arena = 0;

	(void)state;
	rng_seed(&r, 21);
	for (uint64_t seed = 1; seed <= 300; seed++) {
		create(&s, d, seed);
		while (s.phase == DB_PH_DRAFT)
			pick(&s, d, 1 + (int)rng_below(&r, (uint32_t)s.nhand));
		for (int step = 0; step < 60 && s.phase == DB_PH_DUEL; step++) {
			int seat = db_actor(&s), level = step % 3 == 0 ? AI_HARD : AI_NORMAL;
			char ca[64], cb[64], why[200];
			if (step % 13 == 2) {
				a = s;
				b = s;
				arena += swap_hidden(&b, d, seat, &r) > 0;
				rng_seed(&ra, seed * 1000 + (uint64_t)step);
				rb = ra;
				db_redact(&a, d, seat, &ra);
				db_redact(&b, d, seat, &rb);
				assert_int_equal(db_ai(&a, d, seat, level, &ra, ca, sizeof ca, why, sizeof why), 0);
				assert_int_equal(db_ai(&b, d, seat, level, &rb, cb, sizeof cb, why, sizeof why), 0);
				if (strcmp(ca, cb) != 0)
					fail_msg("seed %llu step %d: %s decides '%s' or '%s' from the same view",
						 (unsigned long long)seed, step, db_seat_name(seat), ca, cb);
				compared++;
			}
			/* go on with an easy move (random now and then) */
			rng_seed(&ra, seed + (uint64_t)step);
			a = s;
			db_redact(&a, d, seat, &ra);
			if (rng_below(&r, 4) == 0)
				assert_int_equal(db_ai(&a, d, seat, AI_RANDOM, &ra, ca, sizeof ca, why, sizeof why), 0);
			else
				assert_int_equal(db_ai(&a, d, seat, AI_EASY, &ra, ca, sizeof ca, why, sizeof why), 0);
			assert_true(act(&s, d, ca));
		}
	}
	/* the test ran: many decisions, many with arena backs swapped */
	assert_true(compared >= 1000);
	assert_true(arena >= 500);
	db_unload(d);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_views_hide_the_draft),
		cmocka_unit_test(test_redact_guesses),
		cmocka_unit_test(test_redact_mid_draft),
		cmocka_unit_test(test_same_view_same_decision),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
