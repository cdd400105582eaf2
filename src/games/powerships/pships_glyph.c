/*
 * pships_glyph.c - Powerships: every symbol of the board, in UTF-8 and in
 * ASCII, with its meaning.  The view draws only from this table and the
 * legend (L on the screen, `show legend`, the man page) lists it.
 *
 * A hex is two columns.  In ASCII no digit stands for a direction: space
 * arrows are a dash and a pointer ("->", "-/"), a ship is its initial with
 * a pointer on the side it heads to ("Y>", "\Y"), so `1` only ever counts
 * (buoy 1) and a gate mark is ':'.  Ship headings are never the arrow
 * spaces' glyphs, and the turn spaces are not the buoys' sense arrows.
 * Dark space is an ASCII dot, stardust one shade a hex (a UTF-8 shade is
 * three bytes) and nothing is bold (only the ship to move is reversed):
 * the board is most of every frame sent over the link.
 */
#include "pships.h"

#define PSHIPS_ARROW_MEANING "push a ship 1 hex"
#define PSHIPS_SHIP_MEANING "a ship (initial), heading"
#define PSHIPS_END_MEANING "right, straight, left end"
#define PSHIPS_TURN_MEANING "turn a ship left, right"
#define PSHIPS_BUOY_MEANING "buoy 1: clockwise, anticlockwise"
#define PSHIPS_CRASH_MEANING "end in a crash"

static const struct glyph pships_glyph_list[PSHIPS_NGLYPH] = {
	[PSHIPS_G_SPACE] = { ". ", ". ", CC_GREY, 0, 0, "dark space" },
	[PSHIPS_G_DUST] = { "\u2591 ", "##", CC_GREY, 0, 0, "stardust" },
	[PSHIPS_G_ARROW + HEX_E] = { "\u2192 ", "->", CC_YELLOW, 0, 0, PSHIPS_ARROW_MEANING },
	[PSHIPS_G_ARROW + HEX_NE] = { "\u2197 ", "-/", CC_YELLOW, 0, 0, PSHIPS_ARROW_MEANING },
	[PSHIPS_G_ARROW + HEX_NW] = { "\u2196 ", "\\-", CC_YELLOW, 0, 0, PSHIPS_ARROW_MEANING },
	[PSHIPS_G_ARROW + HEX_W] = { "\u2190 ", "<-", CC_YELLOW, 0, 0, PSHIPS_ARROW_MEANING },
	[PSHIPS_G_ARROW + HEX_SW] = { "\u2199 ", "/-", CC_YELLOW, 0, 0, PSHIPS_ARROW_MEANING },
	[PSHIPS_G_ARROW + HEX_SE] = { "\u2198 ", "-\\", CC_YELLOW, 0, 0, PSHIPS_ARROW_MEANING },
	[PSHIPS_G_TURNL] = { "\u21b6 ", "{ ", CC_ORANGE, 0, 0, PSHIPS_TURN_MEANING },
	[PSHIPS_G_TURNR] = { "\u21b7 ", "} ", CC_GREEN, 0, 0, PSHIPS_TURN_MEANING },
	[PSHIPS_G_DOUBLE] = { "2\u00d7", "2x", CC_BLUE, 0, 0, "blue 2X: rest doubled" },
	[PSHIPS_G_PURPLE] = { "2\u2726", "2p", CC_PURPLE, 0, 0, "purple 2X: doubled, flies over" },
	[PSHIPS_G_FINISH] = { "F ", "F ", CC_GREEN, 0, 0, "finish area" },
	[PSHIPS_G_BODY + 0] = { "Pl", "Pl", CC_CYAN, 0, 0, "Pluto" },
	[PSHIPS_G_BODY + 1] = { "Me", "Me", CC_CYAN, 0, 0, "Mercury" },
	[PSHIPS_G_BODY + 2] = { "Ma", "Ma", CC_CYAN, 0, 0, "Mars" },
	[PSHIPS_G_BODY + 3] = { "Ve", "Ve", CC_CYAN, 0, 0, "Venus" },
	[PSHIPS_G_BODY + 4] = { "Ea", "Ea", CC_CYAN, 0, 0, "Earth" },
	[PSHIPS_G_BODY + 5] = { "Ne", "Ne", CC_CYAN, 0, 0, "Neptune" },
	[PSHIPS_G_BODY + 6] = { "Ur", "Ur", CC_CYAN, 0, 0, "Uranus" },
	[PSHIPS_G_BODY + 7] = { "Sa", "Sa", CC_CYAN, 0, 0, "Saturn" },
	[PSHIPS_G_BODY + 8] = { "Ju", "Ju", CC_CYAN, 0, 0, "Jupiter" },
	[PSHIPS_G_BODY + 9] = { "Su", "Su", CC_YELLOW, 0, 0, "the Sun" },
	[PSHIPS_G_BUOY_CW] = { "@\u21bb", "@c", CC_MAGENTA, 0, "1",
			       PSHIPS_BUOY_MEANING },
	[PSHIPS_G_BUOY_CCW] = { "@\u21ba", "@a", CC_MAGENTA, 0, "1",
				PSHIPS_BUOY_MEANING },
	[PSHIPS_G_GATE] = { "\u2506", ":", CC_GREY, 0, 0, "a buoy's gate" },
	[PSHIPS_G_SHIP + HEX_E] = { "@\u25b8", "@>", CC_DEFAULT, 0, "Y", PSHIPS_SHIP_MEANING },
	[PSHIPS_G_SHIP + HEX_NE] = { "@\u25e5", "@/", CC_DEFAULT, 0, "Y", PSHIPS_SHIP_MEANING },
	[PSHIPS_G_SHIP + HEX_NW] = { "@\u25e4", "\\@", CC_DEFAULT, 0, "Y", PSHIPS_SHIP_MEANING },
	[PSHIPS_G_SHIP + HEX_W] = { "@\u25c2", "<@", CC_DEFAULT, 0, "Y", PSHIPS_SHIP_MEANING },
	[PSHIPS_G_SHIP + HEX_SW] = { "@\u25e3", "/@", CC_DEFAULT, 0, "Y", PSHIPS_SHIP_MEANING },
	[PSHIPS_G_SHIP + HEX_SE] = { "@\u25e2", "@\\", CC_DEFAULT, 0, "Y", PSHIPS_SHIP_MEANING },
	[PSHIPS_G_PATH] = { "\u2022", "+", CC_CYAN, 0, 0, "path" },
	[PSHIPS_G_END + 0] = { "R\u25c6", "R*", CC_CYAN, 0, 0, PSHIPS_END_MEANING },
	[PSHIPS_G_END + 1] = { "S\u25c6", "S*", CC_CYAN, 0, 0, PSHIPS_END_MEANING },
	[PSHIPS_G_END + 2] = { "L\u25c6", "L*", CC_CYAN, 0, 0, PSHIPS_END_MEANING },
	[PSHIPS_G_CRASH + 0] = { "R!", "R!", CC_RED, 0, 0, PSHIPS_CRASH_MEANING },
	[PSHIPS_G_CRASH + 1] = { "S!", "S!", CC_RED, 0, 0, PSHIPS_CRASH_MEANING },
	[PSHIPS_G_CRASH + 2] = { "L!", "L!", CC_RED, 0, 0, PSHIPS_CRASH_MEANING },
};

const struct glyph_table pships_glyphs = {
	"the Powerships board", pships_glyph_list, PSHIPS_NGLYPH
};
