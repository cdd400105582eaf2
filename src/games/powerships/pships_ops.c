/*
 * pships_ops.c - Powerships: the engine table the registry knows the game by,
 * and its command verbs.
 */
#include "pships.h"

static const char *const pships_seat_names[] = {
	"yellow", "red", "orange", "purple", "blue", "green", NULL
};

static const struct cmd_verb pships_verbs[] = {
	{ "roll", "[add | remove N | keep] [N...]",
	  "roll for the start, or roll the dice chosen (optionally giving the whole plan)" },
	{ "place", "SPOT DIR", "start on the planet (c) or the hex on side SPOT, nose to DIR" },
	{ "add", "", "add one die from the supply this turn" },
	{ "remove", "N", "put die N back in the supply this turn" },
	{ "keep", "", "keep the number of dice (cancel add/remove)" },
	{ "toggle", "N", "reroll die N or not" },
	{ "turn", "left|straight|right", "show that heading (counted from the nose) before moving" },
	{ "move", "[left|straight|right]", "move the whole speed in a straight line" },
};

static struct dice *pships_dice(void *st)
{
	return &((struct pships_state *)st)->dice;
}

static int pships_check(const void *st, const void *data, struct tt_err *err)
{
	const struct pships_state *s = st;

	(void)data;
	for (int i = 0; i < s->nships; i++) {
		const struct pships_ship *a = &s->ship[i];
		if (a->damage > PSHIPS_MAXDAMAGE || a->ndice > pships_max_dice(a))
			return tt_errf(err, "%s has %d dice with %d damage", s->name[i], a->ndice,
				       a->damage);
		if (!a->placed || a->finished)
			continue;
		if (pships_occupant(s, a->q, a->r, i) >= 0)
			return tt_errf(err, "two ships on one hex (%d,%d)", a->q, a->r);
		int k = pships_kind_at(s, a->q, a->r);
		if (k == PSHIPS_PK_OFF || k == PSHIPS_PK_DUST || (k == PSHIPS_PK_BODY &&
			    !pships_enterable(s, a, a->buoys, a->q, a->r)))
			return tt_errf(err, "%s sits on an obstacle", s->name[i]);
	}
	return 0;
}

const struct engine_ops powerships_ops = {
	.id = "powerships",
	.title = "Powerships",
	.min_seats = 2,
	.max_seats = PSHIPS_MAXSHIPS,
	.seat_names = pships_seat_names,
	.default_scenario = "standard",
	.rig_max = 3,
	.hidden_info = false,
	.state_size = sizeof(struct pships_state),
	.verbs = pships_verbs,
	.nverbs = sizeof pships_verbs / sizeof pships_verbs[0],
	.load = pships_load,
	.unload = pships_unload,
	.create = pships_create,
	.apply = pships_apply,
	.prompt = pships_prompt,
	.look = pships_look,
	.view = pships_view,
	.redact = NULL,
	.ai = pships_ai,
	.result = pships_result,
	.dump = pships_dump,
	.dice = pships_dice,
	.check = pships_check,
};
