/*
 * pu_dump.c - POWERUP: the whole state as sorted key=value lines (the
 * session hashes this text).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dump.h"
#include "pu_play.h"

static void pu_dump_board(const struct pu_state *s, struct tt_dump *l)
{
	for (int y = 0; y < s->h; y++) {
		char row[PU_W * 9 + 1];
		int k = 0;
		for (int x = 0; x < s->w; x++) {
			row[k++] = pu_sq_sym[s->kind[y][x]];
			row[k++] = s->floor[y][x] ? '_' : '.';
			row[k++] = (char)('0' + (s->coins[y][x] > 9 ? 9 : s->coins[y][x]));
			row[k++] = s->power[y][x] == 2 ? 'P' : s->power[y][x] == 1 ? 'p' : '.';
			row[k++] = s->fire[y][x] ? 'F' : '.';
			row[k++] = s->secret[y][x] ? (char)s->secret[y][x] : '.';
			row[k++] = s->kind[y][x] == PU_SQ_DOOR && !s->door_open[y][x] ? 'C' : '.';
			row[k++] = (char)('0' + s->keys[y][x]);
			row[k++] = ' ';
		}
		row[k] = '\0';
		dump_line(l, "board.%02d=%s", y, row);
	}
}

static void pu_dump_bb(const struct pu_state *s, const struct pu_data *d, struct tt_dump *l)
{
	for (int i = 0; i < s->nseats; i++) {
		const struct pu_bb *b = &s->bb[i];
		char hand[64] = "", gear[128] = "";
		size_t n = 0;
		for (int k = 0; k < b->nhand; k++)
			n += (size_t)snprintf(hand + n, sizeof hand - n, "%d ", b->hand[k]);
		n = 0;
		for (int k = 0; k < b->ngear && n < sizeof gear; k++)
			n += (size_t)snprintf(gear + n, sizeof gear - n, "%s ", d->eq[b->gear[k]].id);
		dump_line(l, "bb.%d.name=%s", i, d->sheet[s->fig[b->fig].type].name);
		dump_line(l, "bb.%d.stats=fig %d rp %d/%d ammo %d/%d ap %d coins %d score %d", i, b->fig,
			b->rp, b->maxrp, b->ammo, b->maxammo, b->ap, b->coins, b->score);
		dump_line(l, "bb.%d.flags=epic %d played %d acted %d wait %d air %d %d,%d last %d", i, b->epic,
			b->played, b->acted, b->wait, b->air, b->airx, b->airy, b->lastatk);
		dump_line(l, "bb.%d.bonus=hit %d white %d yellow %d armour %d shield %d reroll %d nodraw %d mid %d",
			i, b->bonus_hit, b->bonus_white, b->bonus_yellow, b->bonus_armour, b->shield, b->reroll,
			b->nodraw, b->midjump);
		dump_line(l, "bb.%d.gear=%s", i, gear);
		dump_line(l, "bb.%d.equipped=%d %d %d", i, b->eq[0], b->eq[1], b->eq[2]);
		dump_line(l, "bb.%d.hand=%s", i, hand);
	}
}

static void pu_dump_list(struct tt_dump *l, const char *key, const int8_t *v, int n)
{
	char buf[DUMP_LINE_MAX];
	size_t k = 0;

	buf[0] = '\0';
	for (int i = 0; i < n && k + 4 < sizeof buf; i++)
		k += (size_t)snprintf(buf + k, sizeof buf - k, "%d ", v[i]);
	dump_line(l, "%s=%s", key, buf);
}

void pu_dump(const void *st, const void *data, struct tt_out *out)
{
	const struct pu_state *s = st;
	const struct pu_data *d = data;
	struct tt_dump l;

	dump_init(&l);
	dump_line(&l, "game=%s %dx%d seats %d", d->mission.title, s->w, s->h, s->nseats);
	if (s->limit_rounds)
		dump_line(&l, "limit=%d", s->limit_rounds);
	dump_line(&l, "phase=%d turn %d round %d total %d active %d bstep %d cur %d/%d", s->phase, s->turn,
		s->round, s->turns_total, s->active, s->bstep, s->bug_cur, s->nbug_order);
	dump_line(&l, "result=%d %s", s->result, s->why);
	dump_line(&l, "react=%d %d %d %d %d", s->react_mode[0], s->react_mode[1], s->react_mode[2],
		s->react_mode[3], s->react_mode[4]);
	dump_line(&l, "misc=gate_off %d continues %d event %d charge %d disrupt %d first %d keys %d "
		"dodge %d assemble %d flips %d",
		s->gate_off, s->continues, s->event, s->charge, s->disrupt, s->first_spawn,
		s->keys_found, s->dodge, s->assemble, s->flips);
	dump_line(&l, "decl=%d %d %d %d", s->decl.active, s->decl.ranged, s->decl.bug, s->decl.target);
	dump_line(&l, "dice=rolls %u", (unsigned)s->dice.rolls);
	for (int i = 0; i < s->npend; i++)
		dump_line(&l, "pend.%d=%d %d %d %d %d", i, s->pend[i].kind, s->pend[i].seat, s->pend[i].a,
			s->pend[i].b, s->pend[i].c);
	for (int i = 0; i < s->nfig; i++) {
		const struct pu_fig *g = &s->fig[i];
		if (g->kind == PU_FK_NONE)
			continue;
		dump_line(&l, "fig.%02d=%s kind %d at %d,%d face %d lives %d ap %d atk %d fresh %d secret %d carry %d aboard %d b %d m %d",
			i, pu_fig_name(s, d, i), g->kind, g->x, g->y, g->face, g->lives, g->ap, g->attacks,
			g->fresh, g->secret, g->carry, g->aboard, g->blinked, g->moved);
	}
	for (int i = 0; i < s->nbug_order; i++)
		dump_line(&l, "order.%02d=%d", i, s->bug_order[i]);
	pu_dump_board(s, &l);
	pu_dump_bb(s, d, &l);
	pu_story_dump(s, d, &l);
	pu_dump_list(&l, "deck.pow", s->powdeck, s->npowdeck);
	pu_dump_list(&l, "deck.powdisc", s->powdisc, s->npowdisc);
	pu_dump_list(&l, "deck.bug", s->bugdeck, s->nbugdeck);
	pu_dump_list(&l, "deck.bugdisc", s->bugdisc, s->nbugdisc);
	pu_dump_list(&l, "deck.bughand", s->bughand, s->nbughand);
	pu_dump_list(&l, "deck.eq", s->eqdeck, s->neqdeck);
	pu_dump_list(&l, "deck.store", s->store, 4);
	pu_bm_dump(s, d, &l);
	pu_prof_dump(s, d, &l);
	pu_dm_dump(s, &l);
	pu_dmf_dump(s, &l);
	pu_dm_attack_dump(s, &l);
	dump_finish(&l, out);
}
