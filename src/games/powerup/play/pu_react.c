/*
 * pu_react.c - POWERUP: reaction points.  'react ACTION' is a regular
 * action (any but rest) paid in RP: out of turn in a reaction window,
 * after the attacking BUG's weapon speed (bullet-time), or in one's own
 * turn once the actions left cannot pay it; 'react roll N' is the Roll
 * that dodges a shot.  The action is judged by the same checks as in a
 * turn (pu_turn_check) with the RP as its budget.  Also the options of a
 * reaction window and of paying with RP in one's turn.
 */
#include <stdio.h>
#include <string.h>
#include "pu_play.h"

/* 'react ACTION ...': the regular action a reaction takes (any but rest)
 * as a command of its own in c2; 'more' ends the error's list of choices. */
int pu_react_action(const struct cmd *c, struct cmd *c2, const char *more, struct tt_err *err)
{
	static const char *const ok[] = { "move", "flip", "jump", "attack", "shoot", "revive",
					  "pickup", "throw", "give", "gate", NULL };
	int k = 0;

	while (c->argc >= 2 && ok[k] && strcmp(ok[k], c->argv[1]))
		k++;
	if (c->argc < 2 || !ok[k])
		return tt_errf(err, c->argc >= 2 && !strcmp(c->argv[1], "rest") ?
			       "resting is the one action reaction points cannot pay for" :
			       "react with move, flip, jump, attack, shoot, revive, pickup, throw, give "
			       "or gate%s", more);
	memset(c2, 0, sizeof *c2);
	c2->argc = c->argc - 1;
	for (int a = 1; a < c->argc; a++)
		tt_strlcpy(c2->argv[a - 1], c->argv[a], sizeof c2->argv[0]);
	return 0;
}

/* A BUG's speed, or a rival BUGBUSTER's weapon's (pu_dm_react.c). */
int pu_react_speed(const struct pu_state *s, const struct pu_data *d, const struct pu_pend *pd)
{
	if (!pd->c)
		return 0;
	return s->fig[pd->a].kind == PU_FK_BB ? s->dma.speed : d->bug[s->fig[pd->a].type].speed;
}

/* Roll: n yellow dice (g->n) whose hits cancel hits of the ranged attack. */
static int pu_roll_check(const struct pu_state *s, struct pu_go *g, struct tt_err *err)
{
	const struct pu_bb *b = &s->bb[g->seat];

	g->n = 1;
	if (!s->decl.active || !s->decl.ranged)
		return tt_errf(err, "a Roll only dodges a ranged attack");
	if (g->c->argc > 2 && cmd_int(g->c->argv[2], 1, 9, "RP", &g->n, err) < 0)
		return -1;
	g->cost = g->n + g->speed;
	if (b->rp < g->cost)
		return tt_errf(err, "that costs %d reaction points (weapon speed %d first)", g->cost, g->speed);
	return 0;
}

static void pu_roll_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
			 struct tt_out *out)
{
	struct pu_bb *b = &s->bb[g->seat];
	int pw, bu;

	b->rp = (int8_t)(b->rp - g->cost);
	pu_pop_pend(s);
	s->dodge = pu_roll(s, d, (struct pu_dice2){ 0, (uint8_t)g->n }, &pw, &bu,
			   pu_fig_name(s, d, b->fig), out);
	tt_outf(out, "The Roll costs %d RP.\n", g->cost);
	while (pw-- > 0)
		pu_draw_pow(s, d, g->seat, out);
}

/* The action of a reaction (g->cmd), its cost in RP (g->cost) and its
 * budget in actions: rp RP must cover it. */
static int pu_react_act(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
			const char *more, struct tt_err *err)
{
	if (pu_react_action(g->c, &g->cmd, more, err) < 0)
		return -1;
	g->c = &g->cmd;
	g->cost = pu_action_cost(s, d, g->seat, g->c);
	return 0;
}

