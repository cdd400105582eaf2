/*
 * db_dump.c - DeathBot Derby: the sorted key=value state dump and the
 * redaction of what a seat may not see (for the AI).
 *
 * redact(seat) leaves a state that depends only on what the seat has seen
 * and on the rng: the other seat's unrevealed picks become a random card
 * consistent with the draft (one of the two this seat passed on, or one it
 * never saw); the arena cards never flipped that show an empty face are
 * dealt again among the slots of their number (their backs and turns were
 * never seen); the piles are put in a fixed order and shuffled; the dice
 * are reseeded and the rigged rolls dropped.  So the AI can read neither
 * hidden cards nor future rolls, and two states that look the same from
 * the seat give the same redacted state with the same rng.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dump.h"
#include "db.h"

/* The cards the other seat's pick of type could be, as this seat knows. */
static uint64_t db_candidates(const struct db_state *s, const struct db_data *d, int seat, int type)
{
	int drawer = (type == DB_DT_MOVE || type == DB_DT_SECRET) ? s->first : 1 - s->first;
	uint64_t m = 0;

	for (int c = 0; c < d->ncomp; c++)
		if (d->comp[c].type == type && c != s->bot[seat].comp[type])
			m |= 1ull << c;
	if (s->training)
		m &= ~s->seen[seat];
	else
		m &= drawer == seat ? s->passed[type] : ~s->seen[seat];
	return m;
}

static void db_guess(struct db_state *s, const struct db_data *d, int seat, int type, struct rng *rng)
{
	int opp = 1 - seat, real = s->bot[opp].comp[type], cand[DB_MAXCOMP], n = 0, g;
	uint64_t m = db_candidates(s, d, seat, type);

	for (int c = 0; c < d->ncomp; c++)
		if (m & (1ull << c))
			cand[n++] = c;
	if (n == 0)
		return;		/* nothing else it could be */
	g = cand[rng_below(rng, (uint32_t)n)];
	if (g == real)
		return;
	for (int i = 0; i < s->ndeck[type]; i++)
		if (s->deck[type][i] == g) {
			s->deck[type][i] = (int8_t)real;
			s->bot[opp].comp[type] = (int8_t)g;
			if (type != DB_DT_SECRET)
				s->bot[opp].hp[type] = (int8_t)d->comp[g].hp;
			return;
		}
}

static int db_cmp_int8(const void *a, const void *b)
{
	return *(const int8_t *)a - *(const int8_t *)b;
}

/* Order two arena cards by what they hold, then by index. */
static int db_cmp_card(const struct db_data *d, int a, int b)
{
	int c = memcmp(&d->card[a], &d->card[b], sizeof d->card[a]);

	return c ? c : a - b;
}

/* The side of card k that shows no obstacle (0 when both are empty). */
static int db_empty_side(const struct db_card *k)
{
	return k->side[0][0].obs == DB_OB_NONE && k->side[0][1].obs == DB_OB_NONE ? 0 : 1;
}

/* Deal again the never-flipped cards of number num that show an empty
 * face: which of them lies where, and how it is turned, was never seen. */
static void db_redeal(struct db_state *s, const struct db_data *d, int num, struct rng *rng)
{
	int slot[DB_NCARD], card[DB_NCARD], n = 0;

	for (int i = 0; i < DB_NCARD; i++) {
		const struct db_card *k = &d->card[s->slot_card[i]];
		const struct db_space *f = k->side[s->slot_side[i]];
		if (k->number != num || ((s->flipped >> i) & 1) || f[0].obs != DB_OB_NONE ||
		    f[1].obs != DB_OB_NONE)
			continue;
		slot[n] = i;
		card[n++] = s->slot_card[i];
	}
	for (int i = 1; i < n; i++)	/* a fixed order first: insertion sort */
		for (int j = i; j > 0 && db_cmp_card(d, card[j - 1], card[j]) > 0; j--) {
			int t = card[j];
			card[j] = card[j - 1];
			card[j - 1] = t;
		}
	rng_shuffle_int(rng, card, n);
	for (int i = 0; i < n; i++) {
		s->slot_card[slot[i]] = (uint8_t)card[i];
		s->slot_side[slot[i]] = (uint8_t)db_empty_side(&d->card[card[i]]);
		s->slot_turn[slot[i]] = (uint8_t)rng_below(rng, 2);
	}
}

void db_redact(void *st, const void *data, int seat, struct rng *rng)
{
	struct db_state *s = st;
	const struct db_data *d = data;
	int opp = 1 - seat;

	if (seat < 0 || seat > 1)
		return;
	for (int t = 0; t < DB_DT_N; t++)
		if (s->bot[opp].comp[t] >= 0 && !s->revealed[opp][t] &&
		    !(t == DB_DT_SECRET && s->bot[opp].secret_used))
			db_guess(s, d, seat, t, rng);
	for (int num = 1; num <= 6; num++)
		db_redeal(s, d, num, rng);
	for (int t = 0; t < DB_DT_N; t++) {
		qsort(s->deck[t], (size_t)s->ndeck[t], sizeof s->deck[t][0], db_cmp_int8);
		for (int i = s->ndeck[t] - 1; i > 0; i--) {
			int j = (int)rng_below(rng, (uint32_t)(i + 1));
			int8_t x = s->deck[t][i];
			s->deck[t][i] = s->deck[t][j];
			s->deck[t][j] = x;
		}
	}
	rng_seed(&s->dice.rng, rng_next(rng));
	memset(s->dice.rig, 0, sizeof s->dice.rig);
	s->dice.nrig = 0;
}

