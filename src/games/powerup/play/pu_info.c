/*
 * pu_info.c - POWERUP: the `info` command (the screen's i key) and the
 * short forms the panel shows.  Every text comes from the data files
 * (pu_text.c): a POW! card's, a BUG card's, a BUG sheet's words, what a
 * special action, a destruction rule or an ability does; the numbers
 * beside them (costs, dice, range, speed) from the same sections.
 *
 *   info               the decision at hand: in a turn the hand in full,
 *                      at the store every item for sale, in a reaction
 *                      window what the BUG that came can do
 *   info OPTION        an option's command, as the i key sends it: the
 *                      card of "play 2", the item of "buy 3" or "equip
 *                      ID", the target's sheet and one's weapon for
 *                      "attack ahead", else the verb's help
 *   info NAME          a POW! card, a BUG card, an item, a BUG sheet or
 *                      a BUGBUSTER by name or id
 *
 * Only what a BUGBUSTER may see: the hands are public among the team (a
 * partner plays another's Trick), the automatic BUGs' face-up hand is on
 * the panel, a BUGMISTRESS player's hand is told at her seat alone; the
 * decks' order and the secret tokens are never told.  Pure.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_play.h"

/* What the verbs do, for an option that names no card or item. */
static const struct {
	const char *name, *usage, *help;
} pu_info_verbs[] = {
#define PU_VERB(nm, use, hlp, check, exec, flags) { nm, use, hlp },
#include "pu_verbs.h"
#undef PU_VERB
};

static const char *const pu_info_eqtype[PU_ET_N] = { "melee weapon", "ranged weapon", "armour",
						      "grenade" };

/* A dice pool in words: "2 white and 1 yellow", "none". */
static void pu_info_pool(struct pu_dice2 p, char *buf, size_t cap)
{
	if (!p.w && !p.y)
		snprintf(buf, cap, "no dice");
	else if (p.w && p.y)
		snprintf(buf, cap, "%d white and %d yellow", p.w, p.y);
	else
		snprintf(buf, cap, "%d %s", p.w ? p.w : p.y, p.w ? "white" : "yellow");
}

/* A POW! card in full: its name, kind, cost and letter, then its words. */
static void pu_info_pow(const struct pu_data *d, int i, struct tt_out *out)
{
	const struct pu_pow *p = &d->pow[i];
	char cost[24];

	if (p->cost_rp || p->cost_ammo)
		snprintf(cost, sizeof cost, "costs %d %s", p->cost_rp ? p->cost_rp : p->cost_ammo,
			 p->cost_rp ? "RP" : "ammo");
	else
		snprintf(cost, sizeof cost, "free");
	tt_outf(out, "%s: POW! card, %s, %s, letter %s.\n", p->name,
		p->type == PU_PW_TRICK ? "Trick (any moment)" : "Special (your own turn)", cost,
		p->letter == '*' ? "any of E P I C" : (char[2]){ p->letter, '\0' });
	tt_outf(out, "  %s\n", p->text);
}

static void pu_info_bugcard(const struct pu_data *d, int i, struct tt_out *out)
{
	static const char *const kind[] = { "Special (the BUG turn)", "Trick (any moment)",
					    "Event (until the next BUG turn)" };
	const struct pu_bugcard *c = &d->bugcard[i];

	tt_outf(out, "%s: BUG card, %s, SPAWN %d (the automatic spawn: %s).\n", c->name, kind[c->kind],
		c->spawn, d->bug[c->autobug].name);
	tt_outf(out, "  %s\n", c->text);
}

/* A piece of equipment in full: kind, price, every stat, what its
 * special action and its destruction rule do. */
