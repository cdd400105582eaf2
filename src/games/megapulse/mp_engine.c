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

static const struct cmd_verb mp_verbs[] = {
	{ "select", "CARD CARD", "choose your 2 cards for this round, in secret" },
	{ "play", "CARD", "resolve one of your selected cards" },
	{ "race", "", "drive forward the movement of your current Speed" },
	{ "repair", "", "lose all Speed and repair all Hull" },
	{ "frenzy", "", "spend a Frenzy token to drive 1 space forward" },
	{ "done", "", "end your turn, your targets, your regains or your buying" },
	{ "option", "a|b", "choose one side of a card's OR" },
	{ "pay", "", "pay the cost of the card's option" },
	{ "decline", "", "do not pay the cost: the option has no effect" },
	{ "left", "", "drive sideways to the left, or push the car you hit left" },
	{ "right", "", "drive sideways to the right, or push the car you hit right" },
	{ "skip", "", "do not use an optional sideways move" },
	{ "drift", "", "move forward in a curve, losing traction along the arrow" },
	{ "forward", "", "move straight forward (not in a curve)" },
	{ "grip", "", "apply GRIP for this space: ignore loss of traction" },
	{ "zap", "left|right", "apply ZAP for this space: move diagonally" },
	{ "target", "CAR|CELL", "choose a hovercar, or a bomb by its space" },
	{ "place", "CELL", "place your bomb with its left end on this space" },
	{ "regain", "CARD", "take a lost card back into your hand" },
	{ "buy", "N", "spend an Upgrade token on market card N (1-4)" },
	{ "deck", "", "spend an Upgrade token on the top card of the deck" },
	{ "level", "CARD", "spend an Upgrade token to move a passive to Level II" },
	{ "replace", "CARD", "put the new passive in place of this Level I passive" },
	{ "discard", "", "lose the new passive instead of replacing one" },
	{ "slot", "CAR", "repair the Hull lying next to that rival's token" },
};

/* Value of key in "k=v,k=v"; a piece without '=' continues a list. */
static bool mp_opt(const char *opts, const char *key, char *val, size_t cap)
{
	size_t kl = strlen(key);
	const char *p = opts;

	while (p && *p) {
		if (strncmp(p, key, kl) == 0 && p[kl] == '=') {
			const char *e = p + kl + 1;
			const char *end = e;
			while (*end) {
				const char *comma = strchr(end, ',');
				if (!comma) {
					end += strlen(end);
					break;
				}
				if (strchr(comma + 1, '=') && (!strchr(comma + 1, ',') ||
				     strchr(comma + 1, '=') < strchr(comma + 1, ','))) {
					end = comma;
					break;
				}
				end = comma + 1;
			}
			snprintf(val, cap, "%.*s", (int)(end - e), e);
			return true;
		}
		p = strchr(p, ',');
		p = p ? p + 1 : NULL;
	}
	return false;
}

static int mp_check_keys(const char *opts, struct tt_err *err)
{
	static const char *const keys[] = { "track", "side", "laps", "pilots", "order", NULL };

	for (const char *p = opts; p && *p;) {
		const char *eq = strchr(p, '='), *comma = strchr(p, ',');
		if (eq && (!comma || eq < comma)) {
			int k;
			for (k = 0; keys[k]; k++)
				if ((size_t)(eq - p) == strlen(keys[k]) && !strncmp(p, keys[k], strlen(keys[k])))
					break;
			if (!keys[k])
				return tt_errf(err, "unknown option '%.*s' (expected track, side, laps, "
					       "pilots, order)", (int)(eq - p), p);
		}
		p = comma ? comma + 1 : NULL;
	}
	return 0;
}

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

static int mp_track_opts(struct mp_state *st, const struct mp_data *d, const char *opts,
			 struct tt_err *err)
{
	char v[64], name[24];
	int side = st->nseats == 2 ? 1 : 0;

	tt_strlcpy(name, d->track[0].name, sizeof name);
	if (mp_opt(opts, "track", v, sizeof v))
		tt_strlcpy(name, v, sizeof name);
	if (mp_opt(opts, "side", v, sizeof v)) {
		if (strcmp(v, "a") && strcmp(v, "b"))
			return tt_errf(err, "side= is a or b");
		side = v[0] == 'b';
	}
	st->track = mp_track_find(d, name, side);
	if (st->track < 0 && !mp_opt(opts, "side", v, sizeof v))
		st->track = mp_track_find(d, name, !side);
	if (st->track < 0)
		return tt_errf(err, "no track '%s' side %c in this scenario", name, side ? 'b' : 'a');
	st->laps = d->track[st->track].laps;
	if (mp_opt(opts, "laps", v, sizeof v)) {
		char *end;
		long n = strtol(v, &end, 10);
		if (*end || n < 1 || n > 9)
			return tt_errf(err, "laps= is a number from 1 to 9");
		st->laps = (int)n;
	}
	return 0;
}

