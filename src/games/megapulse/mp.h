/*
 * mp.h - Megapulse: private types and functions shared by the files of the
 * engine (src/games/megapulse/).  Nothing outside this folder includes it,
 * except the unit tests.
 *
 * The track is a loop of rows (cross-sections) of up to MP_MAXLANE lanes;
 * driving forward goes to the next row, or, from a cell with a forward link
 * (cell.skip > 0, a shortcut or split), further on in the same lap.  A car's
 * place is an absolute row count `pos` (negative before the first crossing
 * of START, which is row 0) and a lane; progress for comparisons is
 * mp_prog() (rows) / mp_progzone() (zones), measured by what remains to
 * START, so both branches of a split compare consistently.  Cards,
 * catalysts and On-Purchase effects are lists of steps (struct mp_step)
 * interpreted by mp_card.c.  The engine is a state machine: st->dec says
 * which decision is pending and for whom; every decision is an option list
 * built by mp_options() and applied by mp_act().
 * Invariants: flat state (memcpy snapshots), no I/O, randomness only from
 * st->dice.
 */
#ifndef MP_H
#define MP_H

#include <stdbool.h>
#include <stdint.h>
#include "engine.h"
#include "conf.h"

#define MP_SEATS 4
#define MP_MAXROW 120
#define MP_MAXLANE 8
#define MP_MAXZONE 40
#define MP_MAXTRACK 16
#define MP_MAXCARD 64
#define MP_MAXSTEP 6
#define MP_MAXHAND 20
#define MP_MAXLOST 20
#define MP_MAXBOMB 16
#define MP_MAXDECK 40
#define MP_MAXMQ 24
#define MP_HULL 5
#define MP_NPILOT 4
#define MP_MAXSPEED 8
#define MP_NONE 0xff
#define MP_ROUND_CAP 200
#define MP_SHORT 24		/* a short text fits a panel row with 2 columns to spare */

/* Cell of a track row. */
enum mp_pad { MPAD_NONE, MPAD_PULSE, MPAD_DASHL, MPAD_DASHR, MPAD_REPAIR, MPAD_NITRO };

struct mp_cell {
	bool wall;		/* no space here */
	int8_t arrow;		/* traction drift: -1 left, +1 right, 0 straight */
	uint8_t pad;		/* enum mp_pad */
	uint8_t skip;		/* rows jumped over when driving forward from here (goto) */
};

struct mp_track {
	char desc[CONF_DESC_MAX + 1];	/* the menu's one line */
	char name[24];
	char title[48];
	int side;		/* 0 = A, 1 = B */
	int len, lanes, nzone;
	int inner;		/* -1 inner side is lane 0, +1 inner side is the last lane */
	int laps;		/* default laps */
	struct mp_cell cell[MP_MAXROW][MP_MAXLANE];
	uint8_t zone[MP_MAXROW];	/* 0.. from START */
	uint8_t flag[MP_MAXROW];	/* 'S' START, 'C' checkpoint at the entry of this row */
	/* Derived from the forward links (cell.skip): the shortest way from each
	 * row back to START, in rows and in zones, and the forward distance in
	 * zones between any two zones (255: unreachable). */
	int16_t togo[MP_MAXROW];
	uint8_t ztogo[MP_MAXROW];
	int laprows, lapzones;		/* togo and ztogo of START */
	uint8_t zfwd[MP_MAXZONE][MP_MAXZONE];
};

enum mp_eff {
	MP_E_SPEED, MP_E_NITRO, MP_E_REPAIR, MP_E_REPAIRALL, MP_E_LOSESPEED, MP_E_FWD, MP_E_FWDGRIP, MP_E_SIDE, MP_E_MAYSIDE,
	MP_E_GRIP, MP_E_ZAP, MP_E_FIRE, MP_E_BOMB, MP_E_MULTI, MP_E_FIRST, MP_E_LAST, MP_E_CATALYST, MP_E_SHIELD, MP_E_FRENZY,
	MP_E_TOKEN, MP_E_ANTIGRAV, MP_E_DATAHACK, MP_E_SOLARSINK, MP_E_GRAPPLE, MP_E_LOSECARD, MP_E_SONIC, MP_E_NEFF
};

