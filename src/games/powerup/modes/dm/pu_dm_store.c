/*
 * pu_dm_store.c - POWERUP Deathmatch: the Deathmatch store (entering an
 * ON POWERUP turns it OFF and gives one choice: a POW! card, the top
 * equipment card equipped at once, 3 ammo back or 1 life back; no other
 * POWERUP comes ON), a thrown robot (its reach and the push it gives a
 * figure it lands against are the layout's house values), and the
 * Deathmatch keys of the state dump.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dump.h"
#include "../pu_modes.h"

static const char *const pu_dm_takes[4] = { "pow", "equip", "ammo", "life" };

/* Entering an ON POWERUP in a Deathmatch: it goes OFF, and one choice. */
void pu_dm_power_enter(struct pu_state *s, const struct pu_data *d, int f, struct tt_out *out)
{
	struct pu_fig *g = &s->fig[f];

	tt_outf(out, "%s enters an ON POWERUP: it goes OFF (no other comes ON).\n", pu_fig_name(s, d, f));
	s->power[g->y][g->x] = 1;
	pu_push_pend(s, PU_PD_DMSTORE, g->seat, f, 0, 0);
}

/* buy pow|equip|ammo|life (the store's verb; nothing is paid): g->k
 * the choice. */
int pu_dm_take_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		     struct tt_err *err)
{
	const struct pu_bb *b = &s->bb[g->seat];

	(void)d;
	for (g->k = 0; g->k < 4 && (g->c->argc < 2 || strcmp(g->c->argv[1], pu_dm_takes[g->k])); g->k++)
		;
	if (g->k == 4)
		return tt_errf(err, "buy pow|equip|ammo|life: the Deathmatch POWERUP gives one of the four, free");
	if (g->k == 1 && s->neqdeck == 0)
		return tt_errf(err, "the equipment pile is empty");
	if (g->k == 1 && b->ngear == PU_GEAR)
		return tt_errf(err, "you carry all you can");
	if (g->k == 2 && b->ammo >= b->maxammo)
		return tt_errf(err, "your ammo is full (%d)", b->maxammo);
	if (g->k == 3 && s->fig[b->fig].lives >= 3)
		return tt_errf(err, "you already have 3 lives");
	return 0;
}

/* The top equipment card, equipped: a weapon or armour of the same
 * category already equipped is lost (under the pile). */
static void pu_dm_equip_top(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out)
{
	struct pu_bb *b = &s->bb[seat];
	int e = s->eqdeck[--s->neqdeck], t = d->eq[e].type;
	char brief[80];

	if (t <= PU_ET_ARMOUR && b->eq[t] >= 0) {
		int old = b->gear[b->eq[t]];
		tt_outf(out, "The %s is lost.\n", d->eq[old].name);
		pu_gear_remove(s, seat, b->eq[t]);
		memmove(s->eqdeck + 1, s->eqdeck, (size_t)s->neqdeck++);
		s->eqdeck[0] = (int8_t)old;
	}
	pu_gear_add(s, d, seat, e);
	if (t <= PU_ET_ARMOUR)
		b->eq[t] = (int8_t)(b->ngear - 1);
	pu_info_eq_brief(d, e, brief, sizeof brief);
	tt_outf(out, "%s draws and equips the %s (%s).\n", pu_seat_name(s, d, seat), d->eq[e].name, brief);
}

void pu_dm_take_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		     struct tt_out *out)
{
	struct pu_bb *b = &s->bb[g->seat];
	struct pu_fig *f = &s->fig[b->fig];

	pu_pop_pend(s);
	s->dm.took = (int8_t)g->k;
	if (g->k == 0)
		pu_draw_pow(s, d, g->seat, out);
	else if (g->k == 1)
		pu_dm_equip_top(s, d, g->seat, out);
	else if (g->k == 2) {
		b->ammo = (int8_t)(b->ammo + 3 > b->maxammo ? b->maxammo : b->ammo + 3);
		tt_outf(out, "%s recovers ammo: %d.\n", pu_seat_name(s, d, g->seat), b->ammo);
	} else {
		f->lives++;
		tt_outf(out, "%s recovers a life: %d.\n", pu_seat_name(s, d, g->seat), f->lives);
	}
}

