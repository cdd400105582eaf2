/*
 * pu.h - POWERUP: private header shared by the files of this engine.
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

#include "pu_hooks.h"

/* pu_unlock.c: the campaign's game elements that enter play as it goes.
 * pu_unlock_parse reads the ids under PREFIX_bug, PREFIX_bugcard,
 * PREFIX_pow and PREFIX_eq (0, or -1 with err);
 * pu_unlock_stages sets each mission's locked from the campaign's and
 * the unlocks of the missions up to it; pu_locked: is element i of kind
 * (PU_LK_*) held back in this mission? */
int pu_unlock_parse(const struct pu_data *d, struct conf_doc *doc, struct conf_sec *s,
		    const char *prefix, struct pu_locks *l, struct tt_err *err);
void pu_unlock_stages(struct pu_data *const *st, int n, const struct pu_locks *locked);
bool pu_locked(const struct pu_data *d, int kind, int i);
void pu_unlock_text(const struct pu_data *d, char *buf, size_t cap);

/* pu_load.c */
int pu_load(const struct tt_files *f, const char *scenario, void **data, struct tt_err *err);
/* pu_load.c: one data set, its hooks given (a campaign's missions share them). */
int pu_load_with(const struct tt_files *f, const char *scenario, const struct pu_hooks *hooks,
		 void **data, struct tt_err *err);
void pu_unload(void *data);
int pu_tiles_parse(struct pu_data *d, struct conf_doc *doc, struct tt_err *err);
/* pu_text.c: the texts of the data files.  pu_text_read reads a
 * section's `short` (when brief is not NULL) and `text`, both required,
 * printable ASCII, the short form at most 18 characters; pu_text_kinds
 * reads a [KIND NAME] section with both for every name of names from
 * index first on.  0, or -1 with err "file:line: ...". */
int pu_text_read(struct conf_doc *doc, struct conf_sec *s, char *brief, char *text,
		 struct tt_err *err);
int pu_text_kinds(struct conf_doc *doc, const char *kind, const char *const *names, int first,
		  char (*brief)[PU_SHORT], char (*text)[PU_TEXT], struct tt_err *err);
/* pu_info.c: the `info` command and the texts the panel shows. */
extern const char *const pu_supply_names[5];	/* ammo life reset powerup, NULL */
int pu_info(const void *st, const void *data, int viewer, const char *what, struct tt_out *out,
	    struct tt_err *err);
/* A piece of equipment's stats in short words ("range 3 +1Y fire spd 1
 * DRILL"), for the panel. */
void pu_info_eq_brief(const struct pu_data *d, int e, char *buf, size_t cap);
/* Put "BUG card NAME (Kind): its text" into out at offset at (where the
 * card's own messages begin), when it fits. */
void pu_info_bugcard_said(const struct pu_data *d, int c, struct tt_out *out, size_t at);
/* A dice bonus in short ("+1W+1Y"), the names of the kinds of damage. */
void pu_info_dice(struct pu_dice2 p, char *buf, size_t cap);
extern const char *const pu_info_damage[PU_DM_N];
/* A POW! card's cost in a few characters: "" (free), "1RP", "1am". */
const char *pu_info_pow_cost(const struct pu_pow *p, char *buf, size_t cap);
/* "X,Y X,Y ..." squares of a mission's board under key: how many, or -1. */
int pu_spots(struct conf_doc *doc, struct conf_sec *s, const char *key, int8_t (*v)[2], int max,
	     const struct pu_mission *m, struct tt_err *err);
/* pu_placement.c: the mission's starting figures stand on squares of
 * their own, none inside a solid block; -1 with err "file:line: ...". */
int pu_check_placement(const struct pu_data *d, struct conf_doc *doc, struct conf_sec *s,
		       struct tt_err *err);