static void db_dump_bot(struct tt_dump *L, const struct db_state *s, const struct db_data *d, int b)
{
	const struct db_bot *x = &s->bot[b];
	const char *n = db_seat_name(b);

	dump_line(L, "%s.armor=%d", n, x->armor);
	dump_line(L, "%s.at=%d,%d", n, x->x + 1, x->y + 1);
	for (int t = 0; t < DB_DT_N; t++)
		dump_line(L, "%s.%s=%s hp=%d revealed=%d", n, db_type_names[t],
			x->comp[t] >= 0 ? d->comp[x->comp[t]].id : "-", x->hp[t], s->revealed[b][t]);
	dump_line(L, "%s.hazard=%d", n, x->hazard);
	dump_line(L, "%s.name=%s", n, x->name);
	dump_line(L, "%s.status=shield:%d stunned:%d netted:%d secret_used:%d", n, x->shield,
		x->stunned, x->netted, x->secret_used);
	dump_line(L, "%s.seen=%016llx", n, (unsigned long long)s->seen[b]);
}

static void db_dump_arena(struct tt_dump *L, const struct db_state *s, const struct db_data *d)
{
	static const char obs[] = ".WBSBP";
	static const char belts[] = "^>v<";

	for (int y = 0; y < DB_H; y++) {
		char row[DB_W + 1];
		for (int x = 0; x < DB_W; x++) {
			struct db_space sp = db_space_at(s, d, x, y);
			row[x] = sp.obs == DB_OB_BELT ? belts[sp.dir] : sp.obs == DB_OB_BOMB ? 'O' : obs[sp.obs];
		}
		row[DB_W] = '\0';
		dump_line(L, "arena.row%d=%s", y + 1, row);
	}
	for (int i = 0; i < DB_NCARD; i++)
		dump_line(L, "arena.slot%02d=card %d side %d turned %d", i, s->slot_card[i],
			s->slot_side[i], s->slot_turn[i]);
	dump_line(L, "arena.flipped=%08x", (unsigned)s->flipped);
}

void db_dump(const void *st, const void *data, struct tt_out *out)
{
	static const char *const phases[] = { "first", "draft", "duel", "over" };
	const struct db_state *s = st;
	const struct db_data *d = data;
	struct tt_dump dl, *L = &dl;

	dump_init(L);
	db_dump_arena(L, s, d);
	db_dump_bot(L, s, d, 0);
	db_dump_bot(L, s, d, 1);
	for (int t = 0; t < DB_DT_N; t++) {
		char buf[64] = "";
		for (int i = 0; i < s->ndeck[t]; i++)
			snprintf(buf + strlen(buf), sizeof buf - strlen(buf), " %d", s->deck[t][i]);
		dump_line(L, "deck.%s=%s", db_type_names[t], buf);
		dump_line(L, "draft.passed.%s=%016llx", db_type_names[t], (unsigned long long)s->passed[t]);
	}
	dump_line(L, "dice=%016llx %016llx %016llx %016llx rolls %u rig %u",
		(unsigned long long)s->dice.rng.s[0], (unsigned long long)s->dice.rng.s[1],
		(unsigned long long)s->dice.rng.s[2], (unsigned long long)s->dice.rng.s[3],
		s->dice.rolls, s->dice.nrig);
	dump_line(L, "draft=step %d holder %d hand %d %d %d (%d)", s->dstep, s->holder, s->hand[0],
		s->hand[1], s->hand[2], s->nhand);
	for (int i = 0; i < s->npend; i++)
		dump_line(L, "pending.%d=%d seat %d bot %d amount %d pierce %d", i, s->pend[i].kind,
			s->pend[i].seat, s->pend[i].bot, s->pend[i].amount, s->pend[i].pierce);
	if (s->npath > 0) {	/* only while one is planned: older states hash as before */
		char buf[4 * DB_PATH_MAX] = "";
		size_t len = 0;
		for (int i = 0; i < s->npath; i++) {
			tt_cat(buf, sizeof buf, &len, i ? " " : "");
			tt_cat(buf, sizeof buf, &len, sq_dir_names[s->path[i] & 3]);
		}
		dump_line(L, "path=%s", buf);
	}
	dump_line(L, "phase=%s", phases[s->phase]);
	dump_line(L, "turn=%d cur %s first %s actions %d hazard_done %d rapid_done %d training %d",
		s->turn, db_seat_name(s->cur), db_seat_name(s->first), s->actions, s->hazard_done,
		s->rapid_done, s->training);
	dump_line(L, "winner=%d %s", s->winner, s->reason);
	dump_finish(L, out);
}
