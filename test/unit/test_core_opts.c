/*
 * test_core_opts.c - game options: "key=value,..." read against a table
 * (types, ranges, families, lists, unknown keys with "did you mean", keys
 * given twice), the order kept, and the table written for --help and the
 * man page.  Every game's own table is checked against its defaults.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "opts.h"
#include "registry.h"

enum { T_LAPS, T_SIDE, T_FAST, T_PILOTS, T_REACT, T_N };

static const struct opts_def table[T_N] = {
	[T_LAPS] = { .name = "laps", .type = OPTS_INT, .lo = 1, .hi = 9, .def = "3", .help = "laps" },
	[T_SIDE] = { .name = "side", .type = OPTS_WORD, .words = "a|b|c", .def = "a", .help = "side" },
	[T_FAST] = { .name = "fast", .type = OPTS_BOOL, .def = "no", .help = "go fast" },
	[T_PILOTS] = { .name = "pilots", .type = OPTS_TEXT, .arg = "P1/P2", .list = true,
		       .def = "in order", .help = "pilots" },
	[T_REACT] = { .name = "react-NAME", .type = OPTS_WORD, .words = "always|never",
		      .def = "always", .help = "one seat's reactions" },
};

static int parse(const char *text, struct opts_set *set, struct tt_err *err)
{
	err->msg[0] = '\0';
	return opts_parse(table, T_N, "Test", text, set, err);
}

static void refused(const char *text, const char *want)
{
	struct opts_set set;
	struct tt_err err;

	assert_int_equal(parse(text, &set, &err), -1);
	if (!strstr(err.msg, want))
		print_error("'%s': message '%s' lacks '%s'\n", text, err.msg, want);
	assert_non_null(strstr(err.msg, want));
}

static void test_values(void **state)
{
	struct opts_set set;
	struct tt_err err;

	(void)state;
	assert_int_equal(parse("", &set, &err), 0);
	assert_int_equal(set.n, 0);
	assert_null(opts_get(&set, T_LAPS));
	assert_int_equal(parse("laps=7,side=c,fast=yes,,pilots=ace/gunner", &set, &err), 0);
	assert_int_equal(set.n, 4);
	assert_int_equal(opts_get(&set, T_LAPS)->num, 7);
	assert_int_equal(opts_get(&set, T_SIDE)->num, 2);
	assert_int_equal(opts_get(&set, T_FAST)->num, 1);
	assert_string_equal(opts_get(&set, T_PILOTS)->text, "ace/gunner");
	assert_int_equal(parse("fast=0", &set, &err), 0);
	assert_int_equal(opts_get(&set, T_FAST)->num, 0);
	assert_int_equal(parse("fast=true", &set, &err), 0);
	assert_int_equal(opts_get(&set, T_FAST)->num, 1);
	/* a list goes on over ',' until the next key=value */
	assert_int_equal(parse("pilots=ace,gunner,mechanic,laps=2", &set, &err), 0);
	assert_string_equal(opts_get(&set, T_PILOTS)->text, "ace,gunner,mechanic");
	assert_int_equal(opts_get(&set, T_LAPS)->num, 2);
}

static void test_family_and_order(void **state)
{
	struct opts_set set;
	struct tt_err err;

	(void)state;
	assert_int_equal(parse("react-ana=never,laps=1,react-ray=always", &set, &err), 0);
	assert_int_equal(set.n, 3);
	assert_string_equal(set.v[0].key, "react-ana");
	assert_int_equal(set.v[0].def, T_REACT);
	assert_string_equal(opts_family_rest(&table[T_REACT], &set.v[0]), "ana");
	assert_int_equal(set.v[0].num, 1);
	assert_int_equal(set.v[1].def, T_LAPS);
	assert_string_equal(opts_family_rest(&table[T_REACT], &set.v[2]), "ray");
	assert_true(opts_is_family(&table[T_REACT]));
	assert_false(opts_is_family(&table[T_LAPS]));
	refused("react-=never", "unknown Test option 'react-'");
}

static void test_refusals(void **state)
{
	(void)state;
	refused("lap=3", "unknown Test option 'lap' (did you mean 'laps'?)");
	refused("colour=red", "unknown Test option 'colour' (Test options: laps, side, fast, pilots, react-NAME)");
	refused("laps=0", "Test option laps must be between 1 and 9, not 0");
	refused("laps=x", "Test option laps: 'x' is not a number");
	refused("side=d", "Test option side is a, b or c, not 'd'");
	refused("fast=maybe", "Test option fast is yes or no, not 'maybe'");
	refused("react-ana=sometimes", "Test option react-ana is always or never");
	refused("laps=2,laps=3", "Test option laps is given twice");
	refused("laps=", "Test option laps needs a value");
	refused("laps=2,fast", "Test options are KEY=VALUE: 'fast' has no '='");
	refused("=3", "has no proper name");
	refused("pilots=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "too long");
}

static void test_usage_and_mdoc(void **state)
{
	static struct tt_out out;

	(void)state;
	tt_out_clear(&out);
	opts_usage(table, T_N, &out);
	assert_non_null(strstr(out.text, "  laps=1-9"));
	assert_non_null(strstr(out.text, "  side=a|b|c"));
	assert_non_null(strstr(out.text, "  fast=yes|no"));
	assert_non_null(strstr(out.text, "  react-NAME=always|never"));
	assert_non_null(strstr(out.text, "(default: in order)"));
	tt_out_clear(&out);
	opts_mdoc(table, T_N, &out);
	assert_non_null(strstr(out.text, ".Bl -tag -width Ds\n"));
	assert_non_null(strstr(out.text, ".It Fl \\-option Cm laps Ns = Ns Ar N\nLaps.\nFrom 1 to 9; default: 3.\n"));
	assert_non_null(strstr(out.text, ".It Fl \\-option Cm side Ns = Ns Cm a | b | c\n"));
	assert_non_null(strstr(out.text, "Cm react- Ns Ar NAME Ns = Ns Cm always | never\n"));
	assert_non_null(strstr(out.text, ".El\n"));
}

/* Every game: a table entry for every option it reads, each with a help
 * and a default; no option may take a front door's name (--KEY VALUE). */
static void test_game_tables(void **state)
{
	static const char *const doors[] = { "scenario", "seed", "players", "load", "option", "games",
					     "strict", "debug", "restricted", "help", "version", NULL };
	int games = 0;

	(void)state;
	for (int g = 0; registry_games[g]; g++) {
		const struct engine_ops *ops = registry_games[g];
		games++;
		assert_true(ops->nopts > 0);
		for (size_t i = 0; i < ops->nopts; i++) {
			const struct opts_def *d = &ops->opts[i];
			assert_non_null(d->name);
			assert_non_null(d->help);
			assert_non_null(d->def);
			assert_true(d->type != OPTS_WORD || d->words);
			assert_true(d->type != OPTS_INT || d->lo <= d->hi);
			for (int k = 0; doors[k]; k++)
				assert_string_not_equal(d->name, doors[k]);
			for (size_t j = 0; j < i; j++)
				assert_string_not_equal(d->name, ops->opts[j].name);
		}
	}
	assert_true(games > 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_values),
		cmocka_unit_test(test_family_and_order),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_usage_and_mdoc),
		cmocka_unit_test(test_game_tables),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
