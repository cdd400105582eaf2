/*
 * test_core_conf.c - INI documents: typed getters (required, optional,
 * defaults, bounds), strict checks (unknown keys and sections, duplicates,
 * over-long lines, lines starting with a blank, lines without '=', NUL
 * bytes), section bookkeeping (empty and repeated sections keep their own
 * line), inline comments, and freeing after every kind of error.  Every
 * error must read "file:line: ..." with the right line.  Run under
 * `make SANITIZE=1 unit` as well: no leak, no UB.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "conf.h"

#define TXT(s) s, sizeof(s) - 1

static struct conf_doc doc;

static int teardown_doc(void **state)
{
	(void)state;
	conf_free(&doc);
	return 0;
}

static void parse_ok(const char *text, size_t len)
{
	struct tt_err err = { "" };

	if (conf_parse_text(&doc, "t.ini", text, len, &err) != 0)
		print_error("unexpected parse error: %s\n", err.msg);
	assert_string_equal(err.msg, "");
}

/* Parsing must fail with exactly this message. */
static void parse_fails(const char *text, size_t len, const char *want)
{
	struct tt_err err = { "" };

	assert_int_equal(conf_parse_text(&doc, "t.ini", text, len, &err), -1);
	assert_string_equal(err.msg, want);
	/* the document is empty and freeing it again is harmless */
	assert_int_equal(doc.nsec, 0);
	assert_null(doc.sec);
	conf_free(&doc);
}

static void assert_prefix(const char *msg, const char *prefix)
{
	if (strncmp(msg, prefix, strlen(prefix)) != 0)
		print_error("'%s' does not start with '%s'\n", msg, prefix);
	assert_int_equal(strncmp(msg, prefix, strlen(prefix)), 0);
}

static const char sample[] =
	"; a scenario\n"		/* 1 */
	"[game]\n"			/* 2 */
	"name = Big Race\n"		/* 3 */
	"laps = 3\n"			/* 4 */
	"fast = yes\n"			/* 5 */
	"colour = red\n"		/* 6 */
	"\n"				/* 7 */
	"[track]\n"			/* 8 */
	"width = -4\n";			/* 9 */

static void test_str(void **state)
{
	struct tt_err err = { "" };
	struct conf_sec *g;
	char buf[32], tiny[4];

	(void)state;
	parse_ok(TXT(sample));
	g = conf_section(&doc, "game");
	assert_non_null(g);
	assert_int_equal(g->line, 2);
	assert_int_equal(conf_str(&doc, g, "name", true, NULL, buf, sizeof buf, &err), 0);
	assert_string_equal(buf, "Big Race");
	assert_int_equal(conf_str(&doc, g, "motto", false, "none", buf, sizeof buf, &err), 0);
	assert_string_equal(buf, "none");
	assert_int_equal(conf_str(&doc, g, "motto", false, NULL, buf, sizeof buf, &err), 0);
	assert_string_equal(buf, "");
	/* required and missing: error at the section's line */
	assert_int_equal(conf_str(&doc, g, "motto", true, NULL, buf, sizeof buf, &err), -1);
	assert_string_equal(err.msg, "t.ini:2: missing key 'motto' in [game]");
	/* too long for the buffer: error at the key's line */
	assert_int_equal(conf_str(&doc, g, "name", true, NULL, tiny, sizeof tiny, &err), -1);
	assert_string_equal(err.msg, "t.ini:3: 'name' is too long (at most 3 characters)");
	/* the section itself is missing: required -> error, optional -> default */
	assert_int_equal(conf_str(&doc, NULL, "x", true, NULL, buf, sizeof buf, &err), -1);
	assert_string_equal(err.msg, "t.ini: missing key 'x'");
	assert_int_equal(conf_str(&doc, NULL, "x", false, "dflt", buf, sizeof buf, &err), 0);
	assert_string_equal(buf, "dflt");
}

