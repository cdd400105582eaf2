/*
 * pships_turn.c - Powerships turn commands: the speedometer (add, remove,
 * keep, toggle, roll) and the heading (turn, move).
 *
 * The dice decision is built in steps (add/remove/keep, toggle dice to
 * reroll) and carried out by `roll`, which may also take the whole plan
 * at once: `roll [add | remove N | keep] [N...]`.  A turn that rolls no
 * die and removes none repairs one point of damage.
 */
#include <stdio.h>
#include <string.h>
#include "pships.h"

/* Put the ship where move m leaves it: position, heading, buoys, and on a
 * crash no dice and the damage (capped).  Shared by the rules and the AI. */
void pships_ship_land(struct pships_ship *sh, const struct pships_move *m)
{
	sh->q = m->path[m->end].q;
	sh->r = m->path[m->end].r;
	sh->dir = m->dir;
	sh->buoys = (uint8_t)m->buoys;
	sh->tally = (int8_t)m->tally;
	sh->left_start = m->left_start;
	sh->finished = m->finished;
	if (m->crash) {
		sh->ndice = 0;
		sh->damage = (uint8_t)(sh->damage + m->damage > PSHIPS_MAXDAMAGE ? PSHIPS_MAXDAMAGE
				       : sh->damage + m->damage);
	}
}

static const char *const pships_turn_word[3] = { "right", "straight", "left" };

static int pships_die_arg(const struct pships_state *s, const char *tok, int *i,
			  struct tt_err *err)
{
	const struct pships_ship *sh = &s->ship[s->turn];

	if (sh->ndice == 0)
		return tt_errf(err, "your speedometer has no dice yet");
	if (cmd_int(tok, 1, sh->ndice, "die number", i, err) < 0)
		return -1;
	(*i)--;
	return 0;
}

static int pships_can_add(const struct pships_state *s, struct tt_err *err)
{
	const struct pships_ship *sh = &s->ship[s->turn];

	if (sh->ndice >= pships_max_dice(sh))
		return tt_errf(err, "you cannot add a die: at most %d dice (5 minus %d damage)",
			       pships_max_dice(sh), sh->damage);
	return 0;
}

/* A second add, remove or keep in one plan: "you cannot add or remove
 * more than 1 die before your roll". */
static int pships_plan_twice(const struct cmd *c, const char *tok, struct tt_err *err)
{
	const char *first = c->argv[1];

	if (strcmp(tok, "add") && strcmp(tok, "remove") && strcmp(tok, "keep"))
		return 0;
	if (!strcmp(first, tok) && strcmp(tok, "keep"))
		return tt_errf(err, "only one die may be %s per turn (then roll)",
			       tok[0] == 'a' ? "added" : "removed");
	if (strcmp(first, "add") && strcmp(first, "remove") && strcmp(first, "keep"))
		return tt_errf(err, "the plan comes first: roll [add | remove N | keep] [N...]");
	return tt_errf(err, "add one die, remove one or keep the number, only one of them: "
		       "one die may be added or removed per turn");
}

/* Parse `roll [add|remove N|keep] [N...]` into a plan. */
static int pships_plan_args(const struct pships_state *s, const struct cmd *c, int *plan,
			    int *rem, int *mask, struct tt_err *err)
{
	int a = 1, i;

	*plan = 0;
	*rem = 0;
	*mask = 0;
	if (a < c->argc && strcmp(c->argv[a], "add") == 0) {
		if (pships_can_add(s, err) < 0)
			return -1;
		*plan = 1;
		a++;
	} else if (a < c->argc && strcmp(c->argv[a], "remove") == 0) {
		if (a + 1 >= c->argc || pships_die_arg(s, c->argv[a + 1], rem, err) < 0)
			return a + 1 >= c->argc ? tt_errf(err, "remove which die? roll remove N") : -1;
		*plan = -1;
		a += 2;
	} else if (a < c->argc && strcmp(c->argv[a], "keep") == 0) {
		a++;
	}
	for (; a < c->argc; a++) {
		if (pships_plan_twice(c, c->argv[a], err) < 0 || pships_die_arg(s, c->argv[a], &i, err) < 0)
			return -1;
		if (*plan == -1 && i == *rem)
			return tt_errf(err, "die %d is being removed: it cannot be rerolled", i + 1);
		*mask |= 1 << i;
	}
	return 0;
}

