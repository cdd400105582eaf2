/*
 * pu_pend.c - POWERUP: answers to pending decisions (reaction windows,
 * push or pass, sides, facing, discards, the store, who plays next), the
 * POW! cards, EPIC, equipping, and the GLITCH.
 */
#include <stdio.h>
#include <string.h>
#include "pu.h"

int pu_gear_find(const struct pu_state *s, const struct pu_data *d, int seat, const char *id)
{
	for (int i = 0; i < s->bb[seat].ngear; i++)
		if (strcmp(d->eq[s->bb[seat].gear[i]].id, id) == 0)
			return i;
	return -1;
}

static int pu_side(const char *a)
{
	return !strcmp(a, "left") ? -1 : !strcmp(a, "right") ? 1 : 0;
}

/* Roll: n yellow dice whose hits cancel hits of the ranged attack. */
static int pu_react_roll(struct pu_state *s, const struct pu_data *d, const struct pu_pend *p,
			 const struct cmd *c, int speed, struct tt_out *out, struct tt_err *err)
{
	struct pu_bb *b = &s->bb[p->seat];
	int n = 1, pw, bu;

	if (!s->decl.active || !s->decl.ranged)
		return tt_errf(err, "a Roll only dodges a ranged attack");
	if (c->argc > 2 && cmd_int(c->argv[2], 1, 9, "RP", &n, err) < 0)
		return -1;
	if (b->rp < n + speed)
		return tt_errf(err, "that costs %d reaction points (weapon speed %d first)", n + speed, speed);
	b->rp = (int8_t)(b->rp - n - speed);
	pu_pop_pend(s);
	s->dodge = pu_roll(s, d, (struct pu_dice2){ 0, (uint8_t)n }, &pw, &bu,
			   pu_fig_name(s, d, b->fig), out);
	tt_outf(out, "The Roll costs %d RP.\n", n + speed);
	while (pw-- > 0)
		pu_draw_pow(s, d, p->seat, out);
	return 0;
}

/* A regular action out of turn (anything but rest), paid in RP after
 * the attacking BUG's speed (bullet-time) when under attack. */
static int pu_react(struct pu_state *s, const struct pu_data *d, const struct pu_pend *p,
		    const struct cmd *c, struct tt_out *out, struct tt_err *err)
{
	struct pu_bb *b = &s->bb[p->seat], save = *b;
	int speed = p->c ? d->bug[s->fig[p->a].type].speed : 0, cost;
	struct cmd c2;

	if (c->argc >= 2 && !strcmp(c->argv[1], "roll"))
		return pu_react_roll(s, d, p, c, speed, out, err);
	if (pu_react_action(c, &c2, ", roll N, or pass", err) < 0)
		return -1;
	cost = pu_action_cost(s, d, p->seat, &c2);
	if (b->rp < cost + speed)
		return tt_errf(err, "that reaction costs %d reaction points (speed %d first) and you have %d",
			       cost + speed, speed, b->rp);
	b->ap = (int8_t)cost;
	pu_pop_pend(s);
	if (pu_act_bb(s, d, p->seat, &c2, out, err) < 0) {
		*b = save;
		return -1;
	}
	if (b->air) {	/* out of turn, a jump lands at once */
		struct cmd land = { .argc = 1, .argv = { "land" } };
		pu_act_bb(s, d, p->seat, &land, out, err);
	}
	b->ap = save.ap;
	b->acted = save.acted;
	b->rp = (int8_t)(b->rp - cost - speed);
	tt_outf(out, "The reaction costs %d RP.\n", cost + speed);
	return 0;
}

static int pu_store_buy(struct pu_state *s, const struct pu_data *d, int seat, const char *what,
			struct tt_out *out, struct tt_err *err)
{
	struct pu_bb *b = &s->bb[seat];
	int n, cost, e;