struct mp_step {
	uint8_t eff;		/* enum mp_eff */
	int8_t n, t, lo, hi;	/* amount, targets, zone range */
	uint8_t card;		/* MP_E_LOSECARD: card id */
};

enum mp_kind { MP_CK_BASE, MP_CK_SPECIAL, MP_CK_ACTION, MP_CK_PASSIVE, MP_CK_BURST };
enum mp_cost { MP_COST_NONE, MP_COST_NITRO, MP_COST_HULL, MP_COST_SPEED };
enum mp_passive {
	MP_P_NONE, MP_P_RACE, MP_P_RAM, MP_P_NITRO, MP_P_ARMOR, MP_P_RANGE, MP_P_REPAIR, MP_P_GRIP, MP_P_FRENZY, MP_P_PULSE,
	MP_P_NKIND
};

struct mp_cardef {
	char id[24];		/* section id, unique: "nitrospeed.x-350" */
	char name[16];		/* command word: "nitrospeed" */
	char title[24];		/* "NITROSPEED" */
	char text[200];		/* the full text (`info`, the i key) */
	char brief[MP_SHORT + 1];	/* the panel's short form (key `short`) */
	char brief2[MP_SHORT + 1];	/* a passive's short form at Level II */
	uint8_t kind;		/* enum mp_kind */
	bool instant;
	int8_t car;		/* specialty: car index, else -1 */
	uint8_t replaces;	/* specialty: base card id it replaces */
	int8_t ai;		/* AI appetite for buying */
	int nopt;		/* 1 or 2 (OR) */
	uint8_t cost[2], costn[2];
	uint8_t nstep[2];
	struct mp_step step[2][MP_MAXSTEP];
	uint8_t npur;		/* On-Purchase steps */
	struct mp_step pur[MP_MAXSTEP];
	uint8_t pkind;		/* enum mp_passive */
	int8_t plv[2];		/* value at level I and II */
	char optname[2][28];	/* labels of the OR options */
};

struct mp_pilot {
	char name[16], title[24];
	uint8_t nstep[3];
	struct mp_step step[3][MP_MAXSTEP];
	char text[3][100];
};

struct mp_bomb {
	int8_t owner;		/* seat; multibombs too */
	uint8_t multi;
	uint8_t n;		/* spaces covered */
	uint8_t row, lane;	/* first space; the others are to its right */
};

/* A test or puzzle start position for one car ([start CAR] sections). */
struct mp_start {
	bool set;
	int pos, lane, speed, nitro, tokens, frenzy, bombs, shields, laps;
	uint8_t dmg[MP_SEATS + 1];
	int nhand;			/* -1: the usual hand */
	uint8_t hand[MP_MAXHAND];
	int nlost;
	uint8_t lost[MP_MAXLOST];
	uint8_t l1[2], l2[2];
};

struct mp_data {
	char title[64];
	int ntrack;
	struct mp_track track[MP_MAXTRACK];
	int ncard;
	struct mp_cardef card[MP_MAXCARD];
	int nbase;
	uint8_t base[8];		/* the 7 base card ids, in hand order */
	struct mp_pilot pilot[MP_NPILOT];
	int npilot;
	int moves[MP_MAXSPEED + 1];	/* movement of each Speed */
	int maxspeed, sonic_speed, maxnitro;
	int l1slots, l2slots;
	int stock_frenzy, stock_tokens, stock_multi, stock_shield;
	bool shuffle;			/* shuffle the upgrade deck (tests may fix it) */
	int ndeckorder;
	uint8_t deckorder[MP_MAXDECK];	/* fixed deck order when !shuffle */
	struct mp_start start[MP_SEATS];
	int nsbomb;
	struct mp_bomb sbomb[MP_MAXBOMB];	/* bombs on the track at the start */
};

