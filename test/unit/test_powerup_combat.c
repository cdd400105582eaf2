/*
 * test_powerup_combat.c - POWERUP combat details: carrying and throwing,
 * drums (shot and thrown), grenades, cover, the BUG abilities (TEAM 4,
 * BACKEYE, FLYING, REGENERATE, the protections) and the equipment
 * Special Actions (DRILL, AREA DAMAGE 2, PUSH 2, JUMP 1A, MOVE 2A, ammo
 * to yellow), Assist and the Mid-Jump Action.  Die faces are rigged:
 * white 1..6 = 0 1 1 1 2 POW!, yellow 1..6 = BUG 0 2 2 3 POW!.
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
#include "test_powerup_turn.h"

static int eq_id(const struct pu_data *d, const char *id)
{
	for (int i = 0; i < d->neq; i++)
		if (!strcmp(d->eq[i].id, id))
			return i;
	fail_msg("no equipment %s", id);
	return -1;
}

/* Give seat the item and equip it (or just carry a grenade). */
static void give_item(struct pu_state *s, const struct pu_data *d, int seat, const char *id)
{
	pu_gear_add(s, d, seat, eq_id(d, id));
	if (d->eq[eq_id(d, id)].type <= PU_ET_ARMOUR)
		s->bb[seat].eq[d->eq[eq_id(d, id)].type] = (int8_t)(s->bb[seat].ngear - 1);
}

static void rig(struct pu_state *s, const char *faces)
{
	for (const char *p = faces; *p; p++)
		if (*p >= '1' && *p <= '6')
			dice_rig(&s->dice, *p - '0');
}

static void test_carry_and_throw_drum(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s;
	struct tt_err err;
	int f, drum, b;

	(void)st;
	create(&s, d, "tor");
	f = s.bb[0].fig;
	drum = pu_new_fig(&s, PU_FK_DRUM, 0, 3, 2, 1);
	b = bug_at(&s, d, d->bigbug, 7, 2, -1);
	assert_int_equal(run(&s, d, 0, "pickup", &err), 0);
	assert_int_equal(s.fig[f].carry, drum);
	assert_int_equal(run(&s, d, 0, "move right", &err), 0);	/* the cargo comes along */
	assert_int_equal(s.fig[drum].x, 3);
	/* throw: melee dice 2W 2Y (TOR + axe): 1 + 1 + 0 + 2 = 4 squares,
	 * stopped by the BIGBUG at 7,2: lands on 6,2 and explodes (3 hits,
	 * the BIGBUG's 1 armour: 2 hits, 1 life) */
	rig(&s, "2 2 2 3");
	assert_int_equal(run(&s, d, 0, "throw", &err), 0);
	assert_int_equal(s.fig[drum].kind, PU_FK_NONE);
	assert_int_equal(s.fire[2][6], 1);
	assert_int_equal(s.fig[b].lives, 1);
	pu_unload(d);
}

static void test_carry_ally(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s;
	struct tt_err err;
	int tor, ray;

	(void)st;
	create(&s, d, "tor,ray");	/* TOR at 2,2, RAY at 3,2 */
	tor = s.bb[0].fig, ray = s.bb[1].fig;
	assert_int_equal(run(&s, d, 0, "pickup", &err), 0);
	assert_int_equal(s.fig[ray].x, 2);
	assert_int_equal(run(&s, d, 0, "move right", &err), 0);	/* the cargo comes along */
	assert_int_equal(s.fig[ray].x, 3);
	/* throw: TOR's melee 1 + 1 + 2 + 0 = 4 hits: 4 squares on */
	rig(&s, "2 2 3 2");
	assert_int_equal(run(&s, d, 0, "throw", &err), 0);
	assert_int_equal(s.fig[ray].x, 7);
	assert_int_equal(s.fig[tor].carry, -1);
	pu_unload(d);
}

static void test_shoot_drum_and_cover(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s;
	struct tt_err err;
	int drum, b, cover;

	(void)st;
	create(&s, d, "ray");
	drum = pu_new_fig(&s, PU_FK_DRUM, 0, 5, 2, 1);
	b = bug_at(&s, d, d->buggie, 6, 2, -1);
	/* 1 hit is enough to blow a drum up; the BUGGIE next to it dies */
	rig(&s, "2 1 2");
	assert_int_equal(run(&s, d, 0, "shoot ahead", &err), 0);
	assert_int_equal(s.fig[drum].kind, PU_FK_NONE);
	assert_int_equal(s.fig[b].kind, PU_FK_NONE);
	assert_int_equal(s.bb[0].score, 100);	/* who blew the drum up killed it */
	/* cover: 2 armour against shots through it */
	s.fire[2][5] = 0;
	cover = pu_new_fig(&s, PU_FK_COVER, 0, 3, 2, 1);
	s.fig[cover].lives = 1;
	b = bug_at(&s, d, d->bigbug, 5, 2, -1);
	rig(&s, "5 5 3");	/* 2 + 2 + 2 = 6 hits - 1 armour - 2 cover = 3: 2 lives */
	assert_int_equal(run(&s, d, 0, "shoot ahead", &err), 0);
	assert_int_equal(s.fig[b].kind, PU_FK_NONE);
	pu_unload(d);
}

