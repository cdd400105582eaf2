/*
 * engine.h - the table of functions every game engine provides.
 *
 * Contracts (DESIGN.md): an engine is pure (no I/O, no clock, no globals,
 * randomness only from the struct dice in its state); every action is a
 * text command; a rejected command changes nothing (the session applies to
 * a scratch copy and commits only on success, and engines validate first
 * anyway); the engine always says who must act and what they may do.
 *
 * Engine state is one flat struct of state_size bytes with no pointers:
 * memcpy is a snapshot.  Scenario data (tiles, decks) is loaded once by
 * ops->load and shared read-only.
 */
#ifndef ENGINE_H
#define ENGINE_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include "canvas.h"
#include "cmd.h"
#include "dice.h"
#include "opts.h"
#include "glyph.h"
#include "tt.h"

#define TT_MAXSEATS 8
#define TT_NAME_MAX 24
#define TT_OPTS_MAX 256
#define TT_MAXOPT 400
#define TT_SCENARIO_MAX 4096	/* a scenario name or an absolute path (PATH_MAX) */
#define TT_FILES_MAX 2048	/* tt_setup.scenario_files */

enum tt_ai_level { AI_RANDOM, AI_EASY, AI_NORMAL, AI_HARD, AI_NLEVEL };
extern const char *const tt_ai_level_names[AI_NLEVEL];

struct tt_seat {
	char name[TT_NAME_MAX];	/* colour or character, lower case: "yellow" */
	bool ai;
	int level;		/* enum tt_ai_level when ai */
	int with;		/* 1 + the seat whose player also plays this one
				 * (one person, two characters); 0: its own player */
};

struct tt_setup {
	char scenario[TT_SCENARIO_MAX];	/* bundled NAME, or the absolute PATH of a file */
	uint64_t scenario_hash;	/* FNV-1a of the scenario's files (below), 0 = unknown */
	/* every other data file the scenario's load read, "NAME HASH ..." (the
	 * name as the engine asked for it, the FNV-1a of its bytes in hex),
	 * so a changed one can be named; "" none or unknown */
	char scenario_files[TT_FILES_MAX];
	uint64_t seed;
	int nseats;
	struct tt_seat seat[TT_MAXSEATS];
	char opts[TT_OPTS_MAX];	/* game options "key=value,key=value" */
};

/* How the engine reads its data files: path is relative to the data
 * directory (e.g. "powerships/tiles.ini") or absolute.  *buf is malloc'd,
 * NUL-terminated; the caller frees it. */
struct tt_files {
	void *ctx;
	int (*read)(void *ctx, const char *path, char **buf, size_t *len, struct tt_err *err);
};

/* Symbolic keys an option may claim (besides printable ASCII). */
enum tt_key {
	TK_NONE = 0,
	TK_ENTER = 0x100, TK_LEFT, TK_RIGHT, TK_UP, TK_DOWN,
	TK_UPLEFT, TK_UPRIGHT, TK_DOWNLEFT, TK_DOWNRIGHT,
	TK_BACKSPACE		/* takes back the last of what a key built (a path) */
};

struct tt_option {
	char cmd[64];		/* the command that takes this option */
	char label[32];		/* short text for menus */
	int key;		/* printable char or enum tt_key, 0 = none */
	/* Non-empty when taking this option harms one's own side: the outcome
	 * in a few words ("acid: ANA dies", "2 actions unused").  The screen
	 * asks before it sends the command; batch never asks. */
	char warn[48];
};

/* One key of the key line.  Pressing it types cmd; when no option claims
 * the key now the screen still sends cmd, so the player reads the
 * engine's reason.  session_prompt() writes the key line (p->keys) from
 * these: a group shows its keys that an option claims now and its word,
 * and a group no option claims is left out.  An entry with an empty word
 * joins the group before it ("1".."5": "1-5 reroll"); key 0 is a note
 * shown as it is (":place SPOT DIR"). */
struct tt_keydef {
	int key;		/* printable char or enum tt_key; 0 = a note */
	char cmd[48];		/* what the key types ("move straight") */
	char word[40];		/* short form for the key line ("straight"); a note
				 * longer than this is two notes */
};

#define TT_MAXKEYDEF 32

/* Who must act and what they may do.  seat = -1 when nobody (game over).
 * For simultaneous decisions `waiting` has a bit per seat still to act,
 * and seat is the lowest of them. */
