/*
 * pu_mistress_ai.c - POWERUP: the AI of the BUGMISTRESS seat.  Her turn
 * in the rulebook's order: the SPAWN points the free spawn squares can
 * use are paid, a sheet turned face up when the hand affords it, the
 * strongest BUGs spawned (pu_mistress_plan.c); the event and the
 * Specials worth more played than paid; then her BUGs attack and move as
 * the automatic BUGs would, with a player's choices on top
 * (pu_mistress_act.c).  In a window she plays a Trick worth it.
 *
 * Levels: random picks any option of her prompt; easy plays as normal
 * but one decision in five at random; normal as above; hard keeps her
 * Tricks for the BUGBUSTERs' turns and sends her BUGs where a player
 * would (the VIPs, the BUGBUSTER nearest what she defends, the weakest
 * one).  Every command is one the rules accept (pu_legal); she reads
 * only what her seat sees (the session hands her a redacted state).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_mistress_ai.h"

/* Any option of her prompt, at random (level random, and one decision
 * in five at easy). */
static int pu_bm_ai_random(const struct pu_state *s, const struct pu_data *d, struct rng *rng,
			   char *cmd, size_t cap)
{
	struct tt_prompt *p = malloc(sizeof *p);
	int rc = -1;

	if (!p)
		return -1;
	pu_prompt(s, d, p);
	if (p->nopt > 0) {
		const char *o = p->opt[rng_below(rng, (uint32_t)p->nopt)].cmd;
		/* a BUG's step may push others where a die or a hidden token
		 * decides, and be refused on the true state: the policy's own
		 * steps leave those (pu_mistress_act.c) */
		if (strncmp(o, "bug ", 4) != 0 || (!strstr(o, " move ") && !strstr(o, " jump "))) {
			tt_strlcpy(cmd, o, cap);
			rc = 0;
		}
	}
	free(p);
	return rc;
}

/* Her plan without chance or search: the command (0) and why. */
int pu_bm_plan(const struct pu_state *s, const struct pu_data *d, bool hard, char *cmd, size_t cap,
	       char *why, size_t whycap)
{
	if (s->npend > 0) {	/* a window: a Trick worth playing, else let it go */
		tt_strlcpy(why, "a Trick card worth playing now", whycap);
		if (pu_bmp_cards(s, d, hard, cmd, cap) == 0)
			return 0;
		tt_strlcpy(cmd, "pass", cap);
		return 0;
	}
	tt_strlcpy(why, "the free spawn squares filled with the strongest BUGs", whycap);
	if (pu_bmp_spawn_step(s, d, cmd, cap) == 0)
		return 0;
	tt_strlcpy(why, "a card worth more played than paid", whycap);
	if (pu_bmp_cards(s, d, hard, cmd, cap) == 0)
		return 0;
	tt_strlcpy(why, "a tile flipped under the BUGBUSTERs", whycap);
	if (pu_bmf_flip(s, d, hard, cmd, cap) == 0)
		return 0;
	tt_strlcpy(why, hard ? "the BUGs hunt where a player would" : "the BUGs hunt as the automatic BUGs",
		   whycap);
	if (pu_bma_act(s, d, hard, cmd, cap) == 0)
		return 0;
	tt_strlcpy(why, "Surprise: the BUG nearest a VIP acts again", whycap);
	if (pu_bmp_surprise(s, d, cmd, cap) == 0)
		return 0;
	tt_strlcpy(why, "nothing more to do", whycap);
	tt_strlcpy(cmd, "end", cap);
	return 0;
}

int pu_bm_ai(const struct pu_state *s, const struct pu_data *d, int level, struct rng *rng,
	     char *cmd, size_t cap, char *why, size_t whycap)
{
	bool hard = level == AI_HARD;

	if ((level == AI_RANDOM || (level == AI_EASY && rng_below(rng, 5) == 0)) &&
	    pu_bm_ai_random(s, d, rng, cmd, cap) == 0) {
		tt_strlcpy(why, "a move at random", whycap);
		return 0;
	}
	pu_bm_plan(s, d, hard, cmd, cap, why, whycap);
	if (hard && pu_bms_lookahead(s, d, rng, cmd, cap))
		tt_strlcpy(why, "played on through the BUGBUSTERs' next turn, it ends best for her", whycap);
	return 0;
}
