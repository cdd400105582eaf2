/*
 * pu_ops.c - POWERUP: the engine table, its verbs and the dispatch.
 *
 * A command is judged whole by pu_check on a const state, then carried
 * out by the exec its check chose, then the automatic BUG side runs on
 * until a person must decide again.  Who may do what, in this order: a
 * partner's Trick card ('trick') by whoever is asked; while a decision
 * waits, the player it asks, with one of its answers (pu_decisions in
 * pu_pend.c) or one of their own cards ('play'); otherwise the
 * BUGBUSTER whose turn it is, with an action of the verb table
 * (pu_verbs.h).  The prompt lists what pu_legal accepts, so the options
 * and the handlers share one test of legality.
 */
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_prof.h"

static const char *const pu_seat_names[] = {
	"ana", "ray", "pnk", "tor", "pam", "mac", "mai", "zed", "bugmistress", NULL
};

/* What the session knows of each verb: name, arguments, help. */
static const struct cmd_verb pu_cmd_verbs[] = {
#define PU_VERB(nm, use, hlp, check, exec, flags) { .name = nm, .usage = use, .help = hlp },
#include "pu_verbs.h"
#undef PU_VERB
};

/* What the dispatch knows of each verb: its handler and flags. */
static const struct pu_verb pu_verb_tab[] = {
#define PU_VERB(name, usage, help, check, exec, flags) { name, check, exec, flags },
#include "pu_verbs.h"
#undef PU_VERB
};

#define PU_NVERB (sizeof pu_verb_tab / sizeof pu_verb_tab[0])

static const struct pu_verb *pu_verb_find(const char *name)
{
	for (size_t i = 0; i < PU_NVERB; i++)	/* the prompt asks this for every candidate */
		if (pu_verb_tab[i].name[0] == name[0] && strcmp(pu_verb_tab[i].name, name) == 0)
			return &pu_verb_tab[i];
	return NULL;
}

const char *pu_seat_name(const struct pu_state *s, const struct pu_data *d, int seat)
{
	if (s->bm.on && seat == s->bm.seat)
		return "BUGMISTRESS";
	return d->sheet[s->fig[s->bb[seat].fig].type].name;
}

/* The seat whose BUGBUSTER is called name (any case), -1 if none. */
int pu_seat_named(const struct pu_state *s, const struct pu_data *d, const char *name)
{
	for (int i = 0; i < s->nseats; i++) {
		const char *n = pu_seat_name(s, d, i);
		size_t k = 0;
		while (n[k] && name[k] && (n[k] | 32) == (name[k] | 32))
			k++;
		if (!n[k] && !name[k])
			return i;
	}
	return -1;
}

/* One of the five directions of a line of shot (pu_dir_names), -1. */
int pu_dirarg(const char *a)
{
	for (int i = 0; i < 5; i++)
		if (strcmp(a, pu_dir_names[i]) == 0)
			return i;
	return -1;
}

/* "left" -1, "right" 1, anything else 0. */
int pu_side(const char *a)
{
	return !strcmp(a, "left") ? -1 : !strcmp(a, "right") ? 1 : 0;
}

/* left|right|up|down as a step; -1 for anything else. */
int pu_dir4(const char *a, int *dx, int *dy)
{
	static const char *const names[4] = { "left", "right", "up", "down" };
	static const int v[4][2] = { { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 } };

	for (int k = 0; k < 4; k++)
		if (strcmp(a, names[k]) == 0) {
			*dx = v[k][0];
			*dy = v[k][1];
			return 0;
		}
	return -1;
}

/* May the command spend ap actions? */
int pu_afford(const struct pu_go *g, int ap, struct tt_err *err)
{
	if (g->ap < ap)
		return tt_errf(err, "that costs %d action%s and you have %d left", ap, ap == 1 ? "" : "s",
			       g->ap);
	return 0;
}

void pu_spend(struct pu_state *s, int seat, int ap)
{
	s->bb[seat].ap = (int8_t)(s->bb[seat].ap - ap);
	s->bb[seat].acted = 1;
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
