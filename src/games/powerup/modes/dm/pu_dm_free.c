/*
 * pu_dm_free.c - POWERUP Deathmatch: the free set-up (the option
 * setup=free, or a mission's setup = free).  Instead of the layout's own
 * pieces the teams place, RED first and then in turn: the POWERUPs (one
 * for each tile of the board, half each, RED the odd one; never two on
 * a tile), their half of the secret chips (the mission's tokens, dealt
 * at random), one explosive drum each, their robot on their base, and
 * last each BUGBUSTER on its team's base, placed by its own player.
 *
 * A placement is the command `place WHAT [V] X,Y` answering the decision
 * PU_PD_DMPLACE; `aim X,Y` moves the cursor the screen places at (a
 * preview: not kept in the history).  The chips' values are secret from
 * the other team: the placing prompt is a hidden one, the view shows a
 * team its own chips only, redact deals the rival's again.  Until the
 * set-up is over (pu_dmf_placing) no turn starts.  Where the rulebook
 * says "wherever they want", a piece needs an open square with a floor
 * that is not a trap (a house rule: a BUGBUSTER comes back on a POWERUP).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dump.h"
#include "keyline.h"
#include "../pu_modes.h"

static const char *const pu_dmf_words[] = { "powerup", "chip", "drum", "robot", "bugbuster", NULL };
static const char *const pu_dmf_names[] = { "a POWERUP", "a secret chip", "an explosive drum",
					    "the robot", "the BUGBUSTER" };

bool pu_dmf_placing(const struct pu_state *s)
{
	return s->dmf.on && s->dmf.step < PU_DF_DONE;
}

/* Team's robot's home square: the layout's, or where the free set-up
 * placed it. */
const int8_t *pu_dm_home(const struct pu_state *s, const struct pu_data *d, int team)
{
	return s->dmf.on ? s->dmf.home[team] : d->mission.dm.robot[team];
}

/* Seat's square on its base (after a capture): the layout's, or where
 * the free set-up placed the BUGBUSTER. */
const int8_t *pu_dm_start(const struct pu_state *s, const struct pu_data *d, int seat)
{
	return s->dmf.on ? s->dmf.start[seat] : d->mission.start[seat];
}

/* The team that places next: in turn from RED, the other when one has
 * nothing left of this step. */
static int pu_dmf_team(const struct pu_state *s)
{
	int t = s->dmf.n % 2;

	return s->dmf.left[t] > 0 ? t : 1 - t;
}

/* Who answers: a team's pieces its first seat (seat 0 RED, 1 BLU), a
 * BUGBUSTER its own player. */
static int pu_dmf_seat(const struct pu_state *s)
{
	if (s->dmf.step == PU_DF_BB)
		for (int i = 0; i < s->nseats; i++)
			if (s->dmf.bbleft >> i & 1)
				return i;
	return pu_dmf_team(s);
}

/* Base tile centre of team. */
static void pu_dmf_base(const struct pu_data *d, int team, int *x, int *y)
{
	*x = d->mission.dm.base[team][0] * PU_T + PU_T / 2;
	*y = d->mission.dm.base[team][1] * PU_T + PU_T / 2;
}

/* The figure this placement moves (robot, BUGBUSTER), -1 for new pieces. */
static int pu_dmf_fig(const struct pu_state *s, int item, int team, int seat)
{
	if (item == PU_DF_ROBOT)
		return s->dm.robot[team];
	return item == PU_DF_BB ? s->bb[seat].fig : -1;
}

static int pu_dmf_ground(const struct pu_state *s, int x, int y, struct tt_err *err)
{
	int k = s->kind[y][x];

	if (k == PU_SQ_SOLID)
		return tt_errf(err, "square %d,%d is inside a wall: pieces go on open squares", x, y);
	if (k == PU_SQ_ACID || k == PU_SQ_SPIKES)
		return tt_errf(err, "square %d,%d is a trap (%s): no piece is set on one", x, y,
			       k == PU_SQ_ACID ? "acid" : "spikes");
	if (k != PU_SQ_AIR && k != PU_SQ_LADDER)
		return tt_errf(err, "square %d,%d is a gateway, door or stairs: pieces go on open floor", x, y);
	if (!pu_floor_under(s, x, y))
		return tt_errf(err, "square %d,%d has no floor under it: pieces stand on a floor", x, y);
	return 0;
}

