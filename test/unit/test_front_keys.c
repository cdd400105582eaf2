/*
 * test_front_keys.c - what the front ends take keys by (src/front) and the
 * screen's pieces that need no terminal: the default key map (shared keys,
 * directions), the settings file (rebinding, every error as file:line, a bad
 * file never half-applied, a missing file is fine), key names, and the
 * message log (ring, mark, error lines).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <cmocka.h>

#include "keyline.h"
#include "ui/ui_int.h"	/* ui_key_name: the terminal names the keys the table does not */

static char path[256];

static int setup_file(void **state)
{
	(void)state;
	snprintf(path, sizeof path, "%s/tabletty-ui-XXXXXX", P_tmpdir);
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	close(fd);
	return 0;
}

static int teardown_file(void **state)
{
	(void)state;
	unlink(path);
	return 0;
}

static void write_file(const char *text)
{
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static void test_defaults(void **state)
{
	struct front_keymap km;

	(void)state;
	front_keymap_default(&km);
	assert_int_equal(front_keymap_act(&km, '?'), FA_HELP);
	assert_int_equal(front_keymap_act(&km, ':'), FA_CMDLINE);
	assert_true(front_keymap_is(&km, 'u', FA_UNDO));
	assert_false(front_keymap_is(&km, 'u', FA_UPRIGHT));	/* u is undo, never a direction */
	assert_true(front_keymap_is(&km, KEY_PPAGE, FA_UPRIGHT));
	assert_true(front_keymap_is(&km, 'h', FA_LEFT));
	assert_true(front_keymap_is(&km, KEY_LEFT, FA_LEFT));
	assert_true(front_keymap_is(&km, '4', FA_LEFT));
	assert_true(front_keymap_is(&km, KEY_A1, FA_UPLEFT));
	assert_true(front_keymap_is(&km, '\r', FA_ENTER));
	assert_false(front_keymap_is(&km, 0, FA_NONE));
	assert_int_equal(front_act_tk(FA_LEFT), TK_LEFT);
	assert_int_equal(front_act_tk(FA_DOWNRIGHT), TK_DOWNRIGHT);
	assert_int_equal(front_act_tk(FA_ENTER), TK_ENTER);
	assert_int_equal(front_act_tk(FA_HELP), TK_NONE);
	assert_int_equal(km.ai_pause_ms, 250);
}

/* One rule decides what a key does at a decision (front_key_use): the game
 * loop and the help both ask it. */
static void test_key_use(void **state)
{
	static struct tt_prompt p;
	struct front_keymap km;
	struct front_use u;

	(void)state;
	front_keymap_default(&km);
	tt_prompt_clear(&p);
	p.seat = 0;
	tt_prompt_addf(&p, TK_UPRIGHT, "ZAP up", "zap left");
	tt_prompt_addf(&p, 'r', "RACE", "race");
	tt_prompt_addf(&p, TK_ENTER, "roll", "roll");
	keyline_add(&p, TK_DOWN, "move s", "step");
	keyline_add(&p, 'z', "hazard", "hazard roll");
	/* u is undo though an option takes the up-right direction */
	front_key_use(&km, &p, true, -1, 'u', &u);
	assert_int_equal(u.use, FU_ACT);
	assert_int_equal(u.act, FA_UNDO);
	front_key_use(&km, &p, true, -1, KEY_PPAGE, &u);
	assert_int_equal(u.use, FU_OPTION);
	assert_int_equal(u.opt, 0);
	/* an option's own key; the same key when the decision is not ours */
	front_key_use(&km, &p, true, -1, 'r', &u);
	assert_int_equal(u.use, FU_OPTION);
	assert_int_equal(u.opt, 1);
	front_key_use(&km, &p, false, -1, 'r', &u);
	assert_int_equal(u.use, FU_NONE);
	/* Enter: the highlighted option, else the option bound to Enter */
	front_key_use(&km, &p, true, 1, '\r', &u);
	assert_int_equal(u.opt, 1);
	front_key_use(&km, &p, true, -1, '\r', &u);
	assert_int_equal(u.use, FU_OPTION);
	assert_int_equal(u.opt, 2);
	/* a key of the key line no option claims: itself, or as a direction */
	front_key_use(&km, &p, true, -1, 'z', &u);
	assert_int_equal(u.use, FU_KEYDEF);
	assert_string_equal(u.kd->cmd, "hazard");
	front_key_use(&km, &p, true, -1, 'j', &u);
	assert_int_equal(u.use, FU_KEYDEF);
	assert_string_equal(u.kd->cmd, "move s");
	/* the screen's first keys, unless an option uses the very key */
	front_key_use(&km, &p, true, -1, '?', &u);
	assert_int_equal(u.use, FU_ACT);
	assert_int_equal(u.act, FA_HELP);
	tt_prompt_addf(&p, '?', "ask", "ask");
	front_key_use(&km, &p, true, -1, '?', &u);
	assert_int_equal(u.use, FU_OPTION);
	front_key_use(&km, &p, true, -1, 'x', &u);
	assert_int_equal(u.use, FU_NONE);
}

static void test_load_rebinds(void **state)
{
	struct front_keymap km;
	struct tt_err err = { "" };

	(void)state;
	front_keymap_default(&km);
	write_file("; my keys\n[keys]\nhelp = F2 H\nquit = C-x\nleft = a KP7\n"
		   "messages = Semicolon\n[ui]\nai_pause = 0\n");
	assert_int_equal(front_keymap_load(&km, path, &err), 0);
	assert_true(front_keymap_is(&km, KEY_F(2), FA_HELP));
	assert_true(front_keymap_is(&km, 'H', FA_HELP));
	assert_false(front_keymap_is(&km, '?', FA_HELP));
	assert_true(front_keymap_is(&km, 24, FA_QUIT));
	assert_false(front_keymap_is(&km, 'Q', FA_QUIT));
	assert_true(front_keymap_is(&km, 'a', FA_LEFT));
	assert_true(front_keymap_is(&km, KEY_A1, FA_LEFT));
	assert_false(front_keymap_is(&km, 'h', FA_LEFT));
	assert_true(front_keymap_is(&km, ';', FA_MESSAGES));
	assert_true(front_keymap_is(&km, ':', FA_CMDLINE));	/* untouched */
	assert_int_equal(km.ai_pause_ms, 0);
}

static void test_enter_gets_both_codes(void **state)
{
	struct front_keymap km;
	struct tt_err err = { "" };

	(void)state;
	front_keymap_default(&km);
	write_file("[keys]\nenter = Enter Space\n");
	assert_int_equal(front_keymap_load(&km, path, &err), 0);
	assert_true(front_keymap_is(&km, '\r', FA_ENTER));
	assert_true(front_keymap_is(&km, '\n', FA_ENTER));
	assert_true(front_keymap_is(&km, ' ', FA_ENTER));
}

/* A bad file: -1, message "file:line: ...", key map unchanged. */
static void expect_error(const char *text, int line, const char *what)
{
	struct front_keymap km, before;
	struct tt_err err = { "" };
	char want[300];

	front_keymap_default(&km);
	before = km;
	write_file(text);
	assert_int_equal(front_keymap_load(&km, path, &err), -1);
	snprintf(want, sizeof want, "%s:%d: ", path, line);
	if (strncmp(err.msg, want, strlen(want)) != 0)
		fail_msg("error '%s' does not start with '%s'", err.msg, want);
	if (!strstr(err.msg, what))
		fail_msg("error '%s' does not mention '%s'", err.msg, what);
	assert_memory_equal(&km, &before, sizeof km);
}

static void test_load_errors(void **state)
{
	(void)state;
	expect_error("[keys]\nhelp = F2\nfly = x\n", 3, "unknown action 'fly'");
	expect_error("[keys]\nhelp = Hyper-x\n", 2, "unknown key name 'Hyper-x'");
	expect_error("[keys]\nleft = a b c d e f g\n", 2, "at most 6 keys");
	expect_error("[keys]\nhelp = ?\n[colours]\nred = 1\n", 3, "colours");
	expect_error("[ui]\nai_pause = 9000\n", 2, "ai_pause");
	expect_error("[ui]\nspeed = 3\n", 2, "speed");
}

static void test_missing_file(void **state)
{
	struct front_keymap km, before;
	struct tt_err err = { "" };

	(void)state;
	front_keymap_default(&km);
	before = km;
	assert_int_equal(front_keymap_load(&km, "/nonexistent/tabletty.ini", &err), 0);
	assert_int_equal(front_keymap_load(&km, NULL, &err), 0);
	assert_memory_equal(&km, &before, sizeof km);
}

static void test_key_names(void **state)
{
	char b[32];

	(void)state;
	ui_key_name('?', b, sizeof b);
	assert_string_equal(b, "?");
	ui_key_name('\t', b, sizeof b);
	assert_string_equal(b, "Tab");
	ui_key_name(12, b, sizeof b);
	assert_string_equal(b, "C-l");
	ui_key_name(KEY_F(5), b, sizeof b);
	assert_string_equal(b, "F5");
	ui_key_name(KEY_A1, b, sizeof b);
	assert_string_equal(b, "KP7");
	front_tk_name(TK_UPLEFT, b, sizeof b);
	assert_string_equal(b, "Up-left");
	front_tk_name('r', b, sizeof b);
	assert_string_equal(b, "r");
	front_tk_name(' ', b, sizeof b);
	assert_string_equal(b, "Space");
}

static void test_log(void **state)
{
	struct ui *ui = calloc(1, sizeof *ui);
	bool err = false;

	(void)state;
	assert_non_null(ui);
	ui_log_text(ui, "one\ntwo\n\nthree");
	assert_int_equal(ui_log_count(ui), 3);
	assert_string_equal(ui_log_get(ui, 0, &err), "three");
	assert_string_equal(ui_log_get(ui, 2, NULL), "one");
	assert_null(ui_log_get(ui, 3, NULL));
	ui_log_mark(ui);
	assert_int_equal(ui_log_since_mark(ui), 0);
	ui_log_add(ui, true, "error: %s", "no");
	assert_string_equal(ui_log_get(ui, 0, &err), "error: no");
	assert_true(err);
	ui_log_text(ui, "error: from the engine\n");
	ui_log_get(ui, 0, &err);
	assert_true(err);
	assert_int_equal(ui_log_since_mark(ui), 2);
	for (int i = 0; i < UI_LOG_MAX + 10; i++)
		ui_log_add(ui, false, "line %d", i);
	assert_int_equal(ui_log_count(ui), UI_LOG_MAX);
	assert_int_equal(ui_log_since_mark(ui), UI_LOG_MAX);
	assert_string_equal(ui_log_get(ui, 0, NULL), "line 509");
	assert_string_equal(ui_log_get(ui, UI_LOG_MAX - 1, NULL), "line 10");
	free(ui);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_defaults),
		cmocka_unit_test(test_key_use),
		cmocka_unit_test_setup_teardown(test_load_rebinds, setup_file, teardown_file),
		cmocka_unit_test_setup_teardown(test_enter_gets_both_codes, setup_file, teardown_file),
		cmocka_unit_test_setup_teardown(test_load_errors, setup_file, teardown_file),
		cmocka_unit_test(test_missing_file),
		cmocka_unit_test(test_key_names),
		cmocka_unit_test(test_log),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
