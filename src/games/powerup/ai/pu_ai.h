/*
 * pu_ai.h - POWERUP, the AI layer, above the play layer whose prompt it
 * picks from and whose dispatch its searches apply: the seats' entries
 * (BUGBUSTERs pu_ai.c, Deathmatch pu_dm_ai.c, the BUGMISTRESS
 * pu_mistress_ai.c, professions pu_prof_ai.c) and the helpers shared by
 * the files of the BUGBUSTERs' AI (pu_ai_pick.c the picks, pu_ai.c the decision loop, pu_ai_pend.c the questions outside the plan,
 * pu_ai_blow.c the blows, pu_ai_vips.c the safety checks and the Save the
 * VIPs plan, pu_ai_cards.c the POW! cards, pu_ai_keys.c the Hidden Keys plan,
 * pu_ai_search.c the hard level's search).  Every pick is checked against
 * the prompt, so the AI never sends a refused command.
 */
#ifndef POWERUP_PU_AI_H
#define POWERUP_PU_AI_H

#include "../play/pu_play.h"

/* pu_mistress_ai.c: the BUGMISTRESS seat's AI */
int pu_bm_ai(const struct pu_state *s, const struct pu_data *d, int level, struct rng *rng,
	     char *cmd, size_t cap, char *why, size_t whycap);

/* pu_ai.c */
int pu_ai(const void *st, const void *data, int seat, int level, struct rng *rng, char *cmd,
	  size_t cap, char *why, size_t whycap);
int pu_dm_ai(const struct pu_state *s, const struct pu_data *d, int seat, int level, struct rng *rng,
	     char *cmd, size_t cap, char *why, size_t whycap);

/* pu_prof_ai.c - the AI's choices */
int pu_prof_ai(const struct pu_state *s, const struct pu_data *d, int seat, char *cmd, size_t cap);

/* Is cmd one of the prompt's options? */
bool pu_ai_has(const struct tt_prompt *p, const char *cmd);

/* Copy cmd into out when it is an option; false otherwise. */
bool pu_ai_pick(const struct tt_prompt *p, const char *cmd, char *out, size_t cap);

/* Turn the first move m of a route (pu_path.c numbering) into a command. */
bool pu_ai_route(const struct pu_state *s, const struct pu_data *d, int f, int m,
		 const struct tt_prompt *p, char *out, size_t cap);

/* EXODUS: the scientists' moves toward the POWERUPs, GUS the last. */
bool pu_ai_story_npc(const struct pu_state *s, const struct pu_data *d, const struct tt_prompt *p,
		     char *out, size_t cap);

/* Lives a push of n squares along dx from (x, y) would cost (99 for acid). */
int pu_ai_push_risk(const struct pu_state *s, int x, int y, int dx, int n);

/* The worst of a push either way from (x, y). */
int pu_ai_danger(const struct pu_state *s, int x, int y);

/* Would losing a melee against t throw f into acid or a deadly fall? */
bool pu_ai_melee_risky(const struct pu_state *s, int f, int t);

/* Step off a square where a push would kill, when a BUG is near. */
bool pu_ai_unsafe_spot(const struct pu_state *s, const struct pu_data *d, int f,
		       const struct tt_prompt *p, char *out, size_t cap);

/* A copy of s without f's allies, for routes through them (a BUGBUSTER
 * trades places with a partner or a VIP for one action). */
void pu_ai_no_allies(struct pu_state *t, const struct pu_state *s, int f);

/* Save the VIPs: the post (square) seat holds, false if none. */
bool pu_ai_vip_post(const struct pu_state *s, const struct pu_data *d, int seat, int *px, int *py);

/* Save the VIPs: move a VIP (gather them, dodge a BUG in reach). */
bool pu_ai_vip_npc(const struct pu_state *s, const struct pu_data *d, const struct tt_prompt *p,
		   char *out, size_t cap);

/* Save the VIPs: reach a BUG that could strike a VIP now (range r). */
bool pu_ai_vip_rescue(const struct pu_state *s, const struct pu_data *d, int seat, int r,
		      const struct tt_prompt *p, char *out, size_t cap);

/* Save the VIPs: walk to and hold the post. */
bool pu_ai_vip_hold(const struct pu_state *s, const struct pu_data *d, int seat,
		    const struct tt_prompt *p, char *out, size_t cap);

