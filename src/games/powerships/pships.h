/*
 * pships.h - Powerships: private types and functions shared by the files of
 * the engine (src/games/powerships/).  Nothing outside this folder
 * includes it, except the unit tests.
 *
 * The board is a hexagonal grid in axial coordinates (hex.h) stored in a
 * PSHIPS_W x PSHIPS_W array indexed by (q + PSHIPS_R, r + PSHIPS_R).  It is
 * assembled from radius-3 tiles ("megahexes", 37 hexes) placed on 16 slots:
 * the Sun tile in the centre, six around it, and nine in an outer ring.
 * Invariants: state is flat (no pointers) so memcpy snapshots it; every
 * die roll goes through the struct dice inside the state.
 */
#ifndef PSHIPS_H
#define PSHIPS_H

#include <stdbool.h>
#include <stdint.h>
#include "engine.h"
#include "hex.h"
#include "conf.h"
#include "opts.h"

#define PSHIPS_R 17				/* grid half size */
#define PSHIPS_W (2 * PSHIPS_R + 1)
#define PSHIPS_NCELL (PSHIPS_W * PSHIPS_W)
#define PSHIPS_TILE_HEX 37			/* radius-3 megahex */
#define PSHIPS_SLOTS 16
#define PSHIPS_MAXTILES 40
#define PSHIPS_MAXDICE 5
#define PSHIPS_MAXSHIPS 6
#define PSHIPS_NBODY 10				/* nine planets and the Sun */
#define PSHIPS_SUN 9
#define PSHIPS_MAXPATH 160
#define PSHIPS_MAXDAMAGE 5
#define PSHIPS_ROUND_CAP 150			/* rounds before a race is called */
#define PSHIPS_EXTRA_CAP 10			/* most penalty turns per race */
#define PSHIPS_MAXRACES 99
#define PSHIPS_NLAYER 10			/* 3 buoys x 3 tallies + finish */
#define PSHIPS_FAR 999				/* field value of no way */
#define PSHIPS_BUOY_WORTH 10000			/* a called race ranks buoys first */

enum pships_kind {
	PSHIPS_PK_OFF, PSHIPS_PK_SPACE, PSHIPS_PK_DUST, PSHIPS_PK_BODY, PSHIPS_PK_ARROW, PSHIPS_PK_TURNL, PSHIPS_PK_TURNR, PSHIPS_PK_DOUBLE,
	PSHIPS_PK_PURPLE, PSHIPS_PK_NKIND
};

enum pships_phase { PSHIPS_PP_START, PSHIPS_PP_PLACE, PSHIPS_PP_DICE, PSHIPS_PP_HEADING, PSHIPS_PP_OVER };
enum pships_track { PSHIPS_PT_RANDOM, PSHIPS_PT_DAY, PSHIPS_PT_GIVEN };
enum pships_opt { PSHIPS_OPT_TRACK, PSHIPS_OPT_DAY, PSHIPS_OPT_PLAIN, PSHIPS_OPT_RACES,
		  PSHIPS_OPT_FIRST, PSHIPS_NOPT };

/* The game's options (--option KEY=VALUE), read by create. */
extern const struct opts_def pships_opts[PSHIPS_NOPT];

/* The full texts of the hex kinds (pships_info.c, `info`), by key of
 * the tiles file's [texts] section. */
enum pships_text { PSHIPS_TX_SPACE, PSHIPS_TX_DUST, PSHIPS_TX_BODY, PSHIPS_TX_SUN, PSHIPS_TX_ARROW,
		   PSHIPS_TX_TURNL, PSHIPS_TX_TURNR, PSHIPS_TX_DOUBLE, PSHIPS_TX_PURPLE,
		   PSHIPS_TX_FINISH, PSHIPS_TX_BUOY, PSHIPS_NTEXT };
#define PSHIPS_TEXT_MAX 200
extern const char *const pships_text_keys[PSHIPS_NTEXT + 1];

/* One tile as read from the data: 37 hexes in row order (r = -3..3). */
struct pships_tile {
	char name[24];
	bool sun;
	int line;			/* for messages */
	uint8_t kind[PSHIPS_TILE_HEX];
	uint8_t arg[PSHIPS_TILE_HEX];	/* body id or arrow direction */
};

