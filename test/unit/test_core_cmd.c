/*
 * test_core_cmd.c - the command language: tokens, quotes, comments, @seat,
 * limits (line length, word count, word length), byte checks (UTF-8,
 * control characters), verb lookup with "did you mean", integer arguments,
 * re-joining a parsed command, and running a verb from its table entry
 * (argument shape checked before the handler).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "cmd.h"
#include "cmdmemo.h"

static int parse_ok(const char *line, struct cmd *c)
{
	struct tt_err err = { "" };
	int rc = cmd_parse(line, c, &err);

	if (rc != 0)
		print_error("unexpected error for '%s': %s\n", line, err.msg);
	return rc;
}

/* Parse must fail and the message must contain want. */
static void parse_fails(const char *line, const char *want)
{
	struct cmd c;
	struct tt_err err = { "" };

	assert_int_equal(cmd_parse(line, &c, &err), -1);
	if (!strstr(err.msg, want))
		print_error("message '%s' lacks '%s'\n", err.msg, want);
	assert_non_null(strstr(err.msg, want));
}

static void test_tokens(void **state)
{
	struct cmd c;

	(void)state;
	assert_int_equal(parse_ok("  move  3\tne   ", &c), 0);
	assert_int_equal(c.argc, 3);
	assert_string_equal(c.argv[0], "move");
	assert_string_equal(c.argv[1], "3");
	assert_string_equal(c.argv[2], "ne");
	assert_string_equal(c.seat, "");
	assert_int_equal(parse_ok("pass\n", &c), 0);
	assert_int_equal(c.argc, 1);
	assert_string_equal(c.argv[0], "pass");
	assert_int_equal(parse_ok("pass\r\n", &c), 0);
	assert_int_equal(c.argc, 1);
	assert_string_equal(c.argv[0], "pass");
	assert_int_equal(parse_ok("pass\n\r\n", &c), 0);
	assert_int_equal(c.argc, 1);
	assert_int_equal(parse_ok("\n", &c), 0);
	assert_int_equal(c.argc, 0);
	assert_int_equal(parse_ok("", &c), 0);
	assert_int_equal(c.argc, 0);
	assert_int_equal(parse_ok(" \t ", &c), 0);
	assert_int_equal(c.argc, 0);
	/* UTF-8 words are fine */
	assert_int_equal(parse_ok("say h\xc3\xa9llo \xe2\x82\xac \xf0\x9f\x98\x80", &c), 0);
	assert_int_equal(c.argc, 4);
	assert_string_equal(c.argv[1], "h\xc3\xa9llo");
	assert_string_equal(c.argv[3], "\xf0\x9f\x98\x80");
}

static void test_quotes(void **state)
{
	struct cmd c;

	(void)state;
	assert_int_equal(parse_ok("name \"big red  bot\" now", &c), 0);
	assert_int_equal(c.argc, 3);
	assert_string_equal(c.argv[1], "big red  bot");
	assert_string_equal(c.argv[2], "now");
	/* '#' inside quotes is text, not a comment */
	assert_int_equal(parse_ok("say \"#1 fan\" # comment", &c), 0);
	assert_int_equal(c.argc, 2);
	assert_string_equal(c.argv[1], "#1 fan");
	/* an empty quoted word is a word */
	assert_int_equal(parse_ok("x \"\" y", &c), 0);
	assert_int_equal(c.argc, 3);
	assert_string_equal(c.argv[1], "");
	parse_fails("say \"unfinished", "quote");
}

static void test_comments(void **state)
{
	struct cmd c;

	(void)state;
	assert_int_equal(parse_ok("# only a comment", &c), 0);
	assert_int_equal(c.argc, 0);
	assert_int_equal(parse_ok("   #indented comment", &c), 0);
	assert_int_equal(c.argc, 0);
	assert_int_equal(parse_ok("inc 3 # add three", &c), 0);
	assert_int_equal(c.argc, 2);
	assert_string_equal(c.argv[1], "3");
	/* '#' ends a word too */
	assert_int_equal(parse_ok("inc 3#three", &c), 0);
	assert_int_equal(c.argc, 2);
	assert_string_equal(c.argv[1], "3");
}

