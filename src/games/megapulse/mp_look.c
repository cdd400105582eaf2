/*
 * mp_look.c - Megapulse in words (the `look` command): where the viewer's
 * car is in the race, what lies on the next spaces it would drive, the
 * lanes beside it, the other cars ahead and behind, the bombs and the
 * next flag.
 *
 * Spaces are named as on the board and in commands: lane letter (a is the
 * leftmost lane) and row number, e.g. c12.  Nothing hidden is told: no
 * card of any hand or selection.  Pure: nothing here changes the state.
 */
#include <stdio.h>
#include <string.h>
#include "mp.h"

static const char *const mp_pad_words[] = {
	"", "PULSE pad", "DASH pad (left)", "DASH pad (right)", "REPAIR pad", "NITRO pad"
};

/* What is on a space besides the track: a car, a bomb, a pad. */
static void mp_look_space(const struct mp_state *st, const struct mp_data *d, int me, int pos,
			  int lane, char *buf, size_t cap)
{
	const struct mp_cell *c = &mp_trk(st, d)->cell[mp_row(st, d, pos)][lane];
	int car = mp_car_at(st, d, pos, lane), b = mp_bomb_at(st, mp_row(st, d, pos), lane);
	size_t n = 0;

	buf[0] = '\0';
	if (car >= 0 && car != me)
		n += (size_t)snprintf(buf + n, cap - n, " %s", st->seatname[car]);
	if (b >= 0 && n < cap)
		n += (size_t)snprintf(buf + n, cap - n, " %s's %s", st->seatname[st->bomb[b].owner & 3],
				      st->bomb[b].multi ? "multibomb" : "superbomb");
	if (c->pad && n < cap)
		n += (size_t)snprintf(buf + n, cap - n, " %s", mp_pad_words[c->pad]);
	if (c->arrow && n < cap)
		snprintf(buf + n, cap - n, " curve (drifts %s)",
			 (c->arrow < 0) != st->antigrav ? "left" : "right");
}

/* The spaces a plain RACE would take (drifting in curves, no GRIP). */
static void mp_look_ahead(const struct mp_state *st, const struct mp_data *d, int me, int n,
			  struct tt_out *out)
{
	const struct mp_car *c = &st->car[me];
	int pos = c->pos, lane = c->lane;
	char name[16], what[96];

	tt_outf(out, "Driving on (drifting in curves):");
	for (int k = 0; k < n; k++) {
		const struct mp_cell *cell = &mp_trk(st, d)->cell[mp_row(st, d, pos)][lane];
		int dl = st->antigrav ? -cell->arrow : cell->arrow, nx = mp_next(st, d, pos, lane);
		bool crash = dl && !mp_space(st, d, nx, lane + dl);

		if (crash || !dl)
			dl = 0;
		if (!mp_space(st, d, nx, lane)) {
			mp_cellname(mp_row(st, d, nx), lane, name, sizeof name);
			tt_outf(out, "%s %s wall: blocked.\n", k ? ";" : "", name);
			return;
		}
		pos = nx;
		lane += dl;
		mp_cellname(mp_row(st, d, pos), lane, name, sizeof name);
		mp_look_space(st, d, me, pos, lane, what, sizeof what);
		tt_outf(out, "%s %s%s%s", k ? ";" : "", name, what[0] ? what : " open",
			crash ? " after a wall hit (1 damage)" : "");
	}
	tt_outf(out, ".\n");
}

static void mp_look_sides(const struct mp_state *st, const struct mp_data *d, int me,
			  struct tt_out *out)
{
	const struct mp_car *c = &st->car[me];
	char name[16], what[96];

	for (int side = -1; side <= 1; side += 2) {
		int l = c->lane + side;
		if (!mp_space(st, d, c->pos, l)) {
			tt_outf(out, "%s a wall", side < 0 ? "Left:" : "; right:");
			continue;
		}
		mp_cellname(mp_row(st, d, c->pos), l, name, sizeof name);
		mp_look_space(st, d, me, c->pos, l, what, sizeof what);
		tt_outf(out, "%s %s%s", side < 0 ? "Left:" : "; right:", name, what[0] ? what : " open");
	}
	tt_outf(out, ".\n");
}

static void mp_look_cars(const struct mp_state *st, const struct mp_data *d, int me,
			 struct tt_out *out)
{
	const struct mp_car *c = &st->car[me];
	int p0 = mp_prog(st, d, c->pos), z0 = mp_progzone(st, d, c->pos);

