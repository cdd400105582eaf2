/*
 * db_ai.c - DeathBot Derby AI.
 *
 * Random: uniform over the prompt's options.  Draft: scores each card by
 * its stats plus how it fits the cards already kept (fast legs with a big
 * melee weapon, slow treads with a long gun...).  Duel: a search over the
 * turn's decisions (moves to every reachable space, attacks, free
 * actions, damage splits), each tried on a copy of the (redacted) state.
 * easy looks one decision ahead; normal two, the hazard averaged over the
 * die's six faces, and plays its best few lines to the end of its turn to
 * let the other bot answer with the easy policy; hard three, and answers
 * its best lines with the other bot's easy reply over several die streams.
 * Leaves are scored by HP and working parts of both bots and the damage
 * each could deal on its next turn.  Deterministic given the rng.
 *
 * One allocation per decision (struct db_search, its per-depth option
 * lists and scratch); nothing inside the search touches the heap.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "db.h"

#define DB_WIN 100000
#define DB_MAXCAND 96		/* options at one decision: <= 60 spaces and actions */
#define DB_DEPTH 6		/* nested decisions a search holds (the last: replies) */
#define DB_TURN_STEPS 8		/* decisions one playout of a turn may take */

struct db_cand {
	char cmd[40];
	int score;
};

/* How deep each level searches and how it answers. */
struct db_policy {
	int depth;		/* own decisions searched */
	int beam;		/* options searched deeper at each decision (0 = all) */
	int lines;		/* best root options played to the end of the turn */
	int samples;		/* die streams for the other bot's reply (0 = none) */
	int reply;		/* decisions deep the other bot's reply looks */
};

static const struct db_policy db_policies[AI_NLEVEL] = {
	[AI_EASY] = { 1, 0, 0, 0, 1 },
	[AI_NORMAL] = { 2, 0, 3, 1, 1 },
	[AI_HARD] = { 2, 0, 6, 3, 1 },
};

struct db_search {
	const struct db_data *d;
	int me;
	bool expect;			/* average the hazard over the die */
	int beam, reply;		/* as in struct db_policy */
	struct rng rng;			/* die streams of the replies */
	struct tt_out out;		/* apply's messages, never written (kept full) */
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

/* Steps from bot 0 to bot 1 around the walls (the Manhattan distance
 * and ten more when walls cut them apart: only a hazard can help). */
static int db_way(const struct db_state *s, const struct db_data *d)
{
	int8_t dist[DB_H][DB_W];
	struct sq q[DB_H * DB_W];
	int head = 0, tail = 0;

	for (int y = 0; y < DB_H; y++)	/* walls: never entered */
		for (int x = 0; x < DB_W; x++)
			dist[y][x] = db_space_at(s, d, x, y).obs == DB_OB_WALL ? 99 : -1;
	q[tail++] = (struct sq){ s->bot[0].x, s->bot[0].y };
	dist[s->bot[0].y][s->bot[0].x] = 0;
	while (head < tail) {
		struct sq p = q[head++];
		if (p.x == s->bot[1].x && p.y == s->bot[1].y)
			return dist[p.y][p.x];
		for (int dir = 0; dir < 4; dir++) {
			int x = p.x + sq_dirs[dir].x, y = p.y + sq_dirs[dir].y;
			if (!db_on_board(x, y) || dist[y][x] >= 0)
				continue;
			dist[y][x] = (int8_t)(dist[p.y][p.x] + 1);
			q[tail++] = (struct sq){ x, y };
		}
	}
	return sq_manhattan((struct sq){ s->bot[0].x, s->bot[0].y },
			    (struct sq){ s->bot[1].x, s->bot[1].y }) + 10;
}

/* Close in: more and more as the game drags on, so no stalemate. */
static int db_closing(const struct db_state *s, const struct db_data *d)
{
	int t = s->turn < 400 ? s->turn : 400;

	return -db_way(s, d) * (3 + t * t / 64);
}

static int db_eval(const struct db_state *s, const struct db_data *d, int me)
{
	int opp = 1 - me, v;

	if (s->phase == DB_PH_OVER)
		return s->winner == me ? DB_WIN - s->turn : -DB_WIN + s->turn;
	v = 10 * (db_worth(s, d, me) - db_worth(s, d, opp));
	v -= db_threat(s, d, opp) * (s->cur == opp ? 14 : 8);
	v += db_threat(s, d, me) * (s->cur == me ? 14 : 6);
	v += db_closing(s, d);
	if (s->npend > 0 && s->pend[0].kind == DB_PK_DAMAGE)
		v += (s->pend[0].bot == opp ? 1 : -1) * s->pend[0].amount * 60;
	return v;
}

/* Apply one command to a copy t of s; false if refused. */
static bool db_try(struct db_search *S, const struct db_state *s, const char *line,
		   struct db_state *t)
{
	struct cmd c;
	struct tt_err e;
	unsigned flags;

