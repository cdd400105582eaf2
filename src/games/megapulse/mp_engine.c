/*
 * mp_engine.c - Megapulse's engine_ops: options and setup, apply (a typed
 * command must equal one of the prompt's options), prompt, result.
 *
 * Options: track=NAME, side=a|b (default b with 2 players, else a),
 * laps=N, pilots=P1/P2/... (in seat order; ',' also separates),
 * order=random|seats.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include "mp.h"

static cmd_exec_fn mp_cmd_take, mp_cmd_select, mp_cmd_forward, mp_cmd_turn;

/* Every verb takes one of the prompt's options (mp_cmd_take); select,
 * forward, play and done explain a refusal in their own words. */
static const struct cmd_verb mp_verbs[] = {
	{ .name = "select", .usage = "CARD CARD", .help = "choose your 2 cards for this round, in secret",
	  .exec = mp_cmd_select, .max_args = 2 },
	{ .name = "play", .usage = "CARD", .help = "resolve one of your selected cards",
	  .exec = mp_cmd_turn, .min_args = 1, .max_args = 1 },
	{ .name = "race", .usage = "", .help = "drive forward the movement of your current Speed",
	  .exec = mp_cmd_take },
	{ .name = "repair", .usage = "", .help = "lose all Speed and repair all Hull",
	  .exec = mp_cmd_take },
	{ .name = "frenzy", .usage = "", .help = "spend a Frenzy token to drive 1 space forward",
	  .exec = mp_cmd_take },
	{ .name = "done", .usage = "", .help = "end your turn, your targets, your regains or your buying",
	  .exec = mp_cmd_turn },
	{ .name = "option", .usage = "a|b", .help = "choose one side of a card's OR",
	  .exec = mp_cmd_take, .min_args = 1, .max_args = 1 },
	{ .name = "pay", .usage = "", .help = "pay the cost of the card's option",
	  .exec = mp_cmd_take },
	{ .name = "decline", .usage = "", .help = "do not pay the cost: the option has no effect",
	  .exec = mp_cmd_take },
	{ .name = "left", .usage = "", .help = "drive sideways to the car's left (up on the screen), or push the car "
	  "you hit there",
	  .exec = mp_cmd_take },
	{ .name = "right", .usage = "", .help = "drive sideways to the car's right (down on the screen), or push the car "
	  "you hit there",
	  .exec = mp_cmd_take },
	{ .name = "skip", .usage = "", .help = "do not use an optional sideways move",
	  .exec = mp_cmd_take },
	{ .name = "drift", .usage = "", .help = "move forward in a curve, losing traction along the arrow",
	  .exec = mp_cmd_take },
	{ .name = "forward", .usage = "", .help = "move straight forward (not in a curve)",
	  .exec = mp_cmd_forward },
	{ .name = "grip", .usage = "", .help = "apply GRIP for this space: ignore loss of traction",
	  .exec = mp_cmd_take },
	{ .name = "zap", .usage = "left|right", .help = "apply ZAP for this space: move diagonally",
	  .exec = mp_cmd_take, .min_args = 1, .max_args = 1 },
	{ .name = "target", .usage = "CAR|CELL", .help = "choose a hovercar, or a bomb by its space",
	  .exec = mp_cmd_take, .min_args = 1, .max_args = 1 },
	{ .name = "place", .usage = "CELL", .help = "place your bomb with its left end on this space",
	  .exec = mp_cmd_take, .min_args = 1, .max_args = 1 },
	{ .name = "regain", .usage = "CARD", .help = "take a lost card back into your hand",
	  .exec = mp_cmd_take, .min_args = 1, .max_args = 1 },
	{ .name = "buy", .usage = "N", .help = "spend an Upgrade token on market card N (1-4)",
	  .exec = mp_cmd_take, .min_args = 1, .max_args = 1 },
	{ .name = "deck", .usage = "", .help = "spend an Upgrade token on the top card of the deck",
	  .exec = mp_cmd_take },
	{ .name = "level", .usage = "CARD", .help = "spend an Upgrade token to move a passive to Level II",
	  .exec = mp_cmd_take, .min_args = 1, .max_args = 1 },
	{ .name = "replace", .usage = "CARD", .help = "put the new passive in place of this Level I passive",
	  .exec = mp_cmd_take, .min_args = 1, .max_args = 1 },
	{ .name = "discard", .usage = "", .help = "lose the new passive instead of replacing one",
	  .exec = mp_cmd_take },
	{ .name = "slot", .usage = "CAR", .help = "repair the Hull lying next to that rival's token",
	  .exec = mp_cmd_take, .min_args = 1, .max_args = 1 },
};

