/*
 * pu_mistress_ask.c - POWERUP: what the BUGMISTRESS seat is asked and
 * shown: her turn's prompt, the Trick windows offered to her in the
 * BUGBUSTERs' turns and by BrainWash (entries of pu_decisions), her
 * panel, her lines of the state dump, and the redaction of her hand for
 * the BUGBUSTERs' AI.  Her prompts are hidden: at one keyboard the
 * screen draws the curtain before them, and only her view shows her hand.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dump.h"
#include "keyline.h"
#include "../pu_modes.h"

/* The Trick plays open to her now, asked with her window open as the
 * check sees it: a bit for each card and each target it may be aimed at
 * ("play N", "play N F"), folded into 64 bits; 0: none. */
static uint64_t pu_bm_tricks(const struct pu_state *s, const struct pu_data *d)
{
	uint64_t m = 0;
	char buf[24];

	for (int k = 0; k < s->nbughand; k++) {
		int c = s->bughand[k], eff = d->bugcard[c].effect;
		bool aimed = eff == PU_BE_EVOLUTION || eff == PU_BE_BICEVO || eff == PU_BE_SURPRISE;
		if (d->bugcard[c].kind != PU_BK_TRICK)
			continue;
		for (int f = -1; f < (aimed ? s->nfig : 0); f++) {
			if (f >= 0 && (s->fig[f].kind != PU_FK_BUG || !pu_alive(s, f)))
				continue;
			if (f < 0)
				snprintf(buf, sizeof buf, "play %d", k + 1);
			else
				snprintf(buf, sizeof buf, "play %d %d", k + 1, f);
			if (d->hooks->play->legal(s, d, s->bm.seat, buf))
				m |= 1ull << ((unsigned)(c * 37 + f + 1) % 64);
		}
	}
	return m;
}

/* The Trick plays that public facts leave open: those of every Trick
 * she might hold (her hand and the deck: what the discard pile does not
 * hold), each tried as her only card, when she holds a card at all. */
static uint64_t pu_bm_tricks_public(const struct pu_state *s, const struct pu_data *d)
{
	struct pu_state *t;
	uint64_t m = 0;

	if (s->nbughand == 0 || !(t = malloc(sizeof *t)))
		return 0;
	memcpy(t, s, sizeof *t);
	t->nbughand = 1;
	for (int i = 0; i < s->nbugdeck + s->nbughand; i++) {
		int c = i < s->nbugdeck ? s->bugdeck[i] : s->bughand[i - s->nbugdeck];
		if (d->bugcard[c].kind != PU_BK_TRICK)
			continue;
		t->bughand[0] = (int8_t)c;
		m |= pu_bm_tricks(t, d);
	}
	free(t);
	return m;
}

/* What opens a window for her.  When a person plays her, what she holds
 * must not show in whether the game stops for her (the curtain at one
 * keyboard, "waiting for" at a table): her windows open on the plays
 * any Trick she might hold would have (she may have nothing to play in
 * one, and lets it go).  The AI's open on her hand: nobody waits for it,
 * and no line tells of them. */
static uint64_t pu_bm_open(const struct pu_state *s, const struct pu_data *d)
{
	return s->bm.person ? pu_bm_tricks_public(s, d) : pu_bm_tricks(s, d);
}

/* Which BUGBUSTER's turn it is, as a number (never 0): the turn
 * sequence and how many have played in it (a turn's end opens the next). */
static uint16_t pu_bm_turn_key(const struct pu_state *s)
{
	int n = 0;

	for (int i = 0; i < s->nseats; i++)
		n += s->bb[i].played != 0;
	return (uint16_t)((s->turns_total * (PU_MAXBB + 1) + n) % 65535 + 1);
}

/* A window for her Tricks after another seat's command (s->bm.offer),
 * whenever a Trick of hers can be played: in a BUGBUSTER's turn, and in
 * her own turn when a BUGBUSTER has answered her BUG's attack before it
 * lands.  Not to ask at every step: once she lets a window go in a
 * BUGBUSTER's turn, she is asked again in that turn only when a play has
 * opened that was not open then (a new target, a Trick that gained a
 * use); each BUGBUSTER's turn starts afresh. */
