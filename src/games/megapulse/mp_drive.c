/*
 * mp_drive.c - the track and the cars on it: driving space by space,
 * traction, walls, collisions and pushes, boost pads, damage, repairs,
 * destruction, bombs and flags.
 *
 * Movement is a queue of single spaces (st->mq) for car st->mv_car, so a
 * GRIP/ZAP decision can stop it between two spaces; PULSE and DASH pads
 * push a space to the front of the queue.  The order inside one space is
 * the rulebook's: move (traction), wall damage, collisions, pad.
 */
#include <stdio.h>
#include <string.h>
#include "mp.h"

const struct mp_track *mp_trk(const struct mp_state *st, const struct mp_data *d)
{
	return &d->track[st->track];
}

int mp_row(const struct mp_state *st, const struct mp_data *d, int pos)
{
	int L = mp_trk(st, d)->len;

	return ((pos % L) + L) % L;
}

int mp_zone(const struct mp_state *st, const struct mp_data *d, int pos)
{
	return mp_trk(st, d)->zone[mp_row(st, d, pos)];
}

/* Zones from zone za to zone zb along the track's links: forward when
 * that is no longer than backward, else negative. */
int mp_zdz(const struct mp_track *t, int za, int zb)
{
	int f = t->zfwd[za][zb], b = t->zfwd[zb][za];

	return f <= b ? f : -b;
}

/* Zones from `from` to `to` (positions). */
int mp_zdist(const struct mp_state *st, const struct mp_data *d, int from, int to)
{
	return mp_zdz(mp_trk(st, d), mp_zone(st, d, from), mp_zone(st, d, to));
}

/* The position reached by driving forward from (pos, lane). */
int mp_next(const struct mp_state *st, const struct mp_data *d, int pos, int lane)
{
	const struct mp_track *t = mp_trk(st, d);

	if (lane < 0 || lane >= t->lanes)
		return pos + 1;
	return pos + 1 + t->cell[mp_row(st, d, pos)][lane].skip;
}

/* The position from which driving forward in `lane` leads to pos. */
int mp_prev(const struct mp_state *st, const struct mp_data *d, int pos, int lane)
{
	int L = mp_trk(st, d)->len;

	for (int k = 1; k < L; k++)
		if (mp_next(st, d, pos - k, lane) == pos)
			return pos - k;
	return pos - 1;
}

static int mp_lap(const struct mp_state *st, const struct mp_data *d, int pos)
{
	int L = mp_trk(st, d)->len;

	return pos >= 0 ? pos / L : -((L - 1 - pos) / L);
}

/* Progress in rows: laps * lap length + rows done in this lap (the
 * shortest way to START counts, so both branches compare consistently). */
int mp_prog(const struct mp_state *st, const struct mp_data *d, int pos)
{
	const struct mp_track *t = mp_trk(st, d);

	return mp_lap(st, d, pos) * t->laprows + t->laprows - t->togo[mp_row(st, d, pos)];
}

/* Progress in zones, the same way. */
int mp_progzone(const struct mp_state *st, const struct mp_data *d, int pos)
{
	const struct mp_track *t = mp_trk(st, d);

	return mp_lap(st, d, pos) * t->lapzones + t->lapzones - t->ztogo[mp_row(st, d, pos)];
}

bool mp_space(const struct mp_state *st, const struct mp_data *d, int row, int lane)
{
	const struct mp_track *t = mp_trk(st, d);

	return lane >= 0 && lane < t->lanes && !t->cell[mp_row(st, d, row)][lane].wall;
}

int mp_car_at(const struct mp_state *st, const struct mp_data *d, int row, int lane)
{
	int r = mp_row(st, d, row);

	for (int s = 0; s < st->nseats; s++)
		if (st->car[s].lane == lane && mp_row(st, d, st->car[s].pos) == r)
			return s;
	return -1;
}

