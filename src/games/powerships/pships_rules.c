/*
 * pships_rules.c - Powerships rules: setting up a race (system, track,
 * starting player, starting positions), the turn (dice, heading, move),
 * finishing, places and the points of a series of races.
 *
 * apply() validates everything before it changes anything; every message
 * is one line.  The turn order goes up the seat list ("to the left"); the
 * starting positions are chosen down from the starting player's right.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pships.h"

const int pships_points[PSHIPS_MAXSHIPS] = { 10, 7, 5, 3, 2, 1 };

int pships_max_dice(const struct pships_ship *sh)
{
	return PSHIPS_MAXDICE - sh->damage;
}

static void pships_cap(char *dst, const char *src)
{
	tt_strlcpy(dst, src, TT_NAME_MAX);
	if (dst[0] >= 'a' && dst[0] <= 'z')
		dst[0] = (char)(dst[0] - 'a' + 'A');
}

const struct opts_def pships_opts[PSHIPS_NOPT] = {
	[PSHIPS_OPT_TRACK] = { .name = "track", .type = OPTS_WORD, .words = "random|day|given",
		.def = "the scenario's", .help = "how the three buoys are chosen: at random, by the "
		"day-of-month method, or as the scenario gives them" },
	[PSHIPS_OPT_DAY] = { .name = "day", .type = OPTS_INT, .lo = 1, .hi = 31,
		.def = "the scenario's", .help = "the day of the month that names the first body "
		"of the day-of-month method" },
	[PSHIPS_OPT_PLAIN] = { .name = "plain", .type = OPTS_BOOL, .def = "the scenario's",
		.help = "lay the tiles on their plain sides, without special spaces" },
	[PSHIPS_OPT_RACES] = { .name = "races", .type = OPTS_INT, .lo = 1, .hi = PSHIPS_MAXRACES,
		.def = "1", .help = "how many races the series has, each in a new solar system" },
	[PSHIPS_OPT_FIRST] = { .name = "first", .type = OPTS_TEXT, .arg = "SEAT",
		.def = "the highest roll of two dice", .help = "the seat that starts, without the roll" },
};

/* Apply the checked options (pships_opts) over the scenario's defaults. */
static int pships_options(struct pships_state *s, const struct pships_data *d,
			  const struct tt_setup *setup, struct tt_err *err)
{
	struct opts_set set;
	const struct opts_val *v;

	s->track_mode = (int8_t)d->track;
	s->plain = d->plain;
	s->fixed_first = -1;
	s->day = (uint8_t)d->day;
	s->races = 1;
	if (opts_parse(pships_opts, PSHIPS_NOPT, "Powerships", setup->opts, &set, err) < 0)
		return -1;
	if ((v = opts_get(&set, PSHIPS_OPT_DAY)))
		s->day = (uint8_t)v->num;
	if ((v = opts_get(&set, PSHIPS_OPT_RACES)))
		s->races = (uint16_t)v->num;
	if ((v = opts_get(&set, PSHIPS_OPT_PLAIN)))
		s->plain = v->num != 0;
	if ((v = opts_get(&set, PSHIPS_OPT_TRACK))) {
		if (v->num == PSHIPS_PT_GIVEN && d->track != PSHIPS_PT_GIVEN)
			return tt_errf(err, "this scenario has no [track] section to give the track");
		s->track_mode = (int8_t)v->num;
	}
	if ((v = opts_get(&set, PSHIPS_OPT_FIRST))) {
		for (int i = 0; i < s->nships; i++)
			if (strcmp(v->text, s->name[i]) == 0)
				s->fixed_first = (int8_t)i;
		if (s->fixed_first < 0)
			return tt_errf(err, "option first: no seat named '%s'", v->text);
	}
	return 0;
}

