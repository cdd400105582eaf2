/*
 * pu_ai_blow.c - POWERUP AI BUGBUSTERs: the blows (pu_ai_attack).  What a
 * blow in reach is worth (pu_ai_worth), which ones the plan rules out
 * (a hopeless or deadly melee, an immune BUG, keys pushed into acid, a
 * drum blowing up in our face), and the Trick cards and Assist that go
 * with the one chosen.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_ai.h"

static int pu_ai_power(struct pu_dice2 p)
{
	return p.w * 4 + p.y * 5;	/* expected hits x 3, roughly */
}

/* A melee attack is a dice contest the loser pays for: not against a
 * BUG facing us whose dice beat ours (from behind it rolls nothing, but
 * our dice must still beat its armour). */
static bool pu_ai_hopeless(const struct pu_state *s, const struct pu_data *d, int f, int k)
{
	int cover, t = pu_target(s, d, f, k, 1, false, &cover);
	int mine = pu_ai_power(pu_melee_pool(s, d, f)), his, at;
	const struct pu_fig *g;

	if (t < 0 || s->fig[t].kind != PU_FK_BUG)
		return false;
	g = &s->fig[t];
	at = 3 * pu_armour(s, d, t);
	if ((s->fig[f].x - g->x) * g->face < 0 && !(d->bug[g->type].abil & (PU_AB_BACKEYE | PU_AB_NOBACK)))
		return mine <= at;	/* from behind: no defence roll */
	his = pu_ai_power(pu_melee_pool(s, d, t));
	return his > mine;
}

/* Would this attack do no damage at all (an immunity)? */
static bool pu_ai_immune(const struct pu_state *s, const struct pu_data *d, int f, int t, bool shoot)
{
	int e = pu_weapon(s, d, f, shoot ? PU_ET_RANGED : PU_ET_MELEE), dm = e >= 0 ? d->eq[e].damage : PU_DM_NORMAL;
	unsigned ab;

	if (t < 0 || s->fig[t].kind != PU_FK_BUG)
		return false;
	ab = d->bug[s->fig[t].type].abil;
	return (shoot && (ab & PU_AB_NORANGED)) || (dm == PU_DM_PIERCING && (ab & PU_AB_NOPIERCE)) ||
	       (dm == PU_DM_FIRE && (ab & PU_AB_NOFIRE));
}

/* Would the push of a hit throw the keys t carries into the acid? */
static bool pu_ai_drowns_keys(const struct pu_state *s, int f, int t)
{
	int dx;

	if (t < 0 || !s->fig[t].secret)
		return false;
	dx = s->fig[t].x - s->fig[f].x;
	return dx ? pu_ai_push_risk(s, s->fig[t].x, s->fig[t].y, dx > 0 ? 1 : -1, 6) >= 99
		  : pu_ai_danger(s, s->fig[t].x, s->fig[t].y) >= 99 &&
			    pu_ai_push_risk(s, s->fig[t].x, s->fig[t].y, 1, 6) >= 99 &&
			    pu_ai_push_risk(s, s->fig[t].x, s->fig[t].y, -1, 6) >= 99;
}

/* Hard: a partner with reaction points to spare adds their dice to a
 * blow at a tough target. */
static bool pu_ai_assist(const struct pu_state *s, const struct pu_data *d, const char *cmd, int t,
			 const struct tt_prompt *p, char *out, size_t cap)
{
	char buf[64], name[PU_NAME];

	if (t < 0 || s->fig[t].kind != PU_FK_BUG || (s->fig[t].lives < 2 && d->bug[s->fig[t].type].armour < 1))
		return false;
	for (int i = 0; i < s->nseats; i++) {
		if (s->bb[i].rp < 2)
			continue;
		pu_lower(name, d->sheet[s->fig[s->bb[i].fig].type].name, sizeof name);
		snprintf(buf, sizeof buf, "%s assist %s", cmd, name);
		if (pu_ai_pick(p, buf, out, cap))
			return true;
	}
	return false;
}

/* A drum blows up in a cross: worth a shot from afar when BUGs stand
 * round it and no BUGBUSTER or VIP does; never a melee blow (the cross
 * reaches the striker). */
static int pu_ai_drum_worth(const struct pu_state *s, int t)
{
	int bugs = 0;

	for (int i = 0; i < s->nfig; i++) {
		const struct pu_fig *g = &s->fig[i];
		if (i == t || !pu_alive(s, i) || abs(g->x - s->fig[t].x) + abs(g->y - s->fig[t].y) > 1)
			continue;
		if (g->kind == PU_FK_BB || g->kind == PU_FK_NPC)
			return -9999;
		bugs += g->kind == PU_FK_BUG;
	}
	return bugs ? 16 + 24 * bugs : -9999;
}

/* How much hitting t is worth: the mission's target, a BUG carrying a
 * key, a spawner, a BUG about to reach a VIP, a BUG the blow should
 * kill, then the BUG's cost; eff is our expected hits less its armour
 * (and less its defence dice in a frontal melee), in thirds of a hit. */
