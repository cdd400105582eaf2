/*
 * pships_move.c - Powerships movement: one straight move with its special
 * spaces, crashes, passing and stopping behind ships, buoy rounding, and
 * the three-directions rule.  Pure functions of the state; nothing here
 * changes it.
 */
#include <string.h>
#include "pships.h"

bool pships_enterable(const struct pships_state *s, const struct pships_ship *sh, int buoys,
		      int q, int r)
{
	int k = pships_kind_at(s, q, r), c;

	if (k == PSHIPS_PK_OFF || k == PSHIPS_PK_DUST)
		return false;
	if (k != PSHIPS_PK_BODY)
		return true;
	c = pships_cell(q, r);
	if (pships_arg_of(s, c) == s->start && !sh->left_start)
		return true;
	return pships_arg_of(s, c) == s->finish && buoys == 3;
}

int pships_occupant(const struct pships_state *s, int q, int r, int except)
{
	for (int i = 0; i < s->nships; i++) {
		const struct pships_ship *o = &s->ship[i];
		if (i != except && o->placed && !o->finished && o->q == q && o->r == r)
			return i;
	}
	return -1;
}

int pships_total(const struct pships_ship *sh)
{
	int t = 0;

	for (int i = 0; i < sh->ndice; i++)
		t += sh->die[i];
	return t;
}

static void pships_push(struct pships_move *m, struct hex h, int dir)
{
	if (m->n < PSHIPS_MAXPATH) {
		m->path[m->n].q = (int8_t)h.q;
		m->path[m->n].r = (int8_t)h.r;
		m->path[m->n].dir = (uint8_t)dir;
		m->path[m->n].ev = 0;
		m->n++;
	}
}

static struct hex pships_at(const struct pships_move *m, int i)
{
	return (struct hex){ m->path[i].q, m->path[i].r };
}

/* Buoys and tally after the segments of path[0..upto] (kept by each
 * step as the walk goes). */
static void pships_round(const struct pships_move *m, int upto, int *buoys, int *tally)
{
	*buoys = m->path[upto].buoys;
	*tally = m->path[upto].tally;
}

/* Running buoy state of a move being walked. */
struct pships_run {
	int dir, rem, buoys, tally;
	bool ignore;
};

static void pships_step(const struct pships_state *s, struct pships_move *m, struct hex to,
			struct pships_run *run)
{
	struct hex from = pships_at(m, m->n - 1);

	pships_push(m, to, run->dir);
	if (run->buoys < 3) {
		run->tally += pships_cross(s, run->buoys, from, to);
		if (run->tally >= 1) {
			run->buoys++;
			run->tally = 0;
		}
	}
	m->path[m->n - 1].buoys = (uint8_t)run->buoys;
	m->path[m->n - 1].tally = (int8_t)run->tally;
}

/* Has the arrow on the last path hex already shifted this move? */
static bool pships_arrow_used(const struct pships_move *m)
{
	const struct pships_step *last = &m->path[m->n - 1];

	for (int i = 0; i < m->n - 1; i++)
		if (m->path[i].ev == PSHIPS_PK_ARROW && m->path[i].q == last->q && m->path[i].r == last->r)
			return true;
	return false;
}

/* Effects of the special space just entered; returns -1 on a blocked
 * arrow shift (a crash), else 0.  Arrow shifts chain. */
static int pships_special(const struct pships_state *s, const struct pships_ship *sh,
			  struct pships_move *m, struct pships_run *run)
{
	for (int chain = 0; chain < 16 && m->n < PSHIPS_MAXPATH; chain++) {
		struct hex h = pships_at(m, m->n - 1);
		int k = pships_kind_at(s, h.q, h.r), c = pships_cell(h.q, h.r);

		if (k == PSHIPS_PK_OFF || k == PSHIPS_PK_SPACE || k == PSHIPS_PK_DUST || k == PSHIPS_PK_BODY)
			return 0;
		if (k == PSHIPS_PK_ARROW && pships_arrow_used(m))
			return 0;	/* each arrow shifts a ship once per move */
		m->path[m->n - 1].ev = (uint8_t)k;
		if (k == PSHIPS_PK_TURNL || k == PSHIPS_PK_TURNR) {
			run->dir = hex_dir_turn(run->dir, k == PSHIPS_PK_TURNL ? 1 : -1);
			m->path[m->n - 1].dir = (uint8_t)run->dir;
			return 0;
		}
		if (k == PSHIPS_PK_DOUBLE || k == PSHIPS_PK_PURPLE) {
			run->rem = run->rem * 2 > 120 ? 120 : run->rem * 2;
			run->ignore = run->ignore || k == PSHIPS_PK_PURPLE;
			return 0;
		}
		struct hex t = hex_neighbor(h, pships_arg_of(s, c));
		if (!run->ignore && !pships_enterable(s, sh, run->buoys, t.q, t.r))
			return -1;
		pships_step(s, m, t, run);
	}
	return 0;
}

