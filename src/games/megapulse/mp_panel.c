/*
 * mp_panel.c - the side panel (26 columns; 18 rows at 80x24): the
 * viewer's dashboard and passives with their level, then what the
 * decision at hand needs: at selection the hand, a card a row with its
 * short text and cost; in the Instant and Execution phases the two picks;
 * at the shop the market with each card's short text and cost.  Then the
 * cars in turn order under a header, the rivals' state (choosing / ready,
 * their revealed picks) and, while rows are left, the market by name.
 * Short texts come from the scenario data (`short`, `short2`); the loader
 * keeps them within MP_SHORT columns, and an entry whose title and short
 * text do not share a row puts the text on the next one: nothing is cut.
 * Never shows another seat's hand or its picks before the reveal.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "mp.h"

#define MP_PANEL_W 26
#define MP_PANEL_ROWS 18	/* the rows of an 80x24 screen: optional lines stop there */

static int mp_line(struct canvas *cv, int y, int fg, const char *fmt, ...) TT_PRINTF(4, 5);

/* A row of text; a text wider than the panel goes on at its last blank
 * that fits, indented by 2 (nothing is cut). */
static int mp_line(struct canvas *cv, int y, int fg, const char *fmt, ...)
{
	char buf[96];
	const char *p = buf;
	int ind = 0;
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	while (strlen(p) > (size_t)(MP_PANEL_W - ind)) {
		int cut = MP_PANEL_W - ind;

		while (cut > 0 && p[cut] != ' ')
			cut--;
		if (cut == 0)
			cut = MP_PANEL_W - ind;
		canvas_textf(cv, ind, y++, fg, 0, "%.*s", cut, p);
		p += cut + (p[cut] == ' ');
		ind = 2;
	}
	canvas_text(cv, ind, y, fg, 0, p);
	return y + 1;
}

/* "LEAD TITLE short" on one row, or the short text on the next row when
 * both do not fit. */
static int mp_entry(struct canvas *cv, int y, int fg, const char *lead, const char *title,
		    const char *brief)
{
	if (strlen(lead) + strlen(title) + 1 + strlen(brief) <= MP_PANEL_W)
		return mp_line(cv, y, fg, "%s%s %s", lead, title, brief);
	y = mp_line(cv, y, fg, "%s%s", lead, title);
	return mp_line(cv, y, fg, "  %s", brief);
}

static int mp_dmg_line(const struct mp_state *st, int s, struct canvas *cv, int y)
{
	const struct mp_car *c = &st->car[s];
	char dm[40];
	int n = snprintf(dm, sizeof dm, "Hull lost: self %d", c->dmg[0]);

	for (int r = 0; r < st->nseats; r++)
		if (r != s && c->dmg[1 + r])
			n += snprintf(dm + n, sizeof dm - (size_t)n, " %c %d",
				      mp_car_letter[st->carid[r]], c->dmg[1 + r]);
	return n > 18 || c->dmg[0] ? mp_line(cv, y, CC_DEFAULT, "%s", dm) : y;
}

/* The dashboard: gauges in words, the damage reports when there is damage,
 * the passives with their level and what they do at that level. */
static int mp_dash(const struct mp_state *st, const struct mp_data *d, int s, struct canvas *cv,
		   int y)
{
	const struct mp_car *c = &st->car[s];

	y = mp_line(cv, y, mp_car_colour[st->carid[s]], "%c %s, pilot %s", mp_car_letter[st->carid[s]],
		    st->seatname[s], d->pilot[c->pilot].title);
	y = mp_line(cv, y, CC_DEFAULT, "Lap %d/%d Speed %d (%d spaces)", c->laps, st->laps, c->speed,
		    c->speed > d->maxspeed ? d->sonic_speed : d->moves[c->speed]);
	y = mp_line(cv, y, CC_DEFAULT, "Nitro %d Hull %d%s", c->nitro, mp_hull(c),
		    c->destroyed ? " DESTROYED" : "");
	y = mp_line(cv, y, CC_DEFAULT, "Frenzy %d Tokens %d Bombs %d", c->frenzy, c->tokens, c->bombs);
	if (c->shields || c->sonic)
		y = mp_line(cv, y, CC_DEFAULT, "Shields %d%s", c->shields, c->sonic ? " Sonicspeed" : "");
	y = mp_dmg_line(st, s, cv, y);
	for (int i = 0; i < 2; i++) {
		if (c->l1[i] != MP_NONE)
			y = mp_entry(cv, y, CC_CYAN, "I  ", d->card[c->l1[i]].title, d->card[c->l1[i]].brief);
		if (c->l2[i] != MP_NONE)
			y = mp_entry(cv, y, CC_CYAN, "II ", d->card[c->l2[i]].title, d->card[c->l2[i]].brief2);
	}
	return y;
}

/* The hand at selection, a card a row with its short text: '>' selected,
 * '?' the highlighted pair. */
static int mp_hand(const struct mp_state *st, const struct mp_data *d, int s, int sel,
		   struct canvas *cv, int y)
{
	const struct mp_car *c = &st->car[s];
	struct mp_act acts[TT_MAXOPT];
	int n = sel >= 0 ? mp_options(st, d, s, acts, NULL, TT_MAXOPT) : 0;
	char mark[MP_MAXHAND + 1];

