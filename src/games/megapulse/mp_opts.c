/*
 * mp_opts.c - the options of every decision, as actions (for the AI) and
 * as commands (for the prompt); applying an action.
 *
 * mp_options() is the one place that knows what is legal: the prompt lists
 * exactly its options and apply accepts exactly them (mp_engine.c matches a
 * typed command against this list).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "keyline.h"
#include "mp.h"

struct mp_ob {			/* option list being built */
	struct mp_act *acts;
	struct tt_option *opts;
	int n, cap;
};

static void mp_add(struct mp_ob *b, int kind, int a, int bb, int key, const char *label,
		   const char *fmt, ...) TT_PRINTF(7, 8);

static void mp_add(struct mp_ob *b, int kind, int a, int bb, int key, const char *label,
		   const char *fmt, ...)
{
	va_list ap;

	if (b->n >= b->cap)
		return;
	b->acts[b->n].kind = (uint8_t)kind;
	b->acts[b->n].a = (int16_t)a;
	b->acts[b->n].b = (int16_t)bb;
	if (b->opts) {
		va_start(ap, fmt);
		tt_option_vset(&b->opts[b->n], key, label, fmt, ap);
		va_end(ap);
	}
	b->n++;
}

static void mp_labf(const struct mp_ob *b, char *lab, size_t cap, const char *fmt, ...)
	TT_PRINTF(4, 5);

/* A label, formatted only when the caller wants texts (the AI's searches
 * ask for actions alone). */
static void mp_labf(const struct mp_ob *b, char *lab, size_t cap, const char *fmt, ...)
{
	va_list ap;

	lab[0] = '\0';
	if (!b->opts)
		return;
	va_start(ap, fmt);
	vsnprintf(lab, cap, fmt, ap);
	va_end(ap);
}

static int mp_digit(int i)
{
	return i < 9 ? '1' + i : 0;
}

static void mp_opt_select(const struct mp_state *st, const struct mp_data *d, int seat,
			  struct mp_ob *b)
{
	const struct mp_car *c = &st->car[seat];
	char lab[40];

	if (c->nhand == 1)
		mp_add(b, MP_A_SELECT, 0, -1, '1', d->card[c->hand[0]].title, "select %s",
		       d->card[c->hand[0]].name);
	for (int i = 0; i < c->nhand; i++)
		for (int j = i + 1; j < c->nhand; j++) {
			mp_labf(b, lab, sizeof lab, "%.14s+%.14s", d->card[c->hand[i]].title,
				d->card[c->hand[j]].title);
			mp_add(b, MP_A_SELECT, i, j, 0, lab, "select %s %s", d->card[c->hand[i]].name,
			       d->card[c->hand[j]].name);
		}
}

static void mp_opt_turn(const struct mp_state *st, const struct mp_data *d, int seat,
			struct mp_ob *b, bool instant)
{
	const struct mp_car *c = &st->car[seat];
	char lab[32], why[96];
	bool left = false;

	for (int k = 0; k < c->nsel; k++) {
		int id = c->hand[c->sel[k]];
		if ((c->resolved & (1u << k)) || d->card[id].instant != instant)
			continue;
		left = true;
		if (!instant && c->destroyed)
			continue;	/* REPAIR first */
		mp_labf(b, lab, sizeof lab, "play %s%s", d->card[id].title, b->opts &&
			mp_card_void(st, d, seat, id, why, sizeof why) ? " (no effect)" : "");
		mp_add(b, MP_A_PLAY, k, 0, '1' + k, lab, "play %s", d->card[id].name);
	}
	if (instant)
		return;
	if (!c->acted) {
		mp_add(b, MP_A_RACE, 0, 0, 'r', "RACE", "race");
		mp_add(b, MP_A_REPAIR, 0, 0, 'R', "REPAIR", "repair");
	}
	if (c->frenzy)
		mp_add(b, MP_A_FRENZY, 0, 0, 'f', "spend Frenzy", "frenzy");
	if (c->acted && !left)
		mp_add(b, MP_A_DONE, 0, 0, 'd', "end turn", "done");
}

