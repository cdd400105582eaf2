/*
 * pu_end.c - POWERUP: a mission's victory and defeat, judged after
 * every step (the goal of the mission, a Story mission's own and a
 * Deathmatch's through their hooks, the round limit, the team down).
 */
#include <stdio.h>
#include <string.h>
#include "pu_cmd.h"

static int pu_count_kind(const struct pu_state *s, int kind)
{
	int n = 0;

	for (int i = 0; i < s->nfig; i++)
		n += s->fig[i].kind == kind && pu_alive(s, i);
	return n;
}

static void pu_finish(struct pu_state *s, int result, const char *why, struct tt_out *out)
{
	s->result = result;
	s->phase = PU_PH_OVER;
	s->npend = 0;
	s->decl.active = 0;
	tt_strlcpy(s->why, why, sizeof s->why);
	tt_outf(out, "%s %s\n", result == 1 ? "VICTORY!" : "GAME OVER:", why);
}

/* An ON POWERUP to CONTINUE at (free: nobody standing on it). */
static bool pu_any_on(const struct pu_state *s, bool free)
{
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++)
			if (s->power[y][x] == 2 && (!free || pu_at(s, x, y, -1) < 0))
				return true;
	return false;
}

void pu_check_end(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	int up = 0, goal = d->mission.goal;

	if (s->result)
		return;
	if (s->dm.on) {	/* pu_dm.c */
		if (s->limit_rounds > 0 && s->turns_total >= 8 * s->limit_rounds && !d->hooks->dm->over(s))
			s->dm.winner = (int8_t)(s->dm.score[0] > s->dm.score[1] ? 0 : s->dm.score[1] > s->dm.score[0] ? 1 : 2);
		if (d->hooks->dm->over(s))
			pu_finish(s, 1, d->hooks->dm->over(s), out);
		return;
	}
	for (int i = 0; i < s->nseats; i++)
		up += s->fig[s->bb[i].fig].lives > 0;
	if (goal == PU_GO_VIPS && pu_count_kind(s, PU_FK_NPC) < d->mission.nnpc)
		return pu_finish(s, 2, "a VIP has died.", out);
	if (goal == PU_GO_VIPS && s->turns_total >= d->mission.turns)
		return pu_finish(s, 1, "the VIPs held on for a whole round and are teleported out.", out);
	if (goal == PU_GO_PORTAL && pu_count_kind(s, PU_FK_PORTAL) == 0)
		return pu_finish(s, 1, "the dimensional portal is destroyed.", out);
	if (goal == PU_GO_PORTAL && s->turns_total >= d->mission.turns + 4)
		return pu_finish(s, 2, "the portal was not destroyed in time: the BUGMISTRESS wins.", out);
	if (goal == PU_GO_MISTRESS) {
		bool alive = false;
		for (int i = 0; i < s->nfig; i++)
			alive |= s->fig[i].kind == PU_FK_BUG && pu_alive(s, i) &&
				 (s->fig[i].type == d->mistress || d->bug[d->mistress].angry == s->fig[i].type);
		if (!alive)
			return pu_finish(s, 1, "the BUGMISTRESS is destroyed.", out);
	}
	if (goal == PU_GO_KEYS) {
		for (int i = 0; i < s->nfig; i++)
			if (s->fig[i].kind == PU_FK_BUG && pu_alive(s, i) && s->fig[i].secret &&
			    s->kind[s->fig[i].y][s->fig[i].x] == PU_SQ_GATE)
				return pu_finish(s, 2, "a BUG escaped through a portal with a key.", out);
		if (s->keys_found == 7)
			return pu_finish(s, 1, "the BUGBUSTERs escape on the GLITCH with the three keys.", out);
	}
	if (goal >= PU_GO_REACH || d->mission.protect) {	/* pu_story.c */
		const char *why = "";
		int r = d->hooks->story->goal(s, d, out, &why);
		if (r)
			return pu_finish(s, r, why, out);
	}
	if (s->limit_rounds > 0 && s->turns_total >= 8 * s->limit_rounds)
		return pu_finish(s, 2, "the time limit (limit=N rounds) has run out: the BUGs win.", out);
	if (up == 0 && pu_team_coins(s) < pu_continue_cost(s, d))
		return pu_finish(s, 2, "every BUGBUSTER is down and the team cannot pay a CONTINUE.", out);
	if (up == 0 && !pu_any_on(s, false))	/* only a BUGBUSTER switches a POWERUP on */
		return pu_finish(s, 2, "every BUGBUSTER is down and no POWERUP is ON to CONTINUE at.", out);
	if (up == 0 && s->phase == PU_PH_BB && !pu_any_on(s, true))	/* the BUGs had their turn */
		return pu_finish(s, 2, "every BUGBUSTER is down and BUGs stand on every ON POWERUP.", out);
}