static void pships_list(char *buf, size_t cap, const uint8_t *v, int n, const char *sep)
{
	size_t len = 0;

	buf[0] = 0;
	for (int i = 0; i < n && len < cap; i++)
		len += (size_t)snprintf(buf + len, cap - len, "%s%d", i ? sep : "", v[i]);
}

static void pships_roll(struct pships_state *s, int plan, int rem, int mask, struct tt_out *out)
{
	struct pships_ship *sh = &s->ship[s->turn];
	uint8_t nd[PSHIPS_MAXDICE + 1], rolled[PSHIPS_MAXDICE + 1];
	int n = 0, nr = 0, damage = sh->damage;
	char nm[TT_NAME_MAX], a[40], b[40];

	for (int i = 0; i < sh->ndice; i++) {
		if (plan == -1 && i == rem)
			continue;
		nd[n] = sh->die[i];
		if (mask & (1 << i))
			nd[n] = rolled[nr++] = (uint8_t)dice_roll(&s->dice, 3);
		n++;
	}
	if (plan == 1)
		nd[n++] = rolled[nr++] = (uint8_t)dice_roll(&s->dice, 3);
	memcpy(sh->die, nd, (size_t)n);
	sh->ndice = (uint8_t)n;
	if (nr == 0 && plan != -1 && sh->damage > 0)
		sh->damage--;
	if (!tt_out_keeps(out))
		return;
	snprintf(nm, sizeof nm, "%s", s->name[s->turn]);
	nm[0] = (char)(nm[0] >= 'a' && nm[0] <= 'z' ? nm[0] - 32 : nm[0]);
	pships_list(a, sizeof a, rolled, nr, ", ");
	tt_outf(out, "%s %s%s%s%s", nm, plan == 1 ? "adds a die" : plan == -1 ? "removes a die"
		: "keeps the number of dice", nr ? " and rolls " : "", nr ? a : "",
		nr ? "" : " and rolls nothing");
	pships_list(b, sizeof b, sh->die, n, "+");
	tt_outf(out, ": speed %s = %d.\n", n ? b : "0", pships_total(sh));
	if (sh->damage < damage)
		tt_outf(out, "%s repairs one point of damage (%d left).\n", nm, sh->damage);
}

/* The heading shown starts at the nose, legal or not (the prompt says);
 * the legal headings are known from here to the move. */
static void pships_to_heading(struct pships_state *s)
{
	struct pships_move mv[3];

	s->phase = PSHIPS_PP_HEADING;
	s->pending = 0;
	s->legal = (uint8_t)pships_legal(s, s->turn, pships_total(&s->ship[s->turn]), mv);
}

int pships_cmd_add(const struct cmd_call *k)
{
	struct pships_state *s = k->ctx;

	if (pships_can_add(s, k->err) < 0)
		return -1;
	s->plan = 1;
	return 0;
}

int pships_cmd_remove(const struct cmd_call *k)
{
	struct pships_state *s = k->ctx;
	int i;

	if (pships_die_arg(s, k->c->argv[1], &i, k->err) < 0)
		return -1;
	s->plan = -1;
	s->plan_remove = (uint8_t)i;
	s->plan_reroll &= (uint8_t)~(1 << i);
	return 0;
}

int pships_cmd_keep(const struct cmd_call *k)
{
	((struct pships_state *)k->ctx)->plan = 0;
	return 0;
}

