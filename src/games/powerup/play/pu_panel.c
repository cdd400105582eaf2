/*
 * pu_panel.c - POWERUP: the side panel (26 columns).  What the decision
 * at hand needs comes first: the deciding BUGBUSTER's sheet, its POW!
 * cards with their short forms, at the store every item with its price
 * and stats.  The lines are gathered with a rank and, when they are more
 * than the rows an 80x24 screen gives the panel, the lowest-ranked go
 * from the bottom up (the BUGs' hand first, then the turn and score), so
 * nothing the decision needs is ever below the last row.  Every text
 * comes from the data files (pu_info.c words the stats).
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "pu_play.h"

#define PU_PW 26		/* panel columns */
#define PU_PMAX 48		/* lines gathered at most */

/* Ranks: what goes first when the panel is full. */
enum { PU_PR_EXTRA, PU_PR_HEAD, PU_PR_BRIEF, PU_PR_MUST };

struct pu_pline {
	char text[PU_PW + 1];
	uint8_t fg, attr, rank;
};

struct pu_plines {
	struct pu_pline l[PU_PMAX];
	int n;
};

static void pu_pl(struct pu_plines *pl, int rank, int fg, int attr, const char *fmt, ...)
	TT_PRINTF(5, 6);

static void pu_pl(struct pu_plines *pl, int rank, int fg, int attr, const char *fmt, ...)
{
	struct pu_pline *l;
	va_list ap;

	if (pl->n == PU_PMAX)
		return;
	l = &pl->l[pl->n++];
	va_start(ap, fmt);
	vsnprintf(l->text, sizeof l->text, fmt, ap);
	va_end(ap);
	l->fg = (uint8_t)fg;
	l->attr = (uint8_t)attr;
	l->rank = (uint8_t)rank;
}

/* Words wrapped into lines of the panel, two columns in. */
static void pu_pl_wrap(struct pu_plines *pl, int rank, int fg, const char *words)
{
	char line[PU_PW + 1] = "";
	const char *w = words;

	while (*w) {
		size_t n = strcspn(w, " "), len = strlen(line);

		if (len && len + 1 + n > PU_PW - 2) {
			pu_pl(pl, rank, fg, 0, "  %s", line);
			line[0] = '\0';
			len = 0;
		}
		if (n <= PU_PW - 2 - len - (len > 0)) {
			if (len)
				line[len++] = ' ';
			memcpy(line + len, w, n);
			line[len + n] = '\0';
		}
		w += n;
		while (*w == ' ')
			w++;
	}
	if (line[0])
		pu_pl(pl, rank, fg, 0, "  %s", line);
}

/* How the mission stands, in one line. */
static void pu_pl_goal(const struct pu_state *s, const struct pu_data *d, struct pu_plines *pl)
{
	int n = 0, lives = 0, level = 1, held = s->keys_found;

	for (int i = 0; i < s->nfig; i++) {
		const struct pu_fig *g = &s->fig[i];
		if (g->kind == PU_FK_BB)
			held |= g->secret;
		if (!pu_alive(s, i))
			continue;
		n += (d->mission.goal == PU_GO_VIPS && g->kind == PU_FK_NPC) ||
		     (d->mission.goal == PU_GO_PORTAL && g->kind == PU_FK_PORTAL);
		if (g->kind == PU_FK_BUG && (g->type == d->mistress || g->type == d->bug[d->mistress].angry)) {
			lives = g->lives;
			level = g->type == d->mistress ? 1 : 2;
		}
	}
	held = !!(held & 1) + !!(held & 2) + !!(held & 4);
	if (d->mission.goal == PU_GO_VIPS)
		pu_pl(pl, PU_PR_HEAD, CC_WHITE, 0, "VIPs %d/%d, %d turns to go", n, d->mission.nnpc,
		      d->mission.turns - s->turns_total);
	else if (d->mission.goal == PU_GO_PORTAL)
		pu_pl(pl, PU_PR_HEAD, CC_WHITE, 0, "Portal pieces %d, %d turns", n,
		      d->mission.turns - s->turns_total);
	else if (d->mission.goal == PU_GO_KEYS && s->limit_rounds)
		pu_pl(pl, PU_PR_HEAD, CC_WHITE, 0, "Keys held %d/3, %d rounds", held, s->limit_rounds);
	else if (d->mission.goal == PU_GO_KEYS)
		pu_pl(pl, PU_PR_HEAD, CC_WHITE, 0, "Keys held %d/3", held);
	else if (d->mission.goal == PU_GO_MISTRESS)
		pu_pl(pl, PU_PR_HEAD, CC_WHITE, 0, "BUGMISTRESS L%d lives %d", level, lives);
	else
		pu_pl_wrap(pl, PU_PR_HEAD, CC_WHITE, d->mission.goal_text);
}

