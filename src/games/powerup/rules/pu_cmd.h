/*
 * pu_cmd.h - POWERUP: the commands, private to the files that check,
 * carry out or list them.
 *
 * Every command is a check and an exec.  The check reads a const state
 * and refuses naming the rule, or fills a struct pu_go; the exec carries
 * the command out and cannot fail.  pu_apply (play/pu_dispatch.c) runs the check
 * the command's verb or the waiting decision names, then its exec; so a
 * refused command changes nothing, and the prompt asks the same checks
 * which candidates are legal (pu_legal) instead of trying them.
 *
 * The verbs are listed in play/pu_verbs.h, the decisions in pu_decisions
 * (play/pu_pend.c); each file opens with how to add one.  A handler is
 * declared with the pu_check_fn / pu_exec_fn types: the rules' here, a
 * mode's in its own header, the play layer's in pu_play.h.
 */
#ifndef POWERUP_PU_CMD_H
#define POWERUP_PU_CMD_H

#include "pu_rules.h"

struct pu_go;
typedef int pu_check_fn(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
			struct tt_err *err);
typedef void pu_exec_fn(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
			struct tt_out *out);

/* Verb flags, for the actions of one's own turn (pu_verbs.h). */
enum {
	PU_VF_ANYTIME = 1,	/* whoever is asked now may use it (a partner's Trick card) */
	PU_VF_ASKED = 2,	/* also while a decision waits, by the player it asks */
	PU_VF_ALWAYS = 4,	/* even defeated or in the GLITCH, and without landing first */
	PU_VF_ABOARD = 8,	/* allowed inside the GLITCH */
	PU_VF_LETGO = 16,	/* whoever carries the BUGBUSTER lets go first */
	PU_VF_AIR = 32		/* done in the air: a jump does not land first */
};

struct pu_verb {
	const char *name;
	pu_check_fn *check;	/* NULL: always accepted (when exec is set) */
	pu_exec_fn *exec;	/* NULL: not an action of one's turn */
	unsigned flags;
};

/* One command on its way from its check to its exec. */
struct pu_go {
	const struct cmd *c;	/* the command judged: the one given, or cmd below */
	struct cmd cmd;		/* the action inside 'react ACTION', the card of 'trick NAME N' */
	int seat, f;		/* who acts, and their figure */
	int ap;			/* actions it may spend: those left, or what reaction points pay */
	int cost, speed;	/* actions (or RP) it costs; the weapon speed a reaction pays first */
	int o, t, n, k, dir, dx, dy, x, y;	/* what the arguments name, by verb */
	int nsq, sq[CMD_MAXARG][2];	/* the squares an aimed POW! card names */
	bool land;		/* the BUGBUSTER in the air lands before acting */
	struct pu_pend pend;	/* the decision being answered */
	const struct pu_verb *verb;
	pu_exec_fn *exec;	/* what apply runs once the checks passed */
	pu_exec_fn *act;	/* an action of one's turn: the verb's exec (pu_turn_exec runs it) */
};

/* pu_act.c: may the command spend ap actions?  Spend them. */
int pu_afford(const struct pu_go *g, int ap, struct tt_err *err);
void pu_spend(struct pu_state *s, int seat, int ap);

/* pu_act.c - moving: move, flip, jump, land, midjump, gate, rest, end */
void pu_step_fig(struct pu_state *s, const struct pu_data *d, int f, int dx, int dy,
		 struct tt_out *out);
void pu_pass(struct pu_state *s, const struct pu_data *d, int m, int a, int dx, int dy,
	     struct tt_out *out);
void pu_land_now(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out);
pu_check_fn pu_move_check, pu_jump_check, pu_flip_check, pu_land_check, pu_midjump_check,
	pu_gate_check, pu_rest_check;
pu_exec_fn pu_move_exec, pu_jump_exec, pu_flip_exec, pu_land_exec, pu_midjump_exec, pu_gate_exec,
	pu_rest_exec, pu_end_exec;

/* pu_fight.c - attack, shoot (with an assist), pick up, throw */
pu_check_fn pu_attack_check, pu_shoot_check, pu_pickup_check, pu_throw_check;
pu_exec_fn pu_attack_exec, pu_shoot_exec, pu_pickup_exec, pu_throw_exec;
void pu_attacked(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out);
void pu_attack_strike(struct pu_state *s, const struct pu_data *d, int seat, int t, struct tt_out *out);
void pu_shoot_strike(struct pu_state *s, const struct pu_data *d, int seat, int t, int xa, struct tt_out *out);

/* pu_team.c - for a partner: revive, give, CONTINUE */
pu_check_fn pu_revive_check, pu_give_check, pu_continue_check;
pu_exec_fn pu_revive_exec, pu_give_exec, pu_continue_exec;

/* pu_store.c - the POWERUP store and equipment */
pu_check_fn pu_buy_check, pu_sell_check, pu_equip_check;
pu_exec_fn pu_buy_exec, pu_sell_exec, pu_equip_exec, pu_done_exec;

