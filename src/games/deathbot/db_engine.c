/*
 * db_engine.c - DeathBot Derby: the engine_ops table, create, prompt and
 * the command dispatch.
 *
 * Every decision is a prompt: who goes first (when the table is asked),
 * each draft pick, each turn's actions, how damage is split once armor is
 * gone, which number a rolled 1 flips, where a bot steps off a wall.
 * Pending decisions (damage, wall, number) queue in the state and are
 * answered before the turn goes on.
 */
#include <stdio.h>
#include <string.h>
#include "db.h"

static const char *const db_seats[] = { "red", "blue", NULL };

static const struct cmd_verb db_verbs[] = {
	{ .name = "pick", .usage = "N", .help = "draft: keep card N of your hand in secret" },
	{ .name = "name", .usage = "TEXT", .help = "rename your bot" },
	{ .name = "first", .usage = "red|blue", .help = "the table says who used a remote controller last: they go first" },
	{ .name = "move", .usage = "DIR... | X Y", .help = "Move action: orthogonal steps n e s w (up to SPD), or to space X Y" },
	{ .name = "attack", .usage = "ranged|melee", .help = "Attack action with that weapon (range counted orthogonally, line of sight)" },
	{ .name = "damage", .usage = "COMP [N] [COMP [N]...]", .help = "split damage among movement, ranged, melee once armor is gone" },
	{ .name = "hazard", .usage = "", .help = "free action, 4 a game: roll and flip every arena card with that number" },
	{ .name = "number", .usage = "N", .help = "after a hazard roll of 1: choose the number (1-6) to flip" },
	{ .name = "secret", .usage = "[movement|ranged|melee]", .help = "free action, once a game: use your secret weapon" },
	{ .name = "wall", .usage = "DIR", .help = "leave a wall that rose under your bot towards n e s w" },
	{ .name = "end", .usage = "", .help = "end your turn (unused actions are lost)" },
};

static struct dice *db_dice(void *st)
{
	return &((struct db_state *)st)->dice;
}

/* "bots=draft|training,first=ask|red|blue|random" */
static int db_opts(const char *opts, bool *training, int *first, struct tt_err *err)
{
	char buf[TT_OPTS_MAX], *save = NULL;

	*training = false;
	*first = -2;
	tt_strlcpy(buf, opts, sizeof buf);
	for (char *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
		if (strcmp(t, "bots=draft") == 0)
			*training = false;
		else if (strcmp(t, "bots=training") == 0)
			*training = true;
		else if (strcmp(t, "first=ask") == 0)
			*first = -2;
		else if (strcmp(t, "first=red") == 0)
			*first = 0;
		else if (strcmp(t, "first=blue") == 0)
			*first = 1;
		else if (strcmp(t, "first=random") == 0)
			*first = -1;
		else
			return tt_errf(err, "unknown deathbot option '%s' (bots=draft|training, first=ask|red|blue|random)",
				       t);
	}
	return 0;
}

static void db_layout(struct db_state *s, const struct db_data *d)
{
	int order[DB_NCARD];

	for (int i = 0; i < DB_NCARD; i++)
		order[i] = i;
	for (int i = DB_NCARD - 1; i > 0 && d->shuffle; i--) {
		int j = (int)dice_below(&s->dice, (uint32_t)(i + 1)), t = order[i];
		order[i] = order[j];
		order[j] = t;
	}
	for (int i = 0; i < DB_NCARD; i++) {
		s->slot_card[i] = (uint8_t)order[i];
		s->slot_side[i] = d->shuffle ? (uint8_t)dice_below(&s->dice, 2) : 0;
		s->slot_turn[i] = d->shuffle ? (uint8_t)dice_below(&s->dice, 2) : 0;
	}
}

/* Diagonally opposite corners, flipped clear when obstructed. */
static void db_corners(struct db_state *s, const struct db_data *d)
{
	int diag = d->shuffle ? (int)dice_below(&s->dice, 2) : 0;
	int swap = d->shuffle ? (int)dice_below(&s->dice, 2) : 0;
	int cx[2] = { diag ? DB_W - 1 : 0, diag ? 0 : DB_W - 1 }, cy[2] = { 0, DB_H - 1 };

	for (int b = 0; b < 2; b++) {
		int k = b ^ swap;
		s->bot[b].x = (int8_t)(d->start[b][0] >= 0 ? d->start[b][0] : cx[k]);
		s->bot[b].y = (int8_t)(d->start[b][0] >= 0 ? d->start[b][1] : cy[k]);
		if (d->start[b][0] < 0 && db_space_at(s, d, s->bot[b].x, s->bot[b].y).obs != DB_OB_NONE)
			db_flip(s, d, s->bot[b].x, s->bot[b].y);
	}
}

