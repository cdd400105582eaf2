/*
 * test_core_io.c - files and the environment: atomic writes with NAME.bak
 * and no leftover temporary file, whole-file reads and their messages,
 * save slot names (restricted mode too), state/config directories from
 * XDG_* variables, save listing.  Everything happens in a fresh mkdtemp
 * directory; XDG_STATE_HOME, XDG_CONFIG_HOME and HOME point into it.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cmocka.h>

#include "io.h"

static char root[256];

static void rm_tree(const char *path)
{
	DIR *d = opendir(path);
	struct dirent *e;
	char sub[1024];

	if (!d) {
		unlink(path);
		return;
	}
	while ((e = readdir(d))) {
		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		snprintf(sub, sizeof sub, "%s/%s", path, e->d_name);
		chmod(sub, 0700);
		rm_tree(sub);
	}
	closedir(d);
	rmdir(path);
}

static int setup_dir(void **state)
{
	char buf[512];

	(void)state;
	snprintf(root, sizeof root, "%s/tt-io-XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
	if (!mkdtemp(root))
		return -1;
	snprintf(buf, sizeof buf, "%s/state", root);
	setenv("XDG_STATE_HOME", buf, 1);
	snprintf(buf, sizeof buf, "%s/config", root);
	setenv("XDG_CONFIG_HOME", buf, 1);
	snprintf(buf, sizeof buf, "%s/home", root);
	setenv("HOME", buf, 1);
	io_set_restricted(false);
	return 0;
}

static int teardown_dir(void **state)
{
	(void)state;
	io_set_restricted(false);
	rm_tree(root);
	return 0;
}

static void path_in(char *out, size_t cap, const char *name)
{
	snprintf(out, cap, "%s/%s", root, name);
}

static void write_raw(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static void assert_file(const char *path, const char *want)
{
	char *buf = NULL;
	size_t len = 0;
	struct tt_err err = { "" };

	if (io_read_file(path, &buf, &len, &err) != 0)
		print_error("%s\n", err.msg);
	assert_non_null(buf);
	assert_int_equal(len, strlen(want));
	assert_string_equal(buf, want);
	free(buf);
}

/* Names in a directory, sorted, joined by blanks. */
static void list_dir(const char *dir, char *out, size_t cap)
{
	struct dirent **names;
	int n = scandir(dir, &names, NULL, alphasort);

	out[0] = '\0';
	assert_true(n >= 0);
	for (int i = 0; i < n; i++) {
		if (names[i]->d_name[0] != '.' || strlen(names[i]->d_name) > 2) {
			if (strcmp(names[i]->d_name, ".") && strcmp(names[i]->d_name, "..")) {
				size_t l = strlen(out);
				snprintf(out + l, cap - l, "%s%s", l ? " " : "", names[i]->d_name);
			}
		}
		free(names[i]);
	}
	free(names);
}

static void test_write_atomic(void **state)
{
	char path[400], bak[512], names[512];
	struct tt_err err = { "" };

	(void)state;
	path_in(path, sizeof path, "game.ini");
	snprintf(bak, sizeof bak, "%s.bak", path);
	assert_int_equal(io_write_atomic(path, "one\n", 4, &err), 0);
	assert_file(path, "one\n");
	assert_int_equal(access(bak, F_OK), -1);	/* nothing to back up yet */
	list_dir(root, names, sizeof names);
	assert_string_equal(names, "game.ini");
	assert_int_equal(io_write_atomic(path, "two\n", 4, &err), 0);
	assert_file(path, "two\n");
	assert_file(bak, "one\n");
	assert_int_equal(io_write_atomic(path, "three\n", 6, &err), 0);
	assert_file(path, "three\n");
	assert_file(bak, "two\n");
	/* never a temporary file left behind */
	list_dir(root, names, sizeof names);
	assert_string_equal(names, "game.ini game.ini.bak");
	/* len is honoured: bytes after it are not written, NULs are kept */
	assert_int_equal(io_write_atomic(path, "ab\0cdef", 5, &err), 0);
	{
		char *buf;
		size_t len;
		assert_int_equal(io_read_file(path, &buf, &len, &err), 0);
		assert_int_equal(len, 5);
		assert_memory_equal(buf, "ab\0cd", 5);
		free(buf);
	}
	/* an empty text is a valid (empty) file */
	assert_int_equal(io_write_atomic(path, "", 0, &err), 0);
	assert_file(path, "");
	list_dir(root, names, sizeof names);
	assert_string_equal(names, "game.ini game.ini.bak");
}

