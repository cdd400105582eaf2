/*
 * pu_prompt.c - POWERUP: who must decide and every legal option.  Each
 * candidate command is tried on a scratch copy of the state, so the list
 * holds exactly what apply accepts (a representative decomposition:
 * `shoot` without the optional extra dice, `give` one coin or ammo).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "keyline.h"
#include "pu.h"

struct pu_pctx {
	const struct pu_state *s;
	const struct pu_data *d;
	struct tt_prompt *p;
	struct pu_state *tmp;
	struct tt_out *out;
	int seat;
};

/* What the option just tried on the scratch copy does to the deciding
 * BUGBUSTER: "acid: ANA dies", "spikes: ANA loses 1 life". */
static void pu_opt_warn(const struct pu_pctx *c, struct tt_option *o)
{
	const struct pu_fig *a, *b;
	const char *why = "";
	int f, lost;

	if (c->seat < 0 || c->s->bb[c->seat].fig < 0)
		return;
	f = c->s->bb[c->seat].fig;
	a = &c->s->fig[f];
	b = &c->tmp->fig[f];
	if (a->lives <= 0 || b->lives >= a->lives)
		return;
	lost = a->lives - b->lives;
	if (!pu_on_board(c->tmp, b->x, b->y))
		why = "the void: ";
	else if (c->tmp->kind[b->y][b->x] == PU_SQ_ACID)
		why = "acid: ";
	else if (c->tmp->kind[b->y][b->x] == PU_SQ_SPIKES)
		why = "spikes: ";
	else if (c->tmp->fire[b->y][b->x])
		why = "fire: ";
	else if (b->y > a->y + 1)
		why = "a fall: ";
	if (b->lives <= 0)
		snprintf(o->warn, sizeof o->warn, "%s%s dies", why, pu_fig_name(c->s, c->d, f));
	else
		snprintf(o->warn, sizeof o->warn, "%s%s loses %d li%s", why, pu_fig_name(c->s, c->d, f),
			 lost, lost == 1 ? "fe" : "ves");
}

static void pu_opt(struct pu_pctx *c, const char *cmd, const char *label, int key, bool test)
{
	struct tt_prompt *p = c->p;
	struct cmd k;
	struct tt_err err = { "" };
	unsigned fl;

	if (p->nopt >= TT_MAXOPT)
		return;
	if (test) {
		if (cmd_parse(cmd, &k, &err) < 0 || k.argc == 0)
			return;
		memcpy(c->tmp, c->s, sizeof *c->tmp);
		c->out->len = 0;
		c->out->text[0] = '\0';
		if (pu_apply(c->tmp, c->d, c->seat, &k, c->out, &fl, &err) < 0)
			return;
	}
	tt_strlcpy(p->opt[p->nopt].cmd, cmd, sizeof p->opt[0].cmd);
	tt_strlcpy(p->opt[p->nopt].label, label, sizeof p->opt[0].label);
	p->opt[p->nopt].key = key;
	if (test)
		pu_opt_warn(c, &p->opt[p->nopt]);
	p->nopt++;
}

static const char *pu_sname(const struct pu_state *s, const struct pu_data *d, int seat)
{
	return d->sheet[s->fig[s->bb[seat].fig].type].name;
}

static void pu_opt_add(void *ctx, const char *cmd, const char *label)
{
	pu_opt(ctx, cmd, label, 0, true);
}

/* "play N", and for a card aimed at a square one option per square;
 * prefix "trick NAME " for a partner's Trick card. */
static void pu_opts_card(struct pu_pctx *c, int seat, int k, const char *prefix, int key)
{
	const struct pu_pow *p = &c->d->pow[c->s->bb[seat].hand[k]];
	char buf[64];

	snprintf(buf, sizeof buf, "%s %d", prefix, k + 1);
	pu_opt(c, buf, p->name, key, true);
	for (int hits = 2; p->effect == PU_PE_REROLL && hits <= 6; hits++) {
		char lab[64];
		snprintf(buf, sizeof buf, "%s %d %d", prefix, k + 1, hits);
		snprintf(lab, sizeof lab, "%s: re-roll to %d hits", p->name, hits);
		pu_opt(c, buf, lab, 0, true);
	}
	if (pu_pow_aimed(p->effect))
		pu_pow_choices(c->s, c->d, seat, k + 1, p->effect, prefix, pu_opt_add, c);
}

/* A partner's Trick cards, playable at any moment through whoever is
 * asked now. */
