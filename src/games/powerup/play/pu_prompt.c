/*
 * pu_prompt.c - POWERUP: who must decide and every legal option.  A
 * waiting decision's entry (pu_decisions, pu_pend.c) gives the prompt's
 * words and lists its options; in a turn, this file lists the candidate
 * actions.  Each candidate marked for testing is kept only when the
 * handlers' own checks accept it (pu_check, as pu_legal asks it):
 * nothing is applied, so the options and the rules cannot disagree.  A
 * candidate is built from its words (pu_optw) and judged as a parsed
 * command: its text is written only when it is kept.  The list is a representative
 * decomposition: `shoot` without the optional extra dice, `give` one
 * coin or ammo.  Its order is part of the game: the AI takes the first
 * option that fits, and the random AI picks by index.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "keyline.h"
#include "pu_play.h"

/* "play N", and for a card aimed at a square one option per square;
 * "trick NAME N" for partner NAME's Trick card (name NULL: one's own). */
void pu_opts_card(struct pu_pctx *c, int seat, int k, const char *name, int key)
{
	const struct pu_pow *p = &c->d->pow[c->s->bb[seat].hand[k]];
	const char *verb = name ? "trick" : "play";
	char n[12], h[12];

	pu_numw(n, sizeof n, k + 1);
	pu_optw(c, p->name, true, key, verb, name ? name : n, name ? n : NULL, NULL);
	for (int hits = 2; p->effect == PU_PE_REROLL && hits <= 6; hits++) {
		struct tt_option *o;
		pu_numw(h, sizeof h, hits);
		o = name ? pu_optw(c, NULL, true, 0, verb, name, n, h, NULL) :
			   pu_optw(c, NULL, true, 0, verb, n, h, NULL);
		if (o)
			snprintf(o->label, sizeof o->label, "%s: re-roll to %d hits", p->name, hits);
	}
	if (pu_pow_aimed(p->effect))
		pu_pow_choices(c, seat, k + 1, p->effect, name);
}

/* A partner's Trick cards, playable at any moment through whoever is
 * asked now. */
static void pu_opts_tricks(struct pu_pctx *c)
{
	const struct pu_state *s = c->s;
	const struct pu_data *d = c->d;
	char name[PU_NAME];

	for (int i = 0; i < s->nseats; i++)
		for (int k = 0; k < s->bb[i].nhand && i != c->seat; k++)
			if (d->pow[s->bb[i].hand[k]].type == PU_PW_TRICK) {
				pu_lower(name, pu_seat_name(s, d, i), sizeof name);
				pu_opts_card(c, i, k, name, 0);
			}
}

/* Ending, moving, jumping and the blows in each direction. */
static void pu_opts_moves(struct pu_pctx *c)
{
	static const struct {
		const char *verb, *arg, *label;
		int key;
	} acts[] = {
		{ "move", "left", "move left", TK_LEFT }, { "move", "right", "move right", TK_RIGHT },
		{ "move", "up", "move up", TK_UP }, { "move", "down", "move down", TK_DOWN },
		{ "flip", NULL, "flip", 'f' }, { "jump", "ahead", "jump ahead", 'j' },
		{ "jump", "up", "jump up 45", 'U' }, { "jump", "attack", "jump-attack", 'J' },
		{ "land", NULL, "land", 'l' }, { "midjump", "left", "mid-jump left", 0 },
		{ "midjump", "right", "mid-jump right", 0 },
	};
	static const char atk_keys[5] = { 'a', 'w', 'x', 'q', 'z' };
	const struct pu_bb *b = &c->s->bb[c->seat];

	pu_opt(c, "end", "end turn", 'e', false);
	if (b->ap > 0)
		snprintf(c->p->opt[c->p->nopt - 1].warn, sizeof c->p->opt[0].warn, "%d action%s unused",
			 b->ap, b->ap == 1 ? "" : "s");
	for (size_t k = 0; k < sizeof acts / sizeof acts[0]; k++) {
		struct tt_option *o = pu_optw(c, acts[k].label, true, acts[k].key, acts[k].verb,
					      acts[k].arg, NULL);
		if (o)
			pu_warn_opt(c, o, acts[k].verb, acts[k].arg);
	}
	for (int k = 0; k < 5; k++) {
		pu_optw(c, NULL, true, atk_keys[k], "attack", pu_dir_names[k], NULL);
		pu_optw(c, NULL, true, k == 0 ? 's' : 0, "shoot", pu_dir_names[k], NULL);
	}
}