static void test_int(void **state)
{
	struct tt_err err = { "" };
	struct conf_sec *g, *t;
	long v = 99;

	(void)state;
	parse_ok(TXT(sample));
	g = conf_section(&doc, "game");
	t = conf_section(&doc, "track");
	assert_int_equal(conf_int(&doc, g, "laps", true, 0, 1, 9, &v, &err), 0);
	assert_int_equal(v, 3);
	/* bounds are inclusive */
	assert_int_equal(conf_int(&doc, g, "laps", true, 0, 3, 3, &v, &err), 0);
	assert_int_equal(conf_int(&doc, g, "laps", true, 0, 4, 9, &v, &err), -1);
	assert_string_equal(err.msg, "t.ini:4: 'laps' must be between 4 and 9, not 3");
	assert_int_equal(conf_int(&doc, g, "laps", true, 0, 0, 2, &v, &err), -1);
	assert_string_equal(err.msg, "t.ini:4: 'laps' must be between 0 and 2, not 3");
	assert_int_equal(conf_int(&doc, t, "width", true, 0, -10, 10, &v, &err), 0);
	assert_int_equal(v, -4);
	/* optional with default */
	v = 0;
	assert_int_equal(conf_int(&doc, g, "players", false, 4, 2, 6, &v, &err), 0);
	assert_int_equal(v, 4);
	assert_int_equal(conf_int(&doc, g, "players", true, 4, 2, 6, &v, &err), -1);
	assert_string_equal(err.msg, "t.ini:2: missing key 'players' in [game]");
	/* not a number */
	assert_int_equal(conf_int(&doc, g, "name", true, 0, 0, 9, &v, &err), -1);
	assert_string_equal(err.msg, "t.ini:3: 'name' must be a whole number, not 'Big Race'");
}

static void test_int_syntax(void **state)
{
	static const char text[] =
		"[n]\na = 12a\nb = 0x10\nc =\nd = 1.5\ne = 99999999999999999999999\nf = +7\n";
	struct tt_err err = { "" };
	struct conf_sec *s;
	long v;

	(void)state;
	parse_ok(TXT(text));
	s = conf_section(&doc, "n");
	assert_int_equal(conf_int(&doc, s, "a", true, 0, 0, 100, &v, &err), -1);
	assert_string_equal(err.msg, "t.ini:2: 'a' must be a whole number, not '12a'");
	assert_int_equal(conf_int(&doc, s, "b", true, 0, 0, 100, &v, &err), -1);
	assert_prefix(err.msg, "t.ini:3: ");
	assert_int_equal(conf_int(&doc, s, "c", true, 0, 0, 100, &v, &err), -1);
	assert_string_equal(err.msg, "t.ini:4: 'c' must be a whole number, not ''");
	assert_int_equal(conf_int(&doc, s, "d", true, 0, 0, 100, &v, &err), -1);
	assert_prefix(err.msg, "t.ini:5: ");
	assert_int_equal(conf_int(&doc, s, "e", true, 0, 0, 100, &v, &err), -1);
	assert_prefix(err.msg, "t.ini:6: 'e' must be between 0 and 100");
}