/* Everything load() reads: shared read-only by every state. */
struct pships_data {
	char title[64];
	int ntiles;
	struct pships_tile tile[PSHIPS_MAXTILES];
	bool fixed;			/* layout given */
	uint8_t lay_tile[PSHIPS_SLOTS], lay_rot[PSHIPS_SLOTS];
	int track;			/* enum pships_track */
	int day;
	int buoy[3];			/* body ids when track given */
	int sense[3];			/* +1 ccw, -1 cw, 0 = by the rule */
	int gate[3];			/* twelfths of a turn, -1 = by the rule */
	int finish, start;		/* -1 = by the rule */
	bool plain;			/* plain sides: no special spaces */
	/* What each kind of hex does, from the tiles file's [texts] (empty
	 * when it has none): by enum pships_text. */
	char text[PSHIPS_NTEXT][PSHIPS_TEXT_MAX];
	/* Distance fields already built, by track (pships_field.c).  The one
	 * part of the data written after load: a memo of a pure function of
	 * a state's board and track, so it never changes a result. */
	struct pships_fields *fields;
};

/* The most hexes a board has (16 tiles of 37): a field numbers only the
 * hexes a ship may stand on. */
#define PSHIPS_FCELL (PSHIPS_SLOTS * PSHIPS_TILE_HEX)

/* Cost to the finish through the remaining buoys, by layer (3 buoys x 3
 * tallies, then "all rounded"), hex and heading (pships_field.c). */
struct pships_field {
	int16_t cell[PSHIPS_NCELL];	/* a hex's number in v, -1: never stood on */
	uint16_t v[PSHIPS_NLAYER * PSHIPS_FCELL * HEX_NDIR];	/* layer, number, heading */
};

/* Points by place in a race (the rulebook's table): 1st 10, 2nd 7, ... */
extern const int pships_points[PSHIPS_MAXSHIPS];

struct pships_ship {
	int8_t q, r;
	uint8_t dir;			/* heading, HEX_E.. */
	uint8_t ndice;
	uint8_t die[PSHIPS_MAXDICE];
	uint8_t damage;
	uint8_t buoys;			/* buoys rounded, 0..3 */
	int8_t tally;			/* signed crossings of the next buoy's gate */
	bool placed, left_start, finished;
	uint8_t place;			/* place this race, 0 = not yet */
	uint16_t turns, extra;		/* turns this race / after the winner */
	int16_t points;			/* series total */
	int16_t last_points;
};

struct pships_state {
	struct dice dice;
	int nships;
	char name[PSHIPS_MAXSHIPS][TT_NAME_MAX];
	/* the board, a byte per hex of the grid: its kind (enum pships_kind)
	 * in the low four bits, its argument (body id or arrow direction) in
	 * the high four (pships_kind_of, pships_arg_of) */
	uint8_t cell[PSHIPS_NCELL];
	uint8_t slot_tile[PSHIPS_SLOTS], slot_rot[PSHIPS_SLOTS];
	int8_t body_q[PSHIPS_NBODY], body_r[PSHIPS_NBODY];
	uint8_t buoy[3];
	int8_t sense[3];		/* +1 counter-clockwise, -1 clockwise */
	uint8_t gate[3];		/* gate half-line direction, 12ths of a turn */
	uint8_t finish, start;
	bool track_ready;
	int8_t track_mode;		/* enum pships_track */
	uint8_t day;
	bool plain;
	uint8_t phase;
	uint8_t turn;			/* ship to act */
	int8_t first;			/* starting player, -1 = to be rolled */
	int8_t fixed_first;		/* from the options, -1 = roll */
	uint8_t nplaced;
	int8_t plan;			/* -1 remove, 0 keep, +1 add */
	uint8_t plan_remove;		/* die index removed */
	uint8_t plan_reroll;		/* bit per die to reroll */
	int8_t pending;			/* heading preview: -1 right, 0, +1 left */
	uint16_t race, races, round;
	uint8_t nfinished;
	bool winner_in;			/* somebody finished this race */
	struct pships_ship ship[PSHIPS_MAXSHIPS];
	/* Digest of the board and track (not dumped): finds the distance
	 * field of this track in the data's memo (pships_field.c). */
	uint64_t track_key;
	/* In the heading phase, the headings the rules allow the ship to
	 * act (pships_legal's mask, bit turn + 1): it cannot change while the
	 * heading is chosen, so it is worked out once as the phase begins
	 * (derived, not dumped; pships_check holds it to pships_legal). */
	uint8_t legal;
};

