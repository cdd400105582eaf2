/*
 * test_props.c - property tests for every registered game.
 *
 * For PROP_GAMES seeded games per game (default 200; PROP_GAME=ID: that
 * game alone, so that the games can be checked side by side), play a mix of legal
 * commands (from the prompt's options, chosen at random) and illegal ones
 * (random verbs, out-of-range numbers, another seat's turn, very long
 * lines, bytes that are not UTF-8, and commands that were options earlier
 * in the game, some with an argument swapped, which reach deep into the
 * engine's checks), and check after every command:
 *   - nothing crashes (and ASan/UBSan stay quiet in the sanitizer build);
 * *   - a rejected command leaves every byte of the state unchanged;
 *   - the engine itself keeps that contract: the command is also given to
 *     the engine's own apply on a plain copy of the state (the session
 *     always applies to a scratch copy, which would hide a command half
 *     applied before its refusal), and a refusal there must leave every
 *     byte of the copy as it was;
 *   - every option the prompt lists is accepted;
 *   - the turn op, where the engine has one, names the prompt's seat;
 *   - a decision inside a turn says where it leaves the player and the way
 *     out (tt_prompt.mode);
 *   - the game's own invariants hold (ops->check);
 * and at random points that a save/load round trip keeps the hash.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "io.h"
#include "registry.h"
#include "session.h"
#include "seats.h"

static const char *const prop_junk[] = {
	"", "   ", "# only a comment", "xyzzy", "help", "state", "show", "undo", "hint",
	"move 99999999999999999999", "move -1", "roll roll roll", "@nobody roll",
	"\xff\xfe\xfd", "caf\xc3", "tab\there", "quote \"open", "rig 0", "rig 99",
	"a b c d e f g h i j k l m n o p q r s t", "place zz9 qq", "pick 0", "pick 7",
	"select 1 1", "save", "save ../../x", "ai bogus", "name \"\"",
};

static void prop_junk_line(struct rng *r, char *buf, size_t cap)
{
	uint32_t k = rng_below(r, 4);

	if (k == 0) {		/* a very long line */
		size_t n = 300 + rng_below(r, 400);
		if (n >= cap)
			n = cap - 1;
		for (size_t i = 0; i < n; i++)
			buf[i] = (char)('a' + rng_below(r, 26));
		buf[n] = '\0';
	} else if (k == 1) {	/* random bytes */
		size_t n = 1 + rng_below(r, 30);
		for (size_t i = 0; i < n; i++)
			buf[i] = (char)(1 + rng_below(r, 255));
		buf[n] = '\0';
	} else {
		tt_strlcpy(buf, prop_junk[rng_below(r, sizeof prop_junk / sizeof *prop_junk)], cap);
	}
}

static void prop_roundtrip(struct session *s, const struct engine_ops *g, const void *gd)
{
	char *text = save_text(s);
	struct save_info info;
	struct session *t;
	struct tt_err err;

	assert_non_null(text);
	if (save_parse("roundtrip", text, strlen(text), &info, &err) < 0)
		fail_msg("save does not parse: %s", err.msg);
	if (save_restore(&t, g, gd, &info, -1, &err) < 0)
		fail_msg("save does not load: %s", err.msg);
	assert_int_equal(session_hash(t), session_hash(s));
	session_free(t);
	save_info_free(&info);
	free(text);
}

/* Commands that were options earlier in the game: replayed later, most
 * are refused, and by the engine's checks rather than the parser's. */
#define PROP_POOL 256
struct prop_pool {
	char cmd[PROP_POOL][64];
	int n, next;
	long direct;		/* refusals checked on the engine's own apply */
	long modes;		/* decisions inside a turn that named their mode */
};

static void prop_pool_add(struct prop_pool *pl, const struct tt_prompt *p, struct rng *r)
{
	for (int k = 0; k < 2 && p->nopt > 0; k++) {
		tt_strlcpy(pl->cmd[pl->next], p->opt[rng_below(r, (uint32_t)p->nopt)].cmd, sizeof pl->cmd[0]);
		pl->next = (pl->next + 1) % PROP_POOL;
		if (pl->n < PROP_POOL)
			pl->n++;
	}
}

