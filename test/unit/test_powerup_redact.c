/*
 * test_powerup_redact.c - POWERUP's AI is honest by construction: the
 * redaction deals again what the team cannot see (secret tokens still
 * face down, the keys BUGs carry, the decks, the dice to come, rigged
 * rolls), so two states that look the same to the team give the same
 * redacted state and the same decision, at every level, with the same
 * random stream (as the session asks: redact, then the AI, one rng).
 * Run from the top of the source tree.
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
#include "rng.h"
#include "cmd.h"
#include "games/powerup/pu_engine.h"

#include "test_powerup_fixture.h"

static const char *const missions[] = {
	"powerup/hidden-keys.ini", "powerup/save-the-vips.ini", "powerup/dimensional-portal.ini",
	"powerup/kill-the-bugmistress.ini"
};

static void make(struct pu_state *s, const struct pu_data *d, uint64_t seed)
{
	static const char *const names[] = { "ray", "tor", "pam" };
	struct tt_setup su;
	struct tt_err err = { "" };

	memset(&su, 0, sizeof su);
	memset(s, 0, sizeof *s);
	su.seed = seed;
	for (int i = 0; i < 3; i++)
		tt_strlcpy(su.seat[su.nseats++].name, names[i], TT_NAME_MAX);
	if (powerup_ops.create(s, d, &su, &err) < 0)
		fail_msg("create: %s", err.msg);
}

/* The team's view is the same, the hidden things differ: two face-down
 * tokens of different contents swapped, a BUG's key changed for one still
 * face down, the decks reversed, other dice to come and rigged rolls. */
static void twin(struct pu_state *b, const struct pu_state *a, uint64_t seed)
{
	int8_t *first = NULL;

	memcpy(b, a, sizeof *b);
	for (int y = 0; y < b->h; y++)
		for (int x = 0; x < b->w; x++) {
			int8_t *v = &b->secret[y][x];
			if (!*v)
				continue;
			if (first && *first != *v) {
				int8_t t = *first;
				*first = *v;
				*v = t;
				y = b->h;
				break;
			}
			first = first ? first : v;
		}
	for (int i = 0; i < b->nfig; i++)
		if (b->fig[i].kind == PU_FK_BUG && b->fig[i].secret == 1)
			for (int y = 0; y < b->h; y++)
				for (int x = 0; x < b->w; x++)
					if (b->secret[y][x] == 'B' && b->fig[i].secret == 1) {
						b->secret[y][x] = 'A';
						b->fig[i].secret = 2;
					}
	for (int i = 0; i < b->npowdeck / 2; i++) {
		int8_t t = b->powdeck[i];
		b->powdeck[i] = b->powdeck[b->npowdeck - 1 - i];
		b->powdeck[b->npowdeck - 1 - i] = t;
	}
	for (int i = 0; i < b->nbugdeck / 2; i++) {
		int8_t t = b->bugdeck[i];
		b->bugdeck[i] = b->bugdeck[b->nbugdeck - 1 - i];
		b->bugdeck[b->nbugdeck - 1 - i] = t;
	}
	for (int i = 0; i < b->neqdeck / 2; i++) {
		int8_t t = b->eqdeck[i];
		b->eqdeck[i] = b->eqdeck[b->neqdeck - 1 - i];
		b->eqdeck[b->neqdeck - 1 - i] = t;
	}
	rng_seed(&b->dice.rng, seed * 7919 + 13);
	dice_rig(&b->dice, 6);
	dice_rig(&b->dice, 1);
}

/* The decision the session would take: redact a copy, then the AI, both
 * from one rng. */
static void decide(const struct pu_state *s, const struct pu_data *d, int seat, int level,
		   uint64_t seed, char *cmd, size_t cap)
{
	static struct pu_state t;
	struct rng rng;
	char why[200];

	memcpy(&t, s, sizeof t);
	rng_seed(&rng, seed);
	if (powerup_ops.redact)
		powerup_ops.redact(&t, d, seat, &rng);
	if (powerup_ops.ai(&t, d, seat, level, &rng, cmd, cap, why, sizeof why) < 0)
		fail_msg("no AI move");
}

/* The hard level's own decision on s as it is, without the session's
 * redaction: its rollouts deal each sample again themselves.  True when
 * the rollouts overruled the plan (the reason says so). */
static bool decide_raw(const struct pu_state *s, const struct pu_data *d, int seat, uint64_t seed,
		       char *cmd, size_t cap)
{
	struct rng rng;
	char why[200];

	rng_seed(&rng, seed);
	if (powerup_ops.ai(s, d, seat, AI_HARD, &rng, cmd, cap, why, sizeof why) < 0)
		fail_msg("no AI move");
	return strncmp(why, "played on", 9) == 0;
}

/* Does the hard level search here (its own turn, no question pending)? */
static bool searched(const struct pu_state *s, int seat)
{
	return s->npend == 0 && s->phase == PU_PH_BB && s->active == seat;
}

