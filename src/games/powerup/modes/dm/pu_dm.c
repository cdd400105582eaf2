/*
 * pu_dm.c - POWERUP Deathmatch: two teams, RED and BLU, capture each
 * other's robot.  Seat i plays for team i % 2 (RED first).  There is no
 * BUG turn: each turn the BUGBUSTERs play in initiative order (reaction
 * points left, then the greater starting reaction points, then this
 * turn's INITIATIVE card draw from the state's rng).  After every
 * command pu_dm_tick applies the rules that follow from where things
 * stand: a BUGBUSTER with no lives disintegrates and comes back, a
 * team's fallen robot touched by a partner goes home, and a capture
 * scores and sends everyone home.  The mission's house values are in
 * struct pu_dmconf (its scenario file).
 *
 * Must not: read the BUG side; everything here is inert outside a
 * Deathmatch (s->dm.on == 0).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../pu_modes.h"

/* Is team's robot on its own base (standing there, or carried there)? */
bool pu_dm_robot_home(const struct pu_state *s, const struct pu_data *d, int team)
{
	const struct pu_fig *r = &s->fig[s->dm.robot[team]];

	return pu_dm_on_base(d, team, r->x, r->y);
}

/* Outside a Deathmatch the mission's robots (if any) stand where it
 * says: team robots as allies or obstacles, picked up and thrown by the
 * same rules, with no team and no capture. */
static int pu_dm_robots(struct pu_state *s, const struct pu_mission *m, struct tt_err *err)
{
	for (int t = 0; t < m->dm.nrobot; t++) {
		int f = pu_new_fig(s, PU_FK_ROBOT, t, m->dm.robot[t][0], m->dm.robot[t][1], 1);
		if (f < 0)
			return tt_errf(err, "too many figures");
		s->dm.robot[t] = (int8_t)f;
	}
	return 0;
}

/* The way team faces at the start: towards the rival base (RED on the
 * left faces right), so a mirrored layout starts mirrored; bases one
 * above the other: RED right, BLU left. */
static int pu_dm_facing(const struct pu_mission *m, int team)
{
	int dx = m->dm.base[1 - team][0] - m->dm.base[team][0];

	return dx ? (dx < 0 ? -1 : 1) : team ? -1 : 1;
}

int pu_dm_setup(struct pu_state *s, const struct pu_data *d, struct tt_err *err)
{
	const struct pu_mission *m = &d->mission;

	s->dm.winner = -1;
	s->dm.took = -1;
	if (m->goal != PU_GO_DM)
		return pu_dm_robots(s, m, err);
	if (s->nseats % 2)
		return tt_errf(err, "Deathmatch is team against team: 2, 4 or 6 BUGBUSTERs (with three "
			       "players, one plays two seats of a team)");
	s->dm.on = 1;
	for (int i = 0; i < s->nseats; i++)
		s->dm.team[i] = (int8_t)(i % 2);
	for (int i = 0; i < s->nseats; i++)	/* each team faces the other's base */
		s->fig[s->bb[i].fig].face = (int8_t)pu_dm_facing(m, i % 2);
	for (int t = 0; t < 2; t++) {
		const int8_t *at = m->dm.nrobot_at ? m->dm.robot_at[t] : m->dm.robot[t];	/* fixture */
		int f = pu_new_fig(s, PU_FK_ROBOT, t, at[0], at[1], pu_dm_facing(m, t));
		if (f < 0)
			return tt_errf(err, "too many figures");
		s->dm.robot[t] = (int8_t)f;
	}
	return 0;
}

/* After the POWERUPs are laid: the layout's own, all ON. */
void pu_dm_powerups(struct pu_state *s, const struct pu_data *d)
{
	const struct pu_mission *m = &d->mission;

	if (!s->dm.on || m->npower == 0)
		return;
	memset(s->power, 0, sizeof s->power);
	for (int i = 0; i < m->npower; i++)
		s->power[m->power[i][1]][m->power[i][0]] = 2;
}