static void pu_info_eq(const struct pu_data *d, int e, struct tt_out *out)
{
	const struct pu_equip *q = &d->eq[e];
	char pool[40];

	tt_outf(out, "%s: %s, %d coin%s (sells for %d)%s.\n", q->name, pu_info_eqtype[q->type], q->cost,
		q->cost == 1 ? "" : "s", q->cost / 2, q->epic ? ", the EPIC weapon" : !q->deck ? ", a sheet's own weapon" : "");
	if (q->type == PU_ET_RANGED || q->type == PU_ET_GRENADE) {
		if (q->range > 0)
			tt_outf(out, "  Range %d square%s.\n", q->range, q->range == 1 ? "" : "s");
		else
			tt_outf(out, "  Range: the hits of a yellow die, rolled each time.\n");
	}
	if (q->armour)
		tt_outf(out, "  Armour +%d.\n", q->armour);
	pu_info_pool(q->bonus, pool, sizeof pool);
	if (q->bonus.w || q->bonus.y)
		tt_outf(out, "  Bonus dice: %s.\n", pool);
	if (q->damage != PU_DM_NORMAL)
		tt_outf(out, "  Damage: %s (some BUGs cannot be hurt by it).\n", pu_info_damage[q->damage]);
	if (q->type != PU_ET_ARMOUR)
		tt_outf(out, "  Speed %d: a reaction to its attack pays %d RP first.\n", q->speed, q->speed);
	if (q->special)
		tt_outf(out, "  %s\n", d->sp_text[q->special]);
	if (q->destroy)
		tt_outf(out, "  %s\n", d->ds_text[q->destroy]);
}

/* A BUG sheet in full. */
static void pu_info_bug(const struct pu_data *d, int t, struct tt_out *out)
{
	const struct pu_bugsheet *b = &d->bug[t];
	char mel[40], rng[40];

	pu_info_pool(b->melee, mel, sizeof mel);
	pu_info_pool(b->ranged, rng, sizeof rng);
	tt_outf(out, "%s: BUG sheet, SPAWN cost %d, %d li%s, armour %d, %d action%s and %d attack%s a turn.\n",
		b->name, b->cost, b->lives, b->lives == 1 ? "fe" : "ves", b->armour, b->actions,
		b->actions == 1 ? "" : "s", b->attacks, b->attacks == 1 ? "" : "s");
	tt_outf(out, "  Melee %s; ", mel);
	if (b->range > 0)
		tt_outf(out, "ranged %s at range %d, speed %d.\n", rng, b->range, b->speed);
	else
		tt_outf(out, "no ranged attack.\n");
	tt_outf(out, "  Killing it leaves %d coin%s and scores %d.\n", b->coins, b->coins == 1 ? "" : "s",
		b->cost * 100);
	for (int k = 0; k < PU_NABIL; k++)
		if (b->abil & (1u << k))
			tt_outf(out, "  %s: %s\n", d->ab_brief[k], d->ab_text[k]);
	tt_outf(out, "  %s\n", b->text);
}

/* A BUGBUSTER's sheet. */
static void pu_info_sheet(const struct pu_data *d, int h, struct tt_out *out)
{
	const struct pu_sheet *sh = &d->sheet[h];
	char mel[40], rng[40];

	pu_info_pool(sh->melee, mel, sizeof mel);
	pu_info_pool(sh->ranged, rng, sizeof rng);
	tt_outf(out, "%s: BUGBUSTER sheet, melee %s, ranged %s, armour %d, %d RP, %d ammo.\n", sh->name,
		mel, rng, sh->armour, sh->rp, sh->ammo);
	pu_info_pool(sh->emelee, mel, sizeof mel);
	pu_info_pool(sh->eranged, rng, sizeof rng);
	tt_outf(out, "  EPIC: melee %s, ranged %s, armour %d, +%d RP, +%d ammo, only the %s.\n", mel, rng,
		sh->earmour, sh->erp, sh->eammo, d->eq[sh->epic_weapon].name);
}

/* A figure on the board: its sheet, then how this one stands. */
static void pu_info_fig(const struct pu_state *s, const struct pu_data *d, int f, struct tt_out *out)
{
	const struct pu_fig *g = &s->fig[f];
	int team = pu_team_count(s, d, f);

	if (g->kind != PU_FK_BUG) {
		tt_outf(out, "%s at %d,%d.\n", pu_fig_name(s, d, f), g->x, g->y);
		return;
	}
	pu_info_bug(d, g->type, out);
	tt_outf(out, "  This one: at %d,%d facing %s, %d li%s left%s.\n", g->x, g->y,
		g->face < 0 ? "left" : "right", g->lives, g->lives == 1 ? "fe" : "ves",
		team > 1 ? ", in a TEAM on its square" : "");
}