static void pu_opts_tricks(struct pu_pctx *c)
{
	const struct pu_state *s = c->s;
	const struct pu_data *d = c->d;
	char buf[64], name[PU_NAME];

	if (s->npend > 0 && s->pend[s->npend - 1].kind == PU_PD_DISCARD)
		return;
	for (int i = 0; i < s->nseats; i++)
		for (int k = 0; k < s->bb[i].nhand && i != c->seat; k++)
			if (d->pow[s->bb[i].hand[k]].type == PU_PW_TRICK) {
				pu_lower(name, pu_sname(s, d, i), sizeof name);
				snprintf(buf, sizeof buf, "trick %s", name);
				pu_opts_card(c, i, k, buf, 0);
			}
}

static void pu_opts_pend(struct pu_pctx *c)
{
	const struct pu_state *s = c->s;
	const struct pu_data *d = c->d;
	const struct pu_pend *pd = &s->pend[s->npend - 1];
	const struct pu_bb *b = &s->bb[pd->seat];
	char buf[64], name[PU_NAME];

	switch (pd->kind) {
	case PU_PD_REACT:
		pu_opt(c, "pass", "let it happen", 'p', false);
		pu_opt(c, "react move left", "step left", TK_LEFT, true);
		pu_opt(c, "react move right", "step right", TK_RIGHT, true);
		pu_opt(c, "react flip", "turn round", 'f', true);
		pu_opt(c, "react move up", "climb up", TK_UP, true);
		pu_opt(c, "react move down", "climb down", TK_DOWN, true);
		pu_opt(c, "react jump ahead", "jump away", 'j', true);
		pu_opt(c, "react jump up", "jump up 45", 'U', true);
		pu_opt(c, "react pickup", "pick up", 0, true);
		pu_opt(c, "react throw", "throw", 0, true);
		for (int i = 0; i < s->nseats; i++) {	/* the other out-of-turn actions */
			pu_lower(name, pu_sname(s, d, i), sizeof name);
			snprintf(buf, sizeof buf, "react revive %s", name);
			pu_opt(c, buf, buf + 6, 0, true);
			snprintf(buf, sizeof buf, "react give %s ammo 1", name);
			pu_opt(c, buf, buf + 6, 0, true);
			snprintf(buf, sizeof buf, "react give %s coins 1", name);
			pu_opt(c, buf, buf + 6, 0, true);
		}
		for (int g = 1; g <= 6; g++) {
			snprintf(buf, sizeof buf, "react gate %d", g);
			pu_opt(c, buf, buf + 6, 0, true);
		}
		for (int i = 0; i < b->ngear; i++)
			if (d->eq[b->gear[i]].type == PU_ET_GRENADE) {
				snprintf(buf, sizeof buf, "react throw %s", d->eq[b->gear[i]].id);
				pu_opt(c, buf, buf + 6, 0, true);
			}
		for (int k = 0; k < 5; k++) {
			snprintf(buf, sizeof buf, "react attack %s", pu_dir_names[k]);
			pu_opt(c, buf, buf + 6, k == 0 ? 'a' : 0, true);
			snprintf(buf, sizeof buf, "react shoot %s", pu_dir_names[k]);
			pu_opt(c, buf, buf + 6, k == 0 ? 's' : 0, true);
		}
		for (int n = 1; n <= b->rp && n <= 3; n++) {
			snprintf(buf, sizeof buf, "react roll %d", n);
			pu_opt(c, buf, buf + 6, '0' + n, true);
		}
		break;
	case PU_PD_PUSHPASS:
		pu_opt(c, "pass", "let them pass", 'p', false);
		pu_opt(c, "push", "be pushed along", 'x', false);
		break;
	case PU_PD_SPIKE: case PU_PD_SIDE:
		pu_opt(c, "side left", "push left", TK_LEFT, false);
		pu_opt(c, "side right", "push right", TK_RIGHT, false);
		if (pd->kind == PU_PD_SPIKE) {	/* up or down where the square is free */
			pu_opt(c, "side up", "push up", TK_UP, true);
			pu_opt(c, "side down", "push down", TK_DOWN, true);
		}
		break;
	case PU_PD_FACE:
		pu_opt(c, "face left", "face left", TK_LEFT, false);
		pu_opt(c, "face right", "face right", TK_RIGHT, false);
		break;
	case PU_PD_DISCARD:
		for (int i = 0; i < b->nhand; i++) {
			snprintf(buf, sizeof buf, "discard %d", i + 1);
			pu_opt(c, buf, d->pow[b->hand[i]].name, '1' + i, false);
		}
		if (pd->a > 0)	/* before a draw: the hand may also stay as it is */
			pu_opt(c, "pass", "keep the hand, no draw", 'p', false);
		break;
	case PU_PD_STORE: {
		static const char *const perm[] = { "ammo", "life", "reset", "powerup" };
		const int price[] = { d->store_ammo, d->store_life, d->store_reset, d->store_power };
		char lab[64];
		pu_opt(c, "done", "close the store", 'd', false);
		for (int k = 0; k < 4; k++) {
			snprintf(buf, sizeof buf, "buy %d", k + 1);
			if (s->store[k] >= 0)
				snprintf(lab, sizeof lab, "buy %s, %d$", d->eq[s->store[k]].name,
					 d->eq[s->store[k]].cost);
			pu_opt(c, buf, s->store[k] >= 0 ? lab : "-", '1' + k, true);
		}
		for (int k = 0; k < 4; k++) {
			snprintf(buf, sizeof buf, "buy %s", perm[k]);
			snprintf(lab, sizeof lab, "%s, %d$", k == 0 ? "buy ammo" : k == 1 ? "buy a life" :
				 k == 2 ? "new store cards" : "switch a POWERUP on", price[k]);
			pu_opt(c, buf, lab, 0, true);
		}
		for (int i = 0; i < b->ngear; i++) {
			const struct pu_equip *e = &d->eq[b->gear[i]];
			snprintf(buf, sizeof buf, "sell %s", e->id);
			snprintf(lab, sizeof lab, "sell %s for %d$", e->name, e->cost / 2);
			pu_opt(c, buf, lab, 0, true);
			snprintf(buf, sizeof buf, "equip %s", e->id);
			snprintf(lab, sizeof lab, "equip %s", e->name);
			pu_opt(c, buf, lab, 0, true);
		}
		break;
	}
	case PU_PD_COPY:
		pu_opt(c, "pass", "let it go", 'p', false);
		pu_opt(c, "copy", "keep a copy", 'c', true);
		break;
	case PU_PD_START:
		pu_opt(c, "go", "start", TK_ENTER, false);
		break;
	case PU_PD_ORDER:
		for (int i = 0; i < s->nseats; i++)
			if (!s->bb[i].played) {
				pu_lower(name, pu_sname(s, d, i), sizeof name);
				snprintf(buf, sizeof buf, "order %s", name);
				pu_opt(c, buf, pu_sname(s, d, i), '1' + i, false);
			}
		break;
	}
	for (int i = 0; i < b->nhand && pd->kind != PU_PD_DISCARD; i++)
		if (d->pow[b->hand[i]].type == PU_PW_TRICK)
			pu_opts_card(c, pd->seat, i, "play", 0);
}

