/*
 * pu_redact.c - POWERUP: what no seat may see, replaced by a guess (the
 * engine op redact; the session hands the AI the redacted copy, so the
 * AI is honest by construction).
 *
 * Hidden from every seat alike (the BUGBUSTERs play as one team): what
 * the face-down secret tokens hold and which keys the BUGs carry (a BUG
 * keeps the key it finds without showing it), the order of the POW!,
 * BUG and equipment decks, and the dice still to come.  The guess keeps
 * what the team can know: the tokens still face down and the number of
 * keys each BUG carries (the board shows both); the values left among
 * them (the tokens laid, less those turned up, are public); each deck's
 * cards (the discards, hands and the store are face up).  The values are
 * dealt again at random among the tokens and BUG pockets, a key to every
 * pocket; the decks are shuffled; the dice reseeded and the rigged rolls
 * dropped.  Everything is put in a fixed order before the rng is used,
 * so two states that look the same to the team give the same redacted
 * state with the same rng.
 *
 * With a BUGMISTRESS player, each side's hands are dealt again for the
 * other side (pu_bm_redact).  Left as they are, being public: the
 * automatic BUGMISTRESS's hand (she plays with her cards face up), keys
 * lying on the ground, the store.  The
 * equipment cards a store reset put under its deck are shuffled with the
 * rest (the team could know them; nothing reads that deep).
 */
#include <stdlib.h>
#include <string.h>
#include "pu_play.h"

static int pu_redact_cmp(const void *a, const void *b)
{
	return *(const int8_t *)a - *(const int8_t *)b;
}

/* Sort, then shuffle with rng: the result depends on the multiset only. */
static void pu_redact_shuffle(int8_t *v, int n, struct rng *rng)
{
	qsort(v, (size_t)n, sizeof v[0], pu_redact_cmp);
	for (int i = n - 1; i > 0; i--) {
		int j = (int)rng_below(rng, (uint32_t)(i + 1));
		int8_t t = v[i];
		v[i] = v[j];
		v[j] = t;
	}
}

static bool pu_redact_key(int v)
{
	return v >= 'A' && v <= 'C';
}

/* The secret tokens still face down and the keys the BUGs carry: the
 * keys first go to the BUGs' pockets (as many as each carries), then what
 * is left is dealt among the tokens, row by row. */
static void pu_redact_secrets(struct pu_state *s, struct rng *rng)
{
	int8_t keys[PU_MAXFIG * 3 + PU_H * PU_W], rest[PU_H * PU_W + 3];
	int nkeys = 0, nrest = 0, pockets = 0, k = 0;

	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++)
			if (s->secret[y][x] && pu_redact_key(s->secret[y][x]))
				keys[nkeys++] = s->secret[y][x];
			else if (s->secret[y][x])
				rest[nrest++] = s->secret[y][x];
	for (int i = 0; i < s->nfig; i++)
		for (int b = 0; b < 3 && s->fig[i].kind == PU_FK_BUG; b++)
			if (s->fig[i].secret & (1u << b)) {
				keys[nkeys++] = (int8_t)('A' + b);
				pockets++;
			}
	if (nkeys + nrest == 0)
		return;
	pu_redact_shuffle(keys, nkeys, rng);
	for (int i = 0; i < s->nfig; i++) {
		int n = 0;
		if (s->fig[i].kind != PU_FK_BUG || !s->fig[i].secret)
			continue;
		for (int b = 0; b < 3; b++)
			n += (s->fig[i].secret >> b) & 1;
		s->fig[i].secret = 0;
		while (n-- > 0 && k < pockets)
			s->fig[i].secret = (uint8_t)(s->fig[i].secret | 1u << (keys[k++] - 'A'));
	}
	while (k < nkeys)
		rest[nrest++] = keys[k++];
	pu_redact_shuffle(rest, nrest, rng);
	k = 0;
	for (int y = 0; y < s->h; y++)
		for (int x = 0; x < s->w; x++)
			if (s->secret[y][x])
				s->secret[y][x] = rest[k++];
}

void pu_redact(void *st, const void *data, int seat, struct rng *rng)
{
	struct pu_state *s = st;

	if (s->dmf.on)	/* a Deathmatch free set-up: each team knows its own chips */
		pu_dmf_redact(s, seat, rng);
	else
		pu_redact_secrets(s, rng);
	pu_redact_shuffle(s->powdeck, s->npowdeck, rng);
	pu_redact_shuffle(s->bugdeck, s->nbugdeck, rng);
	pu_redact_shuffle(s->eqdeck, s->neqdeck, rng);
	rng_seed(&s->dice.rng, rng_next(rng));
	memset(s->dice.rig, 0, sizeof s->dice.rig);
	s->dice.nrig = 0;
	pu_bm_redact(st, data, seat, rng);	/* nothing else is private to one seat */
}
