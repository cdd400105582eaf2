/*
 * db_ai.c - DeathBot Derby AI.
 *
 * Random: uniform over the prompt's options, less the planned path's.  Draft: scores each card by
 * its stats plus how it fits the cards already kept (fast legs with a big
 * melee weapon, slow treads with a long gun...); hard first by how often
 * a bot with that card won in normal-against-normal games.  Duel: a
 * search over the turn's decisions (moves to every reachable space,
 * attacks, free actions, damage splits), each tried on a copy of the
 * (redacted) state.  easy looks one decision ahead; normal two, the
 * hazard averaged over the die's six faces, and plays its best three
 * lines to the end of its turn to let the other bot answer with the easy
 * policy; hard plays its best six lines so and lets the other bot answer
 * three times, each on a new guess of what its seat cannot see (the other
 * secret weapon, arena backs, the dice: db_redact again).  Leaves are
 * scored by HP and working parts of both bots and the damage each could
 * deal on its next turn.  Deterministic given the rng.
 *
 * One allocation per decision (struct db_search, its per-depth option
 * lists and scratch); nothing inside the search touches the heap.  A
 * Move option is kept as its steps and tried as the command they make:
 * no text is written and parsed back (only the chosen one is written).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "db.h"

#define DB_WIN 100000
#define DB_MAXCAND 96		/* options at one decision: <= 60 spaces and actions */
#define DB_DEPTH 6		/* nested decisions a search holds (the last: replies) */
#define DB_TURN_STEPS 8		/* decisions one playout of a turn may take */

/* An option of a decision: a Move action as its steps (its text is
 * written only for the option chosen), anything else as the prompt's
 * text. */
struct db_cand {
	char cmd[40];		/* nstep == 0: the option's command */
	int score;
	int8_t nstep;		/* a Move action: its steps, step[0..nstep) */
	int8_t step[8];
};

/* How deep each level searches and how it answers. */
struct db_policy {
	int depth;		/* own decisions searched */
	int beam;		/* options searched deeper at each decision (0 = all) */
	int lines;		/* best root options played to the end of the turn */
	int samples;		/* die streams for the other bot's reply (0 = none) */
	int reply;		/* decisions deep the other bot's reply looks */
	bool redraw;		/* each reply on a new guess of what is hidden */
};

static const struct db_policy db_policies[AI_NLEVEL] = {
	[AI_EASY] = { 1, 0, 0, 0, 1, false },
	[AI_NORMAL] = { 2, 0, 3, 1, 1, false },
	[AI_HARD] = { 2, 0, 6, 3, 1, true },
};

#define DB_NWALLS 24		/* arenas a search keeps the walls of */

/* The walls of an arena a search looked at: most states a search scores
 * share the arena of the decision (only flips change it, a hazard's six
 * faces at a time). */
struct db_walls {
	bool ok;
	uint8_t card[DB_NCARD], side[DB_NCARD], turn[DB_NCARD];
	bool wall[DB_H][DB_W];
	uint64_t from_ok;			/* bit per space: way[space] is known */
	int8_t way[DB_H * DB_W][DB_H * DB_W];	/* steps around the walls, -1 none */
};

struct db_search {
	const struct db_data *d;
	struct db_walls walls[DB_NWALLS];
	int nextwalls;			/* the slot to fill next */
	int me;
	bool expect;			/* average the hazard over the die */
	int beam, reply;		/* as in struct db_policy */
	bool redraw;
	struct rng rng;			/* die streams and guesses of the replies */
	struct tt_out out;		/* apply's messages, discarded */
	struct cmd move;		/* a candidate Move action's command, built from its steps */
	struct cmd hazard;		/* "hazard", parsed once */
	struct tt_prompt p;		/* options of one decision, copied out at once */
	struct db_cand root[DB_MAXCAND];	/* the decision being made */
	struct db_cand cand[DB_DEPTH][DB_MAXCAND];	/* by depth */
};

