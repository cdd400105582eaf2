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

int cli_setup(const struct engine_ops *g, const struct cli_opts *o, struct tt_setup *su,
		      void **data)
{
	struct tt_err err = { "" };
	char path[IO_PATH_MAX];

	memset(su, 0, sizeof *su);
	tt_strlcpy(su->scenario, o->scenario ? o->scenario : g->default_scenario, sizeof su->scenario);
	su->seed = o->have_seed ? o->seed : (uint64_t)time(NULL);
	tt_strlcpy(su->opts, o->opts, sizeof su->opts);
	if (seats_parse(g, o->players, su, &err) < 0 ||
	    io_scenario_path(g->id, su->scenario, path, sizeof path, &err) < 0 ||
	    g->load(&io_files, path, data, &err) < 0) {
		fprintf(stderr, "tabletty: %s\n", err.msg);
		return -1;
	}
	/* a save keeps a scenario name as a name, a path as an absolute path */
	if (path[0] == '/')
		tt_strlcpy(su->scenario, path, sizeof su->scenario);
	return 0;
}

int cli_load(const struct engine_ops *g, const char *arg, void **data, struct session **s)
{
	struct tt_err err = { "" };
	struct save_info info;
	char path[IO_PATH_MAX], scen[IO_PATH_MAX], *text;
	size_t len;

	*data = NULL;
	if (io_save_path(arg, path, sizeof path, &err) < 0 ||
	    io_read_file(path, &text, &len, &err) < 0) {
		fprintf(stderr, "tabletty: %s\n", err.msg);
		return -1;
	}
	if (save_parse(path, text, len, &info, &err) < 0) {
		free(text);
		fprintf(stderr, "tabletty: %s\n", err.msg);
		return -1;
	}
	free(text);
	if (io_scenario_path(g->id, info.scenario, scen, sizeof scen, &err) < 0 ||
	    g->load(&io_files, scen, data, &err) < 0 ||
	    save_restore(s, g, *data, &info, -1, &err) < 0) {
		fprintf(stderr, "tabletty: %s: %s\n", path, err.msg);
		save_info_free(&info);
		if (*data)
			g->unload(*data);
		*data = NULL;
		return -1;
	}
	save_info_free(&info);
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
