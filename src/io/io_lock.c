/*
 * io_lock.c - the lock of a live table's save.
 *
 * A table's process holds an flock(2) on NAME.lock beside its save
 * (NAME.ini) for as long as it lives; the lock goes with the process, so
 * a table killed with -9 leaves no stale lock.  The save itself cannot
 * carry the lock: every write renames a new file over it.  Whoever opens
 * a save (play --load, Continue, replay, host --load, batch, check) asks
 * first whether its lock is held, and a second host takes the lock before
 * reading the save, so two processes never own one table.  The lock file
 * is opened without following symbolic links and never truncated.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>
#include "io.h"

/* The lock this process holds (a table's own save stays open to it). */
static char io_held[IO_PATH_MAX];

int io_save_sibling(const char *save, const char *ext, char *out, size_t cap)
{
	size_t n = strlen(save), e = strlen(ext) + 1;

	if (n > 4 && strcmp(save + n - 4, ".ini") == 0)
		n -= 4;
	if (n + e > cap)
		return -1;
	memcpy(out, save, n);
	memcpy(out + n, ext, e);
	return 0;
}

int io_lock_path(const char *save, char *out, size_t cap)
{
	return io_save_sibling(save, ".lock", out, cap);
}

int io_lock_take(const char *save, struct tt_err *err)
{
	char path[IO_PATH_MAX];
	int fd;

	if (io_lock_path(save, path, sizeof path) < 0)
		return tt_errf(err, "%s: path too long", save);
	fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0600);
	if (fd < 0)
		return tt_errf(err, "cannot lock %s: %s", save, errno == ELOOP
			       ? "its lock file is a symbolic link" : strerror(errno));
	if (flock(fd, LOCK_EX | LOCK_NB) < 0) {
		int e = errno;

		close(fd);
		return e == EWOULDBLOCK ? tt_errf(err, "%s belongs to a table that is open now: join "
						  "it (tabletty join), or end it from the menu first", save)
		       : tt_errf(err, "cannot lock %s: %s", save, strerror(e));
	}
	tt_strlcpy(io_held, path, sizeof io_held);
	return fd;
}

bool io_lock_busy(const char *save)
{
	char path[IO_PATH_MAX];
	bool busy = false;
	int fd;

	if (io_lock_path(save, path, sizeof path) < 0 || strcmp(path, io_held) == 0)
		return false;
	fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK);
	if (fd < 0)
		return false;	/* no lock file: no table ever had it */
	if (flock(fd, LOCK_SH | LOCK_NB) < 0)
		busy = errno == EWOULDBLOCK;
	close(fd);
	return busy;
}
