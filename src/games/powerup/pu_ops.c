/*
 * pu_ops.c - POWERUP: the engine table, its verbs, the command dispatch
 * (pending decisions first, then the active BUGBUSTER's actions) and the
 * result.  After every accepted command the automatic BUG side runs on
 * until a person must decide again.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu.h"

static const char *const pu_seat_names[] = {
	"ana", "ray", "pnk", "tor", "pam", "mac", "mai", "zed", NULL
};

static const struct cmd_verb pu_verbs[] = {
	{ "move", "left|right|up|down", "move 1 square (1 AP): sideways (backwards = moonwalk), up or down a ladder or stairs" },
	{ "flip", "", "turn to face the other way (1 AP)" },
	{ "jump", "ahead|up|attack", "jump 2 squares ahead or 45 degrees up (2 AP, one attack allowed mid-jump), or jump-attack straight up (1 AP + the attack)" },
	{ "land", "", "come down after a jump without attacking" },
	{ "midjump", "left|right", "Mid-Jump Action: 1 RP to shift a square sideways in the air, once a jump" },
	{ "attack", "ahead|up|down|upahead|downahead [assist NAME]", "melee attack the enemy next to you (1 AP); a partner in position may assist for 1 RP" },
	{ "shoot", "ahead|up|down|upahead|downahead [ammo N] [rp N] [assist NAME]", "ranged attack along your line of shot (1 AP, 1 ammo)" },
	{ "revive", "NAME", "revive a defeated partner next to you (2 AP)" },
	{ "rest", "", "recover 1 reaction point (1 AP)" },
	{ "give", "NAME coins N|ammo N|ITEM", "hand coins, ammo or equipment to a partner next to you (1 AP)" },
	{ "pickup", "", "pick up the ally or drum ahead of you (1 AP)" },
	{ "throw", "[GRENADE]", "throw what you carry (melee roll = distance), or throw a grenade (1 AP)" },
	{ "gate", "N", "travel from a gateway to gateway N (1 AP); it closes behind you" },
	{ "npc", "N left|right|up|down", "move VIP N (2 moves a turn, free)" },
	{ "board", "", "board or leave the GLITCH next to you (1 AP)" },
	{ "fly", "left|right|up|down", "pilot the GLITCH 2 squares (1 AP)" },
	{ "buy", "1-4|ammo|life|reset|powerup", "buy at the POWERUP store" },
	{ "sell", "ITEM", "sell equipment at the store for half its price" },
	{ "equip", "ITEM", "equip a weapon or armour you carry (one per category)" },
	{ "done", "", "close the store" },
	{ "play", "N", "play POW! card N of your hand (Special: your turn; Trick: any time)" },
	{ "trick", "NAME N", "let partner NAME play their Trick card N now (Tricks: any time)" },
	{ "trade", "NAME give|take N", "after an Assemble card: move POW! card N to or from a partner's hand (free)" },
	{ "copy", "", "play Copycat (2 RP): keep a copy of the POW! card a partner just played" },
	{ "epic", "", "discard four POW! cards spelling E-P-I-C and go EPIC until your next turn" },
	{ "continue", "NAME", "pay the CONTINUE cost to bring a defeated BUGBUSTER back" },
	{ "react", "ACTION | roll N", "an action paid in reaction points: when a BUG acts (its speed first), or in your turn once your actions run out" },
	{ "pass", "", "let an ally pass, or let a reaction window go" },
	{ "push", "", "let the ally moving into you push you along" },
	{ "side", "left|right", "choose where a push sends the figure" },
	{ "face", "left|right", "choose your facing after a fall or a door" },
	{ "discard", "N", "discard POW! card N (hand limit 4)" },
	{ "order", "NAME", "choose which BUGBUSTER plays next" },
	{ "end", "", "end your turn (unused actions are lost)" },
	{ "go", "", "start the game: the BUGs take the first turn" },
};

static struct dice *pu_dice(void *st)
{
	return &((struct pu_state *)st)->dice;
}

/* Reaction points are action points usable at any time: in one's own
 * turn, 'react ACTION' pays an action with them once the actions left do
 * not cover it (resting excepted, and no weapon speed to pay). */
static int pu_react_own(struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c,
			struct tt_out *out, struct tt_err *err)
{
	struct pu_bb *b = &s->bb[seat];
	int cost, ap = b->ap;
	struct cmd c2;

	if (c->argc >= 2 && !strcmp(c->argv[1], "roll"))
		return tt_errf(err, "a Roll dodges a BUG's shot: it is for the BUGs' turn");
	if (pu_react_action(c, &c2, "", err) < 0)
		return -1;
	cost = pu_action_cost(s, d, seat, &c2);
	if (ap >= cost)
		return tt_errf(err, "you still have the actions for that: reaction points pay only "
			       "what your actions cannot");
	if (b->rp < cost)
		return tt_errf(err, "that costs %d reaction points and you have %d", cost, b->rp);
	b->ap = (int8_t)cost;
	if (pu_act_bb(s, d, seat, &c2, out, err) < 0)
		return -1;	/* pu_apply drops the copy */
	b->ap = (int8_t)ap;
	b->rp = (int8_t)(b->rp - cost);
	tt_outf(out, "Paid with %d reaction point%s (%d left).\n", cost, cost == 1 ? "" : "s", b->rp);
	return 0;
}

