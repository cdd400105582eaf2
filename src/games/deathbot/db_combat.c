/*
 * db_combat.c - DeathBot Derby: attacks, secret weapons, turns.
 *
 * Attacks and secret weapons are checked (no change) and then resolved;
 * damage that must be split goes to the pending queue, which the engine
 * turns into prompts before the turn goes on.
 */
#include <stdio.h>
#include <string.h>
#include "db.h"

static int db_dist(const struct db_state *s)
{
	struct sq a = { s->bot[0].x, s->bot[0].y }, b = { s->bot[1].x, s->bot[1].y };

	return sq_manhattan(a, b);
}

static bool db_rapid_free(const struct db_state *s, const struct db_data *d, int bot, int type)
{
	return type == DB_DT_RANGED && !s->rapid_done && db_live(s, bot, DB_DT_RANGED) &&
	       db_comp_of(s, d, bot, DB_DT_RANGED)->ability == DB_AB_RAPID;
}

int db_attack_check(const struct db_state *s, const struct db_data *d, int bot, int type,
		    struct tt_err *err)
{
	const struct db_comp *c = db_comp_of(s, d, bot, type);
	const struct db_bot *b = &s->bot[bot], *o = &s->bot[1 - bot];
	int dist = db_dist(s);

	if (s->actions <= 0 && !db_rapid_free(s, d, bot, type))
		return tt_errf(err, "no actions left this turn (two a turn): end your turn");
	if (type == DB_DT_RANGED) {
		if (!db_live(s, bot, DB_DT_RANGED))
			return tt_errf(err, "the %s is disabled: a disabled ranged weapon cannot fire",
				       c->name);
		if (dist > c->rng)
			return tt_errf(err, "out of range: %s is %d spaces away, the %s reaches %d",
				       o->name, dist, c->name, c->rng);
		if (c->ability == DB_AB_MINRANGE && dist < 2)
			return tt_errf(err, "the %s cannot fire at an adjacent bot", c->name);
		if (!db_los(s, d, b->x, b->y, o->x, o->y))
			return tt_errf(err, "a wall blocks the line of sight (centre to centre)");
		return 0;
	}
	if (type != DB_DT_MELEE)
		return tt_errf(err, "attack with 'ranged' or 'melee'");
	if (dist != 1)
		return tt_errf(err, "a melee weapon reaches only an orthogonally adjacent bot");
	return 0;
}

/* Knockback (push away) or harpoon pull (toward the attacker); a pulled
 * bot meets what it enters but belts do not carry it during the pull. */
static void db_shove(struct db_state *s, const struct db_data *d, int bot, bool pull,
		     struct tt_out *out)
{
	struct db_bot *b = &s->bot[bot], *o = &s->bot[1 - bot];
	int dir = -1;

	for (int k = 0; k < 4; k++) {
		struct sq u = sq_dirs[k];
		int dx = o->x - b->x, dy = o->y - b->y;
		if ((u.x && dy == 0 && dx * u.x > 0) || (u.y && dx == 0 && dy * u.y > 0))
			dir = pull ? sq_dir_opposite(k) : k;
	}
	if (dir < 0)
		return;
	for (int guard = 0; guard < DB_W && s->phase != DB_PH_OVER; guard++) {
		struct sq p = sq_step((struct sq){ o->x, o->y }, dir);
		if ((pull && p.x == b->x && p.y == b->y) ||
		    !db_can_enter(s, d, 1 - bot, p.x, p.y, dir, false))
			break;
		o->x = (int8_t)p.x;
		o->y = (int8_t)p.y;
		tt_outf(out, "%s is %s to %d,%d.\n", o->name, pull ? "pulled" : "knocked back",
			o->x + 1, o->y + 1);
		if (!pull) {
			db_enter(s, d, 1 - bot, false, out);
			break;
		}
		if (db_space_at(s, d, o->x, o->y).obs != DB_OB_BELT)
			db_enter(s, d, 1 - bot, false, out);
	}
}

