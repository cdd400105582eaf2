/*
 * db_rules.c - DeathBot Derby: the arena, obstacles, damage and movement.
 *
 * When a bot meets an obstacle: it meets the obstacle of every space it
 * enters (each step of a move, each belt push, each harpoon pull, each
 * knockback), and of the space it stands on when a hazard flip puts an
 * obstacle under it.  Standing still on a space meets nothing again.
 * A belt pushes a bot standing on it one space on (two with Turbo boost)
 * whenever the space ahead can be entered; it is checked after every step
 * and after every action, which is what keeps a harpooned bot on a belt
 * until the space in front of it is free.
 */
#include <stdio.h>
#include <string.h>
#include "db.h"

const char *db_seat_name(int seat)
{
	return seat == 0 ? "red" : "blue";
}

bool db_on_board(int x, int y)
{
	return x >= 0 && y >= 0 && x < DB_W && y < DB_H;
}

static int db_slot(int x, int y)
{
	return y * DB_CW + x / 2;
}

struct db_space db_space_at(const struct db_state *s, const struct db_data *d, int x, int y)
{
	struct db_space sp = { DB_OB_NONE, 0 };
	int slot, half;

	if (!db_on_board(x, y))
		return sp;
	slot = db_slot(x, y);
	half = x % 2;
	if (s->slot_turn[slot])
		half = 1 - half;
	sp = d->card[s->slot_card[slot]].side[s->slot_side[slot]][half];
	if (s->slot_turn[slot] && sp.obs == DB_OB_BELT)
		sp.dir = (int8_t)sq_dir_opposite(sp.dir);
	return sp;
}

int db_card_number(const struct db_state *s, const struct db_data *d, int x, int y)
{
	return d->card[s->slot_card[db_slot(x, y)]].number;
}

void db_flip(struct db_state *s, const struct db_data *d, int x, int y)
{
	(void)d;
	s->slot_side[db_slot(x, y)] ^= 1;
	s->flipped |= 1u << db_slot(x, y);
}

bool db_blocks_sight(const void *ctx, struct sq p)
{
	const struct db_losctx *c = ctx;

	return db_space_at(c->s, c->d, p.x, p.y).obs == DB_OB_WALL;
}

bool db_los(const struct db_state *s, const struct db_data *d, int x0, int y0, int x1, int y1)
{
	struct db_losctx c = { s, d };
	struct sq a = { x0, y0 }, b = { x1, y1 };

	return sq_los(a, b, db_blocks_sight, &c);
}

const struct db_comp *db_comp_of(const struct db_state *s, const struct db_data *d, int bot, int type)
{
	int c = s->bot[bot].comp[type];

	return c < 0 ? NULL : &d->comp[c];
}

bool db_live(const struct db_state *s, int bot, int type)
{
	return s->bot[bot].comp[type] >= 0 && s->bot[bot].hp[type] > 0;
}

/* A live (non-secret) component of the bot has this ability.  During a
 * Move action the movement card keeps the state it had when the move began
 * (a move in progress always completes as started). */
bool db_has(const struct db_state *s, const struct db_data *d, int bot, int abil)
{
	for (int t = 0; t < DB_DT_SECRET; t++) {
		bool live = t == DB_DT_MOVE && s->moving == bot + 1 ? s->move_live : db_live(s, bot, t);
		if (live && db_comp_of(s, d, bot, t)->ability == abil)
			return true;
	}
	return false;
}

/* Disabled movement keeps its limited function: SPD 1. */
int db_spd(const struct db_state *s, const struct db_data *d, int bot)
{
	return db_live(s, bot, DB_DT_MOVE) ? db_comp_of(s, d, bot, DB_DT_MOVE)->spd : 1;
}

int db_total_hp(const struct db_state *s, int bot)
{
	const struct db_bot *b = &s->bot[bot];

	return b->armor + b->hp[DB_DT_MOVE] + b->hp[DB_DT_RANGED] + b->hp[DB_DT_MELEE];
}

void db_check_scrap(struct db_state *s, int bot, struct tt_out *out)
{
	if (s->phase == DB_PH_OVER || db_total_hp(s, bot) > 0)
		return;
	s->phase = DB_PH_OVER;
	s->winner = (int8_t)(1 - bot);
	s->npend = 0;
	snprintf(s->reason, sizeof s->reason, "%s is scrapped: %s wins", s->bot[bot].name,
		 db_seat_name(1 - bot));
	tt_outf(out, "%s is scrapped! %s wins.\n", s->bot[bot].name, db_seat_name(1 - bot));
}