const char *mp_verb_help(const char *verb)
{
	const struct cmd_verb *v = cmd_verb_find(mp_verbs, sizeof mp_verbs / sizeof mp_verbs[0], verb);

	return v ? v->help : NULL;
}

enum mp_opt { MP_OPT_TRACK, MP_OPT_SIDE, MP_OPT_LAPS, MP_OPT_PILOTS, MP_OPT_ORDER, MP_NOPT };

static const struct opts_def mp_opts[MP_NOPT] = {
	[MP_OPT_TRACK] = { .name = "track", .type = OPTS_TEXT, .arg = "NAME",
		.def = "the scenario's first track", .help = "which of the scenario's tracks is raced" },
	[MP_OPT_SIDE] = { .name = "side", .type = OPTS_WORD, .words = "a|b",
		.def = "b with 2 players, else a", .help = "which side of the track board is used" },
	[MP_OPT_LAPS] = { .name = "laps", .type = OPTS_INT, .lo = 1, .hi = 9,
		.def = "the track's", .help = "how many laps the race has" },
	[MP_OPT_PILOTS] = { .name = "pilots", .type = OPTS_TEXT, .arg = "P1/P2/...", .list = true,
		.def = "the scenario's pilots in order", .help = "one pilot per seat, in seat order" },
	[MP_OPT_ORDER] = { .name = "order", .type = OPTS_WORD, .words = "random|seats",
		.def = "random", .help = "the turn order: drawn from the seed, or the seat order" },
};

static int mp_pilots(struct mp_state *st, const struct mp_data *d, const char *v,
		     struct tt_err *err)
{
	int s = 0;

	while (*v && s < st->nseats) {
		size_t l = strcspn(v, ",/");
		int p;
		for (p = 0; p < d->npilot; p++)
			if (strlen(d->pilot[p].name) == l && !strncmp(d->pilot[p].name, v, l))
				break;
		if (p == d->npilot)
			return tt_errf(err, "unknown pilot '%.*s'", (int)l, v);
		for (int o = 0; o < s; o++)
			if (st->car[o].pilot == p)
				return tt_errf(err, "pilot '%s' is taken twice", d->pilot[p].name);
		st->car[s++].pilot = (uint8_t)p;
		v += l + (v[l] != '\0');
	}
	if (s != st->nseats)
		return tt_errf(err, "pilots= needs one pilot per player (%d)", st->nseats);
	return 0;
}

static int mp_track_opts(struct mp_state *st, const struct mp_data *d,
			 const struct opts_set *set, struct tt_err *err)
{
	const struct opts_val *track = opts_get(set, MP_OPT_TRACK), *side = opts_get(set, MP_OPT_SIDE);
	const struct opts_val *laps = opts_get(set, MP_OPT_LAPS);
	const char *name = track ? track->text : d->track[0].name;
	int b = side ? side->num : st->nseats == 2 ? 1 : 0;

	st->track = mp_track_find(d, name, b);
	if (st->track < 0 && !side)
		st->track = mp_track_find(d, name, !b);
	if (st->track < 0)
		return tt_errf(err, "no track '%s' side %c in this scenario", name, b ? 'b' : 'a');
	st->laps = laps ? laps->num : d->track[st->track].laps;
	return 0;
}

