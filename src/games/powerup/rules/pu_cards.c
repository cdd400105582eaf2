/*
 * pu_cards.c - POWERUP: the POW! cards in hand: playing one (a Special
 * in one's turn, a Trick at any time, also a partner's Trick through
 * whoever is asked), trading them after Assemble, going EPIC with four
 * cards spelling E-P-I-C, and Copycat keeping a copy of a card a partner
 * just played.  Each verb is a check that names the rule when it refuses
 * and an exec that cannot fail (pu_verbs.h).
 */
#include <stdio.h>
#include <string.h>
#include "pu_cmd.h"

void pu_hand_remove(struct pu_state *s, int seat, int i)
{
	struct pu_bb *b = &s->bb[seat];
	unsigned low = b->nodraw & ((1u << i) - 1), high = b->nodraw >> (i + 1);

	s->powdisc[s->npowdisc++] = b->hand[i];
	memmove(&b->hand[i], &b->hand[i + 1], (size_t)(b->nhand - i - 1));
	b->hand[--b->nhand] = -1;
	b->nodraw = (uint8_t)(low | high << i);	/* the marks follow their cards */
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

/* What a card that aims at nothing may refuse. */
static int pu_effect_check(const struct pu_state *s, int seat, const struct pu_pow *p,
			   struct tt_err *err)
{
	if (p->effect == PU_PE_LIFE && s->fig[s->bb[seat].fig].lives >= 3)
		return tt_errf(err, "you already have 3 lives");
	return 0;
}

static void pu_effect_exec(struct pu_state *s, const struct pu_data *d, int seat, const struct pu_pow *p,
			   struct tt_out *out)
{
	struct pu_bb *b = &s->bb[seat];
	int before = b->nhand;

	switch (p->effect) {
	case PU_PE_RP: b->rp = (int8_t)(b->rp + p->amount); break;
	case PU_PE_AMMO: b->ammo = (int8_t)(b->ammo + p->amount); break;
	case PU_PE_LIFE: s->fig[b->fig].lives++; break;
	case PU_PE_WHITE: b->bonus_white++; break;
	case PU_PE_YELLOW: b->bonus_yellow++; break;
	case PU_PE_HIT: b->bonus_hit++; break;
	case PU_PE_ARMOUR: b->bonus_armour++; break;
	case PU_PE_SHIELD: b->shield = 1; break;
	case PU_PE_REROLL: b->reroll = 1; break;
	case PU_PE_DISRUPT: s->disrupt = 1; break;
	case PU_PE_BRAINWASH:
		if (s->bm.on)
			d->hooks->bm->brainwash(s, d, out);	/* her real hand */
		else
			pu_bug_brainwash(s, d, out);
		break;
	case PU_PE_DRAW2:	/* the two drawn wait for the next turn; the hand may go over 4 */
		pu_take_pow(s, d, seat, out);
		pu_take_pow(s, d, seat, out);
		for (int i = before; i < b->nhand; i++)
			b->nodraw = (uint8_t)(b->nodraw | 1u << i);
		break;
	case PU_PE_ASSEMBLE:
		s->assemble = 1;
		tt_outf(out, "Assemble: the team may trade POW! cards freely this turn ('trade').\n");
		break;
	default:	/* Copycat is refused by the check; aimed cards go to pu_pow_exec */
		break;
	}
}

/* play N [K | X,Y ...]: g->n the card, g->k Lucky Charm's K; an aimed
 * card's squares in g->sq (pu_pow_check). */
int pu_play_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		  struct tt_err *err)
{
	const struct pu_bb *b = &s->bb[g->seat];
	const struct cmd *c = g->c;
	const struct pu_pow *p;

	if (c->argc < 2 || cmd_int(c->argv[1], 1, b->nhand ? b->nhand : 1, "card", &g->n, err) < 0 ||
	    g->n > b->nhand)
		return tt_errf(err, "play N: one of the %d POW! cards in your hand", b->nhand);
	p = &d->pow[b->hand[g->n - 1]];
	if (p->type == PU_PW_SPECIAL && (s->phase != PU_PH_BB || s->active != g->seat))
		return tt_errf(err, "a Special card is played only in your own turn");
	if (b->nodraw & (1u << (g->n - 1)))
		return tt_errf(err, "cards drawn with Double Draw cannot be used this turn");
	if (b->rp < p->cost_rp || b->ammo < p->cost_ammo)
		return tt_errf(err, "%s costs %d RP and %d ammo", p->name, p->cost_rp, p->cost_ammo);
	if (s->fig[b->fig].lives <= 0)
		return tt_errf(err, "you are defeated");
	if (p->effect == PU_PE_COPYCAT)
		return tt_errf(err, "Copycat is played when a partner plays a POW! card");
	if (c->argc > 2 && p->effect == PU_PE_REROLL) {
		if (c->argc > 3 || cmd_int(c->argv[2], 1, 15, "hits", &g->k, err) < 0)
			return tt_errf(err, "play %d [K]: re-roll the next attack until it shows K hits "
				       "(1-15)", g->n);
	} else if (c->argc > 2 && !pu_pow_aimed(p->effect)) {
		return tt_errf(err, "%s takes no square or name: play %d", p->name, g->n);
	}
	if (pu_pow_aimed(p->effect))	/* its ammo is judged once the card's cost is paid */
		return pu_pow_check(s, d, g, p->effect, 2, b->ammo - p->cost_ammo, err);
	return pu_effect_check(s, g->seat, p, err);
}

