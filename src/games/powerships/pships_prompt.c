/*
 * pships_prompt.c - Powerships: the prompt (who acts and every legal option),
 * the result, and the state dump.
 *
 * The AI asks for a brief prompt: the same options in the same order, the
 * commands only (no texts or labels to format for nobody).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dump.h"
#include "keyline.h"
#include "pships.h"

/* An option "verb[ a1[ a2]]" (NULL for an absent word): built by copying,
 * not formatting, as an AI asks for the options at every decision; only
 * option `only` when that is not -1 (the others are counted, not written:
 * a random choice needs the count and one command). */
static void pships_opt(struct tt_prompt *p, int only, int key, const char *label,
		       const char *verb, const char *a1, const char *a2)
{
	struct tt_option *o;
	size_t len = 0;

	if (p->nopt >= TT_MAXOPT)
		return;
	o = &p->opt[p->nopt++];
	if (only >= 0 && p->nopt - 1 != only)
		return;
	tt_cat(o->cmd, sizeof o->cmd, &len, verb);
	if (a1) {
		tt_cat(o->cmd, sizeof o->cmd, &len, " ");
		tt_cat(o->cmd, sizeof o->cmd, &len, a1);
	}
	if (a2) {
		tt_cat(o->cmd, sizeof o->cmd, &len, " ");
		tt_cat(o->cmd, sizeof o->cmd, &len, a2);
	}
	if (label[0])
		tt_strlcpy(o->label, label, sizeof o->label);
	else
		o->label[0] = '\0';	/* the AI's brief prompt */
	o->key = key;
	o->warn[0] = '\0';
}

/* "1".."9": a die number as an option's word. */
static const char *pships_num(int n)
{
	static const char *const digits[10] = { "0", "1", "2", "3", "4", "5", "6", "7", "8", "9" };

	return digits[n >= 0 && n <= 9 ? n : 0];
}

static void pships_prompt_place(const struct pships_state *s, struct tt_prompt *p, bool brief,
				int only)
{
	static const char *const spots[7] = { "c", "e", "ne", "nw", "w", "sw", "se" };
	char label[64] = "";
	struct tt_err err;
	struct hex h;
	int d, dd;

	if (!brief) {
		snprintf(p->text, sizeof p->text, "%s: choose a starting position on or around %s "
			 "(place SPOT DIR).", s->name[s->turn], pships_body_names[s->start]);
		keyline_add(p, 0, NULL, "Tab shows each start, Enter takes it");
		keyline_add(p, 0, NULL, "or :place SPOT NOSE");
	}
	for (int i = 0; i < 7; i++) {
		for (d = 0; d < HEX_NDIR; d++) {
			if (pships_place_ok(s, s->turn, spots[i], hex_dir_names[d], &h, &dd, &err) < 0)
				break;
			if (!brief)
				snprintf(label, sizeof label, "%s, nose %s", i ? spots[i] : "on the planet",
					 hex_dir_names[d]);
			pships_opt(p, only, 0, label, "place", spots[i], hex_dir_names[d]);
		}
	}
}

static void pships_prompt_dice(const struct pships_state *s, struct tt_prompt *p, bool brief,
			       int only)
{
	const struct pships_ship *sh = &s->ship[s->turn];
	int nroll = (s->plan == 1);
	char label[64] = "", rm[16];

	for (int i = 0; i < sh->ndice; i++)
		nroll += (s->plan_reroll >> i) & 1;
	if (!brief)
		snprintf(p->text, sizeof p->text, "%s: speed %d with %d dice (at most %d). Add, "
			 "remove or keep a die, choose dice to reroll, then roll.", s->name[s->turn],
			 pships_total(sh), sh->ndice, pships_max_dice(sh));
	if (s->plan != 1 && sh->ndice < pships_max_dice(sh))
		pships_opt(p, only, 'a', brief ? "" : "add a die", "add", NULL, NULL);
	for (int i = 0; i < sh->ndice; i++) {
		if (s->plan == -1 && s->plan_remove == i)
			continue;
		if (!brief)
			snprintf(label, sizeof label, "remove die %d (%d)", i + 1, sh->die[i]);
		pships_opt(p, only, i == sh->ndice - 1 ? '-' : 0, label, "remove", pships_num(i + 1), NULL);
	}
	if (s->plan != 0)
		pships_opt(p, only, '=', brief ? "" : "keep the number of dice", "keep", NULL, NULL);
	for (int i = 0; i < sh->ndice; i++) {
		if (s->plan == -1 && s->plan_remove == i)
			continue;
		if (!brief)
			snprintf(label, sizeof label, "%s die %d (%d)", (s->plan_reroll >> i) & 1 ?
				 "do not reroll" : "reroll", i + 1, sh->die[i]);
		pships_opt(p, only, '1' + i, label, "toggle", pships_num(i + 1), NULL);
	}
	if (brief)
		label[0] = '\0';
	else if (nroll)
		snprintf(label, sizeof label, "roll %d %s", nroll, nroll == 1 ? "die" : "dice");
	else
		snprintf(label, sizeof label, "%s", s->plan == -1 ? "go on, no roll" :
			 sh->damage ? "no roll: repair 1" : "go on without rolling");
	pships_opt(p, only, TK_ENTER, label, "roll", NULL, NULL);
	if (brief)
		return;
	keyline_add(p, 'a', "add", "add a die");
	snprintf(rm, sizeof rm, "remove %d", sh->ndice ? sh->ndice : 1);
	keyline_add(p, '-', rm, "remove the last");
	keyline_add(p, '=', "keep", "keep");
	for (int i = 0; i < 5; i++) {
		char cmd[16];

		snprintf(cmd, sizeof cmd, "toggle %d", i + 1);
		keyline_add(p, '1' + i, cmd, i ? "" : "reroll die");
	}
	keyline_add(p, TK_ENTER, "roll", label);
}

