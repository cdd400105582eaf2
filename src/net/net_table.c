/*
 * net_table.c - the process that owns a table: opening it, and its poll(2)
 * loop over the listening socket and the connected terminals.
 *
 * Invariants: the session changes only through session_line() and
 * session_ai_move() for the seat a terminal was admitted to (or an AI
 * seat); after every accepted command the game is saved and every
 * terminal is sent its own screen (only what changed).  A terminal's
 * input is cut into lines of at most WIRE_LINE_MAX bytes and its output
 * queue holds at most NET_QUEUE_MAX bytes: a terminal that sends garbage
 * or stops reading is dropped, never waited for.  Nothing here blocks
 * except poll().
 *
 * Why poll(2): a table has a handful of terminals (at most NET_MAXCLIENTS)
 * and each table is its own process, so scanning every descriptor per
 * wake-up costs nothing; epoll or kqueue would only add code that differs
 * between systems, and threads would need locks around the session.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pwd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <time.h>
#include <unistd.h>
#include "net_tab.h"
#include "registry.h"

static volatile sig_atomic_t net_sig_term;

static void net_on_term(int sig)
{
	(void)sig;
	net_sig_term = 1;
}

/* Bind name.sock; a socket left by a dead table is replaced, a live
 * table's is refused. */
static int net_listen(struct net_table *t, struct tt_err *err)
{
	struct sockaddr_un sa;
	mode_t old;
	int fd, rc;

	if (net_sock_path(t->dir, t->name, t->sock, sizeof t->sock, err) < 0)
		return -1;
	memset(&sa, 0, sizeof sa);
	sa.sun_family = AF_UNIX;
	tt_strlcpy(sa.sun_path, t->sock, sizeof sa.sun_path);
	fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (fd < 0)
		return tt_errf(err, "socket: %s", strerror(errno));
	if (connect(fd, (struct sockaddr *)&sa, sizeof sa) == 0) {
		close(fd);
		return tt_errf(err, "a table named %s is already open", t->name);
	}
	unlink(t->sock);
	/* group members reach a shared directory's tables; the directory's
	 * own permissions keep everybody else out */
	old = umask(t->shared ? 007 : 077);
	rc = bind(fd, (struct sockaddr *)&sa, sizeof sa);
	umask(old);
	if (rc < 0 || listen(fd, 16) < 0) {
		int e = errno;

		close(fd);
		return tt_errf(err, "cannot open %s: %s", t->sock, strerror(e));
	}
	fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
	t->lfd = fd;
	return 0;
}

/* The first free GAME-N in the directory. */
static void net_default_name(struct net_table *t)
{
	for (int i = 1; i < 1000; i++) {
		char path[IO_PATH_MAX];
		struct stat st;

		snprintf(t->name, sizeof t->name, "%s-%d", t->ops->id, i);
		snprintf(path, sizeof path, "%s/%s.sock", t->dir, t->name);
		if (stat(path, &st) < 0)
			return;
	}
}

/* The account the table runs as, announced to every connection. */
static void net_owner(struct net_table *t)
{
	struct passwd *pw = getpwuid(getuid());

	t->owner = (long)getuid();
	if (pw && pw->pw_name)
		tt_strlcpy(t->owner_name, pw->pw_name, sizeof t->owner_name);
	else
		snprintf(t->owner_name, sizeof t->owner_name, "uid %ld", t->owner);
}

/* The session: new, or restored from h->load (with its codes), each the
 * way every other game is set up and opened. */
static int net_open_session(struct net_table *t, struct net_host *h, struct tt_err *err)
{
	struct io_game g;

	if (!h->load) {
		struct tt_setup su = h->setup;

		if (io_scenario_load(t->ops, &su, &t->data, err) < 0)
			return -1;
		return session_new(&t->s, t->ops, t->data, &su, err);
	}
	/* the lock first: a second host of one save stops here */
	if (io_save_path(h->load, t->save, sizeof t->save, err) < 0)
		return -1;
	t->lockfd = io_lock_take(t->save, err);
	if (t->lockfd < 0)
		return -1;
	if (io_game_open_for(&g, h->load, NULL, -1, IO_USE_HOST, err) < 0)
		return -1;
	t->ops = g.ops;
	t->data = g.data;
	t->s = g.s;
	tt_strlcpy(t->save, g.path, sizeof t->save);
	g.s = NULL;
	g.data = NULL;
	io_game_close(&g);
	return 0;
}

