/*
 * wire.h - the table protocol: what a terminal at a table and the process
 * that owns the table say to each other over a Unix-domain socket.
 *
 * Lines of printable UTF-8 ending in '\n', at most WIRE_LINE_MAX bytes;
 * a word, then fields.  Text fields escape '\\', tab and newline as "\\\\",
 * "\\t" and "\\n".  The client opens with "tabletty VERSION join|watch|
 * info ...", then sends command lines ("cmd LINE") and how it looks at
 * the board ("look SEL OVERVIEW").  Before any of that the table
 * announces itself: "table VERSION OWNER\tUSER\tNAME\tGAME" (the uid and
 * login of the account it runs as), so that a terminal can check the
 * socket's listener against it before it sends a code.  The table sends its seat's screen as
 * changes: the prompt with its options, the view's canvases row by row
 * (only rows that changed since the last frame), the undo figure, the
 * log lines, and "frame" when a consistent screen is complete.
 * tabletty(5) documents every line.  Pure: no I/O; the encoder appends to
 * a growable buffer, the decoders validate everything they read.
 */
#ifndef WIRE_H
#define WIRE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include "engine.h"

#define WIRE_VERSION 2
#define WIRE_LINE_MAX 4096	/* bytes in a line, newline excluded */
#define WIRE_CODE_MAX 16	/* a join code */
#define WIRE_TABLE_MAX 40	/* a table name */
#define WIRE_TEXT_MAX 1024	/* a log line or a say */

/* What a client asks. */
enum wire_req_kind { WIRE_JOIN, WIRE_WATCH, WIRE_INFO, WIRE_CMD, WIRE_LOOK, WIRE_BYE, WIRE_END };

struct wire_req {
	int kind;			/* enum wire_req_kind */
	int version;			/* of a join, watch or info */
	char seat[TT_NAME_MAX];		/* WIRE_JOIN, WIRE_END (the host's seat) */
	char code[WIRE_CODE_MAX];	/* WIRE_JOIN, WIRE_END */
	char line[CMD_MAXLINE];		/* WIRE_CMD */
	int sel;			/* WIRE_LOOK: highlighted option, -1 none */
	bool overview;			/* WIRE_LOOK */
};

/* Printable bytes and tab only, no NUL, in len bytes of s. */
bool wire_clean(const char *s, size_t len);

/* Parse one line from a client (without its newline; len bytes, may hold
 * NULs).  0, or -1 with err saying what was wrong. */
int wire_req_parse(const char *line, size_t len, struct wire_req *r, struct tt_err *err);

/* A growable output buffer.  On allocation failure it stops growing and
 * sets oom (the caller drops the connection). */
struct wire_out {
	char *p;
	size_t len, cap;
	bool oom;
};
void wire_out_free(struct wire_out *o);
void wire_out_put(struct wire_out *o, const char *s, size_t n);
void wire_outf(struct wire_out *o, const char *fmt, ...) TT_PRINTF(2, 3);
/* Append text escaped (control bytes other than tab and newline dropped). */
void wire_out_esc(struct wire_out *o, const char *s);

/* Client requests. */
void wire_hello(struct wire_out *o, const char *what, const char *seat, const char *code);
void wire_cmd(struct wire_out *o, const char *line);
void wire_look(struct wire_out *o, int sel, bool overview);

/* What a client has been sent, so that a frame carries only changes.
 * Zeroed = nothing sent yet (the next frame is whole). */
struct wire_sent {
	bool started;
	uint64_t row[2][CANVAS_H];
	int w[2], h[2];
	uint64_t prompt, undo, result, title, seats, marks, preview;
	int focus_x, focus_y, moves;
};

/* One seat's screen as the table sends it. */
struct wire_frame {
	const struct tt_setup *setup;	/* seat[i].ai: the AI plays it now */
	const bool *online;		/* per seat: a terminal is connected */
	const struct tt_prompt *prompt;
	const struct tt_view *view;
	const char *undo;
	const struct tt_result *result;
	int moves;
};

/* Append to o the lines that bring a client from sent to f, then
 * "frame"; sent is updated. */
void wire_frame_put(struct wire_out *o, struct wire_sent *sent, const struct wire_frame *f);
/* Kinds of log line: a message for everybody's log, a refusal, a reply
 * to this terminal's own question (help, who, hint). */
enum wire_log_kind { WIRE_LOG_MSG, WIRE_LOG_ERR, WIRE_LOG_REPLY };
void wire_log(struct wire_out *o, int kind, const char *text);
/* The table's first line to every connection: who owns it. */
void wire_announce(struct wire_out *o, long owner, const char *user, const char *table,
		   const char *game);
/* The first line to a client that took seat (-1 watching) at table. */
void wire_welcome(struct wire_out *o, int seat, const char *table, const char *game);
/* "bye" (the table closes the connection after it) and "info" (a table's
 * one-line description for listings). */
void wire_bye(struct wire_out *o, const char *reason);
void wire_info(struct wire_out *o, const char *text);

/* A canvas row as protocol text (see tabletty(5)): returns its length. */
size_t wire_row_put(const struct canvas *cv, int y, char *buf, size_t cap);
/* Decode a row into cv's row y (cleared first).  0 or -1 with err. */
int wire_row_get(struct canvas *cv, int y, const char *s, struct tt_err *err);

/* The screen a client keeps from what the table sent. */
struct wire_screen {
	int version;
	int me;				/* seat index, -1 watching */
	char table[WIRE_TABLE_MAX];
	char game[32];
	struct tt_setup setup;		/* names and who the AI plays */
	bool online[TT_MAXSEATS];
	bool welcomed;
	bool announced;			/* the table's "table" line came */
	long owner;			/* the uid it says it runs as */
	char owner_name[32];		/* and that account's login */
	struct tt_prompt prompt;
	int opt_left;			/* options of the prompt still to come */
	struct tt_view view;
	char undo[100];
	int moves;
	struct tt_result result;
};

enum wire_ev { WIRE_EV_NONE, WIRE_EV_FRAME, WIRE_EV_LOG, WIRE_EV_BYE, WIRE_EV_INFO };

/* Apply one line from the table to w.  Returns enum wire_ev (for LOG,
 * BYE and INFO the text is in text, *kind the enum wire_log_kind), or -1
 * with err. */
int wire_screen_read(struct wire_screen *w, const char *line, size_t len, char *text,
		     size_t cap, int *kind, struct tt_err *err);

/* Constant-time comparison of two NUL-terminated codes of at most
 * WIRE_CODE_MAX bytes. */
bool wire_code_equal(const char *a, const char *b);

#endif