static void pships_prompt_heading(const struct pships_state *s, struct tt_prompt *p, bool brief,
				  int only)
{
	static const char *const word[3] = { "right", "straight", "left" };
	static const int keys[3] = { 'e', 'w', 'q' };
	const struct pships_ship *sh = &s->ship[s->turn];
	struct pships_move mv[3];
	/* the AI's brief prompt needs only which headings are legal */
	int total = pships_total(sh), mask = brief ? s->legal : pships_legal(s, s->turn, total, mv);
	char label[64] = "", desc[48];

	if (brief) {
		/* the commands only */
	} else if (mask & (1 << (s->pending + 1))) {
		snprintf(p->text, sizeof p->text, "%s: speed %d. Heading shown %s; turn it or keep it, "
			 "then move.", s->name[s->turn], total, word[s->pending + 1]);
	} else {	/* short enough for an 80-column prompt line */
		char ok[40];
		bool some = !mv[0].crash || !mv[1].crash || !mv[2].crash;
		pships_legal_words(mask, ok, sizeof ok);
		snprintf(p->text, sizeof p->text, "%s: speed %d. Heading shown %s %s: go %s.",
			 s->name[s->turn], total, word[s->pending + 1],
			 some ? "crashes" : "is not the longest crash", ok);
	}
	/* what a turn changes (the live turn keys) stands last in the line */
	for (int t = 1; t >= -1 && !brief; t--) {
		char cmd[24], w[24];

		snprintf(cmd, sizeof cmd, "move %s", word[t + 1]);
		snprintf(w, sizeof w, "move %s", word[t + 1]);
		keyline_add(p, keys[t + 1], cmd, w);
	}
	if (!brief) {
		keyline_add(p, TK_ENTER, "move", "move");
		/* the arrows type the absolute heading next to the one shown */
		snprintf(label, sizeof label, "turn %s", word[s->pending < 1 ? s->pending + 2 : 2]);
		keyline_add(p, TK_LEFT, label, "turn");
		snprintf(label, sizeof label, "turn %s", word[s->pending > -1 ? s->pending : 0]);
		keyline_add(p, TK_RIGHT, label, "");
		label[0] = '\0';
	}
	for (int t = 1; t >= -1; t--) {
		if (!(mask & (1 << (t + 1))))
			continue;
		if (!brief) {
			pships_describe(s, &mv[t + 1], total, desc, sizeof desc);
			snprintf(label, sizeof label, "%s: %s", word[t + 1], desc);
		}
		pships_opt(p, only, keys[t + 1], label, "move", word[t + 1], NULL);
	}
	/* the arrows step the heading shown; what they type is absolute */
	if (s->pending < 1) {
		if (!brief)
			snprintf(label, sizeof label, "show %s", word[s->pending + 2]);
		pships_opt(p, only, TK_LEFT, label, "turn", word[s->pending + 2], NULL);
	}
	if (s->pending > -1) {
		if (!brief)
			snprintf(label, sizeof label, "show %s", word[s->pending]);
		pships_opt(p, only, TK_RIGHT, label, "turn", word[s->pending], NULL);
	}
	if (mask & (1 << (s->pending + 1))) {
		if (!brief)
			snprintf(label, sizeof label, "move %s", word[s->pending + 1]);
		pships_opt(p, only, TK_ENTER, label, "move", NULL, NULL);
	}
}

