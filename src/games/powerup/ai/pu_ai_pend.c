/*
 * pu_ai_pend.c - POWERUP AI BUGBUSTERs: the questions asked outside the
 * turn's plan (pu_ai_pend): reactions to a BUG's declared attack, push
 * sides, the POWERUP store and the gear to equip, the card to discard,
 * Copycat, the facing after a fall.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_ai.h"

/* What a piece of gear is worth to the AI: its price (the house data
 * prices gear by strength), armour first for armour; never the heavy
 * pieces that double every move. */
static int pu_ai_gear_value(const struct pu_data *d, int e)
{
	const struct pu_equip *q = &d->eq[e];

	if (q->special == PU_SP_HEAVY)
		return -99;
	return q->type == PU_ET_ARMOUR ? q->armour * 20 + q->cost : q->cost;
}

/* The best gear of one category the seat owns, equipped or carried. */
static int pu_ai_best_owned(const struct pu_state *s, const struct pu_data *d, int seat, int type)
{
	const struct pu_bb *b = &s->bb[seat];
	int best = -1;

	for (int i = 0; i < b->ngear; i++)
		if (d->eq[b->gear[i]].type == type && pu_ai_gear_value(d, b->gear[i]) > best)
			best = pu_ai_gear_value(d, b->gear[i]);
	return best;
}

/* Equip the best piece carried of each kind, or any piece for an empty
 * slot (a weapon destroyed, another one in the bag). */
bool pu_ai_equip(const struct pu_state *s, const struct pu_data *d, int seat,
		 const struct tt_prompt *p, char *out, size_t cap)
{
	const struct pu_bb *b = &s->bb[seat];
	char buf[48];

	for (int i = 0; i < b->ngear; i++) {
		int e = b->gear[i], t = d->eq[e].type;
		int cur = t <= PU_ET_ARMOUR && b->eq[t] >= 0 ? b->gear[b->eq[t]] : -1;
		if (t > PU_ET_ARMOUR || (cur >= 0 && pu_ai_gear_value(d, cur) >= pu_ai_gear_value(d, e)) ||
		    d->eq[e].special == PU_SP_HEAVY)
			continue;
		snprintf(buf, sizeof buf, "equip %s", d->eq[e].id);
		if (pu_ai_pick(p, buf, out, cap))
			return true;
	}
	return false;
}

/* Coins each BUGBUSTER keeps back so the team can still pay a CONTINUE. */
static int pu_ai_reserve(const struct pu_state *s, const struct pu_data *d)
{
	int n = s->nseats > 0 ? s->nseats : 1;

	return pu_continue_cost(s, d) / n / 2;
}

static bool pu_ai_store(const struct pu_state *s, const struct pu_data *d, int seat,
			const struct tt_prompt *p, char *out, size_t cap)
{
	const struct pu_bb *b = &s->bb[seat];
	char buf[48];

	if (s->fig[b->fig].lives < 3 && pu_ai_pick(p, "buy life", out, cap))
		return true;
	if (b->ammo < 3 && pu_weapon_range(s, d, b->fig) != 0 && pu_ai_pick(p, "buy ammo", out, cap))
		return true;
	for (int k = 0; k < 4; k++) {
		int e = s->store[k], cur;
		if (e < 0 || d->eq[e].type > PU_ET_ARMOUR)
			continue;
		cur = pu_ai_best_owned(s, d, seat, d->eq[e].type);
		snprintf(buf, sizeof buf, "buy %d", k + 1);
		if (cur < pu_ai_gear_value(d, e) && b->coins - d->eq[e].cost >= pu_ai_reserve(s, d) &&
		    d->eq[e].special != PU_SP_HEAVY && pu_ai_pick(p, buf, out, cap))
			return true;
	}
	return pu_ai_equip(s, d, seat, p, out, cap) || pu_ai_pick(p, "done", out, cap);
}

/* Would a step of f by dx take it out of the declared BUG's melee
 * reach (after any fall or stairs the step brings)? */
