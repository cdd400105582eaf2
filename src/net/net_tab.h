/*
 * net_tab.h - the table process's own structures (net_table.c: opening
 * and the loop; net_serve.c: a round of it; net_greet.c: connections until
 * they greet; net_cmd.c: their commands; net_out.c: what they are sent;
 * net_store.c: the save).
 */
#ifndef NET_TAB_H
#define NET_TAB_H

#include <poll.h>
#include "net_guard.h"
#include "net_int.h"

#define NET_IDLE_MAX (24 * 3600)	/* seconds with nobody at an unfinished table */
#define NET_RECENT 12			/* log lines a (re)joining terminal is sent */
#define NET_SEAT_NONE (-2)		/* a terminal that has not greeted yet */
#define NET_GREET_MS 5000		/* how long a connection may take to greet */
#define NET_MAXWATCH (NET_MAXCLIENTS - TT_MAXSEATS - 16)	/* watchers at once */

struct net_client {
	int fd;
	int seat;			/* index, -1 watching, NET_SEAT_NONE */
	char in[WIRE_LINE_MAX + 2];	/* an incomplete line */
	size_t inlen;
	struct wire_out q;		/* waiting to be sent */
	size_t qoff;
	struct wire_sent sent;
	int sel;			/* how it looks at the board */
	bool overview;
	bool dead;			/* close at the end of this round */
	long uid, pid;			/* its account and process (SO_PEERCRED) */
	long since;			/* monotonic ms it connected */
};

struct net_table {
	const struct engine_ops *ops;
	void *data;
	struct session *s;
	struct tt_setup seats;		/* seat[i].ai: the AI plays it now */
	char code[TT_MAXSEATS][WIRE_CODE_MAX];
	char name[WIRE_TABLE_MAX];
	char dir[IO_PATH_MAX], sock[IO_PATH_MAX], save[IO_PATH_MAX], codes[IO_PATH_MAX];
	bool shared;
	int lfd;
	int lockfd;			/* the save's lock, held while the table lives */
	long owner;			/* the account the table runs as */
	char owner_name[32];
	struct net_guard guard;		/* wrong join codes */
	bool ending;			/* the host asked it to end */
	struct net_client *cl[NET_MAXCLIENTS];
	int ncl;
	int ai_pause_ms;
	int host;			/* the host's seat (sees the codes), -1 none */
	long ai_due;			/* monotonic ms of the next AI move, 0 none */
	bool ai_stuck;
	time_t opened, idle_since;
	char recent[NET_RECENT][WIRE_TEXT_MAX];	/* the last public log lines */
	int nrecent;
	/* scratch */
	struct tt_out out;
	struct tt_prompt prompt;
	struct tt_view view;
};

/* net_greet.c: connections until they greeted */
void net_accept(struct net_table *t);
void net_greeting(struct net_table *t, struct net_client *c, const struct wire_req *r);
/* Drop connections that did not greet in time; the ms until the next
 * deadline (-1: none). */
long net_deadlines(struct net_table *t);
/* Admit c to seat (-1 watching). */
void net_admit(struct net_table *t, struct net_client *c, int seat);
/* Say why and drop c. */
void net_kick(struct net_client *c, const char *why);
/* A line for every seat's terminal (not the watchers). */
void net_tell_seats(struct net_table *t, const char *text);

/* net_store.c: the save after each move (read back before it replaces the
 * file), the one way a table writes its game. */
int net_save(struct net_table *t, struct tt_err *err);

/* net_serve.c: a round of the poll loop (pf[0] the listener, then the
 * clients); closes the connections marked dead (telling the table of a
 * seat's). */
void net_serve(struct net_table *t, struct pollfd *pf);
void net_reap(struct net_table *t);

/* net_out.c: what the terminals are sent */
long net_now_ms(void);
void net_enqueue(struct net_table *t, struct net_client *c, const struct wire_out *o);
/* Per seat: a terminal is connected. */
void net_online(const struct net_table *t, bool *on);
void net_client_close(struct net_table *t, struct net_client *c);
/* A public log line (every terminal; kept for those joining later). */
void net_say_all(struct net_table *t, const char *text);
/* A line for c alone (enum wire_log_kind). */
void net_tell(struct net_table *t, struct net_client *c, int kind, const char *text);
/* c its seat's screen (what changed since its last frame); net_frames: to
 * every terminal. */
void net_frame(struct net_table *t, struct net_client *c);
void net_frames(struct net_table *t);

/* net_cmd.c */
/* A command line from c's terminal. */
void net_command(struct net_table *t, struct net_client *c, const char *line);
/* Plan the next AI move (if an AI seat must decide), or make it when due. */
void net_ai_schedule(struct net_table *t);
void net_ai_step(struct net_table *t);

#endif