static void test_bool_enum(void **state)
{
	static const char text[] =
		"[b]\nt1 = yes\nt2 = true\nt3 = 1\nt4 = on\nf1 = no\nf2 = false\nf3 = 0\nf4 = off\n"
		"bad = maybe\ncolour = blue\nwrong = pink\n";
	static const char *const colours[] = { "red", "green", "blue", NULL };
	struct tt_err err = { "" };
	struct conf_sec *s;
	bool b;
	int i;
	char key[16];

	(void)state;
	parse_ok(TXT(text));
	s = conf_section(&doc, "b");
	for (int k = 1; k <= 4; k++) {
		snprintf(key, sizeof key, "t%d", k);
		b = false;
		assert_int_equal(conf_bool(&doc, s, key, true, false, &b, &err), 0);
		assert_true(b);
		snprintf(key, sizeof key, "f%d", k);
		b = true;
		assert_int_equal(conf_bool(&doc, s, key, true, true, &b, &err), 0);
		assert_false(b);
	}
	assert_int_equal(conf_bool(&doc, s, "bad", true, false, &b, &err), -1);
	assert_prefix(err.msg, "t.ini:10: 'bad' must be one of no, yes");
	assert_non_null(strstr(err.msg, "not 'maybe'"));
	assert_int_equal(conf_bool(&doc, s, "absent", false, true, &b, &err), 0);
	assert_true(b);
	assert_int_equal(conf_bool(&doc, s, "absent", false, false, &b, &err), 0);
	assert_false(b);
	assert_int_equal(conf_enum(&doc, s, "colour", true, 0, colours, &i, &err), 0);
	assert_int_equal(i, 2);
	assert_int_equal(conf_enum(&doc, s, "wrong", true, 0, colours, &i, &err), -1);
	assert_string_equal(err.msg, "t.ini:12: 'wrong' must be one of red, green, blue, not 'pink'");
	assert_int_equal(conf_enum(&doc, s, "absent", false, 1, colours, &i, &err), 0);
	assert_int_equal(i, 1);
	assert_int_equal(conf_enum(&doc, s, "absent", true, 1, colours, &i, &err), -1);
	assert_string_equal(err.msg, "t.ini:1: missing key 'absent' in [b]");
}

static void test_raw_and_line(void **state)
{
	struct conf_sec *g;

	(void)state;
	parse_ok(TXT(sample));
	g = conf_section(&doc, "game");
	assert_string_equal(conf_raw(g, "colour"), "red");
	assert_null(conf_raw(g, "nothing"));
	assert_null(conf_raw(NULL, "colour"));
	assert_int_equal(conf_line(g, "fast"), 5);
	assert_int_equal(conf_line(g, "nothing"), 2);	/* the section's line */
	assert_int_equal(conf_line(NULL, "x"), 0);
	assert_null(conf_section(&doc, "nothing"));
	assert_int_equal(doc.nlines, 9);
}

/* Load everything of sample except what skip names, then conf_finish. */
static void load_sample_but(const char *skip, struct tt_err *err, int *rc)
{
	struct conf_sec *g, *t;
	char buf[64];
	long v;
	bool b;

	parse_ok(TXT(sample));
	g = conf_section(&doc, "game");
	if (strcmp(skip, "name"))
		conf_str(&doc, g, "name", true, NULL, buf, sizeof buf, err);
	if (strcmp(skip, "laps"))
		conf_int(&doc, g, "laps", true, 0, 0, 9, &v, err);
	if (strcmp(skip, "fast"))
		conf_bool(&doc, g, "fast", true, false, &b, err);
	if (strcmp(skip, "colour"))
		conf_raw(g, "colour");
	if (strcmp(skip, "track")) {
		t = conf_section(&doc, "track");
		conf_int(&doc, t, "width", true, 0, -9, 9, &v, err);
	}
	*rc = conf_finish(&doc, err);
}

static void test_finish(void **state)
{
	struct tt_err err = { "" };
	int rc;

	(void)state;
	load_sample_but("", &err, &rc);
	assert_int_equal(rc, 0);
	conf_free(&doc);
	load_sample_but("fast", &err, &rc);
	assert_int_equal(rc, -1);
	assert_string_equal(err.msg, "t.ini:5: unknown key 'fast' in [game]");
	conf_free(&doc);
	load_sample_but("colour", &err, &rc);
	assert_int_equal(rc, -1);
	assert_string_equal(err.msg, "t.ini:6: unknown key 'colour' in [game]");
	conf_free(&doc);
	load_sample_but("track", &err, &rc);
	assert_int_equal(rc, -1);
	assert_string_equal(err.msg, "t.ini:8: unknown section [track]");
	conf_free(&doc);
	/* the first unused thing in file order is reported */
	load_sample_but("name", &err, &rc);
	assert_int_equal(rc, -1);
	assert_string_equal(err.msg, "t.ini:3: unknown key 'name' in [game]");
}