/* In restricted mode one login is many people: a table's save is
 * reopened only with its host's code (the first human seat's, as the
 * codes file kept it).  A save without codes left (its game was over)
 * needs none. */
static int net_load_guarded(struct net_table *t, const struct net_host *h, struct tt_err *err)
{
	const struct tt_setup *su = session_setup(t->s);
	int host = -1;

	if (!io_restricted() || !session_table(t->s)->name[0])
		return 0;
	for (int i = 0; i < su->nseats && host < 0; i++)
		if (!su->seat[i].ai)
			host = i;
	if (host < 0 || !t->code[host][0])
		return 0;
	if (!h->host_code || !wire_code_equal(h->host_code, t->code[host]))
		return tt_errf(err, "in restricted mode a table is reopened with its host's code: "
			       "tabletty host --load %s --code CODE (the code of %s)", h->load,
			       su->seat[host].name);
	return 0;
}

/* Codes for the human seats: kept from the codes file, new otherwise. */
static int net_open_codes(struct net_table *t, struct net_host *h, struct tt_err *err)
{
	const struct tt_setup *su = session_setup(t->s);
	struct tt_err rerr;	/* an unreadable codes file: new codes */
	char name[WIRE_TABLE_MAX] = "";

	memset(t->code, 0, sizeof t->code);
	net_codes_path(t->save, t->codes, sizeof t->codes);
	if (h->load && net_codes_read(t->codes, name, sizeof name, su, t->code, &rerr) == 0 &&
	    name[0] && !h->name[0])
		tt_strlcpy(h->name, name, sizeof h->name);
	h->first = -1;
	if (h->load && net_load_guarded(t, h, err) < 0)
		return -1;
	for (int i = 0; i < su->nseats; i++) {
		if (!su->seat[i].ai && !su->seat[i].with && !t->code[i][0] &&	/* one code a person */
		    net_code_new(t->code[i], WIRE_CODE_MAX) < 0)
			return tt_errf(err, "no random bytes for the join codes (/dev/urandom)");
		if (!su->seat[i].ai && h->first < 0)
			h->first = i;
		tt_strlcpy(h->code[i], t->code[i], WIRE_CODE_MAX);
	}
	return 0;
}

/* The table's keys in its save: name, owner, who sat where (kept from
 * a reopened save). */
static void net_table_meta(struct net_table *t)
{
	struct session_table m = *session_table(t->s);

	if (strcmp(m.name, t->name) != 0 || m.owner != t->owner) {
		for (int i = 0; i < TT_MAXSEATS; i++)
			m.seat_uid[i] = -1;
	}
	tt_strlcpy(m.name, t->name, sizeof m.name);
	m.owner = t->owner;
	session_set_table(t->s, &m);
}

static int net_open_files(struct net_table *t, struct net_host *h, struct tt_err *err)
{
	char slot[WIRE_TABLE_MAX + 8];

	if (!h->load) {
		snprintf(slot, sizeof slot, "table-%s", t->name);
		if (io_save_path(slot, t->save, sizeof t->save, err) < 0)
			return -1;
		t->lockfd = io_lock_take(t->save, err);
		if (t->lockfd < 0)
			return -1;
		net_codes_path(t->save, t->codes, sizeof t->codes);
	}
	net_table_meta(t);
	if (net_save(t, err) < 0)
		return -1;
	return net_codes_write(t->codes, t->name, session_setup(t->s), t->host, t->code, err);
}

