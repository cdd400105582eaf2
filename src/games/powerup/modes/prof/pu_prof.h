/*
 * pu_prof.h - POWERUP: profession sheets (pu_prof.c, pu_prof_load.c) and
 * the machine-gun turret (pu_turret.c), a mode.  The rules call the hooks
 * below, through pu_prof_hooks (pu_prof_hooks.c), where an ability changes a number (dice, armour, an action's
 * cost, a turn's actions, a POWERUP's gifts); each hook changes nothing
 * when professions are off, so a game without them plays as before.
 */
#ifndef POWERUP_PU_PROF_H
#define POWERUP_PU_PROF_H

#include "../../rules/pu_cmd.h"

struct tt_dump;

/* pu_prof_load.c: professions.ini into d->pf; 0, or -1 with err
 * "file:line: ...". */
int pu_prof_parse(struct pu_data *d, struct conf_doc *doc, struct tt_err *err);

/* pu_prof.c - the active ability of seat (NULL: none, or off). */
const struct pu_ability *pu_prof_active(const struct pu_state *s, const struct pu_data *d, int seat);

/* Is seat's active ability effect? */
bool pu_prof_has(const struct pu_state *s, const struct pu_data *d, int seat, int effect);

/* Set up a game with professions: every seat chooses (decisions pushed
 * over the start). */
void pu_prof_setup(struct pu_state *s, const struct pu_data *d);

/* A campaign's next mission (or a restart): professions on as they were,
 * each seat's ability k (-1: the seat is asked to choose) with its
 * numbers; the turret stays behind. */
void pu_prof_bring(struct pu_state *s, const struct pu_data *d, bool on, const int8_t *abil);

/* Hooks: extra dice of BUGBUSTER figure f (melee or ranged), its extra
 * armour, what action (PU_PA_*) costs seat instead of base, the turn's
 * start (extra actions, heal once again), a POWERUP entered (its gift,
 * then the question to turn the sheet). */
struct pu_dice2 pu_prof_dice(const struct pu_state *s, const struct pu_data *d, int f, bool ranged);
int pu_prof_armour(const struct pu_state *s, const struct pu_data *d, int f);
int pu_prof_cost(const struct pu_state *s, const struct pu_data *d, int seat, int action, int base);
void pu_prof_turn(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out);
void pu_prof_enter(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out);

/* The decisions: choose an ability at the start, turn the sheet at a
 * POWERUP. */
void pu_prof_opts(struct pu_pctx *c, const struct pu_pend *pd);
void pu_prof_say(const struct pu_state *s, const struct pu_data *d, const struct pu_pend *pd,
		 struct tt_prompt *p);
pu_check_fn pu_ability_check, pu_heal_check;
pu_exec_fn pu_ability_exec, pu_keep_sheet_exec, pu_heal_exec;
void pu_prof_dump(const struct pu_state *s, const struct pu_data *d, struct tt_dump *l);

/* pu_turret.c - the machine-gun turret: build, fire, draw, and what the
 * AI would fire at. */
pu_check_fn pu_build_check, pu_turret_check;
pu_exec_fn pu_build_exec, pu_turret_exec;
void pu_turret_opts(struct pu_pctx *c);
void pu_turret_draw(struct canvas *cv, const struct pu_state *s, int sw, int sh);
extern const char *const pu_turret_dirs[8];
int pu_turret_aim(const struct pu_state *s, const struct pu_data *d, int seat, int k, struct tt_err *err);
void pu_turret_fire(struct pu_state *s, const struct pu_data *d, int seat, int t, int k, struct tt_out *out);
void pu_turret_spent(struct pu_state *s, struct tt_out *out);

#endif
