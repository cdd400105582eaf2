/*
 * front.h - what the two front ends share: the screen (src/ui, ncurses)
 * and the plain lines (src/plain, for screen readers and dumb terminals).
 *
 * Each front end fills a struct front_end (its operations: take the
 * terminal, the menu, play a game, replay, a table, give the terminal
 * back); front_run (front_main.c) picks one from the table main gives it
 * and runs what the command line asked for.  Under them, shared and
 * written once: the key table (what a key does at a decision), where a
 * game comes from (struct front_src), who looks at the screen and when a
 * curtain is needed, and a game's start, continuation and what its end
 * asked for.  No curses here: the key codes are ncurses' own numbers
 * (ui_term.c checks that they agree).  Private to src/front, src/ui and
 * src/plain; a front end never includes the other's header.
 */
#ifndef FRONT_H
#define FRONT_H

#include <stdbool.h>
#include <stddef.h>
#include "engine.h"
#include "frontend.h"
#include "io.h"
#include "session.h"

/* Keys beyond ASCII, with ncurses' numbers (KEY_DOWN ...). */
#define FK_DOWN 0402
#define FK_UP 0403
#define FK_LEFT 0404
#define FK_RIGHT 0405
#define FK_HOME 0406
#define FK_BACKSPACE 0407
#define FK_F0 0410
#define FK_F(n) (FK_F0 + (n))
#define FK_DC 0512
#define FK_IC 0513
#define FK_SF 0520
#define FK_SR 0521
#define FK_NPAGE 0522
#define FK_PPAGE 0523
#define FK_ENTER 0527
#define FK_A1 0534
#define FK_A3 0535
#define FK_B2 0536
#define FK_C1 0537
#define FK_C3 0540
#define FK_BTAB 0541
#define FK_END 0550
#define FK_SLEFT 0611
#define FK_SRIGHT 0622

/* Actions a key may be bound to in tabletty.ini ([keys] section). */
enum front_act {
	FA_NONE, FA_HELP, FA_CMDLINE, FA_OVERVIEW, FA_SAVE, FA_QUIT, FA_MESSAGES,
	FA_UNDO, FA_REDRAW, FA_NEXT, FA_PREV, FA_CANCEL, FA_LEGEND, FA_INFO, FA_OLDER, FA_NEWER,
	FA_PANLEFT, FA_PANRIGHT, FA_PANUP, FA_PANDOWN, FA_CENTRE,
	FA_ENTER, FA_BACKSPACE,
	FA_LEFT, FA_RIGHT, FA_UP, FA_DOWN, FA_UPLEFT, FA_UPRIGHT, FA_DOWNLEFT,
	FA_DOWNRIGHT, FA_NACT
};

#define FRONT_KEYS_PER_ACT 6
struct front_keymap {
	int key[FA_NACT][FRONT_KEYS_PER_ACT];	/* 0 = unused slot */
	int ai_pause_ms;			/* pause before each AI move */
	char tables[256];			/* shared tables directory, "" per user */
};

/* front_keys.c: the key map, what a key does at a decision, key names. */
void front_keymap_default(struct front_keymap *km);
/* Read the settings file (missing file = defaults).  On error the key map
 * stays at its defaults and err says file:line. */
/* Apply a settings text (named name in messages) to km; all or nothing. */
int front_keymap_parse(struct front_keymap *km, const char *name, const char *text, size_t len,
		       struct tt_err *err);
int front_keymap_load(struct front_keymap *km, const char *path, struct tt_err *err);
enum front_act front_keymap_act(const struct front_keymap *km, int key);
/* What a key does at decision p (mine: this terminal decides it; sel the
 * highlighted option or -1): the one rule the game loop and the help
 * share. */
enum front_use_kind { FU_NONE, FU_OPTION, FU_KEYDEF, FU_ACT };
struct front_use {
	enum front_use_kind use;
	int opt;			/* FU_OPTION: the option's index */
	const struct tt_keydef *kd;	/* FU_KEYDEF: the key line's entry */
	enum front_act act;		/* FU_ACT: the screen's action */
};
void front_key_use(const struct front_keymap *km, const struct tt_prompt *p, bool mine, int sel,
		   int key, struct front_use *u);
bool front_keymap_is(const struct front_keymap *km, int key, enum front_act a);
/* enum tt_key for a direction/enter action, or TK_NONE. */
int front_act_tk(enum front_act a);
/* A key's name ("Tab", "C-p", "F1", "x"); false (and "#N") for a key
 * the table does not name (the screen asks the terminal then). */