/* The turn order: the seats in order, or drawn one by one from the seed. */
static void mp_draw_order(struct mp_state *st, bool seats)
{
	int8_t left[MP_SEATS];
	int n = st->nseats;

	for (int s = 0; s < n; s++)
		left[s] = (int8_t)s;
	for (int i = 0; i < st->nseats; i++) {
		int k = seats ? 0 : (int)dice_below(&st->dice, (uint32_t)n);
		st->order[i] = left[k];
		memmove(&left[k], &left[k + 1], (size_t)(n - k - 1));
		n--;
	}
}

static int mp_create(void *vst, const void *vd, const struct tt_setup *su, struct tt_err *err)
{
	struct mp_state *st = vst;
	const struct mp_data *d = vd;
	struct opts_set set;
	const struct opts_val *v;
	struct tt_out junk;

	if (su->nseats < 2 || su->nseats > MP_SEATS)
		return tt_errf(err, "Megapulse is for 2 to 4 players");
	st->nseats = su->nseats;
	dice_init(&st->dice, su->seed);
	for (int s = 0; s < st->nseats; s++) {
		tt_strlcpy(st->seatname[s], su->seat[s].name, sizeof st->seatname[s]);
		st->carid[s] = 0;
		for (int k = 0; mp_car_names[k]; k++)
			if (strcmp(mp_car_names[k], su->seat[s].name) == 0)
				st->carid[s] = (int8_t)k;
		st->car[s].pilot = (uint8_t)s;
	}
	if (opts_parse(mp_opts, MP_NOPT, "Megapulse", su->opts, &set, err) < 0 ||
	    mp_track_opts(st, d, &set, err) < 0)
		return -1;
	v = opts_get(&set, MP_OPT_PILOTS);
	if (v && mp_pilots(st, d, v->text, err) < 0)
		return -1;
	v = opts_get(&set, MP_OPT_ORDER);
	mp_draw_order(st, v && v->num == 1);
	mp_setup(st, d);
	if (mp_apply_start(st, d, err) < 0)
		return -1;
	tt_out_clear(&junk);
	mp_run(st, d, &junk);
	return 0;
}

static void mp_canon(const struct cmd *c, char *buf, size_t cap)
{
	size_t n = 0;

	buf[0] = '\0';
	for (int i = 0; i < c->argc && n + 1 < cap; i++) {
		n += (size_t)snprintf(buf + n, cap - n, "%s%s", i ? " " : "", c->argv[i]);
		if (n >= cap)
			n = cap - 1;
	}
	for (char *p = buf; *p; p++)
		*p = (char)tolower((unsigned char)*p);
}

/* Why a select command is wrong, if it names the wrong cards. */
static bool mp_select_err(const struct mp_state *st, const struct mp_data *d, int seat,
			  const struct cmd *c, struct tt_err *err)
{
	const struct mp_car *car = &st->car[seat];
	int want = car->nhand < 2 ? car->nhand : 2;

	if (c->argc - 1 != want) {
		tt_errf(err, "select names %d card%s of your hand", want, want == 1 ? "" : "s");
		return true;
	}
	for (int a = 1; a < c->argc; a++) {
		bool found = false;
		for (int k = 0; k < car->nhand; k++)
			found = found || strcasecmp(d->card[car->hand[k]].name, c->argv[a]) == 0;
		if (!found) {
			tt_errf(err, "'%s' is not in your hand", c->argv[a]);
			return true;
		}
	}
	if (c->argc == 3 && strcasecmp(c->argv[1], c->argv[2]) == 0) {
		tt_errf(err, "select two different cards");
		return true;
	}
	return false;
}

/* The prompt and the options of the seat that typed a command. */
struct mp_menu {
	struct tt_prompt p;		/* text: what is asked; opt[0..n): the seat's options */
	struct mp_act acts[TT_MAXOPT];
	int n;
};

