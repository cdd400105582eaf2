/*
 * pu_mistress_cards.c - POWERUP: the BUG cards whose text leaves the
 * BUGMISTRESS a choice, when a player names it ("play N ARG"): Metal
 * Corrosion and Mortal Gas on one BUGBUSTER (3 ammo or 2 reaction points
 * instead of 1 from each), Ambush beside the BUGBUSTER named, Evolution
 * and Bicevolution on the BUG named by its number, Acid Corruption on the
 * square X,Y.  Without ARG a card aims as the automatic rules do.  As
 * every command: checked on a const state, then carried out.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../pu_modes.h"

static bool pu_bm_takes_bb(int eff)
{
	return eff == PU_BE_CORROSION || eff == PU_BE_MORTALGAS || eff == PU_BE_AMBUSH;
}

/* A free square beside BUGBUSTER f for an Ambush BUGGIE (ahead first). */
static bool pu_bm_beside(const struct pu_state *s, int f, int k, int *x)
{
	*x = s->fig[f].x + (k ? -s->fig[f].face : s->fig[f].face);
	return pu_free_sq(s, *x, s->fig[f].y);
}

static int pu_bm_aim_bb(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
			int eff, struct tt_err *err)
{
	int seat = pu_seat_named(s, d, g->c->argv[2]), x;
	const struct pu_fig *f;

	if (seat < 0 || seat >= s->nseats)
		return tt_errf(err, "play N NAME: the BUGBUSTER it strikes");
	g->o = s->bb[seat].fig;
	g->t = seat;
	f = &s->fig[g->o];
	if (f->lives <= 0 || f->aboard)
		return tt_errf(err, "%s is not standing on the board", pu_seat_name(s, d, seat));
	if (eff == PU_BE_AMBUSH && !pu_bm_beside(s, g->o, 0, &x) && !pu_bm_beside(s, g->o, 1, &x))
		return tt_errf(err, "no free square beside %s for the BUGGIES", pu_seat_name(s, d, seat));
	if (eff == PU_BE_AMBUSH && pu_count_bugs(s, d->buggie) >= d->bug[d->buggie].tokens)
		return tt_errf(err, "every BUGGIE token is on the board");
	return 0;
}

/* Evolution (a BUGGIE) or Bicevolution (a BIGBUG) on BUG g->o. */
static int pu_bm_aim_bug(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
			 int eff, struct tt_err *err)
{
	int from = eff == PU_BE_EVOLUTION ? d->buggie : d->bigbug;
	int to = eff == PU_BE_EVOLUTION ? d->bigbug : d->bicefalus;

	if (cmd_int(g->c->argv[2], 0, s->nfig - 1, "BUG", &g->o, err) < 0)
		return -1;
	if (s->fig[g->o].kind != PU_FK_BUG || !pu_alive(s, g->o) || s->fig[g->o].type != from)
		return tt_errf(err, "figure %d is no %s", g->o, d->bug[from].name);
	if (pu_at(s, s->fig[g->o].x, s->fig[g->o].y, g->o) >= 0)
		return tt_errf(err, "that %s stands in a stack: it grows alone", d->bug[from].name);
	if (pu_count_bugs(s, to) >= d->bug[to].tokens)
		return tt_errf(err, "every %s token is on the board", d->bug[to].name);
	g->t = to;
	return 0;
}

/* play N ARG: the card's own choice (the card is g->k). */
int pu_bm_aim_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		    struct tt_err *err)
{
	int eff = d->bugcard[g->k].effect;
	char tail;

	if (pu_bm_takes_bb(eff))
		return pu_bm_aim_bb(s, d, g, eff, err);
	if (eff == PU_BE_EVOLUTION || eff == PU_BE_BICEVO)
		return pu_bm_aim_bug(s, d, g, eff, err);
	if (eff != PU_BE_ACIDCORR)
		return tt_errf(err, "%s takes no choice: play N alone (it aims as the automatic BUGs do)",
			       d->bugcard[g->k].name);
	if (sscanf(g->c->argv[2], "%d,%d%c", &g->x, &g->y, &tail) != 2 || !pu_on_board(s, g->x, g->y))
		return tt_errf(err, "play N X,Y: the square whose coins the acid eats");
	if (s->coins[g->y][g->x] == 0)
		return tt_errf(err, "no coins lie at %d,%d", g->x, g->y);
	return 0;
}

