/*
 * test_powerup_mistress.c - POWERUP with a BUGMISTRESS seat: her AI (each
 * level) and AI BUGBUSTERs play every Arcade mission to its end with only commands
 * the prompt lists and apply accepts; a refused command of hers changes
 * nothing; her hand is dealt again from the unseen cards for a
 * BUGBUSTER's AI and left as it is for her own; her hard search replaces
 * some of her plan's picks by other options of hers, never in a window.
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

static void make(struct pu_state *s, const struct pu_data *d, int nbb, uint64_t seed)
{
	make_seats(s, d, nbb, true, seed);
	assert_true(s->bm.on);
	assert_int_equal(s->bm.seat, nbb);
	assert_int_equal(s->nseats, nbb);
}

static bool listed(const struct tt_prompt *p, const char *cmd)
{
	for (int i = 0; i < p->nopt; i++)
		if (strcmp(p->opt[i].cmd, cmd) == 0)
			return true;
	return false;
}

/* Commands of hers that must be refused whatever the moment. */
static const char *const bad[] = {
	"spawn bugmistress", "activate bugmistress", "bug 99 move left", "pay 99", "play 0",
	"bug 0 flip", "spawn", "trick ray 1",
};

/* Each refused command leaves the state byte for byte as it was. */
static void refusals(struct pu_state *s, const struct pu_data *d, struct pu_state *copy)
{
	static struct tt_out out;

	for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
		struct cmd c;
		struct tt_err err = { "" };
		unsigned fl = 0;
		assert_int_equal(cmd_parse(bad[k], &c, &err), 0);
		memcpy(copy, s, sizeof *copy);
		if (pu_apply(s, d, s->bm.seat, &c, &out, &fl, &err) == 0)
			fail_msg("'%s' was accepted", bad[k]);
		assert_memory_equal(copy, s, sizeof *copy);
	}
}

/* Play to the end; returns the result, failing on an unlisted or
 * refused command or a game that never ends.  Counts her decisions. */
static int play(struct pu_state *s, const struct pu_data *d, uint64_t seed, int level, int *hers)
{
	static struct tt_prompt p;
	static struct tt_out out;
	struct pu_state *copy = malloc(sizeof *copy);
	struct rng rng;
	char cmd[128], why[128];

	rng_seed(&rng, seed);
	for (int n = 0; n < 20000; n++) {
		struct cmd c;
		struct tt_err err = { "" };
		unsigned fl = 0;
		if (s->result) {
			free(copy);
			return s->result;
		}
		pu_prompt(s, d, &p);
		assert_true(p.seat >= 0 && p.nopt > 0);
		assert_true(p.hidden == (p.seat == s->bm.seat));
		if (p.seat == s->bm.seat) {
			(*hers)++;
			if (n % 7 == 0)
				refusals(s, d, copy);
		}
		if (powerup_ops.ai(s, d, p.seat, p.seat == s->bm.seat ? level : AI_NORMAL, &rng, cmd, sizeof cmd,
				   why, sizeof why) < 0)
			fail_msg("seed %llu: no AI move", (unsigned long long)seed);
		if (!listed(&p, cmd))
			fail_msg("seed %llu: '%s' is not an option of %s", (unsigned long long)seed, cmd, p.kind);
		assert_int_equal(cmd_parse(cmd, &c, &err), 0);
		out.len = 0;
		out.text[0] = '\0';
		if (pu_apply(s, d, p.seat, &c, &out, &fl, &err) < 0)
			fail_msg("seed %llu: '%s' refused: %s", (unsigned long long)seed, cmd, err.msg);
	}
	free(copy);
	fail_msg("seed %llu: no end after 20000 decisions", (unsigned long long)seed);
	return 0;
}

static void test_mistress_games(void **state)
{
	struct pu_state *s = malloc(sizeof *s);
	int games = 0;

	(void)state;
	for (size_t m = 0; m < sizeof missions / sizeof missions[0]; m++) {
		struct pu_data *d = load(missions[m], NULL);
		for (uint64_t seed = 1; seed <= 4; seed++) {	/* her AI at each level */
			int hers = 0;
			make(s, d, 2, seed);
			assert_true(play(s, d, seed, (int)(seed - 1) % AI_NLEVEL, &hers) > 0);
			assert_true(hers > 0);
			games++;
		}
		pu_unload(d);
	}
	assert_int_equal(games, 16);
	free(s);
}

