/*
 * io_alias.c - scenario names that stand for a scenario by the number of
 * players (POWERUP's `--scenario deathmatch`: the house board for 2, 4
 * or 6).  An alias is the data file GAME/aliases/NAME.ini:
 *
 *     [alias]
 *     2 = deathmatch-2    ; PLAYERS = the bundled scenario they play
 *
 * It is resolved before the scenario loads, from the seats as given (an
 * engine's `seats` op may add one later), so a save, a table and the
 * log name the scenario itself, never the alias.  A count with no line
 * is refused naming the counts the alias seats.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "conf.h"
#include "io.h"

struct io_alias {
	const char *want[TT_MAXSEATS + 1];	/* scenario per number of players */
	const struct conf_doc *doc;
	const char *game;
};

/* One line of [alias]: a number of players, a bundled scenario name. */
static int io_alias_line(void *ctx, struct conf_kv *kv, struct tt_err *err)
{
	struct io_alias *a = ctx;
	char *end;
	long n = strtol(kv->key, &end, 10);
	char path[IO_PATH_MAX];

	if (*end || end == kv->key || n < 1 || n > TT_MAXSEATS)
		return conf_errf(a->doc, kv->line, err, "'%s' is not a number of players (1 to %d)",
				 kv->key, TT_MAXSEATS);
	if (strchr(kv->val, '/') || io_scenario_path(a->game, kv->val, path, sizeof path, err) < 0)
		return conf_errf(a->doc, kv->line, err, "'%s' is not a bundled scenario's name",
				 kv->val);
	a->want[n] = kv->val;
	return 0;
}

/* "2, 3 or 4": the counts a has a scenario for. */
static void io_alias_counts(const struct io_alias *a, char *buf, size_t cap)
{
	int k = 0, last = 0;
	size_t n = 0;

	buf[0] = '\0';
	for (int i = 1; i <= TT_MAXSEATS; i++)
		if (a->want[i]) {
			k++;
			last = i;
		}
	for (int i = 1, j = 0; i <= TT_MAXSEATS && n < cap; i++)
		if (a->want[i])
			n += (size_t)snprintf(buf + n, cap - n, "%s%d", j++ == 0 ? "" : i == last ? " or " : ", ", i);
	if (k == 0)
		snprintf(buf, cap, "no number");
}

/* Resolve the alias in doc for su (0), or -1 with err. */
static int io_alias_pick(struct conf_doc *doc, const char *game, const char *name,
			 struct tt_setup *su, struct tt_err *err)
{
	struct io_alias a = { { NULL }, doc, game };
	struct conf_sec *s = conf_section(doc, "alias");
	char counts[64];

	if (!s)
		return conf_errf(doc, 1, err, "an alias needs an [alias] section");
	if (conf_each(s, io_alias_line, &a, err) < 0 || conf_finish(doc, err) < 0)
		return -1;
	if (su->nseats < 1 || su->nseats > TT_MAXSEATS || !a.want[su->nseats]) {
		io_alias_counts(&a, counts, sizeof counts);
		return tt_errf(err, "--scenario %s picks the board by the number of players: %s, "
			       "not %d (give --players)", name, counts, su->nseats);
	}
	tt_strlcpy(su->scenario, a.want[su->nseats], sizeof su->scenario);
	return 0;
}

int io_scenario_alias(const char *game, struct tt_setup *su, struct tt_err *err)
{
	char path[IO_PATH_MAX], name[TT_NAME_MAX + 40], *buf;
	struct conf_doc doc;
	struct tt_err miss;
	size_t len;
	int rc;

	if (strchr(su->scenario, '/') || strlen(su->scenario) >= sizeof name ||
	    io_scenario_path(game, su->scenario, path, sizeof path, &miss) < 0)
		return 0;	/* a path, or no name at all: the load says why */
	snprintf(path, sizeof path, "%s/aliases/%s.ini", game, su->scenario);
	if (io_files.read(io_files.ctx, path, &buf, &len, &miss) < 0)
		return 0;	/* no alias of that name: a scenario's */
	tt_strlcpy(name, su->scenario, sizeof name);
	memset(&doc, 0, sizeof doc);
	rc = conf_parse_text(&doc, path, buf, len, err);
	free(buf);
	if (rc == 0)
		rc = io_alias_pick(&doc, game, name, su, err);
	conf_free(&doc);
	return rc;
}
