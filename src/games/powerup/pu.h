/*
 * pu.h - POWERUP: the state and the data, the types every layer shares.
 * The functions are declared by layer, each header including the one
 * below it: board/pu_board.h, rules/pu_rules.h (and pu_cmd.h, the
 * commands; pu_hooks.h, how the rules reach the modes), modes/pu_modes.h,
 * play/pu_play.h, ai/pu_ai.h, and pu_engine.h on top.
 *
 * The world is a side view of squares (x to the right, y downward).  Each
 * square has a kind (air, solid, ladder, stairs, gateway, acid, spikes,
 * door) and may have a floor under it; the bottom edge of the board is a
 * floor and the side and top edges are walls.  Everything that stands on
 * the board (BUGBUSTERs, BUGs, Non-Player Characters, drums, covers, the
 * portal pieces, the GLITCH) is a figure in one table.
 *
 * The state is one flat struct (no pointers): memcpy is a snapshot.  The
 * BUG side is automatic in this part; it runs inside pu_advance() until a
 * person must decide something (a reaction window, "push or pass?", a
 * side after spikes, ...), which is queued as a pending decision with its
 * own prompt.  Seats are BUGBUSTERs; a BUGMISTRESS seat can later be a
 * seat whose decisions replace the automatic ones in pu_bugs.c.
 */
#ifndef POWERUP_PU_H
#define POWERUP_PU_H

#include <stdbool.h>
#include <stdint.h>
#include "engine.h"
#include "conf.h"

struct tt_dump;
struct pu_hooks;

#define PU_W 16			/* board squares across, at most */
#define PU_H 12			/* board squares down, at most */
#define PU_T 3			/* a tile is PU_T x PU_T squares */
#define PU_MAXTILE 16
#define PU_MAXFIG 64
#define PU_MAXBB 6		/* BUGBUSTER seats (Deathmatch 3 against 3) */
#define PU_MAXARCADE 5		/* BUGBUSTERs of a mission against the BUGs, at most */
#define PU_NOPT 8		/* game options (pu_options, pu_create.c) */
#define PU_NSHEET 8
#define PU_MAXBUG 12		/* BUG sheets (with the BUGMISTRESS levels) */
#define PU_MAXEQ 64
#define PU_MAXPOW 40
#define PU_MAXBUGCARD 40
#define PU_MAXMISSION 4
#define PU_HAND 4
#define PU_GEAR 8
#define PU_NPEND 8
#define PU_NAME 24
#define PU_SHORT 19		/* a short text: at most 18 characters (the panel's width) */
#define PU_TEXT 192		/* a card's or a rule's full text, one INI line */
#define PU_MAXSTORY 8		/* missions of a campaign */
#define PU_STORY_TEXT 640	/* a mission's story text, before or after it */
#define PU_NPCNAME 4		/* named Non-Player Characters of a mission */

enum pu_sqkind { PU_SQ_AIR, PU_SQ_SOLID, PU_SQ_LADDER, PU_SQ_STAIRS, PU_SQ_GATE, PU_SQ_ACID, PU_SQ_SPIKES, PU_SQ_DOOR, PU_SQ_N };

enum pu_fkind { PU_FK_NONE, PU_FK_BB, PU_FK_BUG, PU_FK_NPC, PU_FK_DRUM, PU_FK_COVER, PU_FK_PORTAL, PU_FK_GLITCH, PU_FK_ROBOT };

/* Equipment categories: the first three are the equipped slots. */
enum pu_eqtype { PU_ET_MELEE, PU_ET_RANGED, PU_ET_ARMOUR, PU_ET_GRENADE, PU_ET_N };
enum pu_damage { PU_DM_NORMAL, PU_DM_PIERCING, PU_DM_ELECTRIC, PU_DM_FIRE, PU_DM_N };
enum pu_special {
	PU_SP_NONE, PU_SP_AMMOYELLOW, PU_SP_RPYELLOW, PU_SP_DOUBLEYELLOW, PU_SP_DRILL, PU_SP_AREA2, PU_SP_PUSH2,
	PU_SP_WHITEMELEE, PU_SP_TWORP, PU_SP_JUMP1, PU_SP_HEAVY, PU_SP_N
};
enum pu_destroy { PU_DS_NONE, PU_DS_NOAMMO, PU_DS_BLUNDER, PU_DS_SINGLE, PU_DS_N };

