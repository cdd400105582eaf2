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
#include "pu_board.h"

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
