/*
 * ps_field.c - Powerships distance field: for every hex and every stage
 * of the race, the number of hex steps still needed to reach the finish
 * area through the remaining buoys, rounding each in its sense.
 *
 * Layers: buoy b (0..2) with gate tally t (-2..0) is layer 3b + t + 2;
 * layer 9 is "all buoys rounded".  Stepping across a gate moves between
 * layers exactly as the rules' tally does (tally below -2 counts as -2).
 * Built by one backward breadth-first search when the track is known;
 * stardust, planets and the Sun are walls (the start planet is open).
 */
#include <stdlib.h>
#include <string.h>
#include "ps.h"

static bool pships_open(const struct pships_state *s, int c, int layer)
{
	int k = s->kind[c];

	if (k == PK_OFF || k == PK_DUST)
		return false;
	if (k != PK_BODY)
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

static void pships_crossings(const struct pships_state *s, int8_t (*x)[PSHIPS_NCELL][HEX_NDIR])
{
	for (int c = 0; c < PSHIPS_NCELL; c++) {
		struct hex a = { c % PSHIPS_W - PSHIPS_R, c / PSHIPS_W - PSHIPS_R };
		for (int d = 0; d < HEX_NDIR; d++)
			for (int b = 0; b < 3; b++)
				x[b][c][d] = s->kind[c] == PK_OFF ? 0
					     : (int8_t)pships_cross(s, b, a, hex_neighbor(a, d));
	}
}

static void pships_bfs(struct pships_state *s, int8_t (*x)[PSHIPS_NCELL][HEX_NDIR], int *queue)
{
	int head = 0, tail = 0;

	for (int c = 0; c < PSHIPS_NCELL; c++) {
		struct hex h = { c % PSHIPS_W - PSHIPS_R, c / PSHIPS_W - PSHIPS_R };
		if (pships_open(s, c, 9) && pships_in_area(s, s->finish, h.q, h.r)) {
			s->field[9][c] = 0;
			queue[tail++] = 9 * PSHIPS_NCELL + c;
		}
	}
	while (head < tail) {
		int l2 = queue[head] / PSHIPS_NCELL, c = queue[head] % PSHIPS_NCELL;
		struct hex hc = { c % PSHIPS_W - PSHIPS_R, c / PSHIPS_W - PSHIPS_R };
		head++;
		for (int d = 0; d < HEX_NDIR; d++) {
			struct hex ha = hex_neighbor(hc, (d + 3) % HEX_NDIR);
			int a = pships_cell(ha.q, ha.r);
			if (a < 0)
				continue;
			for (int l = 0; l < PSHIPS_NLAYER; l++) {
				if (s->field[l][a] != 0xffff || !pships_open(s, a, l) ||
				    pships_next_layer(l, l == 9 ? 0 : x[l / 3][a][d]) != l2)
					continue;
				s->field[l][a] = (uint16_t)(s->field[l2][c] + 1);
				queue[tail++] = l * PSHIPS_NCELL + a;
			}
		}
	}
}

void pships_field_build(struct pships_state *s)
{
	int8_t (*x)[PSHIPS_NCELL][HEX_NDIR] = malloc(3 * sizeof *x);
	int *queue = malloc(sizeof(int) * PSHIPS_NLAYER * PSHIPS_NCELL);

	memset(s->field, 0xff, sizeof s->field);
	if (x && queue) {
		pships_crossings(s, x);
		pships_bfs(s, x, queue);
	}
	free(x);
	free(queue);
}

int pships_field_get(const struct pships_state *s, int buoys, int tally, int q, int r)
{
	int c = pships_cell(q, r), l;

	if (c < 0)
		return PSHIPS_FAR;
	l = buoys >= 3 ? 9 : buoys * 3 + (tally < -2 ? -2 : tally > 0 ? 0 : tally) + 2;
	return s->field[l][c] == 0xffff ? PSHIPS_FAR : s->field[l][c];
}
