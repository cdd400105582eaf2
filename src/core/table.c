/*
 * table.c - a seat's prompt and a seat's hint at a table (table.h).
 *
 * Both work on a private scratch copy of the state (engine states are
 * flat, memcpy is a snapshot), so nothing here can change the game.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "registry.h"
#include "seats.h"
#include "table.h"

/* Apply seat's first option on st (a scratch state); false if it fails. */
static bool table_take_first(const struct engine_ops *ops, const void *data, void *st,
			     const struct tt_prompt *q)
{
	struct tt_out *out = malloc(sizeof *out);
	struct tt_err err;
	struct cmd c;
	unsigned flags = 0;
	int i;
	bool ok = false;

	if (!out)
		return false;
	tt_out_clear(out);
	if (q->nopt > 0 && cmd_parse(q->opt[0].cmd, &c, &err) == 0 && c.argc > 0) {
		i = cmd_lookup(c.argv[0], NULL, 0, ops->verbs, ops->nverbs, &err);
		if (i >= 0) {
			tt_strlcpy(c.argv[0], ops->verbs[i].name, CMD_MAXTOK);
			ok = ops->apply(st, data, q->seat, &c, out, &flags, &err) == 0;
		}
	}
	free(out);
	return ok;
}

/* seat's own prompt while a lower seat of a simultaneous decision is
 * still choosing; false if the engine does not get there. */
static bool table_own_turn(const struct session *s, int seat, struct tt_prompt *p)
{
	const struct engine_ops *ops = session_ops(s);
	const void *data = session_data(s);
	struct tt_prompt *q = malloc(sizeof *q);
	void *st = malloc(ops->state_size);
	uint32_t waiting = p->waiting;
	bool ok = false;

	if (!q || !st)
		goto out;
	memcpy(st, session_state(s), ops->state_size);
	for (int step = 0; step < TT_MAXSEATS; step++) {
		memset(q, 0, sizeof *q);
		ops->prompt(st, data, q);
		if (q->seat == seat) {
			*p = *q;
			p->waiting = waiting;	/* the others still choose */
			ok = true;
			break;
		}
		if (q->seat < 0 || !(q->waiting & (1u << q->seat)) || !(q->waiting & (1u << seat)) ||
		    !table_take_first(ops, data, st, q))
			break;
	}
out:
	free(q);
	free(st);
	return ok;
}

int table_acting(const struct session *s, int seat)
{
	uint32_t waiting;
	int who = session_turn(s, &waiting);

	return who >= 0 && who != seat && seats_same_person(session_setup(s), who, seat) ? who : seat;
}

void table_prompt(const struct session *s, int seat, struct tt_prompt *p)
{
	session_prompt(s, p);
	if (p->seat >= 0 && p->seat != seat && seats_same_person(session_setup(s), p->seat, seat))
		p->seat = seat;	/* this terminal's other character: its own decision */
	if (p->seat < 0 || p->seat == seat)
		return;
	if (seat >= 0 && (p->waiting & (1u << seat)) && table_own_turn(s, seat, p))
		return;
	/* another seat decides: no options; a secret decision says only who */
	p->nopt = 0;
	p->keys[0] = '\0';
	if (p->hidden)
		snprintf(p->text, sizeof p->text, "choosing in secret");
}

int table_hint(struct session *s, int asker, char *cmd, size_t cap, char *why, size_t whycap,
	       struct tt_err *err)
{
	const struct engine_ops *ops = session_ops(s);
	struct tt_prompt *p = malloc(sizeof *p);
	void *st = malloc(ops->state_size);
	struct rng rng;
	int rc = -1, seat;

	if (!p || !st) {
		tt_errf(err, "out of memory");
		goto out;
	}
	session_prompt(s, p);
	seat = p->seat;
	if (asker >= 0 && (asker == seat || (p->waiting & (1u << asker)))) {
		rc = session_hint(s, asker, cmd, cap, why, whycap, err);
		goto out;
	}
	if (seat < 0)
		tt_errf(err, "nobody is deciding anything now");
	else if (p->hidden)
		tt_errf(err, "%s is choosing in secret: no hint on that", session_setup(s)->seat[seat].name);
	else if (asker < 0 && registry_hidden(ops, session_setup(s)))
		tt_errf(err, "spectators get no hints in a game with hidden information");
	else {
		memcpy(st, session_state(s), ops->state_size);
		rng_seed(&rng, tt_fnv(session_setup(s)->seed, &asker, sizeof asker));
		if (ops->redact)
			ops->redact(st, session_data(s), asker, &rng);
		why[0] = '\0';
		rc = ops->ai(st, session_data(s), seat, AI_HARD, &rng, cmd, cap, why, whycap);
		if (rc < 0)
			tt_errf(err, "the AI found no move");
	}
out:
	free(p);
	free(st);
	return rc < 0 ? -1 : 0;
}

void table_undo_text(const struct session *s, int seat, char *buf, size_t cap)
{
	const char *why = NULL;
	int n;

	buf[0] = '\0';
	if (seat < 0)
		return;
	/* the limit, not the count: the count changes with every command,
	 * and every byte crosses the link */
	n = session_undo_depth(s, seat, &why);
	if (n == 0 && session_nhist(s) == 0)
		return;		/* nothing played yet: nothing to say */
	if (n == 0)
		snprintf(buf, cap, "no undo: %s", why && *why ? why : "nothing to take back");
	else
		snprintf(buf, cap, "u undo%s%s", why && *why ? ", stops at " : "", why ? why : "");
}