/* One step of the game with the normal level. */
static void step(struct pu_state *s, const struct pu_data *d, int seat, uint64_t seed)
{
	static struct tt_out out;
	char cmd[128];
	struct cmd c;
	struct tt_err err = { "" };
	unsigned fl = 0;

	decide(s, d, seat, AI_NORMAL, seed, cmd, sizeof cmd);
	assert_int_equal(cmd_parse(cmd, &c, &err), 0);
	tt_out_clear(&out);
	if (pu_apply(s, d, seat, &c, &out, &fl, &err) < 0)
		fail_msg("'%s' refused: %s", cmd, err.msg);
}

static void test_same_view_same_decision(void **state)
{
	static struct pu_state a, b;
	static struct tt_prompt p;
	int compared = 0, tokens = 0;

	(void)state;
	for (size_t m = 0; m < sizeof missions / sizeof missions[0]; m++) {
		struct pu_data *d = load(missions[m], NULL);
		for (uint64_t seed = 1; seed <= 3; seed++) {
			make(&a, d, seed);
			for (int n = 0; n < 240 && !a.result; n++) {
				pu_prompt(&a, d, &p);
				assert_true(p.seat >= 0);
				if (n % 12 == 5 && a.npend == 0) {
					twin(&b, &a, seed + (uint64_t)n);
					tokens += memcmp(a.secret, b.secret, sizeof a.secret) != 0;
					for (int level = 0; level < AI_NLEVEL; level++) {
						char ca[128], cb[128];
						decide(&a, d, p.seat, level, seed * 1000 + (uint64_t)n, ca, sizeof ca);
						decide(&b, d, p.seat, level, seed * 1000 + (uint64_t)n, cb, sizeof cb);
						if (strcmp(ca, cb) != 0)
							fail_msg("%s seed %llu step %d level %s: '%s' but '%s' on a state that looks the same",
								 missions[m], (unsigned long long)seed, n,
								 tt_ai_level_names[level], ca, cb);
						compared++;
					}
				}
				step(&a, d, p.seat, seed * 77 + (uint64_t)n);
			}
		}
		pu_unload(d);
	}
	assert_true(compared >= 100);
	assert_true(tokens > 0);	/* the tokens did differ somewhere */
}

/* The hard level's rollouts deal what is hidden again for every sample:
 * on twins that look the same to the team (tokens, keys, decks, dice and
 * rigged rolls differ) they give the same decision with the same random
 * stream even when the state is not redacted first. */
static void test_rollouts_honest(void **state)
{
	static struct pu_state a, b;
	static struct tt_prompt p;
	int compared = 0, overruled = 0;

	(void)state;
	for (size_t m = 0; m < sizeof missions / sizeof missions[0]; m++) {
		struct pu_data *d = load(missions[m], NULL);
		for (uint64_t seed = 1; seed <= 2; seed++) {
			make(&a, d, seed);
			for (int n = 0, k = 0; n < 200 && !a.result; n++) {
				pu_prompt(&a, d, &p);
				assert_true(p.seat >= 0);
				if (searched(&a, p.seat) && k++ % 5 == 2) {
					char ca[128], cb[128];
					twin(&b, &a, seed + (uint64_t)n);
					overruled += decide_raw(&a, d, p.seat, seed * 1000 + (uint64_t)n, ca, sizeof ca);
					decide_raw(&b, d, p.seat, seed * 1000 + (uint64_t)n, cb, sizeof cb);
					if (strcmp(ca, cb) != 0)
						fail_msg("%s seed %llu step %d: hard says '%s' but '%s' on a state that looks the same",
							 missions[m], (unsigned long long)seed, n, ca, cb);
					compared++;
				}
				step(&a, d, p.seat, seed * 77 + (uint64_t)n);
			}
		}
		pu_unload(d);
	}
	assert_true(compared >= 20);
	assert_true(overruled > 0);	/* the rollouts did choose, not only the plan */
}

static int sorted_cmp(const void *x, const void *y)
{
	return *(const int8_t *)x - *(const int8_t *)y;
}

/* The redacted state keeps what the team sees: the tokens' squares, the
 * number of keys each BUG carries, each deck's cards; it passes the
 * game's invariants, and twins redact to the very same state. */
