/*
 * test_powerup_missions.c - the four Arcade missions' victory and defeat
 * (pu_check_end on the bundled mission files), the 8-turn round, the
 * BURP limit and the first spawn, and the automatic BUG hand.
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

static struct tt_out *quiet(void)
{
	static struct tt_out out;

	tt_out_clear(&out);
	return &out;
}

static void create(struct pu_state *s, const struct pu_data *d, int nseats)
{
	static const char *const names[] = { "ray", "tor", "ana", "pam", "mac" };
	struct tt_setup su;
	struct tt_err err = { "" };

	memset(&su, 0, sizeof su);
	memset(s, 0, sizeof *s);
	su.seed = 5;
	for (int i = 0; i < nseats; i++)
		tt_strlcpy(su.seat[su.nseats++].name, names[i], TT_NAME_MAX);
	if (pu_create(s, d, &su, &err) < 0)
		fail_msg("create: %s", err.msg);
}

static int count(const struct pu_state *s, int kind, int type)
{
	int n = 0;

	for (int i = 0; i < s->nfig; i++)
		n += s->fig[i].kind == kind && pu_alive(s, i) && (type < 0 || s->fig[i].type == type);
	return n;
}

static void kill_all(struct pu_state *s, int kind)
{
	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].kind == kind)
			s->fig[i].lives = 0;
}

static void test_vips(void **st)
{
	struct pu_data *d = load("powerup/save-the-vips.ini", NULL);
	static struct pu_state s;

	(void)st;
	create(&s, d, 1);	/* playable alone */
	assert_int_equal(count(&s, PU_FK_NPC, -1), 3);
	assert_int_equal(s.bb[0].coins, 4);
	s.turns_total = 7;
	pu_check_end(&s, d, quiet());
	assert_int_equal(s.result, 0);
	s.turns_total = 8;	/* a whole round */
	pu_check_end(&s, d, quiet());
	assert_int_equal(s.result, 1);
	create(&s, d, 1);
	for (int i = 0; i < s.nfig; i++)
		if (s.fig[i].kind == PU_FK_NPC) {
			s.fig[i].lives = 0;	/* one VIP dies: lost */
			break;
		}
	pu_check_end(&s, d, quiet());
	assert_int_equal(s.result, 2);
	pu_unload(d);
}

static void test_portal(void **st)
{
	struct pu_data *d = load("powerup/dimensional-portal.ini", NULL);
	static struct pu_state s;
	struct tt_setup su;
	struct tt_err err = { "" };

	(void)st;
	memset(&su, 0, sizeof su);
	tt_strlcpy(su.seat[su.nseats++].name, "ray", TT_NAME_MAX);
	assert_int_equal(pu_create(&s, d, &su, &err), -1);	/* 2 at least */
	create(&s, d, 2);
	assert_int_equal(s.bb[1].coins, 6);
	assert_int_equal(count(&s, PU_FK_PORTAL, -1), 3);
	s.turns_total = 11;	/* 8 turns, then 3 of the 4 of the second round */
	pu_check_end(&s, d, quiet());
	assert_int_equal(s.result, 0);
	s.turns_total = 12;
	pu_check_end(&s, d, quiet());
	assert_int_equal(s.result, 2);
	create(&s, d, 2);
	kill_all(&s, PU_FK_PORTAL);
	pu_check_end(&s, d, quiet());
	assert_int_equal(s.result, 1);
	pu_unload(d);
}

static void test_keys(void **st)
{
	struct pu_data *d = load("powerup/hidden-keys.ini", NULL);
	static struct pu_state s;
	int b = -1, keys = 0;

	(void)st;
	create(&s, d, 2);
	assert_int_equal(s.bb[0].coins, 6);
	for (int y = 0; y < s.h; y++)
		for (int x = 0; x < s.w; x++)
			keys |= s.secret[y][x] >= 'A' && s.secret[y][x] <= 'C' ? 1 << (s.secret[y][x] - 'A') : 0;
	assert_int_equal(keys, 7);	/* A, B and C among the secret tokens */
	for (int i = 0; i < s.nfig; i++)
		if (s.fig[i].kind == PU_FK_BUG && b < 0)
			b = i;
	assert_true(b >= 0);
	s.fig[b].secret = 2;	/* a BUG with key B on a map portal: lost */
	for (int y = 0; y < s.h; y++)
		for (int x = 0; x < s.w; x++)
			if (s.kind[y][x] == PU_SQ_GATE)
				s.fig[b].x = (int8_t)x, s.fig[b].y = (int8_t)y;
	pu_check_end(&s, d, quiet());
	assert_int_equal(s.result, 2);
	create(&s, d, 2);
	s.keys_found = 7;	/* escaped on the GLITCH with the three keys */
	pu_check_end(&s, d, quiet());
	assert_int_equal(s.result, 1);
	pu_unload(d);
}

