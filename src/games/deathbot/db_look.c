/*
 * db_look.c - DeathBot Derby in words (the `look` command): where the
 * other bot is, whether each weapon reaches it, whether its weapons reach
 * you, and what lies on the spaces around your bot.
 *
 * Only what the viewer may see: the other bot's components once revealed,
 * never its unused secret weapon.  Pure: nothing here changes the state.
 */
#include <stdio.h>
#include <string.h>
#include "db.h"

static const char *const db_dir_words[4] = { "north", "east", "south", "west" };

/* What a space holds, as words. */
static void db_space_words(const struct db_state *s, const struct db_data *d, int x, int y,
			   char *buf, size_t cap)
{
	struct db_space sp = db_space_at(s, d, x, y);

	switch (sp.obs) {
	case DB_OB_WALL: snprintf(buf, cap, "a wall"); break;
	case DB_OB_BELT: snprintf(buf, cap, "a speed belt running %s", db_dir_words[sp.dir & 3]); break;
	case DB_OB_SAW: snprintf(buf, cap, "a buzz saw"); break;
	case DB_OB_BOMB: snprintf(buf, cap, "a bomb"); break;
	case DB_OB_POWER: snprintf(buf, cap, "a power up"); break;
	default: snprintf(buf, cap, "open floor"); break;
	}
}

/* "3 east and 2 south" */
static void db_offset(int dx, int dy, char *buf, size_t cap)
{
	char a[24] = "", b[24] = "";

	if (dx)
		snprintf(a, sizeof a, "%d %s", dx < 0 ? -dx : dx, dx < 0 ? "west" : "east");
	if (dy)
		snprintf(b, sizeof b, "%d %s", dy < 0 ? -dy : dy, dy < 0 ? "north" : "south");
	snprintf(buf, cap, "%s%s%s", a, dx && dy ? " and " : "", b);
}

/* Can bot's ranged weapon fire at the other bot?  The reason if not. */
static bool db_look_fire(const struct db_state *s, const struct db_data *d, int bot, char *why,
			 size_t cap)
{
	const struct db_comp *c = db_comp_of(s, d, bot, DB_DT_RANGED);
	const struct db_bot *b = &s->bot[bot], *o = &s->bot[1 - bot];
	int dist = sq_manhattan((struct sq){ b->x, b->y }, (struct sq){ o->x, o->y });

	if (!db_live(s, bot, DB_DT_RANGED))
		snprintf(why, cap, "disabled");
	else if (dist > c->rng)
		snprintf(why, cap, "out of range, %d > %d", dist, c->rng);
	else if (c->ability == DB_AB_MINRANGE && dist < 2)
		snprintf(why, cap, "too close to fire");
	else if (!db_los(s, d, b->x, b->y, o->x, o->y))
		snprintf(why, cap, "a wall blocks the line of fire");
	else
		return true;
	return false;
}

/* The weapons of bot seen from me: what reaches whom. */
static void db_look_weapons(const struct db_state *s, const struct db_data *d, int me, int bot,
			    bool own, int dist, struct tt_out *out)
{
	bool mine = bot == me && own;
	const struct db_comp *v = db_comp_of(s, d, bot, DB_DT_MOVE);
	const struct db_comp *r = db_comp_of(s, d, bot, DB_DT_RANGED);
	const struct db_comp *m = db_comp_of(s, d, bot, DB_DT_MELEE);
	const char *who = bot == me ? "Your" : bot == 0 ? "Red's" : "Blue's";
	const char *them = bot == me ? db_seat_name(1 - me) : "you";
	char why[64];

	if (v && (mine || s->revealed[bot][DB_DT_MOVE]))
		tt_outf(out, "%s %s (speed %d%s%s): moves up to %d%s.\n", who, v->name, v->spd,
			v->ability ? ", " : "", v->ability ? db_abil_names[v->ability] : "",
			db_spd(s, d, bot), db_live(s, bot, DB_DT_MOVE) ? "" : " (disabled)");
	if (r && (mine || s->revealed[bot][DB_DT_RANGED])) {
		bool ok = db_look_fire(s, d, bot, why, sizeof why);
		tt_outf(out, "%s %s (range %d, damage %d%s%s): %s%s.\n", who, r->name, r->rng, r->dmg,
			r->ability ? ", " : "", r->ability ? db_abil_names[r->ability] : "",
			ok ? "can hit " : "cannot fire: ", ok ? them : why);
	}
	if (m && (mine || s->revealed[bot][DB_DT_MELEE]))
		tt_outf(out, "%s %s (melee, damage %d%s%s): %s.\n", who, m->name, m->dmg,
			m->ability ? ", " : "", m->ability ? db_abil_names[m->ability] : "",
			!db_live(s, bot, DB_DT_MELEE) ? "disabled, weaker" : dist == 1 ? "in reach"
			: "reaches only a bot beside it");
}