/* BUG abilities (bits). */
enum {
	PU_AB_FLYING = 1, PU_AB_TEAM4 = 2, PU_AB_BACKEYE = 4, PU_AB_SPAWN = 8, PU_AB_REGEN = 16,
	PU_AB_NOPIERCE = 32, PU_AB_NOFIRE = 64, PU_AB_NORANGED = 128, PU_AB_BLINK = 256, PU_AB_NOBACK = 512
};
#define PU_NABIL 10

enum pu_powtype { PU_PW_SPECIAL, PU_PW_TRICK };
enum pu_poweff {
	PU_PE_RP, PU_PE_AMMO, PU_PE_LIFE, PU_PE_ASSEMBLE, PU_PE_WHITE, PU_PE_BARRIER, PU_PE_BRAINWASH, PU_PE_HIT,
	PU_PE_COPYCAT, PU_PE_DISRUPT, PU_PE_DRAW2, PU_PE_ARMOUR, PU_PE_SHIELD, PU_PE_REROLL, PU_PE_COINS,
	PU_PE_TELEPORT, PU_PE_POWERON, PU_PE_DOOR, PU_PE_FACEBUG, PU_PE_YELLOW, PU_PE_N
};
enum pu_bugkind { PU_BK_SPECIAL, PU_BK_TRICK, PU_BK_EVENT };
enum pu_bugeff {
	PU_BE_ACIDCORR, PU_BE_ACIDVOMIT, PU_BE_AMBUSH, PU_BE_BICEVO, PU_BE_CHARGE, PU_BE_CREEPER, PU_BE_DEPLETE,
	PU_BE_EVOLUTION, PU_BE_GAS, PU_BE_IMMOLATION, PU_BE_CORROSION, PU_BE_MORTALGAS, PU_BE_KNOCK, PU_BE_DOOR,
	PU_BE_PSYCHIC, PU_BE_TELEPORT, PU_BE_REINFORCE, PU_BE_SURPRISE, PU_BE_THIEF, PU_BE_N
};
enum pu_goal { PU_GO_VIPS, PU_GO_PORTAL, PU_GO_KEYS, PU_GO_MISTRESS, PU_GO_REACH, PU_GO_CLEAR, PU_GO_RESCUE, PU_GO_DM, PU_GO_N };

/* A die face: hits, or the POW! face (3 hits and a POW! draw) or a BUG
 * face (blunder). */
enum { PU_DF_HITS, PU_DF_POW, PU_DF_BUG };
struct pu_face {
	uint8_t kind, hits;
};

struct pu_tile {
	char name[PU_NAME];
	uint8_t kind[PU_T][PU_T], floor[PU_T][PU_T];
	uint8_t coins[PU_T][PU_T], drum[PU_T][PU_T];
};

struct pu_dice2 {		/* a dice pool: white and yellow */
	uint8_t w, y;
};

struct pu_sheet {
	char name[PU_NAME];		/* "RAY" */
	struct pu_dice2 melee, ranged, emelee, eranged;
	int rp, ammo, armour, earmour, erp, eammo;
	int start[3];			/* starting equipment (-1 none) */
	int epic_weapon;		/* equipment index */
};

struct pu_bugsheet {
	char name[PU_NAME], id[PU_NAME];
	int cost, lives, armour, actions, attacks, coins, range, speed, tokens;
	struct pu_dice2 melee, ranged;
	unsigned abil;
	int angry;			/* index of the next level (BUGMISTRESS), -1 */
	int activate;			/* a BUGMISTRESS player's activation cost (0: active
					 * from the start, -1: never spawned) */
	char text[PU_TEXT];		/* what it is, in a sentence (house text) */
};

