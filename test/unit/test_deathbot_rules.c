/*
 * test_deathbot_rules.c - DeathBot Derby engine: loader errors, the random
 * arena, moves and attacks through apply, the prompt's exactness, a path
 * planned through a session (history, save, undo), the dump's order, the
 * AI's determinism and hard's draft.
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
#include "session.h"
#include "games/deathbot/db.h"

/* In-memory files for loader tests: "deathbot/x.ini" -> text. */
struct mem_file {
	const char *path, *text;
};

static const struct mem_file *mem_files;

static int mem_read(void *ctx, const char *path, char **buf, size_t *len, struct tt_err *err)
{
	(void)ctx;
	for (const struct mem_file *f = mem_files; f->path; f++)
		if (strcmp(f->path, path) == 0) {
			*len = strlen(f->text);
			*buf = malloc(*len + 1);
			memcpy(*buf, f->text, *len + 1);
			return 0;
		}
	return tt_errf(err, "%s: no such file", path);
}

static const struct tt_files mem = { NULL, mem_read };

static struct db_data *load(const char *scenario)
{
	void *d = NULL;
	struct tt_err err = { "" };

	if (db_load(&io_files, scenario, &d, &err) < 0)
		fail_msg("load %s: %s", scenario, err.msg);
	return d;
}

static void create(struct db_state *s, const struct db_data *d, uint64_t seed, const char *opts)
{
	struct tt_setup su;
	struct tt_err err = { "" };

	memset(&su, 0, sizeof su);
	memset(s, 0, sizeof *s);
	su.seed = seed;
	su.nseats = 2;
	tt_strlcpy(su.opts, opts, sizeof su.opts);
	if (deathbot_ops.create(s, d, &su, &err) < 0)
		fail_msg("create: %s", err.msg);
}

/* Apply a command line for seat; returns apply's result, err filled. */
static int run(struct db_state *s, const struct db_data *d, int seat, const char *line,
	       struct tt_err *err)
{
	static struct tt_out out;
	struct cmd c;
	unsigned flags;

	assert_int_equal(cmd_parse(line, &c, err), 0);
	tt_out_clear(&out);
	return db_apply(s, d, seat, &c, &out, &flags, err);
}

/* Load t.ini (the [scenario] above cards) with the standard component
 * file, its first `from` replaced by `to`; expect an error holding want. */
static void expect_load_error_comps(const char *cards, const char *from, const char *to,
				    const char *want)
{
	static char scen[2048];
	const struct mem_file files[] = {
		{ "deathbot/t.ini", scen },
		{ "deathbot/decks/components.ini", NULL },
		{ NULL, NULL },
	};
	struct mem_file real[3];
	char *comps = NULL;
	size_t n;
	void *d = NULL;
	struct tt_err err = { "" };

	assert_int_equal(io_files.read(NULL, "deathbot/decks/components.ini", &comps, &n, &err), 0);
	if (from) {
		char *at = strstr(comps, from), *edit = malloc(n + strlen(to) + 1);
		assert_non_null(at);
		assert_non_null(edit);
		memcpy(edit, comps, (size_t)(at - comps));
		strcpy(edit + (at - comps), to);
		strcat(edit, at + strlen(from));
		free(comps);
		comps = edit;
	}
	snprintf(scen, sizeof scen,
		 "[scenario]\ntitle = t\nshuffle = no\ncomponents = deathbot/decks/components.ini\n%s",
		 cards);
	memcpy(real, files, sizeof real);
	real[1].text = comps;
	mem_files = real;
	assert_int_equal(db_load(&mem, "t", &d, &err), -1);
	assert_null(d);
	if (!strstr(err.msg, want))
		fail_msg("expected '%s' in '%s'", want, err.msg);
	free(comps);
}

static void expect_load_error(const char *cards, const char *want)
{
	expect_load_error_comps(cards, NULL, NULL, want);
}