static void pu_bm_ambush(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
			 struct tt_out *out)
{
	int n = 0, x;

	for (int k = 0; k < 2 && pu_count_bugs(s, d->buggie) < d->bug[d->buggie].tokens; k++) {
		int b;
		if ((!pu_bm_beside(s, g->o, k, &x) && !pu_bm_beside(s, g->o, 1 - k, &x)) ||
		    (b = pu_new_fig(s, PU_FK_BUG, d->buggie, x, s->fig[g->o].y,
				    s->fig[g->o].x > x ? 1 : -1)) < 0)
			break;
		s->fig[b].lives = (int8_t)d->bug[d->buggie].lives;
		s->fig[b].fresh = 1;
		n++;
	}
	tt_outf(out, "Ambush! %d BUGGIE%s beside %s.\n", n, n == 1 ? "" : "S", pu_fig_name(s, d, g->o));
}

void pu_bm_aim_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		    struct tt_out *out)
{
	struct pu_bb *b = &s->bb[g->t < s->nseats ? g->t : 0];

	switch (d->bugcard[g->k].effect) {
	case PU_BE_CORROSION:
		b->ammo = (int8_t)(b->ammo > 3 ? b->ammo - 3 : 0);
		tt_outf(out, "Metal Corrosion eats 3 of %s's ammo.\n", pu_fig_name(s, d, g->o));
		break;
	case PU_BE_MORTALGAS:
		b->rp = (int8_t)(b->rp > 2 ? b->rp - 2 : 0);
		tt_outf(out, "Mortal Gas drains 2 of %s's reaction points.\n", pu_fig_name(s, d, g->o));
		break;
	case PU_BE_AMBUSH:
		pu_bm_ambush(s, d, g, out);
		break;
	case PU_BE_ACIDCORR:
		tt_outf(out, "Acid Corruption destroys %d coin%s at %d,%d.\n", s->coins[g->y][g->x],
			s->coins[g->y][g->x] == 1 ? "" : "s", g->x, g->y);
		s->coins[g->y][g->x] = 0;
		break;
	default:	/* Evolution, Bicevolution */
		tt_outf(out, "The %s grows into a %s.\n", pu_fig_name(s, d, g->o), d->bug[g->t].name);
		s->fig[g->o].type = (uint8_t)g->t;
		s->fig[g->o].lives = (int8_t)d->bug[g->t].lives;
	}
}

/* The prompt's choices for card k: "play N ARG" for each candidate. */
void pu_bm_aim_opts(struct pu_pctx *c, int k)
{
	const struct pu_state *s = c->s;
	int eff = c->d->bugcard[s->bughand[k]].effect;
	char buf[64], name[PU_NAME];

	for (int i = 0; pu_bm_takes_bb(eff) && i < s->nseats; i++) {
		pu_lower(name, pu_seat_name(s, c->d, i), sizeof name);
		snprintf(buf, sizeof buf, "play %d %s", k + 1, name);
		pu_opt(c, buf, buf, 0, true);
	}
	for (int f = 0; (eff == PU_BE_EVOLUTION || eff == PU_BE_BICEVO) && f < s->nfig; f++)
		if (s->fig[f].kind == PU_FK_BUG && pu_alive(s, f)) {
			snprintf(buf, sizeof buf, "play %d %d", k + 1, f);
			pu_opt(c, buf, buf, 0, true);
		}
	for (int y = 0; eff == PU_BE_ACIDCORR && y < s->h; y++)
		for (int x = 0; x < s->w; x++)
			if (s->coins[y][x]) {
				snprintf(buf, sizeof buf, "play %d %d,%d", k + 1, x, y);
				pu_opt(c, buf, buf, 0, true);
			}
}
