/*
 * test_core_save.c - saves and --players: the save text, parsing it,
 * rebuilding the game by replay with the hash check (full and partial),
 * refusing damaged or tampered saves with a clear message, and the
 * --players spec (counts, names, AI levels, errors, round trip).
 * Driven through the test-only engine of test_core_counter.h.
 */
#include "test_core_counter.h"

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
	char *text = save_text(s);

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
	assert_int_equal(save_restore(&t, &cnt_ops, NULL, &info, -1, &err), 0);
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
	assert_int_equal(save_restore(&t, &cnt_ops, NULL, &info, 4, &err), 0);
	assert_int_equal(session_nhist(t), 4);
	assert_string_equal(hist(t, 3), "@red pass");
	session_free(t);
	assert_int_equal(save_restore(&t, &cnt_ops, NULL, &info, 0, &err), 0);
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
	char *text = save_text(s);

	(void)state;
	assert_non_null(strstr(text, "players = red=human,blue=ai:normal\n"));
	parse_save(text, &info);
	assert_int_equal(info.ncmd, 0);
	assert_int_equal(save_restore(&t, &cnt_ops, NULL, &info, -1, &err), 0);
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
	assert_int_equal(seats_parse(&cnt_ops, "red=ai:easy,blue=human", &setup, &err), 0);
	assert_int_equal(session_new(&s, &cnt_ops, NULL, &setup, &err), 0);
	ok(s, "roll");
	ok(s, "roll");
	text = save_text(s);
	assert_non_null(strstr(text, "seed = 18446744073709551615\n"));
	parse_save(text, &info);
	assert_true(info.setup.seed == UINT64_MAX);
	assert_string_equal(info.scenario, "maps/long-race.ini");
	assert_string_equal(info.setup.opts, "laps=3,fast=yes");
	assert_string_equal(info.players, "red=ai:easy,blue=human");
	assert_int_equal(save_restore(&t, &cnt_ops, NULL, &info, -1, &err), 0);
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

/* Give an edited save the checksum of its new lines (as a tool that
 * knows the format would), so the later checks are reached. */
static void resign(char *t)
{
	char *at = strstr(t, "\nchecksum = "), sum[17];

	assert_non_null(at);
	snprintf(sum, sizeof sum, "%016llx", (unsigned long long)save_checksum(t, strlen(t)));
	memcpy(at + 12, sum, 16);
}

/* The edited (and re-signed) save must fail either to parse or to load,
 * with want. */