static bool pu_ai_out_of_reach(const struct pu_state *s, int f, int dx)
{
	struct pu_state tc, *t = &tc;	/* on the stack: no heap in a search */
	int face;

	memcpy(t, s, sizeof *t);
	t->fig[f].x = (int8_t)(t->fig[f].x + dx);
	while (t->fig[f].y < t->h - 1 && !pu_floor_under(t, t->fig[f].x, t->fig[f].y) &&
	       t->kind[t->fig[f].y][t->fig[f].x] != PU_SQ_LADDER && t->kind[t->fig[f].y + 1][t->fig[f].x] != PU_SQ_LADDER)
		t->fig[f].y++;
	return !pu_can_hit_from(t, s->decl.bug, t->fig[s->decl.bug].x, t->fig[s->decl.bug].y, f, 1, &face);
}

/* The side seat tries first when either would do: in a Deathmatch the
 * side of its own base (the same for either team, and on a mirrored
 * board), else the left. */
static int pu_ai_home_side(const struct pu_state *s, const struct pu_data *d, int seat)
{
	const struct pu_dmconf *c = &d->mission.dm;
	int team = s->dm.team[seat];

	if (!s->dm.on || c->base[team][0] == c->base[1 - team][0])
		return -1;
	return c->base[team][0] < c->base[1 - team][0] ? -1 : 1;
}

/* The reaction to a BUG declaring an attack on seat's BUGBUSTER: step
 * out of a melee (not off a VIP post), roll against a shot, hit first
 * when our melee is much the stronger (hard), turn round to defend. */
static bool pu_ai_react(const struct pu_state *s, const struct pu_data *d, int seat, int level,
			const struct tt_prompt *p, char *out, size_t cap)
{
	int f = s->bb[seat].fig, px, py, cover;
	const struct pu_fig *me = &s->fig[f], *bug = &s->fig[s->decl.bug];
	int home = pu_ai_home_side(s, d, seat), rp = s->bb[seat].rp - pu_react_speed(s, d, &s->pend[s->npend - 1]);
	int away = bug->x > me->x ? -1 : bug->x < me->x || !s->dm.on ? 1 : home;
	bool post = pu_ai_vip_post(s, d, seat, &px, &py) && me->x == px && me->y == py;
	char buf[48];

	if (pu_ai_danger(s, me->x, me->y) >= me->lives) {	/* a push would kill: step off */
		for (int k = 0, dx = home; k < 2; k++, dx = -dx)
			if (pu_safe_step(s, f, dx) && pu_ai_danger(s, me->x + dx, me->y) < me->lives &&
			    pu_ai_pick(p, dx < 0 ? "react move left" : "react move right", out, cap))
				return true;
	}
	if (s->decl.ranged) {
		int n = me->lives == 1 ? 3 : level >= AI_HARD && me->lives == 2 ? 2 : 1;
		for (; n > 0; n--) {
			snprintf(buf, sizeof buf, "react roll %d", n);
			if (rp >= n && pu_ai_pick(p, buf, out, cap))
				return true;
		}
		return false;
	}
	for (int k = 0; k < 5 && level >= AI_HARD; k++) {
		struct pu_dice2 mine = pu_melee_pool(s, d, f), his = pu_melee_pool(s, d, s->decl.bug);
		if (pu_target(s, d, f, k, 1, false, &cover) != s->decl.bug ||
		    mine.w * 4 + mine.y * 5 < his.w * 4 + his.y * 5 + 4 || pu_ai_melee_risky(s, f, s->decl.bug))
			continue;
		snprintf(buf, sizeof buf, "react attack %s", pu_dir_names[k]);
		if (pu_ai_pick(p, buf, out, cap))
			return true;
	}
	if ((!post || me->lives == 1) && pu_safe_step(s, f, away) && pu_ai_out_of_reach(s, f, away) &&
	    pu_ai_pick(p, away < 0 ? "react move left" : "react move right", out, cap))
		return true;
	/* attacked in melee from behind: no defence roll unless we turn */
	return (bug->x - me->x) * me->face < 0 && pu_ai_pick(p, "react flip", out, cap);
}

/* The side to push to: the victim's safest, or the enemy's worst; when
 * both are as bad, the left (in a Deathmatch: the victim to its own
 * base's side, a rival away from ours). */