int mp_bomb_at(const struct mp_state *st, int row, int lane)
{
	for (int b = 0; b < st->nbomb; b++)
		if (st->bomb[b].row == row && lane >= st->bomb[b].lane &&
		    lane < st->bomb[b].lane + st->bomb[b].n)
			return b;
	return -1;
}

int mp_hull(const struct mp_car *c)
{
	int h = MP_HULL;

	for (int i = 0; i <= MP_SEATS; i++)
		h -= c->dmg[i];
	return h;
}

/* Value of the best passive of a kind the seat owns (level II counts). */
int mp_passive(const struct mp_state *st, const struct mp_data *d, int seat, int kind)
{
	const struct mp_car *c = &st->car[seat];
	int v = 0;

	for (int i = 0; i < 2; i++) {
		if (c->l1[i] != MP_NONE && d->card[c->l1[i]].pkind == kind && d->card[c->l1[i]].plv[0] > v)
			v = d->card[c->l1[i]].plv[0];
		if (c->l2[i] != MP_NONE && d->card[c->l2[i]].pkind == kind && d->card[c->l2[i]].plv[1] > v)
			v = d->card[c->l2[i]].plv[1];
	}
	return v;
}

static void mp_destroy(struct mp_state *st, int seat, struct tt_out *out)
{
	struct mp_car *c = &st->car[seat];

	c->destroyed = true;
	c->speed = 0;
	tt_outf(out, "%s is destroyed and loses all Speed.\n", st->seatname[seat]);
	for (int r = 0; r < st->nseats; r++) {
		int n = c->dmg[1 + r];
		if (r == seat || n == 0)
			continue;
		if (n > st->stock_frenzy)
			n = st->stock_frenzy;
		st->stock_frenzy -= n;
		st->car[r].frenzy = (uint8_t)(st->car[r].frenzy + n);
		tt_outf(out, "%s gains %d Frenzy token%s.\n", st->seatname[r], n, n == 1 ? "" : "s");
	}
	memset(c->dmg, 0, sizeof c->dmg);
	c->dmg[0] = MP_HULL;
	if (st->mv_car == seat)
		st->nmq = 0;	/* the movement is interrupted */
}

/* n damage to a car from seat src (-1: nobody, e.g. a wall). */
void mp_damage(struct mp_state *st, const struct mp_data *d, int seat, int n, int src,
	       struct tt_out *out)
{
	struct mp_car *c = &st->car[seat];
	int h = mp_hull(c), slot;

	(void)d;
	if (c->destroyed || n <= 0)
		return;
	if (c->shields) {
		c->shields--;
		st->stock_shield++;
		tt_outf(out, "%s's Shield absorbs %d damage.\n", st->seatname[seat], n);
		return;
	}
	if (n > h)
		n = h;
	slot = src >= 0 && src != seat ? 1 + src : 0;
	c->dmg[slot] = (uint8_t)(c->dmg[slot] + n);
	tt_outf(out, "%s takes %d damage (Hull %d).\n", st->seatname[seat], n, h - n);
	if (h - n == 0)
		mp_destroy(st, seat, out);
}

/* Repair n Hull: the first slot first; from the rival slots the player
 * chooses (MP_D_SLOT) when more than one holds tokens and not all of them
 * will be repaired. */
void mp_repair(struct mp_state *st, int seat, int n, struct tt_out *out)
{
	st->rep_seat = (int8_t)seat;
	st->rep_left = (uint8_t)n;
	mp_repair_auto(st, out);	/* a slot choice, if due, is asked by mp_run */
}

static void mp_repaired(struct mp_state *st, int done, struct tt_out *out)
{
	struct mp_car *c = &st->car[st->rep_seat];

	if (done && c->destroyed) {
		c->destroyed = false;
		tt_outf(out, "%s is no longer destroyed.\n", st->seatname[st->rep_seat]);
	}
	tt_outf(out, "%s repairs %d Hull (Hull %d).\n", st->seatname[st->rep_seat], done, mp_hull(c));
}

