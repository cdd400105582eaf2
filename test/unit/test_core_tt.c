/*
 * test_core_tt.c - the small shared helpers: error records ("file:line:"),
 * output buffers (appending, truncation without overflow), bounded copies
 * and the FNV-1a hash that state hashes and saves rely on (pinned to the
 * published test vectors).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <string.h>
#include <cmocka.h>

#include "tt.h"

static struct tt_out out;

static void test_errf(void **state)
{
	struct tt_err err = { "" };

	(void)state;
	assert_int_equal(tt_errf(&err, "%s must be %d", "x", 3), -1);
	assert_string_equal(err.msg, "x must be 3");
	assert_int_equal(tt_errf(&err, "second"), -1);
	assert_string_equal(err.msg, "second");		/* replaces */
	assert_int_equal(tt_errf(NULL, "ignored"), -1);	/* NULL is allowed */
	/* long messages are cut, never overflow */
	{
		char big[1000];
		memset(big, 'x', sizeof big - 1);
		big[sizeof big - 1] = '\0';
		tt_errf(&err, "%s", big);
		assert_int_equal(strlen(err.msg), TT_ERR_MAX - 1);
	}
}

static void test_err_at(void **state)
{
	struct tt_err err = { "" };

	(void)state;
	assert_int_equal(tt_err_at(&err, "maps/a.ini", 12, "expected %s", "'row'"), -1);
	assert_string_equal(err.msg, "maps/a.ini:12: expected 'row'");
	tt_err_at(&err, "maps/a.ini", 0, "empty file");
	assert_string_equal(err.msg, "maps/a.ini: empty file");
	tt_err_at(&err, "f", -1, "no line");
	assert_string_equal(err.msg, "f: no line");
	assert_int_equal(tt_err_at(NULL, "f", 1, "x"), -1);
	/* a very long file name and message stay within the record */
	{
		char name[600], msg[600];
		memset(name, 'n', sizeof name - 1);
		name[sizeof name - 1] = '\0';
		memset(msg, 'm', sizeof msg - 1);
		msg[sizeof msg - 1] = '\0';
		tt_err_at(&err, name, 5, "%s", msg);
		assert_int_equal(strlen(err.msg), TT_ERR_MAX - 1);
	}
}

static void test_out(void **state)
{
	(void)state;
	tt_out_clear(&out);
	assert_int_equal(out.len, 0);
	assert_string_equal(out.text, "");
	tt_outf(&out, "red moves %d\n", 3);
	tt_outf(&out, "blue %s", "waits");
	assert_string_equal(out.text, "red moves 3\nblue waits");
	assert_int_equal(out.len, strlen(out.text));
	tt_out_clear(&out);
	assert_int_equal(out.len, 0);
	assert_string_equal(out.text, "");
	tt_outf(NULL, "ignored");
	/* discarding: nothing is kept until the next clear */
	tt_outf(&out, "kept");
	tt_out_discard(&out);
	assert_string_equal(out.text, "");
	tt_outf(&out, "dropped %d", 1);
	assert_int_equal(out.len, 0);
	assert_string_equal(out.text, "");
	tt_out_clear(&out);
	tt_outf(&out, "kept again");
	assert_string_equal(out.text, "kept again");
}

static void test_out_truncates(void **state)
{
	char line[1000];

	(void)state;
	memset(line, 'a', sizeof line - 2);
	line[sizeof line - 2] = '\n';
	line[sizeof line - 1] = '\0';
	tt_out_clear(&out);
	for (int i = 0; i < 40; i++)
		tt_outf(&out, "%s", line);
	assert_int_equal(out.len, TT_OUT_MAX - 1);
	assert_int_equal(strlen(out.text), TT_OUT_MAX - 1);
	/* full: further text is dropped, nothing overflows */
	tt_outf(&out, "more");
	assert_int_equal(out.len, TT_OUT_MAX - 1);
	assert_int_equal(out.text[TT_OUT_MAX - 1], '\0');
	/* filling up to the last byte: "xy" only has room for "x" */
	tt_out_clear(&out);
	memset(line, 'b', 999);
	line[999] = '\0';
	for (int i = 0; i < 32; i++)
		tt_outf(&out, "%s", line);		/* 31968 bytes */
	tt_outf(&out, "%.*s", TT_OUT_MAX - 2 - 31968, line);
	assert_int_equal(out.len, TT_OUT_MAX - 2);
	tt_outf(&out, "xy");
	assert_int_equal(out.len, TT_OUT_MAX - 1);
	assert_int_equal(out.text[TT_OUT_MAX - 2], 'x');
	assert_int_equal(out.text[TT_OUT_MAX - 1], '\0');
	assert_int_equal(strlen(out.text), out.len);
}

static void test_strlcpy(void **state)
{
	char dst[6];

	(void)state;
	tt_strlcpy(dst, "abc", sizeof dst);
	assert_string_equal(dst, "abc");
	tt_strlcpy(dst, "abcdefgh", sizeof dst);
	assert_string_equal(dst, "abcde");
	tt_strlcpy(dst, "", sizeof dst);
	assert_string_equal(dst, "");
	memset(dst, 'z', sizeof dst);
	tt_strlcpy(dst, "abc", 0);		/* cap 0 writes nothing */
	assert_int_equal(dst[0], 'z');
	tt_strlcpy(dst, "abc", 1);
	assert_string_equal(dst, "");
}

/* FNV-1a 64 published test vectors: saves store this hash, so it must
 * never change. */
static void test_fnv(void **state)
{
	(void)state;
	assert_true(tt_fnv(TT_FNV_INIT, "", 0) == UINT64_C(0xcbf29ce484222325));
	assert_true(tt_fnv(TT_FNV_INIT, "a", 1) == UINT64_C(0xaf63dc4c8601ec8c));
	assert_true(tt_fnv(TT_FNV_INIT, "foobar", 6) == UINT64_C(0x85944171f73967e8));
	/* continuing from a previous value equals hashing the concatenation */
	assert_true(tt_fnv(tt_fnv(TT_FNV_INIT, "foo", 3), "bar", 3) ==
		    tt_fnv(TT_FNV_INIT, "foobar", 6));
	assert_true(tt_fnv(TT_FNV_INIT, "ab", 2) != tt_fnv(TT_FNV_INIT, "ba", 2));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_errf),
		cmocka_unit_test(test_err_at),
		cmocka_unit_test(test_out),
		cmocka_unit_test(test_out_truncates),
		cmocka_unit_test(test_strlcpy),
		cmocka_unit_test(test_fnv),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
