/*
 * pu_mistress.c - POWERUP: the BUGMISTRESS as a player (a seat named
 * "bugmistress", last in --players, human or AI).  Without that seat the
 * BUGs stay automatic (pu_bugs.c) and nothing here runs.
 *
 * Her turn comes first in every turn sequence and goes through the
 * rulebook's steps in order (s->bm.step only moves forward): she draws
 * one BUG card per BUGBUSTER standing into a hand with no limit; pays
 * cards for their SPAWN values ('pay'), which buy activations ('activate'
 * turns a BUG sheet face up) and spawns ('spawn', from a BURP or another
 * spawner); plays one event and any Special cards; then moves and
 * attacks with her BUGs ('bug N ...') at the BUG action costs.  Trick
 * cards she plays whenever she is asked: in her turn, in a window offered
 * after a BUGBUSTER's action when a Trick of hers has a use, and when
 * BrainWash hits her hand.  Her cards take their targets as the automatic
 * rules aim them (pu_bug_card_use).
 *
 * Every command is checked on a const state (the effects of spawns and
 * cards are tried on a scratch copy) before it is carried out, as the
 * other POWERUP commands are (pu_cmd.h).  Whether a command of hers is
 * accepted turns only on what her seat sees: a BUG's move is checked on
 * the open board (pu_bug_way_open), not tried, so what a face-down token
 * or a die decides comes out only when the move is carried out.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dump.h"
#include "../pu_modes.h"

#define PU_BM_NAME "bugmistress"

/* The seat named bugmistress must come last: the BUGBUSTERs keep seats
 * 0..n-1.  Returns how many BUGBUSTERs there are, or -1 with err. */
int pu_bm_seats(struct pu_state *s, const struct tt_setup *su, struct tt_err *err)
{
	s->bm.seat = -1;
	s->bm.on = 0;
	for (int i = 0; i < su->nseats; i++)
		if (strcmp(su->seat[i].name, PU_BM_NAME) == 0) {
			if (i != su->nseats - 1)
				return tt_errf(err, "--players: name the bugmistress seat last, after the "
					       "BUGBUSTERs");
			s->bm.seat = (int8_t)i;
		}
	s->bm.on = s->bm.seat >= 0;
	s->bm.person = s->bm.on && !su->seat[s->bm.seat].ai;
	return s->bm.on ? su->nseats - 1 : su->nseats;
}

/* Her hand is private: a game with her seat has hidden information. */
bool pu_bm_hidden(const struct tt_setup *su)
{
	for (int i = 0; i < su->nseats; i++)
		if (strcmp(su->seat[i].name, PU_BM_NAME) == 0)
			return true;
	return false;
}

/* The BUGGIES and BATBUGS (activation cost 0) are face up from the start. */
void pu_bm_setup(struct pu_state *s, const struct pu_data *d)
{
	s->bm.active = 0;
	for (int i = 0; i < d->nbug; i++)
		if (d->bug[i].activate == 0)
			s->bm.active = (uint16_t)(s->bm.active | 1u << i);
}

/* 1.1: one card per BUGBUSTER standing (and per live portal piece once
 * the portal is active), into her hand; the log says how many, not which. */
static void pu_bm_draw(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	int n = 0, got = 0, c;

	for (int i = 0; i < s->nseats; i++)
		n += s->fig[s->bb[i].fig].lives > 0;
	for (int i = 0; i < s->nfig && d->mission.goal == PU_GO_PORTAL && s->turns_total >= d->mission.turns; i++)
		n += s->fig[i].kind == PU_FK_PORTAL && pu_alive(s, i);
	for (int k = 0; k < n && s->nbughand < PU_MAXBUGCARD; k++) {
		if ((c = pu_draw_bugcard(s)) < 0)
			break;
		s->bughand[s->nbughand++] = (int8_t)c;
		got++;
	}
	tt_outf(out, "The BUGMISTRESS draws %d BUG card%s (%d in her hand).\n", got, got == 1 ? "" : "s",
		s->nbughand);
}

/* House option bm-income=auto: the automatic BUGs' income on top of
 * her draw, free: a card per spawner for its automatic BUG (not under
 * the Disruptor) and the first event of the pile, which is then her one
 * event of this turn sequence. */
