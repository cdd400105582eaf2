/*
 * pu_bugs.c - the automatic BUG side (the Artificial Intelligence section):
 * the start of the BUG turn (regeneration, BUG cards, the auto-spawn from
 * every BURP, the event) and then the BUGs one action at a time: attacks
 * first, then moves from the lowest SPAWN cost and the bottom of the
 * board, towards a BUGBUSTER in sight, else the PRIMARY TARGET, else the
 * nearest BUGBUSTER (house rule for missions without one).
 *
 * pu_bug_step() does one thing and returns, so a reaction window can
 * open between any two BUG actions: a declared attack waits in s->decl.
 * A BUGMISTRESS seat (part 2) would replace these choices by prompts.
 */
#include <stdio.h>
#include <string.h>
#include "pu_cmd.h"

int pu_count_bugs(const struct pu_state *s, int type)
{
	int n = 0;

	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_BUG && pu_alive(s, i) && (type < 0 || s->fig[i].type == type))
			n++;
	return n;
}

/* Place a new BUG in front of / above the spawner (any side for the
 * BUGMISTRESS). */
int pu_spawn(struct pu_state *s, const struct pu_data *d, int sp, int type, struct tt_out *out)
{
	const struct pu_fig *g = &s->fig[sp];
	int cand[4][2] = { { g->x + g->face, g->y }, { g->x, g->y - 1 }, { g->x - g->face, g->y },
			   { g->x, g->y + 1 } };
	int n = g->kind == PU_FK_BUG && g->type == d->mistress ? 4 : 2;
	const char *name = pu_fig_name(s, d, sp);

	for (int k = 0; k < n; k++) {
		int x = cand[k][0], y = cand[k][1], b;
		if (pu_blocks(s, x, y) || pu_at(s, x, y, -1) >= 0 || s->kind[y][x] == PU_SQ_ACID ||
		    (k == 1 && s->floor[y][x]) || (k == 3 && s->floor[g->y][g->x]))
			continue;	/* not through a floor either */
		if ((b = pu_new_fig(s, PU_FK_BUG, type, x, y, k == 2 ? -g->face : g->face)) < 0)
			return -1;
		s->fig[b].lives = (int8_t)d->bug[type].lives;
		s->fig[b].fresh = 1;
		tt_outf(out, "%c%s spawns a %s.\n", name[0] == 't' ? 'T' : name[0], name + 1,
			d->bug[type].name);
		pu_settle(s, d, out);
		return b;
	}
	tt_outf(out, "%c%s has no room to spawn.\n", name[0] == 't' ? 'T' : name[0], name + 1);
	return -1;
}

bool pu_is_spawner(const struct pu_state *s, const struct pu_data *d, int i)
{
	const struct pu_fig *g = &s->fig[i];

	if (!pu_alive(s, i))
		return false;
	if (g->kind == PU_FK_PORTAL)
		return s->turns_total >= d->mission.turns && d->mission.goal == PU_GO_PORTAL;
	return g->kind == PU_FK_BUG && (d->bug[g->type].abil & PU_AB_SPAWN);
}

void pu_autospawn(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	int maxburp = s->nseats - (d->mission.goal == PU_GO_MISTRESS ? 1 : 0);

	if (s->disrupt) {
		tt_outf(out, "The Disruptor stops the spawn this turn.\n");
		s->disrupt = 0;
		return;
	}
	for (int i = 0; i < s->nfig; i++) {
		int c, type;
		if (!pu_is_spawner(s, d, i) || s->fig[i].fresh)
			continue;
		if ((c = pu_draw_bugcard(s)) < 0)
			return;
		type = d->bugcard[c].autobug;
		s->bugdisc[s->nbugdisc++] = (int8_t)c;
		if ((s->first_spawn && type != d->buggie && type != d->batbug) ||
		    pu_locked(d, PU_LK_BUG, type) ||	/* not yet in a Story campaign */
		    (type == d->burp && pu_count_bugs(s, d->burp) >= maxburp) ||
		    pu_count_bugs(s, type) >= d->bug[type].tokens)
			type = d->buggie;
		if (pu_count_bugs(s, type) >= d->bug[type].tokens) {
			tt_outf(out, "No %s token is left to spawn.\n", d->bug[type].name);
			continue;
		}
		pu_spawn(s, d, i, type, out);
	}
	s->first_spawn = 0;
}

