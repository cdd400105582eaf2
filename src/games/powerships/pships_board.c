/*
 * pships_board.c - Powerships board: assembling tiles into the solar system,
 * designing the track (buoys, finish, start, buoy senses and gates) and
 * the rounding geometry.
 *
 * Rounding a buoy (see tabletty.6): each buoy has a gate, a half-line
 * from the centre of its body in one of twelve directions (the six hex
 * directions and the six between them), pointing away from the inside of
 * the turn.  A ship's path is the chain of segments between the centres
 * of the hexes it enters; each crossing of the gate adds +1 when made in
 * the buoy's sense and -1 when made against it.  The buoy is rounded when
 * this tally reaches +1.  Side tests are exact integer cross products in
 * the embedding x = 2q + r, y = -r (an axis scaling of the true plane).
 */
#include <stdio.h>
#include <string.h>
#include "pships.h"

static const struct hex pships_mega[6] = {
	{ 7, -3 }, { 3, 4 }, { -4, 7 }, { -7, 3 }, { -3, -4 }, { 4, -7 }
};

int pships_cell(int q, int r)
{
	if (q < -PSHIPS_R || q > PSHIPS_R || r < -PSHIPS_R || r > PSHIPS_R)
		return -1;
	return (r + PSHIPS_R) * PSHIPS_W + (q + PSHIPS_R);
}

int pships_kind_at(const struct pships_state *s, int q, int r)
{
	int c = pships_cell(q, r);

	return c < 0 ? PSHIPS_PK_OFF : pships_kind_of(s, c);
}

void pships_set_cell(struct pships_state *s, int c, int kind, int arg)
{
	s->cell[c] = (uint8_t)(kind | arg << 4);
}

void pships_slot_centre(int slot, int *q, int *r)
{
	struct hex c = { 0, 0 };

	if (slot >= 1 && slot <= 6)
		c = pships_mega[slot - 1];
	else if (slot >= 7 && slot <= 12)
		c = hex_add(pships_mega[slot - 7], pships_mega[(slot - 6) % 6]);
	else if (slot >= 13)
		c = hex_scale(pships_mega[(slot - 13) * 2], 2);
	*q = c.q;
	*r = c.r;
}

static void pships_place_tile(struct pships_state *s, const struct pships_tile *t, int slot,
			      int rot, bool plain)
{
	int cq, cr, at = 0;

	pships_slot_centre(slot, &cq, &cr);
	for (int r = -3; r <= 3; r++) {
		for (int q = -3; q <= 3; q++) {
			if (q + r < -3 || q + r > 3)
				continue;
			struct hex h = hex_rotate((struct hex){ q, r }, rot);
			int c = pships_cell(cq + h.q, cr + h.r);
			uint8_t k = t->kind[at], a = t->arg[at];
			at++;
			if (c < 0)
				continue;
			if (plain && k != PSHIPS_PK_SPACE && k != PSHIPS_PK_DUST && k != PSHIPS_PK_BODY)
				k = PSHIPS_PK_SPACE;
			if (k == PSHIPS_PK_ARROW)
				a = (uint8_t)hex_dir_turn(a, rot);
			pships_set_cell(s, c, k, k == PSHIPS_PK_SPACE || k == PSHIPS_PK_DUST ? 0 : a);
		}
	}
}

/* The anchor of a body is its hex nearest to all its other hexes (the
 * first in cell order among equals). */
static void pships_anchors(struct pships_state *s)
{
	int16_t at[PSHIPS_NBODY][PSHIPS_SLOTS * PSHIPS_TILE_HEX];
	int nh[PSHIPS_NBODY] = { 0 };
	struct hex h[PSHIPS_SLOTS * PSHIPS_TILE_HEX];

	/* every body's hexes in cell order, from one pass over the grid */
	for (int c = 0; c < PSHIPS_NCELL; c++) {
		int b = pships_arg_of(s, c);
		if (pships_kind_of(s, c) == PSHIPS_PK_BODY && b < PSHIPS_NBODY &&
		    nh[b] < PSHIPS_SLOTS * PSHIPS_TILE_HEX)
			at[b][nh[b]++] = (int16_t)c;
	}
	for (int b = 0; b < PSHIPS_NBODY; b++) {
		int best = -1, bq = 0, br = 0, n = nh[b];
		for (int i = 0; i < n; i++)
			h[i] = (struct hex){ at[b][i] % PSHIPS_W - PSHIPS_R, at[b][i] / PSHIPS_W - PSHIPS_R };
		for (int i = 0; i < n; i++) {
			int sum = 0;
			for (int o = 0; o < n; o++)
				sum += hex_distance(h[i], h[o]);
			if (best < 0 || sum < best) {
				best = sum;
				bq = h[i].q;
				br = h[i].r;
			}
		}
		s->body_q[b] = (int8_t)bq;
		s->body_r[b] = (int8_t)br;
	}
}

