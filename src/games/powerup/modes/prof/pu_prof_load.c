/*
 * pu_prof_load.c - POWERUP: the profession sheets, their abilities and
 * the machine-gun turret from powerup/data/professions.ini (house
 * values).  Each ability's effect is a word of the vocabulary in
 * pu_ability_effects with the keys that effect needs and no others (an
 * unneeded key is an unknown key).  Every error reads "file:line: what
 * was expected"; the loader fills d->pf and nothing else.
 */
#include <stdio.h>
#include <string.h>
#include "../pu_modes.h"

static const char *const pu_pf_names[PU_PF_N + 1] = {
	"engineer", "heal", "cheap", "melee", "ranged", "rp", "ammo", "armour", "ap", "powerup", NULL
};
static const char *const pu_pa_names[] = { "jump", "revive", NULL };
static const char *const pu_pg_names[] = { "ammo", "coins", "rp", NULL };
static const char *const pu_when_names[] = { "always", "hurt", NULL };
static const char *const pu_where_names[] = { "ahead", "here", NULL };

/* "W Y" dice, at least one die. */
static int pu_prof_pool(struct conf_doc *doc, struct conf_sec *s, const char *key,
			struct pu_dice2 *p, struct tt_err *err)
{
	const char *v = conf_raw(s, key);
	int w, y;
	char extra;

	if (!v || sscanf(v, "%d %d %c", &w, &y, &extra) != 2 || w < 0 || w > 6 || y < 0 || y > 6 ||
	    w + y == 0)
		return conf_errf(doc, conf_line(s, key), err,
				 "[%s] needs %s = WHITE YELLOW (two counts 0..6, at least one die)", s->name, key);
	p->w = (uint8_t)w;
	p->y = (uint8_t)y;
	return 0;
}

/* The keys of one effect. */
static int pu_prof_effect(struct conf_doc *doc, struct conf_sec *s, struct pu_ability *a,
			  struct tt_err *err)
{
	long n = 0, c = 0;

	switch (a->effect) {
	case PU_PF_ENGINEER:
		return 0;
	case PU_PF_HEAL:
		if (conf_int(doc, s, "amount", true, 0, 1, 3, &n, err) < 0 ||
		    conf_int(doc, s, "cost", true, 0, 0, 4, &c, err) < 0)
			return -1;
		break;
	case PU_PF_CHEAP:
		if (conf_enum(doc, s, "action", true, 0, pu_pa_names, &a->arg, err) < 0 ||
		    conf_int(doc, s, "cost", true, 0, 0, 4, &c, err) < 0)
			return -1;
		break;
	case PU_PF_MELEE:
	case PU_PF_RANGED:
		return pu_prof_pool(doc, s, "dice", &a->dice, err);
	default:	/* an amount, and for some what it is or when it holds */
		if (a->effect == PU_PF_AP && conf_enum(doc, s, "when", true, 0, pu_when_names, &a->arg, err) < 0)
			return -1;
		if (a->effect == PU_PF_POWERUP && conf_enum(doc, s, "gain", true, 0, pu_pg_names, &a->arg, err) < 0)
			return -1;
		if (conf_int(doc, s, "amount", true, 0, 1, 4, &n, err) < 0)
			return -1;
	}
	a->amount = (int)n;
	a->cost = (int)c;
	return 0;
}

static int pu_prof_abilities(struct pu_profdata *pf, struct conf_doc *doc, struct tt_err *err)
{
	for (int i = 0; i < doc->nsec; i++) {
		struct conf_sec *s = &doc->sec[i];
		struct pu_ability *a;

		if (strncmp(s->name, "ability ", 8) != 0)
			continue;
		if (pf->nabil == PU_MAXABIL)
			return conf_errf(doc, s->line, err, "at most %d abilities", PU_MAXABIL);
		s->used = true;
		a = &pf->abil[pf->nabil++];
		tt_strlcpy(a->id, s->name + 8, sizeof a->id);
		a->prof = -1;
		if (conf_str(doc, s, "name", true, "", a->name, sizeof a->name, err) < 0 ||
		    pu_text_read(doc, s, a->brief, a->text, err) < 0 ||
		    conf_enum(doc, s, "effect", true, 0, pu_pf_names, &a->effect, err) < 0 ||
		    pu_prof_effect(doc, s, a, err) < 0)
			return -1;
	}
	return 0;
}

