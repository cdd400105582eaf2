/*
 * net_greet.c - connections to a table until they greet: accepting them
 * (the table announces whose it is at once), their deadline, making room,
 * and the greeting itself (a seat with its code, watching, the table's
 * info line, or the host ending the table).
 *
 * Room: a table holds NET_MAXCLIENTS connections.  Watchers are at most
 * NET_MAXWATCH and every seat has one terminal, so a full table always
 * holds connections that have not greeted: the oldest of them is dropped
 * to make room for a new one, and each must greet within NET_GREET_MS.
 * So idle connections never keep a seat's holder (or a watcher) out.
 * Codes are compared in constant time, and only when net_guard allows.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>
#include "net_tab.h"

/* The connection that has waited longest without greeting, or -1. */
static int net_oldest_ungreeted(const struct net_table *t)
{
	int k = -1;

	for (int i = 0; i < t->ncl; i++)
		if (t->cl[i]->seat == NET_SEAT_NONE && !t->cl[i]->dead &&
		    (k < 0 || t->cl[i]->since < t->cl[k]->since))
			k = i;
	return k;
}

/* Room for one more connection: drop the oldest that has not greeted
 * (closed at once, so its slot is free now).  False when there is none. */
static bool net_make_room(struct net_table *t)
{
	int k;

	if (t->ncl < NET_MAXCLIENTS)
		return true;
	k = net_oldest_ungreeted(t);
	if (k < 0)
		return false;
	net_kick(t->cl[k], "the table is full: connections that do not greet make room");
	net_client_close(t, t->cl[k]);
	t->cl[k] = t->cl[--t->ncl];
	return true;
}

void net_accept(struct net_table *t)
{
	for (;;) {
		int fd = accept(t->lfd, NULL, NULL);
		struct wire_out o = { NULL, 0, 0, false };
		struct net_client *c;

		if (fd < 0)
			return;
		fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
		fcntl(fd, F_SETFD, FD_CLOEXEC);
		c = calloc(1, sizeof *c);
		if (!c || !net_make_room(t) || net_peer(fd, &c->uid, &c->pid) < 0) {
			static const char full[] = "bye\tthis table is full\n";

			(void)send(fd, full, sizeof full - 1, MSG_NOSIGNAL | MSG_DONTWAIT);
			free(c);
			close(fd);
			continue;
		}
		c->fd = fd;
		c->seat = NET_SEAT_NONE;
		c->sel = -1;
		c->since = net_now_ms();
		t->cl[t->ncl++] = c;
		wire_announce(&o, t->owner, t->owner_name, t->name, t->ops->id);
		net_enqueue(t, c, &o);
		wire_out_free(&o);
	}
}

long net_deadlines(struct net_table *t)
{
	long now = net_now_ms(), next = -1;

	for (int i = 0; i < t->ncl; i++) {
		struct net_client *c = t->cl[i];
		long left = c->since + NET_GREET_MS - now;

		if (c->dead || c->seat != NET_SEAT_NONE)
			continue;
		if (left <= 0)
			net_kick(c, "greet the table within 5 seconds");
		else if (next < 0 || left < next)
			next = left;
	}
	return next;
}

static const char *net_who(const struct net_table *t, int seat)
{
	return seat >= 0 ? t->seats.seat[seat].name : "a watcher";
}

void net_tell_seats(struct net_table *t, const char *text)
{
	for (int i = 0; i < t->ncl; i++)
		if (t->cl[i]->seat >= 0)
			net_tell(t, t->cl[i], WIRE_LOG_MSG, text);
}

/* The save records the account that sat at seat (a replay shows the
 * seat's secrets to that account only). */
static void net_seat_uid(struct net_table *t, int seat, long uid)
{
	struct session_table m = *session_table(t->s);
	struct tt_err err;

	if (seat < 0 || m.seat_uid[seat] == uid)
		return;
	m.seat_uid[seat] = uid;
	session_set_table(t->s, &m);
	if (net_save(t, &err) < 0)
		net_say_all(t, "error: the table could not save who sits where");
}

/* An older terminal on the seat is replaced (its link may have dropped
 * without our noticing). */
