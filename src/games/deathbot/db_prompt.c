/*
 * db_prompt.c - DeathBot Derby: who must act and the complete option list.
 *
 * A turn's moves: the path being planned (db_path.c: the arrow keys grow
 * it, Backspace shortens it, Enter moves along it), then single steps and
 * every space one Move action can end on ("move X Y", by the least
 * harmful shortest path), for Tab and the command line; a move by
 * explicit steps along another path is accepted too and ends on one of
 * those spaces.
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

	/* the short names first: an AI's moves use them (no name is twice) */
	for (int i = 0; i < 5; i++)
		for (int dir = 0; dir < 4; dir++)
			if (strcmp(tok, names[dir][i]) == 0)
				return dir;
	return -1;
}

static void db_pend_prompt(const struct db_state *s, const struct db_data *d, struct tt_prompt *p)
{
	const struct db_pend *q = &s->pend[0];
	const struct db_bot *b = &s->bot[q->bot];
	static const int dkeys[4] = { TK_UP, TK_RIGHT, TK_DOWN, TK_LEFT };

	if (q->kind == DB_PK_DAMAGE) {
		tt_strlcpy(p->kind, "damage", sizeof p->kind);
		tt_strlcpy(p->mode, "splitting damage: a number puts 1 point there", sizeof p->mode);
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
		tt_strlcpy(p->mode, "on a risen wall: an arrow steps off", sizeof p->mode);
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
		tt_strlcpy(p->mode, "after rolling a 1: 1-6 picks the cards to flip", sizeof p->mode);
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

/* Carry out one Move action along dirs on a copy (on the stack, its
 * messages unwritten): -1 when the rules refuse it, else 0 and *scrapped
 * when it scraps one's own bot (a saw or a bomb on the last points). */
static int db_try_move(const struct db_state *s, const struct db_data *d, int me, const int *dirs,
		       int n, bool *scrapped)
{
	struct db_state t = *s;
	struct tt_out scratch;	/* discarded: only its flag is written */
	struct tt_err e;

	tt_out_discard(&scratch);
	if (db_move_path(&t, d, me, dirs, n, &scratch, &e) < 0)
		return -1;
	*scrapped = t.phase == DB_PH_OVER && t.winner != me;
	return 0;
}

void db_scrap_warn(const struct db_state *s, int me, struct tt_option *o)
{
	size_t len = 0;

	tt_cat(o->warn, sizeof o->warn, &len, s->bot[me].name);
	if (len > 24) {		/* "%.24s is scrapped" */
		len = 24;
		o->warn[len] = '\0';
	}
	tt_cat(o->warn, sizeof o->warn, &len, " is scrapped");
}

/* "move X Y", "to X,Y (N steps)": one for every space in reach, so
 * written by copying (a format each cost the random AI most of its time). */
static struct tt_option *db_dest_opt(struct tt_prompt *p, int x, int y, int steps)
{
	struct tt_option *o = &p->opt[p->nopt++];
	size_t n = 0, m = 0;

	tt_cat(o->cmd, sizeof o->cmd, &n, "move ");
	tt_cat_int(o->cmd, sizeof o->cmd, &n, x);
	tt_cat(o->cmd, sizeof o->cmd, &n, " ");
	tt_cat_int(o->cmd, sizeof o->cmd, &n, y);
	tt_cat(o->label, sizeof o->label, &m, "to ");
	tt_cat_int(o->label, sizeof o->label, &m, x);
	tt_cat(o->label, sizeof o->label, &m, ",");
	tt_cat_int(o->label, sizeof o->label, &m, y);
	tt_cat(o->label, sizeof o->label, &m, " (");
	tt_cat_int(o->label, sizeof o->label, &m, steps);
	tt_cat(o->label, sizeof o->label, &m, steps == 1 ? " step)" : " steps)");
	o->key = 0;
	o->warn[0] = '\0';
	return o;
}

/* The single steps (each a Move action; the arrow keys plan a path
 * instead), legal as the arena tells: a step that ends on the other bot
 * is refused, unless a saw or bomb there scraps the bot first, which
 * only carrying it out tells. */
static void db_step_opts(const struct db_state *s, const struct db_data *d, struct tt_prompt *p)
{
	static const char *const dlabel[4] = { "step north", "step east", "step south", "step west" };
	const struct db_bot *o = &s->bot[1 - s->cur];
	struct db_step step[4];

	db_steps(s, d, s->cur, step);
	for (int dir = 0; dir < 4; dir++) {
		bool scrapped = false, on = step[dir].x == o->x && step[dir].y == o->y;
		if (!step[dir].ok || (on && !step[dir].meet) ||
		    (step[dir].meet && db_try_move(s, d, s->cur, &dir, 1, &scrapped) < 0))
			continue;
		tt_prompt_addf(p, 0, dlabel[dir], "move %s", sq_dir_names[dir]);
		if (scrapped)
			db_scrap_warn(s, s->cur, &p->opt[p->nopt - 1]);
	}
}

/* The single steps, then a move to every space in reach.  Only a path
 * that is not quiet (db_reach_quiet) is carried out on a copy, to learn
 * whether it scraps one's own bot. */
static void db_move_opts(const struct db_state *s, const struct db_data *d, struct tt_prompt *p)
{
	int me = s->cur, dist[DB_H][DB_W];
	int8_t path[DB_H][DB_W][8];
	bool quiet[DB_H][DB_W];

	if (s->actions <= 0 || s->bot[me].netted)
		return;
	db_reach(s, d, me, dist, path);
	db_reach_quiet(s, d, me, dist, path, quiet);
	db_step_opts(s, d, p);
	for (int y = 0; y < DB_H; y++)
		for (int x = 0; x < DB_W && p->nopt < TT_MAXOPT; x++)
			if (dist[y][x] > 0) {
				struct tt_option *o = db_dest_opt(p, x + 1, y + 1, dist[y][x]);
				int dirs[8], n = dist[y][x] < 8 ? dist[y][x] : 8;
				bool scrapped = false;
				for (int k = 0; k < n; k++)
					dirs[k] = path[y][x][k];
				if (!quiet[y][x] && db_try_move(s, d, me, dirs, n, &scrapped) == 0 &&
				    scrapped)
					db_scrap_warn(s, me, o);
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
	tt_strlcpy(p->kind, "turn", sizeof p->kind);
	db_path_prompt(s, d, p);	/* the text, the path's keys and options */
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
