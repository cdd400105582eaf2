/*
 * pships_info.c - Powerships: the full texts behind the screen (`info
 * [WHAT]`, the key i): what the decision at hand is, what an option does,
 * what a kind of hex, a body or a buoy means, and the buoy order.
 *
 * The texts of the hex kinds come from the tiles file's [texts] section
 * (house texts); a tiles file without it leaves the legend's words.
 * Powerships has no hidden information.  Pure: no I/O.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "pships.h"

/* The words a player may type for a kind of hex, by enum pships_text. */
static const char *const pships_info_words[PSHIPS_NTEXT][4] = {
	{ "space", "dark", "dark space", NULL }, { "dust", "stardust", NULL },
	{ "planet", "body", "planets", NULL }, { "sun", NULL },
	{ "arrow", "yellow", "yellow arrow", NULL }, { "turnl", "orange", "turn left", NULL },
	{ "turnr", "green", "turn right", NULL }, { "double", "blue", "2x", NULL },
	{ "purple", "2p", NULL }, { "finish", "finish area", "landing", NULL },
	{ "buoy", "gate", "rounding", NULL },
};

/* The legend's words when the data has no text for a kind. */
static const int pships_info_glyph[PSHIPS_NTEXT] = {
	PSHIPS_G_SPACE, PSHIPS_G_DUST, PSHIPS_G_BODY, PSHIPS_G_BODY + PSHIPS_SUN, PSHIPS_G_ARROW,
	PSHIPS_G_TURNL, PSHIPS_G_TURNR, PSHIPS_G_DOUBLE, PSHIPS_G_PURPLE, PSHIPS_G_FINISH,
	PSHIPS_G_BUOY_CW
};

static void pships_info_text(const struct pships_data *d, int k, struct tt_out *out)
{
	if (d->text[k][0])
		tt_outf(out, "%s\n", d->text[k]);
	else
		tt_outf(out, "%s.\n", pships_glyphs.g[pships_info_glyph[k]].meaning);
}

/* The buoys in order, how each is rounded, the finish, and where the
 * ship stands (the ship to act, or viewer's). */
static void pships_info_track(const struct pships_state *s, int ship, struct tt_out *out)
{
	if (!s->track_ready) {
		tt_outf(out, "The track is not set yet: it is chosen when the race starts.\n");
		return;
	}
	for (int k = 0; k < 3; k++)
		tt_outf(out, "Buoy %d: %s, rounded %s.\n", k + 1, pships_body_names[s->buoy[k]],
			s->sense[k] > 0 ? "anticlockwise" : "clockwise");
	tt_outf(out, "Start: %s.  Finish: land on %s or the six hexes around it.\n",
		pships_body_names[s->start], pships_body_names[s->finish]);
	if (ship >= 0 && ship < s->nships) {
		const struct pships_ship *sh = &s->ship[ship];
		if (sh->finished)
			tt_outf(out, "%s has landed.\n", s->name[ship]);
		else if (sh->buoys < 3)
			tt_outf(out, "%s has rounded %d buoy%s; next: buoy %d at %s.\n", s->name[ship],
				sh->buoys, sh->buoys == 1 ? "" : "s", sh->buoys + 1,
				pships_body_names[s->buoy[sh->buoys]]);
		else
			tt_outf(out, "%s has rounded all three buoys; next: the finish at %s.\n",
				s->name[ship], pships_body_names[s->finish]);
	}
}

/* A body by name: what it is and its part in the track. */
static void pships_info_body(const struct pships_state *s, const struct pships_data *d, int b,
			     struct tt_out *out)
{
	char name[16];