static void mp_opt_style(const struct mp_state *st, const struct mp_data *d, struct mp_ob *b)
{
	bool grip, zap;
	const struct mp_car *c = &st->car[st->mv_car];
	bool curve = mp_trk(st, d)->cell[mp_row(st, d, c->pos)][c->lane].arrow != 0;

	mp_style_choice(st, d, &grip, &zap);
	if (curve)
		mp_add(b, MP_A_STYLE, 0, 0, 'd', "drift (traction)", "drift");
	else
		mp_add(b, MP_A_STYLE, 0, 0, 'f', "straight forward", "forward");
	if (grip)
		mp_add(b, MP_A_STYLE, 1, 0, 'g', "GRIP: straight", "grip");
	if (zap) {
		mp_add(b, MP_A_STYLE, 2, 0, TK_UPRIGHT, "ZAP diagonal up (left)", "zap left");
		mp_add(b, MP_A_STYLE, 3, 0, TK_DOWNRIGHT, "ZAP diagonal down (right)", "zap right");
	}
}

static void mp_opt_target(const struct mp_state *st, const struct mp_data *d, struct mp_ob *b,
			  int dec)
{
	int n;
	const struct mp_step *s = &mp_list(st, d, &n)[st->cc_step];
	char lab[32], cell[16];
	int me = st->cc_seat;

	for (int i = 0; i < st->nseats; i++) {
		if (i == me)
			continue;
		if (dec == MP_D_TARGET && (st->car[i].destroyed || (st->cc_done & (1u << i)) ||
					!mp_in_range(st, d, me, st->car[i].pos, s)))
			continue;
		if (dec == MP_D_HACK && !mp_in_range(st, d, me, st->car[i].pos, s))
			continue;
		mp_labf(b, lab, sizeof lab, "%s", st->seatname[i]);
		mp_add(b, dec == MP_D_TARGET ? MP_A_TCAR : dec == MP_D_HACK ? MP_A_HACK : MP_A_GRAPPLE, 0, i,
		       mp_digit(b->n), lab, "target %s", st->seatname[i]);
	}
	if (dec != MP_D_TARGET)
		return;
	for (int k = 0; k < st->nbomb; k++)
		if (mp_in_range(st, d, me, st->bomb[k].row, s)) {
			mp_cellname(st->bomb[k].row, st->bomb[k].lane, cell, sizeof cell);
			mp_labf(b, lab, sizeof lab, "bomb at %s", cell);
			mp_add(b, MP_A_TBOMB, 0, k, mp_digit(b->n), lab, "target %s", cell);
		}
	mp_add(b, MP_A_TDONE, 0, 0, 'd', "no more targets", "done");
}

static void mp_opt_place(const struct mp_state *st, const struct mp_data *d, struct mp_ob *b)
{
	int n;
	const struct mp_step *s = &mp_list(st, d, &n)[st->cc_step];
	const struct mp_track *t = mp_trk(st, d);
	int w = s->eff == MP_E_MULTI ? 3 : 2;
	char cell[16];

	for (int r = 0; r < t->len; r++) {
		if (!mp_in_range(st, d, st->cc_seat, r, s))
			continue;
		for (int l = 0; l < t->lanes; l++) {
			bool ok = true;
			for (int k = 0; k < w; k++)
				ok = ok && mp_space(st, d, r, l + k) && mp_car_at(st, d, r, l + k) < 0 &&
				     mp_bomb_at(st, r, l + k) < 0;
			if (!ok)
				continue;
			cell[0] = '\0';
			if (b->opts)
				mp_cellname(r, l, cell, sizeof cell);
			mp_add(b, MP_A_PLACE, r, l, 0, cell, "place %s", cell);
		}
	}
}

