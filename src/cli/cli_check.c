/*
 * cli_check.c - `tabletty check` (is this scenario or save valid?) and
 * `tabletty list` (games and their scenarios, a game's options; the ids
 * and the options in mdoc for the Makefile and the man page).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include "cli.h"
#include "conf.h"
#include "io.h"
#include "lesson.h"
#include "registry.h"

/* How check plays a scenario: seeds per number of seats, commands each. */
#define CLI_CHECK_SEEDS 4
#define CLI_CHECK_STEPS 60

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
	char id[32] = "";

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

/* Play a few commands of a game of n seats with random moves: every
 * decision must offer an option and the game's invariants must hold.
 * 0, 1 (this many seats cannot be set up: not a fault), or -1 with err. */
static int cli_check_walk(const struct engine_ops *g, const void *data, const char *file, int n,
			  uint64_t seed, struct tt_err *err)
{
	struct tt_prompt *p = malloc(sizeof *p);
	struct tt_out *out = malloc(sizeof *out);
	struct tt_setup su;
	struct session *s = NULL;
	int rc = 0;

	memset(&su, 0, sizeof su);
	tt_strlcpy(su.scenario, file, sizeof su.scenario);
	su.seed = seed;
	for (int i = 0; i < n; i++) {
		tt_strlcpy(su.seat[i].name, g->seat_names[i], sizeof su.seat[i].name);
		su.seat[i].ai = true;
		su.seat[i].level = AI_RANDOM;
	}
	su.nseats = n;
	if (!p || !out || session_new(&s, g, data, &su, err) < 0)
		rc = p && out ? 1 : tt_errf(err, "out of memory");
	for (int k = 0; s && rc == 0 && k < CLI_CHECK_STEPS; k++) {
		struct tt_err e = { "" };

		session_prompt(s, p);
		if (p->seat < 0 && p->waiting == 0)
			break;
		tt_out_clear(out);
		if (p->nopt == 0 || (g->check && g->check(session_state(s), data, &e) < 0) ||
		    session_ai_move(s, -1, AI_RANDOM, out, &e) < 0) {
			rc = tt_err_at(err, file, 0, "a game of %d players (seed %llu) is stuck %s: %s",
				       n, (unsigned long long)seed, k ? "after a few moves" :
				       "at its first decision", e.msg[0] ? e.msg : p->text);
			if (!e.msg[0])
				snprintf(err->msg + strlen(err->msg), sizeof err->msg - strlen(err->msg),
					 " (no legal option)");
		}
	}
	session_free(s);
	free(p);
	free(out);
	return rc;
}

/* A scenario that loads must also start games that can go on. */
static int cli_check_play(const struct engine_ops *g, const void *data, const char *file,
			  struct tt_err *err)
{
	int started = 0;

	for (int n = g->min_seats; n <= g->max_seats && n <= TT_MAXSEATS; n++) {
		for (uint64_t seed = 1; seed <= CLI_CHECK_SEEDS; seed++) {
			int rc = cli_check_walk(g, data, file, n, seed, err);

			if (rc < 0)
				return -1;
			started += rc == 0;
		}
	}
	if (!started)
		return tt_err_at(err, file, 0, "no game can be set up with this scenario: %s", err->msg);
	return 0;
}

/* Load name (a bundled name or a path) as a scenario of g and play it a
 * little: 0, or -1 with err (label names the file in it). */
static int cli_check_scenario(const struct engine_ops *g, const char *name, const char *label,
			      struct tt_err *err)
{
	char path[IO_PATH_MAX];
	void *data = NULL;
	int rc;

	if (io_scenario_path(g->id, name, path, sizeof path, err) < 0 ||
	    g->load(&io_files, path, &data, err) < 0)
		return -1;
	rc = cli_check_play(g, data, label, err);
	g->unload(data);
	return rc;
}