static void sorted(int8_t *v, int n)
{
	for (int i = 1; i < n; i++)
		for (int k = i; k > 0 && v[k - 1] > v[k]; k--) {
			int8_t t = v[k];
			v[k] = v[k - 1];
			v[k - 1] = t;
		}
}

static void test_mistress_redact(void **state)
{
	struct pu_data *d = load(missions[0], NULL);
	struct pu_state *s = malloc(sizeof *s), *t = malloc(sizeof *t);
	int8_t a[2 * PU_MAXBUGCARD], b[2 * PU_MAXBUGCARD];
	struct rng rng;
	int n = 0, moved = 0;

	(void)state;
	make(s, d, 2, 5);
	s->nbughand = 0;	/* a hand of five from the top of the pile */
	for (int k = 0; k < 5; k++)
		s->bughand[s->nbughand++] = s->bugdeck[--s->nbugdeck];
	s->bb[0].nhand = 0;	/* RAY holds three POW! cards */
	for (int k = 0; k < 3; k++)
		s->bb[0].hand[s->bb[0].nhand++] = s->powdeck[--s->npowdeck];
	for (uint64_t k = 1; k <= 20; k++) {	/* her own hand stays, RAY's is a guess */
		memcpy(t, s, sizeof *t);
		rng_seed(&rng, k);
		powerup_ops.redact(t, d, s->bm.seat, &rng);
		assert_memory_equal(t->bughand, s->bughand, (size_t)s->nbughand);
		assert_int_equal(t->bb[0].nhand, 3);
		moved += memcmp(t->bb[0].hand, s->bb[0].hand, 3) != 0;
	}
	assert_true(moved > 0);
	moved = 0;
	for (uint64_t k = 1; k <= 20; k++) {
		memcpy(t, s, sizeof *t);
		rng_seed(&rng, k);
		powerup_ops.redact(t, d, 0, &rng);
		assert_int_equal(t->nbughand, s->nbughand);
		moved += memcmp(t->bughand, s->bughand, (size_t)s->nbughand) != 0;
	}
	assert_true(moved > 0);	/* her hand is a guess for RAY's AI */
	memcpy(a, s->bughand, (size_t)s->nbughand);
	memcpy(a + s->nbughand, s->bugdeck, (size_t)s->nbugdeck);
	memcpy(b, t->bughand, (size_t)t->nbughand);
	memcpy(b + t->nbughand, t->bugdeck, (size_t)t->nbugdeck);
	n = s->nbughand + s->nbugdeck;
	sorted(a, n);
	sorted(b, n);
	assert_memory_equal(a, b, (size_t)n);	/* the same cards, dealt again */
	free(s);
	free(t);
	pu_unload(d);
}

/* What her seat cannot see made different: a BUGBUSTER's POW! card
 * changed for one of the pile, two face-down tokens of different
 * contents swapped, the piles reversed, other dice to come. */
static void hidden_twin(struct pu_state *b, const struct pu_state *a)
{
	int8_t *first = NULL;

	memcpy(b, a, sizeof *b);
	for (int i = 0; i < b->nseats && b->npowdeck > 0; i++)
		if (b->bb[i].nhand > 0) {
			int8_t c = b->bb[i].hand[0];
			b->bb[i].hand[0] = b->powdeck[0];
			b->powdeck[0] = c;
			break;
		}
	for (int y = 0; y < b->h; y++)
		for (int x = 0; x < b->w && b->secret[y][x]; x++) {
			if (first && *first != b->secret[y][x]) {
				int8_t c = *first;
				*first = b->secret[y][x];
				b->secret[y][x] = c;
				y = b->h;
				break;
			}
			first = first ? first : &b->secret[y][x];
		}
	for (int i = 0; i < b->npowdeck / 2; i++) {
		int8_t c = b->powdeck[i];
		b->powdeck[i] = b->powdeck[b->npowdeck - 1 - i];
		b->powdeck[b->npowdeck - 1 - i] = c;
	}
	rng_seed(&b->dice.rng, 4242);
}