static void test_load_errors(void **state)
{
	char good[1500] = "[cards]\n";

	(void)state;
	for (int i = 0; i < 29; i++)
		snprintf(good + strlen(good), sizeof good - strlen(good), "c%02d = 1 W. ..\n", i);
	expect_load_error("", "expected a [cards] section");
	expect_load_error(good, "expected 30 arena cards, found 29");
	{
		char bad[1600];
		snprintf(bad, sizeof bad, "%sc30 = 1 WW ..\n", good);
		expect_load_error(bad, "t.ini:35: an arena card has exactly one obstacle");
		snprintf(bad, sizeof bad, "%sc30 = 7 W. ..\n", good);
		expect_load_error(bad, "t.ini:35: expected 'NUMBER FRONT BACK'");
		snprintf(bad, sizeof bad, "%sc30 = 1 X. ..\n", good);
		expect_load_error(bad, "got 'X'");
		snprintf(bad, sizeof bad, "%sc30 = 1 W. ..\n[training]\nred = taser\nblue = x\n", good);
		expect_load_error(bad, "t.ini:37: expected movement, ranged, melee and secret");
		snprintf(bad, sizeof bad, "%sc30 = 1 W. ..\n[extra]\nk = v\n", good);
		expect_load_error(bad, "t.ini:36: unknown section [extra]");
		/* the obstacles' texts: all five, each "Name: what it does" */
		snprintf(bad, sizeof bad, "%sc30 = 1 W. ..\n[obstacles]\nwall = Wall: stops.\n", good);
		expect_load_error(bad, "t.ini:36:");
		snprintf(bad, sizeof bad, "%sc30 = 1 W. ..\n[obstacles]\nwall = stops bots\nbelt = B: x\n"
			 "saw = S: x\nbomb = B: x\npower = P: x\n", good);
		expect_load_error(bad, "t.ini:37: expected 'Name: what it does'");
		/* a component's effect words: at most 6 letters, none without an ability */
		snprintf(bad, sizeof bad, "%sc30 = 1 W. ..\n", good);
		expect_load_error_comps(bad, "effect = climb", "effect = climbing",
					"components.ini:22: 'effect' is too long (at most 6 characters)");
		expect_load_error_comps(bad, "effect = hover\n", "",
					"a component with an ability needs its effect words");
	}
}

static void test_standard_data(void **state)
{
	struct db_data *d = load("deathbot/standard.ini");
	int per[DB_DT_N] = { 0 }, obs[6] = { 0 }, num[7] = { 0 };
	static const char *const named[] = {
		"Mech Legs", "Tank Treads", "Scythed Wheels", "Rocket Launcher", "Machine Gun",
		"Armor Piercing Rifle", "Harpoon", "Chain Saw", "Taser", "Thrusters", "Net Gun",
		"Ballistic Armor", "Tech Upgrade", NULL
	};

	(void)state;
	assert_int_equal(d->ncomp, 20);
	for (int c = 0; c < d->ncomp; c++)
		per[d->comp[c].type]++;
	for (int t = 0; t < DB_DT_N; t++)
		assert_int_equal(per[t], 5);
	for (int i = 0; named[i]; i++) {
		bool found = false;
		for (int c = 0; c < d->ncomp; c++)
			found |= strcmp(d->comp[c].name, named[i]) == 0;
		if (!found)
			fail_msg("component %s missing", named[i]);
	}
	for (int i = 0; i < DB_NCARD; i++) {
		num[d->card[i].number]++;
		for (int k = 0; k < 4; k++)
			obs[d->card[i].side[k / 2][k % 2].obs]++;
	}
	for (int n = 1; n <= 6; n++)
		assert_int_equal(num[n], 5);
	assert_int_equal(obs[DB_OB_WALL] + obs[DB_OB_BELT] + obs[DB_OB_SAW] + obs[DB_OB_BOMB] + obs[DB_OB_POWER], 30);
	assert_true(obs[DB_OB_WALL] > 0 && obs[DB_OB_BELT] > 0 && obs[DB_OB_SAW] > 0 && obs[DB_OB_BOMB] > 0 &&
		    obs[DB_OB_POWER] > 0);
	db_unload(d);
}