/* A stale NAME.bak (even a directory-free leftover) is replaced. */
static void test_write_replaces_stale_bak(void **state)
{
	char path[400], bak[512];
	struct tt_err err = { "" };

	(void)state;
	path_in(path, sizeof path, "s.ini");
	snprintf(bak, sizeof bak, "%s.bak", path);
	write_raw(bak, "ancient\n");
	write_raw(path, "old\n");
	assert_int_equal(io_write_atomic(path, "new\n", 4, &err), 0);
	assert_file(path, "new\n");
	assert_file(bak, "old\n");
}

static void test_write_failures(void **state)
{
	char path[600], dir[400], names[512];
	struct tt_err err = { "" };

	(void)state;
	/* a directory that does not exist: error naming the path, no files */
	path_in(path, sizeof path, "missing/game.ini");
	assert_int_equal(io_write_atomic(path, "x", 1, &err), -1);
	assert_non_null(strstr(err.msg, path));
	list_dir(root, names, sizeof names);
	assert_string_equal(names, "");
	/* a read-only directory (permissions do not bind root) */
	if (geteuid() != 0) {
		path_in(dir, sizeof dir, "ro");
		assert_int_equal(mkdir(dir, 0700), 0);
		snprintf(path, sizeof path, "%s/game.ini", dir);
		write_raw(path, "keep\n");
		assert_int_equal(chmod(dir, 0500), 0);
		err.msg[0] = '\0';
		assert_int_equal(io_write_atomic(path, "lost\n", 5, &err), -1);
		assert_non_null(strstr(err.msg, path));
		assert_file(path, "keep\n");
		list_dir(dir, names, sizeof names);
		assert_string_equal(names, "game.ini");
		chmod(dir, 0700);
	}
	/* the target is a directory: rename fails, temp file removed */
	path_in(dir, sizeof dir, "adir");
	assert_int_equal(mkdir(dir, 0700), 0);
	err.msg[0] = '\0';
	assert_int_equal(io_write_atomic(dir, "x", 1, &err), -1);
	assert_non_null(strstr(err.msg, dir));
	list_dir(root, names, sizeof names);
	assert_null(strstr(names, "tmp"));
}

static void test_read_file(void **state)
{
	char path[512], *buf = (char *)1;
	size_t len = 99;
	struct tt_err err = { "" };

	(void)state;
	path_in(path, sizeof path, "nothere.ini");
	assert_int_equal(io_read_file(path, &buf, &len, &err), -1);
	assert_null(buf);
	assert_int_equal(len, 0);
	assert_non_null(strstr(err.msg, path));
	assert_non_null(strstr(err.msg, "No such file"));
	/* a directory is not a file */
	assert_int_equal(io_read_file(root, &buf, &len, &err), -1);
	assert_non_null(strstr(err.msg, root));
	assert_non_null(strstr(err.msg, "not a regular file"));
	/* empty file */
	path_in(path, sizeof path, "empty");
	write_raw(path, "");
	assert_int_equal(io_read_file(path, &buf, &len, &err), 0);
	assert_int_equal(len, 0);
	assert_string_equal(buf, "");
	free(buf);
	/* contents are NUL-terminated */
	path_in(path, sizeof path, "text");
	write_raw(path, "[a]\nk = 1\n");
	assert_int_equal(io_read_file(path, &buf, &len, &err), 0);
	assert_int_equal(len, 10);
	assert_int_equal(buf[len], '\0');
	free(buf);
	/* too large */
	path_in(path, sizeof path, "huge");
	{
		int fd = open(path, O_CREAT | O_WRONLY, 0600);
		assert_true(fd >= 0);
		assert_int_equal(ftruncate(fd, IO_FILE_MAX + 1), 0);
		close(fd);
	}
	assert_int_equal(io_read_file(path, &buf, &len, &err), -1);
	assert_non_null(strstr(err.msg, "too large"));
	assert_null(buf);
}

