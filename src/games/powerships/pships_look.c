/*
 * pships_look.c - Powerships in words (the `look` command): where the
 * next buoy, its gate, the finish and every other ship lie from the
 * viewer's ship, and what each of the three headings meets.
 *
 * Bearings are compass words in twelfths of a turn (the hex directions
 * e, ne, nw, w, sw, se and the six between them) and clock hours from the
 * nose: 12 straight ahead, 10 the left heading, 2 the right one.
 * Pure: nothing here changes the state.
 */
#include <stdio.h>
#include <string.h>
#include "pships.h"

static const char *const pships_compass[12] = {
	"east", "east-north-east", "north-east", "north", "north-west", "west-north-west",
	"west", "west-south-west", "south-west", "south", "south-east", "east-south-east"
};
static const char *const pships_heading_word[3] = { "right", "straight", "left" };

/* Clock hour of direction bucket b (twelfths) seen from nose dir. */
static int pships_clock(int b, int dir)
{
	int rel = ((b - 2 * dir) % 12 + 12) % 12, h = (12 - rel) % 12;

	return h ? h : 12;
}

/* "14 hexes north-west, at 10 o'clock" (dir < 0: no clock). */
static void pships_where(struct hex from, int dir, struct hex to, char *buf, size_t cap)
{
	int n = hex_distance(from, to), b;

	if (n == 0) {
		snprintf(buf, cap, "right here");
		return;
	}
	b = pships_bucket(hex_sub(to, from));
	if (dir < 0)
		snprintf(buf, cap, "%d hex%s %s", n, n == 1 ? "" : "es", pships_compass[b]);
	else
		snprintf(buf, cap, "%d hex%s %s, at %d o'clock", n, n == 1 ? "" : "es",
			 pships_compass[b], pships_clock(b, dir));
}

/* A body's name as a player reads it: "Pluto", "the Sun". */
static void pships_body(int b, char *buf, size_t cap)
{
	if (b == PSHIPS_SUN) {
		snprintf(buf, cap, "the Sun");
		return;
	}
	snprintf(buf, cap, "%s", pships_body_names[b]);
	if (buf[0] >= 'a' && buf[0] <= 'z')
		buf[0] = (char)(buf[0] - 32);
}

static struct hex pships_body_hex(const struct pships_state *s, int b)
{
	return (struct hex){ s->body_q[b], s->body_r[b] };
}

/* What a hex holds besides open space, as words ("" for open space). */
static void pships_thing(const struct pships_state *s, int q, int r, char *buf, size_t cap)
{
	int k = pships_kind_at(s, q, r), c = pships_cell(q, r);

	buf[0] = '\0';
	switch (k) {
	case PSHIPS_PK_OFF: snprintf(buf, cap, "the edge of the board"); break;
	case PSHIPS_PK_DUST: snprintf(buf, cap, "stardust"); break;
	case PSHIPS_PK_BODY: pships_body(pships_arg_of(s, c), buf, cap); break;
	case PSHIPS_PK_ARROW:
		snprintf(buf, cap, "an arrow pushing %s", pships_compass[2 * pships_arg_of(s, c)]);
		break;
	case PSHIPS_PK_TURNL: snprintf(buf, cap, "an orange circular arrow (turns left)"); break;
	case PSHIPS_PK_TURNR: snprintf(buf, cap, "a green circular arrow (turns right)"); break;
	case PSHIPS_PK_DOUBLE: snprintf(buf, cap, "a blue 2x space"); break;
	case PSHIPS_PK_PURPLE: snprintf(buf, cap, "a purple 2x space (free of obstacles)"); break;
	default: break;
	}
}

static void pships_look_track(const struct pships_state *s, struct tt_out *out)
{
	char b[24], st[24], fi[24];

	if (!s->track_ready) {
		tt_outf(out, "The track is not rolled yet.\n");
		return;
	}
	pships_body(s->start, st, sizeof st);
	pships_body(s->finish, fi, sizeof fi);
	tt_outf(out, "Track: start %s, finish %s.\nBuoys:", st, fi);
	for (int k = 0; k < 3; k++) {
		pships_body(s->buoy[k], b, sizeof b);
		tt_outf(out, "%s %d %s %s", k ? "," : "", k + 1, b,
			s->sense[k] > 0 ? "anticlockwise" : "clockwise");
	}
	tt_outf(out, ".\n");
}