static void test_seat(void **state)
{
	struct cmd c;

	(void)state;
	assert_int_equal(parse_ok("@red inc 2", &c), 0);
	assert_string_equal(c.seat, "red");
	assert_int_equal(c.argc, 2);
	assert_string_equal(c.argv[0], "inc");
	assert_string_equal(c.argv[1], "2");
	assert_int_equal(parse_ok("  @blue   pass  # why not", &c), 0);
	assert_string_equal(c.seat, "blue");
	assert_int_equal(c.argc, 1);
	assert_string_equal(c.argv[0], "pass");
	/* a seat and nothing else */
	assert_int_equal(parse_ok("@red", &c), 0);
	assert_string_equal(c.seat, "red");
	assert_int_equal(c.argc, 0);
	/* '@' later on the line is an ordinary word */
	assert_int_equal(parse_ok("give @red 3", &c), 0);
	assert_string_equal(c.seat, "");
	assert_int_equal(c.argc, 3);
	assert_string_equal(c.argv[1], "@red");
	parse_fails("@ inc 2", "seat");
	parse_fails("@", "seat");
}

static void test_line_too_long(void **state)
{
	char line[CMD_MAXLINE + 8];
	struct cmd c;

	(void)state;
	/* exactly CMD_MAXLINE - 1 bytes (a word, then a long comment) is fine */
	memset(line, 0, sizeof line);
	memset(line, ' ', CMD_MAXLINE - 1);
	memcpy(line, "pass #", 6);
	line[CMD_MAXLINE - 1] = '\0';
	assert_int_equal(strlen(line), CMD_MAXLINE - 1);
	assert_int_equal(parse_ok(line, &c), 0);
	assert_int_equal(c.argc, 1);
	line[CMD_MAXLINE - 1] = 'x';
	line[CMD_MAXLINE] = '\0';
	parse_fails(line, "too long");
}

static void test_word_limits(void **state)
{
	char line[CMD_MAXLINE];
	char word[CMD_MAXTOK + 2];
	struct cmd c;

	(void)state;
	line[0] = '\0';
	for (int i = 0; i < CMD_MAXARG; i++)
		strcat(line, "w ");
	assert_int_equal(parse_ok(line, &c), 0);
	assert_int_equal(c.argc, CMD_MAXARG);
	strcat(line, "w");
	parse_fails(line, "too many words");
	/* the seat does not count as a word */
	snprintf(line, sizeof line, "@red");
	for (int i = 0; i < CMD_MAXARG; i++)
		strcat(line, " w");
	assert_int_equal(parse_ok(line, &c), 0);
	assert_int_equal(c.argc, CMD_MAXARG);
	/* word length: CMD_MAXTOK - 1 bytes fit, CMD_MAXTOK do not */
	memset(word, 'x', sizeof word);
	word[CMD_MAXTOK - 1] = '\0';
	assert_int_equal(parse_ok(word, &c), 0);
	assert_int_equal(strlen(c.argv[0]), CMD_MAXTOK - 1);
	word[CMD_MAXTOK - 1] = 'x';
	word[CMD_MAXTOK] = '\0';
	parse_fails(word, "too long");
	snprintf(line, sizeof line, "say \"%s\"", word);
	parse_fails(line, "too long");
}