/* The POWERUP already on the tile of (x, y), as a square index, or -1. */
static int pu_dmf_tile_power(const struct pu_state *s, int x, int y)
{
	int x0 = x / PU_T * PU_T, y0 = y / PU_T * PU_T;

	for (int r = y0; r < y0 + PU_T; r++)
		for (int c = x0; c < x0 + PU_T; c++)
			if (s->power[r][c])
				return r * PU_W + c;
	return -1;
}

/* May item go on (x, y) for team (the figure f moving there, or -1)? */
static int pu_dmf_square(const struct pu_state *s, const struct pu_data *d, int item, int team, int f,
			 int x, int y, struct tt_err *err)
{
	int o, pw;

	if (!pu_on_board(s, x, y))
		return tt_errf(err, "square %d,%d is off the board", x, y);
	if (pu_dmf_ground(s, x, y, err) < 0)
		return -1;
	if (item == PU_DF_POWER && (pw = pu_dmf_tile_power(s, x, y)) >= 0)
		return tt_errf(err, "the tile of %d,%d has a POWERUP already (at %d,%d): one POWERUP a tile",
			       x, y, pw % PU_W, pw / PU_W);
	if (item == PU_DF_CHIP && s->secret[y][x])
		return tt_errf(err, "square %d,%d holds a secret chip already: one chip a square", x, y);
	if (item == PU_DF_CHIP && s->power[y][x])
		return tt_errf(err, "square %d,%d holds a POWERUP: a chip lies on a square of its own", x, y);
	if (item == PU_DF_CHIP && (o = pu_at(s, x, y, -1)) >= 0)
		return tt_errf(err, "square %d,%d is taken by %s: a chip lies on a square of its own", x, y,
			       pu_fig_name(s, d, o));
	if (item >= PU_DF_DRUM && s->secret[y][x])
		return tt_errf(err, "square %d,%d holds a secret chip: figures start beside the chips", x, y);
	if (item == PU_DF_DRUM && s->power[y][x])
		return tt_errf(err, "square %d,%d holds a POWERUP: a drum there would block it", x, y);
	if (item >= PU_DF_DRUM && (o = pu_at(s, x, y, f)) >= 0)
		return tt_errf(err, "square %d,%d is taken by %s: one figure a square", x, y, pu_fig_name(s, d, o));
	if (item >= PU_DF_ROBOT && !pu_dm_on_base(d, team, x, y))
		return tt_errf(err, "square %d,%d is not on the %s base: %s starts on its team's base", x, y,
			       pu_dm_team_name(team), item == PU_DF_ROBOT ? "a robot" : "a BUGBUSTER");
	return 0;
}

/* Index in team's hand of chip value v, -1. */
static int pu_dmf_in_hand(const struct pu_state *s, int team, int v)
{
	for (int i = 0; i < s->dmf.nchip[team]; i++)
		if (s->dmf.chip[team][i] == v)
			return i;
	return -1;
}

static void pu_dmf_hand_text(const struct pu_state *s, int team, char *buf, size_t cap)
{
	size_t k = 0;

	buf[0] = '\0';
	for (int i = 0; i < s->dmf.nchip[team] && k + 3 < cap; i++)
		k += (size_t)snprintf(buf + k, cap - k, "%s%c", i ? " " : "", s->dmf.chip[team][i]);
}

static int pu_dmf_xy(const char *a, int *x, int *y)
{
	int n = 0;

	return a && sscanf(a, "%d,%d%n", x, y, &n) == 2 && a[n] == '\0' ? 0 : -1;
}

/* place WHAT [V] X,Y: g->k the item, g->t the team, g->n the chip's
 * index in the hand, g->x, g->y the square, g->f the figure moved. */
int pu_dmf_place_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
			      struct tt_err *err)
{
	const struct cmd *c = g->c;
	int item = -1, step = s->dmf.step, a = 2;
	char hand[24];