/* Resting, carrying, EPIC, the GLITCH, and the gear one carries. */
static void pu_opts_gear(struct pu_pctx *c)
{
	static const char *const fly[4] = { "left", "right", "up", "down" };
	const struct pu_data *d = c->d;
	const struct pu_bb *b = &c->s->bb[c->seat];

	pu_optw(c, "rest", true, 'r', "rest", NULL);
	pu_optw(c, "pick up", true, 'p', "pickup", NULL);
	pu_optw(c, "throw", true, 't', "throw", NULL);
	pu_optw(c, "go EPIC", true, 'E', "epic", NULL);
	pu_optw(c, "GLITCH board/leave", true, 'b', "board", NULL);
	for (int k = 0; k < 4; k++)
		pu_optw(c, NULL, true, 0, "fly", fly[k], NULL);
	for (int i = 0; i < b->ngear; i++) {
		const struct pu_equip *e = &d->eq[b->gear[i]];
		pu_optw(c, NULL, true, 0, e->type == PU_ET_GRENADE ? "throw" : "equip", e->id, NULL);
		for (int k = 1; k < 5 && e->type == PU_ET_GRENADE; k++)	/* other lines */
			pu_optw(c, NULL, true, 0, "throw", e->id, pu_dir_names[k], NULL);
	}
}

/* A partner (seat i) who could assist a blow in each direction: listed
 * when in position, and kept when the assist is legal. */
static void pu_opts_assist(struct pu_pctx *c, int i, const char *name)
{
	const struct pu_state *s = c->s;
	const struct pu_data *d = c->d;
	int h = s->bb[i].fig, r = pu_weapon_range(s, d, h), f = s->bb[c->seat].fig;

	for (int k = 0; k < 5 && i != c->seat && s->bb[i].rp > 0; k++) {
		int cover, face, t = pu_target(s, d, f, k, 1, false, &cover);
		if (t >= 0 && pu_can_hit_from(s, h, s->fig[h].x, s->fig[h].y, t, 1, &face))
			pu_optw(c, NULL, true, 0, "attack", pu_dir_names[k], "assist", name, NULL);
		t = pu_target(s, d, f, k, 20, true, &cover);
		if (t >= 0 && r != 0 && pu_can_hit_from(s, h, s->fig[h].x, s->fig[h].y, t, r < 0 ? 3 : r, &face))
			pu_optw(c, NULL, true, 0, "shoot", pu_dir_names[k], "assist", name, NULL);
	}
}

/* What one may do for each partner: revive, CONTINUE, give, assist. */
static void pu_opts_partners(struct pu_pctx *c)
{
	const struct pu_state *s = c->s;
	const struct pu_bb *b = &s->bb[c->seat];
	char name[PU_NAME];

	for (int i = 0; i < s->nseats; i++) {
		pu_lower(name, pu_seat_name(s, c->d, i), sizeof name);
		pu_optw(c, NULL, true, 0, "revive", name, NULL);
		pu_optw(c, NULL, true, 0, "continue", name, NULL);
		pu_optw(c, NULL, true, 0, "give", name, "coins", "1", NULL);
		pu_optw(c, NULL, true, 0, "give", name, "ammo", "1", NULL);
		for (int g = 0; g < b->ngear && i != c->seat; g++)	/* hand over a piece */
			pu_optw(c, NULL, true, 0, "give", name, c->d->eq[b->gear[g]].id, NULL);
		pu_opts_assist(c, i, name);
	}
}