/* In one's own turn, the actions the actions left cannot pay, paid in
 * reaction points (listed only where the rules take them). */
static void pu_opts_rp(struct pu_pctx *c)
{
	static const char *const acts[] = { "move left", "move right", "move up", "move down", "flip",
					    "jump ahead", "jump up", "jump attack", "pickup", "throw" };
	const struct pu_bb *b = &c->s->bb[c->seat];
	char buf[64], lab[64];

	if (b->rp <= 0)
		return;
	for (size_t k = 0; k < sizeof acts / sizeof acts[0]; k++) {
		snprintf(buf, sizeof buf, "react %s", acts[k]);
		snprintf(lab, sizeof lab, "%s with RP", acts[k]);
		pu_opt(c, buf, lab, 0, true);
	}
	for (int k = 0; k < 5; k++) {
		snprintf(buf, sizeof buf, "react attack %s", pu_dir_names[k]);
		snprintf(lab, sizeof lab, "attack %s with RP", pu_dir_names[k]);
		pu_opt(c, buf, lab, 0, true);
		snprintf(buf, sizeof buf, "react shoot %s", pu_dir_names[k]);
		snprintf(lab, sizeof lab, "shoot %s with RP", pu_dir_names[k]);
		pu_opt(c, buf, lab, 0, true);
	}
}

