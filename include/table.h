/*
 * table.h - what one seat at a table may see and ask, from a session.
 *
 * At a table every seat has its own terminal, so the prompt is per seat:
 * its own decision in full, another seat's decision without options (and,
 * when that decision is secret, without its text).  Pure: the table's
 * process (src/net) calls these; the engines are used only through their
 * operations.
 */
#ifndef TABLE_H
#define TABLE_H

#include "session.h"

/* The prompt as seat (-1: a spectator) sees it.  During a simultaneous
 * decision a waiting seat gets its own options even while a lower seat is
 * still choosing (found on a scratch copy where the seats before it take
 * their first option; the copy is thrown away). */
void table_prompt(const struct session *s, int seat, struct tt_prompt *p);

/* The seat a line from seat's terminal plays now: the deciding seat when
 * the same person plays it (one person, two characters), else seat.  The
 * prompt (table_prompt) shows such a decision as seat's own. */
int table_acting(const struct session *s, int seat);

/* What the hard AI would do for the seat now deciding, judged only from
 * what asker may see (the engine's redaction for asker).  Refuses a
 * secret decision of another seat, and a spectator's question in a game
 * with hidden information. */
int table_hint(struct session *s, int asker, char *cmd, size_t cap, char *why, size_t whycap,
	       struct tt_err *err);

/* The undo figure of seat for the status row: "undo: 2 steps, stops at
 * the die roll or reveal", "no undo: another player's move"; "" for -1. */
void table_undo_text(const struct session *s, int seat, char *buf, size_t cap);

#endif