static void db_decks(struct db_state *s, const struct db_data *d, bool training)
{
	memset(s->deck, -1, sizeof s->deck);
	for (int c = 0; c < d->ncomp; c++) {
		int t = d->comp[c].type;
		if (training && (d->train[0][t] == c || d->train[1][t] == c))
			continue;
		s->deck[t][s->ndeck[t]++] = (int8_t)c;
	}
	for (int t = 0; t < DB_DT_N && d->shuffle; t++)
		for (int i = s->ndeck[t] - 1; i > 0; i--) {
			int j = (int)dice_below(&s->dice, (uint32_t)(i + 1));
			int8_t x = s->deck[t][i];
			s->deck[t][i] = s->deck[t][j];
			s->deck[t][j] = x;
		}
}

/* Once the first player is known: the draft, or the training bots. */
static void db_begin(struct db_state *s, const struct db_data *d, bool training, struct tt_out *out)
{
	if (!training) {
		s->phase = DB_PH_DRAFT;
		s->dstep = 0;
		db_draft_begin(s, d, out);
		return;
	}
	for (int b = 0; b < 2; b++) {
		for (int t = 0; t < DB_DT_N; t++) {
			int c = d->train[b][t];
			s->bot[b].comp[t] = (int8_t)c;
			s->bot[b].hp[t] = (int8_t)(t == DB_DT_SECRET ? 0 : d->comp[c].hp);
			s->seen[b] |= 1ull << c;
			if (t != DB_DT_SECRET) {
				s->revealed[b][t] = true;
				s->seen[1 - b] |= 1ull << c;
			}
		}
		db_name_bot(s, d, b);
	}
	s->phase = DB_PH_DUEL;
	db_start_turn(s, d, s->first, out);
}

static int db_create(void *st, const void *data, const struct tt_setup *setup, struct tt_err *err)
{
	struct db_state *s = st;
	const struct db_data *d = data;
	struct tt_out scratch;	/* create has no log: messages dropped */
	bool training;
	int first;

	if (setup->nseats != 2)
		return tt_errf(err, "DeathBot Derby is a duel: exactly 2 players (red and blue)");
	if (db_opts(setup->opts, &training, &first, err) < 0)
		return -1;
	dice_init(&s->dice, setup->seed);
	s->winner = -1;
	s->holder = -1;
	memset(s->hand, -1, sizeof s->hand);
	for (int b = 0; b < 2; b++) {
		memset(s->bot[b].comp, -1, sizeof s->bot[b].comp);
		s->bot[b].armor = DB_ARMOR;
		s->bot[b].hazard = DB_HAZARD;
		snprintf(s->bot[b].name, sizeof s->bot[b].name, "%s bot", db_seats[b]);
	}
	db_layout(s, d);
	db_corners(s, d);
	db_decks(s, d, training);
	s->training = training;	/* remembered for the `first` answer */
	if (first == -2) {
		s->phase = DB_PH_FIRST;
		return 0;
	}
	s->first = (int8_t)(first >= 0 ? first : (dice_roll(&s->dice, 6) > 3));
	tt_out_clear(&scratch);
	db_begin(s, d, training, &scratch);
	return 0;
}

static int db_cmd_first(struct db_state *s, const struct db_data *d, const struct cmd *c,
			struct tt_out *out, struct tt_err *err)
{
	if (s->phase != DB_PH_FIRST)
		return tt_errf(err, "the first player has already been chosen");
	if (c->argc != 2 || (strcmp(c->argv[1], "red") && strcmp(c->argv[1], "blue")))
		return tt_errf(err, "usage: first red|blue");
	s->first = (int8_t)(strcmp(c->argv[1], "blue") == 0);
	tt_outf(out, "%s used a remote controller most recently and goes first.\n",
		db_seat_name(s->first));
	db_begin(s, d, s->training, out);
	return 0;
}

static int db_cmd_name(struct db_state *s, int seat, const struct cmd *c, struct tt_out *out,
		       struct tt_err *err)
{
	char buf[CMD_MAXLINE];
	struct cmd t = *c;

