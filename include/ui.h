/*
 * ui.h - the ncurses front end (src/ui/ is the only code that includes
 * curses).  main.c hands it what the command line asked for.
 */
#ifndef UI_H
#define UI_H

#include <stdbool.h>
#include "engine.h"

struct ui_args {
	const struct engine_ops *game;	/* NULL: start at the menu */
	bool have_setup;		/* setup below was given on the command line */
	struct tt_setup setup;
	const char *load;		/* save to continue, or NULL */
	const char *replay;		/* save to watch (replay viewer), or NULL */
	bool debug;			/* allow rig */
	bool plain;			/* lines of text, no screen (src/plain) */
	/* tables: `tabletty host` (host set) or `tabletty join` (join set) */
	bool host, join;
	const char *table;		/* join: its name, NULL to choose */
	const char *name;		/* host: the table's name or NULL */
	const char *seat, *code;	/* join: the seat and its code */
	bool watch;			/* join: watch instead */
};

/* Run the full-screen program; returns the process exit status.
 * Refuses (status 1, message on stderr) when standard input or output is
 * not a terminal, unless a->plain; a terminal that cannot move the cursor
 * (TERM=dumb) gets the plain mode instead. */
int ui_run(const struct ui_args *a);

#endif
