/*
 * pu_ops.c - POWERUP: the engine table, on top of the layers.
 *
 * The table's entries are the campaign's (pu_camp.c), which play the
 * current mission through the one-mission entries here: its create, its
 * result, look and AI for any seat; the engine's load, which puts every
 * layer's hooks in the data (rules/pu_hooks.h).  The session's verbs come
 * from play/pu_verbs.h, whose handlers the dispatch knows (play/).
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_engine.h"

static const char *const pu_seat_names[] = {
	"ana", "ray", "pnk", "tor", "pam", "mac", "mai", "zed", "bugmistress", NULL
};

/* What the session knows of each verb: name, arguments, help. */
static const struct cmd_verb pu_cmd_verbs[] = {
#define PU_VERB(nm, use, hlp, check, exec, flags) { .name = nm, .usage = use, .help = hlp },
#include "play/pu_verbs.h"
#undef PU_VERB
};

/* Every layer's hooks, as the rules call them (pu_hooks.h): each mode's
 * own table and the dispatch's. */
static const struct pu_hooks pu_hooks = {
	.play = &pu_play_hooks,
	.dm = &pu_dm_hooks,
	.bm = &pu_bm_hooks,
	.prof = &pu_prof_hooks,
	.story = &pu_story_hooks,
};

/* The engine's load: the scenario's data (a campaign's missions each a
 * data set of their own), every one with the hooks above. */
int pu_load(const struct tt_files *f, const char *scenario, void **data, struct tt_err *err)
{
	return pu_load_with(f, scenario, &pu_hooks, data, err);
}

static struct dice *pu_dice(void *st)
{
	return &((struct pu_state *)st)->dice;
}

int pu_create_run(void *st, const void *data, const struct tt_setup *setup, struct tt_err *err)
{
	struct pu_state *s = st;

	(void)data;
	if (pu_create(st, data, setup, err) < 0)
		return -1;
	pu_dmf_start(s, data);	/* Deathmatch free set-up: the teams place first */
	if (s->dm.on)	/* no BUGs: the first in initiative plays */
		pu_advance(s, data, NULL);
	else
		pu_push_pend(s, PU_PD_START, 0, 0, 0, 0);	/* the BUGs' first turn is shown */
	pu_prof_setup(s, data);	/* professions: each seat chooses first */
	return 0;
}

/* The team's result by the mission's rule, then each BUGBUSTER's score:
 * SPAWN cost x 100 for every BUG it destroyed, by kind, and what it
 * brought from the missions before (a campaign). */
static void pu_result_detail(const struct pu_state *s, const struct pu_data *d, char *buf,
			     size_t cap)
{
	size_t len = 0;

	len += (size_t)snprintf(buf, cap, "%s: %s\n", s->result == 1 ? "The BUGBUSTERs win" :
				"The BUGs win", s->why);
	if (s->bm.on && len < cap)
		len += (size_t)snprintf(buf + len, cap - len, "%s plays the BUGs: %s\n",
					pu_seat_name(s, d, s->bm.seat), s->result == 2 ? "she wins" :
					"she loses");
	for (int i = 0; i < s->nseats && len < cap; i++) {
		const struct pu_bb *b = &s->bb[i];
		int here = 0;

		if (s->bm.on && i == s->bm.seat)
			continue;
		len += (size_t)snprintf(buf + len, cap - len, "%s: %d points\n", pu_seat_name(s, d, i),
					(int)b->score);
		for (int t = 0; t < d->nbug && t < PU_MAXBUG && len < cap; t++) {
			if (!b->kills[t])
				continue;
			here += b->kills[t] * d->bug[t].cost * 100;
			len += (size_t)snprintf(buf + len, cap - len, "  %d x %s destroyed (SPAWN cost %d "
						"x 100 = %d each): %d\n", b->kills[t], d->bug[t].name,
						d->bug[t].cost, d->bug[t].cost * 100,
						b->kills[t] * d->bug[t].cost * 100);
		}
		if (b->score != here && len < cap)
			len += (size_t)snprintf(buf + len, cap - len, "  from the missions before: %d\n",
						(int)b->score - here);
		if (b->score == 0 && len < cap)
			len += (size_t)snprintf(buf + len, cap - len, "  no BUG destroyed\n");
	}
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
	if (s->bm.on)
		r->place[s->bm.seat] = s->result == 2 ? 1 : 0;
	if (s->dm.on)
		return pu_dm_result(s, d, r);
	snprintf(r->summary, sizeof r->summary, "%s: %s %s Score %d after %d turn%s.",
		 d->mission.title, s->result == 1 ? "victory," : s->result == 2 ? "defeat," : "playing;",
		 s->why, total, s->turns_total, s->turns_total == 1 ? "" : "s");
	pu_result_detail(s, d, r->detail, sizeof r->detail);
}