/* Lower case, with '-' for blanks and '_': names and ids compare alike. */
static void pu_info_norm(const char *in, char *out, size_t cap)
{
	size_t n = 0;

	for (; *in && n + 1 < cap; in++)
		out[n++] = *in == ' ' || *in == '_' ? '-' : *in >= 'A' && *in <= 'Z' ? (char)(*in + 32) : *in;
	out[n] = '\0';
}

static bool pu_info_is(const char *want, const char *name, const char *id)
{
	char a[64];

	pu_info_norm(name, a, sizeof a);
	if (strcmp(a, want) == 0)
		return true;
	pu_info_norm(id, a, sizeof a);
	return id[0] && strcmp(a, want) == 0;
}

/* info NAME: the first card, item, BUG or BUGBUSTER of that name or id. */
static bool pu_info_named(const struct pu_data *d, const char *what, struct tt_out *out)
{
	char want[64];

	pu_info_norm(what, want, sizeof want);
	for (int i = 0; i < d->npow; i++)
		if (pu_info_is(want, d->pow[i].name, d->pow[i].id)) {
			pu_info_pow(d, i, out);
			return true;
		}
	for (int i = 0; i < d->nbugcard; i++)
		if (pu_info_is(want, d->bugcard[i].name, d->bugcard[i].id)) {
			pu_info_bugcard(d, i, out);
			return true;
		}
	for (int i = 0; i < d->neq; i++)
		if (pu_info_is(want, d->eq[i].name, d->eq[i].id)) {
			pu_info_eq(d, i, out);
			return true;
		}
	for (int i = 0; i < d->nbug; i++)
		if (pu_info_is(want, d->bug[i].name, d->bug[i].id)) {
			pu_info_bug(d, i, out);
			return true;
		}
	for (int i = 0; i < d->nsheet; i++)
		if (pu_info_is(want, d->sheet[i].name, "")) {
			pu_info_sheet(d, i, out);
			return true;
		}
	return false;
}

/* The seat a decision asks now (the one whose turn it is otherwise). */
static int pu_info_asked(const struct pu_state *s)
{
	return s->npend > 0 ? s->pend[s->npend - 1].seat : s->active >= 0 ? s->active : 0;
}

/* A seat's POW! hand in full and its equipped gear in short. */
static void pu_info_hand(const struct pu_state *s, const struct pu_data *d, int seat,
			 struct tt_out *out)
{
	const struct pu_bb *b = &s->bb[seat];
	char brief[80];

	tt_outf(out, "%s holds %d POW! card%s%s\n", pu_seat_name(s, d, seat), b->nhand,
		b->nhand == 1 ? "" : "s", b->nhand ? " (play N):" : ".");
	for (int k = 0; k < b->nhand; k++) {
		tt_outf(out, "%d. ", k + 1);
		pu_info_pow(d, b->hand[k], out);
	}
	for (int k = 0; k < 3; k++) {
		int e = pu_weapon(s, d, b->fig, k);
		if (e < 0)
			continue;
		pu_info_eq_brief(d, e, brief, sizeof brief);
		tt_outf(out, "Equipped %s: %s (%s).\n", k == 0 ? "melee" : k == 1 ? "ranged" : "armour",
			d->eq[e].name, brief);
	}
}

/* One supply of the store card, with its price. */
static void pu_info_supply(const struct pu_data *d, int k, struct tt_out *out)
{
	const int price[4] = { d->store_ammo, d->store_life, d->store_reset, d->store_power };

	if (k == 0)
		tt_outf(out, "buy ammo: %d ammo for %d coin%s. %s\n", d->ammo_per_buy, price[k],
			price[k] == 1 ? "" : "s", d->su_text[k]);
	else
		tt_outf(out, "buy %s: %d coin%s. %s\n", pu_supply_names[k], price[k], price[k] == 1 ? "" : "s",
			d->su_text[k]);
}