void pu_bm_offer(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	uint64_t m;
	bool bb = s->phase == PU_PH_BB;

	if (!s->bm.offer || s->result || s->npend > 0 || (bb && s->decl.active))
		return;
	s->bm.offer = 0;
	if (!bb && !(s->phase == PU_PH_BUGS && s->decl.active))
		return;
	pu_push_pend(s, PU_PD_BMTRICK, s->bm.seat, 0, 0, 0);
	m = pu_bm_open(s, d);
	if (!bb || s->bm.passed_at != pu_bm_turn_key(s))
		s->bm.passed = 0;
	if (!(m & ~s->bm.passed))
		pu_pop_pend(s);
	else if (s->bm.person)	/* public facts: it tells nothing of her hand */
		tt_outf(out, "The BUGMISTRESS may answer with a Trick card.\n");
}

/* pass in a window: not asked again in this BUGBUSTER's turn until a new
 * play opens (pu_bm_offer). */
void pu_bm_pass_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		     struct tt_out *out)
{
	(void)g;
	(void)out;
	s->bm.passed = s->phase == PU_PH_BB ? pu_bm_open(s, d) : 0;	/* with the window open */
	s->bm.passed_at = s->phase == PU_PH_BB ? pu_bm_turn_key(s) : 0;
	pu_pop_pend(s);
}

/* Two random cards of her hand are discarded. */
static void pu_bm_wash(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	for (int k = 0; k < 2 && s->nbughand > 0; k++) {
		int i = (int)dice_below(&s->dice, (uint32_t)s->nbughand);
		tt_outf(out, "BrainWash: the BUGMISTRESS discards %s.\n", d->bugcard[s->bughand[i]].name);
		pu_bughand_drop(s, i);
	}
}

/* BrainWash on her real hand: a window for her Tricks first, if any. */
void pu_bm_brainwash(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	pu_push_pend(s, PU_PD_BRAINWASH, s->bm.seat, 0, 0, 0);
	if (pu_bm_open(s, d)) {
		if (s->bm.person)
			tt_outf(out, "BrainWash: the BUGMISTRESS may answer with Tricks before two cards go.\n");
		return;
	}
	pu_pop_pend(s);
	pu_bm_wash(s, d, out);
}

void pu_bm_wash_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
		     struct tt_out *out)
{
	(void)g;
	pu_pop_pend(s);
	pu_bm_wash(s, d, out);
}

/* A Trick played in a window after a BUGBUSTER's action closes it (the
 * next action may open another); BrainWash's stays open until 'pass'. */
void pu_bm_window_play_exec(struct pu_state *s, const struct pu_data *d, const struct pu_go *g,
			    struct tt_out *out)
{
	if (s->npend > 0 && s->pend[s->npend - 1].kind == PU_PD_BMTRICK)
		pu_pop_pend(s);
	pu_bm_play_exec(s, d, g, out);
}

/* In a window: card N must be a Trick. */
int pu_bm_trick_check(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
		      struct tt_err *err)
{
	int n;

	if (g->c->argc >= 2 && cmd_int(g->c->argv[1], 1, s->nbughand > 0 ? s->nbughand : 1, "card", &n, err) == 0 &&
	    n <= s->nbughand && d->bugcard[s->bughand[n - 1]].kind != PU_BK_TRICK)
		return tt_errf(err, "only Trick cards now (Events and Specials in your own turn)");
	return pu_bm_play_check(s, d, g, err);
}

static void pu_bm_cards_opts(struct pu_pctx *c, bool tricks)
{
	char n[12], f[12];

	for (int k = 0; k < c->s->nbughand; k++) {
		const struct pu_bugcard *b = &c->d->bugcard[c->s->bughand[k]];
		if (tricks && b->kind != PU_BK_TRICK)
			continue;
		pu_numw(n, sizeof n, k + 1);
		pu_optw(c, b->name, true, k < 9 ? '1' + k : 0, "play", n, NULL);
		for (int i = 0; b->effect == PU_BE_SURPRISE && i < c->s->nfig; i++)
			pu_optw(c, b->name, true, 0, "play", n, pu_numw(f, sizeof f, i), NULL);
		pu_bm_aim_opts(c, k);
	}
}

void pu_bm_window_opts(struct pu_pctx *c, const struct pu_pend *pd)
{
	c->p->hidden = true;
	pu_bm_cards_opts(c, true);
	pu_opt(c, "pass", pd->kind == PU_PD_BRAINWASH ? "discard two at random" : "let it go", 'p', false);
}

/* ---- her turn ---- */