static int pu_cmp_bug(const struct pu_state *s, const struct pu_data *d, int a, int b)
{
	int ca = d->bug[s->fig[a].type].cost, cb = d->bug[s->fig[b].type].cost;

	if (ca != cb)
		return ca - cb;
	if (s->fig[a].y != s->fig[b].y)
		return s->fig[b].y - s->fig[a].y;
	return a - b;
}

static void pu_order_bugs(struct pu_state *s, const struct pu_data *d)
{
	s->nbug_order = 0;
	for (int i = 0; i < s->nfig; i++) {
		struct pu_fig *g = &s->fig[i];
		if (g->kind != PU_FK_BUG || !pu_alive(s, i))
			continue;
		g->ap = (uint8_t)(d->bug[g->type].actions * (s->charge ? 2 : 1));
		g->attacks = 0;
		g->blinked = 0;
		int k = s->nbug_order++;
		while (k > 0 && pu_cmp_bug(s, d, s->bug_order[k - 1], i) > 0) {
			s->bug_order[k] = s->bug_order[k - 1];
			k--;
		}
		s->bug_order[k] = i;
	}
	s->bug_cur = 0;
}

/* Would mirroring the tile at (tx, ty) put a figure inside a wall? */
static bool pu_flip_blocked(const struct pu_state *s, int tx, int ty)
{
	for (int i = 0; i < s->nfig; i++) {
		int x = s->fig[i].x - tx * PU_T, y = s->fig[i].y - ty * PU_T;
		if (pu_alive(s, i) && x >= 0 && x < PU_T && y >= 0 && y < PU_T &&
		    s->kind[ty * PU_T + y][tx * PU_T + PU_T - 1 - x] == PU_SQ_SOLID)
			return true;
	}
	return false;
}

/* Kill the BUGMISTRESS: may tile (tx, ty) be flipped now?  Up to 3 in
 * the game, while she stands at either level, and never when a figure
 * would end inside a wall (what everyone sees decides it). */
bool pu_tile_can_flip(const struct pu_state *s, const struct pu_data *d, int tx, int ty)
{
	if (d->mission.goal != PU_GO_MISTRESS || s->flips >= 3 || tx < 0 || ty < 0 ||
	    tx * PU_T >= s->w || ty * PU_T >= s->h)
		return false;
	if (pu_count_bugs(s, d->mistress) == 0 &&
	    (d->bug[d->mistress].angry < 0 || pu_count_bugs(s, d->bug[d->mistress].angry) == 0))
		return false;
	return !pu_flip_blocked(s, tx, ty);
}

/* Flip tile (tx, ty) (house rule: a tile's other side is its mirror
 * image; the tokens and figures stay where they are).  The caller says
 * so and settles the figures. */
void pu_tile_flip(struct pu_state *s, int tx, int ty)
{
	for (int y = ty * PU_T; y < ty * PU_T + PU_T; y++)
		for (int k = 0; k < PU_T / 2; k++) {
			int a = tx * PU_T + k, b = tx * PU_T + PU_T - 1 - k;
			uint8_t kk = s->kind[y][a], ff = s->floor[y][a];
			s->kind[y][a] = s->kind[y][b];
			s->floor[y][a] = s->floor[y][b];
			s->kind[y][b] = kk;
			s->floor[y][b] = ff;
		}
	s->flips++;
}

/* The tile under the top-scoring BUGBUSTER (the automatic aim); false
 * when there is none on the board. */
bool pu_tile_of_top(const struct pu_state *s, int *tx, int *ty)
{
	int seat = pu_highest_bb(s);

	if (seat < 0 || !pu_on_board(s, s->fig[s->bb[seat].fig].x, s->fig[s->bb[seat].fig].y))
		return false;
	*tx = s->fig[s->bb[seat].fig].x / PU_T;
	*ty = s->fig[s->bb[seat].fig].y / PU_T;
	return true;
}

/* Kill the BUGMISTRESS: once a BUG turn the automatic BUGMISTRESS flips
 * the tile of the top-scoring BUGBUSTER. */
static void pu_mistress_flip(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	int tx, ty, seat = pu_highest_bb(s);

	if (!pu_tile_of_top(s, &tx, &ty) || !pu_tile_can_flip(s, d, tx, ty))
		return;
	pu_tile_flip(s, tx, ty);
	tt_outf(out, "The BUGMISTRESS flips the tile under %s (%d of 3).\n",
		d->sheet[s->fig[s->bb[seat].fig].type].name, s->flips);
	pu_settle(s, d, out);
}