/* The store at seat's decision: every item for sale and every supply. */
static void pu_info_store(const struct pu_state *s, const struct pu_data *d, int seat,
			  struct tt_out *out)
{
	tt_outf(out, "The POWERUP store (%s has %d coins; selling pays half):\n", pu_seat_name(s, d, seat),
		s->bb[seat].coins);
	for (int k = 0; k < 4; k++)
		if (s->store[k] >= 0) {
			tt_outf(out, "buy %d: ", k + 1);
			pu_info_eq(d, s->store[k], out);
		}
	for (int k = 0; k < 4; k++)
		pu_info_supply(d, k, out);
}

/* A reaction window: the BUG that came or attacks, and what reacting costs. */
static void pu_info_react(const struct pu_state *s, const struct pu_data *d, const struct pu_pend *pd,
			  struct tt_out *out)
{
	int bug = pd->a, speed = pu_react_speed(s, d, pd);

	tt_outf(out, "%s %s %s.\n", pu_fig_name(s, d, bug),
		!pd->c ? "came next to" : s->decl.active && s->decl.ranged ? "shoots at" : "attacks",
		pu_seat_name(s, d, pd->seat));
	pu_info_fig(s, d, bug, out);
	tt_outf(out, "Reacting costs %d RP first (%s speed), then an action's AP in RP; %s has %d RP.%s\n",
		speed, s->fig[bug].kind == PU_FK_BB ? "its weapon's" : "its", pu_seat_name(s, d, pd->seat),
		s->bb[pd->seat].rp,
		s->decl.active && s->decl.ranged ? " A Roll (react roll N) dodges a shot." : "");
}

/* Every BUG on the board in one line each: where, its lives left and
 * its sheet in short (info NAME or info X,Y for the whole sheet). */
static void pu_info_board_bugs(const struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	int n = 0;

	for (int i = 0; i < s->nfig; i++) {
		const struct pu_fig *g = &s->fig[i];
		const struct pu_bugsheet *b;
		char mel[16], rng[24];

		if (g->kind != PU_FK_BUG || !pu_alive(s, i) || !pu_on_board(s, g->x, g->y))
			continue;
		b = &d->bug[g->type];
		if (n++ == 0)
			tt_outf(out, "BUGs on the board (info X,Y for a whole sheet):\n");
		pu_info_dice(b->melee, mel, sizeof mel);
		if (b->range > 0) {
			char p[12];
			pu_info_dice(b->ranged, p, sizeof p);
			snprintf(rng, sizeof rng, "shot %s range %d", p + 1, b->range);
		} else {
			snprintf(rng, sizeof rng, "no shot");
		}
		tt_outf(out, "  %s at %d,%d: %d/%d li%s, armour %d, %d AP, %d attack%s, melee %s, %s.\n",
			b->name, g->x, g->y, g->lives, b->lives, b->lives == 1 ? "fe" : "ves", b->armour,
			b->actions, b->attacks, b->attacks == 1 ? "" : "s", mel + 1, rng);
	}
}

/* info X,Y: the figure on that square, if any. */
static bool pu_info_square(const struct pu_state *s, const struct pu_data *d, const char *what,
			   struct tt_out *out)
{
	int x, y, used = 0, f;

	if (sscanf(what, "%d,%d%n", &x, &y, &used) != 2 || what[used] || !pu_on_board(s, x, y))
		return false;
	if ((f = pu_top_at(s, x, y)) < 0) {
		tt_outf(out, "Nobody stands on %d,%d.\n", x, y);
		return true;
	}
	if (s->fig[f].kind == PU_FK_BB)
		pu_info_sheet(d, s->fig[f].type, out);
	else
		pu_info_fig(s, d, f, out);
	return true;
}

/* info with nothing: what the decision at hand is about. */
static void pu_info_here(const struct pu_state *s, const struct pu_data *d, int seat,
			 struct tt_out *out)
{
	const struct pu_pend *pd = s->npend > 0 ? &s->pend[s->npend - 1] : NULL;

	if (s->result) {
		tt_outf(out, "The game is over: %s\n", s->why);
		return;
	}
	if (pd && pd->kind == PU_PD_STORE) {
		pu_info_store(s, d, pd->seat, out);
		return;
	}
	if (pd && pd->kind == PU_PD_REACT) {
		pu_info_react(s, d, pd, out);
		return;
	}
	if (pd && pd->kind == PU_PD_COPY) {
		tt_outf(out, "The card a partner just played:\n");
		pu_info_pow(d, pd->a, out);
	}
	pu_info_hand(s, d, pd ? pd->seat : seat, out);
	pu_info_board_bugs(s, d, out);
}

