/*
 * io.h - the only module (with src/ui and src/main.c) that touches files
 * and the environment: data and state directories, whole-file reads,
 * atomic writes with a backup, and (io_save.c) saved games: the one way
 * to open a save and the one way to write one, autosave slots, the list.
 */
#ifndef IO_H
#define IO_H

#include <stdbool.h>
#include <stddef.h>
#include "engine.h"
#include "session.h"
#include "tt.h"

#define IO_PATH_MAX 4096			/* PATH_MAX */
#define IO_FILE_MAX (4 * 1024 * 1024)		/* scenarios, settings */
#define IO_SAVE_MAX (64 * 1024 * 1024)		/* saves: about 3 million commands */

/* io_read flags. */
enum {
	IO_NOFOLLOW = 1,	/* refuse a symbolic link (files in the state directory) */
	IO_PREFIX = 2,		/* read the first max bytes of a larger file */
};

/* Read a whole regular file of at most max bytes into a malloc'd,
 * NUL-terminated buffer.  Anything but a regular file (a FIFO, a device, a
 * directory) is refused before it is opened, so nothing blocks.  0 or -1
 * with err naming the file. */
int io_read(const char *path, size_t max, unsigned flags, char **buf, size_t *len,
	    struct tt_err *err);
/* io_read of a data or settings file (at most IO_FILE_MAX bytes). */
int io_read_file(const char *path, char **buf, size_t *len, struct tt_err *err);

/* Check a written temporary file (tmp) before it replaces the real one. */
typedef int (*io_verify_fn)(void *ctx, const char *tmp, struct tt_err *err);

/* Write text to path atomically: a temporary file NAME.tmpPID-XXXXXX in
 * the same directory, fsync, verify(ctx, tmp) when verify is given, keep
 * the old file as NAME.bak, rename.  0 or -1 with err; on any failure
 * (a full disk, the file size limit, a refused check) the old file and
 * its backup are untouched and no temporary file is left. */
int io_write_checked(const char *path, const char *text, size_t len, io_verify_fn verify,
		     void *ctx, struct tt_err *err);
int io_write_atomic(const char *path, const char *text, size_t len, struct tt_err *err);
/* The same without a backup, for a file only its owner may read (the
 * temporary file is created 0600 and exclusively, never through a link). */
int io_write_private(const char *path, const char *text, size_t len, struct tt_err *err);
/* Remove temporary files of killed writes in dir (those of prefix only,
 * or with prefix NULL every SLOT.ini.tmp* whose writer is gone).  Returns
 * how many. */
int io_clean_temps(const char *dir, const char *prefix);

/* The data directory holding <game>/ folders of scenarios. */
const char *io_data_dir(void);
/* $XDG_STATE_HOME/tabletty (created if missing; the first call removes
 * stale temporary files there) or NULL with err. */
const char *io_state_dir(struct tt_err *err);
/* $XDG_CONFIG_HOME/tabletty/tabletty.ini (may not exist) written into buf
 * of cap bytes (cap > 0), which is returned; "" when neither
 * XDG_CONFIG_HOME nor HOME says where, or the path does not fit. */
const char *io_config_file(char *buf, size_t cap);

/* Files callback reading relative to io_data_dir(). */
extern const struct tt_files io_files;

/* Restricted mode: no paths from the player. */
void io_set_restricted(bool on);
bool io_restricted(void);

/* Resolve --scenario NAME|PATH for game into a path for ops->load. */
int io_scenario_path(const char *game, const char *arg, char *out, size_t cap, struct tt_err *err);
/* Save slot or path -> full path (slot names live in the state dir).
 * Slot names: letters, digits, '-', '_', '.', not starting with '.', at
 * most 100, without ".tmp".  Returns 1 for a slot, 0 for a path (refused in restricted
 * mode), -1 with err. */
int io_save_path(const char *arg, char *out, size_t cap, struct tt_err *err);

struct io_entry {
	char name[256];		/* file name without directory */
	char path[IO_PATH_MAX];
	long long mtime;
};
/* List *.ini in dir, newest first (or by name when by_name).  Returns count
 * (at most cap) or -1. */
int io_list(const char *dir, const char *suffix, bool by_name, struct io_entry *out, int cap);


/* ---- io_lesson.c: lessons (lesson.h) ---- */

struct lesson;
/* The lessons of ops (GAME/learn/NAME.ini in the data directory), by
 * name (NAME in e's name): how many, at most cap. */
int io_lessons(const struct engine_ops *ops, struct io_entry *e, int cap);
/* Read and parse the lesson NAME of ops, or a lesson file (a path with a
 * '/', refused in restricted mode), without loading its scenario (what a
 * list of lessons shows): 0 or -1 with err. */
int io_lesson_read(const struct engine_ops *ops, const char *arg, struct lesson *L,
		   struct tt_err *err);
/* Open the lesson NAME of ops, or a lesson file (a path with a '/',
 * refused in restricted mode): L parsed and the scenario it is played in
 * loaded into *data (freed by ops->unload).  0 or -1 with err. */
int io_lesson_open(const struct engine_ops *ops, const char *arg, struct lesson *L, void **data,
		   struct tt_err *err);