/* Trades after Assemble, gateways, and the VIPs' moves. */
static void pu_opts_more(struct pu_pctx *c)
{
	static const char *const mv[7][2] = { { "left" }, { "right" }, { "up" }, { "down" },
					      { "board" }, { "leave", "left" }, { "leave", "right" } };
	const struct pu_state *s = c->s;
	bool glitch = pu_glitch_fig(s) >= 0;
	char n[12], name[PU_NAME];

	for (int i = 0; i < s->nseats && s->assemble; i++)
		for (int k = 0; k < PU_HAND && i != c->seat; k++) {
			pu_lower(name, pu_seat_name(s, c->d, i), sizeof name);
			pu_numw(n, sizeof n, k + 1);
			pu_optw(c, NULL, true, 0, "trade", name, "give", n, NULL);
			pu_optw(c, NULL, true, 0, "trade", name, "take", n, NULL);
		}
	for (int g = 1; g <= 6; g++)
		pu_optw(c, NULL, true, 0, "gate", pu_numw(n, sizeof n, g), NULL);
	for (int m = 1, k = 0; k < s->nfig; k++)
		if (s->fig[k].kind == PU_FK_NPC) {
			pu_numw(n, sizeof n, m++);
			for (int v = 0; v < (glitch ? 7 : 4); v++)
				pu_optw(c, NULL, true, 0, "npc", n, mv[v][0], mv[v][1], NULL);
		}
}

static void pu_opts_turn(struct pu_pctx *c)
{
	const struct pu_bb *b = &c->s->bb[c->seat];

	pu_opts_moves(c);
	pu_react_own_opts(c);
	pu_opts_gear(c);
	for (int i = 0; i < b->nhand; i++)
		pu_opts_card(c, c->seat, i, NULL, '1' + i);
	pu_opts_partners(c);
	pu_opts_more(c);
	pu_turret_opts(c);	/* professions: build, fire the turret, heal */
}

/* The note that tells the key of the full texts (info, pu_info.c). */
#define PU_KEY_INFO "i info"

/* The turn's key line: every key always types its command, so a key that
 * cannot be used now gives the rule's reason. */
static void pu_keys_turn(struct tt_prompt *p, int nhand)
{
	static const struct { int key; const char *cmd, *word; } k[] = {
		{ TK_LEFT, "move left", "move" }, { TK_RIGHT, "move right", "" },
		{ TK_UP, "move up", "" }, { TK_DOWN, "move down", "" },
		{ 'f', "flip", "flip" }, { 'j', "jump ahead", "jump (ahead, up, attack)" },
		{ 'U', "jump up", "" }, { 'J', "jump attack", "" }, { 'l', "land", "land" },
		{ 'a', "attack ahead", "attack" }, { 'w', "attack up", "" }, { 'x', "attack down", "" },
		{ 'q', "attack upahead", "" }, { 'z', "attack downahead", "" },
		{ 's', "shoot ahead", "shoot" }, { 'r', "rest", "rest" }, { 'p', "pickup", "pick up" },
		{ 't', "throw", "throw" }, { 'E', "epic", "EPIC" }, { 'b', "board", "GLITCH" },
		{ 'B', "build", "build turret" }, { 'T', "turret", "fire turret" }, { 'H', "heal", "heal" },
	};

	for (size_t i = 0; i < sizeof k / sizeof k[0]; i++)
		keyline_add(p, k[i].key, k[i].cmd, k[i].word);
	for (int i = 0; i < nhand; i++) {
		char cmd[16];

		snprintf(cmd, sizeof cmd, "play %d", i + 1);
		keyline_add(p, '1' + i, cmd, i ? "" : "play a card");
	}
	keyline_add(p, 'e', "end", "end turn");
	keyline_add(p, 0, NULL, PU_KEY_INFO);
}

/* Copy tmpl into buf with its one "%s" replaced by name (no printf: the
 * template is data, so it is never used as a format). */
static void pu_fill_name(char *buf, size_t cap, const char *tmpl, const char *name)
{
	const char *at = strstr(tmpl, "%s");
	size_t n = at ? (size_t)(at - tmpl) : strlen(tmpl);

	if (n >= cap)
		n = cap - 1;
	memcpy(buf, tmpl, n);
	buf[n] = '\0';
	if (at) {
		tt_strlcpy(buf + n, name, cap - n);
		n = strlen(buf);
		tt_strlcpy(buf + n, at + 2, cap - n);
	}
}

/* A decision waits: its entry's words and options, then the Trick cards
 * of the one it asks and of the partners. */