/* Card n (1-based) of seat's hand, or -1 with err. */
static int pu_info_card(const struct pu_state *s, const struct pu_data *d, int seat, const char *n,
			struct tt_out *out, struct tt_err *err)
{
	const struct pu_bb *b = &s->bb[seat];
	int k;

	if (cmd_int(n, 1, PU_HAND + 1, "card", &k, err) < 0 || k > b->nhand)
		return tt_errf(err, "%s holds %d POW! card%s", pu_seat_name(s, d, seat), b->nhand,
			       b->nhand == 1 ? "" : "s");
	pu_info_pow(d, b->hand[k - 1], out);
	return 0;
}

/* With a BUGMISTRESS player her hand is hers alone: at her seat info
 * alone and "play N" / "pay N" tell her cards; anyone else asking while
 * she decides learns how many she holds.  1 answered, 0 not hers, -1. */
static int pu_info_mistress(const struct pu_state *s, const struct pu_data *d, int viewer,
			    const char *what, struct tt_out *out, struct tt_err *err)
{
	bool mine = s->bm.on && viewer == s->bm.seat;
	struct cmd c;
	int k;

	if (!s->bm.on || (!mine && pu_info_asked(s) != s->bm.seat))
		return 0;
	if (!*what) {
		tt_outf(out, "The BUGMISTRESS holds %d BUG card%s%s\n", s->nbughand, s->nbughand == 1 ? "" : "s",
			!mine ? " (hidden from the BUGBUSTERs)." : s->nbughand ? " (play N, pay N):" : ".");
		for (k = 0; mine && k < s->nbughand; k++) {
			tt_outf(out, "%d ", k + 1);
			pu_info_bugcard(d, s->bughand[k], out);
		}
		return 1;
	}
	if (cmd_parse(what, &c, err) < 0 || c.argc < 2 || (strcmp(c.argv[0], "play") && strcmp(c.argv[0], "pay")))
		return 0;
	if (!mine)
		return tt_errf(err, "the BUGMISTRESS's hand is hidden from the BUGBUSTERs");
	if (cmd_int(c.argv[1], 1, PU_MAXBUGCARD, "card", &k, err) < 0 || k > s->nbughand)
		return tt_errf(err, "she holds %d BUG card%s", s->nbughand, s->nbughand == 1 ? "" : "s");
	pu_info_bugcard(d, s->bughand[k - 1], out);
	return 1;
}

/* What the dice show and what hits take (rules.ini): the faces of each
 * die and the DAMAGE card. */
static void pu_info_dice_faces(const struct pu_data *d, struct tt_out *out)
{
	for (int k = 0; k < 2; k++) {
		const struct pu_face *fc = k ? d->yellow : d->white;

		tt_outf(out, "%s faces:", k ? "Yellow" : "White");
		for (int i = 0; i < 6; i++)
			tt_outf(out, " %s%.0d", fc[i].kind == PU_DF_POW ? "POW!" : fc[i].kind == PU_DF_BUG ? "BUG" :
				fc[i].hits ? "" : "0", fc[i].kind == PU_DF_HITS ? fc[i].hits : 0);
		tt_outf(out, "%s\n", k ? "" : " (POW! = 3 hits and a card, BUG = drop a die with hits)");
	}
	tt_outf(out, "DAMAGE: %d, %d, %d or %d hits past the armour take 1, 2, 3 or 4 lives.\n", d->dmg[0],
		d->dmg[1], d->dmg[2], d->dmg[3]);
}