/* Result of simulating one move. */
struct pships_step {
	int8_t q, r;
	uint8_t dir;			/* heading after entering */
	uint8_t ev;			/* PK_* of the special used, or 0 */
	uint8_t buoys;			/* buoys rounded and tally of the gate */
	int8_t tally;			/* crossings, once here */
};

struct pships_move {
	int n;				/* path entries; path[0] = start hex */
	struct pships_step path[PSHIPS_MAXPATH];
	int end;			/* index of the final hex */
	int reach;			/* path length before any collision */
	bool crash;
	int damage;
	uint8_t dir;			/* heading at the end */
	int buoys, tally;		/* after the move */
	bool finished, left_start;
};

/* pships_load.c */
int pships_load(const struct tt_files *f, const char *scenario, void **data, struct tt_err *err);
void pships_unload(void *data);
int pships_parse_tiles(struct conf_doc *doc, struct pships_data *d, struct tt_err *err);
extern const char *const pships_body_names[PSHIPS_NBODY];
int pships_body_parse(const char *name);

/* The kind and the argument of the hex with grid index c (pships_cell). */
static inline int pships_kind_of(const struct pships_state *s, int c)
{
	return s->cell[c] & 0xf;
}

static inline int pships_arg_of(const struct pships_state *s, int c)
{
	return s->cell[c] >> 4;
}

/* pships_board.c */
int pships_cell(int q, int r);			/* index or -1 off grid */
void pships_set_cell(struct pships_state *s, int c, int kind, int arg);
int pships_kind_at(const struct pships_state *s, int q, int r);
void pships_build_board(struct pships_state *s, const struct pships_data *d);
void pships_track_finish(struct pships_state *s);
/* Like pships_track_finish with senses and gates from a track file
 * (sense 0 / gate -1 = by the rule); either array may be NULL. */
void pships_track_finish_given(struct pships_state *s, const int sense[3], const int gate[3]);
void pships_track_random(struct pships_state *s);
int pships_track_day(struct pships_state *s, int day, const int rolls[3]);
struct hex pships_gate_vec(int twelfth);
/* Direction of an axial vector in twelfths of a turn (0 = east, ccw). */
int pships_bucket(struct hex v);
int pships_cross(const struct pships_state *s, int b, struct hex a, struct hex c);
bool pships_gate_left(const struct pships_state *s, int k, struct hex a);
bool pships_in_area(const struct pships_state *s, int body, int q, int r);
void pships_slot_centre(int slot, int *q, int *r);

/* pships_move.c */
bool pships_enterable(const struct pships_state *s, const struct pships_ship *sh,
		      int buoys, int q, int r);
int pships_occupant(const struct pships_state *s, int q, int r, int except);
void pships_simulate(const struct pships_state *s, int ship, int turn, int total,
		     struct pships_move *m);
int pships_total(const struct pships_ship *sh);
int pships_legal(const struct pships_state *s, int ship, int total, struct pships_move mv[3]);

/* pships_ops.c: the verbs and the dispatch from them */
int pships_apply(void *st, const void *data, int seat, const struct cmd *c,
		 struct tt_out *out, unsigned *flags, struct tt_err *err);

/* pships_rules.c */
int pships_create(void *st, const void *data, const struct tt_setup *setup, struct tt_err *err);
int pships_do_start(struct pships_state *s, struct tt_out *out);
cmd_exec_fn pships_cmd_place;
/* Refuse a command outside its phase, saying what the phase asks for. */
int pships_wrong_phase(const struct pships_state *s, struct tt_err *err);
void pships_prompt(const void *st, const void *data, struct tt_prompt *p);
/* The prompt; brief: the options' commands only (for the AI); only >= 0:
 * of the options, counted as ever, only option `only`'s command is written
 * (-1: every option). */
void pships_prompt_build(const struct pships_state *s, struct tt_prompt *p, bool brief, int only);
#define PSHIPS_COUNT_ONLY TT_MAXOPT	/* an `only` no option has: count them */
/* How many options the prompt of s lists, told by the state without
 * building them, in the phases met at nearly every decision (dice and
 * heading); -1 in the others.  pships_check holds it to the prompt. */
int pships_option_count(const struct pships_state *s);
int pships_who(const void *st, const void *data, uint32_t *waiting);
void pships_result(const void *st, const void *data, struct tt_result *r);
void pships_dump(const void *st, const void *data, struct tt_out *out);
int pships_max_dice(const struct pships_ship *sh);
void pships_new_race(struct pships_state *s, const struct pships_data *d);
int pships_place_ok(const struct pships_state *s, int ship, const char *spot, const char *dir,
		    struct hex *h, int *d, struct tt_err *err);
