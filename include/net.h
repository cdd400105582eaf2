/*
 * net.h - tables across terminals: the tables directory, the process that
 * owns a table, and a terminal's connection to it.
 *
 * A table is a Unix-domain socket NAME.sock in the tables directory (per
 * user: $XDG_RUNTIME_DIR/tabletty, else /tmp/tabletty-UID, else when that
 * is squatted STATE/tables; or a shared, group-owned directory named in
 * the settings file).  The table announces its owner first; a terminal
 * checks it against the socket's listener (SO_PEERCRED) before it sends
 * a code.  While it runs, the table holds the lock of its save (io.h).  One process owns a
 * table: it runs the session exactly as a local game does (engine,
 * history, AI seats, a save after every accepted command) and sends every
 * connected terminal its own seat's screen (wire.h).  Terminals only send
 * command lines for their own seat.
 */
#ifndef NET_H
#define NET_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>
#include "io.h"
#include "session.h"
#include "wire.h"

#define NET_MAXCLIENTS 64		/* terminals at one table */
#define NET_QUEUE_MAX (512 * 1024)	/* bytes waiting for a client that does not read */
#define NET_MAXTABLES 64		/* tables a listing shows */

/* The tables directory: dir from the settings file when not empty (it must
 * exist; shared set-up), else the per-user one (created 0700, refused when
 * another user owns it or others may write it).  When /tmp/tabletty-UID
 * is taken by somebody else, STATE/tables is used instead and note (when
 * not NULL) says why and what to do.  0 or -1 with err. */
int net_dir(const char *setting, char *out, size_t cap, char *note, size_t notecap,
	    struct tt_err *err);

/* Table names: letters, digits, '-', '_', at most WIRE_TABLE_MAX - 1. */
bool net_name_ok(const char *name);

/* One open table as a listing shows it. */
struct net_entry {
	char name[WIRE_TABLE_MAX];
	char info[200];		/* "megapulse  free: red blue  open 5 min" */
	char free_seats[TT_MAXSEATS][TT_NAME_MAX];
	int nfree;
	long owner;		/* the account it runs as (checked: SO_PEERCRED) */
	char owner_name[32];
};

/* Ask every table in dir for its description; returns how many answered
 * (at most cap).  Dead sockets are skipped. */
int net_list(const char *dir, struct net_entry *out, int cap);

/* What `tabletty host` opens. */
struct net_host {
	const struct engine_ops *ops;
	struct tt_setup setup;		/* a new game; or */
	const char *load;		/* a save to reopen (slot or path), or NULL */
	const char *host_code;		/* in restricted mode, reopening takes the host's code */
	char name[WIRE_TABLE_MAX];	/* "" = GAME-N, the first free */
	char dir[IO_PATH_MAX];		/* tables directory */
	bool shared;			/* the directory is the shared one */
	int ai_pause_ms;
	/* filled by net_host_open */
	char code[TT_MAXSEATS][WIRE_CODE_MAX];	/* "" for AI seats */
	int first;			/* the host's seat: first human, -1 none */
	/* and setup holds the table's seats (also when loaded) */
};

struct net_table;

/* Create the table (session, codes, socket, first save) in this process:
 * errors are reported here, before the table goes to the background. */
int net_host_open(struct net_host *h, struct net_table **out, struct tt_err *err);
/* Serve the table until it ends (game over and nobody left, idle for a
 * day, or SIGTERM).  Frees t.  Returns 0, or -1 if it failed. */
int net_table_run(struct net_table *t);
/* The host's seat and code of table name, from its codes file in this
 * account's state directory.  0, or -1 with err. */
int net_host_code(const char *name, char *seat, size_t seatcap, char *code, size_t codecap,
		  struct tt_err *err);
/* End table name in dir as its host (seat and code): the table saves,
 * tells its terminals and stops.  0, or -1 with err. */
int net_end(const char *dir, const char *name, const char *seat, const char *code,
	    struct tt_err *err);

/* Free an opened table without serving it (the parent after fork). */
void net_table_free(struct net_table *t, bool remove_socket);

/* ---- a terminal's connection ---- */

struct net_conn {
	int fd;
	struct wire_screen ws;
	struct wire_out q;		/* to send */
	size_t qoff;
	char in[WIRE_LINE_MAX + 2];
	size_t inlen;
	bool gone;			/* the table closed or broke the link */
	char why[WIRE_TEXT_MAX];	/* its last word */
	int look_sel;
	bool look_overview;
	int looks_owed;			/* looks sent that no frame has answered yet */
	long peer_uid, peer_pid;	/* who listens on the socket (SO_PEERCRED) */
};

/* Send what q holds from *qoff until it is all sent, the socket would
 * block, or the link breaks (send flags: MSG_NOSIGNAL and these); what was
 * sent leaves the queue.  0, or -1 when the link broke. */
int net_queue_send(int fd, struct wire_out *q, size_t *qoff, int flags);

/* A log line from the table (kind: enum wire_log_kind). */
typedef void net_log_fn(void *ctx, int kind, const char *text);
/* Connect to table name in dir and greet it: "join SEAT CODE", or with
 * seat NULL code is "watch" or "info".  Waits (bounded) for the welcome
 * (for info: the answer, in why); the log lines that come with it (the
 * table's last lines) go to log(ctx, ...) when log is not NULL.  0 or -1
 * with err. */
int net_connect(struct net_conn *c, const char *dir, const char *name, const char *seat,
		const char *code, net_log_fn *log, void *ctx, struct tt_err *err);
/* The two halves of net_connect: open the socket and read the table's
 * announcement, refused unless the socket's listener (SO_PEERCRED) is the
 * account the table names (the owner is then in c->ws.owner and
 * owner_name, before anything is sent); then greet it.  0 or -1. */
int net_open(struct net_conn *c, const char *dir, const char *name, struct tt_err *err);
int net_greet(struct net_conn *c, const char *seat, const char *code, net_log_fn *log,
	      void *ctx, struct tt_err *err);
/* The uid and pid of the process at the other end of a Unix socket. */
int net_peer(int fd, long *uid, long *pid);
void net_close(struct net_conn *c);
/* Queue a command line, or how this terminal looks at the board. */
void net_send(struct net_conn *c, const char *line);
void net_look(struct net_conn *c, int sel, bool overview);
/* Is the answer to a look still on its way?  The table answers each look
 * with one frame, so a screen drawn before it comes would be drawn again
 * at once (two writes, two packets, for one key).  A frame the table sent
 * before it read the look counts as the answer too: that screen is then
 * drawn twice, as before.  False once the link is gone. */
bool net_look_owed(const struct net_conn *c);
/* Send what is queued without blocking. */
void net_flush(struct net_conn *c);

/* Read what the table sent.  For each log line calls log(ctx, kind, text)
 * (enum wire_log_kind); returns how many frames completed, or -1 when the
 * link is gone (why set). */
int net_pump(struct net_conn *c, net_log_fn *log, void *ctx);

#endif
