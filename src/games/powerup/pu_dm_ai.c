/*
 * pu_dm_ai.c - POWERUP Deathmatch AI: one action at a time, each of the
 * prompt's actions tried on a scratch copy and the outcome weighed
 * (pu_dm_worth): captures above all, then carrying the rival robot home,
 * bringing back one's own fallen or stolen robot, the team's second and
 * third BUGBUSTERs guarding their robot while the first goes for the
 * rival's, lives given and taken, deaths, and the POWERUPs' gifts.  The
 * dice of a tried attack are a sample from the (redacted) state.
 * Levels: random any option; easy a random action one time in three;
 * normal the best action; hard the best over two samples of each
 * action.  Questions other than the Deathmatch store go to the Arcade
 * AI (pu_ai.c), which answers them for any mission.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_ai.h"
#include "pu_cmd.h"

/* The actions worth trying (the others go to the Arcade AI's answers). */
static bool pu_dm_tried(const char *cmd)
{
	static const char *const verbs[] = { "move ", "jump ", "flip", "attack ", "shoot ", "pickup",
					     "throw", "rest", "gate ", "end", NULL };

	for (int i = 0; verbs[i]; i++)
		if (strncmp(cmd, verbs[i], strlen(verbs[i])) == 0)
			return strstr(cmd, " assist ") == NULL;
	return false;
}

/* Steps from figure f to square (x, y), or to beside it on its row when
 * beside is set; a far guess when there is no route. */
static int pu_dm_route(const struct pu_state *s, const struct pu_data *d, int f, int x, int y, bool beside,
		       bool careful)
{
	int8_t dist[PU_H][PU_W], first[PU_H][PU_W];
	int best = 99;

	pu_bfs(s, d, f, careful, dist, first);
	for (int k = -1; k <= 1; k++) {
		int tx = x + k;
		if ((k != 0) != beside || !pu_on_board(s, tx, y))
			continue;
		if (s->fig[f].x == tx && s->fig[f].y == y)
			return 0;
		if (dist[y][tx] > 0 && dist[y][tx] < best)
			best = dist[y][tx];
	}
	return best;
}

/* Steps from figure f to square (x, y), or to beside it on its row when
 * beside is set: a safe route, else one over traps (dearer), else a far
 * guess. */
static int pu_dm_steps(const struct pu_state *s, const struct pu_data *d, int f, int x, int y, bool beside)
{
	int n = pu_dm_route(s, d, f, x, y, beside, true);

	if (n < 99)
		return n;
	if ((n = pu_dm_route(s, d, f, x, y, beside, false)) < 99)
		return n + 8;
	return 30 + abs(s->fig[f].x - x) * 2 + abs(s->fig[f].y - y) * 3;
}

/* Whose carrier c is: 0 nobody's, 1 seat's team, -1 the rivals'. */
static int pu_dm_side(const struct pu_state *s, int seat, int c)
{
	if (c < 0 || s->fig[c].kind != PU_FK_BB)
		return 0;
	return s->dm.team[s->fig[c].seat] == s->dm.team[seat] ? 1 : -1;
}

/* How the task of seat stands: the square to reach (beside a figure),
 * weighed.  Never hold one's own robot; carry the rival's home; chase a
 * thief; touch a fallen robot; the second and third guard; else go for
 * the rival robot (or whoever holds it). */