/* An earlier option, half the time with one argument swapped for a word
 * of another earlier option or a small number. */
static void prop_pool_line(const struct prop_pool *pl, struct rng *r, char *buf, size_t cap)
{
	struct cmd c, o;
	struct tt_err err;
	int a;

	tt_strlcpy(buf, pl->cmd[rng_below(r, (uint32_t)pl->n)], cap);
	if (rng_below(r, 2) == 0 || cmd_parse(buf, &c, &err) < 0 || c.argc < 2 ||
	    cmd_parse(pl->cmd[rng_below(r, (uint32_t)pl->n)], &o, &err) < 0 || o.argc < 1)
		return;
	a = 1 + (int)rng_below(r, (uint32_t)(c.argc - 1));
	if (rng_below(r, 3) == 0)
		snprintf(c.argv[a], sizeof c.argv[a], "%u", rng_below(r, 12));
	else
		tt_strlcpy(c.argv[a], o.argv[rng_below(r, (uint32_t)o.argc)], sizeof c.argv[a]);
	cmd_join(&c, buf, cap);
}

/* Give the line to the engine's own apply, on a plain copy of the state
 * (seat as the session would take it); a refusal must leave the copy
 * exactly as it was. */
static void prop_direct(struct session *s, const struct engine_ops *g, const void *gd, int seat,
			const char *line, int prompted, struct tt_out *out, void *copy, struct prop_pool *pl)
{
	struct cmd c;
	struct tt_err err;
	unsigned flags;
	int i;

	if (cmd_parse(line, &c, &err) < 0 || c.argc == 0)
		return;
	if ((i = cmd_lookup(c.argv[0], g->verbs, g->nverbs, NULL, 0, &err)) < 0)
		return;
	tt_strlcpy(c.argv[0], g->verbs[i].name, CMD_MAXTOK);
	if (seat < 0 && c.seat[0])
		seat = session_seat_index(s, c.seat);
	if (seat < 0 && !c.seat[0])
		seat = prompted;
	if (seat < 0)
		return;
	memcpy(copy, session_state(s), g->state_size);
	tt_out_clear(out);
	if (g->apply(copy, gd, seat, &c, out, &flags, &err) == 0)
		return;
	pl->direct++;
	if (memcmp(copy, session_state(s), g->state_size) != 0)
		fail_msg("%s: '%s' from seat %d, refused by apply (%s), changed the state it was given",
			 g->id, line, seat, err.msg);
}

/* One command: legal (an option) or not; checks the contracts. */
static void prop_step(struct session *s, const struct engine_ops *g, const void *gd,
		      struct tt_prompt *p, struct rng *r, struct tt_out *out, void *copy,
		      void *before, struct prop_pool *pl)
{
	char line[1024];
	struct tt_err err;
	bool legal = p->nopt > 0 && rng_below(r, 5) != 0;
	int seat = -1, rc;

	prop_pool_add(pl, p, r);
	if (legal) {
		const struct tt_option *o = &p->opt[rng_below(r, (uint32_t)p->nopt)];
		snprintf(line, sizeof line, "@%s %s", session_setup(s)->seat[p->seat].name, o->cmd);
	} else if (rng_below(r, 2) == 0 && pl->n > 0) {
		prop_pool_line(pl, r, line, sizeof line);
	} else if (rng_below(r, 3) == 0 && session_setup(s)->nseats > 1) {
		/* the right command from the wrong seat */
		int other = (p->seat + 1) % session_setup(s)->nseats;
		if (!(p->waiting & (1u << other)) && p->nopt > 0)
			seat = other;
		snprintf(line, sizeof line, "%s", p->nopt ? p->opt[0].cmd : "help");
	} else {
		prop_junk_line(r, line, sizeof line);
	}
	prop_direct(s, g, gd, seat, line, p->seat, out, copy, pl);
	memcpy(before, session_state(s), g->state_size);	/* bytes: stricter than the hash, and cheaper */
	tt_out_clear(out);
	rc = session_line(s, seat, line, out, &err);
	if (legal && rc == SESSION_REJECTED)
		fail_msg("%s: option '%s' listed by the prompt was refused: %s", g->id, line, err.msg);
	if (rc == SESSION_REJECTED && memcmp(session_state(s), before, g->state_size) != 0)
		fail_msg("%s: refused '%s' changed the state", g->id, line);
	if (g->check && g->check(session_state(s), gd, &err) < 0)
		fail_msg("%s: invariant broken after '%s': %s", g->id, line, err.msg);
}