bool front_key_name(int key, char *buf, size_t cap);
/* Name of the first key bound to act ("?" style), for legends. */
void front_act_key_name(const struct front_keymap *km, enum front_act a, char *buf, size_t cap);
const char *front_act_name(enum front_act a);
const char *front_act_help(enum front_act a);
/* Name of an option's key (printable or TK_*). */
void front_tk_name(int key, char *buf, size_t cap);

/* What a lesson says at this moment (front_lesson.c): the screen shows it
 * in a box above the messages, the plain lines before the decision. */
#define FRONT_COACH_TEXT 1000
struct front_coach {
	char head[100];			/* "Lesson 1 of 3: Speed and dice - step 2 of 6" */
	char text[FRONT_COACH_TEXT];	/* what was learnt, the rule, what to do now */
	char move[64];			/* the option the step is about (its command), or "" */
	int step;			/* the step (grows as the lesson goes on) */
};

/* front_src.c: where a game comes from (a local session, or a table
 * joined over a socket).  A front end reads and acts only through these
 * operations; ctx is the source's own state. */
struct front_src_ops {
	void (*prompt)(void *ctx, struct tt_prompt *p);
	void (*view)(void *ctx, int viewer, int sel, bool overview, struct tt_view *v);
	void (*result)(void *ctx, struct tt_result *r);
	/* The undo figure of seat for the status row ("" for seat -1). */
	void (*undo)(void *ctx, int seat, char *buf, size_t cap);
	/* Grows whenever a command is accepted (resets the highlight). */
	int (*moves)(void *ctx);
	/* A command line for seat (-1: whoever the prompt names): enum
	 * session_status, messages in out, the refusal in err. */
	int (*line)(void *ctx, int seat, const char *line, struct tt_out *out,
		    struct tt_err *err);
	const char *(*arg)(void *ctx);	/* argument of the last SESSION_SAVE */
	/* The question before leaving a table, or NULL for the usual one. */
	const char *(*leave)(void *ctx);
	/* Let the AI move seat here, or NULL when the source moves its AI
	 * seats itself. */
	int (*ai)(void *ctx, int seat, int level, struct tt_out *out, struct tt_err *err);
	/* Save to arg (slot or path, "" default slot; NULL the game's
	 * autosave, written only if the game changed since the last one). */
	int (*save)(void *ctx, const char *arg, char *where, size_t cap, struct tt_err *err);
	/* A table: has the link ended (why), a long reply to show?  NULL
	 * for a local game. */
	bool (*gone)(void *ctx, char *why, size_t cap);
	bool (*notice)(void *ctx, char *buf, size_t cap);
	/* A table: is the view just asked for (view()) still on its way?
	 * The frame is then drawn when it comes.  NULL for a local game. */
	bool (*owed)(void *ctx);
	/* A lesson: what it says now (c filled, true), or NULL for a game
	 * that is no lesson. */
	bool (*coach)(void *ctx, struct front_coach *c);
};

struct front_src {
	const struct front_src_ops *op;
	void *ctx;
	const struct engine_ops *game;	/* verbs, title, hidden_info */
	const struct tt_setup *setup;	/* seat names, which seats the AI plays */
	bool table;			/* a joined table: this terminal plays seat me */
	int me;				/* (-1 watching); the table moves its AI */
	/* hints on (a first game after the lessons): every decision of a
	 * person shows what the hard computer would do, and why */
	bool hints;
};

/* A game played on this terminal: the session and its autosave. */
struct front_local {
	struct session *s;
	char autosave[IO_PATH_MAX];	/* its own slot, chosen at the first autosave */
	const char *from;		/* the autosave it was continued from, or NULL */
	int saved;			/* moves at the last autosave, -1 none */
};

/* A source that plays session s on this terminal, kept in l; from: the
 * save it was continued from (an autosave there is replaced by the game's
 * own once that is written), or NULL. */
void front_src_local(struct front_src *src, struct front_local *l, struct session *s,
		     const char *from);
/* The operations of that source, for a source that wraps it (a lesson). */
extern const struct front_src_ops front_local_ops;

/* front_lesson.c: a lesson's game (lesson.h) as a source. */
struct lesson;
struct front_lesson {
	struct front_local l;		/* the game (l.s follows a take-back) */
	const struct lesson *L;
	const void *data;		/* its scenario data */
	struct tt_setup setup;		/* the source's setup: the session's may go
					 * with a take-back */
	int num, of;			/* lesson num of the game's of (0: unknown) */
};
/* A source that plays the lesson L on session s (kept in fl). */
void front_src_lesson(struct front_src *src, struct front_lesson *fl, const struct lesson *L,
		      const void *data, struct session *s, const char *from);
