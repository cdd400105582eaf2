/*
 * pu_glitch.c - POWERUP: the GLITCH, the assault vehicle of Hidden Keys:
 * boarding it from a square next to it (the first aboard pilots, the
 * second is the gunner) or leaving it onto the square ahead, and flying
 * it two squares an action, through the void around the board that only
 * it may cross; beyond the void's edge it escapes, with the three keys
 * aboard.  Each verb is a check that names the rule when it refuses and
 * an exec that cannot fail (pu_verbs.h).
 */
#include <stdio.h>
#include <string.h>
#include "pu_cmd.h"

int pu_glitch_fig(const struct pu_state *s)
{
	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_GLITCH && pu_alive(s, i))
			return i;
	return -1;
}

/* board: in (g->k 1 pilot, 2 gunner) or out (g->k 0) of GLITCH g->t. */
int pu_board_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		   struct tt_err *err)
{
	const struct pu_fig *f = &s->fig[g->f];
	int ddx, ddy;

	(void)d;
	if ((g->t = pu_glitch_fig(s)) < 0)
		return tt_errf(err, "there is no GLITCH in this mission");
	if (f->aboard) {	/* stepping out into the void kills (pu_enter) */
		int ax = f->x + f->face;
		if (pu_at(s, ax, f->y, -1) >= 0 || (pu_on_board(s, ax, f->y) && pu_blocks(s, ax, f->y)))
			return tt_errf(err, "the square ahead must be free to leave the GLITCH");
		if (g->ap < 1)
			return tt_errf(err, "leaving the GLITCH costs 1 action");
		g->k = 0;
		return 0;
	}
	ddx = s->fig[g->t].x - f->x;
	ddy = s->fig[g->t].y - f->y;
	if (ddx * ddx + ddy * ddy > 2)
		return tt_errf(err, "you must stand next to the GLITCH to board it");
	g->k = 1;
	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_BB && s->fig[i].aboard == 1)
			g->k = 2;
	if (g->ap < 1)
		return tt_errf(err, "boarding costs 1 action");
	return 0;
}

void pu_board_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		   struct tt_out *out)
{
	struct pu_fig *f = &s->fig[g->f];

	s->bb[g->seat].ap--;
	if (g->k == 0) {
		f->aboard = 0;
		pu_place(s, d, g->f, f->x + f->face, f->y, out);
		return;
	}
	if (f->carry >= 0) {	/* cargo stays outside, where it was */
		tt_outf(out, "%s puts down %s.\n", pu_fig_name(s, d, g->f), pu_fig_name(s, d, f->carry));
		f->carry = -1;
	}
	f->aboard = (uint8_t)g->k;
	f->x = s->fig[g->t].x;
	f->y = s->fig[g->t].y;
	tt_outf(out, "%s boards the GLITCH as %s.\n", pu_fig_name(s, d, g->f), g->k == 2 ? "gunner" : "pilot");
}

/* Where the GLITCH gl gets flying two squares along (dx, dy): *x, *y;
 * 1 if it escapes beyond the void's edge with the three keys, 0 if it
 * moves, -1 (err set) if nothing lets it. */
static int pu_fly_to(const struct pu_state *s, int gl, int dx, int dy, int *x, int *y,
		     struct tt_err *err)
{
	int keys = 0;
	bool edge = false;	/* stopped by the outer edge of the void */

	*x = s->fig[gl].x;
	*y = s->fig[gl].y;
	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_BB && s->fig[i].aboard)
			keys |= s->fig[i].secret;
	for (int k = 0; k < 2; k++) {
		int nx = *x + dx, ny = *y + dy;
		if (nx < -1 || ny < -1 || nx > s->w || ny > s->h) {	/* beyond the void's edge */
			if (keys == 7)
				return 1;
			edge = true;
			break;
		}
		if (pu_on_board(s, nx, ny) && (pu_blocks(s, nx, ny) || pu_at(s, nx, ny, gl) >= 0))
			break;
		if ((dy < 0 && pu_on_board(s, nx, ny) && s->floor[ny][nx]) ||
		    (dy > 0 && pu_on_board(s, *x, *y) && s->floor[*y][*x]))
			break;	/* a floor is an obstacle to it too */
		*x = nx;
		*y = ny;	/* the void around the board is the GLITCH's own */
	}
	if (*x == s->fig[gl].x && *y == s->fig[gl].y)
		return tt_errf(err, edge ? "the GLITCH cannot fly that way (escaping needs all three keys aboard)"
				     : "a wall, a floor, a closed door or a figure stops the GLITCH that way");
	return 0;
}

/* fly DIR: the GLITCH g->t to g->x, g->y, or away (g->k 1). */
int pu_fly_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		 struct tt_err *err)
{
	(void)d;
	if ((g->t = pu_glitch_fig(s)) < 0)
		return tt_errf(err, "there is no GLITCH in this mission");
	if (s->fig[g->f].aboard != 1)
		return tt_errf(err, "only the pilot inside the GLITCH flies it");
	if (g->c->argc < 2)
		return tt_errf(err, "fly left|right|up|down");
	if (pu_dir4(g->c->argv[1], &g->dx, &g->dy) < 0)
		return tt_errf(err, "fly left|right|up|down");
	if (g->ap < 1)
		return tt_errf(err, "flying costs 1 action for 2 squares");
	return (g->k = pu_fly_to(s, g->t, g->dx, g->dy, &g->x, &g->y, err)) < 0 ? -1 : 0;
}

void pu_fly_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		 struct tt_out *out)
{
	(void)d;
	if (g->k == 1) {
		s->keys_found = 7;
		tt_outf(out, "The GLITCH escapes through the void with the three keys!\n");
	} else {
		s->fig[g->t].x = (int8_t)g->x;
		s->fig[g->t].y = (int8_t)g->y;
		for (int i = 0; i < s->nfig; i++)
			if (s->fig[i].aboard) {	/* the crew and any VIPs it carries */
				s->fig[i].x = (int8_t)g->x;
				s->fig[i].y = (int8_t)g->y;
			}
		tt_outf(out, "The GLITCH flies to %d,%d.\n", g->x, g->y);
	}
	s->bb[g->seat].ap--;
}
