/*
 * db.h - DeathBot Derby: private header shared by the files of this engine.
 *
 * The state is one flat struct (no pointers): memcpy is a snapshot.  The
 * scenario data (arena cards, component cards, training bots) is loaded
 * once and shared read-only.  Seat 0 is red, seat 1 is blue.  The arena is
 * DB_W x DB_H spaces made of DB_CW x DB_CH cards lying horizontally (two
 * spaces side by side).  Nothing here does I/O.
 */
#ifndef DEATHBOT_DB_H
#define DEATHBOT_DB_H

#include <stdbool.h>
#include <stdint.h>
#include "engine.h"
#include "sq.h"

#define DB_CW 5			/* cards across */
#define DB_CH 6			/* cards down */
#define DB_NCARD (DB_CW * DB_CH)
#define DB_W (DB_CW * 2)	/* spaces across */
#define DB_H DB_CH		/* spaces down */
#define DB_MAXCOMP 40
#define DB_DECK 12
#define DB_NPEND 12
#define DB_ARMOR 4
#define DB_HAZARD 4
#define DB_PATH_MAX 9		/* steps of a planned path: the largest SPD a card prints */

enum db_obs { DB_OB_NONE, DB_OB_WALL, DB_OB_BELT, DB_OB_SAW, DB_OB_BOMB, DB_OB_POWER, DB_OB_N };

/* Component types; the first three take damage, secret weapons do not. */
enum db_type { DB_DT_MOVE, DB_DT_RANGED, DB_DT_MELEE, DB_DT_SECRET, DB_DT_N };

enum db_abil {
	DB_AB_NONE, DB_AB_CLIMB, DB_AB_SAWPROOF, DB_AB_SCYTHE, DB_AB_BOOST, DB_AB_HOVER,
	DB_AB_MINRANGE, DB_AB_RAPID, DB_AB_PIERCE, DB_AB_PULL, DB_AB_SHRED, DB_AB_STUN, DB_AB_KNOCK,
	DB_AB_EXTRA, DB_AB_NET, DB_AB_SHIELD, DB_AB_UPGRADE, DB_AB_REPAIR, DB_AB_N
};

enum db_phase { DB_PH_FIRST, DB_PH_DRAFT, DB_PH_DUEL, DB_PH_OVER };

enum db_pend_kind { DB_PK_DAMAGE, DB_PK_WALL, DB_PK_NUMBER };

struct db_space {
	uint8_t obs;		/* enum db_obs */
	int8_t dir;		/* belt direction SQ_N..SQ_W as printed */
};

struct db_card {
	int number;			/* 1..6, same on both sides */
	struct db_space side[2][2];	/* [front/back][left/right] */
};

#define DB_EFFECT_MAX 6		/* letters of a component's effect words */
#define DB_TEXT_MAX 180		/* a card's or an obstacle's full text */

struct db_comp {
	char id[24], name[24], part[12];
	char text[DB_TEXT_MAX];	/* the full text (info, the key i) */
	char effect[DB_EFFECT_MAX + 1];	/* the ability for the panel: "hover", "" */
	char brief[12];		/* the panel's short form, at most 10 letters */
	int type, ability;
	int hp, spd, rng, dmg, power;
};

struct db_data {
	char title[64];
	bool shuffle;
	int start[2][2];		/* fixed start spaces (x,y) or -1 */
	int ncard;
	struct db_card card[DB_NCARD];
	int ncomp;
	struct db_comp comp[DB_MAXCOMP];
	int train[2][DB_DT_N];		/* component index per type */
	/* "Name: what it does" per obstacle (DB_OB_WALL..), from the arena
	 * file's [obstacles]; empty when the file has none (a test arena). */
	char obstacle[DB_OB_N][DB_TEXT_MAX];
};

struct db_bot {
	int8_t x, y;
	int8_t comp[DB_DT_N];	/* component index per type, -1 = none yet */
	int8_t hp[DB_DT_N];	/* HP per type (secret unused) */
	int8_t armor, shield, hazard;
	bool secret_used, stunned, netted;
	char name[32];
};