/* Damage bot could deal next turn from where it stands (ignores walls). */
static int db_threat(const struct db_state *s, const struct db_data *d, int bot)
{
	const struct db_bot *a = &s->bot[bot], *b = &s->bot[1 - bot];
	struct sq p = { a->x, a->y }, q = { b->x, b->y };
	int dist = sq_manhattan(p, q), spd = a->netted ? 0 : db_spd(s, d, bot), best = 0;

	if (db_live(s, bot, DB_DT_RANGED)) {
		const struct db_comp *c = db_comp_of(s, d, bot, DB_DT_RANGED);
		int shots = dist <= c->rng && db_los(s, d, p.x, p.y, q.x, q.y) ? 2 :
			    dist <= c->rng + spd ? 1 : 0;
		best = shots * c->dmg;
	}
	if (db_comp_of(s, d, bot, DB_DT_MELEE)) {
		int dmg = db_live(s, bot, DB_DT_MELEE) ? db_comp_of(s, d, bot, DB_DT_MELEE)->dmg : 1;
		int hits = dist <= 1 ? 2 : dist <= 1 + spd ? 1 : 0;
		if (hits * dmg > best)
			best = hits * dmg;
	}
	return best;
}

static int db_worth(const struct db_state *s, const struct db_data *d, int bot)
{
	const struct db_bot *b = &s->bot[bot];
	static const int live_bonus[DB_DT_SECRET] = { 6, 10, 6 };
	int v = b->armor * 5 + b->shield * 4 + b->hazard * 2;

	for (int t = 0; t < DB_DT_SECRET; t++)
		v += b->hp[t] * 6 + (b->hp[t] > 0 ? live_bonus[t] : 0);
	if (!b->secret_used && b->comp[DB_DT_SECRET] >= 0)
		v += 6;
	v -= b->stunned * 6 + b->netted * 4;
	(void)d;
	return v;
}

/* The walls of s's arena, read again only when its cards changed. */
static struct db_walls *db_walls_of(struct db_search *S, const struct db_state *s)
{
	struct db_walls *w;

	for (int i = 0; i < DB_NWALLS; i++) {
		w = &S->walls[i];
		if (w->ok && memcmp(w->side, s->slot_side, sizeof w->side) == 0 &&
		    memcmp(w->card, s->slot_card, sizeof w->card) == 0 &&
		    memcmp(w->turn, s->slot_turn, sizeof w->turn) == 0)
			return w;
	}
	w = &S->walls[S->nextwalls];
	S->nextwalls = (S->nextwalls + 1) % DB_NWALLS;
	memcpy(w->card, s->slot_card, sizeof w->card);
	memcpy(w->side, s->slot_side, sizeof w->side);
	memcpy(w->turn, s->slot_turn, sizeof w->turn);
	for (int y = 0; y < DB_H; y++)
		for (int x = 0; x < DB_W; x++)
			w->wall[y][x] = db_space_at(s, S->d, x, y).obs == DB_OB_WALL;
	w->from_ok = 0;
	w->ok = true;
	return w;
}

_Static_assert(DB_H * DB_W <= 64, "a bit per space in from_ok");

/* Steps from space (x0,y0) to every space around the walls, into
 * w->way (walls are never entered; the start may be one). */
static void db_way_from(struct db_walls *w, int x0, int y0)
{
	int8_t *dist = w->way[y0 * DB_W + x0];
	struct sq q[DB_H * DB_W];
	int head = 0, tail = 0;

	memset(dist, -1, DB_H * DB_W);
	q[tail++] = (struct sq){ x0, y0 };
	dist[y0 * DB_W + x0] = 0;
	while (head < tail) {
		struct sq p = q[head++];
		for (int dir = 0; dir < 4; dir++) {
			int x = p.x + sq_dirs[dir].x, y = p.y + sq_dirs[dir].y;
			if (!db_on_board(x, y) || w->wall[y][x] || dist[y * DB_W + x] >= 0)
				continue;
			dist[y * DB_W + x] = (int8_t)(dist[p.y * DB_W + p.x] + 1);
			q[tail++] = (struct sq){ x, y };
		}
	}
	w->from_ok |= (uint64_t)1 << (y0 * DB_W + x0);
}

/* Steps from bot 0 to bot 1 around the walls (the Manhattan distance
 * and ten more when walls cut them apart: only a hazard can help). */
static int db_way(struct db_search *S, const struct db_state *s)
{
	struct db_walls *w = db_walls_of(S, s);
	int a = s->bot[0].y * DB_W + s->bot[0].x, b = s->bot[1].y * DB_W + s->bot[1].x;

	if (!(w->from_ok >> a & 1))
		db_way_from(w, s->bot[0].x, s->bot[0].y);
	if (w->way[a][b] >= 0)
		return w->way[a][b];
	return sq_manhattan((struct sq){ s->bot[0].x, s->bot[0].y },
			    (struct sq){ s->bot[1].x, s->bot[1].y }) + 10;
}