static void pu_bm_income(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	tt_outf(out, "House income (bm-income=auto): the automatic BUGs' free spawn and event.\n");
	if (!s->bm.nospawn)
		pu_autospawn(s, d, out);
	pu_bug_event(s, d, out);
	s->bm.event = (uint8_t)(s->event >= 0);
}

static void pu_bm_turn_start(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	tt_outf(out, "-- Turn %d (round %d): the BUGMISTRESS --\n", s->turn, s->round);
	s->event = -1;		/* her last event ends as her turn begins */
	s->charge = 0;
	s->bm.event = 0;
	s->bm.offer = 0;
	s->bm.points = 0;
	s->bm.activated = 0;
	s->bm.flipped = 0;
	s->bm.nospawn = (uint8_t)(s->disrupt != 0);
	s->disrupt = 0;
	for (int i = 0; i < s->nfig; i++) {
		struct pu_fig *g = &s->fig[i];
		g->fresh = g->fresh > 1;	/* 2: placed by a test mission, dizzy in turn 1 */
		if (g->kind != PU_FK_BUG || !pu_alive(s, i))
			continue;
		g->ap = (uint8_t)d->bug[g->type].actions;
		g->attacks = 0;
		g->blinked = 0;
		if ((d->bug[g->type].abil & PU_AB_REGEN) && g->lives < d->bug[g->type].lives) {
			g->lives++;
			tt_outf(out, "%s regenerates 1 life.\n", pu_fig_name(s, d, i));
		}
	}
	pu_bm_draw(s, d, out);
	if (s->bm.nospawn)
		tt_outf(out, "The Disruptor holds: the BUGMISTRESS cannot spawn this turn.\n");
	if (s->bm.income)
		pu_bm_income(s, d, out);
	s->bm.step = PU_BS_ACTIVATE;
}

/* The BUG phase with her seat: resolve a declared attack, start her turn,
 * then wait for her commands until she ends it (0). */
int pu_bm_step(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	if (s->decl.active) {
		pu_bug_resolve(s, d, out);
		return 1;
	}
	if (s->bstep == 0) {
		pu_bm_turn_start(s, d, out);
		s->bstep = 1;
		return 1;
	}
	return s->bstep == 1 ? PU_BM_WAIT : 0;
}

/* ---- her cards ---- */

/* Could card k of her hand be played now (its kind's timing aside)? */
static bool pu_bm_card_has_use(const struct pu_state *s, const struct pu_data *d, int k)
{
	const struct pu_bugcard *c = &d->bugcard[s->bughand[k]];
	struct pu_state t;

	if (c->kind == PU_BK_EVENT || c->effect == PU_BE_REINFORCE || c->effect == PU_BE_CHARGE)
		return true;
	if (c->effect == PU_BE_SURPRISE)
		return false;	/* handled by its own check */
	t = *s;	/* a scratch copy on the stack: the AIs' searches ask this often */
	return pu_bug_card_use(&t, d, s->bughand[k], NULL) != 0;
}

static bool pu_bm_her_turn(const struct pu_state *s)
{
	return s->phase == PU_PH_BUGS && s->bstep == 1 && s->npend == 0;
}

/* Surprise: BUG N (g->o) that has acted gets its actions back. */
static int pu_bm_surprise_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
				struct tt_err *err)
{
	const struct pu_fig *b;

	if (!pu_bm_her_turn(s) || s->bm.step < PU_BS_ACTIONS)
		return tt_errf(err, "Surprise gives a BUG that has acted its actions again: in your BUG "
			       "actions (step 1.6)");
	if (g->c->argc < 3 || cmd_int(g->c->argv[2], 0, s->nfig - 1, "BUG", &g->o, err) < 0)
		return tt_errf(err, "play N B: name the BUG by its number (the panel lists them)");
	b = &s->fig[g->o];
	if (b->kind != PU_FK_BUG || !pu_alive(s, g->o) || b->fresh || d->bug[b->type].actions == 0)
		return tt_errf(err, "figure %d is no BUG of yours that can act", g->o);
	if (b->ap == d->bug[b->type].actions && b->attacks == 0)
		return tt_errf(err, "that BUG has not acted yet");
	return 0;
}