void pships_build_board(struct pships_state *s, const struct pships_data *d)
{
	int order[PSHIPS_MAXTILES], n = 0, sun = 0;

	memset(s->cell, PSHIPS_PK_OFF, sizeof s->cell);	/* argument 0 */
	if (d->fixed) {
		memcpy(s->slot_tile, d->lay_tile, sizeof s->slot_tile);
		memcpy(s->slot_rot, d->lay_rot, sizeof s->slot_rot);
	} else {
		for (int i = 0; i < d->ntiles; i++) {
			if (d->tile[i].sun)
				sun = i;
			else
				order[n++] = i;
		}
		for (int i = n - 1; i > 0; i--) {
			int j = (int)dice_below(&s->dice, (uint32_t)(i + 1));
			int t = order[i];
			order[i] = order[j];
			order[j] = t;
		}
		s->slot_tile[0] = (uint8_t)sun;
		for (int k = 0; k < PSHIPS_SLOTS; k++) {
			if (k > 0)
				s->slot_tile[k] = (uint8_t)order[k - 1];
			s->slot_rot[k] = (uint8_t)dice_below(&s->dice, 6);
		}
	}
	for (int k = 0; k < PSHIPS_SLOTS; k++)
		pships_place_tile(s, &d->tile[s->slot_tile[k]], k, s->slot_rot[k], s->plain);
	pships_anchors(s);
}

static struct hex pships_anchor(const struct pships_state *s, int b)
{
	return (struct hex){ s->body_q[b], s->body_r[b] };
}

/* Direction of an axial vector in twelfths of a turn (0 = east, ccw). */
int pships_bucket(struct hex v)
{
	static const int cs[12][2] = {
		{ 1000, 0 }, { 866, 500 }, { 500, 866 }, { 0, 1000 }, { -500, 866 }, { -866, 500 },
		{ -1000, 0 }, { -866, -500 }, { -500, -866 }, { 0, -1000 }, { 500, -866 },
		{ 866, -500 }
	};
	long x = 866L * (2 * v.q + v.r), y = -1500L * v.r, best = 0;
	int k = 0;

	for (int i = 0; i < 12; i++) {
		long dot = x * cs[i][0] + y * cs[i][1];
		if (i == 0 || dot > best) {
			best = dot;
			k = i;
		}
	}
	return k;
}

/* A gate's direction: a hex direction (even twelfths) or the sum of two
 * neighbouring ones (odd), looked up as every crossing asks for it. */
struct hex pships_gate_vec(int twelfth)
{
	static const struct hex vec[12] = {
		{ 1, 0 }, { 2, -1 }, { 1, -1 }, { 1, -2 }, { 0, -1 }, { -1, -1 },
		{ -1, 0 }, { -2, 1 }, { -1, 1 }, { -1, 2 }, { 0, 1 }, { 1, 1 }
	};

	return vec[((twelfth % 12) + 12) % 12];
}

static struct hex pships_sub(struct hex a, struct hex b)
{
	return (struct hex){ a.q - b.q, a.r - b.r };
}

static long pships_xcross(struct hex u, struct hex v)
{
	long ux = 2L * u.q + u.r, uy = -u.r, vx = 2L * v.q + v.r, vy = -v.r;

	return ux * vy - uy * vx;
}

/* Sense (given or by the rule) and gate of buoy k between points p and n. */
static void pships_gate(struct pships_state *s, int k, struct hex p, int given)
{
	struct hex b = pships_anchor(s, s->buoy[k]);
	struct hex n = k < 2 ? pships_anchor(s, s->buoy[k + 1]) : pships_anchor(s, s->finish);
	int in = pships_bucket(hex_sub(b, p)), out = pships_bucket(hex_sub(n, b));
	int left = ((out - in) % 12 + 12) % 12, sense = given;

	if (!sense) {
		if (left >= 1 && left <= 5)
			sense = 1;
		else if (left >= 7)
			sense = -1;
		else
			sense = pships_xcross(hex_sub(b, p), hex_sub(n, b)) < 0 ? -1 : 1;
	}
	s->sense[k] = (int8_t)sense;
	if (sense > 0)
		s->gate[k] = (uint8_t)(((in - 3 + left / 2) % 12 + 12) % 12);
	else
		s->gate[k] = (uint8_t)(((in + 3 - ((12 - left) % 12) / 2) % 12 + 12) % 12);
}

static bool pships_has_buoy(const struct pships_state *s, int b)
{
	return s->buoy[0] == b || s->buoy[1] == b || s->buoy[2] == b;
}