struct mp_car {
	int pos, best;		/* absolute rows; best = furthest reached */
	int8_t lane;
	uint8_t speed, nitro, frenzy, tokens, shields, bombs;
	uint8_t dmg[MP_SEATS + 1];	/* [0] first slot, [1+s] next to seat s's rival token */
	bool destroyed;
	uint8_t pilot;
	uint8_t laps;		/* laps completed */
	uint8_t nhand, hand[MP_MAXHAND];
	uint8_t nlost, lost[MP_MAXLOST];
	uint8_t nsel, sel[2];	/* hand indices of the selection */
	uint8_t resolved;	/* bit per sel slot */
	bool picked;		/* selection made this round */
	uint8_t l1[2], l2[2];	/* passive card ids or MP_NONE */
	bool grip, zap;		/* for the rest of the round */
	bool sonic;		/* holds the Sonicspeed tile */
	bool acted;		/* RACE or REPAIR done this turn */
	uint8_t armor_used;
};

enum mp_phase { MP_PH_SELECT, MP_PH_INSTANT, MP_PH_EXEC, MP_PH_READY, MP_PH_OVER };

enum mp_dec {
	MP_D_NONE, MP_D_SELECT, MP_D_INSTANT, MP_D_TURN, MP_D_OPTION, MP_D_COST, MP_D_SIDE, MP_D_STYLE, MP_D_TARGET, MP_D_PLACE,
	MP_D_HACK, MP_D_GRAPPLE, MP_D_REGAIN, MP_D_BUY, MP_D_REPLACE, MP_D_SLOT, MP_D_PUSH
};

enum mp_src { MP_SRC_CARD, MP_SRC_PILOT, MP_SRC_PURCHASE };

struct mp_mq {			/* one queued space of movement */
	int8_t dir;		/* 0 forward, -1/+1 sideways */
	uint8_t group;		/* a sideways movement ends on a crash */
	bool grip;
};

struct mp_state {
	struct dice dice;
	int nseats, track, laps, round;
	char seatname[MP_SEATS][TT_NAME_MAX];
	int8_t carid[MP_SEATS];		/* hovercar of each seat (index in mp_car_names) */
	struct mp_car car[MP_SEATS];
	int8_t order[MP_SEATS];
	int ndeck;
	uint8_t deck[MP_MAXDECK];	/* deck[ndeck-1] is the top */
	uint8_t market[4];		/* MP_NONE = empty */
	int nbomb;
	struct mp_bomb bomb[MP_MAXBOMB];
	int stock_frenzy, stock_tokens, stock_multi, stock_shield;
	bool stock_sonic, antigrav, ending;
	int phase, turn;		/* turn = index into order */
	int dec, dseat;
	/* the effect list being resolved */
	int8_t cc_seat, cc_slot;	/* cc_slot: sel slot, -1 none */
	uint8_t cc_src, cc_id, cc_opt, cc_step, cc_left;
	int8_t cc_subject;		/* car moved by the steps (Datahack) */
	uint8_t cc_done;		/* targets already hit: bit per car, bombs <<4 */
	uint16_t cc_bombs_hit;
	uint8_t pend_card;		/* passive awaiting a slot */
	/* movement */
	int nmq;
	struct mp_mq mq[MP_MAXMQ];
	int8_t mv_car;
	uint8_t mv_group;
	bool in_race;
	int8_t last_side;		/* unused, kept 0 */
	uint8_t rep_left;		/* Hull still to repair for rep_seat (slot choice) */
	int8_t push_car, push_mover;	/* MP_D_PUSH: the car hit and the one that hit it */
	bool mv_was_destroyed;		/* the mover was destroyed before this space */
	int8_t rep_seat;
	int winner;
};

enum mp_actk {
	MP_A_SELECT, MP_A_PLAY, MP_A_RACE, MP_A_REPAIR, MP_A_FRENZY, MP_A_DONE, MP_A_OPT, MP_A_PAY, MP_A_DECLINE, MP_A_SIDE,
	MP_A_SKIP, MP_A_STYLE, MP_A_TCAR, MP_A_TBOMB, MP_A_TDONE, MP_A_PLACE, MP_A_HACK, MP_A_GRAPPLE, MP_A_REGAIN, MP_A_BUY,
	MP_A_DECK, MP_A_LEVEL, MP_A_REPLACE, MP_A_DISCARD, MP_A_SLOT, MP_A_PUSH
};