static void mp_opt_buy(const struct mp_state *st, const struct mp_data *d, int seat,
		       struct mp_ob *b)
{
	const struct mp_car *c = &st->car[seat];
	char lab[32];
	bool l2free = false;

	for (int m = 0; m < 4; m++)
		if (st->market[m] != MP_NONE) {
			mp_labf(b, lab, sizeof lab, "buy %s", d->card[st->market[m]].title);
			mp_add(b, MP_A_BUY, m, 0, '1' + m, lab, "buy %d", m + 1);
		}
	if (st->ndeck)
		mp_add(b, MP_A_DECK, 0, 0, 'k', "top of the deck", "deck");
	for (int i = 0; i < d->l2slots; i++)
		l2free = l2free || c->l2[i] == MP_NONE;
	for (int i = 0; i < d->l1slots && l2free; i++)
		if (c->l1[i] != MP_NONE) {
			mp_labf(b, lab, sizeof lab, "level up %s", d->card[c->l1[i]].title);
			mp_add(b, MP_A_LEVEL, i, 0, 'l', lab, "level %s", d->card[c->l1[i]].name);
		}
	mp_add(b, MP_A_DONE, 0, 0, 'd', "stop buying", "done");
}

static void mp_opt_misc(const struct mp_state *st, const struct mp_data *d, int seat,
			struct mp_ob *b)
{
	const struct mp_car *c = &st->car[seat];
	const struct mp_cardef *k = &d->card[st->cc_id];
	char lab[32];
	int n;

	switch (st->dec) {
	case MP_D_OPTION:
		for (int o = 0; o < 2; o++) {
			char why[64];
			bool none = b->opts && mp_opt_void(st, d, seat, st->cc_id, o, why, sizeof why);
			int n0 = b->n;

			mp_labf(b, lab, sizeof lab, "%s%s", k->optname[o], none ? " (no effect)" : "");
			mp_add(b, MP_A_OPT, o, 0, 'a' + o, lab, "option %c", 'a' + o);
			/* said before it is chosen, and the screen asks first */
			if (none && b->n > n0)
				snprintf(b->opts[b->n - 1].warn, sizeof b->opts[0].warn, "%s: no effect",
					 why);
		}
		break;
	case MP_D_COST:
		mp_labf(b, lab, sizeof lab, "pay %d %s", k->costn[st->cc_opt],
			 k->cost[st->cc_opt] == MP_COST_NITRO ? "Nitro" :
			 k->cost[st->cc_opt] == MP_COST_HULL ? "Hull" : "Speed");
		mp_add(b, MP_A_PAY, 0, 0, 'y', lab, "pay");
		mp_add(b, MP_A_DECLINE, 0, 0, 'n', "do not pay", "decline");
		break;
	case MP_D_SIDE:
		mp_add(b, MP_A_SIDE, -1, 0, TK_UP, "sideways up (left)", "left");
		mp_add(b, MP_A_SIDE, 1, 0, TK_DOWN, "sideways down (right)", "right");
		if (mp_list(st, d, &n)[st->cc_step].eff == MP_E_MAYSIDE)
			mp_add(b, MP_A_SKIP, 0, 0, 's', "do not move", "skip");
		break;
	case MP_D_REGAIN:
		for (int i = 0; i < c->nlost; i++)
			if (d->card[c->lost[i]].kind != MP_CK_PASSIVE)
				mp_add(b, MP_A_REGAIN, i, 0, mp_digit(b->n), d->card[c->lost[i]].title,
				       "regain %s", d->card[c->lost[i]].name);
		mp_add(b, MP_A_TDONE, 0, 0, 'd', "regain no more", "done");
		break;
	case MP_D_PUSH:
		mp_add(b, MP_A_PUSH, -1, 0, TK_UP, "push it up (left)", "left");
		mp_add(b, MP_A_PUSH, 1, 0, TK_DOWN, "push it down (right)", "right");
		break;
	case MP_D_SLOT:
		for (int r = 0; r < st->nseats; r++)
			if (r != st->rep_seat && st->car[st->rep_seat].dmg[1 + r])
				mp_add(b, MP_A_SLOT, 0, r, mp_digit(b->n), st->seatname[r], "slot %s",
				       st->seatname[r]);
		break;
	case MP_D_REPLACE:
		for (int i = 0; i < d->l1slots; i++)
			mp_add(b, MP_A_REPLACE, i, 0, '1' + i, d->card[c->l1[i]].title, "replace %s",
			       d->card[c->l1[i]].name);
		mp_add(b, MP_A_DISCARD, 0, 0, 'x', "lose the new card", "discard");
		break;
	default:
		break;
	}
}