	for (int i = 0; c->argc > 1 && pu_dmf_words[i]; i++)
		if (strcmp(c->argv[1], pu_dmf_words[i]) == 0)
			item = i;
	if (item < 0)
		return tt_errf(err, "place powerup|chip V|drum|robot|bugbuster X,Y: the set-up places %s now",
			       pu_dmf_names[step]);
	if (item != step)
		return tt_errf(err, "the set-up places %s now, not %s: POWERUPs, then chips, drums, robots, "
			       "BUGBUSTERs", pu_dmf_names[step], pu_dmf_names[item]);
	g->t = step == PU_DF_BB ? s->dm.team[g->seat] : pu_dmf_team(s);
	g->k = item;
	if (item == PU_DF_CHIP) {
		pu_dmf_hand_text(s, g->t, hand, sizeof hand);
		if (c->argc < 3 || strlen(c->argv[2]) != 1 ||
		    (g->n = pu_dmf_in_hand(s, g->t, toupper((unsigned char)c->argv[2][0]))) < 0)
			return tt_errf(err, "place chip V X,Y: V is one of %s's chips (%s)", pu_dm_team_name(g->t),
				       hand);
		a = 3;
	}
	if (c->argc != a + 1 || pu_dmf_xy(c->argv[a], &g->x, &g->y) < 0)
		return tt_errf(err, "place %s%s X,Y: the square as column,row (e.g. 2,4)", pu_dmf_words[item],
			       item == PU_DF_CHIP ? " V" : "");
	g->f = pu_dmf_fig(s, item, g->t, g->seat);
	return pu_dmf_square(s, d, item, g->t, g->f, g->x, g->y, err);
}

/* The square the cursor starts on: the best for the team by the AI's
 * measure (pu_dmf_best, below). */
static int pu_dmf_best(const struct pu_state *s, const struct pu_data *d, int seat, int *v,
		       int *bx, int *by);

/* The next placement is asked, or the set-up is over. */
static void pu_dmf_ask(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	int seat, v, x, y;

	while (s->dmf.step < PU_DF_DONE && s->dmf.left[0] + s->dmf.left[1] == 0) {
		s->dmf.step++;
		s->dmf.n = 0;
		for (int t = 0; t < 2; t++)
			s->dmf.left[t] = (int8_t)(s->dmf.step == PU_DF_CHIP ? s->dmf.nchip[t] :
						  s->dmf.step == PU_DF_DRUM || s->dmf.step == PU_DF_ROBOT ? 1 : 0);
		if (s->dmf.step == PU_DF_BB) {
			s->dmf.bbleft = (uint8_t)((1u << s->nseats) - 1);
			for (int i = 0; i < s->nseats; i++)
				s->dmf.left[s->dm.team[i]]++;
		}
	}
	if (s->dmf.step == PU_DF_DONE) {
		tt_outf(out, "The set-up is done: the game begins.\n");
		return;
	}
	seat = pu_dmf_seat(s);
	if (pu_dmf_best(s, d, seat, &v, &x, &y) == 0) {
		s->dmf.cx = (int8_t)x;
		s->dmf.cy = (int8_t)y;
	}
	pu_push_pend(s, PU_PD_DMPLACE, seat, 0, 0, 0);
}

void pu_dmf_place_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
			      struct tt_out *out)
{
	const char *team = pu_dm_team_name(g->t);

	pu_pop_pend(s);
	if (g->k == PU_DF_POWER)
		s->power[g->y][g->x] = 2;
	else if (g->k == PU_DF_CHIP) {
		struct pu_dmfree *f = &s->dmf;
		s->secret[g->y][g->x] = f->chip[g->t][g->n];
		f->chipteam[g->y][g->x] = (int8_t)(g->t + 1);
		memmove(&f->chip[g->t][g->n], &f->chip[g->t][g->n + 1], (size_t)(f->nchip[g->t] - g->n - 1));
		f->nchip[g->t]--;
	} else if (g->k == PU_DF_DRUM)
		pu_new_fig(s, PU_FK_DRUM, 0, g->x, g->y, 1);
	else {
		int8_t *home = g->k == PU_DF_ROBOT ? s->dmf.home[g->t] : s->dmf.start[g->seat];
		s->fig[g->f].x = home[0] = (int8_t)g->x;
		s->fig[g->f].y = home[1] = (int8_t)g->y;
	}
	if (g->k == PU_DF_BB)
		s->dmf.bbleft = (uint8_t)(s->dmf.bbleft & ~(1u << g->seat));
	tt_outf(out, "%s places %s at %d,%d.\n", g->k == PU_DF_BB ? pu_seat_name(s, d, g->seat) : team,
		g->k == PU_DF_BB ? "their BUGBUSTER" : pu_dmf_names[g->k], g->x, g->y);
	s->dmf.left[g->t]--;
	s->dmf.n++;
	pu_dmf_ask(s, d, out);
}