/* ---- io_save.c: saved games ---- */

#define IO_AUTOSAVE "autosave-"	/* slot names of autosaves begin so */
#define IO_KEEP_FINISHED 20	/* finished autosaves kept (the newest) */
#define IO_SAVES_MAX 500	/* saves a list shows */

/* A save opened for play or replay. */
struct io_game {
	const struct engine_ops *ops;
	void *data;			/* the scenario data (owned) */
	struct session *s;		/* the game, replayed */
	struct save_info info;		/* the save as parsed (the replay viewer walks info.cmd) */
	char path[IO_PATH_MAX];		/* the file */
	bool slot;			/* path is a slot of the state directory */
	char note[TT_ERR_MAX];		/* a warning that did not stop the load, or "" */
};

/* Set up a new game's scenario: su->scenario (a bundled name, or a path
 * which is made absolute) is loaded into *data (owned by the caller, freed
 * by ops->unload) and its content hash put in su->scenario_hash.  0 or -1
 * with err. */
int io_scenario_load(const struct engine_ops *ops, struct tt_setup *su, void **data,
		     struct tt_err *err);

/* A scenario name that stands for a scenario by the number of players
 * (the data file GAME/aliases/NAME.ini): su->scenario is replaced by the
 * one for su->nseats.  0 (also when it is no alias), or -1 with err when
 * the alias has no scenario for that count or its file is bad.
 * io_scenario_load calls it first. */
int io_scenario_alias(const char *game, struct tt_setup *su, struct tt_err *err);

/* What a save is opened for: a table's save (one with a "table" key) is
 * refused for play (play --load, Continue, batch, check: the table's
 * secrets would show), opened by host --load only for its owner, and
 * replayed showing only what its viewer may see.  A save whose table is
 * open now (its lock held) is refused for everything. */
enum io_use { IO_USE_PLAY, IO_USE_REPLAY, IO_USE_HOST };

/* Open a save: arg is a slot name or (not in restricted mode) a path.  The
 * file must be a regular file (a slot: not a symbolic link either); it is
 * read, parsed, its scenario loaded (a changed scenario is named: in
 * g->note when the game still replays, in err when not), upto commands
 * replayed (-1: all, and the state hash is checked).  want: the game the
 * save must be of, or NULL.  0, or -1 with err naming the file (g then
 * holds nothing). */
int io_game_open(struct io_game *g, const char *arg, const struct engine_ops *want, int upto,
		 struct tt_err *err);
/* io_game_open for use (io_game_open is IO_USE_PLAY). */
int io_game_open_for(struct io_game *g, const char *arg, const struct engine_ops *want, int upto,
		     enum io_use use, struct tt_err *err);

/* ---- io_lock.c: the lock of a live table's save ---- */

/* SAVE without .ini, plus .lock.  0, or -1 when it does not fit. */
int io_lock_path(const char *save, char *out, size_t cap);
/* The file beside a save: its path with ".ini" replaced by ext (".lock",
 * ".codes"); -1 when it does not fit cap. */
int io_save_sibling(const char *save, const char *ext, char *out, size_t cap);
/* Take the lock of save for this process's life: the descriptor (keep it
 * open), or -1 with err (another table holds it: it is open now). */
int io_lock_take(const char *save, struct tt_err *err);
/* Is save's lock held by another process (its table is open)? */
bool io_lock_busy(const char *save);
void io_game_close(struct io_game *g);

/* Write the game s to path: its save text goes to a temporary file that
 * is read back, parsed and replayed (on s's own scenario data, with the
 * hash check) exactly as io_game_open would, and only then renamed over
 * path (the old version kept as path.bak).  0 or -1 with err; on failure
 * path is untouched and no temporary file is left.  Safe to call after
 * every command. */
int io_game_write(const struct session *s, const char *path, struct tt_err *err);
/* io_game_write to a slot or path as `save NAME` gives it; the full path
 * in where (may be NULL). */
int io_game_save(const struct session *s, const char *arg, char *where, size_t cap,
		 struct tt_err *err);

/* A fresh autosave slot for the game s:
 * autosave-GAME-SCENARIO-YYYYMMDD-HHMMSS-PID (unique per process). */
void io_autosave_slot(const struct session *s, char *slot, size_t cap);
bool io_is_autosave(const char *name);
/* Remove the finished autosaves beyond the newest IO_KEEP_FINISHED (and
 * their backups).  Unfinished games are never removed.  How many went. */
int io_autosave_prune(void);
/* Delete a save and its .bak. */
int io_save_delete(const char *path, struct tt_err *err);

/* A save as a list shows it: its header only. */
struct io_save {
	struct io_entry e;
	bool ok;			/* the header reads; else why */
	int ncmd;
	struct save_info info;		/* header fields, no commands */
	char why[TT_ERR_MAX];
};
void io_save_entry(const struct io_entry *e, struct io_save *sv);
/* Every save of the state directory, newest first (at most IO_SAVES_MAX;
 * *more set when there are others).  *out is malloc'd; count or -1. */
int io_saves(struct io_save **out, int *more, struct tt_err *err);

#endif
