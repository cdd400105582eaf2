/*
 * save.c - save files as INI text.
 *
 * A save is the setup plus the accepted command list plus the state hash;
 * loading replays the list and compares hashes, so a save written by an
 * incompatible version is refused instead of silently becoming another
 * game.  The [end] section carries a checksum of every byte above it, so
 * damage anywhere (a comment included) is noticed before anything is
 * replayed.  Saves are read with conf_parse_plain: no line length limit
 * and no comments after values, so any scenario path and any number of
 * commands read back as written.  The file I/O itself (atomic write,
 * read-back check, backup) is in src/io.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "conf.h"
#include "session.h"
#include "seats.h"

/* Most commands a save may hold (a bound for the count in the header). */
#define SAVE_MAX_CMDS 50000000L

static bool save_opts_ok(const char *s)
{
	for (; *s; s++)
		if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789=,:._/-+", *s))
			return false;
	return true;
}

/* Where the "[end]" line starts (the last one), or len if there is none. */
static size_t save_end_at(const char *text, size_t len)
{
	for (size_t i = len; i-- > 0;) {
		if ((i == 0 || text[i - 1] == '\n') && len - i >= 5 && memcmp(text + i, "[end]", 5) == 0 &&
		    (len - i == 5 || text[i + 5] == '\n' || text[i + 5] == '\r'))
			return i;
	}
	return len;
}

uint64_t save_checksum(const char *text, size_t len)
{
	return tt_fnv(TT_FNV_INIT, text, save_end_at(text, len));
}

/* A table's keys in [save] ("" for another game): "table",
 * "table_owner" and "table_seats" (an account per seat, '-' none). */
static void save_table_put(const struct session_table *t, int nseats, char *buf, size_t cap)
{
	size_t n;

	buf[0] = '\0';
	if (!t->name[0])
		return;
	n = (size_t)snprintf(buf, cap, "table = %s\ntable_owner = %ld\ntable_seats =", t->name,
			     t->owner);
	for (int i = 0; i < nseats && n < cap; i++)
		n += (size_t)snprintf(buf + n, cap - n, t->seat_uid[i] >= 0 ? " %ld" : " -",
				      t->seat_uid[i]);
	if (n < cap)
		snprintf(buf + n, cap - n, "\n");
}

/* The [save] header: the setup and what a list of saves shows. */
static size_t save_header(const struct session *s, char *buf, size_t cap)
{
	const struct tt_setup *su = session_setup(s);
	struct tt_result r;
	struct tt_prompt *p = malloc(sizeof *p);
	char players[256], next[TT_NAME_MAX + 48] = "", table[SESSION_TABLE_MAX + TT_MAXSEATS * 12 + 64];
	int n;

	seats_spec(su, players, sizeof players);
	save_table_put(session_table(s), su->nseats, table, sizeof table);
	session_result(s, &r);
	if (p) {
		session_prompt(s, p);
		if (!r.over && p->seat >= 0 && p->seat < su->nseats)
			snprintf(next, sizeof next, "next = %s\n", su->seat[p->seat].name);
		if (!r.over && r.stage[0])
			snprintf(next + strlen(next), sizeof next - strlen(next), "stage = %s\n", r.stage);
		free(p);
	}
	n = snprintf(buf, cap,
		"# tabletty save: the setup, every accepted command, and the state hash.\n"
		"[save]\nformat = %d\nversion = %s\ngame = %s\nscenario = %s\n"
		"scenario_hash = %016llx\n%s%s%sseed = %llu\nplayers = %s\noptions = %s\ncommands = %d\n"
		"hash = %016llx\nfinished = %s\n%s%s%s%s%s\n[commands]\n",
		TT_SAVE_FORMAT, TT_VERSION, session_ops(s)->id, su->scenario,
		(unsigned long long)su->scenario_hash, su->scenario_files[0] ? "scenario_files = " : "",
		su->scenario_files, su->scenario_files[0] ? "\n" : "", (unsigned long long)su->seed, players, su->opts,
		session_nhist(s), (unsigned long long)session_hash(s), r.over ? "yes" : "no", next, table,
		session_lesson(s)[0] ? "lesson = " : "", session_lesson(s),
		session_lesson(s)[0] ? "\n" : "");
	return n < 0 ? 0 : (size_t)n;
}