/* aim X,Y: the cursor (any square of the board). */
int pu_dmf_aim_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
			    struct tt_err *err)
{
	(void)d;
	if (g->c->argc != 2 || pu_dmf_xy(g->c->argv[1], &g->x, &g->y) < 0 || !pu_on_board(s, g->x, g->y))
		return tt_errf(err, "aim X,Y: a square of the board (column,row)");
	return 0;
}

void pu_dmf_aim_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
			    struct tt_out *out)
{
	(void)d;
	(void)out;
	s->dmf.cx = (int8_t)g->x;
	s->dmf.cy = (int8_t)g->y;
}

bool pu_dmf_preview(const struct cmd *c)
{
	return c->argc > 0 && strcmp(c->argv[0], "aim") == 0;
}

int pu_dmf_refuse(const struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
			 struct tt_err *err)
{
	(void)d;
	(void)g;
	return tt_errf(err, "the set-up comes first: place %s (place %s%s X,Y)", pu_dmf_names[s->dmf.step],
		       pu_dmf_words[s->dmf.step], s->dmf.step == PU_DF_CHIP ? " V" : "");
}

/* The option placing the piece of set-up step (a chip: of value ch) on
 * x, y, judged as words; its label ("robot here", "chip 2 3,4") written
 * only when it is kept. */
static void pu_dmf_opt(struct pu_pctx *c, int step, int ch, int x, int y)
{
	const struct pu_state *s = c->s;
	bool here = x == s->dmf.cx && y == s->dmf.cy;
	char v[4] = "", at[24], lab[32];
	size_t len = 0;
	struct tt_option *o;

	if (ch)
		snprintf(v, sizeof v, "%c", ch);
	tt_cat_int(at, sizeof at, &len, x);
	tt_cat(at, sizeof at, &len, ",");
	tt_cat_int(at, sizeof at, &len, y);
	o = ch ? pu_optw(c, NULL, true, here ? tolower(ch) : 0, "place", pu_dmf_words[step], v, at, NULL) :
		 pu_optw(c, NULL, true, here ? TK_ENTER : 0, "place", pu_dmf_words[step], at, NULL);
	if (!o)
		return;
	if (here)
		snprintf(lab, sizeof lab, "%s%s%s here", pu_dmf_words[step], ch ? " " : "", v);
	else
		snprintf(lab, sizeof lab, "%s%s%s %d,%d", pu_dmf_words[step], ch ? " " : "", v, x, y);
	tt_strlcpy(o->label, lab, sizeof o->label);
}

/* The options: the arrows move the cursor, Enter (or a chip's own key)
 * places at it, then every legal square for Tab. */
void pu_dmf_opts(struct pu_pctx *c, const struct pu_pend *pd)
{
	static const int keys[4] = { TK_LEFT, TK_RIGHT, TK_UP, TK_DOWN };
	static const int dx[4] = { -1, 1, 0, 0 }, dy[4] = { 0, 0, -1, 1 };
	const struct pu_state *s = c->s;
	int step = s->dmf.step, team = step == PU_DF_BB ? s->dm.team[pd->seat] : pu_dmf_team(s);
	int nv = step == PU_DF_CHIP ? s->dmf.nchip[team] : 1;
	char cmd[64];

	for (int k = 0; k < 4; k++)
		if (pu_on_board(s, s->dmf.cx + dx[k], s->dmf.cy + dy[k])) {
			snprintf(cmd, sizeof cmd, "aim %d,%d", s->dmf.cx + dx[k], s->dmf.cy + dy[k]);
			pu_opt(c, cmd, "cursor", keys[k], false);
		}
	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < nv; i++) {
			int ch = step == PU_DF_CHIP ? s->dmf.chip[team][i] : 0;
			if (ch && pu_dmf_in_hand(s, team, ch) < i)
				continue;	/* one option a value */
			for (int y = 0; y < s->h; y++)
				for (int x = 0; x < s->w; x++)
					if ((x == s->dmf.cx && y == s->dmf.cy) == (pass == 0))
						pu_dmf_opt(c, step, ch, x, y);
		}
}