static int pu_dm_task(const struct pu_state *s, const struct pu_data *d, int seat)
{
	int team = s->dm.team[seat], f = s->bb[seat].fig, own = s->dm.robot[team], riv = s->dm.robot[1 - team];
	int rc = pu_dm_carrier(s, riv), oc = pu_dm_carrier(s, own), v = 0, face = s->fig[f].face;
	int hx = pu_dm_home(s, d, team)[0], hy = pu_dm_home(s, d, team)[1] + 1;
	const struct pu_fig *r = &s->fig[riv], *o = &s->fig[own];

	if (pu_dm_side(s, seat, oc) > 0)
		v -= 300;
	if (pu_dm_side(s, seat, oc) < 0)	/* chase the thief, carrying or not */
		return v - 30 * pu_dm_steps(s, d, f, s->fig[oc].x, s->fig[oc].y, true);
	if (rc == f)	/* carry it home */
		return v + 2000 - 40 * pu_dm_steps(s, d, f, hx, hy, false);
	if (pu_dm_robot_fallen(s, d, team))	/* touch the fallen one */
		return v - 30 * pu_dm_steps(s, d, f, o->x, o->y, true);
	if (seat >= 2 && oc < 0)	/* guard, off the ladders the team climbs */
		return v - 20 * pu_dm_steps(s, d, f, o->x, o->y, true) -
		       (s->kind[s->fig[f].y][s->fig[f].x] == PU_SQ_LADDER ? 60 : 0);
	if (pu_dm_side(s, seat, rc) > 0)	/* a partner carries it: home beside them */
		return v - 10 * pu_dm_steps(s, d, f, hx, hy, false);
	if (pu_dm_side(s, seat, rc) < 0)	/* a rival holds it: make them drop it */
		return v - 30 * pu_dm_steps(s, d, f, s->fig[rc].x, s->fig[rc].y, true);
	v -= 30 * pu_dm_steps(s, d, f, r->x, r->y, true);
	if (s->fig[f].y == r->y && s->fig[f].x + face == r->x)
		v += 25;	/* facing it: the pickup is next */
	return v;
}

/* What the state is worth to seat's team. */
static int pu_dm_worth(const struct pu_state *s, const struct pu_data *d, int seat)
{
	int team = s->dm.team[seat], v;
	const struct pu_bb *b = &s->bb[seat];

	if (s->result)
		return s->dm.winner == team ? 1000000 : -1000000;
	v = 10000 * (s->dm.score[team] - s->dm.score[1 - team]) + pu_dm_task(s, d, seat);
	for (int i = 0; i < s->nseats; i++) {
		int sign = s->dm.team[i] == team ? 1 : -1;
		v += sign * (40 * s->fig[s->bb[i].fig].lives - 400 * s->dm.deaths[i]);
	}
	v += 8 * (b->ammo < 6 ? b->ammo : 6) + 4 * b->rp + 10 * b->nhand;
	for (int k = 0; k < 3; k++)
		v += b->eq[k] >= 0 ? 30 : 0;
	return v;
}

/* The search's scratch space, allocated once a decision: a state copy
 * for each ply, the prompt of the second ply, an output nobody reads. */
struct pu_dm_scratch {
	struct pu_state t[2];
	struct tt_prompt p;
	struct tt_out out;
};

static int pu_dm_try(const struct pu_state *s, const struct pu_data *d, int seat, const char *cmd,
		     int samples, int ply, struct pu_dm_scratch *w);

/* The best worth seat can reach from s with one more action (or by
 * stopping here). */
static int pu_dm_then(const struct pu_state *s, const struct pu_data *d, int seat,
		      struct pu_dm_scratch *w)
{
	struct tt_prompt *p = &w->p;
	int best = pu_dm_worth(s, d, seat);

	pu_prompt(s, d, p);
	for (int i = 0; p->seat == seat && s->active == seat && s->npend == 0 && i < p->nopt; i++) {
		int v;
		if (!pu_dm_tried(p->opt[i].cmd) || !strcmp(p->opt[i].cmd, "end") || !strcmp(p->opt[i].cmd, "flip"))
			continue;
		v = pu_dm_try(s, d, seat, p->opt[i].cmd, 1, 0, w);
		best = v > best ? v : best;
	}
	return best;
}

/* The worth of cmd for seat, tried on a scratch copy (samples times,
 * averaged; a jump judged where it lands; with ply, the best action
 * after it counts too); -2e9 when refused. */
