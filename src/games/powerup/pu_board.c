/*
 * pu_board.c - POWERUP physics: the squares, what supports a figure,
 * steps, gravity and falls, the effects of arriving on a square (acid,
 * spikes, fire, stairs, coins, POWERUPs, secret tokens) and pushes in a
 * chain.  Also the tile parser, since tiles are made of these squares.
 *
 * Invariant: at most one standing figure per square, except cargo (it
 * shares its carrier's square), passengers of the GLITCH and defeated
 * BUGBUSTERs lying on the ground (they block nothing).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu.h"

const char *const pu_sq_names[PU_SQ_N] = {
	"air", "solid", "ladder", "stairs", "gateway", "acid", "spikes", "door"
};
const char pu_sq_sym[PU_SQ_N + 1] = ".#HSGAVD";

static int pu_tile_row(struct conf_doc *doc, struct conf_sec *s, int r, struct pu_tile *t,
		       struct tt_err *err)
{
	char key[4];
	const char *v, *p;
	int c = 0;

	snprintf(key, sizeof key, "r%d", r + 1);
	if (!(v = conf_raw(s, key)))
		return conf_errf(doc, s->line, err, "tile '%s' needs a row %s", t->name, key);
	for (p = v; *p; ) {
		const char *k;
		char a = p[0], b = a ? p[1] : 0;
		if (c == PU_T || !a || !b || (p[2] && p[2] != ' '))
			return conf_errf(doc, conf_line(s, key), err,
					"%s: expected %d squares of two characters", key, PU_T);
		if (a == '$') {
			t->coins[r][c] = 1;
			a = '.';
		} else if (a == 'd') {
			t->drum[r][c] = 1;
			a = '.';
		}
		if (!(k = strchr(pu_sq_sym, a)) || (b != '_' && b != '.'))
			return conf_errf(doc, conf_line(s, key), err,
					"%s: square '%c%c' is not one of . # H S G A V D $ d then _ or .",
					key, p[0], p[1]);
		t->kind[r][c] = (uint8_t)(k - pu_sq_sym);
		t->floor[r][c] = b == '_';
		c++;
		p += p[2] ? 3 : 2;
	}
	if (c != PU_T)
		return conf_errf(doc, conf_line(s, key), err, "%s: expected %d squares", key, PU_T);
	return 0;
}

int pu_tiles_parse(struct pu_data *d, struct conf_doc *doc, struct tt_err *err)
{
	for (int i = 0; i < doc->nsec; i++) {
		struct conf_sec *s = &doc->sec[i];
		struct pu_tile *t;
		if (strncmp(s->name, "tile ", 5) != 0)
			continue;
		if (d->ntile == PU_MAXTILE)
			return conf_errf(doc, s->line, err, "at most %d tiles", PU_MAXTILE);
		s->used = true;
		t = &d->tile[d->ntile++];
		tt_strlcpy(t->name, s->name + 5, sizeof t->name);
		for (int r = 0; r < PU_T; r++)
			if (pu_tile_row(doc, s, r, t, err) < 0)
				return -1;
	}
	if (d->ntile < 12)
		return conf_errf(doc, 0, err, "expected at least 12 tiles, found %d", d->ntile);
	return 0;
}

bool pu_on_board(const struct pu_state *s, int x, int y)
{
	return x >= 0 && y >= 0 && x < s->w && y < s->h;
}

bool pu_alive(const struct pu_state *s, int f)
{
	const struct pu_fig *g = &s->fig[f];

	return g->kind != PU_FK_NONE && g->lives > 0;
}

bool pu_is_obstacle_fig(const struct pu_fig *g)
{
	return g->kind == PU_FK_DRUM || g->kind == PU_FK_COVER || g->kind == PU_FK_PORTAL;
}

/* The figure standing in a square (not cargo, not passengers, not lying
 * defeated), skipping skip; -1 if none. */
int pu_at(const struct pu_state *s, int x, int y, int skip)
{
	for (int i = 0; i < s->nfig; i++) {
		const struct pu_fig *g = &s->fig[i];
		if (i == skip || g->x != x || g->y != y || !pu_alive(s, i) || g->aboard)
			continue;
		bool cargo = false;
		for (int j = 0; j < s->nfig && !cargo; j++)
			cargo = s->fig[j].carry == i && pu_alive(s, j);
		if (!cargo)
			return i;
	}
	return -1;
}

int pu_top_at(const struct pu_state *s, int x, int y)
{
	return pu_at(s, x, y, -1);
}

/* Walls for walking and pushing: off the board, solid, a closed door. */
bool pu_blocks(const struct pu_state *s, int x, int y)
{
	if (!pu_on_board(s, x, y))
		return true;
	return s->kind[y][x] == PU_SQ_SOLID || (s->kind[y][x] == PU_SQ_DOOR && !s->door_open[y][x]);
}

bool pu_floor_under(const struct pu_state *s, int x, int y)
{
	if (y >= s->h - 1)
		return true;
	return s->floor[y][x] || s->kind[y + 1][x] == PU_SQ_SOLID;
}