	if (!strcmp(what, "ammo") || !strcmp(what, "life") || !strcmp(what, "reset") ||
	    !strcmp(what, "powerup")) {
		cost = what[0] == 'a' ? d->store_ammo : what[0] == 'l' ? d->store_life :
		       what[0] == 'r' ? d->store_reset : d->store_power;
		if (b->coins < cost)
			return tt_errf(err, "that costs %d coins and you have %d", cost, b->coins);
		if (what[0] == 'l' && s->fig[b->fig].lives >= 3)
			return tt_errf(err, "you already have 3 lives");
		if (what[0] == 'p' && pu_power_on_random(s, s->fig[b->fig].y * PU_W + s->fig[b->fig].x) < 0)
			return tt_errf(err, "no other POWERUP is OFF");
		b->coins = (int16_t)(b->coins - cost);
		if (what[0] == 'a')
			b->ammo = (int8_t)(b->ammo + d->ammo_per_buy);
		else if (what[0] == 'l')
			s->fig[b->fig].lives++;
		else if (what[0] == 'r') {
			for (int k = 0; k < 4; k++)
				if (s->store[k] >= 0 && s->neqdeck < PU_MAXEQ) {
					memmove(s->eqdeck + 1, s->eqdeck, (size_t)s->neqdeck++);
					s->eqdeck[0] = s->store[k];
				}
			pu_store_refill(s, d);
		}
		tt_outf(out, "%s for %d coin%s.\n", what[0] == 'a' ? "Bought ammo" : what[0] == 'l' ?
			"Bought a life" : what[0] == 'r' ? "The store cards are reset" :
			"A POWERUP is switched ON", cost, cost == 1 ? "" : "s");
		return 0;
	}
	if (cmd_int(what, 1, 4, "store card", &n, err) < 0 || (e = s->store[n - 1]) < 0)
		return tt_errf(err, "buy 1-4 (a store card), ammo, life, reset or powerup");
	if (b->coins < d->eq[e].cost)
		return tt_errf(err, "the %s costs %d coins and you have %d", d->eq[e].name, d->eq[e].cost, b->coins);
	if (b->ngear == PU_GEAR)
		return tt_errf(err, "you carry all you can: sell something first");
	b->coins = (int16_t)(b->coins - d->eq[e].cost);
	pu_gear_add(s, d, seat, e);
	s->store[n - 1] = (int8_t)(s->neqdeck > 0 ? s->eqdeck[--s->neqdeck] : -1);
	tt_outf(out, "Bought the %s for %d coins.\n", d->eq[e].name, d->eq[e].cost);
	return 0;
}

static int pu_store_sell(struct pu_state *s, const struct pu_data *d, int seat, const char *id,
			 struct tt_out *out, struct tt_err *err)
{
	struct pu_bb *b = &s->bb[seat];
	int g = pu_gear_find(s, d, seat, id), e;

	if (g < 0)
		return tt_errf(err, "you carry no '%s'", id);
	e = b->gear[g];
	b->coins = (int16_t)(b->coins + d->eq[e].cost / 2);
	pu_gear_remove(s, seat, g);
	tt_outf(out, "Sold the %s for %d coin%s (half of %d, rounded down).\n", d->eq[e].name,
		d->eq[e].cost / 2, d->eq[e].cost / 2 == 1 ? "" : "s", d->eq[e].cost);
	return 0;
}

int pu_store_cmd(struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c,
		 struct tt_out *out, struct tt_err *err)
{
	if (!strcmp(c->argv[0], "done")) {
		pu_pop_pend(s);
		tt_outf(out, "The store closes.\n");
		return 0;
	}
	if (c->argc < 2)
		return tt_errf(err, "buy WHAT, sell ITEM, equip ITEM or done");
	if (!strcmp(c->argv[0], "buy"))
		return pu_store_buy(s, d, seat, c->argv[1], out, err);
	if (!strcmp(c->argv[0], "sell"))
		return pu_store_sell(s, d, seat, c->argv[1], out, err);
	return tt_errf(err, "the store is open: buy, sell, equip or done");
}

static int pu_equip(struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c,
		    struct tt_out *out, struct tt_err *err)
{
	int g = c->argc > 1 ? pu_gear_find(s, d, seat, c->argv[1]) : -1, t;

	if (g < 0)
		return tt_errf(err, "equip ITEM: one of the equipment you carry");
	t = d->eq[s->bb[seat].gear[g]].type;
	if (t > PU_ET_ARMOUR)
		return tt_errf(err, "grenades are thrown, not equipped");
	if (s->bb[seat].eq[t] == g)
		return tt_errf(err, "the %s is already equipped", d->eq[s->bb[seat].gear[g]].name);
	if (d->eq[s->bb[seat].gear[g]].destroy == PU_DS_NOAMMO && s->bb[seat].ammo <= 0)
		return tt_errf(err, "the %s is destroyed when you run out of ammo, and you have none",
			       d->eq[s->bb[seat].gear[g]].name);
	s->bb[seat].eq[t] = (int8_t)g;
	tt_outf(out, "Equipped the %s.\n", d->eq[s->bb[seat].gear[g]].name);
	return 0;
}

