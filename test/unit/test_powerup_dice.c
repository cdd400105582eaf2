/*
 * test_powerup_dice.c - POWERUP house data for combat: the white and
 * yellow dice (white steadier, yellow stronger and riskier), the DAMAGE
 * card at every number of hits, the CONTINUE costs, and the 8 BUGBUSTER
 * sheets (weapons that exist, an EPIC weapon of the EPIC kind, EPIC
 * bonuses); the BUG face's choice of die; what is left of the EPIC
 * bonus when EPIC ends.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "io.h"
#include "games/powerup/pu_engine.h"

#include "test_powerup_fixture.h"

/* Hits of a face counted by its mean (POW! = 3) and whether it can blunder. */
static int face_hits(const struct pu_face *f)
{
	return f->kind == PU_DF_POW ? 3 : f->kind == PU_DF_BUG ? 0 : f->hits;
}

static void test_dice_faces(void **st)
{
	struct pu_data *d = load("powerup/save-the-vips.ini", NULL);
	int sw = 0, sy = 0, bw = 0, by = 0, pw = 0, py = 0, maxw = 0, maxy = 0;

	(void)st;
	for (int i = 0; i < 6; i++) {
		sw += face_hits(&d->white[i]), sy += face_hits(&d->yellow[i]);
		bw += d->white[i].kind == PU_DF_BUG, by += d->yellow[i].kind == PU_DF_BUG;
		pw += d->white[i].kind == PU_DF_POW, py += d->yellow[i].kind == PU_DF_POW;
		if (d->white[i].kind == PU_DF_HITS && d->white[i].hits > maxw)
			maxw = d->white[i].hits;
		if (d->yellow[i].kind == PU_DF_HITS && d->yellow[i].hits > maxy)
			maxy = d->yellow[i].hits;
	}
	assert_true(sy > sw);		/* yellow is stronger */
	assert_int_equal(bw, 0);	/* white never blunders: steadier */
	assert_true(by >= 1);		/* yellow is riskier */
	assert_true(pw >= 1 && py >= 1);	/* both can draw a POW! card */
	assert_true(maxy > maxw);
	pu_unload(d);
}

static void test_damage_card(void **st)
{
	struct pu_data *d = load("powerup/save-the-vips.ini", NULL);
	/* 1 hit: 1 life, 3: 2, 6: 3, 9 or more: 4 (never more) */
	static const int want[16] = { 0, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4 };

	(void)st;
	for (int h = 0; h < 16; h++)
		assert_int_equal(pu_damage_lives(d, h), want[h]);
	assert_int_equal(pu_damage_lives(d, 99), 4);
	pu_unload(d);
}

static void test_continue_costs(void **st)
{
	struct pu_data *d = load("powerup/save-the-vips.ini", NULL);
	static struct pu_state s;

	(void)st;
	memset(&s, 0, sizeof s);
	for (int i = 0; i < 8; i++) {
		int c = pu_continue_cost(&s, d);
		s.continues++;
		assert_true(pu_continue_cost(&s, d) >= c);	/* rises (the last repeats) */
		if (i < 5)
			assert_true(pu_continue_cost(&s, d) > c);
	}
	pu_unload(d);
}

static void test_sheets(void **st)
{
	struct pu_data *d = load("powerup/save-the-vips.ini", NULL);
	static const char *const names[] = { "ANA", "RAY", "PNK", "TOR", "PAM", "MAC", "MAI" };

	(void)st;
	assert_int_equal(d->nsheet, 8);
	for (int k = 0; k < 7; k++) {
		int found = 0;
		for (int i = 0; i < d->nsheet; i++)
			found += !strcmp(d->sheet[i].name, names[k]);
		assert_int_equal(found, 1);
	}
	for (int i = 0; i < d->nsheet; i++) {
		const struct pu_sheet *h = &d->sheet[i];
		int e = h->epic_weapon, n = 0;
		assert_true(h->melee.w + h->melee.y + h->ranged.w + h->ranged.y > 0);
		assert_true(h->rp > 0 && h->armour >= 0);
		assert_true(e >= 0 && e < d->neq && d->eq[e].epic && !d->eq[e].deck);
		assert_true(h->erp + h->eammo > 0);	/* the EPIC side's bonus */
		for (int k = 0; k < 3; k++)
			if (h->start[k] >= 0) {
				assert_true(h->start[k] < d->neq && !d->eq[h->start[k]].epic);
				n++;
			}
		assert_true(n >= 1);	/* every sheet starts with a weapon */
	}
	pu_unload(d);
}

