/*
 * test_core_canvas.c - canvases (clearing, putting glyphs, growing, clipping,
 * UTF-8 text) and the plain-text renderer (UTF-8 and ASCII stand-ins,
 * trailing blanks trimmed, view layout with panel and prompt).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <string.h>
#include <cmocka.h>

#include "text.h"

static struct canvas cv;
static struct tt_view view;
static struct tt_out out;

static void test_clear(void **state)
{
	(void)state;
	memset(&cv, 0x5a, sizeof cv);
	canvas_clear(&cv, 10, 4);
	assert_int_equal(cv.w, 10);
	assert_int_equal(cv.h, 4);
	assert_int_equal(cv.c[3][9].ch, 0);
	assert_int_equal(cv.c[CANVAS_H - 1][CANVAS_W - 1].ch, 0);
	canvas_clear(&cv, 1000, 1000);
	assert_int_equal(cv.w, CANVAS_W);
	assert_int_equal(cv.h, CANVAS_H);
	canvas_clear(&cv, -5, -1);
	assert_int_equal(cv.w, 0);
	assert_int_equal(cv.h, 0);
}

static void test_put(void **state)
{
	(void)state;
	canvas_clear(&cv, 0, 0);
	canvas_put(&cv, 3, 1, 0x2588, '#', CC_RED, CA_BOLD);
	assert_int_equal(cv.w, 4);			/* grows to fit */
	assert_int_equal(cv.h, 2);
	assert_int_equal(cv.c[1][3].ch, 0x2588);
	assert_int_equal(cv.c[1][3].ascii, '#');
	assert_int_equal(cv.c[1][3].fg, CC_RED);
	assert_int_equal(cv.c[1][3].attr, CA_BOLD);
	canvas_put(&cv, 1, 0, 'x', 'x', CC_DEFAULT, 0);
	assert_int_equal(cv.w, 4);			/* never shrinks */
	/* out of range: ignored, no growth */
	canvas_put(&cv, -1, 0, 'x', 'x', 0, 0);
	canvas_put(&cv, 0, -1, 'x', 'x', 0, 0);
	canvas_put(&cv, CANVAS_W, 0, 'x', 'x', 0, 0);
	canvas_put(&cv, 0, CANVAS_H, 'x', 'x', 0, 0);
	assert_int_equal(cv.w, 4);
	assert_int_equal(cv.h, 2);
	canvas_put(&cv, CANVAS_W - 1, CANVAS_H - 1, 'z', 'z', 0, 0);
	assert_int_equal(cv.w, CANVAS_W);
	assert_int_equal(cv.h, CANVAS_H);
}

static void test_text(void **state)
{
	(void)state;
	canvas_clear(&cv, 0, 0);
	assert_int_equal(canvas_text(&cv, 2, 0, CC_GREEN, 0, "ab"), 2);
	assert_int_equal(cv.c[0][2].ch, 'a');
	assert_int_equal(cv.c[0][3].ascii, 'b');
	assert_int_equal(cv.c[0][3].fg, CC_GREEN);
	/* UTF-8 is decoded, one cell per code point, '?' as stand-in */
	assert_int_equal(canvas_text(&cv, 0, 1, 0, 0, "\xc3\xa9\xe2\x96\xb2\xf0\x9f\x9a\x80!"), 4);
	assert_int_equal(cv.c[1][0].ch, 0xe9);
	assert_int_equal(cv.c[1][0].ascii, '?');
	assert_int_equal(cv.c[1][1].ch, 0x25b2);
	assert_int_equal(cv.c[1][2].ch, 0x1f680);
	assert_int_equal(cv.c[1][3].ch, '!');
	assert_int_equal(cv.c[1][3].ascii, '!');
	/* broken UTF-8 becomes '?' and never reads past the end */
	assert_int_equal(canvas_text(&cv, 0, 2, 0, 0, "a\x80z\xc3"), 4);
	assert_int_equal(cv.c[2][1].ch, '?');
	assert_int_equal(cv.c[2][2].ch, 'z');
	assert_int_equal(cv.c[2][3].ch, '?');
	/* clipped at the right edge, still counts the columns */
	assert_int_equal(canvas_text(&cv, CANVAS_W - 2, 3, 0, 0, "abcd"), 4);
	assert_int_equal(cv.c[3][CANVAS_W - 1].ch, 'b');
	assert_int_equal(canvas_textf(&cv, 0, 4, 0, 0, "%s=%d", "hp", 12), 5);
	assert_int_equal(cv.c[4][3].ch, '1');
	assert_int_equal(canvas_text(&cv, 0, 5, 0, 0, ""), 0);
}