/* play N: card N of her hand.  Events and Specials in her turn, in step
 * order (one event a turn sequence); Tricks whenever she is asked. */
int pu_bm_play_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		     struct tt_err *err)
{
	const struct pu_bugcard *c;

	if (g->c->argc < 2 || s->nbughand == 0 ||
	    cmd_int(g->c->argv[1], 1, s->nbughand > 0 ? s->nbughand : 1, "card", &g->n, err) < 0)
		return tt_errf(err, "play N: card N of your hand (1-%d)", s->nbughand);
	g->k = s->bughand[g->n - 1];
	c = &d->bugcard[g->k];
	if (c->kind != PU_BK_TRICK && !pu_bm_her_turn(s))
		return tt_errf(err, "%s is %s card: only in your own turn (Tricks at any time)", c->name,
			       c->kind == PU_BK_EVENT ? "an Event" : "a Special");
	if (c->kind == PU_BK_EVENT && s->bm.step > PU_BS_EVENT)
		return tt_errf(err, "the event comes before the Specials and the BUG actions (step 1.4)");
	if (c->kind == PU_BK_EVENT && s->bm.event)
		return tt_errf(err, "only one event may be in use each turn sequence");
	if (c->kind == PU_BK_SPECIAL && s->bm.step > PU_BS_SPECIAL)
		return tt_errf(err, "Special cards come before the BUG actions (step 1.5)");
	if (c->effect == PU_BE_SURPRISE)
		return pu_bm_surprise_check(s, d, g, err);
	if (g->c->argc > 2)	/* her own choice of target */
		return pu_bm_aim_check(s, d, g, err);
	if (!pu_bm_card_has_use(s, d, g->n - 1))
		return tt_errf(err, "%s has no use now (nothing on the board it can act on)", c->name);
	return 0;
}

void pu_bm_play_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		     struct tt_out *out)
{
	const struct pu_bugcard *c = &d->bugcard[g->k];

	pu_bughand_drop(s, g->n - 1);
	tt_outf(out, "The BUGMISTRESS plays %s.\n", c->name);
	if (c->kind == PU_BK_EVENT) {
		s->event = g->k;
		s->bm.event = 1;
		s->bm.step = PU_BS_EVENT;
		tt_outf(out, "Event in play until her next turn: %s.\n", c->name);
		return;
	}
	if (c->kind == PU_BK_SPECIAL)
		s->bm.step = PU_BS_SPECIAL;
	if (c->effect == PU_BE_SURPRISE) {
		s->fig[g->o].ap = (uint8_t)d->bug[s->fig[g->o].type].actions;
		s->fig[g->o].attacks = 0;
		tt_outf(out, "Surprise! %s may act again.\n", pu_fig_name(s, d, g->o));
	} else if (c->effect == PU_BE_REINFORCE) {
		for (int k = 0, n; k < 2 && s->nbughand < PU_MAXBUGCARD && (n = pu_draw_bugcard(s)) >= 0; k++)
			s->bughand[s->nbughand++] = (int8_t)n;
		tt_outf(out, "Reinforcement: she draws 2 more BUG cards.\n");
	} else if (g->c->argc > 2) {
		pu_bm_aim_exec(s, d, g, out);
	} else {
		pu_bug_card_use(s, d, g->k, out);
	}
	for (int i = 0; c->effect == PU_BE_CHARGE && i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_BUG && pu_alive(s, i) && !s->fig[i].fresh)
			s->fig[i].ap = (uint8_t)(2 * d->bug[s->fig[i].type].actions);
	pu_settle(s, d, out);
}

/* ---- paying, activating, spawning ---- */

/* pay N...: the cards (g->sq[i][0], g->nsq of them) and their SPAWN
 * points (g->k). */
static int pu_pay_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
			struct tt_err *err)
{
	uint64_t seen = 0;