/* Every seed: each card laid once, bots in opposite clear corners. */
static void test_random_arena(void **state)
{
	struct db_data *d = load("deathbot/standard.ini");
	struct db_state *s = malloc(sizeof *s);

	(void)state;
	for (uint64_t seed = 1; seed <= 300; seed++) {
		int seen[DB_NCARD] = { 0 };
		create(s, d, seed, "bots=training,first=red");
		for (int i = 0; i < DB_NCARD; i++)
			seen[s->slot_card[i]]++;
		for (int i = 0; i < DB_NCARD; i++)
			assert_int_equal(seen[i], 1);
		for (int b = 0; b < 2; b++) {
			assert_true(s->bot[b].x == 0 || s->bot[b].x == DB_W - 1);
			assert_true(s->bot[b].y == 0 || s->bot[b].y == DB_H - 1);
			assert_int_equal(db_space_at(s, d, s->bot[b].x, s->bot[b].y).obs, DB_OB_NONE);
		}
		assert_int_equal(s->bot[0].x + s->bot[1].x, DB_W - 1);
		assert_int_equal(s->bot[0].y + s->bot[1].y, DB_H - 1);
	}
	free(s);
	db_unload(d);
}

/* Every listed option is accepted, on many random positions. */
static void test_prompt_exact(void **state)
{
	struct db_data *d = load("deathbot/standard.ini");
	struct db_state *s = malloc(sizeof *s), *t = malloc(sizeof *t);
	struct tt_prompt *p = malloc(sizeof *p);
	struct rng r;

	(void)state;
	rng_seed(&r, 99);
	for (uint64_t seed = 1; seed <= 40; seed++) {
		create(s, d, seed, "");
		for (int step = 0; step < 400 && s->phase != DB_PH_OVER; step++) {
			struct tt_err err = { "" };
			db_prompt(s, d, p);
			assert_true(p->nopt > 0);
			for (int i = 0; i < p->nopt; i++) {
				*t = *s;
				if (run(t, d, p->seat, p->opt[i].cmd, &err) < 0)
					fail_msg("seed %llu: option '%s' refused: %s",
						 (unsigned long long)seed, p->opt[i].cmd, err.msg);
			}
			assert_int_equal(run(s, d, p->seat, p->opt[rng_below(&r, (uint32_t)p->nopt)].cmd,
					     &err), 0);
		}
	}
	free(s);
	free(t);
	free(p);
	db_unload(d);
}

static void test_moves_and_attacks(void **state)
{
	struct db_data *d = load("./test/batch/deathbot/mechlegs.ini");
	struct db_state s;
	struct tt_err err = { "" };

	(void)state;
	create(&s, d, 1, "bots=training,first=red");
	assert_int_equal(run(&s, d, 1, "move e", &err), -1);
	assert_non_null(strstr(err.msg, "red's"));
	assert_int_equal(run(&s, d, 0, "move e e", &err), -1);
	assert_non_null(strstr(err.msg, "pass through"));
	assert_int_equal(run(&s, d, 0, "move 6 3", &err), 0);
	assert_int_equal(s.bot[0].x, 5);
	assert_int_equal(run(&s, d, 0, "move 1 1", &err), -1);	/* 7 steps away */
	assert_int_equal(run(&s, d, 0, "attack melee", &err), -1);
	assert_non_null(strstr(err.msg, "adjacent"));
	assert_int_equal(run(&s, d, 0, "attack ranged", &err), 0);	/* 3 away, RNG 3 */
	assert_int_equal(s.bot[1].armor, 3);
	db_unload(d);
}

/* One session line for seat that must be accepted. */
static void sline(struct session *ss, const char *line)
{
	static struct tt_out out;
	struct tt_err err = { "" };

	tt_out_clear(&out);
	if (session_line(ss, -1, line, &out, &err) != SESSION_OK)
		fail_msg("'%s' refused: %s", line, err.msg);
}