static void test_grenade(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s;
	struct tt_err err;
	int a, b, c;

	(void)st;
	create(&s, d, "ray");
	give_item(&s, d, 0, "frag-grenade");
	a = bug_at(&s, d, d->buggie, 5, 2, -1);
	b = bug_at(&s, d, d->buggie, 5, 1, -1);
	c = bug_at(&s, d, d->buggie, 6, 2, -1);
	/* range die: yellow 2 hits -> lands 2 ahead... but the BUGGIE at 5,2
	 * would stop it; range 3 (face 5) stops at the first figure (5,2)
	 * anyway.  Attack: RAY 2W + grenade 1W1Y: 1 + 1 + 1 + 2 = 5 hits:
	 * every BUGGIE in the cross dies. */
	rig(&s, "5 2 2 2 3");
	assert_int_equal(run(&s, d, 0, "throw frag-grenade", &err), 0);
	assert_int_equal(s.fig[a].kind, PU_FK_NONE);
	assert_int_equal(s.fig[b].kind, PU_FK_NONE);
	assert_int_equal(s.fig[c].kind, PU_FK_NONE);
	assert_int_equal(pu_gear_find(&s, d, 0, "frag-grenade"), -1);
	pu_unload(d);
}

static void test_team4_and_backeye(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s;
	struct tt_err err;
	int a, b, c;

	(void)st;
	create(&s, d, "tor");
	a = bug_at(&s, d, d->buggie, 3, 2, -1);
	b = bug_at(&s, d, d->buggie, 3, 2, -1);
	c = bug_at(&s, d, d->buggie, 3, 2, -1);
	assert_int_equal(pu_team_count(&s, d, a), 3);
	assert_int_equal(pu_melee_pool(&s, d, a).w, 3);
	/* TOR 2 2 2 2 -> 1+1+2+2 = 6; the stack rolls 3 dice: 0 0 0; it
	 * loses by 6 and one BUGGIE dies (they die one at a time) */
	rig(&s, "2 2 3 3 1 1 1");
	assert_int_equal(run(&s, d, 0, "attack ahead", &err), 0);
	assert_int_equal(s.dice.nrig, 0);
	assert_int_equal(s.fig[a].kind, PU_FK_NONE);
	assert_int_equal(pu_team_count(&s, d, b), 2);
	assert_int_equal(s.fig[c].x, 3);
	/* pushed, the stack moves as one */
	pu_push(&s, d, b, 1, 0, 2, &(struct tt_out){ .len = 0 });
	assert_int_equal(s.fig[b].x, 5);
	assert_int_equal(s.fig[c].x, 5);
	/* BACKEYE: attacked from behind, the BICEFALUS still defends */
	create(&s, d, "tor");
	a = bug_at(&s, d, d->bicefalus, 3, 2, 1);
	rig(&s, "1 1 2 2 2 2 3");	/* TOR 0; BICEFALUS 1 + 1 + 2 = 4 */
	assert_int_equal(run(&s, d, 0, "attack ahead", &err), 0);
	assert_true(s.fig[s.bb[0].fig].lives < 3);
	pu_unload(d);
}