/* Repair what needs no choice; true when the player must pick a slot. */
bool mp_repair_auto(struct mp_state *st, struct tt_out *out)
{
	struct mp_car *c = &st->car[st->rep_seat];
	int done = 0;

	while (st->rep_left > 0) {
		int total = MP_HULL - mp_hull(c), nz = 0, slot = 0;
		if (total == 0) {
			st->rep_left = 0;
			break;
		}
		for (int i = 1; i <= MP_SEATS && !c->dmg[0]; i++)
			if (c->dmg[i]) {
				nz++;
				slot = i;
			}
		if (nz > 1 && st->rep_left < total) {
			if (done)
				mp_repaired(st, done, out);
			return true;
		}
		c->dmg[slot]--;
		st->rep_left--;
		done++;
	}
	mp_repaired(st, done, out);
	return false;
}

/* The player chose to repair next to rival's token. */
void mp_repair_slot(struct mp_state *st, int rival, struct tt_out *out)
{
	struct mp_car *c = &st->car[st->rep_seat];

	c->dmg[1 + rival]--;
	st->rep_left--;
	tt_outf(out, "%s repairs the damage from %s.\n", st->seatname[st->rep_seat],
		st->seatname[rival]);
	if (c->destroyed) {
		c->destroyed = false;
		tt_outf(out, "%s is no longer destroyed.\n", st->seatname[st->rep_seat]);
	}
	mp_repair_auto(st, out);
}

void mp_gain_speed(struct mp_state *st, const struct mp_data *d, int seat, int n)
{
	struct mp_car *c = &st->car[seat];
	int max = d->maxspeed + (c->sonic ? 1 : 0);
	int v = c->speed + n;

	if (n > 0 && c->destroyed)
		return;
	c->speed = (uint8_t)(v < 0 ? 0 : v > max ? max : v);
}

void mp_gain_nitro(struct mp_state *st, const struct mp_data *d, int seat, int n)
{
	struct mp_car *c = &st->car[seat];
	int v = c->nitro + n;

	c->nitro = (uint8_t)(v < 0 ? 0 : v > d->maxnitro ? d->maxnitro : v);
}

/* A forward link from `from` to `to` jumps over rows of the other branch:
 * they count as passed, their flags are not crossed. */
static void mp_jump_best(struct mp_car *c, int from, int to)
{
	if (to > from + 1 && c->best >= from && c->best < to - 1)
		c->best = to - 1;
}

/* Award flags crossed for the first time (pos beyond best). */
void mp_advance_best(struct mp_state *st, const struct mp_data *d, int seat, struct tt_out *out)
{
	struct mp_car *c = &st->car[seat];
	const struct mp_track *t = mp_trk(st, d);

	for (int p = c->best + 1; p <= c->pos; p++) {
		int r = mp_row(st, d, p);
		if (!t->flag[r] || p == 0)
			continue;
		if (st->stock_tokens > 0) {
			st->stock_tokens--;
			c->tokens++;
		}
		tt_outf(out, "%s crosses %s and gains an Upgrade token.\n", st->seatname[seat],
			t->flag[r] == 'S' ? "START" : "a CHECKPOINT");
		if (mp_passive(st, d, seat, MP_P_FRENZY) && st->stock_frenzy > 0) {
			int n = mp_passive(st, d, seat, MP_P_FRENZY);
			n = n > st->stock_frenzy ? st->stock_frenzy : n;
			st->stock_frenzy -= n;
			c->frenzy = (uint8_t)(c->frenzy + n);
		}
		if (t->flag[r] == 'S') {
			c->laps++;
			tt_outf(out, "%s completes lap %d of %d.\n", st->seatname[seat], c->laps,
				st->laps);
			if (c->laps >= st->laps && !st->ending) {
				st->ending = true;
				tt_outf(out, "%s has finished: this is the last round.\n",
					st->seatname[seat]);
			}
		}
	}
	if (c->pos > c->best)
		c->best = c->pos;
}

