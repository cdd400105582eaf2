/*
 * cli_check.c - `tabletty check` (is this scenario or save valid?) and
 * `tabletty list` (games and their scenarios).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "io.h"
#include "registry.h"

int cli_list(void)
{
	struct io_entry e[64];
	char dir[IO_PATH_MAX];

	printf("data directory: %s\n", io_data_dir());
	for (int i = 0; registry_games[i]; i++) {
		const struct engine_ops *g = registry_games[i];
		int n;
		printf("%-11s %s, %d-%d players; scenarios:", g->id, g->title, g->min_seats, g->max_seats);
		n = cli_scenarios(g, e, dir, sizeof dir);
		for (int k = 0; k < n; k++)
			printf(" %s%s", e[k].name, strcmp(e[k].name, g->default_scenario) ? "" : "*");
		printf("\n");
	}
	printf("(* = default)\n");
	return 0;
}

/* Which game does a file belong to?  A save names it; a scenario is
 * guessed from a "/GAME/" folder in its path; else NULL. */
static const struct engine_ops *cli_guess_game(const char *file, const char *text)
{
	const char *g = strstr(text, "\ngame = ");
	char id[32];

	if (g) {
		sscanf(g + 8, "%31[a-z]", id);
		return registry_find(id);
	}
	for (int i = 0; registry_games[i]; i++) {
		char part[48];
		snprintf(part, sizeof part, "/%s/", registry_games[i]->id);
		if (strstr(file, part) || strncmp(file, part + 1, strlen(part + 1)) == 0)
			return registry_games[i];
	}
	return NULL;
}

/* `check [GAME] FILE`: a save is replayed, anything else loaded as a
 * scenario of GAME (or of every game until one accepts it). */
int cli_check(const struct engine_ops *g, const char *file)
{
	struct tt_err err = { "" };
	struct session *s;
	char path[IO_PATH_MAX];
	void *data = NULL;
	char *text;
	size_t len;
	bool is_save;

	if (io_read_file(file, &text, &len, &err) < 0) {
		fprintf(stderr, "tabletty: %s\n", err.msg);
		return 1;
	}
	is_save = strstr(text, "[save]") != NULL;
	if (!g)
		g = cli_guess_game(file, text);
	free(text);
	if (!g) {
		for (int i = 0; registry_games[i]; i++)
			if (io_scenario_path(registry_games[i]->id, file, path, sizeof path, &err) == 0 &&
			    registry_games[i]->load(&io_files, path, &data, &err) == 0) {
				registry_games[i]->unload(data);
				printf("%s: a valid %s scenario\n", file, registry_games[i]->title);
				return 0;
			}
		fprintf(stderr, "%s: not a scenario of any game (name the game: tabletty check GAME FILE)\n",
			file);
		return 1;
	}
	if (is_save) {
		if (cli_load(g, file, &data, &s) < 0)
			return 1;
		session_free(s);
		g->unload(data);
		printf("%s: a valid %s save\n", file, g->title);
		return 0;
	}
	if (io_scenario_path(g->id, file, path, sizeof path, &err) < 0 ||
	    g->load(&io_files, path, &data, &err) < 0) {
		fprintf(stderr, "%s\n", err.msg);
		return 1;
	}
	g->unload(data);
	printf("%s: a valid %s scenario\n", file, g->title);
	return 0;
}