/* Only regular files are opened: a FIFO is refused at once (it would
 * block), a symbolic link with IO_NOFOLLOW; IO_PREFIX reads a head. */
static void test_read_special(void **state)
{
	char path[512], link_path[512], *buf = NULL;
	size_t len = 0;
	struct tt_err err = { "" };

	(void)state;
	path_in(path, sizeof path, "fifo");
	assert_int_equal(mkfifo(path, 0600), 0);
	assert_int_equal(io_read_file(path, &buf, &len, &err), -1);
	assert_non_null(strstr(err.msg, "not a regular file"));
	assert_int_equal(io_read(path, 100, IO_NOFOLLOW, &buf, &len, &err), -1);
	path_in(path, sizeof path, "real.ini");
	write_raw(path, "0123456789");
	path_in(link_path, sizeof link_path, "link.ini");
	assert_int_equal(symlink(path, link_path), 0);
	assert_int_equal(io_read(link_path, 100, 0, &buf, &len, &err), 0);
	free(buf);
	assert_int_equal(io_read(link_path, 100, IO_NOFOLLOW, &buf, &len, &err), -1);
	assert_non_null(strstr(err.msg, "symbolic link"));
	assert_null(buf);
	assert_int_equal(io_read(path, 4, 0, &buf, &len, &err), -1);
	assert_non_null(strstr(err.msg, "too large"));
	assert_int_equal(io_read(path, 4, IO_PREFIX, &buf, &len, &err), 0);
	assert_int_equal(len, 4);
	assert_string_equal(buf, "0123");
	free(buf);
}

static int verify_no(void *ctx, const char *tmp, struct tt_err *err)
{
	char *buf;
	size_t len;

	/* the temporary file holds the new text when the check runs */
	assert_int_equal(io_read_file(tmp, &buf, &len, err), 0);
	assert_string_equal(buf, (const char *)ctx);
	free(buf);
	return tt_errf(err, "refused by the check");
}

/* A refused check leaves the old file, its backup and no temporary. */
static void test_write_checked(void **state)
{
	char path[400], names[512];
	struct tt_err err = { "" };

	(void)state;
	path_in(path, sizeof path, "g.ini");
	assert_int_equal(io_write_atomic(path, "one\n", 4, &err), 0);
	assert_int_equal(io_write_atomic(path, "two\n", 4, &err), 0);
	assert_int_equal(io_write_checked(path, "three\n", 6, verify_no, "three\n", &err), -1);
	assert_string_equal(err.msg, "refused by the check");
	assert_file(path, "two\n");
	list_dir(root, names, sizeof names);
	assert_string_equal(names, "g.ini g.ini.bak");
	{
		char bak[512];
		snprintf(bak, sizeof bak, "%s.bak", path);
		assert_file(bak, "one\n");
	}
}

/* Temporaries of killed writes go; a live writer's stay. */
static void test_clean_temps(void **state)
{
	char path[512], names[1024];
	pid_t dead = fork();

	(void)state;
	if (dead == 0)
		_exit(0);
	assert_true(dead > 0);
	waitpid(dead, NULL, 0);
	static const char *const keep[] = { "s.ini", "s.ini.bak", "x.tmp1-notours.ini", NULL };
	for (int i = 0; keep[i]; i++) {
		path_in(path, sizeof path, keep[i]);
		write_raw(path, "k");
	}
	snprintf(names, sizeof names, "s.ini.tmp%ld-AbCdEf", (long)dead);
	path_in(path, sizeof path, names);
	write_raw(path, "dead");
	snprintf(names, sizeof names, "s.ini.tmp%ld-bak", (long)dead);
	path_in(path, sizeof path, names);
	write_raw(path, "dead");
	snprintf(names, sizeof names, "s.ini.tmp%ld-live01", (long)getppid());
	path_in(path, sizeof path, names);
	write_raw(path, "live");
	assert_int_equal(io_clean_temps(root, NULL), 2);
	list_dir(root, names, sizeof names);
	{
		char want[512];
		snprintf(want, sizeof want, "s.ini s.ini.bak s.ini.tmp%ld-live01 x.tmp1-notours.ini",
			 (long)getppid());
		assert_string_equal(names, want);
	}
}