/* Bomb b detonates: damage in its zone and the adjacent ones, chains. */
void mp_detonate(struct mp_state *st, const struct mp_data *d, int b, struct tt_out *out)
{
	struct mp_bomb bm = st->bomb[b];
	const struct mp_track *t = mp_trk(st, d);
	int z = t->zone[bm.row];

	st->bomb[b] = st->bomb[--st->nbomb];
	if (bm.multi)
		st->stock_multi++;
	else
		st->car[bm.owner].bombs++;
	tt_outf(out, "%s's %s detonates in zone %d.\n", st->seatname[bm.owner],
		bm.multi ? "Multibomb" : "Superbomb", z + 1);
	for (int i = 0; i < st->nseats; i++) {
		int dz = mp_zdz(t, z, mp_zone(st, d, st->car[i].pos));
		if (dz == 0)
			mp_damage(st, d, i, bm.multi ? 3 : 2, bm.owner, out);
		else if (dz == 1 || dz == -1)
			mp_damage(st, d, i, 1, bm.owner, out);
	}
	for (int k = 0; k < st->nbomb; k++) {
		int dz = mp_zdz(t, z, t->zone[st->bomb[k].row]);
		if (dz >= -1 && dz <= 1) {
			mp_detonate(st, d, k, out);
			k = -1;	/* the list changed: start over */
		}
	}
}

/* Push car v sideways (left first), else forward, possibly into another
 * car (a chain).  Returns false when it cannot move at all. */
static bool mp_push(struct mp_state *st, const struct mp_data *d, int v, int depth,
		    struct tt_out *out)
{
	struct mp_car *c = &st->car[v];
	int o, b, nx;

	for (int dir = -1; dir <= 1; dir += 2) {
		int l = c->lane + dir;
		if (mp_space(st, d, c->pos, l) && mp_car_at(st, d, c->pos, l) < 0) {
			c->lane = (int8_t)l;
			tt_outf(out, "%s is pushed %s.\n", st->seatname[v], dir < 0 ? "left" : "right");
			goto landed;
		}
	}
	nx = mp_next(st, d, c->pos, c->lane);
	if (!mp_space(st, d, nx, c->lane) || depth >= MP_SEATS) {
		tt_outf(out, "%s cannot be pushed.\n", st->seatname[v]);
		return false;
	}
	o = mp_car_at(st, d, nx, c->lane);
	if (o >= 0) {
		tt_outf(out, "%s is pushed into %s.\n", st->seatname[v], st->seatname[o]);
		mp_damage(st, d, o, 1, v, out);
		if (!mp_push(st, d, o, depth + 1, out))
			return false;
	} else {
		tt_outf(out, "%s is pushed forward.\n", st->seatname[v]);
	}
	mp_jump_best(c, c->pos, nx);
	c->pos = nx;
	mp_advance_best(st, d, v, out);
landed:
	b = mp_bomb_at(st, mp_row(st, d, c->pos), c->lane);
	if (b >= 0)
		mp_detonate(st, d, b, out);
	return true;
}

/* After collisions: the bomb in the space, then its pad. */
static void mp_enter_rest(struct mp_state *st, const struct mp_data *d, int m,
			  struct tt_out *out)
{
	struct mp_car *c = &st->car[m];
	int row = mp_row(st, d, c->pos), b = mp_bomb_at(st, row, c->lane);
	const struct mp_cell *cell = &mp_trk(st, d)->cell[row][c->lane];

