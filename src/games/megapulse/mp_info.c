/*
 * mp_info.c - Megapulse's `info` (the screen's i key): the full text of a
 * card, an upgrade, a passive with its levels, a pilot's Catalyst or a car,
 * of the option a command names ("select A B", "play X", "buy 2",
 * "option b", "level X", ...), or with nothing named of the decision at
 * hand.  Every text comes from the scenario data (cards.ini: short, text,
 * label_a/b, cost_a/b, level1/2; pilots: text1-3).
 * Only what the viewer may see: another car's hand and its picks before
 * the reveal are refused with the reason.  Pure: writes into out.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>
#include "mp.h"

static const char *const mp_cost_word[] = { "", "Nitro", "Hull", "Speed" };
static const char *const mp_tier_name[3] = { "I", "II", "III" };

/* What kind of card c is, in words. */
static void mp_info_kind(const struct mp_data *d, const struct mp_cardef *c, char *buf, size_t cap)
{
	static const char *const kinds[] = { "base card", "specialty", "upgrade", "passive upgrade",
					     "Burst upgrade (lost once used)" };

	if (c->kind == MP_CK_SPECIAL)
		snprintf(buf, cap, "%s's specialty, in place of %s", mp_car_names[c->car & 3],
			 d->card[c->replaces].title);
	else
		snprintf(buf, cap, "%s", kinds[c->kind % 5]);
	if (c->instant)
		snprintf(buf + strlen(buf), cap - strlen(buf), ", Instant");
}

/* One option of a card: its label and cost, and whether seat can pay it. */
static void mp_info_opt(const struct mp_state *st, const struct mp_cardef *c, int o, int seat,
			struct tt_out *out)
{
	if (c->nopt == 1)
		tt_outf(out, "  cost: %d %s", c->costn[o], mp_cost_word[c->cost[o] & 3]);
	else
		tt_outf(out, "  option %c: %s", 'a' + o, c->optname[o]);
	if (c->nopt == 1) {
		if (seat >= 0 && !mp_can_pay(st, c, o, seat))
			tt_outf(out, " (you cannot pay it now)");
		tt_outf(out, "\n");
		return;
	}
	if (c->cost[o]) {
		tt_outf(out, " (costs %d %s", c->costn[o], mp_cost_word[c->cost[o] & 3]);
		if (seat >= 0 && !mp_can_pay(st, c, o, seat))
			tt_outf(out, ": you cannot pay it now");
		tt_outf(out, ")");
	}
	tt_outf(out, "\n");
}

/* The Catalyst seat would trigger now (SUBFOCUS). */
static void mp_info_catalyst(const struct mp_state *st, const struct mp_data *d, int seat,
			     struct tt_out *out)
{
	const struct mp_pilot *p = &d->pilot[st->car[seat].pilot];
	int t = mp_tier(st, d, seat);

	tt_outf(out, "  your Catalyst now (%s, tier %s): %s\n", p->title, mp_tier_name[t], p->text[t]);
}

/* The words of Megapulse a card or option uses, each explained where the
 * card is read (the i key), so no decision needs the rulebook. */
static const struct mp_term {
	const char *word;
	const char *text;
} mp_terms[] = {
	{ "GRIP", "for a space driven forward in a curve, go straight ahead: no loss of traction" },
	{ "ZAP", "for a space driven forward, go diagonally left or right instead (never straight "
	  "ahead), with no loss of traction" },
	{ "traction", "loss of traction: driving forward out of a curve's space, the car follows "
	  "its arrow, diagonally towards the outer wall" },
	{ "Nitro", "the fuel gauge some options cost; NITRO pads and cards fill it" },
	{ "Hull", "the car's armour: damage takes it away, at none the car is destroyed; REPAIR "
	  "and REPAIR pads give it back" },
	{ "Speed", "the gauge of how far RACE drives, one space forward per point" },
	{ "Instant", "resolved in the Instant phase, in turn order, before the cars' turns" },
	{ "Burst", "an upgrade used once, then lost" },
	{ "Catalyst", "the pilot's own ability, played through SUBFOCUS; it grows the farther "
	  "behind the car is" },
	{ "PULSE", "a pad: the car drives one more space forward (traction still counts)" },
	{ "DASH", "a pad: the car drives one space sideways as its arrow shows" },
	{ "Superbomb", "a bomb left on the track behind the car; it blows up when damaged or "
	  "driven into, hurting the cars around it" },
};

