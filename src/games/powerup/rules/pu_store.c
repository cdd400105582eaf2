/*
 * pu_store.c - POWERUP: the POWERUP store (open while its decision
 * waits: buy a store card or a supply, sell for half, equip, done) and
 * equipping what one carries, which is also free in one's turn.  Each
 * verb is a check that names the rule when it refuses and an exec that
 * cannot fail; the store's options ask the same checks.
 */
#include <stdio.h>
#include <string.h>
#include "pu_cmd.h"

int pu_gear_find(const struct pu_state *s, const struct pu_data *d, int seat, const char *id)
{
	for (int i = 0; i < s->bb[seat].ngear; i++)
		if (strcmp(d->eq[s->bb[seat].gear[i]].id, id) == 0)
			return i;
	return -1;
}

/* The permanent store: what each supply is called and its price. */
static const char *const pu_supply[4] = { "ammo", "life", "reset", "powerup" };

static int pu_supply_price(const struct pu_data *d, int k)
{
	const int price[4] = { d->store_ammo, d->store_life, d->store_reset, d->store_power };

	return price[k];
}

/* Is another POWERUP than the one at square `at` OFF (to switch on)? */
static bool pu_any_off(const struct pu_state *s, int at)
{
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++)
			if (s->power[y][x] == 1 && y * PU_W + x != at)
				return true;
	return false;
}

/* buy ammo|life|reset|powerup: g->k the supply. */
static int pu_buy_supply(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
			 struct tt_err *err)
{
	const struct pu_bb *b = &s->bb[g->seat];
	const struct pu_fig *f = &s->fig[b->fig];

	g->cost = pu_supply_price(d, g->k);
	if (b->coins < g->cost)
		return tt_errf(err, "that costs %d coins and you have %d", g->cost, b->coins);
	if (g->k == 1 && f->lives >= 3)
		return tt_errf(err, "you already have 3 lives");
	if (g->k == 3 && !pu_any_off(s, f->y * PU_W + f->x))
		return tt_errf(err, "no other POWERUP is OFF");
	return 0;
}

/* buy 1-4 | ammo | life | reset | powerup: g->k the supply, or -1 and
 * g->n the store card. */
int pu_buy_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		 struct tt_err *err)
{
	const struct pu_bb *b = &s->bb[g->seat];
	const char *what = g->c->argc > 1 ? g->c->argv[1] : "";
	int e;

	if (g->c->argc < 2)
		return tt_errf(err, "buy WHAT, sell ITEM, equip ITEM or done");
	for (g->k = 0; g->k < 4; g->k++)
		if (!strcmp(what, pu_supply[g->k]))
			return pu_buy_supply(s, d, g, err);
	g->k = -1;
	if (cmd_int(what, 1, 4, "store card", &g->n, err) < 0 || (e = s->store[g->n - 1]) < 0)
		return tt_errf(err, "buy 1-4 (a store card), ammo, life, reset or powerup");
	if (b->coins < d->eq[e].cost)
		return tt_errf(err, "the %s costs %d coins and you have %d", d->eq[e].name, d->eq[e].cost, b->coins);
	if (b->ngear == PU_GEAR)
		return tt_errf(err, "you carry all you can: sell something first");
	return 0;
}

static void pu_buy_supply_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
			       struct tt_out *out)
{
	static const char *const said[4] = { "Bought ammo", "Bought a life", "The store cards are reset",
					     "A POWERUP is switched ON" };
	struct pu_bb *b = &s->bb[g->seat];

	if (g->k == 3)
		pu_power_on_random(s, s->fig[b->fig].y * PU_W + s->fig[b->fig].x);
	b->coins = (int16_t)(b->coins - g->cost);
	if (g->k == 0)
		b->ammo = (int8_t)(b->ammo + d->ammo_per_buy);
	else if (g->k == 1)
		s->fig[b->fig].lives++;
	else if (g->k == 2) {	/* the four cards go under the pile, four new come up */
		for (int k = 0; k < 4; k++)
			if (s->store[k] >= 0 && s->neqdeck < PU_MAXEQ) {
				memmove(s->eqdeck + 1, s->eqdeck, (size_t)s->neqdeck++);
				s->eqdeck[0] = s->store[k];
			}
		pu_store_refill(s, d);
	}
	tt_outf(out, "%s for %d coin%s.\n", said[g->k], g->cost, g->cost == 1 ? "" : "s");
}

