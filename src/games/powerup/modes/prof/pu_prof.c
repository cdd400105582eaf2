/*
 * pu_prof.c - POWERUP: profession sheets.  With professions on (the
 * option professions=on or a mission's professions = on), each
 * BUGBUSTER picks one ability of one sheet before the first turn (a
 * decision per seat, first seat first; a sheet taken by one seat is not
 * offered to the next), and may turn the sheet to its other ability on
 * entering an ON POWERUP (a decision before the store opens).  The
 * abilities' numbers are house data (professions.ini, pu_prof_load.c);
 * the rules files ask the hooks declared in pu_prof.h.  Invariant:
 * s->pf.abil[i] is -1 or an ability of sheet s->pf.prof[i].
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dump.h"
#include "../pu_modes.h"

const struct pu_ability *pu_prof_active(const struct pu_state *s, const struct pu_data *d, int seat)
{
	if (!s->pf.on || seat < 0 || seat >= s->nseats || s->pf.abil[seat] < 0)
		return NULL;
	return &d->pf.abil[s->pf.abil[seat]];
}

bool pu_prof_has(const struct pu_state *s, const struct pu_data *d, int seat, int effect)
{
	const struct pu_ability *a = pu_prof_active(s, d, seat);

	return a && a->effect == effect;
}

void pu_prof_setup(struct pu_state *s, const struct pu_data *d)
{
	(void)d;
	memset(s->pf.prof, -1, sizeof s->pf.prof);
	memset(s->pf.abil, -1, sizeof s->pf.abil);
	for (int i = s->nseats - 1; s->pf.on && i >= 0; i--)	/* the first seat answers first */
		pu_push_pend(s, PU_PD_PROF, i, 0, 0, 0);
}

/* The sheet's numbers on (sign 1) or off (-1): more reaction points or
 * ammo at once and on the maximum; taken off, what is over the new
 * maximum goes (as when EPIC ends). */
static void pu_prof_numbers(struct pu_state *s, const struct pu_data *d, int seat, int sign)
{
	const struct pu_ability *a = pu_prof_active(s, d, seat);
	struct pu_bb *b = &s->bb[seat];
	int8_t *v, *max;

	if (!a || (a->effect != PU_PF_RP && a->effect != PU_PF_AMMO))
		return;
	v = a->effect == PU_PF_RP ? &b->rp : &b->ammo;
	max = a->effect == PU_PF_RP ? &b->maxrp : &b->maxammo;
	*max = (int8_t)(*max + sign * a->amount);
	if (sign > 0)
		*v = (int8_t)(*v + a->amount);
	else if (*v > *max)
		*v = *max;
}

void pu_prof_bring(struct pu_state *s, const struct pu_data *d, bool on, const int8_t *abil)
{
	s->pf.on = (uint8_t)(on || s->pf.on);
	memset(s->pf.prof, -1, sizeof s->pf.prof);
	memset(s->pf.abil, -1, sizeof s->pf.abil);
	for (int i = s->nseats - 1; s->pf.on && i >= 0; i--) {
		if (s->bm.on && i == s->bm.seat)
			continue;
		if (abil[i] < 0 || abil[i] >= d->pf.nabil) {
			pu_push_pend(s, PU_PD_PROF, i, 0, 0, 0);
			continue;
		}
		s->pf.abil[i] = abil[i];
		s->pf.prof[i] = (int8_t)d->pf.abil[abil[i]].prof;
		pu_prof_numbers(s, d, i, 1);
	}
}

static void pu_prof_choose(struct pu_state *s, const struct pu_data *d, int seat, int k,
			   struct tt_out *out)
{
	const struct pu_ability *a = &d->pf.abil[k];

	pu_prof_numbers(s, d, seat, -1);
	s->pf.abil[seat] = (int8_t)k;
	s->pf.prof[seat] = (int8_t)a->prof;
	pu_prof_numbers(s, d, seat, 1);
	tt_outf(out, "%s is the %s: %s (%s).\n", pu_seat_name(s, d, seat), d->pf.prof[a->prof].name, a->name,
		a->brief);
}

static int pu_prof_find(const struct pu_data *d, const char *id)
{
	for (int i = 0; i < d->pf.nabil; i++)
		if (strcmp(d->pf.abil[i].id, id) == 0)
			return i;
	return -1;
}

/* The seat that holds sheet p, other than seat; -1. */
static int pu_prof_holder(const struct pu_state *s, int p, int seat)
{
	for (int i = 0; i < s->nseats; i++)
		if (i != seat && s->pf.prof[i] == p)
			return i;
	return -1;
}

/* ability ID: g->k.  At the start any ability of a sheet nobody holds;
 * at a POWERUP the other side of one's own sheet. */
