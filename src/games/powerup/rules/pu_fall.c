/*
 * pu_fall.c - POWERUP: what the board does to a figure that moves: it
 * enters a square (acid, spikes, a trap, a key, a POWERUP), falls,
 * settles, is placed or pushed.  These call the rules (damage in
 * pu_combat.c, the decisions a push asks), which call them back when a
 * blast pushes or a death drops a figure: the two files are one knot of
 * the physics.
 */
#include <stdlib.h>
#include <string.h>
#include "pu_cmd.h"

void pu_spike_vertical(struct pu_state *s, const struct pu_data *d, int f, int dy, struct tt_out *out)
{
	tt_outf(out, "%s is pushed %s.\n", pu_fig_name(s, d, f), dy < 0 ? "up" : "down");
	pu_place(s, d, f, s->fig[f].x, s->fig[f].y + dy, out);
	pu_settle(s, d, out);
}

/* Spikes and fire: 1 life and a push aside, the victim's choice. */
static void pu_hurt_aside(struct pu_state *s, const struct pu_data *d, int f, const char *what,
			  struct tt_out *out)
{
	struct pu_fig *g = &s->fig[f];

	tt_outf(out, "%s is hurt by the %s.\n", pu_fig_name(s, d, f), what);
	pu_hurt(s, d, f, 1, -1, out);
	if (!pu_alive(s, f))
		return;
	if (g->kind == PU_FK_BB) {
		pu_push_pend(s, PU_PD_SPIKE, g->seat, f, 0, 0);
		return;
	}
	int dx = dice_below(&s->dice, 2) ? 1 : -1;
	if (pu_push(s, d, f, dx, 0, 1, out) == 0)
		pu_push(s, d, f, -dx, 0, 1, out);
}

static void pu_take_secret(struct pu_state *s, const struct pu_data *d, int f, struct tt_out *out)
{
	struct pu_fig *g = &s->fig[f];
	int v = s->secret[g->y][g->x];

	s->secret[g->y][g->x] = 0;
	if (v >= '1' && v <= '9') {
		if (g->kind == PU_FK_BB) {
			s->bb[g->seat].coins = (int16_t)(s->bb[g->seat].coins + v - '0');
			tt_outf(out, "%s finds a secret token: %d coins.\n", pu_fig_name(s, d, f), v - '0');
		} else {
			s->coins[g->y][g->x] = (uint8_t)(s->coins[g->y][g->x] + v - '0');
		}
	} else if (v == 'T') {
		pu_trap(s, d, f, -1, -1, out);
	} else if (v == 'P') {	/* a POWERUP chip: a POWERUP ON there */
		s->power[g->y][g->x] = 2;
		tt_outf(out, "%s finds a secret token: a POWERUP, ON.\n", pu_fig_name(s, d, f));
	} else if (v >= 'A' && v <= 'C') {
		g->secret = (uint8_t)(g->secret | 1 << (v - 'A'));
		tt_outf(out, "%s finds a secret token and keeps it.\n", pu_fig_name(s, d, f));
	}
}

/* Off the board without the GLITCH: the void kills at once, and only a
 * CONTINUE brings a BUGBUSTER back from it. */
static void pu_void(struct pu_state *s, const struct pu_data *d, int f, struct tt_out *out)
{
	struct pu_fig *g = &s->fig[f];

	if (!pu_alive(s, f) || g->aboard || g->kind == PU_FK_GLITCH || pu_on_board(s, g->x, g->y))
		return;
	tt_outf(out, "%s enters the void outside the board and is gone.\n", pu_fig_name(s, d, f));
	pu_drop_keys(s, f);	/* at the nearest edge square */
	g->carry = -1;
	g->lives = 0;	/* no coins, no score: nothing comes back from the void */
	pu_pend_forget(s, d, f);
	if (g->kind == PU_FK_BB)
		g->blinked = 2;
	else
		g->kind = PU_FK_NONE;
}

