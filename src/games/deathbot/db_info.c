/*
 * db_info.c - DeathBot Derby: the full texts behind the short forms of
 * the screen (`info [WHAT]`, the key i).
 *
 * Every text comes from the scenario data: a component's stats, effect
 * words and full text (components.ini), an obstacle's text (the arena
 * file's [obstacles]).  What a seat may not see is never told: the other
 * seat's draft hand, a pick not yet revealed, an unused secret weapon,
 * the back of an arena card that was never flipped.  A card's text on
 * its own is public (the decks are known); whose bot carries it is told
 * only when the seat may see it.  Pure: no I/O.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "db.h"

void db_comp_stats(const struct db_comp *c, char *buf, size_t cap)
{
	switch (c->type) {
	case DB_DT_MOVE: snprintf(buf, cap, "HP%d SPD%d", c->hp, c->spd); break;
	case DB_DT_RANGED: snprintf(buf, cap, "HP%d RNG%d DMG%d", c->hp, c->rng, c->dmg); break;
	case DB_DT_MELEE: snprintf(buf, cap, "HP%d DMG%d", c->hp, c->dmg); break;
	default:
		if (c->rng)
			snprintf(buf, cap, "RNG%d, once a game", c->rng);
		else
			snprintf(buf, cap, "once a game");
		break;
	}
}

/* One component in full: "Hover Pads (movement, HP3 SPD4) hover: ...". */
static void db_info_comp(const struct db_comp *c, const char *lead, struct tt_out *out)
{
	char st[32];

	db_comp_stats(c, st, sizeof st);
	tt_outf(out, "%s%s (%s, %s)%s%s: %s\n", lead, c->name, db_type_names[c->type], st,
		c->effect[0] ? " " : "", c->effect, c->text);
}

static bool db_info_sees(const struct db_state *s, int viewer, int bot, int type)
{
	return bot == viewer || s->revealed[bot][type];
}

/* A bot's components as viewer may see them, with their HP. */
static void db_info_bot(const struct db_state *s, const struct db_data *d, int viewer, int bot,
			struct tt_out *out)
{
	const struct db_bot *b = &s->bot[bot];

	tt_outf(out, "%s's bot %s: armor %d/%d%s, hazard rolls %d/%d\n", db_seat_name(bot),
		b->name[0] ? b->name : "(not built)", b->armor, DB_ARMOR,
		b->shield ? ", shield" : "", b->hazard, DB_HAZARD);
	for (int t = 0; t < DB_DT_N; t++) {
		const struct db_comp *c = db_comp_of(s, d, bot, t);
		char lead[32];
		if (!c) {
			tt_outf(out, "  %s: not drafted yet\n", db_type_names[t]);
		} else if (!db_info_sees(s, viewer, bot, t)) {
			tt_outf(out, "  %s: hidden\n", db_type_names[t]);
		} else {
			if (t == DB_DT_SECRET)
				snprintf(lead, sizeof lead, "  %s: ", b->secret_used ? "used" : "ready");
			else
				snprintf(lead, sizeof lead, "  %d/%d HP ", b->hp[t], c->hp);
			db_info_comp(c, lead, out);
		}
	}
}

/* "" : what the decision at hand is about. */
static void db_info_now(const struct db_state *s, const struct db_data *d, int viewer,
			struct tt_out *out)
{
	if (s->phase == DB_PH_FIRST) {
		tt_outf(out, "Choose who goes first.  Then the bots are drafted in secret: each "
			"deck deals three cards, the drawer keeps one and passes two, the other "
			"keeps one of those.  Type 'info NAME' for any component.\n");
		return;
	}
	if (s->phase == DB_PH_DRAFT) {
		if (viewer != s->holder) {
			tt_outf(out, "%s is choosing a %s card in secret.\n", db_seat_name(s->holder),
				db_type_names[s->dstep / 2]);
			return;
		}
		tt_outf(out, "Keep one %s card; %s.\n", db_type_names[s->dstep / 2],
			s->dstep % 2 == 0 ? "the other two go to your opponent, who keeps one"
					  : "the other goes back under its pile");
		for (int i = 0; i < s->nhand; i++) {
			char lead[8];
			snprintf(lead, sizeof lead, "%d ", i + 1);
			db_info_comp(&d->comp[s->hand[i]], lead, out);
		}
		return;
	}
	if (s->phase == DB_PH_OVER)
		tt_outf(out, "Game over: %s\n", s->reason);
	for (int k = 0; k < 2; k++) {	/* one's own bot first */
		int bot = viewer == 1 ? 1 - k : k;
		db_info_bot(s, d, viewer, bot, out);
	}
}

/* "pick N" during the draft: the card offered there, to its holder only. */
static int db_info_pick(const struct db_state *s, const struct db_data *d, int viewer, int n,
			struct tt_out *out, struct tt_err *err)
{
	if (s->phase != DB_PH_DRAFT || viewer != s->holder)
		return tt_errf(err, "no draft card of yours to show now");
	if (n < 1 || n > s->nhand)
		return tt_errf(err, "pick a card from 1 to %d", s->nhand);
	db_info_comp(&d->comp[s->hand[n - 1]], "", out);
	return 0;
}