/* Planet (not Jupiter, Saturn or the Sun) without buoy farthest from body
 * from; ties go to the lower number of the planet table. */
static int pships_farthest(const struct pships_state *s, int from, int avoid)
{
	int best = -1, bd = -1;

	for (int b = 0; b < 7; b++) {
		if (pships_has_buoy(s, b) || b == avoid)
			continue;
		int d = hex_distance(pships_anchor(s, b), pships_anchor(s, from));
		if (d > bd) {
			bd = d;
			best = b;
		}
	}
	return best;
}

/* Finish, start (unless set to < 255 by a track file), senses and gates. */
void pships_track_finish_given(struct pships_state *s, const int sense[3], const int gate[3])
{
	if (s->finish == 255)
		s->finish = (uint8_t)pships_farthest(s, s->buoy[2], -1);
	if (s->start == 255)
		s->start = (uint8_t)pships_farthest(s, s->buoy[0], s->finish);
	pships_gate(s, 0, pships_anchor(s, s->start), sense ? sense[0] : 0);
	pships_gate(s, 1, pships_anchor(s, s->buoy[0]), sense ? sense[1] : 0);
	pships_gate(s, 2, pships_anchor(s, s->buoy[1]), sense ? sense[2] : 0);
	for (int k = 0; k < 3 && gate; k++)
		if (gate[k] >= 0)
			s->gate[k] = (uint8_t)gate[k];
	for (int d = 0; d < HEX_NDIR; d++) {
		struct hex h = hex_neighbor(pships_anchor(s, s->finish), d);
		int c = pships_cell(h.q, h.r);
		if (c >= 0 && pships_kind_of(s, c) != PSHIPS_PK_OFF &&
		    pships_kind_of(s, c) != PSHIPS_PK_BODY)
			pships_set_cell(s, c, PSHIPS_PK_SPACE, 0);	/* the Finish tile covers it */
	}
	s->track_ready = true;
	pships_field_key(s);
}

void pships_track_finish(struct pships_state *s)
{
	pships_track_finish_given(s, NULL, NULL);
}

void pships_track_random(struct pships_state *s)
{
	int pick[PSHIPS_NBODY];

	for (int i = 0; i < PSHIPS_NBODY; i++)
		pick[i] = i;
	for (int i = 0; i < 3; i++) {
		int j = i + (int)dice_below(&s->dice, (uint32_t)(PSHIPS_NBODY - i));
		int t = pick[i];
		pick[i] = pick[j];
		pick[j] = t;
		s->buoy[i] = (uint8_t)pick[i];
	}
	s->finish = s->start = 255;
	pships_track_finish(s);
}

/* The day-of-month method: rolls[k] in 1..3 counts on from the previous
 * body around the table of ten (Pluto .. Sun, then Pluto again). */
int pships_track_day(struct pships_state *s, int day, const int rolls[3])
{
	int at = (day - 1) % PSHIPS_NBODY;

	for (int k = 0; k < 3; k++) {
		at = (at + rolls[k]) % PSHIPS_NBODY;
		s->buoy[k] = (uint8_t)at;
	}
	s->finish = s->start = 255;
	pships_track_finish(s);
	return 0;
}

/* Which side of buoy k's gate line a lies on (as pships_cross sees it). */
bool pships_gate_left(const struct pships_state *s, int k, struct hex a)
{
	struct hex b = pships_anchor(s, s->buoy[k]), g = pships_gate_vec(s->gate[k]);

	return pships_xcross(g, pships_sub(a, b)) >= 0;
}

/* Gate crossing of buoy k by the segment a -> c: +1 in the buoy's sense,
 * -1 against it, 0 none.  Points on the gate line count as its left side. */
int pships_cross(const struct pships_state *s, int k, struct hex a, struct hex c)
{
	struct hex b = pships_anchor(s, s->buoy[k]), g = pships_gate_vec(s->gate[k]);
	long sa = pships_xcross(g, pships_sub(a, b)), sc = pships_xcross(g, pships_sub(c, b));
	long den, num;
	int dir;

	if ((sa >= 0) == (sc >= 0))
		return 0;
	dir = sa < 0 ? 1 : -1;
	den = pships_xcross(g, pships_sub(c, a));
	num = pships_xcross(pships_sub(a, b), pships_sub(c, a));
	if (den == 0 || (num < 0) != (den < 0))
		if (num != 0)
			return 0;
	return dir * s->sense[k];
}

bool pships_in_area(const struct pships_state *s, int body, int q, int r)
{
	return hex_distance(pships_anchor(s, body), (struct hex){ q, r }) <= 1;
}
