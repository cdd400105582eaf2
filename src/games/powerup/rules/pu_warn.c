/*
 * pu_warn.c - POWERUP: the warning on a move option of the turn ("acid:
 * ANA dies", "spikes: ANA loses 1 life").  Most moves cost no life, and
 * the board says so directly (pu_warn_quiet): the square stepped into
 * holds no secret token, acid, spikes, fire, stairs or ON POWERUP, the
 * BUGBUSTER stands there (or steps into the open air, to act before it
 * falls), nobody stands on its head, and the board is settled (nothing
 * else is about to fall).  Every other move is tried on a scratch copy
 * of the state and the lives it costs are read off (pu_warn_opt), as the
 * option list always did: both ways give the same warnings
 * (test_powerup_warn checks them against each other).
 */
#include <stdio.h>
#include <string.h>
#include "pu_cmd.h"

/* Would pu_settle leave every figure where it is?  What it tests, in
 * its order: no defeated carrier, and every figure it would look at
 * supported. */
bool pu_warn_settled(const struct pu_state *s, const struct pu_data *d)
{
	bool cargo[PU_MAXFIG] = { false };

	for (int i = 0; i < s->nfig; i++) {
		if (s->fig[i].carry >= 0 && !pu_alive(s, i))
			return false;
		if (s->fig[i].carry >= 0)
			cargo[s->fig[i].carry] = true;
	}
	for (int i = 0; i < s->nfig; i++) {
		const struct pu_fig *g = &s->fig[i];
		if (!pu_alive(s, i) || g->aboard || cargo[i] || (g->kind == PU_FK_BB && s->bb[g->seat].air))
			continue;
		if (!pu_supported(s, d, i))
			return false;
	}
	return true;
}

/* Would BUGBUSTER figure f stand at x, y (pu_supported there, f
 * itself moved off its own square)? */
static bool pu_warn_held(const struct pu_state *s, int f, int x, int y)
{
	if (pu_floor_under(s, x, y))
		return true;	/* also the bottom row: y + 1 is on the board below */
	if (s->kind[y][x] == PU_SQ_LADDER || s->kind[y][x] == PU_SQ_STAIRS ||
	    s->kind[y + 1][x] == PU_SQ_LADDER || s->kind[y + 1][x] == PU_SQ_STAIRS)
		return true;
	return pu_at(s, x, y + 1, f) >= 0;
}

/* Does entering square x, y (pu_enter there, standing) cost nothing?
 * No secret token (a trap among them), acid, spikes, stairs, fire or
 * ON POWERUP there. */
static bool pu_warn_ground(const struct pu_state *s, int x, int y)
{
	int k = s->kind[y][x];

	return !s->secret[y][x] && k != PU_SQ_ACID && k != PU_SQ_SPIKES && k != PU_SQ_STAIRS &&
	       !s->fire[y][x] && s->power[y][x] != 2;
}

/* Does a step of f by dx, dy into the free square x, y cost no life?
 * pu_step_fig: a secret token there acts first; sideways into the open
 * air the active BUGBUSTER acts before it falls; else pu_place there. */
static bool pu_warn_step_quiet(const struct pu_state *s, int f, int dy, int x, int y)
{
	if (s->secret[y][x])
		return false;
	if (!pu_warn_held(s, f, x, y))
		return dy == 0 && s->phase == PU_PH_BB && s->active == s->fig[f].seat;
	return pu_warn_ground(s, x, y);
}

/* Would pu_land_now for seat change nothing but its air flag?  Its
 * BUGBUSTER came up from the ground (not a jump-attack, which lands
 * where it started), stands held where it is, what it carries is with
 * it, the square holds nothing to enter (no coins, key, secret token,
 * acid, spikes, stairs, fire or ON POWERUP) and the board is settled. */
bool pu_warn_lands_idle(const struct pu_state *s, const struct pu_data *d, int seat)
{
	const struct pu_bb *b = &s->bb[seat];
	const struct pu_fig *g = &s->fig[b->fig];
	int x = g->x, y = g->y;

	if (b->air == 2 || !pu_alive(s, b->fig) || !pu_on_board(s, x, y) ||
	    (g->carry >= 0 && (s->fig[g->carry].x != x || s->fig[g->carry].y != y)))
		return false;
	return pu_supported(s, d, b->fig) && pu_warn_ground(s, x, y) && !s->coins[y][x] &&
	       !s->keys[y][x] && pu_warn_settled(s, d);
}

/* The board settled (pu_warn_settled, asked once a prompt). */
static bool pu_warn_calm(const struct pu_state *s, const struct pu_data *d, int *settled)
{
	if (*settled == 0)
		*settled = pu_warn_settled(s, d) ? 1 : 2;
	return *settled == 1;
}

