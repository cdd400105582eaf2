/*
 * db_ai.c - DeathBot Derby AI.
 *
 * Random: uniform over the prompt's options.  Draft: scores each card by
 * its stats plus how it fits the cards already kept (fast legs with a big
 * melee weapon, slow treads with a long gun...).  Duel: a search over the
 * turn's decisions (moves, attacks, free actions, damage splits): every
 * option is tried on a copy of the (redacted) state; easy looks one
 * decision ahead, normal two (the turn's two actions), hard two with a
 * wider beam and the hazard averaged over the six die faces.  Leaves are
 * scored by HP and working parts of both bots and the damage each could
 * deal on its next turn.  Deterministic given the rng.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "db.h"

#define DB_WIN 100000

struct db_cand {
	char cmd[64];
	int score;
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

static int db_eval(const struct db_state *s, const struct db_data *d, int me)
{
	int opp = 1 - me, v;

	if (s->phase == DB_PH_OVER)
		return s->winner == me ? DB_WIN - s->turn : -DB_WIN + s->turn;
	v = 10 * (db_worth(s, d, me) - db_worth(s, d, opp));
	v -= db_threat(s, d, opp) * (s->cur == opp ? 14 : 8);
	v += db_threat(s, d, me) * (s->cur == me ? 14 : 6);
	/* close in: more and more as the game drags on, so no stalemate */
	{
		struct sq a = { s->bot[me].x, s->bot[me].y }, b = { s->bot[opp].x, s->bot[opp].y };
		int t = s->turn < 400 ? s->turn : 400;
		v -= sq_manhattan(a, b) * (3 + t * t / 64);
	}
	if (s->npend > 0 && s->pend[0].kind == DB_PK_DAMAGE)
		v += (s->pend[0].bot == opp ? 1 : -1) * s->pend[0].amount * 60;
	return v;
}

/* Apply one command to a copy; false if rejected. */
static bool db_try(const struct db_state *s, const struct db_data *d, int seat, const char *line,
		   struct db_state *t, struct tt_out *out)
{
	struct cmd c;
	struct tt_err e;
	unsigned flags;

	*t = *s;
	out->len = 0;
	if (cmd_parse(line, &c, &e) < 0 || c.argc == 0)
		return false;
	return db_apply(t, d, seat, &c, out, &flags, &e) == 0;
}

/* The prompt's options, with "move X Y" turned into explicit steps. */
static int db_cands(const struct db_state *s, const struct db_data *d, struct db_cand *cand, int max)
{
	struct tt_prompt *p = malloc(sizeof *p);
	int dist[DB_H][DB_W], n = 0;
	int8_t path[DB_H][DB_W][8];

	if (!p)
		return 0;
	db_prompt(s, d, p);
	if (p->seat >= 0 && s->phase == DB_PH_DUEL && !s->npend)
		db_reach(s, d, p->seat, dist, path);
	for (int i = 0; i < p->nopt && n < max; i++) {
		int x, y;
		char *e;
		const char *o = p->opt[i].cmd;
		if (strncmp(o, "move ", 5) == 0 && o[5] >= '1' && o[5] <= '9') {
			x = (int)strtol(o + 5, &e, 10) - 1;
			y = (int)strtol(e, NULL, 10) - 1;
			snprintf(cand[n].cmd, sizeof cand[n].cmd, "move");
			for (int k = 0; k < dist[y][x]; k++)
				snprintf(cand[n].cmd + strlen(cand[n].cmd), sizeof cand[n].cmd - strlen(cand[n].cmd),
					 " %s", sq_dir_names[path[y][x][k]]);
		} else if (strncmp(o, "move ", 5) == 0) {
			continue;	/* single steps are among the destinations */
		} else {
			tt_strlcpy(cand[n].cmd, o, sizeof cand[n].cmd);
		}
		cand[n++].score = 0;
	}
	free(p);
	return n;
}

struct db_search {
	const struct db_data *d;
	int me;
	bool expect;		/* average the hazard over the die */
	struct tt_out out;
};

static int db_value(struct db_search *S, const struct db_state *s, int depth);

/* Hazard: the mean over the die faces (a 1 lets us choose). */
static int db_hazard_value(struct db_search *S, const struct db_state *s, int depth)
{
	long sum = 0;

	for (int face = 1; face <= 6; face++) {
		struct db_state t = *s, u;
		t.dice.nrig = 0;
		dice_rig(&t.dice, face);
		if (!db_try(&t, S->d, S->me, "hazard", &u, &S->out))
			return -DB_WIN * 2;
		sum += db_value(S, &u, depth);
	}
	return (int)(sum / 6);
}

