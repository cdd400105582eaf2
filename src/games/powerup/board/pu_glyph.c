/*
 * pu_glyph.c - POWERUP: every symbol of the side view, in UTF-8 and in
 * ASCII, with its meaning.  The view draws only from this table and the
 * legend (L on the screen, `show legend`, the man page) lists it.
 *
 * A square is 4 x 2 cells.  The top row holds the figure (or what lies
 * there).  The floor row gives each thing its own column, so nothing
 * hides anything else: column 0 the POWERUP capsule, column 1 the marks
 * (what the active BUGBUSTER can hit, the target of the highlighted
 * attack, where the highlighted move ends), column 2 always the terrain
 * (floor, acid, spikes, stairs), column 3 the figure's lives; the
 * terrain fills the columns nothing else takes.  Acid is the one
 * reversed terrain, so it shows as a green block whatever the colours.
 * A one-character mark never appears inside another symbol, so 'x' is
 * only ever a melee target and '_' a defeated BUGBUSTER.
 */
#include "pu_board.h"

#define PU_FIG_MEANING "figure, facing (BUGs red, to act yellow)"
#define PU_GATE_MEANING "gateway: on, off"
#define PU_TEAM_MEANING "BUGs in a TEAM: kind, how many"

static const struct glyph pu_glyph_list[PU_NGLYPH] = {
	[PU_G_ROCK] = { "\u2588\u2588\u2588\u2588", "####", CC_GREY, 0, NULL, "rock" },
	[PU_G_FLOOR] = { "\u2580\u2580\u2580\u2580", "====", CC_BROWN, 0, NULL, "floor" },
	[PU_G_ACID] = { "\u2248\u2248\u2248\u2248", "~~~~", CC_GREEN, CA_REVERSE, NULL, "acid: deadly" },
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
	[PU_G_TEAM_RIGHT] = { "@*@>", "@*@>", CC_RED, 0, "b3", PU_TEAM_MEANING },
	[PU_G_TEAM_LEFT] = { "<@*@", "<@*@", CC_RED, 0, "b3", PU_TEAM_MEANING },
	[PU_G_LIVES] = { "@", "@", CC_DEFAULT, 0, "2", "lives of the figure above" },
	[PU_G_DRUM] = { "(D)", "(D)", CC_ORANGE, 0, NULL, "drum" },
	[PU_G_COVER] = { "[#]", "[#]", CC_ORANGE, 0, NULL, "cover" },
	[PU_G_PORTAL] = { "<O>", "<O>", CC_ORANGE, 0, NULL, "portal piece" },
	[PU_G_MELEE] = { "\u00d7", "x", CC_RED, 0, NULL, "can be hit in melee" },
	[PU_G_SHOT] = { "\u2316", "o", CC_RED, 0, NULL, "can be shot" },
	[PU_G_AIM] = { "!", "!", CC_RED, 0, NULL, "target of this attack" },
	[PU_G_LAND] = { "\u25c6", "&", CC_DEFAULT, 0, NULL, "where this move ends" },
	[PU_G_TURRET] = { "T@", "T@", CC_GREEN, CA_BOLD, "3", "machine-gun turret, its ammo" },
	[PU_G_ROBOT_RED] = { "{R}", "{R}", CC_RED, CA_BOLD, NULL, "Deathmatch: RED team's robot" },
	[PU_G_ROBOT_BLU] = { "{B}", "{B}", CC_BLUE, CA_BOLD, NULL, "Deathmatch: BLU team's robot" },
	[PU_G_BASE_RED] = { "r", "r", CC_RED, 0, NULL, "Deathmatch: RED base (tile 21)" },
	[PU_G_BASE_BLU] = { "b", "b", CC_BLUE, 0, NULL, "Deathmatch: BLU base (tile 22)" },
	[PU_G_CARRY_RED] = { "%", "%", CC_RED, CA_BOLD | CA_REVERSE, NULL, "carries the RED robot" },
	[PU_G_CARRY_BLU] = { "+", "+", CC_BLUE, CA_BOLD | CA_REVERSE, NULL, "carries the BLU robot" },
};

const struct glyph_table pu_glyphs = { "the POWERUP side view", pu_glyph_list, PU_NGLYPH };