/* Planning a path is a run of previews: the history keeps its last line
 * only, a save holds it and loads to the same state, the prompt's keys
 * follow it, undo takes the whole plan back, and the move along it is one
 * action. */
static void test_path_session(void **state)
{
	struct db_data *d = load("./test/batch/deathbot/path.ini");
	struct tt_setup su;
	struct tt_err err = { "" };
	struct tt_prompt *p = malloc(sizeof *p);
	struct session *ss, *t;
	struct save_info info;
	const struct db_state *s;
	char *text;
	int enter = -1, back = -1, up = 0;

	(void)state;
	memset(&su, 0, sizeof su);
	su.seed = 1;
	su.nseats = 2;
	tt_strlcpy(su.seat[0].name, "red", sizeof su.seat[0].name);
	tt_strlcpy(su.seat[1].name, "blue", sizeof su.seat[1].name);
	tt_strlcpy(su.opts, "bots=training,first=red", sizeof su.opts);
	assert_int_equal(session_new(&ss, &deathbot_ops, d, &su, &err), 0);
	sline(ss, "path e");
	sline(ss, "path e e");
	sline(ss, "path e e s");
	sline(ss, "path e e");
	sline(ss, "path e e s");
	assert_int_equal(session_nhist(ss), 1);
	assert_string_equal(session_hist(ss, 0)->line, "@red path e e s");
	s = session_state(ss);
	assert_int_equal(s->npath, 3);
	assert_int_equal(s->bot[0].x, 0);	/* nothing moved */
	session_prompt(ss, p);
	for (int i = 0; i < p->nopt; i++) {
		enter = p->opt[i].key == TK_ENTER ? i : enter;
		back = p->opt[i].key == TK_BACKSPACE ? i : back;
		up += p->opt[i].key == TK_UP;
	}
	assert_true(enter >= 0 && back >= 0);
	assert_string_equal(p->opt[enter].cmd, "move e e s");
	assert_string_equal(p->opt[back].cmd, "path e e");
	assert_int_equal(up, 1);	/* north of 4,2 is 4,1: free */
	assert_non_null(strstr(p->text, "path 3 of 4 steps to 4,2 (column,row): belt +1, saw -1 movement"));
	text = save_text(ss);
	assert_non_null(text);
	assert_int_equal(save_parse("path", text, strlen(text), &info, &err), 0);
	assert_int_equal(save_restore(&t, &deathbot_ops, d, &info, -1, &err), 0);
	assert_true(session_hash(t) == session_hash(ss));
	session_free(t);
	save_info_free(&info);
	free(text);
	sline(ss, "move e e s");
	s = session_state(ss);
	assert_int_equal(s->npath, 0);
	assert_int_equal(s->actions, 1);
	assert_int_equal(session_nhist(ss), 2);
	sline(ss, "undo");
	sline(ss, "undo");
	s = session_state(ss);
	assert_int_equal(session_nhist(ss), 0);
	assert_int_equal(s->npath, 0);
	assert_int_equal(s->actions, 2);
	session_free(ss);
	free(p);
	db_unload(d);
}

static void test_dump_sorted(void **state)
{
	struct db_data *d = load("deathbot/standard.ini");
	struct db_state s;
	static struct tt_out out;
	char *prev = NULL;

	(void)state;
	create(&s, d, 3, "");
	tt_out_clear(&out);
	db_dump(&s, d, &out);
	for (char *line = strtok(out.text, "\n"); line; line = strtok(NULL, "\n")) {
		assert_non_null(strchr(line, '='));
		if (prev)
			assert_true(strcmp(prev, line) < 0);
		prev = line;
	}
	db_unload(d);
}

