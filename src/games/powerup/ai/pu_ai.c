/*
 * pu_ai.c - POWERUP AI BUGBUSTERs: the decision loop.
 *
 * Levels: random picks uniformly among the prompt's options; easy plays
 * at random one time in three and otherwise takes the first blow in
 * reach and no POW! cards; normal follows the whole plan below; hard
 * also hits first in a reaction when its melee is much the stronger,
 * rolls two dice against a shot when down to two lives, plays its
 * spare Special cards at once instead of keeping them (except in Hidden
 * Keys, where that measured worse), at Dimensional Portal heads for the
 * portal before any BUG out of reach and does not turn back to buy a
 * life (the eight turns are the real enemy), and in its own turn weighs
 * the plan's pick against other first actions by playing on over a few
 * samples (pu_ai_search.c).  The AI reads only the state the session
 * gives it, redacted (pu_redact.c).
 *
 * The plan, in order: come back with a CONTINUE; move the VIPs (gather,
 * dodge); revive a partner; go EPIC; play a Special card that helps;
 * strike the blow worth most in reach (pu_ai_worth: the mission's
 * target, key carriers, spawners, BUGs next to a VIP, likely kills),
 * with the Trick cards and a partner's Assist that help, never a
 * hopeless or deadly melee (acid or a long fall behind us) nor at an
 * immune BUG; Hidden Keys: chase a BUG with a key, search the tokens,
 * board and fly the GLITCH; walk to a partner to revive; step off a
 * square where a push would kill; Save the VIPs: hold a post by the
 * VIPs (pu_ai_vips.c); buy a life at a near POWERUP; pick up coins; hunt the
 * most urgent enemy; rest.  The blows are weighed in pu_ai_blow.c;
 * questions (reactions, push sides, the store, discards) are answered in
 * pu_ai_pend.c.  Every choice is checked against the prompt, so the AI
 * never sends a refused command.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_ai.h"

static bool pu_prefix(const struct tt_prompt *p, const char *pre, char *out, size_t cap)
{
	for (int i = 0; i < p->nopt; i++)
		if (strncmp(p->opt[i].cmd, pre, strlen(pre)) == 0) {
			tt_strlcpy(out, p->opt[i].cmd, cap);
			return true;
		}
	return false;
}

/* Low on lives with coins: head for an ON POWERUP to buy one. */
static bool pu_ai_heal(const struct pu_state *s, const struct pu_data *d, int seat,
		       const struct tt_prompt *p, char *out, size_t cap)
{
	int f = s->bb[seat].fig, best = -1, bd = 127, steps;

	if (s->fig[f].lives > 2 || s->bb[seat].coins < d->store_life)
		return false;
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++) {
			int m;
			if (s->power[y][x] != 2 || (m = pu_route_to(s, d, f, x, y, false, true, &steps)) < 0)
				continue;
			if (steps < bd) {
				bd = steps;
				best = m;
			}
		}
	return bd <= 6 && pu_ai_route(s, d, f, best, p, out, cap);
}

/* How urgent enemy i is for f: near f, near a VIP, the mission target
 * (hard: the portal pieces far before any BUG, for the time is short). */
static int pu_ai_score(const struct pu_state *s, const struct pu_data *d, int f, int i, int level)
{
	const struct pu_fig *g = &s->fig[i];
	int dd = abs(g->x - s->fig[f].x) * 2 + abs(g->y - s->fig[f].y) * 3;

	if (g->kind == PU_FK_PORTAL)
		dd -= level >= AI_HARD ? 80 : 20;
	else if (g->kind == PU_FK_BUG && g->type == d->mistress)
		dd -= 20;
	if (g->secret)
		dd -= 30;
	if (g->kind == PU_FK_BUG && (d->bug[g->type].abil & PU_AB_SPAWN))
		dd -= 8;	/* every BURP left spawns again next turn */
	for (int k = 0; k < s->nfig && d->mission.goal == PU_GO_VIPS; k++)
		if (s->fig[k].kind == PU_FK_NPC && pu_alive(s, k)) {
			int v = abs(g->x - s->fig[k].x) * 2 + abs(g->y - s->fig[k].y) * 3;
			if (v < 24)
				dd -= 2 * (24 - v);
		}
	return dd;
}