	tt_strlcpy(name, pships_body_names[b], sizeof name);
	name[0] = (char)(name[0] - 32);
	tt_outf(out, "%s (%s on the board)%s.\n", name, pships_glyphs.g[PSHIPS_G_BODY + b].utf8,
		b == 1 ? ", not to be confused with Mars (Ma)" :
		b == 2 ? ", not to be confused with Mercury (Me)" : "");
	pships_info_text(d, b == PSHIPS_SUN ? PSHIPS_TX_SUN : PSHIPS_TX_BODY, out);
	for (int k = 0; k < 3 && s->track_ready; k++)
		if (s->buoy[k] == b)
			tt_outf(out, "Buoy %d stands here: round it %s.\n", k + 1,
				s->sense[k] > 0 ? "anticlockwise" : "clockwise");
	if (s->track_ready && s->start == b)
		tt_outf(out, "The start planet of this race.\n");
	if (s->track_ready && s->finish == b)
		tt_outf(out, "The finish planet of this race.\n");
}

/* What each heading does now, one line each (right, straight, left). */
static void pships_info_headings(const struct pships_state *s, int only, struct tt_out *out)
{
	static const char *const word[3] = { "Right", "Straight", "Left" };
	struct pships_move *mv = calloc(3, sizeof *mv);
	int total = pships_total(&s->ship[s->turn]), mask;

	if (!mv)
		return;
	mask = pships_legal(s, s->turn, total, mv);
	for (int t = 2; t >= 0; t--) {
		char desc[48];
		if (only >= 0 && t != only)
			continue;
		pships_describe(s, &mv[t], total, desc, sizeof desc);
		tt_outf(out, "%s: %s%s%s%s.\n", word[t], desc,
			mv[t].buoys > s->ship[s->turn].buoys ? ", rounds a buoy" : "",
			mv[t].crash ? " (it loses all its dice, and the damage lowers its most dice)" : "",
			(mask >> t) & 1 ? "" : "; not allowed: another heading flies further");
	}
	free(mv);
}

/* "" : the decision at hand. */
static void pships_info_now(const struct pships_state *s, struct tt_out *out)
{
	const struct pships_ship *sh = &s->ship[s->turn];

	switch (s->phase) {
	case PSHIPS_PP_START:
		tt_outf(out, "Each player rolls two dice; the highest starts.  Type 'info buoys' "
			"for the track.\n");
		break;
	case PSHIPS_PP_PLACE:
		tt_outf(out, "Choose where %s starts: on %s (c) or a free hex beside it (e, ne, nw, "
			"w, sw, se), nose towards a hex side.  Tab shows each start on the board.\n",
			s->name[s->turn], pships_body_names[s->start]);
		break;
	case PSHIPS_PP_DICE:
		tt_outf(out, "Your speed is the total of your dice: now %d with %d dice, at most "
			"%d dice (5 less the damage %d).  Before rolling you may add one die, remove "
			"one, or keep the count, and choose any dice to reroll (an added die is always "
			"rolled).  Then you turn and fly the whole total in a straight line.\n",
			pships_total(sh), sh->ndice, pships_max_dice(sh), sh->damage);
		if (sh->damage)
			tt_outf(out, "A turn without rolling and without removing a die repairs 1 "
				"damage.\n");
		break;
	case PSHIPS_PP_HEADING:
		tt_outf(out, "Choose a heading: left or right turns the nose 60 degrees, straight "
			"keeps it; then the ship flies its whole speed %d.  A heading that would crash "
			"is allowed only when every heading crashes, and then only the longest.\n",
			pships_total(sh));
		pships_info_headings(s, -1, out);
		break;
	default:
		tt_outf(out, "The race is over.\n");
		break;
	}
}

/* An option's command: what taking it does. */
static int pships_info_option(const struct pships_state *s, const struct cmd *c,
			      struct tt_out *out, struct tt_err *err)
{
	const char *v = c->argv[0];
	bool dice = s->phase == PSHIPS_PP_DICE;