/* Does text hold word as a word of its own (any case)? */
static bool mp_has_word(const char *text, const char *word)
{
	size_t n = strlen(word);

	for (const char *p = text; *p; p++)
		if ((p == text || !isalnum((unsigned char)p[-1])) && strncasecmp(p, word, n) == 0 &&
		    !isalpha((unsigned char)p[n]) && (p[n] != 's' || !isalpha((unsigned char)p[n + 1])))
			return true;
	return false;
}

/* The terms a text of info used (from out's byte from on), each
 * explained once after it. */
static void mp_info_terms(struct tt_out *out, size_t from)
{
	bool used[sizeof mp_terms / sizeof mp_terms[0]];
	bool any = false;

	if (out->discard || from >= out->len)
		return;
	for (size_t t = 0; t < sizeof mp_terms / sizeof mp_terms[0]; t++)
		any |= used[t] = mp_has_word(out->text + from, mp_terms[t].word);
	if (any)
		tt_outf(out, "Words used here:\n");
	for (size_t t = 0; t < sizeof mp_terms / sizeof mp_terms[0]; t++)
		if (used[t])
			tt_outf(out, "  %s: %s.\n", mp_terms[t].word, mp_terms[t].text);
}

/* The full text of card id; seat (or -1) is the viewer, for costs and levels. */
static void mp_info_card(const struct mp_state *st, const struct mp_data *d, int id, int seat,
			 struct tt_out *out)
{
	const struct mp_cardef *c = &d->card[id];
	char kind[80];

	mp_info_kind(d, c, kind, sizeof kind);
	tt_outf(out, "%s (%s): %s\n", c->title, kind, c->text);
	if (c->kind == MP_CK_PASSIVE) {
		tt_outf(out, "  Level I: %s.  Level II: %s.\n", c->brief, c->brief2);
		for (int i = 0; seat >= 0 && i < 2; i++)
			if (st->car[seat].l1[i] == id || st->car[seat].l2[i] == id)
				tt_outf(out, "  yours, at Level %s\n", st->car[seat].l1[i] == id ? "I" : "II");
		return;
	}
	for (int o = 0; o < c->nopt; o++)
		if (c->nopt > 1 || c->cost[o])
			mp_info_opt(st, c, o, seat, out);
	for (int k = 0; k < c->nstep[0]; k++)
		if (c->step[0][k].eff == MP_E_CATALYST && seat >= 0)
			mp_info_catalyst(st, d, seat, out);
}

static void mp_info_pilot(const struct mp_data *d, int p, struct tt_out *out)
{
	static const char *const when[3] = { "always", "leader 5-6 zones ahead",
					     "leader 7+ zones or a lap ahead" };

	tt_outf(out, "%s (pilot): the Catalyst, used through SUBFOCUS, grows as you fall behind.\n",
		d->pilot[p].title);
	for (int t = 0; t < 3; t++)
		tt_outf(out, "  tier %s (%s): %s\n", mp_tier_name[t], when[t], d->pilot[p].text[t]);
}

/* Is seat's selection still secret from viewer? */
static bool mp_info_secret(const struct mp_state *st, int seat, int viewer)
{
	return seat != viewer && st->phase == MP_PH_SELECT;
}

/* A car as viewer may see it: gauges, pilot, passives, revealed picks. */
static void mp_info_car(const struct mp_state *st, const struct mp_data *d, int s, int viewer,
			struct tt_out *out)
{
	const struct mp_car *c = &st->car[s];

