/*
 * pu_camp.c - POWERUP: the engine table's entries for a campaign: each
 * plays the state's current mission with that mission's data (pu_stage),
 * and a mission won or lost sets the next one up (or the same again) in
 * the same state, what each BUGBUSTER carries brought over.  The one
 * mission of a scenario without [campaign] goes through them unchanged.
 * The campaign's files and the missions' own rules are in pu_story.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dump.h"
#include "pu_engine.h"

/* The BUGs alive at the end of a mission (sheet, x, y, face, lives). */
struct pu_story_kept {
	int8_t v[PU_MAXFIG][5];
	int n;
};

static void pu_story_take(const struct pu_state *s, struct pu_carry *c)
{
	for (int i = 0; i < s->nseats; i++) {
		const struct pu_bb *b = &s->bb[i];
		c[i] = (struct pu_carry){ .coins = b->coins, .score = b->score, .nhand = b->nhand,
					  .ngear = b->ngear, .abil = s->pf.abil[i] };
		memcpy(c[i].hand, b->hand, sizeof c[i].hand);
		memcpy(c[i].gear, b->gear, sizeof c[i].gear);
		memcpy(c[i].eq, b->eq, sizeof c[i].eq);
	}
}

/* Seat i takes up what it carried; lives (create gave 3), ammunition and
 * reaction points are full (a two-reaction-point item adds its 2). */
static void pu_story_give(struct pu_state *s, const struct pu_data *d, int i, const struct pu_carry *c)
{
	struct pu_bb *b = &s->bb[i];

	b->coins = c->coins;
	b->score = c->score;
	b->nhand = c->nhand;
	b->ngear = c->ngear;
	memcpy(b->hand, c->hand, sizeof b->hand);
	memcpy(b->gear, c->gear, sizeof b->gear);
	memcpy(b->eq, c->eq, sizeof b->eq);
	b->rp = b->maxrp;
	b->ammo = b->maxammo;
	for (int k = 0; k < b->ngear; k++)
		if (d->eq[b->gear[k]].special == PU_SP_TWORP)
			b->rp = (int8_t)(b->rp + 2);
}

static bool pu_story_held(const struct pu_state *s, int card, bool gear)
{
	for (int i = 0; i < s->nseats; i++) {
		const struct pu_bb *b = &s->bb[i];
		for (int k = 0; k < (gear ? b->ngear : b->nhand); k++)
			if ((gear ? b->gear[k] : b->hand[k]) == card)
				return true;
	}
	return false;
}

/* New POW! and equipment piles of every card nobody holds and the
 * mission does not hold back, shuffled, and a new store. */
static void pu_story_decks(struct pu_state *s, const struct pu_data *d)
{
	int8_t pile[PU_MAXEQ > PU_MAXPOW ? PU_MAXEQ : PU_MAXPOW];
	int n = 0;

	for (int c = 0; c < d->npow; c++)
		if (!pu_story_held(s, c, false) && !pu_locked(d, PU_LK_POW, c))
			pile[n++] = (int8_t)c;
	s->npowdeck = s->npowdisc = 0;
	pu_reshuffle(s, s->powdeck, &s->npowdeck, pile, &n);
	for (int c = 0; c < d->neq; c++)
		if (d->eq[c].deck && !pu_story_held(s, c, true) && !pu_locked(d, PU_LK_EQ, c))
			pile[n++] = (int8_t)c;
	s->neqdeck = 0;
	pu_reshuffle(s, s->eqdeck, &s->neqdeck, pile, &n);
	pu_store_refill(s, d);
}

/* The mission's own pieces: its named NPCs (type = name index + 1). */
static void pu_story_begin(struct pu_state *s, const struct pu_data *d)
{
	const struct pu_mission *m = &d->mission;

	for (int i = 0; m->goal != PU_GO_VIPS && i < m->nnpc; i++)
		pu_new_fig(s, PU_FK_NPC, i + 1, m->npc[i][0], m->npc[i][1], -1);
	if (m->npower > 0) {	/* the mission places its POWERUPs itself, all ON */
		memset(s->power, 0, sizeof s->power);
		for (int i = 0; i < m->npower; i++)
			s->power[m->power[i][1]][m->power[i][0]] = 2;
	}
	s->camp.on = 1;
	s->camp.reached = s->camp.met = s->camp.saved = 0;
	s->camp.slain = 0;
}