	if (seat < 0 || seat > 1)
		return tt_errf(err, "only a player can rename their bot");
	if (c->argc < 2)
		return tt_errf(err, "usage: name TEXT");
	memmove(&t.argv[0], &t.argv[1], sizeof t.argv[0] * (size_t)(t.argc - 1));
	t.argc--;
	cmd_join(&t, buf, sizeof buf);
	if (strlen(buf) >= sizeof s->bot[seat].name)
		return tt_errf(err, "a bot's name is at most %d characters",
			       (int)sizeof s->bot[seat].name - 1);
	tt_strlcpy(s->bot[seat].name, buf, sizeof s->bot[seat].name);
	tt_outf(out, "%s's bot is now called %s.\n", db_seat_name(seat), buf);
	return 0;
}

/* "move n e e" or "move X Y" */
static int db_cmd_move(struct db_state *s, const struct db_data *d, const struct cmd *c,
		       struct tt_out *out, struct tt_err *err)
{
	int dirs[CMD_MAXARG], n = 0, me = s->cur;
	struct db_state t = *s;

	if (s->actions <= 0)
		return tt_errf(err, "no actions left this turn (two a turn): end your turn");
	if (c->argc < 2)
		return tt_errf(err, "usage: move DIR... or move X Y");
	if (c->argv[1][0] >= '0' && c->argv[1][0] <= '9') {
		int x, y, dist[DB_H][DB_W];
		int8_t path[DB_H][DB_W][8];
		if (c->argc != 3 || cmd_int(c->argv[1], 1, DB_W, "X", &x, err) < 0 ||
		    cmd_int(c->argv[2], 1, DB_H, "Y", &y, err) < 0)
			return c->argc != 3 ? tt_errf(err, "usage: move X Y") : -1;
		if (s->bot[me].netted)
			return tt_errf(err, "a net holds %s: it cannot move this turn", s->bot[me].name);
		db_reach(s, d, me, dist, path);
		if (dist[y - 1][x - 1] == 0)
			return tt_errf(err, "%d,%d cannot be reached in one move of up to %d steps", x, y,
				       db_spd(s, d, me));
		n = dist[y - 1][x - 1];
		for (int i = 0; i < n; i++)
			dirs[i] = path[y - 1][x - 1][i];
	} else {
		for (int i = 1; i < c->argc; i++)
			if ((dirs[n++] = db_dir_parse(c->argv[i])) < 0)
				return tt_errf(err, "'%s' is not a direction (n e s w)", c->argv[i]);
	}
	t.actions--;
	if (db_move_path(&t, d, me, dirs, n, out, err) < 0)
		return -1;
	*s = t;
	db_after_action(s, d, true, out);
	return 0;
}

static int db_cmd_attack(struct db_state *s, const struct db_data *d, const struct cmd *c,
			 struct tt_out *out, struct tt_err *err)
{
	int type = c->argc == 2 ? db_comp_parse(c->argv[1]) : -1;

	if (type != DB_DT_RANGED && type != DB_DT_MELEE)
		return tt_errf(err, "usage: attack ranged|melee");
	if (db_attack_check(s, d, s->cur, type, err) < 0)
		return -1;
	db_attack(s, d, s->cur, type, out);
	db_after_action(s, d, false, out);
	return 0;
}

/* Apply the points of a split: per[] points to each component type. */
static int db_cmd_damage(struct db_state *s, const struct cmd *c,
			 struct tt_out *out, struct tt_err *err)
{
	struct db_pend *p = &s->pend[0];
	struct db_bot *b = &s->bot[p->bot];
	int per[DB_DT_SECRET] = { 0 }, sum = 0, amount = p->amount, bot = p->bot, chooser = p->seat;

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
	if (sum == 0)
		return tt_errf(err, "usage: damage COMP [N] ... (COMP movement, ranged or melee)");
	if (sum > amount)
		return tt_errf(err, "only %d damage is left to split", amount);
	for (int t = 0; t < DB_DT_SECRET; t++)
		if (per[t] > b->hp[t])
			return tt_errf(err, "the %s has only %d HP left", db_type_names[t], b->hp[t]);
	for (int t = 0; t < DB_DT_SECRET; t++)
		if (per[t]) {
			b->hp[t] = (int8_t)(b->hp[t] - per[t]);
			tt_outf(out, "%s's %s takes %d damage (%d HP left)%s.\n", b->name,
				db_type_names[t], per[t], b->hp[t], b->hp[t] ? "" : " and is disabled");
		}
	db_pop_pend(s);
	if (amount > sum) {
		/* re-queue the rest in front: splits it or applies it if forced */
		struct db_pend keep[DB_NPEND];
		int nkeep = s->npend;
		memcpy(keep, s->pend, sizeof keep);
		s->npend = 0;
		db_hit_parts(s, bot, amount - sum, chooser, out);
		for (int i = 0; i < nkeep && s->phase != DB_PH_OVER; i++)
			s->pend[s->npend++] = keep[i];
	}
	db_check_scrap(s, bot, out);
	return 0;
}