	tt_outf(out, "%s (pilot %s): lap %d of %d, Speed %d, Nitro %d, Hull %d%s, Frenzy %d, "
		"Upgrade tokens %d, Superbombs %d, Shields %d%s\n", st->seatname[s],
		d->pilot[c->pilot].title, c->laps, st->laps, c->speed, c->nitro, mp_hull(c),
		c->destroyed ? " (destroyed)" : "", c->frenzy, c->tokens, c->bombs, c->shields,
		c->sonic ? ", the Sonicspeed tile" : "");
	for (int i = 0; i < 2; i++) {
		if (c->l1[i] != MP_NONE)
			tt_outf(out, "  passive %s at Level I: %s\n", d->card[c->l1[i]].title,
				d->card[c->l1[i]].brief);
		if (c->l2[i] != MP_NONE)
			tt_outf(out, "  passive %s at Level II: %s\n", d->card[c->l2[i]].title,
				d->card[c->l2[i]].brief2);
	}
	if (mp_info_secret(st, s, viewer))
		tt_outf(out, "  its hand and its picks are secret until every car has chosen\n");
	else if (s != viewer && c->picked && c->nsel == 2)
		tt_outf(out, "  picked this round: %s and %s\n", d->card[c->hand[c->sel[0]]].title,
			d->card[c->hand[c->sel[1]]].title);
}

/* The card called name: the viewer's own card of that name (its specialty),
 * else the first card with that id, name or title.  -1 if none. */
static int mp_info_find(const struct mp_state *st, const struct mp_data *d, int seat,
			const char *name)
{
	for (int i = 0; seat >= 0 && i < st->car[seat].nhand; i++)
		if (strcasecmp(d->card[st->car[seat].hand[i]].name, name) == 0)
			return st->car[seat].hand[i];
	for (int i = 0; i < d->ncard; i++)
		if (strcasecmp(d->card[i].id, name) == 0 || strcasecmp(d->card[i].name, name) == 0 ||
		    strcasecmp(d->card[i].title, name) == 0)
			return i;
	return -1;
}

static int mp_info_seat(const struct mp_state *st, const char *name)
{
	for (int s = 0; s < st->nseats; s++)
		if (strcasecmp(st->seatname[s], name) == 0)
			return s;
	return -1;
}

static int mp_info_pilot_find(const struct mp_data *d, const char *name)
{
	for (int p = 0; p < d->npilot; p++)
		if (strcasecmp(d->pilot[p].name, name) == 0 || strcasecmp(d->pilot[p].title, name) == 0)
			return p;
	return -1;
}

/* The market, each card with its full text (it is public). */
static void mp_info_market(const struct mp_state *st, const struct mp_data *d, int seat,
			   struct tt_out *out)
{
	tt_outf(out, "The market: each card costs 1 Upgrade token");
	if (seat >= 0)
		tt_outf(out, " (you have %d)", st->car[seat].tokens);
	tt_outf(out, "; the deck (%d cards) gives its unknown top card.\n", st->ndeck);
	for (int m = 0; m < 4; m++)
		if (st->market[m] != MP_NONE) {
			tt_outf(out, "%d. ", m + 1);
			mp_info_card(st, d, st->market[m], seat, out);
		}
}

/* The hand of seat, every card in full (its own decision). */
static void mp_info_hand(const struct mp_state *st, const struct mp_data *d, int seat,
			 struct tt_out *out)
{
	const struct mp_car *c = &st->car[seat];

	tt_outf(out, "Your hand (you have Speed %d, Nitro %d, Hull %d); choose 2, revealed when every "
		"car has chosen:\n", c->speed, c->nitro, mp_hull(c));
	for (int i = 0; i < c->nhand; i++) {
		tt_outf(out, "%s", c->picked && (c->sel[0] == i || c->sel[1] == i) ? "> " : "- ");
		mp_info_card(st, d, c->hand[i], seat, out);
	}
}

/* The selected cards of seat (public once revealed). */
static void mp_info_picks(const struct mp_state *st, const struct mp_data *d, int seat,
			  int viewer, struct tt_out *out)
{
	const struct mp_car *c = &st->car[seat];

	tt_outf(out, "%s's cards this round:\n", st->seatname[seat]);
	for (int k = 0; k < c->nsel; k++) {
		tt_outf(out, "%s", c->resolved & (1u << k) ? "(played) " : "- ");
		mp_info_card(st, d, c->hand[c->sel[k]], viewer, out);
	}
}

/* What the card, pilot tier or purchase being resolved is. */
static void mp_info_resolving(const struct mp_state *st, const struct mp_data *d, int viewer,
			      struct tt_out *out)
{
	if (st->cc_src == MP_SRC_PILOT) {
		tt_outf(out, "Resolving %s's Catalyst, tier %s: %s\n", d->pilot[st->cc_id % MP_NPILOT].title,
			mp_tier_name[st->cc_opt % 3], d->pilot[st->cc_id % MP_NPILOT].text[st->cc_opt % 3]);
		return;
	}
	tt_outf(out, "Resolving ");
	mp_info_card(st, d, st->cc_id, viewer, out);
}

