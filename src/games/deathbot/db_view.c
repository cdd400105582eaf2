/*
 * db_view.c - DeathBot Derby: what a seat may see (board, panel), the
 * redaction of hidden cards for the AI, and the state dump.
 *
 * A seat sees its own cards, the other bot's revealed cards, and never
 * the other seat's draft hand, unrevealed picks or unused secret weapon.
 * Board: a row per row of spaces, each space 4 cells wide (bot letter, two
 * obstacle cells, the card number), heavy bars between cards, light bars
 * inside a card (no rules between rows: every byte crosses the link); every
 * symbol comes from the glyph table (db_glyph.c), whose legend the screen
 * shows under the arena.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "db.h"

#define DB_OX 2			/* board origin column (row labels left of it) */
#define DB_OY 1			/* board origin row (column labels above) */

static int db_cx(int x)
{
	return DB_OX + 1 + x * 5;
}

static int db_cy(int y)
{
	return DB_OY + y;
}

static bool db_sees(const struct db_state *s, int viewer, int bot, int type)
{
	return bot == viewer || s->revealed[bot][type];
}

static void db_glyph(struct canvas *cv, int x, int y, int k)
{
	glyph_put(cv, x, y, &db_glyphs.g[k], NULL, -1, 0);
}

/* The arena: a row of text per row of spaces (each arena card is one
 * space tall, so a row's edge is the card's edge), heavy bars between
 * cards, light bars between the two spaces of a card. */
static void db_grid(struct canvas *cv)
{
	for (int y = 0; y < DB_H; y++)
		for (int gx = 0; gx <= DB_W; gx++)
			db_glyph(cv, DB_OX + gx * 5, db_cy(y), gx % 2 == 0 ? DB_G_CARD : DB_G_HALF);
	/* positions are column,row: the word says which labels are which */
	canvas_textf(cv, 0, 0, CC_DEFAULT, 0, "col");
	for (int x = 0; x < DB_W; x++)
		canvas_textf(cv, db_cx(x) + 1, 0, CC_DEFAULT, 0, "%d", x + 1);
	for (int y = 0; y < DB_H; y++)
		canvas_textf(cv, 0, db_cy(y), CC_DEFAULT, 0, "%d ", y + 1);
}

static void db_obstacle(struct canvas *cv, int cx, int cy, struct db_space sp)
{
	switch (sp.obs) {
	case DB_OB_WALL: db_glyph(cv, cx + 1, cy, DB_G_WALL); break;
	case DB_OB_BELT: db_glyph(cv, cx + 1, cy, DB_G_BELT + (sp.dir & 3)); break;
	case DB_OB_SAW: db_glyph(cv, cx + 1, cy, DB_G_SAW); break;
	case DB_OB_BOMB: db_glyph(cv, cx + 1, cy, DB_G_BOMB); break;
	case DB_OB_POWER: db_glyph(cv, cx + 1, cy, DB_G_POWER); break;
	default: break;
	}
}

/* The steps of option cmd as a path: "move n e", "path n e", or the
 * least harmful shortest way of "move X Y"; the count, or -1. */
static int db_opt_path(const struct db_state *s, const struct db_data *d, const char *cmd,
		       int8_t dirs[DB_PATH_MAX])
{
	int dist[DB_H][DB_W], x, y, n;
	int8_t path[DB_H][DB_W][8];
	char *e;

	if (strncmp(cmd, "move ", 5) != 0 || cmd[5] < '0' || cmd[5] > '9')
		return db_path_of(cmd, dirs);
	x = (int)strtol(cmd + 5, &e, 10) - 1;
	y = (int)strtol(e, NULL, 10) - 1;
	if (!db_on_board(x, y))
		return -1;
	db_reach(s, d, s->cur, dist, path);
	n = dist[y][x] < 8 ? dist[y][x] : 8;
	for (int i = 0; i < n; i++)
		dirs[i] = path[y][x][i];
	return n > 0 ? n : -1;
}

/* A path on the board: a dot where each step goes and where a belt
 * leaves it, the end marked. */
static void db_draw_path(const struct db_pathinfo *pi, struct canvas *cv)
{
	for (int i = 0; i < pi->n; i++) {
		const struct db_pathstep *st = &pi->step[i];
		db_glyph(cv, db_cx(st->tx), db_cy(st->ty), DB_G_PATH);
		db_glyph(cv, db_cx(st->x), db_cy(st->y), i + 1 < pi->n ? DB_G_PATH : DB_G_DEST);
	}
}

/* Preview of the highlighted option (its path, its end or the range),
 * else of the path being planned; what a path meets into words. */
