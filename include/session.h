/*
 * session.h - one game being played: the engine, its command history,
 * undo, the global verbs, and the save text.  Pure: the front ends do the
 * I/O (they write the save text to disk, draw the view, read keys).
 *
 * Every accepted command is kept as "@seat command" so a save is just the
 * setup plus this list, and loading replays it and checks the state hash.
 * A run of preview commands (TT_APPLY_PREVIEW) of one seat is kept as its
 * last one, which alone reproduces the state.
 */
#ifndef SESSION_H
#define SESSION_H

#include <stdbool.h>
#include <stdint.h>
#include "engine.h"

struct session;

/* What session_line asks the front end to do besides printing out. */
enum session_status {
	SESSION_OK = 0,		/* command accepted (or a global that changes nothing) */
	SESSION_REJECTED = 1,	/* error text in err; nothing changed */
	SESSION_SAVE = 2,		/* the player asked to save: arg in session_arg() */
	SESSION_QUIT = 3,		/* the player asked to quit */
};

#define SESSION_LINE_MAX 181	/* a history line and its NUL */

struct session_hist {
	char line[SESSION_LINE_MAX];	/* "@seat verb args" */
	int seat;
	bool barrier;		/* rolled dice, revealed information */
	bool preview;		/* TT_APPLY_PREVIEW: replaced by the next preview */
};

/* Start a game.  data stays owned by the caller and must outlive s. */
int session_new(struct session **out, const struct engine_ops *ops, const void *data,
		const struct tt_setup *setup, struct tt_err *err);
void session_free(struct session *s);

/* The global verbs (help, show, state, undo, ...): *n entries. */
const struct cmd_verb *session_globals_table(size_t *n);
/* The global verb or verb of game ops that word names (exactly or by
 * unique prefix), or NULL with err set ("unknown command 'x' (did you
 * mean 'y'?)"). */
const struct cmd_verb *session_verb(const struct engine_ops *ops, const char *word,
				    struct tt_err *err);

/* Allow `rig` (batch and --debug). */
void session_set_debug(struct session *s, bool on);
bool session_debug(const struct session *s);

/* A game played at a table (src/net): its name, the account that runs
 * it, and per seat the account that last sat there (-1 none).  The save
 * records them (keys table, table_owner, table_seats) so that only the
 * table's owner reopens it and a replay shows a seat's secrets only to
 * the account that held the seat. */
#define SESSION_TABLE_MAX 40
struct session_table {
	char name[SESSION_TABLE_MAX];	/* "" for a game that is no table's */
	long owner;
	long seat_uid[TT_MAXSEATS];
};
void session_set_table(struct session *s, const struct session_table *t);
/* A lesson's game (lesson.h): its tag ("GAME/NAME START", where its
 * steps began in the history), kept in the save as `lesson`; "" for
 * another game. */
#define SESSION_LESSON_MAX 96
void session_set_lesson(struct session *s, const char *tag);
const char *session_lesson(const struct session *s);
const struct session_table *session_table(const struct session *s);
/* While a session is rebuilt from a history (a save being loaded), which
 * is thrown away if any command is refused, commands apply in place
 * without the scratch copy.  Turn it off before the session is used. */
void session_set_rebuilding(struct session *s, bool on);

/* Handle one input line from seat (-1 = the seat the prompt names, or the
 * one named by a leading "@seat").  Messages go to out; rejection reason
 * to err.  Returns enum session_status. */
int session_line(struct session *s, int seat, const char *line, struct tt_out *out,
		 struct tt_err *err);
/* Argument of the last SESSION_SAVE ("" if none). */
const char *session_arg(const struct session *s);

/* Let the AI play seat's current decision (what `ai` does). */
int session_ai_move(struct session *s, int seat, int level, struct tt_out *out,
		    struct tt_err *err);

/* What the hard AI would do for seat (-1 = prompted seat), and why. */
int session_hint(struct session *s, int seat, char *cmd, size_t cap, char *why, size_t whycap,
		 struct tt_err *err);
/* Apply one history line ("@seat verb args" or "rig V...") as when loading. */
int session_replay_line(struct session *s, const char *line, struct tt_err *err);

const struct engine_ops *session_ops(const struct session *s);
const void *session_state(const struct session *s);
const void *session_data(const struct session *s);
const struct tt_setup *session_setup(const struct session *s);
void session_prompt(const struct session *s, struct tt_prompt *p);
/* Who must act now (seat or -1) and in *waiting the bit of every seat
 * still to act: the prompt's seat and waiting, without its options. */
int session_turn(const struct session *s, uint32_t *waiting);
void session_view(const struct session *s, int viewer, int sel, bool overview, struct tt_view *v);
void session_result(const struct session *s, struct tt_result *r);
uint64_t session_hash(const struct session *s);
int session_seat_index(const struct session *s, const char *name);	/* -1 if none */

int session_nhist(const struct session *s);
const struct session_hist *session_hist(const struct session *s, int i);
/* How many of seat's commands undo may take back, and why it stops
 * (e.g. "the die roll"); why may be NULL. */
int session_undo_depth(const struct session *s, int seat, const char **why);

/* The save as INI text (malloc'd, caller frees). */
char *save_text(const struct session *s);
/* The checksum a save's [end] section carries: FNV-1a of every byte above
 * the [end] line. */
uint64_t save_checksum(const char *text, size_t len);

/* The parsed header and command list of a save. */
struct save_info {
	char game[32];
	char scenario[TT_SCENARIO_MAX];
	uint64_t scenario_hash;		/* of the scenario's files when the game began; 0 unknown */
	char version[32];
	int format;
	struct tt_setup setup;		/* seats are filled when replayed */
	char players[256];		/* the --players spec */
	uint64_t hash;
	bool finished;			/* the game was over when it was saved */
	char next[TT_NAME_MAX];		/* the seat to act then ("" if over or not told) */
	char stage[24];			/* where the game stood (tt_result.stage), or "" */
	struct session_table table;	/* a table's game: its name, owner and seats */
	char lesson[SESSION_LESSON_MAX];	/* a lesson's game: its tag, or "" */
	int ncmd;
	char **cmd;			/* ncmd malloc'd lines */
};

/* Parse a save's text (file names it in messages).  0 or -1 with err. */
int save_parse(const char *file, const char *text, size_t len, struct save_info *info,
	       struct tt_err *err);
/* Parse only the [save] header (for a list of saves): no commands, no
 * checks beyond the header's own.  The command count, or -1 with err. */
int save_peek(const char *file, const char *text, size_t len, struct save_info *info,
	      struct tt_err *err);
void save_info_free(struct save_info *info);
/* Rebuild a session from a parsed save: replay every command and check
 * the hash; refuses with a clear message on any difference.
 * upto >= 0 replays only that many commands (replay viewer; no hash check). */
int save_restore(struct session **out, const struct engine_ops *ops, const void *data,
		      const struct save_info *info, int upto, struct tt_err *err);


#endif