	if (b >= 0) {
		tt_outf(out, "%s hits a bomb.\n", st->seatname[m]);
		mp_detonate(st, d, b, out);
	}
	switch (cell->pad) {
	case MPAD_PULSE:
		tt_outf(out, "PULSE pad: %s drives 1 forward.\n", st->seatname[m]);
		for (int k = 0; k <= mp_passive(st, d, m, MP_P_PULSE); k++)
			mp_queue(st, m, 0, -1, false);
		break;
	case MPAD_DASHL: case MPAD_DASHR:
		tt_outf(out, "DASH pad: %s drives 1 sideways.\n", st->seatname[m]);
		mp_queue(st, m, cell->pad == MPAD_DASHL ? -1 : 1, -1, false);
		break;
	case MPAD_REPAIR:
		tt_outf(out, "REPAIR pad: %s repairs up to 3 Hull.\n", st->seatname[m]);
		mp_repair(st, m, 3, out);
		break;
	case MPAD_NITRO:
		mp_gain_nitro(st, d, m, 1);
		tt_outf(out, "NITRO pad: %s gains 1 Nitro.\n", st->seatname[m]);
		break;
	default:
		break;
	}
	if (c->destroyed && !st->mv_was_destroyed)
		st->nmq = 0;	/* destroyed on this space: the movement stops */
}

static bool mp_side_free(const struct mp_state *st, const struct mp_data *d, int v, int dir)
{
	const struct mp_car *c = &st->car[v];

	return mp_space(st, d, c->pos, c->lane + dir) && mp_car_at(st, d, c->pos, c->lane + dir) < 0;
}

/* The car entered its current space from (ppos, plane): collisions,
 * bombs, then the pad.  When the car hit could go either way, the mover
 * chooses (MP_D_PUSH).  A car that cannot be pushed away blocks the mover,
 * which goes back to where it came from (house rule). */
static void mp_enter(struct mp_state *st, const struct mp_data *d, int m, int ppos, int plane,
		     struct tt_out *out)
{
	struct mp_car *c = &st->car[m];
	int row = mp_row(st, d, c->pos);

	for (int o = 0; o < st->nseats; o++)
		if (o != m && st->car[o].lane == c->lane && mp_row(st, d, st->car[o].pos) == row) {
			tt_outf(out, "%s collides with %s.\n", st->seatname[m], st->seatname[o]);
			mp_damage(st, d, o, 1 + mp_passive(st, d, m, MP_P_RAM), m, out);
			if (mp_side_free(st, d, o, -1) && mp_side_free(st, d, o, 1)) {
				st->push_car = (int8_t)o;
				st->push_mover = (int8_t)m;
				st->dec = MP_D_PUSH;
				st->dseat = st->cc_seat >= 0 ? st->cc_seat : st->order[st->turn];
				return;
			}
			if (!mp_push(st, d, o, 0, out)) {
				tt_outf(out, "%s is blocked and stays where it was.\n", st->seatname[m]);
				c->pos = ppos;
				c->lane = (int8_t)plane;
				return;
			}
		}
	mp_enter_rest(st, d, m, out);
}

/* The mover chose where the car it hit goes; the space then resolves. */
void mp_push_dir(struct mp_state *st, const struct mp_data *d, int dir, struct tt_out *out)
{
	struct mp_car *v = &st->car[st->push_car];
	int b;

	v->lane = (int8_t)(v->lane + dir);
	tt_outf(out, "%s is pushed %s.\n", st->seatname[st->push_car], dir < 0 ? "left" : "right");
	b = mp_bomb_at(st, mp_row(st, d, v->pos), v->lane);
	if (b >= 0)
		mp_detonate(st, d, b, out);
	st->push_car = -1;
	mp_enter_rest(st, d, st->push_mover, out);
}

/* Queue n spaces in direction dir for car; n < 0 = one space at the front. */
void mp_queue(struct mp_state *st, int car, int dir, int n, bool grip)
{
	if (n < 0) {
		if (st->nmq == MP_MAXMQ)
			return;
		memmove(&st->mq[1], &st->mq[0], sizeof st->mq[0] * (size_t)st->nmq);
		st->mq[0].dir = (int8_t)dir;
		st->mq[0].group = 0;
		st->mq[0].grip = false;
		st->nmq++;
		st->mv_car = (int8_t)car;
		return;
	}
	st->mv_group++;
	if (st->mv_group == 0)
		st->mv_group = 1;
	for (int i = 0; i < n && st->nmq < MP_MAXMQ; i++) {
		st->mq[st->nmq].dir = (int8_t)dir;
		st->mq[st->nmq].group = dir ? st->mv_group : 0;
		st->mq[st->nmq].grip = grip;
		st->nmq++;
	}
	st->mv_car = (int8_t)car;
}