static void db_preview(const struct db_state *s, const struct db_data *d, int sel, struct canvas *cv,
		       char *words, size_t cap)
{
	struct tt_prompt *p = malloc(sizeof *p);
	struct db_pathinfo pi;
	struct tt_err e;
	int8_t dirs[DB_PATH_MAX];
	int x, y, me = s->cur, n;
	const char *cmd = "";

	if (!p || s->phase != DB_PH_DUEL) {
		free(p);
		return;
	}
	db_prompt(s, d, p);
	if (sel >= 0 && sel < p->nopt)
		cmd = p->opt[sel].cmd;
	n = s->npend ? -1 : db_opt_path(s, d, cmd, dirs);
	if (n < 0 && !cmd[0] && s->npend == 0 && s->npath > 0) {
		memcpy(dirs, s->path, sizeof s->path);
		n = s->npath;
	}
	if (n > 0 && db_path_walk(s, d, dirs, n, &pi, &e) == 0) {
		db_draw_path(&pi, cv);
		if (cmd[0])
			db_path_words(s, &pi, true, words, cap);
	} else if (strncmp(cmd, "wall ", 5) == 0) {
		int k = db_dir_parse(cmd + 5), bot = s->npend ? s->pend[0].bot : me;
		if (k >= 0)
			db_glyph(cv, db_cx(s->bot[bot].x + sq_dirs[k].x), db_cy(s->bot[bot].y + sq_dirs[k].y),
				 DB_G_DEST);
	} else if (strcmp(cmd, "attack ranged") == 0) {
		const struct db_comp *c = db_comp_of(s, d, me, DB_DT_RANGED);
		for (y = 0; y < DB_H; y++)
			for (x = 0; x < DB_W; x++) {
				struct sq a = { s->bot[me].x, s->bot[me].y }, b = { x, y };
				int dd = sq_manhattan(a, b);
				if (dd > 0 && dd <= c->rng && db_los(s, d, a.x, a.y, x, y) &&
				    !(x == s->bot[1 - me].x && y == s->bot[1 - me].y))
					db_glyph(cv, db_cx(x), db_cy(y), DB_G_RANGE);
			}
	}
	free(p);
}

static void db_board(const struct db_state *s, const struct db_data *d, int sel, struct canvas *cv,
		     char *words, size_t cap)
{
	db_grid(cv);
	for (int y = 0; y < DB_H; y++)
		for (int x = 0; x < DB_W; x++) {
			db_obstacle(cv, db_cx(x), db_cy(y), db_space_at(s, d, x, y));
			char num[2] = { (char)('0' + db_card_number(s, d, x, y)), '\0' };

			glyph_put(cv, db_cx(x) + 3, db_cy(y), &db_glyphs.g[DB_G_NUMBER], num, -1, 0);
		}
	db_preview(s, d, sel, cv, words, cap);
	for (int b = 0; b < 2; b++)
		db_glyph(cv, db_cx(s->bot[b].x), db_cy(s->bot[b].y), b ? DB_G_BLUE : DB_G_RED);
}

static void db_comp_line(struct canvas *cv, int y, const struct db_state *s, const struct db_data *d,
			 int bot, int type, bool visible)
{
	const struct db_comp *c = db_comp_of(s, d, bot, type);
	char stats[24] = "";

	if (!c) {
		canvas_textf(cv, 0, y, CC_GREY, 0, " %-9s --", db_type_names[type]);
		return;
	}
	if (!visible) {
		canvas_textf(cv, 0, y, CC_GREY, 0, " %s: hidden",
			     type == DB_DT_SECRET ? "secret weapon" : db_type_names[type]);
		return;
	}
	if (type == DB_DT_MOVE)
		snprintf(stats, sizeof stats, "S%d", c->spd);
	else if (type == DB_DT_RANGED)
		snprintf(stats, sizeof stats, "R%dD%d", c->rng, c->dmg);
	else if (type == DB_DT_MELEE)
		snprintf(stats, sizeof stats, "D%d", c->dmg);
	if (type == DB_DT_SECRET)	/* 10 + 6 + 6 columns */
		canvas_textf(cv, 0, y, s->bot[bot].secret_used ? CC_GREY : CC_DEFAULT, 0, "%-10s %-5s %s",
			     c->brief, s->bot[bot].secret_used ? "used" : "ready", c->effect);
	else	/* the short forms are designed to fit: 10 + 9 + 6 columns */
		canvas_textf(cv, 0, y, s->bot[bot].hp[type] ? CC_DEFAULT : CC_GREY, 0,
			     "%-10s %d/%d %-4s %s", c->brief, s->bot[bot].hp[type], c->hp, stats,
			     c->effect);
}

