/*
 * pu_pow.c - POWERUP: the POW! cards that aim at something the player
 * chooses.  "play N X,Y" names the square: Coin Magnet takes every coin
 * of a square, Warp sends a BUGBUSTER (the player, or "play N X,Y NAME"
 * a partner) to an ON POWERUP and turns it OFF without turning another
 * ON, Overcharge turns ON an OFF POWERUP for each ammo point spent
 * ("play N X,Y X,Y ..."), Door Hack opens or closes a door, Hypno Ray
 * turns a BUG round and Barrier Granade raises a cover obstacle on a
 * square next to the player.  Without a square the card takes a default
 * (the richest square, the first free ON POWERUP, a random OFF POWERUP,
 * the nearest door or BUG, the square ahead).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_cmd.h"

bool pu_pow_aimed(int effect)
{
	return effect == PU_PE_COINS || effect == PU_PE_TELEPORT || effect == PU_PE_POWERON ||
	       effect == PU_PE_DOOR || effect == PU_PE_FACEBUG || effect == PU_PE_BARRIER;
}

/* Barrier Granade: a free square next to the player, with a floor (or
 * something to stand on) under it. */
static bool pu_barrier_sq(const struct pu_state *s, int seat, int x, int y)
{
	const struct pu_fig *g = &s->fig[s->bb[seat].fig];
	int dx = x - g->x, dy = y - g->y;

	return dx * dx + dy * dy <= 2 && (dx || dy) && !pu_blocks(s, x, y) && pu_at(s, x, y, -1) < 0 &&
	       s->kind[y][x] != PU_SQ_ACID && (pu_floor_under(s, x, y) || pu_at(s, x, y + 1, -1) >= 0);
}

/* Is the square x,y a choice this card accepts (for the player at seat)? */
bool pu_pow_square(const struct pu_state *s, int seat, int effect, int x, int y)
{
	int o;

	if (!pu_on_board(s, x, y))
		return false;
	switch (effect) {
	case PU_PE_BARRIER: return pu_barrier_sq(s, seat, x, y);
	case PU_PE_COINS: return s->coins[y][x] > 0;
	case PU_PE_TELEPORT: return s->power[y][x] == 2 && pu_at(s, x, y, -1) < 0;
	case PU_PE_POWERON: return s->power[y][x] == 1;
	case PU_PE_DOOR: return s->kind[y][x] == PU_SQ_DOOR && pu_at(s, x, y, -1) < 0;
	case PU_PE_FACEBUG: return (o = pu_at(s, x, y, -1)) >= 0 && s->fig[o].kind == PU_FK_BUG;
	default: return false;
	}
}

static const char *const pu_pow_what[PU_PE_N] = {
	[PU_PE_COINS] = "a square with coins", [PU_PE_TELEPORT] = "a free ON POWERUP",
	[PU_PE_POWERON] = "an OFF POWERUP", [PU_PE_DOOR] = "a door nobody stands in",
	[PU_PE_FACEBUG] = "a square with a BUG", [PU_PE_BARRIER] = "a free square next to you",
};

/* The default square: the richest, the first free ON POWERUP, a random
 * OFF POWERUP, the nearest door or BUG to figure f. */
static bool pu_pow_default(struct pu_state *s, int seat, int effect, int *bx, int *by)
{
	int f = s->bb[seat].fig;
	int bestv = 0, n = 0;

	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++) {
			int v;
			if (!pu_pow_square(s, seat, effect, x, y))
				continue;
			if (effect == PU_PE_POWERON) {	/* each as likely */
				if (dice_below(&s->dice, (uint32_t)++n) == 0) {
					*bx = x;
					*by = y;
				}
				continue;
			}
			v = effect == PU_PE_COINS ? s->coins[y][x] : effect == PU_PE_TELEPORT ? -(y * PU_W + x) :
			    effect == PU_PE_BARRIER ? (y == s->fig[f].y) * 2 + (x - s->fig[f].x == s->fig[f].face) :
			    -(abs(x - s->fig[f].x) + abs(y - s->fig[f].y));
			if (n++ == 0 || v > bestv) {
				bestv = v;
				*bx = x;
				*by = y;
			}
		}
	return n > 0;
}

/* Warp: the BUGBUSTER of seat who to the ON POWERUP at x,y, which goes
 * OFF with no other coming ON (and no store visit). */
static void pu_pow_warp(struct pu_state *s, const struct pu_data *d, int who, int x, int y,
			struct tt_out *out)
{
	int f = s->bb[who].fig;

