/*
 * pu_view.c - POWERUP: the side view on the board canvas (5 x 3 cells a
 * square: tokens on the top row, terrain and figures in the middle, the
 * floor under it on the bottom row; 4 x 2 in the overview) and the
 * panel with the active BUGBUSTER's sheet, the counters and the score.
 * The highlighted option is previewed by applying it to a scratch copy:
 * the target of an attack is marked, a move's or jump's landing square is
 * marked with its cost in actions and lives.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu.h"

static const char *pu_abbr(const struct pu_state *s, const struct pu_data *d, int f)
{
	static const char *const bugs[] = { "bgg", "bat", "BIG", "BIC", "BLB", "BRS", "DOZ", "BRP",
					    "BOS", "MIS", "MIS" };
	const struct pu_fig *g = &s->fig[f];

	switch (g->kind) {
	case FK_BB: return d->sheet[g->type].name;
	case FK_BUG: return g->type < 11 ? bugs[g->type] : "bug";
	case FK_NPC: return "VIP";
	case FK_DRUM: return "(D)";
	case FK_COVER: return "[#]";
	case FK_PORTAL: return "<O>";
	case FK_GLITCH: return "GLI";
	default: return "???";
	}
}

static void pu_terrain(struct canvas *cv, const struct pu_state *s, int x, int y, int cx, int cy,
		       int sw, int sh)
{
	int k = s->kind[y][x];

	for (int i = 0; i < sw; i++) {
		for (int j = 0; j < sh - 1 && k == PS_SOLID; j++)
			canvas_put(cv, cx + i, cy + j, 0x2588, '#', CC_GREY, 0);
		if (k == PS_ACID)
			canvas_put(cv, cx + i, cy + sh - 2, 0x2248, '~', CC_GREEN, CA_BOLD);
		if (k == PS_SPIKES)
			canvas_put(cv, cx + i, cy + sh - 2, 0x25B2, '^', CC_WHITE, 0);
		if (s->fire[y][x])
			canvas_put(cv, cx + i, cy, 0x2668, '*', CC_ORANGE, CA_BOLD);
		if (pu_floor_under(s, x, y) && y < s->h - 1)
			canvas_put(cv, cx + i, cy + sh - 1, 0x2580, '=', CC_BROWN, 0);
		else if (y == s->h - 1)
			canvas_put(cv, cx + i, cy + sh - 1, 0x2580, '=', CC_BROWN, 0);
	}
	if (k == PS_LADDER)
		for (int j = 0; j < sh - 1; j++) {
			canvas_put(cv, cx, cy + j, 0x254E, 'H', CC_YELLOW, 0);
			canvas_put(cv, cx + sw - 1, cy + j, 0x254E, 'H', CC_YELLOW, 0);
		}
	if (k == PS_STAIRS)
		canvas_put(cv, cx + sw - 1, cy, 0x2571, '/', CC_YELLOW, CA_BOLD);
	if (k == PS_GATE)
		canvas_text(cv, cx, cy, CC_CYAN, CA_BOLD, s->gate_off == y * PU_W + x ? "(x)" : "(G)");
	if (k == PS_DOOR)
		canvas_text(cv, cx + sw - 1, cy + sh - 2, CC_BROWN, CA_BOLD, s->door_open[y][x] ? "'" : "|");
}

static void pu_tokens(struct canvas *cv, const struct pu_state *s, int x, int y, int cx, int cy,
		      bool small)
{
	if (s->power[y][x])
		canvas_text(cv, cx + (small ? 0 : 3), cy, s->power[y][x] == 2 ? CC_GREEN : CC_GREY,
			    s->power[y][x] == 2 ? CA_BOLD : CA_DIM, s->power[y][x] == 2 ? "P" : "p");
	if (s->coins[y][x])
		canvas_textf(cv, cx + (small ? 1 : 1), cy, CC_YELLOW, CA_BOLD, "$%d",
			     s->coins[y][x] > 9 ? 9 : s->coins[y][x]);
	if (s->secret[y][x] && !small)
		canvas_text(cv, cx + 4, cy, CC_MAGENTA, CA_BOLD, "?");
	if (s->keys[y][x] && !small)
		canvas_text(cv, cx + 4, cy, CC_MAGENTA, CA_BOLD, "K");
}

static void pu_figure(struct canvas *cv, const struct pu_state *s, const struct pu_data *d, int f,
		      int cx, int cy, bool small, bool act)
{
	const struct pu_fig *g = &s->fig[f];
	int fg = g->kind == FK_BB ? CC_CYAN : g->kind == FK_BUG ? CC_RED : g->kind == FK_NPC ? CC_WHITE
		 : CC_ORANGE;
	char buf[8];
	const char *a = pu_abbr(s, d, f);

	if (g->lives <= 0 && g->kind == FK_BB) {
		snprintf(buf, sizeof buf, "x%c%c", a[0], a[1]);
		canvas_text(cv, cx, cy, CC_GREY, CA_DIM, buf);
		return;
	}
	if (small)
		snprintf(buf, sizeof buf, "%c%c", g->face < 0 ? '<' : a[0], g->face < 0 ? a[0] : '>');
	else if (g->face < 0)
		snprintf(buf, sizeof buf, "<%.3s", a);
	else
		snprintf(buf, sizeof buf, "%.3s>", a);
	canvas_text(cv, cx, cy, fg, (act ? CA_REVERSE : 0) | CA_BOLD, buf);
	if (!small && g->lives > 1 && g->kind != FK_DRUM)
		canvas_textf(cv, cx + 4, cy, fg, 0, "%d", g->lives > 9 ? 9 : g->lives);
	if (!small && g->kind == FK_BUG && pu_team_count(s, d, f) > 1)
		canvas_textf(cv, cx + 4, cy, fg, CA_UNDERLINE, "%d", pu_team_count(s, d, f));
}

static void pu_panel(const struct pu_state *s, const struct pu_data *d, struct canvas *cv)
{
	int seat = s->active >= 0 ? s->active : s->npend ? s->pend[s->npend - 1].seat : 0, y = 0, total = 0;
	const struct pu_bb *b = &s->bb[seat];
	const struct pu_fig *g = &s->fig[b->fig];

	for (int i = 0; i < s->nseats; i++)
		total += s->bb[i].score;
	canvas_textf(cv, 0, y++, CC_WHITE, CA_BOLD, "%.26s", d->mission.title);
	canvas_textf(cv, 0, y++, CC_DEFAULT, 0, "Turn %d/8 Round %d", s->turn, s->round);
	canvas_textf(cv, 0, y++, CC_YELLOW, 0, "Score %d  Cont.%d$", total, pu_continue_cost(s, d));
	canvas_textf(cv, 0, y++, CC_CYAN, CA_BOLD, "%s%s lives %d AP %d", d->sheet[g->type].name,
		     b->epic ? "*EPIC*" : "", g->lives, b->ap);
	canvas_textf(cv, 0, y++, CC_DEFAULT, 0, "RP %d/%d ammo %d coins %d", b->rp, b->maxrp, b->ammo, b->coins);
	for (int k = 0; k < 3; k++) {
		int e = pu_weapon(s, d, b->fig, k);
		canvas_textf(cv, 0, y++, CC_DEFAULT, 0, "%c %.22s", "MRA"[k], e >= 0 ? d->eq[e].name : "-");
	}
	for (int k = 0; k < b->nhand; k++)
		canvas_textf(cv, 0, y++, CC_MAGENTA, 0, "%d %c %.20s", k + 1, d->pow[b->hand[k]].letter,
			     d->pow[b->hand[k]].name);
	if (s->npend && s->pend[s->npend - 1].kind == PD_STORE) {
		for (int k = 0; k < 4; k++)
			if (s->store[k] >= 0)
				canvas_textf(cv, 0, y++, CC_GREEN, 0, "buy %d %.14s %d$", k + 1,
					     d->eq[s->store[k]].name, d->eq[s->store[k]].cost);
		canvas_textf(cv, 0, y++, CC_GREEN, 0, "ammo+%d %d$ life %d$", d->ammo_per_buy, d->store_ammo,
			     d->store_life);
		canvas_textf(cv, 0, y++, CC_GREEN, 0, "reset %d$ powerup %d$", d->store_reset, d->store_power);
	}
	if (s->event >= 0)
		canvas_textf(cv, 0, y++, CC_RED, 0, "Event: %.19s", d->bugcard[s->event].name);
	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].kind == FK_GLITCH && pu_alive(s, i) && !pu_on_board(s, s->fig[i].x, s->fig[i].y))
			canvas_textf(cv, 0, y++, CC_CYAN, 0, "GLITCH in the void %d,%d", s->fig[i].x, s->fig[i].y);
	for (int i = 0, n = 0; i < s->nfig; i++)
		if (s->fig[i].kind == FK_NPC && ++n && s->fig[i].aboard && s->fig[i].lives > 0)
			canvas_textf(cv, 0, y++, CC_CYAN, 0, "VIP %d rides the GLITCH", n);
}

/* Enemies the active BUGBUSTER can hit now are underlined with a '^'
 * under them: in melee reach or in the line of shot within range. */