/* The option of p the lesson's step is about, or -1 (also for a game
 * that is no lesson, or a decision that is not the learner's). */
int front_coach_option(const struct front_src *src, const struct tt_prompt *p);

/* front_game.c: a game on a front end. */

/* Is seat played by a person at this terminal (at a table: this
 * terminal's own seats)? */
bool front_seat_human(const struct front_src *src, int seat);
/* Who looks at the screen at decision p: *viewer (who looked at the
 * last one; -1 everybody, an open game) is set, or true is returned when
 * the keyboard passes to another person first: the front end then hides
 * what is on the screen, waits for them, and p->seat looks. */
bool front_viewer(const struct front_src *src, const struct tt_prompt *p, int *viewer);
/* The name the curtain calls for seat's person (one may play two seats),
 * in capitals. */
void front_curtain_name(const struct front_src *src, int seat, char name[TT_NAME_MAX]);
/* Would this typed line show what viewer may not see (`state`, `show` or `look`
 * of another seat) in a game with hidden information? */
bool front_cmd_peeks(const struct front_src *src, const char *line, int viewer);

/* The seats of a new game of ops by default: the fewest it takes (two
 * at least), the first a person, the others the AI at normal. */
void front_default_setup(const struct engine_ops *ops, struct tt_setup *setup);
/* A new game's seed when none was given: from the clock. */
uint64_t front_seed(void);

/* What the end of a game asked for (a front end's play returns it). */
enum front_after { FRONT_AFTER_NONE, FRONT_AFTER_REPLAY, FRONT_AFTER_AGAIN, FRONT_AFTER_MENU };

/* A front end's start when this terminal cannot be drawn on: the next
 * front end of the table is tried. */
#define FRONT_NO_SCREEN (-2)

/* A front end.  fe is its own state, made by start. */
struct front_end {
	const char *name;		/* what it is, told when it is the fallback */
	/* Take the terminal for the run args asks for, with the key map km:
	 * 0 and *fe; -1 with err; FRONT_NO_SCREEN with why in err. */
	int (*start)(void **fe, const struct front_args *a, const struct front_keymap *km,
		     struct tt_err *err);
	/* Give the terminal back (and say goodbye), free fe. */
	void (*stop)(void *fe);
	/* Neither a quit nor a hang-up nor the end of input so far? */
	bool (*running)(void *fe);
	/* A game starts: forget the last one's messages. */
	void (*begin)(void *fe);
	/* A line to show before the game's first decision (error: a problem). */
	void (*say)(void *fe, bool error, const char *line);
	/* Play src until it is left: enum front_after. */
	int (*play)(void *fe, const struct front_src *src);
	void (*menu)(void *fe);
	/* Watch a save (slot or path) move by move: 0 or -1 with err (also
	 * the reason a front end has no viewer). */
	int (*replay)(void *fe, const char *save, struct tt_err *err);
	/* tabletty host or join (args' host or join): 0 or -1 with err. */
	int (*table)(void *fe, const struct front_args *a, struct tt_err *err);
};

/* Start a game of ops with setup on front end fo (state fe), play it and
 * do what its end asks (a replay, a new game with the same seats): 0,
 * FRONT_AFTER_MENU when the end chose the menu, or -1 with err.  debug
 * allows rig. */
int front_start_game(const struct front_end *fo, void *fe, bool debug,
		     const struct engine_ops *ops, struct tt_setup *setup, struct tt_err *err);
/* Start the lesson NAME of ops the same way (its game, seats and
 * position are the lesson's).  The end's "new game" starts a first real
 * game against the computer at easy, with hints on. */
int front_start_lesson(const struct front_end *fo, void *fe, bool debug,
		       const struct engine_ops *ops, const char *name, struct tt_err *err);
/* A first real game of ops: the lessons' seats (a person, the computer
 * at easy), hints on. */
int front_first_game(const struct front_end *fo, void *fe, bool debug,
		     const struct engine_ops *ops, struct tt_err *err);
/* Continue a save (slot or path) the same way (a lesson's save goes on
 * as the lesson). */
int front_continue(const struct front_end *fo, void *fe, bool debug, const char *save,
		   struct tt_err *err);

#endif