struct pu_equip {
	char name[PU_NAME], id[PU_NAME];
	int type, cost, speed, range;	/* range 0 = a yellow die's hits */
	int damage, special, destroy, armour;
	struct pu_dice2 bonus;
	bool deck, epic;
};

struct pu_pow {
	char name[PU_NAME], id[PU_NAME];
	char brief[PU_SHORT], text[PU_TEXT];	/* the panel's short form, the full text */
	int type, cost_rp, cost_ammo, effect, amount;
	char letter;			/* 'E','P','I','C' or '*' */
};

struct pu_bugcard {
	char name[PU_NAME], id[PU_NAME];
	char brief[PU_SHORT], text[PU_TEXT];
	int kind, effect, spawn, autobug;	/* autobug = BUG sheet index */
};

/* Game elements held back (bit i: the element's index in its table). */
struct pu_locks {
	uint64_t bug, bugcard, pow, eq;
};
enum { PU_LK_BUG, PU_LK_BUGCARD, PU_LK_POW, PU_LK_EQ };

/* A Deathmatch layout's house values (pu_dm.c): the teams are RED (0)
 * and BLU (1); seat i plays for team i % 2. */
struct pu_dmconf {
	int8_t base[2][2];		/* tile column, row of each team's base */
	int8_t robot[2][2];		/* each team's robot's home square */
	int cycle;			/* every POWERUP comes back ON every cycle turns */
	int captures;			/* captures that win */
	int throw_max;			/* squares a thrown robot flies at most */
	int throw_push;			/* squares it pushes a figure it lands against */
	int8_t robot_at[2][2];		/* test fixture: where they stand at the start */
	int nrobot_at;
	int setup;			/* setup = house (0) or free (1): pu_dm_free.c */
	int nrobot;			/* robots listed (any mission may place them) */
};

struct pu_mission {
	char id[PU_NAME], title[48];
	int minp, maxp, coins, turns, goal;	/* players from minp to maxp */
	int house_limit;		/* rounds after which the BUGs win (0 = none) */
	int layout[PU_H / PU_T][PU_W / PU_T];	/* tile indices */
	int tw, th;				/* tiles across/down */
	int8_t start[PU_MAXBB][2], burp[PU_MAXBB][2], npc[10][2], portal[3][2];
	int8_t glitch[2], mistress[2];
	int nstart, nburp, nnpc, nportal, burp_face, nsecret;
	/* test fixtures: BUGs (sheet, x, y, face), drums and covers placed */
	int8_t bugs[8][4], drums[8][2], covers[4][2], gear[4];	/* gear: given to each BUGBUSTER */
	int nbugs, ndrums, ncovers, ngear;
	/* test fixtures: cards put on top of the decks, first drawn first */
	int8_t bugtop[12], powtop[12], powhand[PU_HAND];	/* powhand: dealt to seat 0 */
	int nbugtop, npowtop, npowhand;
	int8_t tokens[8][3];		/* test fixtures: secret tokens (value, x, y) */
	int ntokens;
	/* Story missions (pu_story.c): the mission's own rules and texts */
	int restart;			/* someone down: the mission starts over */
	int meet;			/* a BUGBUSTER must reach the first NPC */
	int protect;			/* the NPCs must live */
	int npc_target;			/* the NPCs are the BUGs' PRIMARY TARGETS */
	int8_t power[PU_MAXTILE][2];	/* where the POWERUPs stand (npower 0: one a tile) */
	int npower;
	int clear;			/* BUGs to exterminate: a BUG sheet, -1 all, -2 none */
	int after_kill;			/* rescue counts once a BUG of this sheet died; -1 */
	int keep_bugs;			/* the BUGs alive at the last mission's end stay */
	unsigned reward;		/* PU_RW_* bits, given when the mission is won */
	char npc_name[PU_NPCNAME][8];	/* "PDR": the NPCs in the order of npcs = */
	char goal_text[80];		/* the goal in a few words */
	char won_text[80];		/* why a clear mission is won ("" the default) */
	struct pu_locks unlocks;	/* what enters play from this mission on */
	char intro[PU_STORY_TEXT], outro[PU_STORY_TEXT];
	int professions;		/* professions = on: the mission plays with them */
	struct pu_dmconf dm;		/* Deathmatch (pu_dm.c) */
};