	if (s->bm.step > PU_BS_SPAWN)
		return tt_errf(err, "SPAWN points are paid for activations and spawns, before the events, "
			       "Specials and BUG actions (steps 1.2-1.3)");
	if (g->c->argc < 2 || s->nbughand == 0)
		return tt_errf(err, "pay N...: cards of your hand, for their SPAWN values");
	for (int i = 1; i < g->c->argc; i++) {
		int n;
		if (cmd_int(g->c->argv[i], 1, s->nbughand, "card", &n, err) < 0)
			return -1;
		if (seen & (1ull << n))
			return tt_errf(err, "card %d is named twice", n);
		seen |= 1ull << n;
		g->sq[g->nsq++][0] = n - 1;
		g->k += d->bugcard[s->bughand[n - 1]].spawn;
	}
	if (s->bm.points + g->k > 200)
		return tt_errf(err, "that is more SPAWN points than a turn can hold");
	return 0;
}

static void pu_pay_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
			struct tt_out *out)
{
	for (int k = s->nbughand - 1; k >= 0; k--)	/* from the right: indices stay true */
		for (int i = 0; i < g->nsq; i++)
			if (g->sq[i][0] == k) {
				tt_outf(out, "The BUGMISTRESS pays %s (SPAWN %d).\n",
					d->bugcard[s->bughand[k]].name, d->bugcard[s->bughand[k]].spawn);
				pu_bughand_drop(s, k);
			}
	s->bm.points = (uint8_t)(s->bm.points + g->k);
	tt_outf(out, "SPAWN points to spend: %d.\n", s->bm.points);
}

/* A BUG sheet by its id or printed name (any case), -1. */
static int pu_bm_sheet(const struct pu_data *d, const char *a)
{
	char low[PU_NAME];

	for (int i = 0; i < d->nbug; i++) {
		pu_lower(low, d->bug[i].name, sizeof low);
		if (strcmp(d->bug[i].id, a) == 0 || strcmp(low, a) == 0)
			return i;
	}
	return -1;
}

static int pu_activate_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
			     struct tt_err *err)
{
	const struct pu_bugsheet *b;

	if (g->c->argc < 2 || (g->t = pu_bm_sheet(d, g->c->argv[1])) < 0)
		return tt_errf(err, "activate BUG: a BUG sheet (buggie, bigbug, brasas, ...)");
	b = &d->bug[g->t];
	if (s->bm.step > PU_BS_ACTIVATE)
		return tt_errf(err, "activations come before the spawn (step 1.2 before 1.3)");
	if (b->activate < 0)
		return tt_errf(err, "the %s is never spawned: its sheet is not activated", b->name);
	if (s->bm.active & (1u << g->t))
		return tt_errf(err, "the %s sheet is already face up", b->name);
	if (s->bm.points < b->activate)
		return tt_errf(err, "activating the %s costs %d SPAWN points and %d are paid (pay N... first)",
			       b->name, b->activate, s->bm.points);
	return 0;
}

static void pu_activate_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
			     struct tt_out *out)
{
	s->bm.points = (uint8_t)(s->bm.points - d->bug[g->t].activate);
	s->bm.active = (uint16_t)(s->bm.active | 1u << g->t);
	s->bm.activated++;
	s->bm.step = PU_BS_ACTIVATE;
	tt_outf(out, "The BUGMISTRESS turns the %s sheet face up (%d SPAWN points left).\n",
		d->bug[g->t].name, s->bm.points);
}

/* A spawner that can release a BUG now: live, not itself spawned this
 * turn, with room in front of it or above it (tried on a scratch copy). */
static bool pu_bm_spawner_ok(const struct pu_state *s, const struct pu_data *d, int sp, int type)
{
	struct pu_state t;

	if (sp < 0 || sp >= s->nfig || !pu_is_spawner(s, d, sp) || s->fig[sp].fresh)
		return false;
	t = *s;
	return pu_spawn(&t, d, sp, type, NULL) >= 0;
}

static int pu_spawn_limits(const struct pu_state *s, const struct pu_data *d, int type,
			   struct tt_err *err)
{
	const struct pu_bugsheet *b = &d->bug[type];
	int maxburp = s->nseats - (d->mission.goal == PU_GO_MISTRESS ? 1 : 0);