/* Four cards spelling E-P-I-C (wildcards fill gaps). */
static bool pu_epic_cards(const struct pu_state *s, const struct pu_data *d, int seat, int pick[4])
{
	const struct pu_bb *b = &s->bb[seat];
	bool used[PU_HAND + 1] = { false };
	static const char word[] = "EPIC";

	for (int l = 0; l < 4; l++) {
		pick[l] = -1;
		for (int i = 0; i < b->nhand && pick[l] < 0; i++)
			if (!used[i] && !(b->nodraw & 1u << i) && d->pow[b->hand[i]].letter == word[l]) {
				pick[l] = i;
				used[i] = true;
			}
	}
	for (int l = 0; l < 4; l++)
		for (int i = 0; i < b->nhand && pick[l] < 0; i++)
			if (!used[i] && !(b->nodraw & 1u << i) && d->pow[b->hand[i]].letter == '*') {
				pick[l] = i;
				used[i] = true;
			}
	return pick[0] >= 0 && pick[1] >= 0 && pick[2] >= 0 && pick[3] >= 0;
}

static void pu_hand_remove(struct pu_state *s, int seat, int i)
{
	struct pu_bb *b = &s->bb[seat];

	unsigned low = b->nodraw & ((1u << i) - 1), high = b->nodraw >> (i + 1);

	s->powdisc[s->npowdisc++] = b->hand[i];
	memmove(&b->hand[i], &b->hand[i + 1], (size_t)(b->nhand - i - 1));
	b->hand[--b->nhand] = -1;
	b->nodraw = (uint8_t)(low | high << i);	/* the marks follow their cards */
}

static void pu_copy_window(struct pu_state *s, const struct pu_data *d, int seat, int card);

static int pu_epic(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out,
		   struct tt_err *err)
{
	struct pu_bb *b = &s->bb[seat];
	const struct pu_sheet *h = &d->sheet[s->fig[b->fig].type];
	int pick[4];

	if (b->epic)
		return tt_errf(err, "you are already EPIC");
	if (!pu_epic_cards(s, d, seat, pick))
		return tt_errf(err, "EPIC needs four POW! cards spelling E-P-I-C (wildcards allowed)");
	for (int l = 0; l < 4; l++)
		for (int m = l + 1; m < 4; m++)
			if (pick[m] > pick[l]) {
				int t = pick[m];
				pick[m] = pick[l];
				pick[l] = t;
			}
	for (int l = 0; l < 4; l++)
		pu_hand_remove(s, seat, pick[l]);
	b->epic = 1;
	b->rp = (int8_t)(b->rp + h->erp);
	b->ammo = (int8_t)(b->ammo + h->eammo);
	tt_outf(out, "%s goes EPIC: +%d RP (%d/%d), +%d ammo (%d/%d), armour %d, only the %s until "
		"the next turn!\n", h->name, h->erp, b->rp, b->maxrp, h->eammo, b->ammo, b->maxammo,
		pu_armour(s, d, b->fig), d->eq[h->epic_weapon].name);
	pu_copy_window(s, d, seat, s->powdisc[s->npowdisc - 1]);	/* Copycat: one of the four */
	return 0;
}

/* The start of the EPIC player's next turn: the sheet flips back and
 * whatever is left of the EPIC bonus above the maximum goes (surplus from
 * other cards, such as Armory, stays). */
void pu_epic_end(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out)
{
	struct pu_bb *b = &s->bb[seat];
	const struct pu_sheet *h = &d->sheet[s->fig[b->fig].type];
	int xr = b->rp - b->maxrp, xa = b->ammo - b->maxammo;

	if (!b->epic)
		return;
	b->epic = 0;
	if (xr > 0)
		b->rp = (int8_t)(b->rp - (xr < h->erp ? xr : h->erp));
	if (xa > 0)
		b->ammo = (int8_t)(b->ammo - (xa < h->eammo ? xa : h->eammo));
	tt_outf(out, "%s is no longer EPIC (RP %d, ammo %d).\n", h->name, b->rp, b->ammo);
}