/* Every POWERUP that is OFF comes back ON. */
static void pu_dm_all_on(struct pu_state *s)
{
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++)
			if (s->power[y][x] == 1)
				s->power[y][x] = 2;
}

/* Seat a plays before seat b this turn? */
static bool pu_dm_before(const struct pu_state *s, int a, int b)
{
	const struct pu_bb *x = &s->bb[a], *y = &s->bb[b];

	if (x->rp != y->rp)
		return x->rp > y->rp;
	if (x->maxrp != y->maxrp)
		return x->maxrp > y->maxrp;
	return s->dm.draw[a] < s->dm.draw[b];
}

/* 0 the seat playing, 1 still to play this turn, 2 played. */
static int pu_dm_rank(const struct pu_state *s, int i)
{
	return i == s->active ? 0 : s->bb[i].played ? 2 : 1;
}

/* The seats in initiative order: the one playing, those still to play
 * (by initiative), those who played; returns how many of the first two. */
int pu_dm_order(const struct pu_state *s, int *v)
{
	int n = 0, left = 0;

	for (int i = 0; i < s->nseats; i++) {
		int k = n++, r = pu_dm_rank(s, i);
		while (k > 0 && (pu_dm_rank(s, v[k - 1]) > r ||
				 (pu_dm_rank(s, v[k - 1]) == r && pu_dm_before(s, i, v[k - 1])))) {
			v[k] = v[k - 1];
			k--;
		}
		v[k] = i;
		left += r < 2;
	}
	return left;
}

/* The turn begins: the INITIATIVE cards are dealt for ties, and on the
 * counter's cycle every POWERUP comes back ON. */
void pu_dm_turn_start(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	int v[PU_MAXBB], n, cyc = d->mission.dm.cycle;

	for (int i = 0; i < s->nseats; i++)	/* a card each, all different */
		s->dm.draw[i] = (uint8_t)i;
	for (int i = s->nseats - 1; i > 0; i--) {
		int j = (int)dice_below(&s->dice, (uint32_t)(i + 1));
		uint8_t c = s->dm.draw[i];
		s->dm.draw[i] = s->dm.draw[j];
		s->dm.draw[j] = c;
	}
	if (cyc > 0 && s->turns_total > 0 && s->turns_total % cyc == 0) {
		pu_dm_all_on(s);
		tt_outf(out, "Turn counter: every POWERUP comes back ON.\n");
	}
	n = pu_dm_order(s, v);
	tt_outf(out, "-- Turn %d: initiative", s->turns_total + 1);
	for (int i = 0; i < n; i++)
		tt_outf(out, " %s (%d RP)", pu_seat_name(s, d, v[i]), s->bb[v[i]].rp);
	tt_outf(out, " --\n");
}

/* Who plays next (no one playing): the first in initiative order not
 * yet played; -1. */
int pu_dm_next(const struct pu_state *s)
{
	int v[PU_MAXBB];

	return pu_dm_order(s, v) > 0 && v[0] != s->active ? v[0] : -1;
}

static int pu_dm_dist(const struct pu_state *s, int x, int y, int tx, int ty)
{
	(void)s;
	return abs(x - tx) + abs(y - ty);
}

/* Free square for a figure: open, supported, nobody there. */
static bool pu_dm_free(const struct pu_state *s, int x, int y)
{
	int k = s->kind[y][x];

	return (k == PU_SQ_AIR || k == PU_SQ_LADDER) && pu_floor_under(s, x, y) && pu_at(s, x, y, -1) < 0;
}

/* pu_nearest_sq for the Deathmatch: among squares as near, the one
 * nearer the middle of the board (a scan from the left would favour the
 * left, the RED side). */