static void pu_story_keep(const struct pu_state *s, struct pu_story_kept *k)
{
	k->n = 0;
	for (int i = 0; i < s->nfig; i++) {
		const struct pu_fig *g = &s->fig[i];
		if (g->kind != PU_FK_BUG || !pu_alive(s, i))
			continue;
		int8_t v[5] = { (int8_t)g->type, g->x, g->y, g->face, g->lives };
		memcpy(k->v[k->n++], v, sizeof v);
	}
}

static bool pu_story_free_sq(const struct pu_state *s, int x, int y)
{
	return !pu_blocks(s, x, y) && pu_at(s, x, y, -1) < 0 && s->kind[y][x] != PU_SQ_ACID;
}

/* Point of No Return: the kept BUGs back on their squares; a figure
 * standing there is pushed one square aside (the way the BUG faces, else
 * the other); a square that stays taken or is not on this board gives
 * the BUG the nearest free one. */
static void pu_story_unkeep(struct pu_state *s, const struct pu_data *d,
			    const struct pu_story_kept *k, struct tt_out *out)
{
	for (int i = 0; i < k->n; i++) {
		const int8_t *v = k->v[i];
		int x = v[1], y = v[2], o, f;
		if (pu_on_board(s, x, y) && (o = pu_at(s, x, y, -1)) >= 0) {
			tt_outf(out, "The %s from the last mission comes back where %s stands.\n",
				d->bug[v[0]].name, pu_fig_name(s, d, o));
			if (pu_push(s, d, o, v[3], 0, 1, out) == 0)
				pu_push(s, d, o, -v[3], 0, 1, out);
		}
		if (!pu_on_board(s, x, y) || !pu_story_free_sq(s, x, y))
			if (!pu_nearest_sq(s, x, y, pu_story_free_sq, &x, &y))
				continue;
		if ((f = pu_new_fig(s, PU_FK_BUG, v[0], x, y, v[3])) >= 0)
			s->fig[f].lives = v[4];
	}
	pu_settle(s, d, out);
}

/* Professions on for the whole campaign once on: each seat keeps the
 * ability it brings (pu_prof.c), after everything else it brings. */
static void pu_story_profs(struct pu_state *s, const struct pu_data *d, const struct pu_carry *carry)
{
	int8_t abil[PU_MAXBB + 1];
	bool on = false;

	memset(abil, -1, sizeof abil);
	for (int i = 0; i < s->nseats && i < PU_MAXBB; i++) {
		if (s->bm.on && i == s->bm.seat)
			continue;	/* her seat carries nothing */
		abil[i] = carry[i].abil;
		on = on || abil[i] >= 0;
	}
	pu_prof_bring(s, d, on, abil);
}

/* Set mission k up in s, the team bringing carry (and the BUGs kept, when
 * the mission keeps them); the dice of the next board come from s's. */
static int pu_story_build(struct pu_state *s, const struct pu_data *top, int k,
			  const struct pu_carry *carry, const struct pu_story_kept *kept,
			  struct tt_out *out)
{
	const struct pu_data *d = top->nstory ? top->stage[k] : top;	/* alone: itself */
	struct pu_state *n = calloc(1, sizeof *n);
	struct tt_setup *su = calloc(1, sizeof *su);
	struct tt_err err = { "" };
	int rc = -1;

	if (n && su) {
		su->nseats = s->nseats;
		for (int i = 0; i < s->nseats; i++)
			pu_lower(su->seat[i].name, pu_stage(s, top)->sheet[s->fig[s->bb[i].fig].type].name,
				 sizeof su->seat[i].name);
		if (s->bm.on)	/* she keeps her seat, last (her hand starts empty) */
			tt_strlcpy(su->seat[su->nseats++].name, "bugmistress", sizeof su->seat[0].name);
		su->seed = (uint64_t)dice_below(&s->dice, 1u << 30) << 30 | dice_below(&s->dice, 1u << 30);
		rc = pu_create(n, d, su, &err);
	}
	if (rc == 0) {
		n->camp = s->camp;
		n->camp.stage = (int8_t)k;
		n->bm.person = s->bm.person;	/* the seats above say nothing of it */
		memcpy(n->react_mode, s->react_mode, sizeof n->react_mode);
		if (s->camp.limit)
			n->limit_rounds = s->camp.limit;
		for (int i = 0; i < n->nseats; i++)
			pu_story_give(n, d, i, &carry[i]);
		pu_story_decks(n, d);
		pu_story_begin(n, d);
		if (kept && d->mission.keep_bugs)
			pu_story_unkeep(n, d, kept, out);
		memcpy(s, n, sizeof *s);
		pu_push_pend(s, PU_PD_START, 0, 0, 0, 0);
		pu_story_profs(s, d, carry);
	} else
		tt_outf(out, "The next mission cannot be set up: %s\n", n && su ? err.msg : "out of memory");
	free(n);
	free(su);
	return rc;
}

