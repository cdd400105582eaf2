/*
 * test_core_counter.h - a tiny test-only engine for the session and save tests
 * (included by test_core_session.c and test_core_save.c; not a test itself).
 *
 *   "counter": 2-3 seats (red, blue, green; yellow is named but over the
 *   maximum).  The seat to act may `inc N` (N 1..9, add to its count),
 *   `roll` (add a d6), `peek` (reveals information: an undo barrier),
 *   `aim N` (a preview: sets what the seat aims at, absolute, and flags
 *   TT_APPLY_PREVIEW), `pass` (next seat).  The game ends when a count reaches 50.  Two
 *   test verbs misbehave on purpose: `bad` changes the state and then
 *   fails; `quiet` fails without a reason.
 *
 *   "secret" is the same game with hidden information: every seat may act
 *   at any time (a simultaneous prompt), a seat sees only its own count
 *   (redact zeroes the others), and its AI tells what it saw.
 *
 * Plus the helpers both tests use to drive a session line by line.
 */
#ifndef TEST_CORE_COUNTER_H
#define TEST_CORE_COUNTER_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "session.h"
#include "seats.h"

/* ---------------- the test engine ---------------- */

struct cnt_state {
	struct dice dice;
	int nseats;
	int turn;
	int score[TT_MAXSEATS];
	int moves;
	int aim[TT_MAXSEATS];	/* the preview `aim N` sets */
	int secret;	/* the "secret" variant: hidden counts, everyone acts at once */
};

static const char *const cnt_seat_names[] = { "red", "blue", "green", "yellow", NULL };

static const struct cmd_verb cnt_verbs[] = {
	{ .name = "inc", .usage = "N", .help = "add N (1 to 9) to your count" },
	{ .name = "roll", .usage = "", .help = "add a die roll to your count" },
	{ .name = "peek", .usage = "", .help = "look at something secret" },
	{ .name = "pass", .usage = "", .help = "end your turn" },
	{ .name = "aim", .usage = "N", .help = "preview: aim at N (changes nothing else)" },
	{ .name = "bad", .usage = "", .help = "test: corrupts the state, then fails" },
	{ .name = "quiet", .usage = "", .help = "test: fails without a reason" },
};

static bool cnt_over(const struct cnt_state *s)
{
	for (int i = 0; i < s->nseats; i++)
		if (s->score[i] >= 50)
			return true;
	return false;
}

static int cnt_create(void *st, const void *data, const struct tt_setup *setup,
		      struct tt_err *err)
{
	struct cnt_state *s = st;

	(void)data;
	if (setup->nseats < 2 || setup->nseats > 3)
		return tt_errf(err, "counter needs 2 or 3 seats");
	dice_init(&s->dice, setup->seed);
	s->nseats = setup->nseats;
	return 0;
}

static int cnt_apply(void *st, const void *data, int seat, const struct cmd *c,
		     struct tt_out *out, unsigned *flags, struct tt_err *err)
{
	struct cnt_state *s = st;
	const char *who = cnt_seat_names[seat];
	int n;

	(void)data;
	if (strcmp(c->argv[0], "bad") == 0) {
		s->score[seat] += 100;
		s->turn = 1 - s->turn;
		return tt_errf(err, "bad is never allowed");
	}
	if (strcmp(c->argv[0], "quiet") == 0)
		return -1;
	if (cnt_over(s))
		return tt_errf(err, "the game is over");
	if (!s->secret && seat != s->turn)
		return tt_errf(err, "not your turn");
	if (strcmp(c->argv[0], "inc") == 0) {
		if (c->argc != 2)
			return tt_errf(err, "usage: inc N");
		if (cmd_int(c->argv[1], 1, 9, "the step", &n, err) < 0)
			return -1;
		s->score[seat] += n;
		tt_outf(out, "%s adds %d (now %d)\n", who, n, s->score[seat]);
	} else if (strcmp(c->argv[0], "roll") == 0) {
		n = dice_roll(&s->dice, 6);
		s->score[seat] += n;
		tt_outf(out, "%s rolls %d (now %d)\n", who, n, s->score[seat]);
	} else if (strcmp(c->argv[0], "peek") == 0) {
		*flags |= TT_APPLY_REVEAL;
		tt_outf(out, "%s peeks\n", who);
	} else if (strcmp(c->argv[0], "aim") == 0) {
		if (c->argc != 2 || cmd_int(c->argv[1], 1, 9, "the aim", &n, err) < 0)
			return c->argc != 2 ? tt_errf(err, "usage: aim N") : -1;
		s->aim[seat] = n;
		*flags |= TT_APPLY_PREVIEW;
		return 0;
	} else if (strcmp(c->argv[0], "pass") == 0) {
		s->turn = (s->turn + 1) % s->nseats;
		tt_outf(out, "%s passes\n", who);
	} else {
		return tt_errf(err, "no such verb");
	}
	s->moves++;
	return 0;
}

