/*
 * net_codes.c - a table's join codes: drawing them (uniform, from the
 * kernel's random source) and the codes file beside the table's save
 * (written like a save, never through a symbolic link, mode 0600).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "net.h"
#include "net_int.h"

/* n random bytes from the kernel; -1 when it gives none. */
static int net_random(unsigned char *r, size_t n)
{
	size_t got = 0;
	int fd = open("/dev/urandom", O_RDONLY | O_CLOEXEC);

	if (fd < 0)
		return -1;
	while (got < n) {
		ssize_t k = read(fd, r + got, n - got);

		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			break;
		got += (size_t)k;
	}
	close(fd);
	return got == n ? 0 : -1;
}

int net_code_new(char *code, size_t cap)
{
	/* no 0/O, 1/I/L: codes are read aloud and typed */
	static const char al[] = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
	const unsigned n = sizeof al - 1, limit = 256 - 256 % n;	/* 248: 8 of each */
	unsigned char r[64];
	size_t i = 0, k = sizeof r;

	/* rejection sampling: a byte of 248 or more is thrown away, so each
	 * letter is drawn with the same chance (no modulo bias) */
	while (i < 8 && i + 1 < cap) {
		if (k == sizeof r) {
			if (net_random(r, sizeof r) < 0) {
				code[0] = '\0';
				return -1;
			}
			k = 0;
		}
		if (r[k] < limit)
			code[i++] = al[r[k] % n];
		k++;
	}
	code[i] = '\0';
	return 0;
}

int net_codes_path(const char *save, char *out, size_t cap)
{
	return io_save_sibling(save, ".codes", out, cap);
}

int net_codes_write(const char *path, const char *name, const struct tt_setup *su,
		    int host, char code[][WIRE_CODE_MAX], struct tt_err *err)
{
	char buf[1024];
	size_t n = (size_t)snprintf(buf, sizeof buf, "# tabletty table: join codes\nname %s\n",
				    name);

	if (host >= 0 && host < su->nseats)
		n += (size_t)snprintf(buf + n, sizeof buf - n, "host %s\n", su->seat[host].name);
	for (int i = 0; i < su->nseats && n < sizeof buf; i++)
		if (code[i][0])
			n += (size_t)snprintf(buf + n, sizeof buf - n, "code %s %s\n",
					      su->seat[i].name, code[i]);
	/* as a save: a fresh temporary file (mode 0600, never through a
	 * link), fsync, renamed over the name (a link there is replaced,
	 * its target untouched) */
	return io_write_private(path, buf, n < sizeof buf ? n : sizeof buf - 1, err);
}

int net_codes_read(const char *path, char *name, size_t namecap, const struct tt_setup *su,
		   char code[][WIRE_CODE_MAX], struct tt_err *err)
{
	char *text, *save = NULL;
	size_t len;

	struct stat st;

	if (lstat(path, &st) < 0 && errno == ENOENT)
		return 0;
	if (io_read(path, IO_FILE_MAX, IO_NOFOLLOW, &text, &len, err) < 0)
		return -1;
	for (char *l = strtok_r(text, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
		char a[64], b[64];

		if (sscanf(l, "name %63s", a) == 1 && net_name_ok(a))
			tt_strlcpy(name, a, namecap);
		else if (sscanf(l, "code %63s %63s", a, b) == 2 && strlen(b) < WIRE_CODE_MAX)
			for (int i = 0; i < su->nseats; i++)
				if (strcmp(su->seat[i].name, a) == 0 && !su->seat[i].ai)
					tt_strlcpy(code[i], b, WIRE_CODE_MAX);
	}
	free(text);
	return 0;
}

int net_host_code(const char *name, char *seat, size_t seatcap, char *code, size_t codecap,
		  struct tt_err *err)
{
	char slot[WIRE_TABLE_MAX + 8], save[IO_PATH_MAX], path[IO_PATH_MAX], host[64] = "";
	char *text, *sv = NULL;
	size_t len;

	code[0] = '\0';
	snprintf(slot, sizeof slot, "table-%s", name);
	if (!net_name_ok(name) || io_save_path(slot, save, sizeof save, err) < 0 ||
	    net_codes_path(save, path, sizeof path) < 0)
		return tt_errf(err, "'%s' is not a table name", name);
	if (io_read(path, IO_FILE_MAX, IO_NOFOLLOW, &text, &len, err) < 0)
		return -1;
	for (char *l = strtok_r(text, "\n", &sv); l; l = strtok_r(NULL, "\n", &sv)) {
		char a[64], b[64];

		if (sscanf(l, "host %63s", a) == 1)
			tt_strlcpy(host, a, sizeof host);
		else if (sscanf(l, "code %63s %63s", a, b) == 2 && !strcmp(a, host) && host[0])
			tt_strlcpy(code, b, codecap);
	}
	free(text);
	if (!code[0])
		return tt_errf(err, "the codes file of table %s names no host's code", name);
	tt_strlcpy(seat, host, seatcap);
	return 0;
}
