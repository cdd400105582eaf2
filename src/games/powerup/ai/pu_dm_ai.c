/*
 * pu_dm_ai.c - POWERUP Deathmatch AI: one action at a time, each of the
 * prompt's actions tried on a scratch copy and the outcome weighed
 * (pu_dm_worth): captures above all, then carrying the rival robot home,
 * bringing back one's own fallen or stolen robot, the team's second and
 * third BUGBUSTERs guarding their robot while the first goes for the
 * rival's, lives given and taken, deaths, and the POWERUPs' gifts.  The
 * dice of a tried attack are a sample from the (redacted) state.
 * Levels: random any option; easy a random action one time in three;
 * normal the best action (judging a blow on a rival as if the rival
 * let it land); hard weighs each action with the best one after it (a
 * blow over several dice samples), answering every question the action
 * opens as the normal AI would (the rival's reaction window, paid with
 * the weapon's speed first; a push's side; the Deathmatch store), then
 * plays the few best out, with every seat playing as normal would and
 * its own reaction windows answered on the way, to its next decision in
 * its own turn after the others have played, and takes the best
 * outcome.  With professions, a turret standing counts for its team,
 * much more when it guards the team's base, so a builder builds where
 * it guards (pu_dm_turret).
 * The state it is given is the session's redacted copy (pu_redact.c):
 * the dice it samples and the decks it draws from are guesses, never
 * the true ones.  Questions other than the Deathmatch store go to the
 * Arcade AI (pu_ai.c), which answers them for any mission.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_ai.h"

#define PU_DM_TOP 5		/* hard: actions played out to its next decision */
#define PU_DM_ROLLOUT 24	/* decisions at most in a play-out */
#define PU_DM_CMD 64		/* a command (as tt_option.cmd) */

/* The actions worth trying (the others go to the Arcade AI's answers). */
static bool pu_dm_tried(const char *cmd)
{
	static const char *const verbs[] = { "move ", "jump ", "flip", "attack ", "shoot ", "pickup",
					     "throw", "rest", "gate ", "end", "build", "turret ", NULL };

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

/* How many squares of team's base tile the turret has in a clear line
 * within its range (4 at most): a rival coming for the robot, or home
 * with it, walks into its fire. */
static int pu_dm_turret_guards(const struct pu_state *s, const struct pu_data *d, int team)
{
	static const int8_t vec[8][2] = { { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 },
					  { -1, -1 }, { 1, -1 }, { -1, 1 }, { 1, 1 } };
	int n = pu_dm_on_base(d, team, s->pf.t_x, s->pf.t_y);

	for (int k = 0; k < 8; k++)
		for (int r = 1, x = s->pf.t_x, y = s->pf.t_y; r <= d->pf.t_range && pu_sight(s, x, y, vec[k][0], vec[k][1]);
		     r++) {
			x += vec[k][0];
			y += vec[k][1];
			n += pu_dm_on_base(d, team, x, y);
		}
	return n < 4 ? n : 4;
}

/* The machine-gun turret standing, to seat's team (its rivals' counts
 * against): each counter in it is worth a little, much more when the
 * turret guards its team's base (pu_dm_turret_guards), so a builder
 * loads its ammo into one only where it guards. */
static int pu_dm_turret(const struct pu_state *s, const struct pu_data *d, int seat)
{
	int owner = s->pf.t_owner, team;

	if (!s->pf.on || !s->pf.t_on || owner < 0 || owner >= s->nseats)
		return 0;
	team = s->dm.team[owner];
	return (team == s->dm.team[seat] ? 1 : -1) * s->pf.t_ammo * (6 + 5 * pu_dm_turret_guards(s, d, team));
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
	v += 8 * (b->ammo < 6 ? b->ammo : 6) + 4 * b->rp + 10 * b->nhand + pu_dm_turret(s, d, seat);
	for (int k = 0; k < 3; k++)
		v += b->eq[k] >= 0 ? 30 : 0;
	return v;
}

/* The search's scratch space, allocated once a decision: a state copy
 * for each ply, the prompt of the second ply, an output nobody reads. */
struct pu_dm_scratch {
	struct pu_state t[2], r;
	struct tt_prompt p, q;	/* q: the questions a try opens (pu_dm_settle) */
	struct tt_out out;
	int level;
	uint64_t salt;		/* this decision's draw for breaking ties */
};

static const char *pu_dm_store_pick(const struct pu_state *s, const struct pu_data *d, int seat,
				    const struct tt_prompt *p);

/* A blow, whose outcome turns on the dice. */
static bool pu_dm_blow(const char *cmd)
{
	return !strncmp(cmd, "attack ", 7) || !strncmp(cmd, "shoot ", 6) || !strncmp(cmd, "throw", 5);
}

/* How many dice samples a try of cmd averages: hard weighs a blow over
 * several (normal over the one its copy holds). */
static int pu_dm_samples(const struct pu_dm_scratch *w, const char *cmd, int ply)
{
	if (w->level < AI_HARD || !pu_dm_blow(cmd))
		return 1;
	return ply > 0 ? 4 : 2;
}

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
		v = pu_dm_try(s, d, seat, p->opt[i].cmd, pu_dm_samples(w, p->opt[i].cmd, 0), 0, w);
		best = v > best ? v : best;
	}
	return best;
}