static bool pu_dm_nearest(const struct pu_state *s, int x0, int y0, bool (*ok)(const struct pu_state *s, int x, int y),
			  int *bx, int *by)
{
	int best = 9999, mid = 9999;

	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++) {
			int dist = (abs(x - x0) + abs(y - y0)) * 2 + (y != y0), m = abs(2 * x - (s->w - 1));
			if ((dist < best || (dist == best && m < mid)) && ok(s, x, y)) {
				best = dist;
				mid = m;
				*bx = x;
				*by = y;
			}
		}
	return best < 9999;
}

/* Put figure f on (x, y), or on the free square nearest to it. */
static void pu_dm_put(struct pu_state *s, int f, int x, int y)
{
	int bx = x, by = y, o = pu_at(s, x, y, f);

	if (o >= 0 && o != f && !pu_dm_nearest(s, x, y, pu_dm_free, &bx, &by))
		return;
	s->fig[f].x = (int8_t)bx;
	s->fig[f].y = (int8_t)by;
	pu_sync_cargo(s, f);
}

/* The ON POWERUP nearest team's base (free of figures); among equals
 * the one farthest from the rival base (so a mirrored board gives the
 * mirrored square: a scan from the left would favour one side); -1 if
 * none. */
static int pu_dm_respawn_sq(const struct pu_state *s, const struct pu_data *d, int team)
{
	const struct pu_dmconf *c = &d->mission.dm;
	int cx = c->base[team][0] * PU_T + 1, cy = c->base[team][1] * PU_T + 1, best = -1, bd = 9999, br = -1;
	int rx = c->base[1 - team][0] * PU_T + 1, ry = c->base[1 - team][1] * PU_T + 1;

	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++) {
			int dd = pu_dm_dist(s, x, y, cx, cy), dr = pu_dm_dist(s, x, y, rx, ry);
			if (s->power[y][x] == 2 && pu_at(s, x, y, -1) < 0 && (dd < bd || (dd == bd && dr > br))) {
				bd = dd;
				br = dr;
				best = y * PU_W + x;
			}
		}
	return best;
}

/* Where the POWERUP moved to a death square may lie: the square itself
 * when one can stand there, else the nearest such square. */
static bool pu_dm_power_ground(const struct pu_state *s, int x, int y)
{
	int k = s->kind[y][x];

	return (k == PU_SQ_AIR || k == PU_SQ_LADDER) && pu_floor_under(s, x, y) && !s->power[y][x];
}

/* A BUGBUSTER with no lives disintegrates and comes back at the ON
 * POWERUP nearest its base (which moves to where it fell), with 3 lives,
 * its sheet's ammo and reaction points, no equipment, its POW! cards,
 * protected until it acts; 2 actions if it has not played this turn. */
static void pu_dm_respawn(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out)
{
	struct pu_bb *b = &s->bb[seat];
	struct pu_fig *g = &s->fig[b->fig];
	int team = s->dm.team[seat], at = pu_dm_respawn_sq(s, d, team), dx = g->x, dy = g->y, px, py;

	tt_outf(out, "%s disintegrates.\n", pu_fig_name(s, d, b->fig));
	pu_pend_forget(s, d, b->fig);
	g->carry = -1;
	if (at >= 0) {
		s->power[at / PU_W][at % PU_W] = 0;
		if (pu_on_board(s, dx, dy) && pu_dm_nearest(s, dx, dy, pu_dm_power_ground, &px, &py))
			s->power[py][px] = 2;
		g->x = (int8_t)(at % PU_W);
		g->y = (int8_t)(at / PU_W);
	} else {	/* no ON POWERUP is free: house rule, back on the base */
		const int8_t *st = pu_dm_start(s, d, seat);
		pu_dm_put(s, b->fig, st[0], st[1]);
	}
	g->lives = 3;
	g->blinked = 0;
	g->aboard = 0;
	while (b->ngear > 0)
		pu_gear_remove(s, seat, b->ngear - 1);
	b->rp = b->maxrp;
	b->ammo = b->maxammo;
	b->epic = 0;
	b->air = 0;
	b->wait = b->played ? 0 : 2;
	if (seat == s->active) {
		b->ap = 0;
		b->acted = 0;
	}
	s->dm.protect = (uint8_t)(s->dm.protect | 1u << seat);
	if (s->dm.deaths[seat] < 255)
		s->dm.deaths[seat]++;
	tt_outf(out, "%s comes back at the POWERUP at %d,%d with 3 lives, no equipment, protected "
		"until it acts%s.\n", pu_fig_name(s, d, b->fig), g->x, g->y,
		b->played ? " (no more actions this turn)" : " (2 actions in its turn)");
}