static void test_bad_bytes(void **state)
{
	(void)state;
	/* broken UTF-8 */
	parse_fails("say \xff", "UTF-8");
	parse_fails("say \xfe\xfe", "UTF-8");
	parse_fails("say \xc3", "UTF-8");		/* truncated at end of line */
	parse_fails("say \xc3 x", "UTF-8");		/* lead byte without continuation */
	parse_fails("say \x80", "UTF-8");		/* lone continuation byte */
	parse_fails("say \xc0\xaf", "UTF-8");		/* overlong '/' */
	parse_fails("say \xe0\x80\xaf", "UTF-8");	/* overlong '/' in 3 bytes */
	parse_fails("say \xf0\x80\x80\xaf", "UTF-8");	/* overlong '/' in 4 bytes */
	parse_fails("say \xed\xa0\x80", "UTF-8");	/* UTF-16 surrogate */
	parse_fails("say \xf4\x90\x80\x80", "UTF-8");	/* beyond U+10FFFF */
	parse_fails("say \xe2\x82", "UTF-8");		/* truncated 3-byte */
	/* control characters (a terminal would act on them) */
	parse_fails("say \x01", "control");
	parse_fails("say \x1b[2J", "control");
	parse_fails("say \x7f", "control");
	parse_fails("say \x08x", "control");
	parse_fails("a\vb", "control");
	parse_fails("say \xc2\x9b" "2J", "control");	/* C1 CSI */
	parse_fails("say \xc2\x85", "control");		/* C1 NEL */
	/* line breaks only at the end (inside quotes they would not survive
	 * a save: the joined command would split there) */
	parse_fails("say \"a\rb\"", "line break");
	parse_fails("say \"a\nb\"", "line break");
	parse_fails("inc 1\ninc 2", "line break");
	parse_fails("\r\npass", "line break");
}

static void test_good_bytes(void **state)
{
	struct cmd c;

	(void)state;
	assert_int_equal(parse_ok("say \xc2\xa0x", &c), 0);		/* U+00A0 */
	assert_int_equal(parse_ok("say \xed\x9f\xbf", &c), 0);		/* U+D7FF */
	assert_int_equal(parse_ok("say \xee\x80\x80", &c), 0);		/* U+E000 */
	assert_int_equal(parse_ok("say \xf4\x8f\xbf\xbf", &c), 0);	/* U+10FFFF */
	assert_int_equal(parse_ok("say \xe0\xa0\x80", &c), 0);		/* U+0800 */
	assert_int_equal(parse_ok("say \xf0\x90\x80\x80", &c), 0);	/* U+10000 */
	assert_int_equal(c.argc, 2);
}

/* A verb of these tables: its name and help only. */
#define TV(n, h) { .name = n, .usage = "", .help = h }

static const struct cmd_verb globals[] = {
	TV("help", "h"), TV("show", "s"), TV("state", "s"),
	TV("undo", "u"), TV("save", "s"), TV("quit", "q"),
};
static const struct cmd_verb game[] = {
	TV("move", "m"), TV("mine", "m"), TV("miner", "m"),
	TV("pass", "p"), TV("place", "p"), TV("roll", "r"),
};
#define NG (sizeof globals / sizeof globals[0])
#define NV (sizeof game / sizeof game[0])

static int lookup(const char *w, struct tt_err *err)
{
	err->msg[0] = '\0';
	return cmd_lookup(w, globals, NG, game, NV, err);
}

static void test_lookup_exact_and_prefix(void **state)
{
	struct tt_err err;

	(void)state;
	assert_int_equal(lookup("help", &err), 0);
	assert_int_equal(lookup("quit", &err), 5);
	assert_int_equal(lookup("move", &err), (int)NG + 0);
	assert_int_equal(lookup("roll", &err), (int)NG + 5);
	/* exact beats a longer name with the same prefix */
	assert_int_equal(lookup("mine", &err), (int)NG + 1);
	assert_int_equal(lookup("miner", &err), (int)NG + 2);
	/* unique prefixes */
	assert_int_equal(lookup("h", &err), 0);
	assert_int_equal(lookup("sh", &err), 1);
	assert_int_equal(lookup("sta", &err), 2);
	assert_int_equal(lookup("sa", &err), 4);
	assert_int_equal(lookup("mo", &err), (int)NG + 0);
	assert_int_equal(lookup("pa", &err), (int)NG + 3);
	assert_int_equal(lookup("pl", &err), (int)NG + 4);
	assert_int_equal(lookup("r", &err), (int)NG + 5);
	/* one table only (what the session does for replays) */
	assert_int_equal(cmd_lookup("pl", NULL, 0, game, NV, &err), 4);
	assert_int_equal(cmd_lookup("q", globals, NG, NULL, 0, &err), 5);
}