struct db_pend {
	int8_t kind, seat, bot, amount;	/* seat decides; bot is affected */
	bool pierce;
};

struct db_state {
	struct dice dice;
	int8_t phase, first, cur, actions, winner;
	bool hazard_done, rapid_done, training;
	int8_t moving;		/* bot+1 while its Move action resolves, else 0 */
	bool move_live;		/* its movement card was working when it started */
	bool passthru;		/* this action's move passed through the other bot */
	int32_t turn;
	struct db_bot bot[2];
	uint8_t slot_card[DB_NCARD], slot_side[DB_NCARD], slot_turn[DB_NCARD];
	uint32_t flipped;		/* bit per slot: flipped once, both sides seen */
	/* draft: decks of component indices (top = index 0) */
	int8_t deck[DB_DT_N][DB_DECK], ndeck[DB_DT_N];
	int8_t hand[3], nhand, dstep, holder;
	bool revealed[2][DB_DT_N];		/* opponent may see this pick */
	uint64_t seen[2];		/* component cards each seat has seen */
	uint64_t passed[DB_DT_N];		/* cards the first drafter passed on */
	struct db_pend pend[DB_NPEND];
	int8_t npend;
	/* The path the player to act is planning for a Move action (the
	 * `path` preview), enum sq_dir per step; cleared by every other
	 * command of the duel.  Only the board and the prompt read it. */
	int8_t npath;
	int8_t path[DB_PATH_MAX];
	char reason[96];
};

/* db_load.c */
int db_load(const struct tt_files *f, const char *scenario, void **data, struct tt_err *err);
void db_unload(void *data);
extern const char *const db_abil_names[DB_AB_N + 1];
extern const char *const db_type_names[DB_DT_N + 1];
extern const char *const db_obs_keys[DB_OB_N + 1];

/* db_rules.c: arena, obstacles, damage, movement */
struct db_space db_space_at(const struct db_state *s, const struct db_data *d, int x, int y);
int db_card_number(const struct db_state *s, const struct db_data *d, int x, int y);
bool db_on_board(int x, int y);
struct db_losctx {
	const struct db_state *s;
	const struct db_data *d;
};
bool db_blocks_sight(const void *ctx, struct sq p);
bool db_los(const struct db_state *s, const struct db_data *d, int x0, int y0, int x1, int y1);
void db_flip(struct db_state *s, const struct db_data *d, int x, int y);
const struct db_comp *db_comp_of(const struct db_state *s, const struct db_data *d, int bot, int type);
bool db_live(const struct db_state *s, int bot, int type);
bool db_has(const struct db_state *s, const struct db_data *d, int bot, int abil);
int db_spd(const struct db_state *s, const struct db_data *d, int bot);
int db_total_hp(const struct db_state *s, int bot);
void db_hit(struct db_state *s, const struct db_data *d, int bot, int amount, bool pierce,
	    int chooser, struct tt_out *out);
void db_hit_parts(struct db_state *s, int bot, int amount, int chooser, struct tt_out *out);
void db_repair(struct db_state *s, const struct db_data *d, int bot, int amount, struct tt_out *out);
void db_push_pend(struct db_state *s, int kind, int seat, int bot, int amount, bool pierce);
void db_pop_pend(struct db_state *s);
void db_check_scrap(struct db_state *s, int bot, struct tt_out *out);
bool db_can_enter(const struct db_state *s, const struct db_data *d, int bot, int x, int y, int dir,
		  bool pass_bot);
void db_enter(struct db_state *s, const struct db_data *d, int bot, bool voluntary,
	      struct tt_out *out);
void db_belts(struct db_state *s, const struct db_data *d, struct tt_out *out);
/* A Move action in three parts, which db_move_path runs in turn: start
 * (the net, at most SPD steps), each voluntary step (with what it meets),
 * finish (not on the other bot, a hovering bot meets its end).  Each
 * mutates s even when it fails (callers work on a copy). */
