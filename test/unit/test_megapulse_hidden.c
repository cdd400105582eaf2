/*
 * test_megapulse_hidden.c - Megapulse's AI is honest by construction.
 *
 * From many seeded positions reached by random legal play, a second state
 * is made that looks the same from the deciding seat: the rivals' secret
 * selections (once made, before the reveal), the order of their hands, the
 * order of the Upgrade deck and the random stream inside the state are
 * changed.  The seat's view is the same in both, and so must be what the
 * AI decides (redact, then ai, with the same random stream), at every
 * level.  Counters check that the positions did hide something.
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
#include "games/megapulse/mp.h"

extern const struct engine_ops megapulse_ops;

#define HID_SEEDS 300

static struct mp_data *load(void)
{
	void *d = NULL;
	struct tt_err err = { "" };

	if (mp_load(&io_files, "megapulse/standard.ini", &d, &err) < 0)
		fail_msg("load: %s", err.msg);
	return d;
}

static void create(struct mp_state *st, const struct mp_data *d, uint64_t seed, int n)
{
	struct tt_setup su;
	struct tt_err err = { "" };

	memset(&su, 0, sizeof su);
	memset(st, 0, sizeof *st);
	su.seed = seed;
	su.nseats = n;
	for (int i = 0; i < n; i++)
		tt_strlcpy(su.seat[i].name, mp_car_names[i], sizeof su.seat[i].name);
	if (megapulse_ops.create(st, d, &su, &err) < 0)
		fail_msg("create: %s", err.msg);
}

/* The seat that decides now (the lowest still to select in secret). */
static int decider(const struct mp_state *st, const struct mp_data *d)
{
	static struct tt_prompt p;

	mp_prompt(st, d, &p);
	return p.seat;
}

/* Play random legal options for up to n decisions. */
static void wander(struct mp_state *st, const struct mp_data *d, struct rng *r, int n)
{
	struct mp_act acts[TT_MAXOPT];

	for (int i = 0; i < n && st->phase != MP_PH_OVER; i++) {
		int s = st->dec == MP_D_SELECT ? -1 : st->dseat, k;
		for (int t = 0; s < 0 && t < st->nseats; t++)
			if (!st->car[t].picked)
				s = t;
		k = mp_options(st, d, s, acts, NULL, TT_MAXOPT);
		assert_true(k > 0);
		mp_do(st, d, s, &acts[rng_below(r, (uint32_t)k)], NULL);
	}
}

/* A secret selection is due and a rival of the seat to choose has chosen. */
static bool rival_chose(const struct mp_state *st)
{
	bool any = false;

	for (int s = 0; st->dec == MP_D_SELECT && s < st->nseats; s++)
		any = any || st->car[s].picked;
	return any;
}

/* Change what seat me cannot see; returns whether a secret selection
 * changed. */
static bool disguise(struct mp_state *st, int me, struct rng *r)
{
	bool sel = false;

	for (int i = st->ndeck - 1; i > 0; i--) {
		int j = (int)rng_below(r, (uint32_t)i + 1);
		uint8_t t = st->deck[i];
		st->deck[i] = st->deck[j];
		st->deck[j] = t;
	}
	rng_seed(&st->dice.rng, rng_next(r));
	for (int s = 0; s < st->nseats; s++) {
		struct mp_car *c = &st->car[s];
		uint8_t perm[MP_MAXHAND], hand[MP_MAXHAND];
		if (s == me)
			continue;
		for (int i = 0; i < c->nhand; i++)
			perm[i] = (uint8_t)i;
		for (int i = c->nhand - 1; i > 0; i--) {
			int j = (int)rng_below(r, (uint32_t)i + 1);
			uint8_t t = perm[i];
			perm[i] = perm[j];
			perm[j] = t;
		}
		for (int i = 0; i < c->nhand; i++)	/* card at i moves to perm[i] */
			hand[perm[i]] = c->hand[i];
		memcpy(c->hand, hand, c->nhand);
		for (int k = 0; k < 2; k++)
			c->sel[k] = perm[c->sel[k] % (c->nhand ? c->nhand : 1)];
		if (st->phase == MP_PH_SELECT && c->picked && c->nhand > 2) {
			uint8_t a = c->sel[0], b = c->sel[1];
			while (a == c->sel[0] && b == c->sel[1]) {
				a = (uint8_t)rng_below(r, c->nhand);
				b = (uint8_t)rng_below(r, c->nhand - 1u);
				b = (uint8_t)(b >= a ? b + 1 : b);
			}
			c->sel[0] = a;
			c->sel[1] = b;
			sel = true;
		}
	}
	return sel;
}

