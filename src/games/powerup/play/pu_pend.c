/*
 * pu_pend.c - POWERUP: the decisions a player is asked outside the flow
 * of a turn, one entry each in pu_decisions: a reaction window, "push or
 * pass?", the side a push sends a figure, the facing after a fall or a
 * door, a discard over the hand limit, the POWERUP store, who plays
 * next, Copycat's window and the start.  Rules code asks a question by
 * pu_push_pend(s, PU_PD_..., seat, a, b, c) and returns; the newest
 * decision is answered first.
 *
 * An entry carries all of a decision: the prompt's kind word, sentence
 * (one %s: who decides) and key legend; its options function (which
 * lists candidates through pu_opt, tested by the answers' own checks);
 * and its answers, each a verb with a check (NULL: always accepted) and
 * an exec.  Any other command is refused: "answer the question first",
 * or what the entry's refuse function says.
 *
 * To add a decision: a PU_PD_ constant in pu.h (before PU_PD_N), its
 * entry here with designated initializers, and the verbs that answer
 * it in pu_verbs.h (with NULL handlers there if they only answer
 * decisions).  Write its check/exec pairs beside the rules they belong
 * to; the options function lists every answer the player may give.
 * A decision about where a figure stands names that figure in .about:
 * it leaves the stack when the figure dies or is sent home
 * (pu_pend_forget).
 */
#include <stdio.h>
#include <string.h>
#include "pu_play.h"

#define PU_UNANSWERED "answer the question first (see help)"

int pu_unanswered(struct tt_err *err)
{
	return tt_errf(err, PU_UNANSWERED);
}

/* Answered: the decision is taken off the stack, nothing else. */
void pu_pop_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		 struct tt_out *out)
{
	(void)d;
	(void)g;
	(void)out;
	pu_pop_pend(s);
}

/* Push or pass: the ally the mover g->pend.a walks into (by b, c). */
static void pu_letpass_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
			    struct tt_out *out)
{
	int mover = g->pend.a, ally = s->bb[g->seat].fig;

	pu_pop_pend(s);
	tt_outf(out, "%s lets %s pass.\n", pu_fig_name(s, d, ally), pu_fig_name(s, d, mover));
	pu_pass(s, d, mover, ally, g->pend.b, g->pend.c, out);
}

static void pu_push_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
			 struct tt_out *out)
{
	const struct pu_pend *p = &g->pend;
	int mover = p->a, ally = s->bb[g->seat].fig;

	pu_pop_pend(s);
	if (p->b == 0 || pu_push(s, d, ally, p->b, 0, 1, out) == 0) {
		tt_outf(out, "%s cannot be pushed: the move stops.\n", pu_fig_name(s, d, ally));
		return;
	}
	if (pu_at(s, s->fig[mover].x + p->b, s->fig[mover].y + p->c, mover) >= 0) {
		tt_outf(out, "What %s carried fell there: the move stops.\n", pu_fig_name(s, d, ally));
		return;
	}
	tt_outf(out, "%s moves into the square.\n", pu_fig_name(s, d, mover));
	pu_step_fig(s, d, mover, p->b, p->c, out);
}

static void pu_pushpass_opts(struct pu_pctx *c, const struct pu_pend *pd)
{
	(void)pd;
	pu_opt(c, "pass", "let them pass", 'p', false);
	pu_opt(c, "push", "be pushed along", 'x', false);
}

/* side left|right (and up|down after spikes or fire): g->dx, g->dy. */
static int pu_side_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
			 struct tt_err *err)
{
	const struct cmd *c = g->c;

	(void)d;
	g->dx = c->argc > 1 ? pu_side(c->argv[1]) : 0;
	if (!g->dx && g->pend.kind == PU_PD_SPIKE && c->argc > 1 &&
	    (!strcmp(c->argv[1], "up") || !strcmp(c->argv[1], "down"))) {
		g->dy = c->argv[1][0] == 'u' ? -1 : 1;
		return pu_spike_vertical_check(s, g->pend.a, g->dy, err);
	}
	return g->dx ? 0 : pu_unanswered(err);
}

