/*
 * session_int.h - private interface of the session's files (session.c,
 * session_hist.c, session_verbs.c): the history's store and the global
 * verbs that only read the game.
 */
#ifndef SESSION_INT_H
#define SESSION_INT_H

#include "session.h"

/* The history is kept in blocks of this many lines: it grows by a block
 * and never moves the lines it holds (a long game holds thousands, which
 * an array grown by realloc copied again at every doubling). */
#define SESSION_HBLOCK 128

struct session_hstore {
	struct session_hist **blk;	/* nblk blocks of SESSION_HBLOCK lines */
	int nblk, capblk;
};

/* Line i of hs (0 <= i < the lines its blocks hold). */
struct session_hist *session_hs_at(const struct session_hstore *hs, int i);
/* Room in hs for line n (n <= the lines its blocks hold): a new block
 * when the last is full.  0, or -1 with err set. */
int session_hs_room(struct session_hstore *hs, int n, struct tt_err *err);
/* Free the blocks of hs. */
void session_hs_free(struct session_hstore *hs);

/* session.c: the prompt of the current state, asked of the engine once
 * per state (owned by the session, valid until the state changes). */
const struct tt_prompt *session_cur(const struct session *s);

/* session_verbs.c: the global verbs that read the game and change
 * nothing (the session passes itself as ctx). */
cmd_exec_fn session_cmd_help, session_cmd_state, session_cmd_show, session_cmd_look,
	session_cmd_info;

#endif