struct tt_prompt {
	int seat;
	uint32_t waiting;
	char kind[24];		/* machine word: "dice", "heading", "place", ... */
	char text[200];		/* sentence for the prompt line */
	char keys[120];		/* short key legend, e.g. "a add  x remove  Enter roll" */
	/* A decision that changes what the keys do (a store, a question in
	 * the middle of a turn): where the player is and the way out, in a few
	 * words ("in the POWERUP store: d closes it"; "" for a plain
	 * decision).  The screen says it when a key does nothing here. */
	char mode[64];
	bool hidden;		/* decision must be made behind the curtain */
	int nkeydef;		/* 0: keys is the engine's own text */
	int nopt;
	struct tt_option opt[TT_MAXOPT];
	struct tt_keydef keydef[TT_MAXKEYDEF];
};

/* Clear a prompt's header (seat, waiting, kind, texts, hidden, nkeydef,
 * nopt) for an engine to fill.  Options past nopt are never read, so their bytes are
 * left as they are: a prompt costs the options it holds, not its size. */
void tt_prompt_clear(struct tt_prompt *p);
/* Copy src's header, its nopt options and its nkeydef keys into dst. */
void tt_prompt_copy(struct tt_prompt *dst, const struct tt_prompt *src);
/* Write option o: its command from fmt, its key and label, no warning. */
void tt_option_vset(struct tt_option *o, int key, const char *label, const char *fmt,
		    va_list ap) TT_PRINTF(4, 0);
void tt_option_set(struct tt_option *o, int key, const char *label, const char *fmt, ...)
	TT_PRINTF(4, 5);
/* Add an option to p (nothing when p is full). */
void tt_prompt_addf(struct tt_prompt *p, int key, const char *label, const char *fmt, ...)
	TT_PRINTF(4, 5);

#define TT_MAXMARK 48
#define TT_MARK_LABEL 12
#define TT_MARK_SIGN 6

/* A place the player must always be able to find (Powerships' next buoy,
 * the finish), or a figure the viewer may see (a ship, a bot, a car, a
 * BUGBUSTER, a BUG): while its cell is out of the viewport, the screen
 * shows the label at the viewport's edge with an arrow pointing to it.
 * A figure (w > 0) also says what the board draws for it: sign, within
 * columns x..x+w-1 of row y.  The view lists every figure it draws, so
 * the property test can check that the board shows each one (a figure
 * drawn over by another, as two cars on one space, is a bug). */
struct tt_mark {
	int x, y;			/* board cell (a figure: its first column) */
	int fg;				/* canvas colour of the sign */
	char label[TT_MARK_LABEL];	/* "buoy 1", "finish", "X x-350" (ASCII) */
	int w;				/* a figure: its columns; 0: a place */
	char sign[TT_MARK_SIGN];	/* a figure: the ASCII letters the board
					 * shows for it ("X", "ANA") */
	/* > 0: the viewport keeps this mark in sight with the focus where
	 * both fit, the lower numbers first (Powerships: the heading
	 * previews' ends, then the next buoy); a place with keep and no
	 * label only steers the view and draws no edge sign */
	int keep;
};

/* What a viewer sees.  viewer -1 = spectator / everything public.  The
 * session zeroes it before the engine's view fills it. */
struct tt_view {
	char title[64];
	struct canvas board;	/* the whole board, drawn once per view */
	int focus_x, focus_y;	/* cell the viewport keeps visible */
	struct canvas panel;	/* side panel, at most 26 columns wide */
	int nmark;		/* marks the viewport's edge points to */
	struct tt_mark mark[TT_MAXMARK];
	/* what the highlighted option would do ("lands 0,5: -2 AP"), shown
	 * after its label on the key line, which changes on every Tab anyway;
	 * "" for none */
	char preview[40];
};

/* Does a viewport of w x h cells from ox,oy show all of mark m's cells? */
bool tt_mark_in_view(const struct tt_mark *m, int ox, int oy, int w, int h);
/* Add a figure to v's marks (nothing when they are full). */
void tt_view_figure(struct tt_view *v, int x, int y, int w, int fg, const char *sign,
		    const char *label);
/* Add a place to v's marks: its label ("" for none) and keep (above). */
void tt_view_place(struct tt_view *v, int x, int y, int fg, const char *label, int keep);
/* Draw a figure's glyph on v's board (as glyph_put) and add it to the
 * marks, its sign read off the glyph; returns its columns. */
int tt_view_put_figure(struct tt_view *v, int x, int y, const struct glyph *g, const char *sub,
		       int fg, int extra_attr, const char *label);

struct tt_result {
	bool over;
	int place[TT_MAXSEATS];		/* 1 = winner; 0 = not placed */
	char summary[400];		/* final table / reason as text */
	/* How each seat's result came about, a few lines a seat: every part
	 * of its score (or of the win) with the rule that produced it
	 * ("landed 1st: 10 points"), shown at the end of the game */
	char detail[1600];
	char stage[24];			/* optional: where a long game stands ("mission 2/5"),
					 * shown in the list of saves */
};