/* A misspelt key is reported even when the loader found what it needs. */
static void test_finish_unknown_key_and_section(void **state)
{
	static const char text[] =
		"[game]\n"		/* 1 */
		"laps = 3\n"		/* 2 */
		"lpas = 4\n"		/* 3 */
		"[extra]\n";		/* 4 */
	struct tt_err err = { "" };
	long v;

	(void)state;
	parse_ok(TXT(text));
	assert_int_equal(conf_int(&doc, conf_section(&doc, "game"), "laps", true, 0, 0, 9, &v, &err), 0);
	assert_int_equal(conf_finish(&doc, &err), -1);
	assert_string_equal(err.msg, "t.ini:3: unknown key 'lpas' in [game]");
	conf_raw(conf_section(&doc, "game"), "lpas");
	assert_int_equal(conf_finish(&doc, &err), -1);
	assert_string_equal(err.msg, "t.ini:4: unknown section [extra]");
	conf_section(&doc, "extra");
	assert_int_equal(conf_finish(&doc, &err), 0);
}

static void test_keys_before_sections(void **state)
{
	static const char text[] = "# header\nversion = 2\n[a]\nk = 1\n";
	struct tt_err err = { "" };
	struct conf_sec *top;
	long v;

	(void)state;
	parse_ok(TXT(text));
	conf_raw(conf_section(&doc, "a"), "k");
	assert_int_equal(conf_finish(&doc, &err), -1);
	assert_string_equal(err.msg, "t.ini:2: unknown key 'version' outside a named [section]");
	top = conf_section(&doc, "");
	assert_non_null(top);
	assert_int_equal(conf_int(&doc, top, "version", true, 0, 1, 5, &v, &err), 0);
	assert_int_equal(v, 2);
	assert_int_equal(conf_finish(&doc, &err), 0);
}

static void test_duplicate_key(void **state)
{
	static const char text[] = "[a]\nk = 1\nj = 2\nk = 3\n";
	struct tt_err err = { "" };
	struct conf_sec *s;
	long v;
	char buf[8];

	(void)state;
	parse_ok(TXT(text));
	s = conf_section(&doc, "a");
	assert_int_equal(conf_int(&doc, s, "k", true, 0, 0, 9, &v, &err), -1);
	assert_string_equal(err.msg, "t.ini:4: 'k' given twice (first on line 2)");
	assert_int_equal(conf_str(&doc, s, "k", false, "", buf, sizeof buf, &err), -1);
	assert_string_equal(err.msg, "t.ini:4: 'k' given twice (first on line 2)");
	assert_int_equal(conf_int(&doc, s, "j", true, 0, 0, 9, &v, &err), 0);
	assert_int_equal(v, 2);
}

static void test_long_lines(void **state)
{
	char text[512];
	size_t n;

	(void)state;
	/* a line of 198 bytes (plus newline) is the longest allowed */
	for (int len = 190; len <= 205; len++) {
		for (int nl = 0; nl <= 2; nl++) {	/* none, LF, CRLF */
			struct tt_err err = { "" };
			strcpy(text, "[a]\n; ok\nk = ");
			n = strlen(text);
			memset(text + n, 'v', (size_t)len - 4);
			n += (size_t)len - 4;
			if (nl == 2)
				text[n++] = '\r';
			if (nl)
				text[n++] = '\n';
			text[n] = '\0';
			int rc = conf_parse_text(&doc, "t.ini", text, n, &err);
			if (len <= CONF_LINE_MAX - 2) {
				assert_int_equal(rc, 0);
				assert_int_equal(strlen(conf_raw(conf_section(&doc, "a"), "k")),
						 (size_t)len - 4);
			} else {
				assert_int_equal(rc, -1);
				assert_string_equal(err.msg, "t.ini:3: line too long (at most 198 bytes)");
			}
			conf_free(&doc);
		}
	}
	/* a long comment is refused too (inih would split it into garbage) */
	strcpy(text, "[a]\n;");
	memset(text + 5, 'c', 300);
	text[305] = '\n';
	text[306] = '\0';
	parse_fails(text, strlen(text), "t.ini:2: line too long (at most 198 bytes)");
}

