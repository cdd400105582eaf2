/*
 * pu_dm_react.c - POWERUP Deathmatch: bullet-time between rivals.  When
 * the BUGBUSTER whose turn it is attacks a rival BUGBUSTER in melee or
 * with a shot, the attack is paid and declared, and the defender gets a
 * reaction window as against a BUG's attack (pu_react.c): any regular
 * action but resting, or a Roll against a shot, each paying first the
 * speed of the attacker's weapon (a card's speed; no weapon equipped
 * counts as a card with no number: speed 1).  When the window closes the
 * attack lands on the target if it still stands in that line within that
 * reach, else it hits nothing.  One window each action of the active
 * player: a reaction's own attack lands at once and opens none.
 *
 * Must not: open a window outside a Deathmatch, or for a defender who
 * cannot pay the speed and one reaction point, or who said never.
 */
#include <stdio.h>
#include "dump.h"
#include "pu_cmd.h"

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

/* Seat's attack on t, paid: when it is the turn's player's attack on a
 * rival who may react, it waits for the window (true); else false and
 * the caller strikes at once.  The last ammo of a weapon that breaks
 * without ammo strikes at once: the shot is not carried out anyway. */
bool pu_dm_declare(struct pu_state *s, const struct pu_data *d, int seat, int t, bool ranged, int dir,
		   int range, int xa, struct tt_out *out)
{
	int a = s->bb[seat].fig, e = pu_weapon(s, d, a, PU_ET_RANGED);
	int speed = pu_dm_speed(s, d, a, ranged);

	if (!s->dm.on || seat != s->active || !pu_dm_rivals(s, a, t) || !pu_dm_can_react(s, t, speed))
		return false;
	if (ranged && e >= 0 && s->bb[seat].ammo <= 0 && d->eq[e].destroy == PU_DS_NOAMMO)
		return false;
	s->decl = (struct pu_decl){ 1, (uint8_t)ranged, (int8_t)a, (int8_t)t };
	s->dma = (struct pu_dmatk){ (int8_t)seat, (int8_t)dir, (int8_t)range, (int8_t)xa, (int8_t)speed,
				    s->dm.deaths[seat], s->dm.deaths[s->fig[t].seat], s->assist };
	s->assist = (struct pu_dice2){ 0, 0 };	/* the defender's own blows never get it */
	pu_push_pend(s, PU_PD_REACT, s->fig[t].seat, (int8_t)a, (int8_t)t, 1);
	tt_outf(out, "%s %s %s (weapon speed %d): %s may react.\n", pu_fig_name(s, d, a),
		ranged ? "takes aim at" : "lunges at", pu_fig_name(s, d, t), speed, pu_fig_name(s, d, t));
	return true;
}

/* The window closed: the attack lands if attacker and target are both
 * still there (neither disintegrated nor shielded) and the target is
 * still the first rival in that line within that reach. */
void pu_dm_resolve(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	const struct pu_dmatk *m = &s->dma;
	int a = s->decl.bug, t = s->decl.target, cover, ts = s->fig[t].seat;
	bool ranged = s->decl.ranged;

	s->decl.active = 0;
	if (s->dm.deaths[m->seat] == m->da && s->dm.deaths[ts] == m->dt && !s->bb[ts].shield &&
	    pu_target(s, d, a, m->dir, ranged ? m->range : 1, ranged, &cover) == t) {
		s->assist = m->assist;
		if (ranged)
			pu_shoot_strike(s, d, m->seat, t, m->xa, out);
		else
			pu_attack_strike(s, d, m->seat, t, out);
		return;
	}
	tt_outf(out, "The attack of %s hits nothing.\n", pu_fig_name(s, d, a));
	s->dodge = 0;
	if (s->dm.deaths[m->seat] == m->da)
		pu_attacked(s, d, m->seat, out);
}

void pu_dm_attack_dump(const struct pu_state *s, struct tt_dump *l)
{
	const struct pu_dmatk *m = &s->dma;

	if (s->dm.on)
		dump_line(l, "dm.attack=%s seat %d dir %d range %d extra %d speed %d",
			  s->decl.active ? "waiting" : "none", m->seat, m->dir, m->range, m->xa, m->speed);
}
