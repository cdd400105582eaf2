/*
 * db_prompt.c - DeathBot Derby: who must act and the complete option list.
 *
 * Moves are listed twice over: single steps (arrow keys) and every space
 * one Move action can end on ("move X Y", by the least harmful shortest
 * path); a move by explicit steps along another path is accepted too and
 * ends on one of those spaces.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "db.h"
#include "keyline.h"

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

	for (int dir = 0; dir < 4; dir++)
		for (int i = 0; i < 5; i++)
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

static void db_pend_prompt(const struct db_state *s, const struct db_data *d, struct tt_prompt *p)
{
	const struct db_pend *q = &s->pend[0];
	const struct db_bot *b = &s->bot[q->bot];
	static const int dkeys[4] = { TK_UP, TK_RIGHT, TK_DOWN, TK_LEFT };

	if (q->kind == DB_PK_DAMAGE) {
		tt_strlcpy(p->kind, "damage", sizeof p->kind);
		snprintf(p->text, sizeof p->text, "%s: split %d damage among %s's components", db_seat_name(q->seat),
			 q->amount, b->name);
		for (int t = 0; t < DB_DT_SECRET; t++) {
			char cmd[32];

			snprintf(cmd, sizeof cmd, "damage %s 1", db_type_names[t]);
			keyline_add(p, '1' + t, cmd, db_type_names[t]);
		}
		keyline_add(p, 0, NULL, "(1 point each)");
		for (int t = 0; t < DB_DT_SECRET; t++) {
			char label[32];
			if (b->hp[t] <= 0)
				continue;
			snprintf(label, sizeof label, "%.20s %dHP", db_comp_of(s, d, q->bot, t)->name,
				 b->hp[t]);
			tt_prompt_addf(p, '1' + t, label, "damage %s 1", db_type_names[t]);
		}
	} else if (q->kind == DB_PK_WALL) {
		tt_strlcpy(p->kind, "wall", sizeof p->kind);
		snprintf(p->text, sizeof p->text, "%s: a wall rose under %s; step off to which side?",
			 db_seat_name(q->seat), b->name);
		for (int dir = 0; dir < 4; dir++) {
			char cmd[16];

			snprintf(cmd, sizeof cmd, "wall %s", sq_dir_names[dir]);
			keyline_add(p, dkeys[dir], cmd, dir ? "" : "step off that way");
		}
		for (int dir = 0; dir < 4; dir++)
			if (db_wall_ok(s, d, q->bot, dir))
				tt_prompt_addf(p, dkeys[dir], sq_dir_names[dir], "wall %s", sq_dir_names[dir]);
	} else {
		tt_strlcpy(p->kind, "number", sizeof p->kind);
		snprintf(p->text, sizeof p->text, "%s rolled a 1: choose the number of the arena cards to flip",
			 db_seat_name(q->seat));
		for (int n = 1; n <= 6; n++) {
			char cmd[16];

			snprintf(cmd, sizeof cmd, "number %d", n);
			keyline_add(p, '0' + n, cmd, n > 1 ? "" : "flip the cards of that number");
			tt_prompt_addf(p, '0' + n, "", "number %d", n);
		}
		for (int n = 0; n < 6; n++)
			snprintf(p->opt[n].label, sizeof p->opt[n].label, "flip the %d cards", n + 1);
	}
}

/* The warning for a move along dirs that scraps one's own bot (a saw or a
 * bomb on the last points), else nothing. */
static void db_move_warn(const struct db_state *s, const struct db_data *d, int me, const int *dirs,
			 int n, struct tt_option *o)
{
	struct db_state *t = malloc(sizeof *t);
	struct tt_out *scratch = malloc(sizeof *scratch);
	struct tt_err e;

	if (t && scratch) {
		*t = *s;
		tt_out_clear(scratch);
		if (db_move_path(t, d, me, dirs, n, scratch, &e) == 0 && t->phase == DB_PH_OVER &&
		    t->winner != me)
			snprintf(o->warn, sizeof o->warn, "%.24s is scrapped", s->bot[me].name);
	}
	free(t);
	free(scratch);
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
		tt_prompt_addf(p, dkeys[dir], dlabel[dir], "move %s", sq_dir_names[dir]);
		if (t.phase == DB_PH_OVER && t.winner != me)
			snprintf(p->opt[p->nopt - 1].warn, sizeof p->opt[0].warn, "%.24s is scrapped",
				 s->bot[me].name);
	}
	for (int y = 0; y < DB_H; y++)
		for (int x = 0; x < DB_W; x++)
			if (dist[y][x] > 0) {
				char label[80];
				int dirs[8];

				snprintf(label, sizeof label, "to %d,%d (%d step%s)", x + 1, y + 1,
					 dist[y][x], dist[y][x] == 1 ? "" : "s");
				tt_prompt_addf(p, 0, label, "move %d %d", x + 1, y + 1);
				for (int k = 0; k < dist[y][x] && k < 8; k++)
					dirs[k] = path[y][x][k];
				db_move_warn(s, d, me, dirs, dist[y][x] < 8 ? dist[y][x] : 8,
					     &p->opt[p->nopt - 1]);
			}
}

