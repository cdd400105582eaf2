/*
 * db_glyph.c - DeathBot Derby: every symbol of the arena, in UTF-8 and in
 * ASCII, with its meaning.  The view draws only from this table and the
 * legend (L on the screen, `show legend`, the man page) lists it.
 *
 * A space is four columns: the bot, the obstacle (two cells) and the
 * number of its arena card; bars stand between cards and between the two
 * spaces of a card.  Only the bots are reversed and nothing is bold: over
 * SSH an attribute change costs several times a colour change.  The grid,
 * the numbers, walls and the highlighted path are in the terminal's own
 * colour, like an empty space: a Tab that moves the path's end then sends
 * two glyphs and no colour change (ncurses rewrites the few cells between
 * them, and a colour among them would cost a change and a reset).
 */
#include "db.h"

#define DB_BELT_MEANING "belt: +1 that way"
#define DB_BOT_MEANING "the bots (red, blue)"

static const struct glyph db_glyph_list[DB_NGLYPH] = {
	[DB_G_RED] = { "R", "R", CC_RED, CA_REVERSE, 0, DB_BOT_MEANING },
	[DB_G_BLUE] = { "B", "B", CC_BLUE, CA_REVERSE, 0, DB_BOT_MEANING },
	[DB_G_WALL] = { "\u2588\u2588", "##", CC_DEFAULT, 0, 0, "wall: stops moves, shots" },
	[DB_G_BELT + 0] = { "\u2191\u2191", "^^", CC_CYAN, 0, 0, DB_BELT_MEANING },
	[DB_G_BELT + 1] = { "\u2192\u2192", ">>", CC_CYAN, 0, 0, DB_BELT_MEANING },
	[DB_G_BELT + 2] = { "\u2193\u2193", "vv", CC_CYAN, 0, 0, DB_BELT_MEANING },
	[DB_G_BELT + 3] = { "\u2190\u2190", "<<", CC_CYAN, 0, 0, DB_BELT_MEANING },
	[DB_G_SAW] = { "\u2731\u2731", "**", CC_YELLOW, 0, 0, "saw: -1 movement" },
	[DB_G_BOMB] = { "\u25cf\u25cf", "oo", CC_MAGENTA, 0, 0, "bomb: 1 damage" },
	[DB_G_POWER] = { "\u271a\u271a", "++", CC_GREEN, 0, 0, "power up: repair 1" },
	[DB_G_NUMBER] = { "@", "@", CC_DEFAULT, 0, "3", "hazard number" },
	[DB_G_PATH] = { "\u00b7", ".", CC_DEFAULT, 0, 0, "path" },
	[DB_G_DEST] = { "x", "%", CC_DEFAULT, 0, 0, "end" },
	[DB_G_RANGE] = { "\u25e6", "'", CC_YELLOW, 0, 0, "in range" },
	/* how the log and the prompt name a space; the arena's labels */
	[DB_G_POS] = { "@,@", "@,@", CC_DEFAULT, 0, "45", "= column 4, row 5" },
	[DB_G_CARD] = { "\u2503", "|", CC_DEFAULT, 0, NULL, "edge of an arena card", true },
	[DB_G_HALF] = { "\u2502", ":", CC_DEFAULT, 0, NULL, "between its two spaces", true },
};

const struct glyph_table db_glyphs = { "the DeathBot arena", db_glyph_list, DB_NGLYPH };