void pu_bug_turn_start(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	tt_outf(out, "-- Turn %d (round %d): the BUGs --\n", s->turn, s->round);
	s->event = -1;
	s->charge = 0;
	for (int i = 0; i < s->nfig; i++) {
		struct pu_fig *g = &s->fig[i];
		g->fresh = g->fresh > 1;	/* 2: placed by a test mission, dizzy in turn 1 */
		if (g->kind == PU_FK_BUG && pu_alive(s, i) && (d->bug[g->type].abil & PU_AB_REGEN) &&
		    g->lives < d->bug[g->type].lives) {
			g->lives++;
			tt_outf(out, "%s regenerates 1 life.\n", pu_fig_name(s, d, i));
		}
	}
	pu_bug_draw(s, d, out);		/* 1.1 (1.2: the automatic BUGs need no activation) */
	pu_autospawn(s, d, out);	/* 1.3 */
	pu_bug_event(s, d, out);	/* 1.4 */
	pu_bug_play(s, d, true, out);	/* 1.5: Specials and Tricks */
	pu_mistress_flip(s, d, out);
	pu_order_bugs(s, d);
}

/* Does BUG b see a BUGBUSTER (line of shot, any distance)? */
int pu_seen_bb(const struct pu_state *s, const struct pu_data *d, int b)
{
	int cover;

	for (int dir = 0; dir < 5; dir++) {
		int t = pu_target(s, d, b, dir, 16, true, &cover);
		if (t >= 0 && s->fig[t].kind == PU_FK_BB)
			return t;
	}
	return -1;
}

/* The PRIMARY TARGET of this mission for BUG b, or -1. */
int pu_primary(const struct pu_state *s, const struct pu_data *d, int b)
{
	int best = -1, bd = 999;

	for (int i = 0; i < s->nfig; i++) {
		const struct pu_fig *g = &s->fig[i];
		int dd;
		if (!pu_alive(s, i))
			continue;
		if (d->mission.goal == PU_GO_VIPS || d->mission.npc_target ? g->kind != PU_FK_NPC :
		    g->kind != PU_FK_BB)
			continue;
		dd = (g->x - s->fig[b].x) * (g->x - s->fig[b].x) + (g->y - s->fig[b].y) * (g->y - s->fig[b].y);
		if (dd < bd) {
			bd = dd;
			best = i;
		}
	}
	return best;
}

int pu_bug_range(const struct pu_state *s, const struct pu_data *d, int b)
{
	int r = d->bug[s->fig[b].type].range;

	if (s->event >= 0 && d->bugcard[s->event].effect == PU_BE_GAS)
		r = 0;
	return r;
}

/* Try to attack t now; returns 1 when declared or turned. */
static int pu_bug_try_attack(struct pu_state *s, const struct pu_data *d, int b, int t,
			     struct tt_out *out)
{
	struct pu_fig *g = &s->fig[b];
	int face, r = pu_bug_range(s, d, b);
	bool melee = pu_can_hit_from(s, b, g->x, g->y, t, 1, &face);
	bool ranged = !melee && r > 0 && pu_can_hit_from(s, b, g->x, g->y, t, r, &face);

	if (!melee && !ranged)
		return 0;
	if (face != g->face && !(d->bug[g->type].abil & PU_AB_BACKEYE)) {
		g->face = (int8_t)face;
		g->ap--;
		tt_outf(out, "%s turns to face %s.\n", pu_fig_name(s, d, b), face > 0 ? "right" : "left");
		return 1;
	}
	g->face = (int8_t)face;
	pu_bug_declare(s, d, b, t, ranged, out);
	return 1;
}

/* BUG b attacks t (1 action): declared, with the target's reaction
 * window; pu_bug_resolve carries it out. */
void pu_bug_declare(struct pu_state *s, const struct pu_data *d, int b, int t, bool ranged,
		    struct tt_out *out)
{
	struct pu_fig *g = &s->fig[b];

