/*
 * db_cmd.c - DeathBot Derby's commands: the verb table (each verb with its
 * handler, its argument shape and the situations it belongs to) and the
 * dispatch from it.
 *
 * A situation is the first-player question, the draft, a turn of the duel
 * with nothing pending, or one pending decision (damage, wall, number),
 * which must be answered before the turn goes on.  A verb outside its
 * situations is refused with the reason, before its handler runs.
 */
#include <string.h>
#include "db.h"

/* The situations of a verb (cmd_verb.when). */
enum db_when {
	DB_W_FIRST = 1 << 0,	/* the table says who goes first */
	DB_W_DRAFT = 1 << 1,
	DB_W_TURN = 1 << 2,	/* the duel, nothing pending */
	DB_W_DAMAGE = 1 << 3,	/* pending DB_PK_DAMAGE; DB_W_DAMAGE << kind for each kind */
	DB_W_WALL = 1 << 4,
	DB_W_NUMBER = 1 << 5,
	DB_W_ALWAYS = 1 << 6,	/* any time, by either player */
	DB_W_DUEL = DB_W_TURN | DB_W_DAMAGE | DB_W_WALL | DB_W_NUMBER,
};

static cmd_exec_fn db_cmd_pick, db_cmd_name, db_cmd_first, db_cmd_move, db_cmd_attack,
	db_cmd_damage, db_cmd_hazard, db_cmd_number, db_cmd_secret, db_cmd_wall, db_cmd_end;

const struct cmd_verb db_verbs[DB_NVERB] = {
	{ .name = "pick", .usage = "N", .help = "draft: keep card N of your hand in secret",
	  .exec = db_cmd_pick, .min_args = 1, .max_args = 1, .when = DB_W_DRAFT },
	{ .name = "name", .usage = "TEXT", .help = "rename your bot",
	  .exec = db_cmd_name, .min_args = 1, .max_args = CMD_ANY, .when = DB_W_ALWAYS },
	{ .name = "first", .usage = "red|blue", .help = "the table says who used a remote controller "
	  "last: they go first", .exec = db_cmd_first, .min_args = 1, .max_args = 1, .when = DB_W_FIRST },
	{ .name = "move", .usage = "DIR... | X Y", .help = "Move action: orthogonal steps n e s w (up to "
	  "SPD), or to space X Y", .exec = db_cmd_move, .min_args = 1, .max_args = CMD_ANY,
	  .when = DB_W_TURN },
	{ .name = "path", .usage = "[DIR...]", .help = "plan a Move action: steps n e s w (up to "
	  "SPD) checked and drawn, nothing moves; none clears it", .exec = db_cmd_path,
	  .max_args = CMD_ANY, .when = DB_W_TURN },
	{ .name = "attack", .usage = "ranged|melee", .help = "Attack action with that weapon (range "
	  "counted orthogonally, line of sight)", .exec = db_cmd_attack, .min_args = 1, .max_args = 1,
	  .when = DB_W_TURN },
	{ .name = "damage", .usage = "COMP [N] [COMP [N]...]", .help = "split damage among movement, "
	  "ranged, melee once armor is gone", .exec = db_cmd_damage, .min_args = 1,
	  .max_args = CMD_ANY, .when = DB_W_DAMAGE },
	/* hazard and end never checked their arguments: saves may hold some */
	{ .name = "hazard", .usage = "", .help = "free action, 4 a game: roll and flip every arena "
	  "card with that number", .exec = db_cmd_hazard, .max_args = CMD_ANY, .when = DB_W_TURN },
	{ .name = "number", .usage = "N", .help = "after a hazard roll of 1: choose the number (1-6) "
	  "to flip", .exec = db_cmd_number, .min_args = 1, .max_args = 1, .when = DB_W_NUMBER },
	{ .name = "secret", .usage = "[movement|ranged|melee]", .help = "free action, once a game: "
	  "use your secret weapon", .exec = db_cmd_secret, .max_args = 1, .when = DB_W_TURN },
	{ .name = "wall", .usage = "DIR", .help = "leave a wall that rose under your bot towards "
	  "n e s w", .exec = db_cmd_wall, .min_args = 1, .max_args = 1, .when = DB_W_WALL },
	{ .name = "end", .usage = "", .help = "end your turn (unused actions are lost)",
	  .exec = db_cmd_end, .max_args = CMD_ANY, .when = DB_W_TURN },
};