static int pu_ai_worth(const struct pu_state *s, const struct pu_data *d, int t, int eff)
{
	const struct pu_fig *g = &s->fig[t];
	int w = 4;

	if (g->kind == PU_FK_DRUM)
		return pu_ai_drum_worth(s, t);
	if (g->kind == PU_FK_PORTAL)
		w = 30;
	if (g->kind == PU_FK_BUG) {
		const struct pu_bugsheet *b = &d->bug[g->type];
		w = 4 + b->cost * 2 + (g->type == d->mistress || b->abil & PU_AB_REGEN ? 16 : 0) +
		    (b->abil & PU_AB_SPAWN ? 8 : 0) + (g->secret ? 40 : 0);
		for (int k = 0; k < s->nfig; k++)
			if (s->fig[k].kind == PU_FK_NPC && pu_alive(s, k) &&
			    abs(s->fig[k].x - g->x) + abs(s->fig[k].y - g->y) <= 3)
				w += 20;
		if (b->lives > 0 && g->lives > 0 && eff >= 3 * d->dmg[0] && g->lives == 1)
			w += 15;
		if (g->type == d->mistress || (d->mistress >= 0 && g->type == d->bug[d->mistress].angry))
			w += 30;
	}
	return w * 4 + (eff > 0 ? eff : -6);
}

/* Our expected hits through t's armour (thirds of a hit). */
static int pu_ai_eff(const struct pu_state *s, const struct pu_data *d, int f, int t, bool shoot)
{
	const struct pu_fig *g = &s->fig[t];
	int at = 3 * pu_armour(s, d, t);

	if (shoot)
		return pu_ai_power(pu_ranged_pool(s, d, f)) - at;
	if (g->kind == PU_FK_BUG && ((s->fig[f].x - g->x) * g->face >= 0 ||
				  (d->bug[g->type].abil & (PU_AB_BACKEYE | PU_AB_NOBACK))))
		return pu_ai_power(pu_melee_pool(s, d, f)) - pu_ai_power(pu_melee_pool(s, d, t)) - at;
	return pu_ai_power(pu_melee_pool(s, d, f)) - at;
}

/* Would the plan strike the blow in direction k (a shot or a melee) of
 * f: not at an immune BUG, not dropping a key into acid, never a hopeless
 * or deadly melee, never our own cover nor a drum blowing up in our
 * face.  *t gets the target (-1 none), *cover its cover. */
static bool pu_ai_blow_fits(const struct pu_state *s, const struct pu_data *d, int f, int k, bool shoot,
			    int *t, int *cover)
{
	int r = pu_weapon_range(s, d, f);

	*t = pu_target(s, d, f, k, shoot ? (r > 0 ? r : 6) : 1, shoot, cover);
	if (pu_ai_immune(s, d, f, *t, shoot) || pu_ai_drowns_keys(s, f, *t) ||
	    (!shoot && (pu_ai_hopeless(s, d, f, k) || (*t >= 0 && pu_ai_melee_risky(s, f, *t)))))
		return false;
	return *t < 0 || !(s->fig[*t].kind == PU_FK_COVER ||
			   (s->fig[*t].kind == PU_FK_DRUM && (!shoot || abs(s->fig[*t].x - s->fig[f].x) +
								       abs(s->fig[*t].y - s->fig[f].y) < 2)));
}

bool pu_ai_blow_ok(const struct pu_state *s, const struct pu_data *d, int seat, const char *cmd)
{
	bool shoot = strncmp(cmd, "shoot ", 6) == 0;
	int k, t, cover;

	if (!shoot && strncmp(cmd, "attack ", 7) != 0)
		return true;
	k = pu_dirarg(cmd + (shoot ? 6 : 7));
	return k >= 0 && pu_ai_blow_fits(s, d, s->bb[seat].fig, k, shoot, &t, &cover) && t >= 0;
}

/* Attack what is in reach: the blow worth most (normal and hard) or the
 * first one found (easy); never a hopeless or deadly melee, never at an
 * immune BUG; the Trick cards that help go first. */
bool pu_ai_attack(const struct pu_state *s, const struct pu_data *d, int seat, int level,
		  const struct tt_prompt *p, char *out, size_t cap)
{
	int f = s->bb[seat].fig, cover, t, best = -9999, bt = -1;
	char buf[48], pick[48] = "";

	for (int n = 0; n < 10; n++) {
		bool shoot = n >= 5;
		int k = n % 5, sc;
		if (shoot && s->bb[seat].ammo <= 0)
			break;
		snprintf(buf, sizeof buf, "%s %s", shoot ? "shoot" : "attack", pu_dir_names[k]);
		if (!pu_ai_has(p, buf))
			continue;
		if (!pu_ai_blow_fits(s, d, f, k, shoot, &t, &cover))
			continue;
		sc = t < 0 ? 0 : pu_ai_worth(s, d, t, pu_ai_eff(s, d, f, t, shoot) - (shoot ? cover * 3 : 0));
		if (sc > best && sc > -9999) {
			best = sc;
			bt = t;
			tt_strlcpy(pick, buf, sizeof pick);
		}
		if (level < AI_NORMAL)
			break;
	}
	if (!pick[0])
		return false;
	if (level >= AI_NORMAL && pu_ai_trick_attack(s, d, seat, pick, bt, p, out, cap))
		return true;
	if (level >= AI_NORMAL && pu_ai_assist(s, d, pick, bt, p, out, cap))
		return true;
	return pu_ai_pick(p, pick, out, cap);
}