static void test_state_dir(void **state)
{
	struct tt_err err = { "" };
	char want[512], cfg[IO_PATH_MAX], cfg2[IO_PATH_MAX];
	const char *dir;
	struct stat st;

	(void)state;
	dir = io_state_dir(&err);
	assert_non_null(dir);
	snprintf(want, sizeof want, "%s/state/tabletty", root);
	assert_string_equal(dir, want);
	assert_int_equal(stat(dir, &st), 0);		/* created, parents too */
	assert_true(S_ISDIR(st.st_mode));
	/* a relative XDG_STATE_HOME is ignored (XDG spec): HOME is used */
	setenv("XDG_STATE_HOME", "relative/state", 1);
	dir = io_state_dir(&err);
	snprintf(want, sizeof want, "%s/home/.local/state/tabletty", root);
	assert_string_equal(dir, want);
	unsetenv("XDG_STATE_HOME");
	dir = io_state_dir(&err);
	assert_string_equal(dir, want);
	unsetenv("HOME");
	err.msg[0] = '\0';
	assert_null(io_state_dir(&err));
	assert_non_null(strstr(err.msg, "HOME"));
	/* config file */
	snprintf(want, sizeof want, "%s/config/tabletty/tabletty.ini", root);
	assert_string_equal(io_config_file(cfg, sizeof cfg), want);
	/* the caller's buffer: a second answer leaves the first as it was */
	setenv("XDG_CONFIG_HOME", "/elsewhere", 1);
	assert_string_equal(io_config_file(cfg2, sizeof cfg2), "/elsewhere/tabletty/tabletty.ini");
	assert_string_equal(cfg, want);
	/* a path that does not fit is no path, not a shorter one */
	assert_string_equal(io_config_file(cfg2, 8), "");
}

static void test_save_path(void **state)
{
	struct tt_err err = { "" };
	char out[IO_PATH_MAX], want[IO_PATH_MAX];
	char long_name[120];

	(void)state;
	/* a slot is 1, a path 0 */
	assert_int_equal(io_save_path("slot1", out, sizeof out, &err), 1);
	snprintf(want, sizeof want, "%s/state/tabletty/slot1.ini", root);
	assert_string_equal(out, want);
	assert_int_equal(io_save_path("slot1.ini", out, sizeof out, &err), 1);
	assert_string_equal(out, want);		/* no second ".ini" */
	assert_int_equal(io_save_path("my-game_2.v1", out, sizeof out, &err), 1);
	/* names that are never slots (".tmp" marks the temporary files) */
	static const char *const bad[] = { "", ".hidden", "..", ".", "a b", "x;y", "semi:colon",
					   "t\xc3\xa9st", "a\\b", "*", "x.tmp1-abc", "a.ini.tmp",
					   NULL };
	for (int i = 0; bad[i]; i++) {
		err.msg[0] = '\0';
		assert_int_equal(io_save_path(bad[i], out, sizeof out, &err), -1);
		assert_non_null(strstr(err.msg, "not a save name"));
	}
	memset(long_name, 'a', 101);
	long_name[101] = '\0';
	assert_int_equal(io_save_path(long_name, out, sizeof out, &err), -1);
	long_name[100] = '\0';
	assert_int_equal(io_save_path(long_name, out, sizeof out, &err), 1);
	/* paths: allowed normally, refused in restricted mode */
	assert_int_equal(io_save_path("/tmp/x.ini", out, sizeof out, &err), 0);
	assert_string_equal(out, "/tmp/x.ini");
	assert_int_equal(io_save_path("sub/x.ini", out, sizeof out, &err), 0);
	io_set_restricted(true);
	assert_true(io_restricted());
	static const char *const paths[] = { "../x", "a/b", "/tmp/x.ini", "./x", "x/", NULL };
	for (int i = 0; paths[i]; i++) {
		err.msg[0] = '\0';
		assert_int_equal(io_save_path(paths[i], out, sizeof out, &err), -1);
		assert_non_null(strstr(err.msg, "restricted"));
	}
	assert_int_equal(io_save_path("", out, sizeof out, &err), -1);
	assert_int_equal(io_save_path(".hidden", out, sizeof out, &err), -1);
	assert_int_equal(io_save_path("..", out, sizeof out, &err), -1);
	assert_int_equal(io_save_path("slot2", out, sizeof out, &err), 1);
	io_set_restricted(false);
	assert_false(io_restricted());
}