/* Take the option that the typed command c (or alt, the same in other
 * words) names: 0 and done, or 1 when it names none (m then holds the
 * prompt and the options for mp_refuse). */
static int mp_take(struct mp_state *st, const struct mp_data *d, int seat, const struct cmd *c,
		   const char *alt, struct mp_menu *m, struct tt_out *out, unsigned *flags)
{
	char want[CMD_MAXLINE];

	mp_prompt(st, d, &m->p);
	m->n = mp_options(st, d, seat, m->acts, m->p.opt, TT_MAXOPT);
	mp_canon(c, want, sizeof want);
	for (int i = 0; i < m->n; i++)
		if (strcmp(m->p.opt[i].cmd, want) == 0 || (alt && strcmp(m->p.opt[i].cmd, alt) == 0)) {
			*flags = (unsigned)mp_do(st, d, seat, &m->acts[i], out);
			return 0;
		}
	return 1;
}

/* Why c is none of the options: an example of the verb's legal forms,
 * else why (when given), else what the prompt asks for. */
static int mp_refuse(const struct mp_menu *m, const struct cmd *c, const char *why,
		     struct tt_err *err)
{
	char want[CMD_MAXLINE];
	size_t vl = strlen(c->argv[0]);

	mp_canon(c, want, sizeof want);
	for (int i = 0; i < m->n; i++)
		if (strncmp(m->p.opt[i].cmd, c->argv[0], vl) == 0 && m->p.opt[i].cmd[vl] == ' ')
			return tt_errf(err, "'%s' is not a legal choice: %s (e.g. '%s')", want, m->p.text,
				       m->p.opt[i].cmd);
	if (why)
		return tt_errf(err, "%s", why);
	return tt_errf(err, "you cannot '%s' now: %s", c->argv[0], m->p.text);
}

static int mp_cmd_take(const struct cmd_call *k)
{
	struct mp_menu m;

	if (mp_take(k->ctx, k->data, k->seat, k->c, NULL, &m, k->out, k->flags) == 0)
		return 0;
	return mp_refuse(&m, k->c, NULL, k->err);
}

/* select A B: the two cards in either order. */
static int mp_cmd_select(const struct cmd_call *k)
{
	struct mp_state *st = k->ctx;
	struct mp_menu m;
	char alt[CMD_MAXLINE] = "";

	if (k->c->argc == 3) {
		snprintf(alt, sizeof alt, "select %s %s", k->c->argv[2], k->c->argv[1]);
		for (char *q = alt; *q; q++)
			*q = (char)tolower((unsigned char)*q);
	}
	if (mp_take(st, k->data, k->seat, k->c, alt[0] ? alt : NULL, &m, k->out, k->flags) == 0)
		return 0;
	if (st->dec == MP_D_SELECT && mp_select_err(st, k->data, k->seat, k->c, k->err))
		return -1;
	return mp_refuse(&m, k->c, NULL, k->err);
}

/* play and done in the Execution turn: a destroyed car resolves nothing,
 * and the turn ends only once every selected card is resolved and the car
 * has raced or repaired. */
static int mp_cmd_turn(const struct cmd_call *k)
{
	struct mp_state *st = k->ctx;
	struct mp_menu m;
	char todo[200];	/* as long as a prompt line */

	if (mp_take(st, k->data, k->seat, k->c, NULL, &m, k->out, k->flags) == 0)
		return 0;
	if (st->dec == MP_D_TURN && strcmp(k->c->argv[0], "play") == 0 && st->car[k->seat].destroyed)
		return mp_refuse(&m, k->c, "a destroyed car cannot resolve cards: REPAIR first (if "
				 "you RACE, your cards have no effect)", k->err);
	if (st->dec == MP_D_TURN && strcmp(k->c->argv[0], "done") == 0) {
		mp_turn_todo(st, k->data, k->seat, todo, sizeof todo);
		return tt_errf(k->err, "a turn ends only when each selected card is resolved and the "
			       "car has RACEd or REPAIRed (Execution phase): %s", todo);
	}
	return mp_refuse(&m, k->c, NULL, k->err);
}