/* Where a move under the purple space's effect really ends. */
static void pships_land(const struct pships_state *s, const struct pships_ship *sh,
			struct pships_move *m, int rem)
{
	int e = m->n - 1, buoys, tally;
	struct hex h = pships_at(m, e);

	pships_round(m, e, &buoys, &tally);
	if (pships_cell(h.q, h.r) >= 0 && pships_enterable(s, sh, buoys, h.q, h.r) && rem == 0) {
		m->reach = e;
		return;
	}
	while (e > 0) {
		pships_round(m, e, &buoys, &tally);
		h = pships_at(m, e);
		if (pships_enterable(s, sh, buoys, h.q, h.r))
			break;
		e--;
	}
	m->crash = true;
	m->damage = m->n - 1 - e + rem;
	m->reach = e;
}

static void pships_walk(const struct pships_state *s, const struct pships_ship *sh,
			struct pships_move *m, int dir, int total)
{
	struct pships_run run = { dir, total, sh->buoys, sh->tally, false };

	while (run.rem > 0 && m->n < PSHIPS_MAXPATH) {
		struct hex nx = hex_neighbor(pships_at(m, m->n - 1), run.dir);

		if (!run.ignore && !pships_enterable(s, sh, run.buoys, nx.q, nx.r)) {
			m->crash = true;
			m->damage = run.rem;
			m->reach = m->n - 1;
			return;
		}
		pships_step(s, m, nx, &run);
		run.rem--;
		if (run.ignore && pships_cell(nx.q, nx.r) < 0)
			break;		/* beyond the grid: it cannot come back */
		if (pships_special(s, sh, m, &run) < 0) {
			m->crash = true;
			m->damage = run.rem > 0 ? run.rem : 1;
			m->reach = m->n - 1;
			return;
		}
	}
	m->reach = m->n - 1;
	if (run.ignore)
		pships_land(s, sh, m, run.rem);
}

void pships_simulate(const struct pships_state *s, int ship, int turn, int total,
		     struct pships_move *m)
{
	const struct pships_ship *sh = &s->ship[ship];
	int dir = hex_dir_turn(sh->dir, turn), e;

	/* every other field is set below: the path is written as it grows */
	m->n = 0;
	m->crash = false;
	m->damage = 0;
	pships_push(m, (struct hex){ sh->q, sh->r }, dir);
	m->path[0].buoys = sh->buoys;
	m->path[0].tally = sh->tally;
	pships_walk(s, sh, m, dir, total);
	e = m->reach;
	for (;;) {
		int buoys, tally;
		struct hex h = pships_at(m, e);
		pships_round(m, e, &buoys, &tally);
		if (e == 0 || (pships_occupant(s, h.q, h.r, ship) < 0 &&
			       pships_enterable(s, sh, buoys, h.q, h.r))) {
			m->buoys = buoys;
			m->tally = tally;
			break;
		}
		e--;
	}
	m->end = e;
	m->dir = m->path[e].dir;
	m->finished = m->buoys == 3 && pships_in_area(s, s->finish, m->path[e].q, m->path[e].r);
	m->left_start = sh->left_start || !pships_in_area(s, s->start, m->path[e].q, m->path[e].r);
}

/* Fills mv[turn + 1] for turn -1 (right), 0, +1 (left); returns a bit mask
 * of the legal turns (bit turn + 1) under the three-directions rule. */
int pships_legal(const struct pships_state *s, int ship, int total, struct pships_move mv[3])
{
	int ok = 0, best = -1, mask = 0;

	for (int t = -1; t <= 1; t++) {
		pships_simulate(s, ship, t, total, &mv[t + 1]);
		if (!mv[t + 1].crash)
			ok |= 1 << (t + 1);
		else if (mv[t + 1].reach > best)
			best = mv[t + 1].reach;
	}
	if (ok)
		return ok;
	for (int t = 0; t < 3; t++)
		if (mv[t].reach == best)
			mask |= 1 << t;
	return mask;
}