static void mp_info_style(struct tt_out *out)
{
	tt_outf(out, "Each space forward: drift follows the curve's arrow towards the outer wall "
		"(a wall there: 1 damage, then straight on); GRIP ignores the curve and goes "
		"straight; ZAP goes diagonally left or right, never straight ahead.\n");
}

/* "" : what the decision at hand is about, as viewer may see it. */
static int mp_info_now(const struct mp_state *st, const struct mp_data *d, int viewer,
		       struct tt_out *out, struct tt_err *err)
{
	bool mine = viewer >= 0 && viewer < st->nseats;

	switch (st->dec) {
	case MP_D_SELECT:
		if (!mine)
			return tt_errf(err, "the cards in hand are secret: only their car sees them");
		mp_info_hand(st, d, viewer, out);
		return 0;
	case MP_D_INSTANT: case MP_D_TURN:
		mp_info_picks(st, d, st->dseat, viewer, out);
		return 0;
	case MP_D_BUY:
		mp_info_market(st, d, viewer, out);
		return 0;
	case MP_D_REPLACE:
		tt_outf(out, "The new passive: ");
		mp_info_card(st, d, st->pend_card, viewer, out);
		return 0;
	case MP_D_STYLE:
		mp_info_style(out);
		return 0;
	case MP_D_NONE: case MP_D_PUSH: case MP_D_SLOT:
		return tt_errf(err, "no card is being resolved: try info CARD, info CAR or help");
	default:
		mp_info_resolving(st, d, viewer, out);
		return 0;
	}
}

/* A market slot "N" (buy N). */
static int mp_info_buy(const struct mp_state *st, const struct mp_data *d, int viewer,
		       const char *arg, struct tt_out *out, struct tt_err *err)
{
	int m = arg[0] >= '1' && arg[0] <= '4' && !arg[1] ? arg[0] - '1' : -1;

	if (m < 0 || st->market[m] == MP_NONE)
		return tt_errf(err, "the market has cards 1 to 4: try info buy 1");
	tt_outf(out, "Market card %d, for 1 Upgrade token: ", m + 1);
	mp_info_card(st, d, st->market[m], viewer, out);
	return 0;
}

/* A name: a card, a car, a pilot. */
static int mp_info_name(const struct mp_state *st, const struct mp_data *d, int viewer,
			const char *name, struct tt_out *out, struct tt_err *err)
{
	int k;

	if ((k = mp_info_find(st, d, viewer, name)) >= 0) {
		mp_info_card(st, d, k, viewer, out);
		return 0;
	}
	if ((k = mp_info_seat(st, name)) >= 0) {
		mp_info_car(st, d, k, viewer, out);
		return 0;
	}
	if ((k = mp_info_pilot_find(d, name)) >= 0) {
		mp_info_pilot(d, k, out);
		return 0;
	}
	return tt_errf(err, "no card, car or pilot is called '%s' (info alone: what this decision "
		       "is about)", name);
}

/* "select A B": both cards. */
static int mp_info_select(const struct mp_state *st, const struct mp_data *d, int viewer,
			  const char *args, struct tt_out *out, struct tt_err *err)
{
	char a[32] = "", b[32] = "";

	if (sscanf(args, "%31s %31s", a, b) < 1)
		return tt_errf(err, "info select CARD CARD");
	if (mp_info_name(st, d, viewer, a, out, err) < 0)
		return -1;
	return b[0] ? mp_info_name(st, d, viewer, b, out, err) : 0;
}

/* "SEAT hand": refused for another car. */
static int mp_info_hand_of(const struct mp_state *st, const struct mp_data *d, int viewer, int s,
			   struct tt_out *out, struct tt_err *err)
{
	if (s != viewer)
		return tt_errf(err, "%s's hand is secret: only %s sees it (info %s: what everyone sees)",
			       st->seatname[s], st->seatname[s], st->seatname[s]);
	mp_info_hand(st, d, s, out);
	return 0;
}

/* A command that is not about a card: what it does, with the figures it
 * uses, and what it concerns (the car targeted, the card resolved). */