static int db_cmd_pick(const struct cmd_call *k)
{
	int n;

	if (cmd_int(k->c->argv[1], 1, 3, "card", &n, k->err) < 0)
		return -1;
	return db_draft_pick(k->ctx, k->data, k->seat, n, k->out, k->flags, k->err);
}

static int db_cmd_first(const struct cmd_call *k)
{
	struct db_state *s = k->ctx;

	if (strcmp(k->c->argv[1], "red") && strcmp(k->c->argv[1], "blue"))
		return tt_errf(k->err, "usage: first red|blue");
	s->first = (int8_t)(strcmp(k->c->argv[1], "blue") == 0);
	tt_outf(k->out, "%s used a remote controller most recently and goes first.\n",
		db_seat_name(s->first));
	db_begin(s, k->data, s->training, k->out);
	return 0;
}

static int db_cmd_name(const struct cmd_call *k)
{
	struct db_state *s = k->ctx;
	char buf[CMD_MAXLINE];
	struct cmd t = *k->c;

	if (k->seat < 0 || k->seat > 1)
		return tt_errf(k->err, "only a player can rename their bot");
	memmove(&t.argv[0], &t.argv[1], sizeof t.argv[0] * (size_t)(t.argc - 1));
	t.argc--;
	cmd_join(&t, buf, sizeof buf);
	if (strlen(buf) >= sizeof s->bot[k->seat].name)
		return tt_errf(k->err, "a bot's name is at most %d characters",
			       (int)sizeof s->bot[k->seat].name - 1);
	tt_strlcpy(s->bot[k->seat].name, buf, sizeof s->bot[k->seat].name);
	tt_outf(k->out, "%s's bot is now called %s.\n", db_seat_name(k->seat), buf);
	return 0;
}

/* The steps of "move X Y": the shortest way there, or -1. */
static int db_move_to(const struct db_state *s, const struct db_data *d, const struct cmd *c,
		      int *dirs, struct tt_err *err)
{
	int x, y, n, me = s->cur, dist[DB_H][DB_W];
	int8_t path[DB_H][DB_W][8];

	if (c->argc != 3)
		return tt_errf(err, "usage: move X Y");
	if (cmd_int(c->argv[1], 1, DB_W, "X", &x, err) < 0 ||
	    cmd_int(c->argv[2], 1, DB_H, "Y", &y, err) < 0)
		return -1;
	if (s->bot[me].netted)
		return tt_errf(err, "a net holds %s: it cannot move this turn", s->bot[me].name);
	db_reach(s, d, me, dist, path);
	if (dist[y - 1][x - 1] == 0)
		return tt_errf(err, "%d,%d cannot be reached in one move of up to %d steps", x, y,
			       db_spd(s, d, me));
	n = dist[y - 1][x - 1];
	for (int i = 0; i < n; i++)
		dirs[i] = path[y - 1][x - 1][i];
	return n;
}

/* "move n e e" or "move X Y" */
static int db_cmd_move(const struct cmd_call *k)
{
	struct db_state *s = k->ctx, t = *s;
	int dirs[CMD_MAXARG], n = 0;

	if (s->actions <= 0)
		return tt_errf(k->err, "no actions left this turn (two a turn): end your turn");
	if (k->c->argv[1][0] >= '0' && k->c->argv[1][0] <= '9') {
		n = db_move_to(s, k->data, k->c, dirs, k->err);
		if (n < 0)
			return -1;
	} else {
		for (int i = 1; i < k->c->argc; i++)
			if ((dirs[n++] = db_dir_parse(k->c->argv[i])) < 0)
				return tt_errf(k->err, "'%s' is not a direction (n e s w)", k->c->argv[i]);
	}
	t.actions--;
	if (db_move_path(&t, k->data, s->cur, dirs, n, k->out, k->err) < 0)
		return -1;
	*s = t;
	db_after_action(s, k->data, true, k->out);
	return 0;
}

static int db_cmd_attack(const struct cmd_call *k)
{
	struct db_state *s = k->ctx;
	int type = db_comp_parse(k->c->argv[1]);

	if (type != DB_DT_RANGED && type != DB_DT_MELEE)
		return tt_errf(k->err, "usage: attack ranged|melee");
	if (db_attack_check(s, k->data, s->cur, type, k->err) < 0)
		return -1;
	db_attack(s, k->data, s->cur, type, k->out);
	db_after_action(s, k->data, false, k->out);
	return 0;
}