void pu_enter(struct pu_state *s, const struct pu_data *d, int f, struct tt_out *out)
{
	struct pu_fig *g = &s->fig[f];
	int x = g->x, y = g->y, k;

	pu_void(s, d, f, out);
	if (!pu_alive(s, f) || !pu_on_board(s, x, y))
		return;
	k = s->kind[y][x];
	if (k == PU_SQ_ACID && !pu_flying(s, d, f)) {
		tt_outf(out, "%s falls into the acid and disintegrates.\n", pu_fig_name(s, d, f));
		pu_drop_keys(s, f);	/* beside the acid */
		pu_hurt(s, d, f, 99, -1, out);
		if (g->kind == PU_FK_BB)
			g->blinked = 2;	/* only a CONTINUE brings it back */
		return;
	}
	if (g->kind == PU_FK_BB && s->coins[y][x]) {
		s->bb[g->seat].coins = (int16_t)(s->bb[g->seat].coins + s->coins[y][x]);
		tt_outf(out, "%s picks up %d coin%s.\n", pu_fig_name(s, d, f), s->coins[y][x],
			s->coins[y][x] == 1 ? "" : "s");
		s->coins[y][x] = 0;
	}
	if ((g->kind == PU_FK_BB || g->kind == PU_FK_BUG) && s->secret[y][x])
		pu_take_secret(s, d, f, out);
	if ((g->kind == PU_FK_BB || g->kind == PU_FK_BUG) && s->keys[y][x]) {
		g->secret = (uint8_t)(g->secret | s->keys[y][x]);
		s->keys[y][x] = 0;
		tt_outf(out, "%s picks up a key lying there.\n", pu_fig_name(s, d, f));
	}
	if (g->kind == PU_FK_BB && s->power[y][x] == 2)
		pu_power_enter(s, d, f, out);
	if (k == PU_SQ_STAIRS && !s->nostairs)
		pu_stairs(s, d, f, out);
	if (s->kind[g->y][g->x] == PU_SQ_SPIKES && !pu_flying(s, d, f))
		pu_hurt_aside(s, d, f, "spike trap", out);
	else if (s->fire[g->y][g->x] && !pu_flying(s, d, f))
		pu_hurt_aside(s, d, f, "burning square", out);
}

void pu_fall(struct pu_state *s, const struct pu_data *d, int f, struct tt_out *out)
{
	struct pu_fig *g = &s->fig[f];
	int n = 0;

	while (pu_alive(s, f) && !pu_supported(s, d, f) && g->y < s->h - 1) {
		g->y++;
		n++;
		if (s->kind[g->y][g->x] == PU_SQ_ACID)
			break;
	}
	pu_sync_cargo(s, f);
	if (n == 0)
		return;
	tt_outf(out, "%s falls %d square%s.\n", pu_fig_name(s, d, f), n, n == 1 ? "" : "s");
	if (n >= 2 && g->kind != PU_FK_DRUM && g->kind != PU_FK_COVER) {
		tt_outf(out, "The fall costs %s %d li%s.\n", pu_fig_name(s, d, f), n - 1,
			n == 2 ? "fe" : "ves");
		pu_hurt(s, d, f, n - 1, -1, out);
	}
	if (g->kind == PU_FK_DRUM && n >= 2) {
		pu_explode(s, d, g->x, g->y, d->drum_hits, -1, out);
		return;
	}
	if (g->kind == PU_FK_BB && pu_alive(s, f))	/* whoever fell chooses its facing */
		pu_push_pend(s, PU_PD_FACE, g->seat, f, 0, 0);
	pu_enter(s, d, f, out);
}

/* Make everything that lost its support fall, lowest first. */
void pu_settle(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	for (int i = 0; i < s->nfig; i++)	/* a defeated carrier lets go */
		if (s->fig[i].carry >= 0 && !pu_alive(s, i))
			s->fig[i].carry = -1;
	for (int pass = 0; pass < 4; pass++) {
		bool moved = false, cargo[PU_MAXFIG] = { false };
		int order[PU_MAXFIG], n = 0;
		for (int i = 0; i < s->nfig; i++)
			if (pu_alive(s, i) && s->fig[i].carry >= 0)
				cargo[s->fig[i].carry] = true;
		for (int i = 0; i < s->nfig; i++) {	/* lowest first */
			int k = n++;
			while (k > 0 && s->fig[order[k - 1]].y < s->fig[i].y) {
				order[k] = order[k - 1];
				k--;
			}
			order[k] = i;
		}
		for (int k = 0; k < n; k++) {
			int i = order[k];
			if (!pu_alive(s, i) || s->fig[i].aboard || cargo[i] || pu_supported(s, d, i) ||
			    (s->fig[i].kind == PU_FK_BB && s->bb[s->fig[i].seat].air))
				continue;	/* a jump or a fall in progress lands later */
			pu_fall(s, d, i, out);
			moved = true;
		}
		if (!moved)
			break;
	}
}

void pu_place(struct pu_state *s, const struct pu_data *d, int f, int x, int y, struct tt_out *out)
{
	struct pu_fig *g = &s->fig[f];

	g->x = (int8_t)x;
	g->y = (int8_t)y;
	if (g->carry >= 0) {
		s->fig[g->carry].x = (int8_t)x;
		s->fig[g->carry].y = (int8_t)y;
	}
	if (!pu_supported(s, d, f))
		pu_fall(s, d, f, out);
	else
		pu_enter(s, d, f, out);
}

/* Drop what f carries in the square it stands on. */
static void pu_drop_cargo(struct pu_state *s, const struct pu_data *d, int f, struct tt_out *out)
{
	int c = s->fig[f].carry;

	if (c < 0)
		return;
	s->fig[f].carry = -1;
	tt_outf(out, "%s drops %s.\n", pu_fig_name(s, d, f), pu_fig_name(s, d, c));
	(void)out;
}