/* Close in: more and more as the game drags on, so no stalemate.  The
 * pressure grows until a step closer outweighs even a lost game (about
 * turn 1,800): two bots that each lose by stepping in first (SPD 1, one
 * hit left each) would otherwise wait for ever. */
static int db_closing(struct db_search *S, const struct db_state *s)
{
	int t = s->turn < 3000 ? s->turn : 3000;

	return -db_way(S, s) * (3 + t * t / 64);
}

static int db_eval(struct db_search *S, const struct db_state *s, int me)
{
	const struct db_data *d = S->d;
	int opp = 1 - me, v;

	if (s->phase == DB_PH_OVER)
		return s->winner == me ? DB_WIN - s->turn : -DB_WIN + s->turn;
	v = 10 * (db_worth(s, d, me) - db_worth(s, d, opp));
	v -= db_threat(s, d, opp) * (s->cur == opp ? 14 : 8);
	v += db_threat(s, d, me) * (s->cur == me ? 14 : 6);
	v += db_closing(S, s);
	if (s->npend > 0 && s->pend[0].kind == DB_PK_DAMAGE)
		v += (s->pend[0].bot == opp ? 1 : -1) * s->pend[0].amount * 60;
	return v;
}

/* Apply command c (NULL: refused unread) to a copy t of s; false if
 * refused. */
static bool db_try_cmd(struct db_search *S, const struct db_state *s, const struct cmd *c,
		       struct db_state *t)
{
	struct tt_err e;
	unsigned flags;

	*t = *s;
	/* nobody reads the messages: they cost nothing */
	tt_out_discard(&S->out);
	return c && db_apply(t, S->d, db_actor(s), c, &S->out, &flags, &e) == 0;
}

/* db_try_cmd with a command line. */
static bool db_try(struct db_search *S, const struct db_state *s, const char *line,
		   struct db_state *t)
{
	struct cmd c;
	struct tt_err e;
	bool ok = cmd_parse(line, &c, &e) == 0 && c.argc > 0;

	return db_try_cmd(S, s, ok ? &c : NULL, t);
}

/* db_try_cmd with option o: a Move action's words are set down as the
 * parser would read its text ("move" and a direction name a step),
 * without writing the text. */
static bool db_try_cand(struct db_search *S, const struct db_state *s, const struct db_cand *o,
			struct db_state *t)
{
	struct cmd *c = &S->move;

	if (o->nstep == 0)
		return db_try(S, s, o->cmd, t);
	c->argc = o->nstep + 1;
	memcpy(c->argv[0], "move", 5);
	for (int k = 0; k < o->nstep; k++)
		tt_strlcpy(c->argv[k + 1], sq_dir_names[o->step[k]], sizeof c->argv[0]);
	for (int k = c->argc; k < CMD_MAXARG; k++)
		c->argv[k][0] = '\0';
	c->seat[0] = '\0';
	return db_try_cmd(S, s, c, t);
}

/* Option o's command text into buf: "move n e" for a Move action. */
static void db_cand_text(const struct db_cand *o, char *buf, size_t cap)
{
	size_t len = 0;

	if (o->nstep == 0) {
		tt_strlcpy(buf, o->cmd, cap);
		return;
	}
	tt_cat(buf, cap, &len, "move");
	for (int k = 0; k < o->nstep; k++) {
		tt_cat(buf, cap, &len, " ");
		tt_cat(buf, cap, &len, sq_dir_names[o->step[k]]);
	}
}

/* Is o the hazard? */
static bool db_cand_hazard(const struct db_cand *o)
{
	return o->nstep == 0 && strcmp(o->cmd, "hazard") == 0;
}

static void db_cand_add(struct db_cand *cand, int *n, const char *cmd)
{
	if (*n >= DB_MAXCAND)
		return;
	tt_strlcpy(cand[*n].cmd, cmd, sizeof cand[*n].cmd);
	cand[*n].nstep = 0;
	cand[(*n)++].score = 0;
}

/* The moves of a turn as explicit steps to every space in reach. */
static void db_move_cands(const struct db_state *s, const struct db_data *d, struct db_cand *cand,
			  int *n)
{
	int dist[DB_H][DB_W];
	int8_t path[DB_H][DB_W][8];

	db_reach(s, d, s->cur, dist, path);
	for (int y = 0; y < DB_H; y++)
		for (int x = 0; x < DB_W; x++) {
			struct db_cand *o;
			if (dist[y][x] <= 0 || *n >= DB_MAXCAND)
				continue;
			o = &cand[(*n)++];
			o->nstep = (int8_t)(dist[y][x] < 8 ? dist[y][x] : 8);
			memcpy(o->step, path[y][x], (size_t)o->nstep);
			o->score = 0;
		}
}