static bool pu_story_down(const struct pu_state *s)
{
	for (int i = 0; i < s->nseats; i++)
		if (s->fig[s->bb[i].fig].lives <= 0)
			return true;
	return false;
}

/* The mission won: its closing text, then the next one with the rewards. */
static void pu_story_next(struct pu_state *s, const struct pu_data *top, struct tt_out *out)
{
	const struct pu_mission *m = &pu_stage(s, top)->mission;
	struct pu_carry carry[PU_MAXBB];
	struct pu_story_kept *kept;
	int k = s->camp.stage + 1, rc;

	if (m->outro[0])
		tt_outf(out, "%s\n", m->outro);
	if (k >= top->nstory) {
		if (top->nstory)
			tt_outf(out, "%s\nThe %s is complete.\n", top->camp_ending, top->camp_title);
		return;
	}
	pu_story_take(s, carry);
	s->camp.restarts = 0;
	s->camp.told = 0;
	if (!(kept = malloc(sizeof *kept))) {
		tt_outf(out, "The next mission cannot be set up: out of memory\n");
		return;
	}
	pu_story_keep(s, kept);
	rc = pu_story_build(s, top, k, carry, kept, out);
	free(kept);
	if (rc < 0)
		return;
	tt_outf(out, "Next, mission %d of %d: %s  Lives, ammunition and reaction points are full "
		"again; coins, score, POW! cards and equipment come along.\n", k + 1, top->nstory,
		top->stage[k]->mission.title);
	if (m->reward & PU_RW_STORE) {
		tt_outf(out, "Reward: the POWERUP store opens for each of you.\n");
		for (int i = s->nseats - 1; i >= 0; i--)
			pu_push_pend(s, PU_PD_STORE, i, s->bb[i].fig, 0, 0);
	}
	if (m->reward & PU_RW_POW) {
		tt_outf(out, "Reward: a POW! card each.\n");
		for (int i = 0; i < s->nseats; i++)
			pu_draw_pow(s, top->stage[k], i, out);
	}
}

/* Someone is down in a mission that starts over when that happens. */
static void pu_story_restart(struct pu_state *s, const struct pu_data *top, struct tt_out *out)
{
	struct pu_carry carry[PU_MAXBB];

	memcpy(carry, s->camp.carry, sizeof carry);
	tt_outf(out, "A BUGBUSTER is down: this mission starts over from the beginning, with what "
		"the team brought into it.\n");
	s->camp.restarts = (uint8_t)(s->camp.restarts < 255 ? s->camp.restarts + 1 : 255);
	pu_story_build(s, top, s->camp.stage, carry, NULL, out);
}

static int pu_story_opt(const struct pu_data *top, const struct tt_setup *su, struct tt_err *err)
{
	struct opts_set set;

	if (opts_parse(pu_options, PU_NOPT, "POWERUP", su->opts, &set, err) < 0)
		return -1;
	for (int k = 0; k < set.n; k++) {
		const char *want = set.v[k].text;
		if (strcmp(pu_options[set.v[k].def].name, "campaign") != 0)
			continue;
		if (!top->nstory && !strcmp(want, top->mission.id))
			return tt_errf(err, "campaign=%s: %s is one mission, not a campaign (the "
				       "campaign is story)", want, want);
		if (!top->nstory || strcmp(want, top->camp_id))
			return tt_errf(err, "campaign=%s, but the scenario loaded is %s (start the "
				       "campaign with --campaign %s alone)", want,
				       top->nstory ? top->camp_id : top->mission.id, want);
	}
	return 0;
}

/* A Story mission loaded alone (--scenario story/N-NAME.ini): the
 * campaign's set-up of that mission (its NPCs, its POWERUPs, its story
 * and rules), the team at the mission's own start (what a campaign would
 * carry in at its defaults: no cards, no equipment but the sheets',
 * the mission's coins), nothing held back; winning it ends the game. */
static bool pu_story_alone(const struct pu_data *top)
{
	return !top->nstory && top->mission.goal_text[0];
}

int pu_story_create(void *st, const void *data, const struct tt_setup *setup, struct tt_err *err)
{
	struct pu_state *s = st;
	const struct pu_data *top = data, *d = pu_stage(s, top);

	if (pu_story_opt(top, setup, err) < 0 || pu_create_run(st, d, setup, err) < 0)
		return -1;
	if (!top->nstory && !pu_story_alone(top))
		return 0;
	if (s->limit_rounds != d->mission.house_limit)
		s->camp.limit = (int8_t)s->limit_rounds;
	pu_story_begin(s, d);
	return 0;
}