static int db_cmd_wall(struct db_state *s, const struct db_data *d, const struct cmd *c,
		       struct tt_out *out, struct tt_err *err)
{
	int bot = s->pend[0].bot, dir = c->argc == 2 ? db_dir_parse(c->argv[1]) : -1;
	struct db_bot *b = &s->bot[bot];

	if (dir < 0)
		return tt_errf(err, "usage: wall n|e|s|w");
	if (!db_wall_ok(s, d, bot, dir))
		return tt_errf(err, "a bot leaving a wall needs a free adjacent space that is not a wall");
	db_pop_pend(s);
	b->x = (int8_t)(b->x + sq_dirs[dir].x);
	b->y = (int8_t)(b->y + sq_dirs[dir].y);
	tt_outf(out, "%s steps off the wall to %d,%d.\n", b->name, b->x + 1, b->y + 1);
	db_enter(s, d, bot, false, out);
	db_belts(s, d, out);
	return 0;
}

static int db_cmd_number(struct db_state *s, const struct db_data *d, const struct cmd *c,
			 struct tt_out *out, struct tt_err *err)
{
	int n;

	if (c->argc != 2 || cmd_int(c->argv[1], 1, 6, "number", &n, err) < 0)
		return c->argc != 2 ? tt_errf(err, "usage: number N (1-6)") : -1;
	db_pop_pend(s);
	tt_outf(out, "%s chooses number %d.\n", db_seat_name(s->cur), n);
	db_flip_number(s, d, n, out);
	db_belts(s, d, out);
	return 0;
}

static int db_cmd_hazard(struct db_state *s, const struct db_data *d, struct tt_out *out,
			 struct tt_err *err)
{
	struct db_bot *b = &s->bot[s->cur];
	int roll;

	if (b->hazard <= 0)
		return tt_errf(err, "your hazard card has no uses left (4 a game)");
	if (s->hazard_done)
		return tt_errf(err, "the hazard card is used at most once a turn");
	b->hazard--;
	s->hazard_done = true;
	roll = dice_roll(&s->dice, 6);
	tt_outf(out, "%s uses the hazard card (%d left) and rolls %d.\n", db_seat_name(s->cur),
		b->hazard, roll);
	if (roll == 1) {
		tt_outf(out, "A 1: %s chooses which number flips.\n", db_seat_name(s->cur));
		db_push_pend(s, DB_PK_NUMBER, s->cur, s->cur, 0, false);
		return 0;
	}
	db_flip_number(s, d, roll, out);
	db_belts(s, d, out);
	return 0;
}

static int db_cmd_secret(struct db_state *s, const struct db_data *d, const struct cmd *c,
			 struct tt_out *out, unsigned *flags, struct tt_err *err)
{
	int arg = -1;

	if (c->argc > 2)
		return tt_errf(err, "usage: secret [movement|ranged|melee]");
	if (c->argc == 2 && (arg = db_comp_parse(c->argv[1])) < 0)
		return tt_errf(err, "'%s' is not movement, ranged or melee", c->argv[1]);
	if (db_secret_check(s, d, s->cur, arg, err) < 0)
		return -1;
	db_secret(s, d, s->cur, arg, out);
	*flags |= TT_APPLY_REVEAL;
	db_belts(s, d, out);
	return 0;
}

/* Commands of the duel; a pending decision must be answered first. */
static int db_duel(struct db_state *s, const struct db_data *d, const struct cmd *c,
		   struct tt_out *out, unsigned *flags, struct tt_err *err)
{
	static const char *const pverb[] = { "damage", "wall", "number" };
	const char *v = c->argv[0];

	if (s->npend > 0) {
		if (strcmp(v, pverb[s->pend[0].kind]) != 0)
			return tt_errf(err, "first answer the pending decision ('%s')",
				       pverb[s->pend[0].kind]);
		if (s->pend[0].kind == DB_PK_DAMAGE)
			return db_cmd_damage(s, c, out, err);
		if (s->pend[0].kind == DB_PK_WALL)
			return db_cmd_wall(s, d, c, out, err);
		return db_cmd_number(s, d, c, out, err);
	}
	if (strcmp(v, "move") == 0)
		return db_cmd_move(s, d, c, out, err);
	if (strcmp(v, "attack") == 0)
		return db_cmd_attack(s, d, c, out, err);
	if (strcmp(v, "hazard") == 0)
		return db_cmd_hazard(s, d, out, err);
	if (strcmp(v, "secret") == 0)
		return db_cmd_secret(s, d, c, out, flags, err);
	if (strcmp(v, "end") == 0) {
		tt_outf(out, "%s ends the turn.\n", db_seat_name(s->cur));
		s->bot[s->cur].netted = false;
		db_start_turn(s, d, 1 - s->cur, out);
		return 0;
	}
	return tt_errf(err, "'%s' is not possible now: nothing is pending", v);
}