	g->ap--;
	g->attacks++;
	for (int i = 0; i < s->nfig; i++)	/* a TEAM 4 stack attacks as one */
		if (i != b && pu_alive(s, i) && pu_team(s, d, i, b) && s->fig[i].x == g->x &&
		    s->fig[i].y == g->y) {
			s->fig[i].ap = 0;
			s->fig[i].face = g->face;
		}
	s->decl = (struct pu_decl){ 1, ranged, (int8_t)b, (int8_t)t };
	tt_outf(out, "%s %s %s!\n", pu_fig_name(s, d, b), ranged ? "takes aim at" : "lunges at",
		pu_fig_name(s, d, t));
	if (s->fig[t].kind == PU_FK_BB && s->react_mode[s->fig[t].seat] != 2) {
		const struct pu_bb *bb = &s->bb[s->fig[t].seat];
		if (bb->rp >= 1 + d->bug[g->type].speed && !bb->shield)
			pu_push_pend(s, PU_PD_REACT, s->fig[t].seat, (int8_t)b, (int8_t)t, 1);
	}
}

void pu_bug_resolve(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	int b = s->decl.bug, t = s->decl.target, face;
	struct pu_fig *g = &s->fig[b];
	int r = s->decl.ranged ? pu_bug_range(s, d, b) : 1;

	s->decl.active = 0;
	if (!pu_alive(s, b)) {
		tt_outf(out, "The %s is gone before its attack lands.\n", d->bug[g->type].name);
		s->dodge = 0;
		return;
	}
	if (!pu_alive(s, t) || s->fig[t].aboard ||
	    !pu_can_hit_from(s, b, g->x, g->y, t, r, &face) ||
	    (s->fig[t].kind == PU_FK_BB && s->bb[s->fig[t].seat].shield)) {
		tt_outf(out, "The attack of %s hits nothing.\n", pu_fig_name(s, d, b));
		s->dodge = 0;
	} else if (s->fig[t].kind == PU_FK_NPC) {
		tt_outf(out, "%s reaches %s: %s dies.\n", pu_fig_name(s, d, b), pu_fig_name(s, d, t),
			pu_fig_name(s, d, t));
		pu_hurt(s, d, t, 99, b, out);
	} else if (s->decl.ranged) {
		pu_ranged(s, d, b, t, r, 0, out);
	} else {
		pu_melee(s, d, b, t, out);
	}
	if (pu_alive(s, b) && g->attacks >= d->bug[g->type].attacks)
		g->ap = 0;
	pu_settle(s, d, out);
}

static const int pu_mv[8][3] = {	/* dx, dy, cost */
	{ -1, 0, 1 }, { 1, 0, 1 }, { 0, -1, 1 }, { 0, 1, 1 }, { -2, 0, 2 }, { 2, 0, 2 },
	{ -1, -1, 2 }, { 1, -1, 2 }
};

/* BUGs push BUGs: only a row made of BUGs alone moves aside. */
static bool pu_bug_chain(const struct pu_state *s, int o, int dx)
{
	int x = s->fig[o].x, y = s->fig[o].y;

	for (int k = 0; k < PU_W; k++, x += dx) {
		int f = pu_at(s, x, y, -1);
		if (f < 0)
			return true;
		if (s->fig[f].kind != PU_FK_BUG)
			return false;
	}
	return false;
}

/* Is the way of move m open to BUG b on what everyone sees: its square
 * empty and open, a TEAM 4 stack to join, or the first of a row of BUGs
 * that can move aside one square (sideways along the move, or along its
 * facing when pushed from below or above)?  Where the pushed BUGs
 * arrive - a face-down token, a spike trap's die - is not asked: that
 * comes out only when the move is carried out (pu_bug_move may then
 * fail, the square taken again). */
bool pu_bug_way_open(const struct pu_state *s, const struct pu_data *d, int b, int m)
{
	const struct pu_fig *g = &s->fig[b];
	int dx = pu_mv[m][0], dy = pu_mv[m][1], x = g->x + dx, y = g->y + dy, o = pu_at(s, x, y, b), dir;

	if (o < 0)
		return !pu_blocks(s, x, y);
	if (pu_team(s, d, o, b) && pu_team_count(s, d, o) < 4)
		return true;
	if (dy == 0)
		dir = dx > 0 ? 1 : -1;
	else if (dx == 0 && s->fig[o].kind == PU_FK_BUG)
		dir = s->fig[o].face;
	else
		return false;
	if (!pu_bug_chain(s, o, dir))
		return false;
	for (int k = 0; k < PU_W && pu_at(s, x, y, -1) >= 0; k++)
		x += dir;
	return !pu_blocks(s, x, y);
}