void db_attack(struct db_state *s, const struct db_data *d, int bot, int type, struct tt_out *out)
{
	const struct db_comp *c = db_comp_of(s, d, bot, type);
	struct db_bot *b = &s->bot[bot], *o = &s->bot[1 - bot];
	bool live = db_live(s, bot, type);
	int dmg = live ? c->dmg : 1, abil = live ? c->ability : DB_AB_NONE;

	if (db_rapid_free(s, d, bot, type)) {
		s->rapid_done = true;
		tt_outf(out, "The %s's first burst this turn is free.\n", c->name);
	} else {
		s->actions--;
	}
	if (abil == DB_AB_SHRED && o->armor == 0)
		dmg++;
	tt_outf(out, "%s attacks with the %s%s: %d damage%s.\n", b->name, c->name,
		live ? "" : " (disabled: 1 damage)", dmg, abil == DB_AB_PIERCE ? ", piercing armor" : "");
	db_hit(s, d, 1 - bot, dmg, abil == DB_AB_PIERCE, bot, out);
	if (s->phase == DB_PH_OVER)
		return;
	if (abil == DB_AB_STUN) {
		o->stunned = true;
		tt_outf(out, "%s is stunned: one action fewer next turn.\n", o->name);
	} else if (abil == DB_AB_KNOCK || abil == DB_AB_PULL) {
		db_shove(s, d, bot, abil == DB_AB_PULL, out);
	}
}

static int db_deck_count(const struct db_state *s, int type)
{
	return s->ndeck[type];
}

int db_secret_check(const struct db_state *s, const struct db_data *d, int bot, int arg,
		    struct tt_err *err)
{
	const struct db_comp *c = db_comp_of(s, d, bot, DB_DT_SECRET);
	const struct db_bot *b = &s->bot[bot], *o = &s->bot[1 - bot];

	if (!c)
		return tt_errf(err, "this bot has no secret weapon");
	if (b->secret_used)
		return tt_errf(err, "the %s was already used: a secret weapon works once a game",
			       c->name);
	if (c->ability == DB_AB_UPGRADE) {
		if (arg < 0 || arg >= DB_DT_SECRET)
			return tt_errf(err, "say which component the %s swaps: secret movement|ranged|melee",
				       c->name);
		if (db_deck_count(s, arg) == 0)
			return tt_errf(err, "no %s card is left to swap in", db_type_names[arg]);
		return 0;
	}
	if (arg >= 0)
		return tt_errf(err, "the %s takes no argument", c->name);
	if (c->ability == DB_AB_NET) {
		int dist = db_dist(s);
		if (dist > c->rng)
			return tt_errf(err, "out of range: the %s reaches %d, %s is %d away", c->name,
				       c->rng, o->name, dist);
		if (!db_los(s, d, b->x, b->y, o->x, o->y))
			return tt_errf(err, "a wall blocks the line of sight (centre to centre)");
	}
	return 0;
}

/* Tech Upgrade: a random card of that type from its pile replaces ours. */
static void db_upgrade(struct db_state *s, const struct db_data *d, int bot, int type,
		       struct tt_out *out)
{
	struct db_bot *b = &s->bot[bot];
	int k = (int)dice_below(&s->dice, (uint32_t)s->ndeck[type]), old = b->comp[type];
	int fresh = s->deck[type][k];

	s->deck[type][k] = (int8_t)old;
	b->comp[type] = (int8_t)fresh;
	b->hp[type] = (int8_t)d->comp[fresh].hp;
	s->seen[0] |= 1ull << fresh;
	s->seen[1] |= 1ull << fresh;
	tt_outf(out, "Tech Upgrade: %s swaps its %s for the %s (%d HP).\n", b->name,
		d->comp[old].name, d->comp[fresh].name, b->hp[type]);
}