	memset(mark, ' ', sizeof mark);
	for (int k = 0; c->picked && k < c->nsel; k++)
		mark[c->sel[k]] = '>';
	if (sel >= 0 && sel < n && acts[sel].kind == MP_A_SELECT) {
		mark[acts[sel].a] = '?';
		if (acts[sel].b >= 0)
			mark[acts[sel].b] = '?';
	}
	y = mp_line(cv, y, CC_GREY, "Hand (2N: costs 2 Nitro)");
	for (int i = 0; i < c->nhand; i++) {
		char lead[2] = { mark[i], '\0' };
		y = mp_entry(cv, y, CC_DEFAULT, lead, d->card[c->hand[i]].title,
			     d->card[c->hand[i]].brief);
	}
	return y;
}

/* The two picks of this round: '>' still to play, '-' played. */
static int mp_picks(const struct mp_state *st, const struct mp_data *d, int s, struct canvas *cv,
		    int y)
{
	const struct mp_car *c = &st->car[s];

	y = mp_line(cv, y, CC_GREY, "Your picks (- played)");
	for (int k = 0; k < c->nsel; k++) {
		const struct mp_cardef *k2 = &d->card[c->hand[c->sel[k]]];
		y = mp_entry(cv, y, CC_DEFAULT, c->resolved & (1u << k) ? "-" : ">", k2->title, k2->brief);
	}
	return y;
}

/* The market at the shop: each card with its short text. */
static int mp_market(const struct mp_state *st, const struct mp_data *d, struct canvas *cv, int y)
{
	y = mp_line(cv, y, CC_GREY, "Market, 1 token a card:");
	for (int m = 0; m < 4; m++)
		if (st->market[m] != MP_NONE) {
			char lead[4];
			snprintf(lead, sizeof lead, "%d ", m + 1);
			y = mp_entry(cv, y, CC_DEFAULT, lead, d->card[st->market[m]].title,
				     d->card[st->market[m]].brief);
		}
	return mp_line(cv, y, CC_DEFAULT, "k deck: %d cards, unseen", st->ndeck);
}

/* The market by name only, when all of it fits in the rows left (else
 * one line that says where it is). */
static int mp_market_names(const struct mp_state *st, const struct mp_data *d, struct canvas *cv,
			   int y)
{
	char rows[4][MP_PANEL_W + 1] = { "Market:" };
	int n = 0;

	for (int m = 0; m < 4; m++) {
		const char *t = st->market[m] != MP_NONE ? d->card[st->market[m]].title : "";
		if (!t[0])
			continue;
		if (strlen(rows[n]) + 1 + strlen(t) > MP_PANEL_W)
			n++;
		snprintf(rows[n] + strlen(rows[n]), sizeof rows[n] - strlen(rows[n]), "%s%s",
			 rows[n][0] ? " " : "", t);
	}
	if (y + n + 1 > MP_PANEL_ROWS)
		return y < MP_PANEL_ROWS ? mp_line(cv, y, CC_GREY, "Market: :info market") : y;
	for (int i = 0; i <= n; i++)
		y = mp_line(cv, y, CC_GREY, "%s", rows[i]);
	return y;
}

/* The cars in turn order under a header; then who is still choosing, or
 * the rivals' revealed picks. */
static int mp_cars(const struct mp_state *st, const struct mp_data *d, int viewer,
		   struct canvas *cv, int y)
{
	char wait[MP_PANEL_W + 1] = "";

	y = mp_line(cv, y, CC_GREY, "Order  Lap Spd Nitro Hull");
	for (int i = 0; i < st->nseats; i++) {
		int s = st->order[i];
		const struct mp_car *c = &st->car[s];
		y = mp_line(cv, y, mp_car_colour[st->carid[s]], "%d %c%-4s%3d %3d %5d %4d", i + 1,
			    mp_car_letter[st->carid[s]], s == viewer ? " you" : "", c->laps, c->speed,
			    c->nitro, mp_hull(c));
		if (st->phase == MP_PH_SELECT && !c->picked && s != viewer)
			snprintf(wait + strlen(wait), sizeof wait - strlen(wait), " %c",
				 mp_car_letter[st->carid[s]]);
	}
	if (wait[0] && y < MP_PANEL_ROWS)
		y = mp_line(cv, y, CC_GREY, "still choosing:%s", wait);
	for (int i = 0; i < st->nseats && st->phase != MP_PH_SELECT; i++) {
		const struct mp_car *c = &st->car[st->order[i]];
		if (st->order[i] == viewer || !c->picked || c->nsel != 2 || st->phase == MP_PH_READY)
			continue;
		y = mp_line(cv, y, mp_car_colour[st->carid[st->order[i]]], "%c: %s+%s",
			    mp_car_letter[st->carid[st->order[i]]], d->card[c->hand[c->sel[0]]].title,
			    d->card[c->hand[c->sel[1]]].title);
	}
	return y;
}

void mp_panel(const struct mp_state *st, const struct mp_data *d, int viewer, int sel,
	      struct canvas *cv)
{
	bool mine = viewer >= 0 && viewer < st->nseats;
	bool shop = st->dec == MP_D_BUY || st->dec == MP_D_REPLACE;
	int y = 0;

	canvas_clear(cv, MP_PANEL_W, 1);
	if (mine) {
		y = mp_dash(st, d, viewer, cv, y);
		if (st->phase == MP_PH_SELECT)
			y = mp_hand(st, d, viewer, sel, cv, y);
		else if (st->phase != MP_PH_READY && st->car[viewer].picked)
			y = mp_picks(st, d, viewer, cv, y);
	}
	if (shop)
		y = mp_market(st, d, cv, y);
	y = mp_cars(st, d, viewer, cv, y);
	if (!shop)
		mp_market_names(st, d, cv, y);
}