/* pu_cards.c - POW! cards: play, trick, trade, EPIC, Copycat */
pu_check_fn pu_play_check, pu_trick_check, pu_trade_check, pu_epic_check, pu_copy_check;
pu_exec_fn pu_play_exec, pu_trade_exec, pu_epic_exec, pu_copy_exec;
void pu_hand_remove(struct pu_state *s, int seat, int i);

/* pu_glitch.c / pu_npc.c - the GLITCH and the VIPs */
int pu_glitch_fig(const struct pu_state *s);
pu_check_fn pu_board_check, pu_fly_check, pu_npc_check;
pu_exec_fn pu_board_exec, pu_fly_exec, pu_npc_exec;

/* A decision a player is asked, one entry each in pu_decisions (the table
 * is play/pu_pend.c's; the rules read it through d->hooks->play). */
struct pu_answer {
	const char *verb;	/* a verb that answers the decision */
	pu_check_fn *check;	/* NULL: always accepted */
	pu_exec_fn *exec;
};
struct pu_pctx;
struct pu_decision {
	const char *kind;	/* the prompt's machine word */
	const char *text;	/* its sentence: one %s, the name of who decides */
	const char *keys;	/* the key legend */
	const char *mode;	/* where it leaves the player, and the way out
				 * (tt_prompt.mode) */
	void (*opts)(struct pu_pctx *c, const struct pu_pend *pd);	/* lists the options */
	void (*say)(const struct pu_state *s, const struct pu_data *d, const struct pu_pend *pd,
		    struct tt_prompt *p);	/* NULL, or rewrites text and keys for this case */
	int (*refuse)(const struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		      struct tt_err *err);	/* any other command; NULL: "answer the question first" */
	bool no_tricks;		/* no Trick card may be played while it waits */
	struct pu_answer answer[5];	/* ended by a NULL verb */
	unsigned about;		/* PU_AB_*: the figures whose square it is about */
};
/* A decision about where a figure stands is void once that figure dies or
 * is sent home (pu_pend_forget): the figure in a, or the asked seat's own. */
#define PU_AB_A 1u
#define PU_AB_SEAT 2u

/* pu_pow.c - POW! cards aimed at a square */
bool pu_pow_aimed(int effect);
bool pu_pow_square(const struct pu_state *s, int seat, int effect, int x, int y);
int pu_pow_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g, int effect,
		 int first, int ammo, struct tt_err *err);
void pu_pow_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g, int effect,
		 struct tt_out *out);
void pu_pow_said(const struct pu_state *s, const struct pu_data *d, int seat, int effect,
		 struct tt_out *out);

/* The options of seat's aimed card n: for partner name's Trick (NULL:
 * one's own card), a square each (Warp: and a partner). */
void pu_pow_choices(struct pu_pctx *c, int seat, int n, int effect, const char *name);

/* pu_opt.c - the options (each legal by the dispatch, d->hooks->play) */
struct pu_pctx {
	const struct pu_state *s;
	const struct pu_data *d;
	struct tt_prompt *p;
	int seat;
	struct pu_state *tmp;	/* scratch for the turn's move warnings, or NULL */
	struct tt_out *out;	/* its messages, thrown away */
	int settled;		/* pu_warn_settled of s: 0 not asked yet, 1 yes, 2 no */
};
void pu_opt(struct pu_pctx *c, const char *cmd, const char *label, int key, bool test);

/* pu_opt from the command's words (at most CMD_MAXARG, NULL ends them): a
 * candidate is judged as words, so nothing is formatted and parsed back,
 * and its text is written only when it is kept; label NULL is the
 * command's text.  The option added, or NULL. */
struct tt_option *pu_optw(struct pu_pctx *c, const char *label, bool test, int key, ...);

/* n as a word of a command, written into buf (returned). */
const char *pu_numw(char *buf, size_t cap, int n);

/* pu_warn.c - the warning on a move option of the turn: o's, when the
 * move (verb and arg, NULL for none) costs the BUGBUSTER lives */
void pu_warn_opt(struct pu_pctx *c, struct tt_option *o, const char *verb, const char *arg);

/* Does accepted turn action k of seat (move, flip, jump) certainly cost
 * no life, as the board tells it without trying it?  *settled caches
 * pu_warn_settled (start at 0).  false: try it to know. */
bool pu_warn_quiet(const struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *k,
		   int *settled);

/* Would pu_settle move nothing? */
bool pu_warn_settled(const struct pu_state *s, const struct pu_data *d);

/* Would seat's BUGBUSTER in the air land where it is, with nothing but
 * its air flag changed (pu_land_now)? */
bool pu_warn_lands_idle(const struct pu_state *s, const struct pu_data *d, int seat);

/* pu_store.c - the store's options */
void pu_store_opts(struct pu_pctx *c, const struct pu_pend *pd);

#endif