enum { PU_RW_STORE = 1, PU_RW_POW = 2 };	/* mission rewards */

/* Profession sheets and the machine-gun turret (pu_prof.c, pu_turret.c;
 * house data in professions.ini).  An ability's effect is one word of a
 * small vocabulary the engine carries out, with its numbers. */
#define PU_MAXPROF 6
#define PU_MAXABIL (2 * PU_MAXPROF)
enum pu_pfeff {
	PU_PF_ENGINEER, PU_PF_HEAL, PU_PF_CHEAP, PU_PF_MELEE, PU_PF_RANGED, PU_PF_RP, PU_PF_AMMO,
	PU_PF_ARMOUR, PU_PF_AP, PU_PF_POWERUP, PU_PF_N
};
enum { PU_PA_JUMP, PU_PA_REVIVE };		/* cheap: the action */
enum { PU_PG_AMMO, PU_PG_COINS, PU_PG_RP };	/* powerup: what is gained */
struct pu_ability {
	char id[PU_NAME], name[PU_NAME], brief[PU_SHORT], text[PU_TEXT];
	int prof, effect, amount;
	int arg;			/* cheap: PU_PA_*; ap: 1 only when hurt; powerup: PU_PG_* */
	int cost;			/* heal and cheap: the AP it costs */
	struct pu_dice2 dice;		/* melee, ranged */
};
struct pu_prof {
	char id[PU_NAME], name[PU_NAME];
	int abil[2];
};
struct pu_profdata {
	int nprof, nabil;
	struct pu_prof prof[PU_MAXPROF];
	struct pu_ability abil[PU_MAXABIL];
	int t_build, t_where, t_load, t_range;	/* the turret: AP, 0 ahead 1 here, ammo, squares */
	struct pu_dice2 t_dice;
	char t_brief[PU_SHORT], t_text[PU_TEXT];
};
/* In the state: each seat's profession and active ability, the turret. */
struct pu_profs {
	uint8_t on;			/* professions are in play */
	int8_t prof[PU_MAXBB];		/* profession, -1 none yet */
	int8_t abil[PU_MAXBB];		/* active ability, -1 none yet */
	uint8_t healed[PU_MAXBB];	/* heal used this turn */
	uint8_t t_on;			/* a turret stands */
	int8_t t_x, t_y, t_ammo, t_owner;
};

struct pu_data {
	struct pu_face white[6], yellow[6];
	int dmg[4];			/* hits for 1,2,3,4 lives */
	int store_ammo, store_life, store_reset, store_power, ammo_per_buy;
	int continue_cost[6];
	int drum_hits, cover_hp, portal_lives, glitch_range;
	int lucky_tries, lucky_max;	/* Lucky Charm: re-rolls without K, rolls at most with K */
	struct pu_dice2 glitch_dice;
	int ntile, nsheet, nbug, neq, npow, nbugcard;
	struct pu_tile tile[PU_MAXTILE];
	struct pu_sheet sheet[PU_NSHEET];
	struct pu_bugsheet bug[PU_MAXBUG];
	struct pu_equip eq[PU_MAXEQ];
	struct pu_pow pow[PU_MAXPOW];
	struct pu_bugcard bugcard[PU_MAXBUGCARD];
	struct pu_mission mission;
	int buggie, burp, mistress, bigbug, bicefalus, brasas;	/* BUG indices */
	int batbug;
	/* what each special action, destruction rule and BUG ability does:
	 * a short form and a sentence (house texts; index 0 of the first
	 * two, "none", stays empty) */
	char sp_brief[PU_SP_N][PU_SHORT], sp_text[PU_SP_N][PU_TEXT];
	char ds_brief[PU_DS_N][PU_SHORT], ds_text[PU_DS_N][PU_TEXT];
	char ab_brief[PU_NABIL][PU_SHORT], ab_text[PU_NABIL][PU_TEXT];
	char su_brief[4][PU_SHORT], su_text[4][PU_TEXT];	/* the store's supplies */
	/* A campaign (pu_story.c): each mission is a whole data set of its
	 * own; the engine plays with stage[camp.stage].  0: one mission. */
	int nstory;
	struct pu_data *stage[PU_MAXSTORY];
	char camp_title[48], camp_id[PU_NAME];
	char camp_ending[PU_STORY_TEXT];	/* shown when the last mission is won */
	struct pu_locks locked;		/* held back in this mission (pu_unlock.c) */
	struct pu_profdata pf;		/* professions and the turret (pu_prof.c) */
	const struct pu_hooks *hooks;	/* the modes' and the dispatch's (pu_hooks.h), set by pu_load */
};