int mp_options(const struct mp_state *st, const struct mp_data *d, int seat, struct mp_act *acts,
	       struct tt_option *opts, int cap)
{
	struct mp_ob b = { acts, opts, 0, cap };

	if (st->phase == MP_PH_OVER || st->dec == MP_D_NONE)
		return 0;
	if (st->dec == MP_D_SELECT) {
		if (seat >= 0 && seat < st->nseats && !st->car[seat].picked)
			mp_opt_select(st, d, seat, &b);
		return b.n;
	}
	if (seat != st->dseat)
		return 0;
	switch (st->dec) {
	case MP_D_INSTANT: mp_opt_turn(st, d, seat, &b, true); break;
	case MP_D_TURN: mp_opt_turn(st, d, seat, &b, false); break;
	case MP_D_STYLE: mp_opt_style(st, d, &b); break;
	case MP_D_TARGET: case MP_D_HACK: case MP_D_GRAPPLE: mp_opt_target(st, d, &b, st->dec); break;
	case MP_D_PLACE: mp_opt_place(st, d, &b); break;
	case MP_D_BUY: mp_opt_buy(st, d, seat, &b); break;
	default: mp_opt_misc(st, d, seat, &b); break;
	}
	return b.n;
}

/* Apply an action that mp_options listed; returns TT_APPLY_* flags. */
int mp_do(struct mp_state *st, const struct mp_data *d, int seat, const struct mp_act *a,
	  struct tt_out *out)
{
	int phase = st->phase;

	if (st->dec == MP_D_SLOT) {
		st->dec = MP_D_NONE;
		mp_repair_slot(st, a->b, out);
	} else if (st->dec == MP_D_PUSH) {
		st->dec = MP_D_NONE;
		mp_push_dir(st, d, a->a, out);
	} else if (st->dec >= MP_D_OPTION && st->dec <= MP_D_REGAIN)
		mp_effect_act(st, d, a, out);
	else
		mp_round_act(st, d, seat, a, out);
	mp_run(st, d, out);
	return phase == MP_PH_SELECT && st->phase != MP_PH_SELECT ? TT_APPLY_REVEAL : 0;
}

/* What seat s still has to do in its Execution turn, most needed first
 * (the prompt line may be cut): RACE or REPAIR, the cards left to
 * resolve, then why a card would have no effect. */
void mp_turn_todo(const struct mp_state *st, const struct mp_data *d, int s, char *buf,
		  size_t cap)
{
	const struct mp_car *c = &st->car[s];
	char why[96];
	int left[2], nleft = 0;
	size_t n;

	for (int k = 0; k < c->nsel; k++)
		if (!(c->resolved & (1u << k)) && !d->card[c->hand[c->sel[k]]].instant)
			left[nleft++] = c->hand[c->sel[k]];
	if (c->acted && !nleft) {
		snprintf(buf, cap, "spend Frenzy tokens or end your turn");
		return;
	}
	if (c->destroyed && nleft) {
		snprintf(buf, cap, "you are destroyed: REPAIR before your cards (if you RACE, "
			 "they have no effect)");
		return;
	}
	n = (size_t)snprintf(buf, cap, "%s", c->acted ? "to end your turn, resolve " : "RACE or REPAIR");
	for (int k = 0; k < nleft && n < cap; k++)
		n += (size_t)snprintf(buf + n, cap - n, "%s%s", k ? ", " : c->acted ? "" :
				      " and resolve ", d->card[left[k]].title);
	if (n < cap && !c->acted && nleft)
		n += (size_t)snprintf(buf + n, cap - n, ", in any order");
	for (int k = 0; k < nleft && n < cap; k++)
		if (mp_card_void(st, d, s, left[k], why, sizeof why))
			n += (size_t)snprintf(buf + n, cap - n, "; %s has no effect (%s)",
					      d->card[left[k]].title, why);
}