/* The component of viewer's own bot of a type (attack, damage, secret). */
static int db_info_own(const struct db_state *s, const struct db_data *d, int viewer, int bot,
		       int type, struct tt_out *out, struct tt_err *err)
{
	const struct db_comp *c = bot >= 0 ? db_comp_of(s, d, bot, type) : NULL;

	if (!c || !db_info_sees(s, viewer, bot, type))
		return tt_errf(err, "no %s component to show", db_type_names[type]);
	db_info_comp(c, "", out);
	if (type != DB_DT_SECRET)
		tt_outf(out, "It has %d of %d HP; disabled at 0 it %s.\n", s->bot[bot].hp[type], c->hp,
			type == DB_DT_MELEE ? "still hits for 1" :
			type == DB_DT_MOVE ? "still moves 1 space" : "cannot fire");
	return 0;
}

/* The arena space X Y: its card's number, this side, the back if seen. */
static int db_info_space(const struct db_state *s, const struct db_data *d, int x, int y,
			 struct tt_out *out, struct tt_err *err)
{
	static const char *const word[DB_OB_N] = { "empty", "wall", "speed belt", "buzz saw",
						    "bomb", "power up" };
	int slot, c, side;

	if (!db_on_board(x, y))
		return tt_errf(err, "the arena is %d spaces across and %d down", DB_W, DB_H);
	slot = y * DB_CW + x / 2;
	c = s->slot_card[slot];
	side = s->slot_side[slot];
	struct db_space sp = db_space_at(s, d, x, y);

	tt_outf(out, "Space %d,%d: %s.  Its arena card (spaces %d-%d of row %d) shows number %d.\n",
		x + 1, y + 1, word[sp.obs], x / 2 * 2 + 1, x / 2 * 2 + 2, y + 1, d->card[c].number);
	if (sp.obs != DB_OB_NONE && d->obstacle[sp.obs][0])
		tt_outf(out, "%s\n", d->obstacle[sp.obs]);
	if ((s->flipped >> slot) & 1) {
		int back = 1 - side, obs = DB_OB_NONE;
		for (int i = 0; i < 2; i++)
			if (d->card[c].side[back][i].obs)
				obs = d->card[c].side[back][i].obs;
		tt_outf(out, "Its back (seen when it flipped) holds %s%s.\n",
			obs ? "a " : "nothing", obs ? word[obs] : "");
	} else {
		tt_outf(out, "Its back has not been seen yet.\n");
	}
	return 0;
}

/* An obstacle by its key or name ("saw", "buzz saw"), or -1. */
static int db_info_obstacle(const struct db_data *d, const char *what)
{
	for (int k = DB_OB_WALL; k < DB_OB_N; k++) {
		const char *t = d->obstacle[k], *colon = strchr(t, ':');
		if (strcasecmp(what, db_obs_keys[k]) == 0 ||
		    (colon && strlen(what) == (size_t)(colon - t) &&
		     strncasecmp(what, t, (size_t)(colon - t)) == 0))
			return k;
	}
	return -1;
}

/* A component by name, short form or id; its holder when viewer sees it. */
static int db_info_named(const struct db_state *s, const struct db_data *d, int viewer,
			 const char *what, struct tt_out *out)
{
	size_t n = strlen(what);
	int found = -1, nfound = 0;

	for (int i = 0; i < d->ncomp; i++) {
		const struct db_comp *c = &d->comp[i];
		if (!strcasecmp(what, c->name) || !strcasecmp(what, c->brief) || !strcasecmp(what, c->id)) {
			found = i;
			nfound = 1;
			break;
		}
		if (!strncasecmp(what, c->name, n) || !strncasecmp(what, c->brief, n)) {
			found = i;
			nfound++;
		}
	}
	if (nfound == 1) {	/* the whole name, or the start of only one */
		const struct db_comp *c = &d->comp[found];
		int i = found;

		db_info_comp(c, "", out);
		for (int b = 0; b < 2; b++)
			if (s->bot[b].comp[c->type] == i && db_info_sees(s, viewer, b, c->type))
				tt_outf(out, "%s's bot carries it.\n", db_seat_name(b));
		return 0;
	}
	return -1;
}

/* What the steps of "move DIR..." or "path DIR..." meet, when the
 * player to act could take them now. */
static void db_info_path(const struct db_state *s, const struct db_data *d, const struct cmd *c,
			 struct tt_out *out)
{
	int8_t dirs[DB_PATH_MAX];
	char line[CMD_MAXLINE], words[160];
	struct db_pathinfo pi;
	struct tt_err e;
	int n;