/* Her decision as the session takes it: redact a copy for her seat, then
 * her AI, both from one rng seeded with seed. */
static void her_decision(const struct pu_state *s, const struct pu_data *d, int level, uint64_t seed,
			 char *cmd, size_t cap)
{
	static struct pu_state t;
	struct rng rng;
	char why[128];

	memcpy(&t, s, sizeof t);
	rng_seed(&rng, seed);
	powerup_ops.redact(&t, d, s->bm.seat, &rng);
	if (powerup_ops.ai(&t, d, s->bm.seat, level, &rng, cmd, cap, why, sizeof why) < 0)
		fail_msg("no move of hers");
}

/* Carry out command line a at seat, or fail naming the refusal. */
static void apply_line(struct pu_state *s, const struct pu_data *d, int seat, const char *a)
{
	static struct tt_out out;
	struct cmd c;
	struct tt_err err = { "" };
	unsigned fl = 0;

	assert_int_equal(cmd_parse(a, &c, &err), 0);
	out.len = 0;
	if (pu_apply(s, d, seat, &c, &out, &fl, &err) < 0)
		fail_msg("'%s' refused: %s", a, err.msg);
}

/* Honest at every level: twins that look the same from her seat get the
 * same decision of hers, at each of her decisions of a short game. */
static void test_mistress_honest(void **state)
{
	struct pu_state *s = malloc(sizeof *s), *t = malloc(sizeof *t);
	static struct tt_prompt p;
	struct rng rng;
	int checked = 0, differs = 0;

	(void)state;
	for (size_t m = 0; m < sizeof missions / sizeof missions[0]; m++) {
		struct pu_data *d = load(missions[m], NULL);
		make(s, d, 3, 7 + m);
		rng_seed(&rng, 99);
		for (int n = 0; n < 400 && !s->result; n++) {
			char a[128], b[128];
			pu_prompt(s, d, &p);
			if (p.seat == s->bm.seat) {
				int level = AI_EASY + n % 3;	/* easy, normal, hard */
				hidden_twin(t, s);
				differs += memcmp(t, s, sizeof *t) != 0;
				her_decision(s, d, level, (uint64_t)n, a, sizeof a);
				her_decision(t, d, level, (uint64_t)n, b, sizeof b);
				assert_string_equal(a, b);
				checked++;
			} else if (powerup_ops.ai(s, d, p.seat, AI_NORMAL, &rng, a, sizeof a, b, sizeof b) < 0) {
				fail_msg("no AI move");
			}
			apply_line(s, d, p.seat, a);
		}
		pu_unload(d);
	}
	assert_true(checked > 20);
	assert_true(differs > 0);
	free(s);
	free(t);
}

/* Her twins: the state redacted for her seat with rng k (the face-down
 * tokens, the BUGs' pockets, the decks, the POW! hands and the dice dealt
 * again), k = 0 the hand-made hidden_twin. */
static void her_twin(struct pu_state *t, const struct pu_state *s, const struct pu_data *d, uint64_t k)
{
	struct rng rng;

	if (k == 0) {
		hidden_twin(t, s);
		return;
	}
	memcpy(t, s, sizeof *t);
	rng_seed(&rng, k);
	powerup_ops.redact(t, d, s->bm.seat, &rng);
}

/* Every option of her prompt gets the same answer on s and on twins that
 * differ from it only in what she cannot see; returns the options asked. */
static int same_answers(const struct pu_state *s, const struct pu_data *d, struct pu_state *t,
			const struct tt_prompt *p)
{
	int asked = 0;

	for (uint64_t k = 0; k < 3; k++) {
		her_twin(t, s, d, k);
		for (int i = 0; i < p->nopt; i++, asked++)
			if (pu_legal(s, d, s->bm.seat, p->opt[i].cmd) != pu_legal(t, d, s->bm.seat, p->opt[i].cmd))
				fail_msg("'%s' is %s on the true state and %s on a twin (k %llu)", p->opt[i].cmd,
					 pu_legal(s, d, s->bm.seat, p->opt[i].cmd) ? "accepted" : "refused",
					 pu_legal(t, d, s->bm.seat, p->opt[i].cmd) ? "accepted" : "refused",
					 (unsigned long long)k);
	}
	return asked;
}