/* Does the accepted turn action k of seat (move, flip or jump, taken
 * on the ground) certainly cost its BUGBUSTER no life, as the board
 * shows it?  *settled caches pu_warn_settled for the state (0 unknown,
 * 1 yes, 2 no).  false: the board does not tell (try it). */
bool pu_warn_quiet(const struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *k,
		   int *settled)
{
	int f = s->bb[seat].fig, air = s->bb[seat].air, st[PU_H], dx = 0, dy = 0, x, y;
	const char *v = k->argv[0];

	if (s->fig[f].kind != PU_FK_BB || s->fig[f].aboard)
		return false;
	if (strcmp(v, "midjump") == 0)
		return true;	/* a shift in the air: nothing lands or falls */
	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].carry == f)
			return false;	/* carried: its carrier lets go first */
	/* in the air every other action lands first: where it is, when that
	 * holds it (not a jump-attack, which lands where it started) */
	if (air && (air == 2 || !pu_supported(s, d, f) || !pu_warn_ground(s, s->fig[f].x, s->fig[f].y) ||
		    !pu_warn_calm(s, d, settled)))
		return false;
	if (strcmp(v, "flip") == 0 || strcmp(v, "land") == 0)
		return true;	/* a turn on the spot; a landing just shown to be safe */
	if (pu_stack(s, d, f, st) > 0 || !pu_warn_calm(s, d, settled))
		return false;	/* whoever stands on its head moves or falls */
	if (strcmp(v, "jump") == 0)
		return true;	/* in the air, where nothing hurts it yet */
	if (strcmp(v, "move") != 0 || k->argc < 2 || pu_dir4(k->argv[1], &dx, &dy) < 0)
		return false;
	x = s->fig[f].x + dx;
	y = s->fig[f].y + dy;
	if (pu_at(s, x, y, f) >= 0)
		return false;	/* an ally or a VIP: pushed, passed or traded with */
	return pu_warn_step_quiet(s, f, dy, x, y);
}

/* Try accepted action k on the scratch copy and put what it cost the
 * deciding BUGBUSTER into o's warning.  Only the move itself is carried
 * out (not the turns it may end), so what the BUGs do next never shows
 * as the move's fault. */
static void pu_warn_try(struct pu_pctx *c, struct tt_option *o, const struct cmd *k)
{
	int f = c->s->bb[c->seat].fig, lost;
	const struct pu_fig *a = &c->s->fig[f], *b;
	const char *why = "";
	struct pu_go g;

	memcpy(c->tmp, c->s, sizeof *c->tmp);
	if (c->d->hooks->play->check(c->tmp, c->d, c->seat, k, &g, NULL) < 0)
		return;
	tt_out_discard(c->out);	/* nobody reads them */
	g.exec(c->tmp, c->d, &g, c->out);
	b = &c->tmp->fig[f];
	if (b->lives >= a->lives)
		return;
	lost = a->lives - b->lives;
	if (!pu_on_board(c->tmp, b->x, b->y))
		why = "the void: ";
	else if (c->tmp->kind[b->y][b->x] == PU_SQ_ACID)
		why = "acid: ";
	else if (c->tmp->kind[b->y][b->x] == PU_SQ_SPIKES)
		why = "spikes: ";
	else if (c->tmp->fire[b->y][b->x])
		why = "fire: ";
	else if (b->y > a->y + 1)
		why = "a fall: ";
	if (b->lives <= 0)
		snprintf(o->warn, sizeof o->warn, "%s%s dies", why, pu_fig_name(c->s, c->d, f));
	else
		snprintf(o->warn, sizeof o->warn, "%s%s loses %d li%s", why, pu_fig_name(c->s, c->d, f),
			 lost, lost == 1 ? "fe" : "ves");
}

void pu_warn_opt(struct pu_pctx *c, struct tt_option *o, const char *verb, const char *arg)
{
	struct cmd k;

	if (!c->tmp || c->seat < 0 || c->s->bb[c->seat].fig < 0 ||
	    c->s->fig[c->s->bb[c->seat].fig].lives <= 0)
		return;
	k.argc = arg ? 2 : 1;	/* the words pu_optw judged the option by */
	k.seat[0] = '\0';
	tt_strlcpy(k.argv[0], verb, sizeof k.argv[0]);
	tt_strlcpy(k.argv[1], arg ? arg : "", sizeof k.argv[1]);
	for (int i = 2; i < CMD_MAXARG; i++)
		k.argv[i][0] = '\0';
	if (!pu_warn_quiet(c->s, c->d, c->seat, &k, &c->settled))
		pu_warn_try(c, o, &k);
}