void pu_play_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		  struct tt_out *out)
{
	struct pu_bb *b = &s->bb[g->seat];
	int card = b->hand[g->n - 1];
	const struct pu_pow *p = &d->pow[card];

	b->rp = (int8_t)(b->rp - p->cost_rp);
	b->ammo = (int8_t)(b->ammo - p->cost_ammo);
	pu_hand_remove(s, g->seat, g->n - 1);
	tt_outf(out, "%s plays %s.\n", pu_seat_name(s, d, g->seat), p->name);
	if (pu_pow_aimed(p->effect))
		pu_pow_exec(s, d, g, p->effect, out);
	else
		pu_effect_exec(s, d, g->seat, p, out);
	if (g->k > 0)	/* Lucky Charm: 1 + the hits the player wants */
		b->reroll = (uint8_t)(1 + g->k);
	pu_pow_said(s, d, g->seat, p->effect, out);
	pu_copy_window(s, d, g->seat, card);
}

/* Trick cards may be played at any time: whoever is being asked may let a
 * partner play one ("trick NAME N"), so no moment is lost waiting for the
 * owner to be asked.  It is the partner's 'play N', checked as such. */
int pu_trick_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		   struct tt_err *err)
{
	const struct cmd *c = g->c;
	int o = c->argc >= 3 ? pu_seat_named(s, d, c->argv[1]) : -1, n;

	if (o < 0)
		return tt_errf(err, "trick NAME N: a partner and one of the POW! cards in their hand");
	if (o == g->seat)
		return tt_errf(err, "play your own cards with 'play N'");
	if (cmd_int(c->argv[2], 1, PU_HAND, "card", &n, err) < 0 || n > s->bb[o].nhand)
		return tt_errf(err, "%s holds no POW! card %s", c->argv[1], c->argv[2]);
	if (d->pow[s->bb[o].hand[n - 1]].type != PU_PW_TRICK)
		return tt_errf(err, "only Trick cards may be played at any time; %s is a Special card",
			       d->pow[s->bb[o].hand[n - 1]].name);
	if (s->npend > 0 && d->hooks->play->decisions[s->pend[s->npend - 1].kind].no_tricks)
		return tt_errf(err, "a hand over the limit must be discarded first");
	memset(&g->cmd, 0, sizeof g->cmd);
	g->cmd.argc = 2;
	tt_strlcpy(g->cmd.argv[0], "play", sizeof g->cmd.argv[0]);
	tt_strlcpy(g->cmd.argv[1], c->argv[2], sizeof g->cmd.argv[1]);
	for (int i = 3; i < c->argc; i++)	/* the square an aimed card names */
		tt_strlcpy(g->cmd.argv[g->cmd.argc++], c->argv[i], sizeof g->cmd.argv[0]);
	g->c = &g->cmd;
	g->seat = o;
	g->f = s->bb[o].fig;
	return pu_play_check(s, d, g, err);
}

/* Assemble: trade NAME give|take N, free, this turn only: g->o gives
 * card g->n to g->t. */
