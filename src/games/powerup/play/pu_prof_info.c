/*
 * pu_prof_info.c - POWERUP: the words about professions and the turret
 * for `info` and the panel, all from professions.ini: what each ability
 * does, which are offered now, the active one under the character, and
 * the turret's place and ammo.
 */
#include <stdio.h>
#include <string.h>
#include "pu_play.h"

static void pu_prof_say_ability(const struct pu_data *d, int k, struct tt_out *out)
{
	const struct pu_ability *a = &d->pf.abil[k];

	tt_outf(out, "%s (%s sheet, ability %s): %s\n", a->name, d->pf.prof[a->prof].name, a->id, a->text);
}

static void pu_prof_say_turret(const struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	const struct pu_profdata *p = &d->pf;

	tt_outf(out, "Machine-gun turret: %s Building it costs %d AP, on %s (a floor, no POWERUP), loaded "
		"with up to %d of the builder's ammo. Range %d squares, %d white and %d yellow dice a shot "
		"(house values).\n", p->t_text, p->t_build, p->t_where ? "your own square" : "the free square "
		"ahead of you", p->t_load, p->t_range, p->t_dice.w, p->t_dice.y);
	if (s->pf.t_on)
		tt_outf(out, "%s's turret stands at %d,%d with %d ammo.\n", pu_seat_name(s, d, s->pf.t_owner),
			s->pf.t_x, s->pf.t_y, s->pf.t_ammo);
}

/* Every ability the waiting choice offers (info alone at the choice). */
static void pu_prof_say_offered(const struct pu_state *s, const struct pu_data *d, const struct pu_pend *pd,
				struct tt_out *out)
{
	char cmd[48];

	tt_outf(out, pd->kind == PU_PD_SWITCH ? "%s may turn the sheet to:\n" : "%s chooses an ability:\n",
		pu_seat_name(s, d, pd->seat));
	for (int k = 0; k < d->pf.nabil; k++) {
		snprintf(cmd, sizeof cmd, "ability %s", d->pf.abil[k].id);
		if (pu_legal(s, d, pd->seat, cmd))
			pu_prof_say_ability(d, k, out);
	}
}

int pu_prof_info(const struct pu_state *s, const struct pu_data *d, int seat, const char *what,
		 struct tt_out *out, struct tt_err *err)
{
	const struct pu_pend *pd = s->npend > 0 ? &s->pend[s->npend - 1] : NULL;
	const char *arg = strchr(what, ' ') ? strchr(what, ' ') + 1 : "";

	if (!*what && pd && (pd->kind == PU_PD_PROF || pd->kind == PU_PD_SWITCH)) {
		pu_prof_say_offered(s, d, pd, out);
		return 1;
	}
	if (!strncmp(what, "turret", 6) || !strcmp(what, "build")) {
		pu_prof_say_turret(s, d, out);
		return 1;
	}
	if (!strncmp(what, "heal", 4) && pu_prof_has(s, d, seat, PU_PF_HEAL)) {
		pu_prof_say_ability(d, s->pf.abil[seat], out);
		return 1;
	}
	if (!strcmp(what, "professions") || !strcmp(what, "ability")) {
		for (int k = 0; k < d->pf.nabil; k++)
			pu_prof_say_ability(d, k, out);
		return 1;
	}
	if (strncmp(what, "ability ", 8) != 0)
		return 0;
	for (int k = 0; k < d->pf.nabil; k++)
		if (!strcmp(d->pf.abil[k].id, arg)) {
			pu_prof_say_ability(d, k, out);
			return 1;
		}
	return tt_errf(err, "no ability is called '%s' (info professions: all of them)", arg);
}

void pu_prof_look(const struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out)
{
	const struct pu_ability *a = pu_prof_active(s, d, seat);

	if (a)
		tt_outf(out, "Your ability: %s (%s sheet): %s\n", a->name, d->pf.prof[a->prof].name, a->text);
	if (s->pf.on && s->pf.t_on)
		tt_outf(out, "%s's machine-gun turret stands at %d,%d with %d ammo.\n",
			pu_seat_name(s, d, s->pf.t_owner), s->pf.t_x, s->pf.t_y, s->pf.t_ammo);
}

int pu_prof_offered(const struct pu_state *s, const struct pu_data *d, int seat, char (*l)[27], int max)
{
	const struct pu_pend *pd = s->npend > 0 ? &s->pend[s->npend - 1] : NULL;
	char cmd[48];
	int n = 0, k = 0;

	if (!pd || pd->seat != seat || (pd->kind != PU_PD_PROF && pd->kind != PU_PD_SWITCH))
		return 0;
	for (int i = 0; i < d->pf.nabil && n + 2 <= max; i++) {
		const struct pu_ability *a = &d->pf.abil[i];
		snprintf(cmd, sizeof cmd, "ability %s", a->id);
		if (!pu_legal(s, d, seat, cmd))
			continue;
		snprintf(l[n++], 27, "%c %s", pd->kind == PU_PD_SWITCH ? 't' : k < 9 ? '1' + k : 'a' + k - 9, a->name);
		snprintf(l[n++], 27, "  %s", a->brief);
		k++;
	}
	return n;
}

int pu_prof_lines(const struct pu_state *s, const struct pu_data *d, int seat, char (*l)[27], int max)
{
	const struct pu_ability *a = pu_prof_active(s, d, seat);
	int n = 0;

	if (!s->pf.on)
		return 0;
	if (a && n + 2 <= max) {
		snprintf(l[n++], 27, "%.13s: %s", d->pf.prof[a->prof].name, a->name);
		snprintf(l[n++], 27, "  %s", a->brief);
	}
	if (s->pf.t_on && n < max)
		snprintf(l[n++], 27, "Turret %.3s %d ammo at %d,%d", pu_seat_name(s, d, s->pf.t_owner), s->pf.t_ammo,
			 s->pf.t_x, s->pf.t_y);
	return n;
}
