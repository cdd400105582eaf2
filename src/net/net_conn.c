/*
 * net_conn.c - a terminal's connection to a table: connect and greet,
 * queue requests, read the table's lines into a struct wire_screen.
 *
 * The socket is non-blocking once greeted: the screen waits for keys and
 * for the socket together (ui_key) and never blocks on the table.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>
#include "net_int.h"

#define NET_WELCOME_MS 10000	/* how long a greeting may take */

static int net_dial(const char *path, struct tt_err *err)
{
	struct sockaddr_un sa;
	int fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);

	if (fd < 0)
		return tt_errf(err, "socket: %s", strerror(errno));
	memset(&sa, 0, sizeof sa);
	sa.sun_family = AF_UNIX;
	tt_strlcpy(sa.sun_path, path, sizeof sa.sun_path);
	if (connect(fd, (struct sockaddr *)&sa, sizeof sa) < 0) {
		int e = errno;

		close(fd);
		return tt_errf(err, "%s", e == ENOENT || e == ECONNREFUSED
			       ? "no such table is open" : strerror(e));
	}
	return fd;
}

/* Pump c until done(c) or the link is gone, at most NET_WELCOME_MS. */
static void net_wait(struct net_conn *c, bool (*done)(const struct net_conn *), net_log_fn *log,
		     void *ctx)
{
	int waited = 0;

	while (!done(c) && !c->gone && waited < NET_WELCOME_MS) {
		struct pollfd p = { c->fd, POLLIN | (c->q.len > c->qoff ? POLLOUT : 0), 0 };

		net_flush(c);
		if (poll(&p, 1, 200) == 0)
			waited += 200;
		else if (net_pump(c, log, ctx) < 0)
			break;
	}
}

static bool net_announced(const struct net_conn *c)
{
	return c->ws.announced;
}

static bool net_welcomed(const struct net_conn *c)
{
	return c->ws.welcomed;
}

int net_open(struct net_conn *c, const char *dir, const char *name, struct tt_err *err)
{
	char path[IO_PATH_MAX];
	struct tt_err why;

	memset(c, 0, sizeof *c);
	c->fd = -1;
	c->look_sel = -1;
	c->ws.me = -1;
	if (!net_name_ok(name))
		return tt_errf(err, "'%s' is not a table name", name);
	if (net_sock_path(dir, name, path, sizeof path, err) < 0)
		return -1;
	c->fd = net_dial(path, &why);
	if (c->fd < 0)	/* (the message is copied: vsnprintf into its own argument is undefined) */
		return tt_errf(err, "table %s: %s", name, why.msg);
	fcntl(c->fd, F_SETFL, fcntl(c->fd, F_GETFL) | O_NONBLOCK);
	/* the table speaks first: whose it is */
	net_wait(c, net_announced, NULL, NULL);
	if (!c->ws.announced)
		return tt_errf(err, "table %s: %s", name, c->why[0] ? c->why
			       : "it does not say whose it is (a tabletty older than this one?)");
	if (net_peer(c->fd, &c->peer_uid, &c->peer_pid) < 0)
		return tt_errf(err, "table %s: cannot tell who runs it", name);
	/* a socket bound by somebody else in a shared directory: its
	 * listener is not the account the table names */
	if (c->peer_uid != c->ws.owner)
		return tt_errf(err, "table %s is not what it says: it claims to be %s's (uid %ld) but "
			       "uid %ld opened it; nothing was sent to it", name, c->ws.owner_name,
			       c->ws.owner, c->peer_uid);
	return 0;
}

int net_greet(struct net_conn *c, const char *seat, const char *code, net_log_fn *log,
	      void *ctx, struct tt_err *err)
{
	const char *name = c->ws.table;

	if (seat)
		wire_hello(&c->q, "join", seat, code);
	else
		wire_hello(&c->q, code, NULL, NULL);	/* "watch", "info" or "end" */
	net_wait(c, net_welcomed, log, ctx);
	if (c->gone && !c->ws.welcomed)
		return strcmp(code, "info") == 0 && c->why[0] ? 0
		       : tt_errf(err, "table %s: %s", name, c->why[0] ? c->why : "closed");
	if (!c->ws.welcomed)
		return tt_errf(err, "table %s does not answer", name);
	return 0;
}

int net_connect(struct net_conn *c, const char *dir, const char *name, const char *seat,
		const char *code, net_log_fn *log, void *ctx, struct tt_err *err)
{
	if (net_open(c, dir, name, err) < 0)
		return -1;
	return net_greet(c, seat, code, log, ctx, err);
}

