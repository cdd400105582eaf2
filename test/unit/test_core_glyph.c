/*
 * test_core_glyph.c - glyph tables and key lines.
 *
 * Every registered game has a glyph table in which no two meanings share
 * a glyph, in UTF-8 and in ASCII (the check also refuses a one-character
 * mark inside another meaning's glyph, an ASCII form of another width and
 * words that are not ASCII); the legend packs groups into rows of the
 * width it is given; the key line shows only groups an option claims.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <string.h>
#include <cmocka.h>

#include "glyph.h"
#include "keyline.h"
#include "registry.h"
#include "text.h"

static struct canvas cv;
static struct tt_out out;
static struct tt_prompt prompt;

static void test_games_have_clean_tables(void **state)
{
	int n = 0, nreg = 0;

	(void)state;
	while (registry_games[nreg])
		nreg++;
	for (int i = 0; registry_games[i]; i++, n++) {
		const struct glyph_table *t = registry_games[i]->glyphs;
		struct tt_err err = { "" };

		assert_non_null(t);
		assert_true(t->n > 5);
		if (glyph_check(t, &err) < 0)
			fail_msg("%s: %s", registry_games[i]->id, err.msg);
	}
	/* every registered game was checked, however many there are */
	assert_true(nreg > 0);
	assert_int_equal(n, nreg);
}

static const struct glyph test_bad_same[] = {
	{ "\u2192 ", "1 ", CC_YELLOW, 0, NULL, "arrow south-west", false },
	{ "\u2506", "1", CC_GREY, 0, NULL, "gate of buoy 1", false },
};

static const struct glyph test_bad_inside[] = {
	{ "R", "R", CC_RED, 0, NULL, "red ship", false },
	{ "R\u2022", "R+", CC_CYAN, 0, NULL, "right path ends here", false },
};

static const struct glyph test_bad_width[] = {
	{ "\u2591\u2591", "#", CC_GREY, 0, NULL, "stardust", false },
};

static const struct glyph test_ok_group[] = {
	{ "\u2192 ", "->", CC_YELLOW, 0, NULL, "push 1 hex", false },
	{ "\u2190 ", "<-", CC_YELLOW, 0, NULL, "push 1 hex", false },
	{ "\u2503", "+", CC_GREY, 0, NULL, "grid", true },
	{ "\u2501", "+", CC_GREY, 0, NULL, "grid", true },
	{ "@\u25b8", "@>", CC_DEFAULT, 0, "Y", "ship, heading", false },
};

static void test_check_finds_collisions(void **state)
{
	struct glyph_table same = { "t", test_bad_same, 2 };
	struct glyph_table inside = { "t", test_bad_inside, 2 };
	struct glyph_table width = { "t", test_bad_width, 1 };
	struct glyph_table ok = { "t", test_ok_group, 5 };
	struct tt_err err = { "" };

	(void)state;
	assert_int_equal(glyph_check(&same, &err), -1);
	assert_non_null(strstr(err.msg, "ASCII"));
	assert_non_null(strstr(err.msg, "'1'"));
	assert_int_equal(glyph_check(&inside, &err), -1);
	assert_non_null(strstr(err.msg, "share a character"));
	assert_int_equal(glyph_check(&width, &err), -1);
	assert_non_null(strstr(err.msg, "columns"));
	/* one meaning may take several glyphs, even one ASCII form */
	assert_int_equal(glyph_check(&ok, &err), 0);
}