/* Walk towards the most urgent enemy that can be reached. */
static bool pu_ai_hunt(const struct pu_state *s, const struct pu_data *d, int f, int r, int level,
		       const struct tt_prompt *p, char *out, size_t cap)
{
	bool done[PU_MAXFIG] = { false };

	for (int tries = 0; tries < PU_MAXFIG; tries++) {
		int best = -1, bd = 99999, steps, m;
		for (int i = 0; i < s->nfig; i++) {
			int sc;
			if (done[i] || !pu_alive(s, i) || !(s->fig[i].kind == PU_FK_BUG || s->fig[i].kind == PU_FK_PORTAL))
				continue;
			if ((sc = pu_ai_score(s, d, f, i, level)) < bd) {
				bd = sc;
				best = i;
			}
		}
		if (best < 0)
			return false;
		done[best] = true;
		if (r != 0 && s->bb[s->fig[f].seat].ammo > 0 &&
		    (m = pu_route_to_hit(s, d, f, best, r < 0 ? 2 : r, true, &steps)) >= 0 &&
		    pu_ai_route(s, d, f, m, p, out, cap))
			return true;
		if ((m = pu_route_to_hit(s, d, f, best, 1, true, &steps)) >= 0 && pu_ai_route(s, d, f, m, p, out, cap))
			return true;
	}
	return false;
}

/* Pick up coins lying within a few steps when no BUG is close. */
static bool pu_ai_collect(const struct pu_state *s, const struct pu_data *d, int f,
			  const struct tt_prompt *p, char *out, size_t cap)
{
	int8_t dist[PU_H][PU_W], first[PU_H][PU_W];
	int best = -1, bd = 5;

	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_BUG && pu_alive(s, i) &&
		    abs(s->fig[i].x - s->fig[f].x) + abs(s->fig[i].y - s->fig[f].y) <= 3)
			return false;
	pu_bfs(s, d, f, true, dist, first);
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++)
			if ((s->coins[y][x] || s->power[y][x] == 2) && dist[y][x] > 0 && dist[y][x] < bd) {
				bd = dist[y][x];
				best = first[y][x];
			}
	return pu_ai_route(s, d, f, best, p, out, cap);
}

/* Save the VIPs: stay within reach of the VIPs unless a BUG is near. */
static bool pu_ai_guard(const struct pu_state *s, const struct pu_data *d, int f,
			const struct tt_prompt *p, char *out, size_t cap)
{
	int vip = -1, vd = 999, steps;

	for (int k = 0; k < s->nfig; k++) {
		int dd = abs(s->fig[k].x - s->fig[f].x) + abs(s->fig[k].y - s->fig[f].y);
		if (s->fig[k].kind == PU_FK_NPC && pu_alive(s, k) && dd < vd) {
			vd = dd;
			vip = k;
		}
	}
	if (vip < 0 || vd <= 4)
		return false;
	for (int i = 0; i < s->nfig; i++) {
		int dd = abs(s->fig[i].x - s->fig[f].x) + abs(s->fig[i].y - s->fig[f].y);
		if (s->fig[i].kind == PU_FK_BUG && pu_alive(s, i) && dd <= 3)
			return false;
	}
	return pu_ai_route(s, d, f, pu_route_to(s, d, f, s->fig[vip].x, s->fig[vip].y, true, true, &steps), p,
			   out, cap);
}

/* Move a VIP one square away from the nearest BUG when it comes close. */
static bool pu_ai_npc(const struct pu_state *s, const struct tt_prompt *p, char *out, size_t cap)
{
	char buf[32];

	for (int n = 1, k = 0; k < s->nfig; k++) {
		int near = -1, nd = 99;
		if (s->fig[k].kind != PU_FK_NPC)
			continue;
		for (int i = 0; i < s->nfig; i++) {
			int dd = abs(s->fig[i].x - s->fig[k].x) + abs(s->fig[i].y - s->fig[k].y);
			if (s->fig[i].kind == PU_FK_BUG && pu_alive(s, i) && dd < nd) {
				nd = dd;
				near = i;
			}
		}
		if (near >= 0 && nd <= 4 && s->fig[k].moved < 2) {
			int dx = s->fig[k].x >= s->fig[near].x ? 1 : -1;
			snprintf(buf, sizeof buf, "npc %d %s", n, dx < 0 ? "left" : "right");
			if (pu_safe_step(s, k, dx) && pu_ai_pick(p, buf, out, cap))
				return true;
		}
		n++;
	}
	return false;
}