/* pu_board.c - squares, support, moves, falls, pushes */
bool pu_on_board(const struct pu_state *s, int x, int y);
int pu_at(const struct pu_state *s, int x, int y, int skip);
int pu_top_at(const struct pu_state *s, int x, int y);
bool pu_blocks(const struct pu_state *s, int x, int y);
bool pu_floor_under(const struct pu_state *s, int x, int y);
bool pu_supported(const struct pu_state *s, const struct pu_data *d, int f);
bool pu_flying(const struct pu_state *s, const struct pu_data *d, int f);
bool pu_is_obstacle_fig(const struct pu_fig *g);
bool pu_can_step(const struct pu_state *s, int f, int dx, int dy);
void pu_fall(struct pu_state *s, const struct pu_data *d, int f, struct tt_out *out);
void pu_settle(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
void pu_enter(struct pu_state *s, const struct pu_data *d, int f, struct tt_out *out);
void pu_place(struct pu_state *s, const struct pu_data *d, int f, int x, int y, struct tt_out *out);
int pu_push(struct pu_state *s, const struct pu_data *d, int f, int dx, int dy, int n,
	    struct tt_out *out);
void pu_stairs(struct pu_state *s, const struct pu_data *d, int f, struct tt_out *out);
void pu_drop_keys(struct pu_state *s, int f);
bool pu_nearest_sq(const struct pu_state *s, int x0, int y0,
		   bool (*ok)(const struct pu_state *s, int x, int y), int *bx, int *by);
void pu_sync_cargo(struct pu_state *s, int f);
void pu_trap(struct pu_state *s, const struct pu_data *d, int f, int bx, int by, struct tt_out *out);
int pu_spike_vertical_check(const struct pu_state *s, int f, int dy, struct tt_err *err);
void pu_spike_vertical(struct pu_state *s, const struct pu_data *d, int f, int dy, struct tt_out *out);
int pu_stack(const struct pu_state *s, const struct pu_data *d, int f, int *v);
void pu_carry_stack(struct pu_state *s, const struct pu_data *d, const int *st, int n, int dx,
		    struct tt_out *out);
int pu_new_fig(struct pu_state *s, int kind, int type, int x, int y, int face);
const char *pu_fig_name(const struct pu_state *s, const struct pu_data *d, int f);
bool pu_alive(const struct pu_state *s, int f);
bool pu_team(const struct pu_state *s, const struct pu_data *d, int a, int b);
int pu_team_count(const struct pu_state *s, const struct pu_data *d, int f);

/* pu_combat.c - dice, attacks, damage */
int pu_roll(struct pu_state *s, const struct pu_data *d, struct pu_dice2 pool, int *pows,
	    int *bugs, const char *who, struct tt_out *out);
int pu_damage_lives(const struct pu_data *d, int hits);
void pu_hurt(struct pu_state *s, const struct pu_data *d, int f, int lives, int killer,
	     struct tt_out *out);
int pu_target(const struct pu_state *s, const struct pu_data *d, int f, int dir, int range,
	      bool ranged, int *cover);
int pu_dir_vec(int f_face, int dir, int *dx, int *dy);
int pu_armour(const struct pu_state *s, const struct pu_data *d, int f);
struct pu_dice2 pu_melee_pool(const struct pu_state *s, const struct pu_data *d, int f);
struct pu_dice2 pu_ranged_pool(const struct pu_state *s, const struct pu_data *d, int f);
int pu_weapon(const struct pu_state *s, const struct pu_data *d, int f, int type);
int pu_melee(struct pu_state *s, const struct pu_data *d, int a, int t, struct tt_out *out);
void pu_push_from(struct pu_state *s, const struct pu_data *d, int a, int t, int n,
		  struct tt_out *out);
bool pu_enemies(const struct pu_state *s, int a, int t);
int pu_grenade(struct pu_state *s, const struct pu_data *d, int a, int eq, int dir,
	       struct tt_out *out);
int pu_ranged(struct pu_state *s, const struct pu_data *d, int a, int t, int range, int extra_y,
	      struct tt_out *out);
void pu_explode(struct pu_state *s, const struct pu_data *d, int x, int y, int hits, int killer,
		struct tt_out *out);
int pu_weapon_range(const struct pu_state *s, const struct pu_data *d, int f);
bool pu_sight(const struct pu_state *s, int x, int y, int dx, int dy);
void pu_gear_check(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
void pu_epic_end(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out);
extern const char *const pu_dir_names[5];

/* pu_bugs.c - the automatic BUG side */
void pu_bug_turn_start(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
int pu_bug_step(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
int pu_count_bugs(const struct pu_state *s, int type);
void pu_bug_draw(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
int pu_bug_play(struct pu_state *s, const struct pu_data *d, bool specials, struct tt_out *out);
void pu_bug_tricks(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
void pu_bug_brainwash(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
bool pu_free_sq(const struct pu_state *s, int x, int y);
void pu_bug_event(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
void pu_bug_use(struct pu_state *s, const struct pu_data *d, const int8_t *hand, int n,
		struct tt_out *out);
int pu_bug_surprise(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
int pu_highest_bb(const struct pu_state *s);
int pu_spawn(struct pu_state *s, const struct pu_data *d, int spawner, int type,
	     struct tt_out *out);
/* The automatic spawn: a card per spawner, its automatic BUG released
 * free (also a BUGMISTRESS seat's with bm-income=auto). */
void pu_autospawn(struct pu_state *s, const struct pu_data *d, struct tt_out *out);

/* pu_bugs.c, shared with the BUGMISTRESS player (pu_mistress.c) */
int pu_bug_move(struct pu_state *s, const struct pu_data *d, int b, int m, struct tt_out *out);
bool pu_bug_way_open(const struct pu_state *s, const struct pu_data *d, int b, int m);
bool pu_tile_can_flip(const struct pu_state *s, const struct pu_data *d, int tx, int ty);
void pu_tile_flip(struct pu_state *s, int tx, int ty);
bool pu_tile_of_top(const struct pu_state *s, int *tx, int *ty);
void pu_bug_declare(struct pu_state *s, const struct pu_data *d, int b, int t, bool ranged,
		    struct tt_out *out);
void pu_bug_resolve(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
void pu_bug_near(struct pu_state *s, const struct pu_data *d, int b, int ox, int oy,
		 struct tt_out *out);
int pu_bug_range(const struct pu_state *s, const struct pu_data *d, int b);
bool pu_is_spawner(const struct pu_state *s, const struct pu_data *d, int i);
int pu_bug_card_use(struct pu_state *s, const struct pu_data *d, int c, struct tt_out *out);
void pu_bughand_drop(struct pu_state *s, int k);
/* pu_bugs.c, the automatic BUGs' aims, shared with her AI (pu_mistress_ai.c) */
int pu_seen_bb(const struct pu_state *s, const struct pu_data *d, int b);
int pu_primary(const struct pu_state *s, const struct pu_data *d, int b);
int pu_bug_keys_step(const struct pu_state *s, const struct pu_data *d, int b);

/* pu_mistress.c - the BUGMISTRESS seat */
enum { PU_BM_WAIT = 2 };
int pu_bm_seats(struct pu_state *s, const struct tt_setup *su, struct tt_err *err);
bool pu_bm_hidden(const struct tt_setup *su);
void pu_bm_setup(struct pu_state *s, const struct pu_data *d);
int pu_bm_step(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
void pu_bm_offer(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
void pu_bm_brainwash(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
void pu_bm_panel(const struct pu_state *s, const struct pu_data *d, int viewer, struct canvas *cv,
		 int y);
void pu_bm_redact(void *st, const void *data, int seat, struct rng *rng);
void pu_bm_dump(const struct pu_state *s, const struct pu_data *d, struct tt_dump *l);
int pu_bm_ai(const struct pu_state *s, const struct pu_data *d, int level, struct rng *rng,
	     char *cmd, size_t cap, char *why, size_t whycap);

/* pu_path.c - routes */
bool pu_move_ok(const struct pu_state *s, const struct pu_data *d, int f, int m);
int pu_bfs(const struct pu_state *s, const struct pu_data *d, int f, bool careful,
	   int8_t dist[PU_H][PU_W], int8_t first[PU_H][PU_W]);
bool pu_can_hit_from(const struct pu_state *s, int f, int x, int y, int t, int range, int *face);
int pu_route_to_hit(const struct pu_state *s, const struct pu_data *d, int f, int t, int range,
		    bool careful, int *steps);
int pu_route_to(const struct pu_state *s, const struct pu_data *d, int f, int tx, int ty,
		bool adjacent, bool careful, int *steps);
bool pu_safe_step(const struct pu_state *s, int f, int dx);

/* pu_turn.c - turn sequence, POWERUPs, store, missions */
void pu_advance(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
void pu_start_bb(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out);
void pu_end_bb(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
void pu_push_pend(struct pu_state *s, int kind, int seat, int a, int b, int c);
void pu_pop_pend(struct pu_state *s);
void pu_pend_forget(struct pu_state *s, const struct pu_data *d, int f);
void pu_reshuffle(struct pu_state *s, int8_t *deck, int *ndeck, int8_t *disc, int *ndisc);
void pu_draw_pow(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out);
void pu_take_pow(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out);
void pu_power_enter(struct pu_state *s, const struct pu_data *d, int f, struct tt_out *out);
void pu_check_end(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
int pu_continue_cost(const struct pu_state *s, const struct pu_data *d);
int pu_team_coins(const struct pu_state *s);
void pu_store_refill(struct pu_state *s, const struct pu_data *d);
int pu_power_on_random(struct pu_state *s, int avoid);
int pu_draw_bugcard(struct pu_state *s);

/* pu_create.c */
int pu_create(void *st, const void *data, const struct tt_setup *setup, struct tt_err *err);
void pu_lower(char *dst, const char *src, size_t cap);
void pu_gear_add(struct pu_state *s, const struct pu_data *d, int seat, int eq);
void pu_gear_remove(struct pu_state *s, int seat, int g);

/* pu_ops.c - the engine table; commands are declared in pu_cmd.h */
int pu_apply(void *st, const void *data, int seat, const struct cmd *c, struct tt_out *out,
	     unsigned *flags, struct tt_err *err);
/* pu_act.c - what actions cost */
int pu_move_cost(const struct pu_state *s, const struct pu_data *d, int seat, int base);
int pu_action_cost(const struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c);
/* pu_store.c */
int pu_gear_find(const struct pu_state *s, const struct pu_data *d, int seat, const char *id);
/* pu_look.c: the board in words around viewer's BUGBUSTER (`look`). */
void pu_look(const void *st, const void *data, int viewer, struct tt_out *out);

/* pu_panel.c: the side panel in rows lines (the view keeps the last of
 * PU_PANEL_ROWS for the preview of the highlighted option).  An 80x24
 * screen shows PU_PANEL_ROWS rows of the panel. */
#define PU_PANEL_ROWS 18
void pu_panel(const struct pu_state *s, const struct pu_data *d, struct canvas *cv, int rows);
/* pu_story.c - the Story campaign */
const struct pu_data *pu_stage(const struct pu_state *s, const struct pu_data *d);
int pu_story_load(const struct tt_files *f, const char *scenario, struct conf_doc *doc,
		  struct pu_data *d, struct tt_err *err);
void pu_story_unload(struct pu_data *d);
int pu_story_keys(struct pu_data *d, struct conf_doc *doc, struct conf_sec *s, struct tt_err *err);
int pu_story_goal(struct pu_state *s, const struct pu_data *d, struct tt_out *out, const char **why);
void pu_story_dump(const struct pu_state *s, const struct pu_data *d, struct tt_dump *l);
/* the engine table's entries: a campaign plays its current mission's data */
int pu_story_create(void *st, const void *data, const struct tt_setup *setup, struct tt_err *err);
int pu_story_apply(void *st, const void *data, int seat, const struct cmd *c, struct tt_out *out,
		   unsigned *flags, struct tt_err *err);
void pu_story_prompt(const void *st, const void *data, struct tt_prompt *p);
void pu_story_look(const void *st, const void *data, int viewer, struct tt_out *out);
int pu_story_info(const void *st, const void *data, int viewer, const char *what,
		  struct tt_out *out, struct tt_err *err);
void pu_story_redact(void *st, const void *data, int seat, struct rng *rng);
void pu_story_view(const void *st, const void *data, int viewer, int sel, bool overview,
		   struct tt_view *v);
int pu_story_ai(const void *st, const void *data, int seat, int level, struct rng *rng, char *cmd,
		size_t cap, char *why, size_t whycap);
void pu_story_result(const void *st, const void *data, struct tt_result *r);
void pu_story_dump_op(const void *st, const void *data, struct tt_out *out);
int pu_story_check(const void *st, const void *data, struct tt_err *err);
/* pu_ops.c: the engine's own create and invariants (one mission) */
int pu_create_run(void *st, const void *data, const struct tt_setup *setup, struct tt_err *err);
int pu_check_state(const void *st, const void *data, struct tt_err *err);
/* pu_ops.c: look and ai for any seat, the BUGMISTRESS's too (her seat
 * looks at the public picture; her AI is pu_bm_ai). */
void pu_look_seat(const void *st, const void *data, int viewer, struct tt_out *out);
int pu_ai_seat(const void *st, const void *data, int seat, int level, struct rng *rng, char *cmd,
	       size_t cap, char *why, size_t whycap);

/* pu_prompt.c */
void pu_prompt(const void *st, const void *data, struct tt_prompt *p);
/* Who must act, as pu_prompt says it (the engine's turn op). */
int pu_who(const void *st, const void *data, uint32_t *waiting);
/* pu_view.c / pu_dump.c */
void pu_view(const void *st, const void *data, int viewer, int sel, bool overview,
	     struct tt_view *v);
void pu_dump(const void *st, const void *data, struct tt_out *out);
void pu_result(const void *st, const void *data, struct tt_result *r);
/* pu_redact.c: the secret tokens, the keys BUGs carry, the decks and the
 * dice to come replaced by a guess from rng (engine op redact). */
void pu_redact(void *st, const void *data, int seat, struct rng *rng);
/* pu_ai.c */
int pu_ai(const void *st, const void *data, int seat, int level, struct rng *rng, char *cmd,
	  size_t cap, char *why, size_t whycap);

extern const struct engine_ops powerup_ops;
extern const char *const pu_sq_names[PU_SQ_N];
extern const char pu_sq_sym[PU_SQ_N + 1];

/* The game's options (--option KEY=VALUE), read by create. */
extern const struct opts_def pu_options[PU_NOPT];
/* Their indices in pu_options. */
enum pu_opt { PU_OPT_REACTIONS, PU_OPT_REACT, PU_OPT_LIMIT, PU_OPT_MISSION, PU_OPT_CAMPAIGN, PU_OPT_PROFESSIONS,
	      PU_OPT_SETUP, PU_OPT_BM_INCOME };
/* pu_glyph.c: the side view's symbols. */
enum {
	PU_G_ROCK, PU_G_FLOOR, PU_G_ACID, PU_G_SPIKES, PU_G_LADDER, PU_G_STAIRS, PU_G_GATE,
	PU_G_GATE_OFF, PU_G_DOOR, PU_G_DOOR_OPEN, PU_G_FIRE, PU_G_COINS, PU_G_SECRET, PU_G_KEY,
	PU_G_POWER, PU_G_POWER_OFF, PU_G_RIGHT, PU_G_LEFT, PU_G_DOWN, PU_G_TEAM_RIGHT, PU_G_TEAM_LEFT, PU_G_LIVES,
	PU_G_DRUM, PU_G_COVER, PU_G_PORTAL, PU_G_MELEE, PU_G_SHOT, PU_G_AIM, PU_G_LAND, PU_G_TURRET,
	PU_G_ROBOT_RED, PU_G_ROBOT_BLU, PU_G_BASE_RED, PU_G_BASE_BLU,
	PU_G_CARRY_RED, PU_G_CARRY_BLU, PU_NGLYPH
};
extern const struct glyph_table pu_glyphs;

/* pu_dm.c, pu_dm_load.c, pu_dm_store.c - Deathmatch (inert unless s->dm.on) */
const char *pu_dm_team_name(int team);
bool pu_dm_on_base(const struct pu_data *d, int team, int x, int y);
int pu_dm_carrier(const struct pu_state *s, int f);
bool pu_dm_robot_home(const struct pu_state *s, const struct pu_data *d, int team);
bool pu_dm_robot_fallen(const struct pu_state *s, const struct pu_data *d, int team);
bool pu_dm_rivals(const struct pu_state *s, int a, int b);
bool pu_dm_foes(const struct pu_state *s, int a, int b);
int pu_dm_setup(struct pu_state *s, const struct pu_data *d, struct tt_err *err);
void pu_dm_powerups(struct pu_state *s, const struct pu_data *d);
int pu_dm_order(const struct pu_state *s, int *v);
void pu_dm_turn_start(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
int pu_dm_next(const struct pu_state *s);
void pu_dm_tick(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
const char *pu_dm_over(const struct pu_state *s);
void pu_dm_result(const struct pu_state *s, const struct pu_data *d, struct tt_result *r);
int pu_dm_keys(struct pu_data *d, struct conf_doc *doc, struct conf_sec *s, struct tt_err *err);
void pu_dm_power_enter(struct pu_state *s, const struct pu_data *d, int f, struct tt_out *out);
void pu_dm_throw(struct pu_state *s, const struct pu_data *d, int f, int o, int hits,
		 struct tt_out *out);
int pu_dm_attack_check(const struct pu_state *s, int seat, struct tt_err *err);
int pu_dm_target_check(const struct pu_state *s, int t, struct tt_err *err);
void pu_dm_dump(const struct pu_state *s, struct tt_dump *l);
int pu_dm_ai(const struct pu_state *s, const struct pu_data *d, int seat, int level, struct rng *rng,
	     char *cmd, size_t cap, char *why, size_t whycap);
/* pu_dm_free.c - the Deathmatch free set-up */
bool pu_dmf_placing(const struct pu_state *s);
bool pu_setup_hidden(const struct tt_setup *su);
int pu_dm_seats(const void *data, struct tt_setup *su, struct tt_err *err);
const int8_t *pu_dm_home(const struct pu_state *s, const struct pu_data *d, int team);
const int8_t *pu_dm_start(const struct pu_state *s, const struct pu_data *d, int seat);
void pu_dmf_start(struct pu_state *s, const struct pu_data *d);
bool pu_dmf_preview(const struct cmd *c);
void pu_dmf_dump(const struct pu_state *s, struct tt_dump *l);
void pu_dmf_redact(struct pu_state *s, int seat, struct rng *rng);
void pu_dmf_view(const struct pu_state *s, const struct pu_data *d, int viewer, int sel, struct tt_view *v);
int pu_dmf_ai(const struct pu_state *s, const struct pu_data *d, int seat, int level, struct rng *rng,
	      char *cmd, size_t cap, char *why, size_t whycap);
/* pu_dm_react.c - a rival's attack opens the defender's reaction window */
int pu_dm_speed(const struct pu_state *s, const struct pu_data *d, int f, bool ranged);
bool pu_dm_declare(struct pu_state *s, const struct pu_data *d, int seat, int t, bool ranged, int dir,
		   int range, int xa, struct tt_out *out);
bool pu_dm_declare_turret(struct pu_state *s, const struct pu_data *d, int seat, int t, int k,
			  struct tt_out *out);
void pu_dm_resolve(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
void pu_dm_near(struct pu_state *s, const struct pu_data *d, int seat, int x0, int y0, struct tt_out *out);
void pu_dm_attack_dump(const struct pu_state *s, struct tt_dump *l);
/* pu_react.c: the speed a reaction in window pd pays first (0 when the
 * window is not an attack). */
int pu_react_speed(const struct pu_state *s, const struct pu_data *d, const struct pu_pend *pd);

#endif
