/*
 * pu_action.c - POWERUP: an action of one's turn, by the verb table
 * (pu_verbs.h): the gates of being defeated, inside the GLITCH or in
 * mid-jump, then the verb's own check and exec.  A reaction takes its
 * action through here too (pu_react.c), which is why the two files call
 * each other.
 */
#include <string.h>
#include "pu_play.h"

/* What the dispatch knows of each verb: its handler and flags. */
static const struct pu_verb pu_verb_tab[] = {
#define PU_VERB(name, usage, help, check, exec, flags) { name, check, exec, flags },
#include "pu_verbs.h"
#undef PU_VERB
};

#define PU_NVERB (sizeof pu_verb_tab / sizeof pu_verb_tab[0])

const struct pu_verb *pu_verb_find(const char *name)
{
	for (size_t i = 0; i < PU_NVERB; i++)	/* the prompt asks this for every candidate */
		if (pu_verb_tab[i].name[0] == name[0] && strcmp(pu_verb_tab[i].name, name) == 0)
			return &pu_verb_tab[i];
	return NULL;
}

/* An action of the BUGBUSTER whose turn it is (or the action a reaction
 * takes), g->ap its budget: the gates of being defeated or inside the
 * GLITCH, then the verb's check, on the state after landing when the
 * BUGBUSTER is in mid-jump and the verb is not done in the air (the
 * landing may move it: the action is judged where it lands).  A landing
 * that changes nothing but the air flag (pu_warn_lands_idle) is not
 * carried out: no check of a verb that lands reads that flag. */
int pu_turn_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		  struct tt_err *err)
{
	const struct pu_verb *v = pu_verb_find(g->c->argv[0]);
	const struct pu_fig *f = &s->fig[g->f];
	unsigned fl = v ? v->flags : 0;
	struct pu_state landed;	/* on the stack: the AI's search calls this */

	if (!(fl & PU_VF_ALWAYS) && f->lives <= 0)
		return tt_errf(err, "you are defeated: a partner must revive you, or pay a CONTINUE");
	if (!(fl & PU_VF_ALWAYS) && f->aboard && !(fl & PU_VF_ABOARD))
		return tt_errf(err, "inside the GLITCH you can fly it (pilot), shoot (gunner), rest or "
			       "leave it with 'board'");
	if (!v || !v->exec)
		return tt_errf(err, "'%s' is not an action now", g->c->argv[0]);
	g->verb = v;
	g->exec = pu_turn_exec;
	g->act = v->exec;
	g->land = s->bb[g->seat].air && !(fl & (PU_VF_ALWAYS | PU_VF_AIR));
	if (!v->check)
		return 0;
	if (!g->land || pu_warn_lands_idle(s, d, g->seat))
		return v->check(s, d, g, err);
	memcpy(&landed, s, sizeof landed);
	pu_land_now(&landed, d, g->seat, NULL);
	if (!pu_alive(&landed, g->f))	/* nobody acts after the landing defeats it */
		return tt_errf(err, "you land first, and the landing defeats you: land, or act in the air");
	return v->check(&landed, d, g, err);
}

/* Carry out an action pu_turn_check accepted: a carrier lets go, a
 * BUGBUSTER in the air lands, then the verb's own exec. */
void pu_turn_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		  struct tt_out *out)
{
	if (g->verb->flags & PU_VF_LETGO)
		for (int i = 0; i < s->nfig; i++)
			if (s->fig[i].carry == g->f)
				s->fig[i].carry = -1;	/* cargo that walks off is let go */
	if (g->land)
		pu_land_now(s, d, g->seat, out);
	g->act(s, d, g, out);
}
