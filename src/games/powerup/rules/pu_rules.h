/*
 * pu_rules.h - POWERUP, the second layer: the rules of a mission.  The
 * turn sequence, the BUG side, combat, falls and pushes, cards, the
 * store, the loader.  The rules call the board below them, and the modes
 * and the dispatch above them only through d->hooks (pu_hooks.h).  The
 * commands' handlers and the options are declared in pu_cmd.h.
 */
#ifndef POWERUP_PU_RULES_H
#define POWERUP_PU_RULES_H

#include "../board/pu_board.h"
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

/* pu_load.c: one data set, its hooks given (a campaign's missions share them). */
int pu_load_with(const struct tt_files *f, const char *scenario, const struct pu_hooks *hooks,
		 void **data, struct tt_err *err);
void pu_unload(void *data);

/* pu_text.c: the texts of the data files.  pu_text_read reads a
 * section's `short` (when brief is not NULL) and `text`, both required,
 * printable ASCII, the short form at most 18 characters; pu_text_kinds
 * reads a [KIND NAME] section with both for every name of names from
 * index first on.  0, or -1 with err "file:line: ...". */
int pu_text_read(struct conf_doc *doc, struct conf_sec *s, char *brief, char *text,
		 struct tt_err *err);
int pu_text_kinds(struct conf_doc *doc, const char *kind, const char *const *names, int first,
		  char (*brief)[PU_SHORT], char (*text)[PU_TEXT], struct tt_err *err);

/* pu_brief.c - the data's short texts.  A piece of equipment's stats in short words ("range 3 +1Y fire spd 1
 * DRILL"), for the panel. */
void pu_info_eq_brief(const struct pu_data *d, int e, char *buf, size_t cap);
/* The store's supplies by name: ammo life reset powerup, NULL. */
extern const char *const pu_supply_names[5];

/* Put "BUG card NAME (Kind): its text" into out at offset at (where the
 * card's own messages begin), when it fits. */
void pu_info_bugcard_said(const struct pu_data *d, int c, struct tt_out *out, size_t at);

/* A dice bonus in short ("+1W+1Y"), the names of the kinds of damage. */
void pu_info_dice(struct pu_dice2 p, char *buf, size_t cap);
extern const char *const pu_info_damage[PU_DM_N];

/* A POW! card's cost in a few characters: "" (free), "1RP", "1am". */
const char *pu_info_pow_cost(const struct pu_pow *p, char *buf, size_t cap);

/* pu_load.c: "X,Y X,Y ..." squares of a mission's board under key: how many, or -1. */
int pu_spots(struct conf_doc *doc, struct conf_sec *s, const char *key, int8_t (*v)[2], int max,
	     const struct pu_mission *m, struct tt_err *err);

/* pu_placement.c: the mission's starting figures stand on squares of
 * their own, none inside a solid block; -1 with err "file:line: ...". */
int pu_check_placement(const struct pu_data *d, struct conf_doc *doc, struct conf_sec *s,
		       struct tt_err *err);

/* pu_fall.c - a figure enters a square, falls, settles, is placed or pushed */
void pu_fall(struct pu_state *s, const struct pu_data *d, int f, struct tt_out *out);
void pu_settle(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
void pu_enter(struct pu_state *s, const struct pu_data *d, int f, struct tt_out *out);
void pu_place(struct pu_state *s, const struct pu_data *d, int f, int x, int y, struct tt_out *out);
int pu_push(struct pu_state *s, const struct pu_data *d, int f, int dx, int dy, int n,
	    struct tt_out *out);
void pu_spike_vertical(struct pu_state *s, const struct pu_data *d, int f, int dy, struct tt_out *out);

/* pu_combat.c - dice, attacks, damage */
int pu_roll(struct pu_state *s, const struct pu_data *d, struct pu_dice2 pool, int *pows,
	    int *bugs, const char *who, struct tt_out *out);
int pu_damage_lives(const struct pu_data *d, int hits);
void pu_hurt(struct pu_state *s, const struct pu_data *d, int f, int lives, int killer,
	     struct tt_out *out);
int pu_target(const struct pu_state *s, const struct pu_data *d, int f, int dir, int range,
	      bool ranged, int *cover);
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
void pu_gear_check(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
void pu_epic_end(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out);

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

/* pu_turn.c - the turn sequence: the BUGs' turn, then each BUGBUSTER's */
void pu_advance(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
void pu_start_bb(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out);
void pu_end_bb(struct pu_state *s, const struct pu_data *d, struct tt_out *out);

/* pu_queue.c - the decisions waiting for a player */
void pu_push_pend(struct pu_state *s, int kind, int seat, int a, int b, int c);
void pu_pop_pend(struct pu_state *s);
void pu_pend_forget(struct pu_state *s, const struct pu_data *d, int f);

/* pu_draw.c - POW! draws, POWERUPs, the store, coins; pu_end.c - the
 * mission's end */
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
void pu_gear_add(struct pu_state *s, const struct pu_data *d, int seat, int eq);
void pu_gear_remove(struct pu_state *s, int seat, int g);

/* pu_act.c - what actions cost */
int pu_move_cost(const struct pu_state *s, const struct pu_data *d, int seat, int base);
int pu_action_cost(const struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c);

/* pu_store.c */
int pu_gear_find(const struct pu_state *s, const struct pu_data *d, int seat, const char *id);

/* The game's options (--option KEY=VALUE), read by create. */
extern const struct opts_def pu_options[PU_NOPT];
/* The options' indices in pu_options. */
enum pu_opt { PU_OPT_REACTIONS, PU_OPT_REACT, PU_OPT_LIMIT, PU_OPT_MISSION, PU_OPT_CAMPAIGN, PU_OPT_PROFESSIONS,
	      PU_OPT_SETUP, PU_OPT_BM_INCOME };

#endif