int pu_trade_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		   struct tt_err *err)
{
	const struct cmd *c = g->c;
	int o = c->argc > 3 ? pu_seat_named(s, d, c->argv[1]) : -1;

	if (!s->assemble)
		return tt_errf(err, "POW! cards are traded only after an Assemble card this turn");
	if (o < 0 || o == g->seat || (strcmp(c->argv[2], "give") && strcmp(c->argv[2], "take")))
		return tt_errf(err, "trade NAME give|take N");
	g->o = c->argv[2][0] == 'g' ? g->seat : o;
	g->t = g->o == g->seat ? o : g->seat;
	if (cmd_int(c->argv[3], 1, PU_HAND, "card", &g->n, err) < 0 || g->n > s->bb[g->o].nhand)
		return tt_errf(err, "there is no card %s to trade", c->argv[3]);
	if (s->bb[g->t].nhand >= PU_HAND)
		return tt_errf(err, "a hand holds at most %d POW! cards", PU_HAND);
	return 0;
}

void pu_trade_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		   struct tt_out *out)
{
	struct pu_bb *from = &s->bb[g->o], *to = &s->bb[g->t];

	to->hand[to->nhand++] = from->hand[g->n - 1];
	memmove(&from->hand[g->n - 1], &from->hand[g->n], (size_t)(from->nhand - g->n));
	from->hand[--from->nhand] = -1;
	tt_outf(out, "The %s card changes hands.\n", d->pow[to->hand[to->nhand - 1]].name);
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

int pu_epic_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		  struct tt_err *err)
{
	int pick[4];

	if (s->bb[g->seat].epic)
		return tt_errf(err, "you are already EPIC");
	if (!pu_epic_cards(s, d, g->seat, pick))
		return tt_errf(err, "EPIC needs four POW! cards spelling E-P-I-C (wildcards allowed)");
	return 0;
}

void pu_epic_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		  struct tt_out *out)
{
	struct pu_bb *b = &s->bb[g->seat];
	const struct pu_sheet *h = &d->sheet[s->fig[b->fig].type];
	int pick[4];

	pu_epic_cards(s, d, g->seat, pick);
	for (int l = 0; l < 4; l++)	/* highest first, so the others keep their place */
		for (int m = l + 1; m < 4; m++)
			if (pick[m] > pick[l]) {
				int t = pick[m];
				pick[m] = pick[l];
				pick[l] = t;
			}
	for (int l = 0; l < 4; l++)
		pu_hand_remove(s, g->seat, pick[l]);
	b->epic = 1;
	b->rp = (int8_t)(b->rp + h->erp);
	b->ammo = (int8_t)(b->ammo + h->eammo);
	tt_outf(out, "%s goes EPIC: +%d RP (%d/%d), +%d ammo (%d/%d), armour %d, only the %s until "
		"the next turn!\n", h->name, h->erp, b->rp, b->maxrp, h->eammo, b->ammo, b->maxammo,
		pu_armour(s, d, b->fig), d->eq[h->epic_weapon].name);
	pu_copy_window(s, d, g->seat, s->powdisc[s->npowdisc - 1]);	/* Copycat: one of the four */
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

/* copy, in the Copycat window: g->k the Copycat card in hand. */
int pu_copy_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		  struct tt_err *err)
{
	g->k = pu_copycat_in(s, d, g->seat);
	if (g->k < 0 || s->bb[g->seat].rp < 2 || s->npowdisc == 0 || s->powdisc[s->npowdisc - 1] != g->pend.a)
		return tt_errf(err, "Copycat needs the card in hand, 2 RP and the card just played");
	return 0;
}

void pu_copy_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		  struct tt_out *out)
{
	struct pu_bb *b = &s->bb[g->seat];

	pu_pop_pend(s);
	b->rp = (int8_t)(b->rp - 2);
	s->npowdisc--;
	pu_hand_remove(s, g->seat, g->k);
	b->hand[b->nhand++] = (int8_t)g->pend.a;
	tt_outf(out, "%s plays Copycat and keeps a copy of %s.\n", pu_seat_name(s, d, g->seat),
		d->pow[g->pend.a].name);
	if (b->nhand > PU_HAND)
		pu_push_pend(s, PU_PD_DISCARD, g->seat, 0, 0, 0);
}