static int pu_card_effect(struct pu_state *s, const struct pu_data *d, int seat, const struct pu_pow *p,
			  struct tt_out *out, struct tt_err *err)
{
	struct pu_bb *b = &s->bb[seat];
	int f = b->fig;

	switch (p->effect) {
	case PU_PE_RP: b->rp = (int8_t)(b->rp + p->amount); break;
	case PU_PE_AMMO: b->ammo = (int8_t)(b->ammo + p->amount); break;
	case PU_PE_LIFE:
		if (s->fig[f].lives >= 3)
			return tt_errf(err, "you already have 3 lives");
		s->fig[f].lives++;
		break;
	case PU_PE_WHITE: b->bonus_white++; break;
	case PU_PE_YELLOW: b->bonus_yellow++; break;
	case PU_PE_HIT: b->bonus_hit++; break;
	case PU_PE_ARMOUR: b->bonus_armour++; break;
	case PU_PE_SHIELD: b->shield = 1; break;
	case PU_PE_REROLL: b->reroll = 1; break;
	case PU_PE_DISRUPT: s->disrupt = 1; break;
	case PU_PE_BRAINWASH:
		pu_bug_brainwash(s, d, out);
		break;
	case PU_PE_DRAW2: {
		int before = b->nhand;
		pu_take_pow(s, d, seat, out);	/* the card lets the hand go over 4 */
		pu_take_pow(s, d, seat, out);
		for (int i = before; i < b->nhand; i++)
			b->nodraw = (uint8_t)(b->nodraw | 1u << i);
		break;
	}
	case PU_PE_ASSEMBLE:
		s->assemble = 1;
		tt_outf(out, "Assemble: the team may trade POW! cards freely this turn ('trade').\n");
		break;
	case PU_PE_COPYCAT:
		return tt_errf(err, "Copycat is played when a partner plays a POW! card");
	default:
		return tt_errf(err, "%s is not implemented in this version", p->name);
	}
	return 0;
}

/* The hand limit: a discard before a draw (p->a draws wait on it; pass
 * keeps the hand and lets them go), or after Double Draw went over 4. */
static int pu_discard(struct pu_state *s, const struct pu_data *d, int seat, const struct pu_pend *p,
		      const struct cmd *c, struct tt_out *out, struct tt_err *err)
{
	const char *name = d->sheet[s->fig[s->bb[seat].fig].type].name;
	int n, draws = p->a;

	if (draws > 0 && !strcmp(c->argv[0], "pass")) {
		pu_pop_pend(s);
		tt_outf(out, "%s keeps the hand: the card%s stay%s on the POW! pile.\n", name,
			draws == 1 ? "" : "s", draws == 1 ? "s" : "");
		return 0;
	}
	if (strcmp(c->argv[0], "discard") || c->argc < 2 ||
	    cmd_int(c->argv[1], 1, PU_HAND + 1, "card", &n, err) < 0 || n > s->bb[seat].nhand)
		return draws > 0 ? tt_errf(err, "discard N (1-%d) to make room for the card you draw, or pass "
					   "to keep your hand: a hand holds at most %d POW! cards",
					   s->bb[seat].nhand, PU_HAND)
				 : tt_errf(err, "discard N: you hold %d POW! cards, the limit is %d",
					   s->bb[seat].nhand, PU_HAND);
	pu_pop_pend(s);
	tt_outf(out, "Discarded %s.\n", d->pow[s->bb[seat].hand[n - 1]].name);
	pu_hand_remove(s, seat, n - 1);
	while (draws-- > 0)	/* a second draw may ask again */
		pu_draw_pow(s, d, seat, out);
	return 0;
}

static int pu_copy(struct pu_state *s, const struct pu_data *d, int seat, const struct pu_pend *p,
		   struct tt_out *out, struct tt_err *err);
static int pu_trade(struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c,
		    struct tt_out *out, struct tt_err *err);

static int pu_play(struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c,
		   struct tt_out *out, struct tt_err *err)
{
	struct pu_bb *b = &s->bb[seat];
	const struct pu_pow *p;
	int n, keep = 0;

