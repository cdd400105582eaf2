/*
 * net_serve.c - the terminals at a table: accepting and greeting them,
 * cutting their input into lines, queueing their output, and sending each
 * its own seat's screen after every change.
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


/* Say why and drop: one try to send the reason, never a wait. */
void net_kick(struct net_client *c, const char *why)
{
	struct wire_out o = { NULL, 0, 0, false };

	if (c->dead)
		return;
	wire_bye(&o, why);
	if (o.p && send(c->fd, o.p, o.len, MSG_NOSIGNAL | MSG_DONTWAIT) < 0)
		c->dead = true;
	wire_out_free(&o);
	c->dead = true;
}

void net_client_close(struct net_table *t, struct net_client *c)
{
	(void)t;
	close(c->fd);
	wire_out_free(&c->q);
	free(c);
}

void net_online(const struct net_table *t, bool *on)
{
	memset(on, 0, sizeof(bool) * TT_MAXSEATS);
	for (int i = 0; i < t->ncl; i++)
		if (!t->cl[i]->dead && t->cl[i]->seat >= 0)
			on[t->cl[i]->seat] = true;
}

static void net_undo_text(struct net_table *t, int seat, char *buf, size_t cap)
{
	table_undo_text(t->s, seat, buf, cap);
}

/* Send c its seat's screen (the changes since its last frame). */
static void net_frame(struct net_table *t, struct net_client *c)
{
	struct wire_out o = { NULL, 0, 0, false };
	struct tt_result r;
	struct wire_frame f;
	bool on[TT_MAXSEATS];
	char undo[100];
	int seat = c->seat;

	if (c->dead || seat == NET_SEAT_NONE)
		return;
	table_prompt(t->s, seat, &t->prompt);
	session_view(t->s, seat,	/* the seat's own view (an open game may still keep a
				 * seat's panel, as POWERUP's BUGMISTRESS's hand) */
		     seat >= 0 && t->prompt.seat == seat ? c->sel : -1, c->overview, &t->view);
	session_result(t->s, &r);
	net_online(t, on);
	net_undo_text(t, seat, undo, sizeof undo);
	f.setup = &t->seats;
	f.online = on;
	f.prompt = &t->prompt;
	f.view = &t->view;
	f.undo = undo;
	f.result = &r;
	f.moves = session_nhist(t->s);
	wire_frame_put(&o, &c->sent, &f);
	net_enqueue(t, c, &o);
	wire_out_free(&o);
}

void net_frames(struct net_table *t)
{
	for (int i = 0; i < t->ncl; i++)
		net_frame(t, t->cl[i]);
}

void net_enqueue(struct net_table *t, struct net_client *c, const struct wire_out *o)
{
	(void)t;
	if (c->dead || !o->p)
		return;
	if (o->oom || c->q.len - c->qoff + o->len > NET_QUEUE_MAX) {
		net_kick(c, "your terminal stopped reading: dropped from the table");
		return;
	}
	wire_out_put(&c->q, o->p, o->len);
}

void net_tell(struct net_table *t, struct net_client *c, int kind, const char *text)
{
	struct wire_out o = { NULL, 0, 0, false };

	wire_log(&o, kind, text);
	net_enqueue(t, c, &o);
	wire_out_free(&o);
}

/* A line for every log (kept for terminals that join later). */
void net_say_all(struct net_table *t, const char *text)
{
	if (!*text)
		return;
	if (t->nrecent == NET_RECENT) {
		memmove(t->recent[0], t->recent[1], sizeof t->recent[0] * (NET_RECENT - 1));
		t->nrecent--;
	}
	tt_strlcpy(t->recent[t->nrecent++], text, WIRE_TEXT_MAX);
	for (int i = 0; i < t->ncl; i++)
		if (t->cl[i]->seat != NET_SEAT_NONE)
			net_tell(t, t->cl[i], WIRE_LOG_MSG, text);
}

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

long net_now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}
