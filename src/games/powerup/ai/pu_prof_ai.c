/*
 * pu_prof_ai.c - POWERUP AI BUGBUSTERs with professions: the ability to
 * choose (a score from the character's sheet and the team), whether to
 * turn the sheet at a POWERUP (when the other side scores more now),
 * and the turn's free or cheap profession actions: fire the turret at
 * any BUG in a line, heal a hurt partner, build the turret when BUGs
 * are near.  It only proposes; pu_ai checks the command is an option.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_ai.h"

static bool pu_prof_ai_hurt_mate(const struct pu_state *s, int seat, bool down)
{
	for (int i = 0; i < s->nseats; i++) {
		int l = s->fig[s->bb[i].fig].lives;
		if (i != seat && (down ? l <= 0 : l > 0 && l < 3))
			return true;
	}
	return false;
}

/* What ability k is worth to seat now. */
static int pu_prof_ai_score(const struct pu_state *s, const struct pu_data *d, int seat, int k)
{
	const struct pu_ability *a = &d->pf.abil[k];
	const struct pu_bb *b = &s->bb[seat];
	const struct pu_sheet *h = &d->sheet[s->fig[b->fig].type];
	int melee = h->melee.w + 2 * h->melee.y, ranged = h->ranged.w + 2 * h->ranged.y;
	bool team = s->nseats > 1;

	switch (a->effect) {
	case PU_PF_ENGINEER: return s->pf.t_on && s->pf.t_owner != seat ? 0 : b->ammo >= 3 ? 6 : 3;
	case PU_PF_MELEE: return melee > ranged ? 6 : 3;
	case PU_PF_RANGED: return ranged >= melee ? 6 : 3;
	case PU_PF_ARMOUR: return 5;
	case PU_PF_HEAL: return team && pu_prof_ai_hurt_mate(s, seat, false) ? 6 : team ? 4 : 2;
	case PU_PF_CHEAP: return a->arg == PU_PA_REVIVE ? (pu_prof_ai_hurt_mate(s, seat, true) ? 7 : team ? 3 : 0) : 3;
	case PU_PF_AP: return s->fig[b->fig].lives < 3 ? 6 : 3;
	case PU_PF_POWERUP: return a->arg == PU_PG_AMMO ? (b->ammo < 2 ? 5 : 3) : 2;
	default: return 3;	/* rp, ammo */
	}
}

/* The best ability the decision offers (for the choice at the start),
 * or the other side of the sheet when it scores more (at a POWERUP). */
static void pu_prof_ai_pick(const struct pu_state *s, const struct pu_data *d, int seat, char *cmd,
			    size_t cap)
{
	int best = -1, bs = -1, cur = s->pf.abil[seat];
	char buf[48];

	for (int k = 0; k < d->pf.nabil; k++) {
		int v = pu_prof_ai_score(s, d, seat, k);
		snprintf(buf, sizeof buf, "ability %s", d->pf.abil[k].id);
		if (v > bs && pu_legal(s, d, seat, buf)) {
			bs = v;
			best = k;
		}
	}
	if (best < 0 || (cur >= 0 && bs <= pu_prof_ai_score(s, d, seat, cur)))
		tt_strlcpy(cmd, "pass", cap);
	else
		snprintf(cmd, cap, "ability %s", d->pf.abil[best].id);
}

/* Would a turret built now have a BUG in a line to fire at?  Tried on
 * a copy with the turret standing where the build would put it. */
static bool pu_prof_ai_worth_building(const struct pu_state *s, const struct pu_data *d, int seat)
{
	const struct pu_fig *me = &s->fig[s->bb[seat].fig];
	struct pu_state *t = malloc(sizeof *t);
	char cmd[32];
	bool ok = false;

	if (!t)
		return false;
	memcpy(t, s, sizeof *t);
	t->pf.t_on = 1;
	t->pf.t_x = (int8_t)(me->x + (d->pf.t_where ? 0 : me->face));
	t->pf.t_y = me->y;
	t->pf.t_ammo = 1;
	t->pf.t_owner = (int8_t)seat;
	for (int k = 0; k < 8 && !ok; k++) {
		snprintf(cmd, sizeof cmd, "turret %s", pu_turret_dirs[k]);
		ok = pu_legal(t, d, seat, cmd);
	}
	free(t);
	return ok;
}

/* Heal whoever has the fewest lives, when it is worth 2 actions: a
 * partner down to 1 life, or anyone hurt with actions to spare. */
static bool pu_prof_ai_heal(const struct pu_state *s, const struct pu_data *d, int seat, char *cmd,
			    size_t cap)
{
	char name[PU_NAME];
	int low = -1, lives = 9;

	for (int i = 0; i < s->nseats && pu_prof_has(s, d, seat, PU_PF_HEAL); i++) {
		int l = s->fig[s->bb[i].fig].lives;
		pu_lower(name, pu_seat_name(s, d, i), sizeof name);
		snprintf(cmd, cap, "heal %s", name);
		if (l < lives && pu_legal(s, d, seat, cmd)) {
			low = i;
			lives = l;
		}
	}
	if (low < 0 || (lives > 1 && s->bb[seat].ap < 4))
		return false;
	pu_lower(name, pu_seat_name(s, d, low), sizeof name);
	snprintf(cmd, cap, "heal %s", name);
	return true;
}

/* The turret's shot (also in a reaction window), a heal, a turret built
 * at the start of a turn when it would have a BUG to fire at. */
static bool pu_prof_ai_act(const struct pu_state *s, const struct pu_data *d, int seat, char *cmd,
			   size_t cap)
{
	for (int k = 0; k < 8 && s->pf.t_on && s->pf.t_owner == seat; k++) {
		snprintf(cmd, cap, "turret %s", pu_turret_dirs[k]);
		if (pu_legal(s, d, seat, cmd))
			return true;
	}
	if (s->npend > 0)
		return false;
	if (pu_prof_ai_heal(s, d, seat, cmd, cap))
		return true;
	tt_strlcpy(cmd, "build", cap);
	return s->bb[seat].ap >= 4 && pu_legal(s, d, seat, cmd) && pu_prof_ai_worth_building(s, d, seat);
}

int pu_prof_ai(const struct pu_state *s, const struct pu_data *d, int seat, char *cmd, size_t cap)
{
	const struct pu_pend *pd = s->npend > 0 ? &s->pend[s->npend - 1] : NULL;

	if (!s->pf.on || seat < 0 || seat >= s->nseats)
		return 0;
	if (pd && pd->seat == seat && (pd->kind == PU_PD_PROF || pd->kind == PU_PD_SWITCH)) {
		pu_prof_ai_pick(s, d, seat, cmd, cap);
		return 1;
	}
	if (pd && pd->kind != PU_PD_REACT)
		return 0;
	if (!pd && (s->phase != PU_PH_BB || s->active != seat))
		return 0;
	return pu_prof_ai_act(s, d, seat, cmd, cap) ? 1 : 0;
}