/* Carry out move m for BUG b (pushing BUGs in the way); 0 if it failed. */
int pu_bug_move(struct pu_state *s, const struct pu_data *d, int b, int m,
		       struct tt_out *out)
{
	struct pu_fig *g = &s->fig[b];
	int dx = pu_mv[m][0], dy = pu_mv[m][1], sx = dx > 0 ? 1 : dx < 0 ? -1 : 0, o;

	if (sx && sx != g->face && !(m < 2 && 0)) {
		g->face = (int8_t)sx;
		g->ap--;
		tt_outf(out, "%s turns %s.\n", pu_fig_name(s, d, b), sx > 0 ? "right" : "left");
		return 1;
	}
	if (g->ap < pu_mv[m][2] && !pu_flying(s, d, b)) {
		g->ap = 0;
		return 0;
	}
	o = pu_at(s, g->x + dx, g->y + dy, b);
	if (o >= 0 && pu_team(s, d, o, b) && pu_team_count(s, d, o) < 4) {
		g->ap = (uint8_t)(g->ap - (pu_flying(s, d, b) ? 1 : pu_mv[m][2]));
		tt_outf(out, "%s joins the stack (TEAM 4).\n", pu_fig_name(s, d, b));
		g->x = s->fig[o].x;
		g->y = s->fig[o].y;
		return 1;
	}
	if (o >= 0 && dy == 0 && pu_bug_chain(s, o, sx))
		pu_push(s, d, o, sx, 0, 1, out);
	else if (o >= 0 && dx == 0 && s->fig[o].kind == PU_FK_BUG && pu_bug_chain(s, o, s->fig[o].face))
		pu_push(s, d, o, s->fig[o].face, 0, 1, out);	/* from below or above: it goes
								 * on the way it faces */
	if (pu_at(s, g->x + dx, g->y + dy, b) >= 0 || pu_blocks(s, g->x + dx, g->y + dy)) {
		g->ap = 0;
		return 0;
	}
	g->ap = (uint8_t)(g->ap - (pu_flying(s, d, b) ? 1 : pu_mv[m][2]));
	{
		int st[PU_H], n = dy == 0 && dx == sx ? pu_stack(s, d, b, st) : 0;
		g->x = (int8_t)(g->x + dx);	/* whoever stands on its head rides along */
		pu_carry_stack(s, d, st, n, sx, out);
		s->nostairs = dy > 0;	/* a step down the stairs is not carried up again */
		pu_place(s, d, b, g->x, g->y + dy, out);
		s->nostairs = 0;
	}
	return 1;
}

/* Reaction window when a BUG comes next to a BUGBUSTER it was not next
 * to before (always mode). */
void pu_bug_near(struct pu_state *s, const struct pu_data *d, int b, int ox, int oy,
			struct tt_out *out)
{
	if (!pu_alive(s, b))
		return;
	for (int i = 0; i < s->nseats; i++) {
		if (s->react_mode[i] != 0)
			continue;
		const struct pu_fig *t = &s->fig[s->bb[i].fig];
		int dx = t->x - s->fig[b].x, dy = t->y - s->fig[b].y;
		int px = t->x - ox, py = t->y - oy;	/* where the BUG came from */
		if (t->lives > 0 && !t->aboard && dx * dx + dy * dy <= 2 && px * px + py * py > 2 &&
		    s->bb[i].rp >= 1 && !s->bb[i].shield) {
			pu_push_pend(s, PU_PD_REACT, (uint8_t)i, (int8_t)b, (int8_t)s->bb[i].fig, 0);
			tt_outf(out, "%s comes next to %s, who may react.\n", pu_fig_name(s, d, b),
				pu_fig_name(s, d, s->bb[i].fig));
			return;
		}
	}
}

/* A BUG with no goal walks on the way it faces and turns at walls. */
static int pu_bug_wander(struct pu_state *s, const struct pu_data *d, int b, struct tt_out *out)
{
	struct pu_fig *g = &s->fig[b];

	if (!pu_blocks(s, g->x + g->face, g->y) && pu_at(s, g->x + g->face, g->y, b) < 0 &&
	    s->kind[g->y][g->x + g->face] != PU_SQ_ACID)
		return pu_bug_move(s, d, b, g->face > 0 ? 1 : 0, out);
	g->face = (int8_t)-g->face;
	g->ap--;
	return 1;
}

