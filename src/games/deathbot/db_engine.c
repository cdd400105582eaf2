/*
 * db_engine.c - DeathBot Derby: the engine_ops table, the options, create,
 * the result and the invariants (the commands are in db_cmd.c).
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

static int db_who(const void *st, const void *data, uint32_t *waiting)
{
	int seat = db_actor(st);

	(void)data;
	*waiting = seat >= 0 ? 1u << seat : 0;
	return seat;
}

static struct dice *db_dice(void *st)
{
	return &((struct db_state *)st)->dice;
}

enum db_opt { DB_OPT_BOTS, DB_OPT_FIRST, DB_NOPT };

static const struct opts_def db_opts[DB_NOPT] = {
	[DB_OPT_BOTS] = { .name = "bots", .type = OPTS_WORD, .words = "draft|training",
		.def = "draft", .help = "build the bots by the secret draft, or give both players "
		"the rulebook's Training Bots" },
	[DB_OPT_FIRST] = { .name = "first", .type = OPTS_WORD, .words = "ask|red|blue|random",
		.def = "ask", .help = "who goes first: asked of the table as the first prompt, "
		"red, blue, or by a die roll (1-3 red, 4-6 blue)" },
};

/* The options: *training, and *first = -2 ask, -1 roll, else the seat. */
static int db_options(const char *opts, bool *training, int *first, struct tt_err *err)
{
	struct opts_set set;
	const struct opts_val *v;

	if (opts_parse(db_opts, DB_NOPT, "DeathBot Derby", opts, &set, err) < 0)
		return -1;
	v = opts_get(&set, DB_OPT_BOTS);
	*training = v && v->num == 1;
	v = opts_get(&set, DB_OPT_FIRST);
	*first = !v || v->num == 0 ? -2 : v->num == 3 ? -1 : v->num - 1;
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

static int db_create(void *st, const void *data, const struct tt_setup *setup, struct tt_err *err)
{
	struct db_state *s = st;
	const struct db_data *d = data;
	struct tt_out scratch;	/* create has no log: messages dropped */
	bool training;
	int first;

	if (setup->nseats != 2)
		return tt_errf(err, "DeathBot Derby is a duel: exactly 2 players (red and blue)");
	if (db_options(setup->opts, &training, &first, err) < 0)
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

/* Each bot at the end: why it won or lost (the rule: a bot whose armor
 * and every component are at 0 is scrapped; a bot walled off or trapped
 * with no hazard use left loses), then what it had left. */
static void db_result_detail(const struct db_state *s, const struct db_data *d, char *buf,
			     size_t cap)
{
	size_t len = 0;

	for (int k = 0; k < 2; k++) {
		int b = k == 0 ? s->winner : 1 - s->winner;
		const struct db_bot *bot = &s->bot[b];

		len += (size_t)snprintf(buf + len, cap - len, "%s (%s): %s\n", db_seat_name(b), bot->name,
					k == 0 ? "wins" : s->reason);
		if (len >= cap)
			return;
		len += (size_t)snprintf(buf + len, cap - len, "  armor %d/%d", bot->armor, DB_ARMOR);
		for (int t = 0; t < DB_DT_SECRET && len < cap; t++) {
			const struct db_comp *c = db_comp_of(s, d, b, t);

			if (c)
				len += (size_t)snprintf(buf + len, cap - len, ", %s %d/%d", c->name,
							bot->hp[t], c->hp);
		}
		if (len < cap)
			len += (size_t)snprintf(buf + len, cap - len, "; secret weapon %s; hazard %d "
						"left\n", bot->secret_used ? "used" : "unused", bot->hazard);
		if (len >= cap)
			return;
	}
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
	db_result_detail(s, data, r->detail, sizeof r->detail);
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
	.nverbs = DB_NVERB,
	.opts = db_opts,
	.nopts = DB_NOPT,
	.glyphs = &db_glyphs,
	.load = db_load,
	.unload = db_unload,
	.create = db_create,
	.apply = db_apply,
	.prompt = db_prompt,
	.turn = db_who,
	.look = db_look,
	.info = db_info,
	.view = db_view,
	.redact = db_redact,
	.ai = db_ai,
	.result = db_result,
	.dump = db_dump,
	.dice = db_dice,
	.check = db_check,
};
