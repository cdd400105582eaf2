/*
 * pu_mistress.h - POWERUP mode: the BUGMISTRESS seat (pu_mistress*.c), a
 * player whose decisions replace the automatic BUGs', inert unless
 * s->bm.on.  The rules reach it through pu_bm_hooks (pu_mistress_hooks.c);
 * her AI is in ai/ (pu_mistress_ai.h).
 */
#ifndef POWERUP_PU_MISTRESS_H
#define POWERUP_PU_MISTRESS_H

#include "../../rules/pu_cmd.h"

/* pu_mistress.c - the BUGMISTRESS seat */
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

/* pu_mistress.c / pu_mistress_ask.c - the BUGMISTRESS seat: her
 * commands (pu_bm_check dispatches them), her prompt and windows */
int pu_bm_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		struct tt_err *err);
pu_check_fn pu_bm_play_check, pu_bm_trick_check;
pu_exec_fn pu_bm_play_exec, pu_bm_window_play_exec, pu_bm_wash_exec, pu_bm_pass_exec;
pu_check_fn pu_bm_aim_check;	/* pu_mistress_cards.c: "play N ARG" */
pu_exec_fn pu_bm_aim_exec;
pu_check_fn pu_bm_flip_check;	/* pu_mistress_flip.c: "flip [X,Y]" */
pu_exec_fn pu_bm_flip_exec;
void pu_bm_window_opts(struct pu_pctx *c, const struct pu_pend *pd);
void pu_bm_prompt(struct pu_pctx *c);
void pu_bm_aim_opts(struct pu_pctx *c, int k);
void pu_bm_flip_opts(struct pu_pctx *c);

#endif
