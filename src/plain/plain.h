/*
 * plain.h - the plain front end: the game and the menu as plain lines of
 * text, read line by line from standard input (`--plain`, or a terminal
 * that cannot move the cursor, TERM=dumb).  For screen readers, the
 * slowest links, script(1) and expect(1).
 *
 * It plays the same struct ui_src as the screen (src/ui) and starts and
 * continues games through the screen's own functions (ui_start_game,
 * ui_continue), which hand the game to plain_play when ui->plain is set.
 * It never sends a control sequence: no cursor addressing, no colour, no
 * clearing; every byte it writes is printable text or a newline.
 * Private to src/plain and the few lines of src/ui that call it.
 */
#ifndef PLAIN_H
#define PLAIN_H

#include <stdbool.h>
#include <stddef.h>
#include "../ui/ui_int.h"

#define PLAIN_BUF 4096

/* The input and output of a plain run (one per program run: lines typed
 * ahead stay buffered from the menu into the game and back). */
struct plain {
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
/* Set up ui->plain and the signal handlers; 0 or -1 with err. */
int plain_start(struct ui *ui, struct tt_err *err);
void plain_stop(struct ui *ui);
/* Print text (several lines) with every byte that is not printable
 * dropped or replaced: never an escape sequence. */
void plain_put(struct ui *ui, const char *text);
void plain_say(struct ui *ui, const char *fmt, ...) TT_PRINTF(2, 3);
/* Ask for a line: shows "> " on a terminal, echoes "> line" otherwise.
 * 1 with line filled, PLAIN_EOF (ui->stop set), PLAIN_STOP (hang-up or
 * SIGTERM: ui->stop set) or PLAIN_INT (Ctrl-C). */
int plain_read(struct ui *ui, char *line, size_t cap);
/* A yes/no question; true on y or yes.  End of input or a hang-up
 * answers no and sets ui->stop. */
bool plain_ask(struct ui *ui, const char *question);
/* Scroll what is on the screen away with blank lines (the curtain). */
void plain_scroll(struct ui *ui);
/* A line read as a number: 1..n, 0 when out of range, -1 when it is not
 * a number. */
int plain_number(const char *line, int n);

/* plain_game.c: play src until quit, the end of input or a hang-up. */
void plain_play(struct ui *ui, const struct ui_src *src);

/* plain_menu.c: the menu by numbered choices. */
void plain_menu(struct ui *ui);

#endif