/* The points of a split: per[] points to each component type; the sum. */
static int db_split(const struct cmd *c, int per[DB_DT_SECRET], struct tt_err *err)
{
	int sum = 0;

	for (int i = 1; i < c->argc; i++) {
		int t = db_comp_parse(c->argv[i]), n = 1;
		if (t < 0 || t >= DB_DT_SECRET)
			return tt_errf(err, "'%s' is not movement, ranged or melee", c->argv[i]);
		if (i + 1 < c->argc && c->argv[i + 1][0] >= '0' && c->argv[i + 1][0] <= '9' &&
		    cmd_int(c->argv[++i], 1, 9, "damage", &n, err) < 0)
			return -1;
		per[t] += n;
		sum += n;
	}
	return sum;
}

static int db_cmd_damage(const struct cmd_call *k)
{
	struct db_state *s = k->ctx;
	struct db_pend *p = &s->pend[0];
	struct db_bot *b = &s->bot[p->bot];
	int per[DB_DT_SECRET] = { 0 }, amount = p->amount, bot = p->bot, chooser = p->seat;
	int sum = db_split(k->c, per, k->err);

	if (sum < 0)
		return -1;
	if (sum > amount)
		return tt_errf(k->err, "only %d damage is left to split", amount);
	for (int t = 0; t < DB_DT_SECRET; t++)
		if (per[t] > b->hp[t])
			return tt_errf(k->err, "the %s has only %d HP left", db_type_names[t], b->hp[t]);
	for (int t = 0; t < DB_DT_SECRET; t++)
		if (per[t]) {
			b->hp[t] = (int8_t)(b->hp[t] - per[t]);
			tt_outf(k->out, "%s's %s takes %d damage (%d HP left)%s.\n", b->name,
				db_type_names[t], per[t], b->hp[t], b->hp[t] ? "" : " and is disabled");
		}
	db_pop_pend(s);
	if (amount > sum) {
		/* re-queue the rest in front: splits it or applies it if forced */
		struct db_pend keep[DB_NPEND];
		int nkeep = s->npend;
		memcpy(keep, s->pend, sizeof keep);
		s->npend = 0;
		db_hit_parts(s, bot, amount - sum, chooser, k->out);
		for (int i = 0; i < nkeep && s->phase != DB_PH_OVER; i++)
			s->pend[s->npend++] = keep[i];
	}
	db_check_scrap(s, bot, k->out);
	return 0;
}

static int db_cmd_wall(const struct cmd_call *k)
{
	struct db_state *s = k->ctx;
	int bot = s->pend[0].bot, dir = db_dir_parse(k->c->argv[1]);
	struct db_bot *b = &s->bot[bot];

	if (dir < 0)
		return tt_errf(k->err, "usage: wall n|e|s|w");
	if (!db_wall_ok(s, k->data, bot, dir))
		return tt_errf(k->err, "a bot leaving a wall needs a free adjacent space that is not a wall");
	db_pop_pend(s);
	b->x = (int8_t)(b->x + sq_dirs[dir].x);
	b->y = (int8_t)(b->y + sq_dirs[dir].y);
	tt_outf(k->out, "%s steps off the wall to %d,%d.\n", b->name, b->x + 1, b->y + 1);
	db_enter(s, k->data, bot, false, k->out);
	db_belts(s, k->data, k->out);
	return 0;
}

static int db_cmd_number(const struct cmd_call *k)
{
	struct db_state *s = k->ctx;
	int n;

	if (cmd_int(k->c->argv[1], 1, 6, "number", &n, k->err) < 0)
		return -1;
	db_pop_pend(s);
	tt_outf(k->out, "%s chooses number %d.\n", db_seat_name(s->cur), n);
	db_flip_number(s, k->data, n, k->out);
	db_belts(s, k->data, k->out);
	return 0;
}

