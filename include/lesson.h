/*
 * lesson.h - a lesson: a short scripted game on the real engine that
 * teaches a game's rules a step at a time (scenarios/GAME/learn/NAME.ini,
 * described in tabletty(5)).
 *
 * A lesson names the game's scenario, seed, seats and options, commands
 * that set up its position, then its steps.  A step says what the rule
 * is and what to do now, and names the lesson's move (the option the
 * screen highlights) and the other moves it takes as well.  The learner's
 * accepted command that is none of them is explained and taken back (the
 * game is rebuilt from its history without it); a refused one keeps the
 * engine's own reason.  Where the learner stands is worked out from the
 * game's history each time, so undo and a saved lesson need no state of
 * their own.  Pure: the text is given, the game is a session.
 */
#ifndef LESSON_H
#define LESSON_H

#include <stdbool.h>
#include <stddef.h>
#include "engine.h"
#include "session.h"

#define LESSON_MAXSTEP 40
#define LESSON_MAXACCEPT 8
#define LESSON_TEXT 480
#define LESSON_CMD 64
#define LESSON_SETUP 8192
#define LESSON_NAME 48
#define LESSON_ABOUT 72
#define LESSON_LIST_MAX 32	/* lessons a game lists */

struct lesson_step {
	char say[LESSON_TEXT];		/* the rule, and what to do now */
	char move[LESSON_CMD];		/* the lesson's move: highlighted, played by the check */
	/* the moves the step takes: patterns where * stands for any text
	 * (the move itself is always taken) */
	char accept[LESSON_MAXACCEPT][LESSON_CMD];
	int naccept;
	char rig[LESSON_CMD];		/* dice to rig before the step ("" none) */
	char wrong[LESSON_TEXT];	/* why another legal move is not this step's */
	char after[LESSON_TEXT];	/* told once the move is made ("" nothing) */
	int line;			/* the step's line in its file */
};

struct lesson {
	char game[32];			/* the engine's id */
	char name[LESSON_NAME];		/* the file's name without .ini */
	char title[64];
	char about[LESSON_ABOUT];	/* one line for the list */
	int minutes;			/* about how long it takes */
	struct tt_setup setup;		/* scenario, seed, seats, options */
	int learner;			/* the first seat a person plays */
	char setup_cmds[LESSON_SETUP];	/* commands before the first step, ';' between */
	int setup_line;			/* its line in the file */
	char intro[LESSON_TEXT];	/* told before the first step ("" none) */
	char end[LESSON_TEXT];		/* told when every step is done */
	int nstep;
	struct lesson_step step[LESSON_MAXSTEP];
};

/* Parse a lesson of game ops from text (file names it in messages): 0,
 * or -1 with err "file:line: ...". */
int lesson_parse(const struct engine_ops *ops, const char *file, const char *name,
		 const char *text, size_t len, struct lesson *L, struct tt_err *err);

/* Begin the lesson on s, a new game of L's setup: its setup commands are
 * played (their messages in out), the first step's dice rigged, and the
 * session tagged.  0, or -1 with err. */
int lesson_begin(const struct lesson *L, struct session *s, struct tt_out *out,
		 struct tt_err *err);

/* The step s stands at: 0..nstep-1, or nstep when every step is done;
 * -1 when s is no game of L (its tag names another lesson). */
int lesson_at(const struct lesson *L, const struct session *s);

/* Is cmd (a history line's command, without its "@seat ") a move step
 * k takes? */
bool lesson_takes(const struct lesson_step *st, const char *cmd);

/* A command line for seat on a lesson's game *sp (data: its scenario
 * data).  Works as session_line, except that an accepted move of the
 * learner that the step does not take is taken back: SESSION_REJECTED
 * with err saying why and what the step wants.  When a step is done,
 * the next step's dice are rigged. */
int lesson_line(const struct lesson *L, struct session **sp, const void *data, int seat,
		const char *line, struct tt_out *out, struct tt_err *err);

/* Play the lesson from its start as a learner who does each step's move
 * (the computer seats move between): 0, or -1 with err naming the step
 * whose move the engine refused or that did not bring the next step.
 * trace (or NULL) gets, for each step, the learner's decision and its
 * options, what look says there, the move and the messages: what a
 * lesson's text must agree with. */
int lesson_check(const struct engine_ops *ops, const struct lesson *L, const void *data,
		 struct tt_out *trace, struct tt_err *err);

#endif