/* Move the row of nc squares starting at (x, y) one square along dx:
 * everyone standing in them (stacks of a TEAM 4 kind too), except what
 * f carried, which stays where f was. */
static void pu_shift_row(struct pu_state *s, const struct pu_data *d, int f, int x, int y, int dx,
			 int nc)
{
	int ids[PU_MAXFIG], ni = 0;

	for (int i = 0; i < s->nfig; i++) {
		const struct pu_fig *g = &s->fig[i];
		int k = (g->x - x) * dx;
		if (!pu_alive(s, i) || g->aboard || g->y != y || k < 0 || k >= nc)
			continue;
		if (k == 0 && i != f && !pu_team(s, d, i, f))
			continue;
		ids[ni++] = i;
	}
	for (int k = 0; k < ni; k++)
		s->fig[ids[k]].x = (int8_t)(s->fig[ids[k]].x + dx);
}

/* Pieces no push moves: the GLITCH, cover obstacles (their square is
 * blocked) and the portal pieces; they stop a push chain like a wall. */
static bool pu_fixed(const struct pu_fig *g)
{
	return g->kind == PU_FK_GLITCH || g->kind == PU_FK_COVER || g->kind == PU_FK_PORTAL;
}

/* Does a figure that just arrived at its square stop a push there
 * (acid, spikes, fire, or nothing under it)? */
static bool pu_push_stops(const struct pu_state *s, const struct pu_data *d, int f)
{
	int x = s->fig[f].x, y = s->fig[f].y, k = s->kind[y][x];

	return k == PU_SQ_ACID || k == PU_SQ_SPIKES || s->fire[y][x] || !pu_supported(s, d, f);
}

/* One square of a push: the row of nc figures from f moves along dx
 * with the stacks standing on them.  Returns true when it must stop. */
static bool pu_push_step(struct pu_state *s, const struct pu_data *d, int f, const int *chain,
			 int nc, int dx, struct tt_out *out)
{
	int st[PU_MAXFIG], ns[PU_W], n = 0;
	bool stop = false;

	for (int k = 0; k < nc; k++) {	/* stacks on the pushed, and what they carry */
		ns[k] = pu_stack(s, d, chain[k], st + n);
		n += ns[k];
	}
	pu_shift_row(s, d, f, s->fig[f].x, s->fig[f].y, dx, nc);
	for (int k = 0, o = 0; k < nc; o += ns[k], k++) {
		pu_carry_stack(s, d, st + o, ns[k], dx, out);
		if (k > 0)
			pu_sync_cargo(s, chain[k]);
		stop |= pu_push_stops(s, d, chain[k]);
	}
	return stop;
}

/* Push f by n squares along dx (sideways); whatever it bumps moves with
 * it (and so do the stacks on their heads); walls stop the whole chain;
 * the push ends early where a pushed figure reaches acid, spikes, fire
 * or open air.  Returns the squares moved. */
int pu_push(struct pu_state *s, const struct pu_data *d, int f, int dx, int dy, int n,
	    struct tt_out *out)
{
	int moved = 0, chain[PU_W], nc = 0;

	(void)dy;
	if (!pu_alive(s, f) || dx == 0 || s->fig[f].aboard || !pu_on_board(s, s->fig[f].x, s->fig[f].y) ||
	    pu_fixed(&s->fig[f]))
		return 0;	/* nobody is pushed out of the GLITCH or in the void */
	if (s->fig[f].carry >= 0)
		pu_drop_cargo(s, d, f, out);
	for (int step = 0; step < n; step++) {
		int x = s->fig[f].x, y = s->fig[f].y, o;
		nc = 0;
		chain[nc++] = f;
		while (nc < PU_W && (o = pu_at(s, x + dx * nc, y, -1)) >= 0) {
			chain[nc++] = o;
			if (pu_fixed(&s->fig[o]))
				break;	/* no further: it stops the chain */
		}
		if (pu_blocks(s, x + dx * nc, y) || pu_fixed(&s->fig[chain[nc - 1]]))
			break;
		moved++;
		if (pu_push_step(s, d, f, chain, nc, dx, out))
			break;
	}
	if (moved)
		tt_outf(out, "%s is pushed %d square%s.\n", pu_fig_name(s, d, f), moved,
			moved == 1 ? "" : "s");
	else if (n > 0)
		tt_outf(out, "%s cannot be pushed that way: it is blocked.\n", pu_fig_name(s, d, f));
	for (int k = 0; moved && k < nc; k++) {	/* every pushed figure arrives */
		if (!pu_alive(s, chain[k]))
			continue;
		if (!pu_supported(s, d, chain[k]))
			pu_fall(s, d, chain[k], out);
		else
			pu_enter(s, d, chain[k], out);
	}
	pu_settle(s, d, out);
	return moved;
}