void pships_end_turn(struct pships_state *s, const struct pships_data *d, bool winner_before,
		     struct tt_out *out);

/* pships_turn.c: the handlers of the turn's verbs (ctx: the state);
 * turn is a preview (TT_APPLY_PREVIEW in *flags) */
cmd_exec_fn pships_cmd_add, pships_cmd_remove, pships_cmd_keep, pships_cmd_toggle,
	pships_cmd_roll, pships_cmd_turn, pships_cmd_move;
/* The legal headings of mask as words ("left or right"). */
void pships_legal_words(int mask, char *ok, size_t cap);
/* Why heading t (-1 right, 0, +1 left) may not be flown, into err; -1. */
int pships_why_not(const struct pships_move mv[3], int mask, int t, struct tt_err *err);
int pships_pending_ok(const struct pships_state *s);
void pships_describe(const struct pships_state *s, const struct pships_move *m, int total,
		     char *buf, size_t cap);

/* pships_field.c */
/* Set s->track_key once the board and track are final. */
void pships_field_key(struct pships_state *s);
/* The distance field of s's track, built on first use and kept in d's
 * memo; NULL when memory ran out (every cost then reads PSHIPS_FAR). */
const struct pships_field *pships_field_of(const struct pships_state *s,
					   const struct pships_data *d);
/* The way left of each of n ships (their indices in ship[], in seat
 * order) as the field would read it, into way[]: from the memo's field
 * when it is built, else by a search that stops once the ships' ranking
 * by buoys * PSHIPS_BUOY_WORTH - way (ties to the lower seat) is settled
 * (a race called with no AI that needs the field pays only for that):
 * then the one ship met last may get a lower bound of its way, which
 * ranks it the same. */
void pships_field_ways(const struct pships_state *s, const struct pships_data *d, const int *ship,
		       int n, int *way);
int pships_fields_new(struct pships_data *d);	/* at load: 0 or -1 */
void pships_fields_free(struct pships_data *d);
int pships_field_get(const struct pships_field *f, int buoys, int tally, int q, int r);
int pships_field_dir(const struct pships_field *f, int buoys, int tally, int q, int r, int dir);

/* pships_ai.c */
int pships_ai(const void *st, const void *data, int seat, int level, struct rng *rng,
	      char *cmd, size_t cap, char *why, size_t whycap);

/* pships_glyph.c: the board's symbols (arrows and ships by HEX_ direction,
 * bodies by index, path ends by turn + 1: right, straight, left). */
enum {
	PSHIPS_G_SPACE, PSHIPS_G_DUST, PSHIPS_G_ARROW, PSHIPS_G_TURNL = PSHIPS_G_ARROW + HEX_NDIR,
	PSHIPS_G_TURNR, PSHIPS_G_DOUBLE, PSHIPS_G_PURPLE, PSHIPS_G_FINISH, PSHIPS_G_BODY,
	PSHIPS_G_BUOY_CW = PSHIPS_G_BODY + PSHIPS_NBODY, PSHIPS_G_BUOY_CCW, PSHIPS_G_GATE,
	PSHIPS_G_SHIP, PSHIPS_G_PATH = PSHIPS_G_SHIP + HEX_NDIR, PSHIPS_G_END,
	PSHIPS_G_CRASH = PSHIPS_G_END + 3, PSHIPS_NGLYPH = PSHIPS_G_CRASH + 3
};
extern const struct glyph_table pships_glyphs;
/* pships_info.c: the full texts behind the screen (`info`, the key i). */
int pships_info(const void *st, const void *data, int viewer, const char *what,
		struct tt_out *out, struct tt_err *err);
/* Read the optional [texts] section of a tiles document into d. */
int pships_parse_texts(struct conf_doc *doc, struct pships_data *d, struct tt_err *err);

/* pships_look.c: the board in words around viewer's ship (`look`). */
void pships_look(const void *st, const void *data, int viewer, struct tt_out *out);

/* pships_view.c */
void pships_view(const void *st, const void *data, int viewer, int sel, bool overview,
		 struct tt_view *v);

/* Put the ship where move m leaves it (position, heading, buoys, crash). */
void pships_ship_land(struct pships_ship *sh, const struct pships_move *m);

#endif
