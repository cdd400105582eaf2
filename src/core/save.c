/*
 * save.c - save files as INI text, and the --players spec.
 *
 * A save is the setup plus the accepted command list plus the state hash;
 * loading replays the list and compares hashes, so a save written by an
 * incompatible version is refused instead of silently becoming another
 * game.  The file I/O itself (atomic write, backup) is in src/io.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ini.h"
#include "session.h"

static bool save_opts_ok(const char *s)
{
	for (; *s; s++)
		if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789=,:._/-+", *s))
			return false;
	return true;
}

void session_players_spec(const struct tt_setup *setup, char *buf, size_t cap)
{
	size_t len = 0;

	buf[0] = '\0';
	for (int i = 0; i < setup->nseats && len < cap; i++) {
		const struct tt_seat *t = &setup->seat[i];
		int n = snprintf(buf + len, cap - len, "%s%s=%s%s%s", i ? "," : "", t->name,
				 t->ai ? "ai:" : "human", t->ai ? tt_ai_level_names[t->level] : "", "");
		if (n < 0)
			return;
		len += (size_t)n;
	}
}

static int save_seat_kind(const char *kind, struct tt_seat *t, struct tt_err *err)
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
	return tt_errf(err, "a seat is 'human', 'ai' or 'ai:LEVEL', not '%s'", kind);
}

static int save_seat_name(const struct engine_ops *ops, const char *name)
{
	for (int i = 0; ops->seat_names[i]; i++)
		if (strcmp(ops->seat_names[i], name) == 0)
			return i;
	return -1;
}

static int save_default_seats(const struct engine_ops *ops, int n, struct tt_setup *setup,
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

int session_parse_players(const struct engine_ops *ops, const char *spec,
			  struct tt_setup *setup, struct tt_err *err)
{
	char buf[256], *tok, *save = NULL;
	int n = 0;

	if (!spec || !*spec)
		return save_default_seats(ops, ops->min_seats, setup, err);
	if (strspn(spec, "0123456789") == strlen(spec))
		return save_default_seats(ops, atoi(spec), setup, err);
	if (strlen(spec) >= sizeof buf)
		return tt_errf(err, "--players: too long");
	tt_strlcpy(buf, spec, sizeof buf);
	for (tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		char *eq = strchr(tok, '=');
		struct tt_seat t = { .level = AI_NORMAL };
		if (eq)
			*eq = '\0';
		if (save_seat_name(ops, tok) < 0) {
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
		if (eq && save_seat_kind(eq + 1, &t, err) < 0)
			return -1;
		setup->seat[n++] = t;
	}
	if (n < ops->min_seats)
		return tt_errf(err, "--players: %s needs at least %d players", ops->title, ops->min_seats);
	setup->nseats = n;
	return 0;
}

char *session_save_text(const struct session *s)
{
	const struct tt_setup *su = session_setup(s);
	int n = session_nhist(s);
	size_t cap = 2048 + (size_t)n * (CMD_MAXLINE + 8), len = 0;
	char *buf = malloc(cap), players[256];

	if (!buf)
		return NULL;
	session_players_spec(su, players, sizeof players);
	len += (size_t)snprintf(buf + len, cap - len,
		"# tabletty save: the setup, every accepted command, and the state hash.\n"
		"[save]\nformat = %d\nversion = %s\ngame = %s\nscenario = %s\nseed = %llu\n"
		"players = %s\noptions = %s\ncommands = %d\nhash = %016llx\n\n[commands]\n",
		TT_SAVE_FORMAT, TT_VERSION, session_ops(s)->id, su->scenario,
		(unsigned long long)su->seed, players, su->opts, n,
		(unsigned long long)session_hash(s));
	for (int i = 0; i < n && len < cap; i++)
		len += (size_t)snprintf(buf + len, cap - len, "c = %s\n", session_hist(s, i)->line);
	/* the trailer tells a complete save from one cut short by a crash or
	 * a full disk, even when the cut leaves a valid-looking last line */
	if (len < cap)
		snprintf(buf + len, cap - len, "\n[end]\ncomplete = yes\n");
	return buf;
}

struct save_cmds {
	struct save_info *info;
	int cap;
};

static int save_add_cmd(void *ctx, struct ini_kv *kv, struct tt_err *err)
{
	struct save_cmds *sc = ctx;
	struct save_info *in = sc->info;

	if (strcmp(kv->key, "c") != 0)
		return tt_errf(err, "line %d: expected 'c = COMMAND'", kv->line);
	if (in->ncmd == sc->cap) {
		int cap = sc->cap ? sc->cap * 2 : 64;
		char (*nc)[CMD_MAXLINE] = realloc(in->cmd, sizeof *nc * (size_t)cap);
		if (!nc)
			return tt_errf(err, "out of memory");
		in->cmd = nc;
		sc->cap = cap;
	}
	tt_strlcpy(in->cmd[in->ncmd++], kv->val, CMD_MAXLINE);
	return 0;
}