char *save_text(const struct session *s)
{
	int n = session_nhist(s);
	size_t cap = 1500 + TT_SCENARIO_MAX + TT_FILES_MAX + TT_OPTS_MAX + 64, len;
	char *buf;

	for (int i = 0; i < n; i++)
		cap += strlen(session_hist(s, i)->line) + 5;
	buf = malloc(cap);
	if (!buf)
		return NULL;
	len = save_header(s, buf, cap);
	for (int i = 0; i < n && len < cap; i++) {
		size_t l = strlen(session_hist(s, i)->line);

		memcpy(buf + len, "c = ", 4);
		memcpy(buf + len + 4, session_hist(s, i)->line, l);
		buf[len + 4 + l] = '\n';
		len += l + 5;
	}
	/* the trailer tells a complete save from one cut short by a crash or
	 * a full disk, and the checksum any damaged byte above it */
	buf[len++] = '\n';
	snprintf(buf + len, cap - len, "[end]\nchecksum = %016llx\ncomplete = yes\n",
		 (unsigned long long)tt_fnv(TT_FNV_INIT, buf, len));
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
		char **nc = realloc(in->cmd, sizeof *nc * (size_t)cap);
		if (!nc)
			return tt_errf(err, "out of memory");
		in->cmd = nc;
		sc->cap = cap;
	}
	/* the line moves from the document to the save: no copy */
	in->cmd[in->ncmd++] = kv->val;
	kv->val = NULL;
	return 0;
}

static int save_hex(struct conf_doc *d, struct conf_sec *h, const char *key, bool required,
		    uint64_t *out, struct tt_err *err)
{
	char v[32], *end;

	if (conf_str(d, h, key, required, "0000000000000000", v, sizeof v, err) < 0)
		return -1;
	*out = strtoull(v, &end, 16);
	if (*end || strlen(v) != 16)
		return conf_errf(d, conf_line(h, key), err, "%s must be 16 hex digits", key);
	return 0;
}

/* A table's keys (optional): its name, owner and the account per seat. */
static int save_table_get(struct conf_doc *d, struct conf_sec *h, struct session_table *t,
			  struct tt_err *err)
{
	char seats[TT_MAXSEATS * 12 + 8], *p, *end;
	long owner;
	int k = 0;

	for (int i = 0; i < TT_MAXSEATS; i++)
		t->seat_uid[i] = -1;
	if (conf_str(d, h, "table", false, "", t->name, sizeof t->name, err) < 0 ||
	    conf_int(d, h, "table_owner", false, -1, -1, 0x7fffffffL, &owner, err) < 0 ||
	    conf_str(d, h, "table_seats", false, "", seats, sizeof seats, err) < 0)
		return -1;
	t->owner = owner;
	for (p = strtok_r(seats, " ", &end); p; p = strtok_r(NULL, " ", &end)) {
		char *e;
		long v = strcmp(p, "-") == 0 ? -1 : strtol(p, &e, 10);

		if (k == TT_MAXSEATS || (strcmp(p, "-") != 0 && (*e || v < 0)))
			return conf_errf(d, conf_line(h, "table_seats"), err,
					 "table_seats is an account number or '-' per seat");
		t->seat_uid[k++] = v;
	}
	if (t->name[0] && owner < 0)
		return conf_errf(d, conf_line(h, "table"), err, "a table's save names its owner");
	return 0;
}

/* What a list of saves shows: finished, who is next, the stage (optional keys). */
static int save_status(struct conf_doc *d, struct conf_sec *h, struct save_info *in,
		       struct tt_err *err)
{
	return save_table_get(d, h, &in->table, err) < 0 ? -1 :
	       conf_str(d, h, "lesson", false, "", in->lesson, sizeof in->lesson, err) < 0 ||
	       conf_bool(d, h, "finished", false, false, &in->finished, err) < 0 ||
	       conf_str(d, h, "next", false, "", in->next, sizeof in->next, err) < 0 ||
	       conf_str(d, h, "stage", false, "", in->stage, sizeof in->stage, err) < 0 ? -1 : 0;
}

static int save_head(struct conf_doc *d, struct conf_sec *h, struct save_info *in, long *ncmd,
		     struct tt_err *err)
{
	long fmt;
	char seed[32], *end;

	if (conf_int(d, h, "format", true, 0, 0, 1000, &fmt, err) < 0)
		return -1;
	in->format = (int)fmt;
	if (fmt != TT_SAVE_FORMAT)
		return conf_errf(d, conf_line(h, "format"), err,
				"save format %ld is not supported by this version (%d)", fmt, TT_SAVE_FORMAT);
	if (conf_str(d, h, "version", true, NULL, in->version, sizeof in->version, err) < 0 ||
	    conf_str(d, h, "game", true, NULL, in->game, sizeof in->game, err) < 0 ||
	    conf_str(d, h, "scenario", true, NULL, in->scenario, sizeof in->scenario, err) < 0 ||
	    save_hex(d, h, "scenario_hash", false, &in->scenario_hash, err) < 0 ||
	    conf_str(d, h, "scenario_files", false, "", in->setup.scenario_files,
		     sizeof in->setup.scenario_files, err) < 0 ||
	    conf_str(d, h, "seed", true, NULL, seed, sizeof seed, err) < 0 ||
	    conf_str(d, h, "players", true, NULL, in->players, sizeof in->players, err) < 0 ||
	    conf_str(d, h, "options", false, "", in->setup.opts, sizeof in->setup.opts, err) < 0 ||
	    conf_int(d, h, "commands", true, 0, 0, SAVE_MAX_CMDS, ncmd, err) < 0 ||
	    save_hex(d, h, "hash", true, &in->hash, err) < 0 || save_status(d, h, in, err) < 0)
		return -1;
	in->setup.seed = strtoull(seed, &end, 10);
	if (*end || end == seed || seed[0] == '-')
		return conf_errf(d, conf_line(h, "seed"), err, "seed must be a number");
	if (!save_opts_ok(in->setup.opts))
		return conf_errf(d, conf_line(h, "options"), err, "options contain a forbidden character");
	tt_strlcpy(in->setup.scenario, in->scenario, sizeof in->setup.scenario);
	in->setup.scenario_hash = in->scenario_hash;
	return 0;
}