	if (!dice && (!strcmp(v, "add") || !strcmp(v, "remove") || !strcmp(v, "keep") ||
		      !strcmp(v, "toggle")))
		return tt_errf(err, "'%s' is a choice before the roll, not now", v);
	if (strcmp(v, "move") == 0 || strcmp(v, "turn") == 0) {
		const char *w = c->argc > 1 ? c->argv[1] : "straight";
		int t = !strcmp(w, "left") ? 2 : !strcmp(w, "right") ? 0 : 1;
		if (s->phase != PSHIPS_PP_HEADING)
			return 1;
		tt_outf(out, "%s the ship %s, then fly the whole speed:\n",
			strcmp(v, "move") == 0 ? "Turn" : "Show on the board: turn",
			t == 1 ? "not at all" : t == 0 ? "60 degrees right" : "60 degrees left");
		pships_info_headings(s, t, out);
	} else if (strcmp(v, "add") == 0) {
		tt_outf(out, "Take one more die from the supply; it is rolled with the dice you "
			"reroll (at most %d dice).\n", pships_max_dice(&s->ship[s->turn]));
	} else if (strcmp(v, "remove") == 0) {
		tt_outf(out, "Put that die back in the supply: one die fewer, a lower speed.\n");
	} else if (strcmp(v, "keep") == 0) {
		tt_outf(out, "Keep the number of dice (cancel adding or removing one).\n");
	} else if (strcmp(v, "toggle") == 0) {
		tt_outf(out, "Reroll that die or not: rerolled dice are rolled together with an "
			"added one.\n");
	} else if (strcmp(v, "roll") == 0) {
		tt_outf(out, s->phase == PSHIPS_PP_START ? "Roll for the starting player.\n" :
			"Roll the chosen dice (with no die to roll, go on with the dice you have; "
			"without rolling or removing, 1 damage is repaired).\n");
	} else if (strcmp(v, "place") == 0 && c->argc == 3 && s->phase == PSHIPS_PP_PLACE) {
		tt_outf(out, "Start %s %s, nose %s; the ship flies that way unless it turns on its "
			"first move.\n", strcmp(c->argv[1], "c") ? "on the hex to the" : "on",
			strcmp(c->argv[1], "c") ? c->argv[1] : pships_body_names[s->start], c->argv[2]);
	} else {
		return 1;
	}
	return 0;
}

int pships_info(const void *st, const void *data, int viewer, const char *what,
		struct tt_out *out, struct tt_err *err)
{
	const struct pships_state *s = st;
	const struct pships_data *d = data;
	struct cmd c;
	int b;

	if (what[0] == '\0') {
		pships_info_now(s, out);
		return 0;
	}
	if (cmd_parse(what, &c, err) < 0 || c.argc == 0)
		return -1;
	b = pships_info_option(s, &c, out, err);
	if (b <= 0)
		return b;
	if (!strcasecmp(what, "buoys") || !strcasecmp(what, "track") || !strcasecmp(what, "order") ||
	    (!strcasecmp(c.argv[0], "buoy") && c.argc == 2)) {
		pships_info_track(s, viewer >= 0 ? viewer : s->turn, out);
		return 0;
	}
	b = pships_body_parse(c.argv[0]);
	for (int i = 0; b < 0 && i < PSHIPS_NBODY; i++)
		if (!strcasecmp(what, pships_body_names[i]))
			b = i;
	if (b >= 0) {
		pships_info_body(s, d, b, out);
		return 0;
	}
	for (int k = 0; k < PSHIPS_NTEXT; k++)
		for (int i = 0; pships_info_words[k][i]; i++)
			if (!strcasecmp(what, pships_info_words[k][i])) {
				pships_info_text(d, k, out);
				if (k == PSHIPS_TX_BUOY)
					pships_info_track(s, viewer >= 0 ? viewer : s->turn, out);
				return 0;
			}
	return tt_errf(err, "no option, kind of hex (space, dust, planet, arrow, orange, green, "
		       "blue, purple, finish, buoy), body or 'buoys' named '%s'", what);
}