/* Hidden Keys: go for a BUG carrying a secret (range r). */
bool pu_ai_thief(const struct pu_state *s, const struct pu_data *d, int f, int r,
		 const struct tt_prompt *p, char *out, size_t cap);

/* Hidden Keys: search the tokens, board and fly the GLITCH. */
bool pu_ai_keys(const struct pu_state *s, const struct pu_data *d, int f,
		const struct tt_prompt *p, char *out, size_t cap);

/* Hidden Keys: is getting out more urgent than fighting for f? */
bool pu_ai_keys_urgent(const struct pu_state *s, const struct pu_data *d, int f);

/* POW! cards: a Trick card worth playing now (own or a partner's). */
bool pu_ai_trick(const struct pu_state *s, const struct pu_data *d, int seat,
		 const struct tt_prompt *p, char *out, size_t cap);

/* POW! cards: a Trick card to play just before the attack cmd on t. */
bool pu_ai_trick_attack(const struct pu_state *s, const struct pu_data *d, int seat, const char *cmd,
			int t, const struct tt_prompt *p, char *out, size_t cap);

/* POW! cards: a Special card worth playing in seat's turn. */
bool pu_ai_special(const struct pu_state *s, const struct pu_data *d, int seat, int level,
		   const struct tt_prompt *p, char *out, size_t cap);

/* pu_ai_pend.c: the answer to the newest question (a reaction, a push
 * side, the store, a discard, Copycat, a facing); false: none fitted. */
bool pu_ai_pend(const struct pu_state *s, const struct pu_data *d, int level,
		const struct tt_prompt *p, char *out, size_t cap);

/* pu_ai_pend.c: equip the best piece carried of each kind. */
bool pu_ai_equip(const struct pu_state *s, const struct pu_data *d, int seat,
		 const struct tt_prompt *p, char *out, size_t cap);

/* pu_ai_blow.c: strike the blow worth most in reach (easy: the first),
 * with the Trick cards and Assist that help. */
bool pu_ai_attack(const struct pu_state *s, const struct pu_data *d, int seat, int level,
		  const struct tt_prompt *p, char *out, size_t cap);

/* The plan's choice for seat at level from the prompt p (no search):
 * PU_AI_PLAN, PU_AI_FIRST (nothing fitted: the first option) or
 * PU_AI_RANDOM (a random option, the random and easy levels). */
enum { PU_AI_FIRST, PU_AI_PLAN, PU_AI_RANDOM };

/* A search's choice among n candidates scored over the same samples
 * (sum: their totals; bad: refused): the best other than candidate 0
 * (the plan's pick) when it beats candidate 0 by more than need, else 0;
 * 0 too when the plan's pick itself was refused. */
int pu_ai_best_of(const long *sum, const bool *bad, int n, long need);

/* A search's step: parse line and apply it for seat on t, its messages
 * discarded; -1 when it does not parse or is refused. */
int pu_ai_apply_line(struct pu_state *t, const struct pu_data *d, int seat, const char *line,
		     struct tt_out *out);
int pu_ai_choose(const struct pu_state *s, const struct pu_data *d, int seat, int level,
		 struct rng *rng, const struct tt_prompt *p, char *cmd, size_t cap);

/* Is cmd, when a blow ("attack DIR", "shoot DIR"), one the plan would
 * strike (a target, not immune, not a deadly melee)?  Anything else: true. */
bool pu_ai_blow_ok(const struct pu_state *s, const struct pu_data *d, int seat, const char *cmd);

/* pu_ai_search.c: what a position is worth to the team. */
long pu_ai_value(const struct pu_state *s, const struct pu_data *d);

/* Hard: compare the plan's pick with other first actions by playing on
 * over a few samples; the best into out (true); false (out untouched)
 * when the pick is not an action it weighs (a card, the store, ...) or
 * on no memory. */
bool pu_ai_lookahead(const struct pu_state *s, const struct pu_data *d, int seat, struct rng *rng,
		  const struct tt_prompt *p, const char *pick, char *out, size_t cap);

/* pu_ai_story.c: toward a Story mission's own goal (a POWERUP, the NPC). */
bool pu_ai_story(const struct pu_state *s, const struct pu_data *d, int seat,
		 const struct tt_prompt *p, char *out, size_t cap);

#endif