static void cnt_prompt(const void *st, const void *data, struct tt_prompt *p)
{
	const struct cnt_state *s = st;
	static const char *const cmds[] = { "inc 1", "inc 2", "inc 3", "roll", "peek", "pass" };

	(void)data;
	if (cnt_over(s)) {
		p->seat = -1;
		snprintf(p->text, sizeof p->text, "the game is over");
		return;
	}
	p->seat = s->turn;
	p->waiting = 1u << s->turn;
	if (s->secret) {
		p->seat = 0;
		p->waiting = (1u << s->nseats) - 1;
		p->hidden = true;
	}
	snprintf(p->kind, sizeof p->kind, "count");
	snprintf(p->text, sizeof p->text, "%s: add to your count or pass", cnt_seat_names[s->turn]);
	snprintf(p->keys, sizeof p->keys, "1-3 add  r roll  p pass");
	for (int i = 0; i < 6; i++) {
		snprintf(p->opt[i].cmd, sizeof p->opt[i].cmd, "%s", cmds[i]);
		snprintf(p->opt[i].label, sizeof p->opt[i].label, "%s", cmds[i]);
		p->opt[i].key = "123rkp"[i];
	}
	p->nopt = 6;
}

static void cnt_view(const void *st, const void *data, int viewer, int sel, bool overview,
		     struct tt_view *v)
{
	const struct cnt_state *s = st;

	(void)data;
	(void)sel;
	(void)overview;
	snprintf(v->title, sizeof v->title, "Counter seen by %d", viewer);
	canvas_clear(&v->board, 0, 0);
	for (int i = 0; i < s->nseats; i++)
		canvas_textf(&v->board, 0, i, CC_DEFAULT, 0, "%s %d", cnt_seat_names[i], s->score[i]);
}

/* Uniform among the prompt's options (the AI_RANDOM contract). */
static int cnt_ai(const void *st, const void *data, int seat, int level, struct rng *rng,
		  char *cmd, size_t cap, char *why, size_t whycap)
{
	struct tt_prompt p;

	(void)seat;
	(void)level;
	memset(&p, 0, sizeof p);
	cnt_prompt(st, data, &p);
	if (p.nopt == 0)
		return -1;
	snprintf(cmd, cap, "%s", p.opt[rng_below(rng, (uint32_t)p.nopt)].cmd);
	snprintf(why, whycap, "any move will do");
	return 0;
}

static void cnt_result(const void *st, const void *data, struct tt_result *r)
{
	const struct cnt_state *s = st;

	(void)data;
	r->over = cnt_over(s);
}

static void cnt_dump(const void *st, const void *data, struct tt_out *out)
{
	const struct cnt_state *s = st;

	(void)data;
	tt_outf(out, "moves=%d\n", s->moves);
	tt_outf(out, "nrig=%d\n", s->dice.nrig);
	tt_outf(out, "rng=%016llx\n", (unsigned long long)s->dice.rng.s[0]);
	tt_outf(out, "rolls=%u\n", s->dice.rolls);
	for (int i = 0; i < s->nseats; i++)
		tt_outf(out, "aim.%s=%d\n", cnt_seat_names[i], s->aim[i]);
	for (int i = 0; i < s->nseats; i++)
		tt_outf(out, "score.%s=%d\n", cnt_seat_names[i], s->score[i]);
	tt_outf(out, "turn=%d\n", s->turn);
}

static struct dice *cnt_dice(void *st)
{
	return &((struct cnt_state *)st)->dice;
}

static int sec_create(void *st, const void *data, const struct tt_setup *setup,
		      struct tt_err *err)
{
	((struct cnt_state *)st)->secret = 1;
	return cnt_create(st, data, setup, err);
}