static void pu_react_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
			  struct tt_out *out);

/* 'react ACTION' or 'react roll N' in a reaction window (g->pend): the
 * weapon speed of the attacking BUG is paid first. */
int pu_react_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		   struct tt_err *err)
{
	const struct pu_bb *b = &s->bb[g->seat];

	g->speed = pu_react_speed(s, d, &g->pend);
	if (g->c->argc >= 2 && !strcmp(g->c->argv[1], "roll")) {
		g->exec = pu_roll_exec;
		return pu_roll_check(s, g, err);
	}
	if (pu_react_act(s, d, g, ", roll N, or pass", err) < 0)
		return -1;
	if (b->rp < g->cost + g->speed)
		return tt_errf(err, "that reaction costs %d reaction points (speed %d first) and you have %d",
			       g->cost + g->speed, g->speed, b->rp);
	g->ap = g->cost;
	if (pu_turn_check(s, d, g, err) < 0)
		return -1;
	g->exec = pu_react_exec;
	return 0;
}

/* Out of turn: the action spends the RP as actions, the window closes,
 * a jump lands at once; actions and 'acted' are as they were. */
static void pu_react_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
			  struct tt_out *out)
{
	struct pu_bb *b = &s->bb[g->seat];
	int ap = b->ap, acted = b->acted;
	struct cmd land = { .argc = 1, .argv = { "land" } };
	struct pu_go lg = { .c = &land, .seat = g->seat, .f = g->f };

	b->ap = (int8_t)g->cost;
	pu_pop_pend(s);
	pu_turn_exec(s, d, g, out);
	if (b->air && pu_turn_check(s, d, &lg, NULL) == 0)	/* out of turn, a jump lands at once */
		pu_turn_exec(s, d, &lg, out);
	b->ap = (int8_t)ap;
	b->acted = (uint8_t)acted;
	b->rp = (int8_t)(b->rp - g->cost - g->speed);
	tt_outf(out, "The reaction costs %d RP.\n", g->cost + g->speed);
}

/* Reaction points are action points usable at any time: in one's own
 * turn, 'react ACTION' pays an action with them once the actions left do
 * not cover it (resting excepted, and no weapon speed to pay). */
int pu_react_own_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		       struct tt_err *err)
{
	const struct pu_bb *b = &s->bb[g->seat];

	if (g->c->argc >= 2 && !strcmp(g->c->argv[1], "roll"))
		return tt_errf(err, "a Roll dodges a BUG's shot: it is for the BUGs' turn");
	if (pu_react_act(s, d, g, "", err) < 0)
		return -1;
	if (b->ap >= g->cost)
		return tt_errf(err, "you still have the actions for that: reaction points pay only "
			       "what your actions cannot");
	if (b->rp < g->cost)
		return tt_errf(err, "that costs %d reaction points and you have %d", g->cost, b->rp);
	g->ap = g->cost;
	if (pu_turn_check(s, d, g, err) < 0)
		return -1;
	g->exec = pu_react_own_exec;
	return 0;
}

void pu_react_own_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		       struct tt_out *out)
{
	struct pu_bb *b = &s->bb[g->seat];
	int ap = b->ap;

	b->ap = (int8_t)g->cost;
	pu_turn_exec(s, d, g, out);
	b->ap = (int8_t)ap;
	b->rp = (int8_t)(b->rp - g->cost);
	tt_outf(out, "Paid with %d reaction point%s (%d left).\n", g->cost, g->cost == 1 ? "" : "s", b->rp);
}

/* "react W1 [W2 [W3 [W4]]]" (NULL ends the words), labelled without its
 * "react ". */
static void pu_react_optw(struct pu_pctx *c, int key, const char *w1, const char *w2,
			  const char *w3, const char *w4)
{
	struct tt_option *o = pu_optw(c, NULL, true, key, "react", w1, w2, w3, w4, NULL);

	if (o)
		tt_strlcpy(o->label, o->cmd + 6, sizeof o->label);
}