	cmd_join(c, line, sizeof line);
	n = db_path_of(line, dirs);
	if (n > 0 && s->phase == DB_PH_DUEL && s->npend == 0 &&
	    db_path_walk(s, d, dirs, n, &pi, &e) == 0) {
		db_path_words(s, &pi, false, words, sizeof words);
		tt_outf(out, "These steps: %s.\n", words);
	}
}

/* The turn's option commands: what taking them does. */
static int db_info_option(const struct db_state *s, const struct db_data *d, int viewer,
			  const struct cmd *c, struct tt_out *out, struct tt_err *err)
{
	const char *v = c->argv[0];
	int me = s->phase == DB_PH_DUEL ? s->cur : viewer;

	if (strcmp(v, "attack") == 0 && c->argc == 2 && db_comp_parse(c->argv[1]) > DB_DT_MOVE) {
		int t = db_comp_parse(c->argv[1]);
		tt_outf(out, "An attack costs one action%s; the damage goes to the armor while it "
			"holds, then the attacker splits it among the components.\n",
			t == DB_DT_RANGED ? " (in range counted orthogonally, with sight)" :
			" (the other bot on a next space)");
		return db_info_own(s, d, viewer, me, t, out, err);
	}
	if (strcmp(v, "secret") == 0) {
		tt_outf(out, "The secret weapon is a free action, once a game.\n");
		return db_info_own(s, d, viewer, me, DB_DT_SECRET, out, err);
	}
	if (strcmp(v, "hazard") == 0) {
		tt_outf(out, "Hazard roll (a free action, once a turn, %d uses a game; %d left): roll "
			"the die and flip every arena card showing that number (on a 1 you choose "
			"the number).  A bot then on an obstacle meets it at once; on a wall it takes "
			"1 damage and steps off.\n", DB_HAZARD, me >= 0 ? s->bot[me].hazard : 0);
		return 0;
	}
	if (strcmp(v, "end") == 0) {
		tt_outf(out, "End the turn now; %d action%s left unused.\n", s->actions,
			s->actions == 1 ? "" : "s");
		return 0;
	}
	if ((strcmp(v, "move") == 0 || strcmp(v, "path") == 0) && me >= 0) {
		const struct db_comp *m = db_comp_of(s, d, me, DB_DT_MOVE);
		if (v[0] == 'p')
			tt_outf(out, "A path plans a Move and moves nothing: the arrow keys add "
				"steps, Backspace takes the last one back, Enter moves along it.\n");
		tt_outf(out, "A Move costs one action: up to %d spaces orthogonally, passing the "
			"other bot but not ending on it; what it enters acts at once.\n",
			db_spd(s, d, me));
		db_info_path(s, d, c, out);
		if (m)
			db_info_comp(m, "", out);
		return c->argc == 3 ? db_info_space(s, d, atoi(c->argv[1]) - 1,
						    atoi(c->argv[2]) - 1, out, err) : 0;
	}
	if (strcmp(v, "number") == 0 && c->argc == 2) {
		tt_outf(out, "Flip every arena card showing %s.\n", c->argv[1]);
		return 0;
	}
	if (strcmp(v, "wall") == 0) {
		tt_outf(out, "A wall rose under the bot: it steps off to that side.\n");
		return 0;
	}
	if (strcmp(v, "damage") == 0 && c->argc >= 2 && s->npend > 0) {
		int t = db_comp_parse(c->argv[1]);
		if (t < 0)
			return tt_errf(err, "no component type '%s'", c->argv[1]);
		return db_info_own(s, d, viewer, s->pend[0].bot, t, out, err);
	}
	if (strcmp(v, "first") == 0) {
		tt_outf(out, "That player goes first: draws the movement and secret weapon cards, "
			"and takes the first turn of the duel.\n");
		return 0;
	}
	return 1;	/* not an option */
}

int db_info(const void *st, const void *data, int viewer, const char *what, struct tt_out *out,
	    struct tt_err *err)
{
	const struct db_state *s = st;
	const struct db_data *d = data;
	struct cmd c;
	int rc, k;

	if (what[0] == '\0') {
		db_info_now(s, d, viewer, out);
		return 0;
	}
	if (cmd_parse(what, &c, err) < 0 || c.argc == 0)
		return -1;
	if (strcmp(c.argv[0], "pick") == 0 && c.argc == 2)
		return db_info_pick(s, d, viewer, atoi(c.argv[1]), out, err);
	if (c.argc == 2 && c.argv[0][0] >= '0' && c.argv[0][0] <= '9')
		return db_info_space(s, d, atoi(c.argv[0]) - 1, atoi(c.argv[1]) - 1, out, err);
	rc = db_info_option(s, d, viewer, &c, out, err);
	if (rc <= 0)
		return rc;
	k = db_info_obstacle(d, what);
	if (k > 0) {
		tt_outf(out, "%s\n", d->obstacle[k]);
		return 0;
	}
	if (db_info_named(s, d, viewer, what, out) == 0)
		return 0;
	return tt_errf(err, "no component, obstacle, space (X Y) or option named '%s'", what);
}