/* Is there a move or an attack to spend an action on? */
static bool db_can_act(const struct tt_prompt *p)
{
	for (int i = 0; i < p->nopt; i++)
		if (strncmp(p->opt[i].cmd, "move ", 5) == 0 || strncmp(p->opt[i].cmd, "attack ", 7) == 0)
			return true;
	return false;
}

/* The turn's options besides moves: attacks, free actions, end. */
void db_action_opts(const struct db_state *s, const struct db_data *d, struct tt_prompt *p)
{
	struct tt_err e;
	int me = s->cur;
	const struct db_comp *sc = db_comp_of(s, d, me, DB_DT_SECRET);

	if (db_attack_check(s, d, me, DB_DT_RANGED, &e) == 0)
		tt_prompt_addf(p, 'f', "fire ranged", "attack ranged");
	if (db_attack_check(s, d, me, DB_DT_MELEE, &e) == 0)
		tt_prompt_addf(p, 'a', "melee attack", "attack melee");
	if (s->bot[me].hazard > 0 && !s->hazard_done)
		tt_prompt_addf(p, 'z', "hazard roll", "hazard");
	if (sc && sc->ability == DB_AB_UPGRADE) {
		for (int t = 0; t < DB_DT_SECRET; t++)
			if (db_secret_check(s, d, me, t, &e) == 0)
				tt_prompt_addf(p, t == 0 ? 's' : 0, "secret weapon", "secret %s", db_type_names[t]);
	} else if (db_secret_check(s, d, me, -1, &e) == 0) {
		tt_prompt_addf(p, 's', "secret weapon", "secret");
	}
	tt_prompt_addf(p, 'e', "end turn", "end");
	if (s->actions > 0 && db_can_act(p))
		snprintf(p->opt[p->nopt - 1].warn, sizeof p->opt[0].warn, "%d action%s unused",
			 s->actions, s->actions == 1 ? "" : "s");
}

static void db_turn_prompt(const struct db_state *s, const struct db_data *d, struct tt_prompt *p)
{
	int me = s->cur;

	tt_strlcpy(p->kind, "turn", sizeof p->kind);
	snprintf(p->text, sizeof p->text, "%s: %d action%s left; move, attack, free actions, or end",
		 db_seat_name(me), s->actions, s->actions == 1 ? "" : "s");
	for (int dir = 0; dir < 4; dir++) {
		static const int dkeys[4] = { TK_UP, TK_RIGHT, TK_DOWN, TK_LEFT };
		char cmd[16];

		snprintf(cmd, sizeof cmd, "move %s", sq_dir_names[dir]);
		keyline_add(p, dkeys[dir], cmd, dir ? "" : "step");
	}
	keyline_add(p, 'f', "attack ranged", "attack (fire, melee)");
	keyline_add(p, 'a', "attack melee", "");
	keyline_add(p, 'z', "hazard", "hazard roll");
	keyline_add(p, 's', "secret", "secret weapon");
	keyline_add(p, 'e', "end", "end turn");
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
		keyline_add(p, 'r', "first red", "red");
		keyline_add(p, 'b', "first blue", "blue");
		tt_prompt_addf(p, 'r', "red goes first", "first red");
		tt_prompt_addf(p, 'b', "blue goes first", "first blue");
	} else if (s->phase == DB_PH_DRAFT) {
		db_draft_prompt(s, d, p);
	} else if (s->npend > 0) {
		db_pend_prompt(s, d, p);
	} else {
		db_turn_prompt(s, d, p);
	}
}