/* The BUGMISTRESS seat has no BUGBUSTER to look around from: the
 * public picture; her AI is pu_bm_ai. */
void pu_look_seat(const void *st, const void *data, int viewer, struct tt_out *out)
{
	const struct pu_state *s = st;

	pu_look(st, data, s->bm.on && viewer == s->bm.seat ? -1 : viewer, out);
}

int pu_ai_seat(const void *st, const void *data, int seat, int level, struct rng *rng,
	       char *cmd, size_t cap, char *why, size_t whycap)
{
	const struct pu_state *s = st;

	if (s->bm.on && seat == s->bm.seat)
		return pu_bm_ai(s, data, level, rng, cmd, cap, why, whycap);
	if (pu_dmf_placing(s) && s->npend > 0 && s->pend[s->npend - 1].kind == PU_PD_DMPLACE)
		return pu_dmf_ai(s, data, seat, level, rng, cmd, cap, why, whycap);
	if (s->dm.on)
		return pu_dm_ai(s, data, seat, level, rng, cmd, cap, why, whycap);
	return pu_ai(st, data, seat, level, rng, cmd, cap, why, whycap);
}

int pu_check_state(const void *st, const void *data, struct tt_err *err)
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
	.max_seats = PU_MAXBB,	/* players: with a BUGMISTRESS, 4 BUGBUSTERs at most */
	.seat_names = pu_seat_names,
	.default_scenario = "save-the-vips",
	.rig_max = 6,
	/* What is hidden (tokens, decks) is hidden from every seat alike: no
	 * seat sees more than another, so no curtain between BUGBUSTERs; the
	 * AI still gets the redacted state (redact). */
	.hidden_info = false,
	.hidden_setup = pu_setup_hidden,	/* a BUGMISTRESS player's hand, secret chips */
	.state_size = sizeof(struct pu_state),
	.verbs = pu_cmd_verbs,
	.nverbs = sizeof pu_cmd_verbs / sizeof pu_cmd_verbs[0],
	.opts = pu_options,
	.nopts = PU_NOPT,
	.glyphs = &pu_glyphs,
	.load = pu_load,
	.unload = pu_unload,
	.create = pu_story_create,	/* the pu_story_* entries play a campaign's */
	.apply = pu_story_apply,	/* current mission, or the one mission */
	.prompt = pu_story_prompt,
	.turn = pu_who,		/* reads the state alone: any mission's */
	.look = pu_story_look,
	.info = pu_story_info,
	.view = pu_story_view,
	.redact = pu_story_redact,
	.ai = pu_story_ai,
	.result = pu_story_result,
	.dump = pu_story_dump_op,
	.dice = pu_dice,
	.check = pu_story_check,
	.seats = pu_dm_seats,	/* a Deathmatch of three: one plays two characters */
};

/* Private information in this setup: a BUGMISTRESS player's hand, or
 * the secret chips a Deathmatch's free set-up asked for by the option
 * (each team sees its own; a mission file's setup = free cannot be
 * known here: its chips show to the team laying them, behind the
 * curtain of their hidden prompt). */
bool pu_setup_hidden(const struct tt_setup *su)
{
	struct opts_set set;
	struct tt_err err;
	const struct opts_val *v;

	if (pu_bm_hidden(su))
		return true;
	if (opts_parse(pu_options, PU_NOPT, "POWERUP", su->opts, &set, &err) < 0)
		return false;
	v = opts_get(&set, PU_OPT_SETUP);
	return v && v->num == 1;
}