void pu_dmf_say(const struct pu_state *s, const struct pu_data *d, const struct pu_pend *pd,
		       struct tt_prompt *p)
{
	int step = s->dmf.step, team = step == PU_DF_BB ? s->dm.team[pd->seat] : pu_dmf_team(s);
	char hand[24], cmd[48];

	/* the keys that place at the cursor, whether the square takes the
	 * piece or not (refused, they say why) */
	for (int i = 0; i < (step == PU_DF_CHIP ? s->dmf.nchip[team] : 1); i++) {
		int ch = step == PU_DF_CHIP ? s->dmf.chip[team][i] : 0;
		if (ch && pu_dmf_in_hand(s, team, ch) < i)
			continue;
		if (ch)
			snprintf(cmd, sizeof cmd, "place chip %c %d,%d", ch, s->dmf.cx, s->dmf.cy);
		else
			snprintf(cmd, sizeof cmd, "place %s %d,%d", pu_dmf_words[step], s->dmf.cx, s->dmf.cy);
		keyline_add(p, ch ? tolower(ch) : TK_ENTER, cmd, ch ? (i ? "" : "lay chip") : "place here");
	}
	if (step == PU_DF_BB) {
		snprintf(p->text, sizeof p->text, "Set-up: %s, place your BUGBUSTER on the %s base "
			 "(arrows move the cursor, Enter places).", pu_seat_name(s, d, pd->seat),
			 pu_dm_team_name(team));
		return;
	}
	if (step == PU_DF_CHIP) {	/* a secret decision: the prompt may name the chips */
		pu_dmf_hand_text(s, team, hand, sizeof hand);
		p->hidden = true;
		snprintf(p->text, sizeof p->text, "Set-up: %s (%s) lays a secret chip; its chips %s. Arrows "
			 "move the cursor, a chip's key lays it there.", pu_dm_team_name(team),
			 pu_seat_name(s, d, pd->seat), hand);
		return;
	}
	snprintf(p->text, sizeof p->text, "Set-up: %s (%s) places %s (%d left%s; arrows move the cursor, "
		 "Enter places).", pu_dm_team_name(team), pu_seat_name(s, d, pd->seat), pu_dmf_names[step],
		 s->dmf.left[team], step == PU_DF_POWER ? ", one a tile" : step == PU_DF_ROBOT ?
		 ", on the base" : "");
}

/* The tiles a POWERUP may go on (a tile all wall or trap takes none). */
static int pu_dmf_tiles(const struct pu_state *s, const struct pu_data *d)
{
	struct tt_err err;
	int n = 0;

	for (int ty = 0; ty < d->mission.th; ty++)
		for (int tx = 0; tx < d->mission.tw; tx++) {
			bool ok = false;
			for (int k = 0; k < PU_T * PU_T && !ok; k++)
				ok = pu_dmf_ground(s, tx * PU_T + k % PU_T, ty * PU_T + k / PU_T, &err) == 0;
			n += ok;
		}
	return n;
}

/* Deal the chips (the mission's tokens, half each, RED the odd one) and
 * ask the first placement.  The layout's POWERUPs and chips are taken
 * off (its drums were never laid: pu_create). */
