/*
 * db_prompt.c - DeathBot Derby: who must act and the complete option list.
 *
 * Moves are listed twice over: single steps (arrow keys) and every space
 * one Move action can end on ("move X Y", by the least harmful shortest
 * path); a move by explicit steps along another path is accepted too and
 * ends on one of those spaces.
 */
#include <stdio.h>
#include <string.h>
#include "db.h"

int db_actor(const struct db_state *s)
{
	switch (s->phase) {
	case DB_PH_FIRST: return 0;
	case DB_PH_DRAFT: return s->holder;
	case DB_PH_DUEL: return s->npend > 0 ? s->pend[0].seat : s->cur;
	default: return -1;
	}
}

/* movement|ranged|melee (any prefix, also "move"), -1 if none. */
int db_comp_parse(const char *tok)
{
	size_t n = strlen(tok);

	if (n == 0)
		return -1;
	if (strcmp(tok, "move") == 0 || strcmp(tok, "mov") == 0)
		return DB_DT_MOVE;
	for (int t = 0; t < DB_DT_SECRET; t++)
		if (strncmp(db_type_names[t], tok, n) == 0 && (n > 1 || tok[0] == 'r'))
			return t;
	return -1;
}

/* n e s w, north..., up down left right, u d l r, k l j h. */
int db_dir_parse(const char *tok)
{
	static const char *const names[][5] = {
		{ "n", "north", "up", "u", "k" }, { "e", "east", "right", "r", "l" },
		{ "s", "south", "down", "d", "j" }, { "w", "west", "left", "le", "h" },
	};

	/* the short names first: an AI's moves use them (no name is twice) */
	for (int i = 0; i < 5; i++)
		for (int dir = 0; dir < 4; dir++)
			if (strcmp(tok, names[dir][i]) == 0)
				return dir;
	return -1;
}

bool db_wall_ok(const struct db_state *s, const struct db_data *d, int bot, int dir)
{
	int x = s->bot[bot].x + sq_dirs[dir].x, y = s->bot[bot].y + sq_dirs[dir].y;
	const struct db_bot *o = &s->bot[1 - bot];

	return db_on_board(x, y) && db_space_at(s, d, x, y).obs != DB_OB_WALL &&
	       !(o->x == x && o->y == y);
}

static void db_opt(struct tt_prompt *p, int key, const char *label, const char *fmt, ...)
	TT_PRINTF(4, 5);

static void db_opt(struct tt_prompt *p, int key, const char *label, const char *fmt, ...)
{
	va_list ap;
	struct tt_option *o;

	if (p->nopt >= TT_MAXOPT)
		return;
	o = &p->opt[p->nopt++];
	va_start(ap, fmt);
	vsnprintf(o->cmd, sizeof o->cmd, fmt, ap);
	va_end(ap);
	tt_strlcpy(o->label, label, sizeof o->label);
	o->key = key;
}

static void db_pend_prompt(const struct db_state *s, const struct db_data *d, struct tt_prompt *p)
{
	const struct db_pend *q = &s->pend[0];
	const struct db_bot *b = &s->bot[q->bot];
	static const int dkeys[4] = { TK_UP, TK_RIGHT, TK_DOWN, TK_LEFT };

	if (q->kind == DB_PK_DAMAGE) {
		tt_strlcpy(p->kind, "damage", sizeof p->kind);
		snprintf(p->text, sizeof p->text, "%s: split %d damage among %s's components", db_seat_name(q->seat),
			 q->amount, b->name);
		tt_strlcpy(p->keys, "1 movement  2 ranged  3 melee (1 point each)", sizeof p->keys);
		for (int t = 0; t < DB_DT_SECRET; t++) {
			char label[32];
			if (b->hp[t] <= 0)
				continue;
			snprintf(label, sizeof label, "%.20s %dHP", db_comp_of(s, d, q->bot, t)->name,
				 b->hp[t]);
			db_opt(p, '1' + t, label, "damage %s 1", db_type_names[t]);
		}
	} else if (q->kind == DB_PK_WALL) {
		tt_strlcpy(p->kind, "wall", sizeof p->kind);
		snprintf(p->text, sizeof p->text, "%s: a wall rose under %s; step off to which side?",
			 db_seat_name(q->seat), b->name);
		tt_strlcpy(p->keys, "arrows/hjkl choose the side", sizeof p->keys);
		for (int dir = 0; dir < 4; dir++)
			if (db_wall_ok(s, d, q->bot, dir))
				db_opt(p, dkeys[dir], sq_dir_names[dir], "wall %s", sq_dir_names[dir]);
	} else {
		tt_strlcpy(p->kind, "number", sizeof p->kind);
		snprintf(p->text, sizeof p->text, "%s rolled a 1: choose the number of the arena cards to flip",
			 db_seat_name(q->seat));
		tt_strlcpy(p->keys, "1-6 the number", sizeof p->keys);
		for (int n = 1; n <= 6; n++)
			db_opt(p, '0' + n, "", "number %d", n);
		for (int n = 0; n < 6; n++)
			snprintf(p->opt[n].label, sizeof p->opt[n].label, "flip the %d cards", n + 1);
	}
}