static void mp_option_text(const struct mp_state *st, const struct mp_data *d, int s, char *buf,
			   size_t cap)
{
	char why[64];
	size_t n = (size_t)snprintf(buf, cap, "%s: choose an option of %s", st->seatname[s],
				    d->card[st->cc_id].title);

	for (int o = 0; o < 2 && n < cap; o++)
		if (mp_opt_void(st, d, s, st->cc_id, o, why, sizeof why))
			n += (size_t)snprintf(buf + n, cap - n, " (%c has no effect: %s)", 'a' + o, why);
}

static void mp_prompt_text(const struct mp_state *st, const struct mp_data *d, int s,
			   char *buf, size_t cap)
{
	const char *nm = st->seatname[s];
	const struct mp_cardef *k = &d->card[st->cc_id];
	int n;

	switch (st->dec) {
	case MP_D_SELECT: snprintf(buf, cap, "%s: select 2 cards in secret", nm); break;
	case MP_D_INSTANT: snprintf(buf, cap, "%s: resolve your Instant cards, in any order", nm); break;
	case MP_D_TURN:
		n = snprintf(buf, cap, "%s: ", nm);
		if (n > 0 && (size_t)n < cap)
			mp_turn_todo(st, d, s, buf + n, cap - (size_t)n);
		break;
	case MP_D_OPTION: mp_option_text(st, d, s, buf, cap); break;
	case MP_D_COST:
		snprintf(buf, cap, "%s: pay %d %s for %s?", nm, k->costn[st->cc_opt],
			 k->cost[st->cc_opt] == MP_COST_NITRO ? "Nitro" :
			 k->cost[st->cc_opt] == MP_COST_HULL ? "Hull" : "Speed", k->title);
		break;
	case MP_D_SIDE:
		snprintf(buf, cap, "%s: drive %d sideways: up (left) or down (right)?", nm, st->cc_left);
		break;
	case MP_D_STYLE:
		snprintf(buf, cap, "%s: next space forward for %s: drift, GRIP or ZAP?", nm,
			 st->seatname[st->mv_car]);
		break;
	case MP_D_TARGET:
		snprintf(buf, cap, "%s: choose a target (%d damage, %d target%s left)", nm,
			 mp_list(st, d, &n)[st->cc_step].n, st->cc_left, st->cc_left == 1 ? "" : "s");
		break;
	case MP_D_PLACE: snprintf(buf, cap, "%s: choose where to place the bomb", nm); break;
	case MP_D_HACK: snprintf(buf, cap, "%s: take control of which hovercar?", nm); break;
	case MP_D_GRAPPLE: snprintf(buf, cap, "%s: grapple to which hovercar?", nm); break;
	case MP_D_REGAIN: snprintf(buf, cap, "%s: gain back a lost card (%d left)", nm, st->cc_left); break;
	case MP_D_BUY:
		snprintf(buf, cap, "%s: spend an Upgrade token (%d left)", nm, st->car[s].tokens);
		break;
	case MP_D_PUSH:
		snprintf(buf, cap, "%s: push %s up (to its left) or down (to its right)?", nm,
			 st->seatname[st->push_car]);
		break;
	case MP_D_SLOT:
		snprintf(buf, cap, "%s: repair %d more: next to which rival's token?", nm, st->rep_left);
		break;
	case MP_D_REPLACE:
		snprintf(buf, cap, "%s: Level I slots are full: replace one with %s, or lose it", nm,
			 d->card[st->pend_card].title);
		break;
	default: snprintf(buf, cap, "the race is over"); break;
	}
}

