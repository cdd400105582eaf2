/*
 * io_save.c - saved games on disk: the one way to open a save and the one
 * way to write one, for every front door (batch, check, the screen's
 * Continue and replay, tables).
 *
 * Opening: the path checks (a slot in the state directory is opened only
 * if it is a regular file and not a symbolic link; nothing that is not a
 * regular file is ever opened), the read, the parse, the scenario (its
 * content hash compared with the one the save recorded), the replay and
 * the state hash check.  Writing: the save text goes to a temporary file
 * that is read back and replayed through the same steps before it is
 * renamed over the old save, so a save that could not be loaded again is
 * never written.
 *
 * Autosaves: every game on the screen has its own slot,
 * autosave-GAME-SCENARIO-YYYYMMDD-HHMMSS-PID, written whenever the game
 * waits for a human and when it ends; finished ones beyond the newest
 * IO_KEEP_FINISHED are removed, unfinished ones never.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "io.h"
#include "registry.h"
#include "seats.h"

/* The files a scenario's load reads: the scenario file itself is hashed
 * apart (hash starts as its hash); every other file read chains the hex
 * of its own hash into hash and is listed once in list, "NAME HASH ...". */
struct io_hashed {
	const char *top;
	uint64_t hash;
	char list[TT_FILES_MAX];
};

/* The hash listed for name in list ("NAME HASH ..."), or NULL. */
static const char *io_hashed_find(const char *list, const char *name)
{
	size_t n = strlen(name);

	for (const char *p = list; *p;) {
		const char *sp = strchr(p, ' '), *end;
		if (!sp)
			return NULL;
		if ((size_t)(sp - p) == n && !strncmp(p, name, n))
			return sp + 1;
		end = strchr(sp + 1, ' ');
		p = end ? end + 1 : sp + strlen(sp);
	}
	return NULL;
}

static int io_hashed_read(void *ctx, const char *path, char **buf, size_t *len, struct tt_err *err)
{
	struct io_hashed *h = ctx;
	char hex[17];
	size_t at = strlen(h->list);

	if (io_files.read(io_files.ctx, path, buf, len, err) < 0)
		return -1;
	if (!strcmp(path, h->top))
		return 0;
	snprintf(hex, sizeof hex, "%016llx", (unsigned long long)tt_fnv(TT_FNV_INIT, *buf, *len));
	h->hash = tt_fnv(h->hash, hex, 16);
	if (!strchr(path, ' ') && !io_hashed_find(h->list, path) &&
	    at + strlen(path) + 19 < sizeof h->list)
		snprintf(h->list + at, sizeof h->list - at, "%s%s %s", at ? " " : "", path, hex);
	return 0;
}

/* A game that reads no data file is given this: every read is refused. */
static int io_no_read(void *ctx, const char *path, char **buf, size_t *len, struct tt_err *err)
{
	(void)ctx;
	*buf = NULL;
	*len = 0;
	return tt_errf(err, "%s: this game reads no data files", path);
}

/* A game without data (ops->no_data): its one scenario, no file read. */
static int io_no_data(const struct engine_ops *ops, const char *scenario, void **data,
		      uint64_t *hash, char *files, char *out, size_t cap, struct tt_err *err)
{
	static const struct tt_files none = { NULL, io_no_read };

	*data = NULL;
	if (strcmp(scenario, ops->default_scenario) != 0)
		return tt_errf(err, "%s reads no scenario files: its one scenario is %s", ops->title,
			       ops->default_scenario);
	if (ops->load(&none, scenario, data, err) < 0)
		return -1;
	*hash = 0;
	if (files)
		files[0] = '\0';
	if (out)
		tt_strlcpy(out, scenario, cap);
	return 0;
}

/* Load the scenario named by scenario (a bundled name or a path): its data
 * and its content hash, over every file the load reads (their list in
 * files, TT_FILES_MAX bytes, when given).  The resolved path in out when
 * given. */
static int io_scenario_data(const struct engine_ops *ops, const char *scenario, void **data,
			    uint64_t *hash, char *files, char *out, size_t cap, struct tt_err *err)
{
	char path[IO_PATH_MAX], *buf;
	size_t len;
	struct io_hashed *h = calloc(1, sizeof *h);
	struct tt_files f = { h, io_hashed_read };
	int rc = -1;

	*data = NULL;
	if (ops->no_data) {
		free(h);
		return io_no_data(ops, scenario, data, hash, files, out, cap, err);
	}
	if (!h)
		return tt_errf(err, "out of memory");
	h->top = path;
	if (io_scenario_path(ops->id, scenario, path, sizeof path, err) == 0 &&
	    io_files.read(io_files.ctx, path, &buf, &len, err) == 0) {
		h->hash = tt_fnv(TT_FNV_INIT, buf, len);
		free(buf);
		rc = ops->load(&f, path, data, err);
	}
	if (rc == 0) {
		*hash = h->hash;
		if (files)
			tt_strlcpy(files, h->list, TT_FILES_MAX);
		if (out)
			tt_strlcpy(out, path, cap);
	}
	free(h);
	return rc;
}

