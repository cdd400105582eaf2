/*
 * cli_sim.c - `tabletty sim`: AI against AI over a run of seeds, printing
 * the win table and the speed (games and decisions per second).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "cli.h"
#include "io.h"

struct cli_sim_stats {
	long wins[TT_MAXSEATS], games, stuck, moves;
};

static int cli_sim_one(const struct engine_ops *g, const void *data, const struct tt_setup *su,
			struct cli_sim_stats *st, struct tt_out *out, struct tt_prompt *p)
{
	struct session *s;
	struct tt_err err = { "" };
	struct tt_result r;

	if (session_new(&s, g, data, su, &err) < 0) {
		fprintf(stderr, "tabletty: %s\n", err.msg);
		return -1;
	}
	for (long guard = 0;; guard++) {
		/* a game past 20,000 decisions counts as unfinished */
		session_result(s, &r);
		if (r.over)
			break;
		session_prompt(s, p);
		tt_out_clear(out);
		if (guard > 20000 || p->seat < 0 ||
		    session_ai_move(s, p->seat, su->seat[p->seat].level, out, &err) < 0) {
			if (err.msg[0])
				fprintf(stderr, "tabletty: seed %llu: %s\n", (unsigned long long)su->seed, err.msg);
			st->stuck++;
			break;
		}
		st->moves++;
	}
	for (int i = 0; i < su->nseats; i++)
		if (r.over && r.place[i] == 1)
			st->wins[i]++;
	st->games++;
	session_free(s);
	return 0;
}

int cli_sim(const struct engine_ops *g, const struct cli_opts *o)
{
	struct cli_opts oo = *o;
	struct tt_setup su;
	struct cli_sim_stats st = { { 0 }, 0, 0, 0 };
	struct tt_out *out = malloc(sizeof *out);
	struct tt_prompt *p = malloc(sizeof *p);
	void *data;
	long n = o->games ? o->games : 100;
	struct timespec t0, t1;
	double secs;

	if (!oo.have_seed) {
		oo.have_seed = true;
		oo.seed = 1;
	}
	if (!out || !p || cli_setup(g, &oo, &su, &data) < 0) {
		free(out);
		free(p);
		return 1;
	}
	for (int i = 0; i < su.nseats; i++)
		su.seat[i].ai = true;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (long i = 0; i < n; i++) {
		su.seed = oo.seed + (uint64_t)i;
		if (cli_sim_one(g, data, &su, &st, out, p) < 0)
			break;
	}
	clock_gettime(CLOCK_MONOTONIC, &t1);
	secs = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
	printf("%s: %ld games, seeds %llu..%llu, scenario %s\n", g->title, st.games,
	       (unsigned long long)oo.seed, (unsigned long long)(oo.seed + (uint64_t)n - 1), su.scenario);
	printf("%-10s %-8s %8s %7s\n", "seat", "level", "wins", "win%");
	for (int i = 0; i < su.nseats; i++)
		printf("%-10s %-8s %8ld %6.1f%%\n", su.seat[i].name, tt_ai_level_names[su.seat[i].level],
		       st.wins[i], st.games ? 100.0 * (double)st.wins[i] / (double)st.games : 0.0);
	printf("unfinished games: %ld\n", st.stuck);
	printf("speed: %.1f games/s, %.0f decisions/s, %.1f decisions per game\n",
	       secs > 0 ? (double)st.games / secs : 0.0, secs > 0 ? (double)st.moves / secs : 0.0,
	       st.games ? (double)st.moves / (double)st.games : 0.0);
	g->unload(data);
	free(out);
	free(p);
	return st.stuck ? 1 : 0;
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
		rc |= cli_sim(g, &oo);
	}
	if (n <= 0)
		fprintf(stderr, "tabletty: no scenarios in %s\n", dir);
	return n <= 0 ? 1 : rc;
}