	s->power[y][x] = 1;
	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].carry == f)
			s->fig[i].carry = -1;
	tt_outf(out, "%s warps to the POWERUP at %d,%d, which goes OFF.\n", pu_fig_name(s, d, f), x, y);
	pu_place(s, d, f, x, y, out);
	pu_settle(s, d, out);
}

static void pu_pow_cover(struct pu_state *s, int x, int y, struct tt_out *out)
{
	int o = pu_new_fig(s, PU_FK_COVER, 0, x, y, 1);

	if (o >= 0)
		s->fig[o].lives = 1;
	tt_outf(out, "A cover obstacle of 2 armour rises at %d,%d.\n", x, y);
}

static int pu_pow_one(struct pu_state *s, const struct pu_data *d, int seat, int who, int effect, int x,
		      int y, struct tt_out *out)
{
	struct pu_bb *b = &s->bb[seat];
	int f = b->fig;

	switch (effect) {
	case PU_PE_COINS:
		tt_outf(out, "%s collects %d coin%s from %d,%d.\n", pu_fig_name(s, d, f), s->coins[y][x],
			s->coins[y][x] == 1 ? "" : "s", x, y);
		b->coins = (int16_t)(b->coins + s->coins[y][x]);
		s->coins[y][x] = 0;
		break;
	case PU_PE_TELEPORT:
		pu_pow_warp(s, d, who, x, y, out);
		break;
	case PU_PE_POWERON:
		b->ammo--;
		s->power[y][x] = 2;
		tt_outf(out, "The POWERUP at %d,%d is ON again (1 ammo).\n", x, y);
		break;
	case PU_PE_DOOR:
		s->door_open[y][x] = !s->door_open[y][x];
		tt_outf(out, "The door at %d,%d %s.\n", x, y, s->door_open[y][x] ? "opens" : "closes");
		pu_settle(s, d, out);
		break;
	case PU_PE_BARRIER:
		pu_pow_cover(s, x, y, out);
		break;
	case PU_PE_FACEBUG:
		for (int i = 0; i < s->nfig; i++)
			if (s->fig[i].kind == PU_FK_BUG && pu_alive(s, i) && s->fig[i].x == x && s->fig[i].y == y)
				s->fig[i].face = (int8_t)-s->fig[i].face;
		tt_outf(out, "%s turns round.\n", pu_fig_name(s, d, pu_at(s, x, y, -1)));
		break;
	}
	return 0;
}

/* Is there a square the card accepts, for its default? */
static bool pu_pow_any(const struct pu_state *s, int seat, int effect)
{
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++)
			if (pu_pow_square(s, seat, effect, x, y))
				return true;
	return false;
}

/* An aimed card's arguments, from c->argv[first] on: the squares in
 * g->sq (none: the default, chosen when played), Warp's partner in g->o;
 * ammo is what the player will have once the card's own cost is paid. */
int pu_pow_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g, int effect,
		 int first, int ammo, struct tt_err *err)
{
	const struct cmd *c = g->c;
	int n = 0;

	g->o = g->seat;
	for (int i = first; i < c->argc; i++) {
		char tail;
		int x, y;
		if (sscanf(c->argv[i], "%d,%d%c", &x, &y, &tail) == 2) {
			if (!pu_pow_square(s, g->seat, effect, x, y))
				return tt_errf(err, "%d,%d is not %s", x, y, pu_pow_what[effect]);
			for (int k = 0; k < n; k++)
				if (g->sq[k][0] == x && g->sq[k][1] == y)
					return tt_errf(err, "%d,%d is named twice", x, y);
			if (n == 1 && effect != PU_PE_POWERON)
				return tt_errf(err, "this card takes one square");
			g->sq[n][0] = x;
			g->sq[n][1] = y;
			n++;
		} else if (effect == PU_PE_TELEPORT && i == c->argc - 1 &&
			   (g->o = pu_seat_named(s, d, c->argv[i])) >= 0 && g->o != g->seat) {
			if (s->fig[s->bb[g->o].fig].lives <= 0 || s->fig[s->bb[g->o].fig].aboard)
				return tt_errf(err, "%s cannot be warped now", c->argv[i]);
		} else {
			return tt_errf(err, "play N X,Y: name %s by its square", pu_pow_what[effect]);
		}
	}
	g->nsq = n;
	if (n == 0 && !pu_pow_any(s, g->seat, effect))
		return tt_errf(err, "there is no %s for this card", pu_pow_what[effect] + 2);
	if (effect == PU_PE_POWERON && ammo < (n ? n : 1))
		return tt_errf(err, "each POWERUP turned ON costs 1 ammo and you have %d", ammo);
	return 0;
}