static void pu_mark_targets(const struct pu_state *s, const struct pu_data *d, int f, struct canvas *cv,
			    int sw, int sh)
{
	int r = pu_weapon_range(s, d, f), cover;

	for (int dir = 0; dir < 5; dir++)
		for (int k = 0; k < 2; k++) {
			int t = pu_target(s, d, f, dir, k ? (r < 0 ? 3 : r) : 1, k == 1, &cover);
			if (t < 0 || !pu_enemies(s, f, t) || (k == 1 && r == 0))
				continue;
			for (int i = 0; i < sw - 1; i++) {
				struct canvas_cell *c = &cv->c[s->fig[t].y * sh + 1][s->fig[t].x * sw + i];
				c->attr = (uint8_t)(c->attr | CA_UNDERLINE);
			}
			canvas_put(cv, s->fig[t].x * sw + sw - 1, s->fig[t].y * sh, k ? 0x2316 : 0x00D7,
				   k ? '+' : 'x', CC_RED, CA_BOLD);
		}
}

/* Preview option sel of the prompt on a scratch copy of the state. */
static void pu_preview(const struct pu_state *s, const struct pu_data *d, int sel, struct tt_view *v,
		       int sw, int sh)
{
	struct tt_prompt *p = malloc(sizeof *p);
	struct pu_state *t = malloc(sizeof *t);
	struct tt_out *out = malloc(sizeof *out);
	struct tt_err err = { "" };
	struct cmd c;
	unsigned fl;

	if (!p || !t || !out)
		goto done;
	pu_prompt(s, d, p);
	if (sel < 0 || sel >= p->nopt || p->seat < 0 || cmd_parse(p->opt[sel].cmd, &c, &err) < 0)
		goto done;
	{
		int f = s->bb[p->seat].fig, dir = -1, cover, tg;
		if (!strcmp(c.argv[0], "attack") || !strcmp(c.argv[0], "shoot")) {
			for (int k = 4; k >= 0 && c.argc > 1; k--)
				if (!strcmp(c.argv[1], pu_dir_names[k]))
					dir = k;
			tg = dir < 0 ? -1 : pu_target(s, d, f, dir, c.argv[0][0] == 'a' ? 1 : 20, c.argv[0][0] == 's', &cover);
			if (tg >= 0) {
				canvas_put(&v->board, s->fig[tg].x * sw + sw - 1, s->fig[tg].y * sh, '!', '!', CC_RED,
					   CA_BOLD | CA_REVERSE);
				canvas_textf(&v->panel, 0, 19, CC_RED, CA_BOLD, "target: %.17s", pu_fig_name(s, d, tg));
			}
			goto done;
		}
		memcpy(t, s, sizeof *t);
		out->len = 0;
		if (pu_apply(t, d, p->seat, &c, out, &fl, &err) < 0)
			goto done;
		if (t->bb[p->seat].air && cmd_parse("land", &c, &err) == 0)
			pu_apply(t, d, p->seat, &c, out, &fl, &err);	/* show where it ends */
		if (t->fig[f].x != s->fig[f].x || t->fig[f].y != s->fig[f].y) {
			int x = t->fig[f].x * sw, y = t->fig[f].y * sh + (sh > 2 ? 1 : 0);
			canvas_put(&v->board, x + sw - 1, y, '*', '*', CC_YELLOW, CA_BOLD | CA_REVERSE);
			canvas_textf(&v->panel, 0, 19, CC_YELLOW, CA_BOLD, "lands %d,%d: -%d AP -%d li", t->fig[f].x,
				     t->fig[f].y, s->bb[p->seat].ap - t->bb[p->seat].ap,
				     s->fig[f].lives - t->fig[f].lives);
		}
	}
done:
	free(p);
	free(t);
	free(out);
}

