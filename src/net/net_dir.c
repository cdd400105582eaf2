/*
 * net_dir.c - the tables directory and the listing of open tables (the
 * codes are net_codes.c).
 *
 * The per-user directory is private (0700, ours); a shared directory is set
 * up by the administrator (group-owned, setgid and sticky, 3770) and only checked
 * here.  A listing connects to every NAME.sock and asks "info"; a socket
 * nobody answers on (a table that died) is skipped.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "net.h"
#include "net_int.h"

bool net_name_ok(const char *name)
{
	size_t n = strlen(name);

	if (n == 0 || n >= WIRE_TABLE_MAX || name[0] == '-')
		return false;
	for (size_t i = 0; i < n; i++)
		if (!((name[i] >= 'a' && name[i] <= 'z') || (name[i] >= 'A' && name[i] <= 'Z') ||
		      (name[i] >= '0' && name[i] <= '9') || name[i] == '-' || name[i] == '_'))
			return false;
	return true;
}

/* The private directory: create it, then make sure it is ours alone. */
static int net_dir_private(const char *dir, struct tt_err *err)
{
	struct stat st;

	if (mkdir(dir, 0700) < 0 && errno != EEXIST)
		return tt_errf(err, "cannot create the tables directory %s: %s", dir, strerror(errno));
	if (lstat(dir, &st) < 0)
		return tt_errf(err, "%s: %s", dir, strerror(errno));
	if (!S_ISDIR(st.st_mode) || st.st_uid != getuid())
		return tt_errf(err, "%s is not a directory of yours", dir);
	if (st.st_mode & 022)
		return tt_errf(err, "%s may be written by others: refusing it", dir);
	return 0;
}

/* Is the private directory usable (ours, a directory, not writable by
 * others)?  0, or -1 with err saying why not; a missing one is created. */
static int net_dir_try(const char *dir, struct tt_err *err)
{
	struct stat st;

	if (lstat(dir, &st) == 0) {
		if (S_ISLNK(st.st_mode))
			return tt_errf(err, "%s is a symbolic link", dir);
		if (!S_ISDIR(st.st_mode))
			return tt_errf(err, "%s is not a directory", dir);
		if (st.st_uid != getuid())
			return tt_errf(err, "%s belongs to another user (uid %u)", dir,
				       (unsigned)st.st_uid);
		if (st.st_mode & 022)
			return tt_errf(err, "others may write to %s", dir);
		return 0;
	}
	return net_dir_private(dir, err);
}

int net_dir(const char *setting, char *out, size_t cap, char *note, size_t notecap,
	    struct tt_err *err)
{
	const char *run = getenv("XDG_RUNTIME_DIR"), *state;
	struct stat st;
	struct tt_err why;
	int n;

	if (note)
		note[0] = '\0';
	if (setting && *setting) {
		if (stat(setting, &st) < 0 || !S_ISDIR(st.st_mode))
			return tt_errf(err, "the shared tables directory %s does not exist "
				       "(see TABLES in tabletty(6))", setting);
		if ((int)strlen(setting) + 1 > (int)cap)
			return tt_errf(err, "the tables directory name is too long");
		tt_strlcpy(out, setting, cap);
		return 0;
	}
	if (run && *run == '/') {
		n = snprintf(out, cap, "%s/tabletty", run);
		if (n < 0 || (size_t)n >= cap)
			return tt_errf(err, "XDG_RUNTIME_DIR is too long");
		/* the runtime directory itself is the user's (XDG spec) */
		return net_dir_try(out, err);
	}
	snprintf(out, cap, "/tmp/tabletty-%u", (unsigned)getuid());
	if (net_dir_try(out, &why) == 0)
		return 0;
	/* somebody took /tmp/tabletty-UID first (anyone may create names in
	 * /tmp): the tables go to a private directory of the state directory */
	state = io_state_dir(err);
	if (!state)
		return -1;
	n = snprintf(out, cap, "%s/tables", state);
	if (n < 0 || (size_t)n >= cap || (size_t)n + 48 >= NET_SUN_MAX)
		return tt_errf(err, "%s; the fallback %s/tables is too long for a socket: set "
			       "XDG_RUNTIME_DIR", why.msg, state);
	if (note)
		snprintf(note, notecap, "%s, so your tables are in %s instead (remove it, or set "
			 "XDG_RUNTIME_DIR, to use /tmp again)", why.msg, out);
	return net_dir_try(out, err);
}