void db_push_pend(struct db_state *s, int kind, int seat, int bot, int amount, bool pierce)
{
	struct db_pend *p;

	if (s->npend >= DB_NPEND)
		return;
	p = &s->pend[s->npend++];
	p->kind = (int8_t)kind;
	p->seat = (int8_t)seat;
	p->bot = (int8_t)bot;
	p->amount = (int8_t)amount;
	p->pierce = pierce;
}

void db_pop_pend(struct db_state *s)
{
	if (s->npend > 0) {
		memmove(&s->pend[0], &s->pend[1], sizeof s->pend[0] * (size_t)(s->npend - 1));
		s->npend--;
		memset(&s->pend[s->npend], 0, sizeof s->pend[0]);
	}
}

/* Damage to components once armor is not in the way: all of it when it
 * cannot be split, else the chooser splits it (a pending decision). */
void db_hit_parts(struct db_state *s, int bot, int amount, int chooser, struct tt_out *out)
{
	struct db_bot *b = &s->bot[bot];
	int nlive = 0, sum = 0, last = -1;

	for (int t = 0; t < DB_DT_SECRET; t++)
		if (b->hp[t] > 0) {
			nlive++;
			sum += b->hp[t];
			last = t;
		}
	if (nlive == 0) {
		tt_outf(out, "%s has nothing left to damage.\n", b->name);
	} else if (amount >= sum || nlive == 1) {
		for (int t = 0; t < DB_DT_SECRET; t++) {
			int n = nlive == 1 ? (amount < b->hp[t] ? amount : b->hp[t]) : b->hp[t];
			if (n <= 0 || (nlive == 1 && t != last))
				continue;
			b->hp[t] = (int8_t)(b->hp[t] - n);
			tt_outf(out, "%s's %s takes %d damage (%d HP left)%s.\n", b->name,
				db_type_names[t], n, b->hp[t], b->hp[t] ? "" : " and is disabled");
		}
	} else {
		db_push_pend(s, DB_PK_DAMAGE, chooser, bot, amount, true);
		tt_outf(out, "%d damage to %s's components: %s chooses where it goes.\n", amount,
			b->name, db_seat_name(chooser));
	}
}

void db_hit(struct db_state *s, const struct db_data *d, int bot, int amount, bool pierce,
	    int chooser, struct tt_out *out)
{
	struct db_bot *b = &s->bot[bot];

	(void)d;
	if (amount <= 0 || s->phase == DB_PH_OVER)
		return;
	if (b->shield > 0) {
		b->shield--;
		amount--;
		tt_outf(out, "%s's ballistic armor absorbs 1 damage and is destroyed.\n", b->name);
	}
	if (amount <= 0)
		return;
	if (b->armor > 0 && (!pierce || b->hp[DB_DT_MOVE] + b->hp[DB_DT_RANGED] + b->hp[DB_DT_MELEE] == 0)) {
		int n = amount < b->armor ? amount : b->armor;
		b->armor = (int8_t)(b->armor - n);
		tt_outf(out, "%s's armor absorbs %d damage (%d HP left)%s.\n", b->name, amount,
			b->armor, b->armor ? "" : " and is disabled");
	} else {
		db_hit_parts(s, bot, amount, chooser, out);
	}
	db_check_scrap(s, bot, out);
}

/* Repair: the armor first, then the most damaged component. */
void db_repair(struct db_state *s, const struct db_data *d, int bot, int amount, struct tt_out *out)
{
	struct db_bot *b = &s->bot[bot];

	while (amount-- > 0) {
		int best = -1, gap = 0;
		if (b->armor < DB_ARMOR) {
			b->armor++;
			tt_outf(out, "%s's armor is repaired to %d HP.\n", b->name, b->armor);
			continue;
		}
		for (int t = 0; t < DB_DT_SECRET; t++) {
			const struct db_comp *c = db_comp_of(s, d, bot, t);
			if (c && c->hp - b->hp[t] > gap) {
				gap = c->hp - b->hp[t];
				best = t;
			}
		}
		if (best < 0) {
			tt_outf(out, "%s has nothing to repair.\n", b->name);
			return;
		}
		b->hp[best]++;
		tt_outf(out, "%s's %s is repaired to %d HP.\n", b->name, db_type_names[best],
			b->hp[best]);
	}
}