static void test_leading_blank(void **state)
{
	(void)state;
	parse_fails(TXT("[a]\nk = 1\n  j = 2\n"),
		    "t.ini:3: a line may not start with a blank (it would continue the value above)");
	parse_fails(TXT("[a]\nk = 1\n\tmore\n"),
		    "t.ini:3: a line may not start with a blank (it would continue the value above)");
	parse_fails(TXT(" [a]\n"),
		    "t.ini:1: a line may not start with a blank (it would continue the value above)");
	/* blank-only lines and indented comments are fine */
	parse_ok(TXT("[a]\nk = 1\n   \n\t\n  ; note\n\t# note\nj = 2\n"));
	assert_string_equal(conf_raw(conf_section(&doc, "a"), "k"), "1");
	assert_string_equal(conf_raw(conf_section(&doc, "a"), "j"), "2");
	assert_int_equal(conf_line(conf_section(&doc, "a"), "j"), 7);
}

static void test_no_equals(void **state)
{
	(void)state;
	parse_fails(TXT("[a]\nk = 1\njunk\n"),
		    "t.ini:3: expected 'key = value', '[section]' or a comment");
	parse_fails(TXT("[a\nk = 1\n"),
		    "t.ini:1: expected 'key = value', '[section]' or a comment");
	/* the first error in the file wins, whoever found it */
	parse_fails(TXT("[a]\njunk\n  k = 2\n"),
		    "t.ini:2: expected 'key = value', '[section]' or a comment");
	parse_fails(TXT("[a]\n  k = 2\njunk\n"),
		    "t.ini:2: a line may not start with a blank (it would continue the value above)");
}

static void test_sections_lines(void **state)
{
	static const char text[] =
		"[a]\n"			/* 1: empty */
		"[b]\n"			/* 2 */
		"k = 1\n"		/* 3 */
		"\n"			/* 4 */
		"[a]\n"			/* 5: repeated */
		"j = 2\n"		/* 6 */
		"[a]\n"			/* 7: repeated, empty */
		"[c]\n";		/* 8: empty, last */
	struct tt_err err = { "" };
	struct conf_sec *s;

	(void)state;
	parse_ok(TXT(text));
	assert_int_equal(conf_count(&doc, "a"), 3);
	assert_int_equal(conf_count(&doc, "b"), 1);
	assert_int_equal(conf_count(&doc, "c"), 1);
	assert_int_equal(conf_count(&doc, "z"), 0);
	s = conf_nth(&doc, "a", 0);
	assert_int_equal(s->line, 1);
	assert_int_equal(s->nkv, 0);
	s = conf_nth(&doc, "a", 1);
	assert_int_equal(s->line, 5);
	assert_int_equal(s->nkv, 1);
	assert_string_equal(conf_raw(s, "j"), "2");
	assert_int_equal(conf_line(s, "j"), 6);
	s = conf_nth(&doc, "a", 2);
	assert_int_equal(s->line, 7);
	assert_int_equal(s->nkv, 0);
	assert_null(conf_nth(&doc, "a", 3));
	s = conf_section(&doc, "b");
	assert_int_equal(s->line, 2);
	assert_string_equal(conf_raw(s, "k"), "1");
	/* the unused empty section [c] is still reported, at its own line */
	assert_int_equal(conf_finish(&doc, &err), -1);
	assert_string_equal(err.msg, "t.ini:8: unknown section [c]");
	conf_section(&doc, "c");
	assert_int_equal(conf_finish(&doc, &err), 0);
}

/* Unused repeated sections are reported at the right occurrence. */
static void test_repeated_section_unused(void **state)
{
	static const char text[] = "[p]\nx = 1\n[p]\nx = 2\n[p]\nx = 3\n";
	struct tt_err err = { "" };

	(void)state;
	parse_ok(TXT(text));
	conf_raw(conf_nth(&doc, "p", 0), "x");
	conf_raw(conf_nth(&doc, "p", 1), "x");
	assert_int_equal(conf_finish(&doc, &err), -1);
	assert_string_equal(err.msg, "t.ini:5: unknown section [p]");
}

