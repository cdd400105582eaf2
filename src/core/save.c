/*
 * save.c - save files as INI text.
 *
 * A save is the setup plus the accepted command list plus the state hash;
 * loading replays the list and compares hashes, so a save written by an
 * incompatible version is refused instead of silently becoming another
 * game.  The file I/O itself (atomic write, backup) is in src/io.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "conf.h"
#include "session.h"
#include "seats.h"

static bool save_opts_ok(const char *s)
{
	for (; *s; s++)
		if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789=,:._/-+", *s))
			return false;
	return true;
}

char *save_text(const struct session *s)
{
	const struct tt_setup *su = session_setup(s);
	int n = session_nhist(s);
	size_t cap = 2048 + (size_t)n * (CMD_MAXLINE + 8), len = 0;
	char *buf = malloc(cap), players[256];

	if (!buf)
		return NULL;
	seats_spec(su, players, sizeof players);
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

static int save_add_cmd(void *ctx, struct conf_kv *kv, struct tt_err *err)
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

static int save_header(struct conf_doc *d, struct conf_sec *h, struct save_info *in,
		       long *ncmd, struct tt_err *err)
{
	long fmt;
	char seed[32], hash[32], players[256];
	char *end;

	if (conf_int(d, h, "format", true, 0, 0, 1000, &fmt, err) < 0)
		return -1;
	in->format = (int)fmt;
	if (fmt != TT_SAVE_FORMAT)
		return conf_errf(d, conf_line(h, "format"), err,
				"save format %ld is not supported by this version (%d)", fmt, TT_SAVE_FORMAT);
	if (conf_str(d, h, "version", true, NULL, in->version, sizeof in->version, err) < 0 ||
	    conf_str(d, h, "game", true, NULL, in->game, sizeof in->game, err) < 0 ||
	    conf_str(d, h, "scenario", true, NULL, in->scenario, sizeof in->scenario, err) < 0 ||
	    conf_str(d, h, "seed", true, NULL, seed, sizeof seed, err) < 0 ||
	    conf_str(d, h, "players", true, NULL, players, sizeof players, err) < 0 ||
	    conf_str(d, h, "options", false, "", in->setup.opts, sizeof in->setup.opts, err) < 0 ||
	    conf_int(d, h, "commands", true, 0, 0, 1000000, ncmd, err) < 0 ||
	    conf_str(d, h, "hash", true, NULL, hash, sizeof hash, err) < 0)
		return -1;
	in->setup.seed = strtoull(seed, &end, 10);
	if (*end || end == seed)
		return conf_errf(d, conf_line(h, "seed"), err, "seed must be a number");
	in->hash = strtoull(hash, &end, 16);
	if (*end || strlen(hash) != 16)
		return conf_errf(d, conf_line(h, "hash"), err, "hash must be 16 hex digits");
	if (!save_opts_ok(in->setup.opts))
		return conf_errf(d, conf_line(h, "options"), err, "options contain a forbidden character");
	tt_strlcpy(in->setup.scenario, in->scenario, sizeof in->setup.scenario);
	snprintf(in->players, sizeof in->players, "%s", players);
	return 0;
}

static int save_trailer(struct conf_doc *d, struct tt_err *err)
{
	struct conf_sec *e = conf_section(d, "end");
	bool complete = false;

	if (!e)
		return conf_errf(d, d->nlines, err, "the save is incomplete (no [end] section): "
				"it was cut short");
	if (conf_bool(d, e, "complete", true, false, &complete, err) < 0)
		return -1;
	if (!complete)
		return conf_errf(d, conf_line(e, "complete"), err, "the save is marked incomplete");
	return 0;
}

int save_parse(const char *file, const char *text, size_t len, struct save_info *info,
	       struct tt_err *err)
{
	struct conf_doc d;
	struct conf_sec *h;
	struct save_cmds sc = { info, 0 };
	long ncmd = 0;

	memset(info, 0, sizeof *info);
	if (conf_parse_text(&d, file, text, len, err) < 0)
		return -1;
	h = conf_section(&d, "save");
	if (!h) {
		conf_free(&d);
		return tt_err_at(err, file, 0, "not a tabletty save (no [save] section)");
	}
	if (save_header(&d, h, info, &ncmd, err) < 0 ||
	    conf_each(conf_section(&d, "commands"), save_add_cmd, &sc, err) < 0 ||
	    save_trailer(&d, err) < 0 || conf_finish(&d, err) < 0) {
		if (strncmp(err->msg, "line ", 5) == 0) {
			struct tt_err e = *err;
			tt_err_at(err, file, 0, "%s", e.msg);
		}
		conf_free(&d);
		save_info_free(info);
		return -1;
	}
	conf_free(&d);
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

int save_restore(struct session **out, const struct engine_ops *ops, const void *data,
		      const struct save_info *info, int upto, struct tt_err *err)
{
	struct tt_setup setup = info->setup;
	struct session *s;
	int n = upto >= 0 && upto < info->ncmd ? upto : info->ncmd;

	*out = NULL;
	if (strcmp(info->game, ops->id) != 0)
		return tt_errf(err, "this save is for %s, not %s", info->game, ops->id);
	if (seats_parse(ops, info->players, &setup, err) < 0)
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
