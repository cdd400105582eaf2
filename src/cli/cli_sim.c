/*
 * cli_sim.c - `tabletty sim`: AI against AI over a run of seeds, printing
 * the win table (with 95% Wilson intervals), how long each seat's AI took
 * per decision (mean, 99th percentile, maximum, by the monotonic clock:
 * the engines never read a clock; then the same in the thread's processor
 * time, which a busy machine does not inflate) and the speed (games and decisions per
 * second of the wall clock and per second of processor time).  A random
 * AI's decision takes a microsecond, less than reading the thread's
 * processor clock (a system call): its processor time is taken to be its
 * wall-clock time, an upper bound.
 *
 * --swap plays every seed once per rotation of the levels over the seats
 * (with two seats: twice, the levels swapped) and reports per level, so a
 * head-to-head figure is free of the seat's own advantage.
 *
 * A game played in stages (a campaign: the result's stage "mission K/N")
 * also gets a table of how far the games got: per stage, the games that
 * reached it, the ones that won it, and that win rate.
 */
#include <math.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "cli.h"
#include "io.h"

/* Decision times of one row of the table, in nanoseconds. */
struct cli_sim_times {
	uint32_t *ns;
	size_t n, cap;
	double sum;
};

/* One row: a seat, or with --swap a level. */
struct cli_sim_row {
	long wins, plays;		/* games won, games played in this row */
	struct cli_sim_times t;
	struct cli_sim_times cpu;	/* the same decisions in processor time */
};

#define CLI_SIM_STAGES 16

struct cli_sim_stats {
	struct cli_sim_row row[TT_MAXSEATS > AI_NLEVEL ? TT_MAXSEATS : AI_NLEVEL];
	long games, stuck, moves;
	bool swap;
	long ended[CLI_SIM_STAGES + 1];	/* games that ended in stage k (1..) */
	long won;			/* games that won the last stage */
	long lvwon[AI_NLEVEL];		/* games a seat of each level won (a team counts once) */
	int nstage;			/* stages of the game, 0: none */
};

static double cli_sim_now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Processor time this process used, in seconds: on a shared machine the
 * speed per second of CPU is steadier than per second of the wall clock. */
