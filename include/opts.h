/*
 * opts.h - game options: the "key=value,key=value" text of a setup, read
 * against one table per game.
 *
 * A game describes each option once (name, type, range or choices,
 * default, one line of help) in a const table; opts_parse checks a setup's
 * text against it (every key known, every value of its type, no key
 * twice), and the same table gives `tabletty play GAME --help`, the man
 * page's option list and the command line's --KEY VALUE.  The game then
 * reads the checked values in the order given and applies them.  Pure.
 */
#ifndef OPTS_H
#define OPTS_H

#include <stdbool.h>
#include <stddef.h>
#include "tt.h"

enum opts_type {
	OPTS_INT,		/* a number from lo to hi */
	OPTS_WORD,		/* one of words ("random|day|given"); num = its index */
	OPTS_BOOL,		/* yes|no (also 1|0, true|false); num = 0 or 1 */
	OPTS_TEXT,		/* any text the game checks itself (a seat, a track) */
};

/* One option of a game.  A name with an upper-case tail ("react-NAME")
 * is a family: any key that begins with its lower-case head and goes on
 * ("react-ana") belongs to it; the game reads the rest of the key. */
struct opts_def {
	const char *name;
	enum opts_type type;
	int lo, hi;		/* OPTS_INT: the range */
	const char *words;	/* OPTS_WORD: the choices, separated by '|' */
	const char *arg;	/* OPTS_TEXT: what the value is ("SEAT"); OPTS_INT: "N" if NULL */
	const char *def;	/* the default, in words ("the scenario's") */
	const char *help;	/* one sentence, no full stop */
	bool list;		/* OPTS_TEXT: ',' may also separate the value's items */
	bool scenario;		/* OPTS_TEXT: as --KEY VALUE, the value is also the
				 * scenario to load when no --scenario is given */
};

#define OPTS_VALUE_MAX 64
#define OPTS_MAXSET 64

/* One option as given, checked. */
struct opts_val {
	int def;			/* its entry in the table */
	char key[32];			/* the key as given ("react-ana") */
	char text[OPTS_VALUE_MAX];	/* the value as given */
	int num;			/* OPTS_INT: the number; OPTS_WORD: the index;
					   OPTS_BOOL: 0 or 1 */
};

/* The options of one setup, in the order given. */
struct opts_set {
	int n;
	struct opts_val v[OPTS_MAXSET];
};

/* Check text (may be empty) against the n entries of t; title names the
 * game in messages.  0 and out filled, or -1 with err naming the key or
 * value: "unknown Megapulse option 'lap' (did you mean 'laps'?)". */
int opts_parse(const struct opts_def *t, size_t n, const char *title, const char *text,
	       struct opts_set *out, struct tt_err *err);

/* The value given for entry def (the last of a family), or NULL. */
const struct opts_val *opts_get(const struct opts_set *s, int def);

/* The part of a family's key after its head ("ana" of "react-ana"). */
const char *opts_family_rest(const struct opts_def *d, const struct opts_val *v);

/* Is entry d a family ("react-NAME")? */
bool opts_is_family(const struct opts_def *d);

/* The table as text, one option a line, for --help: "  laps=N  ...". */
void opts_usage(const struct opts_def *t, size_t n, struct tt_out *out);

/* The table as an mdoc tagged list, for the man page. */
void opts_mdoc(const struct opts_def *t, size_t n, struct tt_out *out);

#endif