int pships_option_count(const struct pships_state *s)
{
	const struct pships_ship *sh = &s->ship[s->turn];
	int nd = sh->ndice, each, legal = s->legal;

	if (s->phase == PSHIPS_PP_DICE) {
		/* add; remove and toggle each die not being removed; keep; roll */
		each = nd - (s->plan == -1 && s->plan_remove < nd);
		return (s->plan != 1 && nd < pships_max_dice(sh)) + 2 * each + (s->plan != 0) + 1;
	}
	if (s->phase == PSHIPS_PP_HEADING)	/* each legal move, the turns, move */
		return (legal & 1) + (legal >> 1 & 1) + (legal >> 2 & 1) + (s->pending < 1) +
		       (s->pending > -1) + (legal >> (s->pending + 1) & 1);
	return -1;
}

/* Who acts: the ship whose turn it is, nobody once the race is over. */
int pships_who(const void *st, const void *data, uint32_t *waiting)
{
	const struct pships_state *s = st;

	(void)data;
	*waiting = s->phase == PSHIPS_PP_OVER ? 0 : 1u << s->turn;
	return s->phase == PSHIPS_PP_OVER ? -1 : s->turn;
}

void pships_prompt_build(const struct pships_state *s, struct tt_prompt *p, bool brief, int only)
{
	uint32_t waiting;

	if (brief) {	/* the AI reads the seat and the commands: no texts to clear */
		p->kind[0] = p->text[0] = p->keys[0] = '\0';
		p->hidden = false;
		p->nkeydef = p->nopt = 0;
	} else {
		tt_prompt_clear(p);
	}
	p->seat = pships_who(s, NULL, &waiting);
	p->waiting = waiting;
	switch (s->phase) {
	case PSHIPS_PP_START:
		tt_strlcpy(p->kind, "start", sizeof p->kind);
		snprintf(p->text, sizeof p->text, "Roll for the %s.", s->track_ready ?
			 "starting player" : "track (day of the month) and the starting player");
		pships_opt(p, only, TK_ENTER, "roll", "roll", NULL, NULL);
		keyline_add(p, TK_ENTER, "roll", "roll");
		break;
	case PSHIPS_PP_PLACE:
		tt_strlcpy(p->kind, "place", sizeof p->kind);
		pships_prompt_place(s, p, brief, only);
		break;
	case PSHIPS_PP_DICE:
		tt_strlcpy(p->kind, "dice", sizeof p->kind);
		pships_prompt_dice(s, p, brief, only);
		break;
	case PSHIPS_PP_HEADING:
		tt_strlcpy(p->kind, "heading", sizeof p->kind);
		pships_prompt_heading(s, p, brief, only);
		break;
	default:
		tt_strlcpy(p->kind, "over", sizeof p->kind);
		tt_strlcpy(p->text, "The race is over.", sizeof p->text);
		break;
	}
}

void pships_prompt(const void *st, const void *data, struct tt_prompt *p)
{
	(void)data;
	pships_prompt_build(st, p, false, -1);
}

/* Where each ship's points came from (the last race's, and the series'
 * total): the place by the rule that gave it, the extra turns. */
static void pships_result_detail(const struct pships_state *s, char *buf, size_t cap)
{
	static const char *const nth[] = { "1st", "2nd", "3rd", "4th", "5th", "6th" };
	size_t len = 0;

	buf[0] = '\0';
	for (int p = 1; p <= s->nships; p++)
		for (int i = 0; i < s->nships && len < cap; i++) {
			const struct pships_ship *sh = &s->ship[i];
			int pen = sh->extra > PSHIPS_EXTRA_CAP ? PSHIPS_EXTRA_CAP : sh->extra;
			int pl = sh->place >= 1 && sh->place <= 6 ? sh->place : 6;

			if (sh->place != p)
				continue;
			len += (size_t)snprintf(buf + len, cap - len, "%s: %d points%s\n", s->name[i],
						sh->last_points, s->races > 1 ? " in the last race" : "");
			if (sh->finished)
				len += (size_t)snprintf(buf + len, cap - len, "  landed %s after %d turns: "
							"+%d (place points)\n", nth[pl - 1], sh->turns,
							pships_points[pl - 1]);
			else
				len += (size_t)snprintf(buf + len, cap - len, "  did not land: %s by buoys "
							"passed (%d), then the way left: +%d (place points)\n",
							nth[pl - 1], sh->buoys, pships_points[pl - 1]);
			if (sh->extra > 0 && len < cap)
				len += (size_t)snprintf(buf + len, cap - len, "  %d turn%s after the "
							"winner landed: -%d%s\n", sh->extra,
							sh->extra == 1 ? "" : "s", pen,
							sh->extra > PSHIPS_EXTRA_CAP ? " (at most 10)" : "");
			if (s->races > 1 && len < cap)
				len += (size_t)snprintf(buf + len, cap - len, "  series: %d points over %d "
							"races\n", sh->points, s->races);
		}
}

