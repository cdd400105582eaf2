/*
 * pu_mistress_flip.c - POWERUP: in Kill the BUGMISTRESS her seat flips
 * tiles ("flip X,Y": the tile holding square X,Y; "flip" alone, key f:
 * the tile of the top-scoring BUGBUSTER, as the automatic BUGMISTRESS
 * aims).  The rulebook lets her flip up to 3 tiles; as the automatic
 * one, at most one in each of her turns (house rule), while she stands
 * at either level, never when a figure would end inside a wall.  The
 * tile's other side is its mirror image (house rule, pu_tile_flip).
 * Her AI at hard flips where a flip, tried on a scratch copy, keeps the
 * BUGBUSTERs further from her or hurts them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "keyline.h"
#include "../pu_modes.h"

int pu_bm_flip_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		     struct tt_err *err)
{
	int x, y;
	char tail;

	if (d->mission.goal != PU_GO_MISTRESS)
		return tt_errf(err, "she flips tiles only in Kill the BUGMISTRESS");
	if (s->flips >= 3)
		return tt_errf(err, "she has flipped her 3 tiles");
	if (s->bm.flipped)
		return tt_errf(err, "one tile flip a turn (house rule)");
	if (g->c->argc < 2 && !pu_tile_of_top(s, &g->x, &g->y))
		return tt_errf(err, "flip X,Y: a square of the tile to flip");
	if (g->c->argc >= 2) {
		if (sscanf(g->c->argv[1], "%d,%d%c", &x, &y, &tail) != 2 || !pu_on_board(s, x, y))
			return tt_errf(err, "flip X,Y: a square of the tile to flip");
		g->x = x / PU_T;
		g->y = y / PU_T;
	}
	if (!pu_tile_can_flip(s, d, g->x, g->y))
		return tt_errf(err, "the tile at %d,%d cannot be flipped: a figure on it would end inside a "
			       "wall, or she has left the board", g->x * PU_T, g->y * PU_T);
	return 0;
}

void pu_bm_flip_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		     struct tt_out *out)
{
	pu_tile_flip(s, g->x, g->y);
	s->bm.flipped = 1;
	tt_outf(out, "The BUGMISTRESS flips the tile at %d-%d,%d-%d (%d of 3).\n", g->x * PU_T,
		g->x * PU_T + PU_T - 1, g->y * PU_T, g->y * PU_T + PU_T - 1, s->flips);
	pu_settle(s, d, out);
}

/* Her prompt's flips: key f the automatic aim, "flip X,Y" each tile. */
void pu_bm_flip_opts(struct pu_pctx *c)
{
	const struct pu_state *s = c->s;
	char buf[32], lab[48];

	if (c->d->mission.goal != PU_GO_MISTRESS)
		return;
	pu_opt(c, "flip", "flip the top BUGBUSTER's tile", 'f', true);
	for (int ty = 0; ty * PU_T < s->h; ty++)
		for (int tx = 0; tx * PU_T < s->w; tx++) {
			snprintf(buf, sizeof buf, "flip %d,%d", tx * PU_T, ty * PU_T);
			snprintf(lab, sizeof lab, "flip the tile at %d-%d,%d-%d", tx * PU_T, tx * PU_T + PU_T - 1,
				 ty * PU_T, ty * PU_T + PU_T - 1);
			pu_opt(c, buf, lab, 0, true);
		}
	if (c->d->hooks->play->legal(s, c->d, c->seat, "flip"))
		keyline_add(c->p, 'f', "flip", "flip tile");
}