static int mp_cmd_forward(const struct cmd_call *k)
{
	struct mp_state *st = k->ctx;
	struct mp_menu m;

	if (mp_take(st, k->data, k->seat, k->c, NULL, &m, k->out, k->flags) == 0)
		return 0;
	return mp_refuse(&m, k->c, st->dec != MP_D_STYLE ? NULL : "in a curve you cannot go straight "
			 "ahead: drift (lose traction), or GRIP or ZAP if you have them", k->err);
}

static int mp_apply(void *vst, const void *vd, int seat, const struct cmd *c, struct tt_out *out,
		    unsigned *flags, struct tt_err *err)
{
	struct mp_state *st = vst;
	const struct cmd_verb *v = cmd_verb_find(mp_verbs, sizeof mp_verbs / sizeof mp_verbs[0],
						 c->argv[0]);

	*flags = 0;
	if (st->phase == MP_PH_OVER)
		return tt_errf(err, "the race is over");
	if (st->dec == MP_D_SELECT ? (seat < 0 || seat >= st->nseats || st->car[seat].picked)
				: seat != st->dseat) {
		struct tt_prompt p;
		mp_prompt(st, vd, &p);
		return tt_errf(err, "it is not your decision: waiting for %s", st->seatname[p.seat]);
	}
	if (!v)
		return tt_errf(err, "Megapulse has no command '%s'", c->argv[0]);
	return cmd_verb_run(v, &(struct cmd_call){ st, vd, seat, c, out, flags, err });
}

/* Each car's place by the rule that gave it: the race ends with the round
 * in which a car completes its last lap, and the car furthest past the
 * START flag wins, ties going to the earlier in turn order. */
static void mp_result_detail(const struct mp_state *st, const struct mp_data *d, const int *rank,
			     char *buf, size_t cap)
{
	size_t len = 0;

	for (int i = 0; i < st->nseats && len < cap; i++) {
		const struct mp_car *c = &st->car[rank[i]];
		int turn = 0;

		for (int k = 0; k < st->nseats; k++)
			if (st->order[k] == rank[i])
				turn = k + 1;
		len += (size_t)snprintf(buf + len, cap - len, "%d. %s: %s\n", i + 1, st->seatname[rank[i]],
					i == 0 ? "wins: the furthest past the START flag" :
					"behind the car above it");
		if (len >= cap)
			return;
		len += (size_t)snprintf(buf + len, cap - len, "  %d of %d laps, %d rows on from the START "
					"flag (%d rows in all); turn order %d; Hull %d%s\n", c->laps, st->laps,
					mp_row(st, d, c->pos) + 1, mp_prog(st, d, c->pos) + 1, turn, mp_hull(c),
					c->destroyed ? " (destroyed)" : "");
		if (i > 0 && mp_prog(st, d, c->pos) == mp_prog(st, d, st->car[rank[i - 1]].pos) && len < cap)
			len += (size_t)snprintf(buf + len, cap - len, "  level with the car above: the "
						"earlier in turn order places first\n");
	}
}