/* May bot step into (x,y) going dir?  pass_bot: the other bot may be there. */
bool db_can_enter(const struct db_state *s, const struct db_data *d, int bot, int x, int y, int dir,
		  bool pass_bot)
{
	struct db_space sp;
	const struct db_bot *o = &s->bot[1 - bot];

	if (!db_on_board(x, y))
		return false;
	sp = db_space_at(s, d, x, y);
	if (sp.obs == DB_OB_WALL)
		return false;
	if (sp.obs == DB_OB_BELT && sp.dir == sq_dir_opposite(dir) && !db_has(s, d, bot, DB_AB_CLIMB))
		return false;
	return pass_bot || o->x != x || o->y != y;
}

/* Resolve the obstacle under bot once (no belt push). */
static void db_meet(struct db_state *s, const struct db_data *d, int bot, bool voluntary,
		    struct tt_out *out)
{
	struct db_bot *b = &s->bot[bot];
	struct db_space sp = db_space_at(s, d, b->x, b->y);
	bool hover = voluntary && db_has(s, d, bot, DB_AB_HOVER);

	if (sp.obs == DB_OB_SAW && !hover) {
		if (db_has(s, d, bot, DB_AB_SAWPROOF)) {
			tt_outf(out, "%s rolls over a buzz saw unharmed.\n", b->name);
		} else if (b->shield == 0 && b->hp[DB_DT_MOVE] > 0) {
			b->hp[DB_DT_MOVE]--;
			tt_outf(out, "A buzz saw cuts %s's movement (%d HP left)%s.\n", b->name,
				b->hp[DB_DT_MOVE], b->hp[DB_DT_MOVE] ? "" : " and disables it");
			db_check_scrap(s, bot, out);
		} else {
			tt_outf(out, "%s hits a buzz saw.\n", b->name);
			db_hit(s, d, bot, 1, false, bot, out);
		}
	} else if (sp.obs == DB_OB_BOMB && !hover) {
		tt_outf(out, "A bomb explodes under %s.\n", b->name);
		db_flip(s, d, b->x, b->y);
		db_hit(s, d, bot, 1, false, bot, out);
	} else if (sp.obs == DB_OB_POWER) {
		tt_outf(out, "%s picks up a power up.\n", b->name);
		db_flip(s, d, b->x, b->y);
		db_repair(s, d, bot, 1, out);
	}
}

/* Resolve the space bot now occupies, following belt pushes. */
void db_enter(struct db_state *s, const struct db_data *d, int bot, bool voluntary,
	      struct tt_out *out)
{
	struct db_bot *b = &s->bot[bot];

	for (int guard = 0; guard < 16 && s->phase != DB_PH_OVER; guard++) {
		struct db_space sp = db_space_at(s, d, b->x, b->y);
		int n = db_has(s, d, bot, DB_AB_BOOST) ? 2 : 1, moved = 0;
		if (sp.obs != DB_OB_BELT || db_has(s, d, bot, DB_AB_CLIMB)) {	/* legs stride over belts */
			db_meet(s, d, bot, voluntary, out);
			return;
		}
		for (int k = 0; k < n; k++) {
			struct sq p = sq_step((struct sq){ b->x, b->y }, sp.dir);
			if (!db_can_enter(s, d, bot, p.x, p.y, sp.dir, false))
				break;
			b->x = (int8_t)p.x;
			b->y = (int8_t)p.y;
			moved++;
			if (db_space_at(s, d, b->x, b->y).obs != DB_OB_NONE && k + 1 < n)
				break;
		}
		if (!moved)
			return;
		tt_outf(out, "A speed belt carries %s to %d,%d.\n", b->name, b->x + 1, b->y + 1);
	}
}

/* Push every bot standing on a belt whose front is free (current turn's
 * bot first). */
void db_belts(struct db_state *s, const struct db_data *d, struct tt_out *out)
{
	for (int i = 0; i < 2 && s->phase != DB_PH_OVER; i++) {
		int bot = i == 0 ? s->cur : 1 - s->cur;
		if (db_space_at(s, d, s->bot[bot].x, s->bot[bot].y).obs == DB_OB_BELT)
			db_enter(s, d, bot, false, out);
	}
}