/* The options of the decision in s, into cand; returns how many.  A
 * turn's moves are paths to every space in reach (its single steps are
 * among them); other decisions take the prompt's options as they are. */
static int db_cands(struct db_search *S, const struct db_state *s, struct db_cand *cand)
{
	int n = 0;

	tt_prompt_clear(&S->p);
	if (s->phase == DB_PH_DUEL && s->npend == 0) {
		if (s->actions > 0 && !s->bot[s->cur].netted)
			db_move_cands(s, S->d, cand, &n);
		db_action_opts(s, S->d, &S->p);
	} else {
		db_prompt(s, S->d, &S->p);
	}
	for (int i = 0; i < S->p.nopt; i++)
		db_cand_add(cand, &n, S->p.opt[i].cmd);
	return n;
}

static int db_value(struct db_search *S, const struct db_state *s, int depth);
static int db_answered(struct db_search *S, const struct db_state *s, int samples);

/* Hazard: the mean over the die faces (a 1 lets us choose) of the value
 * searched depth more, or (answered) of the position the other bot's
 * reply leaves. */
static int db_hazard_mean(struct db_search *S, const struct db_state *s, int depth, bool answered)
{
	long sum = 0;

	for (int face = 1; face <= 6; face++) {
		struct db_state t = *s, u;
		t.dice.nrig = 0;
		dice_rig(&t.dice, face);
		if (!db_try_cmd(S, &t, &S->hazard, &u))
			return -DB_WIN * 2;
		sum += answered ? db_answered(S, &u, 1) : db_value(S, &u, depth);
	}
	return (int)(sum / 6);
}

static int db_cmp_cand(const void *a, const void *b)
{
	const struct db_cand *x = a, *y = b;

	return (y->score > x->score) - (y->score < x->score);
}

/* Value of option o of s searched depth more of S->me's decisions. */
static int db_child(struct db_search *S, const struct db_state *s, const struct db_cand *o, int depth)
{
	struct db_state t;

	if (S->expect && db_cand_hazard(o) && db_actor(s) == S->me)
		return db_hazard_mean(S, s, depth, false);
	if (!db_try_cand(S, s, o, &t))
		return -DB_WIN * 2;
	return db_value(S, &t, depth);
}

/* Score every option of s, best first, into cand; returns the count.
 * Every option is scored where it leads; with depth > 0 the best S->beam
 * of them (all when 0) are searched depth more decisions, and only these
 * count as the best (they lead the list). */
static int db_score(struct db_search *S, const struct db_state *s, int depth, struct db_cand *cand)
{
	int n = db_cands(S, s, cand), k;

	for (int i = 0; i < n; i++)
		cand[i].score = db_child(S, s, &cand[i], 0);
	qsort(cand, (size_t)n, sizeof cand[0], db_cmp_cand);
	if (depth <= 0)
		return n;
	k = S->beam > 0 && S->beam < n ? S->beam : n;
	for (int i = 0; i < k; i++)
		cand[i].score = db_child(S, s, &cand[i], depth);
	qsort(cand, (size_t)k, sizeof cand[0], db_cmp_cand);
	return n;
}

/* Value of a state for S->me, looking depth more of our own decisions. */
static int db_value(struct db_search *S, const struct db_state *s, int depth)
{
	int n;

	if (depth <= 0 || s->phase != DB_PH_DUEL || db_actor(s) != S->me)
		return db_eval(S, s, S->me);
	n = db_score(S, s, depth - 1, S->cand[depth - 1]);
	return n > 0 ? S->cand[depth - 1][0].score : db_eval(S, s, S->me);
}

/* Play s on until the turn passes from seat `who` (or the game ends):
 * each of its decisions by a search S->reply decisions deep, as it sees
 * the state. */
static void db_play_turn(struct db_search *S, struct db_state *s, int who)
{
	int me = S->me;

	S->me = who;
	for (int k = 0; k < DB_TURN_STEPS && s->phase == DB_PH_DUEL; k++) {
		struct db_state t;
		if (s->cur != who && db_actor(s) != who)
			break;
		int n = db_score(S, s, S->reply - 1, S->cand[DB_DEPTH - 1]);
		if (n == 0 || !db_try_cand(S, s, &S->cand[DB_DEPTH - 1][0], &t))
			break;
		*s = t;
	}
	S->me = me;
}

