/*
 * pu_turn.c - POWERUP turn sequence: the BUG turn run automatically until
 * a person must decide, the BUGBUSTERs in the order they choose with 4
 * actions each, the 8-turn round, pending decisions, POW! draws,
 * POWERUP capsules and the store opening, CONTINUE costs, and the
 * mission's victory and defeat.
 */
#include <stdio.h>
#include <string.h>
#include "pu_cmd.h"

void pu_start_bb(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out)
{
	struct pu_bb *b = &s->bb[seat];
	struct pu_fig *g = &s->fig[b->fig];

	s->active = seat;
	b->played = 1;
	b->acted = 0;
	b->lastatk = 0;
	b->air = 0;
	b->bonus_white = b->bonus_hit = b->bonus_yellow = b->reroll = 0;
	pu_epic_end(s, d, seat, out);
	b->ap = (int8_t)(g->lives > 0 && b->wait != 1 ? 4 : 0);
	b->ap = (int8_t)(g->lives > 0 && b->wait == 2 ? 2 : b->ap);
	b->wait = 0;
	tt_outf(out, "%s's turn: %d actions.\n", d->sheet[g->type].name, b->ap);
	d->hooks->prof->turn(s, d, seat, out);
}

static bool pu_all_played(const struct pu_state *s)
{
	for (int i = 0; i < s->nseats; i++)
		if (!s->bb[i].played)
			return false;
	return true;
}

static void pu_new_turn(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	s->turns_total++;
	s->turn++;
	if (s->turn > 8) {
		s->turn = 1;
		s->round++;
	}
	for (int i = 0; i < s->nseats; i++) {
		s->bb[i].played = 0;
		s->bb[i].shield = 0;
		s->bb[i].bonus_armour = 0;
	}
	pu_check_end(s, d, out);	/* burning squares stay on fire (the drum token flipped) */
	s->phase = s->result ? PU_PH_OVER : PU_PH_BUGS;
	s->bstep = 0;
}

void pu_end_bb(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	struct pu_bb *b = &s->bb[s->active];

	b->ap = 0;
	b->air = 0;
	b->nodraw = 0;
	s->assemble = 0;
	b->bonus_armour = b->bonus_armour ? b->bonus_armour : 0;
	s->active = -1;
	if (pu_all_played(s)) {
		for (int i = 0; i < s->nfig; i++)
			if (s->fig[i].kind == PU_FK_NPC)
				s->fig[i].moved = 0;
		pu_new_turn(s, d, out);
	}
}

/* Run the automatic parts until a person must decide. */
void pu_advance(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	for (int guard = 0; guard < 5000; guard++) {
		pu_gear_check(s, d, out);
		d->hooks->dm->tick(s, d, out);
		while (s->npend > 0 && (s->pend[s->npend - 1].kind == PU_PD_FACE ||
					s->pend[s->npend - 1].kind == PU_PD_SPIKE ||
					s->pend[s->npend - 1].kind == PU_PD_SIDE) &&
		       !pu_alive(s, s->pend[s->npend - 1].a))
			s->npend--;	/* the figure is gone: no question left */
		if (s->bm.on)
			d->hooks->bm->offer(s, d, out);	/* her window for Tricks */
		else
			pu_bug_tricks(s, d, out);	/* the BUGs' Tricks, at any time */
		pu_check_end(s, d, out);
		if (s->result || s->npend > 0)
			return;
		if (s->dm.on && s->decl.active) {	/* a rival's attack, its window closed */
			d->hooks->dm->resolve(s, d, out);
			continue;
		}
		if (s->phase == PU_PH_BUGS && s->dm.on) {	/* no BUG turn */
			s->phase = PU_PH_BB;
			s->active = -1;
			d->hooks->dm->turn_start(s, d, out);
			continue;
		}
		if (s->phase == PU_PH_BUGS) {
			int r = s->bm.on ? d->hooks->bm->step(s, d, out) : pu_bug_step(s, d, out);
			if (r == PU_BM_WAIT)
				return;
			if (r)
				continue;
			s->phase = PU_PH_BB;
			s->active = -1;
			tt_outf(out, "-- The BUGBUSTERs' turn --\n");
			continue;
		}
		if (s->phase != PU_PH_BB || s->active >= 0)
			return;
		if (s->dm.on) {	/* initiative */
			if (d->hooks->dm->next(s) < 0) {
				pu_new_turn(s, d, out);
				continue;
			}
			pu_start_bb(s, d, d->hooks->dm->next(s), out);
			return;
		}
		{
			int left = -1, n = 0;
			for (int i = 0; i < s->nseats; i++)
				if (!s->bb[i].played) {
					left = left < 0 ? i : left;
					n++;
				}
			if (n == 0) {
				pu_new_turn(s, d, out);
				continue;
			}
			if (n == 1) {
				pu_start_bb(s, d, left, out);
				return;
			}
			pu_push_pend(s, PU_PD_ORDER, left, 0, 0, 0);
			return;
		}
	}
}
