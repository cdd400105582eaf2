/*
 * mp_glyph.c - Megapulse: every symbol of the track, in UTF-8 and in
 * ASCII, with its meaning.  The view draws only from this table and the
 * legend (L on the screen, `show legend`, the man page) lists it.
 *
 * Cars are the capital letters X F S E; so the start line is told from a
 * checkpoint by its bar (a full bar, a broken one), never by a letter.
 * Only cars are reversed and nothing is bold: an attribute change costs
 * several times a colour change on the link.
 */
#include "mp.h"

#define MP_CAR_MEANING "cars X F S E, dim: destroyed"
#define MP_BAR_MEANING "bars: start line, checkpoint"
#define MP_PUSH_MEANING "a push may send the car here: Up, Down"

static const struct glyph mp_glyph_list[MP_NGLYPH] = {
	[MP_G_SPACE] = { "\u00b7", ".", CC_GREY, 0, 0, "track" },
	[MP_G_WALL] = { "\u2588", "#", CC_GREY, 0, 0, "wall" },
	[MP_G_PULSE] = { "\u00bb", "P", CC_CYAN, 0, 0, "PULSE: 1 forward" },
	[MP_G_DASHL] = { "\u25b2", "^", CC_CYAN, 0, 0, "DASH: 1 up" },
	[MP_G_DASHR] = { "\u25bc", "v", CC_CYAN, 0, 0, "DASH: 1 down" },
	[MP_G_REPAIR] = { "\u271a", "+", CC_CYAN, 0, 0, "REPAIR: +3 Hull" },
	[MP_G_NITRO] = { "\u25c6", "N", CC_CYAN, 0, 0, "NITRO: +1 Nitro" },
	[MP_G_CURVEL] = { "\u2197", "/", CC_MAGENTA, 0, 0, "curve: drift up" },
	[MP_G_CURVER] = { "\u2198", "\\", CC_MAGENTA, 0, 0, "curve: drift down" },
	[MP_G_START] = { "\u2503", "|", CC_DEFAULT, 0, 0, MP_BAR_MEANING },
	[MP_G_CHECK] = { "\u2507", ":", CC_YELLOW, 0, 0, MP_BAR_MEANING },
	[MP_G_LINK] = { "\u21b7", ">", CC_YELLOW, 0, 0, "shortcut to the row below" },
	[MP_G_CAR] = { "@", "@", CC_DEFAULT, CA_REVERSE, "X", MP_CAR_MEANING },
	[MP_G_WRECK] = { "@", "@", CC_DEFAULT, CA_DIM, "F", MP_CAR_MEANING },
	[MP_G_BOMB] = { "\u2731", "*", CC_DEFAULT, 0, 0, "Superbomb" },
	[MP_G_MULTI] = { "\u2739", "M", CC_DEFAULT, 0, 0, "Multibomb" },
	[MP_G_DROP] = { "\u25ce", "&", CC_WHITE, CA_REVERSE, 0, "where the bomb goes" },
	[MP_G_PUSHUP] = { "\u25b4", "u", CC_WHITE, 0, 0, MP_PUSH_MEANING },
	[MP_G_PUSHDOWN] = { "\u25be", "d", CC_WHITE, 0, 0, MP_PUSH_MEANING },
};

const struct glyph_table mp_glyphs = { "the Megapulse track", mp_glyph_list, MP_NGLYPH };