static void mp_crash(struct mp_state *st, const struct mp_data *d, int m, struct tt_out *out)
{
	int a = mp_passive(st, d, m, MP_P_ARMOR);

	tt_outf(out, "%s crashes into the wall.\n", st->seatname[m]);
	if (a >= 2 || (a == 1 && st->car[m].armor_used == 0)) {
		st->car[m].armor_used++;
		tt_outf(out, "Armor: no damage.\n");
		return;
	}
	mp_damage(st, d, m, 1, -1, out);
}

/* Is a GRIP/ZAP choice due before the next forward space? */
bool mp_style_choice(const struct mp_state *st, const struct mp_data *d, bool *grip, bool *zap)
{
	const struct mp_car *c;
	int m = st->mv_car, pg;

	*grip = *zap = false;
	if (st->nmq == 0 || st->mq[0].dir != 0 || m < 0)
		return false;
	c = &st->car[m];
	pg = mp_passive(st, d, m, MP_P_GRIP);
	*grip = c->grip || st->mq[0].grip || pg >= 2 || (pg == 1 && st->in_race);
	*zap = c->zap;
	if (!mp_trk(st, d)->cell[mp_row(st, d, c->pos)][c->lane].arrow)
		*grip = false;	/* GRIP only matters in a curve */
	return *grip || *zap;
}

static void mp_forward(struct mp_state *st, const struct mp_data *d, int m, int style,
		       struct tt_out *out)
{
	struct mp_car *c = &st->car[m];
	int arrow = mp_trk(st, d)->cell[mp_row(st, d, c->pos)][c->lane].arrow;
	int dl = 0, from = c->pos, nx = mp_next(st, d, c->pos, c->lane);

	if (st->antigrav)
		arrow = -arrow;
	if (style == 1)
		arrow = 0;	/* GRIP */
	dl = style >= 2 ? (style == 2 ? -1 : 1) : arrow;
	if (!mp_space(st, d, nx, c->lane + dl) && dl) {
		mp_crash(st, d, m, out);
		dl = 0;
	}
	if (!dl && !mp_space(st, d, nx, c->lane)) {
		mp_crash(st, d, m, out);
		return;
	}
	c->pos = nx;
	c->lane = (int8_t)(c->lane + dl);
	mp_enter(st, d, m, from, c->lane - dl, out);
	if (c->pos == nx)
		mp_jump_best(c, from, nx);
	mp_advance_best(st, d, m, out);	/* nothing if it was blocked */
}

/* One queued space for st->mv_car; style 0 drift/forward, 1 grip, 2/3 zap. */
void mp_move_step(struct mp_state *st, const struct mp_data *d, int style, struct tt_out *out)
{
	struct mp_mq q = st->mq[0];
	int m = st->mv_car;
	struct mp_car *c = &st->car[m];

	st->mv_was_destroyed = c->destroyed;
	st->nmq--;
	memmove(&st->mq[0], &st->mq[1], sizeof st->mq[0] * (size_t)st->nmq);
	if (q.dir == 0) {
		mp_forward(st, d, m, style, out);
	} else if (!mp_space(st, d, c->pos, c->lane + q.dir)) {
		mp_crash(st, d, m, out);
		for (int i = 0; i < st->nmq; i++)
			if (q.group && st->mq[i].group == q.group) {
				st->nmq--;
				memmove(&st->mq[i], &st->mq[i + 1], sizeof st->mq[0] * (size_t)(st->nmq - i));
				i--;
			}
	} else {
		c->lane = (int8_t)(c->lane + q.dir);
		mp_enter(st, d, m, c->pos, c->lane - q.dir, out);
	}
	if (c->destroyed && !st->mv_was_destroyed)
		st->nmq = 0;
}