void net_close(struct net_conn *c)
{
	if (c->fd >= 0) {
		if (!c->gone) {
			c->q.len = c->qoff = 0;
			wire_out_put(&c->q, "bye\n", 4);
			net_flush(c);
		}
		close(c->fd);
	}
	c->fd = -1;
	wire_out_free(&c->q);
}

void net_send(struct net_conn *c, const char *line)
{
	wire_cmd(&c->q, line);
	net_flush(c);
}

void net_look(struct net_conn *c, int sel, bool overview)
{
	if (sel == c->look_sel && overview == c->look_overview)
		return;
	c->look_sel = sel;
	c->look_overview = overview;
	wire_look(&c->q, sel, overview);
	c->looks_owed++;
	net_flush(c);
}

bool net_look_owed(const struct net_conn *c)
{
	return c->looks_owed > 0 && !c->gone;
}

int net_queue_send(int fd, struct wire_out *q, size_t *qoff, int flags)
{
	int rc = 0;

	while (*qoff < q->len) {
		ssize_t n = send(fd, q->p + *qoff, q->len - *qoff, MSG_NOSIGNAL | flags);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0) {
			rc = n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) ? 0 : -1;
			break;
		}
		*qoff += (size_t)n;
	}
	if (*qoff > 0) {
		memmove(q->p, q->p + *qoff, q->len - *qoff);
		q->len -= *qoff;
		*qoff = 0;
	}
	return rc;
}

void net_flush(struct net_conn *c)
{
	if (c->fd < 0 || c->gone)
		return;
	if (net_queue_send(c->fd, &c->q, &c->qoff, 0) < 0) {
		c->gone = true;
		snprintf(c->why, sizeof c->why, "the link to the table broke");
	}
}

/* Handle one complete line; frames counted in *frames. */
static void net_line(struct net_conn *c, size_t len, int *frames,
		     net_log_fn *log, void *ctx)
{
	char text[WIRE_TEXT_MAX];
	struct tt_err err;
	int kind = 0;
	int ev = wire_screen_read(&c->ws, c->in, len, text, sizeof text, &kind, &err);

	if (ev < 0) {
		c->gone = true;
		snprintf(c->why, sizeof c->why, "the table sent something this tabletty does "
			 "not understand (%.200s)", err.msg);
	} else if (ev == WIRE_EV_FRAME) {
		(*frames)++;
		if (c->looks_owed > 0)
			c->looks_owed--;
	} else if (ev == WIRE_EV_LOG && log) {
		log(ctx, kind, text);
	} else if (ev == WIRE_EV_BYE || ev == WIRE_EV_INFO) {
		c->gone = true;
		tt_strlcpy(c->why, text, sizeof c->why);
	}
}

/* Split c->in into lines; false when a line is too long. */
static bool net_lines(struct net_conn *c, int *frames,
		      net_log_fn *log, void *ctx)
{
	char *nl;

	while (!c->gone && (nl = memchr(c->in, '\n', c->inlen))) {
		size_t len = (size_t)(nl - c->in);

		net_line(c, len, frames, log, ctx);
		memmove(c->in, nl + 1, c->inlen - len - 1);
		c->inlen -= len + 1;
	}
	return c->inlen <= WIRE_LINE_MAX;
}

int net_pump(struct net_conn *c, net_log_fn *log, void *ctx)
{
	int frames = 0;

	while (!c->gone) {
		ssize_t n = recv(c->fd, c->in + c->inlen, sizeof c->in - c->inlen, 0);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
			break;
		if (n <= 0) {
			c->gone = true;
			if (!c->why[0])
				snprintf(c->why, sizeof c->why, "the table closed the connection");
			break;
		}
		c->inlen += (size_t)n;
		if (!net_lines(c, &frames, log, ctx)) {
			c->gone = true;
			snprintf(c->why, sizeof c->why, "the table sent a line too long");
		}
	}
	return c->gone ? -1 : frames;
}

int net_end(const char *dir, const char *name, const char *seat, const char *code,
	    struct tt_err *err)
{
	struct net_conn *c = calloc(1, sizeof *c);
	int rc = -1;

	if (!c)
		return tt_errf(err, "out of memory");
	if (net_open(c, dir, name, err) == 0) {
		wire_hello(&c->q, "end", seat, code);
		net_wait(c, net_welcomed, NULL, NULL);	/* no welcome comes: its bye */
		if (c->gone && strstr(c->why, "ended"))
			rc = 0;
		else
			tt_errf(err, "table %s: %s", name, c->why[0] ? c->why : "it did not end");
	}
	net_close(c);
	free(c);
	return rc;
}
