/*
 * main.c - the front doors of tabletty: menu, play, batch, sim, replay,
 * list, check.  Parses the command line (getopt_long) and hands over to
 * src/cli (batch, sim, check, list) or the ncurses UI (menu, play,
 * replay).  Usage errors exit 2.
 */
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "cli.h"
#include "io.h"
#include "registry.h"
#include "seats.h"
#include "ui.h"

static void main_usage(FILE *f)
{
	fputs("usage: tabletty [--restricted]                 the menu\n"
	      "       tabletty play GAME [OPTIONS]             start a game on the screen\n"
	      "       tabletty batch GAME [OPTIONS] [FILE]     commands from FILE or stdin, no screen\n"
	      "       tabletty sim GAME [--games N] [--swap] [OPTIONS]\n"
	      "                                                AI against AI: win table and speed\n"
	      "                                                (--scenario all: every scenario;\n"
	      "                                                --swap: levels swapped, per level)\n"
	      "       tabletty replay SAVE                     watch a saved game move by move\n"
	      "       tabletty check [GAME] FILE               check a scenario, track or save file\n"
	      "       tabletty list                            games and their scenarios\n"
	      "       tabletty --help | --version\n"
	      "options: --scenario NAME|PATH  --seed N  --players SPEC  --load SAVE\n"
	      "         --option KEY=VALUE (repeatable)  --races N  --strict  --debug\n"
	      "games: powerships powerup megapulse deathbot (see 'tabletty list')\n"
	      "SPEC: a number of seats, or e.g. yellow=human,red=ai,orange=ai:hard\n", f);
}

static int main_add_opt(struct cli_opts *o, const char *kv)
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

static int main_parse(int argc, char **argv, struct cli_opts *o)
{
	static const struct option longopts[] = {
		{ "scenario", required_argument, NULL, 's' }, { "seed", required_argument, NULL, 'S' },
		{ "players", required_argument, NULL, 'p' }, { "load", required_argument, NULL, 'l' },
		{ "option", required_argument, NULL, 'o' }, { "races", required_argument, NULL, 'r' },
		{ "games", required_argument, NULL, 'g' }, { "strict", no_argument, NULL, 'x' },
		{ "debug", no_argument, NULL, 'd' }, { "restricted", no_argument, NULL, 'R' },
		{ "swap", no_argument, NULL, 'w' },
		{ "help", no_argument, NULL, 'h' }, { "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	int c;
	char *end, kv[64];

	while ((c = getopt_long(argc, argv, "+s:S:p:l:o:r:g:wxdRhV", longopts, NULL)) != -1) {
		switch (c) {
		case 's': o->scenario = optarg; break;
		case 'p': o->players = optarg; break;
		case 'l': o->load = optarg; break;
		case 'x': o->strict = true; break;
		case 'w': o->swap = true; break;
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

/* Restricted mode, whichever option or variable asked for it and wherever
 * the option stood: no --debug (so no rig), no paths (src/io refuses them). */
static void main_restrict(struct cli_opts *o)
{
	if (o->restricted)
		io_set_restricted(true);
	if (io_restricted()) {
		o->restricted = true;
		o->debug = false;
	}
}

/* In restricted mode a path in --load or --scenario is a usage error,
 * refused before anything is opened. */
static int main_paths(const struct engine_ops *g, const struct cli_opts *o)
{
	char path[IO_PATH_MAX];
	struct tt_err err = { "" };

	if (!io_restricted())
		return 0;
	if ((o->load && io_save_path(o->load, path, sizeof path, &err) < 0) ||
	    (o->scenario && strcmp(o->scenario, "all") != 0 &&
	     io_scenario_path(g->id, o->scenario, path, sizeof path, &err) < 0)) {
		fprintf(stderr, "tabletty: %s\n", err.msg);
		return -1;
	}
	return 0;
}

/* The screen: a save it names is checked before the terminal is taken
 * (a path in restricted mode is a usage error); what killed writes left
 * in the state directory is cleaned first, and finished autosaves beyond
 * the kept number removed. */
static int main_ui(const struct ui_args *ua)
{
	const char *save = ua->replay ? ua->replay : ua->load;
	char path[IO_PATH_MAX];
	struct tt_err err = { "" };

	if (save && io_save_path(save, path, sizeof path, &err) < 0) {
		fprintf(stderr, "tabletty: %s\n", err.msg);
		return 2;
	}
	if (io_state_dir(&err))
		io_autosave_prune();
	return ui_run(ua);
}

int main(int argc, char **argv)
{
	struct cli_opts o;
	struct ui_args ua;
	const char *verb;
	const struct engine_ops *g = NULL;
	const char *r = getenv("TABLETTY_RESTRICTED");

	/* a file size limit (ulimit -f) makes a write fail with EFBIG, reported
	 * like a full disk, instead of killing the program with its game */
	signal(SIGXFSZ, SIG_IGN);
	memset(&o, 0, sizeof o);
	memset(&ua, 0, sizeof ua);
	if (r && *r && strcmp(r, "0") != 0)
		io_set_restricted(true);
	if (main_parse(argc, argv, &o) < 0) {
		main_usage(stderr);
		return 2;
	}
	main_restrict(&o);
	verb = optind < argc ? argv[optind++] : NULL;
	if (!verb)
		return main_ui(&ua);
	if (strcmp(verb, "list") == 0)
		return cli_list();
	if (strcmp(verb, "replay") == 0) {
		if (optind >= argc) {
			main_usage(stderr);
			return 2;
		}
		ua.replay = argv[optind];
		return main_ui(&ua);
	}
	if (strcmp(verb, "check") == 0 && optind + 1 == argc) {
		if (main_parse(argc, argv, &o) < 0)
			return 2;
		main_restrict(&o);
		return cli_check(NULL, argv[optind]);
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
	g = cli_game(argv[optind++]);
	if (!g)
		return 2;
	/* options may also follow the game name */
	if (main_parse(argc, argv, &o) < 0) {
		main_usage(stderr);
		return 2;
	}
	main_restrict(&o);
	if (main_paths(g, &o) < 0)
		return 2;
	if (argc - optind > (strcmp(verb, "batch") == 0 || strcmp(verb, "check") == 0)) {
		fprintf(stderr, "tabletty: unexpected argument '%s'\n", argv[argc - 1]);
		main_usage(stderr);
		return 2;
	}
	if (strcmp(verb, "batch") == 0)
		return cli_batch(g, &o, optind < argc ? argv[optind] : NULL);
	if (strcmp(verb, "sim") == 0)
		return o.scenario && strcmp(o.scenario, "all") == 0 ? cli_sim_all(g, &o) : cli_sim(g, &o);
	if (strcmp(verb, "check") == 0) {
		if (optind >= argc) {
			fprintf(stderr, "tabletty: check needs a file\n");
			return 2;
		}
		return cli_check(g, argv[optind]);
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
	return main_ui(&ua);
}
