/*
 * pu_glyph.c - POWERUP: every symbol of the side view, in UTF-8 and in
 * ASCII, with its meaning.  The view draws only from this table and the
 * legend (L on the screen, `show legend`, the man page) lists it.
 *
 * A square is 4 x 2 cells: the figure (or what lies there) on the top
 * row, the floor with the POWERUP capsule and the lives on the bottom row.
 * A one-character mark never appears inside another symbol, so 'x' is
 * only ever a melee target and '_' a defeated BUGBUSTER.  Only the figure
 * to act and the previews are reversed, nothing is bold: an attribute
 * change costs several times a colour change on the link.
 */
#include "pu.h"

#define PU_FIG_MEANING "figure, facing (BUGs red, to act yellow)"
#define PU_GATE_MEANING "gateway: on, off"

static const struct glyph pu_glyph_list[PU_NGLYPH] = {
	[PU_G_ROCK] = { "\u2588\u2588\u2588\u2588", "####", CC_GREY, 0, NULL, "rock" },
	[PU_G_FLOOR] = { "\u2580\u2580\u2580\u2580", "====", CC_BROWN, 0, NULL, "floor" },
	[PU_G_ACID] = { "\u2248\u2248\u2248\u2248", "~~~~", CC_GREEN, 0, NULL, "acid: deadly" },
	[PU_G_SPIKES] = { "\u25b2\u25b2\u25b2\u25b2", "^^^^", CC_WHITE, 0, NULL, "spikes: hurt" },
	[PU_G_LADDER] = { "\u254e", "H", CC_YELLOW, 0, NULL, "ladder" },
	[PU_G_STAIRS] = { "\u2571", "/", CC_YELLOW, 0, NULL, "stairs" },
	[PU_G_GATE] = { "(G)", "(G)", CC_CYAN, 0, NULL, PU_GATE_MEANING },
	[PU_G_GATE_OFF] = { "(g)", "(g)", CC_CYAN, 0, NULL, PU_GATE_MEANING },
	[PU_G_DOOR] = { "|", "|", CC_BROWN, 0, NULL, "door: shut, open" },
	[PU_G_DOOR_OPEN] = { "'", "'", CC_BROWN, 0, NULL, "door: shut, open" },
	[PU_G_FIRE] = { "**", "**", CC_ORANGE, 0, NULL, "fire" },
	[PU_G_COINS] = { "$@", "$@", CC_YELLOW, 0, "3", "coins" },
	[PU_G_SECRET] = { "?", "?", CC_MAGENTA, 0, NULL, "secret token" },
	[PU_G_KEY] = { "K", "K", CC_MAGENTA, 0, NULL, "key" },
	[PU_G_POWER] = { "P", "P", CC_GREEN, 0, NULL, "POWERUP capsule: on, spent" },
	[PU_G_POWER_OFF] = { "p", "p", CC_GREY, 0, NULL, "POWERUP capsule: on, spent" },
	[PU_G_RIGHT] = { "@@@>", "@@@>", CC_CYAN, 0, "ANA", PU_FIG_MEANING },
	[PU_G_LEFT] = { "<@@@", "<@@@", CC_RED, 0, "bgg", PU_FIG_MEANING },
	[PU_G_DOWN] = { "_@@@", "_@@@", CC_GREY, 0, "RAY", "a BUGBUSTER down" },
	[PU_G_LIVES] = { "@", "@", CC_DEFAULT, 0, "2", "its lives" },
	[PU_G_TEAM] = { "+@", "+@", CC_RED, 0, "3", "BUGs in a TEAM" },
	[PU_G_DRUM] = { "(D)", "(D)", CC_ORANGE, 0, NULL, "drum" },
	[PU_G_COVER] = { "[#]", "[#]", CC_ORANGE, 0, NULL, "cover" },
	[PU_G_PORTAL] = { "<O>", "<O>", CC_ORANGE, 0, NULL, "portal piece" },
	[PU_G_MELEE] = { "\u00d7", "x", CC_RED, 0, NULL, "melee reach" },
	[PU_G_SHOT] = { "\u2316", "o", CC_RED, 0, NULL, "in the line of shot" },
	[PU_G_AIM] = { "!", "!", CC_RED, CA_BOLD | CA_REVERSE, NULL, "target of this attack" },
	[PU_G_LAND] = { "\u25c6", "&", CC_YELLOW, CA_BOLD | CA_REVERSE, NULL, "where this move ends" },
};

const struct glyph_table pu_glyphs = { "the POWERUP side view", pu_glyph_list, PU_NGLYPH };
