/*
 * db_path.c - DeathBot Derby: the path a player plans for a Move action.
 *
 * `path n e e` sets the path the player to act is planning (a preview,
 * TT_APPLY_PREVIEW: absolute, so the session keeps only the last of a
 * run of them and planning never grows the history); `path` alone clears
 * it; `move n e e` then takes it as one Move action.  Each step is walked
 * as the move would carry it out, on a copy, so a step the rules forbid
 * is refused with the words `move` uses, and what the path meets (belts,
 * saws, bombs, power ups, the other bot) is known before the move.  The
 * turn's prompt offers the arrow keys as the path grown by a step,
 * Backspace as the path less its last step and Enter as the move; the AI
 * leaves those options out (db_path_opt).
 */
#include <stdio.h>
#include <string.h>
#include "db.h"
#include "keyline.h"

static const int db_dkeys[4] = { TK_UP, TK_RIGHT, TK_DOWN, TK_LEFT };

/* HP of every kind (armor, components, the ballistic shield). */
static int db_hp_all(const struct db_state *s, int bot)
{
	return db_total_hp(s, bot) + s->bot[bot].shield;
}

/* Carry out step i of a walk on t, noting what it met in *st. */
static int db_walk_step(struct db_state *t, const struct db_data *d, int me, int dir,
			struct tt_out *scratch, struct db_pathstep *st, struct tt_err *err)
{
	const struct db_bot *b = &t->bot[me], *o = &t->bot[1 - me];
	struct sq to = sq_step((struct sq){ b->x, b->y }, dir);
	int hp = db_hp_all(t, me), mv = b->hp[DB_DT_MOVE];
	struct db_space sp[DB_H][DB_W];

	for (int y = 0; y < DB_H; y++)	/* as it stood: a bomb flips when it goes off */
		for (int x = 0; x < DB_W; x++)
			sp[y][x] = db_space_at(t, d, x, y);
	if (db_move_step(t, d, me, dir, scratch, err) < 0)
		return -1;
	st->tx = (int8_t)to.x;
	st->ty = (int8_t)to.y;
	st->x = b->x;
	st->y = b->y;
	st->obs = (int8_t)sp[b->y][b->x].obs;
	st->harm = (int8_t)(hp - db_hp_all(t, me));
	st->mvharm = (int8_t)(mv - b->hp[DB_DT_MOVE]);
	st->pass = b->x == o->x && b->y == o->y;
	return 0;
}

int db_path_walk(const struct db_state *s, const struct db_data *d, const int8_t *dirs, int n,
		 struct db_pathinfo *pi, struct tt_err *err)
{
	struct db_state t = *s;
	struct tt_out scratch;	/* the messages of the walk: nobody reads them */
	struct tt_err e;
	int me = s->cur;

	tt_out_discard(&scratch);
	memset(pi, 0, sizeof *pi);
	pi->spd = db_spd(s, d, me);
	pi->hover = db_has(s, d, me, DB_AB_HOVER);
	pi->climb = db_has(s, d, me, DB_AB_CLIMB);
	if (db_move_start(&t, d, me, n, err) < 0)
		return -1;
	for (int i = 0; i < n; i++) {
		if (t.phase == DB_PH_OVER)
			return tt_errf(err, "%s is scrapped at %d,%d: the path cannot go on",
				       t.bot[me].name, t.bot[me].x + 1, t.bot[me].y + 1);
		if (dirs[i] < 0 || dirs[i] > 3)
			return tt_errf(err, "a step is n, e, s or w");
		if (db_walk_step(&t, d, me, dirs[i], &scratch, &pi->step[i], err) < 0)
			return -1;
	}
	pi->n = n;
	pi->on_bot = n > 0 && t.phase != DB_PH_OVER && pi->step[n - 1].pass;
	if (n > 0 && !pi->on_bot && t.phase != DB_PH_OVER) {
		/* the end of the move: a hovering bot meets what it stops on */
		int hp = db_hp_all(&t, me), mv = t.bot[me].hp[DB_DT_MOVE];
		if (db_move_finish(&t, d, me, &scratch, &e) == 0) {
			pi->step[n - 1].harm = (int8_t)(pi->step[n - 1].harm + hp - db_hp_all(&t, me));
			pi->step[n - 1].mvharm = (int8_t)(pi->step[n - 1].mvharm + mv -
							  t.bot[me].hp[DB_DT_MOVE]);
		}
	}
	pi->scrapped = t.phase == DB_PH_OVER && t.winner != me;
	return 0;
}