static void test_protections_and_regen(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s;
	struct tt_err err;
	int blob, dozer;

	(void)st;
	create(&s, d, "mai");	/* the katana is piercing: no damage on a BLOB */
	blob = bug_at(&s, d, d->bigbug, 3, 2, -1);
	for (int i = 0; i < d->nbug; i++)
		if (d->bug[i].abil & PU_AB_NOPIERCE)
			s.fig[blob].type = (uint8_t)i, s.fig[blob].lives = (int8_t)d->bug[i].lives;
	rig(&s, "6 6 6 1 1 1");	/* MAI 1W1Y + katana 1W: 9 hits vs 0 */
	assert_int_equal(run(&s, d, 0, "attack ahead", &err), 0);
	assert_int_equal(s.fig[blob].lives, 3);	/* not hurt ... */
	assert_true(s.fig[blob].x > 3);		/* ... but pushed */
	/* ranged protection: the BUGDOZER */
	create(&s, d, "ray");
	dozer = bug_at(&s, d, d->bigbug, 5, 2, -1);
	for (int i = 0; i < d->nbug; i++)
		if (d->bug[i].abil & PU_AB_NORANGED)
			s.fig[dozer].type = (uint8_t)i, s.fig[dozer].lives = (int8_t)d->bug[i].lives;
	rig(&s, "6 6 6");
	assert_int_equal(run(&s, d, 0, "shoot ahead", &err), 0);
	assert_int_equal(s.fig[dozer].lives, d->bug[s.fig[dozer].type].lives);
	/* REGENERATE 1 at the start of the BUG turn */
	s.fig[dozer].kind = PU_FK_NONE;
	blob = bug_at(&s, d, d->buggie, 9, 2, 1);
	for (int i = 0; i < d->nbug; i++)
		if (d->bug[i].abil & PU_AB_REGEN && !(d->bug[i].abil & PU_AB_SPAWN))
			s.fig[blob].type = (uint8_t)i;
	s.fig[blob].lives = 1;
	pu_bug_turn_start(&s, d, &(struct tt_out){ .len = 0 });
	assert_int_equal(s.fig[blob].lives, 2);
	pu_unload(d);
}

static void test_flying(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s;
	int bat = -1;

	(void)st;
	create(&s, d, "ray");
	for (int i = 0; i < d->nbug; i++)
		if (d->bug[i].abil & PU_AB_FLYING)
			bat = bug_at(&s, d, i, 4, 4, -1);	/* over the gap: it floats */
	assert_true(bat >= 0);
	pu_settle(&s, d, &(struct tt_out){ .len = 0 });
	assert_int_equal(s.fig[bat].y, 4);
	pu_unload(d);
}

static void test_special_actions(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s;
	struct tt_err err;
	int a, b, f;

	(void)st;
	/* DRILL (railgun): 9 hits kill the first BUGGIE, the rest goes on */
	create(&s, d, "ray");
	s.bb[0].eq[PU_ET_RANGED] = -1;
	give_item(&s, d, 0, "railgun");
	a = bug_at(&s, d, d->buggie, 4, 2, -1);
	b = bug_at(&s, d, d->buggie, 5, 2, -1);
	rig(&s, "5 5 6 5");	/* 2W (RAY) + 1W1Y: 2 + 2 + 3 + 3 = 10 */
	assert_int_equal(run(&s, d, 0, "shoot ahead", &err), 0);
	assert_int_equal(s.fig[a].kind, PU_FK_NONE);
	assert_int_equal(s.fig[b].kind, PU_FK_NONE);
	/* AREA DAMAGE 2 (electric whip) hits the neighbours too */
	create(&s, d, "tor");
	s.bb[0].eq[PU_ET_MELEE] = -1;
	give_item(&s, d, 0, "electric-whip");
	a = bug_at(&s, d, d->buggie, 3, 2, -1);
	b = bug_at(&s, d, d->buggie, 3, 1, -1);
	rig(&s, "5 5 3 1");	/* TOR 2W1Y + 1Y: 2 + 2 + 2 + 0 = 6 vs 0 */
	assert_int_equal(run(&s, d, 0, "attack ahead", &err), 0);
	assert_int_equal(s.fig[a].kind, PU_FK_NONE);
	assert_int_equal(s.fig[b].kind, PU_FK_NONE);
	/* PUSH 2 (crowbar): 2 more squares */
	create(&s, d, "tor");
	s.bb[0].eq[PU_ET_MELEE] = -1;
	give_item(&s, d, 0, "crowbar");
	a = bug_at(&s, d, d->bigbug, 3, 2, -1);
	rig(&s, "3 3 2 1 1 1");	/* TOR 3W1Y: 1 + 1 + 0 + 0... */
	rig(&s, "1");
	assert_int_equal(run(&s, d, 0, "attack ahead", &err), 0);
	assert_int_equal(s.fig[a].x, 3 + 2 + 2);	/* won by 2, pushed 2 + 2 */
	/* JUMP 1A (jetpack) and MOVE 2A (riot armour) */
	create(&s, d, "ray");
	f = s.bb[0].fig;
	give_item(&s, d, 0, "jetpack");
	assert_int_equal(run(&s, d, 0, "jump ahead", &err), 0);
	assert_int_equal(s.bb[0].ap, 3);
	assert_int_equal(s.fig[f].x, 4);
	create(&s, d, "ray");
	give_item(&s, d, 0, "riot-armour");
	assert_int_equal(run(&s, d, 0, "move right", &err), 0);
	assert_int_equal(s.bb[0].ap, 2);
	/* ammo to yellow (SMG): 2 extra ammo, 2 extra yellow dice */
	create(&s, d, "ray");
	s.bb[0].eq[PU_ET_RANGED] = -1;
	give_item(&s, d, 0, "smg");
	a = bug_at(&s, d, d->bigbug, 5, 2, -1);
	rig(&s, "1 1 1 1 1 1");
	assert_int_equal(run(&s, d, 0, "shoot ahead ammo 2", &err), 0);
	assert_int_equal(s.bb[0].ammo, d->sheet[s.fig[s.bb[0].fig].type].ammo - 3);
	assert_int_equal(s.dice.nrig, 0);	/* 2W + 1W1Y + 2Y = 6 dice rolled */
	pu_unload(d);
}

