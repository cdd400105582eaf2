/*
 * test_net_guard.c - the table's limits on wrong join codes (net_guard.c)
 * and its codes (net_dir.c): an account's first wrong codes are free, then
 * it waits longer after each; a burst is told once; an account that sent
 * no wrong code is never slowed; codes are drawn from the alphabet with
 * every letter equally likely (no modulo bias).
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "net/net_guard.h"
#include "net/net_int.h"

static void test_account_waits(void **state)
{
	struct net_guard g;
	long now = 1000000;

	(void)state;
	memset(&g, 0, sizeof g);
	for (int i = 0; i < NET_FREE_FAILS; i++) {
		assert_int_equal(net_guard_wait(&g, 42, now), 0);
		net_guard_fail(&g, 42, now);
	}
	assert_int_equal(net_guard_wait(&g, 42, now), 0);	/* the free ones cost nothing */
	net_guard_fail(&g, 42, now);
	assert_int_equal(net_guard_wait(&g, 42, now), 1000);
	net_guard_fail(&g, 42, now + 1000);
	assert_int_equal(net_guard_wait(&g, 42, now + 1000), 2000);
	net_guard_fail(&g, 42, now + 3000);
	assert_int_equal(net_guard_wait(&g, 42, now + 3000), 4000);
	/* another account is not slowed */
	assert_int_equal(net_guard_wait(&g, 7, now + 3000), 0);
	/* the wait never passes the most */
	for (int i = 0; i < 30; i++)
		net_guard_fail(&g, 42, now + 4000);
	assert_int_equal(net_guard_wait(&g, 42, now + 4000), NET_WAIT_MAX);
	/* a right code forgives; and so does a long quiet */
	net_guard_ok(&g, 42, now + 5000);
	assert_int_equal(net_guard_wait(&g, 42, now + 5000), 0);
	for (int i = 0; i < 8; i++)
		net_guard_fail(&g, 9, now);
	assert_true(net_guard_wait(&g, 9, now) > 0);
	assert_int_equal(net_guard_wait(&g, 9, now + NET_FORGET_MS + 1), 0);
}

static void test_burst(void **state)
{
	struct net_guard g;
	long now = 5000000;
	int told = 0;

	(void)state;
	memset(&g, 0, sizeof g);
	for (int i = 0; i < NET_BURST - 1; i++)
		told += net_guard_fail(&g, 100 + i, now + i);	/* many accounts, one wrong code each */
	assert_int_equal(told, 0);
	told += net_guard_refused(&g, now + 20);
	assert_int_equal(told, 1);
	for (int i = 0; i < 30; i++)
		told += net_guard_fail(&g, 200 + i, now + 30 + i);
	assert_int_equal(told, 1);	/* once a minute */
	/* during the burst an account that failed waits for the table's pace;
	 * a fresh one does not */
	assert_true(net_guard_wait(&g, 229, now + 100) > 0);
	assert_int_equal(net_guard_wait(&g, 999, now + 100), 0);
	/* a new burst a minute later is told again */
	for (int i = 0; i < NET_BURST; i++)
		told += net_guard_fail(&g, 300 + i, now + 61000 + i);
	assert_int_equal(told, 2);
}

static void test_codes_uniform(void **state)
{
	static const char al[] = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
	long count[256] = { 0 }, n = 0;
	char code[WIRE_CODE_MAX];

	(void)state;
	for (int i = 0; i < 40000; i++) {
		assert_int_equal(net_code_new(code, sizeof code), 0);
		assert_int_equal(strlen(code), 8);
		for (const char *p = code; *p; p++) {
			assert_non_null(strchr(al, *p));
			count[(unsigned char)*p]++;
			n++;
		}
	}
	/* 320,000 letters, 10,323 expected each: the 8 letters that a byte
	 * modulo 31 favours would come 12.5% more often */
	for (const char *p = al; *p; p++) {
		double dev = (double)count[(unsigned char)*p] / ((double)n / 31) - 1;

		if (dev > 0.05 || dev < -0.05)
			fail_msg("'%c' drawn %ld times (%.1f%% off)", *p, count[(unsigned char)*p],
				 dev * 100);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_account_waits),
		cmocka_unit_test(test_burst),
		cmocka_unit_test(test_codes_uniform),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
