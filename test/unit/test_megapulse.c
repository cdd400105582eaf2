/*
 * test_megapulse.c - Megapulse below the command level: the bundled data
 * (tracks rotated to START, zones, 7 base cards, 31 upgrades, pilots),
 * loader errors naming file:line, damage reports and repair order (first
 * slot first, then the player's choice),
 * destruction and Frenzy, catalyst tiers and the leading racer, forward
 * links (shortcuts: successors, progress, zone distances), the
 * redaction of hidden selections, and random legal play that finishes
 * every race without a turn ending before its cards are resolved.  Run from the top of the source tree.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "games/megapulse/mp.h"
#include "games/megapulse/mp_ai.h"

extern const struct engine_ops megapulse_ops;

static int read_disk(void *ctx, const char *path, char **buf, size_t *len, struct tt_err *err)
{
	char full[512];
	FILE *f;
	long n;

	(void)ctx;
	snprintf(full, sizeof full, "%s%s", path[0] == '/' || !strncmp(path, "test/", 5) ? "" :
		 "scenarios/", path);
	f = fopen(full, "rb");
	if (!f)
		return tt_errf(err, "%s: cannot open", path);
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	fseek(f, 0, SEEK_SET);
	*buf = malloc((size_t)n + 1);
	*len = fread(*buf, 1, (size_t)n, f);
	(*buf)[*len] = 0;
	fclose(f);
	return 0;
}

static const char *mem_text;

static int read_mem(void *ctx, const char *path, char **buf, size_t *len, struct tt_err *err)
{
	(void)ctx;
	if (strcmp(path, "mem.ini") != 0)
		return read_disk(ctx, path, buf, len, err);
	*len = strlen(mem_text);
	*buf = malloc(*len + 1);
	memcpy(*buf, mem_text, *len + 1);
	return 0;
}

static struct mp_data *load(const char *path)
{
	struct tt_files f = { NULL, read_disk };
	struct tt_err err = { "" };
	void *d = NULL;

	if (mp_load(&f, path, &d, &err) < 0)
		fail_msg("%s", err.msg);
	return d;
}

static struct mp_state *start(const struct mp_data *d, int n, const char *opts)
{
	struct mp_state *st = calloc(1, sizeof *st);
	struct tt_setup su;
	struct tt_err err = { "" };

	memset(&su, 0, sizeof su);
	su.seed = 3;
	su.nseats = n;
	for (int i = 0; i < n; i++)
		tt_strlcpy(su.seat[i].name, mp_car_names[i], sizeof su.seat[i].name);
	tt_strlcpy(su.opts, opts, sizeof su.opts);
	if (megapulse_ops.create(st, d, &su, &err) < 0)
		fail_msg("%s", err.msg);
	return st;
}

static void test_data(void **state)
{
	struct mp_data *d = load("megapulse/standard.ini");
	int up = 0, passive = 0, burst = 0;

	(void)state;
	assert_int_equal(d->ntrack, 10);
	assert_int_equal(d->nbase, 7);
	assert_int_equal(d->npilot, 4);
	for (int c = 0; c < d->ncard; c++) {
		up += d->card[c].kind >= MP_CK_ACTION;
		passive += d->card[c].kind == MP_CK_PASSIVE;
		burst += d->card[c].kind == MP_CK_BURST;
	}
	assert_int_equal(up, 31);
	assert_true(passive >= 5 && burst >= 3);
	assert_true(mp_card_find(d, "sonicspeed") >= 0 && mp_card_find(d, "omegarush") >= 0 &&
		    mp_card_find(d, "antigrav") >= 0 && mp_card_find(d, "solarsink") >= 0 &&
		    mp_card_find(d, "datahack") >= 0);
	for (int t = 0; t < d->ntrack; t++) {
		const struct mp_track *k = &d->track[t];
		assert_int_equal(k->flag[0], 'S');
		assert_int_equal(k->zone[0], 0);
		assert_int_not_equal(k->zone[k->len - 1], 0);
		for (int r = 1; r < k->len; r++)
			assert_true(k->zone[r] == k->zone[r - 1] || k->zone[r] == k->zone[r - 1] + 1);
	}
	/* side B is the narrower one and the default with 2 players */
	assert_true(d->track[mp_track_find(d, "oval", 1)].lanes <
		    d->track[mp_track_find(d, "oval", 0)].lanes);
	free(d);
}