static void db_look_secret(const struct db_state *s, const struct db_data *d, int me, bool own,
			   struct tt_out *out)
{
	for (int bot = 0; bot < 2; bot++) {
		const struct db_comp *c = db_comp_of(s, d, bot, DB_DT_SECRET);
		const char *who = bot == me ? "Your" : bot == 0 ? "Red's" : "Blue's";
		if (!c)
			continue;
		if (s->bot[bot].secret_used)
			tt_outf(out, "%s secret weapon, %s, is used.\n", who, c->name);
		else if (bot == me && own)
			tt_outf(out, "Your secret weapon, %s, is ready.\n", c->name);
		else
			tt_outf(out, "%s secret weapon is hidden and not used yet.\n", who);
	}
}

/* The four spaces beside the bot, and the space it stands on. */
static void db_look_around(const struct db_state *s, const struct db_data *d, int me,
			   struct tt_out *out)
{
	const struct db_bot *b = &s->bot[me];
	char w[48];

	db_space_words(s, d, b->x, b->y, w, sizeof w);
	if (db_space_at(s, d, b->x, b->y).obs != DB_OB_NONE)
		tt_outf(out, "You stand on %s.\n", w);
	tt_outf(out, "Around you:");
	for (int k = 0; k < 4; k++) {
		struct sq p = sq_step((struct sq){ b->x, b->y }, k);
		if (!db_on_board(p.x, p.y))
			snprintf(w, sizeof w, "the edge");
		else if (p.x == s->bot[1 - me].x && p.y == s->bot[1 - me].y)
			snprintf(w, sizeof w, "%s's bot", db_seat_name(1 - me));
		else
			db_space_words(s, d, p.x, p.y, w, sizeof w);
		tt_outf(out, "%s %s %s", k ? ";" : "", db_dir_words[k], w);
	}
	tt_outf(out, ".\n");
}

void db_look(const void *st, const void *data, int viewer, struct tt_out *out)
{
	const struct db_state *s = st;
	const struct db_data *d = data;
	int me = viewer == 0 || viewer == 1 ? viewer : s->phase == DB_PH_DUEL ? s->cur : 0;
	const struct db_bot *b = &s->bot[me], *o = &s->bot[1 - me];
	int dist = sq_manhattan((struct sq){ b->x, b->y }, (struct sq){ o->x, o->y });
	char off[48];

	tt_outf(out, "You (%s, %s) at %d,%d, card %d.", db_seat_name(me), b->name, b->x + 1,
		b->y + 1, db_card_number(s, d, b->x, b->y));
	if (s->phase == DB_PH_DUEL)
		tt_outf(out, " Armor %d, hazard uses %d%s%s.", b->armor, b->hazard,
			b->stunned ? ", stunned" : "", b->netted ? ", netted" : "");
	if (s->phase == DB_PH_DUEL && s->cur == me)
		tt_outf(out, " Your turn: %d action%s left.", s->actions, s->actions == 1 ? "" : "s");
	db_offset(o->x - b->x, o->y - b->y, off, sizeof off);
	tt_outf(out, "\n%s (%s) at %d,%d: %s, %d step%s; %s.\n", me ? "Red" : "Blue", o->name,
		o->x + 1, o->y + 1, off, dist, dist == 1 ? "" : "s",
		db_los(s, d, b->x, b->y, o->x, o->y) ? "in sight" : "a wall blocks sight");
	db_look_weapons(s, d, me, me, viewer == me, dist, out);
	db_look_weapons(s, d, me, 1 - me, viewer == me, dist, out);
	db_look_secret(s, d, me, viewer == me, out);
	db_look_around(s, d, me, out);
	if (s->phase == DB_PH_OVER && s->reason[0])
		tt_outf(out, "%s\n", s->reason);
}