	for (int s = 0; s < st->nseats; s++) {
		const struct mp_car *o = &st->car[s];
		int dr = mp_prog(st, d, o->pos) - p0, dz = mp_progzone(st, d, o->pos) - z0;
		int dl = o->lane - c->lane;
		char lanes[32];

		if (s == me)
			continue;
		if (dl)
			snprintf(lanes, sizeof lanes, "%d lane%s %s", dl < 0 ? -dl : dl,
				 dl == 1 || dl == -1 ? "" : "s", dl < 0 ? "left" : "right");
		else
			snprintf(lanes, sizeof lanes, "your lane");
		if (dr == 0)
			tt_outf(out, "%s: level with you, %s;", st->seatname[s], lanes);
		else if (dz == 0)
			tt_outf(out, "%s: %d row%s %s (same zone), %s;", st->seatname[s], dr < 0 ? -dr : dr,
				dr == 1 || dr == -1 ? "" : "s", dr > 0 ? "ahead" : "behind", lanes);
		else
			tt_outf(out, "%s: %d row%s %s (%d zone%s), %s;", st->seatname[s], dr < 0 ? -dr : dr,
				dr == 1 || dr == -1 ? "" : "s", dr > 0 ? "ahead" : "behind", dz < 0 ? -dz : dz,
				dz == 1 || dz == -1 ? "" : "s", lanes);
		tt_outf(out, " lap %d, Speed %d, Hull %d%s.\n", o->laps, o->speed, mp_hull(o),
			o->destroyed ? ", destroyed" : "");
	}
}

/* Bombs and the next flag, counted along the rows of the track. */
static void mp_look_marks(const struct mp_state *st, const struct mp_data *d, int me,
			  struct tt_out *out)
{
	const struct mp_track *t = mp_trk(st, d);
	const struct mp_car *c = &st->car[me];
	int row = mp_row(st, d, c->pos), pos = c->pos;

	for (int b = 0; b < st->nbomb; b++) {
		const struct mp_bomb *bm = &st->bomb[b];
		int ahead = (bm->row - row + t->len) % t->len;
		bool behind = ahead > t->len / 2;

		tt_outf(out, "%s's %s: %d row%s %s, lanes %c to %c.\n", st->seatname[bm->owner & 3],
			bm->multi ? "multibomb" : "superbomb", behind ? t->len - ahead : ahead,
			(behind ? t->len - ahead : ahead) == 1 ? "" : "s", behind ? "behind" : "ahead",
			'a' + bm->lane, 'a' + bm->lane + bm->n - 1);
	}
	for (int k = 1; k <= t->len; k++) {
		pos = mp_next(st, d, pos, c->lane);
		if (t->flag[mp_row(st, d, pos)]) {
			tt_outf(out, "Next flag: %s, %d row%s ahead.\n",
				t->flag[mp_row(st, d, pos)] == 'S' ? "START" : "a CHECKPOINT", k,
				k == 1 ? "" : "s");
			break;
		}
	}
}

void mp_look(const void *vst, const void *vd, int viewer, struct tt_out *out)
{
	const struct mp_state *st = vst;
	const struct mp_data *d = vd;
	int me = viewer >= 0 && viewer < st->nseats ? viewer : st->order[0];
	const struct mp_car *c = &st->car[me];
	const struct mp_track *t = mp_trk(st, d);
	int place = 1, moves = c->speed > d->maxspeed ? d->sonic_speed : d->moves[c->speed];
	char name[16];

	for (int s = 0; s < st->nseats; s++)
		if (s != me && (mp_prog(st, d, st->car[s].pos) > mp_prog(st, d, c->pos) ||
				(mp_prog(st, d, st->car[s].pos) == mp_prog(st, d, c->pos) &&
				 mp_seat_of_order(st, s) < mp_seat_of_order(st, me))))
			place++;
	mp_cellname(mp_row(st, d, c->pos), c->lane, name, sizeof name);
	tt_outf(out, "You (%s, %s): %s, lane %c of %d (a is the left), zone %d of %d, lap %d of %d; "
		"place %d of %d.\n", st->seatname[me], d->pilot[c->pilot].title, name, 'a' + c->lane,
		t->lanes, t->zone[mp_row(st, d, c->pos)] + 1, t->nzone, c->laps, st->laps, place,
		st->nseats);
	tt_outf(out, "Speed %d (a RACE drives %d), Nitro %d, Hull %d of %d%s.\n", c->speed, moves,
		c->nitro, mp_hull(c), MP_HULL, c->destroyed ? ", destroyed: REPAIR to race again" : "");
	mp_look_ahead(st, d, me, moves > 4 ? (moves > 8 ? 8 : moves) : 4, out);
	mp_look_sides(st, d, me, out);
	mp_look_cars(st, d, me, out);
	mp_look_marks(st, d, me, out);
}
