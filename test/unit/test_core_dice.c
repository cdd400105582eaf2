/*
 * test_core_dice.c - die rolls and the `rig` queue: order of rigged values,
 * the switch back to random rolls, folding of values a die cannot show,
 * the roll counter, and struct copies as snapshots.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <string.h>
#include <cmocka.h>

#include "dice.h"

static void test_rig_queue_order(void **state)
{
	struct dice d;

	(void)state;
	dice_init(&d, 1);
	assert_int_equal(dice_rig(&d, 3), 0);
	assert_int_equal(dice_rig(&d, 5), 0);
	assert_int_equal(dice_rig(&d, 1), 0);
	assert_int_equal(dice_rig(&d, 6), 0);
	assert_int_equal(d.nrig, 4);
	assert_int_equal(dice_roll(&d, 6), 3);
	assert_int_equal(dice_roll(&d, 6), 5);
	assert_int_equal(dice_roll(&d, 6), 1);
	assert_int_equal(dice_roll(&d, 6), 6);
	assert_int_equal(d.nrig, 0);
}

/* Rigged rolls do not consume the random stream: once the queue is empty
 * the rolls are exactly those of an unrigged twin with the same seed. */
static void test_rig_then_random(void **state)
{
	struct dice d, twin;

	(void)state;
	dice_init(&d, 42);
	dice_init(&twin, 42);
	dice_rig(&d, 2);
	dice_rig(&d, 2);
	assert_int_equal(dice_roll(&d, 6), 2);
	assert_int_equal(dice_roll(&d, 6), 2);
	for (int i = 0; i < 200; i++) {
		int a = dice_roll(&d, 6);
		assert_int_equal(a, dice_roll(&twin, 6));
		assert_in_range(a, 1, 6);
	}
}

/* Rigging in the middle of a game: queued values come first, then random. */
static void test_rig_midstream(void **state)
{
	struct dice d, twin;

	(void)state;
	dice_init(&d, 9);
	dice_init(&twin, 9);
	for (int i = 0; i < 10; i++)
		assert_int_equal(dice_roll(&d, 8), dice_roll(&twin, 8));
	dice_rig(&d, 8);
	assert_int_equal(dice_roll(&d, 8), 8);
	assert_int_equal(dice_roll(&d, 8), dice_roll(&twin, 8));
}

static void test_rig_folding(void **state)
{
	struct dice d;

	(void)state;
	dice_init(&d, 0);
	/* in range: returned as is, whatever the die */
	dice_rig(&d, 4);
	assert_int_equal(dice_roll(&d, 4), 4);
	dice_rig(&d, 1);
	assert_int_equal(dice_roll(&d, 20), 1);
	/* out of range: folded as (v - 1) % sides + 1 */
	dice_rig(&d, 7);
	assert_int_equal(dice_roll(&d, 6), 1);
	dice_rig(&d, 8);
	assert_int_equal(dice_roll(&d, 6), 2);
	dice_rig(&d, 12);
	assert_int_equal(dice_roll(&d, 6), 6);
	dice_rig(&d, 6);
	assert_int_equal(dice_roll(&d, 4), 2);
	dice_rig(&d, 255);
	assert_int_equal(dice_roll(&d, 6), 3);	/* 254 % 6 = 2 */
	dice_rig(&d, 5);
	assert_int_equal(dice_roll(&d, 2), 1);
	/* a one-sided (or degenerate) die shows 1 */
	dice_rig(&d, 6);
	assert_int_equal(dice_roll(&d, 1), 1);
	dice_rig(&d, 6);
	assert_int_equal(dice_roll(&d, 0), 1);
	/* every folded value is a face */
	for (int v = 1; v <= 255; v++)
		for (int sides = 1; sides <= 20; sides++) {
			dice_rig(&d, v);
			int got = dice_roll(&d, sides);
			assert_in_range(got, 1, sides);
			if (v <= sides)
				assert_int_equal(got, v);
		}
}