/* A BUG face drops the die with the fewest hits, a plain die before a
 * POW! die, and a dropped POW! die draws no card. */
static void test_blunder_choice(void **st)
{
	struct pu_data *d = load("powerup/save-the-vips.ini", NULL);
	static struct pu_state s;
	struct tt_out out;
	int pows, bugs, h;

	(void)st;
	memset(&s, 0, sizeof s);
	tt_out_clear(&out);
	/* W:POW! Y:3 Y:BUG: POW! and 3 tie; the yellow 3 goes */
	dice_rig(&s.dice, 6), dice_rig(&s.dice, 5), dice_rig(&s.dice, 1);
	h = pu_roll(&s, d, (struct pu_dice2){ 1, 2 }, &pows, &bugs, "X", &out);
	assert_int_equal(h, 3);
	assert_int_equal(pows, 1);
	assert_int_equal(bugs, 1);
	/* W:POW! Y:BUG: the POW! die is the only one with hits: 0, no card */
	dice_rig(&s.dice, 6), dice_rig(&s.dice, 1);
	h = pu_roll(&s, d, (struct pu_dice2){ 1, 1 }, &pows, &bugs, "X", &out);
	assert_int_equal(h, 0);
	assert_int_equal(pows, 0);
	/* Y:BUG Y:BUG W:1 W:2: both blunders, the 1 then the 2 */
	dice_rig(&s.dice, 2), dice_rig(&s.dice, 5), dice_rig(&s.dice, 1), dice_rig(&s.dice, 1);
	h = pu_roll(&s, d, (struct pu_dice2){ 2, 2 }, &pows, &bugs, "X", &out);
	assert_int_equal(h, 0);
	assert_int_equal(bugs, 2);
	pu_unload(d);
}

/* EPIC ends: what is left of its bonus above the maximum goes, a
 * surplus from other cards stays, spent points are not taken twice. */
static void test_epic_end(void **st)
{
	struct pu_data *d = load("powerup/save-the-vips.ini", NULL);
	static struct pu_state s;
	struct tt_out out;
	int ray = -1;

	(void)st;
	for (int i = 0; i < d->nsheet; i++)
		if (!strcmp(d->sheet[i].name, "RAY"))
			ray = i;
	assert_true(ray >= 0 && d->sheet[ray].erp == 2 && d->sheet[ray].eammo == 3);
	memset(&s, 0, sizeof s);
	tt_out_clear(&out);
	s.nseats = 1, s.nfig = 1;
	s.fig[0] = (struct pu_fig){ .kind = PU_FK_BB, .type = (uint8_t)ray, .lives = 3, .carry = -1 };
	s.bb[0].maxrp = 3, s.bb[0].maxammo = 5, s.bb[0].epic = 1;
	s.bb[0].rp = 3 + 1 + 2;		/* max + 1 from Adrenalyn-like card + the EPIC 2 */
	s.bb[0].ammo = 5 + 3 - 4;	/* max + the EPIC 3, then 4 shots */
	pu_epic_end(&s, d, 0, &out);
	assert_int_equal(s.bb[0].epic, 0);
	assert_int_equal(s.bb[0].rp, 4);	/* the card's extra point stays */
	assert_int_equal(s.bb[0].ammo, 4);	/* below the maximum: nothing goes */
	s.bb[0].epic = 1, s.bb[0].rp = 4, s.bb[0].ammo = 9;
	pu_epic_end(&s, d, 0, &out);
	assert_int_equal(s.bb[0].rp, 3);	/* 1 above: only that goes */
	assert_int_equal(s.bb[0].ammo, 6);	/* 4 above: the bonus's 3 go */
	pu_unload(d);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_dice_faces),
		cmocka_unit_test(test_damage_card),
		cmocka_unit_test(test_continue_costs),
		cmocka_unit_test(test_sheets),
		cmocka_unit_test(test_blunder_choice),
		cmocka_unit_test(test_epic_end),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