/* Deathmatch time: the round against the house limit (the game turn
 * in it), the turns until every POWERUP comes back ON. */
static void pu_pl_dm_time(const struct pu_state *s, const struct pu_data *d, struct pu_plines *pl)
{
	int r = s->turns_total / 8 + 1, cyc = d->mission.dm.cycle, on = cyc > 0 ? cyc - s->turns_total % cyc : 0;

	if (s->limit_rounds > 0)
		pu_pl(pl, PU_PR_HEAD, CC_DEFAULT, 0, "Round %d/%d  turn %d", r < s->limit_rounds ? r : s->limit_rounds,
		      s->limit_rounds, s->turns_total + 1);
	else
		pu_pl(pl, PU_PR_HEAD, CC_DEFAULT, 0, "Round %d  turn %d", r, s->turns_total + 1);
	if (cyc > 0)
		pu_pl(pl, PU_PR_BRIEF, CC_GREEN, 0, "POWERUPs ON in %d turn%s", on, on == 1 ? "" : "s");
}

/* Deathmatch: the score, the time, the initiative order (those still to
 * play before the bar), each robot's place and what the deciding one
 * carries.  The score is the first row, never dropped (PU_PR_MUST): it
 * stays in its place however full the panel is, so a screen caught in
 * the middle of a redraw shows it too. */
static void pu_pl_dm(const struct pu_state *s, const struct pu_data *d, int seat, struct pu_plines *pl)
{
	int v[PU_MAXBB], n = pu_dm_order(s, v), c = s->fig[s->bb[seat].fig].carry;
	char buf[PU_PW + 1] = "Init";
	size_t k = 4;

	pu_pl(pl, PU_PR_MUST, CC_WHITE, CA_BOLD, "RED %d - BLU %d  (to %d)", s->dm.score[0], s->dm.score[1],
	      d->mission.dm.captures);
	pu_pl_dm_time(s, d, pl);
	for (int i = 0; i < s->nseats && k < sizeof buf; i++)
		k += (size_t)snprintf(buf + k, sizeof buf - k, "%s%.3s", i == n ? "|" : " ", d->sheet[s->fig[s->bb[v[i]].fig].type].name);
	pu_pl(pl, PU_PR_HEAD, CC_DEFAULT, 0, "%s", buf);
	for (int t = 0; t < 2; t++) {
		int r = s->dm.robot[t], by = pu_dm_carrier(s, r);
		if (by >= 0)
			pu_pl(pl, PU_PR_BRIEF, CC_DEFAULT, 0, "%s robot: %s has it", pu_dm_team_name(t), pu_fig_name(s, d, by));
		else
			pu_pl(pl, PU_PR_BRIEF, CC_DEFAULT, 0, "%s robot: %s %d,%d", pu_dm_team_name(t),
			      pu_dm_robot_home(s, d, t) ? "home" : "fallen", s->fig[r].x, s->fig[r].y);
	}
	pu_pl(pl, PU_PR_MUST, CC_CYAN, 0, "team %s%s%s", pu_dm_team_name(s->dm.team[seat]),
	      s->dm.protect >> seat & 1 ? " protected" : "", c >= 0 && s->fig[c].kind == PU_FK_ROBOT ?
	      (s->fig[c].type ? " +BLU robot" : " +RED robot") : "");
}