static void pu_opts_turn(struct pu_pctx *c)
{
	static const char *const mv[4] = { "left", "right", "up", "down" };
	static const int mk[4] = { TK_LEFT, TK_RIGHT, TK_UP, TK_DOWN };
	static const char atk_keys[5] = { 'a', 'w', 'x', 'q', 'z' };
	const struct pu_state *s = c->s;
	const struct pu_data *d = c->d;
	const struct pu_bb *b = &s->bb[c->seat];
	char buf[64], name[PU_NAME];
	bool glitch = false;

	for (int i = 0; i < s->nfig; i++)
		glitch |= s->fig[i].kind == PU_FK_GLITCH && pu_alive(s, i);
	pu_opt(c, "end", "end turn", 'e', false);
	if (b->ap > 0)
		snprintf(c->p->opt[c->p->nopt - 1].warn, sizeof c->p->opt[0].warn, "%d action%s unused",
			 b->ap, b->ap == 1 ? "" : "s");
	for (int k = 0; k < 4; k++) {
		snprintf(buf, sizeof buf, "move %s", mv[k]);
		pu_opt(c, buf, buf, mk[k], true);
	}
	pu_opt(c, "flip", "flip", 'f', true);
	pu_opt(c, "jump ahead", "jump ahead", 'j', true);
	pu_opt(c, "jump up", "jump up 45", 'U', true);
	pu_opt(c, "jump attack", "jump-attack", 'J', true);
	pu_opt(c, "land", "land", 'l', true);
	pu_opt(c, "midjump left", "mid-jump left", 0, true);
	pu_opt(c, "midjump right", "mid-jump right", 0, true);
	for (int k = 0; k < 5; k++) {
		snprintf(buf, sizeof buf, "attack %s", pu_dir_names[k]);
		pu_opt(c, buf, buf, atk_keys[k], true);
		snprintf(buf, sizeof buf, "shoot %s", pu_dir_names[k]);
		pu_opt(c, buf, buf, k == 0 ? 's' : 0, true);
	}
	pu_opts_rp(c);
	pu_opt(c, "rest", "rest", 'r', true);
	pu_opt(c, "pickup", "pick up", 'p', true);
	pu_opt(c, "throw", "throw", 't', true);
	pu_opt(c, "epic", "go EPIC", 'E', true);
	pu_opt(c, "board", "GLITCH board/leave", 'b', true);
	for (int k = 0; k < 4; k++) {
		snprintf(buf, sizeof buf, "fly %s", mv[k]);
		pu_opt(c, buf, buf, 0, true);
	}
	for (int i = 0; i < b->ngear; i++) {
		snprintf(buf, sizeof buf, "%s %s", d->eq[b->gear[i]].type == PU_ET_GRENADE ? "throw" : "equip",
			 d->eq[b->gear[i]].id);
		pu_opt(c, buf, buf, 0, true);
		for (int k = 1; k < 5 && d->eq[b->gear[i]].type == PU_ET_GRENADE; k++) {	/* other lines */
			snprintf(buf, sizeof buf, "throw %s %s", d->eq[b->gear[i]].id, pu_dir_names[k]);
			pu_opt(c, buf, buf, 0, true);
		}
	}
	for (int i = 0; i < b->nhand; i++)
		pu_opts_card(c, c->seat, i, "play", '1' + i);
	for (int i = 0; i < s->nseats; i++) {
		pu_lower(name, pu_sname(s, d, i), sizeof name);
		snprintf(buf, sizeof buf, "revive %s", name);
		pu_opt(c, buf, buf, 0, true);
		snprintf(buf, sizeof buf, "continue %s", name);
		pu_opt(c, buf, buf, 0, true);
		snprintf(buf, sizeof buf, "give %s coins 1", name);
		pu_opt(c, buf, buf, 0, true);
		snprintf(buf, sizeof buf, "give %s ammo 1", name);
		pu_opt(c, buf, buf, 0, true);
		for (int g = 0; g < b->ngear && i != c->seat; g++) {	/* hand over a piece */
			snprintf(buf, sizeof buf, "give %s %s", name, d->eq[b->gear[g]].id);
			pu_opt(c, buf, buf, 0, true);
		}
		for (int k = 0; k < 5 && i != c->seat && s->bb[i].rp > 0; k++) {
			int cover, t, face, h = s->bb[i].fig, r = pu_weapon_range(s, d, h);
			t = pu_target(s, d, b->fig, k, 1, false, &cover);
			if (t >= 0 && pu_can_hit_from(s, h, s->fig[h].x, s->fig[h].y, t, 1, &face)) {
				snprintf(buf, sizeof buf, "attack %s assist %s", pu_dir_names[k], name);
				pu_opt(c, buf, buf, 0, true);
			}
			t = pu_target(s, d, b->fig, k, 20, true, &cover);
			if (t >= 0 && r != 0 &&
			    pu_can_hit_from(s, h, s->fig[h].x, s->fig[h].y, t, r < 0 ? 3 : r, &face)) {
				snprintf(buf, sizeof buf, "shoot %s assist %s", pu_dir_names[k], name);
				pu_opt(c, buf, buf, 0, true);
			}
		}
	}
	for (int i = 0; i < s->nseats && s->assemble; i++)
		for (int k = 0; k < PU_HAND && i != c->seat; k++) {
			pu_lower(name, pu_sname(s, d, i), sizeof name);
			snprintf(buf, sizeof buf, "trade %s give %d", name, k + 1);
			pu_opt(c, buf, buf, 0, true);
			snprintf(buf, sizeof buf, "trade %s take %d", name, k + 1);
			pu_opt(c, buf, buf, 0, true);
		}
	for (int g = 1; g <= 6; g++) {
		snprintf(buf, sizeof buf, "gate %d", g);
		pu_opt(c, buf, buf, 0, true);
	}
	for (int n = 1, k = 0; k < s->nfig; k++)
		if (s->fig[k].kind == PU_FK_NPC) {
			for (int m = 0; m < 4; m++) {
				snprintf(buf, sizeof buf, "npc %d %s", n, mv[m]);
				pu_opt(c, buf, buf, 0, true);
			}
			for (int m = 0; m < 3 && glitch; m++) {
				snprintf(buf, sizeof buf, "npc %d %s", n, m == 0 ? "board" : m == 1 ? "leave left" : "leave right");
				pu_opt(c, buf, buf, 0, true);
			}
			n++;
		}
}


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
	};

	for (size_t i = 0; i < sizeof k / sizeof k[0]; i++)
		keyline_add(p, k[i].key, k[i].cmd, k[i].word);
	for (int i = 0; i < nhand; i++) {
		char cmd[16];

		snprintf(cmd, sizeof cmd, "play %d", i + 1);
		keyline_add(p, '1' + i, cmd, i ? "" : "play a card");
	}
	keyline_add(p, 'e', "end", "end turn");
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