static void test_more_special_actions(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s;
	struct tt_err err;
	int rp;

	(void)st;
	/* reaction to yellow die (psychic ray): 1 RP, one more yellow die */
	create(&s, d, "ray");
	s.bb[0].eq[PU_ET_RANGED] = -1;
	give_item(&s, d, 0, "psychic-ray");
	bug_at(&s, d, d->bigbug, 5, 2, -1);
	rp = s.bb[0].rp;
	rig(&s, "1 1 1 2");	/* 2W (RAY) + 1W (ray) + 1Y */
	assert_int_equal(run(&s, d, 0, "shoot ahead rp 1", &err), 0);
	assert_int_equal(s.bb[0].rp, rp - 1);
	assert_int_equal(s.dice.nrig, 0);
	assert_int_equal(run(&s, d, 0, "shoot ahead ammo 1", &err), -1);	/* not this weapon */
	/* 2x to yellow (twin blasters): the second attack in a row adds one */
	create(&s, d, "ray");
	s.bb[0].eq[PU_ET_RANGED] = -1;
	give_item(&s, d, 0, "twin-blasters");
	bug_at(&s, d, d->bigbug, 6, 2, -1);
	rig(&s, "1 1 1");	/* first shot: 3 dice, a miss */
	assert_int_equal(run(&s, d, 0, "shoot ahead", &err), 0);
	rig(&s, "1 1 1 2");	/* second shot: 4 dice */
	assert_int_equal(run(&s, d, 0, "shoot ahead", &err), 0);
	assert_int_equal(s.dice.nrig, 0);
	/* white melee die (flame glove) and two reaction points (kevlar) */
	create(&s, d, "tor");
	s.bb[0].eq[PU_ET_MELEE] = -1;
	give_item(&s, d, 0, "flame-glove");
	assert_int_equal(pu_melee_pool(&s, d, s.bb[0].fig).w, d->sheet[s.fig[s.bb[0].fig].type].melee.w + 1);
	rp = s.bb[0].rp;
	give_item(&s, d, 0, "kevlar-vest");
	assert_int_equal(s.bb[0].rp, rp + 2);
	pu_unload(d);
}

static void test_fire_protection(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s;
	struct tt_err err;
	int b;

	(void)st;
	create(&s, d, "zed");	/* ZED's laser pistol does fire damage */
	b = bug_at(&s, d, d->brasas, 5, 2, -1);
	rig(&s, "6 6 6");
	assert_int_equal(run(&s, d, 0, "shoot ahead", &err), 0);
	assert_int_equal(s.fig[b].lives, d->bug[d->brasas].lives);
	assert_true(s.fig[b].x > 5);
	pu_unload(d);
}

/* Put the named card in seat 0's hand as card 1 and play it. */
static int bug_card(const struct pu_data *d, const char *name);

static int play_card(struct pu_state *s, const struct pu_data *d, const char *name, const char *args,
		     struct tt_err *err)
{
	char line[64];

	s->bb[0].nhand = 1;
	s->bb[0].hand[0] = (int8_t)pow_card(d, name);
	snprintf(line, sizeof line, "play 1%s", args);
	return run(s, d, 0, line, err);
}