static int pu_prof_find(const struct pu_profdata *pf, const char *id)
{
	for (int i = 0; i < pf->nabil; i++)
		if (strcmp(pf->abil[i].id, id) == 0)
			return i;
	return -1;
}

/* [profession ID]: name, abilities = two ability ids of no other sheet. */
static int pu_prof_sheets(struct pu_profdata *pf, struct conf_doc *doc, struct tt_err *err)
{
	char list[80], a[2][PU_NAME], extra[2];

	for (int i = 0; i < doc->nsec; i++) {
		struct conf_sec *s = &doc->sec[i];
		struct pu_prof *p;

		if (strncmp(s->name, "profession ", 11) != 0)
			continue;
		if (pf->nprof == PU_MAXPROF)
			return conf_errf(doc, s->line, err, "at most %d profession sheets", PU_MAXPROF);
		s->used = true;
		p = &pf->prof[pf->nprof];
		tt_strlcpy(p->id, s->name + 11, sizeof p->id);
		if (conf_str(doc, s, "name", true, "", p->name, sizeof p->name, err) < 0 ||
		    conf_str(doc, s, "abilities", true, "", list, sizeof list, err) < 0)
			return -1;
		if (sscanf(list, "%23s %23s %1s", a[0], a[1], extra) != 2)
			return conf_errf(doc, conf_line(s, "abilities"), err, "abilities: expected two ability ids");
		for (int k = 0; k < 2; k++) {
			int x = pu_prof_find(pf, a[k]);
			if (x < 0 || pf->abil[x].prof >= 0)
				return conf_errf(doc, conf_line(s, "abilities"), err,
						 "abilities: '%s' is no [ability] of no other sheet", a[k]);
			pf->abil[x].prof = pf->nprof;
			p->abil[k] = x;
		}
		pf->nprof++;
	}
	return 0;
}

static int pu_prof_turret(struct pu_profdata *pf, struct conf_doc *doc, struct tt_err *err)
{
	struct conf_sec *s = conf_section(doc, "turret");
	long v[3];

	if (!s)
		return conf_errf(doc, doc->nlines, err, "expected a [turret] section (house values)");
	if (pu_text_read(doc, s, pf->t_brief, pf->t_text, err) < 0 ||
	    conf_int(doc, s, "build", true, 0, 0, 4, &v[0], err) < 0 ||
	    conf_enum(doc, s, "where", true, 0, pu_where_names, &pf->t_where, err) < 0 ||
	    conf_int(doc, s, "load", true, 0, 1, 20, &v[1], err) < 0 ||
	    conf_int(doc, s, "range", true, 0, 1, PU_W, &v[2], err) < 0 ||
	    pu_prof_pool(doc, s, "dice", &pf->t_dice, err) < 0)
		return -1;
	pf->t_build = (int)v[0];
	pf->t_load = (int)v[1];
	pf->t_range = (int)v[2];
	return 0;
}

int pu_prof_parse(struct pu_data *d, struct conf_doc *doc, struct tt_err *err)
{
	struct pu_profdata *pf = &d->pf;

	memset(pf, 0, sizeof *pf);
	if (pu_prof_abilities(pf, doc, err) < 0 || pu_prof_sheets(pf, doc, err) < 0 ||
	    pu_prof_turret(pf, doc, err) < 0)
		return -1;
	if (pf->nprof != PU_MAXPROF)
		return conf_errf(doc, doc->nlines, err, "expected %d [profession] sheets, found %d", PU_MAXPROF,
				 pf->nprof);
	for (int i = 0; i < pf->nabil; i++)
		if (pf->abil[i].prof < 0)
			return conf_errf(doc, doc->nlines, err, "[ability %s] is on no profession sheet",
					 pf->abil[i].id);
	return 0;
}
