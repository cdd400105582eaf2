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
 * the same) over the hexes a ship may stand on, numbered (F->cell), the
 * first time a track's field is asked for, and kept in a small memo in
 * the scenario data keyed by the board and track (the state holds only
 * the key), so a state stays a few kilobytes and a game whose AI never
 * asks never builds it.  A race called with no field built places its
 * ships by the same search stopped once their order is settled
 * (pships_field_ways): the same places for less work.
 * Stardust, planets and the Sun are walls (the start planet is open).
 */
#include <stdlib.h>
#include <string.h>
#include "pships.h"

#define PSHIPS_TURN_COST 1
#define PSHIPS_NNODE (PSHIPS_NLAYER * PSHIPS_FCELL * HEX_NDIR)

#define PSHIPS_MEMO 4			/* fields kept, most recent tracks */

/* Everything a field depends on. */
struct pships_fkey {
	uint8_t cell[PSHIPS_NCELL];
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

/* A node (layer, hex number, heading) of a field, its index in v. */
static inline uint32_t pships_node(int l, int n, int d)
{
	return ((uint32_t)l * PSHIPS_FCELL + (uint32_t)n) * HEX_NDIR + (uint32_t)d;
}

#define PSHIPS_LSIZE (PSHIPS_FCELL * HEX_NDIR)	/* nodes of one layer */

/* The search numbers a node (layer, nd) as layer << PSHIPS_LSHIFT | nd,
 * so that neither is a division away; PSHIPS_SINK is the number past the
 * last layer's. */
#define PSHIPS_LSHIFT 12
#define PSHIPS_SINK (PSHIPS_NLAYER << PSHIPS_LSHIFT)

_Static_assert(PSHIPS_TURN_COST == 1, "the breadth-first search needs unit costs");
_Static_assert(PSHIPS_NNODE <= 65535, "nodes are numbered in 16 bits");
_Static_assert(PSHIPS_LSIZE <= 1 << PSHIPS_LSHIFT && PSHIPS_SINK <= 65535,
	       "a search node is a layer and an nd in 16 bits");

static inline uint32_t pships_snode(int l, int nd)
{
	return (uint32_t)l << PSHIPS_LSHIFT | (uint32_t)nd;
}

/* The search's working arrays, by hex number (the hexes a ship may stand
 * on, F->cell) and heading, "nd" = number * 6 + heading: small enough to
 * stay in the cache.  The queue holds the nodes in the order they were
 * reached, each with its cost (node | cost << 16); node PSHIPS_SINK is a
 * sink, reached from the start, where the steps that lead nowhere go. */
struct pships_search {
	uint8_t seen[PSHIPS_SINK + 1];		/* byte per node: reached */
	uint32_t queue[PSHIPS_NNODE + 1];
	int n;					/* hexes numbered */
	int16_t hex[PSHIPS_FCELL];		/* the cell of each number */
	uint16_t open[PSHIPS_FCELL];		/* bit per layer: may stand here */
	int16_t back[PSHIPS_LSIZE];		/* nd of the step along d onto nd, -1 none */
	uint16_t turn[PSHIPS_LSIZE][2];		/* nd of the turns on the spot from nd */
	/* layers in which the step onto nd comes from back[nd] in the same
	 * layer, crossing no gate: the common case */
	uint16_t plain[PSHIPS_LSIZE];
	bool gated[PSHIPS_LSIZE];		/* the step onto nd crosses a gate */
	int8_t x[PSHIPS_LSIZE][3];		/* gate crossings of the step from nd */
};

/* The layers in which hex c may be stood on, a bit each: a free hex and
 * the start planet in every one, the finish planet once every buoy is
 * rounded (layer 9), stardust, the other bodies and the grid beyond the
 * board in none. */
static uint16_t pships_open_layers(const struct pships_state *s, int c)
{
	int k = pships_kind_of(s, c), a = pships_arg_of(s, c);

	if (k == PSHIPS_PK_OFF || k == PSHIPS_PK_DUST)
		return 0;
	if (k != PSHIPS_PK_BODY || a == s->start)
		return (uint16_t)((1u << PSHIPS_NLAYER) - 1);
	return a == s->finish ? (uint16_t)(1u << 9) : 0;
}

/* Number the hexes that may be stood on in some layer (no other hex is
 * ever reached) and note their open layers. */
static void pships_number(struct pships_search *S, int16_t *cell, const struct pships_state *s)
{
	S->n = 0;
	for (int c = 0; c < PSHIPS_NCELL; c++) {
		uint16_t m = pships_open_layers(s, c);
		cell[c] = -1;
		if (!m || S->n >= PSHIPS_FCELL)
			continue;
		cell[c] = (int16_t)S->n;
		S->hex[S->n] = (int16_t)c;
		S->open[S->n++] = m;
	}
}

static struct hex pships_hex_of(int c)
{
	return (struct hex){ c % PSHIPS_W - PSHIPS_R, c / PSHIPS_W - PSHIPS_R };
}

/* The number of the hex next to a along d, -1 if it may never be stood
 * on (pships_cell's bounds, without the call). */
static int pships_next(const int16_t *cell, struct hex a, int d)
{
	int q = a.q + hex_dirs[d].q, r = a.r + hex_dirs[d].r;

	if (q < -PSHIPS_R || q > PSHIPS_R || r < -PSHIPS_R || r > PSHIPS_R)
		return -1;
	return cell[(r + PSHIPS_R) * PSHIPS_W + q + PSHIPS_R];
}

/* Per hex and heading: the step onto it, the gate crossings of the step
 * from it (a step can cross a gate line only between its two sides), and
 * the layers where the step onto it is plain.  Each hex's neighbours are
 * looked up once: the step onto a hex along d comes from its neighbour
 * against d. */
static void pships_prepare(struct pships_search *S, int16_t *cell, const struct pships_state *s)
{
	/* the heading opposite d, and d turned left and right */
	static const uint8_t opp[HEX_NDIR] = { 3, 4, 5, 0, 1, 2 };
	static const uint8_t left_of[HEX_NDIR] = { 1, 2, 3, 4, 5, 0 };
	static const uint8_t right_of[HEX_NDIR] = { 5, 0, 1, 2, 3, 4 };
	uint8_t left[PSHIPS_FCELL];		/* bit per buoy: left of its gate line */
	int16_t next[PSHIPS_LSIZE];		/* the number of the hex along d, -1 */
	bool crosses[PSHIPS_LSIZE];

	pships_number(S, cell, s);
	for (int i = 0; i < S->n; i++) {
		struct hex a = pships_hex_of(S->hex[i]);
		left[i] = 0;
		for (int b = 0; b < 3; b++)
			left[i] |= (uint8_t)(pships_gate_left(s, b, a) << b);
		for (int d = 0; d < HEX_NDIR; d++)
			next[i * HEX_NDIR + d] = (int16_t)pships_next(cell, a, d);
	}
	for (int i = 0; i < S->n; i++) {
		struct hex a = pships_hex_of(S->hex[i]);
		for (int d = 0, at = i * HEX_NDIR; d < HEX_NDIR; d++) {
			int nd = at + d, nx = next[nd], bk = next[at + opp[d]];
			unsigned sides = nx < 0 ? 0 : left[i] ^ left[nx];	/* gates between */
			S->back[nd] = (int16_t)(bk < 0 ? -1 : bk * HEX_NDIR + d);
			S->turn[nd][0] = (uint16_t)(at + left_of[d]);
			S->turn[nd][1] = (uint16_t)(at + right_of[d]);
			S->x[nd][0] = S->x[nd][1] = S->x[nd][2] = 0;
			crosses[nd] = false;
			if (!sides)	/* nearly every step: no gate between */
				continue;
			struct hex n = { a.q + hex_dirs[d].q, a.r + hex_dirs[d].r };
			for (int b = 0; b < 3; b++)
				S->x[nd][b] = (sides >> b) & 1 ? (int8_t)pships_cross(s, b, a, n) : 0;
			crosses[nd] = S->x[nd][0] || S->x[nd][1] || S->x[nd][2];
		}
	}
	for (int nd = 0; nd < S->n * HEX_NDIR; nd++) {
		int a = S->back[nd];
		S->gated[nd] = a >= 0 && crosses[a];
		S->plain[nd] = a < 0 || crosses[a] ? 0 : S->open[a / HEX_NDIR];
	}
}

/* Reach node i at cost: its first cost is its least.  Written without a
 * branch (whether a node is new is a coin toss to the CPU): the node
 * always goes to the queue's end, which only grows when it is new.  A
 * byte per node, not a bit: the three nodes a node reaches share a word
 * of bits, and each would wait for the store of the one before.
 * Returns the new tail. */
static inline int pships_relax(struct pships_search *S, int tail, uint32_t i, uint32_t cost)
{
	int fresh = !S->seen[i];

	S->seen[i] = 1;
	S->queue[tail] = i | cost << 16;
	return tail + fresh;
}

/* The gated step onto node (l2, nd): from the layers the crossings lead
 * from; returns the new tail. */
static int pships_gated(struct pships_search *S, int tail, int l2, int nd, uint32_t cost)
{
	int a = S->back[nd], prev[3], k = pships_prev_layers(l2, S->x[a], prev);

	for (int j = 0; j < k; j++)
		if (S->open[a / HEX_NDIR] & (1u << prev[j]))
			tail = pships_relax(S, tail, pships_snode(prev[j], a), cost);
	return tail;
}

/* Targets of a search that may stop early: (layer, hex number) pairs,
 * each reached when any of its six headings is; cost[k] its least cost,
 * -1 while not reached.  They are the racing ships of a called race, in
 * seat order, ranked by buoys[k] * PSHIPS_BUOY_WORTH - cost[k] (higher
 * first, ties to the lower seat: pships_rules.c). */
struct pships_targets {
	int n;
	uint32_t node[PSHIPS_MAXSHIPS];		/* the node of heading 0 */
	int cost[PSHIPS_MAXSHIPS];
	int buoys[PSHIPS_MAXSHIPS];
};

/* With every target but one (u) reached by now, and every node of cost
 * `level` queued: u's cost is above level (or PSHIPS_FAR: no way, which
 * is above too while level < PSHIPS_FAR).  When no such cost can change
 * where u ranks, u gets level + 1 (which ranks it there) and the search
 * may stop: true.  The nearer ship is met long before the farther one. */
static bool pships_targets_ranked(struct pships_targets *T, int level)
{
	int u = -1;
	long top;

	if (level >= PSHIPS_FAR)
		return false;
	for (int k = 0; k < T->n; k++) {
		if (T->cost[k] >= 0)
			continue;
		if (u >= 0)
			return false;
		u = k;
	}
	if (u < 0)
		return true;
	top = (long)T->buoys[u] * PSHIPS_BUOY_WORTH - (level + 1);	/* u's best rank value */
	for (int k = 0; k < T->n; k++) {
		long v = (long)T->buoys[k] * PSHIPS_BUOY_WORTH - T->cost[k];
		if (k != u && (k < u ? v < top : v <= top))
			return false;
	}
	T->cost[u] = level + 1;
	return true;
}

/* Note the targets first reached by now (every node of cost `level` is in
 * the queue, none beyond); true when all are, or when the one left can
 * no longer change the ranking. */
static bool pships_targets_met(const struct pships_search *S, struct pships_targets *T,
			       int level)
{
	bool all = true;

	for (int k = 0; k < T->n; k++) {
		for (uint32_t i = T->node[k]; T->cost[k] < 0 && i < T->node[k] + HEX_NDIR; i++)
			if (S->seen[i])
				T->cost[k] = level;
		all = all && T->cost[k] >= 0;
	}
	return all || pships_targets_ranked(T, level);
}

/* Backwards from the finish: the predecessors of node (l2, nd) are the
 * turns on its hex and the step onto it along its heading.  Returns the
 * number of nodes reached (in the queue).  With targets (T not NULL),
 * stops once each is reached, or once the last one can no longer change
 * their ranking: the costs found so far are final. */
static int pships_search(struct pships_search *S, const struct pships_state *s,
			 struct pships_targets *T)
{
	int tail = 0;
	uint32_t level = 0;

