/*
 * cli_check.c - `tabletty check` (is this scenario or save valid?) and
 * `tabletty list` (games and their scenarios, a game's options; the ids
 * and the options in mdoc for the Makefile and the man page).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "io.h"
#include "registry.h"

/* "id  Title, N-M players; scenarios: a b* c" */
static void cli_list_game(const struct engine_ops *g)
{
	struct io_entry e[64];
	char dir[IO_PATH_MAX];
	int n;

	printf("%-11s %s, %d-%d players; scenarios:", g->id, g->title, g->min_seats, g->max_seats);
	n = cli_scenarios(g, e, dir, sizeof dir);
	for (int k = 0; k < n; k++)
		printf(" %s%s", e[k].name, strcmp(e[k].name, g->default_scenario) ? "" : "*");
	printf("\n");
}

/* `list GAME` (its scenarios and options) or `list --mdoc GAME` (the
 * options as the man page lists them). */
static int cli_list_options(const char *id, bool mdoc)
{
	const struct engine_ops *g = cli_game(id);
	static struct tt_out out;

	if (!g)
		return 2;
	tt_out_clear(&out);
	if (mdoc) {
		opts_mdoc(g->opts, g->nopts, &out);
		fputs(out.text, stdout);
		return 0;
	}
	cli_list_game(g);
	opts_usage(g->opts, g->nopts, &out);
	printf("(* = default)\n\n%s options (--option KEY=VALUE or --KEY VALUE):\n%s", g->title,
	       out.text);
	return 0;
}

int cli_list(int argc, char **argv)
{
	if (argc == 1 && strcmp(argv[0], "--ids") == 0) {
		for (int i = 0; registry_games[i]; i++)
			printf("%s\n", registry_games[i]->id);
		return 0;
	}
	if (argc == 2 && strcmp(argv[0], "--mdoc") == 0)
		return cli_list_options(argv[1], true);
	if (argc == 1 && argv[0][0] != '-')
		return cli_list_options(argv[0], false);
	if (argc > 0) {
		fprintf(stderr, "usage: tabletty list [--ids | GAME | --mdoc GAME]\n");
		return 2;
	}
	printf("data directory: %s\n", io_data_dir());
	for (int i = 0; registry_games[i]; i++)
		cli_list_game(registry_games[i]);
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