/* The POW! hand: the name (and "trick" for a Trick card), then its short
 * form and cost. */
static void pu_pl_hand(const struct pu_data *d, const struct pu_bb *b, bool store,
		       struct pu_plines *pl)
{
	char cost[8];

	for (int k = 0; k < b->nhand; k++) {
		const struct pu_pow *p = &d->pow[b->hand[k]];

		pu_pl(pl, store ? PU_PR_HEAD : PU_PR_MUST, CC_MAGENTA, 0, "%d %c %s%s", k + 1, p->letter,
		      p->name, p->type == PU_PW_TRICK ? " trick" : "");
		pu_info_pow_cost(p, cost, sizeof cost);
		pu_pl(pl, store ? PU_PR_EXTRA : PU_PR_BRIEF, CC_DEFAULT, 0, "  %s%s%s", p->brief,
		      cost[0] ? " " : "", cost);
	}
}

/* The store: each card with its price and stats, then the supplies. */
static void pu_pl_store(const struct pu_state *s, const struct pu_data *d, struct pu_plines *pl)
{
	char brief[80];

	for (int k = 0; k < 4; k++) {
		int e = s->store[k];
		if (e < 0)
			continue;
		pu_pl(pl, PU_PR_MUST, CC_GREEN, 0, "buy %d %s %d$", k + 1, d->eq[e].name, d->eq[e].cost);
		pu_info_eq_brief(d, e, brief, sizeof brief);
		pu_pl_wrap(pl, PU_PR_BRIEF, CC_DEFAULT, brief);
	}
	pu_pl(pl, PU_PR_MUST, CC_GREEN, 0, "ammo+%d %d$ life %d$", d->ammo_per_buy, d->store_ammo,
	      d->store_life);
	pu_pl(pl, PU_PR_MUST, CC_GREEN, 0, "reset %d$ powerup %d$", d->store_reset, d->store_power);
}

/* The BUGs: the event in play with its short form, their face-up hand. */
static void pu_pl_bugs(const struct pu_state *s, const struct pu_data *d, struct pu_plines *pl)
{
	if (s->event >= 0) {
		pu_pl(pl, PU_PR_BRIEF, CC_RED, 0, "Event: %s", d->bugcard[s->event].name);
		pu_pl(pl, PU_PR_HEAD, CC_DEFAULT, 0, "  %s", d->bugcard[s->event].brief);
	}
	if (s->bm.on)	/* a player's hand is hers alone: how many cards, not which */
		pu_pl(pl, PU_PR_EXTRA, CC_RED, CA_BOLD, "BUGMISTRESS %d card%s %dpt", s->nbughand,
		      s->nbughand == 1 ? "" : "s", s->bm.points);
	for (int k = 0; k < s->nbughand && k < 3 && !s->bm.on; k++)
		pu_pl(pl, PU_PR_EXTRA, CC_RED, 0, "%s%s", k ? "  " : "BUGs:", d->bugcard[s->bughand[k]].name);
	if (s->nbughand > 3 && !s->bm.on)
		pu_pl(pl, PU_PR_EXTRA, CC_RED, 0, "  +%d more BUG cards", s->nbughand - 3);
	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_GLITCH && pu_alive(s, i) && !pu_on_board(s, s->fig[i].x, s->fig[i].y))
			pu_pl(pl, PU_PR_HEAD, CC_CYAN, 0, "GLITCH in the void %d,%d", s->fig[i].x, s->fig[i].y);
	for (int i = 0, n = 0; i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_NPC && ++n && s->fig[i].aboard && s->fig[i].lives > 0)
			pu_pl(pl, PU_PR_HEAD, CC_CYAN, 0, "VIP %d rides the GLITCH", n);
}

