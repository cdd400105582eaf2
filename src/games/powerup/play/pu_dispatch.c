/*
 * pu_dispatch.c - POWERUP: the dispatch of a command to its handler.
 *
 * A command is judged whole by pu_check on a const state, then carried
 * out by the exec its check chose, then the automatic BUG side runs on
 * until a person must decide again.  Who may do what, in this order: a
 * partner's Trick card ('trick') by whoever is asked; while a decision
 * waits, the player it asks, with one of its answers (pu_decisions in
 * pu_pend.c) or one of their own cards ('play'); otherwise the
 * BUGBUSTER whose turn it is, with an action of the verb table
 * (pu_verbs.h).  The prompt lists what pu_legal accepts, so the options
 * and the handlers share one test of legality; the layers below ask it
 * through pu_play_hooks (d->hooks->play).
 */
#include <stddef.h>
#include <string.h>
#include "pu_play.h"

/* A verb anyone may use when asked: only the player being asked. */
static int pu_anytime_check(const struct pu_state *s, const struct pu_data *d,
			    const struct pu_verb *v, struct pu_go *g, struct tt_err *err)
{
	int asked = s->npend > 0 ? s->pend[s->npend - 1].seat : s->phase == PU_PH_BB ? s->active : -1;

	if (asked != g->seat)
		return tt_errf(err, "only the player being asked may call for a Trick card now");
	g->exec = v->exec;
	return v->check(s, d, g, err);
}

/* Zero g but its inner command, which is written whole before it is
 * read (pu_react_action, the trick card): the prompt checks every
 * candidate, and that command is most of g's bytes. */
static void pu_go_clear(struct pu_go *g)
{
	size_t at = offsetof(struct pu_go, cmd) + sizeof g->cmd;

	memset(g, 0, offsetof(struct pu_go, cmd));
	memset((char *)g + at, 0, sizeof *g - at);
	g->cmd.argc = 0;
}

int pu_check(const struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c,
	     struct pu_go *g, struct tt_err *err)
{
	const struct pu_verb *v;

	pu_go_clear(g);
	g->c = c;
	g->seat = seat;
	if (c->argc < 1)
		return tt_errf(err, "empty command");
	if (s->bm.on && seat == s->bm.seat)	/* pu_mistress.c */
		return s->result ? tt_errf(err, "the game is over") : pu_bm_check(s, d, g, err);
	if (seat < 0 || seat >= s->nseats)
		return tt_errf(err, "there is no such player");
	if (s->result)
		return tt_errf(err, "the game is over");
	g->f = s->bb[seat].fig;
	v = pu_verb_find(c->argv[0]);
	if (v && (v->flags & PU_VF_ANYTIME))
		return pu_anytime_check(s, d, v, g, err);
	if (s->npend > 0 && v && (v->flags & PU_VF_ASKED) && s->pend[s->npend - 1].seat == seat) {
		g->exec = v->exec;
		return v->check(s, d, g, err);
	}
	if (s->npend > 0)
		return pu_pend_check(s, d, g, err);
	if (s->phase != PU_PH_BB || s->active < 0)
		return tt_errf(err, "nothing to decide now");
	if (seat != s->active)
		return tt_errf(err, "it is %s's turn", pu_seat_name(s, d, s->active));
	g->ap = s->bb[seat].ap;
	return pu_turn_check(s, d, g, err);
}

/* Would the command line be accepted from seat now?  The prompt's test
 * of every option: the handlers' own checks, nothing applied. */
bool pu_legal(const struct pu_state *s, const struct pu_data *d, int seat, const char *line)
{
	struct cmd c;
	struct pu_go g;
	struct tt_err err;

	/* no err: the prompt tests every candidate, and formatting the
	 * refusals nobody reads cost the prompt a tenth of its time */
	return cmd_parse(line, &c, &err) == 0 && c.argc > 0 && pu_check(s, d, seat, &c, &g, NULL) == 0;
}

/* Checked whole before anything changes: a refused command changes
 * nothing and says nothing. */
int pu_apply(void *st, const void *data, int seat, const struct cmd *c, struct tt_out *out,
	     unsigned *flags, struct tt_err *err)
{
	const struct pu_state *s = st;
	const struct pu_fig *me = seat >= 0 && seat < PU_MAXBB ? &s->fig[s->bb[seat].fig] : NULL;
	int x0 = me ? me->x : -1, y0 = me ? me->y : -1;	/* where the player stood (pu_dm_near) */
	struct pu_go g;

	*flags = 0;
	if (pu_check(st, data, seat, c, &g, err) < 0)
		return -1;
	g.exec(st, data, &g, out);
	if (pu_dmf_preview(c))	/* the set-up's cursor */
		*flags |= TT_APPLY_PREVIEW;
	pu_dm_near(st, data, seat, x0, y0, out);
	if (seat != ((struct pu_state *)st)->bm.seat)	/* her Trick window after it */
		((struct pu_state *)st)->bm.offer = 1;
	pu_advance(st, data, out);
	return 0;
}