static void test_nul_bytes(void **state)
{
	(void)state;
	parse_fails(TXT("[a]\nk = v\0x\nj = 1\n"), "t.ini:2: NUL byte in the line");
	parse_fails(TXT("[a]\nk = 1\n\0\n"), "t.ini:3: NUL byte in the line");
	parse_fails(TXT("[a\0]\nk = 1\n"), "t.ini:1: NUL byte in the line");
}

static void test_comments(void **state)
{
	static const char text[] =
		"; comment\n# comment\n[a] ; header comment\nk = v ; inline comment\n"
		"semi = a;b\nhash = #1 # not a comment\nsp =   padded   \nempty =\n";
	struct conf_sec *s;

	(void)state;
	parse_ok(TXT(text));
	s = conf_section(&doc, "a");
	assert_non_null(s);
	assert_int_equal(s->line, 3);
	assert_string_equal(conf_raw(s, "k"), "v");
	/* ';' is a comment only after a blank (Debian's inih) */
	assert_string_equal(conf_raw(s, "semi"), "a;b");
	/* '#' is a comment only at the start of a line */
	assert_string_equal(conf_raw(s, "hash"), "#1 # not a comment");
	/* values are stripped */
	assert_string_equal(conf_raw(s, "sp"), "padded");
	assert_string_equal(conf_raw(s, "empty"), "");
	assert_int_equal(s->nkv, 5);
}

static void test_line_endings(void **state)
{
	static const char text[] = "[a]\r\nk = v\r\n\r\nj = w";	/* CRLF, no final newline */
	struct conf_sec *s;

	(void)state;
	parse_ok(TXT(text));
	s = conf_section(&doc, "a");
	assert_string_equal(conf_raw(s, "k"), "v");
	assert_string_equal(conf_raw(s, "j"), "w");
	assert_int_equal(conf_line(s, "k"), 2);
	assert_int_equal(conf_line(s, "j"), 4);
	assert_int_equal(doc.nlines, 4);
}

static void test_empty_text(void **state)
{
	struct tt_err err = { "" };

	(void)state;
	parse_ok("", 0);
	assert_int_equal(doc.nsec, 0);
	assert_int_equal(conf_count(&doc, "a"), 0);
	assert_null(conf_section(&doc, "a"));
	assert_int_equal(conf_finish(&doc, &err), 0);
	conf_free(&doc);
	parse_ok(TXT("; only comments\n\n# here\n"));
	assert_int_equal(conf_finish(&doc, &err), 0);
}

/* The text need not be NUL-terminated: len is honoured. */
static void test_length_honoured(void **state)
{
	static const char text[] = "[a]\nk = 1\nGARBAGE";

	(void)state;
	parse_ok(text, strlen("[a]\nk = 1\n"));
	assert_int_equal(doc.nsec, 1);
	assert_string_equal(conf_raw(conf_section(&doc, "a"), "k"), "1");
}

/* inih cuts section names at 49 bytes; longer names must be refused, not
 * silently split into two sections. */
static void test_long_section_name(void **state)
{
	char text[256], name[64];

	(void)state;
	memset(name, 's', 49);
	name[49] = '\0';
	snprintf(text, sizeof text, "[%s]\nk = 1\n", name);
	parse_ok(text, strlen(text));
	assert_int_equal(doc.nsec, 1);
	assert_string_equal(conf_raw(conf_section(&doc, name), "k"), "1");
	conf_free(&doc);
	name[49] = 's';
	name[50] = '\0';
	snprintf(text, sizeof text, "[x]\n[%s]\nk = 1\n", name);
	parse_fails(text, strlen(text), "t.ini:2: section name too long (at most 49 bytes)");
}

/* A UTF-8 byte order mark does not hide the first section. */
static void test_bom(void **state)
{
	static const char text[] = "\xef\xbb\xbf[a]\n[b]\nk = 1\n";

	(void)state;
	parse_ok(TXT(text));
	assert_int_equal(conf_count(&doc, "a"), 1);
	assert_int_equal(conf_section(&doc, "a")->line, 1);
	assert_int_equal(conf_section(&doc, "b")->line, 2);
}