bool pu_flying(const struct pu_state *s, const struct pu_data *d, int f)
{
	const struct pu_fig *g = &s->fig[f];

	return g->kind == PU_FK_GLITCH || (g->kind == PU_FK_BUG && (d->bug[g->type].abil & PU_AB_FLYING));
}

bool pu_supported(const struct pu_state *s, const struct pu_data *d, int f)
{
	const struct pu_fig *g = &s->fig[f];
	int x = g->x, y = g->y;

	if (pu_flying(s, d, f) || !pu_on_board(s, x, y) || pu_floor_under(s, x, y))
		return true;
	if (s->kind[y][x] == PU_SQ_LADDER || s->kind[y][x] == PU_SQ_STAIRS)
		return true;
	if (s->kind[y + 1][x] == PU_SQ_LADDER || s->kind[y + 1][x] == PU_SQ_STAIRS)
		return true;
	return pu_at(s, x, y + 1, f) >= 0;
}

/* May figure f step by (dx, dy), terrain only?  Sideways anywhere open;
 * up from a ladder or stairs; down onto a ladder or stairs, or down a
 * ladder through an open floor. */
bool pu_can_step(const struct pu_state *s, int f, int dx, int dy)
{
	const struct pu_fig *g = &s->fig[f];
	int x = g->x, y = g->y, tx = x + dx, ty = y + dy;

	if (pu_blocks(s, tx, ty))
		return false;
	if (dy < 0)
		return s->kind[y][x] == PU_SQ_LADDER || s->kind[y][x] == PU_SQ_STAIRS;
	if (dy > 0)
		return s->kind[ty][tx] == PU_SQ_LADDER || s->kind[ty][tx] == PU_SQ_STAIRS ||
		       (s->kind[y][x] == PU_SQ_LADDER && !s->floor[y][x]);
	return true;
}

int pu_new_fig(struct pu_state *s, int kind, int type, int x, int y, int face)
{
	int f = -1;

	for (int i = 0; i < s->nfig && f < 0; i++)
		if (s->fig[i].kind == PU_FK_NONE)
			f = i;
	if (f < 0) {
		if (s->nfig == PU_MAXFIG)
			return -1;
		f = s->nfig++;
	}
	memset(&s->fig[f], 0, sizeof s->fig[f]);
	s->fig[f] = (struct pu_fig){ .kind = (uint8_t)kind, .type = (uint8_t)type, .x = (int8_t)x,
				     .y = (int8_t)y, .face = (int8_t)face, .lives = 1, .carry = -1 };
	return f;
}

const char *pu_fig_name(const struct pu_state *s, const struct pu_data *d, int f)
{
	const struct pu_fig *g = &s->fig[f];

	switch (g->kind) {
	case PU_FK_BB: return d->sheet[g->type].name;
	case PU_FK_BUG: return d->bug[g->type].name;
	case PU_FK_NPC: return g->type ? d->mission.npc_name[(g->type - 1) % PU_NPCNAME] : "the VIP";
	case PU_FK_DRUM: return "the explosive drum";
	case PU_FK_COVER: return "the cover obstacle";
	case PU_FK_PORTAL: return "the portal piece";
	case PU_FK_ROBOT: return g->type ? "the BLU robot" : "the RED robot";
	case PU_FK_GLITCH: return "the GLITCH";
	default: return "nothing";
	}
}

/* Spikes or fire push their victim up or down when it chooses so: the
 * square must be free with no floor between (it may fall back). */
int pu_spike_vertical_check(const struct pu_state *s, int f, int dy, struct tt_err *err)
{
	int x = s->fig[f].x, y = s->fig[f].y, ty = y + dy;

	if (pu_blocks(s, x, ty) || s->floor[dy < 0 ? ty : y][x] || pu_at(s, x, ty, f) >= 0)
		return tt_errf(err, "the square %s is not free to be pushed into (a wall, a floor or a figure)", dy < 0 ? "above" : "below");
	return 0;
}

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

/* A BUGGIE trap: a BUGGIE appears in f's square and f is pushed back to
 * (bx, by), the square it came from; when that is unknown (-1) or not
 * free, to the free square behind it, ahead of it or above it, in that
 * order (it stays on the BUGGIE's head when none is free). */