	if (c->argc < 2 || cmd_int(c->argv[1], 1, b->nhand ? b->nhand : 1, "card", &n, err) < 0 ||
	    n > b->nhand)
		return tt_errf(err, "play N: one of the %d POW! cards in your hand", b->nhand);
	p = &d->pow[b->hand[n - 1]];
	if (p->type == PU_PW_SPECIAL && (s->phase != PU_PH_BB || s->active != seat))
		return tt_errf(err, "a Special card is played only in your own turn");
	if (b->nodraw & (1u << (n - 1)))
		return tt_errf(err, "cards drawn with Double Draw cannot be used this turn");
	if (b->rp < p->cost_rp || b->ammo < p->cost_ammo)
		return tt_errf(err, "%s costs %d RP and %d ammo", p->name, p->cost_rp, p->cost_ammo);
	if (s->fig[b->fig].lives <= 0)
		return tt_errf(err, "you are defeated");
	if (p->effect == PU_PE_COPYCAT)
		return tt_errf(err, "Copycat is played when a partner plays a POW! card");
	if (c->argc > 2 && p->effect == PU_PE_REROLL) {
		if (c->argc > 3 || cmd_int(c->argv[2], 1, 15, "hits", &keep, err) < 0)
			return tt_errf(err, "play %d [K]: re-roll the next attack until it shows K hits "
				       "(1-15)", n);
	} else if (c->argc > 2 && !pu_pow_aimed(p->effect)) {
		return tt_errf(err, "%s takes no square or name: play %d", p->name, n);
	}
	b->rp = (int8_t)(b->rp - p->cost_rp);
	b->ammo = (int8_t)(b->ammo - p->cost_ammo);
	{
		int card = b->hand[n - 1];
		pu_hand_remove(s, seat, n - 1);
		tt_outf(out, "%s plays %s.\n", d->sheet[s->fig[b->fig].type].name, p->name);
		if (pu_pow_aimed(p->effect) ? pu_pow_aim(s, d, seat, p->effect, c, 2, out, err) < 0 :
		    pu_card_effect(s, d, seat, p, out, err) < 0)
			return -1;
		if (keep > 0)	/* Lucky Charm: 1 + the hits the player wants */
			b->reroll = (uint8_t)(1 + keep);
		pu_pow_said(s, d, seat, p->effect, out);
		pu_copy_window(s, d, seat, card);
	}
	return 0;
}

/* Copycat: the first partner holding it (with 2 RP) may keep a copy. */
static int pu_copycat_in(const struct pu_state *s, const struct pu_data *d, int seat)
{
	const struct pu_bb *b = &s->bb[seat];

	for (int i = 0; i < b->nhand; i++)
		if (d->pow[b->hand[i]].effect == PU_PE_COPYCAT)
			return i;
	return -1;
}

static void pu_copy_window(struct pu_state *s, const struct pu_data *d, int seat, int card)
{
	for (int i = 0; i < s->nseats; i++)
		if (i != seat && s->fig[s->bb[i].fig].lives > 0 && s->bb[i].rp >= 2 &&
		    pu_copycat_in(s, d, i) >= 0 && s->npowdisc > 0 && s->powdisc[s->npowdisc - 1] == card) {
			pu_push_pend(s, PU_PD_COPY, i, card, 0, 0);
			return;
		}
}

static int pu_copy(struct pu_state *s, const struct pu_data *d, int seat, const struct pu_pend *p,
		   struct tt_out *out, struct tt_err *err)
{
	struct pu_bb *b = &s->bb[seat];
	int k = pu_copycat_in(s, d, seat);

	if (k < 0 || b->rp < 2 || s->npowdisc == 0 || s->powdisc[s->npowdisc - 1] != p->a)
		return tt_errf(err, "Copycat needs the card in hand, 2 RP and the card just played");
	pu_pop_pend(s);
	b->rp = (int8_t)(b->rp - 2);
	s->npowdisc--;
	pu_hand_remove(s, seat, k);
	b->hand[b->nhand++] = (int8_t)p->a;
	tt_outf(out, "%s plays Copycat and keeps a copy of %s.\n", d->sheet[s->fig[b->fig].type].name,
		d->pow[p->a].name);
	if (b->nhand > PU_HAND)
		pu_push_pend(s, PU_PD_DISCARD, seat, 0, 0, 0);
	return 0;
}

/* Assemble: trade NAME give|take N, free, this turn only. */
static int pu_trade(struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c,
		    struct tt_out *out, struct tt_err *err)
{
	int o = c->argc > 3 ? pu_order_named(s, d, c->argv[1]) : -1, n, from, to;