/* A root option played out: our turn to its end by our own greedy search,
 * then the other bot's turn by the easy policy over `samples` die streams
 * (with S->redraw, each on a new guess of what our seat cannot see); the
 * mean of our score after each. */
static int db_answered(struct db_search *S, const struct db_state *s, int samples)
{
	struct db_state t = *s, u;
	long sum = 0;

	for (int k = 0; k < DB_TURN_STEPS && t.phase == DB_PH_DUEL && db_actor(&t) == S->me; k++) {
		int n = db_score(S, &t, 0, S->cand[0]);
		if (n == 0 || !db_try_cand(S, &t, &S->cand[0][0], &u))
			break;
		t = u;
	}
	if (t.phase != DB_PH_DUEL || samples <= 0)
		return db_eval(S, &t, S->me);
	/* the distance counts as we leave it: waiting for the other bot to
	 * come is no way to close in */
	for (int k = 0; k < samples; k++) {
		u = t;
		if (S->redraw)	/* the other bot's secret, unseen cards, dice */
			db_redact(&u, S->d, S->me, &S->rng);
		else
			rng_seed(&u.dice.rng, rng_next(&S->rng));
		db_play_turn(S, &u, 1 - S->me);
		sum += db_eval(S, &u, S->me) - db_closing(S, &u) + db_closing(S, &t);
	}
	return (int)(sum / samples);
}

/* Re-score the best k root options by the other bot's answer, then best
 * first again; returns k. */
static int db_rescore(struct db_search *S, const struct db_state *s, int n, int k, int samples)
{
	struct db_cand *cand = S->root;

	k = n < k ? n : k;
	for (int i = 0; i < k; i++) {
		struct db_state t;
		if (db_cand_hazard(&cand[i]))
			cand[i].score = db_hazard_mean(S, s, 0, true);
		else if (db_try_cand(S, s, &cand[i], &t))
			cand[i].score = db_answered(S, &t, samples);
	}
	qsort(cand, (size_t)k, sizeof cand[0], db_cmp_cand);
	return k;
}

/* Draft: stats plus fit with the cards already kept. */
static int db_card_score(const struct db_state *s, const struct db_data *d, int seat, int c,
			 bool synergy)
{
	static const int abil[DB_AB_N] = { 0, 2, 3, 4, 2, 2, -2, 5, 5, 2, 2, 4, 2, 7, 5, 3, 3, 6 };
	const struct db_comp *k = &d->comp[c];
	const struct db_comp *mv = db_comp_of(s, d, seat, DB_DT_MOVE), *rg = db_comp_of(s, d, seat, DB_DT_RANGED);
	int v = k->hp * 3 + k->spd * 4 + k->rng * 2 + k->dmg * 6 + abil[k->ability] * 2;

	if (!synergy)
		return v;
	if (k->type == DB_DT_MELEE && mv)
		v += (mv->spd - 3) * k->dmg * 2;
	if (k->type == DB_DT_RANGED && mv && mv->spd <= 3)
		v += k->rng * 3;
	if (k->type == DB_DT_SECRET && k->ability == DB_AB_EXTRA && rg)
		v += rg->dmg * 3;
	if (k->type == DB_DT_SECRET && k->ability == DB_AB_NET && rg)
		v += rg->rng * 2;
	return v;
}

/* How often a bot with a card of this ability won, in percent, over 700
 * games of normal against normal (both seats) on the standard decks:
 * what the hard AI drafts by (the stats only break ties). */
static const int db_abil_won[DB_AB_N] = {
	[DB_AB_NONE] = 40, [DB_AB_CLIMB] = 57, [DB_AB_SAWPROOF] = 56, [DB_AB_SCYTHE] = 45,
	[DB_AB_BOOST] = 38, [DB_AB_HOVER] = 50, [DB_AB_MINRANGE] = 60, [DB_AB_RAPID] = 70,
	[DB_AB_PIERCE] = 40, [DB_AB_PULL] = 40, [DB_AB_SHRED] = 56, [DB_AB_STUN] = 77,
	[DB_AB_KNOCK] = 37, [DB_AB_EXTRA] = 55, [DB_AB_NET] = 53, [DB_AB_SHIELD] = 37,
	[DB_AB_UPGRADE] = 34, [DB_AB_REPAIR] = 48,
};

