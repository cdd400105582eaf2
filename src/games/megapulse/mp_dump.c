/*
 * mp_dump.c - the whole Megapulse state as sorted key=value lines (the
 * session hashes this text; tests read it).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dump.h"
#include "mp.h"

#define MP_DUMP_W DUMP_LINE_MAX

static void mp_ids(char *buf, size_t cap, const struct mp_data *d, const uint8_t *v, int n)
{
	size_t k = 0;

	buf[0] = '\0';
	for (int i = 0; i < n && k < cap; i++)
		k += (size_t)snprintf(buf + k, cap - k, "%s%s", i ? "," : "",
				      v[i] == MP_NONE ? "-" : d->card[v[i]].id);
}

static void mp_dump_car(const struct mp_state *st, const struct mp_data *d, int s,
			struct tt_dump *l)
{
	const struct mp_car *c = &st->car[s];
	const char *nm = st->seatname[s];
	char buf[MP_DUMP_W];

	dump_line(l, "car.%s.pos=%d lane=%c best=%d laps=%d", nm, c->pos, 'a' + c->lane, c->best, c->laps);
	dump_line(l, "car.%s.gauges=speed %d nitro %d hull %d frenzy %d tokens %d bombs %d shields %d",
	      nm, c->speed, c->nitro, mp_hull(c), c->frenzy, c->tokens, c->bombs, c->shields);
	dump_line(l, "car.%s.damage=%d %d %d %d %d destroyed=%d", nm, c->dmg[0], c->dmg[1], c->dmg[2],
	      c->dmg[3], c->dmg[4], c->destroyed);
	dump_line(l, "car.%s.flags=grip %d zap %d sonic %d acted %d armor %d pilot %s", nm, c->grip,
	      c->zap, c->sonic, c->acted, c->armor_used, d->pilot[c->pilot].name);
	mp_ids(buf, sizeof buf, d, c->hand, c->nhand);
	dump_line(l, "car.%s.hand=%s", nm, buf);
	mp_ids(buf, sizeof buf, d, c->lost, c->nlost);
	dump_line(l, "car.%s.lost=%s", nm, buf);
	dump_line(l, "car.%s.passives=%s,%s/%s,%s", nm,
	      c->l1[0] == MP_NONE ? "-" : d->card[c->l1[0]].id,
	      c->l1[1] == MP_NONE ? "-" : d->card[c->l1[1]].id,
	      c->l2[0] == MP_NONE ? "-" : d->card[c->l2[0]].id,
	      c->l2[1] == MP_NONE ? "-" : d->card[c->l2[1]].id);
	dump_line(l, "car.%s.select=picked %d n %d %d %d resolved %d", nm, c->picked, c->nsel, c->sel[0],
	      c->sel[1], c->resolved);
}

void mp_dump(const void *vst, const void *vd, struct tt_out *out)
{
	const struct mp_state *st = vst;
	const struct mp_data *d = vd;
	struct tt_dump l;
	char buf[MP_DUMP_W];

	dump_init(&l);
	dump_line(&l, "game.track=%s %c laps %d round %d", mp_trk(st, d)->name,
	      mp_trk(st, d)->side ? 'b' : 'a', st->laps, st->round);
	dump_line(&l, "game.phase=%d dec %d dseat %d turn %d ending %d antigrav %d winner %d", st->phase,
	      st->dec, st->dseat, st->turn, st->ending, st->antigrav, st->winner);
	dump_line(&l, "game.order=%s,%s%s%s%s%s", st->seatname[st->order[0]], st->seatname[st->order[1]],
	      st->nseats > 2 ? "," : "", st->nseats > 2 ? st->seatname[st->order[2]] : "",
	      st->nseats > 3 ? "," : "", st->nseats > 3 ? st->seatname[st->order[3]] : "");
	dump_line(&l, "game.repair=seat %d left %d", st->rep_seat, st->rep_left);
	dump_line(&l, "game.push=car %d mover %d was-destroyed %d", st->push_car, st->push_mover,
	      st->mv_was_destroyed);
	dump_line(&l, "game.stock=frenzy %d tokens %d multibombs %d shields %d sonic %d",
	      st->stock_frenzy, st->stock_tokens, st->stock_multi, st->stock_shield, st->stock_sonic);
	mp_ids(buf, sizeof buf, d, st->market, 4);
	dump_line(&l, "game.market=%s", buf);
	mp_ids(buf, sizeof buf, d, st->deck, st->ndeck);
	dump_line(&l, "game.deck=%s", buf);
	dump_line(&l, "game.resolving=seat %d slot %d src %d id %d opt %d step %d left %d subject %d "
	      "done %d pend %d", st->cc_seat, st->cc_slot, st->cc_src, st->cc_id, st->cc_opt,
	      st->cc_step, st->cc_left, st->cc_subject, st->cc_done, st->pend_card);
	{
		size_t k = 0;
		buf[0] = '\0';
		for (int i = 0; i < st->nmq && k < sizeof buf; i++)
			k += (size_t)snprintf(buf + k, sizeof buf - k, "%d/%d/%d ", st->mq[i].dir,
					      st->mq[i].group, st->mq[i].grip);
		dump_line(&l, "game.movement=car %d race %d group %d queue %s", st->mv_car, st->in_race,
		      st->mv_group, buf);
	}
	for (int b = 0; b < st->nbomb; b++)
		dump_line(&l, "bomb.%d=%s %s row %d lane %c n %d", b, st->seatname[st->bomb[b].owner],
		      st->bomb[b].multi ? "multi" : "super", st->bomb[b].row + 1, 'a' + st->bomb[b].lane,
		      st->bomb[b].n);
	for (int s = 0; s < st->nseats; s++)
		mp_dump_car(st, d, s, &l);
	dump_line(&l, "dice.rolls=%u", st->dice.rolls);
	dump_finish(&l, out);
}
