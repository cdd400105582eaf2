/*
 * test_core_session.c - the session (dispatch, history, undo, rig, state,
 * AI turns) and saves (text, parse, replay with hash check, --players),
 * driven through a tiny test-only engine defined here:
 *
 *   "counter": 2-3 seats (red, blue, green; yellow is named but over the
 *   maximum).  The seat to act may `inc N` (N 1..9, add to its count),
 *   `roll` (add a d6), `peek` (reveals information: an undo barrier),
 *   `pass` (next seat).  The game ends when a count reaches 50.  Two
 *   test verbs misbehave on purpose: `bad` changes the state and then
 *   fails; `quiet` fails without a reason.
 *
 *   "secret" is the same game with hidden information: every seat may act
 *   at any time (a simultaneous prompt), a seat sees only its own count
 *   (redact zeroes the others), and its AI tells what it saw.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "session.h"

/* ---------------- the test engine ---------------- */

struct cnt_state {
	struct dice dice;
	int nseats;
	int turn;
	int score[TT_MAXSEATS];
	int moves;
	int secret;	/* the "secret" variant: hidden counts, everyone acts at once */
};

static const char *const cnt_seat_names[] = { "red", "blue", "green", "yellow", NULL };

static const struct cmd_verb cnt_verbs[] = {
	{ "inc", "N", "add N (1 to 9) to your count" },
	{ "roll", "", "add a die roll to your count" },
	{ "peek", "", "look at something secret" },
	{ "pass", "", "end your turn" },
	{ "bad", "", "test: corrupts the state, then fails" },
	{ "quiet", "", "test: fails without a reason" },
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

static struct session *new_game_of(const struct engine_ops *ops, const char *players,
				   uint64_t seed, bool debug)
{
	struct tt_setup setup;
	struct tt_err err = { "" };
	struct session *s = NULL;

	memset(&setup, 0, sizeof setup);
	setup.seed = seed;
	snprintf(setup.scenario, sizeof setup.scenario, "none");
	assert_int_equal(session_parse_players(ops, players, &setup, &err), 0);
	assert_int_equal(session_new(&s, ops, NULL, &setup, &err), 0);
	assert_non_null(s);
	session_set_debug(s, debug);
	return s;
}

static struct session *new_game(const char *players, uint64_t seed, bool debug)
{
	return new_game_of(&cnt_ops, players, seed, debug);
}

/* Run one line as whoever the prompt names; returns the status. */
static int run(struct session *s, const char *line, struct tt_err *err)
{
	tt_out_clear(&out);
	err->msg[0] = '\0';
	return session_line(s, -1, line, &out, err);
}

static void ok(struct session *s, const char *line)
{
	struct tt_err err;
	int rc = run(s, line, &err);

	if (rc != SES_OK)
		print_error("'%s' refused: %s\n", line, err.msg);
	assert_int_equal(rc, SES_OK);
}

/* The line must be refused with a message containing want, and change
 * neither the state hash nor the history. */
static void refused(struct session *s, const char *line, const char *want)
{
	struct tt_err err;
	uint64_t h = session_hash(s);
	int n = session_nhist(s);
	int rc = run(s, line, &err);

	if (rc != SES_REJECTED || !strstr(err.msg, want))
		print_error("'%s': status %d, message '%s', wanted '%s'\n", line, rc, err.msg, want);
	assert_int_equal(rc, SES_REJECTED);
	assert_non_null(strstr(err.msg, want));
	assert_true(session_hash(s) == h);
	assert_int_equal(session_nhist(s), n);
}

static const struct cnt_state *st(const struct session *s)
{
	return session_state(s);
}

static const char *hist(const struct session *s, int i)
{
	const struct ses_hist *h = session_hist(s, i);

	assert_non_null(h);
	return h->line;
}

/* ---------------- session tests ---------------- */

static void test_new_and_prompt(void **state)
{
	struct session *s = new_game("red=human,blue=human", 1, false);
	struct tt_prompt p;

	(void)state;
	assert_int_equal(session_nhist(s), 0);
	assert_null(session_hist(s, 0));
	assert_null(session_hist(s, -1));
	session_prompt(s, &p);
	assert_int_equal(p.seat, 0);
	assert_int_equal(p.nopt, 6);
	assert_string_equal(p.opt[0].cmd, "inc 1");
	assert_int_equal(session_seat_index(s, "blue"), 1);
	assert_int_equal(session_seat_index(s, "green"), -1);
	assert_ptr_equal(session_ops(s), &cnt_ops);
	assert_int_equal(session_setup(s)->nseats, 2);
	session_free(s);
	session_free(NULL);
}

static void test_create_refused(void **state)
{
	struct tt_setup setup;
	struct tt_err err = { "" };
	struct session *s = (struct session *)&setup;

	(void)state;
	memset(&setup, 0, sizeof setup);
	setup.nseats = 1;
	assert_int_equal(session_new(&s, &cnt_ops, NULL, &setup, &err), -1);
	assert_null(s);
	assert_string_equal(err.msg, "counter needs 2 or 3 seats");
}

static void test_rejected_changes_nothing(void **state)
{
	struct session *s = new_game("red=human,blue=human", 1, false);

	(void)state;
	ok(s, "inc 2");
	refused(s, "inc 0", "the step must be between 1 and 9, not 0");
	refused(s, "inc 10", "between 1 and 9");
	refused(s, "inc x", "'x' is not a number");
	refused(s, "inc", "usage: inc N");
	refused(s, "inc 1 2", "usage");
	refused(s, "frobnicate", "unknown command 'frobnicate'");
	refused(s, "icn 2", "did you mean 'inc'");
	refused(s, "p", "ambiguous");		/* peek, pass */
	refused(s, "inc 1;", "';' is not allowed");
	refused(s, "inc \"1 ;\"", "';' is not allowed");
	refused(s, "@red; inc 1", "';' is not allowed");
	refused(s, "inc \"1", "quote");
	refused(s, "inc \x01", "control");
	/* an engine that corrupts its state and then fails leaves no trace */
	refused(s, "bad", "bad is never allowed");
	assert_int_equal(st(s)->score[0], 2);
	assert_int_equal(st(s)->turn, 0);
	refused(s, "quiet", "that command is not allowed now");
	/* a command too long to be kept in a save */
	{
		char line[400];
		snprintf(line, sizeof line, "inc 1");
		for (int i = 0; i < 5; i++)
			strcat(line, " aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa");
		refused(s, line, "too long to be saved");
	}
	/* and the history only holds the accepted command */
	assert_int_equal(session_nhist(s), 1);
	assert_string_equal(hist(s, 0), "@red inc 2");
	session_free(s);
}

static void test_history_lines(void **state)
{
	struct session *s = new_game("red=human,blue=human", 1, false);
	struct tt_err err;

	(void)state;
	ok(s, "inc 3");
	ok(s, "  in   4   # prefix, blanks and a comment");
	ok(s, "@red pass");
	ok(s, "ro # a comment may say anything; even this");
	ok(s, "");			/* nothing at all */
	ok(s, "# only a comment; with a semicolon");
	ok(s, "@red   # me; myself");
	assert_int_equal(session_nhist(s), 4);
	assert_string_equal(hist(s, 0), "@red inc 3");
	assert_string_equal(hist(s, 1), "@red inc 4");
	assert_string_equal(hist(s, 2), "@red pass");
	assert_string_equal(hist(s, 3), "@blue roll");
	assert_int_equal(session_hist(s, 3)->seat, 1);
	assert_true(session_hist(s, 3)->barrier);	/* it rolled */
	assert_false(session_hist(s, 0)->barrier);
	assert_int_equal(st(s)->score[0], 7);
	/* messages went to out */
	assert_int_equal(run(s, "inc 1", &err), SES_OK);
	assert_int_equal(strncmp(out.text, "blue adds 1 (now ", 17), 0);
	session_free(s);
}

static void test_wrong_seat(void **state)
{
	struct session *s = new_game("red=human,blue=human", 1, false);
	struct tt_err err = { "" };

	(void)state;
	refused(s, "@blue inc 1", "it is red's turn, not blue's");
	refused(s, "@green inc 1", "no seat named 'green'");
	refused(s, "@nobody inc 1", "no seat named 'nobody'");
	/* a front end that knows the player is blue */
	tt_out_clear(&out);
	assert_int_equal(session_line(s, 1, "inc 1", &out, &err), SES_REJECTED);
	assert_string_equal(err.msg, "it is red's turn, not blue's");
	/* ... and blue may not speak for red either */
	assert_int_equal(session_line(s, 1, "@red inc 1", &out, &err), SES_REJECTED);
	assert_string_equal(err.msg, "you cannot act for red");
	assert_int_equal(session_nhist(s), 0);
	assert_int_equal(session_line(s, 0, "inc 1", &out, &err), SES_OK);
	assert_int_equal(session_line(s, 0, "@red pass", &out, &err), SES_OK);
	assert_int_equal(session_line(s, 1, "inc 5", &out, &err), SES_OK);
	assert_string_equal(hist(s, 2), "@blue inc 5");
	session_free(s);
}

static void test_undo(void **state)
{
	struct session *s = new_game("red=human,blue=human", 1, false);
	const char *why = NULL;
	uint64_t h0, h1;

	(void)state;
	refused(s, "undo", "nothing to undo: undo stops at the start of the game");
	h0 = session_hash(s);
	ok(s, "inc 1");
	h1 = session_hash(s);
	ok(s, "inc 2");
	assert_int_equal(session_undo_depth(s, 0, &why), 2);
	assert_string_equal(why, "the start of the game");
	ok(s, "undo");
	assert_non_null(strstr(out.text, "undone (1 more possible)"));
	assert_true(session_hash(s) == h1);
	assert_int_equal(session_nhist(s), 1);
	assert_int_equal(st(s)->score[0], 1);
	ok(s, "undo");
	assert_true(session_hash(s) == h0);
	assert_int_equal(session_nhist(s), 0);
	/* a roll is a barrier: it cannot be undone, nor anything before it */
	ok(s, "inc 1");
	ok(s, "roll");
	assert_int_equal(session_undo_depth(s, 0, &why), 0);
	assert_string_equal(why, "the die roll or reveal");
	refused(s, "undo", "nothing to undo: undo stops at the die roll or reveal");
	ok(s, "inc 3");
	ok(s, "inc 4");
	assert_int_equal(session_undo_depth(s, 0, NULL), 2);
	ok(s, "undo");
	ok(s, "undo");
	refused(s, "undo", "the die roll or reveal");
	/* so is a reveal */
	ok(s, "peek");
	ok(s, "inc 1");
	assert_int_equal(session_undo_depth(s, 0, &why), 1);
	ok(s, "undo");
	refused(s, "undo", "the die roll or reveal");
	/* another player's move: blue cannot undo red's commands */
	ok(s, "pass");
	assert_int_equal(session_undo_depth(s, 1, &why), 0);
	assert_string_equal(why, "another player's move");
	refused(s, "undo", "another player's move");	/* blue is prompted */
	/* red can still take back the pass, while blue has not moved */
	assert_int_equal(session_undo_depth(s, 0, NULL), 1);
	ok(s, "@red undo");
	assert_int_equal(st(s)->turn, 0);
	ok(s, "pass");
	ok(s, "inc 2");
	assert_int_equal(session_undo_depth(s, 0, &why), 0);
	assert_string_equal(why, "another player's move");
	refused(s, "@red undo", "another player's move");
	assert_int_equal(session_undo_depth(s, 1, NULL), 1);
	session_free(s);
}

/* Undo replays from the start: the state after undo equals a fresh game
 * that played the remaining commands (rolls included). */
static void test_undo_replays_exactly(void **state)
{
	struct session *a = new_game("red=human,blue=human", 77, false);
	struct session *b = new_game("red=human,blue=human", 77, false);

	(void)state;
	const char *cmds[] = { "roll", "roll", "inc 2", "pass", "roll", "inc 1", "inc 9" };
	for (int i = 0; i < 7; i++)
		ok(a, cmds[i]);
	for (int i = 0; i < 5; i++)
		ok(b, cmds[i]);
	ok(a, "undo");
	ok(a, "undo");
	assert_true(session_hash(a) == session_hash(b));
	assert_int_equal(session_nhist(a), session_nhist(b));
	/* and the random stream continues identically */
	ok(a, "roll");
	ok(b, "roll");
	assert_true(session_hash(a) == session_hash(b));
	session_free(a);
	session_free(b);
}

static void test_rig(void **state)
{
	struct session *s = new_game("red=human,blue=human", 5, false);
	const char *why;

	(void)state;
	refused(s, "rig 6", "rig is only available in batch mode or with --debug");
	session_set_debug(s, true);
	refused(s, "rig", "usage: rig V");
	refused(s, "rig 7", "a rigged die must be between 1 and 6, not 7");
	refused(s, "rig 0", "between 1 and 6");
	refused(s, "rig 3 x", "not a number");
	ok(s, "rig 6 1 4");
	assert_int_equal(session_nhist(s), 1);
	assert_string_equal(hist(s, 0), "rig 6 1 4");
	assert_int_equal(session_hist(s, 0)->seat, -1);
	ok(s, "roll");
	assert_non_null(strstr(out.text, "red rolls 6 (now 6)"));
	ok(s, "roll");
	assert_non_null(strstr(out.text, "red rolls 1 (now 7)"));
	ok(s, "inc 1");
	/* undo stops at a rig line too */
	ok(s, "undo");
	ok(s, "rig 2");
	ok(s, "inc 1");
	assert_int_equal(session_undo_depth(s, 0, &why), 1);
	ok(s, "undo");
	assert_int_equal(session_undo_depth(s, 0, &why), 0);
	assert_string_equal(why, "a rigged roll");
	refused(s, "undo", "a rigged roll");
	/* queued: 4 then 2 */
	ok(s, "roll");
	assert_non_null(strstr(out.text, "red rolls 4"));
	ok(s, "roll");
	assert_non_null(strstr(out.text, "red rolls 2"));
	/* the queue is bounded (DICE_RIG_MAX), and a refused rig queues nothing */
	{
		char line[CMD_MAXLINE] = "rig";
		for (int i = 0; i < 15; i++)
			strcat(line, " 3");
		for (int i = 0; i < 4; i++)
			ok(s, line);
		refused(s, line, "too many rigged rolls queued (at most 64)");
		ok(s, "rig 1 1 1 1");
		refused(s, "rig 1", "too many rigged rolls");
		assert_int_equal(st(s)->dice.nrig, DICE_RIG_MAX);
		ok(s, "roll");
		assert_non_null(strstr(out.text, "red rolls 3"));
		assert_int_equal(st(s)->dice.nrig, DICE_RIG_MAX - 1);
	}
	session_set_debug(s, false);
	refused(s, "rig 1", "only available");
	session_free(s);
}

/* The history keeps a rig line in its canonical form: an abbreviated verb
 * or padded numbers must not leak into undo replays or saves (a save line
 * is at most 198 bytes). */
static void test_rig_line_canonical(void **state)
{
	struct session *s = new_game("red=human,blue=human", 5, true), *t;
	struct save_info info;
	struct tt_err err = { "" };
	char line[CMD_MAXLINE] = "rig", *text;

	(void)state;
	ok(s, "ri 2");
	assert_string_equal(hist(s, 0), "rig 2");
	ok(s, "inc 1");
	ok(s, "undo");			/* replays the rig line */
	assert_int_equal(session_nhist(s), 1);
	ok(s, "roll");
	assert_non_null(strstr(out.text, "red rolls 2"));
	for (int i = 0; i < 12; i++)
		strcat(line, " 0000000000000000000000000000000000003");
	ok(s, line);
	assert_string_equal(hist(s, 2), "rig 3 3 3 3 3 3 3 3 3 3 3 3");
	text = session_save_text(s);
	assert_int_equal(save_parse("g.ini", text, strlen(text), &info, &err), 0);
	assert_int_equal(session_from_save(&t, &cnt_ops, NULL, &info, -1, &err), 0);
	assert_true(session_hash(t) == session_hash(s));
	session_free(t);
	save_info_free(&info);
	free(text);
	session_free(s);
}

static void test_state_and_globals(void **state)
{
	struct session *s = new_game("red=human,blue=human", 1, false);
	struct tt_err err;
	char want[64];
	uint64_t h;

	(void)state;
	ok(s, "inc 4");
	h = session_hash(s);
	ok(s, "state");
	snprintf(want, sizeof want, "hash=%016llx\n", (unsigned long long)h);
	assert_non_null(strstr(out.text, want));
	assert_non_null(strstr(out.text, "score.red=4\n"));
	assert_non_null(strstr(out.text, "turn=0\n"));
	assert_int_equal(session_nhist(s), 1);
	assert_true(session_hash(s) == h);
	/* the dump is what is hashed */
	{
		struct tt_out d;
		tt_out_clear(&d);
		cnt_dump(session_state(s), NULL, &d);
		assert_true(tt_fnv(TT_FNV_INIT, d.text, d.len) == h);
		assert_int_equal(strncmp(out.text, d.text, d.len), 0);
	}
	ok(s, "help");
	assert_non_null(strstr(out.text, "red: add to your count or pass"));
	assert_non_null(strstr(out.text, "inc 1"));
	assert_non_null(strstr(out.text, "undo"));
	ok(s, "help inc");
	assert_non_null(strstr(out.text, "add N (1 to 9) to your count"));
	ok(s, "show");
	assert_non_null(strstr(out.text, "red 4"));
	assert_non_null(strstr(out.text, "blue 0"));
	refused(s, "show purple", "no seat named 'purple'");
	assert_int_equal(run(s, "save slot1", &err), SES_SAVE);
	assert_string_equal(ses_arg(s), "slot1");
	assert_int_equal(run(s, "save", &err), SES_SAVE);
	assert_string_equal(ses_arg(s), "");
	assert_int_equal(run(s, "quit", &err), SES_QUIT);
	assert_int_equal(session_nhist(s), 1);
	assert_true(session_hash(s) == h);
	session_free(s);
}

static void test_ai_and_hint(void **state)
{
	struct session *a = new_game("red=human,blue=ai:random", 9, false);
	struct session *b = new_game("red=human,blue=ai:random", 9, false);
	char cmd[CMD_MAXLINE], why[200];
	struct tt_err err;
	uint64_t h;

	(void)state;
	h = session_hash(a);
	ok(a, "hint");
	assert_int_equal(strncmp(out.text, "hint: ", 6), 0);
	assert_true(session_hash(a) == h);
	assert_int_equal(session_nhist(a), 0);
	assert_int_equal(session_hint(a, -1, cmd, sizeof cmd, why, sizeof why, &err), 0);
	assert_string_equal(why, "any move will do");
	/* the AI's move is deterministic and recorded like any other */
	ok(a, "ai");
	ok(b, "ai");
	assert_int_equal(session_nhist(a), 1);
	assert_string_equal(hist(a, 0), hist(b, 0));
	assert_int_equal(strncmp(hist(a, 0), "@red ", 5), 0);
	assert_true(session_hash(a) == session_hash(b));
	refused(a, "ai genius", "AI levels are");
	for (int i = 0; i < 30; i++) {
		assert_int_equal(session_ai_move(a, -1, AI_RANDOM, &out, &err), 0);
		assert_int_equal(session_ai_move(b, -1, AI_RANDOM, &out, &err), 0);
	}
	assert_true(session_hash(a) == session_hash(b));
	session_free(a);
	session_free(b);
}

static void test_game_over(void **state)
{
	struct session *s = new_game("red=human,blue=human", 1, false);
	struct tt_prompt p;
	struct tt_result r;
	struct tt_err err;

	(void)state;
	for (int i = 0; i < 6; i++)
		ok(s, "inc 9");
	session_prompt(s, &p);
	assert_int_equal(p.seat, -1);
	session_result(s, &r);
	assert_true(r.over);
	refused(s, "inc 1", "the game is over");
	refused(s, "ai", "the game is over");
	assert_int_equal(session_hint(s, -1, (char[64]){ 0 }, 64, (char[64]){ 0 }, 64, &err), -1);
	ok(s, "@red undo");		/* taking back the winning move is fine */
	session_prompt(s, &p);
	assert_int_equal(p.seat, 0);
	session_free(s);
}

/* Hidden information: the AI only sees what its seat may see, the real
 * state is untouched by that, `show` draws for the asking seat, and every
 * seat of a simultaneous prompt may act. */
static void test_hidden_info(void **state)
{
	struct session *s = new_game_of(&sec_ops, "red=human,blue=human", 3, false);
	char cmd[CMD_MAXLINE], why[200];
	struct tt_err err = { "" };
	uint64_t h;

	(void)state;
	ok(s, "inc 4");				/* red, the prompt's lowest seat */
	ok(s, "@blue inc 7");			/* blue may act too: both are waiting */
	assert_string_equal(hist(s, 1), "@blue inc 7");
	tt_out_clear(&out);
	assert_int_equal(session_line(s, 1, "inc 2", &out, &err), SES_OK);
	assert_string_equal(hist(s, 2), "@blue inc 2");
	h = session_hash(s);
	assert_int_equal(session_hint(s, 0, cmd, sizeof cmd, why, sizeof why, &err), 0);
	assert_string_equal(why, "seat 0 sees 4 0");
	assert_int_equal(session_hint(s, 1, cmd, sizeof cmd, why, sizeof why, &err), 0);
	assert_string_equal(why, "seat 1 sees 0 9");
	assert_true(session_hash(s) == h);
	assert_int_equal(st(s)->score[0], 4);
	assert_int_equal(st(s)->score[1], 9);
	/* the AI's move is applied to the real state */
	assert_int_equal(session_ai_move(s, 1, AI_NORMAL, &out, &err), 0);
	assert_int_equal(st(s)->score[0], 4);
	assert_int_equal(st(s)->score[1], 10);
	assert_string_equal(hist(s, 3), "@blue inc 1");
	/* show: the asking seat's view, or the named seat's */
	ok(s, "show");
	assert_non_null(strstr(out.text, "Counter seen by 0"));
	ok(s, "@blue show");
	assert_non_null(strstr(out.text, "Counter seen by 1"));
	ok(s, "show blue");
	assert_non_null(strstr(out.text, "Counter seen by 1"));
	/* undo per seat: blue's last three commands were blue's own */
	assert_int_equal(session_undo_depth(s, 1, NULL), 3);
	assert_int_equal(session_undo_depth(s, 0, NULL), 0);
	session_free(s);
	/* without hidden information show draws for everyone */
	s = new_game("red=human,blue=human", 3, false);
	ok(s, "show");
	assert_non_null(strstr(out.text, "Counter seen by -1"));
	session_free(s);
}

/* ---------------- saves ---------------- */

static struct session *played_game(void)
{
	struct session *s = new_game("red=human,blue=ai:hard,green=ai:easy", 4242, true);

	ok(s, "inc 3");
	ok(s, "roll");
	ok(s, "rig 5 2");
	ok(s, "pass");
	ok(s, "roll");
	ok(s, "peek");
	ok(s, "pass");
	ok(s, "inc 9");
	ok(s, "roll");
	return s;
}

static void parse_save(const char *text, struct save_info *info)
{
	struct tt_err err = { "" };
	int rc = save_parse("game.ini", text, strlen(text), info, &err);

	if (rc != 0)
		print_error("save_parse: %s\n", err.msg);
	assert_int_equal(rc, 0);
}

static void test_save_roundtrip(void **state)
{
	struct session *s = played_game(), *t = NULL;
	struct save_info info;
	struct tt_err err = { "" };
	char *text = session_save_text(s);

	(void)state;
	assert_non_null(text);
	assert_non_null(strstr(text, "[save]\n"));
	assert_non_null(strstr(text, "game = counter\n"));
	assert_non_null(strstr(text, "seed = 4242\n"));
	assert_non_null(strstr(text, "players = red=human,blue=ai:hard,green=ai:easy\n"));
	assert_non_null(strstr(text, "commands = 9\n"));
	assert_non_null(strstr(text, "c = @red inc 3\n"));
	assert_non_null(strstr(text, "c = rig 5 2\n"));
	parse_save(text, &info);
	assert_string_equal(info.game, "counter");
	assert_int_equal(info.format, TT_SAVE_FORMAT);
	assert_true(info.setup.seed == 4242);
	assert_int_equal(info.ncmd, 9);
	assert_true(info.hash == session_hash(s));
	assert_string_equal(info.cmd[2], "rig 5 2");
	assert_int_equal(session_from_save(&t, &cnt_ops, NULL, &info, -1, &err), 0);
	assert_non_null(t);
	assert_true(session_hash(t) == session_hash(s));
	assert_int_equal(session_nhist(t), session_nhist(s));
	for (int i = 0; i < session_nhist(s); i++)
		assert_string_equal(hist(t, i), hist(s, i));
	assert_int_equal(session_setup(t)->nseats, 3);
	assert_true(session_setup(t)->seat[1].ai);
	assert_int_equal(session_setup(t)->seat[1].level, AI_HARD);
	/* the loaded game goes on exactly like the original */
	ok(s, "roll");
	ok(t, "roll");
	assert_true(session_hash(t) == session_hash(s));
	session_free(t);
	/* partial replay (the replay viewer): no hash check */
	assert_int_equal(session_from_save(&t, &cnt_ops, NULL, &info, 4, &err), 0);
	assert_int_equal(session_nhist(t), 4);
	assert_string_equal(hist(t, 3), "@red pass");
	session_free(t);
	assert_int_equal(session_from_save(&t, &cnt_ops, NULL, &info, 0, &err), 0);
	assert_int_equal(session_nhist(t), 0);
	session_free(t);
	save_info_free(&info);
	save_info_free(&info);	/* twice is harmless */
	free(text);
	session_free(s);
}

static void test_save_empty_game(void **state)
{
	struct session *s = new_game("", 1, false), *t;
	struct save_info info;
	struct tt_err err;
	char *text = session_save_text(s);

	(void)state;
	assert_non_null(strstr(text, "players = red=human,blue=ai:normal\n"));
	parse_save(text, &info);
	assert_int_equal(info.ncmd, 0);
	assert_int_equal(session_from_save(&t, &cnt_ops, NULL, &info, -1, &err), 0);
	assert_true(session_hash(t) == session_hash(s));
	session_free(t);
	save_info_free(&info);
	free(text);
	session_free(s);
}

/* The whole setup survives a save: huge seeds, options, scenario. */
static void test_save_setup_fields(void **state)
{
	struct tt_setup setup;
	struct tt_err err = { "" };
	struct session *s, *t;
	struct save_info info;
	char *text;

	(void)state;
	memset(&setup, 0, sizeof setup);
	setup.seed = UINT64_MAX;
	snprintf(setup.scenario, sizeof setup.scenario, "maps/long-race.ini");
	snprintf(setup.opts, sizeof setup.opts, "laps=3,fast=yes");
	assert_int_equal(session_parse_players(&cnt_ops, "red=ai:easy,blue=human", &setup, &err), 0);
	assert_int_equal(session_new(&s, &cnt_ops, NULL, &setup, &err), 0);
	ok(s, "roll");
	ok(s, "roll");
	text = session_save_text(s);
	assert_non_null(strstr(text, "seed = 18446744073709551615\n"));
	parse_save(text, &info);
	assert_true(info.setup.seed == UINT64_MAX);
	assert_string_equal(info.scenario, "maps/long-race.ini");
	assert_string_equal(info.setup.opts, "laps=3,fast=yes");
	assert_string_equal(info.players, "red=ai:easy,blue=human");
	assert_int_equal(session_from_save(&t, &cnt_ops, NULL, &info, -1, &err), 0);
	assert_true(session_setup(t)->seed == UINT64_MAX);
	assert_string_equal(session_setup(t)->scenario, "maps/long-race.ini");
	assert_string_equal(session_setup(t)->opts, "laps=3,fast=yes");
	assert_true(session_setup(t)->seat[0].ai);
	assert_int_equal(session_setup(t)->seat[0].level, AI_EASY);
	assert_true(session_hash(t) == session_hash(s));
	session_free(t);
	save_info_free(&info);
	free(text);
	session_free(s);
}

/* Replace the first occurrence of from by to in a malloc'd text. */
static char *edit(const char *text, const char *from, const char *to)
{
	const char *at = strstr(text, from);
	char *r;

	assert_non_null(at);
	r = malloc(strlen(text) + strlen(to) + 1);
	assert_non_null(r);
	memcpy(r, text, (size_t)(at - text));
	strcpy(r + (at - text), to);
	strcat(r, at + strlen(from));
	return r;
}

/* The edited save must fail either to parse or to load, with want. */
static void bad_save(const char *text, const char *from, const char *to, const char *want)
{
	char *t = edit(text, from, to);
	struct save_info info;
	struct tt_err err = { "" };
	struct session *s = (struct session *)&info;
	int rc = save_parse("game.ini", t, strlen(t), &info, &err);

	if (rc == 0) {
		rc = session_from_save(&s, &cnt_ops, NULL, &info, -1, &err);
		assert_null(s);
		save_info_free(&info);
	}
	if (rc == 0 || !strstr(err.msg, want))
		print_error("edit '%s' -> '%s': rc %d, message '%s', wanted '%s'\n", from, to, rc,
			    err.msg, want);
	assert_int_equal(rc, -1);
	assert_non_null(strstr(err.msg, want));
	free(t);
}

static void test_save_tampered(void **state)
{
	struct session *s = played_game();
	char *text = session_save_text(s), hashline[64], want[128];

	(void)state;
	/* a changed command: replays to another state */
	bad_save(text, "c = @red inc 3", "c = @red inc 4",
		 "the save replays to a different game");
	/* a changed hash */
	snprintf(hashline, sizeof hashline, "hash = %016llx",
		 (unsigned long long)session_hash(s));
	bad_save(text, hashline, "hash = 0123456789abcdef", "saved 0123456789abcdef");
	snprintf(want, sizeof want, "(hash %016llx, saved 0123456789abcdef)",
		 (unsigned long long)session_hash(s));
	bad_save(text, hashline, "hash = 0123456789abcdef", want);
	bad_save(text, hashline, "hash = 12345", "game.ini:11: hash must be 16 hex digits");
	bad_save(text, hashline, "hash = 0123456789abcdeg", "hash must be 16 hex digits");
	/* the command count */
	bad_save(text, "commands = 9", "commands = 8",
		 "game.ini: the save says 8 commands but holds 9: it is damaged");
	bad_save(text, "commands = 9", "commands = 10", "says 10 commands but holds 9");
	/* a command this version refuses */
	bad_save(text, "c = @red inc 3", "c = @red inc 12",
		 "command 1 of the save ('@red inc 12') is refused by this version: "
		 "the step must be between 1 and 9, not 12");
	bad_save(text, "c = @red inc 3", "c = @blue inc 3", "command 1 of the save");
	bad_save(text, "c = @red inc 3", "c = @purple inc 3", "no seat named 'purple'");
	bad_save(text, "c = @red inc 3", "c = @red jump", "unknown command 'jump'");
	/* header trouble */
	bad_save(text, "game = counter", "game = chess", "this save is for chess, not counter");
	bad_save(text, "format = 1", "format = 2", "game.ini:3: save format 2 is not supported");
	bad_save(text, "seed = 4242", "seed = 42x", "game.ini:7: seed must be a number");
	bad_save(text, "seed = 4242", "sead = 4242", "missing key 'seed' in [save]");
	bad_save(text, "players = ", "players = purple=human,", "'purple' is not a seat");
	bad_save(text, "[save]", "[saved]", "not a tabletty save (no [save] section)");
	bad_save(text, "[commands]", "[commands]\nnote = hi", "expected 'c = COMMAND'");
	bad_save(text, "[commands]", "[extra]\n[commands]", "unknown section [extra]");
	bad_save(text, "format = 1", "format = 1\ncolour = red", "game.ini:4: unknown key 'colour'");
	bad_save(text, "c = @red inc 3", "c = @red inc 3\n  c = @red inc 3", "may not start with a blank");
	bad_save(text, "options = ", "options = a;b=", "game.ini:9: ");
	free(text);
	session_free(s);
}

/* Every message of a damaged save names the file. */
static void test_save_not_ini(void **state)
{
	struct save_info info;
	struct tt_err err = { "" };

	(void)state;
	assert_int_equal(save_parse("x.ini", "hello\n", 6, &info, &err), -1);
	assert_string_equal(err.msg, "x.ini:1: expected 'key = value', '[section]' or a comment");
	assert_null(info.cmd);
	assert_int_equal(save_parse("x.ini", "", 0, &info, &err), -1);
	assert_string_equal(err.msg, "x.ini: not a tabletty save (no [save] section)");
}

/* ---------------- --players ---------------- */

static int players(const char *spec, struct tt_setup *su, struct tt_err *err)
{
	memset(su, 0, sizeof *su);
	err->msg[0] = '\0';
	return session_parse_players(&cnt_ops, spec, su, err);
}

static void test_players_counts(void **state)
{
	struct tt_setup su;
	struct tt_err err;
	char spec[256];

	(void)state;
	assert_int_equal(players("", &su, &err), 0);
	assert_int_equal(su.nseats, 2);
	assert_string_equal(su.seat[0].name, "red");
	assert_false(su.seat[0].ai);
	assert_string_equal(su.seat[1].name, "blue");
	assert_true(su.seat[1].ai);
	assert_int_equal(su.seat[1].level, AI_NORMAL);
	assert_int_equal(players(NULL, &su, &err), 0);
	assert_int_equal(su.nseats, 2);
	assert_int_equal(players("3", &su, &err), 0);
	assert_int_equal(su.nseats, 3);
	assert_string_equal(su.seat[2].name, "green");
	assert_true(su.seat[2].ai);
	session_players_spec(&su, spec, sizeof spec);
	assert_string_equal(spec, "red=human,blue=ai:normal,green=ai:normal");
	assert_int_equal(players("1", &su, &err), -1);
	assert_string_equal(err.msg, "Counter is for 2 to 3 players, not 1");
	assert_int_equal(players("4", &su, &err), -1);
	assert_string_equal(err.msg, "Counter is for 2 to 3 players, not 4");
	assert_int_equal(players("0", &su, &err), -1);
	assert_int_equal(players("99999999999999999999", &su, &err), -1);
}

static void test_players_names_levels(void **state)
{
	struct tt_setup su;
	struct tt_err err;
	char spec[256];

	(void)state;
	assert_int_equal(players("blue=ai:hard,red=human", &su, &err), 0);
	assert_int_equal(su.nseats, 2);
	assert_string_equal(su.seat[0].name, "blue");	/* order as given */
	assert_true(su.seat[0].ai);
	assert_int_equal(su.seat[0].level, AI_HARD);
	assert_string_equal(su.seat[1].name, "red");
	assert_false(su.seat[1].ai);
	assert_int_equal(players("red=ai:random,blue=ai:easy,green=ai", &su, &err), 0);
	assert_int_equal(su.seat[0].level, AI_RANDOM);
	assert_int_equal(su.seat[1].level, AI_EASY);
	assert_true(su.seat[2].ai);
	assert_int_equal(su.seat[2].level, AI_NORMAL);
	session_players_spec(&su, spec, sizeof spec);
	assert_string_equal(spec, "red=ai:random,blue=ai:easy,green=ai:normal");
	/* the written spec parses back to the same seats */
	{
		struct tt_setup back;
		assert_int_equal(players(spec, &back, &err), 0);
		assert_int_equal(back.nseats, su.nseats);
		assert_memory_equal(back.seat, su.seat, sizeof su.seat[0] * (size_t)su.nseats);
	}
	/* a bare name is a human */
	assert_int_equal(players("red,blue", &su, &err), 0);
	assert_false(su.seat[0].ai);
	assert_false(su.seat[1].ai);
}

static void test_players_errors(void **state)
{
	struct tt_setup su;
	struct tt_err err;

	(void)state;
	assert_int_equal(players("red=human,purple=human", &su, &err), -1);
	assert_string_equal(err.msg,
			    "--players: 'purple' is not a seat of Counter (red, blue, green, yellow)");
	assert_int_equal(players("red=human,red=ai", &su, &err), -1);
	assert_string_equal(err.msg, "--players: 'red' is given twice");
	assert_int_equal(players("red=human", &su, &err), -1);
	assert_string_equal(err.msg, "--players: Counter needs at least 2 players");
	assert_int_equal(players("red,blue,green,yellow", &su, &err), -1);
	assert_string_equal(err.msg, "--players: Counter takes at most 3 players");
	assert_int_equal(players("red=ai:genius,blue", &su, &err), -1);
	assert_string_equal(err.msg, "unknown AI level 'genius' (random, easy, normal, hard)");
	assert_int_equal(players("red=robot,blue", &su, &err), -1);
	assert_string_equal(err.msg, "a seat is 'human', 'ai' or 'ai:LEVEL', not 'robot'");
	assert_int_equal(players("red=,blue", &su, &err), -1);
	assert_non_null(strstr(err.msg, "not ''"));
	assert_int_equal(players("red=aix,blue", &su, &err), -1);
	assert_int_equal(players("Red,blue", &su, &err), -1);
	assert_int_equal(players("=human,blue", &su, &err), -1);
	{
		char longspec[400];
		memset(longspec, 'r', sizeof longspec - 1);
		longspec[sizeof longspec - 1] = '\0';
		assert_int_equal(players(longspec, &su, &err), -1);
		assert_non_null(strstr(err.msg, "too long"));
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_new_and_prompt),
		cmocka_unit_test(test_create_refused),
		cmocka_unit_test(test_rejected_changes_nothing),
		cmocka_unit_test(test_history_lines),
		cmocka_unit_test(test_wrong_seat),
		cmocka_unit_test(test_undo),
		cmocka_unit_test(test_undo_replays_exactly),
		cmocka_unit_test(test_rig),
		cmocka_unit_test(test_rig_line_canonical),
		cmocka_unit_test(test_state_and_globals),
		cmocka_unit_test(test_ai_and_hint),
		cmocka_unit_test(test_game_over),
		cmocka_unit_test(test_hidden_info),
		cmocka_unit_test(test_save_roundtrip),
		cmocka_unit_test(test_save_empty_game),
		cmocka_unit_test(test_save_setup_fields),
		cmocka_unit_test(test_save_tampered),
		cmocka_unit_test(test_save_not_ini),
		cmocka_unit_test(test_players_counts),
		cmocka_unit_test(test_players_names_levels),
		cmocka_unit_test(test_players_errors),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