/* What step st met, in a few words, after a comma (nothing if nothing). */
static void db_step_words(const struct db_state *s, const struct db_pathinfo *pi, int i,
			  char *buf, size_t cap, size_t *len)
{
	const struct db_pathstep *st = &pi->step[i];
	int ride = sq_manhattan((struct sq){ st->tx, st->ty }, (struct sq){ st->x, st->y });
	const char *w[3] = { NULL, NULL, NULL };
	char belt[16];

	if (ride > 0) {
		snprintf(belt, sizeof belt, "belt +%d", ride);
		w[0] = belt;
	} else if (st->obs == DB_OB_BELT) {
		w[0] = pi->climb ? "belt, strides over" : "belt, held";
	}
	if (st->obs == DB_OB_SAW)
		w[1] = st->harm ? (st->mvharm ? "saw -1 movement" : "saw 1 damage") :
		       pi->hover ? "saw, hovers over" : "saw, no harm";
	else if (st->obs == DB_OB_BOMB)
		w[1] = st->harm ? "bomb 1 damage" : pi->hover ? "bomb, hovers over" : "bomb, no harm";
	else if (st->obs == DB_OB_POWER)
		w[1] = "power up";
	if (st->pass)
		w[2] = i + 1 < pi->n ? (s->cur ? "through red" : "through blue") :
		       (s->cur ? "ends on red" : "ends on blue");
	for (int k = 0; k < 3; k++)
		if (w[k]) {
			tt_cat(buf, cap, len, *len && buf[*len - 1] != ':' ? ", " : " ");
			tt_cat(buf, cap, len, w[k]);
		}
}

void db_path_words(const struct db_state *s, const struct db_pathinfo *pi, bool brief, char *buf,
		   size_t cap)
{
	size_t len = 0;

	buf[0] = '\0';
	tt_cat_int(buf, cap, &len, pi->n);
	tt_cat(buf, cap, &len, brief ? "/" : " of ");
	tt_cat_int(buf, cap, &len, pi->spd);
	tt_cat(buf, cap, &len, pi->spd == 1 && !brief ? " step" : " steps");
	if (pi->n > 0 && !brief) {
		tt_cat(buf, cap, &len, " to ");
		tt_cat_int(buf, cap, &len, pi->step[pi->n - 1].x + 1);
		tt_cat(buf, cap, &len, ",");
		tt_cat_int(buf, cap, &len, pi->step[pi->n - 1].y + 1);
		tt_cat(buf, cap, &len, " (column,row)");
	}
	tt_cat(buf, cap, &len, ":");
	for (int i = 0; i < pi->n; i++)
		db_step_words(s, pi, i, buf, cap, &len);
	if (pi->scrapped)
		tt_cat(buf, cap, &len, s->cur ? ", blue is scrapped" : ", red is scrapped");
	if (len > 0 && buf[len - 1] == ':')
		buf[--len] = '\0';
}

int db_path_of(const char *cmd, int8_t dirs[DB_PATH_MAX])
{
	struct cmd c;
	struct tt_err e;
	int n = 0;

	if (cmd_parse(cmd, &c, &e) < 0 || c.argc < 1 ||
	    (strcmp(c.argv[0], "move") && strcmp(c.argv[0], "path")))
		return -1;
	if (c.argc > 1 + DB_PATH_MAX || (c.argc > 1 && c.argv[1][0] >= '0' && c.argv[1][0] <= '9'))
		return -1;
	for (int i = 1; i < c.argc; i++) {
		int dir = db_dir_parse(c.argv[i]);
		if (dir < 0)
			return -1;
		dirs[n++] = (int8_t)dir;
	}
	return n;
}

int db_cmd_path(const struct cmd_call *k)
{
	struct db_state *s = k->ctx;
	struct db_pathinfo pi;
	int8_t dirs[DB_PATH_MAX];
	int n = k->c->argc - 1;

	if (s->actions <= 0)
		return tt_errf(k->err, "no actions left this turn (two a turn): end your turn");
	if (n > db_spd(s, k->data, s->cur) || n > DB_PATH_MAX)
		return tt_errf(k->err, "a move is 1 to %d steps (the bot's SPD)",
			       db_spd(s, k->data, s->cur));
	for (int i = 0; i < n; i++) {
		int dir = db_dir_parse(k->c->argv[i + 1]);
		if (dir < 0)
			return tt_errf(k->err, "'%s' is not a direction (n e s w)", k->c->argv[i + 1]);
		dirs[i] = (int8_t)dir;
	}
	if (db_path_walk(s, k->data, dirs, n, &pi, k->err) < 0)
		return -1;
	memset(s->path, 0, sizeof s->path);
	memcpy(s->path, dirs, (size_t)n);
	s->npath = (int8_t)n;
	*k->flags |= TT_APPLY_PREVIEW;
	return 0;
}

