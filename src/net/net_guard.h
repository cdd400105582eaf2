/*
 * net_guard.h - the table's limits on wrong join codes (net_guard.c).
 */
#ifndef NET_GUARD_H
#define NET_GUARD_H

#include <stdbool.h>

#define NET_FREE_FAILS 3	/* wrong codes of an account that cost nothing */
#define NET_WAIT_MAX 60000	/* ms: the longest wait after a wrong code */
#define NET_FORGET_MS 600000	/* ms without a wrong code: the account is forgiven */
#define NET_BURST 10		/* wrong codes within a minute that tell the seats */
#define NET_GUARD_ACCTS 16	/* accounts remembered at once */

struct net_guard_acct {
	long uid;
	int fails;		/* wrong codes not yet forgotten; 0: slot free */
	long last, until;	/* ms: the last wrong code; no code compared before until */
};

struct net_guard {
	struct net_guard_acct acct[NET_GUARD_ACCTS];
	long fail_at[NET_BURST];	/* the times of the last wrong codes */
	int nfail;
	long next_check;	/* during a burst: the next code of a failing account */
	long told;		/* when the seats were last told of a burst */
	long total;		/* wrong codes since the table opened */
	long refused;		/* codes refused unchecked */
};

/* How many ms uid must wait before its code is compared (0: now). */
long net_guard_wait(struct net_guard *g, long uid, long now);
/* uid's code was compared now (paces a burst). */
void net_guard_checked(struct net_guard *g, long uid, long now);
/* uid sent a wrong code: true when the seats should now be told. */
bool net_guard_fail(struct net_guard *g, long uid, long now);
/* A code was refused unchecked (its account must wait): true when the
 * seats should now be told. */
bool net_guard_refused(struct net_guard *g, long now);
/* uid sent a right code: its wrong ones are forgiven. */
void net_guard_ok(struct net_guard *g, long uid, long now);

#endif