int db_move_start(struct db_state *s, const struct db_data *d, int bot, int n, struct tt_err *err);
int db_move_step(struct db_state *s, const struct db_data *d, int bot, int dir, struct tt_out *out,
		 struct tt_err *err);
int db_move_finish(struct db_state *s, const struct db_data *d, int bot, struct tt_out *out,
		   struct tt_err *err);
int db_move_path(struct db_state *s, const struct db_data *d, int bot, const int *dirs, int n,
		 struct tt_out *out, struct tt_err *err);
int db_reach(const struct db_state *s, const struct db_data *d, int bot, int dist[DB_H][DB_W],
	     int8_t path[DB_H][DB_W][8]);
/* A single voluntary step of a bot, as the arena stands (belts followed). */
struct db_step {
	bool ok;	/* the arena lets the bot take it */
	int x, y;	/* where it ends: on the other bot it is refused, unless it
			 * scraps the bot first */
	bool meet;	/* it ends on a saw or a bomb: only carrying it out tells
			 * whether the bot is harmed, or scrapped */
};
void db_steps(const struct db_state *s, const struct db_data *d, int bot, struct db_step step[4]);
/* For every space in reach (dist and path from db_reach), is its path
 * quiet: no step stops on a saw, a bomb or a power-up?  Carrying a quiet
 * path out changes nothing on the arena and harms no bot, so it ends
 * where db_reach says and needs no simulation to be judged. */
void db_reach_quiet(const struct db_state *s, const struct db_data *d, int bot,
		    int dist[DB_H][DB_W], int8_t path[DB_H][DB_W][8], bool quiet[DB_H][DB_W]);
/* Is there a space one Move action can end on (db_reach finds one)? */
bool db_can_move(const struct db_state *s, const struct db_data *d, int bot);
void db_flip_number(struct db_state *s, const struct db_data *d, int number, struct tt_out *out);
const char *db_seat_name(int seat);

/* db_combat.c: attacks, secret weapons, turns */
int db_attack_check(const struct db_state *s, const struct db_data *d, int bot, int type,
		    struct tt_err *err);
void db_attack(struct db_state *s, const struct db_data *d, int bot, int type, struct tt_out *out);
int db_secret_check(const struct db_state *s, const struct db_data *d, int bot, int arg,
		    struct tt_err *err);
void db_secret(struct db_state *s, const struct db_data *d, int bot, int arg, struct tt_out *out);
bool db_trapped(const struct db_state *s, const struct db_data *d, int bot);
void db_start_turn(struct db_state *s, const struct db_data *d, int seat, struct tt_out *out);
void db_after_action(struct db_state *s, const struct db_data *d, bool moved, struct tt_out *out);
void db_settle(struct db_state *s, const struct db_data *d, struct tt_out *out);

/* db_prompt.c */
int db_actor(const struct db_state *s);
int db_comp_parse(const char *tok);
int db_dir_parse(const char *tok);
bool db_wall_ok(const struct db_state *s, const struct db_data *d, int bot, int dir);
/* Warn on option o that taking it scraps me's own bot. */
void db_scrap_warn(const struct db_state *s, int me, struct tt_option *o);
/* The turn prompt's options besides moves (attacks, hazard, secret, end). */
void db_action_opts(const struct db_state *s, const struct db_data *d, struct tt_prompt *p);

/* db_path.c: the path a player plans for a Move action, step by step. */
struct db_pathstep {
	int8_t x, y;		/* where the step leaves the bot (belts ridden) */
	int8_t tx, ty;		/* the space it stepped into */
	int8_t obs;		/* enum db_obs met where it stops (as the arena stood) */
	int8_t harm, mvharm;	/* HP it cost the bot in all, and of its movement */
	bool pass;		/* it stops on the other bot (passing through) */
};
struct db_pathinfo {
	int n, spd;		/* steps, and the most a Move action takes */
	struct db_pathstep step[DB_PATH_MAX];
	bool on_bot;		/* it ends on the other bot: no move may end there */
	bool scrapped;		/* it scraps one's own bot */
	bool hover;		/* the bot hovers over what it passes */
	bool climb;		/* belts never carry it (legs) */
};
/* Walk the current player's bot along dirs[0..n) as a Move action would,
 * on a copy: 0 and *pi, or -1 and err with the rule a step breaks (the
 * same words as `move`).  An empty path is checked too (the net, the
 * actions). */
