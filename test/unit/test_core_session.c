/*
 * test_core_session.c - the session: dispatch of game and global verbs,
 * rejected commands that change nothing, history lines, seats, undo and
 * its barriers (rolls, reveals, rigs, other players), rig, state, help,
 * show, AI turns and hints, hidden information, simultaneous prompts.
 * Driven through the test-only engine of test_core_counter.h.
 */
#include "test_core_counter.h"

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
	uint64_t h0 = session_hash(s);

	(void)state;
	ok(s, "inc 3");
	assert_true(session_hash(s) != h0);	/* an accepted command shows in the hash */
	ok(s, "  inc   4   # blanks and a comment");	/* "in": inc or info */
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
	assert_int_equal(run(s, "inc 1", &err), SESSION_OK);
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
	assert_int_equal(session_line(s, 1, "inc 1", &out, &err), SESSION_REJECTED);
	assert_string_equal(err.msg, "it is red's turn, not blue's");
	/* ... and blue may not speak for red either */
	assert_int_equal(session_line(s, 1, "@red inc 1", &out, &err), SESSION_REJECTED);
	assert_string_equal(err.msg, "you cannot act for red");
	assert_int_equal(session_nhist(s), 0);
	assert_int_equal(session_line(s, 0, "inc 1", &out, &err), SESSION_OK);
	assert_int_equal(session_line(s, 0, "@red pass", &out, &err), SESSION_OK);
	assert_int_equal(session_line(s, 1, "inc 5", &out, &err), SESSION_OK);
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

/* A run of previews (TT_APPLY_PREVIEW) of one seat is kept as its last
 * line, which alone gives the same state: turning a preview back and
 * forth never grows the history, and undo and replays stay exact. */
static void test_preview_collapses(void **state)
{
	struct session *a = new_game("red=human,blue=human", 5, false);
	struct session *b = new_game("red=human,blue=human", 5, false);
	char line[16];
	int n = 0;

	(void)state;
	ok(a, "inc 1");
	for (int i = 0; i < 5000; i++, n++) {
		snprintf(line, sizeof line, "aim %d", 1 + i % 9);
		ok(a, line);
	}
	assert_true(n == 5000);
	ok(a, "aim 4");
	assert_int_equal(session_nhist(a), 2);
	assert_string_equal(session_hist(a, 1)->line, "@red aim 4");
	assert_int_equal(st(a)->aim[0], 4);
	/* the same state as the short history, replayed */
	ok(b, "inc 1");
	ok(b, "aim 4");
	assert_true(session_hash(a) == session_hash(b));
	/* a move in between ends the run; so does another seat */
	ok(a, "inc 2");
	ok(a, "aim 7");
	ok(a, "aim 8");
	assert_int_equal(session_nhist(a), 4);
	ok(a, "pass");
	ok(a, "aim 3");
	assert_int_equal(session_nhist(a), 6);
	assert_string_equal(session_hist(a, 5)->line, "@blue aim 3");
	/* undo takes back the (collapsed) preview as one command */
	ok(a, "undo");
	assert_int_equal(session_nhist(a), 5);
	assert_int_equal(st(a)->aim[1], 0);
	assert_int_equal(st(a)->aim[0], 8);
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
	text = save_text(s);
	assert_int_equal(save_parse("g.ini", text, strlen(text), &info, &err), 0);
	assert_int_equal(save_restore(&t, &cnt_ops, NULL, &info, -1, &err), 0);
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
	assert_int_equal(run(s, "save slot1", &err), SESSION_SAVE);
	assert_string_equal(session_arg(s), "slot1");
	assert_int_equal(run(s, "save", &err), SESSION_SAVE);
	assert_string_equal(session_arg(s), "");
	assert_int_equal(run(s, "quit", &err), SESSION_QUIT);
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
	/* the AI's lines, most of them resolved from the session's memo of
	 * the lines it sent before, replay to the same state */
	struct session *c = new_game("red=human,blue=ai:random", 9, false);
	for (int i = 0; i < session_nhist(a); i++)
		assert_int_equal(session_replay_line(c, hist(a, i), &err), 0);
	assert_true(session_nhist(a) > 30);
	assert_int_equal(session_nhist(c), session_nhist(a));
	assert_true(session_hash(c) == session_hash(a));
	session_free(a);
	session_free(b);
	session_free(c);
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
	/* nobody is prompted: undo takes back the last mover's command */
	refused(s, "@blue undo", "another player's move");
	ok(s, "undo");
	session_prompt(s, &p);
	assert_int_equal(p.seat, 0);
	/* ... but not a winning roll */
	session_set_debug(s, true);
	ok(s, "rig 6");
	ok(s, "roll");
	session_prompt(s, &p);
	assert_int_equal(p.seat, -1);
	refused(s, "undo", "nothing to undo: undo stops at the die roll or reveal");
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
	assert_int_equal(session_line(s, 1, "inc 2", &out, &err), SESSION_OK);
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
		cmocka_unit_test(test_preview_collapses),
		cmocka_unit_test(test_rig),
		cmocka_unit_test(test_rig_line_canonical),
		cmocka_unit_test(test_state_and_globals),
		cmocka_unit_test(test_ai_and_hint),
		cmocka_unit_test(test_game_over),
		cmocka_unit_test(test_hidden_info),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