void pu_buy_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		 struct tt_out *out)
{
	struct pu_bb *b = &s->bb[g->seat];
	int e;

	if (g->k >= 0) {
		pu_buy_supply_exec(s, d, g, out);
		return;
	}
	e = s->store[g->n - 1];
	b->coins = (int16_t)(b->coins - d->eq[e].cost);
	pu_gear_add(s, d, g->seat, e);
	s->store[g->n - 1] = (int8_t)(s->neqdeck > 0 ? s->eqdeck[--s->neqdeck] : -1);
	tt_outf(out, "Bought the %s for %d coins.\n", d->eq[e].name, d->eq[e].cost);
}

/* sell ITEM: g->k its gear slot. */
int pu_sell_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		  struct tt_err *err)
{
	if (g->c->argc < 2)
		return tt_errf(err, "buy WHAT, sell ITEM, equip ITEM or done");
	if ((g->k = pu_gear_find(s, d, g->seat, g->c->argv[1])) < 0)
		return tt_errf(err, "you carry no '%s'", g->c->argv[1]);
	return 0;
}

void pu_sell_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		  struct tt_out *out)
{
	struct pu_bb *b = &s->bb[g->seat];
	int e = b->gear[g->k];

	b->coins = (int16_t)(b->coins + d->eq[e].cost / 2);
	pu_gear_remove(s, g->seat, g->k);
	tt_outf(out, "Sold the %s for %d coin%s (half of %d, rounded down).\n", d->eq[e].name,
		d->eq[e].cost / 2, d->eq[e].cost / 2 == 1 ? "" : "s", d->eq[e].cost);
}

void pu_done_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		  struct tt_out *out)
{
	(void)d;
	(void)g;
	pu_pop_pend(s);
	tt_outf(out, "The store closes.\n");
}

/* equip ITEM: g->k its gear slot, g->t its category. */
int pu_equip_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		   struct tt_err *err)
{
	const struct pu_bb *b = &s->bb[g->seat];
	const struct pu_equip *e;

	g->k = g->c->argc > 1 ? pu_gear_find(s, d, g->seat, g->c->argv[1]) : -1;
	if (g->k < 0)
		return tt_errf(err, "equip ITEM: one of the equipment you carry");
	e = &d->eq[b->gear[g->k]];
	g->t = e->type;
	if (g->t > PU_ET_ARMOUR)
		return tt_errf(err, "grenades are thrown, not equipped");
	if (b->eq[g->t] == g->k)
		return tt_errf(err, "the %s is already equipped", e->name);
	if (e->destroy == PU_DS_NOAMMO && b->ammo <= 0)
		return tt_errf(err, "the %s is destroyed when you run out of ammo, and you have none", e->name);
	return 0;
}

void pu_equip_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		   struct tt_out *out)
{
	struct pu_bb *b = &s->bb[g->seat];

	b->eq[g->t] = (int8_t)g->k;
	tt_outf(out, "Equipped the %s.\n", d->eq[b->gear[g->k]].name);
}

/* The store's options: done, the four cards, the supplies, and selling
 * or equipping each piece carried. */
void pu_store_opts(struct pu_pctx *c, const struct pu_pend *pd)
{
	static const char *const said[4] = { "buy ammo", "buy a life", "new store cards",
					     "switch a POWERUP on" };
	const struct pu_state *s = c->s;
	const struct pu_data *d = c->d;
	const struct pu_bb *b = &s->bb[pd->seat];
	struct tt_option *o;
	char n[12];

	pu_opt(c, "done", "close the store", 'd', false);
	/* each judged as words, its label written only when it is kept */
	for (int k = 0; k < 4; k++) {
		o = pu_optw(c, "-", true, '1' + k, "buy", pu_numw(n, sizeof n, k + 1), NULL);
		if (o && s->store[k] >= 0)
			snprintf(o->label, sizeof o->label, "buy %s, %d$", d->eq[s->store[k]].name,
				 d->eq[s->store[k]].cost);
	}
	for (int k = 0; k < 4; k++)
		if ((o = pu_optw(c, NULL, true, 0, "buy", pu_supply[k], NULL)) != NULL)
			snprintf(o->label, sizeof o->label, "%s, %d$", said[k], pu_supply_price(d, k));
	for (int i = 0; i < b->ngear; i++) {
		const struct pu_equip *e = &d->eq[b->gear[i]];
		if ((o = pu_optw(c, NULL, true, 0, "sell", e->id, NULL)) != NULL)
			snprintf(o->label, sizeof o->label, "sell %s for %d$", e->name, e->cost / 2);
		if ((o = pu_optw(c, NULL, true, 0, "equip", e->id, NULL)) != NULL)
			snprintf(o->label, sizeof o->label, "equip %s", e->name);
	}
}