int pu_ability_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		     struct tt_err *err)
{
	int k = g->c->argc > 1 ? pu_prof_find(d, g->c->argv[1]) : -1, p, o;

	if (k < 0)
		return tt_errf(err, "ability ID: one of the abilities offered (info: their texts)");
	p = d->pf.abil[k].prof;
	if (g->pend.kind == PU_PD_PROF && (o = pu_prof_holder(s, p, g->seat)) >= 0)
		return tt_errf(err, "the %s sheet is %s's: one sheet a BUGBUSTER", d->pf.prof[p].name,
			       pu_seat_name(s, d, o));
	if (g->pend.kind == PU_PD_SWITCH && (p != s->pf.prof[g->seat] || k == s->pf.abil[g->seat]))
		return tt_errf(err, "at a POWERUP you may only turn your %s sheet to its other ability",
			       d->pf.prof[s->pf.prof[g->seat]].name);
	g->k = k;
	return 0;
}

void pu_ability_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		     struct tt_out *out)
{
	pu_pop_pend(s);
	pu_prof_choose(s, d, g->seat, g->k, out);
}

void pu_keep_sheet_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
			struct tt_out *out)
{
	pu_pop_pend(s);
	tt_outf(out, "%s keeps %s.\n", pu_seat_name(s, d, g->seat), d->pf.abil[s->pf.abil[g->seat]].name);
}

/* The abilities a decision offers: every one of a free sheet (keys 1-9,
 * a-c), or the other side of one's own (t) and keeping it (p). */
void pu_prof_opts(struct pu_pctx *c, const struct pu_pend *pd)
{
	const struct pu_data *d = c->d;
	char cmd[48], label[64];
	int n = 0;

	for (int k = 0; k < d->pf.nabil; k++) {
		const struct pu_ability *a = &d->pf.abil[k];
		snprintf(cmd, sizeof cmd, "ability %s", a->id);
		if (!d->hooks->play->legal(c->s, d, pd->seat, cmd))
			continue;
		snprintf(label, sizeof label, "%s: %s", a->name, a->brief);
		label[31] = '\0';
		pu_opt(c, cmd, label, pd->kind == PU_PD_SWITCH ? 't' : n < 9 ? '1' + n : 'a' + n - 9, false);
		n++;
	}
	if (pd->kind == PU_PD_SWITCH)
		pu_opt(c, "pass", "keep the ability", 'p', false);
}

void pu_prof_say(const struct pu_state *s, const struct pu_data *d, const struct pu_pend *pd,
		 struct tt_prompt *p)
{
	const struct pu_ability *a = pu_prof_active(s, d, pd->seat);

	if (pd->kind == PU_PD_PROF || !a)
		return;
	{
		const struct pu_prof *pr = &d->pf.prof[a->prof];
		const struct pu_ability *o = &d->pf.abil[pr->abil[pr->abil[0] == s->pf.abil[pd->seat]]];
		snprintf(p->text, sizeof p->text, "%s: a POWERUP. Turn the %s sheet from %s to %s (%s)?",
			 pu_seat_name(s, d, pd->seat), pr->name, a->name, o->name, o->brief);
	}
}

/* Hooks of the rules. */
struct pu_dice2 pu_prof_dice(const struct pu_state *s, const struct pu_data *d, int f, bool ranged)
{
	const struct pu_fig *g = &s->fig[f];
	const struct pu_ability *a = g->kind == PU_FK_BB ? pu_prof_active(s, d, g->seat) : NULL;
	struct pu_dice2 none = { 0, 0 };

	if (!a || a->effect != (ranged ? PU_PF_RANGED : PU_PF_MELEE))
		return none;
	return a->dice;
}

int pu_prof_armour(const struct pu_state *s, const struct pu_data *d, int f)
{
	const struct pu_fig *g = &s->fig[f];
	const struct pu_ability *a = g->kind == PU_FK_BB ? pu_prof_active(s, d, g->seat) : NULL;

	return a && a->effect == PU_PF_ARMOUR ? a->amount : 0;
}

int pu_prof_cost(const struct pu_state *s, const struct pu_data *d, int seat, int action, int base)
{
	const struct pu_ability *a = pu_prof_active(s, d, seat);

	return a && a->effect == PU_PF_CHEAP && a->arg == action && a->cost < base ? a->cost : base;
}

void pu_prof_turn(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out)
{
	const struct pu_ability *a = pu_prof_active(s, d, seat);
	struct pu_bb *b = &s->bb[seat];

	if (!s->pf.on)
		return;
	s->pf.healed[seat] = 0;
	if (!a || a->effect != PU_PF_AP || b->ap <= 0 || (a->arg == 1 && s->fig[b->fig].lives >= 3))
		return;
	b->ap = (int8_t)(b->ap + a->amount);
	tt_outf(out, "%s: %d more action%s (%d).\n", a->name, a->amount, a->amount == 1 ? "" : "s", b->ap);
}