static int save_header(struct ini_doc *d, struct ini_sec *h, struct save_info *in,
		       long *ncmd, struct tt_err *err)
{
	long fmt;
	char seed[32], hash[32], players[256];
	char *end;

	if (ini_int(d, h, "format", true, 0, 0, 1000, &fmt, err) < 0)
		return -1;
	in->format = (int)fmt;
	if (fmt != TT_SAVE_FORMAT)
		return ini_errf(d, ini_line(h, "format"), err,
				"save format %ld is not supported by this version (%d)", fmt, TT_SAVE_FORMAT);
	if (ini_str(d, h, "version", true, NULL, in->version, sizeof in->version, err) < 0 ||
	    ini_str(d, h, "game", true, NULL, in->game, sizeof in->game, err) < 0 ||
	    ini_str(d, h, "scenario", true, NULL, in->scenario, sizeof in->scenario, err) < 0 ||
	    ini_str(d, h, "seed", true, NULL, seed, sizeof seed, err) < 0 ||
	    ini_str(d, h, "players", true, NULL, players, sizeof players, err) < 0 ||
	    ini_str(d, h, "options", false, "", in->setup.opts, sizeof in->setup.opts, err) < 0 ||
	    ini_int(d, h, "commands", true, 0, 0, 1000000, ncmd, err) < 0 ||
	    ini_str(d, h, "hash", true, NULL, hash, sizeof hash, err) < 0)
		return -1;
	in->setup.seed = strtoull(seed, &end, 10);
	if (*end || end == seed)
		return ini_errf(d, ini_line(h, "seed"), err, "seed must be a number");
	in->hash = strtoull(hash, &end, 16);
	if (*end || strlen(hash) != 16)
		return ini_errf(d, ini_line(h, "hash"), err, "hash must be 16 hex digits");
	if (!save_opts_ok(in->setup.opts))
		return ini_errf(d, ini_line(h, "options"), err, "options contain a forbidden character");
	tt_strlcpy(in->setup.scenario, in->scenario, sizeof in->setup.scenario);
	snprintf(in->players, sizeof in->players, "%s", players);
	return 0;
}

static int save_trailer(struct ini_doc *d, struct tt_err *err)
{
	struct ini_sec *e = ini_section(d, "end");
	bool complete = false;

	if (!e)
		return ini_errf(d, d->nlines, err, "the save is incomplete (no [end] section): "
				"it was cut short");
	if (ini_bool(d, e, "complete", true, false, &complete, err) < 0)
		return -1;
	if (!complete)
		return ini_errf(d, ini_line(e, "complete"), err, "the save is marked incomplete");
	return 0;
}

int save_parse(const char *file, const char *text, size_t len, struct save_info *info,
	       struct tt_err *err)
{
	struct ini_doc d;
	struct ini_sec *h;
	struct save_cmds sc = { info, 0 };
	long ncmd = 0;

	memset(info, 0, sizeof *info);
	if (ini_parse_text(&d, file, text, len, err) < 0)
		return -1;
	h = ini_section(&d, "save");
	if (!h) {
		ini_free(&d);
		return tt_err_at(err, file, 0, "not a tabletty save (no [save] section)");
	}
	if (save_header(&d, h, info, &ncmd, err) < 0 ||
	    ini_each(ini_section(&d, "commands"), save_add_cmd, &sc, err) < 0 ||
	    save_trailer(&d, err) < 0 || ini_finish(&d, err) < 0) {
		if (strncmp(err->msg, "line ", 5) == 0) {
			struct tt_err e = *err;
			tt_err_at(err, file, 0, "%s", e.msg);
		}
		ini_free(&d);
		save_info_free(info);
		return -1;
	}
	ini_free(&d);
	if (ncmd != info->ncmd) {
		int n = info->ncmd;
		save_info_free(info);
		return tt_err_at(err, file, 0, "the save says %ld commands but holds %d: it is damaged",
				 ncmd, n);
	}
	return 0;
}

void save_info_free(struct save_info *info)
{
	free(info->cmd);
	info->cmd = NULL;
	info->ncmd = 0;
}

int session_from_save(struct session **out, const struct engine_ops *ops, const void *data,
		      const struct save_info *info, int upto, struct tt_err *err)
{
	struct tt_setup setup = info->setup;
	struct session *s;
	int n = upto >= 0 && upto < info->ncmd ? upto : info->ncmd;

	*out = NULL;
	if (strcmp(info->game, ops->id) != 0)
		return tt_errf(err, "this save is for %s, not %s", info->game, ops->id);
	if (session_parse_players(ops, info->players, &setup, err) < 0)
		return -1;
	if (session_new(&s, ops, data, &setup, err) < 0)
		return -1;
	for (int i = 0; i < n; i++) {
		if (session_replay_line(s, info->cmd[i], err) < 0) {
			struct tt_err e = *err;
			session_free(s);
			return tt_errf(err, "command %d of the save ('%s') is refused by this version: %s",
				       i + 1, info->cmd[i], e.msg);
		}
	}
	if (upto < 0 && session_hash(s) != info->hash) {
		uint64_t h = session_hash(s);
		session_free(s);
		return tt_errf(err, "the save replays to a different game (hash %016llx, saved %016llx):"
			       " it was written by another version (%s) or is damaged",
			       (unsigned long long)h, (unsigned long long)info->hash,
			       info->version);
	}
	*out = s;
	return 0;
}
