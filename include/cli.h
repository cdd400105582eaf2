/*
 * cli.h - the front doors that need no screen: batch, sim, check, list.
 * main.c parses the command line into struct cli_opts and calls these;
 * each prints to stdout/stderr and returns the process exit status.
 */
#ifndef CLI_H
#define CLI_H

#include <stdbool.h>
#include <stdint.h>
#include "engine.h"
#include "io.h"
#include "session.h"

struct cli_opts {
	const char *scenario, *players, *load;
	char opts[TT_OPTS_MAX];
	uint64_t seed;
	bool have_seed, strict, debug, restricted, plain;
	bool swap;		/* sim: every seed once per rotation of the levels */
	long games;
	const char *name, *seat, *code;	/* host --name; join --seat --code */
	bool watch;			/* join --watch */
};

/* cli.c: shared steps.  The game named id, or NULL after a message. */
const struct engine_ops *cli_game(const char *id);
/* The one set-up of a game from the options, for every front door: the
 * scenario (or the game's default), the seed (or the clock's), the game
 * options, the seats; no data read.  0 or -1 after a message on stderr. */
int cli_setup_opts(const struct engine_ops *g, const struct cli_opts *o, struct tt_setup *su);
/* cli_setup_opts, then load the scenario data: 0 or -1 after a message on
 * stderr. */
int cli_setup(const struct engine_ops *g, const struct cli_opts *o, struct tt_setup *su, void **data);
/* Open a save of game g (NULL: any game) with io_game_open: 0 (a note
 * printed on stderr) or -1 after a message.  io_game_close frees it. */
int cli_load(const struct engine_ops *g, const char *arg, struct io_game *game);
/* The scenario names of game g (file names without ".ini"), their folder
 * in dir; how many, or -1. */
int cli_scenarios(const struct engine_ops *g, struct io_entry e[64], char *dir, size_t cap);

/* cli_batch.c: commands from file (or stdin when NULL or "-"). */
int cli_batch(const struct engine_ops *g, const struct cli_opts *o, const char *file);
/* cli_sim.c: AI against AI, one scenario or (cli_sim_all) every one. */
int cli_sim(const struct engine_ops *g, const struct cli_opts *o);
int cli_sim_all(const struct engine_ops *g, const struct cli_opts *o);
/* cli_check.c: check a scenario or save (g NULL: guess the game); list
 * the games (no arguments), their ids (--ids: one a line, for scripts),
 * one game's scenarios and options (GAME) or its options in mdoc
 * (--mdoc GAME, for the man page). */
int cli_check(const struct engine_ops *g, const char *file);
int cli_list(int argc, char **argv);

#endif