void pu_view(const void *st, const void *data, int viewer, int sel, bool overview,
	     struct tt_view *v)
{
	const struct pu_state *s = st;
	const struct pu_data *d = data;
	int sw = overview ? 4 : 5, sh = overview ? 2 : 3, act = -1;

	(void)viewer;
	snprintf(v->title, sizeof v->title, "POWERUP - %s", d->mission.title);
	canvas_clear(&v->board, s->w * sw, s->h * sh);
	canvas_clear(&v->panel, 26, 20);
	if (s->active >= 0)
		act = s->bb[s->active].fig;
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++) {
			pu_terrain(&v->board, s, x, y, x * sw, y * sh, sw, sh);
			if (!overview)
				pu_tokens(&v->board, s, x, y, x * sw, y * sh, false);
		}
	for (int i = 0; i < s->nfig; i++) {
		const struct pu_fig *g = &s->fig[i];
		if (g->kind == FK_NONE || (g->lives <= 0 && g->kind != FK_BB) || !pu_on_board(s, g->x, g->y))
			continue;
		if (g->aboard)
			continue;
		pu_figure(&v->board, s, d, i, g->x * sw, g->y * sh + (overview ? 0 : 1), overview, i == act);
	}
	if (act >= 0 && !overview)
		pu_mark_targets(s, d, act, &v->board, sw, sh);
	v->focus_x = act >= 0 && s->fig[act].x > 0 ? s->fig[act].x * sw : 0;
	v->focus_y = act >= 0 && s->fig[act].y > 0 ? s->fig[act].y * sh : 0;
	pu_panel(s, d, &v->panel);
	if (sel >= 0 && !s->result)
		pu_preview(s, d, sel, v, sw, sh);
}