static void test_lookup_ambiguous(void **state)
{
	struct tt_err err;

	(void)state;
	assert_int_equal(lookup("s", &err), -1);
	assert_non_null(strstr(err.msg, "ambiguous"));
	assert_non_null(strstr(err.msg, "'show'"));
	assert_non_null(strstr(err.msg, "'state'"));
	assert_non_null(strstr(err.msg, "'save'"));
	assert_null(strstr(err.msg, "'quit'"));
	assert_int_equal(lookup("p", &err), -1);
	assert_non_null(strstr(err.msg, "'pass'"));
	assert_non_null(strstr(err.msg, "'place'"));
	assert_int_equal(lookup("mi", &err), -1);
	assert_non_null(strstr(err.msg, "'mine'"));
	assert_non_null(strstr(err.msg, "'miner'"));
	/* many candidates: the first four, then "..." */
	{
		static const struct cmd_verb many[] = {
			TV("t1", ""), TV("t2", ""), TV("t3", ""),
			TV("t4", ""), TV("t5", ""), TV("t6", ""),
		};
		assert_int_equal(cmd_lookup("t", many, 6, NULL, 0, &err), -1);
		assert_string_equal(err.msg, "'t' is ambiguous: 't1', 't2', 't3', 't4', ...");
	}
}

static void test_lookup_unknown(void **state)
{
	struct tt_err err;

	(void)state;
	assert_int_equal(lookup("moev", &err), -1);
	assert_string_equal(err.msg, "unknown command 'moev' (did you mean 'move'?)");
	assert_int_equal(lookup("hlep", &err), -1);
	assert_non_null(strstr(err.msg, "did you mean 'help'"));
	assert_int_equal(lookup("rol", &err), (int)NG + 5);	/* a prefix, not a typo */
	assert_int_equal(lookup("rool", &err), -1);
	assert_non_null(strstr(err.msg, "did you mean 'roll'"));
	assert_int_equal(lookup("xyzzy", &err), -1);
	assert_non_null(strstr(err.msg, "unknown command 'xyzzy'"));
	assert_null(strstr(err.msg, "did you mean"));
	assert_int_equal(lookup("", &err), -1);
	assert_non_null(strstr(err.msg, "unknown command"));
}

static void test_distance(void **state)
{
	(void)state;
	assert_int_equal(cmd_distance("kitten", "sitting"), 3);
	assert_int_equal(cmd_distance("", "abc"), 3);
	assert_int_equal(cmd_distance("abc", ""), 3);
	assert_int_equal(cmd_distance("move", "move"), 0);
	assert_int_equal(cmd_distance("moev", "move"), 2);
	assert_int_equal(cmd_distance("flaw", "lawn"), 2);
}

static void test_int(void **state)
{
	struct tt_err err;
	int v = 1234;

	(void)state;
	assert_int_equal(cmd_int("5", 1, 6, "a die", &v, &err), 0);
	assert_int_equal(v, 5);
	assert_int_equal(cmd_int("1", 1, 6, "a die", &v, &err), 0);
	assert_int_equal(v, 1);
	assert_int_equal(cmd_int("6", 1, 6, "a die", &v, &err), 0);
	assert_int_equal(v, 6);
	assert_int_equal(cmd_int("-3", -5, 5, "a shift", &v, &err), 0);
	assert_int_equal(v, -3);
	v = 1234;
	assert_int_equal(cmd_int("0", 1, 6, "a die", &v, &err), -1);
	assert_string_equal(err.msg, "a die must be between 1 and 6, not 0");
	assert_int_equal(v, 1234);	/* untouched on error */
	assert_int_equal(cmd_int("7", 1, 6, "a die", &v, &err), -1);
	assert_non_null(strstr(err.msg, "between 1 and 6"));
	assert_int_equal(cmd_int("-1", 1, 6, "a die", &v, &err), -1);
	assert_int_equal(cmd_int("99999999999999999999", 1, 6, "a die", &v, &err), -1);
	assert_int_equal(cmd_int("4294967301", 1, 6, "a die", &v, &err), -1);
	assert_int_equal(cmd_int("abc", 1, 6, "a die", &v, &err), -1);
	assert_string_equal(err.msg, "a die: 'abc' is not a number");
	assert_int_equal(cmd_int("3x", 1, 6, "a die", &v, &err), -1);
	assert_non_null(strstr(err.msg, "not a number"));
	assert_int_equal(cmd_int("", 1, 6, "a die", &v, &err), -1);
	assert_non_null(strstr(err.msg, "missing"));
	assert_int_equal(cmd_int(NULL, 1, 6, "a die", &v, &err), -1);
	assert_non_null(strstr(err.msg, "a die"));
	assert_int_equal(v, 1234);
}

