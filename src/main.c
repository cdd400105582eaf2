/*
 * main.c - the front doors of tabletty: menu, play, batch, sim, replay,
 * list, check.  Parses the command line (getopt_long) and hands over to
 * src/cli (batch, sim, check, list) or the ncurses UI (menu, play,
 * replay).  Usage errors exit 2.
 */
#include <getopt.h>
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
	      "       tabletty sim GAME [--games N] [OPTIONS]  AI against AI: win table and speed\n"
	      "                                                (--scenario all: every scenario)\n"
	      "       tabletty host GAME [OPTIONS] [--name T]  open a table for several terminals\n"
	      "       tabletty host --load SAVE [--name T]     reopen a table from its save\n"
	      "       tabletty join [T] [--seat S --code C | --watch]\n"
	      "                                                sit at (or watch) a table\n"
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
		{ "help", no_argument, NULL, 'h' }, { "version", no_argument, NULL, 'V' },
		{ "name", required_argument, NULL, 'n' }, { "seat", required_argument, NULL, 'e' },
		{ "code", required_argument, NULL, 'c' }, { "watch", no_argument, NULL, 'w' },
		{ NULL, 0, NULL, 0 }
	};
	int c;
	char *end, kv[64];

	while ((c = getopt_long(argc, argv, "+s:S:p:l:o:r:g:xdRhVn:e:c:w", longopts, NULL)) != -1) {
		switch (c) {
		case 'n': o->name = optarg; break;
		case 'e': o->seat = optarg; break;
		case 'c': o->code = optarg; break;
		case 'w': o->watch = true; break;
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

/* tabletty join [TABLE] [--seat NAME --code CODE | --watch] */
static int main_join(int argc, char **argv, struct cli_opts *o, struct ui_args *ua)
{
	if (optind < argc && argv[optind][0] != '-')
		ua->table = argv[optind++];
	if (main_parse(argc, argv, o) < 0 || optind < argc || (o->seat && !o->code) ||
	    (o->code && !o->seat) || (o->watch && o->seat)) {
		fprintf(stderr, "usage: tabletty join [TABLE] [--seat NAME --code CODE | --watch]\n");
		return 2;
	}
	ua->join = true;
	ua->seat = o->seat;
	ua->code = o->code;
	ua->watch = o->watch;
	return ui_run(ua);
}

/* tabletty host --load SAVE [--name NAME]: the game comes from the save. */
static int main_host_load(int argc, char **argv, struct cli_opts *o, struct ui_args *ua)
{
	if (main_parse(argc, argv, o) < 0 || optind < argc || !o->load) {
		fprintf(stderr, "usage: tabletty host GAME [OPTIONS] [--name NAME] | "
			"tabletty host --load SAVE [--name NAME]\n");
		return 2;
	}
	ua->host = true;
	ua->load = o->load;
	ua->name = o->name;
	return ui_run(ua);
}

int main(int argc, char **argv)
{
	struct cli_opts o;
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
		return cli_list();
	if (strcmp(verb, "replay") == 0) {
		if (optind >= argc) {
			main_usage(stderr);
			return 2;
		}
		ua.replay = argv[optind];
		return ui_run(&ua);
	}
	if (strcmp(verb, "join") == 0)
		return main_join(argc, argv, &o, &ua);
	if (strcmp(verb, "host") == 0 && optind < argc && argv[optind][0] == '-')
		return main_host_load(argc, argv, &o, &ua);
	if (strcmp(verb, "check") == 0 && optind + 1 == argc) {
		if (main_parse(argc, argv, &o) < 0)
			return 2;
		return cli_check(NULL, argv[optind]);
	}
	if (strcmp(verb, "play") && strcmp(verb, "batch") && strcmp(verb, "sim") && strcmp(verb, "check") &&
	    strcmp(verb, "host")) {
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
	ua.host = strcmp(verb, "host") == 0;
	ua.name = o.name;
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