struct mp_act {
	uint8_t kind;
	int16_t a, b;
};

/* mp_load.c */
extern const char *const mp_car_names[MP_SEATS + 1];
int mp_load(const struct tt_files *f, const char *scenario, void **data, struct tt_err *err);
void mp_unload(void *data);
int mp_card_find(const struct mp_data *d, const char *id);
int mp_track_find(const struct mp_data *d, const char *name, int side);
int mp_track_sec(struct conf_doc *doc, struct conf_sec *s, struct mp_data *d, struct tt_err *err);
int mp_start_sec(struct conf_doc *doc, struct conf_sec *s, struct mp_data *d, struct tt_err *err);
int mp_bombs_sec(struct conf_doc *doc, struct conf_sec *s, struct mp_data *d, struct tt_err *err);
int mp_apply_start(struct mp_state *st, const struct mp_data *d, struct tt_err *err);
int mp_seat_of_car(const struct mp_state *st, int car);

/* mp_drive.c */
int mp_row(const struct mp_state *st, const struct mp_data *d, int pos);
int mp_zone(const struct mp_state *st, const struct mp_data *d, int pos);
int mp_zdist(const struct mp_state *st, const struct mp_data *d, int from, int to);
int mp_zdz(const struct mp_track *t, int za, int zb);
int mp_next(const struct mp_state *st, const struct mp_data *d, int pos, int lane);
int mp_prev(const struct mp_state *st, const struct mp_data *d, int pos, int lane);
int mp_prog(const struct mp_state *st, const struct mp_data *d, int pos);
int mp_progzone(const struct mp_state *st, const struct mp_data *d, int pos);
const struct mp_track *mp_trk(const struct mp_state *st, const struct mp_data *d);
bool mp_space(const struct mp_state *st, const struct mp_data *d, int row, int lane);
int mp_car_at(const struct mp_state *st, const struct mp_data *d, int row, int lane);
int mp_bomb_at(const struct mp_state *st, int row, int lane);
int mp_hull(const struct mp_car *c);
int mp_passive(const struct mp_state *st, const struct mp_data *d, int seat, int kind);
void mp_damage(struct mp_state *st, const struct mp_data *d, int seat, int n, int src,
	       struct tt_out *out);
void mp_repair(struct mp_state *st, int seat, int n, struct tt_out *out);
bool mp_repair_auto(struct mp_state *st, struct tt_out *out);
void mp_repair_slot(struct mp_state *st, int rival, struct tt_out *out);
void mp_detonate(struct mp_state *st, const struct mp_data *d, int b, struct tt_out *out);
void mp_gain_speed(struct mp_state *st, const struct mp_data *d, int seat, int n);
void mp_gain_nitro(struct mp_state *st, const struct mp_data *d, int seat, int n);
void mp_advance_best(struct mp_state *st, const struct mp_data *d, int seat, struct tt_out *out);
void mp_queue(struct mp_state *st, int car, int dir, int n, bool grip);
bool mp_style_choice(const struct mp_state *st, const struct mp_data *d, bool *grip, bool *zap);
void mp_move_step(struct mp_state *st, const struct mp_data *d, int style, struct tt_out *out);
void mp_push_dir(struct mp_state *st, const struct mp_data *d, int dir, struct tt_out *out);

/* mp_card.c */
const struct mp_step *mp_list(const struct mp_state *st, const struct mp_data *d, int *n);
void mp_begin(struct mp_state *st, const struct mp_data *d, int seat, int src, int id, int slot,
	      struct tt_out *out);
void mp_steps(struct mp_state *st, const struct mp_data *d, struct tt_out *out);
int mp_tier(const struct mp_state *st, const struct mp_data *d, int seat);
int mp_leader(const struct mp_state *st, const struct mp_data *d);
bool mp_in_range(const struct mp_state *st, const struct mp_data *d, int seat, int pos,
		 const struct mp_step *s);