static void bad_save(const char *text, const char *from, const char *to, const char *want)
{
	char *t = edit(text, from, to);
	struct save_info info;
	struct tt_err err = { "" };
	struct session *s = (struct session *)&info;
	int rc;

	if (strstr(t, "\nchecksum = "))
		resign(t);
	rc = save_parse("game.ini", t, strlen(t), &info, &err);

	if (rc == 0) {
		rc = save_restore(&s, &cnt_ops, NULL, &info, -1, &err);
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
	char *text = save_text(s), hashline[64], want[128];

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
	bad_save(text, hashline, "hash = 12345", "game.ini:12: hash must be 16 hex digits");
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
	bad_save(text, "seed = 4242", "seed = 42x", "game.ini:8: seed must be a number");
	bad_save(text, "seed = 4242", "sead = 4242", "missing key 'seed' in [save]");
	bad_save(text, "players = ", "players = purple=human,", "'purple' is not a seat");
	bad_save(text, "[save]", "[saved]", "not a tabletty save (no [save] section)");
	bad_save(text, "[commands]", "[commands]\nnote = hi", "expected 'c = COMMAND'");
	bad_save(text, "[commands]", "[extra]\n[commands]", "unknown section [extra]");
	bad_save(text, "format = 1", "format = 1\ncolour = red", "game.ini:4: unknown key 'colour'");
	bad_save(text, "c = @red inc 3", "c = @red inc 3\n  c = @red inc 3", "may not start with a blank");
	bad_save(text, "options = ", "options = a;b=", "game.ini:10: ");
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

/* Damage anywhere above [end] (a comment too) breaks the checksum; saves
 * written before the checksum and the new header keys still load. */
static void test_save_checksum_and_older_saves(void **state)
{
	struct session *s = played_game(), *t = NULL;
	char *text = save_text(s), *old, *cut;
	struct save_info info;
	struct tt_err err = { "" };

	(void)state;
	assert_non_null(strstr(text, "\n[end]\nchecksum = "));
	assert_non_null(strstr(text, "\nfinished = no\nnext = "));
	assert_non_null(strstr(text, "\nscenario_hash = 0000000000000000\n"));
	/* an unsigned edit of the comment, of a value, of a command */
	static const char *const from[] = { "# tabletty save", "version = ", "c = @red inc 3" };
	static const char *const to[] = { "# tabletty savE", "version = 9", "c = @red inc 4" };
	for (size_t i = 0; i < sizeof from / sizeof from[0]; i++) {
		char *t2 = edit(text, from[i], to[i]);
		assert_int_equal(save_parse("g.ini", t2, strlen(t2), &info, &err), -1);
		assert_non_null(strstr(err.msg, "g.ini:"));
		assert_non_null(strstr(err.msg, "the save is damaged: its checksum"));
		free(t2);
	}
	/* a save of an older version: no checksum, no scenario_hash,
	 * finished or next */
	old = edit(text, "scenario_hash = 0000000000000000\n", "");
	cut = strstr(old, "finished = no\n");
	assert_non_null(cut);
	memmove(cut, strchr(strstr(cut, "next = "), '\n') + 1,
		strlen(strchr(strstr(cut, "next = "), '\n') + 1) + 1);
	cut = strstr(old, "checksum = ");
	memmove(cut, strchr(cut, '\n') + 1, strlen(strchr(cut, '\n') + 1) + 1);
	parse_save(old, &info);
	assert_false(info.finished);
	assert_string_equal(info.next, "");
	assert_true(info.scenario_hash == 0);
	assert_int_equal(save_restore(&t, &cnt_ops, NULL, &info, -1, &err), 0);
	assert_true(session_hash(t) == session_hash(s));
	session_free(t);
	save_info_free(&info);
	free(old);
	free(text);
	session_free(s);
}

/* Any scenario path reads back as written: 3000 characters, " ;", '#'. */
static void test_save_long_scenario(void **state)
{
	struct tt_setup setup;
	struct tt_err err = { "" };
	struct session *s;
	struct save_info info;
	char *text;

	(void)state;
	memset(&setup, 0, sizeof setup);
	memset(setup.scenario, 'd', 3000);
	memcpy(setup.scenario, "/x ;y; #z/", 10);
	setup.scenario_hash = 0x0123456789abcdefULL;
	assert_int_equal(seats_parse(&cnt_ops, "red=human,blue=human", &setup, &err), 0);
	assert_int_equal(session_new(&s, &cnt_ops, NULL, &setup, &err), 0);
	ok(s, "inc 2");
	text = save_text(s);
	parse_save(text, &info);
	assert_string_equal(info.scenario, setup.scenario);
	assert_true(info.scenario_hash == 0x0123456789abcdefULL);
	{
		struct tt_prompt p;

		session_prompt(s, &p);
		assert_true(p.seat >= 0);
		assert_string_equal(info.next, session_setup(s)->seat[p.seat].name);
	}
	save_info_free(&info);
	/* the header alone, for a list of saves */
	assert_int_equal(save_peek("g.ini", text, strlen(text), &info, &err), 1);
	assert_string_equal(info.game, "counter");
	assert_int_equal(info.ncmd, 0);
	assert_null(info.cmd);
	free(text);
	session_free(s);
}

/* ---------------- --players ---------------- */

static int players(const char *spec, struct tt_setup *su, struct tt_err *err)
{
	memset(su, 0, sizeof *su);
	err->msg[0] = '\0';
	return seats_parse(&cnt_ops, spec, su, err);
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
	seats_spec(&su, spec, sizeof spec);
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
	seats_spec(&su, spec, sizeof spec);
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
	/* an earlier seat's name: that seat's player plays this one too */
	assert_int_equal(players("red=ai:easy,blue=human,green=red", &su, &err), 0);
	assert_int_equal(su.seat[2].with, 1);
	assert_true(su.seat[2].ai);
	assert_int_equal(su.seat[2].level, AI_EASY);
	assert_int_equal(seats_person(&su, 2), 0);
	assert_true(seats_same_person(&su, 0, 2));
	assert_false(seats_same_person(&su, 1, 2));
	seats_spec(&su, spec, sizeof spec);
	assert_string_equal(spec, "red=ai:easy,blue=human,green=red");
	{
		struct tt_setup back;
		assert_int_equal(players(spec, &back, &err), 0);
		assert_memory_equal(back.seat, su.seat, sizeof su.seat[0] * (size_t)su.nseats);
	}
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
	assert_string_equal(err.msg, "a seat is 'human', 'ai', 'ai:LEVEL' or an earlier seat's name (its "
			    "player plays both), not 'robot'");
	assert_int_equal(players("red=blue,blue", &su, &err), -1);	/* not an earlier seat */
	assert_non_null(strstr(err.msg, "not 'blue'"));
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
		cmocka_unit_test(test_save_roundtrip),
		cmocka_unit_test(test_save_empty_game),
		cmocka_unit_test(test_save_setup_fields),
		cmocka_unit_test(test_save_tampered),
		cmocka_unit_test(test_save_not_ini),
		cmocka_unit_test(test_save_checksum_and_older_saves),
		cmocka_unit_test(test_save_long_scenario),
		cmocka_unit_test(test_players_counts),
		cmocka_unit_test(test_players_names_levels),
		cmocka_unit_test(test_players_errors),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