/* The reaction window's options: pass, the regular actions out of turn,
 * and a Roll of 1 to 3 dice. */
void pu_react_opts(struct pu_pctx *c, const struct pu_pend *pd)
{
	static const struct {
		const char *verb, *arg, *label;
		int key;
	} acts[] = {
		{ "move", "left", "step left", TK_LEFT }, { "move", "right", "step right", TK_RIGHT },
		{ "flip", NULL, "turn round", 'f' }, { "move", "up", "climb up", TK_UP },
		{ "move", "down", "climb down", TK_DOWN }, { "jump", "ahead", "jump away", 'j' },
		{ "jump", "up", "jump up 45", 'U' }, { "pickup", NULL, "pick up", 0 },
		{ "throw", NULL, "throw", 0 },
	};
	const struct pu_bb *b = &c->s->bb[pd->seat];
	char n[12], name[PU_NAME];

	pu_opt(c, "pass", "let it happen", 'p', false);
	for (size_t k = 0; k < sizeof acts / sizeof acts[0]; k++)
		pu_optw(c, acts[k].label, true, acts[k].key, "react", acts[k].verb, acts[k].arg, NULL);
	for (int i = 0; i < c->s->nseats; i++) {	/* the other out-of-turn actions */
		pu_lower(name, pu_seat_name(c->s, c->d, i), sizeof name);
		pu_react_optw(c, 0, "revive", name, NULL, NULL);
		pu_react_optw(c, 0, "give", name, "ammo", "1");
		pu_react_optw(c, 0, "give", name, "coins", "1");
	}
	for (int g = 1; g <= 6; g++)
		pu_react_optw(c, 0, "gate", pu_numw(n, sizeof n, g), NULL, NULL);
	for (int i = 0; i < b->ngear; i++)
		if (c->d->eq[b->gear[i]].type == PU_ET_GRENADE)
			pu_react_optw(c, 0, "throw", c->d->eq[b->gear[i]].id, NULL, NULL);
	for (int k = 0; k < 5; k++) {
		pu_react_optw(c, k == 0 ? 'a' : 0, "attack", pu_dir_names[k], NULL, NULL);
		pu_react_optw(c, k == 0 ? 's' : 0, "shoot", pu_dir_names[k], NULL, NULL);
	}
	for (int r = 1; r <= b->rp && r <= 3; r++)
		pu_react_optw(c, '0' + r, "roll", pu_numw(n, sizeof n, r), NULL, NULL);
}

/* In one's own turn, the actions the actions left cannot pay, paid in
 * reaction points (listed only where the rules take them). */
void pu_react_own_opts(struct pu_pctx *c)
{
	static const char *const acts[][2] = { { "move", "left" }, { "move", "right" }, { "move", "up" },
					       { "move", "down" }, { "flip" }, { "jump", "ahead" },
					       { "jump", "up" }, { "jump", "attack" }, { "pickup" },
					       { "throw" } };
	const struct pu_bb *b = &c->s->bb[c->seat];
	struct tt_option *o;

	if (b->rp <= 0)
		return;
	for (size_t k = 0; k < sizeof acts / sizeof acts[0]; k++)
		if ((o = pu_optw(c, NULL, true, 0, "react", acts[k][0], acts[k][1], NULL)) != NULL)
			snprintf(o->label, sizeof o->label, "%s with RP", o->cmd + 6);
	for (int k = 0; k < 5; k++) {
		if ((o = pu_optw(c, NULL, true, 0, "react", "attack", pu_dir_names[k], NULL)) != NULL)
			snprintf(o->label, sizeof o->label, "%s with RP", o->cmd + 6);
		if ((o = pu_optw(c, NULL, true, 0, "react", "shoot", pu_dir_names[k], NULL)) != NULL)
			snprintf(o->label, sizeof o->label, "%s with RP", o->cmd + 6);
	}
}