/* Whether her command is accepted never turns on a hidden fact: at each
 * of her decisions of a short game of every mission, each option. */
static void test_mistress_blind_checks(void **state)
{
	struct pu_state *s = malloc(sizeof *s), *t = malloc(sizeof *t);
	static struct tt_prompt p;
	struct rng rng;
	int asked = 0, hers = 0;

	(void)state;
	for (size_t m = 0; m < sizeof missions / sizeof missions[0]; m++) {
		struct pu_data *d = load(missions[m], NULL);
		make(s, d, 3, 11 + m);
		rng_seed(&rng, 5);
		for (int n = 0; n < 300 && !s->result; n++) {
			char a[128], why[128];
			pu_prompt(s, d, &p);
			if (p.seat == s->bm.seat && n % 3 == 0) {
				asked += same_answers(s, d, t, &p);
				hers++;
			}
			if (powerup_ops.ai(s, d, p.seat, p.seat == s->bm.seat ? AI_HARD : AI_NORMAL, &rng, a, sizeof a,
					   why, sizeof why) < 0)
				fail_msg("no AI move");
			apply_line(s, d, p.seat, a);
		}
		pu_unload(d);
	}
	assert_true(hers > 10);
	assert_true(asked > 1000);
	free(s);
	free(t);
}

/* AI moves until her own turn's prompt. */
static void to_her_turn(struct pu_state *s, const struct pu_data *d, struct tt_prompt *p)
{
	struct rng rng;

	rng_seed(&rng, 1);
	for (int n = 0; n < 500; n++) {
		char a[128], why[128];
		pu_prompt(s, d, p);
		if (p->seat == s->bm.seat && strcmp(p->kind, "bugmistress") == 0)
			return;
		if (powerup_ops.ai(s, d, p->seat, AI_NORMAL, &rng, a, sizeof a, why, sizeof why) < 0)
			fail_msg("no AI move");
		apply_line(s, d, p->seat, a);
	}
	fail_msg("her turn never came");
}

/* A BUG pushes a BUG onto a face-down token: accepted whatever the token
 * hides; carried out, a BUGGIE trap sends the pushed BUG back, and the
 * pusher stays where it was with the action spent. */
static void test_mistress_push_on_token(void **state)
{
	struct pu_data *d = load(missions[0], NULL);
	struct pu_state *s = malloc(sizeof *s), *t = malloc(sizeof *t);
	static struct tt_out out;
	static struct tt_prompt p;
	const char *const hides = "T3";
	int a = -1, b, x = -1, y = -1;

	(void)state;
	make(s, d, 2, 3);
	to_her_turn(s, d, &p);
	for (int yy = 0; yy < s->h && x < 0; yy++)	/* three open squares in a row, floor under them */
		for (int xx = 0; xx + 2 < s->w && x < 0; xx++) {
			bool ok = true;
			for (int k = 0; k < 3; k++)
				ok = ok && pu_free_sq(s, xx + k, yy) && pu_floor_under(s, xx + k, yy) &&
				     s->kind[yy][xx + k] == s->kind[yy][xx] && !s->secret[yy][xx + k] &&
				     !s->fire[yy][xx + k] && s->kind[yy][xx + k] != PU_SQ_SPIKES;
			if (ok) {
				x = xx;
				y = yy;
			}
		}
	assert_true(x >= 0);
	a = pu_new_fig(s, PU_FK_BUG, d->bigbug, x, y, 1);
	b = pu_new_fig(s, PU_FK_BUG, d->bigbug, x + 1, y, 1);
	assert_true(a >= 0 && b >= 0);
	s->fig[a].lives = s->fig[b].lives = (int8_t)d->bug[d->bigbug].lives;
	s->fig[a].ap = 2;
	s->bm.step = PU_BS_ACTIONS;
	for (int k = 0; k < 2; k++) {
		char cmd[32];
		struct cmd c;
		struct tt_err err = { "" };
		unsigned fl = 0;
		memcpy(t, s, sizeof *t);
		t->secret[y][x + 2] = hides[k];
		snprintf(cmd, sizeof cmd, "bug %d move right", a);
		assert_true(pu_legal(t, d, t->bm.seat, cmd));
		assert_int_equal(cmd_parse(cmd, &c, &err), 0);
		out.len = 0;
		assert_int_equal(pu_apply(t, d, t->bm.seat, &c, &out, &fl, &err), 0);
		assert_int_equal(t->fig[a].ap, 1);
		assert_int_equal(t->fig[a].x, k == 0 ? x : x + 1);	/* the trap: back, and no way through */
		assert_int_equal(t->fig[b].x, k == 0 ? x + 1 : x + 2);
	}
	free(s);
	free(t);
	pu_unload(d);
}