/* The next buoy and its gate, or the finish, from ship sh. */
static void pships_look_next(const struct pships_state *s, const struct pships_ship *sh,
			     struct tt_out *out)
{
	struct hex me = { sh->q, sh->r }, b, g, best = me;
	char name[24], w[64];
	int k = sh->buoys, bd = 9999;

	if (k >= 3) {
		pships_body(s->finish, name, sizeof name);
		pships_where(me, sh->dir, pships_body_hex(s, s->finish), w, sizeof w);
		tt_outf(out, "Next: the finish, %s: %s. Land on it or on a hex beside it.\n", name, w);
		return;
	}
	pships_body(s->buoy[k], name, sizeof name);
	b = pships_body_hex(s, s->buoy[k]);
	pships_where(me, sh->dir, b, w, sizeof w);
	tt_outf(out, "Next: buoy %d on %s, round it %s: %s.\n", k + 1, name,
		s->sense[k] > 0 ? "anticlockwise" : "clockwise", w);
	g = pships_gate_vec(s->gate[k]);
	for (int t = 1; t < 2 * PSHIPS_W; t++) {
		struct hex h = hex_add(b, hex_scale(g, t));
		if (pships_cell(h.q, h.r) < 0)
			break;
		if (hex_distance(me, h) < bd) {
			bd = hex_distance(me, h);
			best = h;
		}
	}
	pships_where(me, sh->dir, best, w, sizeof w);
	tt_outf(out, "Its gate runs %s from %s; cross it heading %s. Nearest gate hex: %s.\n",
		pships_compass[s->gate[k]], name,
		pships_compass[((s->gate[k] + 3 * s->sense[k]) % 12 + 12) % 12], w);
	if (sh->tally < 0)
		tt_outf(out, "You crossed it the wrong way: cross it %d times the right way.\n",
			1 - sh->tally);
}

static void pships_look_ships(const struct pships_state *s, int me, struct tt_out *out)
{
	const struct pships_ship *sh = &s->ship[me];
	struct hex h = { sh->q, sh->r };
	char w[64];

	for (int i = 0; i < s->nships; i++) {
		const struct pships_ship *o = &s->ship[i];
		if (i == me)
			continue;
		if (o->finished) {
			tt_outf(out, "%s has landed, place %d.\n", s->name[i], o->place);
		} else if (!o->placed) {
			tt_outf(out, "%s is not on the board yet.\n", s->name[i]);
		} else {
			pships_where(h, sh->placed ? sh->dir : -1, (struct hex){ o->q, o->r }, w, sizeof w);
			tt_outf(out, "%s: %s; nose %s, speed %d, buoys %d.\n", s->name[i], w,
				hex_dir_names[o->dir], pships_total(o), o->buoys);
		}
	}
}

/* Before the roll: what lies along each heading's straight line. */
static void pships_look_lines(const struct pships_state *s, const struct pships_ship *sh,
			      struct tt_out *out)
{
	for (int t = 1; t >= -1; t--) {
		int dir = hex_dir_turn(sh->dir, t), k;
		struct hex h = { sh->q, sh->r };
		char thing[64], seen[160] = "";
		size_t len = 0;

		for (k = 1; k <= 15; k++) {
			int o;
			h = hex_neighbor(h, dir);
			pships_thing(s, h.q, h.r, thing, sizeof thing);
			if (!pships_enterable(s, sh, sh->buoys, h.q, h.r))
				break;
			o = pships_occupant(s, h.q, h.r, -1);
			if (o >= 0)
				snprintf(thing, sizeof thing, "%s's ship", s->name[o]);
			if (thing[0] && len < sizeof seen)
				len += (size_t)snprintf(seen + len, sizeof seen - len, "%s %s at %d",
							len ? "," : "; on the way", thing, k);
		}
		if (k > 15)
			tt_outf(out, "%s, nose %s: open for 15 hexes or more%s.\n", pships_heading_word[t + 1],
				hex_dir_names[dir], seen);
		else
			tt_outf(out, "%s, nose %s: %s at %d%s.\n", pships_heading_word[t + 1],
				hex_dir_names[dir], thing, k, seen);
	}
}