static void test_pow_cards(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s;
	struct tt_err err;
	int f, rp, ammo, b;

	(void)st;
	create(&s, d, "ray,tor");
	f = s.bb[0].fig;
	s.fig[s.bb[1].fig].x = 0;	/* TOR out of the way */
	s.bb[0].rp = 3;
	rp = s.bb[0].rp, ammo = s.bb[0].ammo;
	assert_int_equal(play_card(&s, d, "Adrenalyn", "", &err), 0);
	assert_int_equal(s.bb[0].rp, rp + 2);
	assert_int_equal(play_card(&s, d, "Ammo Found", "", &err), 0);
	assert_int_equal(s.bb[0].ammo, ammo + 1);
	assert_int_equal(play_card(&s, d, "Armory", "", &err), 0);	/* 1 RP: 3 ammo */
	assert_int_equal(s.bb[0].ammo, ammo + 4);
	assert_int_equal(s.bb[0].rp, rp + 1);
	s.fig[f].lives = 2;
	assert_int_equal(play_card(&s, d, "First Aid", "", &err), 0);
	assert_int_equal(s.fig[f].lives, 3);
	assert_int_equal(play_card(&s, d, "First Aid", "", &err), -1);	/* 3 lives at most */
	assert_int_equal(play_card(&s, d, "Power Shield", "", &err), 0);
	assert_int_equal(pu_armour(&s, d, f), d->sheet[s.fig[f].type].armour + 1);
	assert_int_equal(play_card(&s, d, "Concentration", "", &err), 0);
	assert_int_equal(s.bb[0].bonus_hit, 1);
	assert_int_equal(play_card(&s, d, "Attack Advantage", "", &err), 0);
	assert_int_equal(s.bb[0].bonus_white, 1);
	assert_int_equal(play_card(&s, d, "Extra Die", "", &err), 0);
	assert_int_equal(s.bb[0].bonus_yellow, 1);
	assert_int_equal(play_card(&s, d, "Disruptor", "", &err), 0);
	assert_int_equal(s.disrupt, 1);
	s.coins[2][9] = 5;
	assert_int_equal(play_card(&s, d, "Coin Magnet", "", &err), 0);
	assert_int_equal(s.coins[2][9], 0);
	assert_int_equal(play_card(&s, d, "Barrier Granade", "", &err), 0);
	assert_int_equal(s.fig[pu_at(&s, 3, 2, -1)].kind, PU_FK_COVER);
	b = bug_at(&s, d, d->buggie, 7, 2, 1);
	assert_int_equal(play_card(&s, d, "Hypno Ray", "", &err), 0);
	assert_int_equal(s.fig[b].face, -1);
	s.power[2][10] = 2;
	assert_int_equal(play_card(&s, d, "Warp", "", &err), 0);
	assert_int_equal(s.fig[f].x, 10);
	assert_int_equal(s.power[2][10], 1);
	assert_int_equal(play_card(&s, d, "Overcharge", "", &err), 0);	/* 1 ammo: one ON again */
	assert_int_equal(s.power[2][10], 2);
	s.bb[0].rp = 3;
	assert_int_equal(play_card(&s, d, "Lucky Charm", "", &err), 0);
	assert_int_equal(s.bb[0].reroll, 1);
	{	/* two random cards of the BUG hand are discarded */
		int before = s.nbugdisc;
		s.nbughand = 3;
		s.bughand[0] = (int8_t)bug_card(d, "Charge");
		s.bughand[1] = (int8_t)bug_card(d, "Ambush");
		s.bughand[2] = (int8_t)bug_card(d, "Knock Knock");
		assert_int_equal(play_card(&s, d, "BrainWash", "", &err), 0);
		assert_int_equal(s.nbughand, 1);
		assert_int_equal(s.nbugdisc, before + 2);
	}
	assert_int_equal(play_card(&s, d, "Double Draw", "", &err), 0);
	assert_int_equal(s.bb[0].nhand, 2);
	assert_int_equal(run(&s, d, 0, "play 1", &err), -1);	/* drawn this turn */
	s.bb[0].nodraw = 0;
	s.bb[0].rp = 3;
	assert_int_equal(play_card(&s, d, "Invincible", "", &err), 0);
	assert_int_equal(s.bb[0].shield, 1);
	assert_int_equal(run(&s, d, 0, "shoot left", &err), -1);
	/* Assemble: free trades with a partner this turn */
	s.bb[0].rp = 3;
	assert_int_equal(play_card(&s, d, "Assemble", "", &err), 0);
	s.bb[0].nhand = 1, s.bb[0].hand[0] = (int8_t)pow_card(d, "Wildcard");
	assert_int_equal(run(&s, d, 0, "trade tor give 1", &err), 0);
	assert_int_equal(s.bb[1].nhand, 1);
	assert_int_equal(run(&s, d, 0, "trade tor take 1", &err), 0);
	assert_int_equal(s.bb[0].nhand, 1);
	/* Copycat: TOR keeps a copy of the card RAY plays */
	s.bb[1].nhand = 1, s.bb[1].hand[0] = (int8_t)pow_card(d, "Copycat");
	s.bb[1].rp = 2;
	assert_int_equal(play_card(&s, d, "Ammo Found", "", &err), 0);
	assert_int_equal(s.pend[s.npend - 1].kind, PU_PD_COPY);
	assert_int_equal(run(&s, d, 1, "copy", &err), 0);
	assert_int_equal(s.bb[1].nhand, 1);
	assert_int_equal(s.bb[1].hand[0], pow_card(d, "Ammo Found"));
	assert_int_equal(s.bb[1].rp, 0);
	pu_unload(d);
}