static int db_cmp_cand(const void *a, const void *b)
{
	const struct db_cand *x = a, *y = b;

	return (y->score > x->score) - (y->score < x->score);
}

/* Score every option by db_value(child, depth), best first; returns count. */
static int db_score(struct db_search *S, const struct db_state *s, struct db_cand *cand, int max,
		    int depth)
{
	int n = db_cands(s, S->d, cand, max);

	for (int i = 0; i < n; i++) {
		struct db_state t;
		if (S->expect && strcmp(cand[i].cmd, "hazard") == 0 && s->cur == S->me) {
			cand[i].score = db_hazard_value(S, s, depth);
			continue;
		}
		if (!db_try(s, S->d, db_actor(s), cand[i].cmd, &t, &S->out)) {
			cand[i].score = -DB_WIN * 2;
			continue;
		}
		cand[i].score = db_value(S, &t, depth);
	}
	qsort(cand, (size_t)n, sizeof cand[0], db_cmp_cand);
	return n;
}

/* Value of a state for S->me, looking depth more of our own decisions. */
static int db_value(struct db_search *S, const struct db_state *s, int depth)
{
	struct db_cand *cand;
	int n, best;

	if (depth <= 0 || s->phase != DB_PH_DUEL || db_actor(s) != S->me)
		return db_eval(s, S->d, S->me);
	cand = malloc(sizeof *cand * TT_MAXOPT);
	if (!cand)
		return db_eval(s, S->d, S->me);
	n = db_score(S, s, cand, TT_MAXOPT, depth - 1);
	best = n > 0 ? cand[0].score : db_eval(s, S->d, S->me);
	free(cand);
	return best;
}

/* Hard: the best few options again, one more of our decisions deep. */
static void db_deepen(struct db_search *S, const struct db_state *s, struct db_cand *cand, int n)
{
	int k = n < 4 ? n : 4;

	for (int i = 0; i < k; i++) {
		struct db_state t;
		/* the hazard keeps its averaged score: six deeper searches cost
		 * more than a decision may take */
		if (strcmp(cand[i].cmd, "hazard") != 0 &&
		    db_try(s, S->d, S->me, cand[i].cmd, &t, &S->out))
			cand[i].score = db_value(S, &t, 2);
	}
	qsort(cand, (size_t)k, sizeof cand[0], db_cmp_cand);
	while (k < n && cand[k].score > cand[0].score)
		k++;		/* keep the deepened best first */
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
	struct db_search *S = malloc(sizeof *S);
	struct db_cand *cand = malloc(sizeof *cand * TT_MAXOPT);
	int n, k = 1;

	if (!S || !cand) {
		free(S);
		free(cand);
		return -1;
	}
	S->d = d;
	S->me = seat;
	S->expect = level >= AI_NORMAL;
	n = db_score(S, s, cand, TT_MAXOPT, level == AI_EASY ? 0 : 1);
	if (level == AI_HARD)
		db_deepen(S, s, cand, n);
	while (k < n && cand[k].score == cand[0].score)
		k++;
	tt_strlcpy(cmd, cand[rng_below(rng, (uint32_t)k)].cmd, cap);
	snprintf(why, whycap, "the best of %d options looking %s ahead, by HP, working parts and threat",
		 n, level == AI_EASY ? "one decision" : level == AI_NORMAL ? "two decisions" :
		 "two or three decisions");
	free(S);
	free(cand);
	return 0;
}

int db_ai(const void *st, const void *data, int seat, int level, struct rng *rng, char *cmd,
	  size_t cap, char *why, size_t whycap)
{
	const struct db_state *s = st;
	const struct db_data *d = data;
	struct tt_prompt *p = malloc(sizeof *p);
	int rc = -1;

	if (!p)
		return -1;
	db_prompt(s, d, p);
	if (p->nopt > 0 && p->seat == seat) {
		rc = 0;
		if (level == AI_RANDOM) {
			tt_strlcpy(cmd, p->opt[rng_below(rng, (uint32_t)p->nopt)].cmd, cap);
			snprintf(why, whycap, "a random legal choice");
		} else if (s->phase == DB_PH_FIRST) {
			/* in the draft the second player picks the weapons first */
			snprintf(cmd, cap, "first %s", db_seat_name(s->training ? seat : 1 - seat));
			snprintf(why, whycap, s->training ? "going first means shooting first" :
				 "the second player drafts the weapons first");
		} else if (s->phase == DB_PH_DRAFT) {
			db_ai_draft(s, d, seat, level, cmd, cap);
			snprintf(why, whycap, "the card that fits this bot best");
		} else {
			rc = db_ai_duel(s, d, seat, level, rng, cmd, cap, why, whycap);
		}
	}
	free(p);
	return rc;
}