int db_path_walk(const struct db_state *s, const struct db_data *d, const int8_t *dirs, int n,
		 struct db_pathinfo *pi, struct tt_err *err);
/* "3 of 5 steps to 4,5: belt +1, saw -1 movement" (short: the preview's
 * forms, "3/5 steps"). */
void db_path_words(const struct db_state *s, const struct db_pathinfo *pi, bool brief, char *buf,
		   size_t cap);
/* The steps of "move DIR..." or "path DIR..." in cmd, into dirs; the
 * count, or -1 when cmd is neither. */
int db_path_of(const char *cmd, int8_t dirs[DB_PATH_MAX]);
/* The turn's path keys, its text, and its options (first in the list). */
void db_path_prompt(const struct db_state *s, const struct db_data *d, struct tt_prompt *p);
/* Is o an option the path adds (a step of the path, Backspace, Enter)?
 * The AI leaves them out: they plan, or repeat a move it has. */
bool db_path_opt(const struct tt_option *o);
int db_cmd_path(const struct cmd_call *k);

/* db_engine.c */
extern const struct engine_ops deathbot_ops;
void db_prompt(const void *st, const void *data, struct tt_prompt *p);
/* Once the first player is known: the draft, or the training bots. */
void db_begin(struct db_state *s, const struct db_data *d, bool training, struct tt_out *out);

/* db_cmd.c: the verbs and the dispatch from them. */
#define DB_NVERB 12
extern const struct cmd_verb db_verbs[DB_NVERB];
int db_apply(void *st, const void *data, int seat, const struct cmd *c, struct tt_out *out,
	     unsigned *flags, struct tt_err *err);

/* db_draft.c */
void db_draft_begin(struct db_state *s, const struct db_data *d, struct tt_out *out);
int db_draft_pick(struct db_state *s, const struct db_data *d, int seat, int n,
		  struct tt_out *out, unsigned *flags, struct tt_err *err);
void db_name_bot(struct db_state *s, const struct db_data *d, int bot);
void db_draft_prompt(const struct db_state *s, const struct db_data *d, struct tt_prompt *p);

/* db_info.c: the full texts of the components, obstacles, arena cards
 * and options a seat may see (`info`, the key i). */
int db_info(const void *st, const void *data, int viewer, const char *what, struct tt_out *out,
	    struct tt_err *err);
/* The stats of component c in a few letters ("HP3 RNG4 DMG2"). */
void db_comp_stats(const struct db_comp *c, char *buf, size_t cap);

/* db_look.c: the arena in words around viewer's bot (`look`). */
void db_look(const void *st, const void *data, int viewer, struct tt_out *out);

/* db_view.c */
void db_view(const void *st, const void *data, int viewer, int sel, bool overview,
	     struct tt_view *v);
void db_redact(void *st, const void *data, int seat, struct rng *rng);
void db_dump(const void *st, const void *data, struct tt_out *out);

/* db_ai.c */
int db_ai(const void *st, const void *data, int seat, int level, struct rng *rng, char *cmd,
	  size_t cap, char *why, size_t whycap);

/* db_glyph.c: the arena's symbols (belts by direction n e s w). */
enum {
	DB_G_RED, DB_G_BLUE, DB_G_WALL, DB_G_BELT, DB_G_SAW = DB_G_BELT + 4, DB_G_BOMB,
	DB_G_POWER, DB_G_NUMBER, DB_G_PATH, DB_G_DEST, DB_G_RANGE, DB_G_POS, DB_G_CARD, DB_G_HALF,
	DB_NGLYPH
};
extern const struct glyph_table db_glyphs;

#endif