void net_admit(struct net_table *t, struct net_client *c, int seat)
{
	struct wire_out o = { NULL, 0, 0, false };
	char msg[120];

	for (int i = 0; seat >= 0 && i < t->ncl; i++)
		if (t->cl[i] != c && t->cl[i]->seat == seat)
			net_kick(t->cl[i], "another terminal took this seat with its code");
	c->seat = seat;
	net_seat_uid(t, seat, c->uid);
	wire_welcome(&o, seat, t->name, t->ops->id);
	for (int i = 0; i < t->nrecent; i++)
		wire_log(&o, WIRE_LOG_MSG, t->recent[i]);
	net_enqueue(t, c, &o);
	wire_out_free(&o);
	snprintf(msg, sizeof msg, "%s %s the table.", net_who(t, seat),
		 seat >= 0 ? "sits down at" : "is watching");
	net_say_all(t, msg);
	net_frames(t);
}

static void net_info(struct net_table *t, struct net_client *c)
{
	struct wire_out o = { NULL, 0, 0, false };
	bool on[TT_MAXSEATS];
	char text[300];
	int watchers = 0;

	net_online(t, on);
	for (int i = 0; i < t->ncl; i++)
		watchers += t->cl[i]->seat == -1;
	net_info_make(text, sizeof text, t->ops->id, (long)(time(NULL) - t->opened), &t->seats,
		      on, watchers);
	wire_info(&o, text);
	if (o.p && send(c->fd, o.p, o.len, MSG_NOSIGNAL | MSG_DONTWAIT) < 0)
		c->dead = true;
	wire_out_free(&o);
	c->dead = true;
}

/* Tell the seats that codes are being guessed (c sent the last). */
static void net_burst(struct net_table *t, const struct net_client *c)
{
	char msg[200];

	snprintf(msg, sizeof msg, "Warning: %d wrong join codes within a minute, the last from uid "
		 "%ld: someone may be guessing. The table slows them down; your codes still work.",
		 NET_BURST, c->uid);
	net_tell_seats(t, msg);
}

/* The seat r names when its code is right; -1 (c kicked) when not. */
static int net_check_code(struct net_table *t, struct net_client *c, const struct wire_req *r)
{
	long now = net_now_ms(), wait = net_guard_wait(&t->guard, c->uid, now);
	char msg[200];
	int seat;

	if (wait > 0) {
		if (net_guard_refused(&t->guard, now))
			net_burst(t, c);
		snprintf(msg, sizeof msg, "too many wrong codes from your account: the table compares "
			 "your next code in %ld s", (wait + 999) / 1000);
		net_kick(c, msg);
		return -1;
	}
	net_guard_checked(&t->guard, c->uid, now);
	for (seat = 0; seat < t->seats.nseats; seat++)
		if (strcmp(t->seats.seat[seat].name, r->seat) == 0)
			break;
	if (seat < t->seats.nseats && t->code[seat][0] && wire_code_equal(r->code, t->code[seat]) &&
	    (r->kind == WIRE_JOIN || seat == t->host)) {
		net_guard_ok(&t->guard, c->uid, now);
		return seat;
	}
	if (net_guard_fail(&t->guard, c->uid, now))
		net_burst(t, c);
	net_kick(c, "wrong seat or code");
	return -1;
}

/* The host ends the table: everybody is told, the game stays saved. */
static void net_table_end(struct net_table *t)
{
	char msg[200];

	snprintf(msg, sizeof msg, "The host ended table %s; the game is saved (tabletty host "
		 "--load table-%s reopens it).", t->name, t->name);
	for (int i = 0; i < t->ncl; i++)
		net_kick(t->cl[i], msg);
	t->ending = true;
}

void net_greeting(struct net_table *t, struct net_client *c, const struct wire_req *r)
{
	char msg[160];
	int seat = -1, watchers = 0;

	if (r->version != WIRE_VERSION) {
		snprintf(msg, sizeof msg, "this table speaks protocol %d, your tabletty %d: use the "
			 "same tabletty as the host", WIRE_VERSION, r->version);
		net_kick(c, msg);
		return;
	}
	if (r->kind == WIRE_INFO) {
		net_info(t, c);
		return;
	}
	if (r->kind == WIRE_WATCH) {
		for (int i = 0; i < t->ncl; i++)
			watchers += t->cl[i]->seat == -1 && !t->cl[i]->dead;
		if (watchers >= NET_MAXWATCH) {
			net_kick(c, "this table has as many watchers as it takes");
			return;
		}
	}
	if (r->kind == WIRE_JOIN || r->kind == WIRE_END) {
		seat = net_check_code(t, c, r);
		if (seat < 0)
			return;
	}
	if (r->kind == WIRE_END)
		net_table_end(t);
	else
		net_admit(t, c, seat);
}