/* Walk next to a defeated partner close enough to revive this turn. */
static bool pu_ai_to_revive(const struct pu_state *s, const struct pu_data *d, int seat,
			    const struct tt_prompt *p, char *out, size_t cap)
{
	int f = s->bb[seat].fig, steps, m;

	for (int i = 0; i < s->nseats; i++) {
		const struct pu_fig *g = &s->fig[s->bb[i].fig];
		if (i == seat || g->lives > 0 || g->aboard || !pu_on_board(s, g->x, g->y) ||
		    s->kind[g->y][g->x] == PU_SQ_ACID)
			continue;
		m = pu_route_to(s, d, f, g->x, g->y, true, true, &steps);
		if (m >= 0 && steps + 2 <= s->bb[seat].ap && pu_ai_route(s, d, f, m, p, out, cap))
			return true;
	}
	return false;
}

/* What to do with the turn's first moments: come back, move the VIPs,
 * revive, go EPIC, play a Special card. */
static bool pu_ai_opening(const struct pu_state *s, const struct pu_data *d, int seat, int level,
			  const struct tt_prompt *p, char *out, size_t cap)
{
	const struct pu_fig *g = &s->fig[s->bb[seat].fig];
	char buf[48];

	if (g->lives <= 0) {
		tt_strlcpy(buf, "continue ", sizeof buf);
		pu_lower(buf + 9, d->sheet[g->type].name, sizeof buf - 9);
		return pu_ai_pick(p, buf, out, cap) || pu_ai_pick(p, "end", out, cap);
	}
	if (d->mission.goal == PU_GO_VIPS ? pu_ai_vip_npc(s, d, p, out, cap) :
	    pu_ai_story_npc(s, d, p, out, cap) || (d->mission.goal != PU_GO_RESCUE && pu_ai_npc(s, p, out, cap)))
		return true;
	if (pu_prefix(p, "revive", out, cap) || pu_ai_pick(p, "epic", out, cap))
		return true;
	if (level >= AI_NORMAL && !s->bb[seat].epic && pu_ai_equip(s, d, seat, p, out, cap))
		return true;	/* a slot left empty by a destroyed weapon */
	return level >= AI_NORMAL && pu_ai_special(s, d, seat, level, p, out, cap);
}