/* What apply reports besides messages.  TT_APPLY_PREVIEW: the command
 * changed nothing but what the board previews for the decision at hand
 * (Powerships' heading before the move), and it is absolute: applied
 * after another preview of the same seat it gives the same state as
 * applied alone.  The session then keeps only the last of a run of them,
 * so turning a preview back and forth never grows the history or a save. */
enum { TT_APPLY_REVEAL = 1, TT_APPLY_PREVIEW = 2 };

struct engine_ops {
	const char *id;			/* "powerships" */
	const char *title;		/* "Powerships" */
	int min_seats, max_seats;
	const char *const *seat_names;	/* NULL-terminated, in default order */
	const char *default_scenario;
	/* The game reads no data file (no scenarios/ID/ folder): load is
	 * called with default_scenario, which is then only a name, and a
	 * files callback that reads nothing; another scenario is refused. */
	bool no_data;
	int rig_max;			/* largest value `rig` accepts */
	bool hidden_info;		/* any private information at all? */
	/* Optional: does this setup hold private information though the game
	 * in general has none (POWERUP with a BUGMISTRESS player)?  NULL: no.
	 * Ask registry_hidden, which joins both. */
	bool (*hidden_setup)(const struct tt_setup *setup);
	size_t state_size;
	const struct cmd_verb *verbs;
	size_t nverbs;
	const struct opts_def *opts;	/* the game's options (opts.h), read by create */
	size_t nopts;
	/* Every glyph the board draws, with its meaning: the view draws from
	 * it, the screen's legend and `show legend` list it (NULL = none). */
	const struct glyph_table *glyphs;

	/* Load scenario data; *data owned by the engine, freed by unload. */
	int (*load)(const struct tt_files *f, const char *scenario, void **data, struct tt_err *err);
	void (*unload)(void *data);
	/* Fill a zeroed state for this setup (setup validated here). */
	int (*create)(void *st, const void *data, const struct tt_setup *setup, struct tt_err *err);
	/* Apply a resolved command for seat.  0 and messages in out, or -1 and
	 * err (state then unspecified: the session discards it).  *flags gets
	 * TT_APPLY_* bits. */
	int (*apply)(void *st, const void *data, int seat, const struct cmd *c,
		     struct tt_out *out, unsigned *flags, struct tt_err *err);
	void (*prompt)(const void *st, const void *data, struct tt_prompt *p);
	/* Optional: who must act, as prompt() says it (seat or -1, and the
	 * waiting bits in *waiting), without building the options.  NULL: the
	 * session asks prompt(). */
	int (*turn)(const void *st, const void *data, uint32_t *waiting);
	/* Describe in words the board around viewer's own piece, with only
	 * what viewer may see (viewer -1: the public picture).  The `look`
	 * command; short lines, for a screen reader or a slow link.  May be
	 * NULL. */
	void (*look)(const void *st, const void *data, int viewer, struct tt_out *out);
	/* The full text of something viewer may see, for the `info` command
	 * and the screen's `i` key: what names a card, an item, a component,
	 * a sheet, or an option's command (the screen sends the highlighted
	 * one); "" means what the decision at hand is about.  Lines into out;
	 * -1 with err when what names nothing viewer may see.  Data-driven
	 * (the texts come from the scenario files).  May be NULL. */
	int (*info)(const void *st, const void *data, int viewer, const char *what,
		    struct tt_out *out, struct tt_err *err);
	/* Draw what viewer may see; sel = highlighted option index or -1. */
	void (*view)(const void *st, const void *data, int viewer, int sel, bool overview,
		     struct tt_view *v);
	/* Replace what seat may not see by a plausible guess (rng for that);
	 * NULL when the game has no hidden information. */
	void (*redact)(void *st, const void *data, int seat, struct rng *rng);
	/* Choose a command for seat at level; why gets one sentence. */
	int (*ai)(const void *st, const void *data, int seat, int level, struct rng *rng,
		  char *cmd, size_t cap, char *why, size_t whycap);
	void (*result)(const void *st, const void *data, struct tt_result *r);
	/* Whole state as sorted key=value lines (hash() digests this). */
	void (*dump)(const void *st, const void *data, struct tt_out *out);
	/* The dice inside the state (for rig and roll counting). */
	struct dice *(*dice)(void *st);
	/* Optional: check the game's invariants (no two ships on one hex, hull
	 * conserved, ...): 0, or -1 with err naming the broken one.  Used by
	 * the property tests and fuzzers, never in play. */
	int (*check)(const void *st, const void *data, struct tt_err *err);
	/* Optional: complete the seats of a new game before create, where
	 * the rules let one player play several seats (POWERUP's Deathmatch
	 * for three players): add the seats and mark each added one's
	 * player (tt_seat.with).  0, or -1 with err.  NULL: as given. */
	int (*seats)(const void *data, struct tt_setup *setup, struct tt_err *err);
};

#endif