static void test_mistress(void **st)
{
	struct pu_data *d = load("powerup/kill-the-bugmistress.ini", NULL);
	static struct pu_state s;
	int m = -1;

	(void)st;
	create(&s, d, 3);
	assert_int_equal(s.bb[2].coins, 16);
	assert_int_equal(count(&s, PU_FK_BUG, d->burp), 2);	/* one BURP less */
	for (int i = 0; i < s.nfig; i++)
		if (s.fig[i].kind == PU_FK_BUG && s.fig[i].type == d->mistress)
			m = i;
	assert_true(m >= 0);
	pu_hurt(&s, d, m, 9, s.bb[0].fig, quiet());	/* level 1 falls: VERY ANGRY */
	assert_true(pu_alive(&s, m));
	assert_int_equal(s.fig[m].type, d->bug[d->mistress].angry);
	assert_false(d->bug[s.fig[m].type].abil & (PU_AB_SPAWN | PU_AB_REGEN));
	assert_true(d->bug[s.fig[m].type].range > 0);	/* she opens fire */
	pu_check_end(&s, d, quiet());
	assert_int_equal(s.result, 0);
	pu_hurt(&s, d, m, 9, s.bb[0].fig, quiet());
	pu_check_end(&s, d, quiet());
	assert_int_equal(s.result, 1);
	pu_unload(d);
}

/* The 8-turn round; the BURP limit; the first spawn; the BUG hand. */
static void test_round_and_spawn(void **st)
{
	struct pu_data *d = load("powerup/save-the-vips.ini", NULL);
	static struct pu_state s;

	(void)st;
	create(&s, d, 2);
	s.turn = 8;
	s.phase = PU_PH_BB;
	s.active = -1;
	for (int i = 0; i < s.nseats; i++)
		s.bb[i].played = 1;
	pu_advance(&s, d, quiet());	/* the turn ends: turn 1 of round 2 */
	assert_int_equal(s.turn, 1);
	assert_int_equal(s.round, 2);
	/* the first spawn: a stronger BUG becomes a BUGGIE, a BATBUG stays
	 * (every card an event here, so no card's action gets in the way) */
	for (int i = 0; i < d->nbugcard; i++)
		d->bugcard[i].autobug = d->bigbug, d->bugcard[i].kind = PU_BK_EVENT;
	create(&s, d, 2);
	pu_bug_turn_start(&s, d, quiet());
	assert_int_equal(count(&s, PU_FK_BUG, d->bigbug), 0);
	assert_int_equal(count(&s, PU_FK_BUG, d->buggie), 2);
	for (int i = 0; i < d->nbugcard; i++)
		d->bugcard[i].autobug = d->batbug;
	create(&s, d, 2);
	pu_bug_turn_start(&s, d, quiet());
	assert_int_equal(count(&s, PU_FK_BUG, d->batbug), 2);
	/* never more BURPs than BUGBUSTERs in the game, whatever the cards */
	for (int i = 0; i < d->nbugcard; i++)
		d->bugcard[i].autobug = d->burp;
	create(&s, d, 2);
	s.first_spawn = 0;
	for (int k = 0; k < 3; k++)
		pu_bug_turn_start(&s, d, quiet());
	assert_int_equal(count(&s, PU_FK_BUG, d->burp), 2);
	assert_true(count(&s, PU_FK_BUG, d->buggie) >= 2);	/* BUGGIEs instead */
	pu_unload(d);
}