static void test_put_and_legend(void **state)
{
	struct glyph_table ok = { "the test board", test_ok_group, 5 };
	int rows;

	(void)state;
	canvas_clear(&cv, 0, 0);
	assert_int_equal(glyph_put(&cv, 0, 0, &test_ok_group[4], "R", CC_RED, 0), 2);
	assert_int_equal(cv.c[0][0].ch, 'R');
	assert_int_equal(cv.c[0][0].ascii, 'R');
	assert_int_equal(cv.c[0][1].ch, 0x25b8);
	assert_int_equal(cv.c[0][1].ascii, '>');
	assert_int_equal(cv.c[0][1].fg, CC_RED);
	/* 18 columns: each group on its own row, the grid left out */
	canvas_clear(&cv, 0, 0);
	rows = glyph_legend(&cv, 0, 0, 18, &ok);
	tt_out_clear(&out);
	text_canvas(&out, &cv, true);
	assert_int_equal(rows, 2);
	assert_string_equal(out.text, "\u2192  \u2190  push 1 hex\nY\u25b8 ship, heading\n");
	tt_out_clear(&out);
	text_canvas(&out, &cv, false);
	assert_string_equal(out.text, "-> <- push 1 hex\nY> ship, heading\n");
	/* and as text, every entry with both forms */
	tt_out_clear(&out);
	glyph_legend_text(&out, &ok);
	assert_non_null(strstr(out.text, "Legend of the test board"));
	assert_non_null(strstr(out.text, "Y\u25b8    Y>    ship, heading"));
}

static void test_opt(struct tt_prompt *p, int key, const char *cmd)
{
	struct tt_option *o = &p->opt[p->nopt++];

	o->key = key;
	tt_strlcpy(o->cmd, cmd, sizeof o->cmd);
	tt_strlcpy(o->label, cmd, sizeof o->label);
}

static void test_keyline(void **state)
{
	struct tt_prompt *p = &prompt;

	(void)state;
	memset(p, 0, sizeof *p);
	keyline_add(p, TK_LEFT, "move w", "step");
	keyline_add(p, TK_RIGHT, "move e", "");
	keyline_add(p, TK_UP, "move n", "");
	keyline_add(p, TK_DOWN, "move s", "");
	keyline_add(p, 'f', "attack ranged", "fire");
	for (int i = 0; i < 5; i++) {
		char cmd[16];

		snprintf(cmd, sizeof cmd, "toggle %d", i + 1);
		keyline_add(p, '1' + i, cmd, i ? "" : "reroll");
	}
	keyline_add(p, 0, NULL, "or :place SPOT");
	keyline_add(p, TK_ENTER, "roll", "roll");
	/* nothing claimed: only the note is left */
	keyline_write(p);
	assert_string_equal(p->keys, "or :place SPOT");
	/* one direction live: the whole group stays; three dice: 1-3 */
	test_opt(p, TK_UP, "move n");
	test_opt(p, '1', "toggle 1");
	test_opt(p, '2', "toggle 2");
	test_opt(p, '3', "toggle 3");
	test_opt(p, TK_ENTER, "roll");
	keyline_write(p);
	assert_string_equal(p->keys, "arrows step  1-3 reroll  or :place SPOT  Enter roll");
	assert_true(keyline_live(p, '2'));
	assert_false(keyline_live(p, 'f'));
	/* a key no option claims still types its command */
	assert_non_null(keyline_find(p, 'f'));
	assert_string_equal(keyline_find(p, 'f')->cmd, "attack ranged");
	assert_null(keyline_find(p, 'z'));
}

static void test_keyline_from_options(void **state)
{
	struct tt_prompt *p = &prompt;

	(void)state;
	memset(p, 0, sizeof *p);
	test_opt(p, TK_LEFT, "x");
	tt_strlcpy(p->opt[0].label, "step left", sizeof p->opt[0].label);
	test_opt(p, TK_RIGHT, "y");
	tt_strlcpy(p->opt[1].label, "step right", sizeof p->opt[1].label);
	test_opt(p, 'a', "option a");
	tt_strlcpy(p->opt[2].label, "+1 Speed", sizeof p->opt[2].label);
	test_opt(p, 0, "place a1");
	keyline_from_options(p);
	keyline_write(p);
	assert_string_equal(p->keys, "Left/Right step  a +1 Speed");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_games_have_clean_tables),
		cmocka_unit_test(test_check_finds_collisions),
		cmocka_unit_test(test_put_and_legend),
		cmocka_unit_test(test_keyline),
		cmocka_unit_test(test_keyline_from_options),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
