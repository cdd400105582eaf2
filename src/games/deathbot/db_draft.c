/*
 * db_draft.c - DeathBot Derby: building the bots by the secret draft.
 *
 * Eight picks, dstep 0..7: for each deck (movement, ranged, melee,
 * secret) the drawer takes the top three, keeps one in secret and passes
 * two; the other keeps one and the last goes back under the pile.  The
 * first player draws movement and secret weapons, the second ranged and
 * melee.  Movement, ranged and melee picks are revealed when both have
 * chosen; secret weapons stay hidden until used.  `seen` and `passed`
 * record what each seat knows, for redact().
 */
#include <stdio.h>
#include <string.h>
#include "db.h"
#include "keyline.h"

static int db_drawer(const struct db_state *s, int type)
{
	return (type == DB_DT_MOVE || type == DB_DT_SECRET) ? s->first : 1 - s->first;
}

void db_name_bot(struct db_state *s, const struct db_data *d, int bot)
{
	struct db_bot *b = &s->bot[bot];

	snprintf(b->name, sizeof b->name, "%.9s-%.9s-%.9s", db_comp_of(s, d, bot, DB_DT_MOVE)->part,
		 db_comp_of(s, d, bot, DB_DT_RANGED)->part, db_comp_of(s, d, bot, DB_DT_MELEE)->part);
}

/* Start the pick of dstep (draw three when it is the drawer's turn). */
void db_draft_begin(struct db_state *s, const struct db_data *d, struct tt_out *out)
{
	int type = s->dstep / 2;

	(void)d;
	if (s->dstep % 2)
		return;
	s->holder = (int8_t)db_drawer(s, type);
	s->nhand = 3;
	for (int i = 0; i < 3; i++) {
		s->hand[i] = s->deck[type][i];
		s->seen[s->holder] |= 1ull << s->hand[i];
	}
	memmove(&s->deck[type][0], &s->deck[type][3], (size_t)(s->ndeck[type] - 3));
	s->ndeck[type] = (int8_t)(s->ndeck[type] - 3);
	memset(&s->deck[type][s->ndeck[type]], -1, 3);
	tt_outf(out, "%s draws three %s cards.\n", db_seat_name(s->holder), db_type_names[type]);
}

static void db_draft_done(struct db_state *s, const struct db_data *d, struct tt_out *out)
{
	s->phase = DB_PH_DUEL;
	s->nhand = 0;
	s->holder = -1;
	for (int b = 0; b < 2; b++) {
		db_name_bot(s, d, b);
		tt_outf(out, "%s's bot is %s.\n", db_seat_name(b), s->bot[b].name);
	}
	db_start_turn(s, d, s->first, out);
}

static void db_reveal(struct db_state *s, const struct db_data *d, int type, struct tt_out *out,
		      unsigned *flags)
{
	if (type == DB_DT_SECRET) {
		tt_outf(out, "Both secret weapons stay hidden.\n");
		return;
	}
	for (int b = 0; b < 2; b++) {
		s->revealed[b][type] = true;
		s->seen[1 - b] |= 1ull << s->bot[b].comp[type];
	}
	*flags |= TT_APPLY_REVEAL;
	tt_outf(out, "Revealed: red takes the %s, blue takes the %s.\n",
		d->comp[s->bot[0].comp[type]].name, d->comp[s->bot[1].comp[type]].name);
}

int db_draft_pick(struct db_state *s, const struct db_data *d, int seat, int n,
		  struct tt_out *out, unsigned *flags, struct tt_err *err)
{
	int type = s->dstep / 2, card;
	struct db_bot *b = &s->bot[seat];

	if (n < 1 || n > s->nhand)
		return tt_errf(err, "pick a card from 1 to %d", s->nhand);
	card = s->hand[n - 1];
	b->comp[type] = (int8_t)card;
	b->hp[type] = (int8_t)(type == DB_DT_SECRET ? 0 : d->comp[card].hp);
	memmove(&s->hand[n - 1], &s->hand[n], (size_t)(s->nhand - n));
	s->nhand--;
	s->hand[s->nhand] = -1;
	tt_outf(out, "%s keeps a %s card in secret.\n", db_seat_name(seat), db_type_names[type]);
	if (s->dstep % 2 == 0) {
		s->passed[type] = 0;
		for (int i = 0; i < s->nhand; i++) {
			s->passed[type] |= 1ull << s->hand[i];
			s->seen[1 - seat] |= 1ull << s->hand[i];
		}
		s->holder = (int8_t)(1 - seat);
		tt_outf(out, "%s passes two cards to %s.\n", db_seat_name(seat),
			db_seat_name(1 - seat));
	} else {
		s->deck[type][s->ndeck[type]++] = s->hand[0];
		s->nhand = 0;
		s->hand[0] = -1;
		tt_outf(out, "%s puts the other card back under the %s pile.\n", db_seat_name(seat),
			db_type_names[type]);
		db_reveal(s, d, type, out, flags);
	}
	s->dstep++;
	if (s->dstep == 2 * DB_DT_N)
		db_draft_done(s, d, out);
	else
		db_draft_begin(s, d, out);
	return 0;
}

void db_draft_prompt(const struct db_state *s, const struct db_data *d, struct tt_prompt *p)
{
	int type = s->dstep / 2;

	p->seat = s->holder;
	p->waiting = 1u << s->holder;
	p->hidden = true;
	tt_strlcpy(p->kind, "draft", sizeof p->kind);
	tt_strlcpy(p->mode, "in the secret draft: a number keeps that card", sizeof p->mode);
	if (s->dstep % 2 == 0)
		snprintf(p->text, sizeof p->text,
			 "%s: keep one of these %s cards in secret; the other two go to %s",
			 db_seat_name(s->holder), db_type_names[type], db_seat_name(1 - s->holder));
	else
		snprintf(p->text, sizeof p->text,
			 "%s: keep one of these two %s cards in secret; the other goes back",
			 db_seat_name(s->holder), db_type_names[type]);
	for (int i = 0; i < s->nhand; i++) {
		char cmd[16];

		snprintf(cmd, sizeof cmd, "pick %d", i + 1);
		keyline_add(p, '1' + i, cmd, i ? "" : "keep that card");
	}
	p->nopt = s->nhand;
	for (int i = 0; i < s->nhand; i++) {
		struct tt_option *o = &p->opt[i];
		snprintf(o->cmd, sizeof o->cmd, "pick %d", i + 1);
		tt_strlcpy(o->label, d->comp[s->hand[i]].name, sizeof o->label);
		o->key = '1' + i;
		o->warn[0] = '\0';	/* tt_prompt_clear leaves the options' bytes */
	}
}

/* Once the first player is known: the draft, or the training bots. */
void db_begin(struct db_state *s, const struct db_data *d, bool training, struct tt_out *out)
{
	if (!training) {
		s->phase = DB_PH_DRAFT;
		s->dstep = 0;
		db_draft_begin(s, d, out);
		return;
	}
	for (int b = 0; b < 2; b++) {
		for (int t = 0; t < DB_DT_N; t++) {
			int c = d->train[b][t];
			s->bot[b].comp[t] = (int8_t)c;
			s->bot[b].hp[t] = (int8_t)(t == DB_DT_SECRET ? 0 : d->comp[c].hp);
			s->seen[b] |= 1ull << c;
			if (t != DB_DT_SECRET) {
				s->revealed[b][t] = true;
				s->seen[1 - b] |= 1ull << c;
			}
		}
		db_name_bot(s, d, b);
	}
	s->phase = DB_PH_DUEL;
	db_start_turn(s, d, s->first, out);
}