static void test_bug_hand(void **st)
{
	struct pu_data *d = load("powerup/save-the-vips.ini", NULL);
	static struct pu_state s;
	int8_t card = -1;

	(void)st;
	create(&s, d, 1);
	for (int i = 0; i < d->nbugcard && card < 0; i++)
		if (d->bugcard[i].effect == PU_BE_THIEF)
			card = (int8_t)i;
	pu_bug_use(&s, d, &card, 1, quiet());	/* no BUGGIE next to RAY: kept */
	assert_int_equal(s.nbughand, 1);
	pu_bug_tricks(&s, d, quiet());
	assert_int_equal(s.nbughand, 1);
	{	/* a BUGGIE holding key B comes next to RAY, who has coins: the
		 * Thief Buggie fires at once and the key stays on the board */
		int f = s.bb[0].fig, b = pu_new_fig(&s, PU_FK_BUG, d->buggie, s.fig[f].x + 1, s.fig[f].y, -1);
		assert_true(b >= 0);
		s.fig[b].lives = 1, s.fig[b].secret = 2;
		s.bb[0].coins = 4;
		s.phase = PU_PH_BB;	/* the game under way */
		pu_bug_tricks(&s, d, quiet());
		assert_int_equal(s.nbughand, 0);
		assert_int_equal(s.bb[0].coins, 2);
		assert_false(pu_alive(&s, b));
		assert_int_equal(s.keys[s.fig[f].y][s.fig[f].x + 1], 2);
	}
	pu_unload(d);
}

/* A key never disintegrates: a carrier dying in the acid or in the void
 * drops it on the nearest square that is neither. */
static void test_keys_never_lost(void **st)
{
	struct pu_data *d = load("powerup/hidden-keys.ini", NULL);
	struct pu_state s;
	int ax = -1, ay = -1, b, kx = -1, ky = -1;

	(void)st;
	create(&s, d, 2);
	for (int y = 0; y < s.h; y++)
		for (int x = 0; x < s.w; x++)
			if (s.kind[y][x] == PU_SQ_ACID && ax < 0 && pu_at(&s, x, y, -1) < 0)
				ax = x, ay = y;
	assert_true(ax >= 0);
	b = pu_new_fig(&s, PU_FK_BUG, d->buggie, ax, ay, 1);
	assert_true(b >= 0);
	s.fig[b].lives = 1, s.fig[b].secret = 1;
	pu_enter(&s, d, b, quiet());
	assert_false(pu_alive(&s, b));
	assert_int_equal(s.keys[ay][ax], 0);
	for (int y = 0; y < s.h; y++)
		for (int x = 0; x < s.w; x++)
			if (s.keys[y][x] == 1)
				kx = x, ky = y;
	assert_true(kx >= 0);
	assert_true(s.kind[ky][kx] != PU_SQ_ACID);
	assert_true(abs(kx - ax) + abs(ky - ay) <= 2);
	/* into the void off the left edge: the key lands on the edge square */
	b = pu_new_fig(&s, PU_FK_BUG, d->buggie, 0, 8, -1);
	assert_true(b >= 0);
	s.fig[b].lives = 1, s.fig[b].secret = 4, s.fig[b].x = -1;
	pu_enter(&s, d, b, quiet());
	assert_false(pu_alive(&s, b));
	assert_int_equal(s.keys[8][0] & 4, 4);
	pu_unload(d);
}

/* Teleport goes towards the PRIMARY TARGET even when every VIP is boxed
 * in: the BUG lands on the free square nearest to the first VIP. */
