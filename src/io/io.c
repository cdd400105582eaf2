/*
 * io.c - files, directories and the environment (see io.h).
 *
 * Saves are written to a temporary file in the same directory, fsync'd,
 * the previous save is hard-linked to NAME.bak, and the temporary file is
 * renamed over NAME: at every instant NAME is either the old complete save
 * or the new complete save.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "io.h"

#ifndef TT_DATADIR
#define TT_DATADIR "/usr/local/share/tabletty"
#endif

static bool io_is_restricted;

void io_set_restricted(bool on)
{
	io_is_restricted = on;
}

bool io_restricted(void)
{
	return io_is_restricted;
}

static bool io_is_dir(const char *p)
{
	struct stat st;

	return stat(p, &st) == 0 && S_ISDIR(st.st_mode);
}

const char *io_data_dir(void)
{
	static char dir[IO_PATH_MAX];
	char exe[IO_PATH_MAX];
	const char *env = getenv("TABLETTY_DATA");
	ssize_t n;

	if (dir[0])
		return dir;
	if (env && *env && !io_is_restricted) {
		tt_strlcpy(dir, env, sizeof dir);
		return dir;
	}
	n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (n > 0) {
		char *slash;
		exe[n] = '\0';
		slash = strrchr(exe, '/');
		if (slash) {
			*slash = '\0';
			snprintf(dir, sizeof dir, "%.900s/scenarios", exe);
			if (io_is_dir(dir))
				return dir;
			snprintf(dir, sizeof dir, "%.900s/../scenarios", exe);
			if (io_is_dir(dir))
				return dir;
		}
	}
	tt_strlcpy(dir, TT_DATADIR, sizeof dir);
	if (!io_is_dir(dir))
		tt_strlcpy(dir, "scenarios", sizeof dir);
	return dir;
}

static int io_mkdirs(const char *path)
{
	char tmp[IO_PATH_MAX];

	tt_strlcpy(tmp, path, sizeof tmp);
	for (char *p = tmp + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		if (mkdir(tmp, 0700) < 0 && errno != EEXIST)
			return -1;
		*p = '/';
	}
	if (mkdir(tmp, 0700) < 0 && errno != EEXIST)
		return -1;
	return 0;
}

const char *io_state_dir(struct tt_err *err)
{
	static char dir[IO_PATH_MAX];
	const char *x = getenv("XDG_STATE_HOME"), *home = getenv("HOME");

	if (x && x[0] == '/')
		snprintf(dir, sizeof dir, "%.900s/tabletty", x);
	else if (home && *home)
		snprintf(dir, sizeof dir, "%.900s/.local/state/tabletty", home);
	else {
		tt_errf(err, "neither XDG_STATE_HOME nor HOME is set: nowhere to keep saves");
		return NULL;
	}
	if (io_mkdirs(dir) < 0) {
		tt_errf(err, "cannot create %s: %s", dir, strerror(errno));
		return NULL;
	}
	return dir;
}

const char *io_config_file(void)
{
	static char path[IO_PATH_MAX];
	const char *x = getenv("XDG_CONFIG_HOME"), *home = getenv("HOME");

	if (x && x[0] == '/')
		snprintf(path, sizeof path, "%.900s/tabletty/tabletty.ini", x);
	else if (home && *home)
		snprintf(path, sizeof path, "%.900s/.config/tabletty/tabletty.ini", home);
	else
		path[0] = '\0';
	return path;
}

int io_read_file(const char *path, char **buf, size_t *len, struct tt_err *err)
{
	struct stat st;
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	size_t got = 0;
	char *b;

	*buf = NULL;
	*len = 0;
	if (fd < 0)
		return tt_errf(err, "%s: %s", path, strerror(errno));
	if (fstat(fd, &st) < 0 || !S_ISREG(st.st_mode)) {
		close(fd);
		return tt_errf(err, "%s: not a regular file", path);
	}
	if (st.st_size > IO_FILE_MAX) {
		close(fd);
		return tt_errf(err, "%s: too large (at most %d bytes)", path, IO_FILE_MAX);
	}
	b = malloc((size_t)st.st_size + 1);
	if (!b) {
		close(fd);
		return tt_errf(err, "%s: out of memory", path);
	}
	while (got < (size_t)st.st_size) {
		ssize_t n = read(fd, b + got, (size_t)st.st_size - got);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			break;
		got += (size_t)n;
	}
	close(fd);
	b[got] = '\0';
	*buf = b;
	*len = got;
	return 0;
}

static int io_write_all(int fd, const char *p, size_t n)
{
	while (n > 0) {
		ssize_t w = write(fd, p, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

static void io_sync_dir(const char *path)
{
	char dir[IO_PATH_MAX];
	char *slash;
	int fd;

	tt_strlcpy(dir, path, sizeof dir);
	slash = strrchr(dir, '/');
	if (slash == dir)
		slash[1] = '\0';
	else if (slash)
		*slash = '\0';
	else
		tt_strlcpy(dir, ".", sizeof dir);
	fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd >= 0) {
		fsync(fd);
		close(fd);
	}
}

int io_write_atomic(const char *path, const char *text, size_t len, struct tt_err *err)
{
	char tmp[IO_PATH_MAX + 16], bak[IO_PATH_MAX + 8];
	struct stat st;
	int fd;

	if (snprintf(tmp, sizeof tmp, "%s.tmpXXXXXX", path) >= (int)sizeof tmp)
		return tt_errf(err, "%s: path too long", path);
	snprintf(bak, sizeof bak, "%s.bak", path);
	fd = mkstemp(tmp);
	if (fd < 0)
		return tt_errf(err, "cannot write next to %s: %s", path, strerror(errno));
	if (io_write_all(fd, text, len) < 0 || fsync(fd) < 0) {
		int e = errno;
		close(fd);
		unlink(tmp);
		return tt_errf(err, "cannot write %s: %s (the old save is untouched)", path, strerror(e));
	}
	close(fd);
	if (stat(path, &st) == 0) {
		unlink(bak);
		if (link(path, bak) < 0 && errno != EEXIST) {
			/* no backup is possible here: still replace atomically */
		}
	}
	if (rename(tmp, path) < 0) {
		int e = errno;
		unlink(tmp);
		return tt_errf(err, "cannot rename onto %s: %s (the old save is untouched)", path,
			       strerror(e));
	}
	io_sync_dir(path);
	return 0;
}

