/*
 * plain.h - the plain front end: the game and the menu as plain lines of
 * text, read line by line from standard input (`--plain`, or a terminal
 * that cannot move the cursor, TERM=dumb).  For screen readers, the
 * slowest links, script(1) and expect(1).
 *
 * It is one of the two front ends (front_plain, see src/front/front.h):
 * it plays the same struct front_src as the screen, takes keys by the
 * same key table, and starts and continues games through the shared
 * front_start_game and front_continue.  It never sends a control
 * sequence: no cursor addressing, no colour, no clearing; every byte it
 * writes is printable text or a newline.  Private to src/plain.
 */
#ifndef PLAIN_H
#define PLAIN_H

#include <stdbool.h>
#include <stddef.h>
#include "../front/front.h"

#define PLAIN_BUF 4096

/* Why the run should stop (plain->stop). */
enum { PLAIN_RUN = 0, PLAIN_STOP_HUP = 2 };

/* A plain run (one per program run: lines typed ahead stay buffered from
 * the menu into the game and back). */
struct plain {
	int stop;		/* PLAIN_RUN, or the end of input or a hang-up */
	bool debug;		/* allow rig */
	struct front_keymap km;
	/* scratch, large: one of each is enough */
	struct tt_view view;
	struct tt_prompt prompt;
	struct tt_out out;
	char buf[PLAIN_BUF];	/* input read but not yet taken */
	size_t len;
	bool eof;
	bool tty;		/* standard input is a terminal (it echoes what is typed) */
	bool utf8;		/* the locale prints UTF-8; else non-ASCII becomes '?' */
	int rows;		/* lines that scroll a screen away (the curtain) */
};

/* What plain_read returns besides a line (1). */
enum { PLAIN_EOF = 0, PLAIN_STOP = -1, PLAIN_INT = -2 };

/* plain_io.c */
/* The front end's start (the signal handlers, a struct plain in *fe)
 * and stop. */
int plain_start(void **fe, const struct front_args *a, const struct front_keymap *km,
		struct tt_err *err);
void plain_stop(void *fe);
/* Print text (several lines) with every byte that is not printable
 * dropped or replaced: never an escape sequence. */
void plain_put(struct plain *pl, const char *text);
void plain_say(struct plain *pl, const char *fmt, ...) TT_PRINTF(2, 3);
/* Ask for a line: shows "> " on a terminal, echoes "> line" otherwise.
 * 1 with line filled, PLAIN_EOF (pl->stop set), PLAIN_STOP (hang-up or
 * SIGTERM: pl->stop set) or PLAIN_INT (Ctrl-C). */
int plain_read(struct plain *pl, char *line, size_t cap);
/* A yes/no question; true on y or yes.  End of input or a hang-up
 * answers no and sets pl->stop. */
bool plain_ask(struct plain *pl, const char *question);
/* Scroll what is on the screen away with blank lines (the curtain). */
void plain_scroll(struct plain *pl);
/* A line read as a number: 1..n, 0 when out of range, -1 when it is not
 * a number. */
int plain_number(const char *line, int n);

/* plain_game.c: play src until quit, the end of input or a hang-up
 * (the front end's play: FRONT_AFTER_NONE). */
int plain_play(void *fe, const struct front_src *src);

/* plain_menu.c: the menu by numbered choices, and the front end
 * (front_plain). */
void plain_menu(void *fe);

#endif
