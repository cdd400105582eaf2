/*
 * pu_queue.c - POWERUP: the stack of decisions waiting for a player
 * (s->pend): push one, pop the newest, and forget those about a figure
 * that is gone.
 */
#include <stdbool.h>
#include "pu_cmd.h"

void pu_push_pend(struct pu_state *s, int kind, int seat, int a, int b, int c)
{
	if (s->npend == PU_NPEND)
		return;
	s->pend[s->npend++] = (struct pu_pend){ (uint8_t)kind, (uint8_t)seat, (int8_t)a, (int8_t)b,
						(int8_t)c };
}

/* Pending decisions are answered newest first. */
void pu_pop_pend(struct pu_state *s)
{
	if (s->npend > 0)
		s->npend--;
}

/* Figure f died or was sent home: the decisions about where it stood
 * (its move into a partner's square and the partner's answer, the side
 * a push sends it, its facing after a fall) leave the stack, which would
 * otherwise carry them out from wherever it is now. */
void pu_pend_forget(struct pu_state *s, const struct pu_data *d, int f)
{
	int n = 0;

	for (int i = 0; i < s->npend; i++) {
		const struct pu_pend *p = &s->pend[i];
		unsigned ab = d->hooks->play->decisions[p->kind].about;
		bool gone = ((ab & PU_AB_A) && p->a == f) || ((ab & PU_AB_SEAT) && s->bb[p->seat].fig == f);
		if (!gone)
			s->pend[n++] = *p;
	}
	s->npend = n;
}
