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
};

/* Run the full-screen program; returns the process exit status.
 * Refuses (status 1, message on stderr) when standard input or output is
 * not a terminal, unless a->plain; a terminal that cannot move the cursor
 * (TERM=dumb) gets the plain mode instead. */
int ui_run(const struct ui_args *a);

#endif