static void bad(const char *text, const char *want)
{
	struct tt_files f = { NULL, read_mem };
	struct tt_err err = { "" };
	void *d = NULL;

	mem_text = text;
	assert_int_equal(mp_load(&f, "mem.ini", &d, &err), -1);
	assert_null(d);
	if (!strstr(err.msg, want))
		fail_msg("expected '%s' in '%s'", want, err.msg);
}

static void test_loader_errors(void **state)
{
	static const char head[] = "[scenario]\ntitle = t\ninclude = megapulse/rules/cards.ini\n";
	char buf[1024];

	(void)state;
	snprintf(buf, sizeof buf, "%s[track x a]\ntitle = X\ninner = left\n"
		 "row = 1 S . .\nrow = 1 - . q\n", head);
	bad(buf, "mem.ini:8: row: bad cell 'q'");
	snprintf(buf, sizeof buf, "%s[track x a]\ntitle = X\ninner = left\nrow = 1 - . .\n", head);
	bad(buf, "mem.ini:4: a track needs at least 8 rows and a START row");
	snprintf(buf, sizeof buf, "%s[card zz]\ntitle = ZZ\nshort = s\ntext = t\nkind = action\n"
		 "a = warp:3\n", head);
	bad(buf, "mem.ini:9: a: 'warp:3' is not an effect");
	snprintf(buf, sizeof buf, "%s[card zz]\ntitle = ZZ\nshort = s\ntext = t\nkind = action\n"
		 "a = fwd:1\ncolour = red\n", head);
	bad(buf, "mem.ini:10: unknown key 'colour'");
	/* the texts players read: both required, the short one fits the panel */
	snprintf(buf, sizeof buf, "%s[card zz]\ntitle = ZZ\ntext = t\nkind = action\na = fwd:1\n",
		 head);
	bad(buf, "mem.ini:4: missing key 'short' in [card zz]");
	snprintf(buf, sizeof buf, "%s[card zz]\ntitle = ZZ\nshort = 1 forward and then much more\n"
		 "text = t\nkind = action\na = fwd:1\n", head);
	bad(buf, "mem.ini:6: 'short' is too long (at most 24 characters)");
	snprintf(buf, sizeof buf, "%s[card zz]\ntitle = ZZ\nshort = s\ntext = \nkind = action\n"
		 "a = fwd:1\n", head);
	bad(buf, "mem.ini:7: text: the text is empty");
	snprintf(buf, sizeof buf, "%s[card zz]\ntitle = ZZ\nshort = s\ntext = t\nkind = passive\n"
		 "passive = race\nlevel1 = 1\nlevel2 = 2\n", head);
	bad(buf, "mem.ini:4: missing key 'short2' in [card zz]");
	snprintf(buf, sizeof buf, "%s[card zz]\ntitle = ZZ\nshort = s\ntext = caf\xc3\xa9\n"
		 "kind = action\na = fwd:1\n", head);
	bad(buf, "mem.ini:7: text: plain ASCII text, please");
	bad("[scenario]\ntitle = t\n", "expected the 7 base cards");
}