static void test_mistress_seat_last(void **state)
{
	struct pu_data *d = load(missions[0], NULL);
	struct pu_state *s = malloc(sizeof *s);
	struct tt_setup su;
	struct tt_err err = { "" };

	(void)state;
	memset(&su, 0, sizeof su);
	memset(s, 0, sizeof *s);
	tt_strlcpy(su.seat[su.nseats++].name, "bugmistress", TT_NAME_MAX);
	tt_strlcpy(su.seat[su.nseats++].name, "ray", TT_NAME_MAX);
	assert_int_equal(powerup_ops.create(s, d, &su, &err), -1);
	assert_non_null(strstr(err.msg, "last"));
	free(s);
	pu_unload(d);
}

/* Her hard search at work in a game of Hidden Keys: the seat it finds
 * acting is the prompt's; an end of turn (or a window) it leaves to the
 * plan; where it replaces a pick, it is by an option of her prompt, and
 * that happens. */
static void test_mistress_search(void **state)
{
	struct pu_data *d = load(missions[2], NULL);
	struct pu_state *s = malloc(sizeof *s);
	static struct tt_prompt p;
	struct rng rng;
	int changed = 0, ends = 0, hers = 0;

	(void)state;
	make(s, d, 2, 5);
	rng_seed(&rng, 11);
	for (int n = 0; n < 3000 && !s->result; n++) {
		char a[128], b[128], why[128];
		pu_prompt(s, d, &p);
		assert_int_equal(pu_bms_actor(s), p.seat);
		if (p.seat != s->bm.seat) {
			if (powerup_ops.ai(s, d, p.seat, AI_NORMAL, &rng, a, sizeof a, why, sizeof why) < 0)
				fail_msg("no AI move");
			apply_line(s, d, p.seat, a);
			continue;
		}
		hers++;
		assert_int_equal(pu_bm_plan(s, d, true, a, sizeof a, why, sizeof why), 0);
		tt_strlcpy(b, a, sizeof b);
		if (s->npend > 0 || strcmp(a, "end") == 0) {
			ends += s->npend == 0;
			assert_false(pu_bms_lookahead(s, d, &rng, b, sizeof b));
			assert_string_equal(a, b);
		} else if (pu_bms_lookahead(s, d, &rng, b, sizeof b)) {
			assert_string_not_equal(a, b);
			assert_true(listed(&p, b));
			changed++;
		}
		apply_line(s, d, p.seat, b);
	}
	assert_true(s->result > 0);
	if (hers == 0 || ends == 0 || changed == 0)
		fail_msg("her decisions %d, ends %d, picks replaced %d", hers, ends, changed);
	free(s);
	pu_unload(d);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_mistress_seat_last),
		cmocka_unit_test(test_mistress_honest),
		cmocka_unit_test(test_mistress_blind_checks),
		cmocka_unit_test(test_mistress_push_on_token),
		cmocka_unit_test(test_mistress_redact),
		cmocka_unit_test(test_mistress_games),
		cmocka_unit_test(test_mistress_search),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
