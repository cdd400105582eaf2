/*
 * test_powerup_turn.h - shared by the POWERUP unit tests that drive the
 * engine in the BUGBUSTERs' turn: create() a game whose BUG phase is
 * over (only the BUGBUSTERs, the VIPs and the GLITCH left on the board,
 * no coins, no POWERUPs), run() one command through pu_apply, bug_at()
 * to place a BUG, pow_card() to find a POW! card by name.  Include after test_powerup_fixture.h, from exactly
 * one .c file per test program.
 */
#ifndef TEST_POWERUP_TURN_H
#define TEST_POWERUP_TURN_H

/* A state with the BUG phase over: only the BBs, the VIPs and the GLITCH left. */
static void create(struct pu_state *s, const struct pu_data *d, const char *players)
{
	struct tt_setup su;
	struct tt_err err = { "" };
	char buf[64], *save = NULL;

	memset(&su, 0, sizeof su);
	memset(s, 0, sizeof *s);
	su.seed = 7;
	tt_strlcpy(buf, players, sizeof buf);
	for (char *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save))
		tt_strlcpy(su.seat[su.nseats++].name, t, TT_NAME_MAX);
	if (pu_create(s, d, &su, &err) < 0)
		fail_msg("create: %s", err.msg);
	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].kind != PU_FK_BB && s->fig[i].kind != PU_FK_NPC && s->fig[i].kind != PU_FK_GLITCH)
			s->fig[i].kind = PU_FK_NONE;
	memset(s->power, 0, sizeof s->power);
	memset(s->coins, 0, sizeof s->coins);
	s->phase = PU_PH_BB;
	s->bstep = 2;
	s->event = -1;
	pu_start_bb(s, d, 0, &(struct tt_out){ .len = 0 });
}

static int run(struct pu_state *s, const struct pu_data *d, int seat, const char *line,
	       struct tt_err *err)
{
	static struct tt_out out;
	struct cmd c;
	unsigned flags;

	err->msg[0] = '\0';
	assert_int_equal(cmd_parse(line, &c, err), 0);
	tt_out_clear(&out);
	if (pu_apply(s, d, seat, &c, &out, &flags, err) < 0) {
		print_message("'%s' refused: %s\n", line, err->msg);
		return -1;
	}
	return 0;
}

static int bug_at(struct pu_state *s, const struct pu_data *d, int type, int x, int y, int face)
{
	int f = pu_new_fig(s, PU_FK_BUG, type, x, y, face);

	s->fig[f].lives = (int8_t)d->bug[type].lives;
	return f;
}

static int pow_card(const struct pu_data *d, const char *name)
{
	for (int i = 0; i < d->npow; i++)
		if (!strcmp(d->pow[i].name, name))
			return i;
	fail_msg("no POW! card %s", name);
	return -1;
}

#endif