static void test_rig_limits(void **state)
{
	struct dice d;

	(void)state;
	dice_init(&d, 0);
	assert_int_equal(dice_rig(&d, 0), -1);
	assert_int_equal(dice_rig(&d, -3), -1);
	assert_int_equal(dice_rig(&d, 256), -1);
	assert_int_equal(d.nrig, 0);
	for (int i = 0; i < DICE_RIG_MAX; i++)
		assert_int_equal(dice_rig(&d, 1 + i % 6), 0);
	assert_int_equal(dice_rig(&d, 1), -1);
	assert_int_equal(d.nrig, DICE_RIG_MAX);
	for (int i = 0; i < DICE_RIG_MAX; i++)
		assert_int_equal(dice_roll(&d, 6), 1 + i % 6);
	assert_int_equal(d.nrig, 0);
	/* the queue is usable again */
	assert_int_equal(dice_rig(&d, 2), 0);
	assert_int_equal(dice_roll(&d, 6), 2);
}

static void test_rolls_counter(void **state)
{
	struct dice d;

	(void)state;
	dice_init(&d, 5);
	assert_int_equal(d.rolls, 0);
	dice_roll(&d, 6);
	assert_int_equal(d.rolls, 1);
	dice_rig(&d, 3);
	assert_int_equal(d.rolls, 1);	/* queuing is not rolling */
	dice_roll(&d, 6);
	assert_int_equal(d.rolls, 2);	/* a rigged roll counts */
	dice_roll(&d, 1);
	assert_int_equal(d.rolls, 3);	/* even a one-sided die */
	dice_below(&d, 10);
	dice_below(&d, 52);
	assert_int_equal(d.rolls, 3);	/* shuffles and layouts are not rolls */
}

static void test_copies_are_snapshots(void **state)
{
	struct dice d, snap;
	int first[30];

	(void)state;
	dice_init(&d, 77);
	dice_roll(&d, 6);
	dice_rig(&d, 5);
	dice_rig(&d, 4);
	snap = d;
	for (int i = 0; i < 30; i++)
		first[i] = dice_roll(&d, 6);
	assert_int_equal(first[0], 5);
	assert_int_equal(first[1], 4);
	/* the copy did not move */
	assert_int_equal(snap.rolls, 1);
	assert_int_equal(snap.nrig, 2);
	for (int i = 0; i < 30; i++)
		assert_int_equal(dice_roll(&snap, 6), first[i]);
	assert_int_equal(snap.rolls, d.rolls);
	assert_memory_equal(&snap, &d, sizeof d);
}

static void test_random_rolls_range_and_spread(void **state)
{
	struct dice d;
	int count[7] = { 0 };

	(void)state;
	dice_init(&d, 42);
	for (int sides = 1; sides <= 20; sides++)
		for (int i = 0; i < 500; i++)
			assert_in_range(dice_roll(&d, sides), 1, sides);
	for (int i = 0; i < 6000; i++)
		count[dice_roll(&d, 6)]++;
	assert_int_equal(count[0], 0);
	for (int f = 1; f <= 6; f++)
		assert_in_range(count[f], 800, 1200);
}

static void test_init_resets(void **state)
{
	struct dice a, b;

	(void)state;
	memset(&a, 0xab, sizeof a);
	dice_init(&a, 3);
	dice_init(&b, 3);
	assert_int_equal(a.rolls, 0);
	assert_int_equal(a.nrig, 0);
	assert_memory_equal(&a, &b, sizeof a);
	for (int i = 0; i < 50; i++)
		assert_int_equal(dice_roll(&a, 10), dice_roll(&b, 10));
	for (int i = 0; i < 50; i++)
		assert_int_equal(dice_below(&a, 52), dice_below(&b, 52));
}

static void test_below_matches_rng(void **state)
{
	struct dice d;
	struct rng r;

	(void)state;
	dice_init(&d, 8);
	rng_seed(&r, 8);
	for (int i = 0; i < 100; i++)
		assert_int_equal(dice_below(&d, 37), rng_below(&r, 37));
	/* a die roll is rng_below(sides) + 1 on the same stream */
	for (int i = 0; i < 100; i++)
		assert_int_equal(dice_roll(&d, 6), (int)rng_below(&r, 6) + 1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rig_queue_order),
		cmocka_unit_test(test_rig_then_random),
		cmocka_unit_test(test_rig_midstream),
		cmocka_unit_test(test_rig_folding),
		cmocka_unit_test(test_rig_limits),
		cmocka_unit_test(test_rolls_counter),
		cmocka_unit_test(test_copies_are_snapshots),
		cmocka_unit_test(test_random_rolls_range_and_spread),
		cmocka_unit_test(test_init_resets),
		cmocka_unit_test(test_below_matches_rng),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