static void test_render(void **state)
{
	(void)state;
	canvas_clear(&cv, 8, 3);
	canvas_text(&cv, 0, 0, 0, 0, "ab");
	canvas_put(&cv, 4, 0, 0x2588, '#', 0, 0);
	canvas_put(&cv, 1, 2, 0x25b2, '^', 0, 0);
	tt_out_clear(&out);
	text_canvas(&out, &cv, true);
	/* every row printed, trailing blanks trimmed, inner blanks kept */
	assert_string_equal(out.text, "ab  \xe2\x96\x88\n\n \xe2\x96\xb2\n");
	tt_out_clear(&out);
	text_canvas(&out, &cv, false);
	assert_string_equal(out.text, "ab  #\n\n ^\n");
	/* a glyph without a stand-in shows '?' in ASCII */
	canvas_put(&cv, 7, 1, 0x2605, 0, 0, 0);
	tt_out_clear(&out);
	text_canvas(&out, &cv, false);
	assert_string_equal(out.text, "ab  #\n       ?\n ^\n");
	/* an explicit blank glyph is a blank, unless its ASCII stand-in
	 * fills it (an ASCII glyph may take a cell the Unicode one leaves
	 * blank: "->" for "→ ") */
	canvas_clear(&cv, 0, 0);
	canvas_put(&cv, 0, 0, ' ', ' ', 0, 0);
	canvas_put(&cv, 2, 0, ' ', 'x', 0, 0);
	tt_out_clear(&out);
	text_canvas(&out, &cv, false);
	assert_string_equal(out.text, "  x\n");
	tt_out_clear(&out);
	text_canvas(&out, &cv, true);
	assert_string_equal(out.text, "\n");
}

static void test_render_full_width(void **state)
{
	(void)state;
	canvas_clear(&cv, 0, 0);
	for (int x = 0; x < CANVAS_W; x++)
		canvas_put(&cv, x, 0, 0x1f680, '*', 0, 0);	/* 4 bytes each */
	tt_out_clear(&out);
	text_canvas(&out, &cv, true);
	assert_int_equal(out.len, CANVAS_W * 4 + 1);
	tt_out_clear(&out);
	text_canvas(&out, &cv, false);
	assert_int_equal(out.len, CANVAS_W + 1);
}

static void test_view(void **state)
{
	struct tt_prompt p;

	(void)state;
	memset(&view, 0, sizeof view);
	memset(&p, 0, sizeof p);
	snprintf(view.title, sizeof view.title, "Race");
	canvas_text(&view.board, 0, 0, 0, 0, "..A..");
	canvas_text(&view.panel, 0, 0, 0, 0, "red 3");
	snprintf(p.text, sizeof p.text, "red: choose a heading");
	tt_out_clear(&out);
	text_view(&out, &view, &p, true);
	assert_string_equal(out.text, "== Race ==\n..A..\n--\nred 3\n-- red: choose a heading\n");
	/* no title, no panel, no prompt */
	memset(&view, 0, sizeof view);
	canvas_text(&view.board, 0, 0, 0, 0, "x");
	tt_out_clear(&out);
	text_view(&out, &view, NULL, false);
	assert_string_equal(out.text, "x\n");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_clear),
		cmocka_unit_test(test_put),
		cmocka_unit_test(test_text),
		cmocka_unit_test(test_render),
		cmocka_unit_test(test_render_full_width),
		cmocka_unit_test(test_view),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