void pu_prompt(const void *st, const void *data, struct tt_prompt *p)
{
	const struct pu_state *s = st;
	const struct pu_data *d = data;
	struct pu_pctx c = { s, d, p, NULL, NULL, -1 };

	memset(p, 0, sizeof *p);
	p->seat = -1;
	if (s->result) {
		tt_strlcpy(p->kind, "over", sizeof p->kind);
		snprintf(p->text, sizeof p->text, "%s %s", s->result == 1 ? "Victory:" : "Game over:", s->why);
		return;
	}
	c.tmp = malloc(sizeof *c.tmp);
	c.out = malloc(sizeof *c.out);
	if (!c.tmp || !c.out) {
		free(c.tmp);
		free(c.out);
		return;
	}
	if (s->npend > 0) {
		const struct pu_pend *pd = &s->pend[s->npend - 1];
		static const char *const kinds[] = { "", "react", "push", "spike", "side", "face",
						     "discard", "store", "order", "copycat", "start" };
		static const char *const texts[] = {
			"", "%s: a BUG came next to you. React with reaction points?",
			"%s: an ally wants your square. Push or pass?",
			"%s: the spikes push you aside. Which side?",
			"%s: push the target to which side?",
			"%s: which way do you face now?",
			"%s: five POW! cards; discard one.",
			"%s: the POWERUP store is open.",
			"%s: choose who plays next.",
			"%s: a partner played a POW! card. Copy it with Copycat (2 RP)?",
			"The BUGs move first (%s plays for the team): press Enter."
		};
		c.seat = pd->seat;
		p->seat = pd->seat;
		tt_strlcpy(p->kind, kinds[pd->kind], sizeof p->kind);
		/* texts[] are this file's constants, each with one %s: never input */
		pu_fill_name(p->text, sizeof p->text, pd->kind == PU_PD_REACT && pd->c ?
			     "%s: a BUG attacks you. React with reaction points (its speed first)?" :
			     pd->kind == PU_PD_DISCARD && pd->a > 0 ?
			     "%s: four POW! cards, the most a hand holds. Discard one to draw, or keep them?" :
			     texts[pd->kind], pu_sname(s, d, pd->seat));
		pu_opts_pend(&c);
		pu_opts_tricks(&c);
		keyline_from_options(p);
	} else if (s->phase == PU_PH_BB && s->active >= 0) {
		c.seat = s->active;
		p->seat = s->active;
		tt_strlcpy(p->kind, "turn", sizeof p->kind);
		snprintf(p->text, sizeof p->text, "%s: %d action%s left (turn %d, round %d).",
			 pu_sname(s, d, s->active), s->bb[s->active].ap, s->bb[s->active].ap == 1 ? "" : "s",
			 s->turn, s->round);
		pu_keys_turn(p, s->bb[s->active].nhand);
		pu_opts_turn(&c);
		pu_opts_tricks(&c);
	}
	free(c.tmp);
	free(c.out);
}