static int pu_dm_try(const struct pu_state *s, const struct pu_data *d, int seat, const char *cmd,
		     int samples, int ply, struct pu_dm_scratch *w)
{
	struct pu_state *t = &w->t[ply > 0];
	struct tt_out *out = &w->out;
	struct cmd c, land;
	struct tt_err err;
	unsigned fl;
	long sum = 0;
	int rc = 0;

	if (cmd_parse(cmd, &c, &err) < 0)
		rc = -1;
	for (int k = 0; rc == 0 && k < samples; k++) {
		memcpy(t, s, sizeof *t);
		if (k > 0)
			dice_init(&t->dice, s->dice.rolls * 7919u + (unsigned)k);
		out->len = 0;
		if (pu_apply(t, d, seat, &c, out, &fl, &err) < 0) {
			rc = -1;
			break;
		}
		if (t->bb[seat].air && t->active == seat && cmd_parse("land", &land, &err) == 0)
			pu_apply(t, d, seat, &land, out, &fl, &err);	/* judged where it lands */
		sum += ply > 0 ? pu_dm_then(t, d, seat, w) : pu_dm_worth(t, d, seat);
	}
	return rc < 0 ? -2000000000 : (int)(sum / samples);
}

/* The Deathmatch store: a life when hurt, equipment when a slot is
 * empty, ammo when low, else a POW! card. */
static const char *pu_dm_store_pick(const struct pu_state *s, const struct pu_data *d, int seat,
				    const struct tt_prompt *p)
{
	const struct pu_bb *b = &s->bb[seat];
	const char *want[4] = { "buy life", "buy equip", "buy ammo", "buy pow" };
	bool ok[4] = { s->fig[b->fig].lives < 3, b->eq[PU_ET_MELEE] < 0 || b->eq[PU_ET_RANGED] < 0,
		       b->ammo + 2 < b->maxammo, true };

	(void)d;
	for (int k = 0; k < 4; k++)
		for (int i = 0; ok[k] && i < p->nopt; i++)
			if (strcmp(p->opt[i].cmd, want[k]) == 0)
				return want[k];
	return p->nopt > 0 ? p->opt[0].cmd : NULL;
}

/* The best of the prompt's actions for seat in its turn (a flip is
 * worth what it lets the next action do). */
static int pu_dm_best(const struct pu_state *s, const struct pu_data *d, int seat, int level,
		      struct rng *rng, const struct tt_prompt *p, char *cmd, size_t cap,
		      struct pu_dm_scratch *w)
{
	int best = -2000000000, n = 0, samples = level >= AI_HARD ? 2 : 1;

	for (int i = 0; i < p->nopt; i++) {	/* "end" last: it wins a tie */
		const char *o = p->opt[i].cmd;
		int v;
		if (!pu_dm_tried(o) || strcmp(o, "end") == 0)
			continue;
		n++;
		v = pu_dm_try(s, d, seat, o, samples, strcmp(o, "flip") == 0 && s->bb[seat].ap > 1, w);
		if (v > best || (v == best && rng_below(rng, 2) == 0)) {
			best = v;
			tt_strlcpy(cmd, o, cap);
		}
	}
	if (pu_ai_has(p, "end") && pu_dm_worth(s, d, seat) >= best) {
		tt_strlcpy(cmd, "end", cap);
		n++;
	}
	return n > 0 ? 0 : -1;
}

int pu_dm_ai(const struct pu_state *s, const struct pu_data *d, int seat, int level, struct rng *rng,
	     char *cmd, size_t cap, char *why, size_t whycap)
{
	struct tt_prompt *p = malloc(sizeof *p);
	int rc = -1;

	if (!p)
		return -1;
	pu_prompt(s, d, p);
	if (p->nopt > 0 && p->seat == seat && s->npend > 0 && s->pend[s->npend - 1].kind == PU_PD_DMSTORE) {
		tt_strlcpy(cmd, pu_dm_store_pick(s, d, seat, p), cap);
		snprintf(why, whycap, "the POWERUP's gift it needs most");
		rc = 0;
	} else if (p->nopt > 0 && p->seat == seat && s->npend == 0 && s->active == seat &&
		   level != AI_RANDOM && !(level == AI_EASY && rng_below(rng, 3) == 0)) {
		struct pu_dm_scratch *w = malloc(sizeof *w);
		if (w) {
			tt_out_discard(&w->out);	/* nobody reads what the tries say */
			rc = pu_dm_best(s, d, seat, level, rng, p, cmd, cap, w);
			free(w);
		}
		snprintf(why, whycap, "the action that leaves the team best placed for the robots");
	}
	free(p);
	return rc == 0 ? 0 : pu_ai(s, d, seat, level, rng, cmd, cap, why, whycap);
}