static void test_scenario_path(void **state)
{
	struct tt_err err = { "" };
	char out[IO_PATH_MAX];

	(void)state;
	assert_int_equal(io_scenario_path("powerships", "classic", out, sizeof out, &err), 0);
	assert_string_equal(out, "powerships/classic.ini");
	assert_int_equal(io_scenario_path("powerships", "/abs/x.ini", out, sizeof out, &err), 0);
	assert_string_equal(out, "/abs/x.ini");
	assert_int_equal(io_scenario_path("powerships", ".hidden", out, sizeof out, &err), -1);
	assert_int_equal(io_scenario_path("powerships", "a b", out, sizeof out, &err), -1);
	io_set_restricted(true);
	assert_int_equal(io_scenario_path("powerships", "../x.ini", out, sizeof out, &err), -1);
	assert_non_null(strstr(err.msg, "restricted"));
	assert_int_equal(io_scenario_path("powerships", "mine.ini", out, sizeof out, &err), -1);
	assert_int_equal(io_scenario_path("powerships", "classic", out, sizeof out, &err), 0);
	/* the data reader refuses to leave the data directory */
	{
		char *buf = NULL;
		size_t len;
		assert_int_equal(io_files.read(io_files.ctx, "/etc/passwd", &buf, &len, &err), -1);
		assert_non_null(strstr(err.msg, "restricted"));
		assert_int_equal(io_files.read(io_files.ctx, "../../etc/passwd", &buf, &len, &err), -1);
		assert_int_equal(io_files.read(io_files.ctx, "x/../../y", &buf, &len, &err), -1);
		assert_null(buf);
	}
	io_set_restricted(false);
}

static void test_list(void **state)
{
	char dir[400], path[600];
	struct io_entry e[8];
	struct timespec ts[2] = { { 0, 0 }, { 0, 0 } };
	static const char *const names[] = { "b.ini", "a.ini", "c.ini", ".hidden.ini",
					     "b.ini.bak", "notes.txt", NULL };

	(void)state;
	path_in(dir, sizeof dir, "saves");
	assert_int_equal(mkdir(dir, 0700), 0);
	for (int i = 0; names[i]; i++) {
		snprintf(path, sizeof path, "%s/%s", dir, names[i]);
		write_raw(path, "x");
		ts[0].tv_sec = ts[1].tv_sec = 1000000 + 1000 * i;
		assert_int_equal(utimensat(AT_FDCWD, path, ts, 0), 0);
	}
	snprintf(path, sizeof path, "%s/dir.ini", dir);
	assert_int_equal(mkdir(path, 0700), 0);		/* not a regular file */
	assert_int_equal(io_list(dir, ".ini", false, e, 8), 3);
	assert_string_equal(e[0].name, "c.ini");	/* newest first */
	assert_string_equal(e[1].name, "a.ini");
	assert_string_equal(e[2].name, "b.ini");
	assert_true(e[0].mtime == 1002000);
	snprintf(path, sizeof path, "%s/c.ini", dir);
	assert_string_equal(e[0].path, path);
	assert_int_equal(io_list(dir, ".ini", true, e, 8), 3);
	assert_string_equal(e[0].name, "a.ini");
	assert_string_equal(e[1].name, "b.ini");
	assert_string_equal(e[2].name, "c.ini");
	/* cap: the first entries of the whole order, not of readdir's order */
	assert_int_equal(io_list(dir, ".ini", true, e, 2), 2);
	assert_string_equal(e[0].name, "a.ini");
	assert_string_equal(e[1].name, "b.ini");
	assert_int_equal(io_list(dir, ".ini", false, e, 1), 1);
	assert_string_equal(e[0].name, "c.ini");
	assert_int_equal(io_list(dir, ".ini", false, e, 0), 0);
	/* many saves: the newest is always listed */
	for (int i = 0; i < 30; i++) {
		snprintf(path, sizeof path, "%s/auto%02d.ini", dir, i);
		write_raw(path, "x");
		ts[0].tv_sec = ts[1].tv_sec = 2000000 + 7919 * ((i * 13) % 30);
		assert_int_equal(utimensat(AT_FDCWD, path, ts, 0), 0);
	}
	assert_int_equal(io_list(dir, ".ini", false, e, 3), 3);
	assert_true(e[0].mtime == 2000000 + 7919 * 29);
	assert_true(e[1].mtime == 2000000 + 7919 * 28);
	assert_true(e[2].mtime == 2000000 + 7919 * 27);
	assert_int_equal(io_list(dir, ".ini", true, e, 3), 3);
	assert_string_equal(e[0].name, "a.ini");
	assert_string_equal(e[1].name, "auto00.ini");
	assert_string_equal(e[2].name, "auto01.ini");
	assert_int_equal(io_list(dir, ".txt", true, e, 8), 1);
	path_in(path, sizeof path, "nodir");
	assert_int_equal(io_list(path, ".ini", true, e, 8), -1);
}

