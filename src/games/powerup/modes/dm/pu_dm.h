/*
 * pu_dm.h - POWERUP mode: Deathmatch (pu_dm*.c), two teams of BUGBUSTERs
 * and their robots, inert unless s->dm.on.  The rules reach it through
 * pu_dm_hooks (pu_dm_hooks.c); the layers above call it by name.
 */
#ifndef POWERUP_PU_DM_H
#define POWERUP_PU_DM_H

#include "../../rules/pu_cmd.h"

/* pu_dm.c, pu_dm_load.c, pu_dm_store.c - the robots and captures, the
 * layout's house values, the turn order by INITIATIVE, the POWERUPs' gifts */
bool pu_dm_robot_home(const struct pu_state *s, const struct pu_data *d, int team);
bool pu_dm_robot_fallen(const struct pu_state *s, const struct pu_data *d, int team);
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

/* pu_dm_free.c - the Deathmatch free set-up */
bool pu_dmf_placing(const struct pu_state *s);
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

/* pu_dm_free.c - the Deathmatch free set-up's decision */
pu_check_fn pu_dmf_place_check, pu_dmf_aim_check;
pu_exec_fn pu_dmf_place_exec, pu_dmf_aim_exec;
int pu_dmf_refuse(const struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		  struct tt_err *err);
void pu_dmf_opts(struct pu_pctx *c, const struct pu_pend *pd);
void pu_dmf_say(const struct pu_state *s, const struct pu_data *d, const struct pu_pend *pd,
		struct tt_prompt *p);

/* pu_dm_store.c - the Deathmatch store's choice */
pu_check_fn pu_dm_take_check;
pu_exec_fn pu_dm_take_exec;
void pu_dm_store_opts(struct pu_pctx *c, const struct pu_pend *pd);

#endif