static void test_damage_repair(void **state)
{
	struct mp_data *d = load("megapulse/standard.ini");
	struct mp_state *st = start(d, 3, "order=seats");
	struct tt_out *out = malloc(sizeof *out);
	struct mp_car *x = &st->car[0];

	(void)state;
	tt_out_clear(out);
	mp_damage(st, d, 0, 1, -1, out);	/* a wall: first slot */
	mp_damage(st, d, 0, 2, 1, out);		/* the falcon */
	mp_damage(st, d, 0, 1, 2, out);		/* the ss-ultra */
	assert_int_equal(x->dmg[0], 1);
	assert_int_equal(x->dmg[2], 2);
	assert_int_equal(x->dmg[3], 1);
	assert_int_equal(mp_hull(x), 1);
	mp_repair(st, 0, 2, out);		/* first slot first, then a choice */
	assert_int_equal(x->dmg[0], 0);
	assert_int_equal(x->dmg[2], 2);
	assert_int_equal(x->dmg[3], 1);
	assert_int_equal(st->rep_left, 1);
	mp_repair_slot(st, 2, out);		/* the player picks the ss-ultra's */
	assert_int_equal(x->dmg[3], 0);
	assert_int_equal(st->rep_left, 0);
	mp_damage(st, d, 0, 5, 1, out);		/* capped at the Hull left */
	assert_true(x->destroyed);
	assert_int_equal(x->speed, 0);
	assert_int_equal(st->car[1].frenzy, 5);
	assert_int_equal(st->car[2].frenzy, 0);
	assert_int_equal(x->dmg[0], MP_HULL);
	mp_damage(st, d, 0, 1, 1, out);		/* no damage while destroyed */
	assert_int_equal(st->car[1].frenzy, 5);
	mp_gain_speed(st, d, 0, 2);		/* no Speed while destroyed */
	assert_int_equal(x->speed, 0);
	mp_repair(st, 0, 1, out);
	assert_false(x->destroyed);
	free(out);
	free(st);
	free(d);
}

static void test_tiers(void **state)
{
	struct mp_data *d = load("megapulse/standard.ini");
	struct mp_state *st = start(d, 3, "track=oval,side=a,order=seats");
	int L = mp_trk(st, d)->len;

	(void)state;
	/* oval A: zones of 4 rows; seat 1 leads */
	st->car[0].pos = 0;
	st->car[1].pos = 20;
	st->car[2].pos = 8;
	assert_int_equal(mp_leader(st, d), 1);
	assert_int_equal(mp_tier(st, d, 1), 0);
	assert_int_equal(mp_tier(st, d, 2), 0);	/* 3 zones */
	assert_int_equal(mp_tier(st, d, 0), 1);	/* 5 zones */
	st->car[1].pos = 28;
	assert_int_equal(mp_tier(st, d, 0), 2);	/* 7 zones */
	st->car[1].pos = L + 1;
	st->car[0].pos = 2;
	assert_int_equal(mp_tier(st, d, 0), 2);	/* a lap ahead */
	st->car[2].pos = L + 1;			/* tie: first in turn order */
	assert_int_equal(mp_leader(st, d), 1);
	free(st);
	free(d);
}

/* Canyon Fork A: rows 0-7 zones 1-2, fork at row 7 (lanes a b go on into
 * the canyon rows 8-11, lanes c d e jump to the mesa rows 12-23), both
 * meet at row 24; 40 rows, the shortest lap 28 rows and 7 zones. */