void pu_dmf_start(struct pu_state *s, const struct pu_data *d)
{
	const struct pu_mission *m = &d->mission;
	int8_t v[8];
	int n = m->ntokens;

	if (!s->dmf.on || !s->dm.on)
		return;
	memset(s->power, 0, sizeof s->power);
	memset(s->secret, 0, sizeof s->secret);
	for (int i = 0; i < n; i++)
		v[i] = m->tokens[i][0];
	for (int i = n - 1; i > 0; i--) {
		int j = (int)dice_below(&s->dice, (uint32_t)(i + 1));
		int8_t t = v[i];
		v[i] = v[j];
		v[j] = t;
	}
	for (int i = 0; i < n; i++)
		s->dmf.chip[i % 2][s->dmf.nchip[i % 2]++] = v[i];
	memcpy(s->dmf.home, m->dm.robot, sizeof s->dmf.home);
	memcpy(s->dmf.start, m->start, sizeof s->dmf.start);
	n = pu_dmf_tiles(s, d);
	s->dmf.step = PU_DF_POWER;
	s->dmf.left[0] = (int8_t)((n + 1) / 2);
	s->dmf.left[1] = (int8_t)(n / 2);
	pu_dmf_ask(s, d, NULL);
}

void pu_dmf_dump(const struct pu_state *s, struct tt_dump *l)
{
	char hand[2][24];

	if (!s->dmf.on)
		return;
	pu_dmf_hand_text(s, 0, hand[0], sizeof hand[0]);
	pu_dmf_hand_text(s, 1, hand[1], sizeof hand[1]);
	dump_line(l, "dmf.chips=RED [%s] BLU [%s]", hand[0], hand[1]);
	dump_line(l, "dmf.cursor=%d,%d", s->dmf.cx, s->dmf.cy);
	dump_line(l, "dmf.step=%s left RED %d BLU %d", s->dmf.step < PU_DF_DONE ?
		  pu_dmf_words[s->dmf.step] : "done", s->dmf.left[0], s->dmf.left[1]);
}

/* What seat may not know: where the rival team laid which of its chips,
 * and which are still in its hand.  They are dealt again at random
 * among the rival's chips on the board and in its hand (sorted first,
 * so the guess depends only on what seat sees). */
void pu_dmf_redact(struct pu_state *s, int seat, struct rng *rng)
{
	int8_t pool[PU_H * PU_W + 8];
	int n = 0, k = 0, r;

	if (!s->dmf.on || seat < 0 || seat >= s->nseats)
		return;
	r = 1 - s->dm.team[seat];
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++)
			if (s->secret[y][x] && s->dmf.chipteam[y][x] == r + 1)
				pool[n++] = s->secret[y][x];
	for (int i = 0; i < s->dmf.nchip[r]; i++)
		pool[n++] = s->dmf.chip[r][i];
	for (int i = 1; i < n; i++)	/* sort */
		for (int j = i; j > 0 && pool[j - 1] > pool[j]; j--) {
			int8_t t = pool[j];
			pool[j] = pool[j - 1];
			pool[j - 1] = t;
		}
	for (int i = n - 1; i > 0; i--) {
		int j = (int)rng_below(rng, (uint32_t)(i + 1));
		int8_t t = pool[i];
		pool[i] = pool[j];
		pool[j] = t;
	}
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++)
			if (s->secret[y][x] && s->dmf.chipteam[y][x] == r + 1)
				s->secret[y][x] = pool[k++];
	for (int i = 0; i < s->dmf.nchip[r]; i++)
		s->dmf.chip[r][i] = pool[k++];
}

/* How good (x, y) is for item of team, higher better: POWERUPs, coins
 * and the POWERUP chip near the own base (a BUGBUSTER comes back at the
 * ON POWERUP nearest its base, and the gifts serve the defence), a
 * BUGGIE trap near the rival's base (on the raiders' way back is as
 * good), the drum a few squares out of the own base (cover on the
 * way in), the robot at the back of the base, a BUGBUSTER at its
 * front. */
static int pu_dmf_worth(const struct pu_state *s, const struct pu_data *d, int item, int chip, int team,
			int x, int y)
{
	int power = s->power[y][x];
	int ox, oy, rx, ry, own, rival;

	pu_dmf_base(d, team, &ox, &oy);
	pu_dmf_base(d, 1 - team, &rx, &ry);
	own = abs(x - ox) + abs(y - oy);
	rival = abs(x - rx) + abs(y - ry);
	switch (item) {
	case PU_DF_CHIP: return chip == 'T' ? -rival : -own;
	case PU_DF_DRUM: return -abs(own - 4);
	case PU_DF_ROBOT: return rival - (power ? 5 : 0);	/* keep the base's POWERUP free */
	case PU_DF_BB: return -rival;
	default: return -own;
	}
}

