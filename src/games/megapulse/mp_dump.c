/*
 * mp_dump.c - the whole Megapulse state as sorted key=value lines (the
 * session hashes this text; tests read it).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "mp.h"

#define MP_DUMP_LINES 160
#define MP_DUMP_W 512

struct mp_dl {
	char line[MP_DUMP_LINES][MP_DUMP_W];
	int n;
};

static void mp_kv(struct mp_dl *l, const char *fmt, ...) TT_PRINTF(2, 3);

static void mp_kv(struct mp_dl *l, const char *fmt, ...)
{
	va_list ap;

	if (l->n == MP_DUMP_LINES)
		return;
	va_start(ap, fmt);
	vsnprintf(l->line[l->n++], MP_DUMP_W, fmt, ap);
	va_end(ap);
}

static int mp_cmp(const void *a, const void *b)
{
	return strcmp(a, b);
}

static void mp_ids(char *buf, size_t cap, const struct mp_data *d, const uint8_t *v, int n)
{
	size_t k = 0;

	buf[0] = '\0';
	for (int i = 0; i < n && k < cap; i++)
		k += (size_t)snprintf(buf + k, cap - k, "%s%s", i ? "," : "",
				      v[i] == MP_NONE ? "-" : d->card[v[i]].id);
}

static void mp_dump_car(const struct mp_state *st, const struct mp_data *d, int s,
			struct mp_dl *l)
{
	const struct mp_car *c = &st->car[s];
	const char *nm = st->seatname[s];
	char buf[MP_DUMP_W];

	mp_kv(l, "car.%s.pos=%d lane=%c best=%d laps=%d", nm, c->pos, 'a' + c->lane, c->best, c->laps);
	mp_kv(l, "car.%s.gauges=speed %d nitro %d hull %d frenzy %d tokens %d bombs %d shields %d",
	      nm, c->speed, c->nitro, mp_hull(c), c->frenzy, c->tokens, c->bombs, c->shields);
	mp_kv(l, "car.%s.damage=%d %d %d %d %d destroyed=%d", nm, c->dmg[0], c->dmg[1], c->dmg[2],
	      c->dmg[3], c->dmg[4], c->destroyed);
	mp_kv(l, "car.%s.flags=grip %d zap %d sonic %d acted %d armor %d pilot %s", nm, c->grip,
	      c->zap, c->sonic, c->acted, c->armor_used, d->pilot[c->pilot].name);
	mp_ids(buf, sizeof buf, d, c->hand, c->nhand);
	mp_kv(l, "car.%s.hand=%s", nm, buf);
	mp_ids(buf, sizeof buf, d, c->lost, c->nlost);
	mp_kv(l, "car.%s.lost=%s", nm, buf);
	mp_kv(l, "car.%s.passives=%s,%s/%s,%s", nm,
	      c->l1[0] == MP_NONE ? "-" : d->card[c->l1[0]].id,
	      c->l1[1] == MP_NONE ? "-" : d->card[c->l1[1]].id,
	      c->l2[0] == MP_NONE ? "-" : d->card[c->l2[0]].id,
	      c->l2[1] == MP_NONE ? "-" : d->card[c->l2[1]].id);
	mp_kv(l, "car.%s.select=picked %d n %d %d %d resolved %d", nm, c->picked, c->nsel, c->sel[0],
	      c->sel[1], c->resolved);
}

void mp_dump(const void *vst, const void *vd, struct tt_out *out)
{
	const struct mp_state *st = vst;
	const struct mp_data *d = vd;
	struct mp_dl l;
	char buf[MP_DUMP_W];

	l.n = 0;
	mp_kv(&l, "game.track=%s %c laps %d round %d", mp_trk(st, d)->name,
	      mp_trk(st, d)->side ? 'b' : 'a', st->laps, st->round);
	mp_kv(&l, "game.phase=%d dec %d dseat %d turn %d ending %d antigrav %d winner %d", st->phase,
	      st->dec, st->dseat, st->turn, st->ending, st->antigrav, st->winner);
	mp_kv(&l, "game.order=%s,%s%s%s%s%s", st->seatname[st->order[0]], st->seatname[st->order[1]],
	      st->nseats > 2 ? "," : "", st->nseats > 2 ? st->seatname[st->order[2]] : "",
	      st->nseats > 3 ? "," : "", st->nseats > 3 ? st->seatname[st->order[3]] : "");
	mp_kv(&l, "game.repair=seat %d left %d", st->rep_seat, st->rep_left);
	mp_kv(&l, "game.push=car %d mover %d was-destroyed %d", st->push_car, st->push_mover,
	      st->mv_was_destroyed);
	mp_kv(&l, "game.stock=frenzy %d tokens %d multibombs %d shields %d sonic %d",
	      st->stock_frenzy, st->stock_tokens, st->stock_multi, st->stock_shield, st->stock_sonic);
	mp_ids(buf, sizeof buf, d, st->market, 4);
	mp_kv(&l, "game.market=%s", buf);
	mp_ids(buf, sizeof buf, d, st->deck, st->ndeck);
	mp_kv(&l, "game.deck=%s", buf);
	mp_kv(&l, "game.resolving=seat %d slot %d src %d id %d opt %d step %d left %d subject %d "
	      "done %d pend %d", st->cc_seat, st->cc_slot, st->cc_src, st->cc_id, st->cc_opt,
	      st->cc_step, st->cc_left, st->cc_subject, st->cc_done, st->pend_card);
	{
		size_t k = 0;
		buf[0] = '\0';
		for (int i = 0; i < st->nmq && k < sizeof buf; i++)
			k += (size_t)snprintf(buf + k, sizeof buf - k, "%d/%d/%d ", st->mq[i].dir,
					      st->mq[i].group, st->mq[i].grip);
		mp_kv(&l, "game.movement=car %d race %d group %d queue %s", st->mv_car, st->in_race,
		      st->mv_group, buf);
	}
	for (int b = 0; b < st->nbomb; b++)
		mp_kv(&l, "bomb.%d=%s %s row %d lane %c n %d", b, st->seatname[st->bomb[b].owner],
		      st->bomb[b].multi ? "multi" : "super", st->bomb[b].row + 1, 'a' + st->bomb[b].lane,
		      st->bomb[b].n);
	for (int s = 0; s < st->nseats; s++)
		mp_dump_car(st, d, s, &l);
	mp_kv(&l, "dice.rolls=%u", st->dice.rolls);
	qsort(l.line, (size_t)l.n, sizeof l.line[0], mp_cmp);
	for (int i = 0; i < l.n; i++)
		tt_outf(out, "%s\n", l.line[i]);
}