static bool pu_ai_turn(const struct pu_state *s, const struct pu_data *d, int seat, int level,
		       const struct tt_prompt *p, char *out, size_t cap)
{
	const struct pu_bb *b = &s->bb[seat];
	int f = b->fig, r, px, py;
	bool post;

	if (pu_ai_opening(s, d, seat, level, p, out, cap))
		return true;
	if (b->ap > 0 && pu_ai_keys_urgent(s, d, f) && pu_ai_keys(s, d, f, p, out, cap))
		return true;	/* the keys to the GLITCH before any fight */
	if (!s->fig[f].aboard && pu_ai_attack(s, d, seat, level, p, out, cap))
		return true;
	r = pu_weapon_range(s, d, f);
	if (s->event >= 0 && d->bugcard[s->event].effect == PU_BE_GAS)
		r = 0;
	if (d->mission.goal == PU_GO_KEYS && b->ap == 1 && pu_ai_unsafe_spot(s, d, f, p, out, cap))
		return true;
	if (d->mission.goal == PU_GO_KEYS && b->ap > 0 && pu_ai_thief(s, d, f, r, p, out, cap))
		return true;
	if (d->mission.goal == PU_GO_KEYS && b->ap > 0 && pu_ai_keys(s, d, f, p, out, cap))
		return true;
	if (s->fig[f].aboard && pu_ai_attack(s, d, seat, level, p, out, cap))
		return true;
	if (b->ap < 1)
		return pu_ai_pick(p, "end", out, cap);
	if (pu_ai_to_revive(s, d, seat, p, out, cap) || pu_ai_unsafe_spot(s, d, f, p, out, cap))
		return true;
	post = pu_ai_vip_post(s, d, seat, &px, &py);
	if (pu_ai_vip_rescue(s, d, seat, r, p, out, cap))
		return true;
	if (!post && !(level >= AI_HARD && d->mission.goal == PU_GO_PORTAL) && pu_ai_heal(s, d, seat, p, out, cap))
		return true;
	if (post && pu_ai_vip_hold(s, d, seat, p, out, cap))
		return true;
	if (d->mission.goal == PU_GO_VIPS && pu_ai_guard(s, d, f, p, out, cap))
		return true;
	if (pu_ai_story(s, d, seat, p, out, cap))
		return true;
	if (d->mission.goal != PU_GO_PORTAL && !post && pu_ai_collect(s, d, f, p, out, cap))
		return true;
	if (pu_ai_hunt(s, d, f, r, level, p, out, cap))
		return true;
	if (b->rp < b->maxrp && pu_ai_pick(p, "rest", out, cap))
		return true;
	return pu_ai_pick(p, "end", out, cap);
}

/* One sentence on why, from the command chosen. */
static void pu_ai_why(const struct pu_state *s, const struct pu_data *d, int seat, const char *cmd,
		      const struct tt_prompt *p, char *why, size_t cap)
{
	static const char *const w[][2] = {
		{ "attack", "the blow worth most in reach" }, { "shoot", "the shot worth most in line" },
		{ "move", "on the way to the next target" }, { "jump", "on the way to the next target" },
		{ "flip", "turning to the way to go" },
		{ "npc", "closing the VIPs in, gathering them, or out of a BUG's reach" },
		{ "react move", "stepping out of the attack" }, { "react roll", "rolling away from the shot" },
		{ "react attack", "hitting first: our melee is much stronger" },
		{ "react flip", "turning round: a blow from behind gets no defence roll" },
		{ "pass", "saving reaction points" }, { "buy", "shopping for what helps most" },
		{ "equip", "a better weapon" }, { "done", "nothing more worth buying" },
		{ "continue", "coming back with a CONTINUE" }, { "revive", "a partner needs help" },
		{ "epic", "the cards spell EPIC" }, { "rest", "recovering reaction points" },
		{ "board", "the GLITCH is the way out" }, { "fly", "flying the GLITCH off the board" },
		{ "end", "nothing useful left this turn" }, { "face", "facing the nearest BUG" },
		{ "discard", "keeping one card of each E-P-I-C letter" }, { "side", "the safer side" },
	};
	const struct pu_fig *g = &s->fig[s->bb[seat].fig];
	int n, px, py;
	char name[PU_NAME];

	if (sscanf(cmd, "play %d", &n) == 1 && n >= 1 && n <= s->bb[seat].nhand) {
		snprintf(why, cap, "%s helps now", d->pow[s->bb[seat].hand[n - 1]].name);
		return;
	}
	if (sscanf(cmd, "trick %23s %d", name, &n) == 2) {
		snprintf(why, cap, "a partner's Trick card helps now");
		return;
	}
	if (s->npend == 0 && (!strncmp(cmd, "move", 4) || !strncmp(cmd, "jump", 4) || !strcmp(cmd, "flip")) &&
	    pu_ai_vip_rescue(s, d, seat, pu_weapon_range(s, d, g - s->fig), p, name, sizeof name) &&
	    !strcmp(name, cmd)) {
		snprintf(why, cap, "going for the BUG that could strike a VIP");
		return;
	}
	if ((!strcmp(cmd, "end") || !strcmp(cmd, "rest") || !strcmp(cmd, "flip")) &&
	    pu_ai_vip_post(s, d, seat, &px, &py) && g->x == px && g->y == py) {
		snprintf(why, cap, "holding a square a BUG could strike the VIPs from");
		return;
	}
	for (size_t i = 0; i < sizeof w / sizeof w[0]; i++)
		if (!strncmp(cmd, w[i][0], strlen(w[i][0]))) {
			snprintf(why, cap, "%s", w[i][1]);
			return;
		}
	snprintf(why, cap, "the plan of an AI BUGBUSTER");
}

