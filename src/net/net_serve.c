/*
 * net_serve.c - the terminals at a table: the poll loop's round, cutting
 * each terminal's input into lines, sending what its queue holds, and
 * dropping the dead (what is sent: net_out.c).
 *
 * A terminal is admitted to a seat only with that seat's code (net_greet.c:
 * accepting, deadlines, the limits on wrong codes); it then speaks only
 * for that seat: the session itself refuses "@other" lines, and watchers
 * send no game commands at all.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>
#include "net_tab.h"
#include "table.h"

static void net_request(struct net_table *t, struct net_client *c, const char *line, size_t len)
{
	struct wire_req r;
	struct tt_err err;
	char msg[TT_ERR_MAX + 40];

	if (wire_req_parse(line, len, &r, &err) < 0) {
		snprintf(msg, sizeof msg, "not understood: %s", err.msg);
		net_kick(c, msg);
		return;
	}
	if (r.kind == WIRE_BYE) {
		c->dead = true;
	} else if (c->seat == NET_SEAT_NONE) {
		if (r.kind == WIRE_JOIN || r.kind == WIRE_WATCH || r.kind == WIRE_INFO ||
		    r.kind == WIRE_END)
			net_greeting(t, c, &r);
		else
			net_kick(c, "greet the table first: tabletty VERSION join SEAT CODE|watch|info");
	} else if (r.kind == WIRE_LOOK) {
		c->sel = r.sel;
		c->overview = r.overview;
		net_frame(t, c);
	} else if (r.kind == WIRE_CMD) {
		net_command(t, c, r.line);
	} else {
		net_kick(c, "you already sit at this table");
	}
}

/* Read what c sent and act on each complete line. */
static void net_read(struct net_table *t, struct net_client *c)
{
	ssize_t n = recv(c->fd, c->in + c->inlen, sizeof c->in - 1 - c->inlen, 0);
	char *nl;

	if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR))
		return;
	if (n <= 0) {
		c->dead = true;
		return;
	}
	c->inlen += (size_t)n;
	while (!c->dead && (nl = memchr(c->in, '\n', c->inlen))) {
		size_t len = (size_t)(nl - c->in);

		net_request(t, c, c->in, len);
		memmove(c->in, nl + 1, c->inlen - len - 1);
		c->inlen -= len + 1;
	}
	if (!c->dead && c->inlen > WIRE_LINE_MAX)
		net_kick(c, "line too long: the table takes lines of at most 4096 bytes");
}

/* Send what c's queue holds; what was sent leaves the queue (a client
 * that reads slowly but steadily never makes it grow). */
static void net_write(struct net_client *c)
{
	if (!c->dead && net_queue_send(c->fd, &c->q, &c->qoff, MSG_DONTWAIT) < 0)
		c->dead = true;
}

/* Drop the dead; tell the table when a seat's terminal left. */
void net_reap(struct net_table *t)
{
	bool left = false;
	char msg[120];

	for (int i = 0; i < t->ncl; i++) {
		struct net_client *c = t->cl[i];

		if (!c->dead)
			continue;
		if (c->seat >= 0) {
			snprintf(msg, sizeof msg, "%s left the table (the seat waits).",
				 t->seats.seat[c->seat].name);
			left = true;
		}
		net_client_close(t, c);
		t->cl[i--] = t->cl[--t->ncl];
		if (left) {
			net_say_all(t, msg);
			left = false;
			net_frames(t);
		}
	}
}

void net_serve(struct net_table *t, struct pollfd *pf)
{
	int n = t->ncl;

	/* the clients polled are the first n; accepted ones wait a round */
	for (int i = 0; i < n; i++) {
		struct net_client *c = t->cl[i];

		if (pf[i + 1].revents & (POLLIN | POLLHUP | POLLERR))
			net_read(t, c);
		if (pf[i + 1].revents & POLLNVAL)
			c->dead = true;
	}
	if (pf[0].revents & POLLIN)
		net_accept(t);
	for (int i = 0; i < t->ncl; i++)
		net_write(t->cl[i]);
	net_reap(t);
}
