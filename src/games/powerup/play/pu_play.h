/*
 * pu_play.h - POWERUP, the play layer: the dispatch of a command to its
 * handler (pu_dispatch.c, pu_action.c, the decisions of pu_pend.c, the
 * reactions of pu_react.c), the prompt, and what a player is shown (view,
 * panel, look, info, dump, redact).  It calls the rules and the modes by
 * name; the layers below ask it through pu_play_hooks (pu_play_hooks.c).
 */
#ifndef POWERUP_PU_PLAY_H
#define POWERUP_PU_PLAY_H

#include "../modes/pu_modes.h"

/* pu_info.c: the `info` command. */
int pu_info(const void *st, const void *data, int viewer, const char *what, struct tt_out *out,
	    struct tt_err *err);

/* pu_dispatch.c - a command judged whole, carried out, then the BUGs run
 * on until a person must decide (the engine's apply for one mission) */
int pu_apply(void *st, const void *data, int seat, const struct cmd *c, struct tt_out *out,
	     unsigned *flags, struct tt_err *err);

/* pu_look.c: the board in words around viewer's BUGBUSTER (`look`). */
void pu_look(const void *st, const void *data, int viewer, struct tt_out *out);

/* pu_panel.c: the side panel in rows lines (the view keeps the last of
 * PU_PANEL_ROWS, pu_board.h, for the preview of the highlighted option). */
void pu_panel(const struct pu_state *s, const struct pu_data *d, struct canvas *cv, int rows);

/* pu_prompt.c */
void pu_prompt(const void *st, const void *data, struct tt_prompt *p);

/* Who must act, as pu_prompt says it (the engine's turn op). */
int pu_who(const void *st, const void *data, uint32_t *waiting);

/* pu_view.c / pu_dump.c */
void pu_view(const void *st, const void *data, int viewer, int sel, bool overview,
	     struct tt_view *v);
void pu_dump(const void *st, const void *data, struct tt_out *out);

/* pu_redact.c: the secret tokens, the keys BUGs carry, the decks and the
 * dice to come replaced by a guess from rng (engine op redact). */
void pu_redact(void *st, const void *data, int seat, struct rng *rng);

/* pu_react.c: the speed a reaction in window pd pays first (0 when the
 * window is not an attack). */
int pu_react_speed(const struct pu_state *s, const struct pu_data *d, const struct pu_pend *pd);

/* pu_dispatch.c - the judgement alone, nothing applied */
int pu_check(const struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c,
	     struct pu_go *g, struct tt_err *err);
bool pu_legal(const struct pu_state *s, const struct pu_data *d, int seat, const char *line);

/* pu_action.c - the verb table's entry for name, NULL */
const struct pu_verb *pu_verb_find(const char *name);
int pu_turn_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		  struct tt_err *err);
pu_exec_fn pu_turn_exec;

/* pu_react.c - reaction points: 'react' in a reaction window or one's turn */
int pu_react_action(const struct cmd *c, struct cmd *c2, const char *more, struct tt_err *err);
pu_check_fn pu_react_check, pu_react_own_check;
pu_exec_fn pu_react_own_exec;

/* pu_pend.c - the decisions a player is asked, one table entry each */
extern const struct pu_decision pu_decisions[PU_PD_N];
int pu_pend_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		  struct tt_err *err);
int pu_unanswered(struct tt_err *err);
pu_exec_fn pu_pop_exec;

/* pu_prompt.c: the options of seat's POW! card k (for partner name's
 * Trick when name is not NULL) */
void pu_opts_card(struct pu_pctx *c, int seat, int k, const char *name, int key);

/* pu_react.c - the options of a reaction window, and of 'react' in one's turn */
void pu_react_opts(struct pu_pctx *c, const struct pu_pend *pd);
void pu_react_own_opts(struct pu_pctx *c);

/* pu_prof_info.c - `info` about abilities and the turret: 0 not about them, 1 said, -1
 * with err. */
int pu_prof_info(const struct pu_state *s, const struct pu_data *d, int seat, const char *what,
		 struct tt_out *out, struct tt_err *err);

/* The panel's lines about seat's profession and the turret, at most max
 * of width 26; the texts of the abilities offered while the choice waits. */
int pu_prof_lines(const struct pu_state *s, const struct pu_data *d, int seat, char (*l)[27], int max);

/* While seat's profession question waits: each ability offered, its key
 * and name on one line and its short form on the next (at most max). */
int pu_prof_offered(const struct pu_state *s, const struct pu_data *d, int seat, char (*l)[27], int max);

/* `look`: one's ability and the turret, in words. */
void pu_prof_look(const struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out);

#endif