	if (s->bm.step > PU_BS_SPAWN)
		return tt_errf(err, "the spawn comes before the events, Specials and BUG actions (step 1.3)");
	if (s->bm.nospawn)
		return tt_errf(err, "the Disruptor: no spawn this turn");
	if (b->activate < 0)
		return tt_errf(err, "the %s is never spawned", b->name);
	if (!(s->bm.active & (1u << type)))
		return tt_errf(err, "the %s sheet is face down: activate it first (%d SPAWN points)", b->name,
			       b->activate);
	if (s->bm.points < b->cost)
		return tt_errf(err, "a %s costs %d SPAWN points and %d are paid (pay N... first)", b->name,
			       b->cost, s->bm.points);
	if (pu_count_bugs(s, type) >= b->tokens)
		return tt_errf(err, "every %s token is on the board", b->name);
	if (type == d->burp && pu_count_bugs(s, type) >= maxburp)
		return tt_errf(err, "there can never be more BURPs than BUGBUSTERs (%d)", maxburp);
	return 0;
}

/* spawn BUG [N]: g->t the sheet, g->o the spawner (figure N, or the
 * first that has room). */
static int pu_spawn_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
			  struct tt_err *err)
{
	if (g->c->argc < 2 || (g->t = pu_bm_sheet(d, g->c->argv[1])) < 0)
		return tt_errf(err, "spawn BUG [N]: a BUG sheet, and the number of the BURP it comes from");
	if (pu_spawn_limits(s, d, g->t, err) < 0)
		return -1;
	if (g->c->argc > 2) {
		if (cmd_int(g->c->argv[2], 0, s->nfig - 1, "spawner", &g->o, err) < 0)
			return -1;
		if (!pu_bm_spawner_ok(s, d, g->o, g->t))
			return tt_errf(err, "figure %d cannot spawn now (a BURP or other spawner not spawned "
				       "this turn, with a free square in front of it or above it)", g->o);
		return 0;
	}
	for (g->o = 0; g->o < s->nfig; g->o++)
		if (pu_bm_spawner_ok(s, d, g->o, g->t))
			return 0;
	return tt_errf(err, "no BURP has a free square in front of it or above it");
}

static void pu_spawn_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
			  struct tt_out *out)
{
	s->bm.points = (uint8_t)(s->bm.points - d->bug[g->t].cost);
	s->bm.step = PU_BS_SPAWN;
	pu_spawn(s, d, g->o, g->t, out);
	tt_outf(out, "SPAWN points left: %d.\n", s->bm.points);
}

/* ---- her BUGs' actions ---- */

enum { PU_BA_FLIP, PU_BA_MOVE, PU_BA_JUMP, PU_BA_ATTACK, PU_BA_SHOOT };

/* bug N flip|move DIR|jump ahead|up|attack DIR|shoot DIR: g->o the BUG,
 * g->t the action, g->n the move (as pu_bfs) or the target, g->dir the
 * line (5: behind, for BACKEYE). */
static int pu_bug_args(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		       struct tt_err *err)
{
	static const char *const acts[] = { "flip", "move", "jump", "attack", "shoot" };
	const struct cmd *c = g->c;
	const struct pu_fig *b;

	if (c->argc < 3 || cmd_int(c->argv[1], 0, s->nfig - 1, "BUG", &g->o, err) < 0)
		return tt_errf(err, "bug N flip|move DIR|jump ahead|up|attack DIR|shoot DIR (N: the BUG's "
			       "number in the panel)");
	b = &s->fig[g->o];
	if (b->kind != PU_FK_BUG || !pu_alive(s, g->o))
		return tt_errf(err, "figure %d is not a BUG on the board", g->o);
	for (g->t = 0; g->t < 5 && strcmp(c->argv[2], acts[g->t]) != 0; g->t++)
		;
	if (g->t == 5)
		return tt_errf(err, "a BUG may flip, move, jump, attack or shoot");
	if (b->fresh)
		return tt_errf(err, "that %s was spawned this turn: dizzy, it acts next turn", d->bug[b->type].name);
	if (b->ap < 1)
		return tt_errf(err, "that %s has no actions left", d->bug[b->type].name);
	if (g->t < PU_BA_ATTACK && b->attacks > 0)
		return tt_errf(err, "once a BUG attacks it takes no other action this turn");
	return 0;
}

/* The move index (pu_bfs) of 'move DIR' or 'jump ahead|up'. */
static int pu_bug_move_arg(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
			   struct tt_err *err)
{
	const struct pu_fig *b = &s->fig[g->o];
	const char *a = g->c->argc > 3 ? g->c->argv[3] : "";
	int right = b->face > 0;