static void sec_redact(void *st, const void *data, int seat, struct rng *rng)
{
	struct cnt_state *s = st;

	(void)data;
	(void)rng;
	for (int i = 0; i < s->nseats; i++)
		if (i != seat)
			s->score[i] = 0;
}

static int sec_ai(const void *st, const void *data, int seat, int level, struct rng *rng,
		  char *cmd, size_t cap, char *why, size_t whycap)
{
	const struct cnt_state *s = st;

	(void)data;
	(void)level;
	(void)rng;
	snprintf(cmd, cap, "inc 1");
	snprintf(why, whycap, "seat %d sees %d %d", seat, s->score[0], s->score[1]);
	return 0;
}

static const struct engine_ops sec_ops = {
	.id = "secret",
	.title = "Secret",
	.min_seats = 2,
	.max_seats = 3,
	.seat_names = cnt_seat_names,
	.default_scenario = "none",
	.rig_max = 6,
	.hidden_info = true,
	.state_size = sizeof(struct cnt_state),
	.verbs = cnt_verbs,
	.nverbs = sizeof cnt_verbs / sizeof cnt_verbs[0],
	.create = sec_create,
	.apply = cnt_apply,
	.prompt = cnt_prompt,
	.view = cnt_view,
	.redact = sec_redact,
	.ai = sec_ai,
	.result = cnt_result,
	.dump = cnt_dump,
	.dice = cnt_dice,
};

static const struct engine_ops cnt_ops = {
	.id = "counter",
	.title = "Counter",
	.min_seats = 2,
	.max_seats = 3,
	.seat_names = cnt_seat_names,
	.default_scenario = "none",
	.rig_max = 6,
	.hidden_info = false,
	.state_size = sizeof(struct cnt_state),
	.verbs = cnt_verbs,
	.nverbs = sizeof cnt_verbs / sizeof cnt_verbs[0],
	.create = cnt_create,
	.apply = cnt_apply,
	.prompt = cnt_prompt,
	.view = cnt_view,
	.ai = cnt_ai,
	.result = cnt_result,
	.dump = cnt_dump,
	.dice = cnt_dice,
};

/* ---------------- helpers ---------------- */

static struct tt_out out;	/* big: keep off the stack */

static inline struct session *new_game_of(const struct engine_ops *ops, const char *players,
					  uint64_t seed, bool debug)
{
	struct tt_setup setup;
	struct tt_err err = { "" };
	struct session *s = NULL;

	memset(&setup, 0, sizeof setup);
	setup.seed = seed;
	snprintf(setup.scenario, sizeof setup.scenario, "none");
	assert_int_equal(seats_parse(ops, players, &setup, &err), 0);
	assert_int_equal(session_new(&s, ops, NULL, &setup, &err), 0);
	assert_non_null(s);
	session_set_debug(s, debug);
	return s;
}

static inline struct session *new_game(const char *players, uint64_t seed, bool debug)
{
	return new_game_of(&cnt_ops, players, seed, debug);
}

/* Run one line as whoever the prompt names; returns the status. */
static inline int run(struct session *s, const char *line, struct tt_err *err)
{
	tt_out_clear(&out);
	err->msg[0] = '\0';
	return session_line(s, -1, line, &out, err);
}

static inline void ok(struct session *s, const char *line)
{
	struct tt_err err;
	int rc = run(s, line, &err);

	if (rc != SESSION_OK)
		print_error("'%s' refused: %s\n", line, err.msg);
	assert_int_equal(rc, SESSION_OK);
}

/* The line must be refused with a message containing want, and change
 * neither the state hash nor the history. */
static inline void refused(struct session *s, const char *line, const char *want)
{
	struct tt_err err;
	uint64_t h = session_hash(s);
	int n = session_nhist(s);
	int rc = run(s, line, &err);

	if (rc != SESSION_REJECTED || !strstr(err.msg, want))
		print_error("'%s': status %d, message '%s', wanted '%s'\n", line, rc, err.msg, want);
	assert_int_equal(rc, SESSION_REJECTED);
	assert_non_null(strstr(err.msg, want));
	assert_true(session_hash(s) == h);
	assert_int_equal(session_nhist(s), n);
}

static inline const struct cnt_state *st(const struct session *s)
{
	return session_state(s);
}

static inline const char *hist(const struct session *s, int i)
{
	const struct session_hist *h = session_hist(s, i);

	assert_non_null(h);
	return h->line;
}

#endif