void pships_new_race(struct pships_state *s, const struct pships_data *d)
{
	pships_build_board(s, d);
	s->track_ready = false;
	if (s->track_mode == PSHIPS_PT_RANDOM) {
		pships_track_random(s);
	} else if (s->track_mode == PSHIPS_PT_GIVEN) {
		for (int k = 0; k < 3; k++)
			s->buoy[k] = (uint8_t)d->buoy[k];
		s->finish = d->finish >= 0 ? (uint8_t)d->finish : 255;
		s->start = d->start >= 0 ? (uint8_t)d->start : 255;
		pships_track_finish_given(s, d->sense, d->gate);
	}
	for (int i = 0; i < s->nships; i++) {
		struct pships_ship *sh = &s->ship[i];
		int16_t pts = sh->points, last = sh->last_points;
		memset(sh, 0, sizeof *sh);
		sh->points = pts;
		sh->last_points = last;
	}
	s->first = s->fixed_first;
	s->nplaced = 0;
	s->round = 0;
	s->nfinished = 0;
	s->winner_in = false;
	s->plan = 0;
	s->plan_reroll = 0;
	s->pending = 0;
	s->turn = 0;
	s->phase = PSHIPS_PP_START;
	if (s->track_ready && s->first >= 0) {
		s->phase = PSHIPS_PP_PLACE;
		s->turn = (uint8_t)((s->first + s->nships - 1) % s->nships);
	}
}

int pships_create(void *st, const void *data, const struct tt_setup *setup, struct tt_err *err)
{
	struct pships_state *s = st;
	const struct pships_data *d = data;

	if (setup->nseats < 2 || setup->nseats > PSHIPS_MAXSHIPS)
		return tt_errf(err, "Powerships is for 2 to 6 ships, not %d", setup->nseats);
	s->nships = setup->nseats;
	for (int i = 0; i < s->nships; i++)
		tt_strlcpy(s->name[i], setup->seat[i].name, TT_NAME_MAX);
	dice_init(&s->dice, setup->seed);
	if (pships_options(s, d, setup, err) < 0)
		return -1;
	s->race = 1;
	pships_new_race(s, d);
	return 0;
}

/* "<Name><what>\n" with the seat's name capitalised. */
static void pships_say(struct tt_out *out, const struct pships_state *s, int i, const char *what)
{
	char nm[TT_NAME_MAX];

	pships_cap(nm, s->name[i]);
	tt_outf(out, "%s%s\n", nm, what);
}

/* Placement order: from the starting player's right, going down the seats. */
static int pships_placer(const struct pships_state *s, int k)
{
	return (s->first - 1 - k + 2 * s->nships) % s->nships;
}

static void pships_roll_track(struct pships_state *s, struct tt_out *out)
{
	int rolls[3];

	for (int k = 0; k < 3; k++)
		rolls[k] = dice_roll(&s->dice, 3);
	pships_track_day(s, s->day, rolls);
	tt_outf(out, "Day %d is %s; the track dice give %d, %d, %d: buoys on %s, %s and %s.\n",
		s->day, pships_body_names[(s->day - 1) % PSHIPS_NBODY], rolls[0], rolls[1], rolls[2],
		pships_body_names[s->buoy[0]], pships_body_names[s->buoy[1]],
		pships_body_names[s->buoy[2]]);
}

/* Everybody rolls two dice; the highest starts, ties roll again. */
static void pships_roll_first(struct pships_state *s, struct tt_out *out)
{
	bool in[PSHIPS_MAXSHIPS];
	int left = s->nships, roll[PSHIPS_MAXSHIPS], best = 0;
	char nm[TT_NAME_MAX];

	for (int i = 0; i < s->nships; i++)
		in[i] = true;
	while (left > 1) {
		best = 0;
		for (int i = 0; i < s->nships; i++) {
			if (!in[i])
				continue;
			int a = dice_roll(&s->dice, 3), b = dice_roll(&s->dice, 3);
			roll[i] = a + b;
			best = roll[i] > best ? roll[i] : best;
			pships_cap(nm, s->name[i]);
			tt_outf(out, "%s rolls %d+%d = %d.\n", nm, a, b, roll[i]);
		}
		left = 0;
		for (int i = 0; i < s->nships; i++) {
			in[i] = in[i] && roll[i] == best;
			left += in[i];
		}
		if (left > 1)
			tt_outf(out, "A tie at %d: the tied players roll again.\n", best);
	}
	for (int i = 0; i < s->nships; i++)
		if (in[i])
			s->first = (int8_t)i;
}