	memset(S->seen, 0, sizeof S->seen);
	S->seen[PSHIPS_SINK] = 1;
	for (int i = 0; i < S->n; i++) {
		struct hex h = pships_hex_of(S->hex[i]);
		if ((S->open[i] & (1u << 9)) && pships_in_area(s, s->finish, h.q, h.r))
			for (int d = 0; d < HEX_NDIR; d++)
				tail = pships_relax(S, tail, pships_snode(9, i * HEX_NDIR + d), 0);
	}
	if (T && pships_targets_met(S, T, 0))
		return tail;
	for (int head = 0; head < tail; head++) {
		uint32_t i = S->queue[head] & 0xffff, cost = (S->queue[head] >> 16) + 1;
		uint32_t l2 = i >> PSHIPS_LSHIFT, base = l2 << PSHIPS_LSHIFT;
		int nd = (int)(i - base);
		uint32_t step = (S->plain[nd] >> l2) & 1 ? base | (uint32_t)S->back[nd] : PSHIPS_SINK;

		if (T && cost != level + 1) {	/* every node of cost `cost` - 1 is queued */
			level = cost - 1;
			if (pships_targets_met(S, T, (int)level))
				break;
		}
		tail = pships_relax(S, tail, base | S->turn[nd][0], cost);
		tail = pships_relax(S, tail, base | S->turn[nd][1], cost);
		tail = pships_relax(S, tail, step, cost);
		if (S->gated[nd])
			tail = pships_gated(S, tail, (int)l2, nd, cost);
	}
	return tail;
}

static void pships_field_build(const struct pships_state *s, struct pships_field *F)
{
	struct pships_search *S = malloc(sizeof *S);

	if (!S) {
		memset(F->cell, 0xff, sizeof F->cell);
		memset(F->v, 0xff, sizeof F->v);
		return;
	}
	memset(F->v, 0xff, sizeof F->v);
	pships_prepare(S, F->cell, s);
	for (int k = 0, n = pships_search(S, s, NULL); k < n; k++) {
		uint32_t i = S->queue[k] & 0xffff;
		F->v[(i >> PSHIPS_LSHIFT) * PSHIPS_LSIZE + (i & ((1u << PSHIPS_LSHIFT) - 1))] =
			(uint16_t)(S->queue[k] >> 16);
	}
	free(S);
}

static void pships_fkey_of(const struct pships_state *s, struct pships_fkey *k)
{
	memset(k, 0, sizeof *k);
	memcpy(k->cell, s->cell, sizeof k->cell);
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

/* The memo's field of s's track (k: its key), NULL when not built. */
static const struct pships_field *pships_memo_find(const struct pships_fields *M,
						   const struct pships_state *s,
						   const struct pships_fkey *k)
{
	for (int i = 0; i < PSHIPS_MEMO; i++) {
		const struct pships_memo *m = &M->slot[i];
		if (m->used && m->hash == s->track_key && memcmp(&m->key, k, sizeof *k) == 0)
			return m->f;
	}
	return NULL;
}

const struct pships_field *pships_field_of(const struct pships_state *s,
					   const struct pships_data *d)
{
	struct pships_fields *M = d->fields;
	const struct pships_field *f;
	struct pships_memo *m;
	struct pships_fkey k;

	if (!M || !s->track_ready)
		return NULL;
	pships_fkey_of(s, &k);
	f = pships_memo_find(M, s, &k);
	if (f)
		return f;
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

	if (c < 0 || !f || f->cell[c] < 0)
		return PSHIPS_FAR;
	v = f->v[pships_node(pships_layer(buoys, tally), f->cell[c], dir)];
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


static int pships_layer(int buoys, int tally);

/* Each ship's way left by a search of its own that stops once the ships'
 * ranking is settled: the values the whole field would hold, but for at
 * most one ship that ranks last among its equals, which may get a lower
 * bound that ranks it the same (-1: out of memory). */
static int pships_ways_search(const struct pships_state *s, const int *ship, int n, int *way)
{
	struct pships_search *S = malloc(sizeof *S);
	int16_t *cell = malloc(sizeof(int16_t) * PSHIPS_NCELL);
	struct pships_targets T = { .n = n };
	bool any = false;

	if (!S || !cell) {
		free(S);
		free(cell);
		return -1;
	}
	pships_prepare(S, cell, s);
	for (int k = 0; k < n; k++) {
		const struct pships_ship *sh = &s->ship[ship[k]];
		int c = pships_cell(sh->q, sh->r);
		T.buoys[k] = sh->buoys;
		T.node[k] = 0;
		T.cost[k] = PSHIPS_FAR;		/* off the hexes a field numbers */
		if (c < 0 || cell[c] < 0)
			continue;
		T.node[k] = pships_snode(pships_layer(sh->buoys, sh->tally), cell[c] * HEX_NDIR);
		T.cost[k] = -1;
		any = true;
	}
	if (any)
		pships_search(S, s, &T);
	for (int k = 0; k < n; k++)
		way[k] = T.cost[k] < 0 ? PSHIPS_FAR : T.cost[k];
	free(S);
	free(cell);
	return 0;
}

void pships_field_ways(const struct pships_state *s, const struct pships_data *d, const int *ship,
		       int n, int *way)
{
	const struct pships_field *f = NULL;
	struct pships_fkey k;

	if (d->fields && s->track_ready) {
		pships_fkey_of(s, &k);
		f = pships_memo_find(d->fields, s, &k);
	}
	if (!f && s->track_ready && pships_ways_search(s, ship, n, way) == 0)
		return;
	for (int i = 0; i < n; i++) {
		const struct pships_ship *sh = &s->ship[ship[i]];
		way[i] = pships_field_get(f, sh->buoys, sh->tally, sh->q, sh->r);
	}
}