static void db_move_opts(const struct db_state *s, const struct db_data *d, struct tt_prompt *p)
{
	static const int dkeys[4] = { TK_UP, TK_RIGHT, TK_DOWN, TK_LEFT };
	static const char *const dlabel[4] = { "step north", "step east", "step south", "step west" };
	int me = s->cur, dist[DB_H][DB_W];
	int8_t path[DB_H][DB_W][8];

	if (s->actions <= 0 || s->bot[me].netted)
		return;
	db_reach(s, d, me, dist, path);
	for (int dir = 0; dir < 4; dir++) {
		struct db_state t;
		struct tt_out scratch;
		struct tt_err e;
		int one = dir;
		/* a single step is legal when its simulation ends off the other bot */
		if (!db_can_enter(s, d, me, s->bot[me].x + sq_dirs[dir].x, s->bot[me].y + sq_dirs[dir].y,
				  dir, true))
			continue;
		t = *s;
		tt_out_clear(&scratch);
		if (db_move_path(&t, d, me, &one, 1, &scratch, &e) < 0)
			continue;
		db_opt(p, dkeys[dir], dlabel[dir], "move %s", sq_dir_names[dir]);
	}
	for (int y = 0; y < DB_H; y++)
		for (int x = 0; x < DB_W; x++)
			if (dist[y][x] > 0) {
				char label[80];
				snprintf(label, sizeof label, "to %d,%d (%d step%s)", x + 1, y + 1,
					 dist[y][x], dist[y][x] == 1 ? "" : "s");
				db_opt(p, 0, label, "move %d %d", x + 1, y + 1);
			}
}

/* The turn's options besides moves: attacks, free actions, end. */
void db_action_opts(const struct db_state *s, const struct db_data *d, struct tt_prompt *p)
{
	struct tt_err e;
	int me = s->cur;
	const struct db_comp *sc = db_comp_of(s, d, me, DB_DT_SECRET);

	if (db_attack_check(s, d, me, DB_DT_RANGED, &e) == 0)
		db_opt(p, 'f', "fire ranged", "attack ranged");
	if (db_attack_check(s, d, me, DB_DT_MELEE, &e) == 0)
		db_opt(p, 'a', "melee attack", "attack melee");
	if (s->bot[me].hazard > 0 && !s->hazard_done)
		db_opt(p, 'z', "hazard roll", "hazard");
	if (sc && sc->ability == DB_AB_UPGRADE) {
		for (int t = 0; t < DB_DT_SECRET; t++)
			if (db_secret_check(s, d, me, t, &e) == 0)
				db_opt(p, t == 0 ? 's' : 0, "secret weapon", "secret %s", db_type_names[t]);
	} else if (db_secret_check(s, d, me, -1, &e) == 0) {
		db_opt(p, 's', "secret weapon", "secret");
	}
	db_opt(p, 'e', "end turn", "end");
}

static void db_turn_prompt(const struct db_state *s, const struct db_data *d, struct tt_prompt *p)
{
	int me = s->cur;

	tt_strlcpy(p->kind, "turn", sizeof p->kind);
	snprintf(p->text, sizeof p->text, "%s: %d action%s left; move, attack, free actions, or end",
		 db_seat_name(me), s->actions, s->actions == 1 ? "" : "s");
	tt_strlcpy(p->keys, "arrows step  f fire  a melee  z hazard  s secret  e end",
		   sizeof p->keys);
	db_move_opts(s, d, p);
	db_action_opts(s, d, p);
}

void db_prompt(const void *st, const void *data, struct tt_prompt *p)
{
	const struct db_state *s = st;
	const struct db_data *d = data;

	tt_prompt_clear(p);
	p->seat = db_actor(s);
	p->waiting = p->seat >= 0 ? 1u << p->seat : 0;
	if (s->phase == DB_PH_OVER) {
		tt_strlcpy(p->kind, "over", sizeof p->kind);
		snprintf(p->text, sizeof p->text, "game over: %s", s->reason);
	} else if (s->phase == DB_PH_FIRST) {
		tt_strlcpy(p->kind, "first", sizeof p->kind);
		tt_strlcpy(p->text, "Who used a remote controller most recently? That player goes first",
			   sizeof p->text);
		tt_strlcpy(p->keys, "r red  b blue", sizeof p->keys);
		db_opt(p, 'r', "red goes first", "first red");
		db_opt(p, 'b', "blue goes first", "first blue");
	} else if (s->phase == DB_PH_DRAFT) {
		db_draft_prompt(s, d, p);
	} else if (s->npend > 0) {
		db_pend_prompt(s, d, p);
	} else {
		db_turn_prompt(s, d, p);
	}
}
