/*
 * mp_start.c - start positions for tests and puzzles: [start CAR]
 * sections set a car's place, gauges, damage reports, hand and passives;
 * [bombs] places bombs (bomb = OWNER super|multi CELL).  Documented in
 * tabletty.5.  Applied by create() after the normal setup.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "mp.h"

static int mp_ids_list(struct conf_doc *doc, struct conf_sec *s, const char *key,
		       const struct mp_data *d, uint8_t *out, int cap, struct tt_err *err)
{
	const char *v = conf_raw(s, key);
	char tok[32];
	int n = 0;

	while (v && *v) {
		size_t l = strcspn(v, " \t,");
		int c;
		if (l == 0) {
			v++;
			continue;
		}
		if (l >= sizeof tok || n == cap)
			return conf_errf(doc, conf_line(s, key), err, "%s: at most %d cards", key, cap);
		memcpy(tok, v, l);
		tok[l] = '\0';
		if ((c = mp_card_find(d, tok)) < 0)
			return conf_errf(doc, conf_line(s, key), err, "%s: no card '%s'", key, tok);
		out[n++] = (uint8_t)c;
		v += l;
	}
	return n;
}

static int mp_start_ints(struct conf_doc *doc, struct conf_sec *s, struct mp_start *p,
			 struct tt_err *err)
{
	static const char *const keys[] = {
		"pos", "speed", "nitro", "tokens", "frenzy", "bombs", "shields", "laps"
	};
	int *dst[] = { &p->pos, &p->speed, &p->nitro, &p->tokens, &p->frenzy, &p->bombs,
		       &p->shields, &p->laps };
	long defs[] = { -1, 1, 0, 0, 0, 3, 0, 0 }, v;

	for (int i = 0; i < 8; i++) {
		if (conf_int(doc, s, keys[i], false, defs[i], i ? 0 : -20, i ? 25 : MP_MAXROW * 9, &v,
			    err) < 0)
			return -1;
		*dst[i] = (int)v;
	}
	return 0;
}

int mp_start_sec(struct conf_doc *doc, struct conf_sec *s, struct mp_data *d, struct tt_err *err)
{
	int car = -1, n;
	struct mp_start *p;
	char lane[8];
	const char *dm;

	for (int i = 0; mp_car_names[i]; i++)
		if (strcmp(s->name + 6, mp_car_names[i]) == 0)
			car = i;
	if (car < 0)
		return conf_errf(doc, s->line, err, "expected [start x-350|falcon|ss-ultra|equinox]");
	p = &d->start[car];
	memset(p, 0, sizeof *p);
	memset(p->l1, MP_NONE, sizeof p->l1);
	memset(p->l2, MP_NONE, sizeof p->l2);
	p->set = true;
	if (mp_start_ints(doc, s, p, err) < 0 ||
	    conf_str(doc, s, "lane", true, "a", lane, sizeof lane, err) < 0)
		return -1;
	if (lane[0] < 'a' || lane[0] >= 'a' + MP_MAXLANE || lane[1])
		return conf_errf(doc, conf_line(s, "lane"), err, "lane: a letter a..h");
	p->lane = lane[0] - 'a';
	if ((dm = conf_raw(s, "damage")) != NULL) {
		int v[5], k = sscanf(dm, "%d %d %d %d %d", &v[0], &v[1], &v[2], &v[3], &v[4]), sum = 0;
		for (int i = 0; i < k; i++)
			sum += v[i] < 0 ? 99 : v[i];
		if (k != 5 || sum > MP_HULL)
			return conf_errf(doc, conf_line(s, "damage"), err,
					"damage: 5 numbers (first slot, then x-350 falcon ss-ultra "
					"equinox) adding up to at most %d", MP_HULL);
		for (int i = 0; i < 5; i++)
			p->dmg[i] = (uint8_t)v[i];
	}
	p->nhand = -1;
	if (conf_raw(s, "hand") &&
	    (p->nhand = mp_ids_list(doc, s, "hand", d, p->hand, MP_MAXHAND, err)) < 0)
		return -1;
	if ((p->nlost = mp_ids_list(doc, s, "lost", d, p->lost, MP_MAXLOST, err)) < 0 ||
	    (n = mp_ids_list(doc, s, "level1", d, p->l1, 2, err)) < 0 ||
	    (n = mp_ids_list(doc, s, "level2", d, p->l2, 2, err)) < 0)
		return -1;
	return 0;
}

static int mp_bomb_kv(void *ctx, struct conf_kv *kv, struct tt_err *err)
{
	void **c = ctx;
	struct conf_doc *doc = c[0];
	struct mp_data *d = c[1];
	char owner[24], kind[8], cell[8];
	int car = -1, row;
	struct mp_bomb *b;

	if (strcmp(kv->key, "bomb") != 0)
		return conf_errf(doc, kv->line, err, "[bombs] has only 'bomb = OWNER super|multi CELL'");
	if (sscanf(kv->val, "%23s %7s %7s", owner, kind, cell) != 3 || d->nsbomb == MP_MAXBOMB ||
	    (strcmp(kind, "super") && strcmp(kind, "multi")) || cell[0] < 'a' || cell[0] > 'h' ||
	    (row = atoi(cell + 1)) < 1 || row > MP_MAXROW)
		return conf_errf(doc, kv->line, err, "bomb: expected OWNER super|multi CELL (e.g. c12)");
	for (int i = 0; mp_car_names[i]; i++)
		if (strcmp(owner, mp_car_names[i]) == 0)
			car = i;
	if (car < 0)
		return conf_errf(doc, kv->line, err, "bomb: unknown owner '%s'", owner);
	b = &d->sbomb[d->nsbomb++];
	b->owner = (int8_t)car;
	b->multi = kind[0] == 'm';
	b->n = b->multi ? 3 : 2;
	b->row = (uint8_t)(row - 1);
	b->lane = (uint8_t)(cell[0] - 'a');
	return 0;
}

int mp_bombs_sec(struct conf_doc *doc, struct conf_sec *s, struct mp_data *d, struct tt_err *err)
{
	void *ctx[2] = { doc, d };

	return conf_each(s, mp_bomb_kv, ctx, err);
}

int mp_seat_of_car(const struct mp_state *st, int car)
{
	for (int s = 0; s < st->nseats; s++)
		if (st->carid[s] == car)
			return s;
	return -1;
}

static void mp_start_car(struct mp_state *st, const struct mp_data *d, int s)
{
	const struct mp_start *p = &d->start[st->carid[s]];
	struct mp_car *c = &st->car[s];

	c->pos = c->best = p->pos;
	c->lane = (int8_t)p->lane;
	c->speed = (uint8_t)p->speed;
	c->nitro = (uint8_t)p->nitro;
	c->tokens = (uint8_t)p->tokens;
	c->frenzy = (uint8_t)p->frenzy;
	c->bombs = (uint8_t)p->bombs;
	c->shields = (uint8_t)p->shields;
	c->laps = (uint8_t)p->laps;
	c->dmg[0] = p->dmg[0];
	for (int k = 0; k < MP_SEATS; k++)
		if (p->dmg[1 + k] && mp_seat_of_car(st, k) >= 0)
			c->dmg[1 + mp_seat_of_car(st, k)] = p->dmg[1 + k];
	c->destroyed = mp_hull(c) == 0;
	if (p->nhand >= 0) {
		c->nhand = (uint8_t)p->nhand;
		memcpy(c->hand, p->hand, (size_t)p->nhand);
	}
	c->nlost = (uint8_t)p->nlost;
	memcpy(c->lost, p->lost, (size_t)p->nlost);
	memcpy(c->l1, p->l1, sizeof c->l1);
	memcpy(c->l2, p->l2, sizeof c->l2);
}

int mp_apply_start(struct mp_state *st, const struct mp_data *d, struct tt_err *err)
{
	for (int s = 0; s < st->nseats; s++)
		if (d->start[st->carid[s]].set)
			mp_start_car(st, d, s);
	for (int s = 0; s < st->nseats; s++) {
		const struct mp_car *c = &st->car[s];
		if (!mp_space(st, d, c->pos, c->lane) || mp_car_at(st, d, c->pos, c->lane) != s)
			return tt_errf(err, "[start %s]: not alone on an open space of track %s",
				       mp_car_names[st->carid[s]], mp_trk(st, d)->name);
	}
	for (int b = 0; b < d->nsbomb && st->nbomb < MP_MAXBOMB; b++) {
		int o = mp_seat_of_car(st, d->sbomb[b].owner);
		if (o < 0)
			continue;
		for (int k = 0; k < d->sbomb[b].n; k++)
			if (!mp_space(st, d, d->sbomb[b].row, d->sbomb[b].lane + k) ||
			    d->sbomb[b].row >= mp_trk(st, d)->len)
				return tt_errf(err, "[bombs]: a bomb is off track %s", mp_trk(st, d)->name);
		st->bomb[st->nbomb] = d->sbomb[b];
		st->bomb[st->nbomb++].owner = (int8_t)o;
		if (d->sbomb[b].multi)
			st->stock_multi--;
		else if (st->car[o].bombs > 0)
			st->car[o].bombs--;
	}
	return 0;
}