/* The best legal placement for seat now: *v the chip's hand index, the
 * square; -1 if none.  Ties go to the first square in reading order. */
static int pu_dmf_best(const struct pu_state *s, const struct pu_data *d, int seat, int *v,
		       int *bx, int *by)
{
	int step = s->dmf.step, team = step == PU_DF_BB ? s->dm.team[seat] : pu_dmf_team(s);
	int f = pu_dmf_fig(s, step, team, seat), best = -9999;
	struct tt_err err;

	*v = 0;	/* the first chip in hand: the deal is random already */
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++) {
			int w;
			if (pu_dmf_square(s, d, step, team, f, x, y, &err) < 0)
				continue;
			w = pu_dmf_worth(s, d, step, step == PU_DF_CHIP ? s->dmf.chip[team][0] : 0, team, x, y);
			if (w > best) {
				best = w;
				*bx = x;
				*by = y;
			}
		}
	return best > -9999 ? 0 : -1;
}

/* Every level places by the same measure; random and easy take any of
 * the squares that are nearly as good (within 2), so their games vary. */
int pu_dmf_ai(const struct pu_state *s, const struct pu_data *d, int seat, int level, struct rng *rng,
	      char *cmd, size_t cap, char *why, size_t whycap)
{
	int step = s->dmf.step, team = step == PU_DF_BB ? s->dm.team[seat] : pu_dmf_team(s);
	int f = pu_dmf_fig(s, step, team, seat), v, x, y, n = 0, ch = 0;
	struct tt_err err;

	if (pu_dmf_best(s, d, seat, &v, &x, &y) < 0)
		return -1;
	if (step == PU_DF_CHIP)
		ch = s->dmf.chip[team][0];
	if (level <= AI_EASY) {
		int top = pu_dmf_worth(s, d, step, ch, team, x, y);
		for (int yy = 0; yy < s->h; yy++)
			for (int xx = 0; xx < s->w; xx++)
				if (pu_dmf_square(s, d, step, team, f, xx, yy, &err) == 0 &&
				    pu_dmf_worth(s, d, step, ch, team, xx, yy) >= top - 2 && rng_below(rng, (uint32_t)++n) == 0) {
					x = xx;
					y = yy;
				}
	}
	if (step == PU_DF_CHIP)
		snprintf(cmd, cap, "place chip %c %d,%d", ch, x, y);
	else
		snprintf(cmd, cap, "place %s %d,%d", pu_dmf_words[step], x, y);
	snprintf(why, whycap, step == PU_DF_CHIP && ch == 'T' ? "a trap on the rivals' way" :
		 step == PU_DF_ROBOT ? "the back of the base, far from the rivals" :
		 step == PU_DF_BB ? "the front of the base" : "near the base, for its defence");
	return 0;
}

#define PU_DMF_SW 4	/* board cells a square, as pu_view.c draws it */
#define PU_DMF_SH 2

/* Text wrapped at spaces into the panel's 26 columns from row *r. */
static void pu_dmf_wrap(struct canvas *cv, int *r, int fg, const char *text)
{
	const char *w = text;

	while (*w && *r < PU_PANEL_ROWS) {
		int n = (int)strlen(w), cut = n > 26 ? 26 : n;
		char line[27];
		if (n > 26)
			while (cut > 8 && w[cut] != ' ')
				cut--;
		snprintf(line, sizeof line, "%.*s", cut, w);
		canvas_text(cv, 0, (*r)++, fg, 0, line);
		w += cut;
		while (*w == ' ')
			w++;
	}
}

/* The set-up's panel: who places what, how many are left, the viewer's
 * own chips, and whether the cursor's square takes the piece (or the
 * rule that forbids it). */