/* Is team's robot off its base, carried by nobody?  Anywhere on its
 * base it is home (as for scoring): the teleport home puts it beside its
 * square when someone stands there, and it must not count as fallen
 * there (each step touched it home again, and the game stalled). */
bool pu_dm_robot_fallen(const struct pu_state *s, const struct pu_data *d, int team)
{
	const struct pu_fig *r = &s->fig[s->dm.robot[team]];

	return pu_dm_carrier(s, s->dm.robot[team]) < 0 && !pu_dm_on_base(d, team, r->x, r->y);
}

/* A partner touching (standing beside, above or below) a team's robot
 * off its base, or picking it up off its base, sends it home. */
static void pu_dm_touch(struct pu_state *s, const struct pu_data *d, int team, struct tt_out *out)
{
	int r = s->dm.robot[team], c = pu_dm_carrier(s, r);
	const struct pu_fig *g = &s->fig[r];
	bool touched = c >= 0 && s->fig[c].kind == PU_FK_BB && s->dm.team[s->fig[c].seat] == team;

	if ((c < 0 && !pu_dm_robot_fallen(s, d, team)) || (c >= 0 && (!touched || pu_dm_on_base(d, team, g->x, g->y))))
		return;
	for (int i = 0; i < s->nseats && !touched; i++) {
		const struct pu_fig *b = &s->fig[s->bb[i].fig];
		touched = s->dm.team[i] == team && b->lives > 0 && pu_dm_dist(s, b->x, b->y, g->x, g->y) <= 1;
	}
	if (!touched)
		return;
	if (c >= 0)
		s->fig[c].carry = -1;
	pu_dm_put(s, r, pu_dm_home(s, d, team)[0], pu_dm_home(s, d, team)[1]);
	tt_outf(out, "A partner touches the %s robot: it teleports home.\n", pu_dm_team_name(team));
}

/* After a capture: robots and BUGBUSTERs home, every POWERUP ON. */
static void pu_dm_reset(struct pu_state *s, const struct pu_data *d)
{
	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_BB)
			s->fig[i].carry = -1;
	for (int t = 0; t < 2; t++) {	/* off the board first: nobody is in the way */
		s->fig[s->dm.robot[t]].x = -1;
		s->fig[s->dm.robot[t]].y = -1;
	}
	for (int i = 0; i < s->nseats; i++) {
		s->fig[s->bb[i].fig].x = -1;
		s->bb[i].air = 0;
		pu_pend_forget(s, d, s->bb[i].fig);
	}
	for (int t = 0; t < 2; t++)
		pu_dm_put(s, s->dm.robot[t], d->mission.dm.robot[t][0], d->mission.dm.robot[t][1]);
	for (int i = 0; i < s->nseats; i++)
		pu_dm_put(s, s->bb[i].fig, pu_dm_start(s, d, i)[0], pu_dm_start(s, d, i)[1]);
	pu_dm_all_on(s);
}

/* A BUGBUSTER carrying the rival robot onto its own base while its own
 * robot is there scores. */