/* The mission's title, goal and story, when its first decision is answered. */
static void pu_story_tell(struct pu_state *s, const struct pu_data *top, struct tt_out *out)
{
	const struct pu_mission *m = &pu_stage(s, top)->mission;

	if (top->nstory)
		tt_outf(out, "== %s, mission %d of %d: %s ==\n", top->camp_title, s->camp.stage + 1,
			top->nstory, m->title);
	else
		tt_outf(out, "== Story mission, played alone: %s ==\n", m->title);
	if (m->intro[0])
		tt_outf(out, "%s\n", m->intro);
	tt_outf(out, "Goal: %s\n", m->goal_text);
	s->camp.told = 1;
	pu_story_take(s, s->camp.carry);	/* what the team brings in, rewards bought */
}

int pu_story_apply(void *st, const void *data, int seat, const struct cmd *c, struct tt_out *out,
		   unsigned *flags, struct tt_err *err)
{
	struct pu_state *s = st;
	const struct pu_data *top = data, *d = pu_stage(s, top);
	struct pu_go g;

	if (s->camp.on && !s->camp.told && s->npend > 0 && s->pend[s->npend - 1].kind == PU_PD_START) {
		if (pu_check(s, d, seat, c, &g, err) < 0)
			return -1;
		pu_story_tell(s, top, out);
	}
	if (pu_apply(st, d, seat, c, out, flags, err) < 0)
		return -1;
	if (!s->camp.on)
		return 0;
	d = pu_stage(s, top);
	if (d->mission.restart && (s->result == 2 || pu_story_down(s)))
		pu_story_restart(s, top, out);
	else if (s->result == 1)
		pu_story_next(s, top, out);
	return 0;
}

void pu_story_prompt(const void *st, const void *data, struct tt_prompt *p)
{
	const struct pu_state *s = st;
	const struct pu_data *top = data, *d = pu_stage(s, top);

	pu_prompt(st, d, p);
	if (!s->camp.on || s->camp.told || s->npend == 0 || s->pend[s->npend - 1].kind != PU_PD_START)
		return;
	if (top->nstory)
		snprintf(p->text, sizeof p->text, "Mission %d of %d, %s. Goal: %s. Enter: begin.",
			 s->camp.stage + 1, top->nstory, d->mission.title, d->mission.goal_text);
	else
		snprintf(p->text, sizeof p->text, "%s, a Story mission played alone. Goal: %s. "
			 "Enter: begin.", d->mission.title, d->mission.goal_text);
}

void pu_story_look(const void *st, const void *data, int viewer, struct tt_out *out)
{
	pu_look_seat(st, pu_stage(st, data), viewer, out);
}

int pu_story_info(const void *st, const void *data, int viewer, const char *what,
		  struct tt_out *out, struct tt_err *err)
{
	return pu_info(st, pu_stage(st, data), viewer, what, out, err);
}

void pu_story_redact(void *st, const void *data, int seat, struct rng *rng)
{
	pu_redact(st, pu_stage(st, data), seat, rng);
}

void pu_story_view(const void *st, const void *data, int viewer, int sel, bool overview,
		   struct tt_view *v)
{
	pu_view(st, pu_stage(st, data), viewer, sel, overview, v);
}

int pu_story_ai(const void *st, const void *data, int seat, int level, struct rng *rng, char *cmd,
		size_t cap, char *why, size_t whycap)
{
	return pu_ai_seat(st, pu_stage(st, data), seat, level, rng, cmd, cap, why, whycap);
}

void pu_story_result(const void *st, const void *data, struct tt_result *r)
{
	const struct pu_state *s = st;
	const struct pu_data *top = data;
	char sum[sizeof r->summary];

	pu_result(st, pu_stage(s, top), r);
	if (!top->nstory)
		return;
	tt_strlcpy(sum, r->summary, sizeof sum);
	snprintf(r->stage, sizeof r->stage, "mission %d/%d", s->camp.stage + 1, top->nstory);
	snprintf(r->summary, sizeof r->summary, "%s, mission %d of %d: %s", top->camp_title,
		 s->camp.stage + 1, top->nstory, sum);
}

void pu_story_dump_op(const void *st, const void *data, struct tt_out *out)
{
	pu_dump(st, pu_stage(st, data), out);
}

int pu_story_check(const void *st, const void *data, struct tt_err *err)
{
	return pu_check_state(st, pu_stage(st, data), err);
}