/* Play an aimed card pu_pow_check accepted. */
void pu_pow_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g, int effect,
		 struct tt_out *out)
{
	int sq[CMD_MAXARG][2], n = g->nsq;

	memcpy(sq, g->sq, sizeof sq);
	if (n == 0) {
		pu_pow_default(s, g->seat, effect, &sq[0][0], &sq[0][1]);
		n = 1;
	}
	for (int k = 0; k < n; k++)
		pu_pow_one(s, d, g->seat, g->o, effect, sq[k][0], sq[k][1], out);
}

/* One option of aimed card n (its word num) at square x, y (the word
 * at), for partner name's Trick (NULL: one's own card), warping whom
 * (NULL: nobody): the option kept, or NULL. */
static struct tt_option *pu_pow_opt(struct pu_pctx *c, const char *name, const char *num,
				    const char *at, const char *whom)
{
	if (name)
		return pu_optw(c, NULL, true, 0, "trick", name, num, at, whom, NULL);
	return pu_optw(c, NULL, true, 0, "play", num, at, whom, NULL);
}

/* The prompt's options for aimed card n of seat: "play N X,Y" (for
 * partner name's Trick card "trick NAME N X,Y") a square, Warp also per
 * partner; each judged as words, its label written only when kept. */
void pu_pow_choices(struct pu_pctx *c, int seat, int n, int effect, const char *name)
{
	const struct pu_state *s = c->s;
	const struct pu_data *d = c->d;
	const char *card = d->pow[s->bb[seat].hand[n - 1]].name;
	char num[12], at[24], low[PU_NAME];
	struct tt_option *o;

	pu_numw(num, sizeof num, n);
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++) {
			size_t len = 0;
			if (!pu_pow_square(s, seat, effect, x, y))
				continue;
			tt_cat_int(at, sizeof at, &len, x);
			tt_cat(at, sizeof at, &len, ",");
			tt_cat_int(at, sizeof at, &len, y);
			if ((o = pu_pow_opt(c, name, num, at, NULL)) != NULL)
				snprintf(o->label, sizeof o->label, "%s at %d,%d", card, x, y);
			for (int i = 0; effect == PU_PE_TELEPORT && i < s->nseats; i++) {
				const char *nm = d->sheet[s->fig[s->bb[i].fig].type].name;
				if (i == seat)
					continue;
				pu_lower(low, nm, sizeof low);
				if ((o = pu_pow_opt(c, name, num, at, low)) != NULL)
					snprintf(o->label, sizeof o->label, "Warp %s to %d,%d", nm, x, y);
			}
		}
}

/* What a card that aims at nothing has just done, for the log. */
void pu_pow_said(const struct pu_state *s, const struct pu_data *d, int seat, int effect,
		 struct tt_out *out)
{
	const struct pu_bb *b = &s->bb[seat];
	const char *who = d->sheet[s->fig[b->fig].type].name;

	switch (effect) {
	case PU_PE_RP: tt_outf(out, "%s has %d reaction points.\n", who, b->rp); break;
	case PU_PE_AMMO: tt_outf(out, "%s has %d ammo.\n", who, b->ammo); break;
	case PU_PE_LIFE: tt_outf(out, "%s has %d lives.\n", who, s->fig[b->fig].lives); break;
	case PU_PE_WHITE: tt_outf(out, "%s's next melee attack adds a white die.\n", who); break;
	case PU_PE_YELLOW: tt_outf(out, "%s's next attack adds a yellow die.\n", who); break;
	case PU_PE_HIT: tt_outf(out, "%s's next ranged attack adds a hit.\n", who); break;
	case PU_PE_ARMOUR: tt_outf(out, "%s has 1 more armour until the end of the turn.\n", who); break;
	case PU_PE_SHIELD:
		tt_outf(out, "%s can neither attack nor be attacked until the end of the turn.\n", who);
		break;
	case PU_PE_REROLL: tt_outf(out, "%s may re-roll the next attack.\n", who); break;
	case PU_PE_DISRUPT: tt_outf(out, "The BUGs cannot spawn in their next turn.\n"); break;
	default: break;
	}
}