static void test_redact_keeps_the_view(void **state)
{
	static struct pu_state a, b, ra, rb;
	int checked = 0;

	(void)state;
	struct pu_data *d = load("powerup/hidden-keys.ini", NULL);
	for (uint64_t seed = 1; seed <= 6; seed++) {
		make(&a, d, seed);
		for (int n = 0; n < 100 && !a.result; n++) {
			static struct tt_prompt p;
			pu_prompt(&a, d, &p);
			step(&a, d, p.seat, seed + (uint64_t)n);
		}
		if (a.result)
			continue;
		for (int i = 0; i < a.nfig; i++)	/* a BUG with a key, to deal it again */
			if (a.fig[i].kind == PU_FK_BUG && pu_alive(&a, i) && !a.fig[i].secret) {
				for (int y = 0; y < a.h && !a.fig[i].secret; y++)
					for (int x = 0; x < a.w && !a.fig[i].secret; x++)
						if (a.secret[y][x] == 'A') {
							a.secret[y][x] = 0;
							a.fig[i].secret = 1;
						}
				break;
			}
		twin(&b, &a, seed);
		struct rng r1, r2;
		rng_seed(&r1, seed);
		rng_seed(&r2, seed);
		memcpy(&ra, &a, sizeof ra);
		memcpy(&rb, &b, sizeof rb);
		assert_non_null(powerup_ops.redact);	/* the session's way to the AI */
		powerup_ops.redact(&ra, d, 0, &r1);
		powerup_ops.redact(&rb, d, 0, &r2);
		assert_memory_equal(&ra, &rb, sizeof ra);
		assert_int_equal(ra.dice.nrig, 0);
		for (int y = 0; y < a.h; y++)
			for (int x = 0; x < a.w; x++)
				assert_int_equal(ra.secret[y][x] != 0, a.secret[y][x] != 0);
		for (int i = 0; i < a.nfig; i++)
			assert_int_equal(__builtin_popcount(ra.fig[i].secret), __builtin_popcount(a.fig[i].secret));
		qsort(ra.bugdeck, (size_t)ra.nbugdeck, 1, sorted_cmp);
		qsort(a.bugdeck, (size_t)a.nbugdeck, 1, sorted_cmp);
		assert_memory_equal(ra.bugdeck, a.bugdeck, (size_t)a.nbugdeck);
		struct tt_err err = { "" };
		memcpy(&ra, &rb, sizeof ra);
		if (powerup_ops.check && powerup_ops.check(&ra, d, &err) < 0)
			fail_msg("redacted state breaks an invariant: %s", err.msg);
		checked++;
	}
	pu_unload(d);
	assert_true(checked > 0);
}

/* A Deathmatch's free set-up: each team knows its own secret chips,
 * not the rival's.  Redacted for RED, RED's chips stay where they are;
 * BLU's are dealt again among BLU's squares (the same values), so two
 * states that differ only in where BLU laid which chip look the same. */
static void test_free_setup_chips(void **state)
{
	static struct pu_state a, b, ra, rb;
	static struct tt_prompt p;
	struct tt_setup su;
	struct tt_err err = { "" };
	int8_t *blu[8], va[16], vr[16];
	int nblu = 0, n = 0, nr = 0;

	(void)state;
	struct pu_data *d = load("powerup/deathmatch-2.ini", NULL);
	memset(&su, 0, sizeof su);
	su.seed = 5;
	su.nseats = 2;
	tt_strlcpy(su.seat[0].name, "ana", TT_NAME_MAX);
	tt_strlcpy(su.seat[1].name, "ray", TT_NAME_MAX);
	tt_strlcpy(su.opts, "setup=free", sizeof su.opts);
	memset(&a, 0, sizeof a);
	if (powerup_ops.create(&a, d, &su, &err) < 0)
		fail_msg("create: %s", err.msg);
	assert_true(pu_dmf_placing(&a));
	for (int k = 0; k < 100 && pu_dmf_placing(&a); k++) {
		pu_prompt(&a, d, &p);
		step(&a, d, p.seat, 5 + (uint64_t)k);
	}
	assert_false(pu_dmf_placing(&a));
	for (int y = 0; y < a.h; y++)
		for (int x = 0; x < a.w; x++)
			if (a.secret[y][x] && a.dmf.chipteam[y][x] == 2 && nblu < 8)
				blu[nblu++] = &a.secret[y][x];
	assert_true(nblu >= 2);
	memcpy(&b, &a, sizeof b);
	b.secret[(blu[0] - &a.secret[0][0]) / PU_W][(blu[0] - &a.secret[0][0]) % PU_W] = *blu[1];
	b.secret[(blu[1] - &a.secret[0][0]) / PU_W][(blu[1] - &a.secret[0][0]) % PU_W] = *blu[0];
	struct rng r1, r2;
	rng_seed(&r1, 9);
	rng_seed(&r2, 9);
	memcpy(&ra, &a, sizeof ra);
	memcpy(&rb, &b, sizeof rb);
	powerup_ops.redact(&ra, d, 0, &r1);
	powerup_ops.redact(&rb, d, 0, &r2);
	assert_memory_equal(&ra, &rb, sizeof ra);
	for (int y = 0; y < a.h; y++)
		for (int x = 0; x < a.w; x++) {
			if (a.dmf.chipteam[y][x] == 1)	/* RED's own: kept */
				assert_int_equal(ra.secret[y][x], a.secret[y][x]);
			if (a.dmf.chipteam[y][x] == 2) {	/* BLU's: the same values */
				va[n++] = a.secret[y][x];
				vr[nr++] = ra.secret[y][x];
			}
		}
	qsort(va, (size_t)n, 1, sorted_cmp);
	qsort(vr, (size_t)nr, 1, sorted_cmp);
	assert_int_equal(n, nr);
	assert_memory_equal(va, vr, (size_t)n);
	pu_unload(d);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_same_view_same_decision),
		cmocka_unit_test(test_redact_keeps_the_view),
		cmocka_unit_test(test_rollouts_honest),
		cmocka_unit_test(test_free_setup_chips),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