/* In mid-jump above a face-down token, an action judged after landing
 * depends on what the token holds (a BUGGIE trap blocks the way), which
 * the AI only guesses: it lands first and decides once the token is
 * turned up, so it never sends an action the real token refuses. */
static bool pu_ai_land_first(const struct pu_state *s, int seat, const char *cmd, const struct tt_prompt *p)
{
	static const char *const air[] = { "land", "midjump", "attack", "npc", "equip", "play", "trick",
					   "trade", "epic", "continue", "end" };
	const struct pu_bb *b = &s->bb[seat];
	int xs[2] = { s->fig[b->fig].x, b->airx }, ys[2] = { s->fig[b->fig].y, b->airy };
	bool token = false;

	if (!b->air || s->npend > 0 || s->active != seat)
		return false;
	for (size_t i = 0; i < sizeof air / sizeof air[0]; i++)
		if (strncmp(cmd, air[i], strlen(air[i])) == 0)
			return false;
	for (int k = 0; k < (b->air == 2 ? 2 : 1); k++)
		for (int y = ys[k]; y >= 0 && y < s->h && pu_on_board(s, xs[k], y); y++)
			token |= s->secret[y][xs[k]] != 0;
	return token && pu_ai_has(p, "land");
}

int pu_ai_choose(const struct pu_state *s, const struct pu_data *d, int seat, int level,
		 struct rng *rng, const struct tt_prompt *p, char *cmd, size_t cap)
{
	bool ok = false;

	if (level == AI_RANDOM || (level == AI_EASY && rng_below(rng, 3) == 0)) {
		tt_strlcpy(cmd, p->opt[rng_below(rng, (uint32_t)p->nopt)].cmd, cap);
		return PU_AI_RANDOM;
	}
	if (pu_prof_ai(s, d, seat, cmd, cap) && pu_ai_has(p, cmd))
		return PU_AI_PLAN;	/* professions: an ability, the turret, a heal */
	if (s->npend > 0)
		ok = pu_ai_pend(s, d, level, p, cmd, cap);
	if (!ok && s->npend == 0)
		ok = pu_ai_turn(s, d, seat, level, p, cmd, cap);
	if (ok)
		return PU_AI_PLAN;
	tt_strlcpy(cmd, p->opt[0].cmd, cap);
	return PU_AI_FIRST;
}

int pu_ai(const void *st, const void *data, int seat, int level, struct rng *rng, char *cmd,
	  size_t cap, char *why, size_t whycap)
{
	const struct pu_state *s = st;
	const struct pu_data *d = data;
	struct tt_prompt *p = malloc(sizeof *p);
	char plan[64];
	int how;

	if (!p)
		return -1;
	pu_prompt(st, data, p);
	if (p->nopt == 0 || p->seat != seat) {
		free(p);
		return -1;
	}
	how = pu_ai_choose(s, d, seat, level, rng, p, cmd, cap);
	tt_strlcpy(plan, cmd, sizeof plan);
	if (how == PU_AI_PLAN && level >= AI_HARD && s->npend == 0 && s->phase == PU_PH_BB &&
	    s->active == seat && pu_ai_lookahead(s, d, seat, rng, p, plan, cmd, cap) && strcmp(plan, cmd) != 0)
		snprintf(why, whycap, "played on over a few samples, it ends best for the team");
	else if (how == PU_AI_PLAN)
		pu_ai_why(s, d, seat, cmd, p, why, whycap);
	else
		snprintf(why, whycap, how == PU_AI_RANDOM ? "a random legal option" : "the first option");
	if (pu_ai_land_first(s, seat, cmd, p)) {
		tt_strlcpy(cmd, "land", cap);
		snprintf(why, whycap, "landing first: a secret token lies below");
	}
	free(p);
	return 0;
}