int io_scenario_load(const struct engine_ops *ops, struct tt_setup *su, void **data,
		     struct tt_err *err)
{
	char path[IO_PATH_MAX];

	if (!su->scenario[0])
		tt_strlcpy(su->scenario, ops->default_scenario, sizeof su->scenario);
	if (io_scenario_alias(ops->id, su, err) < 0)
		return -1;
	if (io_scenario_data(ops, su->scenario, data, &su->scenario_hash, su->scenario_files, path,
			     sizeof path, err) < 0)
		return -1;
	/* a save keeps a bundled scenario as its name, a file as its
	 * absolute path: it loads from any directory */
	if (path[0] == '/') {
		if (strlen(path) >= sizeof su->scenario) {
			ops->unload(*data);
			*data = NULL;
			return tt_errf(err, "%s: path too long", path);
		}
		tt_strlcpy(su->scenario, path, sizeof su->scenario);
	}
	return 0;
}

/* Read and parse the save at path (a slot: no symbolic link). */
static int io_save_read(const char *path, bool slot, const char *label, struct save_info *info,
			struct tt_err *err)
{
	char *text;
	size_t len;
	int rc;

	memset(info, 0, sizeof *info);
	if (io_read(path, IO_SAVE_MAX, slot ? IO_NOFOLLOW : 0, &text, &len, err) < 0)
		return -1;
	rc = save_parse(label, text, len, info, err);
	free(text);
	return rc;
}

/* The files of the saved list was whose hash differs in the list now
 * (or that are no longer read), named in out: ", changed: NAME ...". */
static void io_changed_files(const char *was, const char *now, char *out, size_t cap)
{
	char name[IO_PATH_MAX];
	size_t n = 0;

	out[0] = '\0';
	for (const char *p = was; *p;) {
		const char *sp = strchr(p, ' '), *h, *end;
		if (!sp || (size_t)(sp - p) >= sizeof name)
			return;
		memcpy(name, p, (size_t)(sp - p));
		name[sp - p] = '\0';
		h = io_hashed_find(now, name);
		if ((!h || strncmp(h, sp + 1, 16)) && n + strlen(name) + 16 < cap)
			n += (size_t)snprintf(out + n, cap - n, "%s%s", n ? " " : "; changed: ", name);
		end = strchr(sp + 1, ' ');
		p = end ? end + 1 : sp + strlen(sp);
	}
}

/* Replay the save into g (scenario data already there); the scenario's
 * hash now is cur (its files curfiles), the one it had when saved is in
 * g->info. */
static int io_game_replay(struct io_game *g, uint64_t cur, const char *curfiles, int upto,
			  struct tt_err *err)
{
	uint64_t was = g->info.scenario_hash;
	bool changed = was != 0 && was != cur;
	char which[300];

	io_changed_files(g->info.setup.scenario_files, curfiles, which, sizeof which);
	g->info.setup.scenario_hash = cur;
	tt_strlcpy(g->info.setup.scenario_files, curfiles, sizeof g->info.setup.scenario_files);
	if (save_restore(&g->s, g->ops, g->data, &g->info, upto, err) < 0) {
		if (changed) {
			struct tt_err e = *err;
			tt_errf(err, "the scenario %.150s has changed since this game was saved%s, and "
				"the game no longer replays: %s", g->info.scenario, which, e.msg);
		}
		return -1;
	}
	if (changed)
		snprintf(g->note, sizeof g->note, "note: the scenario %.150s has changed since this "
			 "game was saved%s; the moves so far replay the same", g->info.scenario, which);
	return 0;
}

/* May this save be opened for use?  0, or -1 with err. */
static int io_game_may(const struct io_game *g, const char *arg, enum io_use use,
		       struct tt_err *err)
{
	const struct session_table *t = &g->info.table;

	if (!t->name[0])
		return 0;
	if (use == IO_USE_PLAY)
		return tt_errf(err, "%s is the save of table %s, played at its table only: its owner "
			       "reopens it with tabletty host --load %s, anybody may replay it", g->path,
			       t->name, arg);
	if (use == IO_USE_HOST && t->owner != (long)getuid())
		return tt_errf(err, "%s is the save of another account's table (uid %ld): only its "
			       "owner reopens it", g->path, t->owner);
	return 0;
}