static int mp_create(void *vst, const void *vd, const struct tt_setup *su, struct tt_err *err)
{
	struct mp_state *st = vst;
	const struct mp_data *d = vd;
	char v[64];
	bool seats = false;

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
	if (mp_check_keys(su->opts, err) < 0 || mp_track_opts(st, d, su->opts, err) < 0)
		return -1;
	if (mp_opt(su->opts, "pilots", v, sizeof v) && mp_pilots(st, d, v, err) < 0)
		return -1;
	if (mp_opt(su->opts, "order", v, sizeof v)) {
		if (strcmp(v, "seats") && strcmp(v, "random"))
			return tt_errf(err, "order= is random or seats");
		seats = v[0] == 's';
	}
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
	mp_setup(st, d);
	if (mp_apply_start(st, d, err) < 0)
		return -1;
	{
		struct tt_out junk;
		tt_out_clear(&junk);
		mp_run(st, d, &junk);
	}
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

static int mp_apply(void *vst, const void *vd, int seat, const struct cmd *c, struct tt_out *out,
		    unsigned *flags, struct tt_err *err)
{
	struct mp_state *st = vst;
	const struct mp_data *d = vd;
	static const int cap = TT_MAXOPT;
	struct mp_act acts[TT_MAXOPT];
	struct tt_prompt p;
	char want[CMD_MAXLINE], alt[CMD_MAXLINE];
	int n;

	*flags = 0;
	if (st->phase == MP_PH_OVER)
		return tt_errf(err, "the race is over");
	mp_prompt(st, d, &p);
	if (st->dec == MP_D_SELECT ? (seat < 0 || seat >= st->nseats || st->car[seat].picked)
				: seat != st->dseat)
		return tt_errf(err, "it is not your decision: waiting for %s",
			       st->seatname[p.seat]);
	n = mp_options(st, d, seat, acts, p.opt, cap);
	mp_canon(c, want, sizeof want);
	if (c->argc == 3 && strcmp(c->argv[0], "select") == 0) {
		snprintf(alt, sizeof alt, "select %s %s", c->argv[2], c->argv[1]);
		for (char *q = alt; *q; q++)
			*q = (char)tolower((unsigned char)*q);
	} else
		tt_strlcpy(alt, want, sizeof alt);
	for (int i = 0; i < n; i++)
		if (strcmp(p.opt[i].cmd, want) == 0 || strcmp(p.opt[i].cmd, alt) == 0) {
			*flags = (unsigned)mp_do(st, d, seat, &acts[i], out);
			return 0;
		}
	if (st->dec == MP_D_SELECT && strcmp(c->argv[0], "select") == 0 && mp_select_err(st, d, seat, c, err))
		return -1;
	for (int i = 0; i < n; i++)
		if (strncmp(p.opt[i].cmd, c->argv[0], strlen(c->argv[0])) == 0 &&
		    p.opt[i].cmd[strlen(c->argv[0])] == ' ')
			return tt_errf(err, "'%s' is not a legal choice: %s (e.g. '%s')", want, p.text,
				       p.opt[i].cmd);
	if (st->dec == MP_D_TURN && strcmp(c->argv[0], "play") == 0 && st->car[seat].destroyed)
		return tt_errf(err, "a destroyed car cannot resolve cards: REPAIR first (if you RACE, "
			       "your cards have no effect)");
	if (st->dec == MP_D_TURN && strcmp(c->argv[0], "done") == 0) {
		char todo[200];	/* as long as a prompt line */
		mp_turn_todo(st, d, seat, todo, sizeof todo);
		return tt_errf(err, "a turn ends only when each selected card is resolved and the "
			       "car has RACEd or REPAIRed (Execution phase): %s", todo);
	}
	if (st->dec == MP_D_STYLE && strcmp(c->argv[0], "forward") == 0)
		return tt_errf(err, "in a curve you cannot go straight ahead: drift (lose traction), "
			       "or GRIP or ZAP if you have them");
	return tt_errf(err, "you cannot '%s' now: %s", c->argv[0], p.text);
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
	.load = mp_load,
	.unload = mp_unload,
	.create = mp_create,
	.apply = mp_apply,
	.prompt = mp_prompt,
	.view = mp_view,
	.redact = mp_redact,
	.ai = mp_ai,
	.result = mp_result,
	.dump = mp_dump,
	.dice = mp_dice,
	.check = mp_check,
};