static bool prompt_has(const struct pu_state *s, const struct pu_data *d, const char *cmd)
{
	struct tt_prompt *p = malloc(sizeof *p);
	bool found = false;

	assert_non_null(p);
	pu_prompt(s, d, p);
	for (int i = 0; i < p->nopt; i++)
		found |= !strcmp(p->opt[i].cmd, cmd);
	free(p);
	return found;
}

/* Trick cards at any time: in RAY's turn TOR plays his through RAY's
 * prompt ("trick tor N"); Special cards and the wrong asker are refused. */
static void test_trick_any_time(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s;
	struct tt_err err;
	int tor, armour;

	(void)st;
	create(&s, d, "ray,tor");
	tor = s.bb[1].fig;
	armour = pu_armour(&s, d, tor);
	s.bb[1].nhand = 2;
	s.bb[1].hand[0] = (int8_t)pow_card(d, "Adrenalyn");	/* Special */
	s.bb[1].hand[1] = (int8_t)pow_card(d, "Power Shield");	/* Trick */
	assert_true(prompt_has(&s, d, "trick tor 2"));
	assert_false(prompt_has(&s, d, "trick tor 1"));
	assert_int_equal(run(&s, d, 0, "trick tor 1", &err), -1);	/* Special: own turn only */
	assert_int_equal(run(&s, d, 1, "trick tor 2", &err), -1);	/* TOR is not asked now */
	assert_int_equal(run(&s, d, 0, "trick ray 1", &err), -1);	/* own cards: play N */
	assert_int_equal(run(&s, d, 0, "trick tor 3", &err), -1);
	assert_int_equal(run(&s, d, 0, "trick tor 2", &err), 0);
	assert_int_equal(pu_armour(&s, d, tor), armour + 1);
	assert_int_equal(s.bb[1].nhand, 1);
	assert_int_equal(s.bb[1].hand[0], pow_card(d, "Adrenalyn"));
	assert_int_equal(s.active, 0);	/* still RAY's turn */
	pu_unload(d);
}

static int bug_card(const struct pu_data *d, const char *name)
{
	for (int i = 0; i < d->nbugcard; i++)
		if (!strcmp(d->bugcard[i].name, name))
			return i;
	fail_msg("no BUG card %s", name);
	return -1;
}

static void use_bug_card(struct pu_state *s, const struct pu_data *d, const char *name)
{
	int8_t hand[1] = { (int8_t)bug_card(d, name) };

	pu_bug_use(s, d, hand, 1, &(struct tt_out){ .len = 0 });
}

/* The BUG cards' automatic use (solo: one BUGBUSTER takes it all). */
static void test_bug_cards(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s;
	int f, burp, n, ammo, rp;

	(void)st;
	create(&s, d, "ray");
	f = s.bb[0].fig;	/* RAY at 2,2 facing right */
	s.coins[2][7] = 4;
	use_bug_card(&s, d, "Acid Corruption");
	assert_int_equal(s.coins[2][7], 0);
	burp = bug_at(&s, d, d->burp, 3, 2, -1);
	use_bug_card(&s, d, "Acid Vomit");
	assert_int_equal(s.bb[0].eq[PU_ET_RANGED], -1);
	s.fig[burp].kind = PU_FK_NONE;
	n = pu_count_bugs(&s, d->buggie);
	use_bug_card(&s, d, "Ambush");
	assert_int_equal(pu_count_bugs(&s, d->buggie), n + 2);
	use_bug_card(&s, d, "Evolution");
	assert_int_equal(pu_count_bugs(&s, d->bigbug), 1);
	use_bug_card(&s, d, "Bicevolution");
	assert_int_equal(pu_count_bugs(&s, d->bicefalus), 1);
	use_bug_card(&s, d, "Charge");
	assert_int_equal(s.charge, 1);
	ammo = s.bb[0].ammo, rp = s.bb[0].rp;
	use_bug_card(&s, d, "Metal Corrosion");
	assert_int_equal(s.bb[0].ammo, ammo > 3 ? ammo - 3 : 0);
	use_bug_card(&s, d, "Mortal Gas");
	assert_int_equal(s.bb[0].rp, rp > 2 ? rp - 2 : 0);
	use_bug_card(&s, d, "Psychic Attack");
	assert_int_equal(s.fig[f].face, -1);
	s.power[2][9] = s.power[2][10] = s.power[2][11] = s.power[2][0] = 2;
	use_bug_card(&s, d, "Deplete 3 POWERUPs");
	assert_int_equal(s.power[2][0], 1);	/* the nearest three go OFF */
	assert_int_equal(s.power[2][11], 2);
	use_bug_card(&s, d, "Surprise");	/* kept for the end of the BUG actions */
	assert_int_equal(s.nbughand, 1);
	assert_string_equal(d->bugcard[s.bughand[0]].name, "Surprise");
	s.bb[0].coins = 5;
	for (int i = 0; i < s.nfig; i++)	/* a BUGGIE next to RAY steals */
		if (s.fig[i].kind == PU_FK_BUG && s.fig[i].type == d->buggie && abs(s.fig[i].x - s.fig[f].x) == 1)
			n = -100;
	use_bug_card(&s, d, "Thief Buggie");
	assert_int_equal(s.bb[0].coins, n == -100 ? 3 : 5);
	/* Immolation: a BRASAS next to RAY explodes, 1 life, no armour */
	create(&s, d, "ray");
	f = s.bb[0].fig;
	bug_at(&s, d, d->brasas, 3, 2, -1);
	use_bug_card(&s, d, "Immolation");
	assert_int_equal(s.fig[f].lives, 2);
	assert_int_equal(pu_count_bugs(&s, d->brasas), 0);
	assert_int_equal(s.fire[2][3], 1);
	/* Knock Knock: the strongest BUG comes next to RAY */
	create(&s, d, "ray");
	bug_at(&s, d, d->bigbug, 10, 2, -1);
	use_bug_card(&s, d, "Knock Knock");
	assert_int_equal(pu_at(&s, 3, 2, -1) >= 0, 1);
	pu_unload(d);
}

