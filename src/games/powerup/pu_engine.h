/*
 * pu_engine.h - POWERUP, the top: the engine table (pu_ops.c) and the
 * campaign's entries in it (pu_camp.c).  Includes every layer below:
 * board/ < rules/ < modes/ < play/ < ai/ < this; a file calls only its own
 * layer and those below it (test/cycles.py checks it).
 */
#ifndef POWERUP_PU_ENGINE_H
#define POWERUP_PU_ENGINE_H

#include "ai/pu_mistress_ai.h"

/* pu_ops.c: the engine's load, every data set with the hooks of each layer
 * (rules/pu_hooks.h) */
int pu_load(const struct tt_files *f, const char *scenario, void **data, struct tt_err *err);

/* pu_camp.c - the engine table's entries: a campaign plays its current mission's data */
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
/* pu_ops.c: one mission's result; is a seat's set-up secret (a BUGMISTRESS
 * player's hand, the Deathmatch free set-up's chips)? */
void pu_result(const void *st, const void *data, struct tt_result *r);
bool pu_setup_hidden(const struct tt_setup *su);
extern const struct engine_ops powerup_ops;

#endif
