/*
 * cmdmemo.h - a small memo of command lines already resolved.
 *
 * For a seat and a line as an AI wrote it ("move l"), the memo keeps
 * what the session makes of that text: the command the parser and the
 * verb table give (the verb in full) and the history line it is saved as
 * ("@yellow move left").  Resolving is a pure function of the text, the
 * seat and the game's verbs, so a hit gives exactly what resolving again
 * would: an AI seat that sends the same few commands all game long pays
 * for the parsing once.  The command is still applied, recorded and
 * saved as text, like any other.
 */
#ifndef CMDMEMO_H
#define CMDMEMO_H

#include "cmd.h"

#define CMDMEMO_SLOTS 64		/* open addressing by the text's digest */
#define CMDMEMO_FULL 48			/* entries kept before the memo starts over */
#define CMDMEMO_TEXT 64			/* longer lines are not kept */
#define CMDMEMO_LINE 96			/* longer history lines are not kept */

struct cmdmemo_entry {
	int seat;			/* -1: empty */
	char text[CMDMEMO_TEXT];	/* the line as the AI wrote it */
	struct cmd c;			/* what it resolves to, verb in full */
	char line[CMDMEMO_LINE];	/* the history line */
};

struct cmdmemo;

/* An empty memo (NULL when out of memory: callers then resolve every
 * line, which is only slower). */
struct cmdmemo *cmdmemo_new(void);
void cmdmemo_free(struct cmdmemo *m);
/* The entry of seat's text, or NULL (m may be NULL). */
const struct cmdmemo_entry *cmdmemo_find(const struct cmdmemo *m, int seat, const char *text);
/* Keep what seat's text resolved to (nothing when m is NULL or the text
 * or the line is too long for an entry). */
void cmdmemo_put(struct cmdmemo *m, int seat, const char *text, const struct cmd *c,
		 const char *line);

#endif