static int db_step_err(const struct db_state *s, const struct db_data *d, int bot, int x, int y,
		       int dir, struct tt_err *err)
{
	struct db_space sp;

	if (!db_on_board(x, y))
		return tt_errf(err, "that step leaves the arena");
	sp = db_space_at(s, d, x, y);
	if (sp.obs == DB_OB_WALL)
		return tt_errf(err, "walls block movement (%d,%d is a wall)", x + 1, y + 1);
	if (sp.obs == DB_OB_BELT && sp.dir == sq_dir_opposite(dir) && !db_has(s, d, bot, DB_AB_CLIMB))
		return tt_errf(err, "a bot cannot move against a speed belt (%d,%d runs %s)", x + 1,
			       y + 1, sq_dir_names[sp.dir]);
	return 0;
}

int db_move_start(struct db_state *s, const struct db_data *d, int bot, int n, struct tt_err *err)
{
	int spd = db_spd(s, d, bot);

	if (s->bot[bot].netted)
		return tt_errf(err, "a net holds %s: it cannot move this turn", s->bot[bot].name);
	if (n > spd)
		return tt_errf(err, "a move is 1 to %d steps (the bot's SPD)", spd);
	s->passthru = false;
	s->moving = (int8_t)(bot + 1);
	s->move_live = db_live(s, bot, DB_DT_MOVE);
	return 0;
}

int db_move_step(struct db_state *s, const struct db_data *d, int bot, int dir, struct tt_out *out,
		 struct tt_err *err)
{
	struct db_bot *b = &s->bot[bot], *o = &s->bot[1 - bot];
	struct sq p = sq_step((struct sq){ b->x, b->y }, dir), was = { b->x, b->y };

	if (db_step_err(s, d, bot, p.x, p.y, dir, err) < 0)
		return -1;
	b->x = (int8_t)p.x;
	b->y = (int8_t)p.y;
	if (b->x == o->x && b->y == o->y)
		s->passthru = true;
	db_enter(s, d, bot, true, out);
	if (s->phase == DB_PH_OVER && b->x == o->x && b->y == o->y) {
		b->x = (int8_t)was.x;	/* a wreck never shares a space */
		b->y = (int8_t)was.y;
	}
	return 0;
}

int db_move_finish(struct db_state *s, const struct db_data *d, int bot, struct tt_out *out,
		   struct tt_err *err)
{
	struct db_bot *b = &s->bot[bot], *o = &s->bot[1 - bot];

	if (s->phase != DB_PH_OVER && b->x == o->x && b->y == o->y)
		return tt_errf(err, "a bot may pass through the other bot but not end its move there");
	if (s->phase != DB_PH_OVER && db_has(s, d, bot, DB_AB_HOVER)) {
		int obs = db_space_at(s, d, b->x, b->y).obs;
		s->moving = 0;
		if (obs == DB_OB_SAW || obs == DB_OB_BOMB)
			db_meet(s, d, bot, false, out);
	}
	s->moving = 0;
	tt_outf(out, "%s moves to %d,%d.\n", b->name, b->x + 1, b->y + 1);
	return 0;
}

/* One Move action along voluntary steps dirs[0..n).  Mutates s even when
 * it fails (callers work on a copy). */
int db_move_path(struct db_state *s, const struct db_data *d, int bot, const int *dirs, int n,
		 struct tt_out *out, struct tt_err *err)
{
	if (db_move_start(s, d, bot, n, err) < 0)
		return -1;
	if (n < 1)
		return tt_errf(err, "a move is 1 to %d steps (the bot's SPD)", db_spd(s, d, bot));
	for (int i = 0; i < n && s->phase != DB_PH_OVER; i++)
		if (db_move_step(s, d, bot, dirs[i], out, err) < 0)
			return -1;
	return db_move_finish(s, d, bot, out, err);
}

/* What db_reach needs of the arena and the bot, read once: the state does
 * not change while it looks. */
struct db_walk {
	struct db_space sp[DB_H][DB_W];
	int ox, oy;				/* the other bot */
	bool boost, hover, sawproof, climb;
};

static void db_walk_init(const struct db_state *s, const struct db_data *d, int bot,
			 struct db_walk *w)
{
	for (int y = 0; y < DB_H; y++)
		for (int x = 0; x < DB_W; x++)
			w->sp[y][x] = db_space_at(s, d, x, y);
	w->ox = s->bot[1 - bot].x;
	w->oy = s->bot[1 - bot].y;
	w->boost = db_has(s, d, bot, DB_AB_BOOST);
	w->hover = db_has(s, d, bot, DB_AB_HOVER);
	w->sawproof = db_has(s, d, bot, DB_AB_SAWPROOF);
	w->climb = db_has(s, d, bot, DB_AB_CLIMB);
}