static void test_teleport_towards(void **st)
{
	struct pu_data *d = load("powerup/save-the-vips.ini", NULL);
	struct pu_state s;
	int8_t card = -1;
	int v = -1, far = -1, before;

	(void)st;
	create(&s, d, 1);
	for (int i = 0; i < d->nbugcard && card < 0; i++)
		if (d->bugcard[i].effect == PU_BE_TELEPORT)
			card = (int8_t)i;
	for (int i = 0; i < s.nfig; i++)
		if (s.fig[i].kind == PU_FK_NPC && v < 0)
			v = i;
	assert_true(card >= 0 && v >= 0);
	for (int x = s.w - 1; x >= 0 && far < 0; x--)	/* a BUGGIE far to the right */
		if (pu_at(&s, x, 8, -1) < 0 && !pu_blocks(&s, x, 8) && s.kind[8][x] != PU_SQ_ACID)
			far = pu_new_fig(&s, PU_FK_BUG, d->buggie, x, 8, -1);
	assert_true(far >= 0);
	s.fig[far].lives = 1;
	for (int i = 0; i < s.nfig; i++)	/* box every VIP in with walls of drums */
		if (s.fig[i].kind == PU_FK_NPC)
			for (int k = -1; k <= 1; k += 2)
				if (pu_on_board(&s, s.fig[i].x + k, s.fig[i].y) &&
				    pu_at(&s, s.fig[i].x + k, s.fig[i].y, -1) < 0 &&
				    !pu_blocks(&s, s.fig[i].x + k, s.fig[i].y))
					pu_new_fig(&s, PU_FK_DRUM, 0, s.fig[i].x + k, s.fig[i].y, 1);
	before = abs(s.fig[far].x - s.fig[v].x) + abs(s.fig[far].y - s.fig[v].y);
	s.phase = PU_PH_BB;
	pu_bug_use(&s, d, &card, 1, quiet());
	assert_int_equal(s.nbughand, 0);	/* used, not kept */
	{
		int moved = -1, best = 999;
		for (int i = 0; i < s.nfig; i++)
			if (s.fig[i].kind == PU_FK_BUG && pu_alive(&s, i)) {
				int dist = abs(s.fig[i].x - s.fig[v].x) + abs(s.fig[i].y - s.fig[v].y);
				if (dist < best)
					best = dist, moved = i;
			}
		assert_true(moved >= 0);
		assert_true(best < before);
		assert_int_equal(s.fig[moved].fresh, 1);
	}
	pu_unload(d);
}

static int pow_named(const struct pu_data *d, const char *name)
{
	for (int i = 0; i < d->npow; i++)
		if (!strcmp(d->pow[i].name, name))
			return i;
	fail_msg("no POW! card %s", name);
	return -1;
}

static int run(struct pu_state *s, const struct pu_data *d, int seat, const char *line)
{
	struct cmd c;
	struct tt_err err = { "" };
	unsigned flags;

	assert_int_equal(cmd_parse(line, &c, &err), 0);
	if (pu_apply(s, d, seat, &c, quiet(), &flags, &err) < 0) {
		print_message("'%s' refused: %s\n", line, err.msg);
		return -1;
	}
	return 0;
}

/* Copycat after EPIC: the four cards' effect cannot be copied, but a
 * partner may keep one of the cards of that play. */
static void test_copycat_epic(void **st)
{
	struct pu_data *d = load("powerup/save-the-vips.ini", NULL);
	static struct pu_state s;
	static const char *const epic[] = { "Adrenalyn", "Ammo Found", "Armory", "Assemble" };

	(void)st;
	create(&s, d, 2);
	s.npend = 0;
	s.phase = PU_PH_BB;
	s.bstep = 2;
	pu_start_bb(&s, d, 0, quiet());
	for (int k = 0; k < 4; k++)
		s.bb[0].hand[k] = (int8_t)pow_named(d, epic[k]);
	s.bb[0].nhand = 4;
	s.bb[1].hand[0] = (int8_t)pow_named(d, "Copycat");
	s.bb[1].nhand = 1;
	s.bb[1].rp = 2;
	assert_int_equal(run(&s, d, 0, "epic"), 0);
	assert_int_equal(s.bb[0].epic, 1);
	assert_int_equal(s.pend[s.npend - 1].kind, PU_PD_COPY);
	assert_int_equal(run(&s, d, 1, "copy"), 0);
	assert_int_equal(s.bb[1].nhand, 1);
	assert_int_equal(d->pow[s.bb[1].hand[0]].letter == 'E' || d->pow[s.bb[1].hand[0]].letter == 'P' ||
			 d->pow[s.bb[1].hand[0]].letter == 'I' || d->pow[s.bb[1].hand[0]].letter == 'C', 1);
	assert_int_equal(s.bb[1].rp, 0);
	pu_unload(d);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_vips),
		cmocka_unit_test(test_portal),
		cmocka_unit_test(test_keys),
		cmocka_unit_test(test_keys_never_lost),
		cmocka_unit_test(test_teleport_towards),
		cmocka_unit_test(test_mistress),
		cmocka_unit_test(test_round_and_spawn),
		cmocka_unit_test(test_bug_hand),
		cmocka_unit_test(test_copycat_epic),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
