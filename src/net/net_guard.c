/*
 * net_guard.c - the table's limits on wrong join codes.
 *
 * Every connection's account is known (SO_PEERCRED).  An account's first
 * NET_FREE_FAILS wrong codes cost nothing (typing mistakes); after that
 * each wrong code makes the account wait before its next code is even
 * compared: 1 s, then twice as long after each further wrong code, at most
 * NET_WAIT_MAX.  A code sent while the account must wait is refused
 * unchecked, so guessing faster gains nothing.  An account's wrong codes
 * are forgotten NET_FORGET_MS after its last one.  The table as a whole:
 * once NET_BURST wrong codes came within a minute (from any accounts), an
 * account that has failed lately has its code compared at most once a
 * second table-wide, and the seats are told (at most once a minute); a
 * code refused unchecked counts in that burst too.
 * An account that has sent no wrong code is never slowed.
 *
 * Only times and counts: the codes themselves are compared elsewhere
 * (wire_code_equal, constant time).
 */
#include <string.h>
#include "net_guard.h"

static struct net_guard_acct *net_guard_find(struct net_guard *g, long uid, long now, bool make)
{
	struct net_guard_acct *slot = NULL;

	for (int i = 0; i < NET_GUARD_ACCTS; i++) {
		struct net_guard_acct *a = &g->acct[i];

		if (a->fails && now - a->last > NET_FORGET_MS)
			a->fails = 0;	/* forgotten */
		if (a->fails && a->uid == uid)
			return a;
		/* a free slot, else the one quiet the longest */
		if (!slot || (slot->fails && (!a->fails || a->last < slot->last)))
			slot = a;
	}
	if (!make)
		return NULL;
	memset(slot, 0, sizeof *slot);
	slot->uid = uid;
	return slot;
}

/* Wrong codes of the table within the last minute. */
static int net_guard_recent(const struct net_guard *g, long now)
{
	int n = 0;

	for (int i = 0; i < NET_BURST; i++)
		n += g->fail_at[i] && now - g->fail_at[i] < 60000;
	return n;
}

long net_guard_wait(struct net_guard *g, long uid, long now)
{
	struct net_guard_acct *a = net_guard_find(g, uid, now, false);
	long wait = 0;

	if (!a)
		return 0;
	if (a->until > now)
		wait = a->until - now;
	if (net_guard_recent(g, now) >= NET_BURST && g->next_check > now && g->next_check - now > wait)
		wait = g->next_check - now;
	return wait;
}

void net_guard_checked(struct net_guard *g, long uid, long now)
{
	if (net_guard_find(g, uid, now, false))
		g->next_check = now + 1000;
}

/* One more failed try in the table's ring: true when the seats should
 * now be told (a burst, told at most once a minute). */
static bool net_guard_burst(struct net_guard *g, long now)
{
	bool burst;

	g->fail_at[g->nfail++ % NET_BURST] = now;
	burst = net_guard_recent(g, now) >= NET_BURST && (g->told == 0 || now - g->told >= 60000);
	if (burst)
		g->told = now;
	return burst;
}

bool net_guard_refused(struct net_guard *g, long now)
{
	g->refused++;
	return net_guard_burst(g, now);
}

bool net_guard_fail(struct net_guard *g, long uid, long now)
{
	struct net_guard_acct *a = net_guard_find(g, uid, now, true);

	a->fails++;
	a->last = now;
	g->total++;
	if (a->fails > NET_FREE_FAILS) {
		int k = a->fails - NET_FREE_FAILS - 1;
		long w = k >= 10 ? NET_WAIT_MAX : 1000L << k;

		a->until = now + (w > NET_WAIT_MAX ? NET_WAIT_MAX : w);
	}
	g->next_check = now + 1000;
	return net_guard_burst(g, now);
}

void net_guard_ok(struct net_guard *g, long uid, long now)
{
	struct net_guard_acct *a = net_guard_find(g, uid, now, false);

	if (a)
		a->fails = 0;
}