int io_game_open(struct io_game *g, const char *arg, const struct engine_ops *want, int upto,
		 struct tt_err *err)
{
	return io_game_open_for(g, arg, want, upto, IO_USE_PLAY, err);
}

int io_game_open_for(struct io_game *g, const char *arg, const struct engine_ops *want, int upto,
		     enum io_use use, struct tt_err *err)
{
	uint64_t cur = 0;
	char *files = NULL;
	int slot;

	memset(g, 0, sizeof *g);
	slot = io_save_path(arg, g->path, sizeof g->path, err);
	if (slot < 0)
		return -1;
	/* a live table's save is its process's alone (io_lock.c) */
	if (io_lock_busy(g->path))
		return tt_errf(err, "%s belongs to a table that is open now: join it (tabletty join) "
			       "instead", g->path);
	if (io_save_read(g->path, slot == 1, g->path, &g->info, err) < 0)
		return -1;
	if (io_game_may(g, arg, use, err) < 0) {
		save_info_free(&g->info);
		return -1;
	}
	g->slot = slot == 1;
	g->ops = registry_find(g->info.game);
	if (!g->ops)
		tt_errf(err, "%s: the save is for an unknown game '%s'", g->path, g->info.game);
	else if (want && want != g->ops)
		tt_errf(err, "%s: this save is for %s, not %s", g->path, g->info.game, want->id);
	else if ((files = malloc(TT_FILES_MAX)) &&
		 io_scenario_data(g->ops, g->info.scenario, &g->data, &cur, files, NULL, 0, err) == 0 &&
		 io_game_replay(g, cur, files, upto, err) == 0) {
		free(files);
		return 0;
	} else if (!files)
		tt_errf(err, "out of memory");
	free(files);
	if (!strstr(err->msg, g->path)) {
		struct tt_err e = *err;
		tt_errf(err, "%.200s: %s", g->path, e.msg);
	}
	io_game_close(g);
	return -1;
}

void io_game_close(struct io_game *g)
{
	session_free(g->s);
	g->s = NULL;
	if (g->data)
		g->ops->unload(g->data);
	g->data = NULL;
	save_info_free(&g->info);
}

/* Does the save as read back say what the game in memory is? */
static int io_game_same(const struct session *s, const struct save_info *in, struct tt_err *err)
{
	const struct tt_setup *su = session_setup(s);
	char players[256];

	seats_spec(su, players, sizeof players);
	if (strcmp(in->game, session_ops(s)->id) || strcmp(in->scenario, su->scenario) ||
	    in->scenario_hash != su->scenario_hash || in->setup.seed != su->seed ||
	    strcmp(in->setup.opts, su->opts) || strcmp(in->players, players))
		return tt_errf(err, "its header reads back differently");
	if (in->ncmd != session_nhist(s))
		return tt_errf(err, "%d of its %d commands read back", in->ncmd, session_nhist(s));
	return 0;
}

/* The read-back check of io_game_write: the temporary file through the
 * loader's own steps, replayed on the game's scenario data. */
struct io_verify {
	const struct session *s;
	const char *path;	/* the save's real name, for messages */
};

static int io_game_verify(void *ctx, const char *tmp, struct tt_err *err)
{
	const struct io_verify *v = ctx;
	const struct session *s = v->s;
	struct io_game g;
	struct tt_err e = { "" };
	int rc;

	memset(&g, 0, sizeof g);
	g.ops = session_ops(s);
	rc = io_save_read(tmp, true, v->path, &g.info, &e);
	if (rc == 0)
		rc = io_game_same(s, &g.info, &e);
	if (rc == 0) {
		g.data = (void *)session_data(s);
		rc = io_game_replay(&g, session_setup(s)->scenario_hash, session_setup(s)->scenario_files,
				    -1, &e);
		g.data = NULL;
	}
	io_game_close(&g);
	if (rc < 0)
		return tt_errf(err, "the save would not load again (%s), so it was not written",
			       e.msg);
	return 0;
}

int io_game_write(const struct session *s, const char *path, struct tt_err *err)
{
	struct io_verify v = { s, path };
	char *text = save_text(s);
	int rc;

	if (!text)
		return tt_errf(err, "out of memory while saving");
	rc = io_write_checked(path, text, strlen(text), io_game_verify, &v, err);
	free(text);
	return rc;
}

int io_game_save(const struct session *s, const char *arg, char *where, size_t cap,
		 struct tt_err *err)
{
	char path[IO_PATH_MAX];

	if (io_save_path(arg, path, sizeof path, err) < 0 || io_game_write(s, path, err) < 0)
		return -1;
	if (where)
		tt_strlcpy(where, path, cap);
	return 0;
}