	if (!s->assemble)
		return tt_errf(err, "POW! cards are traded only after an Assemble card this turn");
	if (o < 0 || o == seat || (strcmp(c->argv[2], "give") && strcmp(c->argv[2], "take")))
		return tt_errf(err, "trade NAME give|take N");
	from = c->argv[2][0] == 'g' ? seat : o;
	to = from == seat ? o : seat;
	if (cmd_int(c->argv[3], 1, PU_HAND, "card", &n, err) < 0 || n > s->bb[from].nhand)
		return tt_errf(err, "there is no card %s to trade", c->argv[3]);
	if (s->bb[to].nhand >= PU_HAND)
		return tt_errf(err, "a hand holds at most %d POW! cards", PU_HAND);
	s->bb[to].hand[s->bb[to].nhand++] = s->bb[from].hand[n - 1];
	memmove(&s->bb[from].hand[n - 1], &s->bb[from].hand[n], (size_t)(s->bb[from].nhand - n));
	s->bb[from].hand[--s->bb[from].nhand] = -1;
	tt_outf(out, "The %s card changes hands.\n", d->pow[s->bb[to].hand[s->bb[to].nhand - 1]].name);
	return 0;
}

/* Trick cards may be played at any time: whoever is being asked may let a
 * partner play one ("trick NAME N"), so no moment is lost waiting for the
 * owner to be asked. */
int pu_trick(struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c,
	     struct tt_out *out, struct tt_err *err)
{
	struct cmd play = { .argc = 2 };
	int o = -1, n;

	for (int i = 0; c->argc >= 3 && i < s->nseats; i++) {
		const char *nm = d->sheet[s->fig[s->bb[i].fig].type].name;
		size_t k = 0;
		while (nm[k] && c->argv[1][k] && (nm[k] | 32) == (c->argv[1][k] | 32))
			k++;
		if (!nm[k] && !c->argv[1][k])
			o = i;
	}
	if (o < 0)
		return tt_errf(err, "trick NAME N: a partner and one of the POW! cards in their hand");
	if (o == seat)
		return tt_errf(err, "play your own cards with 'play N'");
	if (cmd_int(c->argv[2], 1, PU_HAND, "card", &n, err) < 0 || n > s->bb[o].nhand)
		return tt_errf(err, "%s holds no POW! card %s", c->argv[1], c->argv[2]);
	if (d->pow[s->bb[o].hand[n - 1]].type != PU_PW_TRICK)
		return tt_errf(err, "only Trick cards may be played at any time; %s is a Special card",
			       d->pow[s->bb[o].hand[n - 1]].name);
	if (s->npend > 0 && s->pend[s->npend - 1].kind == PU_PD_DISCARD)
		return tt_errf(err, "a hand over the limit must be discarded first");
	tt_strlcpy(play.argv[0], "play", sizeof play.argv[0]);
	tt_strlcpy(play.argv[1], c->argv[2], sizeof play.argv[1]);
	for (int i = 3; i < c->argc; i++)	/* the square an aimed card names */
		tt_strlcpy(play.argv[play.argc++], c->argv[i], sizeof play.argv[0]);
	return pu_play(s, d, o, &play, out, err);
}

int pu_act_misc(struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c,
		struct tt_out *out, struct tt_err *err)
{
	if (!strcmp(c->argv[0], "play"))
		return pu_play(s, d, seat, c, out, err);
	if (!strcmp(c->argv[0], "epic"))
		return pu_epic(s, d, seat, out, err);
	if (!strcmp(c->argv[0], "trade"))
		return pu_trade(s, d, seat, c, out, err);
	return pu_equip(s, d, seat, c, out, err);
}

static int pu_glitch_fig(const struct pu_state *s)
{
	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_GLITCH && pu_alive(s, i))
			return i;
	return -1;
}

