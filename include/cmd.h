/*
 * cmd.h - the command language: one line = a verb and arguments.
 *
 * Tokens are separated by blanks; `#` starts a comment; a line may begin
 * with `@seat` to act as that seat.  Verbs are matched by unambiguous
 * prefix against a table; unknown verbs get a "did you mean" suggestion.
 */
#ifndef CMD_H
#define CMD_H

#include <stddef.h>
#include "tt.h"

#define CMD_MAXARG 16
#define CMD_MAXTOK 48
#define CMD_MAXLINE 512

struct cmd {
	int argc;			/* argv[0] is the verb (full name once resolved) */
	char argv[CMD_MAXARG][CMD_MAXTOK];
	char seat[CMD_MAXTOK];		/* from a leading "@seat", or "" */
};

#define CMD_ANY 127		/* max_args: no upper bound */

/* What a verb's handler is given: a game's apply passes its own
 * arguments on, the session passes itself as ctx. */
struct cmd_call {
	void *ctx;		/* the game's state (a game's verbs) or the session */
	const void *data;	/* the game's scenario data */
	int seat;		/* who acts */
	const struct cmd *c;	/* the command, its verb in full */
	struct tt_out *out;	/* messages */
	unsigned *flags;	/* TT_APPLY_* bits (engine.h) */
	struct tt_err *err;	/* the reason of a refusal */
};

/* What a verb does.  Returns -1 with k->err set, or 0 (a session verb
 * returns an enum session_status). */
typedef int cmd_exec_fn(const struct cmd_call *k);

/* One verb of a game or of the session, as a tmux cmd_entry: its name,
 * its argument shape, its help and its handler.  A game's apply finds the
 * verb by name and runs it through cmd_verb_run; `when` is the game's own
 * mask of the situations (phases, pending decisions) the verb belongs to. */
struct cmd_verb {
	const char *name;
	const char *usage;	/* arguments, e.g. "N [N...]" or "" */
	const char *help;	/* one sentence */
	cmd_exec_fn *exec;	/* NULL: the game's apply dispatches it itself */
	int min_args, max_args;	/* words after the verb (max CMD_ANY: no bound) */
	unsigned when;		/* game-defined; 0 when unused */
};

/* Split a line into tokens.  Returns 0, or -1 with err set (too long, too
 * many tokens, control bytes).  An empty or comment-only line gives argc 0.
 * Words past argc read as "" (only their first byte is cleared). */
int cmd_parse(const char *line, struct cmd *c, struct tt_err *err);

/* Find verb by exact name or unique prefix in tables t1 (n1) and t2 (n2).
 * Returns index (t2 entries come after t1's), or -1 with err set:
 * "unknown command 'x' (did you mean 'y'?)" or "ambiguous ...". */
int cmd_lookup(const char *word, const struct cmd_verb *t1, size_t n1,
	       const struct cmd_verb *t2, size_t n2, struct tt_err *err);

/* The entry named exactly name in t (n entries), or NULL. */
const struct cmd_verb *cmd_verb_find(const struct cmd_verb *t, size_t n, const char *name);

/* Check k->c's argument count against v's shape ("usage: VERB USAGE"),
 * then run v->exec.  Returns what exec returns, or -1 with k->err set. */
int cmd_verb_run(const struct cmd_verb *v, const struct cmd_call *k);

/* Parse a decimal integer in [lo, hi].  Returns 0 or -1 with err naming what. */
int cmd_int(const char *tok, int lo, int hi, const char *what, int *out, struct tt_err *err);

/* Edit distance (Damerau-free Levenshtein), capped at 99, for suggestions. */
int cmd_distance(const char *a, const char *b);

/* Re-join argv[0..argc) with single spaces into buf. */
void cmd_join(const struct cmd *c, char *buf, size_t cap);

#endif
