/*
 * pu_look.c - POWERUP in words (the `look` command): the squares around
 * the viewer's BUGBUSTER (ahead, behind, above, below and the diagonals
 * ahead), what a step each way would do (a fall, acid, spikes), the BUGs
 * in its line of shot and the ones that can hit it, and where the other
 * BUGs and the mission's things are.
 *
 * Squares are named x,y as in the commands (0,0 the top left square);
 * offsets are words ("3 right, 1 up").  A secret token's content and a
 * key a BUG carries are never told.  Pure: a fall is worked out on a
 * scratch copy, the state is never changed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_play.h"

#define PU_LOOK_OTHERS 6	/* BUGs out of sight listed by name */

/* "3 right, 1 up" */
static void pu_look_offset(int dx, int dy, char *buf, size_t cap)
{
	char a[16] = "", b[16] = "";

	if (dx)
		snprintf(a, sizeof a, "%d %s", abs(dx), dx < 0 ? "left" : "right");
	if (dy)
		snprintf(b, sizeof b, "%d %s", abs(dy), dy < 0 ? "up" : "down");
	snprintf(buf, cap, "%s%s%s", a, dx && dy ? ", " : "", dx || dy ? b : "here");
}

/* A figure in words: "BIGBUG (2 lives, facing left)". */
static void pu_look_fig(const struct pu_state *s, const struct pu_data *d, int f, char *buf,
			size_t cap)
{
	const struct pu_fig *g = &s->fig[f];

	if (g->kind == PU_FK_BUG || g->kind == PU_FK_BB)
		snprintf(buf, cap, "%s (%d li%s, facing %s)", pu_fig_name(s, d, f), g->lives,
			 g->lives == 1 ? "fe" : "ves", g->face < 0 ? "left" : "right");
	else
		snprintf(buf, cap, "%s", pu_fig_name(s, d, f));
}

/* What a square holds: terrain, floor, things lying there, a figure. */
static void pu_look_square(const struct pu_state *s, const struct pu_data *d, int me, int x, int y,
			   char *buf, size_t cap)
{
	static const char *const kinds[PU_SQ_N] = {
		"open", "rock", "a ladder", "automatic stairs", "a gateway", "ACID (deadly)",
		"spikes", "a door"
	};
	size_t n;
	int o;

	if (!pu_on_board(s, x, y)) {
		snprintf(buf, cap, "the edge of the board");
		return;
	}
	n = (size_t)snprintf(buf, cap, "%d,%d %s", x, y, kinds[s->kind[y][x]]);
	if (s->kind[y][x] == PU_SQ_DOOR)
		n += (size_t)snprintf(buf + n, cap - n, s->door_open[y][x] ? " (open)" : " (closed)");
	if (s->kind[y][x] == PU_SQ_GATE && s->gate_off == y * PU_W + x && n < cap)
		n += (size_t)snprintf(buf + n, cap - n, " (closed)");
	if (s->kind[y][x] != PU_SQ_SOLID && s->kind[y][x] != PU_SQ_ACID && s->kind[y][x] != PU_SQ_SPIKES &&
	    n < cap)
		n += (size_t)snprintf(buf + n, cap - n, pu_floor_under(s, x, y) ? ", floor under" :
				      ", no floor");
	if (s->fire[y][x] && n < cap)
		n += (size_t)snprintf(buf + n, cap - n, ", burning");
	if (s->power[y][x] && n < cap)
		n += (size_t)snprintf(buf + n, cap - n, ", a POWERUP %s", s->power[y][x] == 2 ? "ON" : "off");
	if (s->coins[y][x] && n < cap)
		n += (size_t)snprintf(buf + n, cap - n, ", %d coin%s", s->coins[y][x],
				      s->coins[y][x] == 1 ? "" : "s");
	if (s->secret[y][x] && n < cap)
		n += (size_t)snprintf(buf + n, cap - n, ", a secret token");
	if (s->keys[y][x] && n < cap)
		n += (size_t)snprintf(buf + n, cap - n, ", a key");
	o = pu_at(s, x, y, me);
	if (o >= 0 && n < cap) {
		char f[64];
		pu_look_fig(s, d, o, f, sizeof f);
		snprintf(buf + n, cap - n, ", %s", f);
	}
}

/* What a step of f into (x, y) would do: a fall and what it lands in,
 * worked out on scratch t (a copy of s).  "" when nothing happens. */