static int pu_fly(struct pu_state *s, const struct pu_data *d, int gl, int dx, int dy,
		  struct tt_out *out, struct tt_err *err)
{
	int x = s->fig[gl].x, y = s->fig[gl].y, keys = 0;
	bool edge = false;	/* stopped by the outer edge of the void */

	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_BB && s->fig[i].aboard)
			keys |= s->fig[i].secret;
	for (int k = 0; k < 2; k++) {
		int nx = x + dx, ny = y + dy;
		if (nx < -1 || ny < -1 || nx > s->w || ny > s->h) {	/* beyond the void's edge */
			if (keys == 7) {
				s->keys_found = 7;
				tt_outf(out, "The GLITCH escapes through the void with the three keys!\n");
				return 0;
			}
			edge = true;
			break;
		}
		if (pu_on_board(s, nx, ny) && (pu_blocks(s, nx, ny) || pu_at(s, nx, ny, gl) >= 0))
			break;
		if ((dy < 0 && pu_on_board(s, nx, ny) && s->floor[ny][nx]) ||
		    (dy > 0 && pu_on_board(s, x, y) && s->floor[y][x]))
			break;	/* a floor is an obstacle to it too */
		x = nx;
		y = ny;	/* the void around the board is the GLITCH's own */
	}
	if (x == s->fig[gl].x && y == s->fig[gl].y)
		return tt_errf(err, edge ? "the GLITCH cannot fly that way (escaping needs all three keys aboard)"
				    : "a wall, a floor, a closed door or a figure stops the GLITCH that way");
	s->fig[gl].x = (int8_t)x;
	s->fig[gl].y = (int8_t)y;
	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].aboard) {	/* the crew and any VIPs it carries */
			s->fig[i].x = (int8_t)x;
			s->fig[i].y = (int8_t)y;
		}
	tt_outf(out, "The GLITCH flies to %d,%d.\n", x, y);
	(void)d;
	return 0;
}

int pu_act_glitch(struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c,
		  struct tt_out *out, struct tt_err *err)
{
	int gl = pu_glitch_fig(s), f = s->bb[seat].fig, dx, dy;
	struct pu_fig *g = &s->fig[f];

	if (gl < 0)
		return tt_errf(err, "there is no GLITCH in this mission");
	if (!strcmp(c->argv[0], "board")) {
		int pilot = 0, ddx = s->fig[gl].x - g->x, ddy = s->fig[gl].y - g->y;
		if (g->aboard) {	/* stepping out into the void kills (pu_enter) */
			int ax = g->x + g->face;
			if (pu_at(s, ax, g->y, -1) >= 0 || (pu_on_board(s, ax, g->y) && pu_blocks(s, ax, g->y)))
				return tt_errf(err, "the square ahead must be free to leave the GLITCH");
			if (s->bb[seat].ap < 1)
				return tt_errf(err, "leaving the GLITCH costs 1 action");
			s->bb[seat].ap--;
			g->aboard = 0;
			pu_place(s, d, f, g->x + g->face, g->y, out);
			return 0;
		}
		if (ddx * ddx + ddy * ddy > 2)
			return tt_errf(err, "you must stand next to the GLITCH to board it");
		for (int i = 0; i < s->nfig; i++)
			pilot |= s->fig[i].kind == PU_FK_BB && s->fig[i].aboard == 1;
		if (s->bb[seat].ap < 1)
			return tt_errf(err, "boarding costs 1 action");
		s->bb[seat].ap--;
		if (g->carry >= 0) {	/* cargo stays outside, where it was */
			tt_outf(out, "%s puts down %s.\n", pu_fig_name(s, d, f), pu_fig_name(s, d, g->carry));
			g->carry = -1;
		}
		g->aboard = pilot ? 2 : 1;
		g->x = s->fig[gl].x;
		g->y = s->fig[gl].y;
		tt_outf(out, "%s boards the GLITCH as %s.\n", pu_fig_name(s, d, f), pilot ? "gunner" : "pilot");
		return 0;
	}
	if (g->aboard != 1)
		return tt_errf(err, "only the pilot inside the GLITCH flies it");
	if (c->argc < 2)
		return tt_errf(err, "fly left|right|up|down");
	dx = pu_side(c->argv[1]);
	dy = !strcmp(c->argv[1], "up") ? -1 : !strcmp(c->argv[1], "down") ? 1 : 0;
	if (!dx && !dy)
		return tt_errf(err, "fly left|right|up|down");
	if (s->bb[seat].ap < 1)
		return tt_errf(err, "flying costs 1 action for 2 squares");
	if (pu_fly(s, d, gl, dx, dy, out, err) < 0)
		return -1;
	s->bb[seat].ap--;
	return 0;
}

int pu_act_pend(struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c,
		struct tt_out *out, struct tt_err *err)
{
	struct pu_pend p = s->pend[s->npend - 1];
	const char *v = c->argv[0];