static void test_assist_and_midjump(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s;
	struct tt_err err;
	int a, f;

	(void)st;
	create(&s, d, "tor,ana");
	s.fig[s.bb[1].fig].x = 4;	/* ANA on the other side of the BIGBUG */
	a = bug_at(&s, d, d->bigbug, 3, 2, -1);
	/* TOR 2W2Y + ANA 2W1Y (+ knuckles 1W) = 8 dice */
	assert_int_equal(run(&s, d, 0, "attack ahead assist pam", &err), -1);
	assert_non_null(strstr(err.msg, "partner"));
	/* facing away from the BIGBUG, ANA is in no position to help */
	assert_int_equal(run(&s, d, 0, "attack ahead assist ana", &err), -1);
	assert_non_null(strstr(err.msg, "no position"));
	s.fig[s.bb[1].fig].face = -1;
	rig(&s, "2 2 1 1 2 2 2 1 1 1 1");
	assert_int_equal(run(&s, d, 0, "attack ahead assist ana", &err), 0);
	assert_int_equal(s.bb[1].rp, s.bb[1].maxrp - 1);
	assert_int_equal(s.dice.nrig, 0);
	assert_true(s.fig[a].kind == PU_FK_NONE || s.fig[a].x > 3);
	/* Mid-Jump: 1 RP, one square sideways in the air, once a jump */
	create(&s, d, "ray");
	f = s.bb[0].fig;
	assert_int_equal(run(&s, d, 0, "jump ahead", &err), 0);
	assert_int_equal(run(&s, d, 0, "midjump right", &err), 0);
	assert_int_equal(s.fig[f].x, 5);
	assert_int_equal(s.bb[0].rp, s.bb[0].maxrp - 1);
	assert_int_equal(run(&s, d, 0, "midjump right", &err), -1);
	pu_unload(d);
}

/* The GLITCH: a pilot flies it 2 squares an action, also through the
 * void around the board; a gunner shoots at range 6 adding the GLITCH's
 * dice, without ammo; leaving the board with the three keys wins. */
