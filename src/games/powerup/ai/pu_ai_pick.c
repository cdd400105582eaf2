/*
 * pu_ai_pick.c - POWERUP AI: the helpers every part of the AI picks
 * with: is a command one of the prompt's options, take it, a route's
 * first step as a command, and a search's step applied to a copy.
 * Leaves of the AI: they call the engine below, nothing of the AI.
 */
#include <stdio.h>
#include <string.h>
#include "pu_ai.h"

bool pu_ai_has(const struct tt_prompt *p, const char *cmd)
{
	for (int i = 0; i < p->nopt; i++)
		if (strcmp(p->opt[i].cmd, cmd) == 0)
			return true;
	return false;
}

bool pu_ai_pick(const struct tt_prompt *p, const char *cmd, char *out, size_t cap)
{
	if (!pu_ai_has(p, cmd))
		return false;
	tt_strlcpy(out, cmd, cap);
	return true;
}

static const char *const pu_mvcmd[8] = {
	"move left", "move right", "move up", "move down", "jump ahead", "jump ahead", "jump up", "jump up"
};

/* Turn the first move of a route into a command (flip first for jumps). */
bool pu_ai_route(const struct pu_state *s, const struct pu_data *d, int f, int m,
			const struct tt_prompt *p, char *out, size_t cap)
{
	int want = (m == 4 || m == 6) ? -1 : 1;
	struct cmd jump = { .argc = 1, .argv = { "jump" } };

	if (m < 0)
		return false;
	if (m >= 4 && s->bb[s->fig[f].seat].ap < pu_action_cost(s, d, s->fig[f].seat, &jump))
		return false;	/* no point turning for a jump out of reach */
	if (m >= 4 && s->fig[f].face != want)
		return pu_ai_pick(p, "flip", out, cap);
	return pu_ai_pick(p, pu_mvcmd[m], out, cap);
}

int pu_ai_apply_line(struct pu_state *t, const struct pu_data *d, int seat, const char *line,
		     struct tt_out *out)
{
	struct cmd c;
	struct tt_err err;
	unsigned fl = 0;

	if (cmd_parse(line, &c, &err) < 0)
		return -1;
	tt_out_discard(out);
	return pu_apply(t, d, seat, &c, out, &fl, &err) < 0 ? -1 : 0;
}