static bool pu_ai_side(const struct pu_state *s, const struct pu_data *d, const struct pu_pend *pd,
		       const struct tt_prompt *p, char *out, size_t cap)
{
	const struct pu_fig *g = &s->fig[pd->a];
	int n = pd->kind == PU_PD_SPIKE ? 1 : pd->b;
	int l = pu_ai_push_risk(s, g->x, g->y, -1, n), r = pu_ai_push_risk(s, g->x, g->y, 1, n);
	bool mine = pd->kind == PU_PD_SPIKE || g->secret;	/* keys must not end in acid */
	bool left = mine ? l <= r : l >= r;

	if (l == r && s->dm.on)
		left = pu_ai_home_side(s, d, pd->seat) == (mine ? -1 : 1);

	return pu_ai_pick(p, left ? "side left" : "side right", out, cap) ||
	       pu_ai_pick(p, left ? "side right" : "side left", out, cap);
}

/* Over the hand limit: drop a card whose letter another card repeats
 * (E-P-I-C needs one of each), never a wildcard if it can be helped. */
static bool pu_ai_discard(const struct pu_state *s, const struct pu_data *d, int seat,
			  const struct tt_prompt *p, char *out, size_t cap)
{
	const struct pu_bb *b = &s->bb[seat];
	int pick = -1;
	char buf[32];

	for (int i = 0; i < b->nhand && pick < 0; i++)
		for (int j = 0; j < b->nhand; j++)
			if (j != i && d->pow[b->hand[i]].letter == d->pow[b->hand[j]].letter &&
			    d->pow[b->hand[i]].letter != '*')
				pick = i;
	for (int i = 0; i < b->nhand && pick < 0; i++)
		if (d->pow[b->hand[i]].letter != '*')
			pick = i;
	snprintf(buf, sizeof buf, "discard %d", pick < 0 ? 1 : pick + 1);
	return pu_ai_pick(p, buf, out, cap);
}

/* The facing after a fall: towards the nearest enemy (a BUG, or in a
 * Deathmatch a rival on either side); with none, right (in a Deathmatch
 * towards the rival base). */
static bool pu_ai_face(const struct pu_state *s, const struct pu_data *d, int seat, const struct tt_prompt *p,
		       char *out, size_t cap)
{
	const struct pu_fig *me = &s->fig[s->bb[seat].fig];
	int best = -1, bd = 999, way = s->dm.on ? -pu_ai_home_side(s, d, seat) : 1;

	for (int i = 0; i < s->nfig; i++) {
		int dd = abs(s->fig[i].x - me->x) + abs(s->fig[i].y - me->y);
		bool foe = s->fig[i].kind == PU_FK_BUG || (s->dm.on && pu_dm_foes(s, s->bb[seat].fig, i));
		if (foe && pu_alive(s, i) && (!s->dm.on || s->fig[i].x != me->x) && dd < bd) {
			bd = dd;
			best = i;
		}
	}
	if (best >= 0)
		way = s->fig[best].x < me->x ? -1 : 1;
	return pu_ai_pick(p, way < 0 ? "face left" : "face right", out, cap);
}

bool pu_ai_pend(const struct pu_state *s, const struct pu_data *d, int level,
		const struct tt_prompt *p, char *out, size_t cap)
{
	const struct pu_pend *pd = &s->pend[s->npend - 1];

	switch (pd->kind) {
	case PU_PD_REACT:
		if (level >= AI_NORMAL && pu_ai_trick(s, d, pd->seat, p, out, cap))
			return true;
		if (s->decl.active && s->decl.target == s->bb[pd->seat].fig &&
		    pu_ai_react(s, d, pd->seat, level, p, out, cap))
			return true;
		return pu_ai_pick(p, "pass", out, cap);
	case PU_PD_PUSHPASS:
		return pu_ai_pick(p, "pass", out, cap);
	case PU_PD_STORE:
		return pu_ai_store(s, d, pd->seat, p, out, cap);
	case PU_PD_SPIKE: case PU_PD_SIDE:
		return pu_ai_side(s, d, pd, p, out, cap);
	case PU_PD_DISCARD:
		return pu_ai_discard(s, d, pd->seat, p, out, cap);
	case PU_PD_COPY:
		return pu_ai_pick(p, s->bb[pd->seat].rp >= 4 ? "copy" : "pass", out, cap) ||
		       pu_ai_pick(p, "pass", out, cap);
	case PU_PD_FACE:
		return pu_ai_face(s, d, pd->seat, p, out, cap);
	default:
		return false;
	}
}