static int db_cmd_hazard(const struct cmd_call *k)
{
	struct db_state *s = k->ctx;
	struct db_bot *b = &s->bot[s->cur];
	int roll;

	if (b->hazard <= 0)
		return tt_errf(k->err, "your hazard card has no uses left (4 a game)");
	if (s->hazard_done)
		return tt_errf(k->err, "the hazard card is used at most once a turn");
	b->hazard--;
	s->hazard_done = true;
	roll = dice_roll(&s->dice, 6);
	tt_outf(k->out, "%s uses the hazard card (%d left) and rolls %d.\n", db_seat_name(s->cur),
		b->hazard, roll);
	if (roll == 1) {
		tt_outf(k->out, "A 1: %s chooses which number flips.\n", db_seat_name(s->cur));
		db_push_pend(s, DB_PK_NUMBER, s->cur, s->cur, 0, false);
		return 0;
	}
	db_flip_number(s, k->data, roll, k->out);
	db_belts(s, k->data, k->out);
	return 0;
}

static int db_cmd_secret(const struct cmd_call *k)
{
	struct db_state *s = k->ctx;
	int arg = -1;

	if (k->c->argc == 2 && (arg = db_comp_parse(k->c->argv[1])) < 0)
		return tt_errf(k->err, "'%s' is not movement, ranged or melee", k->c->argv[1]);
	if (db_secret_check(s, k->data, s->cur, arg, k->err) < 0)
		return -1;
	db_secret(s, k->data, s->cur, arg, k->out);
	*k->flags |= TT_APPLY_REVEAL;
	db_belts(s, k->data, k->out);
	return 0;
}

static int db_cmd_end(const struct cmd_call *k)
{
	struct db_state *s = k->ctx;

	tt_outf(k->out, "%s ends the turn.\n", db_seat_name(s->cur));
	s->bot[s->cur].netted = false;
	db_start_turn(s, k->data, 1 - s->cur, k->out);
	return 0;
}

/* The situation now, as a DB_W_* bit. */
static unsigned db_now(const struct db_state *s)
{
	if (s->phase == DB_PH_FIRST)
		return DB_W_FIRST;
	if (s->phase == DB_PH_DRAFT)
		return DB_W_DRAFT;
	return s->npend > 0 ? (unsigned)DB_W_DAMAGE << s->pend[0].kind : DB_W_TURN;
}

/* Why verb v does not belong to the situation now. */
static int db_refuse(const struct db_state *s, const struct cmd_verb *v, struct tt_err *err)
{
	unsigned now = db_now(s);

	if (v->when & DB_W_FIRST)
		return tt_errf(err, "the first player has already been chosen");
	if (v->when & DB_W_DRAFT)
		return tt_errf(err, "the draft is over");
	if (now & (DB_W_FIRST | DB_W_DRAFT))
		return tt_errf(err, "'%s' waits until the bots are built", v->name);
	if (now == DB_W_TURN)
		return tt_errf(err, "'%s' is not possible now: nothing is pending", v->name);
	for (int i = 0; i < DB_NVERB; i++)
		if (db_verbs[i].when == now)
			return tt_errf(err, "first answer the pending decision ('%s')", db_verbs[i].name);
	return tt_errf(err, "'%s' is not possible now", v->name);
}

int db_apply(void *st, const void *data, int seat, const struct cmd *c, struct tt_out *out,
	     unsigned *flags, struct tt_err *err)
{
	struct db_state *s = st;
	const struct cmd_verb *v = cmd_verb_find(db_verbs, DB_NVERB, c->argv[0]);
	int rc;

	*flags = 0;
	if (!v)
		return tt_errf(err, "DeathBot Derby has no command '%s'", c->argv[0]);
	if (!(v->when & DB_W_ALWAYS)) {
		if (s->phase == DB_PH_OVER)
			return tt_errf(err, "the game is over: %s", s->reason);
		if (seat != db_actor(s))
			return tt_errf(err, "it is %s's decision now", db_seat_name(db_actor(s)));
		if (!(v->when & db_now(s)))
			return db_refuse(s, v, err);
	}
	rc = cmd_verb_run(v, &(struct cmd_call){ s, data, seat, c, out, flags, err });
	if (rc == 0 && (v->when & DB_W_DUEL) && v->exec != db_cmd_path) {
		/* whatever else happens, the path planned is gone: it was
		 * planned on the arena as it stood */
		s->npath = 0;
		memset(s->path, 0, sizeof s->path);
	}
	if (rc == 0 && (v->when & DB_W_DUEL))
		db_settle(s, data, out);
	return rc;
}