/* "VERB" and the steps dirs[0..n) into buf. */
static void db_steps_cmd(const char *verb, const int8_t *dirs, int n, char *buf, size_t cap)
{
	size_t len = 0;

	buf[0] = '\0';
	tt_cat(buf, cap, &len, verb);
	for (int i = 0; i < n; i++) {
		tt_cat(buf, cap, &len, " ");
		tt_cat(buf, cap, &len, sq_dir_names[dirs[i]]);
	}
}

/* The prompt's sentence: the actions left, or the path planned. */
static void db_path_text(const struct db_state *s, const struct db_pathinfo *pi, struct tt_prompt *p)
{
	char words[160];

	if (pi->n == 0) {
		snprintf(p->text, sizeof p->text, "%s: %d action%s left; move, attack, free actions, "
			 "or end", db_seat_name(s->cur), s->actions, s->actions == 1 ? "" : "s");
		return;
	}
	db_path_words(s, pi, false, words, sizeof words);
	snprintf(p->text, sizeof p->text, "%s: path %s; %s (%d action%s left)", db_seat_name(s->cur),
		 words, pi->on_bot ? "no move may end there" : "Enter moves",
		 s->actions, s->actions == 1 ? "" : "s");
}

/* The options of the path: each legal step more, the path less its last
 * step, the move along it. */
static void db_path_add_opts(const struct db_state *s, const struct db_data *d,
			     const struct db_pathinfo *pi, struct tt_prompt *p)
{
	static const char *const dlabel[4] = { "path north", "path east", "path south", "path west" };
	int8_t dirs[DB_PATH_MAX + 1];
	char cmd[64];
	struct tt_err e;

	memcpy(dirs, s->path, sizeof s->path);
	for (int dir = 0; dir < 4 && s->npath < pi->spd && s->npath < DB_PATH_MAX; dir++) {
		struct db_pathinfo next;
		dirs[s->npath] = (int8_t)dir;
		if (db_path_walk(s, d, dirs, s->npath + 1, &next, &e) < 0)
			continue;
		db_steps_cmd("path", dirs, s->npath + 1, cmd, sizeof cmd);
		tt_prompt_addf(p, db_dkeys[dir], dlabel[dir], "%s", cmd);
	}
	if (s->npath == 0)
		return;
	db_steps_cmd("path", s->path, s->npath - 1, cmd, sizeof cmd);
	tt_prompt_addf(p, TK_BACKSPACE, "shorten the path", "%s", cmd);
	if (pi->on_bot)
		return;
	db_steps_cmd("move", s->path, s->npath, cmd, sizeof cmd);
	tt_prompt_addf(p, TK_ENTER, "move along the path", "%s", cmd);
	if (pi->scrapped)
		db_scrap_warn(s, s->cur, &p->opt[p->nopt - 1]);
}

void db_path_prompt(const struct db_state *s, const struct db_data *d, struct tt_prompt *p)
{
	struct db_pathinfo pi;
	struct tt_err e;
	int8_t dirs[DB_PATH_MAX + 1];
	char cmd[48];
	bool can = s->actions > 0 && !s->bot[s->cur].netted;

	/* the path in the state was checked when it was set: walked again
	 * for what it meets (an empty one when it no longer holds) */
	if (db_path_walk(s, d, s->path, s->npath, &pi, &e) < 0)
		db_path_walk(s, d, s->path, 0, &pi, &e);
	db_path_text(s, &pi, p);
	/* every arrow types its step, so a step refused gives the rule */
	memcpy(dirs, s->path, sizeof s->path);
	for (int dir = 0; dir < 4; dir++) {
		dirs[s->npath] = (int8_t)dir;
		db_steps_cmd("path", dirs, s->npath + 1, cmd, sizeof cmd);
		keyline_add(p, db_dkeys[dir], cmd, dir ? "" : "path");
	}
	if (s->npath > 0) {
		db_steps_cmd("path", s->path, s->npath - 1, cmd, sizeof cmd);
		keyline_add(p, TK_BACKSPACE, cmd, "back");
		db_steps_cmd("move", s->path, s->npath, cmd, sizeof cmd);
		keyline_add(p, TK_ENTER, cmd, "move");
	}
	if (can)
		db_path_add_opts(s, d, &pi, p);
}

bool db_path_opt(const struct tt_option *o)
{
	return (strncmp(o->cmd, "path", 4) == 0 && (o->cmd[4] == ' ' || o->cmd[4] == '\0')) ||
	       o->key == TK_BACKSPACE || o->key == TK_ENTER;
}