static void pu_side_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
			 struct tt_out *out)
{
	pu_pop_pend(s);
	if (g->dy)
		pu_spike_vertical(s, d, g->pend.a, g->dy, out);
	else
		pu_push(s, d, g->pend.a, g->dx, 0, g->pend.kind == PU_PD_SPIKE ? 1 : g->pend.b, out);
}

static void pu_side_opts(struct pu_pctx *c, const struct pu_pend *pd)
{
	pu_opt(c, "side left", "push left", TK_LEFT, false);
	pu_opt(c, "side right", "push right", TK_RIGHT, false);
	if (pd->kind == PU_PD_SPIKE) {	/* up or down where the square is free */
		pu_opt(c, "side up", "push up", TK_UP, true);
		pu_opt(c, "side down", "push down", TK_DOWN, true);
	}
}

static int pu_face_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
			 struct tt_err *err)
{
	(void)s;
	(void)d;
	g->dx = g->c->argc > 1 ? pu_side(g->c->argv[1]) : 0;
	return g->dx ? 0 : pu_unanswered(err);
}

static void pu_face_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
			 struct tt_out *out)
{
	(void)d;
	(void)out;
	pu_pop_pend(s);
	s->fig[g->pend.a].face = (int8_t)g->dx;
}

static void pu_face_opts(struct pu_pctx *c, const struct pu_pend *pd)
{
	(void)pd;
	pu_opt(c, "face left", "face left", TK_LEFT, false);
	pu_opt(c, "face right", "face right", TK_RIGHT, false);
}

/* The hand limit: a discard before a draw (g->pend.a draws wait on it;
 * pass keeps the hand and lets them go), or after Double Draw went over
 * the limit.  Anything else is refused with what the question wants. */
static int pu_discard_refuse(const struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
			     struct tt_err *err)
{
	int n = s->bb[g->seat].nhand;

	(void)d;
	if (g->pend.a > 0)
		return tt_errf(err, "discard N (1-%d) to make room for the card you draw, or pass to keep "
			       "your hand: a hand holds at most %d POW! cards", n, PU_HAND);
	return tt_errf(err, "discard N: you hold %d POW! cards, the limit is %d", n, PU_HAND);
}

/* discard N: g->n. */
static int pu_discard_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
			    struct tt_err *err)
{
	if (g->c->argc < 2 || cmd_int(g->c->argv[1], 1, PU_HAND + 1, "card", &g->n, err) < 0 ||
	    g->n > s->bb[g->seat].nhand)
		return pu_discard_refuse(s, d, g, err);
	return 0;
}

static void pu_discard_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
			    struct tt_out *out)
{
	pu_pop_pend(s);
	tt_outf(out, "Discarded %s.\n", d->pow[s->bb[g->seat].hand[g->n - 1]].name);
	pu_hand_remove(s, g->seat, g->n - 1);
	for (int k = 0; k < g->pend.a; k++)	/* a second draw may ask again */
		pu_draw_pow(s, d, g->seat, out);
}

/* pass: before a draw only, the hand stays and the cards stay on the pile. */
static int pu_keep_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
			 struct tt_err *err)
{
	return g->pend.a > 0 ? 0 : pu_discard_refuse(s, d, g, err);
}

static void pu_keep_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
			 struct tt_out *out)
{
	int draws = g->pend.a;

	pu_pop_pend(s);
	tt_outf(out, "%s keeps the hand: the card%s stay%s on the POW! pile.\n", pu_seat_name(s, d, g->seat),
		draws == 1 ? "" : "s", draws == 1 ? "s" : "");
}