	if (seat != p.seat)
		return tt_errf(err, "it is %s's decision", d->sheet[s->fig[s->bb[p.seat].fig].type].name);
	switch (p.kind) {
	case PU_PD_REACT:
		if (!strcmp(v, "pass")) {
			pu_pop_pend(s);
			return 0;
		}
		if (!strcmp(v, "react"))
			return pu_react(s, d, &p, c, out, err);
		break;
	case PU_PD_PUSHPASS: {
		int mover = p.a, ally = s->bb[seat].fig;
		if (!strcmp(v, "pass")) {
			pu_pop_pend(s);
			tt_outf(out, "%s lets %s pass.\n", pu_fig_name(s, d, ally), pu_fig_name(s, d, mover));
			pu_pass(s, d, mover, ally, p.b, p.c, out);
			return 0;
		}
		if (!strcmp(v, "push")) {
			pu_pop_pend(s);
			if (p.b == 0 || pu_push(s, d, ally, p.b, 0, 1, out) == 0) {
				tt_outf(out, "%s cannot be pushed: the move stops.\n", pu_fig_name(s, d, ally));
				return 0;
			}
			if (pu_at(s, s->fig[mover].x + p.b, s->fig[mover].y + p.c, mover) >= 0) {
				tt_outf(out, "What %s carried fell there: the move stops.\n",
					pu_fig_name(s, d, ally));
				return 0;
			}
			tt_outf(out, "%s moves into the square.\n", pu_fig_name(s, d, mover));
			pu_step_fig(s, d, mover, p.b, p.c, out);
			return 0;
		}
		break;
	}
	case PU_PD_SPIKE: case PU_PD_SIDE: {
		int dx = (!strcmp(v, "side") && c->argc > 1) ? pu_side(c->argv[1]) : 0;
		if (!dx && p.kind == PU_PD_SPIKE && !strcmp(v, "side") && c->argc > 1 &&
		    (!strcmp(c->argv[1], "up") || !strcmp(c->argv[1], "down")))
			return pu_spike_vertical(s, d, p.a, c->argv[1][0] == 'u' ? -1 : 1, out, err);
		if (!dx)
			break;
		pu_pop_pend(s);
		pu_push(s, d, p.a, dx, 0, p.kind == PU_PD_SPIKE ? 1 : p.b, out);
		return 0;
	}
	case PU_PD_FACE:
		if (!strcmp(v, "face") && c->argc > 1 && pu_side(c->argv[1])) {
			pu_pop_pend(s);
			s->fig[p.a].face = (int8_t)pu_side(c->argv[1]);
			return 0;
		}
		break;
	case PU_PD_DISCARD:
		return pu_discard(s, d, seat, &p, c, out, err);
	case PU_PD_STORE:
		if (!strcmp(v, "equip"))
			return pu_equip(s, d, seat, c, out, err);
		if (!strcmp(v, "buy") || !strcmp(v, "sell") || !strcmp(v, "done"))
			return pu_store_cmd(s, d, seat, c, out, err);
		break;
	case PU_PD_START:
		if (!strcmp(v, "go")) {
			pu_pop_pend(s);
			return 0;
		}
		break;
	case PU_PD_COPY:
		if (!strcmp(v, "pass")) {
			pu_pop_pend(s);
			return 0;
		}
		if (!strcmp(v, "copy"))
			return pu_copy(s, d, seat, &p, out, err);
		break;
	case PU_PD_ORDER:
		if (!strcmp(v, "order") && c->argc > 1) {
			int o = pu_order_named(s, d, c->argv[1]);
			if (o < 0 || s->bb[o].played)
				return tt_errf(err, "order NAME: a BUGBUSTER who has not played this turn");
			pu_pop_pend(s);
			pu_start_bb(s, d, o, out);
			return 0;
		}
		break;
	}
	return tt_errf(err, "answer the question first (see help)");
}

int pu_order_named(const struct pu_state *s, const struct pu_data *d, const char *name)
{
	for (int i = 0; i < s->nseats; i++) {
		const char *n = d->sheet[s->fig[s->bb[i].fig].type].name;
		size_t k = 0;
		while (n[k] && name[k] && (n[k] | 32) == (name[k] | 32))
			k++;
		if (!n[k] && !name[k])
			return i;
	}
	return -1;
}