struct pu_fig {
	uint8_t kind, type;		/* enum pu_fkind; sheet/BUG index */
	int8_t x, y, face;		/* face +1 right, -1 left */
	int8_t lives;
	uint8_t ap, attacks, fresh;	/* BUGs: actions left, attacks made, spawned now */
	uint8_t seat;			/* BB: its seat */
	uint8_t secret;			/* keys carried: bits 1 A, 2 B, 4 C */
	int8_t carry;			/* figure carried, -1 */
	int8_t aboard;			/* in the GLITCH: 1 pilot, 2 gunner, 3 VIP; 0 */
	uint8_t blinked, moved;		/* BOSS dodge used; NPC moves made */
};

struct pu_bb {
	int8_t fig;
	int8_t rp, ammo, ap;
	int16_t coins;
	int32_t score;
	int8_t hand[PU_HAND + 1];
	uint8_t nhand;
	int8_t gear[PU_GEAR];
	uint8_t ngear;
	int8_t eq[3];			/* equipped gear slot per PU_ET_MELEE..PU_ET_ARMOUR, -1 */
	uint8_t epic, played, acted, wait;	/* wait: revived too late this turn */
	uint8_t lastatk, bonus_hit, bonus_white, bonus_armour, shield, reroll, bonus_yellow;
	uint8_t air;			/* 1 mid-jump (may attack once), 2 jump-attack, 3 falling */
	int8_t airx, airy;		/* square to land back on after a jump-attack */
	uint8_t nodraw;			/* cards drawn by the draw-two card: not this turn */
	uint8_t midjump;		/* the mid-jump move of this jump is used */
	int8_t maxrp, maxammo;
	/* BUGs destroyed this mission, by sheet: what its score is made of
	 * (the end's breakdown).  A tally of what happened, never read by a
	 * rule, so it is left out of the dump and the hash: saves made before
	 * it existed keep their hash. */
	uint8_t kills[PU_MAXBUG];
};

enum pu_pendkind {
	PU_PD_NONE, PU_PD_REACT, PU_PD_PUSHPASS, PU_PD_SPIKE, PU_PD_SIDE, PU_PD_FACE, PU_PD_DISCARD, PU_PD_STORE, PU_PD_ORDER,
	PU_PD_COPY, PU_PD_START, PU_PD_BMTRICK, PU_PD_BRAINWASH, PU_PD_PROF, PU_PD_SWITCH, PU_PD_DMSTORE,
	PU_PD_DMPLACE, PU_PD_N
};

struct pu_pend {
	uint8_t kind, seat;
	int8_t a, b, c;			/* figures / values, by kind */
};

/* A BUG attack declared and waiting for the reaction window. */
struct pu_decl {
	uint8_t active, ranged;
	int8_t bug, target;
};

enum pu_phase { PU_PH_BUGS, PU_PH_BB, PU_PH_OVER };

/* The BUGMISTRESS played by a person or an AI seat: her turn goes
 * through the steps of the rulebook in order (pu_mistress.c). */
