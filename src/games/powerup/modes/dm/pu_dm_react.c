/*
 * pu_dm_react.c - POWERUP Deathmatch: bullet-time between rivals.  When
 * the BUGBUSTER whose turn it is attacks a rival BUGBUSTER in melee or
 * with a shot, the attack is paid and declared, and the defender gets a
 * reaction window as against a BUG's attack (pu_react.c): any regular
 * action but resting, or a Roll against a shot, each paying first the
 * speed of the attacker's weapon (a card's speed; no weapon equipped
 * counts as a card with no number: speed 1).  When the window closes the
 * attack lands on the target if it still stands in that line within that
 * reach, else it hits nothing.  The builder's machine-gun turret shot
 * at a rival opens the same window (speed 1: the turret prints none).
 * One window each action of the active player: a reaction's own attack
 * lands at once and opens none.
 *
 * Must not: open a window outside a Deathmatch, or for a defender who
 * cannot pay the speed and one reaction point, or who said never.
 */
#include <stdio.h>
#include "dump.h"
#include "../pu_modes.h"

/* The speed a reaction to figure f's attack pays first: its equipped
 * weapon's (the EPIC one while EPIC); bare hands count as 1. */
int pu_dm_speed(const struct pu_state *s, const struct pu_data *d, int f, bool ranged)
{
	int e = pu_weapon(s, d, f, ranged ? PU_ET_RANGED : PU_ET_MELEE);

	return e >= 0 ? d->eq[e].speed : 1;
}

/* May the defender of t react to an attack of the given speed? */
static bool pu_dm_can_react(const struct pu_state *s, int t, int speed)
{
	int ds = s->fig[t].seat;

	return s->react_mode[ds] != 2 && pu_alive(s, t) && !s->bb[ds].shield && s->bb[ds].rp >= 1 + speed;
}

/* Seat's attack on t with a weapon of that speed: when it is the turn's
 * player's attack on a rival who may react, the window opens (true). */
static bool pu_dm_open(struct pu_state *s, const struct pu_data *d, int seat, int t, bool ranged, int speed,
		       bool turret, struct tt_out *out)
{
	int a = s->bb[seat].fig;

	if (!s->dm.on || seat != s->active || !pu_dm_rivals(s, a, t) || !pu_dm_can_react(s, t, speed))
		return false;
	s->decl = (struct pu_decl){ 1, (uint8_t)ranged, (int8_t)a, (int8_t)t };
	s->dma = (struct pu_dmatk){ .seat = (int8_t)seat, .speed = (int8_t)speed, .turret = turret,
				    .da = s->dm.deaths[seat], .dt = s->dm.deaths[s->fig[t].seat] };
	pu_push_pend(s, PU_PD_REACT, s->fig[t].seat, (int8_t)a, (int8_t)t, 1);
	tt_outf(out, "%s %s %s (%s speed %d): %s may react.\n", turret ? "The turret" : pu_fig_name(s, d, a),
		ranged ? "takes aim at" : "lunges at", pu_fig_name(s, d, t), turret ? "turret" : "weapon", speed,
		pu_fig_name(s, d, t));
	return true;
}

/* Seat's attack on t, paid: it waits for the rival's window (true), or
 * false and the caller strikes at once.  The last ammo of a weapon that
 * breaks without ammo strikes at once: the shot is not carried out. */
bool pu_dm_declare(struct pu_state *s, const struct pu_data *d, int seat, int t, bool ranged, int dir,
		   int range, int xa, struct tt_out *out)
{
	int a = s->bb[seat].fig, e = pu_weapon(s, d, a, PU_ET_RANGED);

	if (ranged && e >= 0 && s->bb[seat].ammo <= 0 && d->eq[e].destroy == PU_DS_NOAMMO)
		return false;
	if (!pu_dm_open(s, d, seat, t, ranged, pu_dm_speed(s, d, a, ranged), false, out))
		return false;
	s->dma.dir = (int8_t)dir;
	s->dma.range = (int8_t)range;
	s->dma.xa = (int8_t)xa;
	s->dma.assist = s->assist;
	s->assist = (struct pu_dice2){ 0, 0 };	/* the defender's own blows never get it */
	return true;
}