/* attack|shoot DIR: the enemy that blow would strike, and the weapon. */
static void pu_info_blow(const struct pu_state *s, const struct pu_data *d, int seat,
			 const struct cmd *c, struct tt_out *out)
{
	bool ranged = c->argv[0][0] == 's';
	int f = s->bb[seat].fig, dir = c->argc > 1 ? pu_dirarg(c->argv[1]) : 0, cover = 0;
	int t = dir < 0 ? -1 : pu_target(s, d, f, dir, ranged ? 20 : 1, ranged, &cover);
	int e = pu_weapon(s, d, f, ranged ? PU_ET_RANGED : PU_ET_MELEE);
	char pool[40];

	if (t >= 0)
		pu_info_fig(s, d, t, out);
	else
		tt_outf(out, "Nothing to hit %s.\n", c->argc > 1 ? c->argv[1] : "ahead");
	if (t >= 0 && cover)
		tt_outf(out, "  Cover on the way: +%d armour against this shot.\n", 2 * cover);
	pu_info_pool(ranged ? pu_ranged_pool(s, d, f) : pu_melee_pool(s, d, f), pool, sizeof pool);
	tt_outf(out, "%s's %s roll: %s%s.\n", pu_seat_name(s, d, seat), ranged ? "ranged" : "melee", pool,
		ranged ? ", 1 AP and 1 ammo" : ", 1 AP");
	if (e >= 0) {
		tt_outf(out, "With ");
		pu_info_eq(d, e, out);
	}
	pu_info_dice_faces(d, out);
}

/* buy N|SUPPLY: the item or the supply. */
static int pu_info_buy(const struct pu_state *s, const struct pu_data *d, const struct cmd *c,
		       struct tt_out *out, struct tt_err *err)
{
	int k;

	for (k = 0; k < 4 && c->argc > 1; k++)
		if (strcmp(c->argv[1], pu_supply_names[k]) == 0) {
			pu_info_supply(d, k, out);
			return 0;
		}
	if (c->argc < 2 || cmd_int(c->argv[1], 1, 4, "store card", &k, err) < 0 || s->store[k - 1] < 0)
		return tt_errf(err, "buy 1-4 (a store card), ammo, life, reset or powerup");
	pu_info_eq(d, s->store[k - 1], out);
	return 0;
}

/* A verb's help, and the warning of that option if the prompt gives one. */
static void pu_info_verb(const struct pu_state *s, const struct pu_data *d, const char *line,
			 const char *verb, struct tt_out *out)
{
	struct tt_prompt *p = malloc(sizeof *p);

	for (size_t i = 0; i < sizeof pu_info_verbs / sizeof pu_info_verbs[0]; i++)
		if (strcmp(pu_info_verbs[i].name, verb) == 0)
			tt_outf(out, "%s%s%s: %s.\n", verb, pu_info_verbs[i].usage[0] ? " " : "",
				pu_info_verbs[i].usage, pu_info_verbs[i].help);
	if (!p)
		return;
	pu_prompt(s, d, p);
	for (int i = 0; i < p->nopt; i++)
		if (strcmp(p->opt[i].cmd, line) == 0 && p->opt[i].warn[0])
			tt_outf(out, "Careful: %s.\n", p->opt[i].warn);
	free(p);
}

/* Would seat's command be refused now?  Then say so, with the rule. */
static void pu_info_refused(const struct pu_state *s, const struct pu_data *d, int seat,
			    const struct cmd *c, struct tt_out *out)
{
	struct pu_go g;
	struct tt_err err = { "" };

	if (pu_check(s, d, seat, c, &g, &err) < 0)
		tt_outf(out, "Not now: %s.\n", err.msg);
}

/* The forms about a BUGBUSTER's own hand and figure: a POW! card of
 * "play N" / "discard N" / "trick SEAT N", the blow of "attack|shoot DIR".
 * At the BUGMISTRESS's seat (no hand of POW! cards, no figure, and the
 * BUGBUSTERs' hands hidden from her) only her BUG's "bug N ..." is
 * answered here: that BUG as it stands.  1 answered, -1, 0 not one. */