static void pu_dmf_panel(const struct pu_state *s, const struct pu_data *d, int viewer, struct canvas *cv)
{
	int seat = pu_dmf_seat(s), step = s->dmf.step, r = 0;
	int team = step == PU_DF_BB ? s->dm.team[seat] : pu_dmf_team(s);
	struct tt_err err = { "" };
	char buf[120], hand[24];

	canvas_text(cv, 0, r++, CC_YELLOW, CA_BOLD, "Free set-up");
	snprintf(buf, sizeof buf, "%s (%s) places %s: RED %d, BLU %d left.", pu_dm_team_name(team),
		 pu_seat_name(s, d, seat), pu_dmf_names[step], s->dmf.left[0], s->dmf.left[1]);
	pu_dmf_wrap(cv, &r, CC_DEFAULT, buf);
	pu_dmf_wrap(cv, &r, CC_DEFAULT, "Order: POWERUPs (one a tile), secret chips, a drum each, "
		    "the robots and BUGBUSTERs on their base.");
	if (viewer >= 0 && viewer < s->nseats) {
		pu_dmf_hand_text(s, s->dm.team[viewer], hand, sizeof hand);
		snprintf(buf, sizeof buf, "%s chips in hand: %s", pu_dm_team_name(s->dm.team[viewer]),
			 hand[0] ? hand : "none");
		pu_dmf_wrap(cv, &r, CC_MAGENTA, buf);
	}
	snprintf(buf, sizeof buf, "Chips in hand: RED %d, BLU %d (?: a chip laid).", s->dmf.nchip[0],
		 s->dmf.nchip[1]);
	pu_dmf_wrap(cv, &r, CC_DEFAULT, buf);
	r++;
	if (pu_dmf_square(s, d, step, team, pu_dmf_fig(s, step, team, seat), s->dmf.cx, s->dmf.cy, &err) == 0)
		snprintf(buf, sizeof buf, "Cursor %d,%d: it may go here.", s->dmf.cx, s->dmf.cy);
	else
		snprintf(buf, sizeof buf, "Cursor %d,%d: %s.", s->dmf.cx, s->dmf.cy, err.msg);
	pu_dmf_wrap(cv, &r, CC_CYAN, buf);
}

/* The set-up on the view: the panel while it lasts, the cursor, the
 * highlighted option's square, and to a seat its own team's chips. */
void pu_dmf_view(const struct pu_state *s, const struct pu_data *d, int viewer, int sel, struct tt_view *v)
{
	int team = viewer >= 0 && viewer < s->nseats ? s->dm.team[viewer] : -1;

	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++)
			if (s->secret[y][x] && s->dmf.chipteam[y][x] == team + 1 && pu_at(s, x, y, -1) < 0) {
				char t[2] = { (char)s->secret[y][x], '\0' };
				glyph_put(&v->board, x * PU_DMF_SW + PU_DMF_SW - 1, y * PU_DMF_SH,
					  &pu_glyphs.g[PU_G_SECRET], t, -1, 0);
			}
	if (!pu_dmf_placing(s))
		return;
	pu_dmf_panel(s, d, viewer, &v->panel);
	glyph_put(&v->board, s->dmf.cx * PU_DMF_SW + 1, s->dmf.cy * PU_DMF_SH + 1, &pu_glyphs.g[PU_G_AIM],
		  NULL, -1, 0);
	for (int i = 0; i < PU_DMF_SW; i++) {	/* the cursor's square in reverse */
		struct canvas_cell *c = &v->board.c[s->dmf.cy * PU_DMF_SH][s->dmf.cx * PU_DMF_SW + i];
		c->attr = (uint8_t)(c->attr | CA_REVERSE);
	}
	v->focus_x = s->dmf.cx * PU_DMF_SW;
	v->focus_y = s->dmf.cy * PU_DMF_SH;
	if (sel >= 0) {
		struct tt_prompt *p = malloc(sizeof *p);
		const char *sq;
		int x, y;
		if (p) {
			d->hooks->play->prompt(s, d, p);
			if (sel < p->nopt && strncmp(p->opt[sel].cmd, "place ", 6) == 0 &&
			    (sq = strrchr(p->opt[sel].cmd, ' ')) && pu_dmf_xy(sq + 1, &x, &y) == 0) {
				glyph_put(&v->board, x * PU_DMF_SW + 1, y * PU_DMF_SH + 1, &pu_glyphs.g[PU_G_LAND],
					  NULL, -1, 0);
				snprintf(v->preview, sizeof v->preview, "at %d,%d", x, y);
			}
			free(p);
		}
	}
}