struct each_ctx {
	int n;
	char keys[8][8];
	int stop_at;
};

static int each_fn(void *ctx, struct conf_kv *kv, struct tt_err *err)
{
	struct each_ctx *c = ctx;

	if (c->n == c->stop_at)
		return tt_errf(err, "stopped at %s", kv->key);
	snprintf(c->keys[c->n++], sizeof c->keys[0], "%s", kv->key);
	return 0;
}

static void test_each(void **state)
{
	static const char text[] = "[map]\nr1 = ..#\nr2 = #..\nr3 = ...\n[x]\n";
	struct each_ctx c = { 0, { "" }, -1 };
	struct tt_err err = { "" };

	(void)state;
	parse_ok(TXT(text));
	assert_int_equal(conf_each(conf_section(&doc, "map"), each_fn, &c, &err), 0);
	assert_int_equal(c.n, 3);
	assert_string_equal(c.keys[0], "r1");
	assert_string_equal(c.keys[2], "r3");
	conf_section(&doc, "x");
	assert_int_equal(conf_finish(&doc, &err), 0);	/* each marked them used */
	memset(&c, 0, sizeof c);
	c.stop_at = 1;
	assert_int_equal(conf_each(conf_section(&doc, "map"), each_fn, &c, &err), -1);
	assert_string_equal(err.msg, "stopped at r2");
	assert_int_equal(conf_each(NULL, each_fn, &c, &err), 0);
}

static void test_errf(void **state)
{
	struct tt_err err = { "" };

	(void)state;
	parse_ok(TXT(sample));
	assert_int_equal(conf_errf(&doc, 7, &err, "expected %d rows", 3), -1);
	assert_string_equal(err.msg, "t.ini:7: expected 3 rows");
	assert_int_equal(conf_errf(&doc, 0, &err, "empty"), -1);
	assert_string_equal(err.msg, "t.ini: empty");
}

/* Freeing after every kind of failure (checked for leaks under ASan). */
static void test_free_after_errors(void **state)
{
	struct tt_err err = { "" };
	long v;

	(void)state;
	parse_fails(TXT("[a]\nk = 1\nj = 2\n[b]\nx = 1\nbroken\n"),
		    "t.ini:6: expected 'key = value', '[section]' or a comment");
	parse_fails(TXT("[a]\nk = 1\n[b]\nx = 1\n  y = 2\n"),
		    "t.ini:5: a line may not start with a blank (it would continue the value above)");
	parse_ok(TXT("[a]\nk = 1\nk = 2\n[b]\n"));
	assert_int_equal(conf_int(&doc, conf_section(&doc, "a"), "k", true, 0, 0, 9, &v, &err), -1);
	assert_int_equal(conf_finish(&doc, &err), -1);
	conf_free(&doc);
	conf_free(&doc);		/* twice is harmless */
	assert_int_equal(doc.nsec, 0);
	/* many sections and keys (forces the arrays to grow) */
	{
		static char big[40000];
		size_t n = 0;
		for (int i = 0; i < 300; i++) {
			n += (size_t)snprintf(big + n, sizeof big - n, "[s%d]\n", i % 7);
			for (int j = 0; j < 10; j++)
				n += (size_t)snprintf(big + n, sizeof big - n, "k%d = %d\n", j, i * j);
		}
		n += (size_t)snprintf(big + n, sizeof big - n, "oops\n");
		assert_int_equal(conf_parse_text(&doc, "t.ini", big, n, &err), -1);
		assert_string_equal(err.msg, "t.ini:3301: expected 'key = value', '[section]' or a comment");
		assert_int_equal(conf_parse_text(&doc, "t.ini", big, n - 5, &err), 0);
		assert_int_equal(conf_count(&doc, "s3"), 43);
		assert_int_equal(conf_nth(&doc, "s3", 42)->nkv, 10);
	}
}