void pu_dm_store_opts(struct pu_pctx *c, const struct pu_pend *pd)
{
	(void)pd;
	pu_opt(c, "buy pow", "draw a POW! card", 'p', true);
	pu_opt(c, "buy equip", "draw equipment, equip it", 'e', true);
	pu_opt(c, "buy ammo", "recover 3 ammo", 'a', true);
	pu_opt(c, "buy life", "recover 1 life", 'l', true);
}

/* A thrown robot flies the thrower's melee hits (1 at least, throw_max
 * at most) and stops before a wall or a figure; a figure it lands
 * against is pushed throw_push squares (a carrier drops what it
 * carries). */
void pu_dm_throw(struct pu_state *s, const struct pu_data *d, int f, int o, int hits,
		 struct tt_out *out)
{
	const struct pu_dmconf *c = &d->mission.dm;
	int x = s->fig[f].x, y = s->fig[f].y, dx = s->fig[f].face, n = hits < 1 ? 1 : hits, hit = -1;

	n = n > c->throw_max ? c->throw_max : n;
	for (int k = 0; k < n; k++) {
		if (pu_blocks(s, x + dx, y))
			break;
		if ((hit = pu_at(s, x + dx, y, o)) >= 0)
			break;
		x += dx;
	}
	tt_outf(out, "%s throws %s %d square%s.\n", pu_fig_name(s, d, f), pu_fig_name(s, d, o),
		abs(x - s->fig[f].x), abs(x - s->fig[f].x) == 1 ? "" : "s");
	pu_place(s, d, o, x, y, out);
	if (hit >= 0 && c->throw_push > 0 && s->fig[hit].kind != PU_FK_ROBOT) {
		tt_outf(out, "The robot crashes into %s.\n", pu_fig_name(s, d, hit));
		pu_push(s, d, hit, dx, 0, c->throw_push, out);
	}
	pu_settle(s, d, out);
}

/* A protected BUGBUSTER may not attack (it is not protected once it
 * acts otherwise). */
int pu_dm_attack_check(const struct pu_state *s, int seat, struct tt_err *err)
{
	if (s->dm.on && (s->dm.protect >> seat & 1))
		return tt_errf(err, "you came back protected: you cannot attack or be attacked until "
			       "you take another action");
	return 0;
}

/* A BUGBUSTER back from death is not attacked until it acts. */
int pu_dm_target_check(const struct pu_state *s, int t, struct tt_err *err)
{
	const struct pu_fig *g = &s->fig[t];

	if (s->dm.on && g->kind == PU_FK_BB && (s->dm.protect >> g->seat & 1))
		return tt_errf(err, "that BUGBUSTER came back protected: it cannot be attacked until it acts");
	return 0;
}

void pu_dm_dump(const struct pu_state *s, struct tt_dump *l)
{
	int v[PU_MAXBB], n;
	char buf[64];
	size_t k = 0;

	if (!s->dm.on)
		return;
	n = pu_dm_order(s, v);
	buf[0] = '\0';
	for (int i = 0; i < s->nseats && k < sizeof buf; i++)
		k += (size_t)snprintf(buf + k, sizeof buf - k, "%d%s", v[i], i + 1 == n ? "|" : " ");
	dump_line(l, "dm.score=RED %d BLU %d winner %d", s->dm.score[0], s->dm.score[1], s->dm.winner);
	dump_line(l, "dm.order=%s", buf);
	dump_line(l, "dm.protect=%u", s->dm.protect);
	for (int t = 0; t < 2; t++) {
		int r = s->dm.robot[t], c = pu_dm_carrier(s, r);
		dump_line(l, "dm.robot.%s=at %d,%d carrier %d", pu_dm_team_name(t), s->fig[r].x, s->fig[r].y, c);
	}
	for (int i = 0; i < s->nseats; i++)
		dump_line(l, "dm.seat.%d=team %s deaths %d draw %d", i, pu_dm_team_name(s->dm.team[i]),
			  s->dm.deaths[i], s->dm.draw[i]);
}