static double cli_sim_cpu(void)
{
	struct timespec t;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

/* Processor time of this thread (one decision's thinking, without the
 * waits of a busy machine). */
static double cli_sim_thread_cpu(void)
{
	struct timespec t;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void cli_sim_time(struct cli_sim_times *t, double secs)
{
	double ns = secs * 1e9;

	if (t->n == t->cap) {
		size_t cap = t->cap ? t->cap * 2 : 4096;
		uint32_t *p = realloc(t->ns, cap * sizeof *p);
		if (!p)
			return;
		t->ns = p;
		t->cap = cap;
	}
	t->ns[t->n++] = ns > 4e9 ? 4000000000u : (uint32_t)ns;
	t->sum += ns;
}

/* The k-th smallest of v[0..n) (k from 0), by selection: the order of v
 * changes; a run of a million decisions is not worth a sort. */
static uint32_t cli_sim_select(uint32_t *v, size_t n, size_t k)
{
	size_t lo = 0, hi = n - 1;

	while (lo < hi) {
		uint32_t pivot = v[lo + (hi - lo) / 2];
		size_t i = lo, j = hi;
		while (i <= j) {
			while (v[i] < pivot)
				i++;
			while (v[j] > pivot)
				j--;
			if (i <= j) {
				uint32_t t = v[i];
				v[i] = v[j];
				v[j] = t;
				i++;
				if (j == 0)
					break;
				j--;
			}
		}
		if (k <= j)
			hi = j;
		else if (k >= i)
			lo = i;
		else
			return v[k];
	}
	return v[k];
}

/* "mean p99 max" in milliseconds (reorders the times). */
static void cli_sim_times_text(struct cli_sim_times *t, char *buf, size_t cap)
{
	uint32_t max = 0;

	if (t->n == 0) {
		snprintf(buf, cap, "%8s %8s %8s", "-", "-", "-");
		return;
	}
	for (size_t i = 0; i < t->n; i++)
		max = t->ns[i] > max ? t->ns[i] : max;
	/* the ceil(0.99 n)-th smallest */
	snprintf(buf, cap, "%8.3f %8.3f %8.3f", t->sum / (double)t->n / 1e6,
		 (double)cli_sim_select(t->ns, t->n, (t->n * 99 + 99) / 100 - 1) / 1e6,
		 (double)max / 1e6);
}

/* 95% Wilson score interval of wins out of n, in percent. */
static void cli_sim_wilson(long wins, long n, double *lo, double *hi)
{
	const double z = 1.959964;
	double p, den, mid, half;

	if (n <= 0) {
		*lo = 0;
		*hi = 100;
		return;
	}
	p = (double)wins / (double)n;
	den = 1 + z * z / (double)n;
	mid = (p + z * z / (2.0 * (double)n)) / den;
	half = z * sqrt(p * (1 - p) / (double)n + z * z / (4.0 * (double)n * (double)n)) / den;
	*lo = 100 * (mid - half < 0 ? 0 : mid - half);
	*hi = 100 * (mid + half > 1 ? 1 : mid + half);
}

/* The table row of seat i in this game. */
static int cli_sim_rowof(const struct cli_sim_stats *st, const struct tt_setup *su, int i)
{
	return st->swap ? su->seat[i].level : i;
}

/* A staged game's end: the stage it ended in ("WORD K/N"), won or not. */
static void cli_sim_stage(struct cli_sim_stats *st, const struct tt_result *r)
{
	int k, n;

	if (!r->over || sscanf(r->stage, "%*s %d/%d", &k, &n) != 2 || k < 1 || n < k ||
	    n > CLI_SIM_STAGES)
		return;
	st->nstage = n;
	st->ended[k]++;
	if (k == n && r->place[0] == 1)
		st->won++;
}

/* Per stage: games that reached it, won it, the rate (95% interval). */
static void cli_sim_stages(const struct cli_sim_stats *st)
{
	long reached = 0;
	double lo, hi;

	if (!st->nstage)
		return;
	for (int k = 1; k <= st->nstage; k++)
		reached += st->ended[k];
	printf("%-10s %7s %7s %7s %14s\n", "stage", "reached", "won", "win%", "95% interval");
	for (int k = 1; k <= st->nstage; k++) {
		long won = reached - st->ended[k] + (k == st->nstage ? st->won : 0);
		cli_sim_wilson(won, reached, &lo, &hi);
		printf("%-10d %7ld %7ld %6.1f%% [%5.1f, %5.1f]\n", k, reached, won,
		       reached ? 100.0 * (double)won / (double)reached : 0.0, lo, hi);
		reached -= st->ended[k];
	}
	printf("whole campaign won: %ld of %ld games\n", st->won, st->games);
}

/* The clocks of one game's decisions: a decision's time runs from the end
 * of the one before (one read of each clock per decision; c0 is stale
 * after a random AI's decision, which reads only the wall clock). */
struct cli_sim_clock {
	double t0, c0;
	bool c_fresh;
};

static void cli_sim_clock_start(struct cli_sim_clock *k)
{
	k->t0 = cli_sim_now();
	k->c0 = cli_sim_thread_cpu();
	k->c_fresh = true;
}

/* Before a decision: timed (not a random AI's) needs a fresh c0. */
static void cli_sim_clock_before(struct cli_sim_clock *k, bool timed)
{
	if (timed && !k->c_fresh)
		k->c0 = cli_sim_thread_cpu();
}

/* After it: its times into row. */
static void cli_sim_clock_after(struct cli_sim_clock *k, bool timed, struct cli_sim_row *row)
{
	double t1 = cli_sim_now(), c1 = timed ? cli_sim_thread_cpu() : k->c0 + (t1 - k->t0);

	cli_sim_time(&row->t, t1 - k->t0);
	cli_sim_time(&row->cpu, c1 - k->c0);
	k->t0 = t1;
	k->c0 = c1;
	k->c_fresh = timed;
}

static int cli_sim_one(const struct engine_ops *g, const void *data, const struct tt_setup *su,
		       struct cli_sim_stats *st, struct tt_out *out)
{
	struct session *s;
	struct tt_err err = { "" };
	struct tt_result r;
	struct cli_sim_clock clk;

	if (session_new(&s, g, data, su, &err) < 0) {
		fprintf(stderr, "tabletty: %s\n", err.msg);
		return -1;
	}
	cli_sim_clock_start(&clk);
	for (long guard = 0;; guard++) {
		/* nobody to act: the game is over (engine.h), or stuck; a game
		 * past 20,000 decisions counts as unfinished */
		int seat = session_turn(s, NULL);
		if (seat < 0 || guard > 20000) {
			session_result(s, &r);
			if (r.over)
				break;
			fprintf(stderr, "tabletty: seed %llu: unfinished after %ld decisions\n",
				(unsigned long long)su->seed, guard);
			st->stuck++;
			break;
		}
		/* nobody reads the messages of the moves */
		tt_out_discard(out);
		bool timed = su->seat[seat].level != AI_RANDOM;
		cli_sim_clock_before(&clk, timed);
		int rc = session_ai_move(s, seat, su->seat[seat].level, out, &err);
		cli_sim_clock_after(&clk, timed, &st->row[cli_sim_rowof(st, su, seat)]);
		if (rc < 0) {
			fprintf(stderr, "tabletty: seed %llu: %s\n", (unsigned long long)su->seed, err.msg);
			session_result(s, &r);
			st->stuck++;
			break;
		}
		st->moves++;
	}
	cli_sim_stage(st, &r);
	bool lvw[AI_NLEVEL] = { false };
	for (int i = 0; i < su->nseats; i++) {
		struct cli_sim_row *row = &st->row[cli_sim_rowof(st, su, i)];
		row->plays++;
		if (r.over && r.place[i] == 1) {
			row->wins++;
			lvw[su->seat[i].level] = true;
		}
	}
	for (int l = 0; l < AI_NLEVEL; l++)
		st->lvwon[l] += lvw[l];
	st->games++;
	session_free(s);
	return 0;
}

static void cli_sim_row_print(struct cli_sim_row *row, const char *name, const char *level)
{
	char times[64];
	double lo, hi;

	cli_sim_wilson(row->wins, row->plays, &lo, &hi);
	cli_sim_times_text(&row->t, times, sizeof times);
	printf("%-10s %-8s %7ld %7ld %6.1f%% [%5.1f, %5.1f] %s\n", name, level, row->plays,
	       row->wins, row->plays ? 100.0 * (double)row->wins / (double)row->plays : 0.0, lo, hi,
	       times);
}

/* The decision times again in processor time: on a busy machine the wall
 * clock above also counts the waits for a processor. */
static void cli_sim_cpu_table(struct cli_sim_stats *st, const struct tt_setup *su)
{
	char times[64];
	int n = st->swap ? AI_NLEVEL : su->nseats;

	printf("%-10s %-8s %8s %8s %8s\n", st->swap ? "level" : "seat", st->swap ? "" : "level",
	       "cpu mean", "cpu p99", "cpu max");
	for (int i = 0; i < n; i++) {
		if (st->swap && !st->row[i].plays)
			continue;
		cli_sim_times_text(&st->row[i].cpu, times, sizeof times);
		printf("%-10s %-8s %s\n", st->swap ? tt_ai_level_names[i] : su->seat[i].name,
		       st->swap ? "" : tt_ai_level_names[su->seat[i].level], times);
	}
}

/* With --swap and exactly two levels: "hard vs normal: hard wins ...". */
static void cli_sim_headline(const struct cli_sim_stats *st, const struct tt_setup *su)
{
	int a = -1, b = -1;
	double lo, hi;
	long w;

	for (int i = 0; i < su->nseats; i++) {
		int l = su->seat[i].level;
		if (a < 0 || l == a)
			a = l;
		else if (b < 0 || l == b)
			b = l;
		else
			return;
	}
	if (b < 0)
		return;
	if (b > a) {
		int t = a;
		a = b;
		b = t;
	}
	w = st->lvwon[a];	/* games, not seats: two seats of a team win one game */
	cli_sim_wilson(w, st->games, &lo, &hi);
	printf("%s vs %s: %s wins %.1f%% [%.1f, %.1f] over %ld games, seats swapped\n",
	       tt_ai_level_names[a], tt_ai_level_names[b], tt_ai_level_names[a],
	       st->games ? 100.0 * (double)w / (double)st->games : 0.0, lo, hi, st->games);
}

static void cli_sim_report(const struct engine_ops *g, struct cli_sim_stats *st,
			   const struct tt_setup *su, const struct cli_opts *o, long n, double secs,
			   double cpu)
{
	printf("%s: %ld games, seeds %llu..%llu%s, scenario %s\n", g->title, st->games,
	       (unsigned long long)o->seed, (unsigned long long)(o->seed + (uint64_t)n - 1),
	       st->swap ? " (each seed once per rotation of the levels over the seats)" : "",
	       su->scenario);
	printf("%-10s %-8s %7s %7s %7s %14s %8s %8s %8s\n", st->swap ? "level" : "seat",
	       st->swap ? "" : "level",
	       "games", "wins", "win%", "95% interval", "ms mean", "ms p99", "ms max");
	if (st->swap) {
		for (int l = 0; l < AI_NLEVEL; l++)
			if (st->row[l].plays)
				cli_sim_row_print(&st->row[l], tt_ai_level_names[l], "");
		cli_sim_headline(st, su);
	} else {
		for (int i = 0; i < su->nseats; i++)
			cli_sim_row_print(&st->row[i], su->seat[i].name,
					  tt_ai_level_names[su->seat[i].level]);
	}
	cli_sim_cpu_table(st, su);
	cli_sim_stages(st);
	printf("unfinished games: %ld\n", st->stuck);
	printf("speed: %.1f games/s, %.0f decisions/s, %.1f decisions per game\n",
	       secs > 0 ? (double)st->games / secs : 0.0, secs > 0 ? (double)st->moves / secs : 0.0,
	       st->games ? (double)st->moves / (double)st->games : 0.0);
	printf("per second of CPU: %.1f games, %.0f decisions (%.2f s of CPU)\n",
	       cpu > 0 ? (double)st->games / cpu : 0.0, cpu > 0 ? (double)st->moves / cpu : 0.0, cpu);
}

/* Play seed by seed; with swap, each seed once per rotation of levels. */
static void cli_sim_run(const struct engine_ops *g, const void *data, struct tt_setup *su,
			const struct cli_opts *o, long n, struct cli_sim_stats *st,
			struct tt_out *out)
{
	int level[TT_MAXSEATS], nrot = st->swap ? su->nseats : 1;

	for (int i = 0; i < su->nseats; i++)
		level[i] = su->seat[i].level;
	for (long i = 0; i < n; i++) {
		su->seed = o->seed + (uint64_t)i;
		for (int k = 0; k < nrot; k++) {
			for (int j = 0; j < su->nseats; j++)
				su->seat[j].level = level[(j + k) % su->nseats];
			if (cli_sim_one(g, data, su, st, out) < 0)
				return;
		}
	}
	for (int i = 0; i < su->nseats; i++)
		su->seat[i].level = level[i];
}

/* Every game allocates and frees the same few hundred kilobytes (its
 * history, an engine's search space): keep them between games.  Left to
 * itself glibc gives them back to the system after each game or not,
 * depending on how far the heap's top reaches, and the next game then
 * faults every page in again, which can cost a random AI's game a third
 * of its time and makes the speed hang on the allocator's thresholds. */
static void cli_sim_keep_heap(void)
{
#ifdef __GLIBC__
	mallopt(M_MMAP_THRESHOLD, 8 << 20);
	mallopt(M_TRIM_THRESHOLD, 64 << 20);
#endif
}

/* Does the scenario start with these seats?  err says why not. */
static int cli_sim_probe(const struct engine_ops *g, const void *data, struct tt_setup *su,
			 const struct cli_opts *o, struct tt_err *err)
{
	struct session *s;

	su->seed = o->seed;
	if (session_new(&s, g, data, su, err) < 0)
		return -1;
	session_free(s);
	return 0;
}

/* One scenario's table; with all (sim --scenario all), a scenario that
 * refuses the seats is one line saying so, and returns 2. */
static int cli_sim_scenario(const struct engine_ops *g, const struct cli_opts *o, bool all)
{
	struct cli_opts oo = *o;
	struct tt_setup su;
	struct tt_err err = { "" };
	struct cli_sim_stats *st = calloc(1, sizeof *st);
	struct tt_out *out = malloc(sizeof *out);
	void *data;
	long n = o->games ? o->games : 100;
	double t0, c0;

	if (!oo.have_seed) {
		oo.have_seed = true;
		oo.seed = 1;
	}
	if (!st || !out || cli_setup(g, &oo, &su, &data) < 0) {
		free(st);
		free(out);
		return 1;
	}
	st->swap = o->swap;
	cli_sim_keep_heap();
	for (int i = 0; i < su.nseats; i++)
		su.seat[i].ai = true;
	if (cli_sim_probe(g, data, &su, &oo, &err) < 0) {
		if (all)
			printf("%s: scenario %s skipped: %s\n", g->title, su.scenario, err.msg);
		else
			fprintf(stderr, "tabletty: %s\n", err.msg);
		g->unload(data);
		free(st);
		free(out);
		return all ? 2 : 1;
	}
	t0 = cli_sim_now();
	c0 = cli_sim_cpu();
	cli_sim_run(g, data, &su, &oo, n, st, out);
	cli_sim_report(g, st, &su, &oo, n, cli_sim_now() - t0, cli_sim_cpu() - c0);
	g->unload(data);
	for (size_t i = 0; i < sizeof st->row / sizeof st->row[0]; i++)
	{
		free(st->row[i].t.ns);
		free(st->row[i].cpu.ns);
	}
	int rc = st->stuck ? 1 : 0;
	free(st);
	free(out);
	return rc;
}

int cli_sim(const struct engine_ops *g, const struct cli_opts *o)
{
	return cli_sim_scenario(g, o, false);
}

/* sim --scenario all: one table per scenario of the game. */
int cli_sim_all(const struct engine_ops *g, const struct cli_opts *o)
{
	struct io_entry e[64];
	char dir[IO_PATH_MAX];
	int n = cli_scenarios(g, e, dir, sizeof dir), rc = 0;

	for (int k = 0; k < n; k++) {
		struct cli_opts oo = *o;
		oo.scenario = e[k].name;
		if (k)
			printf("\n");
		fflush(stdout);
		int r = cli_sim_scenario(g, &oo, true);
		rc |= r == 2 ? 0 : r;	/* 2: skipped, the seats do not fit it */
	}
	if (n <= 0)
		fprintf(stderr, "tabletty: no scenarios in %s\n", dir);
	return n <= 0 ? 1 : rc;
}
