/*
 * pships_field.c - Powerships cost field: for every stage of the race, hex and
 * heading, the cost still to pay to reach the finish area through the
 * remaining buoys, rounding each in its sense.  A step ahead costs 1, a
 * turn of 60 degrees on the spot PSHIPS_TURN_COST (ships turn once per
 * move, so turning round takes moves).
 *
 * Layers: buoy b (0..2) with gate tally t (-2..0) is layer 3b + t + 2;
 * layer 9 is "all buoys rounded".  Stepping across a gate moves between
 * layers exactly as the rules' tally does (tally below -2 counts as -2).
 * Built by one backward breadth-first search (every step and turn costs
 * the same) the first time a track's
 * field is asked for, and kept in a small memo in the scenario data keyed
 * by the board and track (the state holds only the key), so a state stays
 * a few kilobytes and a game whose AI never asks never builds it.
 * Stardust, planets and the Sun are walls (the start planet is open).
 */
#include <stdlib.h>
#include <string.h>
#include "pships.h"

#define PSHIPS_TURN_COST 1
#define PSHIPS_NNODE (PSHIPS_NLAYER * PSHIPS_NCELL * HEX_NDIR)

#define PSHIPS_MEMO 4			/* fields kept, most recent tracks */

/* Everything a field depends on. */
struct pships_fkey {
	uint8_t kind[PSHIPS_NCELL], arg[PSHIPS_NCELL];
	uint8_t buoy[3], gate[3], finish, start;
	int8_t sense[3];
};

struct pships_memo {
	uint64_t hash;
	bool used;
	struct pships_fkey key;
	struct pships_field *f;
};

struct pships_fields {
	int next;			/* the slot to reuse */
	struct pships_memo slot[PSHIPS_MEMO];
};

static bool pships_open(const struct pships_state *s, int c, int layer)
{
	int k = s->kind[c];

	if (k == PSHIPS_PK_OFF || k == PSHIPS_PK_DUST)
		return false;
	if (k != PSHIPS_PK_BODY)
		return true;
	return s->arg[c] == s->start || (layer == 9 && s->arg[c] == s->finish);
}

/* The layers a step with gate crossings x[] (per buoy, -1, 0 or +1) leads
 * into layer l2 from: the inverse of the rules' tally (a crossing in the
 * buoy's sense adds 1, against it takes 1, at most -2; past 0 the buoy is
 * rounded and the next one starts at 0).  At most three. */
static int pships_prev_layers(int l2, const int8_t x[3], int out[3])
{
	int n = 0, b = l2 / 3, t = l2 % 3 - 2;

	if (l2 == 9) {
		out[n++] = 9;
		if (x[2] > 0)
			out[n++] = 8;
		return n;
	}
	if (x[b] == 0 || (x[b] < 0 && t == -2))
		out[n++] = l2;
	if (x[b] > 0 && t > -2)
		out[n++] = l2 - 1;
	if (x[b] < 0 && t < 0)
		out[n++] = l2 + 1;
	if (t == 0 && b > 0 && x[b - 1] > 0)
		out[n++] = l2 - 3;
	return n;
}

struct pships_search {
	const struct pships_state *s;
	struct pships_field *F;
	int8_t x[PSHIPS_NCELL][HEX_NDIR][3];	/* gate crossings of each step */
	int16_t back[PSHIPS_NCELL][HEX_NDIR];	/* the cell a step along d comes from */
	uint16_t open[PSHIPS_NCELL];		/* bit per layer: may stand here */
	bool left[PSHIPS_NCELL][3];		/* side of each buoy's gate line */
	int queue[PSHIPS_NNODE];		/* nodes in the order they were reached */
	int tail;
};

_Static_assert(PSHIPS_TURN_COST == 1, "the breadth-first search needs unit costs");

/* Per cell: open layers, the cell behind each heading, gate crossings
 * (a step can cross a gate line only between its two sides). */
static void pships_prepare(struct pships_search *S)
{
	const struct pships_state *s = S->s;

	for (int c = 0; c < PSHIPS_NCELL; c++) {
		struct hex a = { c % PSHIPS_W - PSHIPS_R, c / PSHIPS_W - PSHIPS_R };
		for (int b = 0; b < 3; b++)
			S->left[c][b] = pships_gate_left(s, b, a);
	}
	for (int c = 0; c < PSHIPS_NCELL; c++) {
		struct hex a = { c % PSHIPS_W - PSHIPS_R, c / PSHIPS_W - PSHIPS_R };
		S->open[c] = 0;
		for (int l = 0; l < PSHIPS_NLAYER; l++)
			if (pships_open(s, c, l))
				S->open[c] |= (uint16_t)(1u << l);
		for (int d = 0; d < HEX_NDIR; d++) {
			struct hex h = { a.q - hex_dirs[d].q, a.r - hex_dirs[d].r };
			struct hex n = { a.q + hex_dirs[d].q, a.r + hex_dirs[d].r };
			int nc = pships_cell(n.q, n.r);
			S->back[c][d] = (int16_t)pships_cell(h.q, h.r);
			for (int b = 0; b < 3; b++)
				S->x[c][d][b] = s->kind[c] == PSHIPS_PK_OFF ||
						(nc >= 0 && S->left[nc][b] == S->left[c][b]) ? 0
						: (int8_t)pships_cross(s, b, a, n);
		}
	}
}

