/*
 * test_core_registry.c - the game registry: lookup by id and prefix, and
 * the static part of the engine contract (engine.h) for every registered
 * game: names usable in commands and --players specs, seat limits, verbs
 * that do not collide with each other or with the session's global verbs,
 * the functions the session calls.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "registry.h"
#include "session.h"
#include "seats.h"

/* Lower-case letters, digits, '-' and '_': safe in commands, specs, saves. */
static bool plain_name(const char *s)
{
	if (!s || !*s)
		return false;
	for (; *s; s++)
		if (!((*s >= 'a' && *s <= 'z') || (*s >= '0' && *s <= '9') || *s == '-' || *s == '_'))
			return false;
	return true;
}

static int ngames(void)
{
	int n = 0;

	while (registry_games[n])
		n++;
	return n;
}

static void test_find(void **state)
{
	int n = ngames();

	(void)state;
	assert_true(n >= 1);
	assert_null(registry_find(""));
	assert_null(registry_find("no-such-game"));
	for (int i = 0; i < n; i++) {
		const struct engine_ops *g = registry_games[i];
		char prefix[64];
		assert_ptr_equal(registry_find(g->id), g);
		/* every prefix finds g exactly when no other id shares it */
		for (size_t l = 1; l < strlen(g->id) && l < sizeof prefix; l++) {
			int share = 0;
			memcpy(prefix, g->id, l);
			prefix[l] = '\0';
			for (int j = 0; j < n; j++)
				share += strncmp(registry_games[j]->id, prefix, l) == 0;
			if (share == 1)
				assert_ptr_equal(registry_find(prefix), g);
			else
				assert_null(registry_find(prefix));
		}
		/* longer than the id: no match */
		snprintf(prefix, sizeof prefix, "%sx", g->id);
		assert_null(registry_find(prefix));
	}
}

static void test_ids_unique(void **state)
{
	int n = ngames();

	(void)state;
	for (int i = 0; i < n; i++) {
		assert_true(plain_name(registry_games[i]->id));
		assert_true(strlen(registry_games[i]->id) < sizeof ((struct save_info *)0)->game);
		for (int j = 0; j < i; j++)
			assert_string_not_equal(registry_games[i]->id, registry_games[j]->id);
	}
}

static void check_seats(const struct engine_ops *g)
{
	int k = 0;

	assert_true(g->min_seats >= 1);
	assert_true(g->min_seats <= g->max_seats);
	assert_true(g->max_seats <= TT_MAXSEATS);
	assert_non_null(g->seat_names);
	for (; g->seat_names[k]; k++) {
		if (!plain_name(g->seat_names[k]))
			print_error("%s: seat name '%s' is not plain\n", g->id, g->seat_names[k]);
		assert_true(plain_name(g->seat_names[k]));
		assert_true(strlen(g->seat_names[k]) < TT_NAME_MAX);
		for (int j = 0; j < k; j++)
			assert_string_not_equal(g->seat_names[k], g->seat_names[j]);
	}
	assert_true(k >= g->max_seats);
}

static void check_verbs(const struct engine_ops *g)
{
	size_t nglobal;
	const struct cmd_verb *globals = session_globals_table(&nglobal);

	assert_true(nglobal > 0);
	assert_non_null(g->verbs);
	assert_true(g->nverbs >= 1);
	for (size_t i = 0; i < g->nverbs; i++) {
		const struct cmd_verb *v = &g->verbs[i];
		if (!plain_name(v->name))
			print_error("%s: verb '%s' is not plain\n", g->id, v->name ? v->name : "(null)");
		assert_true(plain_name(v->name));
		assert_true(strlen(v->name) < CMD_MAXTOK);
		assert_non_null(v->usage);
		assert_non_null(v->help);
		assert_true(v->help[0] != '\0');
		assert_true(v->min_args >= 0 && v->min_args <= CMD_MAXARG - 1);
		assert_true(v->max_args == CMD_ANY || (v->max_args >= v->min_args &&
						       v->max_args <= CMD_MAXARG - 1));
		for (size_t j = 0; j < i; j++)
			assert_string_not_equal(v->name, g->verbs[j].name);
		/* a verb named like a global one could never be reached */
		for (size_t k = 0; k < nglobal; k++) {
			if (strcmp(v->name, globals[k].name) == 0)
				print_error("%s: verb '%s' is shadowed by the global verb\n", g->id, v->name);
			assert_string_not_equal(v->name, globals[k].name);
		}
	}
}

static void test_ops_contract(void **state)
{
	(void)state;
	assert_true(ngames() >= 1);
	for (int i = 0; registry_games[i]; i++) {
		const struct engine_ops *g = registry_games[i];
		assert_non_null(g->title);
		assert_true(g->title[0] != '\0');
		assert_non_null(g->default_scenario);
		assert_true(g->rig_max >= 1 && g->rig_max <= 255);	/* dice_rig's range */
		assert_true(g->state_size > 0);
		assert_true(g->state_size <= 16 * 1024);	/* snapshots are a memcpy: every state stays within 16 KB */
		check_seats(g);
		check_verbs(g);
		assert_non_null(g->load);
		assert_non_null(g->unload);
		assert_non_null(g->create);
		assert_non_null(g->apply);
		assert_non_null(g->prompt);
		assert_non_null(g->view);
		assert_non_null(g->ai);
		assert_non_null(g->result);
		assert_non_null(g->dump);
		assert_non_null(g->dice);
		/* a game with secrets must be able to hide them from the AI */
		if (g->hidden_info)
			assert_non_null(g->redact);
	}
}

/* The --players spec of every game: the default and every count. */
static void test_players_every_game(void **state)
{
	(void)state;
	assert_true(ngames() >= 1);
	for (int i = 0; registry_games[i]; i++) {
		const struct engine_ops *g = registry_games[i];
		struct tt_setup su;
		struct tt_err err = { "" };
		char spec[256], num[8];

		memset(&su, 0, sizeof su);
		assert_int_equal(seats_parse(g, "", &su, &err), 0);
		assert_int_equal(su.nseats, g->min_seats);
		for (int n = 1; n <= TT_MAXSEATS + 1; n++) {
			snprintf(num, sizeof num, "%d", n);
			memset(&su, 0, sizeof su);
			int rc = seats_parse(g, num, &su, &err);
			assert_int_equal(rc, n >= g->min_seats && n <= g->max_seats ? 0 : -1);
			if (rc == 0) {
				struct tt_setup back;
				seats_spec(&su, spec, sizeof spec);
				memset(&back, 0, sizeof back);
				assert_int_equal(seats_parse(g, spec, &back, &err), 0);
				assert_int_equal(back.nseats, n);
				assert_memory_equal(back.seat, su.seat, sizeof su.seat[0] * (size_t)n);
			}
		}
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_find),
		cmocka_unit_test(test_ids_unique),
		cmocka_unit_test(test_ops_contract),
		cmocka_unit_test(test_players_every_game),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