static int db_ai_draft(const struct db_state *s, const struct db_data *d, int seat, int level,
		       char *cmd, size_t cap)
{
	int best = 0, bv = -1000;

	for (int i = 0; i < s->nhand; i++) {
		int v = db_card_score(s, d, seat, s->hand[i], level >= AI_NORMAL);
		if (level == AI_HARD)
			v += 1000 * db_abil_won[d->comp[s->hand[i]].ability];
		if (v > bv) {
			bv = v;
			best = i;
		}
	}
	snprintf(cmd, cap, "pick %d", best + 1);
	return 0;
}

/* The duel: every option scored by the search, ties broken by the rng. */
static int db_ai_duel(const struct db_state *s, const struct db_data *d, int seat, int level,
		      struct rng *rng, char *cmd, size_t cap, char *why, size_t whycap)
{
	const struct db_policy *pol = &db_policies[level];
	struct db_search *S = malloc(sizeof *S);
	struct db_cand *cand;
	struct tt_err e;
	int n, k = 1, top;

	if (!S)
		return -1;
	S->d = d;
	for (int i = 0; i < DB_NWALLS; i++)
		S->walls[i].ok = false;
	S->nextwalls = 0;
	S->me = seat;
	S->expect = level >= AI_NORMAL;
	if (cmd_parse("hazard", &S->hazard, &e) < 0) {
		free(S);
		return -1;
	}
	rng_seed(&S->rng, rng_next(rng));
	cand = S->root;
	/* trapped: the rulebook's way out is the hazard, at once */
	if (s->npend == 0 && s->bot[seat].hazard > 0 && !s->hazard_done &&
	    !s->bot[seat].netted && db_trapped(s, d, seat)) {
		tt_strlcpy(cmd, "hazard", cap);
		tt_strlcpy(why, "trapped: only the hazard can set this bot free", whycap);
		free(S);
		return 0;
	}
	S->beam = pol->beam;
	S->reply = pol->reply;
	S->redraw = pol->redraw;
	n = db_score(S, s, pol->depth - 1, cand);
	top = pol->beam > 0 && pol->beam < n ? pol->beam : n;
	if (pol->lines > 0)
		top = db_rescore(S, s, n, pol->lines, pol->samples);
	/* ties among the options scored alike, broken by the rng */
	while (k < top && cand[k].score == cand[0].score)
		k++;
	if (n > 0)
		db_cand_text(&cand[rng_below(rng, (uint32_t)k)], cmd, cap);
	snprintf(why, whycap, "the best of %d options looking %s ahead, by HP, working parts and threat%s",
		 n, level == AI_EASY ? "one decision" : "two decisions",
		 level == AI_HARD ? ", weighing three answers of the other bot" :
		 pol->samples ? ", weighing the other bot's answer" : "");
	free(S);
	return n > 0 ? 0 : -1;
}

/* Leave out of p the options of the path being planned: they plan, or
 * repeat a move the list has. */
static void db_ai_unplanned(struct tt_prompt *p)
{
	int n = 0;

	for (int i = 0; i < p->nopt; i++)
		if (!db_path_opt(&p->opt[i]))
			p->opt[n++] = p->opt[i];
	p->nopt = n;
}

int db_ai(const void *st, const void *data, int seat, int level, struct rng *rng, char *cmd,
	  size_t cap, char *why, size_t whycap)
{
	const struct db_state *s = st;
	const struct db_data *d = data;
	struct tt_prompt *p;
	int rc = -1;

	if (db_actor(s) != seat)
		return -1;
	if (level != AI_RANDOM && s->phase == DB_PH_DUEL)
		return db_ai_duel(s, d, seat, level, rng, cmd, cap, why, whycap);
	p = malloc(sizeof *p);
	if (!p)
		return -1;
	db_prompt(s, d, p);
	if (strcmp(p->kind, "turn") == 0)
		db_ai_unplanned(p);
	if (p->nopt > 0) {
		rc = 0;
		if (level == AI_RANDOM) {
			tt_strlcpy(cmd, p->opt[rng_below(rng, (uint32_t)p->nopt)].cmd, cap);
			tt_strlcpy(why, "a random legal choice", whycap);
		} else if (s->phase == DB_PH_FIRST) {
			/* in the draft the second player picks the weapons first */
			snprintf(cmd, cap, "first %s", db_seat_name(s->training ? seat : 1 - seat));
			tt_strlcpy(why, s->training ? "going first means shooting first" :
				   "the second player drafts the weapons first", whycap);
		} else {
			db_ai_draft(s, d, seat, level, cmd, cap);
			tt_strlcpy(why, level == AI_HARD ? "the card whose bots won most often" :
				   "the card that fits this bot best", whycap);
		}
	}
	free(p);
	return rc;
}