	*t = *s;
	/* a full buffer takes no more text: the messages cost nothing */
	S->out.len = sizeof S->out.text - 1;
	if (cmd_parse(line, &c, &e) < 0 || c.argc == 0)
		return false;
	return db_apply(t, S->d, db_actor(s), &c, &S->out, &flags, &e) == 0;
}

static void db_cand_add(struct db_cand *cand, int *n, const char *cmd)
{
	if (*n >= DB_MAXCAND)
		return;
	tt_strlcpy(cand[*n].cmd, cmd, sizeof cand[*n].cmd);
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
			char line[40] = "move";
			size_t len = 4;
			if (dist[y][x] <= 0)
				continue;
			for (int k = 0; k < dist[y][x] && len + 3 < sizeof line; k++) {
				line[len++] = ' ';
				tt_strlcpy(line + len, sq_dir_names[path[y][x][k]], sizeof line - len);
				len += strlen(line + len);
			}
			db_cand_add(cand, n, line);
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
		if (!db_try(S, &t, "hazard", &u))
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

/* Value of option i of s searched depth more of S->me's decisions. */
static int db_child(struct db_search *S, const struct db_state *s, const char *cmd, int depth)
{
	struct db_state t;

	if (S->expect && strcmp(cmd, "hazard") == 0 && db_actor(s) == S->me)
		return db_hazard_mean(S, s, depth, false);
	if (!db_try(S, s, cmd, &t))
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
		cand[i].score = db_child(S, s, cand[i].cmd, 0);
	qsort(cand, (size_t)n, sizeof cand[0], db_cmp_cand);
	if (depth <= 0)
		return n;
	k = S->beam > 0 && S->beam < n ? S->beam : n;
	for (int i = 0; i < k; i++)
		cand[i].score = db_child(S, s, cand[i].cmd, depth);
	qsort(cand, (size_t)k, sizeof cand[0], db_cmp_cand);
	return n;
}

/* Value of a state for S->me, looking depth more of our own decisions. */
static int db_value(struct db_search *S, const struct db_state *s, int depth)
{
	int n;

	if (depth <= 0 || s->phase != DB_PH_DUEL || db_actor(s) != S->me)
		return db_eval(s, S->d, S->me);
	n = db_score(S, s, depth - 1, S->cand[depth - 1]);
	return n > 0 ? S->cand[depth - 1][0].score : db_eval(s, S->d, S->me);
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
		if (n == 0 || !db_try(S, s, S->cand[DB_DEPTH - 1][0].cmd, &t))
			break;
		*s = t;
	}
	S->me = me;
}

/* A root option played out: our turn to its end by our own greedy search,
 * then the other bot's turn by the easy policy over `samples` die streams;
 * the mean of our score after each. */
static int db_answered(struct db_search *S, const struct db_state *s, int samples)
{
	struct db_state t = *s, u;
	long sum = 0;

	for (int k = 0; k < DB_TURN_STEPS && t.phase == DB_PH_DUEL && db_actor(&t) == S->me; k++) {
		int n = db_score(S, &t, 0, S->cand[0]);
		if (n == 0 || !db_try(S, &t, S->cand[0][0].cmd, &u))
			break;
		t = u;
	}
	if (t.phase != DB_PH_DUEL || samples <= 0)
		return db_eval(&t, S->d, S->me);
	/* the distance counts as we leave it: waiting for the other bot to
	 * come is no way to close in */
	for (int k = 0; k < samples; k++) {
		u = t;
		rng_seed(&u.dice.rng, rng_next(&S->rng));
		db_play_turn(S, &u, 1 - S->me);
		sum += db_eval(&u, S->d, S->me) - db_closing(&u, S->d) + db_closing(&t, S->d);
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
		if (strcmp(cand[i].cmd, "hazard") == 0)
			cand[i].score = db_hazard_mean(S, s, 0, true);
		else if (db_try(S, s, cand[i].cmd, &t))
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

static int db_ai_draft(const struct db_state *s, const struct db_data *d, int seat, int level,
		       char *cmd, size_t cap)
{
	int best = 0, bv = -1000;

	for (int i = 0; i < s->nhand; i++) {
		int v = db_card_score(s, d, seat, s->hand[i], level >= AI_NORMAL);
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
	int n, k = 1, top;

	if (!S)
		return -1;
	S->d = d;
	S->me = seat;
	S->expect = level >= AI_NORMAL;
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
	n = db_score(S, s, pol->depth - 1, cand);
	top = pol->beam > 0 && pol->beam < n ? pol->beam : n;
	if (pol->lines > 0)
		top = db_rescore(S, s, n, pol->lines, pol->samples);
	/* ties among the options scored alike, broken by the rng */
	while (k < top && cand[k].score == cand[0].score)
		k++;
	if (n > 0)
		tt_strlcpy(cmd, cand[rng_below(rng, (uint32_t)k)].cmd, cap);
	snprintf(why, whycap, "the best of %d options looking %s ahead, by HP, working parts and threat%s",
		 n, level == AI_EASY ? "one decision" : level == AI_NORMAL ? "two decisions" :
		 "three decisions", pol->samples ? ", weighing the other bot's answer" : "");
	free(S);
	return n > 0 ? 0 : -1;
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
			tt_strlcpy(why, "the card that fits this bot best", whycap);
		}
	}
	free(p);
	return rc;
}
