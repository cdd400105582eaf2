/*
 * frontend.h - the front ends, as main.c sees them: what the command line
 * asked for, and the run.  A front end is the screen (src/ui, ncurses) or
 * the plain lines (src/plain); their operations are in src/front/front.h.
 */
#ifndef FRONTEND_H
#define FRONTEND_H

#include <stdbool.h>
#include "engine.h"

struct front_args {
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

struct front_end;
/* The two front ends (src/ui/ui_main.c, src/plain/plain_menu.c). */
extern const struct front_end front_screen, front_plain;

/* Run what a asks for on the first front end of ends (a NULL-ended list)
 * that can take this terminal: the screen refuses a terminal that cannot
 * move the cursor (TERM=dumb), and the next one, the plain lines, is
 * used, saying so.  Refuses (status 1, message on stderr) when standard
 * input or output is not a terminal for the screen.  Returns the
 * process's exit status. */
int front_run(const struct front_end *const *ends, const struct front_args *a);

#endif