const char *mp_opt_void(const struct mp_state *st, const struct mp_data *d, int seat, int id,
			int opt, char *buf, size_t cap);
const char *mp_card_void(const struct mp_state *st, const struct mp_data *d, int seat, int id,
			 char *buf, size_t cap);
void mp_effect_act(struct mp_state *st, const struct mp_data *d, const struct mp_act *a,
		   struct tt_out *out);

/* mp_round.c */
void mp_setup(struct mp_state *st, const struct mp_data *d);
void mp_run(struct mp_state *st, const struct mp_data *d, struct tt_out *out);
void mp_round_act(struct mp_state *st, const struct mp_data *d, int seat, const struct mp_act *a,
		  struct tt_out *out);
void mp_gain_card(struct mp_state *st, const struct mp_data *d, int seat, int id,
		  struct tt_out *out);
void mp_to_lost(struct mp_car *c, int id);
int mp_seat_of_order(const struct mp_state *st, int seat);

/* mp_opts.c */
int mp_options(const struct mp_state *st, const struct mp_data *d, int seat, struct mp_act *acts,
	       struct tt_option *opts, int cap);
void mp_act_cmd(const struct mp_state *st, const struct mp_data *d, int seat,
		const struct mp_act *a, char *cmd, size_t cap);
void mp_prompt(const void *vst, const void *vd, struct tt_prompt *p);
/* Can seat pay the cost of option opt (0 a, 1 b) of card c now? */
bool mp_can_pay(const struct mp_state *st, const struct mp_cardef *c, int opt, int seat);
/* What seat still has to do in its Execution turn, as a phrase for the
 * prompt and for a refused 'done' (written into buf). */
void mp_turn_todo(const struct mp_state *st, const struct mp_data *d, int seat, char *buf,
		  size_t cap);
int mp_do(struct mp_state *st, const struct mp_data *d, int seat, const struct mp_act *a,
	  struct tt_out *out);
void mp_cellname(int row, int lane, char *buf, size_t cap);

/* mp_look.c: the track in words around viewer's car (`look`). */
void mp_look(const void *vst, const void *vd, int viewer, struct tt_out *out);

/* mp_info.c: the full texts of cards, cars, pilots and options (`info`). */
int mp_info(const void *vst, const void *vd, int viewer, const char *what, struct tt_out *out,
	    struct tt_err *err);
/* mp_engine.c: a verb's help, or NULL. */
const char *mp_verb_help(const char *verb);

/* mp_view.c */
extern const char mp_car_letter[MP_SEATS];
extern const int mp_car_colour[MP_SEATS];
/* mp_panel.c: the side panel of viewer (sel: the highlighted option). */
void mp_panel(const struct mp_state *st, const struct mp_data *d, int viewer, int sel,
	      struct canvas *cv);
void mp_view(const void *vst, const void *vd, int viewer, int sel, bool overview,
	     struct tt_view *v);
void mp_dump(const void *vst, const void *vd, struct tt_out *out);

/* mp_ai.c */
void mp_redact(void *vst, const void *vd, int seat, struct rng *rng);
int mp_ai(const void *vst, const void *vd, int seat, int level, struct rng *rng, char *cmd,
	  size_t cap, char *why, size_t whycap);

/* mp_glyph.c: the track's symbols. */
enum {
	MP_G_SPACE, MP_G_WALL, MP_G_PULSE, MP_G_DASHL, MP_G_DASHR, MP_G_REPAIR, MP_G_NITRO,
	MP_G_CURVEL, MP_G_CURVER, MP_G_START, MP_G_CHECK, MP_G_LINK, MP_G_CAR, MP_G_WRECK,
	MP_G_BOMB, MP_G_MULTI, MP_G_DROP, MP_G_PUSHUP, MP_G_PUSHDOWN, MP_NGLYPH
};
extern const struct glyph_table mp_glyphs;

#endif
