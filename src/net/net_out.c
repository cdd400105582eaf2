/*
 * net_out.c - what a table sends its terminals: each seat's screen after
 * every change (only what changed since that terminal's last frame), log
 * lines to one terminal or to all, and the reason a terminal is dropped.
 * Below the greeting, the commands and the server loop, which all send
 * through it.
 */
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
void net_frame(struct net_table *t, struct net_client *c)
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

long net_now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}