int pships_cmd_toggle(const struct cmd_call *k)
{
	struct pships_state *s = k->ctx;
	int i;

	if (pships_die_arg(s, k->c->argv[1], &i, k->err) < 0)
		return -1;
	if (s->plan == -1 && s->plan_remove == i)
		return tt_errf(k->err, "die %d is being removed: it cannot be rerolled", i + 1);
	s->plan_reroll ^= (uint8_t)(1 << i);
	return 0;
}

/* roll: at the start, the track and the starting player; in a turn, the
 * dice as planned (or as the arguments plan them). */
int pships_cmd_roll(const struct cmd_call *k)
{
	struct pships_state *s = k->ctx;
	int plan = s->plan, rem = s->plan_remove, mask = s->plan_reroll;

	if (s->phase == PSHIPS_PP_START)
		return k->c->argc == 1 ? pships_do_start(s, k->out) : pships_wrong_phase(s, k->err);
	if (k->c->argc > 1 && pships_plan_args(s, k->c, &plan, &rem, &mask, k->err) < 0)
		return -1;
	pships_roll(s, plan, rem, mask, k->out);
	pships_to_heading(s);
	return 0;
}

void pships_describe(const struct pships_state *s, const struct pships_move *m, int total,
		     char *buf, size_t cap)
{
	(void)s;
	(void)total;
	if (m->crash)
		snprintf(buf, cap, "crash, %d damage", m->damage);
	else if (m->finished)
		snprintf(buf, cap, "%d, lands", m->end);
	else if (m->end < m->reach)
		snprintf(buf, cap, "%d, stops behind", m->end);
	else
		snprintf(buf, cap, "%d spaces", m->end);
}

int pships_pending_ok(const struct pships_state *s)
{
	return (s->legal >> (s->pending + 1)) & 1;
}

void pships_legal_words(int mask, char *ok, size_t cap)
{
	ok[0] = '\0';
	for (int i = 2; i >= 0; i--)
		if (mask & (1 << i))
			snprintf(ok + strlen(ok), cap - strlen(ok), "%s%s", ok[0] ? " or " : "",
				 pships_turn_word[i]);
}

int pships_why_not(const struct pships_move mv[3], int mask, int t, struct tt_err *err)
{
	char ok[40];

	pships_legal_words(mask, ok, sizeof ok);
	if (!mv[t + 1].crash || !mv[0].crash || !mv[1].crash || !mv[2].crash) {
		if (mv[t + 1].crash)
			return tt_errf(err, "going %s crashes, but %s uses your whole speed: you must "
				       "go %s", pships_turn_word[t + 1], ok, ok);
	}
	return tt_errf(err, "every heading crashes: you must take the longest path (%s)", ok);
}

static void pships_events(const struct pships_state *s, const struct pships_move *m,
			  const char *nm, struct tt_out *out)
{
	static const char *const what[PSHIPS_PK_NKIND] = {
		[PSHIPS_PK_ARROW] = "an arrow shifts it", [PSHIPS_PK_TURNL] = "a circular arrow turns it left",
		[PSHIPS_PK_TURNR] = "a circular arrow turns it right", [PSHIPS_PK_DOUBLE] = "2X doubles the rest",
		[PSHIPS_PK_PURPLE] = "purple 2X: double and free of obstacles"
	};

	for (int i = 1; i <= m->end; i++)
		if (m->path[i].ev && what[m->path[i].ev])
			tt_outf(out, "%s: %s.\n", nm, what[m->path[i].ev]);
	(void)s;
}

static void pships_passes(const struct pships_state *s, const struct pships_move *m,
			  const char *nm, struct tt_out *out)
{
	for (int i = 1; i < m->end; i++) {
		int o = pships_occupant(s, m->path[i].q, m->path[i].r, s->turn);
		if (o >= 0)
			tt_outf(out, "%s passes %s.\n", nm, s->name[o]);
	}
}