/* A lesson: played by its own moves, each must be legal and end its step. */
static int cli_check_lesson(const struct engine_ops *g, const char *arg, const char *file)
{
	struct lesson *L = malloc(sizeof *L);
	struct tt_err err = { "" };
	void *data = NULL;
	int rc = 1;

	if (!L) {
		fprintf(stderr, "tabletty: out of memory\n");
		return 1;
	}
	if (!g)
		fprintf(stderr, "%s: a lesson of which game? (tabletty check GAME FILE)\n", file);
	else if (io_lesson_open(g, arg, L, &data, &err) < 0)
		fprintf(stderr, "%s\n", err.msg);
	else {
		/* TABLETTY_LESSON_TRACE: the positions the lesson's words speak of */
		const char *t = getenv("TABLETTY_LESSON_TRACE");
		struct tt_out *trace = t && *t && strcmp(t, "0") ? malloc(sizeof *trace) : NULL;

		if (trace)
			tt_out_clear(trace);
		if (lesson_check(g, L, data, trace, &err) < 0)
			fprintf(stderr, "%s:%s\n", file, err.msg);
		else
			rc = 0;
		if (trace)
			fputs(trace->text, stdout);
		free(trace);
	}
	if (rc == 0)
		printf("%s: a valid %s lesson, %d steps\n", file, g->title, L->nstep);
	if (data)
		g->unload(data);
	free(L);
	return rc;
}

static int cli_check_save(const struct engine_ops *g, const char *arg, const char *file)
{
	struct io_game game;

	if (cli_load(g, arg, &game) < 0)
		return 1;
	printf("%s: a valid %s save\n", file, game.ops->title);
	io_game_close(&game);
	return 0;
}

static int cli_check_report(const struct engine_ops *g, const char *name, const char *file,
			    struct tt_err *err)
{
	if (cli_check_scenario(g, name, file, err) < 0) {
		fprintf(stderr, "%s\n", err->msg);
		return 1;
	}
	printf("%s: a valid %s scenario\n", file, g->title);
	return 0;
}

/* Restricted mode: a slot of the state directory or a bundled scenario
 * name, never a path. */
static int cli_check_named(const struct engine_ops *g, const char *name)
{
	struct tt_err err = { "" };
	char path[IO_PATH_MAX];
	struct stat st;

	if (strchr(name, '/')) {
		fprintf(stderr, "tabletty: in restricted mode check takes a save name or a bundled "
			"scenario name, not a path\n");
		return 2;
	}
	if (io_save_path(name, path, sizeof path, &err) == 1 && lstat(path, &st) == 0)
		return cli_check_save(g, name, name);
	for (int i = 0; !g && registry_games[i]; i++)
		if (cli_check_scenario(registry_games[i], name, name, &err) == 0)
			g = registry_games[i];
	if (!g) {
		fprintf(stderr, "tabletty: '%s' is neither a save nor a bundled scenario\n", name);
		return 1;
	}
	return cli_check_report(g, name, name, &err);
}

/* `check [GAME] FILE`: a save is replayed, anything else loaded as a
 * scenario of GAME (or of the game its folder names, or of every game
 * until one accepts it) and a few moves played. */
int cli_check(const struct engine_ops *g, const char *file)
{
	struct tt_err err = { "" };
	struct conf_doc doc;
	char arg[IO_PATH_MAX + 2], *text;
	size_t len;
	bool is_save, is_lesson;

	if (io_restricted())
		return cli_check_named(g, file);
	/* a regular file only: a FIFO or a device is refused before opening */
	if (io_read(file, IO_SAVE_MAX, 0, &text, &len, &err) < 0) {
		struct stat st;

		/* not a file here: a slot or bundled scenario of that name? */
		if (!strchr(file, '/') && lstat(file, &st) < 0)
			return cli_check_named(g, file);
		fprintf(stderr, "tabletty: %s\n", err.msg);
		return 1;
	}
	is_save = strstr(text, "[save]") != NULL;
	is_lesson = !is_save && strstr(text, "[lesson]") != NULL;
	if (!g)
		g = cli_guess_game(file, text);
	/* a syntax error first, whatever the game */
	if (!is_save && conf_parse_text(&doc, file, text, len, &err) < 0) {
		free(text);
		fprintf(stderr, "%s\n", err.msg);
		return 1;
	}
	if (!is_save)
		conf_free(&doc);
	free(text);
	/* "x.ini" is a file here, not a slot of the state directory */
	snprintf(arg, sizeof arg, "%s%s", strchr(file, '/') ? "" : "./", file);
	if (is_save)
		return cli_check_save(g, arg, file);
	if (is_lesson)
		return cli_check_lesson(g, arg, file);
	for (int i = 0; !g && registry_games[i]; i++)
		if (cli_check_scenario(registry_games[i], arg, file, &err) == 0)
			g = registry_games[i];
	if (!g) {
		fprintf(stderr, "%s: not a scenario of any game (name the game: tabletty check GAME "
			"FILE)\n", file);
		return 1;
	}
	return cli_check_report(g, arg, file, &err);
}