/* The decisions of a game's own flow (its set-up, its turns, its end):
 * every other decision is a question inside a turn, which changes what
 * the keys do, and must say where it leaves the player and the way out
 * (tt_prompt.mode: the screen says it when a key does nothing there).  A
 * game missing here fails: name its flow's decisions. */
static const struct {
	const char *game, *kinds;
	bool inner;		/* it has questions inside its turns */
} prop_flow[] = {
	{ "powerships", " start place dice heading over ", false },
	{ "deathbot", " first turn over ", true },
	{ "megapulse", " select instant turn over ", true },
	{ "powerup", " turn bugmistress over ", true },
};

static bool prop_inner(const struct engine_ops *g)
{
	for (size_t i = 0; i < sizeof prop_flow / sizeof prop_flow[0]; i++)
		if (strcmp(prop_flow[i].game, g->id) == 0)
			return prop_flow[i].inner;
	return false;
}

static void prop_mode(const struct engine_ops *g, const struct tt_prompt *p, long *asked)
{
	char word[32];

	snprintf(word, sizeof word, " %s ", p->kind);
	for (size_t i = 0; i < sizeof prop_flow / sizeof prop_flow[0]; i++) {
		if (strcmp(prop_flow[i].game, g->id) != 0)
			continue;
		if (strstr(prop_flow[i].kinds, word))
			return;
		if (!p->mode[0])
			fail_msg("%s: the decision '%s' (%s) is asked inside a turn but names no way "
				 "out (tt_prompt.mode)", g->id, p->kind, p->text);
		(*asked)++;
		return;
	}
	fail_msg("%s: its flow's decisions are not listed in prop_flow", g->id);
}

/* The turn op (who acts, without the options) names the prompt's seat
 * and waiting bits. */
static void prop_turn(const struct engine_ops *g, const void *gd, const void *st,
		      const struct tt_prompt *p)
{
	uint32_t waiting;
	int seat;

	if (!g->turn)
		return;
	seat = g->turn(st, gd, &waiting);
	if (seat != p->seat || waiting != p->waiting)
		fail_msg("%s: turn says seat %d waiting %#x, the prompt (%s) seat %d waiting %#x", g->id,
			 seat, (unsigned)waiting, p->kind, p->seat, (unsigned)p->waiting);
}

/* One game; false when the scenario refuses the number of seats: the
 * default one may take fewer seats than the engine does (POWERUP's Arcade
 * missions take 5, its Deathmatch 6), another may take one number only. */
