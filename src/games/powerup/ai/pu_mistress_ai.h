/*
 * pu_mistress_ai.h - POWERUP: the parts of the BUGMISTRESS seat's AI,
 * private to pu_mistress_ai*.c.  Each returns 0 with a command in cmd
 * (one pu_legal accepts) or -1 when it has nothing to say now.
 */
#ifndef POWERUP_PU_MISTRESS_AI_H
#define POWERUP_PU_MISTRESS_AI_H

#include "pu_ai.h"

/* pu_mistress_plan.c - steps 1.2 to 1.5: pay, activate, spawn, cards */
int pu_bmp_spawn_step(const struct pu_state *s, const struct pu_data *d, char *cmd, size_t cap);
int pu_bmp_cards(const struct pu_state *s, const struct pu_data *d, bool hard, char *cmd, size_t cap);
int pu_bmp_surprise(const struct pu_state *s, const struct pu_data *d, char *cmd, size_t cap);
int pu_bmp_say(const struct pu_state *s, const struct pu_data *d, const char *line, char *cmd,
	       size_t cap);

/* pu_mistress_act.c - step 1.6: her BUGs move and attack */
int pu_bma_act(const struct pu_state *s, const struct pu_data *d, bool hard, char *cmd, size_t cap);

/* Is "bug N move|jump|flip ..." free of a push where a die or a hidden
 * token decides (one her AI would send)? */
bool pu_bma_step_safe(const struct pu_state *s, const struct pu_data *d, const char *cmd);

/* pu_mistress_flip.c - Kill the BUGMISTRESS: her tile flip */
int pu_bmf_flip(const struct pu_state *s, const struct pu_data *d, bool hard, char *cmd, size_t cap);

/* pu_mistress_ai.c - her plan (no chance, no search): 0 and the command */
int pu_bm_plan(const struct pu_state *s, const struct pu_data *d, bool hard, char *cmd, size_t cap,
	       char *why, size_t whycap);

/* pu_mistress_search.c - hard: who acts in a state (-1 nobody); the
 * plan's pick in cmd compared with rivals by rollouts through the
 * BUGBUSTERs' next turn (true when another command replaced it) */
int pu_bms_actor(const struct pu_state *t);
bool pu_bms_lookahead(const struct pu_state *s, const struct pu_data *d, struct rng *rng, char *cmd,
		      size_t cap);

#endif