static void test_links(void **state)
{
	struct mp_data *d = load("megapulse/standard.ini");
	struct mp_state *st = start(d, 3, "track=canyon,side=a,order=seats");
	const struct mp_track *t = mp_trk(st, d);

	(void)state;
	assert_int_equal(t->len, 40);
	assert_int_equal(t->laprows, 28);
	assert_int_equal(t->lapzones, 7);
	assert_int_equal(mp_next(st, d, 7, 0), 8);
	assert_int_equal(mp_next(st, d, 7, 1), 8);
	assert_int_equal(mp_next(st, d, 7, 2), 12);
	assert_int_equal(mp_next(st, d, 7 + 40, 4), 12 + 40);	/* next lap */
	assert_int_equal(mp_next(st, d, 11, 1), 24);
	assert_int_equal(mp_next(st, d, 23, 3), 24);
	assert_int_equal(mp_prev(st, d, 12, 2), 7);
	assert_int_equal(mp_prev(st, d, 8, 0), 7);
	/* progress: what is left to START, the same on both ways */
	assert_int_equal(mp_prog(st, d, 11), mp_prog(st, d, 23));
	assert_int_equal(mp_prog(st, d, 7), 7);
	assert_int_equal(mp_prog(st, d, 24), 12);
	assert_int_equal(mp_prog(st, d, -1), -1);
	assert_int_equal(mp_prog(st, d, 40), 28);
	assert_int_equal(mp_progzone(st, d, 24), 3);
	st->car[0].pos = 23;	/* the end of the long way */
	st->car[1].pos = 11;	/* the end of the canyon: as far */
	st->car[2].pos = 20;
	assert_int_equal(mp_leader(st, d), 0);	/* tie: turn order */
	st->car[0].pos = 22;
	assert_int_equal(mp_leader(st, d), 1);	/* ahead although fewer rows driven */
	/* zones along the links */
	assert_int_equal(mp_zdist(st, d, 5, 24), 2);	/* through the canyon */
	assert_int_equal(mp_zdist(st, d, 12, 24), 3);	/* round the mesa */
	assert_int_equal(mp_zdist(st, d, 24, 5), -2);
	assert_true(abs(mp_zdist(st, d, 8, 12)) > 3);	/* side by side: far apart */
	/* catalyst tiers: zones left to START, by the links */
	st->car[0].pos = 40 + 36;	/* zone 10, lap 2: 13 zones done */
	st->car[1].pos = 40 + 12;	/* start of the long way: 7 done */
	st->car[2].pos = 40 + 11;	/* end of the canyon: 9 done */
	assert_int_equal(mp_progzone(st, d, st->car[0].pos), 13);
	assert_int_equal(mp_tier(st, d, 1), 1);	/* 6 zones behind */
	assert_int_equal(mp_tier(st, d, 2), 0);	/* 4 zones behind */
	free(st);
	free(d);
}

static void test_link_errors(void **state)
{
	static const char head[] = "[scenario]\ntitle = t\ninclude = megapulse/rules/cards.ini\n"
				   "[track x a]\ntitle = X\ninner = left\n";
	static const char rows[] = "row = 1 S . .\nrow = 1 - . .\nrow = 2 - . .\nrow = 2 - . .\n"
				   "row = 3 - . .\nrow = 3 - . .\nrow = 3 - . .\nrow = 3 - . .\n";
	char buf[1024];

	(void)state;
	snprintf(buf, sizeof buf, "%srow = 1 S . .\ngoto = nowhere a\n%s", head, rows + 14);
	bad(buf, "mem.ini:8: goto: no row is labelled 'nowhere'");
	snprintf(buf, sizeof buf, "%slabel = back\n%sgoto = back *\n", head, rows);
	bad(buf, "mem.ini:16: goto: 'back' must be a later row");
	snprintf(buf, sizeof buf, "%s%sgoto = far z\n", head, rows);
	bad(buf, "mem.ini:15: goto: lanes are letters a to b");
	snprintf(buf, sizeof buf, "%slabel = one two\n%s", head, rows);
	bad(buf, "mem.ini:7: label: expected one word");
}

static void test_redact(void **state)
{
	struct mp_data *d = load("megapulse/standard.ini");
	struct mp_state *st = start(d, 2, "");
	struct mp_state copy;
	struct tt_out *out = malloc(sizeof *out);
	struct mp_act acts[TT_MAXOPT];
	struct rng r;
	int n, differ = 0;

	(void)state;
	n = mp_options(st, d, 0, acts, NULL, TT_MAXOPT);
	assert_int_equal(n, 21);	/* 7 cards: 21 pairs */
	tt_out_clear(out);
	mp_do(st, d, 0, &acts[20], out);
	assert_int_equal(mp_options(st, d, 0, acts, NULL, TT_MAXOPT), 0);
	for (int k = 0; k < 20; k++) {
		copy = *st;
		rng_seed(&r, (uint64_t)k);
		mp_redact(&copy, d, 1, &r);
		assert_true(copy.car[0].sel[0] != copy.car[0].sel[1]);
		differ += copy.car[0].sel[0] != st->car[0].sel[0] || copy.car[0].sel[1] != st->car[0].sel[1];
	}
	assert_true(differ > 10);
	free(out);
	free(st);
	free(d);
}