static void mp_result(const void *vst, const void *vd, struct tt_result *r)
{
	const struct mp_state *st = vst;
	const struct mp_data *d = vd;
	int rank[MP_SEATS], n = st->nseats;
	size_t len = 0;

	memset(r, 0, sizeof *r);
	r->over = st->phase == MP_PH_OVER;
	if (!r->over)
		return;
	for (int i = 0; i < n; i++)
		rank[i] = st->order[i];
	for (int i = 1; i < n; i++)	/* stable: turn order breaks ties */
		for (int j = i; j > 0 && mp_prog(st, d, st->car[rank[j]].pos) >
				    mp_prog(st, d, st->car[rank[j - 1]].pos); j--) {
			int t = rank[j];
			rank[j] = rank[j - 1];
			rank[j - 1] = t;
		}
	for (int i = 0; i < n; i++) {
		const struct mp_car *c = &st->car[rank[i]];
		r->place[rank[i]] = i + 1;
		len += (size_t)snprintf(r->summary + len, sizeof r->summary - len,
					"%d. %-8s laps %d/%d, row %d (progress %d rows), Hull %d\n",
					i + 1, st->seatname[rank[i]], c->laps, st->laps,
					mp_row(st, d, c->pos) + 1, mp_prog(st, d, c->pos) + 1, mp_hull(c));
		if (len >= sizeof r->summary)
			break;
	}
	mp_result_detail(st, d, rank, r->detail, sizeof r->detail);
}

/* Invariants: one car a space, on the track, Hull and bombs and the
 * stockpile conserved (when no [start] section changed them). */
static int mp_check(const void *vst, const void *vd, struct tt_err *err)
{
	const struct mp_state *st = vst;
	const struct mp_data *d = vd;
	int frenzy = st->stock_frenzy, tokens = st->stock_tokens, multi = st->stock_multi;
	int shields = st->stock_shield;
	bool custom = d->nsbomb > 0;

	for (int s = 0; s < st->nseats; s++) {
		const struct mp_car *c = &st->car[s];
		int supers = c->bombs, h = mp_hull(c);
		custom = custom || d->start[st->carid[s]].set;
		bool shared = st->dec == MP_D_PUSH && (s == st->push_car || s == st->push_mover);
		if (!mp_space(st, d, c->pos, c->lane) || (!shared && mp_car_at(st, d, c->pos, c->lane) != s))
			return tt_errf(err, "%s is not alone on a space of the track", st->seatname[s]);
		if (h < 0 || h > MP_HULL || c->destroyed != (h == 0))
			return tt_errf(err, "%s has Hull %d, destroyed %d", st->seatname[s], h, c->destroyed);
		if (mp_bomb_at(st, mp_row(st, d, c->pos), c->lane) >= 0 && !shared)
			return tt_errf(err, "%s sits on a bomb", st->seatname[s]);
		for (int b = 0; b < st->nbomb; b++)
			supers += st->bomb[b].owner == s && !st->bomb[b].multi;
		if (supers != 3 && !custom)
			return tt_errf(err, "%s has %d Superbombs in all", st->seatname[s], supers);
		frenzy += c->frenzy;
		tokens += c->tokens;
		shields += c->shields;
	}
	for (int b = 0; b < st->nbomb; b++)
		multi += st->bomb[b].multi;
	if (!custom && (frenzy != d->stock_frenzy || tokens != d->stock_tokens ||
			multi != d->stock_multi || shields != d->stock_shield))
		return tt_errf(err, "the stockpile is not conserved");
	return 0;
}

static struct dice *mp_dice(void *vst)
{
	return &((struct mp_state *)vst)->dice;
}

const struct engine_ops megapulse_ops = {
	.id = "megapulse",
	.title = "Megapulse",
	.min_seats = 2,
	.max_seats = 4,
	.seat_names = mp_car_names,
	.default_scenario = "standard",
	.rig_max = 1,		/* no dice: the random draws are not die rolls */
	.hidden_info = true,
	.state_size = sizeof(struct mp_state),
	.verbs = mp_verbs,
	.nverbs = sizeof mp_verbs / sizeof mp_verbs[0],
	.opts = mp_opts,
	.nopts = MP_NOPT,
	.glyphs = &mp_glyphs,
	.load = mp_load,
	.unload = mp_unload,
	.create = mp_create,
	.apply = mp_apply,
	.prompt = mp_prompt,
	.look = mp_look,
	.info = mp_info,
	.view = mp_view,
	.redact = mp_redact,
	.ai = mp_ai,
	.result = mp_result,
	.dump = mp_dump,
	.dice = mp_dice,
	.check = mp_check,
};