static int pu_info_own(const struct pu_state *s, const struct pu_data *d, int seat,
		       const struct cmd *c, struct tt_out *out, struct tt_err *err)
{
	const char *v = c->argv[0];
	int o;

	if (s->bm.on && seat == s->bm.seat) {
		if (!strcmp(v, "trick"))
			return tt_errf(err, "the BUGBUSTERs' hands are hidden from the BUGMISTRESS");
		if (!strcmp(v, "bug") && c->argc > 1 && cmd_int(c->argv[1], 0, s->nfig - 1, "BUG", &o, err) == 0 &&
		    s->fig[o].kind == PU_FK_BUG && pu_alive(s, o))
			pu_info_fig(s, d, o, out);
		return 0;
	}
	if ((!strcmp(v, "play") || !strcmp(v, "discard")) && c->argc > 1)
		return pu_info_card(s, d, seat, c->argv[1], out, err) < 0 ? -1 : 1;
	if (!strcmp(v, "trick") && c->argc > 2) {
		if ((o = pu_seat_named(s, d, c->argv[1])) < 0)
			return tt_errf(err, "no BUGBUSTER called '%s' plays", c->argv[1]);
		return pu_info_card(s, d, o, c->argv[2], out, err) < 0 ? -1 : 1;
	}
	return 0;
}

/* info OPTION: 1 when the words are an option's command (answered, or
 * -1 with err), 0 when they are not a verb of the game. */
static int pu_info_option(const struct pu_state *s, const struct pu_data *d, int seat,
			  const char *line, struct tt_out *out, struct tt_err *err)
{
	struct cmd c, inner;
	const char *v;
	bool react = false, hers = s->bm.on && seat == s->bm.seat;
	int o;

	if (cmd_parse(line, &c, err) < 0 || c.argc == 0)
		return 0;
	if (!strcmp(c.argv[0], "react") && c.argc > 1 && pu_react_action(&c, &inner, "", err) == 0) {
		c = inner;	/* judged as a reaction, not as an action of a turn */
		react = true;
	}
	v = c.argv[0];
	if ((o = pu_info_own(s, d, seat, &c, out, err)) != 0)
		return o;
	err->msg[0] = '\0';
	if (!strcmp(v, "buy"))
		return pu_info_buy(s, d, &c, out, err) < 0 ? -1 : 1;
	if ((!strcmp(v, "sell") || !strcmp(v, "equip") || !strcmp(v, "throw")) && c.argc > 1 &&
	    pu_info_named(d, c.argv[1], out))
		return 1;
	if (!strcmp(v, "give") && c.argc > 2 && pu_info_named(d, c.argv[2], out))
		return 1;
	if ((!strcmp(v, "attack") || !strcmp(v, "shoot")) && !hers) {
		pu_info_blow(s, d, seat, &c, out);
		if (!react)
			pu_info_refused(s, d, seat, &c, out);
		return 1;
	}
	if (!strcmp(v, "copy") && s->npend > 0 && s->pend[s->npend - 1].kind == PU_PD_COPY) {
		pu_info_pow(d, s->pend[s->npend - 1].a, out);
		return 1;
	}
	for (size_t i = 0; i < sizeof pu_info_verbs / sizeof pu_info_verbs[0]; i++)
		if (strcmp(pu_info_verbs[i].name, v) == 0) {
			pu_info_verb(s, d, line, v, out);
			if (!react)
				pu_info_refused(s, d, seat, &c, out);
			return 1;
		}
	return 0;
}

int pu_info(const void *st, const void *data, int viewer, const char *what, struct tt_out *out,
	    struct tt_err *err)
{
	const struct pu_state *s = st;
	const struct pu_data *d = data;
	bool own = viewer >= 0 && (viewer < s->nseats || (s->bm.on && viewer == s->bm.seat));
	int seat = own ? viewer : pu_info_asked(s), rc;

	while (*what == ' ')
		what++;
	if ((rc = pu_info_mistress(s, d, viewer, what, out, err)) != 0)
		return rc < 0 ? -1 : 0;
	if ((rc = pu_prof_info(s, d, seat, what, out, err)) != 0)
		return rc < 0 ? -1 : 0;
	if (!*what) {
		pu_info_here(s, d, seat, out);
		return 0;
	}
	if (pu_info_named(d, what, out) || pu_info_square(s, d, what, out))
		return 0;
	err->msg[0] = '\0';
	if ((rc = pu_info_option(s, d, seat, what, out, err)) != 0)
		return rc < 0 ? -1 : 0;
	return tt_errf(err, "no POW! card, BUG card, item, BUG or BUGBUSTER is called '%s' "
		       "(info alone: the decision at hand)", what);
}