/* The panel never writes past its 26 columns, whatever the figures: a
 * long hand, two-digit gauges, passives with long titles. */
static void test_panel_fits(void **state)
{
	struct mp_data *d = load("megapulse/standard.ini");
	struct mp_state *st = start(d, 4, "");
	struct canvas *cv = calloc(1, sizeof *cv);
	struct mp_car *c = &st->car[0];
	bool bounty = false;

	(void)state;
	c->frenzy = 25;
	c->tokens = 12;
	c->dmg[0] = 1;
	c->dmg[2] = 2;
	c->l1[0] = (uint8_t)mp_card_find(d, "bountyhunter");
	c->l2[0] = (uint8_t)mp_card_find(d, "armorplate");
	for (int i = 0; i < d->ncard && c->nhand < MP_MAXHAND; i++)
		if (d->card[i].kind == MP_CK_ACTION || d->card[i].kind == MP_CK_BURST)
			c->hand[c->nhand++] = (uint8_t)i;
	mp_panel(st, d, 0, -1, cv);
	assert_true(cv->h > 20);
	for (int y = 0; y < cv->h; y++) {
		for (int x = 26; x < cv->w; x++)
			assert_true(cv->c[y][x].ch == 0 || cv->c[y][x].ch == ' ');
		bounty = bounty || (cv->c[y][3].ch == 'B' && cv->c[y][0].ch == 'I');
	}
	assert_true(bounty);
	free(cv);
	free(st);
	free(d);
}

/* Each car whose Execution turn is over this round (turn index below
 * st->turn) resolved every card it selected and raced or repaired;
 * returns how many such cars there are. */
static int turns_complete(const struct mp_state *st, const struct mp_data *d)
{
	int n = 0;

	for (int t = 0; st->phase == MP_PH_EXEC && t < st->turn && t < st->nseats; t++) {
		const struct mp_car *c = &st->car[st->order[t]];
		assert_true(c->acted);
		for (int k = 0; k < c->nsel; k++)
			if (!(c->resolved & (1u << k)))
				fail_msg("%s ended its turn with %s unresolved", st->seatname[st->order[t]],
					 d->card[c->hand[c->sel[k]]].title);
		n++;
	}
	return n;
}

/* Random legal play finishes every race (the Execution rule never leaves
 * a car without an option), and no turn ends with a card unresolved. */
static void test_random_races_finish(void **state)
{
	struct mp_data *d = load("megapulse/standard.ini");
	struct mp_act acts[TT_MAXOPT];
	int races = 0, checked = 0;

	(void)state;
	for (uint64_t seed = 1; seed <= 60; seed++) {
		struct mp_state *st = start(d, 2 + (int)(seed % 3), "");
		struct rng r;
		int steps = 0;
		rng_seed(&r, seed);
		rng_seed(&st->dice.rng, seed * 101);
		while (st->phase != MP_PH_OVER && steps++ < 50000) {
			int s = mp_ai_next_seat(st), k;
			assert_true(s >= 0);
			k = mp_options(st, d, s, acts, NULL, TT_MAXOPT);
			if (k <= 0)
				fail_msg("seed %llu: %s has no option", (unsigned long long)seed,
					 st->seatname[s]);
			mp_do(st, d, s, &acts[rng_below(&r, (uint32_t)k)], NULL);
			checked += turns_complete(st, d);
		}
		if (st->phase != MP_PH_OVER)
			fail_msg("seed %llu: the race did not end in 50000 decisions",
				 (unsigned long long)seed);
		races++;
		free(st);
	}
	print_message("%d races finished, %d looks at turns already ended\n", races, checked);
	assert_int_equal(races, 60);
	assert_true(checked > 1000);
	free(d);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_data),
		cmocka_unit_test(test_loader_errors),
		cmocka_unit_test(test_damage_repair),
		cmocka_unit_test(test_tiers),
		cmocka_unit_test(test_links),
		cmocka_unit_test(test_link_errors),
		cmocka_unit_test(test_redact),
		cmocka_unit_test(test_panel_fits),
		cmocka_unit_test(test_random_races_finish),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