static void pu_bm_opts_spawn(struct pu_pctx *c)
{
	const struct pu_state *s = c->s;
	const struct pu_data *d = c->d;
	struct tt_option *o;
	char n[12];

	/* each judged as words, its label written only when it is kept */
	for (int k = 0; k < s->nbughand && s->bm.step <= PU_BS_SPAWN; k++)
		if ((o = pu_optw(c, NULL, true, 0, "pay", pu_numw(n, sizeof n, k + 1), NULL)) != NULL)
			snprintf(o->label, sizeof o->label, "pay %s (%d)", d->bugcard[s->bughand[k]].name,
				 d->bugcard[s->bughand[k]].spawn);
	for (int i = 0; i < d->nbug; i++)
		if ((o = pu_optw(c, NULL, true, 0, "activate", d->bug[i].id, NULL)) != NULL)
			snprintf(o->label, sizeof o->label, "activate %s (%d)", d->bug[i].name,
				 d->bug[i].activate);
	for (int i = 0; i < d->nbug; i++)
		for (int f = 0; f < s->nfig; f++) {
			if (!pu_is_spawner(s, d, f))
				continue;
			o = pu_optw(c, NULL, true, 0, "spawn", d->bug[i].id, pu_numw(n, sizeof n, f), NULL);
			if (o)
				snprintf(o->label, sizeof o->label, "spawn %s (%d) at %d", d->bug[i].name,
					 d->bug[i].cost, f);
		}
}

static void pu_bm_opts_bugs(struct pu_pctx *c)
{
	static const char *const acts[][2] = { { "flip", NULL }, { "move", "left" }, { "move", "right" },
					       { "move", "up" }, { "move", "down" }, { "jump", "ahead" },
					       { "jump", "up" } };
	static const char *const hits[] = { "attack", "shoot" };
	static const char *const dirs[] = { "ahead", "up", "down", "upahead", "downahead", "behind" };
	const struct pu_state *s = c->s;
	char n[12];

	for (int f = 0; f < s->nfig; f++) {
		if (s->fig[f].kind != PU_FK_BUG || !pu_alive(s, f) || s->fig[f].fresh || s->fig[f].ap == 0)
			continue;
		pu_numw(n, sizeof n, f);
		for (size_t k = 0; k < sizeof hits / sizeof hits[0]; k++)
			for (size_t i = 0; i < sizeof dirs / sizeof dirs[0]; i++)
				pu_optw(c, NULL, true, 0, "bug", n, hits[k], dirs[i], NULL);
		for (size_t k = 0; k < sizeof acts / sizeof acts[0]; k++)
			pu_optw(c, NULL, true, 0, "bug", n, acts[k][0], acts[k][1], NULL);
	}
}

static const char *const pu_bm_step_names[] = {
	[PU_BS_DRAW] = "draw", [PU_BS_ACTIVATE] = "activate", [PU_BS_SPAWN] = "spawn",
	[PU_BS_EVENT] = "event", [PU_BS_SPECIAL] = "Specials", [PU_BS_ACTIONS] = "BUG actions",
};

void pu_bm_prompt(struct pu_pctx *c)
{
	const struct pu_state *s = c->s;
	struct tt_prompt *p = c->p;

	c->seat = p->seat = s->bm.seat;
	p->hidden = true;
	tt_strlcpy(p->kind, "bugmistress", sizeof p->kind);
	snprintf(p->text, sizeof p->text, "BUGMISTRESS: step %s, %d SPAWN point%s paid, %d card%s "
		 "(turn %d, round %d).", pu_bm_step_names[s->bm.step], s->bm.points,
		 s->bm.points == 1 ? "" : "s", s->nbughand, s->nbughand == 1 ? "" : "s", s->turn, s->round);
	pu_opt(c, "end", "end her turn", 'e', false);
	pu_bm_cards_opts(c, false);
	pu_bm_opts_spawn(c);
	pu_bm_opts_bugs(c);
	pu_bm_flip_opts(c);
	for (int k = 0; k < s->nbughand && k < 9; k++) {
		char cmd[16];

		snprintf(cmd, sizeof cmd, "play %d", k + 1);
		keyline_add(p, '1' + k, cmd, k ? "" : "play");
	}
	keyline_add(p, 'e', "end", "end");
	keyline_add(p, 0, "", ":pay N activate B spawn B N");
	keyline_add(p, 0, "", ":bug N move|flip|jump|attack");
}

/* ---- what she sees, the dump, the AI's guess ---- */

/* Her side of the panel from row y: her hand with SPAWN values (only in
 * her own view), the sheets face up, her BUGs by number. */
