/*
 * pu_unlock.c - POWERUP: the Story campaign's game elements that enter
 * play as it goes (house data).  The campaign file holds some BUGs, BUG
 * cards, POW! cards and pieces of equipment back (locked_bug = ID ...,
 * locked_bugcard, locked_pow, locked_eq); each mission file names what
 * enters play from it on (unlock_bug = ID ..., and so on).
 * A mission's data carries what is still locked in it: a locked BUG is
 * never spawned (a BUGGIE comes instead, as when its tokens run out), a
 * locked card or piece of equipment is left out of its deck.
 */
#include <stdio.h>
#include <string.h>
#include "pu_cmd.h"

static const char *const pu_unlock_kinds[] = { "bug", "bugcard", "pow", "eq", NULL };

/* The index of the element id of kind k (0 bug .. 3 eq): every copy of a
 * BUG card (they share the id) sets its bit. */
static bool pu_unlock_one(const struct pu_data *d, int k, const char *id, struct pu_locks *l)
{
	bool found = false;

	switch (k) {
	case 0:
		for (int i = 0; i < d->nbug; i++)
			if (!strcmp(d->bug[i].id, id))
				found = (l->bug |= 1ull << i) != 0;
		break;
	case 1:
		for (int i = 0; i < d->nbugcard; i++)
			if (!strcmp(d->bugcard[i].id, id))
				found = (l->bugcard |= 1ull << i) != 0;
		break;
	case 2:
		for (int i = 0; i < d->npow; i++)
			if (!strcmp(d->pow[i].id, id))
				found = (l->pow |= 1ull << i) != 0;
		break;
	default:
		for (int i = 0; i < d->neq; i++)
			if (!strcmp(d->eq[i].id, id))
				found = (l->eq |= 1ull << i) != 0;
	}
	return found;
}

int pu_unlock_parse(const struct pu_data *d, struct conf_doc *doc, struct conf_sec *s,
		    const char *prefix, struct pu_locks *l, struct tt_err *err)
{
	static const char *const what[] = { "a BUG", "a BUG card", "a POW! card", "a piece of equipment" };

	memset(l, 0, sizeof *l);
	for (int k = 0; pu_unlock_kinds[k]; k++) {
		char key[32], buf[CONF_LINE_MAX], *save = NULL;
		snprintf(key, sizeof key, "%s_%s", prefix, pu_unlock_kinds[k]);
		if (conf_str(doc, s, key, false, "", buf, sizeof buf, err) < 0)
			return -1;
		for (char *t = strtok_r(buf, " ", &save); t; t = strtok_r(NULL, " ", &save))
			if (!pu_unlock_one(d, k, t, l))
				return conf_errf(doc, conf_line(s, key), err, "%s: '%s' is not the id of %s",
						 key, t, what[k]);
	}
	return 0;
}

bool pu_locked(const struct pu_data *d, int kind, int i)
{
	const struct pu_locks *l = &d->locked;
	uint64_t m = kind == PU_LK_BUG ? l->bug : kind == PU_LK_BUGCARD ? l->bugcard :
		     kind == PU_LK_POW ? l->pow : l->eq;

	return i >= 0 && i < 64 && (m >> i & 1);
}

void pu_unlock_stages(struct pu_data *const *st, int n, const struct pu_locks *locked)
{
	struct pu_locks l = *locked;

	for (int k = 0; k < n; k++) {
		const struct pu_locks *u = &st[k]->mission.unlocks;
		l.bug &= ~u->bug;
		l.bugcard &= ~u->bugcard;
		l.pow &= ~u->pow;
		l.eq &= ~u->eq;
		st[k]->locked = l;
	}
}

/* "bug bigbug; eq crowbar": what mission d still holds back, for the
 * state dump ("none" when nothing). */
void pu_unlock_text(const struct pu_data *d, char *buf, size_t cap)
{
	const uint64_t m[4] = { d->locked.bug, d->locked.bugcard, d->locked.pow, d->locked.eq };
	int n[4] = { d->nbug, d->nbugcard, d->npow, d->neq };
	size_t k = 0;

	buf[0] = '\0';
	for (int j = 0; j < 4; j++)
		for (int i = 0, first = 1; i < n[j] && i < 64; i++) {
			const char *id = j == 0 ? d->bug[i].id : j == 1 ? d->bugcard[i].id :
					 j == 2 ? d->pow[i].id : d->eq[i].id;
			if (!(m[j] >> i & 1) || (j == 1 && i > 0 && (m[j] >> (i - 1) & 1) &&
						 !strcmp(d->bugcard[i - 1].id, id)))
				continue;	/* a BUG card's copies are named once */
			if (k + strlen(id) + 12 < cap)
				k += (size_t)snprintf(buf + k, cap - k, "%s%s%s", k && first ? "; " : k ? " " : "",
						      first ? pu_unlock_kinds[j] : "", first ? " " : "");
			if (k + strlen(id) + 1 < cap)
				k += (size_t)snprintf(buf + k, cap - k, "%s", id);
			first = 0;
		}
	if (!k)
		snprintf(buf, cap, "none");
}