static void pu_look_step(const struct pu_state *s, const struct pu_data *d, struct pu_state *t,
			 int f, int x, int y, char *buf, size_t cap)
{
	struct pu_fig *g = &t->fig[f];
	int n = 0, k;

	buf[0] = '\0';
	if (pu_blocks(s, x, y))
		return;
	memcpy(t, s, sizeof *t);
	g->x = (int8_t)x;
	g->y = (int8_t)y;
	while (!pu_supported(t, d, f) && g->y < t->h - 1) {
		g->y++;
		n++;
		if (t->kind[g->y][g->x] == PU_SQ_ACID)
			break;
	}
	k = t->kind[g->y][g->x];
	if (n > 0)
		snprintf(buf, cap, "; a step there falls %d square%s to %d,%d", n, n == 1 ? "" : "s",
			 g->x, g->y);
	if (k == PU_SQ_ACID)
		snprintf(buf + strlen(buf), cap - strlen(buf), "%s into ACID: you die", n ? "" :
			 "; a step there goes");
	else if (n >= 2)
		snprintf(buf + strlen(buf), cap - strlen(buf), ": %d li%s lost%s", n - 1,
			 n == 2 ? "fe" : "ves", n - 1 >= s->fig[f].lives ? ", you die" : "");
	else if (k == PU_SQ_SPIKES || t->fire[g->y][g->x])
		snprintf(buf + strlen(buf), cap - strlen(buf), "%s %s: 1 life and a push",
			 n ? "," : "; a step there meets", k == PU_SQ_SPIKES ? "spikes" : "fire");
}

/* The squares around the BUGBUSTER f. */
static void pu_look_around(const struct pu_state *s, const struct pu_data *d, int f,
			   struct tt_out *out)
{
	static const struct { const char *name; int dx, dy; } around[] = {
		{ "Ahead", 1, 0 }, { "Ahead 2", 2, 0 }, { "Behind", -1, 0 }, { "Above", 0, -1 },
		{ "Below", 0, 1 }, { "Up ahead", 1, -1 }, { "Down ahead", 1, 1 },
	};
	const struct pu_fig *g = &s->fig[f];
	struct pu_state *t = malloc(sizeof *t);
	char sq[200], step[120];

	for (size_t i = 0; i < sizeof around / sizeof around[0]; i++) {
		int dx = around[i].dx * g->face, dy = around[i].dy, x = g->x + dx, y = g->y + dy;
		bool ceiling = dy < 0 && dx == 0 && pu_on_board(s, x, y) && s->floor[y][x] &&
			       !pu_can_step(s, f, 0, -1);
		bool floor = dy > 0 && dx == 0 && pu_floor_under(s, g->x, g->y);

		pu_look_square(s, d, f, x, y, sq, sizeof sq);
		step[0] = '\0';
		if (dy == 0 && (dx == 1 || dx == -1) && t)
			pu_look_step(s, d, t, f, x, y, step, sizeof step);
		if (dx == 0 && pu_can_step(s, f, 0, dy))
			snprintf(step, sizeof step, "; you can climb %s", dy < 0 ? "up" : "down");
		tt_outf(out, "%s (%s%s%s): %s%s%s.\n", around[i].name, dy < 0 ? "up" : dy > 0 ? "down" : "",
			dx && dy ? "-" : "", dx < 0 ? "left" : dx > 0 ? "right" : "",
			ceiling ? "beyond the ceiling, " : floor ? "beyond your floor, " : "", sq, step);
	}
	free(t);
}

/* Is BUG i in f's line of shot, or able to hit f from where it stands? */
static bool pu_look_near(const struct pu_state *s, const struct pu_data *d, int f, int i)
{
	const struct pu_fig *g = &s->fig[f], *b = &s->fig[i];
	int br = d->bug[b->type].range, face;

	return pu_can_hit_from(s, f, g->x, g->y, i, PU_W + PU_H, &face) ||
	       pu_can_hit_from(s, i, b->x, b->y, f, br > 1 ? br : 1, &face);
}

/* One BUG seen from f: where it is, and who can hit whom. */
static void pu_look_bug(const struct pu_state *s, const struct pu_data *d, int f, int i,
			struct tt_out *out)
{
	const struct pu_fig *g = &s->fig[f], *b = &s->fig[i];
	int r = pu_weapon_range(s, d, f), br = d->bug[b->type].range, face, myface = g->face;
	int n = abs(b->x - g->x) > abs(b->y - g->y) ? abs(b->x - g->x) : abs(b->y - g->y);
	bool sight = pu_can_hit_from(s, f, g->x, g->y, i, PU_W + PU_H, &myface);
	bool melee = pu_can_hit_from(s, i, b->x, b->y, f, 1, &face);
	bool shot = br > 0 && pu_can_hit_from(s, i, b->x, b->y, f, br, &face);
	char where[32], fig[64];