void pu_prof_enter(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out)
{
	const struct pu_ability *a = pu_prof_active(s, d, seat);
	struct pu_bb *b = &s->bb[seat];
	static const char *const what[3] = { "ammo", "coins", "reaction points" };

	if (!a)
		return;
	if (a->effect == PU_PF_POWERUP) {
		if (a->arg == PU_PG_AMMO)
			b->ammo = (int8_t)(b->ammo + a->amount);
		else if (a->arg == PU_PG_COINS)
			b->coins = (int16_t)(b->coins + a->amount);
		else
			b->rp = (int8_t)(b->rp + a->amount);
		tt_outf(out, "%s: %s gains %d %s.\n", a->name, pu_seat_name(s, d, seat), a->amount, what[a->arg]);
	}
	pu_push_pend(s, PU_PD_SWITCH, seat, 0, 0, 0);
}

/* The one 'heal' with no name heals: of oneself and the partners next
 * to one, hurt and standing, the one with the fewest lives (oneself
 * first among equals); -1 nobody. */
static int pu_heal_pick(const struct pu_state *s, int seat)
{
	const struct pu_fig *me = &s->fig[s->bb[seat].fig];
	int best = -1, bl = 3;

	for (int k = 0; k < s->nseats; k++) {
		int i = (seat + k) % s->nseats;
		const struct pu_fig *t = &s->fig[s->bb[i].fig];
		if ((s->bm.on && i == s->bm.seat) || (s->dm.on && s->dm.team[i] != s->dm.team[seat]))
			continue;
		if (t->lives > 0 && t->lives < bl && abs(t->x - me->x) <= 1 && abs(t->y - me->y) <= 1) {
			best = i;
			bl = t->lives;
		}
	}
	return best;
}

/* heal [NAME]: g->o the seat healed (oneself or a partner next to you;
 * no name: the one most hurt of them). */
int pu_heal_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		  struct tt_err *err)
{
	const struct pu_ability *a = pu_prof_active(s, d, g->seat);
	const struct pu_fig *me = &s->fig[g->f], *t;

	if (!a || a->effect != PU_PF_HEAL)
		return tt_errf(err, "only a BUGBUSTER with a healing ability heals");
	if (s->pf.healed[g->seat])
		return tt_errf(err, "%s heals once a turn", a->name);
	g->o = g->c->argc > 1 ? pu_seat_named(s, d, g->c->argv[1]) : pu_heal_pick(s, g->seat);
	if (g->o < 0 && g->c->argc <= 1)
		return tt_errf(err, "nobody next to you is hurt (heal NAME: yourself or a partner next to you)");
	if (g->o < 0)
		return tt_errf(err, "heal NAME: yourself or a partner next to you");
	if (s->dm.on && s->dm.team[g->o] != s->dm.team[g->seat])
		return tt_errf(err, "%s is a rival, not a partner", pu_seat_name(s, d, g->o));
	t = &s->fig[s->bb[g->o].fig];
	if (t->lives <= 0)
		return tt_errf(err, "%s is defeated: revive them instead", pu_seat_name(s, d, g->o));
	if (t->lives >= 3)
		return tt_errf(err, "%s already has 3 lives", pu_seat_name(s, d, g->o));
	if (g->o != g->seat && (t->x - me->x > 1 || me->x - t->x > 1 || t->y - me->y > 1 || me->y - t->y > 1))
		return tt_errf(err, "you must stand next to %s to heal", pu_seat_name(s, d, g->o));
	g->cost = a->cost;
	return pu_afford(g, g->cost, err);
}

void pu_heal_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		  struct tt_out *out)
{
	const struct pu_ability *a = pu_prof_active(s, d, g->seat);
	struct pu_fig *t = &s->fig[s->bb[g->o].fig];

	pu_spend(s, g->seat, g->cost);
	s->pf.healed[g->seat] = 1;
	t->lives = (int8_t)(t->lives + a->amount > 3 ? 3 : t->lives + a->amount);
	tt_outf(out, "%s heals %s: %d li%s.\n", pu_seat_name(s, d, g->seat), pu_seat_name(s, d, g->o), t->lives,
		t->lives == 1 ? "fe" : "ves");
}

void pu_prof_dump(const struct pu_state *s, const struct pu_data *d, struct tt_dump *l)
{
	const struct pu_profs *p = &s->pf;

	if (!p->on)
		return;
	for (int i = 0; i < s->nseats; i++)
		dump_line(l, "prof.%d=%s %s healed %d", i, p->prof[i] >= 0 ? d->pf.prof[p->prof[i]].id : "-",
			  p->abil[i] >= 0 ? d->pf.abil[p->abil[i]].id : "-", p->healed[i]);
	if (p->t_on)
		dump_line(l, "turret=%d,%d ammo %d owner %d", p->t_x, p->t_y, p->t_ammo, p->t_owner);
	else
		dump_line(l, "turret=none");
}