enum { PU_BM_WAIT = 2 };	/* pu_bm_step: she waits for a window */
enum pu_bmstep { PU_BS_DRAW, PU_BS_ACTIVATE, PU_BS_SPAWN, PU_BS_EVENT, PU_BS_SPECIAL, PU_BS_ACTIONS };
struct pu_bm {
	uint8_t on;			/* a seat plays her; 0: the automatic BUGs */
	int8_t seat;			/* her seat (the last), -1 */
	uint8_t step;			/* enum pu_bmstep, in her turn */
	uint8_t points;			/* SPAWN points paid this turn, not yet spent */
	uint8_t event;			/* an event was played in this turn sequence */
	uint8_t offer;			/* a BUGBUSTER acted: offer her a Trick window */
	uint8_t nospawn;		/* the Disruptor holds for this turn of hers */
	uint16_t active;		/* BUG sheets turned face up, a bit each */
	uint64_t passed;		/* Trick plays open when she let a window go (folded bits) */
	uint8_t activated;		/* sheets turned face up in this turn of hers */
	uint16_t passed_at;		/* the BUGBUSTER's turn she let it go in (pu_bm_offer) */
	uint8_t flipped;		/* she has flipped a tile this turn (Kill the BUGMISTRESS) */
	uint8_t income;			/* house option bm-income=auto: the automatic BUGs' free
					 * spawn and event on top of her draw (pu_mistress.c) */
	uint8_t person;			/* a person plays her: her Trick windows open on
					 * public facts (pu_mistress_ask.c) */
};

/* What a BUGBUSTER takes from one mission of a campaign to the next. */
struct pu_carry {
	int16_t coins;
	int32_t score;
	int8_t hand[PU_HAND + 1], gear[PU_GEAR], eq[3];
	uint8_t nhand, ngear;
	int8_t abil;			/* the profession's active ability, -1 none */
};

/* The campaign in the state: the mission played and what it needs. */
struct pu_camp {
	uint8_t on;			/* this game is a campaign */
	int8_t stage;			/* mission being played, 0 the first */
	int8_t limit;			/* limit=N given: every mission's limit; 0 none */
	uint8_t reached;		/* seats that stood on a POWERUP this mission */
	uint8_t met;			/* a BUGBUSTER stood next to the first NPC */
	uint8_t told;			/* the mission's story text was shown */
	uint8_t restarts;		/* times this mission started over */
	uint8_t saved;			/* NPCs taken to a POWERUP (bit type-1) */
	uint16_t slain;			/* BUG sheets destroyed this mission (bit sheet) */
	struct pu_carry carry[PU_MAXBB];	/* what each one brought into it */
};

/* Deathmatch in the state (pu_dm.c). */
struct pu_dm {
	uint8_t on;			/* this game is a Deathmatch */
	int8_t team[PU_MAXBB];		/* 0 RED, 1 BLU, per seat */
	int8_t robot[2];		/* each team's robot figure */
	uint8_t score[2];		/* captures */
	uint8_t protect;		/* seats (bits) back from death, protected until they act */
	uint8_t draw[PU_MAXBB];		/* this turn's INITIATIVE card draw, for ties */
	uint8_t deaths[PU_MAXBB];	/* times each has disintegrated */
	int8_t winner;			/* team that won, -1; 2 a draw at the time limit */
	int8_t took;			/* the last store choice taken (for the AI), -1 */
};

/* Deathmatch free set-up in the state (pu_dm_free.c): what is placed
 * now (step), each team's pieces of this step still to place, each
 * team's secret chips still in hand, the cursor, and which team laid
 * each chip (what that team sees of it). */
enum { PU_DF_POWER, PU_DF_CHIP, PU_DF_DRUM, PU_DF_ROBOT, PU_DF_BB, PU_DF_DONE };
struct pu_dmfree {
	uint8_t on;			/* the teams place the pieces (setup=free) */
	uint8_t step;			/* PU_DF_*: what is placed now */
	uint8_t n;			/* pieces placed in this step (RED, BLU in turn) */
	int8_t left[2];			/* this step's pieces each team has left */
	int8_t nchip[2];		/* each team's secret chips still in hand */
	int8_t chip[2][8];
	uint8_t bbleft;			/* seats whose BUGBUSTER is still to place */
	int8_t cx, cy;			/* the cursor */
	int8_t home[2][2];		/* where each robot was placed: its home square */
	int8_t start[PU_MAXBB][2];	/* where each BUGBUSTER was placed: its base square */
	int8_t chipteam[PU_H][PU_W];	/* 1 + the team that laid the chip there, 0 */
};

