/*
 * session_hist.c - the store of a session's history lines: blocks of
 * SESSION_HBLOCK lines, added as the history grows and never moved, so
 * a line stays where it is written (a long game holds thousands of
 * lines, which one array grown by realloc copied again at every
 * doubling).  It knows nothing of what a line means.
 */
#include <stdlib.h>
#include "session_int.h"

struct session_hist *session_hs_at(const struct session_hstore *hs, int i)
{
	return &hs->blk[i / SESSION_HBLOCK][i % SESSION_HBLOCK];
}

int session_hs_room(struct session_hstore *hs, int n, struct tt_err *err)
{
	if (n < hs->nblk * SESSION_HBLOCK)
		return 0;
	if (hs->nblk == hs->capblk) {
		int cap = hs->capblk ? hs->capblk * 2 : 8;
		struct session_hist **b = realloc(hs->blk, sizeof *b * (size_t)cap);
		if (!b)
			return tt_errf(err, "out of memory");
		hs->blk = b;
		hs->capblk = cap;
	}
	hs->blk[hs->nblk] = malloc(sizeof **hs->blk * SESSION_HBLOCK);
	if (!hs->blk[hs->nblk])
		return tt_errf(err, "out of memory");
	hs->nblk++;
	return 0;
}

void session_hs_free(struct session_hstore *hs)
{
	for (int i = 0; i < hs->nblk; i++)
		free(hs->blk[i]);
	free(hs->blk);
	hs->blk = NULL;
	hs->nblk = hs->capblk = 0;
}