/* Drop the lowest-ranked line nearest the bottom until rows are left. */
static void pu_pl_fit(struct pu_plines *pl, int rows)
{
	while (pl->n > rows) {
		int worst = pl->n - 1;

		for (int i = pl->n - 1; i >= 0; i--)
			if (pl->l[i].rank < pl->l[worst].rank)
				worst = i;
		memmove(&pl->l[worst], &pl->l[worst + 1], (size_t)(pl->n - worst - 1) * sizeof pl->l[0]);
		pl->n--;
	}
}

/* Whose sheet the panel shows: the BUGBUSTER a question waits for (a
 * reaction in a rival's turn needs the reactor's RP, weapons and cards),
 * else the one whose turn it is. */
static int pu_panel_seat(const struct pu_state *s)
{
	if (s->npend && s->pend[s->npend - 1].seat < s->nseats)
		return s->pend[s->npend - 1].seat;
	return s->active >= 0 ? s->active : 0;
}

void pu_panel(const struct pu_state *s, const struct pu_data *d, struct canvas *cv, int rows)
{
	int seat = pu_panel_seat(s), total = 0;
	bool store = s->npend && s->pend[s->npend - 1].kind == PU_PD_STORE;
	const struct pu_bb *b = &s->bb[seat < s->nseats ? seat : 0];	/* not the BUGMISTRESS */
	const struct pu_fig *g = &s->fig[b->fig];
	static const char *const slot = "MRA";
	struct pu_plines pl;

	pl.n = 0;
	for (int i = 0; i < s->nseats; i++)
		total += s->bb[i].score;
	if (s->dm.on)
		pu_pl_dm(s, d, seat < s->nseats ? seat : 0, &pl);
	else {
		pu_pl(&pl, PU_PR_HEAD, CC_DEFAULT, 0, "Turn %d/8 Round %d", s->turn, s->round);
		pu_pl(&pl, PU_PR_HEAD, CC_YELLOW, 0, "Score %d  Cont.%d$", total, pu_continue_cost(s, d));
		pu_pl_goal(s, d, &pl);
	}
	pu_pl(&pl, PU_PR_MUST, CC_CYAN, 0, "%s%s lives %d AP %d", d->sheet[g->type].name,
	      b->epic ? "*EPIC*" : "", g->lives, b->ap);
	pu_pl(&pl, PU_PR_MUST, CC_DEFAULT, 0, "RP %d/%d ammo %d coins %d", b->rp, b->maxrp, b->ammo, b->coins);
	for (int k = 0; k < 3; k++) {
		int e = pu_weapon(s, d, b->fig, k);
		pu_pl(&pl, PU_PR_MUST, CC_DEFAULT, 0, "%c %s", slot[k], e >= 0 ? d->eq[e].name : "-");
	}
	{	/* the profession's ability under the sheet, the turret */
		char pf[3][27];
		int n = pu_prof_lines(s, d, seat < s->nseats ? seat : 0, pf, 3);
		for (int k = 0; k < n; k++)
			pu_pl(&pl, k < 2 ? PU_PR_MUST : PU_PR_HEAD, CC_GREEN, 0, "%s", pf[k]);
	}
	{	/* the abilities a profession question offers */
		char of[2 * PU_MAXABIL][27];
		int n = pu_prof_offered(s, d, seat, of, 2 * PU_MAXABIL);
		for (int k = 0; k < n; k++)
			pu_pl(&pl, k % 2 ? PU_PR_BRIEF : PU_PR_MUST, k % 2 ? CC_DEFAULT : CC_GREEN, 0, "%s", of[k]);
	}
	if (store)
		pu_pl_store(s, d, &pl);
	pu_pl_hand(d, b, store, &pl);
	pu_pl_bugs(s, d, &pl);
	pu_pl_fit(&pl, rows);
	for (int i = 0; i < pl.n; i++)
		canvas_text(cv, 0, i, pl.l[i].fg, pl.l[i].attr, pl.l[i].text);
}