	pu_look_offset(b->x - g->x, b->y - g->y, where, sizeof where);
	pu_look_fig(s, d, i, fig, sizeof fig);
	tt_outf(out, "%s: %d,%d, %s", fig, b->x, b->y, where);
	if (!sight && !melee && !shot) {
		tt_outf(out, "; out of sight.\n");
		return;
	}
	if (sight && n == 1)
		tt_outf(out, "; in melee reach");
	else if (sight && r < 0)
		tt_outf(out, "; in sight, your weapon reaches a yellow die's hits");
	else if (sight && r > 0)
		tt_outf(out, "; in sight, %s your weapon's range", n <= r ? "within" : "beyond");
	else if (sight)
		tt_outf(out, "; in sight");
	if (sight && myface != g->face)
		tt_outf(out, " (flip to face it)");
	if (melee || shot)
		tt_outf(out, "; it can %s you from there", melee ? "strike" : "shoot");
	tt_outf(out, ".\n");
}

/* The BUGs in f's line of shot or able to hit it, then the others. */
static void pu_look_bugs(const struct pu_state *s, const struct pu_data *d, int f,
			 struct tt_out *out)
{
	int others = 0;

	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < s->nfig; i++) {
			const struct pu_fig *b = &s->fig[i];
			if (b->kind != PU_FK_BUG || !pu_alive(s, i) || !pu_on_board(s, b->x, b->y) ||
			    pu_look_near(s, d, f, i) != (pass == 0))
				continue;
			if (pass == 0 || others++ < PU_LOOK_OTHERS)
				pu_look_bug(s, d, f, i, out);
		}
	if (others > PU_LOOK_OTHERS)
		tt_outf(out, "And %d more BUGs out of sight.\n", others - PU_LOOK_OTHERS);
}

/* The nearest ON POWERUP and the mission's figures (VIPs, portal pieces,
 * the GLITCH, partners). */
static void pu_look_mission(const struct pu_state *s, const struct pu_data *d, int f,
			    struct tt_out *out)
{
	const struct pu_fig *g = &s->fig[f];
	int best = 999, bx = 0, by = 0;
	char where[32], fig[64];

	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++)
			if (s->power[y][x] == 2 && abs(x - g->x) + abs(y - g->y) < best) {
				best = abs(x - g->x) + abs(y - g->y);
				bx = x;
				by = y;
			}
	if (best < 999) {
		pu_look_offset(bx - g->x, by - g->y, where, sizeof where);
		tt_outf(out, "Nearest POWERUP ON: %d,%d, %s.\n", bx, by, where);
	}
	for (int i = 0; i < s->nfig; i++) {
		const struct pu_fig *o = &s->fig[i];
		if (i == f || o->kind == PU_FK_BUG || o->kind == PU_FK_DRUM || o->kind == PU_FK_COVER ||
		    o->kind == PU_FK_NONE || o->aboard || !pu_on_board(s, o->x, o->y) ||
		    (o->lives <= 0 && o->kind != PU_FK_BB))
			continue;
		pu_look_offset(o->x - g->x, o->y - g->y, where, sizeof where);
		pu_look_fig(s, d, i, fig, sizeof fig);
		if (fig[0] >= 'a' && fig[0] <= 'z')
			fig[0] = (char)(fig[0] - 32);
		tt_outf(out, "%s: %d,%d, %s%s.\n", fig, o->x, o->y, where,
			o->kind == PU_FK_BB && o->lives <= 0 ? ", defeated" : "");
	}
}

void pu_look(const void *st, const void *data, int viewer, struct tt_out *out)
{
	const struct pu_state *s = st;
	const struct pu_data *d = data;
	int seat = viewer >= 0 && viewer < s->nseats ? viewer : s->active >= 0 ? s->active : 0;
	const struct pu_bb *b = &s->bb[seat];
	const struct pu_fig *g = &s->fig[b->fig];
	const char *under = "the floor", *head = NULL;
	int o;

	tt_outf(out, "You (%s): %d,%d, facing %s. Lives %d, AP %d, RP %d of %d, ammo %d.\n",
		d->sheet[g->type].name, g->x, g->y, g->face < 0 ? "left" : "right", g->lives, b->ap,
		b->rp, b->maxrp, b->ammo);
	if (g->lives <= 0) {
		tt_outf(out, "You are defeated: a partner beside you can revive you, or pay a "
			"CONTINUE.\n");
		return;
	}
	if (!pu_on_board(s, g->x, g->y))
		under = "the void";
	else if (g->aboard)
		under = "the GLITCH";
	else if (s->kind[g->y][g->x] == PU_SQ_LADDER)
		under = "a ladder";
	else if (s->kind[g->y][g->x] == PU_SQ_STAIRS)
		under = "the stairs";
	else if (!pu_floor_under(s, g->x, g->y) && (o = pu_at(s, g->x, g->y + 1, b->fig)) >= 0)
		head = pu_fig_name(s, d, o);
	if (head)
		tt_outf(out, "You stand on %s's head.\n", head);
	else
		tt_outf(out, "You stand on %s.\n", under);
	pu_look_around(s, d, b->fig, out);
	pu_look_bugs(s, d, b->fig, out);
	pu_look_mission(s, d, b->fig, out);
	pu_prof_look(s, d, seat, out);	/* the ability, the turret */
}