/* db_can_enter on the arena as read. */
static bool db_walk_enter(const struct db_walk *w, int x, int y, int dir, bool pass_bot)
{
	const struct db_space *sp;

	if (!db_on_board(x, y))
		return false;
	sp = &w->sp[y][x];
	if (sp->obs == DB_OB_WALL)
		return false;
	if (sp->obs == DB_OB_BELT && sp->dir == sq_dir_opposite(dir) && !w->climb)
		return false;
	return pass_bot || w->ox != x || w->oy != y;
}

/* Where one voluntary step from (x,y) ends, on the arena as it is now;
 * false if the step is illegal.  *harm counts saws and bombs met. */
static bool db_step_sim(const struct db_walk *w, int x, int y, int dir, int *nx, int *ny,
			int *harm)
{
	struct sq p = sq_step((struct sq){ x, y }, dir);
	int boost = w->boost ? 2 : 1;

	if (!db_walk_enter(w, p.x, p.y, dir, true))
		return false;
	for (int guard = 0; guard < 16; guard++) {
		struct db_space sp = w->sp[p.y][p.x];
		int moved = 0;
		if (sp.obs != DB_OB_BELT || w->climb) {
			*harm += !w->hover && ((sp.obs == DB_OB_SAW && !w->sawproof) ||
					       sp.obs == DB_OB_BOMB);
			break;
		}
		for (int k = 0; k < boost; k++) {
			struct sq q = sq_step(p, sp.dir);
			if (!db_walk_enter(w, q.x, q.y, sp.dir, false))
				break;
			p = q;
			moved++;
			if (w->sp[p.y][p.x].obs != DB_OB_NONE && k + 1 < boost)
				break;
		}
		if (!moved)
			break;
	}
	*nx = p.x;
	*ny = p.y;
	return true;
}

/* Does a step that stops on obs change the arena or harm a bot there? */
static bool db_stop_meets(int obs)
{
	return obs == DB_OB_SAW || obs == DB_OB_BOMB || obs == DB_OB_POWER;
}

void db_reach_quiet(const struct db_state *s, const struct db_data *d, int bot,
		    int dist[DB_H][DB_W], int8_t path[DB_H][DB_W][8], bool quiet[DB_H][DB_W])
{
	struct db_walk w;

	db_walk_init(s, d, bot, &w);
	for (int y = 0; y < DB_H; y++)
		for (int x = 0; x < DB_W; x++) {
			int px = s->bot[bot].x, py = s->bot[bot].y, harm = 0;
			bool q = dist[y][x] > 0;
			for (int k = 0; q && k < dist[y][x] && k < 8; k++)
				q = db_step_sim(&w, px, py, path[y][x][k], &px, &py, &harm) &&
				    !db_stop_meets(w.sp[py][px].obs);
			quiet[y][x] = q;
		}
}

void db_steps(const struct db_state *s, const struct db_data *d, int bot, struct db_step step[4])
{
	struct db_walk w;
	const struct db_bot *b = &s->bot[bot];

	db_walk_init(s, d, bot, &w);
	for (int dir = 0; dir < 4; dir++) {
		struct db_step *t = &step[dir];
		int harm = 0, obs;

		t->x = b->x;	/* where a refused step leaves it */
		t->y = b->y;
		t->ok = db_step_sim(&w, b->x, b->y, dir, &t->x, &t->y, &harm);
		obs = t->ok ? w.sp[t->y][t->x].obs : DB_OB_NONE;
		t->meet = obs == DB_OB_SAW || obs == DB_OB_BOMB;
	}
}

#define DB_BIG 1000

/* Working arrays of db_reach: least harm after exactly k steps (two
 * layers in turn) and the steps that got there. */
struct db_layers {
	int cost[2][DB_H][DB_W];
	int8_t lp[2][DB_H][DB_W][8];
};

/* Layer k from layer k-1: every legal voluntary step, least harm kept. */
static void db_reach_layer(const struct db_walk *w, struct db_layers *L, int k)
{
	int (*from)[DB_W] = L->cost[(k - 1) & 1], (*to)[DB_W] = L->cost[k & 1];

	for (int y = 0; y < DB_H; y++)
		for (int x = 0; x < DB_W; x++)
			to[y][x] = DB_BIG;
	for (int y = 0; y < DB_H; y++)
		for (int x = 0; x < DB_W; x++) {
			if (from[y][x] >= DB_BIG)
				continue;
			for (int dir = 0; dir < 4; dir++) {
				int nx, ny, h = from[y][x];
				if (!db_step_sim(w, x, y, dir, &nx, &ny, &h) || h >= to[ny][nx])
					continue;
				to[ny][nx] = h;
				memcpy(L->lp[k & 1][ny][nx], L->lp[(k - 1) & 1][y][x], 8);
				L->lp[k & 1][ny][nx][k - 1] = (int8_t)dir;
			}
		}
}

