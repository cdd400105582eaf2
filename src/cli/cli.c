/*
 * cli.c - steps the front doors share: finding a game, setting a game up
 * from the command-line options, loading a save, listing scenarios.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "cli.h"
#include "io.h"
#include "registry.h"
#include "seats.h"

const struct engine_ops *cli_game(const char *id)
{
	const struct engine_ops *g = registry_find(id);

	if (!g)
		fprintf(stderr, "tabletty: unknown game '%s' (try 'tabletty list')\n", id);
	return g;
}

int cli_setup_opts(const struct engine_ops *g, const struct cli_opts *o, struct tt_setup *su)
{
	struct tt_err err = { "" };

	memset(su, 0, sizeof *su);
	if (o->scenario && strlen(o->scenario) >= sizeof su->scenario) {
		fprintf(stderr, "tabletty: %.100s...: path too long\n", o->scenario);
		return -1;
	}
	tt_strlcpy(su->scenario, o->scenario ? o->scenario : g->default_scenario, sizeof su->scenario);
	su->seed = o->have_seed ? o->seed : (uint64_t)time(NULL);
	tt_strlcpy(su->opts, o->opts, sizeof su->opts);
	if (seats_parse(g, o->players, su, &err) < 0) {
		fprintf(stderr, "tabletty: %s\n", err.msg);
		return -1;
	}
	return 0;
}

int cli_setup(const struct engine_ops *g, const struct cli_opts *o, struct tt_setup *su,
		      void **data)
{
	struct tt_err err = { "" };

	*data = NULL;
	if (cli_setup_opts(g, o, su) < 0)
		return -1;
	if (io_scenario_load(g, su, data, &err) < 0) {
		fprintf(stderr, "tabletty: %s\n", err.msg);
		return -1;
	}
	return 0;
}

int cli_load(const struct engine_ops *g, const char *arg, struct io_game *game)
{
	struct tt_err err = { "" };

	if (io_game_open(game, arg, g, -1, &err) < 0) {
		fprintf(stderr, "tabletty: %s\n", err.msg);
		return -1;
	}
	if (game->note[0])
		fprintf(stderr, "tabletty: %s: %s\n", game->path, game->note);
	return 0;
}

int cli_scenarios(const struct engine_ops *g, struct io_entry e[64], char *dir, size_t cap)
{
	int n;

	snprintf(dir, cap, "%.900s/%s", io_data_dir(), g->id);
	n = io_list(dir, ".ini", true, e, 64);
	for (int k = 0; k < n; k++)
		e[k].name[strlen(e[k].name) - 4] = '\0';
	return n;
}