static void pu_discard_opts(struct pu_pctx *c, const struct pu_pend *pd)
{
	const struct pu_bb *b = &c->s->bb[pd->seat];
	char buf[64];

	for (int i = 0; i < b->nhand; i++) {
		snprintf(buf, sizeof buf, "discard %d", i + 1);
		pu_opt(c, buf, c->d->pow[b->hand[i]].name, '1' + i, false);
	}
	if (pd->a > 0)	/* before a draw: the hand may also stay as it is */
		pu_opt(c, "pass", "keep the hand, no draw", 'p', false);
}

static void pu_discard_say(const struct pu_state *s, const struct pu_data *d, const struct pu_pend *pd,
			   struct tt_prompt *p)
{
	if (pd->a == 0)	/* Double Draw went over the limit */
		return;
	snprintf(p->text, sizeof p->text,
		 "%s: four POW! cards, the most a hand holds. Discard one to draw, or keep them?",
		 pu_seat_name(s, d, pd->seat));
	tt_strlcpy(p->keys, "1-4 discard and draw  p pass", sizeof p->keys);
}

/* order NAME: g->o, who has not played this turn. */
static int pu_order_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
			  struct tt_err *err)
{
	if (g->c->argc < 2)
		return pu_unanswered(err);
	g->o = pu_seat_named(s, d, g->c->argv[1]);
	if (g->o < 0 || s->bb[g->o].played)
		return tt_errf(err, "order NAME: a BUGBUSTER who has not played this turn");
	return 0;
}

static void pu_order_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
			  struct tt_out *out)
{
	pu_pop_pend(s);
	pu_start_bb(s, d, g->o, out);
}

static void pu_order_opts(struct pu_pctx *c, const struct pu_pend *pd)
{
	char buf[64], name[PU_NAME];

	(void)pd;
	for (int i = 0; i < c->s->nseats; i++)
		if (!c->s->bb[i].played) {
			pu_lower(name, pu_seat_name(c->s, c->d, i), sizeof name);
			snprintf(buf, sizeof buf, "order %s", name);
			pu_opt(c, buf, pu_seat_name(c->s, c->d, i), '1' + i, false);
		}
}

static void pu_order_say(const struct pu_state *s, const struct pu_data *d, const struct pu_pend *pd,
			 struct tt_prompt *p)
{
	(void)d;
	(void)pd;
	snprintf(p->keys, sizeof p->keys, "1-%d who plays", s->nseats);
}

static void pu_react_say(const struct pu_state *s, const struct pu_data *d, const struct pu_pend *pd,
			 struct tt_prompt *p)
{
	if (pd->c && s->fig[pd->a].kind == PU_FK_BB)	/* a rival, in a Deathmatch */
		snprintf(p->text, sizeof p->text,
			 "%s: %s %s you. React with reaction points (weapon speed %d first)?",
			 pu_seat_name(s, d, pd->seat), pu_fig_name(s, d, pd->a),
			 s->decl.ranged ? "shoots at" : "attacks", s->dma.speed);
	else if (s->fig[pd->a].kind == PU_FK_BB)	/* a rival came next to */
		snprintf(p->text, sizeof p->text, "%s: %s came next to you. React with reaction points?",
			 pu_seat_name(s, d, pd->seat), pu_fig_name(s, d, pd->a));
	else if (pd->c)	/* an attack, not only an approach */
		snprintf(p->text, sizeof p->text,
			 "%s: a BUG attacks you. React with reaction points (its speed first)?",
			 pu_seat_name(s, d, pd->seat));
}

static void pu_copy_opts(struct pu_pctx *c, const struct pu_pend *pd)
{
	(void)pd;
	pu_opt(c, "pass", "let it go", 'p', false);
	pu_opt(c, "copy", "keep a copy", 'c', true);
}

static void pu_start_opts(struct pu_pctx *c, const struct pu_pend *pd)
{
	(void)pd;
	pu_opt(c, "go", "start", TK_ENTER, false);
}

static void pu_no_opts(struct pu_pctx *c, const struct pu_pend *pd)
{
	(void)c;
	(void)pd;
}