/* A Deathmatch attack on a rival, declared by the player whose turn it
 * is and waiting for the defender's reaction window; s->decl names the
 * attacker and the target as for a BUG's attack (pu_dm_react.c). */
struct pu_dmatk {
	int8_t seat, dir, range, xa;	/* attacker's seat, line, reach, extra yellow dice */
	int8_t speed;			/* the weapon's speed a reaction pays first */
	uint8_t turret;			/* the shot is the machine-gun turret's (pu_turret.c) */
	uint8_t da, dt;			/* attacker's and target's deaths when declared */
	struct pu_dice2 assist;		/* an assisting partner's dice, already paid */
};

struct pu_state {
	struct dice dice;
	int nseats, w, h;
	int phase, turn, round, turns_total;
	int limit_rounds;		/* limit=N option: BUGs win after N rounds; 0 = none */
	int8_t react_mode[PU_MAXBB];	/* per seat: 0 always, 1 attacked, 2 never */
	int active;			/* seat playing, -1 */
	uint8_t kind[PU_H][PU_W], floor[PU_H][PU_W];
	uint8_t coins[PU_H][PU_W], fire[PU_H][PU_W], door_open[PU_H][PU_W];
	int8_t secret[PU_H][PU_W];	/* 0 none, 'A'..'C' keys, '1'..'3' coins, 'T' trap */
	uint8_t keys[PU_H][PU_W];	/* keys lying in the open (bits as fig.secret) */
	int8_t power[PU_H][PU_W];	/* 0 none, 1 OFF, 2 ON */
	int gate_off;			/* square index y*PU_W+x of the closed gateway, -1 */
	int nfig;
	struct pu_fig fig[PU_MAXFIG];
	struct pu_bb bb[PU_MAXBB + 1];	/* + 1: never read for the BUGMISTRESS seat */
	int8_t powdeck[PU_MAXPOW], powdisc[PU_MAXPOW];
	int npowdeck, npowdisc;
	int8_t bugdeck[PU_MAXBUGCARD], bugdisc[PU_MAXBUGCARD];
	int nbugdeck, nbugdisc;
	int8_t eqdeck[PU_MAXEQ];
	int neqdeck;
	int8_t store[4];
	int continues;			/* CONTINUEs used so far */
	int event;			/* BUG event in play, -1 */
	int charge, disrupt, first_spawn;
	int bug_order[PU_MAXFIG], nbug_order, bug_cur;	/* BUG action order */
	int bstep;			/* 0 start of BUG turn, 1 acting, 2 done */
	struct pu_decl decl;
	struct pu_pend pend[PU_NPEND];
	int npend;
	int result;			/* 0 playing, 1 won, 2 lost */
	char why[120];
	int keys_found;
	int dodge;			/* hits a Roll reaction takes off the next shot */
	struct pu_dice2 assist;		/* dice an assisting partner adds (within one command) */
	int flips;			/* tiles the BUGMISTRESS has flipped (3 at most) */
	int assemble;			/* Assemble played: POW! cards trade freely this turn */
	int nostairs;			/* within one step down: the stairs do not carry */
	int8_t bughand[PU_MAXBUGCARD];	/* the BUGMISTRESS's hand (the automatic one's face up) */
	int nbughand;
	struct pu_bm bm;		/* the BUGMISTRESS as a player (pu_mistress.c) */
	struct pu_camp camp;		/* the campaign (pu_story.c) */
	struct pu_profs pf;		/* professions and the turret (pu_prof.c) */
	struct pu_dm dm;		/* Deathmatch (pu_dm.c) */
	struct pu_dmfree dmf;		/* Deathmatch free set-up (pu_dm_free.c) */
	struct pu_dmatk dma;		/* a rival's attack waiting on a window (pu_dm_react.c) */
};

#endif