int net_host_open(struct net_host *h, struct net_table **out, struct tt_err *err)
{
	struct net_table *t = calloc(1, sizeof *t);

	*out = NULL;
	if (!t)
		return tt_errf(err, "out of memory");
	t->lfd = -1;
	t->lockfd = -1;
	t->ops = h->ops;
	net_owner(t);
	t->shared = h->shared;
	t->ai_pause_ms = h->ai_pause_ms;
	tt_strlcpy(t->dir, h->dir, sizeof t->dir);
	if (net_open_session(t, h, err) < 0) {
		net_table_free(t, false);
		return -1;
	}
	if (net_open_codes(t, h, err) < 0) {
		net_table_free(t, false);
		return -1;
	}
	t->host = h->first;
	if (h->name[0] && !net_name_ok(h->name)) {
		net_table_free(t, false);
		return tt_errf(err, "a table name is letters, digits, '-' and '_' (got '%s')", h->name);
	}
	if (h->name[0])
		tt_strlcpy(t->name, h->name, sizeof t->name);
	else
		net_default_name(t);
	tt_strlcpy(h->name, t->name, sizeof h->name);
	t->seats = *session_setup(t->s);
	if (net_listen(t, err) < 0 || net_open_files(t, h, err) < 0) {
		net_table_free(t, t->lfd >= 0);
		return -1;
	}
	t->opened = time(NULL);
	h->setup = t->seats;
	*out = t;
	return 0;
}

void net_table_free(struct net_table *t, bool remove_socket)
{
	if (!t)
		return;
	for (int i = 0; i < t->ncl; i++)
		net_client_close(t, t->cl[i]);
	if (t->lfd >= 0) {
		close(t->lfd);
		if (remove_socket)
			unlink(t->sock);
	}
	if (t->lockfd >= 0)
		close(t->lockfd);	/* the lock goes with the last descriptor */
	session_free(t->s);
	if (t->data)
		t->ops->unload(t->data);
	free(t);
}

/* How long poll may sleep: until the AI's move, else a minute (the idle
 * check), never spinning. */
static int net_timeout(struct net_table *t)
{
	long now = net_now_ms(), ms = 60000, greet = net_deadlines(t);

	if (t->ai_due > 0)
		ms = t->ai_due <= now ? 0 : t->ai_due - now;
	if (greet >= 0 && greet < ms)
		ms = greet;
	return (int)ms;
}

static int net_poll(struct net_table *t, struct pollfd *pf)
{
	int n = 0;

	pf[n++] = (struct pollfd){ t->lfd, POLLIN, 0 };
	for (int i = 0; i < t->ncl; i++)
		pf[n++] = (struct pollfd){ t->cl[i]->fd,
					   (short)(POLLIN | (t->cl[i]->q.len > t->cl[i]->qoff ? POLLOUT : 0)), 0 };
	return poll(pf, (nfds_t)n, net_timeout(t));
}

/* Is the table done?  Over and nobody left, idle for a day, or told to. */
static bool net_done(struct net_table *t)
{
	struct tt_result r;

	if (net_sig_term || t->ending)
		return true;
	if (t->ncl > 0) {
		t->idle_since = 0;
		return false;
	}
	session_result(t->s, &r);
	if (r.over)
		return true;
	if (t->idle_since == 0)
		t->idle_since = time(NULL);
	return time(NULL) - t->idle_since > NET_IDLE_MAX;
}

static void net_signals(void)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = net_on_term;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	signal(SIGHUP, SIG_IGN);	/* the host's terminal may go; the table stays */
	signal(SIGPIPE, SIG_IGN);
}

int net_table_run(struct net_table *t)
{
	struct pollfd pf[NET_MAXCLIENTS + 1];
	struct tt_result r;
	struct tt_err err;
	int rc = 0;

	net_signals();
	net_ai_schedule(t);
	while (!net_done(t)) {
		int n = net_poll(t, pf);

		if (n < 0 && errno != EINTR)
			break;
		if (n > 0)
			net_serve(t, pf);
		net_deadlines(t);
		net_reap(t);
		net_ai_step(t);
	}
	if (net_save(t, &err) < 0)
		rc = -1;
	session_result(t->s, &r);
	/* a finished game leaves nothing to rejoin */
	if (r.over)
		unlink(t->codes);
	net_table_free(t, true);
	return rc;
}