static bool io_has_dotdot(const char *p)
{
	return strcmp(p, "..") == 0 || strncmp(p, "../", 3) == 0 || strstr(p, "/../") ||
	       (strlen(p) >= 3 && strcmp(p + strlen(p) - 3, "/..") == 0);
}

static int io_files_read(void *ctx, const char *path, char **buf, size_t *len, struct tt_err *err)
{
	char full[IO_PATH_MAX];

	(void)ctx;
	if (io_is_restricted && (path[0] == '/' || io_has_dotdot(path)))
		return tt_errf(err, "%s: only bundled data may be read in restricted mode", path);
	if (path[0] == '/' || strncmp(path, "./", 2) == 0 || strncmp(path, "../", 3) == 0)
		tt_strlcpy(full, path, sizeof full);
	else
		snprintf(full, sizeof full, "%.500s/%.500s", io_data_dir(), path);
	return io_read_file(full, buf, len, err);
}

const struct tt_files io_files = { NULL, io_files_read };

/* A name a player may give: letters, digits, '-', '_', '.', no leading '.'. */
static bool io_slot_ok(const char *s)
{
	if (!*s || *s == '.' || strlen(s) > 64)
		return false;
	for (; *s; s++)
		if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.", *s))
			return false;
	return true;
}

int io_scenario_path(const char *game, const char *arg, char *out, size_t cap, struct tt_err *err)
{
	bool is_path = strchr(arg, '/') != NULL ||
		       (strlen(arg) > 4 && strcmp(arg + strlen(arg) - 4, ".ini") == 0);

	if (!is_path) {
		if (!io_slot_ok(arg))
			return tt_errf(err, "'%s' is not a scenario name", arg);
		snprintf(out, cap, "%s/%s.ini", game, arg);
		return 0;
	}
	if (io_is_restricted)
		return tt_errf(err, "scenario files cannot be given by path in restricted mode");
	if (arg[0] == '/')
		tt_strlcpy(out, arg, cap);
	else {
		char cwd[IO_PATH_MAX];
		if (!getcwd(cwd, sizeof cwd))
			return tt_errf(err, "cannot find the current directory");
		snprintf(out, cap, "%.500s/%.500s", cwd, arg);
	}
	return 0;
}

int io_save_path(const char *arg, char *out, size_t cap, struct tt_err *err)
{
	const char *dir;

	if (strchr(arg, '/')) {
		if (io_is_restricted)
			return tt_errf(err, "saves are named slots in restricted mode, not paths");
		tt_strlcpy(out, arg, cap);
		return 0;
	}
	if (!io_slot_ok(arg))
		return tt_errf(err, "'%s' is not a save name (letters, digits, '-', '_', '.')", arg);
	dir = io_state_dir(err);
	if (!dir)
		return -1;
	if (strlen(arg) > 4 && strcmp(arg + strlen(arg) - 4, ".ini") == 0)
		snprintf(out, cap, "%.900s/%s", dir, arg);
	else
		snprintf(out, cap, "%.900s/%s.ini", dir, arg);
	return 0;
}

static int io_cmp_time(const void *a, const void *b)
{
	const struct io_entry *x = a, *y = b;

	if (x->mtime != y->mtime)
		return x->mtime < y->mtime ? 1 : -1;
	return strcmp(x->name, y->name);
}

static int io_cmp_name(const void *a, const void *b)
{
	return strcmp(((const struct io_entry *)a)->name, ((const struct io_entry *)b)->name);
}

/* Keep the cap entries that sort first: when out is full, c replaces the
 * one that sorts last if c sorts before it. */
static void io_keep(struct io_entry *out, int *n, int cap, const struct io_entry *c,
		    int (*cmp)(const void *, const void *))
{
	int worst = 0;

	if (*n < cap) {
		out[(*n)++] = *c;
		return;
	}
	for (int i = 1; i < *n; i++)
		if (cmp(&out[i], &out[worst]) > 0)
			worst = i;
	if (cmp(c, &out[worst]) < 0)
		out[worst] = *c;
}

int io_list(const char *dir, const char *suffix, bool by_name, struct io_entry *out, int cap)
{
	int (*cmp)(const void *, const void *) = by_name ? io_cmp_name : io_cmp_time;
	DIR *d = opendir(dir);
	struct dirent *e;
	struct io_entry c;
	size_t sl = strlen(suffix);
	int n = 0;

	if (!d)
		return -1;
	while (cap > 0 && (e = readdir(d))) {
		size_t l = strlen(e->d_name);
		struct stat st;
		if (e->d_name[0] == '.' || l <= sl || strcmp(e->d_name + l - sl, suffix) != 0)
			continue;
		tt_strlcpy(c.name, e->d_name, sizeof c.name);
		snprintf(c.path, sizeof c.path, "%.700s/%.250s", dir, e->d_name);
		if (stat(c.path, &st) < 0 || !S_ISREG(st.st_mode))
			continue;
		c.mtime = (long long)st.st_mtime;
		io_keep(out, &n, cap, &c, cmp);
	}
	closedir(d);
	qsort(out, (size_t)n, sizeof *out, cmp);
	return n;
}