const struct pu_decision pu_decisions[PU_PD_N] = {
	[PU_PD_NONE] = { .kind = "", .text = "", .keys = "", .opts = pu_no_opts },
	[PU_PD_REACT] = {
		.kind = "react",
		.mode = "in a reaction window: p passes",
		.text = "%s: a BUG came next to you. React with reaction points?",
		.keys = "arrows step  a attack  s shoot  p pass",
		.opts = pu_react_opts,
		.say = pu_react_say,
		.answer = { { "pass", NULL, pu_pop_exec }, { "react", pu_react_check, NULL } },
	},
	[PU_PD_PUSHPASS] = {
		.kind = "push",
		.mode = "asked to make room: p lets the ally pass, x pushes",
		.text = "%s: an ally wants your square. Push or pass?",
		.keys = "p pass  x push",
		.opts = pu_pushpass_opts,
		.answer = { { "pass", NULL, pu_letpass_exec }, { "push", NULL, pu_push_exec } },
		.about = PU_AB_A | PU_AB_SEAT,
	},
	[PU_PD_SPIKE] = {
		.kind = "spike",
		.mode = "pushed by the spikes: an arrow picks the side",
		.text = "%s: the spikes push you aside. Which side?",
		.keys = "arrows side",
		.opts = pu_side_opts,
		.answer = { { "side", pu_side_check, pu_side_exec } },
		.about = PU_AB_A,
	},
	[PU_PD_SIDE] = {
		.kind = "side",
		.mode = "pushing a target aside: an arrow picks the side",
		.text = "%s: push the target to which side?",
		.keys = "arrows side",
		.opts = pu_side_opts,
		.answer = { { "side", pu_side_check, pu_side_exec } },
		.about = PU_AB_A,
	},
	[PU_PD_FACE] = {
		.kind = "face",
		.mode = "after a fall: an arrow picks your facing",
		.text = "%s: which way do you face now?",
		.keys = "arrows facing",
		.opts = pu_face_opts,
		.answer = { { "face", pu_face_check, pu_face_exec } },
		.about = PU_AB_A,
	},
	[PU_PD_DISCARD] = {
		.kind = "discard",
		.mode = "holding five POW! cards: 1-5 discards one",
		.text = "%s: five POW! cards; discard one.",
		.keys = "1-5 discard",
		.opts = pu_discard_opts,
		.say = pu_discard_say,
		.refuse = pu_discard_refuse,
		.no_tricks = true,
		.answer = { { "discard", pu_discard_check, pu_discard_exec }, { "pass", pu_keep_check, pu_keep_exec } },
	},
	[PU_PD_STORE] = {
		.kind = "store",
		.mode = "in the POWERUP store: d closes it",
		.text = "%s: the POWERUP store is open (i: every item in full).",
		.keys = "1-4 buy card  d done",
		.opts = pu_store_opts,
		.answer = { { "equip", pu_equip_check, pu_equip_exec }, { "buy", pu_buy_check, pu_buy_exec },
			    { "sell", pu_sell_check, pu_sell_exec }, { "done", NULL, pu_done_exec } },
	},
	[PU_PD_ORDER] = {
		.kind = "order",
		.mode = "choosing who plays next: a number picks",
		.text = "%s: choose who plays next.",
		.keys = "1-5 who plays",
		.opts = pu_order_opts,
		.say = pu_order_say,
		.answer = { { "order", pu_order_check, pu_order_exec } },
	},
	[PU_PD_COPY] = {
		.kind = "copycat",
		.mode = "offered a Copycat: p passes",
		.text = "%s: a partner played a POW! card. Copy it with Copycat (2 RP)?",
		.keys = "c copy  p pass",
		.opts = pu_copy_opts,
		.answer = { { "pass", NULL, pu_pop_exec }, { "copy", pu_copy_check, pu_copy_exec } },
	},
	[PU_PD_START] = {
		.kind = "start",
		.mode = "before the first turn: Enter starts",
		.text = "The BUGs move first (%s plays for the team): press Enter.",
		.keys = "Enter start",
		.opts = pu_start_opts,
		.answer = { { "go", NULL, pu_pop_exec } },
	},
	[PU_PD_BMTRICK] = {	/* pu_mistress_ask.c */
		.kind = "bugtrick",
		.mode = "in a Trick window: p passes",
		.text = "%s: play a Trick card now?",
		.keys = "1-9 play  p pass",
		.opts = pu_bm_window_opts,
		.no_tricks = true,
		.answer = { { "play", pu_bm_trick_check, pu_bm_window_play_exec }, { "pass", NULL, pu_bm_pass_exec } },
	},
	[PU_PD_BRAINWASH] = {
		.kind = "brainwash",
		.mode = "in a BrainWash window: p passes",
		.text = "%s: BrainWash! Play Tricks before two random cards are discarded?",
		.keys = "1-9 play  p pass",
		.opts = pu_bm_window_opts,
		.no_tricks = true,
		.answer = { { "play", pu_bm_trick_check, pu_bm_play_exec }, { "pass", NULL, pu_bm_wash_exec } },
	},
	[PU_PD_PROF] = {	/* pu_prof.c */
		.kind = "profession",
		.mode = "choosing an ability: its key picks it",
		.text = "%s: choose your profession's ability (i: what each one does).",
		.keys = "1-9 a-c choose  i info",
		.opts = pu_prof_opts,
		.say = pu_prof_say,
		.no_tricks = true,
		.answer = { { "ability", pu_ability_check, pu_ability_exec } },
	},
	[PU_PD_SWITCH] = {
		.kind = "sheet",
		.mode = "at a POWERUP: p keeps your sheet",
		.text = "%s: a POWERUP. Turn your profession sheet to its other ability?",
		.keys = "t turn  p keep  i info",
		.opts = pu_prof_opts,
		.say = pu_prof_say,
		.answer = { { "ability", pu_ability_check, pu_ability_exec }, { "pass", NULL, pu_keep_sheet_exec } },
	},
	[PU_PD_DMSTORE] = {	/* pu_dm_store.c */
		.kind = "dmstore",
		.mode = "at the POWERUP: p, e, a or l takes one",
		.text = "%s: the POWERUP goes OFF and gives one: a POW! card, equipment, 3 ammo or a life.",
		.keys = "p POW!  e equip  a ammo  l life",
		.opts = pu_dm_store_opts,
		.answer = { { "buy", pu_dm_take_check, pu_dm_take_exec } },
	},
	[PU_PD_DMPLACE] = {	/* pu_dm_free.c */
		.kind = "place",
		.mode = "in the free set-up: place the piece named above",
		.text = "%s: place a piece.",
		.keys = "",
		.opts = pu_dmf_opts,
		.say = pu_dmf_say,
		.refuse = pu_dmf_refuse,
		.no_tricks = true,
		.answer = { { "place", pu_dmf_place_check, pu_dmf_place_exec },
			    { "aim", pu_dmf_aim_check, pu_dmf_aim_exec } },
	},
};

/* An answer to the newest decision, from the player it asks. */
int pu_pend_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		  struct tt_err *err)
{
	const struct pu_pend *p = &s->pend[s->npend - 1];
	const struct pu_decision *k = &pu_decisions[p->kind];

	if (g->seat != p->seat)
		return tt_errf(err, "it is %s's decision", pu_seat_name(s, d, p->seat));
	g->pend = *p;
	for (const struct pu_answer *a = k->answer; a->verb; a++)
		if (strcmp(a->verb, g->c->argv[0]) == 0) {
			g->exec = a->exec;	/* a check may choose another */
			return a->check ? a->check(s, d, g, err) : 0;
		}
	return k->refuse ? k->refuse(s, d, g, err) : pu_unanswered(err);
}
