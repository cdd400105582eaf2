/*
 * pu_npc.c - POWERUP: the moves of the Non-Player Characters (the VIPs of
 * Save the VIPs), chosen by the BUGBUSTERs' players: two a turn, never
 * through a door, and boarding or leaving the GLITCH (which carries any
 * number of them) as one of those moves.  'npc N ...' is a check that
 * names the rule when it refuses and an exec that cannot fail.
 */
#include <string.h>
#include "pu_cmd.h"

/* The GLITCH carries any number of VIPs: boarding from a square next to
 * it, or stepping out beside it (g->dx), is one of the VIP's two moves. */
static int pu_npc_glitch(const struct pu_state *s, struct pu_go *g, struct tt_err *err)
{
	const struct cmd *c = g->c;
	const struct pu_fig *f = &s->fig[g->o];
	int gl = pu_glitch_fig(s), x;

	if (gl < 0)
		return tt_errf(err, "there is no GLITCH to ride in this mission");
	g->t = gl;
	g->k = c->argv[2][0] == 'b' ? 1 : 2;
	if (g->k == 1) {
		int ddx = s->fig[gl].x - f->x, ddy = s->fig[gl].y - f->y;
		if (f->aboard)
			return tt_errf(err, "VIP %d already rides the GLITCH", g->n);
		if (ddx * ddx + ddy * ddy > 2)
			return tt_errf(err, "VIP %d must stand next to the GLITCH to board it", g->n);
		return 0;
	}
	if (!f->aboard)
		return tt_errf(err, "VIP %d is not in the GLITCH", g->n);
	g->dx = c->argc < 4 ? 0 : pu_side(c->argv[3]);
	if (!g->dx)
		return tt_errf(err, "npc %d leave left|right", g->n);
	x = s->fig[gl].x + g->dx;
	if (!pu_on_board(s, x, s->fig[gl].y))
		return tt_errf(err, "VIP %d would step into the void", g->n);
	if (pu_blocks(s, x, s->fig[gl].y) || pu_at(s, x, s->fig[gl].y, -1) >= 0)
		return tt_errf(err, "the square %s of the GLITCH is not free", c->argv[3]);
	if (s->kind[s->fig[gl].y][x] == PU_SQ_DOOR)
		return tt_errf(err, "VIPs cannot use the doors");
	return 0;
}

/* npc N left|right|up|down|board|leave SIDE: VIP N is figure g->o;
 * g->k 0 a step by g->dx, g->dy, 1 boarding, 2 leaving the GLITCH. */
int pu_npc_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		 struct tt_err *err)
{
	const struct cmd *c = g->c;
	const struct pu_fig *f;
	int k = 0;

	(void)d;
	if (c->argc < 3 || cmd_int(c->argv[1], 1, 10, "VIP", &g->n, err) < 0)
		return tt_errf(err, "npc N left|right|up|down");
	g->o = -1;
	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_NPC && ++k == g->n)
			g->o = i;
	if (g->o < 0 || !pu_alive(s, g->o))
		return tt_errf(err, "there is no living VIP %d", g->n);
	f = &s->fig[g->o];
	if (f->moved >= 2)
		return tt_errf(err, "a VIP moves at most 2 squares a turn");
	if (!strcmp(c->argv[2], "board") || !strcmp(c->argv[2], "leave"))
		return pu_npc_glitch(s, g, err);
	if (f->aboard)
		return tt_errf(err, "VIP %d rides the GLITCH: 'npc %d leave left|right' first", g->n, g->n);
	if (pu_dir4(c->argv[2], &g->dx, &g->dy) < 0)
		return tt_errf(err, "npc N left|right|up|down");
	if (!pu_can_step(s, g->o, g->dx, g->dy) || pu_at(s, f->x + g->dx, f->y + g->dy, g->o) >= 0)
		return tt_errf(err, "the VIP cannot go that way");
	if (s->kind[f->y + g->dy][f->x + g->dx] == PU_SQ_DOOR)
		return tt_errf(err, "VIPs cannot use the doors");
	return 0;
}

void pu_npc_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		 struct tt_out *out)
{
	struct pu_fig *f = &s->fig[g->o], *gl = &s->fig[g->t];

	f->moved++;
	if (g->k == 1) {
		f->aboard = 3;
		f->x = gl->x;
		f->y = gl->y;
		tt_outf(out, "VIP %d boards the GLITCH.\n", g->n);
		return;
	}
	if (g->k == 2) {
		f->aboard = 0;
		f->face = (int8_t)g->dx;
		tt_outf(out, "VIP %d leaves the GLITCH to the %s.\n", g->n, g->c->argv[3]);
		pu_place(s, d, g->o, gl->x + g->dx, gl->y, out);
		pu_settle(s, d, out);
		return;
	}
	if (g->dx)
		f->face = (int8_t)g->dx;
	if (f->type)	/* a Story mission's named NPC */
		tt_outf(out, "%s (npc %d) moves %s.\n", pu_fig_name(s, d, g->o), g->n, g->c->argv[2]);
	else
		tt_outf(out, "VIP %d moves %s.\n", g->n, g->c->argv[2]);
	pu_place(s, d, g->o, f->x + g->dx, f->y + g->dy, out);
	pu_settle(s, d, out);
}