void pships_result(const void *st, const void *data, struct tt_result *r)
{
	const struct pships_state *s = st;
	size_t len = 0;

	(void)data;
	memset(r, 0, sizeof *r);
	r->over = s->phase == PSHIPS_PP_OVER;
	if (!r->over)
		return;
	for (int i = 0; i < s->nships; i++) {
		int better = 0;
		for (int j = 0; j < s->nships; j++) {
			const struct pships_ship *a = &s->ship[j], *b = &s->ship[i];
			if (s->races > 1 ? a->points > b->points : a->place < b->place)
				better++;
		}
		r->place[i] = better + 1;
	}
	for (int p = 1; p <= s->nships; p++)
		for (int i = 0; i < s->nships; i++)
			if (r->place[i] == p && len < sizeof r->summary)
				len += (size_t)snprintf(r->summary + len, sizeof r->summary - len,
							"%d. %s %d points\n", p, s->name[i],
							s->races > 1 ? s->ship[i].points
							: s->ship[i].last_points);
	pships_result_detail(s, r->detail, sizeof r->detail);
}

static void pships_dump_ship(const struct pships_state *s, int i, struct tt_dump *L)
{
	const struct pships_ship *sh = &s->ship[i];
	char dice[16] = "";

	for (int k = 0; k < sh->ndice; k++)
		dice[k] = (char)('0' + sh->die[k]);
	dump_line(L, "ship.%d.name=%s", i, s->name[i]);
	dump_line(L, "ship.%d.pos=%d,%d", i, sh->q, sh->r);
	dump_line(L, "ship.%d.heading=%s", i, hex_dir_names[sh->dir]);
	dump_line(L, "ship.%d.dice=%s", i, dice);
	dump_line(L, "ship.%d.damage=%d", i, sh->damage);
	dump_line(L, "ship.%d.buoys=%d", i, sh->buoys);
	dump_line(L, "ship.%d.tally=%d", i, sh->tally);
	dump_line(L, "ship.%d.flags=%s%s%s", i, sh->placed ? "placed " : "",
		    sh->left_start ? "left-start " : "", sh->finished ? "finished" : "");
	dump_line(L, "ship.%d.place=%d", i, sh->place);
	dump_line(L, "ship.%d.turns=%d", i, sh->turns);
	dump_line(L, "ship.%d.extra=%d", i, sh->extra);
	dump_line(L, "ship.%d.points=%d", i, sh->points);
	dump_line(L, "ship.%d.last_points=%d", i, sh->last_points);
}

void pships_dump(const void *st, const void *data, struct tt_out *out)
{
	static const char *const phases[] = { "start", "place", "dice", "heading", "over" };
	const struct pships_state *s = st;
	struct tt_dump dl, *L = &dl;

	(void)data;
	dump_init(L);
	for (int k = 0; k < PSHIPS_SLOTS; k++)
		dump_line(L, "slot.%02d=%d:%d", k, s->slot_tile[k], s->slot_rot[k]);
	for (int k = 0; k < 3; k++)
		dump_line(L, "buoy.%d=%s %s gate %d", k + 1, pships_body_names[s->buoy[k]],
			    s->sense[k] > 0 ? "ccw" : "cw", s->gate[k]);
	dump_line(L, "track=%s finish %s start %s day %d", s->track_ready ? "ready" : "to roll",
		    s->track_ready ? pships_body_names[s->finish] : "-",
		    s->track_ready ? pships_body_names[s->start] : "-", s->day);
	dump_line(L, "phase=%s", phases[s->phase]);
	dump_line(L, "turn=%d first=%d placed=%d round=%d", s->turn, s->first, s->nplaced, s->round);
	dump_line(L, "plan=%d remove=%d reroll=%d pending=%d", s->plan, s->plan_remove,
		    s->plan_reroll, s->pending);
	dump_line(L, "race=%d/%d finished=%d winner_in=%d plain=%d", s->race, s->races,
		    s->nfinished, s->winner_in, s->plain);
	dump_line(L, "rng=%016llx%016llx%016llx%016llx rolls=%u rig=%d",
		    (unsigned long long)s->dice.rng.s[0], (unsigned long long)s->dice.rng.s[1],
		    (unsigned long long)s->dice.rng.s[2], (unsigned long long)s->dice.rng.s[3],
		    (unsigned)s->dice.rolls, s->dice.nrig);
	for (int i = 0; i < s->nships; i++)
		pships_dump_ship(s, i, L);
	dump_finish(L, out);
}