int net_sock_path(const char *dir, const char *name, char *out, size_t cap,
		  struct tt_err *err)
{
	int n = snprintf(out, cap, "%s/%s.sock", dir, name);

	if (n < 0 || (size_t)n >= cap || (size_t)n >= NET_SUN_MAX)
		return tt_errf(err, "the socket path %s/%s.sock is too long for a Unix socket",
			       dir, name);
	return 0;
}

/* Read the info line of one table (bounded wait); 0 or -1. */
static int net_ask_info(const char *dir, const char *name, struct net_entry *e)
{
	struct net_conn *c = calloc(1, sizeof *c);
	struct tt_err err;
	int rc = -1;

	if (!c)
		return -1;
	if (net_connect(c, dir, name, NULL, "info", NULL, NULL, &err) == 0 && c->gone && c->why[0] &&
	    net_info_parse(c->why, e) == 0) {
		tt_strlcpy(e->name, name, sizeof e->name);
		e->owner = c->ws.owner;
		tt_strlcpy(e->owner_name, c->ws.owner_name, sizeof e->owner_name);
		rc = 0;
	}
	net_close(c);
	free(c);
	return rc;
}

static int net_cmp_entry(const void *a, const void *b)
{
	return strcmp(((const struct net_entry *)a)->name, ((const struct net_entry *)b)->name);
}

int net_list(const char *dir, struct net_entry *out, int cap)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	int k = 0;

	if (!d)
		return 0;
	while (k < cap && (e = readdir(d))) {
		char name[256];
		size_t l = strlen(e->d_name);

		if (l <= 5 || l - 5 >= sizeof name || strcmp(e->d_name + l - 5, ".sock") != 0)
			continue;
		memcpy(name, e->d_name, l - 5);
		name[l - 5] = '\0';
		if (net_name_ok(name) && net_ask_info(dir, name, &out[k]) == 0)
			k++;
	}
	closedir(d);
	qsort(out, (size_t)k, sizeof *out, net_cmp_entry);
	return k;
}

void net_info_make(char *buf, size_t cap, const char *game, long open_s,
		   const struct tt_setup *su, const bool *taken, int watchers)
{
	size_t n = (size_t)snprintf(buf, cap, "game=%s open=%ld free=", game, open_s);
	int nfree = 0;

	for (int i = 0; i < su->nseats && n < cap; i++)
		if (!su->seat[i].ai && !taken[i])
			n += (size_t)snprintf(buf + n, cap - n, "%s%s", nfree++ ? "," : "",
					      su->seat[i].name);
	if (n < cap)
		snprintf(buf + n, cap - n, "%s seats=%d watchers=%d", nfree ? "" : "-", su->nseats,
			 watchers);
}

/* "free=a,b" into e->free_seats. */
static void net_info_free(const char *v, struct net_entry *e)
{
	char buf[200], *save = NULL;

	tt_strlcpy(buf, v, sizeof buf);
	e->nfree = 0;
	for (char *t = strtok_r(buf, ",", &save); t && e->nfree < TT_MAXSEATS;
	     t = strtok_r(NULL, ",", &save))
		if (strcmp(t, "-") != 0)
			tt_strlcpy(e->free_seats[e->nfree++], t, TT_NAME_MAX);
}

int net_info_parse(const char *text, struct net_entry *e)
{
	char buf[400], game[32] = "", *save = NULL;
	long open_s = -1;
	size_t n;

	memset(e, 0, sizeof *e);
	tt_strlcpy(buf, text, sizeof buf);
	for (char *t = strtok_r(buf, " ", &save); t; t = strtok_r(NULL, " ", &save)) {
		if (strncmp(t, "game=", 5) == 0)
			tt_strlcpy(game, t + 5, sizeof game);
		else if (strncmp(t, "open=", 5) == 0)
			open_s = strtol(t + 5, NULL, 10);
		else if (strncmp(t, "free=", 5) == 0)
			net_info_free(t + 5, e);
	}
	if (!game[0] || open_s < 0)
		return -1;
	n = (size_t)snprintf(e->info, sizeof e->info, "%-11s open %3ld min  free:", game,
			     open_s / 60);
	for (int i = 0; i < e->nfree && n < sizeof e->info; i++)
		n += (size_t)snprintf(e->info + n, sizeof e->info - n, " %s", e->free_seats[i]);
	if (e->nfree == 0 && n < sizeof e->info)
		snprintf(e->info + n, sizeof e->info - n, " none (watch)");
	return 0;
}
