/*
 * pu_brief.c - POWERUP: the short texts of the data that the rules and
 * the panel print: a piece of equipment's stats, a POW! card's cost, a
 * BUG card as the log tells it, the store's supplies.
 */
#include <stdio.h>
#include <string.h>
#include "pu_cmd.h"

const char *const pu_supply_names[5] = { "ammo", "life", "reset", "powerup", NULL };

const char *const pu_info_damage[PU_DM_N] = { "", "piercing", "electric", "fire" };

const char *pu_info_pow_cost(const struct pu_pow *p, char *buf, size_t cap)
{
	if (p->cost_rp)
		snprintf(buf, cap, "%dRP", p->cost_rp);
	else if (p->cost_ammo)
		snprintf(buf, cap, "%dam", p->cost_ammo);
	else
		snprintf(buf, cap, "%s", "");
	return buf;
}

/* Append a word to buf with a space. */
static void pu_info_word(char *buf, size_t cap, const char *w)
{
	size_t n = strlen(buf);

	if (!w[0] || n + 2 >= cap)
		return;
	snprintf(buf + n, cap - n, "%s%s", n ? " " : "", w);
}

/* A dice bonus in short: "+1W", "+2Y", "+1W+1Y". */
void pu_info_dice(struct pu_dice2 p, char *buf, size_t cap)
{
	if (p.w && p.y)
		snprintf(buf, cap, "+%dW+%dY", p.w, p.y);
	else if (p.w)
		snprintf(buf, cap, "+%dW", p.w);
	else
		snprintf(buf, cap, "+%dY", p.y);
}

void pu_info_eq_brief(const struct pu_data *d, int e, char *buf, size_t cap)
{
	const struct pu_equip *q = &d->eq[e];
	char w[24];

	buf[0] = '\0';
	if (q->type == PU_ET_RANGED || q->type == PU_ET_GRENADE) {
		if (q->range > 0)
			snprintf(w, sizeof w, "range %d", q->range);
		else
			snprintf(w, sizeof w, "range Y");
		pu_info_word(buf, cap, w);
	} else {
		pu_info_word(buf, cap, q->type == PU_ET_MELEE ? "melee" : "");
	}
	if (q->armour) {
		snprintf(w, sizeof w, "armour +%d", q->armour);
		pu_info_word(buf, cap, w);
	}
	if (q->bonus.w || q->bonus.y) {
		pu_info_dice(q->bonus, w, sizeof w);
		pu_info_word(buf, cap, w);
	}
	pu_info_word(buf, cap, pu_info_damage[q->damage]);
	if (q->type != PU_ET_ARMOUR) {
		snprintf(w, sizeof w, "spd %d", q->speed);
		pu_info_word(buf, cap, w);
	}
	pu_info_word(buf, cap, d->sp_brief[q->special]);
	pu_info_word(buf, cap, d->ds_brief[q->destroy]);
}

void pu_info_bugcard_said(const struct pu_data *d, int c, struct tt_out *out, size_t at)
{
	static const char *const kind[] = { "Special", "Trick", "Event" };
	char line[PU_TEXT + 64];
	size_t n;

	if (!out || at > out->len)
		return;
	n = (size_t)snprintf(line, sizeof line, "BUG card %s (%s): %s\n", d->bugcard[c].name,
			     kind[d->bugcard[c].kind], d->bugcard[c].text);
	if (n >= sizeof line || out->len + n >= sizeof out->text)
		return;
	memmove(out->text + at + n, out->text + at, out->len - at + 1);
	memcpy(out->text + at, line, n);
	out->len += n;
}