static void test_glitch(void **st)
{
	struct pu_data *d = load("powerup/hidden-keys.ini", NULL);
	static struct pu_state s;
	struct tt_err err;
	int gl = -1, ray, tor, b;

	(void)st;
	create(&s, d, "ray,tor");
	for (int i = 0; i < s.nfig; i++)
		if (s.fig[i].kind == PU_FK_GLITCH)
			gl = i;
	ray = s.bb[0].fig, tor = s.bb[1].fig;
	s.fig[gl].x = 4, s.fig[gl].y = 7;
	s.fig[ray].x = 3, s.fig[ray].y = 8;
	s.fig[tor].x = 5, s.fig[tor].y = 8;
	assert_int_equal(run(&s, d, 0, "shoot ahead", &err), -1);	/* nothing in line yet */
	assert_int_equal(run(&s, d, 0, "fly right", &err), -1);	/* not aboard */
	assert_int_equal(run(&s, d, 0, "board", &err), 0);
	assert_int_equal(s.fig[ray].aboard, 1);
	s.active = 1;
	s.bb[1].ap = 4;
	assert_int_equal(run(&s, d, 1, "board", &err), 0);
	assert_int_equal(s.fig[tor].aboard, 2);
	/* the gunner shoots at range 6 with its own and the GLITCH's dice */
	b = bug_at(&s, d, d->bigbug, 10, 7, -1);
	s.fig[tor].face = 1;
	rig(&s, "1 1 1 1 1 1");
	assert_int_equal(run(&s, d, 1, "shoot ahead", &err), 0);
	assert_int_equal(s.bb[1].ammo, d->sheet[s.fig[tor].type].ammo);	/* no ammo spent */
	(void)b;
	/* a floor stops it (the acid square's at 4,5); the board's edge does
	 * not: the pilot flies out into the void and up, and cannot leave it
	 * without the keys */
	s.active = 0;
	s.bb[0].ap = 4;
	assert_int_equal(run(&s, d, 0, "fly up", &err), 0);
	assert_int_equal(s.fig[gl].y, 6);
	assert_int_equal(run(&s, d, 0, "fly up", &err), -1);
	assert_int_equal(run(&s, d, 0, "fly left", &err), 0);
	assert_int_equal(run(&s, d, 0, "fly left", &err), 0);
	assert_int_equal(run(&s, d, 0, "fly left", &err), 0);
	assert_int_equal(s.fig[gl].x, -1);	/* in the void */
	assert_int_equal(s.bb[0].ap, 0);	/* 1 action each flight */
	s.bb[0].ap = 4;
	for (int k = 0; k < 4; k++)
		assert_int_equal(run(&s, d, 0, "fly up", &err), 0);
	assert_int_equal(s.fig[gl].y, -1);
	assert_int_equal(s.fig[tor].y, -1);
	s.bb[0].ap = 4;
	assert_int_equal(run(&s, d, 0, "fly up", &err), -1);
	assert_non_null(strstr(err.msg, "keys"));
	s.fig[ray].secret = 3, s.fig[tor].secret = 4;
	s.bb[0].ap = 1;
	assert_int_equal(run(&s, d, 0, "fly up", &err), 0);
	assert_int_equal(s.result, 1);
	pu_unload(d);
}

/* The AI section: attacks in reach first, then moves from the lowest
 * SPAWN cost; a BUG that sees a BUGBUSTER goes for it. */
static void test_bug_ai_order(void **st)
{
	struct pu_data *d = load("powerup/t.ini", flat);
	static struct pu_state s;
	struct tt_out *out = calloc(1, sizeof *out);
	int big, bug, f;

	(void)st;
	create(&s, d, "ray");
	f = s.bb[0].fig;	/* RAY at 2,2 */
	s.react_mode[0] = 2;
	big = bug_at(&s, d, d->bigbug, 3, 2, -1);	/* next to RAY: can attack */
	bug = bug_at(&s, d, d->buggie, 8, 2, -1);	/* far, sees RAY */
	s.phase = PU_PH_BUGS;
	s.bstep = 1;
	s.event = -1;
	s.fig[big].ap = 2, s.fig[bug].ap = 2;
	s.nbug_order = 0;
	s.bug_order[s.nbug_order++] = bug;	/* cheapest first */
	s.bug_order[s.nbug_order++] = big;
	s.bug_cur = 0;
	/* attack pass: the BUGGIE cannot attack, the BIGBUG declares first */
	while (!s.decl.active && pu_bug_step(&s, d, out))
		;
	assert_int_equal(s.decl.bug, big);
	assert_int_equal(s.fig[bug].x, 8);
	rig(&s, "1 1 2 1 1");	/* a draw */
	pu_bug_step(&s, d, out);
	/* move pass: the BUGGIE walks towards RAY, whom it sees */
	while (pu_bug_step(&s, d, out))
		;
	assert_true(s.fig[bug].x < 8);
	assert_int_equal(s.fig[f].x, 2);
	free(out);
	pu_unload(d);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_carry_and_throw_drum),
		cmocka_unit_test(test_carry_ally),
		cmocka_unit_test(test_shoot_drum_and_cover),
		cmocka_unit_test(test_grenade),
		cmocka_unit_test(test_team4_and_backeye),
		cmocka_unit_test(test_protections_and_regen),
		cmocka_unit_test(test_flying),
		cmocka_unit_test(test_special_actions),
		cmocka_unit_test(test_more_special_actions),
		cmocka_unit_test(test_fire_protection),
		cmocka_unit_test(test_pow_cards),
		cmocka_unit_test(test_trick_any_time),
		cmocka_unit_test(test_bug_cards),
		cmocka_unit_test(test_assist_and_midjump),
		cmocka_unit_test(test_bug_ai_order),
		cmocka_unit_test(test_glitch),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