static void roundtrip(const char *line)
{
	struct cmd a, b;
	char buf[CMD_MAXLINE];

	assert_int_equal(parse_ok(line, &a), 0);
	cmd_join(&a, buf, sizeof buf);
	assert_int_equal(parse_ok(buf, &b), 0);
	assert_int_equal(a.argc, b.argc);
	for (int i = 0; i < a.argc; i++)
		assert_string_equal(a.argv[i], b.argv[i]);
}

static void test_join(void **state)
{
	struct cmd c;
	char buf[CMD_MAXLINE];

	(void)state;
	assert_int_equal(parse_ok("  move   3 \t ne  # go", &c), 0);
	cmd_join(&c, buf, sizeof buf);
	assert_string_equal(buf, "move 3 ne");
	/* the seat is not part of the joined text */
	assert_int_equal(parse_ok("@red pass", &c), 0);
	cmd_join(&c, buf, sizeof buf);
	assert_string_equal(buf, "pass");
	/* words with blanks or '#' come back quoted */
	assert_int_equal(parse_ok("name \"big bot\" \"#1\" \"\"", &c), 0);
	cmd_join(&c, buf, sizeof buf);
	assert_string_equal(buf, "name \"big bot\" \"#1\" \"\"");
	roundtrip("move 3 ne");
	roundtrip("name \"big  red bot\" x");
	roundtrip("say \"a#b\" \"\" \"tab\there\" end");
	roundtrip("say h\xc3\xa9llo \xe2\x82\xac");
	roundtrip("a b c d e f g h i j k l m n o p");
	roundtrip("");
	/* empty command joins to "" */
	assert_int_equal(parse_ok("# nothing", &c), 0);
	cmd_join(&c, buf, sizeof buf);
	assert_string_equal(buf, "");
}

static void test_join_truncates(void **state)
{
	struct cmd c;
	char small[8];

	(void)state;
	assert_int_equal(parse_ok("alpha beta gamma", &c), 0);
	memset(small, 'z', sizeof small);
	cmd_join(&c, small, sizeof small);
	assert_true(memchr(small, '\0', sizeof small) != NULL);
	assert_int_equal(strncmp(small, "alpha", 5), 0);
}

/* A handler that counts its calls and echoes its argument count. */
static int calls;

static int echo_exec(const struct cmd_call *k)
{
	calls++;
	return k->c->argc - 1;
}