void pu_trap(struct pu_state *s, const struct pu_data *d, int f, int bx, int by, struct tt_out *out)
{
	struct pu_fig *g = &s->fig[f];
	int x = g->x, y = g->y, b, cand[4][2] = { { bx, by }, { x - g->face, y }, { x + g->face, y },
						  { x, y - 1 } };

	s->secret[y][x] = 0;
	tt_outf(out, "A secret token was a BUGGIE trap!\n");
	b = pu_new_fig(s, PU_FK_BUG, d->buggie, x, y, -g->face);
	if (b < 0)
		return;
	s->fig[b].lives = (int8_t)d->bug[d->buggie].lives;
	s->fig[b].fresh = 1;
	for (int k = 0; k < 4; k++) {
		int cx = cand[k][0], cy = cand[k][1];
		if (!pu_on_board(s, cx, cy) || pu_blocks(s, cx, cy) || pu_at(s, cx, cy, f) >= 0 ||
		    (k == 3 && s->floor[cy][cx]))
			continue;
		g->x = (int8_t)cx;
		g->y = (int8_t)cy;
		pu_sync_cargo(s, f);
		tt_outf(out, "%s is pushed back.\n", pu_fig_name(s, d, f));
		return;
	}
	g->y = (int8_t)(y - 1 >= 0 ? y - 1 : y);	/* on the BUGGIE's head */
	pu_sync_cargo(s, f);
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

/* What f carries stands where f stands. */
void pu_sync_cargo(struct pu_state *s, int f)
{
	int c = s->fig[f].carry;

	if (c >= 0 && c < s->nfig) {
		s->fig[c].x = s->fig[f].x;
		s->fig[c].y = s->fig[f].y;
	}
}

/* The figures standing on f's head, bottom up: straight above, with no
 * floor between them, not on a ladder or stairs of their own and not
 * floating (a flying BUG needs no head to stand on). */
int pu_stack(const struct pu_state *s, const struct pu_data *d, int f, int *v)
{
	int n = 0, x = s->fig[f].x, y = s->fig[f].y, o;

	while (n < PU_H && pu_on_board(s, x, y - 1) && !s->floor[y - 1][x] &&
	       (o = pu_at(s, x, y - 1, f)) >= 0 && !pu_flying(s, d, o) &&
	       s->kind[y - 1][x] != PU_SQ_LADDER && s->kind[y - 1][x] != PU_SQ_STAIRS) {
		v[n++] = o;
		y--;
	}
	return n;
}

/* After the figure under them stepped dx sideways, the stack st[0..n)
 * (bottom up) follows it; the first one blocked by a wall or a figure
 * stays behind with all above it (they fall when they lost their
 * support). */
void pu_carry_stack(struct pu_state *s, const struct pu_data *d, const int *st, int n, int dx,
		    struct tt_out *out)
{
	for (int k = 0; k < n; k++) {
		struct pu_fig *g = &s->fig[st[k]];
		if (pu_blocks(s, g->x + dx, g->y) || pu_at(s, g->x + dx, g->y, st[k]) >= 0) {
			tt_outf(out, "%s is blocked on top and stays behind.\n", pu_fig_name(s, d, st[k]));
			break;
		}
		g->x = (int8_t)(g->x + dx);
		pu_sync_cargo(s, st[k]);
		tt_outf(out, "%s rides along on top.\n", pu_fig_name(s, d, st[k]));
	}
}

/* The square nearest to x0,y0 (its own row first, then reading order)
 * that ok() accepts; false when there is none. */
bool pu_nearest_sq(const struct pu_state *s, int x0, int y0,
		   bool (*ok)(const struct pu_state *s, int x, int y), int *bx, int *by)
{
	int best = 9999;

	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++) {
			int dist = (abs(x - x0) + abs(y - y0)) * 2 + (y != y0);
			if (dist < best && ok(s, x, y)) {
				best = dist;
				*bx = x;
				*by = y;
			}
		}
	return best < 9999;
}

static bool pu_key_ground(const struct pu_state *s, int x, int y)
{
	return s->kind[y][x] != PU_SQ_ACID && !pu_blocks(s, x, y);
}

/* The keys a figure carries fall to the ground where it stands, to be
 * picked up again; never into acid or the void (house rule: the nearest
 * square that is neither). */
void pu_drop_keys(struct pu_state *s, int f)
{
	struct pu_fig *g = &s->fig[f];
	int x, y;

	if (g->secret && pu_nearest_sq(s, g->x, g->y, pu_key_ground, &x, &y))
		s->keys[y][x] = (uint8_t)(s->keys[y][x] | g->secret);
	g->secret = 0;
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
	pu_pend_forget(s, f);
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

void pu_stairs(struct pu_state *s, const struct pu_data *d, int f, struct tt_out *out)
{
	struct pu_fig *g = &s->fig[f];
	int n = 0;

	while (s->kind[g->y][g->x] == PU_SQ_STAIRS && !pu_blocks(s, g->x, g->y - 1) &&
	       pu_at(s, g->x, g->y - 1, f) < 0) {
		g->y--;
		n++;
	}
	pu_sync_cargo(s, f);
	if (n)
		tt_outf(out, "The stairs carry %s up %d square%s.\n", pu_fig_name(s, d, f), n,
			n == 1 ? "" : "s");
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

/* Two BUGs of a TEAM 4 kind standing together as one stack? */
bool pu_team(const struct pu_state *s, const struct pu_data *d, int a, int b)
{
	return s->fig[a].kind == PU_FK_BUG && s->fig[b].kind == PU_FK_BUG && s->fig[a].type == s->fig[b].type &&
	       (d->bug[s->fig[a].type].abil & PU_AB_TEAM4);
}

/* Figures of f's TEAM 4 stack, f included. */
int pu_team_count(const struct pu_state *s, const struct pu_data *d, int f)
{
	int n = 0;

	for (int i = 0; i < s->nfig; i++)
		if (pu_alive(s, i) && s->fig[i].x == s->fig[f].x && s->fig[i].y == s->fig[f].y &&
		    (i == f || pu_team(s, d, i, f)))
			n++;
	return n;
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