static void test_ai_deterministic(void **state)
{
	struct db_data *d = load("deathbot/standard.ini");
	struct db_state s;

	(void)state;
	create(&s, d, 11, "bots=training,first=blue");
	for (int level = 0; level < AI_NLEVEL; level++) {
		char a[64], b[64], why[120];
		struct rng r1, r2;
		rng_seed(&r1, 5);
		rng_seed(&r2, 5);
		assert_int_equal(db_ai(&s, d, 1, level, &r1, a, sizeof a, why, sizeof why), 0);
		assert_int_equal(db_ai(&s, d, 1, level, &r2, b, sizeof b, why, sizeof why), 0);
		assert_string_equal(a, b);
		assert_int_equal(db_ai(&s, d, 0, level, &r1, a, sizeof a, why, sizeof why), -1);
	}
	db_unload(d);
}

static int comp_named(const struct db_data *d, const char *id)
{
	for (int c = 0; c < d->ncomp; c++)
		if (strcmp(d->comp[c].id, id) == 0)
			return c;
	fail_msg("no component '%s'", id);
	return -1;
}

/* hard drafts the card whose bots won most often (the Taser's stun), where
 * normal goes by the stats (the Drill: more HP, armor piercing). */
static void test_ai_hard_drafts(void **state)
{
	static const char *const hand[3] = { "drill", "taser", "hammer" };
	struct db_data *d = load("deathbot/standard.ini");
	struct db_state s;
	char cmd[64], why[160];
	struct rng r;

	(void)state;
	create(&s, d, 4, "first=red");
	assert_int_equal(s.phase, DB_PH_DRAFT);
	s.dstep = 2 * DB_DT_MELEE;
	s.nhand = 3;
	for (int i = 0; i < 3; i++)
		s.hand[i] = (int8_t)comp_named(d, hand[i]);
	rng_seed(&r, 1);
	assert_int_equal(db_ai(&s, d, s.holder, AI_HARD, &r, cmd, sizeof cmd, why, sizeof why), 0);
	assert_string_equal(cmd, "pick 2");
	assert_int_equal(db_ai(&s, d, s.holder, AI_NORMAL, &r, cmd, sizeof cmd, why, sizeof why), 0);
	assert_string_equal(cmd, "pick 1");
	db_unload(d);
}

/* The AI, deciding from its redacted view, beats uniform random play. */
static void test_ai_beats_random(void **state)
{
	struct db_data *d = load("deathbot/standard.ini");
	struct db_state *s = malloc(sizeof *s), *t = malloc(sizeof *t);
	int wins = 0, games = 40;

	(void)state;
	for (int g = 0; g < games; g++) {
		int ai_seat = g % 2;
		struct rng r;
		rng_seed(&r, (uint64_t)g + 100);
		create(s, d, (uint64_t)g + 1, "");
		for (int k = 0; k < 5000 && s->phase != DB_PH_OVER; k++) {
			struct tt_err err = { "" };
			char cmd[64], why[160];
			int seat = db_actor(s);
			*t = *s;
			db_redact(t, d, seat, &r);
			assert_int_equal(db_ai(t, d, seat, seat == ai_seat ? AI_NORMAL : AI_RANDOM, &r,
					       cmd, sizeof cmd, why, sizeof why), 0);
			if (run(s, d, seat, cmd, &err) < 0)
				fail_msg("AI command '%s' refused: %s", cmd, err.msg);
		}
		assert_int_equal(s->phase, DB_PH_OVER);
		wins += s->winner == ai_seat;
	}
	assert_true(wins >= games * 95 / 100);
	free(s);
	free(t);
	db_unload(d);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_load_errors),
		cmocka_unit_test(test_standard_data),
		cmocka_unit_test(test_random_arena),
		cmocka_unit_test(test_prompt_exact),
		cmocka_unit_test(test_moves_and_attacks),
		cmocka_unit_test(test_path_session),
		cmocka_unit_test(test_dump_sorted),
		cmocka_unit_test(test_ai_deterministic),
		cmocka_unit_test(test_ai_hard_drafts),
		cmocka_unit_test(test_ai_beats_random),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
