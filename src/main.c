/*
 * main.c - the front doors of tabletty: menu, play, batch, sim, replay,
 * list, check.  Parses the command line (getopt_long) and hands over to
 * src/cli (batch, sim, check, list) or the ncurses UI (menu, play,
 * replay).  Usage errors exit 2.
 *
 * The games and their options come from the registry: the usage names
 * every registered game, and after the game's name each option of its
 * table is also a long option (--races 2 is --option races=2).
 */
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "io.h"
#include "registry.h"
#include "frontend.h"

/* getopt codes of the game's options: MAIN_GAMEOPT + index in its table */
#define MAIN_GAMEOPT 1000
#define MAIN_MAXLONG 48

static void main_usage(FILE *f)
{
	fputs("usage: tabletty [--restricted] [--plain]       the menu\n"
	      "       tabletty play GAME [OPTIONS]             start a game on the screen\n"
	      "       tabletty batch GAME [OPTIONS] [FILE]     commands from FILE or stdin, no screen\n"
	      "       tabletty sim GAME [--games N] [--swap] [OPTIONS]\n"
	      "                                                AI against AI: win table and speed\n"
	      "                                                (--scenario all: every scenario;\n"
	      "                                                --swap: levels swapped, per level)\n"
	      "       tabletty host GAME [OPTIONS] [--name T]  open a table for several terminals\n"
	      "       tabletty host --load SAVE [--name T] [--code C]\n"
	      "                                                reopen a table from its save\n"
	      "       tabletty join [T] [--seat S --code C | --watch]\n"
	      "                                                sit at (or watch) a table\n"
	      "       tabletty replay SAVE                     watch a saved game move by move\n"
	      "       tabletty check [GAME] FILE               check a scenario, track or save file\n"
	      "       tabletty list [--ids | GAME]             games, scenarios, a game's options\n"
	      "       tabletty --help | --version | play GAME --help\n"
	      "options: --scenario NAME|PATH  --seed N  --players SPEC  --load SAVE\n"
	      "         --option KEY=VALUE (repeatable; after GAME also --KEY VALUE)\n"
	      "         --strict  --debug  --plain (menu and play: lines of text, no screen)\n"
	      "SPEC: a number of seats, or e.g. yellow=human,red=ai,orange=ai:hard\n", f);
	fputs("games:", f);
	for (int i = 0; registry_games[i]; i++)
		fprintf(f, " %s", registry_games[i]->id);
	fputs(" (see 'tabletty list')\n", f);
}