/* The turret's shot along k at a rival (its counter spent): the window
 * as for a shot; the turret prints no speed, so 1 (house rule). */
bool pu_dm_declare_turret(struct pu_state *s, const struct pu_data *d, int seat, int t, int k,
			  struct tt_out *out)
{
	if (!pu_dm_open(s, d, seat, t, true, 1, true, out))
		return false;
	s->dma.dir = (int8_t)k;
	return true;
}

/* Does the declared attack still reach its target? */
static bool pu_dm_still(const struct pu_state *s, const struct pu_data *d, int a, int t)
{
	const struct pu_dmatk *m = &s->dma;
	int ts = s->fig[t].seat, cover;

	if (s->dm.deaths[m->seat] != m->da || s->dm.deaths[ts] != m->dt || s->bb[ts].shield)
		return false;
	if (m->turret)
		return s->pf.t_on && pu_turret_aim(s, d, m->seat, m->dir, NULL) == t;
	return pu_target(s, d, a, m->dir, s->decl.ranged ? m->range : 1, s->decl.ranged, &cover) == t;
}

/* The window closed: the attack lands if attacker and target are both
 * still there (neither disintegrated nor shielded) and the target is
 * still the first in that line within that reach; else it is spent. */
void pu_dm_resolve(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	const struct pu_dmatk *m = &s->dma;
	int a = s->decl.bug, t = s->decl.target;

	s->decl.active = 0;
	if (pu_dm_still(s, d, a, t)) {
		s->assist = m->assist;
		if (m->turret)
			pu_turret_fire(s, d, m->seat, t, m->dir, out);
		else if (s->decl.ranged)
			pu_shoot_strike(s, d, m->seat, t, m->xa, out);
		else
			pu_attack_strike(s, d, m->seat, t, out);
		return;
	}
	tt_outf(out, "The %s of %s hits nothing.\n", m->turret ? "turret's shot" : "attack", pu_fig_name(s, d, a));
	s->dodge = 0;
	if (m->turret)
		pu_turret_spent(s, out);
	else if (s->dm.deaths[m->seat] == m->da)
		pu_attacked(s, d, m->seat, out);
}

/* Was (x, y) next to figure t (beside, above, below, diagonal)? */
static bool pu_dm_next_to(const struct pu_state *s, int t, int x, int y)
{
	int dx = s->fig[t].x - x, dy = s->fig[t].y - y;

	return dx * dx + dy * dy <= 2;
}

/* After an action of the turn's player (who stood at x0, y0): a rival
 * in mode always that it came next to gets the window a BUG coming next
 * to it opens (no weapon, no speed to pay); the first such rival only,
 * one window an action. */
void pu_dm_near(struct pu_state *s, const struct pu_data *d, int seat, int x0, int y0, struct tt_out *out)
{
	int a;

	if (!s->dm.on || s->result || seat != s->active || s->npend > 0 || s->decl.active)
		return;
	a = s->bb[seat].fig;
	if (s->fig[a].x == x0 && s->fig[a].y == y0)
		return;
	for (int i = 0; i < s->nseats; i++) {
		int t = s->bb[i].fig;
		if (s->react_mode[i] != 0 || !pu_dm_rivals(s, a, t) || !pu_dm_can_react(s, t, 0) ||
		    s->fig[t].aboard || !pu_dm_next_to(s, t, s->fig[a].x, s->fig[a].y) || pu_dm_next_to(s, t, x0, y0))
			continue;
		pu_push_pend(s, PU_PD_REACT, (uint8_t)i, (int8_t)a, (int8_t)t, 0);
		tt_outf(out, "%s comes next to %s, who may react.\n", pu_fig_name(s, d, a), pu_fig_name(s, d, t));
		return;
	}
}

void pu_dm_attack_dump(const struct pu_state *s, struct tt_dump *l)
{
	const struct pu_dmatk *m = &s->dma;

	if (s->dm.on)
		dump_line(l, "dm.attack=%s seat %d dir %d range %d extra %d speed %d turret %d",
			  s->decl.active ? "waiting" : "none", m->seat, m->dir, m->range, m->xa, m->speed, m->turret);
}