static void pu_dm_capture(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	for (int t = 0; t < 2; t++) {
		int c = pu_dm_carrier(s, s->dm.robot[1 - t]);
		if (c < 0 || s->fig[c].kind != PU_FK_BB || s->dm.team[s->fig[c].seat] != t ||
		    !pu_dm_on_base(d, t, s->fig[c].x, s->fig[c].y) || !pu_dm_robot_home(s, d, t))
			continue;
		s->dm.score[t]++;
		tt_outf(out, "CAPTURE! %s brings the %s robot home: %s %d - BLU %d.\n", pu_fig_name(s, d, c),
			pu_dm_team_name(1 - t), "RED", s->dm.score[0], s->dm.score[1]);
		if (s->dm.score[t] >= d->mission.dm.captures) {
			s->dm.winner = (int8_t)t;
			return;
		}
		pu_dm_reset(s, d);
		tt_outf(out, "Robots and BUGBUSTERs go back to their bases; every POWERUP is ON.\n");
	}
}

/* The rules that follow from where things stand, after every step. */
void pu_dm_tick(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	if (!s->dm.on || s->result || pu_dmf_placing(s))
		return;
	for (int i = 0; i < s->nseats; i++) {
		if (s->fig[s->bb[i].fig].lives <= 0)
			pu_dm_respawn(s, d, i, out);
		if (i == s->active && s->bb[i].acted && (s->dm.protect >> i & 1)) {
			s->dm.protect = (uint8_t)(s->dm.protect & ~(1u << i));
			tt_outf(out, "%s acts: no longer protected.\n", pu_seat_name(s, d, i));
		}
	}
	for (int t = 0; t < 2; t++)
		pu_dm_touch(s, d, t, out);
	pu_dm_capture(s, d, out);
}

/* Why the game is over, or NULL: a team's captures, or the house time
 * limit (the team with more captures wins; even, a draw). */
const char *pu_dm_over(const struct pu_state *s)
{
	static const char *const why[2][3] = {
		{ "team RED captured the robot twice and wins.", "team BLU captured the robot twice and wins.", "" },
		{ "time is up (house_limit rounds): team RED has more captures and wins.",
		  "time is up (house_limit rounds): team BLU has more captures and wins.",
		  "time is up (house_limit rounds) with the captures even: a draw." },
	};
	bool late = s->limit_rounds > 0 && s->turns_total >= 8 * s->limit_rounds;

	if (s->dm.winner < 0)
		return NULL;
	return why[late][s->dm.winner];
}

/* Each team's captures against the mission's target, and its seats. */
static void pu_dm_result_detail(const struct pu_state *s, const struct pu_data *d, char *buf,
				size_t cap)
{
	const char *why = pu_dm_over(s);
	size_t len = (size_t)snprintf(buf, cap, "%s\n", why && *why ? why : "the game goes on");

	for (int t = 0; t < 2 && len < cap; t++) {
		len += (size_t)snprintf(buf + len, cap - len, "team %s: %d capture%s of the %d that win;",
					t ? "BLU" : "RED", s->dm.score[t], s->dm.score[t] == 1 ? "" : "s",
					d->mission.dm.captures);
		for (int i = 0; i < s->nseats && len < cap; i++)
			if (s->dm.team[i] == t)
				len += (size_t)snprintf(buf + len, cap - len, " %s", pu_seat_name(s, d, i));
		if (len < cap)
			len += (size_t)snprintf(buf + len, cap - len, "\n");
	}
}

/* The winners are the winning team's seats. */
void pu_dm_result(const struct pu_state *s, const struct pu_data *d, struct tt_result *r)
{
	for (int i = 0; i < s->nseats; i++)
		r->place[i] = s->result && s->dm.team[i] == s->dm.winner ? 1 : 0;
	snprintf(r->summary, sizeof r->summary, "%s: RED %d - BLU %d%s%s after %d turn%s.",
		 d->mission.title, s->dm.score[0], s->dm.score[1], s->result ? ", " : "",
		 s->result ? (s->dm.winner == 2 ? "a draw" : s->dm.winner ? "BLU wins" : "RED wins") : "", s->turns_total,
		 s->turns_total == 1 ? "" : "s");
	pu_dm_result_detail(s, d, r->detail, sizeof r->detail);
}