/* `play GAME --help`: the usage, then the game's own options. */
static void main_game_usage(const struct engine_ops *g)
{
	static struct tt_out out;

	main_usage(stdout);
	tt_out_clear(&out);
	opts_usage(g->opts, g->nopts, &out);
	printf("\n%s options (--option KEY=VALUE or --KEY VALUE):\n%s", g->title, out.text);
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

/* The long options: the front door's, then (after the game's name) one
 * per option of the game's table that is not a family. */
static void main_longopts(const struct engine_ops *g, struct option *lo)
{
	static const struct option fixed[] = {
		{ "scenario", required_argument, NULL, 's' }, { "seed", required_argument, NULL, 'S' },
		{ "players", required_argument, NULL, 'p' }, { "load", required_argument, NULL, 'l' },
		{ "option", required_argument, NULL, 'o' }, { "games", required_argument, NULL, 'g' },
		{ "strict", no_argument, NULL, 'x' }, { "debug", no_argument, NULL, 'd' },
		{ "restricted", no_argument, NULL, 'R' }, { "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' }, { "swap", no_argument, NULL, 'w' },
		{ "plain", no_argument, NULL, 'P' },
		{ "name", required_argument, NULL, 'n' }, { "seat", required_argument, NULL, 'e' },
		{ "code", required_argument, NULL, 'c' }, { "watch", no_argument, NULL, 'W' },
	};
	size_t n = sizeof fixed / sizeof fixed[0];

	memcpy(lo, fixed, sizeof fixed);
	for (size_t i = 0; g && i < g->nopts && n + 1 < MAIN_MAXLONG; i++)
		if (!opts_is_family(&g->opts[i]))
			lo[n++] = (struct option){ g->opts[i].name, required_argument, NULL,
						   MAIN_GAMEOPT + (int)i };
	lo[n] = (struct option){ NULL, 0, NULL, 0 };
}

/* Numbers of --seed and --games. */
static int main_number(struct cli_opts *o, int c, const char *arg)
{
	char *end;

	if (c == 'S') {
		o->seed = strtoull(arg, &end, 10);
		if (*end || end == arg) {
			fprintf(stderr, "tabletty: --seed wants a number, got '%s'\n", arg);
			return -1;
		}
		o->have_seed = true;
		return 0;
	}
	o->games = strtol(arg, &end, 10);
	if (*end || o->games < 1 || o->games > 10000000) {
		fprintf(stderr, "tabletty: --games wants a positive number\n");
		return -1;
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

/* The front end the command line asks for: the screen, or the plain lines
 * (--plain, and for a terminal that cannot move the cursor). */
static int main_front(const struct front_args *fa)
{
	static const struct front_end *const screen[] = { &front_screen, &front_plain, NULL };
	static const struct front_end *const plain[] = { &front_plain, NULL };

	return front_run(fa->plain ? plain : screen, fa);
}

/* The screen: a save it names is checked before the terminal is taken
 * (a path in restricted mode is a usage error); what killed writes left
 * in the state directory is cleaned first, and finished autosaves beyond
 * the kept number removed. */
static int main_ui(const struct front_args *ua)
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
	return main_front(ua);
}

/* One option getopt found; g is the game once its name was read. */
static int main_option(struct cli_opts *o, const struct engine_ops *g, int c, const char *arg)
{
	char kv[96];

	switch (c) {
	case 's': o->scenario = arg; return 0;
	case 'p': o->players = arg; return 0;
	case 'l': o->load = arg; return 0;
	case 'x': o->strict = true; return 0;
	case 'w': o->swap = true; return 0;
	case 'd': o->debug = true; return 0;
	case 'R': o->restricted = true; return 0;
	case 'P': o->plain = true; return 0;
	case 'n': o->name = arg; return 0;
	case 'e': o->seat = arg; return 0;
	case 'c': o->code = arg; return 0;
	case 'W': o->watch = true; return 0;
	case 'o': return main_add_opt(o, arg);
	case 'S': case 'g': return main_number(o, c, arg);
	case 'V': printf("tabletty %s\n", TT_VERSION); exit(0);
	case 'h':
		if (g)
			main_game_usage(g);
		else
			main_usage(stdout);
		exit(0);
	}
	if (!g || c < MAIN_GAMEOPT || c >= MAIN_GAMEOPT + (int)g->nopts)
		return -1;
	if (g->opts[c - MAIN_GAMEOPT].scenario && !o->scenario)
		o->scenario = arg;	/* --campaign story loads the campaign story */
	snprintf(kv, sizeof kv, "%s=%.60s", g->opts[c - MAIN_GAMEOPT].name, arg);
	return main_add_opt(o, kv);
}

static int main_parse(int argc, char **argv, struct cli_opts *o, const struct engine_ops *g)
{
	struct option lo[MAIN_MAXLONG];
	int c;

	main_longopts(g, lo);
	while ((c = getopt_long(argc, argv, "+s:S:p:l:o:g:wxdRhVPn:e:c:W", lo, NULL)) != -1)
		if (main_option(o, g, c, optarg) < 0)
			return -1;
	return 0;
}

/* tabletty join [TABLE] [--seat NAME --code CODE | --watch] */
static int main_join(int argc, char **argv, struct cli_opts *o, struct front_args *ua)
{
	if (optind < argc && argv[optind][0] != '-')
		ua->table = argv[optind++];
	if (main_parse(argc, argv, o, NULL) < 0 || optind < argc || (o->seat && !o->code) ||
	    (o->code && !o->seat) || (o->watch && o->seat)) {
		fprintf(stderr, "usage: tabletty join [TABLE] [--seat NAME --code CODE | --watch]\n");
		return 2;
	}
	main_restrict(o);
	ua->join = true;
	ua->seat = o->seat;
	ua->code = o->code;
	ua->watch = o->watch;
	return main_front(ua);
}

/* tabletty host --load SAVE [--name NAME]: the game comes from the save. */
static int main_host_load(int argc, char **argv, struct cli_opts *o, struct front_args *ua)
{
	if (main_parse(argc, argv, o, NULL) < 0 || optind < argc || !o->load) {
		fprintf(stderr, "usage: tabletty host GAME [OPTIONS] [--name NAME] | "
			"tabletty host --load SAVE [--name NAME] [--code HOSTCODE]\n");
		return 2;
	}
	main_restrict(o);
	ua->host = true;
	ua->load = o->load;
	ua->name = o->name;
	ua->code = o->code;	/* the host's code (restricted mode) */
	return main_ui(ua);
}

/* `play GAME` or `host GAME`: the setup from the options, then the screen
 * (at a table when host). */
static int main_play(const struct engine_ops *g, const struct cli_opts *o, bool host)
{
	struct front_args ua;

	memset(&ua, 0, sizeof ua);
	ua.game = g;
	ua.load = o->load;
	ua.debug = o->debug;
	ua.plain = o->plain;
	ua.host = host;
	ua.name = o->name;
	if (!o->load) {
		if (cli_setup_opts(g, o, &ua.setup) < 0)	/* the screen loads the data */
			return 2;
		/* a table without --players: every seat open to a friend (the
		 * host sets any to the computer with --players) */
		for (int i = 1; host && !o->players && i < ua.setup.nseats; i++)
			if (!ua.setup.seat[i].with)
				ua.setup.seat[i].ai = false;
		ua.have_setup = true;
	}
	return main_ui(&ua);
}

/* play|batch|sim|check GAME ...: argv[optind] is the game. */
static int main_game_verb(const char *verb, int argc, char **argv, struct cli_opts *o)
{
	const struct engine_ops *g;

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
	/* options may also follow the game name, its own among them */
	if (main_parse(argc, argv, o, g) < 0) {
		main_usage(stderr);
		return 2;
	}
	main_restrict(o);
	if (main_paths(g, o) < 0)
		return 2;
	if (argc - optind > (strcmp(verb, "batch") == 0 || strcmp(verb, "check") == 0)) {
		fprintf(stderr, "tabletty: unexpected argument '%s'\n", argv[argc - 1]);
		main_usage(stderr);
		return 2;
	}
	if (strcmp(verb, "batch") == 0)
		return cli_batch(g, o, optind < argc ? argv[optind] : NULL);
	if (strcmp(verb, "sim") == 0)
		return o->scenario && strcmp(o->scenario, "all") == 0 ? cli_sim_all(g, o) : cli_sim(g, o);
	if (strcmp(verb, "check") == 0) {
		if (optind >= argc) {
			fprintf(stderr, "tabletty: check needs a file\n");
			return 2;
		}
		return cli_check(g, argv[optind]);
	}
	return main_play(g, o, strcmp(verb, "host") == 0);
}

int main(int argc, char **argv)
{
	struct cli_opts o;
	struct front_args ua;
	const char *verb;
	const char *r = getenv("TABLETTY_RESTRICTED");

	/* a file size limit (ulimit -f) makes a write fail with EFBIG, reported
	 * like a full disk, instead of killing the program with its game */
	signal(SIGXFSZ, SIG_IGN);
	memset(&o, 0, sizeof o);
	memset(&ua, 0, sizeof ua);
	if (r && *r && strcmp(r, "0") != 0)
		io_set_restricted(true);
	if (main_parse(argc, argv, &o, NULL) < 0) {
		main_usage(stderr);
		return 2;
	}
	main_restrict(&o);
	verb = optind < argc ? argv[optind++] : NULL;
	ua.plain = o.plain;
	if (!verb)
		return main_ui(&ua);
	if (strcmp(verb, "list") == 0)
		return cli_list(argc - optind, argv + optind);
	if (strcmp(verb, "replay") == 0) {
		if (optind >= argc) {
			main_usage(stderr);
			return 2;
		}
		ua.replay = argv[optind];
		return main_ui(&ua);
	}
	if (strcmp(verb, "join") == 0)
		return main_join(argc, argv, &o, &ua);
	if (strcmp(verb, "host") == 0 && optind < argc && argv[optind][0] == '-')
		return main_host_load(argc, argv, &o, &ua);
	if (strcmp(verb, "check") == 0 && optind + 1 == argc) {
		if (main_parse(argc, argv, &o, NULL) < 0)
			return 2;
		main_restrict(&o);
		return cli_check(NULL, argv[optind]);
	}
	if (strcmp(verb, "play") && strcmp(verb, "batch") && strcmp(verb, "sim") && strcmp(verb, "check") &&
	    strcmp(verb, "host")) {
		fprintf(stderr, "tabletty: unknown command '%s'\n", verb);
		main_usage(stderr);
		return 2;
	}
	return main_game_verb(verb, argc, argv, &o);
}