void pu_bm_panel(const struct pu_state *s, const struct pu_data *d, int viewer, struct canvas *cv,
		 int y)
{
	static const char kinds[] = "STE";
	bool mine = s->bm.on && viewer == s->bm.seat;

	canvas_textf(cv, 0, y++, CC_RED, CA_BOLD, "BUGMISTRESS %d card%s %dpt", s->nbughand,
		     s->nbughand == 1 ? "" : "s", s->bm.points);
	if (!mine)	/* the others see how many cards, not which */
		return;
	for (int k = 0; mine && k < s->nbughand && y < PU_PANEL_ROWS; k++)
		canvas_textf(cv, 0, y++, CC_RED, 0, "%d %c%d %.19s", k + 1, kinds[d->bugcard[s->bughand[k]].kind],
			     d->bugcard[s->bughand[k]].spawn, d->bugcard[s->bughand[k]].name);
	for (int i = 0, n = 0; i < d->nbug && y < PU_PANEL_ROWS; i++)
		if (d->bug[i].activate >= 0 && (s->bm.active & (1u << i)) && n++ < 1)
			canvas_textf(cv, 0, y++, CC_DEFAULT, 0, "Up: %.21s", d->bug[i].id);
		else if (d->bug[i].activate >= 0 && (s->bm.active & (1u << i)))
			canvas_textf(cv, 0, y++, CC_DEFAULT, 0, "    %.21s", d->bug[i].id);
	for (int f = 0; mine && f < s->nfig && y < PU_PANEL_ROWS; f++)
		if (s->fig[f].kind == PU_FK_BUG && pu_alive(s, f))
			canvas_textf(cv, 0, y++, CC_DEFAULT, 0, "#%d %.9s %d,%d ap%d%s", f, d->bug[s->fig[f].type].name,
				     s->fig[f].x, s->fig[f].y, s->fig[f].ap, s->fig[f].fresh ? " new" : "");
}

void pu_bm_dump(const struct pu_state *s, const struct pu_data *d, struct tt_dump *l)
{
	(void)d;
	if (!s->bm.on)
		return;
	dump_line(l, "bm=seat %d step %d points %d event %d offer %d nospawn %d active %#x passed %#llx",
		  s->bm.seat, s->bm.step, s->bm.points, s->bm.event, s->bm.offer, s->bm.nospawn, s->bm.active,
		  (unsigned long long)s->bm.passed);
	if (s->bm.income)
		dump_line(l, "bm_income=auto");
}

static int pu_bm_cmp(const void *a, const void *b)
{
	return *(const int *)a - *(const int *)b;
}

/* Deal the cards of the hands and the pile again at random: each hand
 * keeps its size, the pile its length. */
static void pu_bm_deal(struct rng *rng, int8_t *const hands[], const int *sizes, int nhands,
		       int8_t *pile, int npile)
{
	int pool[2 * PU_MAXBUGCARD + PU_MAXPOW], n = 0;

	for (int h = 0; h < nhands; h++)
		for (int k = 0; k < sizes[h]; k++)
			pool[n++] = hands[h][k];
	for (int k = 0; k < npile; k++)
		pool[n++] = pile[k];
	qsort(pool, (size_t)n, sizeof pool[0], pu_bm_cmp);	/* the deal turns on the cards, not */
	rng_shuffle_int(rng, pool, n);				/* on where they lay unseen */
	n = 0;
	for (int h = 0; h < nhands; h++)
		for (int k = 0; k < sizes[h]; k++)
			hands[h][k] = (int8_t)pool[n++];
	for (int k = 0; k < npile; k++)
		pile[k] = (int8_t)pool[n++];
}

/* With a BUGMISTRESS player, a BUGBUSTER's seat does not know her hand
 * (her cards and the BUG pile are dealt again), and hers does not know
 * the BUGBUSTERs' POW! hands (their cards and the POW! pile). */
void pu_bm_redact(void *st, const void *data, int seat, struct rng *rng)
{
	struct pu_state *s = st;
	int8_t *hands[PU_MAXBB];
	int sizes[PU_MAXBB];

	(void)data;
	if (!s->bm.on)
		return;
	if (seat != s->bm.seat) {
		hands[0] = s->bughand;
		sizes[0] = s->nbughand;
		pu_bm_deal(rng, hands, sizes, 1, s->bugdeck, s->nbugdeck);
		return;
	}
	for (int i = 0; i < s->nseats; i++) {
		hands[i] = s->bb[i].hand;
		sizes[i] = s->bb[i].nhand;
	}
	pu_bm_deal(rng, hands, sizes, s->nseats, s->powdeck, s->npowdeck);
}