static int db_panel_bot(struct canvas *cv, int y, const struct db_state *s, const struct db_data *d,
			int viewer, int bot)
{
	const struct db_bot *b = &s->bot[bot];

	canvas_textf(cv, 0, y++, bot == 0 ? CC_RED : CC_BLUE, CA_BOLD, "%s%s %.20s",
		     s->phase == DB_PH_DUEL && s->cur == bot ? ">" : " ", bot == 0 ? "RED" : "BLUE", b->name);
	if (s->phase != DB_PH_DRAFT)	/* the draft needs the rows for the hand */
		canvas_textf(cv, 0, y++, b->armor ? CC_DEFAULT : CC_GREY, 0, " armor      %d/%d%s",
			     b->armor, DB_ARMOR, b->shield ? " +shield" : "");
	for (int t = 0; t < DB_DT_N; t++)
		db_comp_line(cv, y++, s, d, bot, t,
			     db_sees(s, viewer, bot, t) || (t == DB_DT_SECRET && b->secret_used));
	if (s->phase != DB_PH_DRAFT)
		canvas_textf(cv, 0, y++, CC_DEFAULT, 0, " hazard %d/4%s%s", b->hazard,
			     b->stunned ? " stunned" : "", b->netted ? " netted" : "");
	return y;
}

/* Word-wrap text into the 26-column panel from row y. */
static void db_wrap(struct canvas *cv, int y, const char *text)
{
	const char *p = text;

	while (*p) {
		int n = (int)strlen(p), cut = n;
		if (n > 26) {
			cut = 26;
			while (cut > 0 && p[cut] != ' ')
				cut--;
			if (cut == 0)
				cut = 26;
		}
		canvas_textf(cv, 0, y++, CC_YELLOW, CA_BOLD, "%.*s", cut, p);
		p += cut;
		while (*p == ' ')
			p++;
	}
}

static void db_panel_hand(const struct db_state *s, const struct db_data *d, int viewer,
			  struct canvas *cv, int y)
{
	canvas_textf(cv, 0, y++, CC_DEFAULT, 0, "draft: %s picks %s", db_seat_name(s->holder),
		     db_type_names[s->dstep / 2]);
	for (int i = 0; i < s->nhand && viewer == s->holder; i++) {
		const struct db_comp *c = &d->comp[s->hand[i]];
		char st[24] = "";
		if (c->type != DB_DT_SECRET)	/* a secret weapon's stats are in its text */
			db_comp_stats(c, st, sizeof st);
		canvas_textf(cv, 0, y++, CC_YELLOW, CA_BOLD, " %d %.22s", i + 1, c->name);
		canvas_textf(cv, 0, y++, CC_DEFAULT, 0, "   %s%s%s", st, st[0] ? " " : "", c->effect);
	}
}

static void db_panel(const struct db_state *s, const struct db_data *d, int viewer, struct canvas *cv)
{
	int y = 0;

	if (s->phase == DB_PH_DRAFT) {
		db_panel_hand(s, d, viewer, cv, 0);
		y = 7;	/* 18 rows in all: what an 80x24 screen shows */
	}
	for (int b = 0; b < 2; b++)
		y = db_panel_bot(cv, y, s, d, viewer, b) + 1;
	if (s->phase == DB_PH_DUEL)	/* the actions left are on the prompt line */
		canvas_textf(cv, 0, y++, CC_DEFAULT, 0, "turn %d: %s", s->turn, db_seat_name(s->cur));
	if (s->phase == DB_PH_OVER)
		db_wrap(cv, y, s->reason);
}

void db_view(const void *st, const void *data, int viewer, int sel, bool overview,
	     struct tt_view *v)
{
	const struct db_state *s = st;
	const struct db_data *d = data;
	int focus = s->phase == DB_PH_DUEL ? (s->npend ? s->pend[0].bot : s->cur) : 0;

	(void)overview;		/* the whole arena already fits 54x18 */
	snprintf(v->title, sizeof v->title, "DeathBot Derby - %.40s", d->title);
	canvas_clear(&v->board, DB_OX + DB_W * 5 + 1, DB_OY + DB_H);
	canvas_clear(&v->panel, 26, 1);
	db_board(s, d, viewer == db_actor(s) ? sel : -1, &v->board, v->preview, sizeof v->preview);
	for (int b = 0; b < 2; b++)
		tt_view_figure(v, db_cx(s->bot[b].x), db_cy(s->bot[b].y), 1, b ? CC_BLUE : CC_RED,
			       b ? "B" : "R", b ? "B blue bot" : "R red bot");
	db_panel(s, d, viewer, &v->panel);
	v->focus_x = db_cx(s->bot[focus].x);
	v->focus_y = db_cy(s->bot[focus].y);
}