/* A rival's reaction window the tried action opened: judged as if the
 * rival let it happen (normal). */
static void pu_dm_let_happen(struct pu_state *t, const struct pu_data *d, int seat, struct tt_out *out)
{
	struct cmd c;
	struct tt_err err;
	unsigned fl;

	if (cmd_parse("pass", &c, &err) < 0)
		return;
	for (int k = 0; k < PU_NPEND && t->npend > 0 && t->pend[t->npend - 1].kind == PU_PD_REACT &&
			t->pend[t->npend - 1].seat != seat; k++)
		if (pu_apply(t, d, t->pend[t->npend - 1].seat, &c, out, &fl, &err) < 0)
			return;
}

/* Hard: every question the tried action opened, answered as the normal
 * AI would (the rival's reaction, paying the weapon's speed first; the
 * side of a push; the Deathmatch store), so a blow the rival can step
 * away from or roll against is not judged as if it always landed, and a
 * POWERUP counts for its gift. */
static void pu_dm_settle(struct pu_state *t, const struct pu_data *d, struct pu_dm_scratch *w)
{
	struct cmd c;
	struct tt_err err;
	struct rng rng;
	char cmd[PU_DM_CMD];
	unsigned fl;

	rng_seed(&rng, t->dice.rolls + 3);
	for (int k = 0; k < 2 * PU_NPEND && t->npend > 0 && !t->result; k++) {
		const struct pu_pend *pd = &t->pend[t->npend - 1];
		int who = pd->seat;
		pu_prompt(t, d, &w->q);
		if (w->q.seat != who || w->q.nopt == 0)
			return;
		if (pd->kind == PU_PD_DMSTORE)
			tt_strlcpy(cmd, pu_dm_store_pick(t, d, who, &w->q), sizeof cmd);
		else
			(void)pu_ai_choose(t, d, who, AI_NORMAL, &rng, &w->q, cmd, sizeof cmd);
		if (cmd_parse(cmd, &c, &err) < 0 || pu_apply(t, d, who, &c, &w->out, &fl, &err) < 0)
			return;
	}
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
		if (w->level >= AI_HARD)
			pu_dm_settle(t, d, w);
		else
			pu_dm_let_happen(t, d, seat, out);
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

/* In the air, an action other than a blow lands first and is judged
 * where the landing puts the BUGBUSTER; a face-down token there (a
 * BUGGIE trap pushes back) is hidden from the AI, so the landing on its
 * redacted copy may differ from the true one and the action be refused.
 * It lands (ending the turn in the air would waste the actions left), or
 * strikes from the air, and decides on the ground. */
static bool pu_dm_air_ok(const struct pu_state *s, int seat, const char *cmd)
{
	return !s->bb[seat].air || !strcmp(cmd, "land") || !strncmp(cmd, "attack ", 7) ||
	       !strncmp(cmd, "shoot ", 6) || !strcmp(cmd, "end");
}

/* Who decides in t: the newest question's seat, else the one playing. */
static int pu_dm_asked(const struct pu_state *t)
{
	return t->npend > 0 ? t->pend[t->npend - 1].seat : t->active;
}

/* Is seat asked in its own turn (no question pending)? */
static bool pu_dm_own_turn(const struct pu_state *t, int seat)
{
	return t->active == seat && t->npend == 0;
}

/* Play cmd for seat on t, then every decision after it as the normal AI
 * would (seat's own to the end of its turn, then the others') until seat
 * is asked again: what the state is then worth to seat's team. */
static int pu_dm_rollout(const struct pu_state *s, const struct pu_data *d, int seat, const char *cmd,
			 struct pu_dm_scratch *w)
{
	struct pu_state *t = &w->r;
	char next[PU_DM_CMD], why[8];
	struct rng rng;
	bool others = false;

	memcpy(t, s, sizeof *t);
	rng_seed(&rng, s->dice.rolls + 1);
	tt_strlcpy(next, cmd, sizeof next);
	for (int k = 0; k < PU_DM_ROLLOUT && !t->result; k++) {
		struct cmd c;
		struct tt_err err;
		unsigned fl;
		int who = k == 0 ? seat : pu_dm_asked(t);
		if (who < 0 || (others && pu_dm_own_turn(t, seat)))
			break;
		others = others || t->active != seat;
		if ((k > 0 && pu_dm_ai(t, d, who, AI_NORMAL, &rng, next, sizeof next, why, sizeof why) < 0) ||
		    cmd_parse(next, &c, &err) < 0)
			break;
		w->out.len = 0;
		if (pu_apply(t, d, who, &c, &w->out, &fl, &err) < 0)
			break;
	}
	return pu_dm_worth(t, d, seat);
}

/* Hard: the few best actions by the search (and the end of the turn)
 * are played out to seat's next decision after the others have played
 * (pu_dm_rollout); the best outcome wins. */
static void pu_dm_deeper(const struct pu_state *s, const struct pu_data *d, int seat, const char top[][PU_DM_CMD],
			 int ntop, char *cmd, size_t cap, struct pu_dm_scratch *w)
{
	int best = -2000000000;

	for (int i = 0; i < ntop; i++) {
		int v = pu_dm_rollout(s, d, seat, top[i], w);
		if (v > best) {
			best = v;
			tt_strlcpy(cmd, top[i], cap);
		}
	}
}

/* cmd with its sides named from seat's team ("left" and "right" become
 * "home" or "away": towards its own base or the rival's), so that a tie
 * breaks the same way for either team and on a mirrored board. */
static void pu_dm_canon(const struct pu_state *s, const struct pu_data *d, int seat, const char *cmd, char *out,
			size_t cap)
{
	const struct pu_dmconf *c = &d->mission.dm;
	int team = s->dm.team[seat];
	bool left_home = c->base[team][0] <= c->base[1 - team][0];
	size_t n = 0;

	while (*cmd && n + 5 < cap) {
		bool l = strncmp(cmd, "left", 4) == 0, r = strncmp(cmd, "right", 5) == 0;
		if (l || r) {
			memcpy(out + n, l == left_home ? "home" : "away", 4);
			n += 4;
			cmd += l ? 4 : 5;
		} else
			out[n++] = *cmd++;
	}
	out[n] = '\0';
}

/* A tie's draw for cmd: its name seen from seat's team (pu_dm_canon)
 * hashed with the decision's salt (FNV-1a), so the same draw picks the
 * mirrored action on a mirrored board, and no action wins every tie. */
static uint64_t pu_dm_draw(const struct pu_state *s, const struct pu_data *d, int seat, uint64_t salt,
			   const char *cmd)
{
	char c[PU_DM_CMD];
	uint64_t h = 14695981039346656037ull ^ salt;

	pu_dm_canon(s, d, seat, cmd, c, sizeof c);
	for (const char *q = c; *q; q++)
		h = (h ^ (unsigned char)*q) * 1099511628211ull;
	return h;
}

/* Does action a (worth va) rank before b (worth vb)?  The greater
 * worth; between equals, the smaller draw (pu_dm_draw), then the first
 * by name seen from seat's team. */
static bool pu_dm_ahead(const struct pu_state *s, const struct pu_data *d, int seat, uint64_t salt, const char *a,
			int va, const char *b, int vb)
{
	char ca[PU_DM_CMD], cb[PU_DM_CMD];
	uint64_t ha, hb;

	if (va != vb)
		return va > vb;
	ha = pu_dm_draw(s, d, seat, salt, a);
	hb = pu_dm_draw(s, d, seat, salt, b);
	if (ha != hb)
		return ha < hb;
	pu_dm_canon(s, d, seat, a, ca, sizeof ca);
	pu_dm_canon(s, d, seat, b, cb, sizeof cb);
	return strcmp(ca, cb) < 0;
}

/* Keep cmd (worth v) among the ntop best so far, best first. */
static void pu_dm_keep(const struct pu_state *s, const struct pu_data *d, int seat, uint64_t salt,
		       char top[][PU_DM_CMD], int *val, int *ntop, const char *cmd, int v)
{
	int k = *ntop;

	if (k == PU_DM_TOP && !pu_dm_ahead(s, d, seat, salt, cmd, v, top[k - 1], val[k - 1]))
		return;
	if (k == PU_DM_TOP)
		k--;
	else
		(*ntop)++;
	while (k > 0 && pu_dm_ahead(s, d, seat, salt, cmd, v, top[k - 1], val[k - 1])) {
		val[k] = val[k - 1];
		memcpy(top[k], top[k - 1], PU_DM_CMD);
		k--;
	}
	val[k] = v;
	tt_strlcpy(top[k], cmd, PU_DM_CMD);
}

/* The best of the prompt's actions for seat in its turn (a flip, or a
 * landing, is worth what it lets the next action do; ties broken by
 * pu_dm_ahead, at random but the same for either team); -1 when none is
 * accepted. */
static int pu_dm_best(const struct pu_state *s, const struct pu_data *d, int seat, int level,
		      const struct tt_prompt *p, char *cmd, size_t cap, struct pu_dm_scratch *w)
{
	char top[PU_DM_TOP + 1][PU_DM_CMD];
	int best = -2000000000, n = 0, ntop = 0, val[PU_DM_TOP];
	bool have = false;

	for (int i = 0; i < p->nopt; i++) {	/* "end" last: it wins a tie */
		const char *o = p->opt[i].cmd;
		int v, ply;
		if ((!pu_dm_tried(o) && strcmp(o, "land") != 0) || strcmp(o, "end") == 0 || !pu_dm_air_ok(s, seat, o))
			continue;
		n++;
		ply = (strcmp(o, "flip") == 0 || level >= AI_HARD) && s->bb[seat].ap > 1;
		v = pu_dm_try(s, d, seat, o, pu_dm_samples(w, o, 1), ply || strcmp(o, "land") == 0, w);
		if (v <= -2000000000)
			continue;
		pu_dm_keep(s, d, seat, w->salt, top, val, &ntop, o, v);
		if (!have || pu_dm_ahead(s, d, seat, w->salt, o, v, cmd, best)) {
			best = v;
			tt_strlcpy(cmd, o, cap);
			have = true;
		}
	}
	if (pu_ai_has(p, "end") && (n == 0 || !s->bb[seat].air) && pu_dm_worth(s, d, seat) >= best) {
		tt_strlcpy(cmd, "end", cap);
		n++;
		have = true;
	}
	if (level >= AI_HARD && n > 1) {
		if (pu_ai_has(p, "end") && (n == 1 || !s->bb[seat].air))
			tt_strlcpy(top[ntop++], "end", PU_DM_CMD);
		pu_dm_deeper(s, d, seat, (const char (*)[PU_DM_CMD])top, ntop, cmd, cap, w);
	}
	return have ? 0 : -1;
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
			w->level = level;
			w->salt = rng_next(rng);
			rc = pu_dm_best(s, d, seat, level, p, cmd, cap, w);
			free(w);
		}
		snprintf(why, whycap, "the action that leaves the team best placed for the robots");
	}
	free(p);
	return rc == 0 ? 0 : pu_ai(s, d, seat, level, rng, cmd, cap, why, whycap);
}
