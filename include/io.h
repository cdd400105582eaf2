/*
 * io.h - the only module (with src/ui and src/main.c) that touches files
 * and the environment: data and state directories, whole-file reads,
 * atomic saves with a backup, the save list.
 */
#ifndef IO_H
#define IO_H

#include <stdbool.h>
#include <stddef.h>
#include "engine.h"
#include "tt.h"

#define IO_PATH_MAX 1024
#define IO_FILE_MAX (4 * 1024 * 1024)

/* Read a whole file (at most IO_FILE_MAX bytes) into a malloc'd,
 * NUL-terminated buffer.  0 or -1 with err naming the file. */
int io_read_file(const char *path, char **buf, size_t *len, struct tt_err *err);

/* Write text to path atomically: temporary file in the same directory,
 * fsync, keep the old file as path.bak, rename.  0 or -1 with err; on
 * failure the old file is untouched. */
int io_write_atomic(const char *path, const char *text, size_t len, struct tt_err *err);

/* The data directory holding <game>/ folders of scenarios. */
const char *io_data_dir(void);
/* $XDG_STATE_HOME/tabletty (created if missing) or NULL with err. */
const char *io_state_dir(struct tt_err *err);
/* $XDG_CONFIG_HOME/tabletty/tabletty.ini (may not exist). */
const char *io_config_file(void);

/* Files callback reading relative to io_data_dir(). */
extern const struct tt_files io_files;

/* Restricted mode: no paths from the player. */
void io_set_restricted(bool on);
bool io_restricted(void);

/* Resolve --scenario NAME|PATH for game into a path for ops->load. */
int io_scenario_path(const char *game, const char *arg, char *out, size_t cap, struct tt_err *err);
/* Save slot or path -> full path (slot names live in the state dir).
 * Slot names: letters, digits, '-', '_', '.', not starting with '.'. */
int io_save_path(const char *arg, char *out, size_t cap, struct tt_err *err);

struct io_entry {
	char name[256];		/* file name without directory */
	char path[IO_PATH_MAX];
	long long mtime;
};
/* List *.ini in dir, newest first (or by name when by_name).  Returns count
 * (at most cap) or -1. */
int io_list(const char *dir, const char *suffix, bool by_name, struct io_entry *out, int cap);

#endif