int db_apply(void *st, const void *data, int seat, const struct cmd *c, struct tt_out *out,
	     unsigned *flags, struct tt_err *err)
{
	struct db_state *s = st;
	const struct db_data *d = data;
	const char *v = c->argv[0];
	int rc;

	*flags = 0;
	if (strcmp(v, "name") == 0)
		return db_cmd_name(s, seat, c, out, err);
	if (s->phase == DB_PH_OVER)
		return tt_errf(err, "the game is over: %s", s->reason);
	if (seat != db_actor(s))
		return tt_errf(err, "it is %s's decision now", db_seat_name(db_actor(s)));
	if (strcmp(v, "first") == 0)
		return db_cmd_first(s, d, c, out, err);
	if (strcmp(v, "pick") == 0) {
		int n;
		if (s->phase != DB_PH_DRAFT)
			return tt_errf(err, "the draft is over");
		if (c->argc != 2 || cmd_int(c->argv[1], 1, 3, "card", &n, err) < 0)
			return c->argc != 2 ? tt_errf(err, "usage: pick N") : -1;
		return db_draft_pick(s, d, seat, n, out, flags, err);
	}
	if (s->phase != DB_PH_DUEL)
		return tt_errf(err, "'%s' waits until the bots are built", v);
	rc = db_duel(s, d, c, out, flags, err);
	if (rc == 0)
		db_settle(s, d, out);
	return rc;
}

static void db_result(const void *st, const void *data, struct tt_result *r)
{
	const struct db_state *s = st;

	(void)data;
	memset(r, 0, sizeof *r);
	r->over = s->phase == DB_PH_OVER;
	if (!r->over)
		return;
	r->place[s->winner] = 1;
	r->place[1 - s->winner] = 2;
	snprintf(r->summary, sizeof r->summary, "%s after %d turns.\n", s->reason, s->turn);
}

/* Invariants: bots on the board, apart, HP within the cards' limits, and
 * never standing on a wall unless stepping off it is pending (or there was
 * no free space beside it). */
static int db_check(const void *st, const void *data, struct tt_err *err)
{
	const struct db_state *s = st;
	const struct db_data *d = data;

	for (int b = 0; b < 2; b++) {
		const struct db_bot *x = &s->bot[b];
		if (!db_on_board(x->x, x->y))
			return tt_errf(err, "%s is off the arena", db_seat_name(b));
		if (x->armor < 0 || x->armor > DB_ARMOR || x->hazard < 0 || x->hazard > DB_HAZARD)
			return tt_errf(err, "%s's armor or hazard count is out of range", db_seat_name(b));
		for (int t = 0; t < DB_DT_SECRET; t++)
			if (x->hp[t] < 0 || (x->comp[t] >= 0 && x->hp[t] > d->comp[x->comp[t]].hp))
				return tt_errf(err, "%s's %s HP is out of range", db_seat_name(b),
					       db_type_names[t]);
	}
	if (s->bot[0].x == s->bot[1].x && s->bot[0].y == s->bot[1].y)
		return tt_errf(err, "both bots stand on %d,%d", s->bot[0].x + 1, s->bot[0].y + 1);
	if (s->phase == DB_PH_DUEL && (s->actions < 0 || s->npend < 0 || s->npend > DB_NPEND))
		return tt_errf(err, "turn counters out of range");
	return 0;
}

const struct engine_ops deathbot_ops = {
	.id = "deathbot",
	.title = "DeathBot Derby",
	.min_seats = 2,
	.max_seats = 2,
	.seat_names = db_seats,
	.default_scenario = "standard",
	.rig_max = 6,
	.hidden_info = true,
	.state_size = sizeof(struct db_state),
	.verbs = db_verbs,
	.nverbs = sizeof db_verbs / sizeof db_verbs[0],
	.load = db_load,
	.unload = db_unload,
	.create = db_create,
	.apply = db_apply,
	.prompt = db_prompt,
	.look = db_look,
	.view = db_view,
	.redact = db_redact,
	.ai = db_ai,
	.result = db_result,
	.dump = db_dump,
	.dice = db_dice,
	.check = db_check,
};