void db_secret(struct db_state *s, const struct db_data *d, int bot, int arg, struct tt_out *out)
{
	const struct db_comp *c = db_comp_of(s, d, bot, DB_DT_SECRET);
	struct db_bot *b = &s->bot[bot], *o = &s->bot[1 - bot];

	b->secret_used = true;
	s->revealed[bot][DB_DT_SECRET] = true;
	s->seen[1 - bot] |= 1ull << b->comp[DB_DT_SECRET];
	tt_outf(out, "%s reveals its secret weapon: %s.\n", b->name, c->name);
	switch (c->ability) {
	case DB_AB_EXTRA:
		s->actions = (int8_t)(s->actions + c->power);
		tt_outf(out, "Thrust: %d more action%s this turn.\n", c->power, c->power == 1 ? "" : "s");
		break;
	case DB_AB_NET:
		o->netted = true;
		tt_outf(out, "%s is caught in a net: it cannot move on its next turn.\n", o->name);
		break;
	case DB_AB_SHIELD:
		b->shield = (int8_t)(b->shield + c->power);
		tt_outf(out, "%s will absorb the next %d damage.\n", c->name, c->power);
		break;
	case DB_AB_UPGRADE:
		db_upgrade(s, d, bot, arg, out);
		break;
	case DB_AB_REPAIR:
		db_repair(s, d, bot, c->power, out);
		break;
	default:
		break;
	}
}

bool db_trapped(const struct db_state *s, const struct db_data *d, int bot)
{
	return !db_can_move(s, d, bot);
}

/* Spaces bot could ever walk to on the arena as it is (any number of
 * steps, through the other bot); returns their count, marks in seen. */
static int db_region(const struct db_state *s, const struct db_data *d, int bot,
		     bool seen[DB_H][DB_W])
{
	int qx[DB_W * DB_H], qy[DB_W * DB_H], head = 0, tail = 0;

	memset(seen, 0, sizeof(bool) * DB_W * DB_H);
	seen[s->bot[bot].y][s->bot[bot].x] = true;
	qx[tail] = s->bot[bot].x;
	qy[tail++] = s->bot[bot].y;
	while (head < tail) {
		int x = qx[head], y = qy[head++];
		for (int dir = 0; dir < 4; dir++) {
			int nx = x + sq_dirs[dir].x, ny = y + sq_dirs[dir].y;
			if (db_on_board(nx, ny) && !seen[ny][nx] &&
			    db_can_enter(s, d, bot, nx, ny, dir, true)) {
				seen[ny][nx] = true;
				qx[tail] = nx;
				qy[tail++] = ny;
			}
		}
	}
	return tail;
}

static void db_lose(struct db_state *s, int seat, const char *why, struct tt_out *out)
{
	s->phase = DB_PH_OVER;
	s->winner = (int8_t)(1 - seat);
	s->npend = 0;
	snprintf(s->reason, sizeof s->reason, "%s %s: %s wins", s->bot[seat].name, why,
		 db_seat_name(1 - seat));
	tt_outf(out, "%s %s: %s wins.\n", s->bot[seat].name, why, db_seat_name(1 - seat));
}

/* Could a bot standing anywhere in its region ever hurt the other in
 * its own: next to each other (a melee weapon, even disabled, still
 * hits), or within a live ranged weapon's range and sight (a harpoon
 * could then even pull the other across)? */
static bool db_could_fight(const struct db_state *s, const struct db_data *d, bool r0[DB_H][DB_W],
			   bool r1[DB_H][DB_W])
{
	for (int y0 = 0; y0 < DB_H; y0++)
		for (int x0 = 0; x0 < DB_W; x0++)
			for (int y1 = 0; r0[y0][x0] && y1 < DB_H; y1++)
				for (int x1 = 0; x1 < DB_W; x1++) {
					int dist = sq_manhattan((struct sq){ x0, y0 }, (struct sq){ x1, y1 });
					if (!r1[y1][x1])
						continue;
					if (dist == 1)
						return true;
					for (int b = 0; b < 2; b++) {
						const struct db_comp *c = db_comp_of(s, d, b, DB_DT_RANGED);
						if (db_live(s, b, DB_DT_RANGED) && dist <= c->rng &&
						    !(c->ability == DB_AB_MINRANGE && dist < 2) &&
						    db_los(s, d, x0, y0, x1, y1))
							return true;
					}
				}
	return false;
}