static bool prop_game(const struct engine_ops *g, const void *gd, const char *scenario, uint64_t seed,
		      int nseats, struct tt_out *out, struct tt_prompt *p, struct prop_pool *pl)
{
	void *copy = malloc(g->state_size), *before = malloc(g->state_size);
	struct tt_setup su;
	struct tt_err err;
	struct session *s;
	struct rng r;
	char n[8];

	memset(&su, 0, sizeof su);
	tt_strlcpy(su.scenario, scenario, sizeof su.scenario);
	su.seed = seed;
	if (!strcmp(g->id, "powerup") && seed % 2 == 0)	/* half of them with professions */
		tt_strlcpy(su.opts, "professions=on", sizeof su.opts);
	snprintf(n, sizeof n, "%d", nseats);
	assert_int_equal(seats_parse(g, n, &su, &err), 0);
	for (int i = 0; i < su.nseats; i++)
		su.seat[i].ai = false;
	if (session_new(&s, g, gd, &su, &err) < 0) {
		free(copy);
		free(before);
		if (strcmp(scenario, g->default_scenario) != 0 || (nseats == g->max_seats && nseats > g->min_seats))
			return false;
		fail_msg("%s: cannot start: %s", g->id, err.msg);
	}
	session_set_debug(s, true);
	assert_non_null(copy);
	assert_non_null(before);
	pl->n = pl->next = 0;
	rng_seed(&r, seed * 7919 + 17);
	for (int step = 0; step < 3000; step++) {
		session_prompt(s, p);
		prop_turn(g, gd, session_state(s), p);
		if (p->seat < 0 && p->waiting == 0)
			break;
		if (p->seat >= 0)
			prop_mode(g, p, &pl->modes);
		prop_step(s, g, gd, p, &r, out, copy, before, pl);
		if (rng_below(&r, 400) == 0)
			prop_roundtrip(s, g, gd);
	}
	prop_roundtrip(s, g, gd);
	session_free(s);
	free(copy);
	free(before);
	return true;
}

static void test_props(void **state)
{
	const char *env = getenv("PROP_GAMES");
	int games = env ? atoi(env) : 200;
	const char *env_game = getenv("PROP_GAME");
	char only_buf[64] = "", *only = NULL, *scen = NULL;
	int ran = 0;
	struct tt_out *out = malloc(sizeof *out);
	struct tt_prompt *p = malloc(sizeof *p);
	struct prop_pool *pl = malloc(sizeof *pl);

	(void)state;
	assert_non_null(out);
	assert_non_null(p);
	assert_non_null(pl);
	if (games < 1)
		fail_msg("PROP_GAMES=%d: at least one game per engine", games);
	if (env_game) {	/* GAME or GAME:SCENARIO (a scenario other than the default) */
		tt_strlcpy(only_buf, env_game, sizeof only_buf);
		only = only_buf;
		scen = strchr(only_buf, ':');
		if (scen)
			*scen++ = '\0';
	}
	for (int i = 0; registry_games[i]; i++) {
		const struct engine_ops *g = registry_games[i];
		char path[IO_PATH_MAX];
		struct tt_err err;
		void *gd;
		if (only && strcmp(only, g->id) != 0)
			continue;
		ran++;
		const char *scenario = scen ? scen : g->default_scenario;
		if (io_scenario_path(g->id, scenario, path, sizeof path, &err) < 0)
			fail_msg("%s: %s", g->id, err.msg);
		if (g->load(&io_files, path, &gd, &err) < 0)
			fail_msg("%s: %s", g->id, err.msg);
		pl->direct = 0;
		pl->modes = 0;
		int started = 0;
		for (int k = 0; k < games; k++) {
			int nseats = g->min_seats + k % (g->max_seats - g->min_seats + 1);
			started += prop_game(g, gd, scenario, (uint64_t)k + 1, nseats, out, p, pl);
		}
		if (started == 0)
			fail_msg("%s: scenario %s started no game", g->id, scenario);
		if (games > 0 && pl->direct == 0)
			fail_msg("%s: no refusal reached the engine's own apply", g->id);
		if (games >= 20 && pl->modes == 0 && prop_inner(g))
			fail_msg("%s: no decision inside a turn was met in %d games", g->id, games);
		print_message("%s (%s): %d games of %d seat counts tried, %d started, with legal and illegal "
			      "commands, %ld refusals checked on the engine's own apply, %ld decisions "
			      "inside a turn naming their way out\n", g->id, scenario,
			      games, g->max_seats - g->min_seats + 1, started, pl->direct, pl->modes);
		g->unload(gd);
	}
	if (ran == 0)
		fail_msg("PROP_GAME=%s: no registered game has that id", only);
	free(out);
	free(p);
	free(pl);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_props),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