static int mp_info_verb(const struct mp_state *st, const struct mp_data *d, int viewer,
			const char *verb, const char *rest, struct tt_out *out)
{
	const struct mp_car *c = viewer >= 0 ? &st->car[viewer] : NULL;
	int s = mp_info_seat(st, rest);

	tt_outf(out, "%s: %s", verb, mp_verb_help(verb));
	if (c && !strcmp(verb, "race"))
		tt_outf(out, " (Speed %d: %d spaces, more with passives)", c->speed,
			c->speed > d->maxspeed ? d->sonic_speed : d->moves[c->speed]);
	else if (c && !strcmp(verb, "repair"))
		tt_outf(out, " (you have Speed %d, Hull %d of %d)", c->speed, mp_hull(c), MP_HULL);
	else if (c && !strcmp(verb, "frenzy"))
		tt_outf(out, " (you have %d)", c->frenzy);
	tt_outf(out, "\n");
	if (s >= 0)
		mp_info_car(st, d, s, viewer, out);
	else if (st->dec == MP_D_STYLE)
		mp_info_style(out);
	else if (st->dec >= MP_D_OPTION && st->dec <= MP_D_REGAIN)
		mp_info_resolving(st, d, viewer, out);
	return 0;
}

/* The option command verb + rest, or a plain name. */
static int mp_info_cmd(const struct mp_state *st, const struct mp_data *d, int viewer,
		       const char *verb, const char *rest, struct tt_out *out, struct tt_err *err)
{
	int s;

	if (!strcmp(verb, "select") && *rest)
		return mp_info_select(st, d, viewer, rest, out, err);
	if ((!strcmp(verb, "play") || !strcmp(verb, "level") || !strcmp(verb, "replace") ||
	     !strcmp(verb, "regain")) && *rest)
		return mp_info_name(st, d, viewer, rest, out, err);
	if (!strcmp(verb, "buy") && *rest)
		return mp_info_buy(st, d, viewer, rest, out, err);
	if (!strcmp(verb, "market") && !*rest) {
		mp_info_market(st, d, viewer, out);
		return 0;
	}
	if (!strcmp(verb, "deck") && !*rest) {
		tt_outf(out, "The top card of the Upgrade deck (%d cards), for 1 Upgrade token: unknown "
			"until you take it (then everyone sees it).\n", st->ndeck);
		return 0;
	}
	if ((!strcmp(verb, "option") || !strcmp(verb, "pay") || !strcmp(verb, "decline")) &&
	    st->dec >= MP_D_OPTION && st->dec <= MP_D_REGAIN) {
		mp_info_resolving(st, d, viewer, out);
		return 0;
	}
	if ((s = mp_info_seat(st, verb)) >= 0 && !strcmp(rest, "hand"))
		return mp_info_hand_of(st, d, viewer, s, out, err);
	if (mp_verb_help(verb) && mp_info_find(st, d, viewer, verb) < 0)
		return mp_info_verb(st, d, viewer, verb, rest, out);
	if (*rest)
		return tt_errf(err, "info knows cards, cars, pilots and the options of this decision; "
			       "'%s %s' is none of them", verb, rest);
	return mp_info_name(st, d, viewer, verb, out, err);
}

int mp_info(const void *vst, const void *vd, int viewer, const char *what, struct tt_out *out,
	    struct tt_err *err)
{
	const struct mp_state *st = vst;
	const struct mp_data *d = vd;
	char verb[32] = "";
	const char *rest;
	size_t n, from = out->len;
	int rc;

	if (viewer >= st->nseats)
		viewer = -1;
	what += strspn(what, " ");
	if (!*what) {
		rc = mp_info_now(st, d, viewer, out, err);
	} else {
		n = strcspn(what, " ");
		if (n >= sizeof verb)
			return tt_errf(err, "no card, car or pilot is called '%.40s'", what);
		memcpy(verb, what, n);
		rest = what + n + strspn(what + n, " ");
		/* a two-word title ("ram plate") is a name too */
		if (*rest && mp_info_find(st, d, viewer, what) >= 0)
			rc = mp_info_name(st, d, viewer, what, out, err);
		else
			rc = mp_info_cmd(st, d, viewer, verb, rest, out, err);
	}
	if (rc == 0)
		mp_info_terms(out, from);
	return rc;
}