int pships_do_start(struct pships_state *s, struct tt_out *out)
{
	if (!s->track_ready)
		pships_roll_track(s, out);
	if (s->first < 0)
		pships_roll_first(s, out);
	pships_say(out, s, s->first, " starts.");
	s->phase = PSHIPS_PP_PLACE;
	s->nplaced = 0;
	s->turn = (uint8_t)pships_placer(s, 0);
	pships_say(out, s, s->turn, " chooses a starting position first.");
	return 0;
}

/* The hex of a starting spot: "c" is the planet, a direction its neighbour. */
static int pships_spot(const struct pships_state *s, const char *spot, struct hex *h)
{
	struct hex c = { s->body_q[s->start], s->body_r[s->start] };
	int d = hex_dir_parse(spot);

	if (strcmp(spot, "c") == 0) {
		*h = c;
		return 0;
	}
	if (d < 0)
		return -1;
	*h = hex_neighbor(c, d);
	return 0;
}

int pships_place_ok(const struct pships_state *s, int ship, const char *spot, const char *dir,
		    struct hex *h, int *d, struct tt_err *err)
{
	int k;

	if (pships_spot(s, spot, h) < 0)
		return tt_errf(err, "a starting spot is c (the planet) or e, ne, nw, w, sw, se "
			       "(the hex on that side of it), not '%s'", spot);
	*d = hex_dir_parse(dir);
	if (*d < 0)
		return tt_errf(err, "the nose points to a hex side: e, ne, nw, w, sw or se, not '%s'", dir);
	k = pships_kind_at(s, h->q, h->r);
	if (strcmp(spot, "c") != 0 && (k == PSHIPS_PK_OFF || k == PSHIPS_PK_DUST || k == PSHIPS_PK_BODY))
		return tt_errf(err, "ships cannot start on that hex: it is not open space");
	if (pships_occupant(s, h->q, h->r, ship) >= 0)
		return tt_errf(err, "two powerships cannot share a hex: that spot is taken");
	return 0;
}

int pships_cmd_place(const struct cmd_call *k)
{
	struct pships_state *s = k->ctx;
	struct pships_ship *sh = &s->ship[s->turn];
	const char *spot = k->c->argv[1];
	struct hex h;
	int d;
	char msg[96];

	if (pships_place_ok(s, s->turn, spot, k->c->argv[2], &h, &d, k->err) < 0)
		return -1;
	sh->q = (int8_t)h.q;
	sh->r = (int8_t)h.r;
	sh->dir = (uint8_t)d;
	sh->placed = true;
	snprintf(msg, sizeof msg, " starts at %s of %s, nose %s.", strcmp(spot, "c") ? spot
		 : "the centre", pships_body_names[s->start], hex_dir_names[d]);
	pships_say(k->out, s, s->turn, msg);
	if (++s->nplaced < s->nships) {
		s->turn = (uint8_t)pships_placer(s, s->nplaced);
		return 0;
	}
	s->phase = PSHIPS_PP_DICE;
	s->turn = (uint8_t)s->first;
	s->round = 1;
	s->plan = 0;
	s->plan_reroll = 0;
	return 0;
}

static void pships_place_rest(struct pships_state *s, const struct pships_data *d)
{
	int prog[PSHIPS_MAXSHIPS] = { 0 }, racing[PSHIPS_MAXSHIPS], way[PSHIPS_MAXSHIPS], left = 0;

	for (int i = 0; i < s->nships; i++)
		if (!s->ship[i].place)
			racing[left++] = i;
	/* progress: more buoys first, then the shorter way left; one ship
	 * left takes the last place, with no need for the way */
	if (left >= 2)
		pships_field_ways(s, d, racing, left, way);
	for (int k = 0; left >= 2 && k < left; k++)
		prog[racing[k]] = s->ship[racing[k]].buoys * PSHIPS_BUOY_WORTH - way[k];
	for (;;) {
		int best = -1;
		for (int i = 0; i < s->nships; i++)
			if (!s->ship[i].place && (best < 0 || prog[i] > prog[best]))
				best = i;
		if (best < 0)
			return;
		s->ship[best].place = ++s->nfinished;
	}
}