/* A slot name keeps letters, digits and '-' of a word, at most n of them. */
static void io_slot_word(const char *w, char *out, size_t n)
{
	size_t k = 0;

	for (; *w && k + 1 < n; w++)
		if ((*w >= 'a' && *w <= 'z') || (*w >= '0' && *w <= '9') || *w == '-')
			out[k++] = *w;
		else if (*w >= 'A' && *w <= 'Z')
			out[k++] = (char)(*w - 'A' + 'a');
	out[k] = '\0';
}

void io_autosave_slot(const struct session *s, char *slot, size_t cap)
{
	const char *scen = session_setup(s)->scenario, *base = strrchr(scen, '/');
	char word[17], when[32];
	time_t now = time(NULL);
	struct tm tm;
	size_t n;

	base = base ? base + 1 : scen;
	io_slot_word(base, word, sizeof word);
	n = strlen(word);
	if (n > 3 && strcmp(word + n - 3, "ini") == 0 && strchr(base, '.'))
		word[n - 3] = '\0';	/* "my.ini" gave "myini" */
	localtime_r(&now, &tm);
	strftime(when, sizeof when, "%Y%m%d-%H%M%S", &tm);
	snprintf(slot, cap, "%s%s-%s-%s-%ld", IO_AUTOSAVE, session_ops(s)->id, word[0] ? word : "x",
		 when, (long)getpid() % 10000000);
}

bool io_is_autosave(const char *name)
{
	const char *base = strrchr(name, '/');

	base = base ? base + 1 : name;
	return strncmp(base, IO_AUTOSAVE, strlen(IO_AUTOSAVE)) == 0;
}

int io_save_delete(const char *path, struct tt_err *err)
{
	char bak[IO_PATH_MAX + 8];

	if (unlink(path) < 0)
		return tt_errf(err, "cannot delete %s: %s", path, strerror(errno));
	if (snprintf(bak, sizeof bak, "%s.bak", path) < (int)sizeof bak)
		unlink(bak);
	return 0;
}

void io_save_entry(const struct io_entry *e, struct io_save *sv)
{
	struct tt_err err = { "" };
	char *text;
	size_t len;

	memset(sv, 0, sizeof *sv);
	sv->e = *e;
	if (io_read(e->path, 64 * 1024, IO_NOFOLLOW | IO_PREFIX, &text, &len, &err) < 0) {
		tt_strlcpy(sv->why, err.msg, sizeof sv->why);
		return;
	}
	sv->ncmd = save_peek(e->path, text, len, &sv->info, &err);
	sv->ok = sv->ncmd >= 0;
	if (!sv->ok)
		tt_strlcpy(sv->why, err.msg, sizeof sv->why);
	free(text);
}

int io_saves(struct io_save **out, int *more, struct tt_err *err)
{
	const char *dir = io_state_dir(err);
	struct io_entry *e;
	int n;

	*out = NULL;
	*more = 0;
	if (!dir)
		return -1;
	e = calloc(IO_SAVES_MAX + 1, sizeof *e);
	*out = calloc(IO_SAVES_MAX, sizeof **out);
	n = e && *out ? io_list(dir, ".ini", false, e, IO_SAVES_MAX + 1) : -1;
	if (n < 0) {
		free(e);
		free(*out);
		*out = NULL;
		return tt_errf(err, "cannot list %s", dir);
	}
	if (n > IO_SAVES_MAX) {
		*more = 1;
		n = IO_SAVES_MAX;
	}
	for (int i = 0; i < n; i++)
		io_save_entry(&e[i], &(*out)[i]);
	free(e);
	return n;
}

/* Only the autosaves are read (a save's file is read to tell whether its
 * game is finished): this runs before the first frame of every start, and
 * a player's own saves can be many. */
int io_autosave_prune(void)
{
	struct tt_err err;
	const char *dir = io_state_dir(&err);
	struct io_entry *e;
	struct io_save *sv;
	int n, kept = 0, gone = 0;

	if (!dir)
		return 0;
	e = calloc(IO_SAVES_MAX, sizeof *e);
	sv = malloc(sizeof *sv);
	n = e && sv ? io_list(dir, ".ini", false, e, IO_SAVES_MAX) : -1;
	for (int i = 0; i < n; i++) {
		if (!io_is_autosave(e[i].name))
			continue;
		io_save_entry(&e[i], sv);
		if (!sv->ok || !sv->info.finished)
			continue;
		if (++kept > IO_KEEP_FINISHED && io_save_delete(sv->e.path, &err) == 0)
			gone++;
	}
	free(sv);
	free(e);
	return gone;
}