static void pu_prompt_pend(struct pu_pctx *c)
{
	const struct pu_state *s = c->s;
	const struct pu_pend *pd = &s->pend[s->npend - 1];
	const struct pu_decision *k = &pu_decisions[pd->kind];
	const struct pu_bb *b = &s->bb[pd->seat];
	struct tt_prompt *p = c->p;

	c->seat = p->seat = pd->seat;
	tt_strlcpy(p->kind, k->kind, sizeof p->kind);
	pu_fill_name(p->text, sizeof p->text, k->text, pu_seat_name(s, c->d, pd->seat));
	tt_strlcpy(p->keys, k->keys, sizeof p->keys);
	tt_strlcpy(p->mode, k->mode ? k->mode : "", sizeof p->mode);
	if (k->say)
		k->say(s, c->d, pd, p);
	k->opts(c, pd);
	if (pd->kind == PU_PD_REACT && s->pf.t_on && s->pf.t_owner == pd->seat)
		pu_turret_opts(c);	/* the turret fires in a reaction window too */
	if (!k->no_tricks) {
		for (int i = 0; i < b->nhand; i++)
			if (c->d->pow[b->hand[i]].type == PU_PW_TRICK)
				pu_opts_card(c, pd->seat, i, NULL, 0);
		pu_opts_tricks(c);
	}
	keyline_from_options(p);
	if (pd->kind == PU_PD_REACT || pd->kind == PU_PD_DISCARD || pd->kind == PU_PD_COPY)
		/* decisions about cards and BUGs (the store's says it in its text) */
		keyline_add(p, 0, NULL, PU_KEY_INFO);
}

static void pu_prompt_turn(struct pu_pctx *c)
{
	const struct pu_state *s = c->s;
	struct tt_prompt *p = c->p;
	struct pu_state tmp;
	struct tt_out out;

	c->seat = p->seat = s->active;
	tt_strlcpy(p->kind, "turn", sizeof p->kind);
	snprintf(p->text, sizeof p->text, "%s: %d action%s left (turn %d, round %d).",
		 pu_seat_name(s, c->d, s->active), s->bb[s->active].ap, s->bb[s->active].ap == 1 ? "" : "s",
		 s->turn, s->round);
	pu_keys_turn(p, s->bb[s->active].nhand);
	c->tmp = &tmp;	/* on the stack: the AI's search asks for prompts */
	c->out = &out;
	pu_opts_turn(c);
	pu_opts_tricks(c);
	c->tmp = NULL;
	c->out = NULL;
}

/* Which kind of prompt the state asks for: the one test that both the
 * prompt and pu_who read, so who acts and the options never disagree. */
enum pu_asking { PU_ASK_NONE, PU_ASK_OVER, PU_ASK_PEND, PU_ASK_TURN, PU_ASK_BM };

static enum pu_asking pu_asking(const struct pu_state *s)
{
	if (s->result)
		return PU_ASK_OVER;
	if (s->npend > 0)
		return PU_ASK_PEND;
	if (s->phase == PU_PH_BB && s->active >= 0)
		return PU_ASK_TURN;
	if (s->bm.on && s->phase == PU_PH_BUGS && s->bstep == 1)
		return PU_ASK_BM;
	return PU_ASK_NONE;
}

void pu_prompt(const void *st, const void *data, struct tt_prompt *p)
{
	const struct pu_state *s = st;
	struct pu_pctx c = { s, data, p, -1, NULL, NULL, 0 };

	tt_prompt_clear(p);
	p->seat = -1;
	switch (pu_asking(s)) {
	case PU_ASK_OVER:
		tt_strlcpy(p->kind, "over", sizeof p->kind);
		snprintf(p->text, sizeof p->text, "%s %s", s->result == 1 ? "Victory:" : "Game over:", s->why);
		break;
	case PU_ASK_PEND:
		pu_prompt_pend(&c);
		break;
	case PU_ASK_TURN:
		pu_prompt_turn(&c);
		break;
	case PU_ASK_BM:
		pu_bm_prompt(&c);	/* pu_mistress_ask.c */
		break;
	case PU_ASK_NONE:
		break;
	}
}

/* The prompt's seat without its options (the session asks it at every
 * decision; the options cost far more).  Nobody else waits: 0. */
int pu_who(const void *st, const void *data, uint32_t *waiting)
{
	const struct pu_state *s = st;

	(void)data;
	*waiting = 0;
	switch (pu_asking(s)) {
	case PU_ASK_PEND:
		return s->pend[s->npend - 1].seat;
	case PU_ASK_TURN:
		return s->active;
	case PU_ASK_BM:
		return s->bm.seat;
	default:
		return -1;
	}
}