static int pu_bug_goal(struct pu_state *s, const struct pu_data *d, int b)
{
	int t = pu_seen_bb(s, d, b);

	if (t < 0)
		t = pu_primary(s, d, b);
	return t;
}

/* Hidden Keys: the secret tokens and the keys lying about are the
 * PRIMARY TARGET of a BUG that sees no BUGBUSTER; a BUG with a key makes
 * for the nearest gateway (a map portal).  The first step there, or -1. */
int pu_bug_keys_step(const struct pu_state *s, const struct pu_data *d, int b)
{
	int8_t dist[PU_H][PU_W], first[PU_H][PU_W];
	int best = -1, bd = 127;
	bool carry = s->fig[b].secret != 0;

	pu_bfs(s, d, b, false, dist, first);
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++) {
			bool want = carry ? s->kind[y][x] == PU_SQ_GATE : s->secret[y][x] || s->keys[y][x];
			if (want && dist[y][x] > 0 && dist[y][x] < bd) {
				bd = dist[y][x];
				best = first[y][x];
			}
		}
	return best;
}

/* A BUGBUSTER (else a VIP) that BUG b can attack without moving. */
static int pu_bug_in_reach(const struct pu_state *s, const struct pu_data *d, int b)
{
	int r = pu_bug_range(s, d, b), face, npc = -1;

	for (int i = 0; i < s->nfig; i++) {
		const struct pu_fig *g = &s->fig[i];
		bool crew = false;
		for (int k = 0; k < s->nfig && g->kind == PU_FK_GLITCH; k++)
			crew |= s->fig[k].aboard != 0 && s->fig[k].lives > 0;	/* crew or VIPs */
		if (!pu_alive(s, i) || g->aboard || (g->kind != PU_FK_BB && g->kind != PU_FK_NPC && !crew) ||
		    (g->kind == PU_FK_BB && s->bb[g->seat].shield))
			continue;	/* a manned GLITCH is a target too */
		if (!pu_can_hit_from(s, b, s->fig[b].x, s->fig[b].y, i, 1, &face) &&
		    !(r > 0 && pu_can_hit_from(s, b, s->fig[b].x, s->fig[b].y, i, r, &face)))
			continue;
		if (g->kind == PU_FK_BB)
			return i;
		npc = i;
	}
	return npc;
}

/* One action of the current BUG: first every BUG that can attack does
 * (bstep 1), then they move in the same order (bstep 2).  Returns 0
 * when every BUG is done. */
int pu_bug_step(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	int b, t, m, steps, r;

	if (s->decl.active) {
		pu_bug_resolve(s, d, out);
		return 1;
	}
	if (s->bstep == 0) {
		pu_bug_turn_start(s, d, out);
		s->bstep = 1;
		return 1;
	}
	if (s->bug_cur >= s->nbug_order) {
		if (s->bstep == 1) {	/* attacks done: now the moves */
			s->bstep = 2;
			s->bug_cur = 0;
			return 1;
		}
		return pu_bug_surprise(s, d, out);
	}
	b = s->bug_order[s->bug_cur];
	if (!pu_alive(s, b) || s->fig[b].kind != PU_FK_BUG || s->fig[b].fresh || s->fig[b].ap == 0) {
		s->bug_cur++;
		return 1;
	}
	if (s->bstep == 1) {
		t = pu_bug_in_reach(s, d, b);
		if (t < 0 || !pu_bug_try_attack(s, d, b, t, out))
			s->bug_cur++;
		return 1;
	}
	t = pu_bug_goal(s, d, b);
	if (t >= 0 && pu_bug_try_attack(s, d, b, t, out))
		return 1;
	if (d->mission.goal == PU_GO_KEYS && (s->fig[b].secret || pu_seen_bb(s, d, b) < 0) &&
	    (m = pu_bug_keys_step(s, d, b)) >= 0) {
		pu_bug_move(s, d, b, m, out);
		return 1;
	}
	if (t < 0)
		return pu_bug_wander(s, d, b, out);
	r = pu_bug_range(s, d, b);
	m = pu_route_to_hit(s, d, b, t, r > 0 ? r : 1, false, &steps);
	if (m < 0)
		return pu_bug_wander(s, d, b, out);
	{
		int ox = s->fig[b].x, oy = s->fig[b].y;
		if (pu_bug_move(s, d, b, m, out))
			pu_bug_near(s, d, b, ox, oy, out);
	}
	return 1;
}
