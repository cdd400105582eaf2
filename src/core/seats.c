/*
 * seats.c - the --players spec: which seats a game has, human or AI and
 * at which level ("yellow=human,red=ai:hard", or a count "3").  Pure.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "seats.h"

void seats_spec(const struct tt_setup *setup, char *buf, size_t cap)
{
	size_t len = 0;

	buf[0] = '\0';
	for (int i = 0; i < setup->nseats && len < cap; i++) {
		const struct tt_seat *t = &setup->seat[i];
		int n = t->with > 0 && t->with <= setup->nseats ?
			snprintf(buf + len, cap - len, "%s%s=%s", i ? "," : "", t->name, setup->seat[t->with - 1].name) :
			snprintf(buf + len, cap - len, "%s%s=%s%s%s", i ? "," : "", t->name,
				 t->ai ? "ai:" : "human", t->ai ? tt_ai_level_names[t->level] : "", "");
		if (n < 0)
			return;
		len += (size_t)n;
	}
}

int seats_person(const struct tt_setup *setup, int seat)
{
	if (seat < 0 || seat >= setup->nseats)
		return seat;
	return setup->seat[seat].with > 0 ? setup->seat[seat].with - 1 : seat;
}

bool seats_same_person(const struct tt_setup *setup, int a, int b)
{
	return a >= 0 && b >= 0 && seats_person(setup, a) == seats_person(setup, b);
}

static int seats_kind(const char *kind, struct tt_seat *t, struct tt_err *err)
{
	if (strcmp(kind, "human") == 0) {
		t->ai = false;
		return 0;
	}
	if (strncmp(kind, "ai", 2) == 0 && (kind[2] == '\0' || kind[2] == ':')) {
		t->ai = true;
		t->level = AI_NORMAL;
		if (kind[2] == '\0')
			return 0;
		for (int l = 0; l < AI_NLEVEL; l++)
			if (strcmp(kind + 3, tt_ai_level_names[l]) == 0) {
				t->level = l;
				return 0;
			}
		return tt_errf(err, "unknown AI level '%s' (random, easy, normal, hard)", kind + 3);
	}
	return tt_errf(err, "a seat is 'human', 'ai', 'ai:LEVEL' or an earlier seat's name (its player plays "
		       "both), not '%s'", kind);
}

static int seats_index(const struct engine_ops *ops, const char *name)
{
	for (int i = 0; ops->seat_names[i]; i++)
		if (strcmp(ops->seat_names[i], name) == 0)
			return i;
	return -1;
}

static int seats_default(const struct engine_ops *ops, int n, struct tt_setup *setup,
			      struct tt_err *err)
{
	if (n < ops->min_seats || n > ops->max_seats)
		return tt_errf(err, "%s is for %d to %d players, not %d", ops->title,
			       ops->min_seats, ops->max_seats, n);
	setup->nseats = n;
	for (int i = 0; i < n; i++) {
		memset(&setup->seat[i], 0, sizeof setup->seat[i]);
		tt_strlcpy(setup->seat[i].name, ops->seat_names[i], TT_NAME_MAX);
		setup->seat[i].ai = i > 0;
		setup->seat[i].level = AI_NORMAL;
	}
	return 0;
}

int seats_parse(const struct engine_ops *ops, const char *spec, struct tt_setup *setup,
		struct tt_err *err)
{
	char buf[256], *tok, *save = NULL;
	int n = 0;

	if (!spec || !*spec)
		return seats_default(ops, ops->min_seats, setup, err);
	if (strspn(spec, "0123456789") == strlen(spec))
		return seats_default(ops, atoi(spec), setup, err);
	if (strlen(spec) >= sizeof buf)
		return tt_errf(err, "--players: too long");
	tt_strlcpy(buf, spec, sizeof buf);
	for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		char *eq = strchr(tok, '=');
		struct tt_seat t = { .level = AI_NORMAL };
		if (eq)
			*eq = '\0';
		if (seats_index(ops, tok) < 0) {
			char list[160] = "";
			for (int i = 0; ops->seat_names[i]; i++) {
				size_t l = strlen(list);
				snprintf(list + l, sizeof list - l, "%s%s", i ? ", " : "", ops->seat_names[i]);
			}
			return tt_errf(err, "--players: '%s' is not a seat of %s (%s)", tok, ops->title, list);
		}
		for (int i = 0; i < n; i++)
			if (strcmp(setup->seat[i].name, tok) == 0)
				return tt_errf(err, "--players: '%s' is given twice", tok);
		if (n >= ops->max_seats || n >= TT_MAXSEATS)
			return tt_errf(err, "--players: %s takes at most %d players", ops->title, ops->max_seats);
		tt_strlcpy(t.name, tok, sizeof t.name);
		for (int i = 0; eq && i < n && !t.with; i++)	/* "tor=ray": RAY's player plays TOR too */
			if (strcmp(setup->seat[i].name, eq + 1) == 0 && !setup->seat[i].with) {
				t = setup->seat[i];
				tt_strlcpy(t.name, tok, sizeof t.name);
				t.with = i + 1;
			}
		if (eq && !t.with && seats_kind(eq + 1, &t, err) < 0)
			return -1;
		setup->seat[n++] = t;
	}
	if (n < ops->min_seats)
		return tt_errf(err, "--players: %s needs at least %d players", ops->title, ops->min_seats);
	setup->nseats = n;
	return 0;
}