static void test_verb_run(void **state)
{
	static const struct cmd_verb verbs[] = {
		{ .name = "one", .usage = "N", .help = "", .exec = echo_exec, .min_args = 1, .max_args = 1 },
		{ .name = "any", .usage = "[X...]", .help = "", .exec = echo_exec, .max_args = CMD_ANY },
		{ .name = "none", .usage = "", .help = "", .exec = echo_exec },
		{ .name = "bare", .usage = "", .help = "" },
	};
	const struct cmd_verb *one = cmd_verb_find(verbs, 4, "one"), *any = cmd_verb_find(verbs, 4, "any");
	const struct cmd_verb *none = cmd_verb_find(verbs, 4, "none"), *bare = cmd_verb_find(verbs, 4, "bare");
	struct tt_err err = { "" };
	unsigned flags = 0;
	struct cmd c;
	const struct cmd_call k = { .c = &c, .flags = &flags, .err = &err };

	(void)state;
	assert_ptr_equal(one, &verbs[0]);
	assert_null(cmd_verb_find(verbs, 4, "on"));	/* exact names only: the session resolves prefixes */
	calls = 0;
	assert_int_equal(parse_ok("one 5", &c), 0);
	assert_int_equal(cmd_verb_run(one, &k), 1);
	assert_int_equal(parse_ok("one", &c), 0);
	assert_int_equal(cmd_verb_run(one, &k), -1);
	assert_string_equal(err.msg, "usage: one N");
	assert_int_equal(parse_ok("one 1 2", &c), 0);
	assert_int_equal(cmd_verb_run(one, &k), -1);
	assert_int_equal(parse_ok("any a b c d e f g h i j k l m n o", &c), 0);
	assert_int_equal(cmd_verb_run(any, &k), 15);
	assert_int_equal(parse_ok("none x", &c), 0);
	assert_int_equal(cmd_verb_run(none, &k), -1);
	assert_string_equal(err.msg, "usage: none");
	assert_int_equal(calls, 2);	/* a refused shape never reaches the handler */
	assert_int_equal(parse_ok("bare", &c), 0);
	assert_int_equal(cmd_verb_run(bare, &k), -1);
	assert_int_equal(calls, 2);
}

/* The memo gives back what was put, for that seat and text only. */
static void test_memo(void **state)
{
	struct cmdmemo *m = cmdmemo_new();
	const struct cmdmemo_entry *e;
	struct cmd c;
	char text[16], line[40];
	char longtext[CMDMEMO_TEXT + 8];

	(void)state;
	assert_non_null(m);
	assert_null(cmdmemo_find(NULL, 0, "move l"));
	assert_null(cmdmemo_find(m, 0, "move l"));
	assert_int_equal(parse_ok("move left", &c), 0);
	cmdmemo_put(m, 0, "move l", &c, "@yellow move left");
	e = cmdmemo_find(m, 0, "move l");
	assert_non_null(e);
	assert_int_equal(e->c.argc, 2);
	assert_string_equal(e->c.argv[0], "move");
	assert_string_equal(e->c.argv[1], "left");
	assert_string_equal(e->c.argv[2], "");
	assert_string_equal(e->line, "@yellow move left");
	assert_null(cmdmemo_find(m, 1, "move l"));	/* another seat */
	assert_null(cmdmemo_find(m, 0, "move"));
	/* too long for an entry: not kept, never a wrong hit */
	memset(longtext, 'x', sizeof longtext - 1);
	longtext[sizeof longtext - 1] = '\0';
	cmdmemo_put(m, 0, longtext, &c, "@yellow move left");
	assert_null(cmdmemo_find(m, 0, longtext));
	/* more lines than it keeps: it starts over, and keeps the newest */
	for (int i = 0; i < 3 * CMDMEMO_SLOTS; i++) {
		snprintf(text, sizeof text, "toggle %d", i);
		snprintf(line, sizeof line, "@red toggle %d", i);
		assert_int_equal(parse_ok(text, &c), 0);
		cmdmemo_put(m, 1, text, &c, line);
		e = cmdmemo_find(m, 1, text);
		assert_non_null(e);
		assert_string_equal(e->line, line);
		assert_string_equal(e->c.argv[1], c.argv[1]);
	}
	cmdmemo_free(m);
	cmdmemo_free(NULL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tokens),
		cmocka_unit_test(test_quotes),
		cmocka_unit_test(test_comments),
		cmocka_unit_test(test_seat),
		cmocka_unit_test(test_line_too_long),
		cmocka_unit_test(test_word_limits),
		cmocka_unit_test(test_bad_bytes),
		cmocka_unit_test(test_good_bytes),
		cmocka_unit_test(test_lookup_exact_and_prefix),
		cmocka_unit_test(test_lookup_ambiguous),
		cmocka_unit_test(test_lookup_unknown),
		cmocka_unit_test(test_distance),
		cmocka_unit_test(test_int),
		cmocka_unit_test(test_join),
		cmocka_unit_test(test_join_truncates),
		cmocka_unit_test(test_verb_run),
		cmocka_unit_test(test_memo),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