/* The view of viewer as text (ASCII stand-ins). */
static void view_text(const struct mp_state *st, const struct mp_data *d, int viewer, char *buf,
		      size_t cap)
{
	static struct tt_view v;
	const struct canvas *cv[2] = { &v.board, &v.panel };
	size_t n = 0;

	memset(&v, 0, sizeof v);
	mp_view(st, d, viewer, -1, false, &v);
	for (int k = 0; k < 2; k++)
		for (int y = 0; y < cv[k]->h; y++) {
			for (int x = 0; x < cv[k]->w && n + 2 < cap; x++)
				buf[n++] = cv[k]->c[y][x].ascii ? cv[k]->c[y][x].ascii : ' ';
			buf[n++] = '\n';
		}
	buf[n] = '\0';
}

static void decide(const struct mp_state *st, const struct mp_data *d, int me, int level,
		   uint64_t seed, char *cmd, size_t cap)
{
	static struct mp_state copy;
	struct rng r;
	char why[200];

	copy = *st;
	rng_seed(&r, seed);
	mp_redact(&copy, d, me, &r);
	assert_int_equal(mp_ai(&copy, d, me, level, &r, cmd, cap, why, sizeof why), 0);
}

static void test_same_look_same_choice(void **state)
{
	static char va[CANVAS_W * CANVAS_H * 2 + 4], vb[CANVAS_W * CANVAS_H * 2 + 4];
	static struct mp_state a, b;
	struct mp_data *d = load();
	int positions = 0, secret = 0, decks = 0, asked = 0;

	(void)state;
	for (uint64_t seed = 1; seed <= HID_SEEDS; seed++) {
		struct rng r;
		int me;
		rng_seed(&r, seed * 31 + 7);
		create(&a, d, seed, 2 + (int)(seed % 3));
		wander(&a, d, &r, (int)rng_below(&r, 300));
		/* odd seeds go on to a secret selection with a rival's made */
		for (int k = 0; seed % 2 && k < 400 && !rival_chose(&a); k++)
			wander(&a, d, &r, 1);
		if (a.phase == MP_PH_OVER)
			continue;
		me = decider(&a, d);
		assert_true(me >= 0);
		b = a;
		secret += disguise(&b, me, &r);
		decks += memcmp(a.deck, b.deck, (size_t)a.ndeck) != 0;
		view_text(&a, d, me, va, sizeof va);
		view_text(&b, d, me, vb, sizeof vb);
		assert_string_equal(va, vb);
		positions++;
		for (int level = AI_EASY; level <= AI_HARD; level++) {
			char ca[64], cb[64];
			if (level != AI_HARD && seed % 3)
				continue;	/* every level often, hard always */
			decide(&a, d, me, level, seed * 977 + (uint64_t)level, ca, sizeof ca);
			decide(&b, d, me, level, seed * 977 + (uint64_t)level, cb, sizeof cb);
			if (strcmp(ca, cb) != 0)
				fail_msg("seed %llu: %s at level %s chose '%s', and '%s' when only hidden "
					 "things differ", (unsigned long long)seed, a.seatname[me],
					 tt_ai_level_names[level], ca, cb);
			asked++;
		}
	}
	print_message("%d positions, %d with a secret selection changed, %d decks reordered, "
		      "%d decisions compared\n", positions, secret, decks, asked);
	assert_true(positions >= HID_SEEDS / 2);
	assert_true(secret >= HID_SEEDS / 4 && decks >= positions / 2 && asked >= positions);
	mp_unload(d);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_same_look_same_choice),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