/* What move m of turn t does, told before the ship lands. */
static void pships_move_news(const struct pships_state *s, int t, const struct pships_move *m,
			     struct tt_out *out)
{
	const struct pships_ship *sh = &s->ship[s->turn];
	int total = pships_total(sh), before = sh->buoys;
	char nm[TT_NAME_MAX];

	snprintf(nm, sizeof nm, "%s", s->name[s->turn]);
	nm[0] = (char)(nm[0] >= 'a' && nm[0] <= 'z' ? nm[0] - 32 : nm[0]);
	tt_outf(out, "%s %s and moves %d %s.\n", nm, t == 0 ? "keeps its heading" : t > 0 ?
		"turns left" : "turns right", total, hex_dir_names[m->path[0].dir]);
	pships_events(s, m, nm, out);
	pships_passes(s, m, nm, out);
	for (int b = before; b < m->buoys; b++)
		tt_outf(out, "%s rounds buoy %d (%s).\n", nm, b + 1, pships_body_names[s->buoy[b]]);
	if (m->crash)
		tt_outf(out, "%s crashes after %d spaces (speed %d): %d damage, dice lost.\n", nm,
			m->reach, total, m->damage);
	if (m->end < m->reach) {
		int o = pships_occupant(s, m->path[m->end + 1].q, m->path[m->end + 1].r, s->turn);
		tt_outf(out, "%s stops behind %s on the last free hex.\n", nm, o >= 0 ? s->name[o]
			: "a ship");
	}
}

static void pships_do_move(struct pships_state *s, const struct pships_data *d, int t,
			   const struct pships_move *m, struct tt_out *out)
{
	bool winner_before = s->winner_in;

	if (tt_out_keeps(out))
		pships_move_news(s, t, m, out);
	pships_ship_land(&s->ship[s->turn], m);
	pships_end_turn(s, d, winner_before, out);
}

static int pships_turn_arg(const char *w)
{
	for (int i = 0; i < 3; i++)
		if (strcmp(w, pships_turn_word[i]) == 0)
			return i - 1;
	return 9;
}

/* `turn left|straight|right`: show that heading, counted from the nose
 * (absolute, so the session keeps only the last of a run of them). */
int pships_cmd_turn(const struct cmd_call *k)
{
	struct pships_state *s = k->ctx;
	struct pships_move mv[3];
	struct tt_err why;
	int t = pships_turn_arg(k->c->argv[1]), mask;

	if (t == 9)
		return tt_errf(k->err, "usage: turn left|straight|right (one hex side from the nose, "
			       "or none)");
	s->pending = (int8_t)t;
	*k->flags |= TT_APPLY_PREVIEW;
	if (!tt_out_keeps(k->out))
		return 0;	/* the rest only tells whether that heading may be flown */
	mask = pships_legal(s, s->turn, pships_total(&s->ship[s->turn]), mv);
	if (!(mask & (1 << (t + 1)))) {
		pships_why_not(mv, mask, t, &why);
		tt_outf(k->out, "Heading shown: %s, not allowed (%s).\n", pships_turn_word[t + 1],
			why.msg);
	}
	return 0;
}

int pships_cmd_move(const struct cmd_call *k)
{
	struct pships_state *s = k->ctx;
	struct pships_move mv[3];
	int t = k->c->argc == 1 ? s->pending : pships_turn_arg(k->c->argv[1]), mask;
	int total = pships_total(&s->ship[s->turn]);

	if (t == 9)
		return tt_errf(k->err, "usage: move [left|straight|right]");
	if (!(s->legal & (1 << (t + 1)))) {	/* the reason needs every heading */
		mask = pships_legal(s, s->turn, total, mv);
		return pships_why_not(mv, mask, t, k->err);
	}
	pships_simulate(s, s->turn, t, total, &mv[t + 1]);
	pships_do_move(s, k->data, t, &mv[t + 1], k->out);
	return 0;
}
