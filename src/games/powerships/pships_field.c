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
 * Built by one backward search (Dial's buckets) when the track is known;
 * stardust, planets and the Sun are walls (the start planet is open).
 */
#include <stdlib.h>
#include <string.h>
#include "pships.h"

#define PSHIPS_TURN_COST 1
#define PSHIPS_NNODE (PSHIPS_NLAYER * PSHIPS_NCELL * HEX_NDIR)
#define PSHIPS_NBUCKET 2048

static bool pships_open(const struct pships_state *s, int c, int layer)
{
	int k = s->kind[c];

	if (k == PSHIPS_PK_OFF || k == PSHIPS_PK_DUST)
		return false;
	if (k != PSHIPS_PK_BODY)
		return true;
	return s->arg[c] == s->start || (layer == 9 && s->arg[c] == s->finish);
}

static int pships_next_layer(int layer, int x)
{
	int b = layer / 3, t = layer % 3 - 2 + x;

	if (layer == 9 || x == 0)
		return layer;
	if (t >= 1)
		return b == 2 ? 9 : (b + 1) * 3 + 2;
	return b * 3 + (t < -2 ? -2 : t) + 2;
}

struct pships_search {
	int8_t x[3][PSHIPS_NCELL][HEX_NDIR];	/* gate crossings of each step */
	int next[PSHIPS_NNODE];			/* bucket lists */
	int head[PSHIPS_NBUCKET];
};

static void pships_crossings(const struct pships_state *s, struct pships_search *S)
{
	for (int c = 0; c < PSHIPS_NCELL; c++) {
		struct hex a = { c % PSHIPS_W - PSHIPS_R, c / PSHIPS_W - PSHIPS_R };
		for (int d = 0; d < HEX_NDIR; d++)
			for (int b = 0; b < 3; b++)
				S->x[b][c][d] = s->kind[c] == PSHIPS_PK_OFF ? 0
						: (int8_t)pships_cross(s, b, a, hex_neighbor(a, d));
	}
}

static void pships_relax(struct pships_state *s, struct pships_search *S, int l, int c, int d,
			 int cost)
{
	int node = (l * PSHIPS_NCELL + c) * HEX_NDIR + d;

	if (cost >= PSHIPS_NBUCKET || s->field[l][c][d] <= cost)
		return;
	s->field[l][c][d] = (uint16_t)cost;
	S->next[node] = S->head[cost];
	S->head[cost] = node;
}

/* Predecessors of (l2, c, d): turning on c, or stepping onto c along d. */
static void pships_expand(struct pships_state *s, struct pships_search *S, int l2, int c, int d,
			  int cost)
{
	struct hex hc = { c % PSHIPS_W - PSHIPS_R, c / PSHIPS_W - PSHIPS_R };
	struct hex ha = hex_neighbor(hc, (d + 3) % HEX_NDIR);
	int a = pships_cell(ha.q, ha.r);

	pships_relax(s, S, l2, c, (d + 1) % HEX_NDIR, cost + PSHIPS_TURN_COST);
	pships_relax(s, S, l2, c, (d + 5) % HEX_NDIR, cost + PSHIPS_TURN_COST);
	if (a < 0)
		return;
	for (int l = 0; l < PSHIPS_NLAYER; l++)
		if (pships_open(s, a, l) &&
		    pships_next_layer(l, l == 9 ? 0 : S->x[l / 3][a][d]) == l2)
			pships_relax(s, S, l, a, d, cost + 1);
}

static void pships_search(struct pships_state *s, struct pships_search *S)
{
	for (int i = 0; i < PSHIPS_NBUCKET; i++)
		S->head[i] = -1;
	for (int c = 0; c < PSHIPS_NCELL; c++) {
		struct hex h = { c % PSHIPS_W - PSHIPS_R, c / PSHIPS_W - PSHIPS_R };
		if (pships_open(s, c, 9) && pships_in_area(s, s->finish, h.q, h.r))
			for (int d = 0; d < HEX_NDIR; d++)
				pships_relax(s, S, 9, c, d, 0);
	}
	for (int cost = 0; cost < PSHIPS_NBUCKET; cost++) {
		while (S->head[cost] >= 0) {
			int node = S->head[cost];
			S->head[cost] = S->next[node];
			int d = node % HEX_NDIR, c = (node / HEX_NDIR) % PSHIPS_NCELL;
			int l = node / HEX_NDIR / PSHIPS_NCELL;
			if (s->field[l][c][d] == cost)
				pships_expand(s, S, l, c, d, cost);
		}
	}
}

void pships_field_build(struct pships_state *s)
{
	struct pships_search *S = malloc(sizeof *S);

	memset(s->field, 0xff, sizeof s->field);
	if (!S)
		return;
	pships_crossings(s, S);
	pships_search(s, S);
	free(S);
}

static int pships_layer(int buoys, int tally)
{
	return buoys >= 3 ? 9 : buoys * 3 + (tally < -2 ? -2 : tally > 0 ? 0 : tally) + 2;
}

int pships_field_dir(const struct pships_state *s, int buoys, int tally, int q, int r, int dir)
{
	int c = pships_cell(q, r), v;

	if (c < 0)
		return PSHIPS_FAR;
	v = s->field[pships_layer(buoys, tally)][c][dir];
	return v == 0xffff ? PSHIPS_FAR : v;
}

int pships_field_get(const struct pships_state *s, int buoys, int tally, int q, int r)
{
	int best = PSHIPS_FAR;

	for (int d = 0; d < HEX_NDIR; d++) {
		int v = pships_field_dir(s, buoys, tally, q, r, d);
		best = v < best ? v : best;
	}
	return best;
}
