/*
 * pships_ops.c - Powerships: the engine table the registry knows the game by,
 * and its command verbs: each verb carries its handler, its argument shape
 * and the phases it belongs to; apply dispatches from the table.
 */
#include <stdlib.h>
#include "pships.h"

static const char *const pships_seat_names[] = {
	"yellow", "red", "orange", "purple", "blue", "green", NULL
};

/* The phases a verb belongs to (cmd_verb.when). */
#define PSHIPS_IN(phase) (1u << (phase))

static const struct cmd_verb pships_verbs[] = {
	{ .name = "roll", .usage = "[add | remove N | keep] [N...]", .help = "roll for the start, or "
	  "roll the dice chosen (optionally giving the whole plan)", .exec = pships_cmd_roll,
	  .max_args = CMD_ANY, .when = PSHIPS_IN(PSHIPS_PP_START) | PSHIPS_IN(PSHIPS_PP_DICE) },
	{ .name = "place", .usage = "SPOT DIR", .help = "start on the planet (c) or the hex on side "
	  "SPOT, nose to DIR", .exec = pships_cmd_place, .min_args = 2, .max_args = 2,
	  .when = PSHIPS_IN(PSHIPS_PP_PLACE) },
	/* add and keep never checked their arguments: saves may hold some */
	{ .name = "add", .usage = "", .help = "add one die from the supply this turn",
	  .exec = pships_cmd_add, .max_args = CMD_ANY, .when = PSHIPS_IN(PSHIPS_PP_DICE) },
	{ .name = "remove", .usage = "N", .help = "put die N back in the supply this turn",
	  .exec = pships_cmd_remove, .min_args = 1, .max_args = 1, .when = PSHIPS_IN(PSHIPS_PP_DICE) },
	{ .name = "keep", .usage = "", .help = "keep the number of dice (cancel add/remove)",
	  .exec = pships_cmd_keep, .max_args = CMD_ANY, .when = PSHIPS_IN(PSHIPS_PP_DICE) },
	{ .name = "toggle", .usage = "N", .help = "reroll die N or not",
	  .exec = pships_cmd_toggle, .min_args = 1, .max_args = 1, .when = PSHIPS_IN(PSHIPS_PP_DICE) },
	{ .name = "turn", .usage = "left|straight|right", .help = "show that heading (counted "
	  "from the nose) before moving",
	  .exec = pships_cmd_turn, .min_args = 1, .max_args = 1, .when = PSHIPS_IN(PSHIPS_PP_HEADING) },
	{ .name = "move", .usage = "[left|straight|right]", .help = "move the whole speed in a "
	  "straight line", .exec = pships_cmd_move, .max_args = 1,
	  .when = PSHIPS_IN(PSHIPS_PP_HEADING) },
};

#define PSHIPS_NVERB (sizeof pships_verbs / sizeof pships_verbs[0])

int pships_apply(void *st, const void *data, int seat, const struct cmd *c,
		 struct tt_out *out, unsigned *flags, struct tt_err *err)
{
	struct pships_state *s = st;
	const struct cmd_verb *v = cmd_verb_find(pships_verbs, PSHIPS_NVERB, c->argv[0]);

	*flags = 0;
	if (s->phase == PSHIPS_PP_OVER)
		return tt_errf(err, "the race is over");
	if (seat != s->turn && !(s->phase == PSHIPS_PP_START && seat >= 0 && seat < s->nships))
		return tt_errf(err, "it is %s's turn", s->name[s->turn]);
	if (!v || !(v->when & PSHIPS_IN(s->phase)))
		return pships_wrong_phase(s, err);
	return cmd_verb_run(v, &(struct cmd_call){ s, data, seat, c, out, flags, err });
}

static struct dice *pships_dice(void *st)
{
	return &((struct pships_state *)st)->dice;
}

/* The options the state counts are those the prompt lists. */
static int pships_check_count(const struct pships_state *s, struct tt_err *err)
{
	struct tt_prompt *p = malloc(sizeof *p);
	int n = pships_option_count(s), rc = 0;

	if (!p)
		return tt_errf(err, "out of memory");
	pships_prompt_build(s, p, true, -1);
	if (n >= 0 && n != p->nopt)
		rc = tt_errf(err, "%d options counted, %d listed", n, p->nopt);
	free(p);
	return rc;
}

static int pships_check(const void *st, const void *data, struct tt_err *err)
{
	const struct pships_state *s = st;
	struct pships_move mv[3];
	int legal;

	(void)data;
	if (s->phase == PSHIPS_PP_HEADING &&
	    (legal = pships_legal(s, s->turn, pships_total(&s->ship[s->turn]), mv)) != s->legal)
		return tt_errf(err, "the legal headings kept are %d, the rules give %d", s->legal,
			       legal);
	if (s->phase != PSHIPS_PP_OVER && pships_check_count(s, err) < 0)
		return -1;
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
	.nverbs = PSHIPS_NVERB,
	.opts = pships_opts,
	.nopts = PSHIPS_NOPT,
	.glyphs = &pships_glyphs,
	.load = pships_load,
	.unload = pships_unload,
	.create = pships_create,
	.apply = pships_apply,
	.prompt = pships_prompt,
	.turn = pships_who,
	.look = pships_look,
	.info = pships_info,
	.view = pships_view,
	.redact = NULL,
	.ai = pships_ai,
	.result = pships_result,
	.dump = pships_dump,
	.dice = pships_dice,
	.check = pships_check,
};