/* A game that reads no data: loads with no scenarios/ID/ folder at all. */
static int nodata_marker;

static int nodata_load(const struct tt_files *f, const char *scenario, void **data, struct tt_err *err)
{
	char *buf;
	size_t len;

	assert_string_equal(scenario, "board");
	assert_int_equal(f->read(f->ctx, "nodata/board.ini", &buf, &len, err), -1);
	*data = &nodata_marker;
	return 0;
}

static void nodata_unload(void *data)
{
	(void)data;
}

static void test_no_data(void **state)
{
	static const struct engine_ops ops = {
		.id = "nodata", .title = "No data", .default_scenario = "board", .no_data = true,
		.load = nodata_load, .unload = nodata_unload,
	};
	struct tt_setup su;
	struct tt_err err = { "" };
	void *data = NULL;

	(void)state;
	memset(&su, 0, sizeof su);
	assert_int_equal(io_scenario_load(&ops, &su, &data, &err), 0);
	assert_ptr_equal(data, &nodata_marker);
	assert_string_equal(su.scenario, "board");
	assert_true(su.scenario_hash == 0);
	assert_string_equal(su.scenario_files, "");
	/* its one scenario: another name is refused, with the reason */
	tt_strlcpy(su.scenario, "other", sizeof su.scenario);
	assert_int_equal(io_scenario_load(&ops, &su, &data, &err), -1);
	assert_non_null(strstr(err.msg, "its one scenario is board"));
	assert_null(data);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_write_atomic, setup_dir, teardown_dir),
		cmocka_unit_test_setup_teardown(test_write_replaces_stale_bak, setup_dir, teardown_dir),
		cmocka_unit_test_setup_teardown(test_write_failures, setup_dir, teardown_dir),
		cmocka_unit_test_setup_teardown(test_read_file, setup_dir, teardown_dir),
		cmocka_unit_test_setup_teardown(test_read_special, setup_dir, teardown_dir),
		cmocka_unit_test_setup_teardown(test_write_checked, setup_dir, teardown_dir),
		cmocka_unit_test_setup_teardown(test_clean_temps, setup_dir, teardown_dir),
		cmocka_unit_test_setup_teardown(test_state_dir, setup_dir, teardown_dir),
		cmocka_unit_test_setup_teardown(test_save_path, setup_dir, teardown_dir),
		cmocka_unit_test_setup_teardown(test_scenario_path, setup_dir, teardown_dir),
		cmocka_unit_test_setup_teardown(test_list, setup_dir, teardown_dir),
		cmocka_unit_test_setup_teardown(test_no_data, setup_dir, teardown_dir),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