/* conf_parse_plain (saves): any line length, ';' kept in values,
 * comments on lines of their own, the same errors with file:line. */
static void test_plain(void **state)
{
	struct tt_err err = { "" };
	char *text = malloc(10000);
	size_t n;

	(void)state;
	assert_non_null(text);
	strcpy(text, "\xef\xbb\xbf; a save\n[save]\n  # indented comment\npath = /a b ;c; d\nlong = ");
	n = strlen(text);
	memset(text + n, 'x', 5000);
	n += 5000;
	strcpy(text + n, "\r\n\n[end]  \nk=v=w\n");
	n += strlen(text + n);
	assert_int_equal(conf_parse_plain(&doc, "s.ini", text, n, &err), 0);
	assert_string_equal(conf_raw(conf_section(&doc, "save"), "path"), "/a b ;c; d");
	assert_int_equal(strlen(conf_raw(conf_section(&doc, "save"), "long")), 5000);
	assert_int_equal(conf_line(conf_section(&doc, "save"), "long"), 5);
	assert_string_equal(conf_raw(conf_section(&doc, "end"), "k"), "v=w");
	assert_int_equal(conf_section(&doc, "end")->line, 7);
	conf_free(&doc);
	free(text);
	static const struct { const char *text, *want; } bad[] = {
		{ "[a]\nk = v\n  k2 = v\n", "s.ini:3: a line may not start with a blank" },
		{ "[a]\nno equals here\n", "s.ini:2: expected 'key = value', '[section]' or a comment" },
		{ "[a\n", "s.ini:1: expected ']' at the end of the line" },
		{ "[]\n[b] x\n", "s.ini:2: expected ']' at the end of the line" },
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		err.msg[0] = '\0';
		assert_int_equal(conf_parse_plain(&doc, "s.ini", bad[i].text, strlen(bad[i].text), &err), -1);
		assert_prefix(err.msg, bad[i].want);
		assert_int_equal(doc.nsec, 0);
	}
	assert_int_equal(conf_parse_plain(&doc, "s.ini", TXT("[a]\nk = v\0w\n"), &err), -1);
	assert_string_equal(err.msg, "s.ini:2: NUL byte in the line");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_str, teardown_doc),
		cmocka_unit_test_teardown(test_int, teardown_doc),
		cmocka_unit_test_teardown(test_int_syntax, teardown_doc),
		cmocka_unit_test_teardown(test_bool_enum, teardown_doc),
		cmocka_unit_test_teardown(test_raw_and_line, teardown_doc),
		cmocka_unit_test_teardown(test_finish, teardown_doc),
		cmocka_unit_test_teardown(test_finish_unknown_key_and_section, teardown_doc),
		cmocka_unit_test_teardown(test_keys_before_sections, teardown_doc),
		cmocka_unit_test_teardown(test_duplicate_key, teardown_doc),
		cmocka_unit_test_teardown(test_long_lines, teardown_doc),
		cmocka_unit_test_teardown(test_leading_blank, teardown_doc),
		cmocka_unit_test_teardown(test_no_equals, teardown_doc),
		cmocka_unit_test_teardown(test_sections_lines, teardown_doc),
		cmocka_unit_test_teardown(test_repeated_section_unused, teardown_doc),
		cmocka_unit_test_teardown(test_nul_bytes, teardown_doc),
		cmocka_unit_test_teardown(test_comments, teardown_doc),
		cmocka_unit_test_teardown(test_line_endings, teardown_doc),
		cmocka_unit_test_teardown(test_empty_text, teardown_doc),
		cmocka_unit_test_teardown(test_length_honoured, teardown_doc),
		cmocka_unit_test_teardown(test_long_section_name, teardown_doc),
		cmocka_unit_test_teardown(test_bom, teardown_doc),
		cmocka_unit_test_teardown(test_each, teardown_doc),
		cmocka_unit_test_teardown(test_errf, teardown_doc),
		cmocka_unit_test_teardown(test_free_after_errors, teardown_doc),
		cmocka_unit_test_teardown(test_plain, teardown_doc),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