static int pu_apply_in(struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c,
		       struct tt_out *out, struct tt_err *err)
{
	int rc;

	if (s->result)
		return tt_errf(err, "the game is over");
	if (!strcmp(c->argv[0], "trick")) {
		int asked = s->npend > 0 ? s->pend[s->npend - 1].seat : s->phase == PU_PH_BB ? s->active : -1;
		if (asked != seat)
			return tt_errf(err, "only the player being asked may call for a Trick card now");
		rc = pu_trick(s, d, seat, c, out, err);
	} else if (s->npend > 0) {
		if (!strcmp(c->argv[0], "play") && s->pend[s->npend - 1].seat == seat)
			rc = pu_act_misc(s, d, seat, c, out, err);
		else
			rc = pu_act_pend(s, d, seat, c, out, err);
	} else if (s->phase == PU_PH_BB && s->active >= 0) {
		if (seat != s->active)
			return tt_errf(err, "it is %s's turn", d->sheet[s->fig[s->bb[s->active].fig].type].name);
		rc = !strcmp(c->argv[0], "react") ? pu_react_own(s, d, seat, c, out, err) :
		     pu_act_bb(s, d, seat, c, out, err);
	} else {
		return tt_errf(err, "nothing to decide now");
	}
	if (rc < 0)
		return -1;
	pu_advance(s, d, out);
	return 0;
}

/* Commands run on a copy, so a refused one changes nothing and says
 * nothing, whatever it had begun (landing a jump, ...). */
int pu_apply(void *st, const void *data, int seat, const struct cmd *c, struct tt_out *out,
	     unsigned *flags, struct tt_err *err)
{
	struct pu_state *t;
	size_t len = out->len;
	int rc;

	*flags = 0;
	if (c->argc < 1)
		return tt_errf(err, "empty command");
	if (!(t = malloc(sizeof *t)))
		return tt_errf(err, "out of memory");
	memcpy(t, st, sizeof *t);
	rc = pu_apply_in(t, data, seat, c, out, err);
	if (rc == 0)
		memcpy(st, t, sizeof *t);
	else if (out->len > len) {
		out->len = len;
		out->text[len] = '\0';
	}
	free(t);
	return rc;
}

static int pu_create_run(void *st, const void *data, const struct tt_setup *setup,
			 struct tt_err *err)
{
	struct pu_state *s = st;

	(void)data;
	if (pu_create(st, data, setup, err) < 0)
		return -1;
	pu_push_pend(s, PU_PD_START, 0, 0, 0, 0);	/* the BUGs' first turn is shown */
	return 0;
}

void pu_result(const void *st, const void *data, struct tt_result *r)
{
	const struct pu_state *s = st;
	const struct pu_data *d = data;
	int total = 0;

	memset(r, 0, sizeof *r);
	r->over = s->result != 0;
	for (int i = 0; i < s->nseats; i++) {
		r->place[i] = s->result == 1 ? 1 : 0;
		total += s->bb[i].score;
	}
	snprintf(r->summary, sizeof r->summary, "%s: %s %s Score %d after %d turn%s.",
		 d->mission.title, s->result == 1 ? "victory," : s->result == 2 ? "defeat," : "playing;",
		 s->why, total, s->turns_total, s->turns_total == 1 ? "" : "s");
}

static int pu_check(const void *st, const void *data, struct tt_err *err)
{
	const struct pu_state *s = st;

	(void)data;
	for (int i = 0; i < s->nfig; i++) {
		const struct pu_fig *g = &s->fig[i];
		if (!pu_alive(s, i) || g->aboard || g->kind == PU_FK_GLITCH)
			continue;
		if (!pu_on_board(s, g->x, g->y))
			return tt_errf(err, "figure %d is off the board", i);
		if (s->kind[g->y][g->x] == PU_SQ_SOLID)
			return tt_errf(err, "figure %d is inside a solid square", i);
	}
	return 0;
}

const struct engine_ops powerup_ops = {
	.id = "powerup",
	.title = "POWERUP",
	.min_seats = 1,
	.max_seats = PU_MAXBB,
	.seat_names = pu_seat_names,
	.default_scenario = "save-the-vips",
	.rig_max = 6,
	.hidden_info = false,
	.state_size = sizeof(struct pu_state),
	.verbs = pu_verbs,
	.nverbs = sizeof pu_verbs / sizeof pu_verbs[0],
	.load = pu_load,
	.unload = pu_unload,
	.create = pu_create_run,
	.apply = pu_apply,
	.prompt = pu_prompt,
	.look = pu_look,
	.view = pu_view,
	.redact = NULL,
	.ai = pu_ai,
	.result = pu_result,
	.dump = pu_dump,
	.dice = pu_dice,
	.check = pu_check,
};
