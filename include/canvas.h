/*
 * canvas.h - a grid of coloured character cells: what an engine's view
 * draws into, and what both the ncurses UI and the plain-text renderer show.
 *
 * Each cell holds a Unicode glyph and an ASCII stand-in (used when the
 * locale is not UTF-8), a colour from a small palette and attributes.
 * Colour never carries meaning alone: views always draw a letter or shape.
 */
#ifndef TT_CANVAS_H
#define TT_CANVAS_H

#include <stdint.h>
#include "tt.h"

#define CANVAS_W 160
#define CANVAS_H 72

enum canvas_colour {
	CC_DEFAULT, CC_RED, CC_GREEN, CC_YELLOW, CC_BLUE, CC_MAGENTA, CC_CYAN, CC_WHITE,
	CC_ORANGE, CC_PURPLE, CC_GREY, CC_BROWN, CC_NCOLOUR
};

enum { CA_BOLD = 1, CA_REVERSE = 2, CA_DIM = 4, CA_UNDERLINE = 8 };

struct canvas_cell {
	uint32_t ch;		/* Unicode code point; 0 = blank */
	char ascii;		/* stand-in for non-UTF-8 terminals */
	uint8_t fg;		/* enum canvas_colour */
	uint8_t attr;		/* CA_* bits */
};

struct canvas {
	int w, h;		/* used size */
	struct canvas_cell c[CANVAS_H][CANVAS_W];
};

void canvas_clear(struct canvas *cv, int w, int h);
/* Put one glyph; out-of-range positions are ignored; grows w/h as needed. */
void canvas_put(struct canvas *cv, int x, int y, uint32_t ch, char ascii, int fg, int attr);
/* Put an ASCII/UTF-8 string (UTF-8 decoded, non-ASCII gets '?' stand-in);
 * returns the number of columns written. */
int canvas_text(struct canvas *cv, int x, int y, int fg, int attr, const char *s);
/* Decode one UTF-8 sequence of s into *cp ('?' for bad input); returns
 * the bytes it took (at least 1). */
int canvas_decode(const char *s, uint32_t *cp);
/* Decode one UTF-8 sequence at s; returns its length (1 and '?' on bad
 * input; never reads past a NUL). */
int canvas_utf8_get(const unsigned char *s, uint32_t *cp);
/* Encode code point cp as UTF-8 into b (room for 4); returns the length. */
int canvas_utf8_put(uint32_t cp, char *b);
int canvas_textf(struct canvas *cv, int x, int y, int fg, int attr, const char *fmt, ...)
	TT_PRINTF(6, 7);

#endif