/* [end]: complete = yes, and the checksum of everything above (saves
 * written before the checksum existed have none). */
static int save_trailer(struct conf_doc *d, const char *text, size_t len, struct tt_err *err)
{
	struct conf_sec *e = conf_section(d, "end");
	bool complete = false;
	uint64_t sum = 0;

	if (!e)
		return conf_errf(d, d->nlines, err, "the save is incomplete (no [end] section): "
				"it was cut short");
	if (conf_bool(d, e, "complete", true, false, &complete, err) < 0)
		return -1;
	if (!complete)
		return conf_errf(d, conf_line(e, "complete"), err, "the save is marked incomplete");
	if (!conf_raw(e, "checksum"))
		return 0;
	if (save_hex(d, e, "checksum", true, &sum, err) < 0)
		return -1;
	if (sum != save_checksum(text, len))
		return conf_errf(d, conf_line(e, "checksum"), err, "the save is damaged: its checksum "
				"does not match the lines above it");
	return 0;
}

static int save_parse_doc(struct conf_doc *d, const char *file, const char *text, size_t len,
			  struct save_info *info, long *ncmd, struct tt_err *err)
{
	struct conf_sec *h = conf_section(d, "save");
	struct save_cmds sc = { info, 0 };

	if (!h)
		return tt_err_at(err, file, 0, "not a tabletty save (no [save] section)");
	if (save_head(d, h, info, ncmd, err) < 0 ||
	    conf_each(conf_section(d, "commands"), save_add_cmd, &sc, err) < 0 ||
	    save_trailer(d, text, len, err) < 0 || conf_finish(d, err) < 0) {
		if (strncmp(err->msg, "line ", 5) == 0) {
			struct tt_err e = *err;
			tt_err_at(err, file, 0, "%s", e.msg);
		}
		return -1;
	}
	return 0;
}

int save_parse(const char *file, const char *text, size_t len, struct save_info *info,
	       struct tt_err *err)
{
	struct conf_doc d;
	long ncmd = 0;
	int rc;

	memset(info, 0, sizeof *info);
	if (conf_parse_plain(&d, file, text, len, err) < 0)
		return -1;
	rc = save_parse_doc(&d, file, text, len, info, &ncmd, err);
	conf_free(&d);
	if (rc < 0) {
		save_info_free(info);
		return -1;
	}
	if (ncmd != info->ncmd) {
		int n = info->ncmd;
		save_info_free(info);
		return tt_err_at(err, file, 0, "the save says %ld commands but holds %d: it is damaged",
				 ncmd, n);
	}
	return 0;
}

int save_peek(const char *file, const char *text, size_t len, struct save_info *info,
	      struct tt_err *err)
{
	struct conf_doc d;
	struct conf_sec *h;
	const char *c = NULL;
	long ncmd = 0;
	int rc;

	memset(info, 0, sizeof *info);
	for (size_t i = 0; i + 10 <= len && !c; i++)
		if ((i == 0 || text[i - 1] == '\n') && memcmp(text + i, "[commands]", 10) == 0)
			c = text + i;
	if (conf_parse_plain(&d, file, text, c ? (size_t)(c - text) : len, err) < 0)
		return -1;
	h = conf_section(&d, "save");
	rc = h ? save_head(&d, h, info, &ncmd, err)
	       : tt_err_at(err, file, 0, "not a tabletty save (no [save] section)");
	info->ncmd = 0;
	conf_free(&d);
	return rc < 0 ? -1 : (int)ncmd;
}

void save_info_free(struct save_info *info)
{
	for (int i = 0; i < info->ncmd; i++)
		free(info->cmd[i]);
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
	session_set_rebuilding(s, true);
	for (int i = 0; i < n; i++) {
		if (session_replay_line(s, info->cmd[i], err) < 0) {
			struct tt_err e = *err;
			session_free(s);
			return tt_errf(err, "command %d of the save ('%.100s') is refused by this "
				       "version: %s", i + 1, info->cmd[i], e.msg);
		}
	}
	session_set_rebuilding(s, false);
	session_set_table(s, &info->table);
	session_set_lesson(s, info->lesson);
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