	if (g->t == PU_BA_MOVE) {
		static const char *const mv[4] = { "left", "right", "up", "down" };
		for (g->n = 0; g->n < 4 && strcmp(a, mv[g->n]) != 0; g->n++)
			;
		if (g->n == 4)
			return tt_errf(err, "bug N move left|right|up|down");
		if (g->n < 2 && g->n != right)
			return tt_errf(err, "a BUG advances the way it faces: flip it first (1 action)");
		g->cost = 1;
		return 0;
	}
	if (pu_flying(s, d, g->o))
		return tt_errf(err, "a flying BUG moves a square any way instead of jumping");
	if (strcmp(a, "ahead") != 0 && strcmp(a, "up") != 0)
		return tt_errf(err, "bug N jump ahead|up");
	g->n = (a[0] == 'a' ? 4 : 6) + right;
	g->cost = 2;
	return 0;
}

/* A move is checked on what her seat sees (pu_bug_way_open), never by
 * trying it: a push that ends on a face-down token or a spike trap turns
 * on what she cannot know, and a refusal would tell her. */
static int pu_bug_go_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
			   struct tt_err *err)
{
	if (pu_bug_move_arg(s, d, g, err) < 0)
		return -1;
	if (s->fig[g->o].ap < g->cost)
		return tt_errf(err, "that costs %d actions and the BUG has %d left", g->cost, s->fig[g->o].ap);
	if (!pu_move_ok(s, d, g->o, g->n))
		return tt_errf(err, "the BUG cannot go there (a wall, or no ladder or stairs)");
	if (!pu_bug_way_open(s, d, g->o, g->n))
		return tt_errf(err, "someone stands in the way who is not a BUG to push, or the BUGs "
			       "in the way have no open square to move to");
	return 0;
}

/* The move carried out; when what the push met (a trap, a spike trap's
 * die) takes the square again, the BUG stays with the move's actions
 * spent. */
static void pu_bug_go_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
			   struct tt_out *out)
{
	struct pu_fig *b = &s->fig[g->o];
	int ap = b->ap, cost = pu_flying(s, d, g->o) ? 1 : g->cost;

	if (pu_bug_move(s, d, g->o, g->n, out) || !pu_alive(s, g->o))
		return;
	b->ap = (uint8_t)(ap > cost ? ap - cost : 0);
	tt_outf(out, "%s cannot get through: the square is taken again.\n", pu_fig_name(s, d, g->o));
}

/* attack|shoot DIR: the target in that line, within reach. */
static int pu_bug_hit_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
			    struct tt_err *err)
{
	const struct pu_fig *b = &s->fig[g->o];
	const char *a = g->c->argc > 3 ? g->c->argv[3] : "";
	bool ranged = g->t == PU_BA_SHOOT;
	int r = ranged ? pu_bug_range(s, d, g->o) : 1, cover;
	struct pu_state t;

	if (b->attacks >= d->bug[b->type].attacks)
		return tt_errf(err, "that %s has made its %d attack%s this turn", d->bug[b->type].name,
			       d->bug[b->type].attacks, d->bug[b->type].attacks == 1 ? "" : "s");
	g->dir = strcmp(a, "behind") == 0 ? 5 : pu_dirarg(a);
	if (g->dir < 0)
		return tt_errf(err, "bug N %s ahead|up|down|upahead|downahead (behind: BACKEYE)", g->c->argv[2]);
	if (g->dir == 5 && !(d->bug[b->type].abil & PU_AB_BACKEYE))
		return tt_errf(err, "only a BUG with BACKEYE attacks behind without flipping");
	if (ranged && r <= 0)
		return tt_errf(err, d->bug[b->type].range > 0 ? "Explosive Gas: no ranged attacks now" :
			       "that BUG has no ranged attack");
	t = *s;
	if (g->dir == 5)
		t.fig[g->o].face = (int8_t)-b->face;
	g->n = pu_target(&t, d, g->o, g->dir == 5 ? 0 : g->dir, r, ranged, &cover);
	if (g->n < 0 || !pu_enemies(s, g->o, g->n) || s->fig[g->n].aboard)
		return tt_errf(err, "nobody to %s %s within %d square%s", ranged ? "shoot" : "attack", a, r,
			       r == 1 ? "" : "s");
	if (s->fig[g->n].kind == PU_FK_BB && s->bb[s->fig[g->n].seat].shield)
		return tt_errf(err, "%s cannot be attacked this turn", pu_fig_name(s, d, g->n));
	return 0;
}