/* House rule: with both hazard cards used up, bots that can never reach
 * each other, nor ever attack each other from where they can go, end the
 * game; the one with less room is the trapped one (then the one with
 * fewer HP, then the one about to move). */
static void db_separated(struct db_state *s, const struct db_data *d, int seat, struct tt_out *out)
{
	bool r0[DB_H][DB_W], r1[DB_H][DB_W];
	int n0, n1, loser;

	if (s->bot[0].hazard > 0 || s->bot[1].hazard > 0)
		return;
	n0 = db_region(s, d, 0, r0);
	n1 = db_region(s, d, 1, r1);
	if (r0[s->bot[1].y][s->bot[1].x] || r1[s->bot[0].y][s->bot[0].x] || db_could_fight(s, d, r0, r1))
		return;
	if (n0 != n1)
		loser = n0 < n1 ? 0 : 1;
	else if (db_total_hp(s, 0) != db_total_hp(s, 1))
		loser = db_total_hp(s, 0) < db_total_hp(s, 1) ? 0 : 1;
	else
		loser = seat;
	db_lose(s, loser, "is walled off for good with no hazard uses left", out);
}

void db_start_turn(struct db_state *s, const struct db_data *d, int seat, struct tt_out *out)
{
	struct db_bot *b = &s->bot[seat];

	s->cur = (int8_t)seat;
	s->turn++;
	s->actions = (int8_t)(b->stunned ? 1 : 2);
	b->stunned = false;
	s->hazard_done = s->rapid_done = s->passthru = false;
	tt_outf(out, "Turn %d: %s (%s) has %d action%s.\n", s->turn, db_seat_name(seat), b->name,
		s->actions, s->actions == 1 ? "" : "s");
	if (!db_trapped(s, d, seat)) {
		db_separated(s, d, seat, out);
		return;
	}
	if (b->hazard > 0) {
		tt_outf(out, "%s is trapped: only the hazard can set it free.\n", b->name);
		return;
	}
	db_lose(s, seat, "is trapped with no hazard uses left", out);
}

/* After a Move or Attack: Scythed Wheels bite (after a Move), then belts
 * settle. */
void db_after_action(struct db_state *s, const struct db_data *d, bool moved, struct tt_out *out)
{
	int me = s->cur;

	if (s->phase == DB_PH_OVER)
		return;
	if (moved && db_has(s, d, me, DB_AB_SCYTHE) && (s->passthru || db_dist(s) == 1)) {
		tt_outf(out, "%s's scythed wheels slash %s.\n", s->bot[me].name, s->bot[1 - me].name);
		db_hit(s, d, 1 - me, 1, false, me, out);
	}
	s->passthru = false;
	db_belts(s, d, out);
}

/* Can the current player still do anything but end the turn? */
static bool db_anything_left(const struct db_state *s, const struct db_data *d)
{
	const struct db_bot *b = &s->bot[s->cur];

	if (s->actions > 0 || (b->hazard > 0 && !s->hazard_done))
		return true;
	/* nobody reads why not (NULL): a refusal formats nothing */
	if (db_attack_check(s, d, s->cur, DB_DT_RANGED, NULL) == 0)
		return true;
	for (int a = -1; a < DB_DT_SECRET; a++)
		if (db_secret_check(s, d, s->cur, a, NULL) == 0)
			return true;
	return false;
}

/* Between commands: end the turn when nothing is left to do. */
void db_settle(struct db_state *s, const struct db_data *d, struct tt_out *out)
{
	while (s->phase == DB_PH_DUEL && s->npend > 0 && s->pend[0].kind == DB_PK_WALL) {
		int bot = s->pend[0].bot, ok = 0;
		for (int dir = 0; dir < 4; dir++)
			ok += db_wall_ok(s, d, bot, dir);
		if (ok)
			break;
		tt_outf(out, "%s has no free space beside the wall and stays on it.\n", s->bot[bot].name);
		db_pop_pend(s);
	}
	if (s->phase != DB_PH_DUEL || s->npend > 0)
		return;
	if (!db_anything_left(s, d)) {
		s->bot[s->cur].netted = false;
		db_start_turn(s, d, 1 - s->cur, out);
	}
}