/* The key line: a turn's fixed keys (so a key that cannot be used now
 * still gives the engine's reason), else each option's key and label. */
static void mp_prompt_keys(const struct mp_state *st, const struct mp_data *d, struct tt_prompt *p)
{
	if (st->dec == MP_D_SELECT) {
		keyline_add(p, 0, NULL, "Tab shows each pair, Enter takes it");
		keyline_add(p, 0, NULL, "or :select CARD CARD");
		return;
	}
	if (st->dec == MP_D_PLACE) {
		keyline_add(p, 0, NULL, "Tab shows each space, Enter places it");
		keyline_add(p, 0, NULL, "or :place CELL");
		return;
	}
	if (st->dec == MP_D_TURN && p->seat >= 0) {
		const struct mp_car *c = &st->car[p->seat];
		char cmd[48];

		for (int k = 0; k < c->nsel; k++) {
			const struct mp_cardef *cd = &d->card[c->hand[c->sel[k]]];

			char word[32];

			snprintf(cmd, sizeof cmd, "play %s", cd->name);
			snprintf(word, sizeof word, "play %s", cd->title);
			keyline_add(p, '1' + k, cmd, word);
		}
		keyline_add(p, 'r', "race", "RACE");
		keyline_add(p, 'R', "repair", "REPAIR");
		keyline_add(p, 'f', "frenzy", "spend Frenzy");
		keyline_add(p, 'd', "done", "end turn");
		return;
	}
	keyline_from_options(p);
}

/* The Nitro card id gives without a cost (NITROSPEED's option a). */
static int mp_free_nitro(const struct mp_data *d, int id)
{
	const struct mp_cardef *c = &d->card[id];
	int best = 0;

	for (int o = 0; o < c->nopt; o++)
		for (int k = 0; !c->cost[o] && k < c->nstep[o]; k++)
			if (c->step[o][k].eff == MP_E_NITRO && c->step[o][k].n > best)
				best = c->step[o][k].n;
	return best;
}

/* A card whose every option has a cost that seat cannot pay, even with
 * extra Nitro: its warning ("RAILGUN: 1 Nitro, you have 0"), else "". */
static void mp_cost_warn(const struct mp_state *st, const struct mp_data *d, int seat, int id,
			 int extra, char *warn, size_t cap)
{
	static const char *const words[] = { "", "Nitro", "Hull", "Speed" };
	const struct mp_cardef *c = &d->card[id];

	for (int o = 0; o < c->nopt; o++)
		if (!c->cost[o] || mp_can_pay(st, c, o, seat) ||
		    (c->cost[o] == MP_COST_NITRO && st->car[seat].nitro + extra >= c->costn[o]))
			return;
	snprintf(warn, cap, "%s: cannot pay %d %s now", c->title, c->costn[0], words[c->cost[0] & 3]);
}

/* Selection: a pair with a card that cannot be paid (counting the Nitro
 * its partner gives for free). */
static void mp_select_warn(const struct mp_state *st, const struct mp_data *d, struct tt_prompt *p,
			   const struct mp_act *acts)
{
	const struct mp_car *c = &st->car[p->seat];

	for (int i = 0; i < p->nopt; i++) {
		int a = c->hand[acts[i].a], b = acts[i].b >= 0 ? c->hand[acts[i].b] : -1;

		mp_cost_warn(st, d, p->seat, a, b >= 0 ? mp_free_nitro(d, b) : 0, p->opt[i].warn,
			     sizeof p->opt[i].warn);
		if (b >= 0 && !p->opt[i].warn[0])
			mp_cost_warn(st, d, p->seat, b, mp_free_nitro(d, a), p->opt[i].warn,
				     sizeof p->opt[i].warn);
	}
}

/* Options that wreck one's own car (tried on a scratch copy up to the
 * next decision), and an end of turn that leaves selected cards unplayed. */