/* After the roll: each heading's move as it would be flown. */
static void pships_look_moves(const struct pships_state *s, const struct pships_ship *sh,
			      struct tt_out *out)
{
	struct pships_move mv[3];
	int total = pships_total(sh), mask = pships_legal(s, s->turn, total, mv);

	for (int t = 1; t >= -1; t--) {
		const struct pships_move *m = &mv[t + 1];
		struct hex from = { sh->q, sh->r }, to = { m->path[m->end].q, m->path[m->end].r };
		char desc[48], w[64], thing[64];
		struct tt_err err;

		pships_describe(s, m, total, desc, sizeof desc);
		pships_where(from, sh->dir, to, w, sizeof w);
		tt_outf(out, "%s%s: %s; ends %s, nose %s", pships_heading_word[t + 1],
			t == s->pending ? " (shown)" : "", desc, w, hex_dir_names[m->dir]);
		for (int i = 1; i <= m->end; i++) {
			pships_thing(s, m->path[i].q, m->path[i].r, thing, sizeof thing);
			if (m->path[i].ev && thing[0])
				tt_outf(out, "; %s at %d", thing, i);
		}
		if (m->buoys > sh->buoys)
			tt_outf(out, "; rounds buoy %d", m->buoys);
		if (!(mask & (1 << (t + 1))) && pships_why_not(mv, mask, t, &err) < 0)
			tt_outf(out, ". Not allowed: %s", err.msg);
		tt_outf(out, ".\n");
	}
}

/* Before the start: where the start planet and the first buoy are. */
static void pships_look_start(const struct pships_state *s, int me, struct tt_out *out)
{
	char st[24], b1[24], w[64];

	pships_body(s->start, st, sizeof st);
	pships_body(s->buoy[0], b1, sizeof b1);
	pships_where(pships_body_hex(s, s->start), -1, pships_body_hex(s, s->buoy[0]), w, sizeof w);
	tt_outf(out, "%s starts at %s. Buoy 1, %s: %s of it.\n", s->name[me], st, b1, w);
	for (int i = 0; i < s->nships; i++)
		if (i != me && s->ship[i].placed) {
			pships_where(pships_body_hex(s, s->start), -1,
				     (struct hex){ s->ship[i].q, s->ship[i].r }, w, sizeof w);
			tt_outf(out, "%s sits %s of %s, nose %s.\n", s->name[i], w, st,
				hex_dir_names[s->ship[i].dir]);
		}
}

void pships_look(const void *st, const void *data, int viewer, struct tt_out *out)
{
	const struct pships_state *s = st;
	int me = viewer >= 0 && viewer < s->nships ? viewer : s->turn;
	const struct pships_ship *sh = &s->ship[me];

	(void)data;
	if (!s->track_ready || !sh->placed) {
		pships_look_track(s, out);
		if (s->track_ready)
			pships_look_start(s, me, out);
		return;
	}
	if (sh->finished) {
		tt_outf(out, "%s has landed at the finish, place %d.\n", s->name[me], sh->place);
		pships_look_ships(s, me, out);
		return;
	}
	tt_outf(out, "You (%s): nose %s, speed %d with %d di%s (at most %d), damage %d, buoys %d "
		"of 3.\n", s->name[me], hex_dir_names[sh->dir], pships_total(sh), sh->ndice,
		sh->ndice == 1 ? "e" : "ce", pships_max_dice(sh), sh->damage, sh->buoys);
	pships_look_next(s, sh, out);
	pships_look_ships(s, me, out);
	if (s->phase == PSHIPS_PP_HEADING && s->turn == me)
		pships_look_moves(s, sh, out);
	else
		pships_look_lines(s, sh, out);
}