/* Reach node (l, c, d) at cost: its first cost is its least. */
static void pships_relax(struct pships_search *S, int l, int c, int d, int cost)
{
	if (S->F->v[l][c][d] != 0xffff)
		return;
	S->F->v[l][c][d] = (uint16_t)cost;
	S->queue[S->tail++] = (l * PSHIPS_NCELL + c) * HEX_NDIR + d;
}

/* Predecessors of (l2, c, d): turning on c, or stepping onto c along d. */
static void pships_expand(struct pships_search *S, int l2, int c, int d, int cost)
{
	int a = S->back[c][d], prev[3], n;

	pships_relax(S, l2, c, (d + 1) % HEX_NDIR, cost + PSHIPS_TURN_COST);
	pships_relax(S, l2, c, (d + 5) % HEX_NDIR, cost + PSHIPS_TURN_COST);
	if (a < 0 || !S->open[a])
		return;
	n = pships_prev_layers(l2, S->x[a][d], prev);
	for (int i = 0; i < n; i++)
		if (S->open[a] & (1u << prev[i]))
			pships_relax(S, prev[i], a, d, cost + 1);
}

static void pships_search(struct pships_search *S)
{
	const struct pships_state *s = S->s;

	S->tail = 0;
	for (int c = 0; c < PSHIPS_NCELL; c++) {
		struct hex h = { c % PSHIPS_W - PSHIPS_R, c / PSHIPS_W - PSHIPS_R };
		if (pships_open(s, c, 9) && pships_in_area(s, s->finish, h.q, h.r))
			for (int d = 0; d < HEX_NDIR; d++)
				pships_relax(S, 9, c, d, 0);
	}
	for (int head = 0; head < S->tail; head++) {
		int node = S->queue[head];
		int d = node % HEX_NDIR, c = (node / HEX_NDIR) % PSHIPS_NCELL;
		int l = node / HEX_NDIR / PSHIPS_NCELL;
		pships_expand(S, l, c, d, S->F->v[l][c][d]);
	}
}

static void pships_field_build(const struct pships_state *s, struct pships_field *F)
{
	struct pships_search *S = malloc(sizeof *S);

	memset(F->v, 0xff, sizeof F->v);
	if (!S)
		return;
	S->s = s;
	S->F = F;
	pships_prepare(S);
	pships_search(S);
	free(S);
}

static void pships_fkey_of(const struct pships_state *s, struct pships_fkey *k)
{
	memset(k, 0, sizeof *k);
	memcpy(k->kind, s->kind, sizeof k->kind);
	memcpy(k->arg, s->arg, sizeof k->arg);
	memcpy(k->buoy, s->buoy, sizeof k->buoy);
	memcpy(k->gate, s->gate, sizeof k->gate);
	memcpy(k->sense, s->sense, sizeof k->sense);
	k->finish = s->finish;
	k->start = s->start;
}

void pships_field_key(struct pships_state *s)
{
	struct pships_fkey k;

	pships_fkey_of(s, &k);
	s->track_key = tt_fnv(TT_FNV_INIT, &k, sizeof k);
}

const struct pships_field *pships_field_of(const struct pships_state *s,
					   const struct pships_data *d)
{
	struct pships_fields *M = d->fields;
	struct pships_memo *m;
	struct pships_fkey k;

	if (!M || !s->track_ready)
		return NULL;
	pships_fkey_of(s, &k);
	for (int i = 0; i < PSHIPS_MEMO; i++) {
		m = &M->slot[i];
		if (m->used && m->hash == s->track_key && memcmp(&m->key, &k, sizeof k) == 0)
			return m->f;
	}
	m = &M->slot[M->next];
	M->next = (M->next + 1) % PSHIPS_MEMO;
	if (!m->f)
		m->f = malloc(sizeof *m->f);
	m->used = m->f != NULL;
	if (!m->f)
		return NULL;
	m->hash = s->track_key;
	m->key = k;
	pships_field_build(s, m->f);
	return m->f;
}

int pships_fields_new(struct pships_data *d)
{
	d->fields = calloc(1, sizeof *d->fields);
	return d->fields ? 0 : -1;
}

void pships_fields_free(struct pships_data *d)
{
	if (!d || !d->fields)
		return;
	for (int i = 0; i < PSHIPS_MEMO; i++)
		free(d->fields->slot[i].f);
	free(d->fields);
	d->fields = NULL;
}

static int pships_layer(int buoys, int tally)
{
	return buoys >= 3 ? 9 : buoys * 3 + (tally < -2 ? -2 : tally > 0 ? 0 : tally) + 2;
}

int pships_field_dir(const struct pships_field *f, int buoys, int tally, int q, int r, int dir)
{
	int c = pships_cell(q, r), v;

	if (c < 0 || !f)
		return PSHIPS_FAR;
	v = f->v[pships_layer(buoys, tally)][c][dir];
	return v == 0xffff ? PSHIPS_FAR : v;
}

int pships_field_get(const struct pships_field *f, int buoys, int tally, int q, int r)
{
	int best = PSHIPS_FAR;

	for (int d = 0; d < HEX_NDIR; d++) {
		int v = pships_field_dir(f, buoys, tally, q, r, d);
		best = v < best ? v : best;
	}
	return best;
}