static void mp_prompt_warn(const struct mp_state *st, const struct mp_data *d, struct tt_prompt *p,
			   const struct mp_act *acts)
{
	struct mp_state *t;
	struct tt_out *out;

	if (p->seat >= 0 && st->dec == MP_D_SELECT)
		mp_select_warn(st, d, p, acts);
	if (p->seat < 0 || st->dec == MP_D_SELECT || st->dec == MP_D_PLACE)
		return;
	t = malloc(sizeof *t);
	out = malloc(sizeof *out);
	for (int i = 0; t && out && i < p->nopt; i++) {
		const struct mp_car *c = &st->car[p->seat];

		if (acts[i].kind == MP_A_DONE && st->dec == MP_D_TURN) {
			int left = 0;

			for (int k = 0; k < c->nsel; k++)
				left += !(c->resolved & (1u << k));
			if (left && !c->destroyed)
				snprintf(p->opt[i].warn, sizeof p->opt[i].warn, "%d card%s not played",
					 left, left == 1 ? "" : "s");
			continue;
		}
		memcpy(t, st, sizeof *t);
		tt_out_clear(out);
		mp_do(t, d, p->seat, &acts[i], out);
		if (!c->destroyed && t->car[p->seat].destroyed)
			snprintf(p->opt[i].warn, sizeof p->opt[i].warn, "%s is destroyed",
				 st->seatname[p->seat]);
	}
	free(t);
	free(out);
}

void mp_prompt(const void *vst, const void *vd, struct tt_prompt *p)
{
	const struct mp_state *st = vst;
	const struct mp_data *d = vd;
	static const char *const kinds[] = {
		"none", "select", "instant", "turn", "option", "cost", "side", "style", "target",
		"place", "target", "target", "regain", "buy", "replace", "slot", "push"
	};
	/* where a decision inside a turn leaves the player, and the way out
	 * (the screen says it when a key does nothing there) */
	static const char *const modes[] = {
		"", "", "", "",
		"resolving a card: a or b picks its option",
		"paying a card's cost: y pays, n declines",
		"driving sideways: Up or Down picks the side",
		"driving the next space: the keys below pick how",
		"aiming a card: a number picks, d stops",
		"placing a bomb: Tab picks a space, Enter places",
		"hacking: a number picks the car",
		"grappling: a number picks the car",
		"gaining back cards: a number picks, d stops",
		"at the shop: a number buys, d stops buying",
		"with full Level I slots: a number replaces, x discards",
		"repairing: a number picks the rival's token",
		"after a collision: Up or Down pushes the car",
	};
	_Static_assert(sizeof modes / sizeof modes[0] == MP_D_PUSH + 1, "a mode a decision");
	_Static_assert(sizeof kinds / sizeof kinds[0] == MP_D_PUSH + 1, "a kind a decision");
	struct mp_act acts[TT_MAXOPT];

	tt_prompt_clear(p);
	p->seat = -1;
	if (st->phase == MP_PH_OVER || st->dec == MP_D_NONE) {
		tt_strlcpy(p->kind, "over", sizeof p->kind);
		tt_strlcpy(p->text, "the race is over", sizeof p->text);
		return;
	}
	p->seat = st->dseat;
	if (st->dec == MP_D_SELECT) {
		p->hidden = true;
		p->seat = -1;
		for (int s = st->nseats - 1; s >= 0; s--)
			if (!st->car[s].picked) {
				p->waiting |= 1u << s;
				p->seat = s;
			}
	}
	tt_strlcpy(p->kind, kinds[st->dec], sizeof p->kind);
	tt_strlcpy(p->mode, modes[st->dec], sizeof p->mode);
	mp_prompt_text(st, d, p->seat, p->text, sizeof p->text);
	p->nopt = mp_options(st, d, p->seat, acts, p->opt, TT_MAXOPT);
	mp_prompt_keys(st, d, p);
	mp_prompt_warn(st, d, p, acts);
}
