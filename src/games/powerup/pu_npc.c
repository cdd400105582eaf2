/*
 * pu_npc.c - POWERUP: the moves of the Non-Player Characters (the VIPs of
 * Save the VIPs), chosen by the BUGBUSTERs' players: two a turn, never
 * through a door, and boarding or leaving the GLITCH (which carries any
 * number of them) as one of those moves.
 */
#include <string.h>
#include "pu.h"

/* The GLITCH carries any number of VIPs: boarding from a square next to
 * it, or stepping out beside it, is one of the VIP's two moves. */
static int pu_npc_glitch(struct pu_state *s, const struct pu_data *d, int f, int n, const struct cmd *c,
			 struct tt_out *out, struct tt_err *err)
{
	struct pu_fig *g = &s->fig[f];
	int gl = -1, dx, x;

	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_GLITCH && pu_alive(s, i))
			gl = i;
	if (gl < 0)
		return tt_errf(err, "there is no GLITCH to ride in this mission");
	if (c->argv[2][0] == 'b') {
		int ddx = s->fig[gl].x - g->x, ddy = s->fig[gl].y - g->y;
		if (g->aboard)
			return tt_errf(err, "VIP %d already rides the GLITCH", n);
		if (ddx * ddx + ddy * ddy > 2)
			return tt_errf(err, "VIP %d must stand next to the GLITCH to board it", n);
		g->aboard = 3;
		g->x = s->fig[gl].x;
		g->y = s->fig[gl].y;
		g->moved++;
		tt_outf(out, "VIP %d boards the GLITCH.\n", n);
		return 0;
	}
	if (!g->aboard)
		return tt_errf(err, "VIP %d is not in the GLITCH", n);
	dx = c->argc < 4 ? 0 : !strcmp(c->argv[3], "left") ? -1 : !strcmp(c->argv[3], "right") ? 1 : 0;
	if (!dx)
		return tt_errf(err, "npc %d leave left|right", n);
	x = s->fig[gl].x + dx;
	if (!pu_on_board(s, x, s->fig[gl].y))
		return tt_errf(err, "VIP %d would step into the void", n);
	if (pu_blocks(s, x, s->fig[gl].y) || pu_at(s, x, s->fig[gl].y, -1) >= 0)
		return tt_errf(err, "the square %s of the GLITCH is not free", c->argv[3]);
	if (s->kind[s->fig[gl].y][x] == PU_SQ_DOOR)
		return tt_errf(err, "VIPs cannot use the doors");
	g->aboard = 0;
	g->moved++;
	g->face = (int8_t)dx;
	tt_outf(out, "VIP %d leaves the GLITCH to the %s.\n", n, c->argv[3]);
	pu_place(s, d, f, x, s->fig[gl].y, out);
	pu_settle(s, d, out);
	return 0;
}

int pu_act_npc(struct pu_state *s, const struct pu_data *d, const struct cmd *c,
	       struct tt_out *out, struct tt_err *err)
{
	int n, k = 0, f = -1, dx = 0, dy = 0;

	if (c->argc < 3 || cmd_int(c->argv[1], 1, 10, "VIP", &n, err) < 0)
		return tt_errf(err, "npc N left|right|up|down");
	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_NPC && ++k == n)
			f = i;
	if (f < 0 || !pu_alive(s, f))
		return tt_errf(err, "there is no living VIP %d", n);
	if (s->fig[f].moved >= 2)
		return tt_errf(err, "a VIP moves at most 2 squares a turn");
	if (!strcmp(c->argv[2], "board") || !strcmp(c->argv[2], "leave"))
		return pu_npc_glitch(s, d, f, n, c, out, err);
	if (s->fig[f].aboard)
		return tt_errf(err, "VIP %d rides the GLITCH: 'npc %d leave left|right' first", n, n);
	if (!strcmp(c->argv[2], "left")) dx = -1;
	else if (!strcmp(c->argv[2], "right")) dx = 1;
	else if (!strcmp(c->argv[2], "up")) dy = -1;
	else if (!strcmp(c->argv[2], "down")) dy = 1;
	else return tt_errf(err, "npc N left|right|up|down");
	if (!pu_can_step(s, f, dx, dy) || pu_at(s, s->fig[f].x + dx, s->fig[f].y + dy, f) >= 0)
		return tt_errf(err, "the VIP cannot go that way");
	if (s->kind[s->fig[f].y + dy][s->fig[f].x + dx] == PU_SQ_DOOR)
		return tt_errf(err, "VIPs cannot use the doors");
	s->fig[f].moved++;
	if (dx)
		s->fig[f].face = (int8_t)dx;
	tt_outf(out, "VIP %d moves %s.\n", n, c->argv[2]);
	pu_place(s, d, f, s->fig[f].x + dx, s->fig[f].y + dy, out);
	pu_settle(s, d, out);
	return 0;
}