static int pu_bug_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
			struct tt_err *err)
{
	if (pu_bug_args(s, d, g, err) < 0)
		return -1;
	if (g->t == PU_BA_MOVE || g->t == PU_BA_JUMP)
		return pu_bug_go_check(s, d, g, err);
	if (g->t >= PU_BA_ATTACK)
		return pu_bug_hit_check(s, d, g, err);
	return 0;
}

static void pu_bug_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
			struct tt_out *out)
{
	struct pu_fig *b = &s->fig[g->o];
	int ox = b->x, oy = b->y;

	s->bm.step = PU_BS_ACTIONS;
	switch (g->t) {
	case PU_BA_FLIP:
		b->face = (int8_t)-b->face;
		b->ap--;
		tt_outf(out, "%s turns %s (%d action%s left).\n", pu_fig_name(s, d, g->o),
			b->face > 0 ? "right" : "left", b->ap, b->ap == 1 ? "" : "s");
		break;
	case PU_BA_MOVE:
	case PU_BA_JUMP:
		pu_bug_go_exec(s, d, g, out);
		if (pu_alive(s, g->o))
			tt_outf(out, "%s goes to %d,%d (%d action%s left).\n", pu_fig_name(s, d, g->o), b->x, b->y,
				b->ap, b->ap == 1 ? "" : "s");
		pu_bug_near(s, d, g->o, ox, oy, out);
		break;
	default:
		if (g->dir == 5)	/* BACKEYE: it looks back, no flip needed */
			b->face = (int8_t)-b->face;
		pu_bug_declare(s, d, g->o, g->n, g->t == PU_BA_SHOOT, out);
	}
}

static int pu_bm_end_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
			   struct tt_err *err)
{
	(void)s;
	(void)d;
	(void)g;
	(void)err;
	return 0;
}

static void pu_bm_end_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
			   struct tt_out *out)
{
	(void)d;
	(void)g;
	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_BUG)
			s->fig[i].ap = 0;
	if (s->bm.points)
		tt_outf(out, "%d unspent SPAWN point%s lost.\n", s->bm.points, s->bm.points == 1 ? " is" : "s are");
	s->bm.points = 0;
	s->bm.nospawn = 0;
	s->bstep = 2;
	tt_outf(out, "The BUGMISTRESS ends her turn.\n");
}

static const struct pu_answer pu_bm_turn_verbs[] = {
	{ "pay", pu_pay_check, pu_pay_exec },
	{ "activate", pu_activate_check, pu_activate_exec },
	{ "spawn", pu_spawn_check, pu_spawn_exec },
	{ "play", pu_bm_play_check, pu_bm_play_exec },
	{ "bug", pu_bug_check, pu_bug_exec },
	{ "flip", pu_bm_flip_check, pu_bm_flip_exec },
	{ "end", pu_bm_end_check, pu_bm_end_exec },
	{ NULL, NULL, NULL },
};

/* A command from her seat: the answer to a window she is offered, or a
 * command of her turn. */
int pu_bm_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		struct tt_err *err)
{
	if (s->npend > 0) {
		if (s->pend[s->npend - 1].seat != g->seat)
			return tt_errf(err, "it is %s's decision",
				       pu_seat_name(s, d, s->pend[s->npend - 1].seat));
		return d->hooks->play->pend_check(s, d, g, err);
	}
	if (!pu_bm_her_turn(s))
		return tt_errf(err, "it is not the BUGMISTRESS's turn (she plays Trick cards when she is "
			       "offered a window)");
	for (const struct pu_answer *a = pu_bm_turn_verbs; a->verb; a++)
		if (strcmp(a->verb, g->c->argv[0]) == 0) {
			g->exec = a->exec;
			return a->check(s, d, g, err);
		}
	return tt_errf(err, "in her turn the BUGMISTRESS may pay, activate, spawn, play, bug, flip (Kill "
		       "the BUGMISTRESS) or end");
}