/* db_reach; with first, it stops at the first layer that reaches a space
 * (the count is then of that layer's spaces). */
static int db_reach_upto(const struct db_state *s, const struct db_data *d, int bot,
			 int dist[DB_H][DB_W], int8_t path[DB_H][DB_W][8], bool first)
{
	struct db_layers L;
	struct db_walk w;
	int best[DB_H][DB_W], spd = db_spd(s, d, bot), n = 0;
	const struct db_bot *b = &s->bot[bot], *o = &s->bot[1 - bot];

	if (spd > 8)
		spd = 8;
	db_walk_init(s, d, bot, &w);
	memset(L.lp, 0, sizeof L.lp);
	for (int y = 0; y < DB_H; y++)
		for (int x = 0; x < DB_W; x++) {
			L.cost[0][y][x] = best[y][x] = DB_BIG;
			dist[y][x] = 0;
		}
	L.cost[0][b->y][b->x] = 0;
	for (int k = 1; k <= spd && !(first && n > 0); k++) {
		db_reach_layer(&w, &L, k);
		for (int y = 0; y < DB_H; y++)
			for (int x = 0; x < DB_W; x++) {
				if (L.cost[k & 1][y][x] >= best[y][x] || (x == b->x && y == b->y) ||
				    (x == o->x && y == o->y))
					continue;
				n += dist[y][x] == 0;
				best[y][x] = L.cost[k & 1][y][x];
				dist[y][x] = k;
				memcpy(path[y][x], L.lp[k & 1][y][x], 8);
			}
	}
	return n;
}

/* Every space bot can end a Move action on: dist = steps (0 = not
 * reachable), path = the steps of the least harmful shortest way.
 * Returns the number of reachable spaces. */
int db_reach(const struct db_state *s, const struct db_data *d, int bot, int dist[DB_H][DB_W],
	     int8_t path[DB_H][DB_W][8])
{
	return db_reach_upto(s, d, bot, dist, path, false);
}

bool db_can_move(const struct db_state *s, const struct db_data *d, int bot)
{
	int dist[DB_H][DB_W];
	int8_t path[DB_H][DB_W][8];

	return db_reach_upto(s, d, bot, dist, path, true) > 0;
}

/* Evolving Arena: flip every card showing number; bots on new obstacles
 * meet them (the current player's bot first).  A bot on a wall takes 1
 * damage and its player chooses where it goes (pending decisions). */
void db_flip_number(struct db_state *s, const struct db_data *d, int number, struct tt_out *out)
{
	int nflip = 0;

	for (int slot = 0; slot < DB_NCARD; slot++)
		if (d->card[s->slot_card[slot]].number == number) {
			s->slot_side[slot] ^= 1;
			s->flipped |= 1u << slot;
			nflip++;
		}
	tt_outf(out, "%d arena card%s numbered %d flip%s.\n", nflip, nflip == 1 ? "" : "s", number,
		nflip == 1 ? "s" : "");
	for (int i = 0; i < 2 && s->phase != DB_PH_OVER; i++) {
		int bot = i == 0 ? s->cur : 1 - s->cur;
		struct db_bot *b = &s->bot[bot];
		struct db_space sp = db_space_at(s, d, b->x, b->y);
		if (sp.obs == DB_OB_WALL) {
			tt_outf(out, "A wall rises under %s.\n", b->name);
			db_hit(s, d, bot, 1, false, bot, out);
			db_push_pend(s, DB_PK_WALL, bot, bot, 0, false);
		} else if (sp.obs != DB_OB_NONE) {
			db_enter(s, d, bot, false, out);
		}
	}
}

bool db_wall_ok(const struct db_state *s, const struct db_data *d, int bot, int dir)
{
	int x = s->bot[bot].x + sq_dirs[dir].x, y = s->bot[bot].y + sq_dirs[dir].y;
	const struct db_bot *o = &s->bot[1 - bot];

	return db_on_board(x, y) && db_space_at(s, d, x, y).obs != DB_OB_WALL &&
	       !(o->x == x && o->y == y);
}
