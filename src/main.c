/*
 * main.c - the front doors of tabletty: menu, play, batch, sim, replay,
 * list, check.  Parses the command line (getopt_long), loads scenario data
 * through src/io, and hands over to the session (batch, sim) or the
 * ncurses UI (menu, play, replay).  Usage errors exit 2.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "io.h"
#include "registry.h"
#include "session.h"
#include "seats.h"
#include "text.h"
#include "ui.h"

struct main_opts {
	const char *scenario, *players, *load;
	char opts[TT_OPTS_MAX];
	uint64_t seed;
	bool have_seed, strict, debug, restricted;
	long games;
};

static void main_usage(FILE *f)
{
	fputs("usage: tabletty [--restricted]                 the menu\n"
	      "       tabletty play GAME [OPTIONS]             start a game on the screen\n"
	      "       tabletty batch GAME [OPTIONS] [FILE]     commands from FILE or stdin, no screen\n"
	      "       tabletty sim GAME [--games N] [OPTIONS]  AI against AI: win table and speed\n"
	      "                                                (--scenario all: every scenario)\n"
	      "       tabletty replay SAVE                     watch a saved game move by move\n"
	      "       tabletty check [GAME] FILE               check a scenario, track or save file\n"
	      "       tabletty list                            games and their scenarios\n"
	      "       tabletty --help | --version\n"
	      "options: --scenario NAME|PATH  --seed N  --players SPEC  --load SAVE\n"
	      "         --option KEY=VALUE (repeatable)  --races N  --strict  --debug\n"
	      "games: powerships powerup megapulse deathbot (see 'tabletty list')\n"
	      "SPEC: a number of seats, or e.g. yellow=human,red=ai,orange=ai:hard\n", f);
}

static int main_add_opt(struct main_opts *o, const char *kv)
{
	size_t l = strlen(o->opts);

	if (!strchr(kv, '=') || strchr(kv, ',') || strchr(kv, ';') ||
	    l + strlen(kv) + 2 > sizeof o->opts) {
		fprintf(stderr, "tabletty: --option wants KEY=VALUE, got '%s'\n", kv);
		return -1;
	}
	snprintf(o->opts + l, sizeof o->opts - l, "%s%s", l ? "," : "", kv);
	return 0;
}

static int main_parse(int argc, char **argv, struct main_opts *o)
{
	static const struct option longopts[] = {
		{ "scenario", required_argument, NULL, 's' }, { "seed", required_argument, NULL, 'S' },
		{ "players", required_argument, NULL, 'p' }, { "load", required_argument, NULL, 'l' },
		{ "option", required_argument, NULL, 'o' }, { "races", required_argument, NULL, 'r' },
		{ "games", required_argument, NULL, 'g' }, { "strict", no_argument, NULL, 'x' },
		{ "debug", no_argument, NULL, 'd' }, { "restricted", no_argument, NULL, 'R' },
		{ "help", no_argument, NULL, 'h' }, { "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	int c;
	char *end, kv[64];

	while ((c = getopt_long(argc, argv, "+s:S:p:l:o:r:g:xdRhV", longopts, NULL)) != -1) {
		switch (c) {
		case 's': o->scenario = optarg; break;
		case 'p': o->players = optarg; break;
		case 'l': o->load = optarg; break;
		case 'x': o->strict = true; break;
		case 'd': o->debug = true; break;
		case 'R': o->restricted = true; break;
		case 'o':
			if (main_add_opt(o, optarg) < 0)
				return -1;
			break;
		case 'r':
			snprintf(kv, sizeof kv, "races=%.50s", optarg);
			if (main_add_opt(o, kv) < 0)
				return -1;
			break;
		case 'S':
			o->seed = strtoull(optarg, &end, 10);
			if (*end || end == optarg) {
				fprintf(stderr, "tabletty: --seed wants a number, got '%s'\n", optarg);
				return -1;
			}
			o->have_seed = true;
			break;
		case 'g':
			o->games = strtol(optarg, &end, 10);
			if (*end || o->games < 1 || o->games > 10000000) {
				fprintf(stderr, "tabletty: --games wants a positive number\n");
				return -1;
			}
			break;
		case 'h': main_usage(stdout); exit(0);
		case 'V': printf("tabletty %s\n", TT_VERSION); exit(0);
		default: return -1;
		}
	}
	return 0;
}

static const struct engine_ops *main_game(const char *id)
{
	const struct engine_ops *g = registry_find(id);

	if (!g)
		fprintf(stderr, "tabletty: unknown game '%s' (try 'tabletty list')\n", id);
	return g;
}

/* Fill setup from the options; load the scenario data. */
static int main_setup(const struct engine_ops *g, const struct main_opts *o, struct tt_setup *su,
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

/* Load a save of game g: parse, load its scenario, replay, check hash. */
static int main_load(const struct engine_ops *g, const char *arg, void **data, struct session **s)
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

static int main_batch_save(struct session *s, const char *arg)
{
	struct tt_err err = { "" };
	char path[IO_PATH_MAX], slot[64];
	char *text;
	int rc;

	if (!arg || !*arg) {
		snprintf(slot, sizeof slot, "%s-batch", session_ops(s)->id);
		arg = slot;
	}
	if (io_save_path(arg, path, sizeof path, &err) < 0) {
		printf("error: %s\n", err.msg);
		return -1;
	}
	text = save_text(s);
	if (!text) {
		printf("error: out of memory\n");
		return -1;
	}
	rc = io_write_atomic(path, text, strlen(text), &err);
	free(text);
	if (rc < 0)
		printf("error: %s\n", err.msg);
	else
		printf("saved to %s\n", arg);
	return rc;
}

/* Let AI seats play until a human must act or the game ends. */
static void main_batch_ai(struct session *s, struct tt_out *out, struct tt_prompt *p)
{
	const struct tt_setup *su = session_setup(s);
	struct tt_err err;

	for (int guard = 0; guard < 100000; guard++) {
		session_prompt(s, p);
		if (p->seat < 0 || !su->seat[p->seat].ai)
			return;
		tt_out_clear(out);
		if (session_ai_move(s, p->seat, su->seat[p->seat].level, out, &err) < 0) {
			printf("error: %s\n", err.msg);
			return;
		}
		fputs(out->text, stdout);
	}
}

static int main_batch_loop(struct session *s, FILE *in, bool strict)
{
	struct tt_out *out = malloc(sizeof *out);
	struct tt_prompt *p = malloc(sizeof *p);
	struct tt_result r;
	char line[CMD_MAXLINE + 2];
	bool was_over = false;
	int status = 0;

	if (!out || !p) {
		free(out);
		free(p);
		return 1;
	}
	main_batch_ai(s, out, p);
	while (fgets(line, sizeof line, in)) {
		struct tt_err err = { "" };
		size_t l = strlen(line);
		int rc;
		if (l > 0 && line[l - 1] == '\n')
			line[--l] = '\0';
		else if (!feof(in)) {
			int ch;
			while ((ch = fgetc(in)) != EOF && ch != '\n')
				;
			printf("> %.60s...\nerror: line too long (at most %d bytes)\n", line, CMD_MAXLINE - 1);
			if (strict) {
				status = 1;
				break;
			}
			continue;
		}
		printf("> %s\n", line);
		tt_out_clear(out);
		rc = session_line(s, -1, line, out, &err);
		fputs(out->text, stdout);
		if (rc == SESSION_REJECTED) {
			printf("error: %s\n", err.msg);
			if (strict) {
				status = 1;
				break;
			}
		} else if (rc == SESSION_SAVE) {
			main_batch_save(s, session_arg(s));
		} else if (rc == SESSION_QUIT) {
			break;
		}
		main_batch_ai(s, out, p);
		session_result(s, &r);
		if (r.over && !was_over)
			printf("game over\n%s", r.summary);
		was_over = r.over;
	}
	fflush(stdout);
	free(out);
	free(p);
	return status;
}

static int main_batch(const struct engine_ops *g, const struct main_opts *o, const char *file)
{
	struct tt_setup su;
	struct session *s = NULL;
	struct tt_err err = { "" };
	void *data = NULL;
	FILE *in = stdin;
	int status;

	if (file && strcmp(file, "-") != 0) {
		in = fopen(file, "r");
		if (!in) {
			fprintf(stderr, "tabletty: cannot open %s\n", file);
			return 2;
		}
	}
	if (o->load) {
		if (main_load(g, o->load, &data, &s) < 0)
			status = 1;
	} else {
		struct main_opts oo = *o;
		if (!oo.have_seed) {
			oo.have_seed = true;
			oo.seed = 1;
		}
		if (main_setup(g, &oo, &su, &data) < 0)
			status = 1;
		else if (session_new(&s, g, data, &su, &err) < 0) {
			fprintf(stderr, "tabletty: %s\n", err.msg);
			status = 1;
		}
	}
	if (s) {
		session_set_debug(s, true);
		status = main_batch_loop(s, in, o->strict);
	}
	session_free(s);
	if (data)
		g->unload(data);
	if (in != stdin)
		fclose(in);
	return status;
}

struct main_sim_stats {
	long wins[TT_MAXSEATS], games, stuck, moves;
};

static int main_sim_one(const struct engine_ops *g, const void *data, const struct tt_setup *su,
			struct main_sim_stats *st, struct tt_out *out, struct tt_prompt *p)
{
	struct session *s;
	struct tt_err err = { "" };
	struct tt_result r;

	if (session_new(&s, g, data, su, &err) < 0) {
		fprintf(stderr, "tabletty: %s\n", err.msg);
		return -1;
	}
	for (long guard = 0;; guard++) {
		/* a game past 20,000 decisions counts as unfinished */
		session_result(s, &r);
		if (r.over)
			break;
		session_prompt(s, p);
		tt_out_clear(out);
		if (guard > 20000 || p->seat < 0 ||
		    session_ai_move(s, p->seat, su->seat[p->seat].level, out, &err) < 0) {
			if (err.msg[0])
				fprintf(stderr, "tabletty: seed %llu: %s\n", (unsigned long long)su->seed, err.msg);
			st->stuck++;
			break;
		}
		st->moves++;
	}
	for (int i = 0; i < su->nseats; i++)
		if (r.over && r.place[i] == 1)
			st->wins[i]++;
	st->games++;
	session_free(s);
	return 0;
}

static int main_sim(const struct engine_ops *g, const struct main_opts *o)
{
	struct main_opts oo = *o;
	struct tt_setup su;
	struct main_sim_stats st = { { 0 }, 0, 0, 0 };
	struct tt_out *out = malloc(sizeof *out);
	struct tt_prompt *p = malloc(sizeof *p);
	void *data;
	long n = o->games ? o->games : 100;
	struct timespec t0, t1;
	double secs;

	if (!oo.have_seed) {
		oo.have_seed = true;
		oo.seed = 1;
	}
	if (!out || !p || main_setup(g, &oo, &su, &data) < 0) {
		free(out);
		free(p);
		return 1;
	}
	for (int i = 0; i < su.nseats; i++)
		su.seat[i].ai = true;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (long i = 0; i < n; i++) {
		su.seed = oo.seed + (uint64_t)i;
		if (main_sim_one(g, data, &su, &st, out, p) < 0)
			break;
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	secs = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
	printf("%s: %ld games, seeds %llu..%llu, scenario %s\n", g->title, st.games,
	       (unsigned long long)oo.seed, (unsigned long long)(oo.seed + (uint64_t)n - 1), su.scenario);
	printf("%-10s %-8s %8s %7s\n", "seat", "level", "wins", "win%");
	for (int i = 0; i < su.nseats; i++)
		printf("%-10s %-8s %8ld %6.1f%%\n", su.seat[i].name, tt_ai_level_names[su.seat[i].level],
		       st.wins[i], st.games ? 100.0 * (double)st.wins[i] / (double)st.games : 0.0);
	printf("unfinished games: %ld\n", st.stuck);
	printf("speed: %.1f games/s, %.0f decisions/s, %.1f decisions per game\n",
	       secs > 0 ? (double)st.games / secs : 0.0, secs > 0 ? (double)st.moves / secs : 0.0,
	       st.games ? (double)st.moves / (double)st.games : 0.0);
	g->unload(data);
	free(out);
	free(p);
	return st.stuck ? 1 : 0;
}

/* The scenario names of game g (file names without ".ini"), their
 * folder in dir; how many, or -1. */
static int main_scenarios(const struct engine_ops *g, struct io_entry e[64], char *dir, size_t cap)
{
	int n;

	snprintf(dir, cap, "%.900s/%s", io_data_dir(), g->id);
	n = io_list(dir, ".ini", true, e, 64);
	for (int k = 0; k < n; k++)
		e[k].name[strlen(e[k].name) - 4] = '\0';
	return n;
}

/* sim --scenario all: one table per scenario of the game. */
static int main_sim_all(const struct engine_ops *g, const struct main_opts *o)
{
	struct io_entry e[64];
	char dir[IO_PATH_MAX];
	int n = main_scenarios(g, e, dir, sizeof dir), rc = 0;

	for (int k = 0; k < n; k++) {
		struct main_opts oo = *o;
		oo.scenario = e[k].name;
		if (k)
			printf("\n");
		fflush(stdout);
		rc |= main_sim(g, &oo);
	}
	if (n <= 0)
		fprintf(stderr, "tabletty: no scenarios in %s\n", dir);
	return n <= 0 ? 1 : rc;
}

static int main_list(void)
{
	struct io_entry e[64];
	char dir[IO_PATH_MAX];

	printf("data directory: %s\n", io_data_dir());
	for (int i = 0; registry_games[i]; i++) {
		const struct engine_ops *g = registry_games[i];
		int n;
		printf("%-11s %s, %d-%d players; scenarios:", g->id, g->title, g->min_seats, g->max_seats);
		n = main_scenarios(g, e, dir, sizeof dir);
		for (int k = 0; k < n; k++)
			printf(" %s%s", e[k].name, strcmp(e[k].name, g->default_scenario) ? "" : "*");
		printf("\n");
	}
	printf("(* = default)\n");
	return 0;
}

/* Which game does a file belong to?  A save names it; a scenario is
 * guessed from a "/GAME/" folder in its path; else NULL. */
static const struct engine_ops *main_guess_game(const char *file, const char *text)
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
static int main_check(const struct engine_ops *g, const char *file)
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
		g = main_guess_game(file, text);
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
		if (main_load(g, file, &data, &s) < 0)
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

int main(int argc, char **argv)
{
	struct main_opts o;
	struct ui_args ua;
	const char *verb;
	const struct engine_ops *g = NULL;
	const char *r = getenv("TABLETTY_RESTRICTED");

	memset(&o, 0, sizeof o);
	memset(&ua, 0, sizeof ua);
	if (main_parse(argc, argv, &o) < 0) {
		main_usage(stderr);
		return 2;
	}
	if (o.restricted || (r && *r && strcmp(r, "0") != 0)) {
		o.restricted = true;
		io_set_restricted(true);
		o.debug = false;
	}
	verb = optind < argc ? argv[optind++] : NULL;
	if (!verb)
		return ui_run(&ua);
	if (strcmp(verb, "list") == 0)
		return main_list();
	if (strcmp(verb, "replay") == 0) {
		if (optind >= argc) {
			main_usage(stderr);
			return 2;
		}
		ua.replay = argv[optind];
		return ui_run(&ua);
	}
	if (strcmp(verb, "check") == 0 && optind + 1 == argc) {
		if (main_parse(argc, argv, &o) < 0)
			return 2;
		return main_check(NULL, argv[optind]);
	}
	if (strcmp(verb, "play") && strcmp(verb, "batch") && strcmp(verb, "sim") && strcmp(verb, "check")) {
		fprintf(stderr, "tabletty: unknown command '%s'\n", verb);
		main_usage(stderr);
		return 2;
	}
	if (optind >= argc) {
		fprintf(stderr, "tabletty: %s needs a game\n", verb);
		return 2;
	}
	if (!strcmp(argv[optind], "--help") || !strcmp(argv[optind], "-h")) {
		main_usage(stdout);
		return 0;
	}
	g = main_game(argv[optind++]);
	if (!g)
		return 2;
	/* options may also follow the game name */
	if (main_parse(argc, argv, &o) < 0) {
		main_usage(stderr);
		return 2;
	}
	if (strcmp(verb, "batch") == 0)
		return main_batch(g, &o, optind < argc ? argv[optind] : NULL);
	if (strcmp(verb, "sim") == 0)
		return o.scenario && strcmp(o.scenario, "all") == 0 ? main_sim_all(g, &o) : main_sim(g, &o);
	if (strcmp(verb, "check") == 0) {
		if (optind >= argc) {
			fprintf(stderr, "tabletty: check needs a file\n");
			return 2;
		}
		return main_check(g, argv[optind]);
	}
	ua.game = g;
	ua.load = o.load;
	ua.debug = o.debug;
	if (!o.load) {
		struct tt_err err = { "" };
		memset(&ua.setup, 0, sizeof ua.setup);
		tt_strlcpy(ua.setup.scenario, o.scenario ? o.scenario : g->default_scenario,
			   sizeof ua.setup.scenario);
		ua.setup.seed = o.have_seed ? o.seed : (uint64_t)time(NULL);
		tt_strlcpy(ua.setup.opts, o.opts, sizeof ua.setup.opts);
		if (seats_parse(g, o.players, &ua.setup, &err) < 0) {
			fprintf(stderr, "tabletty: %s\n", err.msg);
			return 2;
		}
		ua.have_setup = true;
	}
	return ui_run(&ua);
}