/* The series table: total points, best first (ties by seat order). */
static void pships_standings(const struct pships_state *s, struct tt_out *out)
{
	bool done[PSHIPS_MAXSHIPS] = { false };
	char nm[TT_NAME_MAX];

	tt_outf(out, "Standings after race %d of %d:\n", s->race, s->races);
	for (int k = 1; k <= s->nships; k++) {
		int best = -1;
		for (int i = 0; i < s->nships; i++)
			if (!done[i] && (best < 0 || s->ship[i].points > s->ship[best].points))
				best = i;
		done[best] = true;
		pships_cap(nm, s->name[best]);
		tt_outf(out, "  %d. %-8s %4d points\n", k, nm, s->ship[best].points);
	}
}

static void pships_end_race(struct pships_state *s, const struct pships_data *d,
			    struct tt_out *out)
{
	char nm[TT_NAME_MAX];

	pships_place_rest(s, d);
	tt_outf(out, "Race %d is over.\n", s->race);
	for (int p = 1; p <= s->nships; p++) {
		for (int i = 0; i < s->nships; i++) {
			struct pships_ship *sh = &s->ship[i];
			if (sh->place != p)
				continue;
			int pen = sh->extra > PSHIPS_EXTRA_CAP ? PSHIPS_EXTRA_CAP : sh->extra;
			sh->last_points = (int16_t)(pships_points[p - 1] - pen);
			sh->points = (int16_t)(sh->points + sh->last_points);
			pships_cap(nm, s->name[i]);
			tt_outf(out, "%d. %s%s: %d points (%d - %d extra turns), total %d.\n", p, nm,
				sh->finished ? "" : " (did not land)", sh->last_points,
				pships_points[p - 1], pen, sh->points);
		}
	}
	if (s->races > 1)
		pships_standings(s, out);
	if (s->race < s->races) {
		s->race++;
		tt_outf(out, "Race %d of %d: a new solar system.\n", s->race, s->races);
		pships_new_race(s, d);
		return;
	}
	s->phase = PSHIPS_PP_OVER;
	s->turn = 0;
}

static bool pships_race_over(const struct pships_state *s)
{
	int open = 0, capped = 0;

	for (int i = 0; i < s->nships; i++) {
		if (s->ship[i].finished)
			continue;
		open++;
		capped += s->ship[i].extra >= PSHIPS_EXTRA_CAP;
	}
	if (open == 0 || s->round > PSHIPS_ROUND_CAP)
		return true;
	return s->winner_in && capped == open;
}

void pships_end_turn(struct pships_state *s, const struct pships_data *d, bool winner_before,
		     struct tt_out *out)
{
	struct pships_ship *sh = &s->ship[s->turn];
	char nm[TT_NAME_MAX];

	sh->turns++;
	if (winner_before)
		sh->extra++;
	if (sh->finished && !sh->place) {
		sh->place = ++s->nfinished;
		s->winner_in = true;
		pships_cap(nm, s->name[s->turn]);
		tt_outf(out, "%s lands on %s in place %d after %d turns.\n", nm,
			pships_body_names[s->finish], sh->place, sh->turns);
	}
	for (int k = 0; k < s->nships && !pships_race_over(s); k++) {
		s->turn = (uint8_t)((s->turn + 1) % s->nships);
		if (s->turn == s->first)
			s->round++;
		if (!s->ship[s->turn].finished)
			break;
	}
	if (pships_race_over(s)) {
		pships_end_race(s, d, out);
		return;
	}
	s->phase = PSHIPS_PP_DICE;
	s->plan = 0;
	s->plan_reroll = 0;
	s->pending = 0;
}

/* Why a command does not belong to this phase of the race: what the
 * phase asks for instead. */
int pships_wrong_phase(const struct pships_state *s, struct tt_err *err)
{
	switch (s->phase) {
	case PSHIPS_PP_START:
		return tt_errf(err, "first roll for the %s: type roll",
			       s->track_ready ? "starting player" : "track and the starting player");
	case PSHIPS_PP_PLACE:
		return tt_errf(err, "choose a starting position first: place SPOT DIR");
	case PSHIPS_PP_DICE:
		return tt_errf(err, "first set your speed: add, remove N, keep, toggle N, then roll");
	default:
		return tt_errf(err, "choose a heading: turn left|straight|right, then move "
			       "(or move left|straight|right)");
	}
}
