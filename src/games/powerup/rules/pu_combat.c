/*
 * pu_combat.c - POWERUP combat: white and yellow dice (POW! and BUG
 * faces), the DAMAGE card, lines of shot, melee and ranged attacks,
 * pushes after a hit, protections, drums and grenades, and what happens
 * when a figure loses its last life (coins, score, the BUGMISTRESS's
 * second level, a BUGBUSTER lying defeated).
 */
#include <stdio.h>
#include <string.h>
#include "pu_cmd.h"

/* Which die a BUG face drops: one with at least one hit, the fewest
 * (the roller's best choice), a plain die before a POW! die.  -1 none. */
static int pu_blunder_pick(const int *hits, const bool *pow, int n)
{
	int best = -1;

	for (int i = 0; i < n; i++)
		if (hits[i] > 0 && (best < 0 || hits[i] < hits[best] ||
				    (hits[i] == hits[best] && pow[best] && !pow[i])))
			best = i;
	return best;
}

/* Roll a pool; each die shows face 1..6 (what `rig` forces).  Each BUG
 * face drops a die that has at least one hit (a dropped POW! die draws
 * no card). */
int pu_roll(struct pu_state *s, const struct pu_data *d, struct pu_dice2 pool, int *pows,
	    int *bugs, const char *who, struct tt_out *out)
{
	int hits[16], n = 0, total = 0;
	bool pow[16], yel[16];
	char line[200];
	size_t len;

	*pows = *bugs = 0;
	len = (size_t)snprintf(line, sizeof line, "%s rolls", who);
	for (int i = 0; i < pool.w + pool.y && n < 16; i++) {
		int fi = dice_roll(&s->dice, 6) - 1;
		const struct pu_face *fc;
		yel[n] = i >= pool.w;
		fc = yel[n] ? &d->yellow[fi] : &d->white[fi];
		*bugs += fc->kind == PU_DF_BUG;
		*pows += fc->kind == PU_DF_POW;
		pow[n] = fc->kind == PU_DF_POW;
		hits[n++] = fc->hits;
		if (len < sizeof line)
			len += (size_t)snprintf(line + len, sizeof line - len, " %c:%s", yel[n - 1] ? 'Y' : 'W',
						fc->kind == PU_DF_BUG ? "BUG" : fc->kind == PU_DF_POW ? "POW!" :
						fc->hits == 0 ? "-" : fc->hits == 1 ? "1" : fc->hits == 2 ? "2" : "3");
	}
	for (int b = 0; b < *bugs; b++) {
		int k = pu_blunder_pick(hits, pow, n);
		if (len < sizeof line)
			len += k < 0 ? (size_t)snprintf(line + len, sizeof line - len, ", BUG: no hit to drop")
				     : (size_t)snprintf(line + len, sizeof line - len, ", BUG drops %c:%s",
							yel[k] ? 'Y' : 'W', pow[k] ? "POW!" :
							hits[k] == 1 ? "1" : hits[k] == 2 ? "2" : "3");
		if (k < 0)
			break;
		*pows -= pow[k];
		hits[k] = 0;
		pow[k] = false;
	}
	for (int i = 0; i < n; i++)
		total += hits[i];
	if (n == 0)
		tt_outf(out, "%s has no dice to roll: 0 hits.\n", who);
	else
		tt_outf(out, "%s = %d hit%s.\n", line, total, total == 1 ? "" : "s");
	return total;
}

int pu_damage_lives(const struct pu_data *d, int hits)
{
	int n = 0;

	for (int i = 0; i < 4; i++)
		if (hits >= d->dmg[i])
			n = i + 1;
	return n;
}

bool pu_enemies(const struct pu_state *s, int a, int t)
{
	int ka = s->fig[a].kind, kt = s->fig[t].kind;
	bool ga = ka == PU_FK_BB || ka == PU_FK_NPC || ka == PU_FK_GLITCH;
	bool gt = kt == PU_FK_BB || kt == PU_FK_NPC || kt == PU_FK_GLITCH;

	if (pu_dm_rivals(s, a, t))	/* Deathmatch: the other team */
		return true;

	if (ka == PU_FK_BUG)
		return gt || kt == PU_FK_DRUM || kt == PU_FK_COVER;
	if (ga)
		return kt == PU_FK_BUG || kt == PU_FK_PORTAL || kt == PU_FK_DRUM || kt == PU_FK_COVER;
	return false;
}

int pu_weapon(const struct pu_state *s, const struct pu_data *d, int f, int type)
{
	const struct pu_fig *g = &s->fig[f];
	const struct pu_bb *b;

	if (g->kind != PU_FK_BB)
		return -1;
	b = &s->bb[g->seat];
	if (b->epic) {
		int e = d->sheet[g->type].epic_weapon;
		return d->eq[e].type == type ? e : -1;
	}
	if (type > PU_ET_ARMOUR || b->eq[type] < 0)
		return -1;
	return b->gear[b->eq[type]];
}

int pu_armour(const struct pu_state *s, const struct pu_data *d, int f)
{
	const struct pu_fig *g = &s->fig[f];

	if (g->kind == PU_FK_BUG)
		return d->bug[g->type].armour;
	if (g->kind == PU_FK_GLITCH)
		return 2;
	if (g->kind == PU_FK_BB) {
		const struct pu_bb *b = &s->bb[g->seat];
		int a = b->epic ? d->sheet[g->type].earmour : d->sheet[g->type].armour;
		int e = pu_weapon(s, d, f, PU_ET_ARMOUR);
		return a + (e >= 0 ? d->eq[e].armour : 0) + b->bonus_armour + d->hooks->prof->armour(s, d, f);
	}
	return 0;
}

static struct pu_dice2 pu_add(struct pu_dice2 a, struct pu_dice2 b)
{
	return (struct pu_dice2){ (uint8_t)(a.w + b.w), (uint8_t)(a.y + b.y) };
}

struct pu_dice2 pu_melee_pool(const struct pu_state *s, const struct pu_data *d, int f)
{
	const struct pu_fig *g = &s->fig[f];
	struct pu_dice2 p = { 0, 0 };

	if (g->kind == PU_FK_BUG) {
		int n = pu_team_count(s, d, f);	/* TEAM 4: the stack adds its dice */
		p = d->bug[g->type].melee;
		return (struct pu_dice2){ (uint8_t)(p.w * n), (uint8_t)(p.y * n) };
	}
	if (g->kind == PU_FK_BB) {
		const struct pu_bb *b = &s->bb[g->seat];
		int e = pu_weapon(s, d, f, PU_ET_MELEE);
		p = b->epic ? d->sheet[g->type].emelee : d->sheet[g->type].melee;
		if (e >= 0) {
			p = pu_add(p, d->eq[e].bonus);
			if (d->eq[e].special == PU_SP_WHITEMELEE)
				p.w++;
		}
		p.w = (uint8_t)(p.w + b->bonus_white);
		p.y = (uint8_t)(p.y + b->bonus_yellow);	/* Extra Die, 2x to yellow */
		p = pu_add(p, d->hooks->prof->dice(s, d, f, false));
	}
	if (g->kind == PU_FK_NPC)
		p.w = 1;
	return p;
}

struct pu_dice2 pu_ranged_pool(const struct pu_state *s, const struct pu_data *d, int f)
{
	const struct pu_fig *g = &s->fig[f];
	struct pu_dice2 p = { 0, 0 };

	if (g->kind == PU_FK_BUG)
		return d->bug[g->type].ranged;
	if (g->kind == PU_FK_BB) {
		const struct pu_bb *b = &s->bb[g->seat];
		int e = pu_weapon(s, d, f, PU_ET_RANGED);
		p = b->epic ? d->sheet[g->type].eranged : d->sheet[g->type].ranged;
		if (g->aboard == 2)
			return pu_add(p, d->glitch_dice);
		if (e >= 0)
			p = pu_add(p, d->eq[e].bonus);
		p.y = (uint8_t)(p.y + b->bonus_yellow);
		p = pu_add(p, d->hooks->prof->dice(s, d, f, true));
	}
	return p;
}

/* Range of f's ranged attack: 0 = none, -1 = a yellow die's hits. */
int pu_weapon_range(const struct pu_state *s, const struct pu_data *d, int f)
{
	const struct pu_fig *g = &s->fig[f];
	int e;

	if (g->kind == PU_FK_BUG)
		return d->bug[g->type].range;
	if (g->kind != PU_FK_BB)
		return 0;
	if (g->aboard == 2)
		return d->glitch_range;
	if ((e = pu_weapon(s, d, f, PU_ET_RANGED)) < 0)
		return 0;
	return d->eq[e].range ? d->eq[e].range : -1;
}

/* First figure along direction dir of f within range (-1 none); cover
 * obstacles on the way add 2 armour to ranged shots through them. */
int pu_target(const struct pu_state *s, const struct pu_data *d, int f, int dir, int range,
	      bool ranged, int *cover)
{
	const struct pu_fig *g = &s->fig[f];
	int dx, dy, x = g->x, y = g->y;

	(void)d;
	*cover = 0;
	if (pu_dir_vec(g->face, dir, &dx, &dy) < 0)
		return -1;
	for (int k = 1; k <= range; k++) {
		int o;
		if (!pu_sight(s, x, y, dx, dy))
			return -1;
		x += dx;
		y += dy;
		o = pu_at(s, x, y, f);
		if (o < 0 || s->fig[o].kind == PU_FK_GLITCH)
			continue;
		if (ranged && s->fig[o].kind == PU_FK_COVER) {
			*cover += 2;
			continue;
		}
		return o;
	}
	return -1;
}

static void pu_die(struct pu_state *s, const struct pu_data *d, int f, int killer,
		   struct tt_out *out)
{
	struct pu_fig *g = &s->fig[f];
	const char *name = pu_fig_name(s, d, f);

	if (g->kind == PU_FK_BUG) {
		const struct pu_bugsheet *b = &d->bug[g->type];
		if (b->angry >= 0) {
			g->type = (uint8_t)b->angry;
			g->lives = (int8_t)d->bug[b->angry].lives;
			tt_outf(out, "%s is defeated at her first level and comes back VERY ANGRY!\n", b->name);
			return;
		}
		tt_outf(out, "%s is destroyed and leaves %d coin%s.\n", name, b->coins,
			b->coins == 1 ? "" : "s");
		s->coins[g->y][g->x] = (uint8_t)(s->coins[g->y][g->x] + b->coins);
		s->camp.slain = (uint16_t)(s->camp.slain | 1u << g->type);	/* pu_story.c */
		pu_drop_keys(s, f);
		if (killer >= 0 && s->fig[killer].kind == PU_FK_BB) {
			struct pu_bb *kb = &s->bb[s->fig[killer].seat];

			kb->score += b->cost * 100;
			if (kb->kills[g->type] < 255)
				kb->kills[g->type]++;
			tt_outf(out, "%s scores %d points.\n", pu_fig_name(s, d, killer), b->cost * 100);
		}
		g->kind = PU_FK_NONE;
		return;
	}
	if (g->kind == PU_FK_BB) {
		tt_outf(out, "%s is defeated and lies on the ground.\n", name);
		pu_drop_keys(s, f);
		pu_pend_forget(s, d, f);
		g->carry = -1;
		return;
	}
	if (g->kind == PU_FK_GLITCH) {
		tt_outf(out, "The GLITCH explodes with everyone inside!\n");
		for (int i = 0; i < s->nfig; i++)
			if ((s->fig[i].kind == PU_FK_BB || s->fig[i].kind == PU_FK_NPC) && s->fig[i].aboard &&
			    s->fig[i].lives > 0) {
				s->fig[i].lives = 0;
				s->fig[i].aboard = 0;
				tt_outf(out, "%s is defeated.\n", pu_fig_name(s, d, i));
			}
	} else {
		tt_outf(out, "%c%s is destroyed.\n", name[0] == 't' ? 'T' : name[0], name + 1);
	}
	if (g->kind == PU_FK_DRUM) {
		g->kind = PU_FK_NONE;
		pu_explode(s, d, g->x, g->y, d->drum_hits, killer, out);
		return;
	}
	if (g->kind != PU_FK_NPC)
		g->kind = PU_FK_NONE;
}

void pu_hurt(struct pu_state *s, const struct pu_data *d, int f, int lives, int killer,
	     struct tt_out *out)
{
	struct pu_fig *g = &s->fig[f];

	if (!pu_alive(s, f) || lives <= 0 || g->kind == PU_FK_ROBOT)	/* robots cannot be hurt */
		return;
	if (g->kind == PU_FK_BB && s->bb[g->seat].shield && lives < 99)
		return;
	g->lives = (int8_t)(g->lives - lives < 0 ? 0 : g->lives - lives);
	if (g->lives == 0)
		pu_die(s, d, f, killer, out);
	else if (g->kind != PU_FK_DRUM && g->kind != PU_FK_COVER)
		tt_outf(out, "%s loses %d li%s (%d left).\n", pu_fig_name(s, d, f), lives,
			lives == 1 ? "fe" : "ves", g->lives);
}

/* Did the blow kill t (type0: its sheet before)?  Its last life went,
 * whether it lies dead or comes back in another form, as the BUGMISTRESS
 * does VERY ANGRY: the rulebook says she dies at her first level.  A
 * killed figure is not pushed, and a DRILL goes on past it. */
static bool pu_killed(const struct pu_state *s, int t, int type0)
{
	return !pu_alive(s, t) || s->fig[t].type != type0;
}

/* Is the attack protected against (no damage, pushed anyway)? */
static bool pu_immune(const struct pu_state *s, const struct pu_data *d, int t, int dmgtype,
		      bool ranged)
{
	const struct pu_fig *g = &s->fig[t];
	unsigned a;

	if (g->kind != PU_FK_BUG)
		return false;
	a = d->bug[g->type].abil;
	return (ranged && (a & PU_AB_NORANGED)) || (dmgtype == PU_DM_PIERCING && (a & PU_AB_NOPIERCE)) ||
	       (dmgtype == PU_DM_FIRE && (a & PU_AB_NOFIRE));
}

/* Push t n squares away from a; from straight above or below the
 * attacker chooses the side (a person is asked; a BUG picks at random). */
void pu_push_from(struct pu_state *s, const struct pu_data *d, int a, int t, int n,
		  struct tt_out *out)
{
	int dx = s->fig[t].x - s->fig[a].x;

	if (n <= 0 || !pu_alive(s, t) || s->fig[t].kind == PU_FK_PORTAL || s->fig[t].kind == PU_FK_GLITCH)
		return;
	if (dx == 0) {
		if (s->fig[a].kind == PU_FK_BB) {
			pu_push_pend(s, PU_PD_SIDE, s->fig[a].seat, t, (int8_t)n, 0);
			return;
		}
		dx = dice_below(&s->dice, 2) ? 1 : -1;
	}
	pu_push(s, d, t, dx > 0 ? 1 : -1, 0, n, out);
}

/* Damage from hits before armour; returns lives taken. */
static int pu_strike(struct pu_state *s, const struct pu_data *d, int a, int t, int hits,
		     int extra_armour, int dmgtype, bool ranged, struct tt_out *out)
{
	int net = hits - pu_armour(s, d, t) - extra_armour, lives = 0;

	if (s->fig[t].kind == PU_FK_COVER)
		return 0;
	if (pu_immune(s, d, t, dmgtype, ranged)) {
		tt_outf(out, "%s is protected against this attack: no damage.\n", pu_fig_name(s, d, t));
		return 0;
	}
	if (net > 0 && (lives = pu_damage_lives(d, net)) > 0) {
		tt_outf(out, "%d hit%s through the armour: the DAMAGE card takes %d li%s.\n", net,
			net == 1 ? "" : "s", lives, lives == 1 ? "fe" : "ves");
		pu_hurt(s, d, t, lives, a, out);
	} else {
		tt_outf(out, "The armour of %s stops every hit.\n", pu_fig_name(s, d, t));
	}
	return lives;
}

/* AREA DAMAGE 2: the same lives to two figures next to the target. */
static void pu_area2(struct pu_state *s, const struct pu_data *d, int a, int t, int lives,
		     struct tt_out *out)
{
	static const int nb[4][2] = { { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 } };
	int n = 0, x = s->fig[t].x, y = s->fig[t].y;

	for (int k = 0; k < 4 && n < 2 && lives > 0; k++) {
		int o = pu_at(s, x + nb[k][0], y + nb[k][1], -1);
		if (o < 0 || o == a || o == t)
			continue;
		tt_outf(out, "The area damage hits %s.\n", pu_fig_name(s, d, o));
		pu_hurt(s, d, o, lives, a, out);
		n++;
	}
}

static void pu_pow_draws(struct pu_state *s, const struct pu_data *d, int f, int pows,
			 struct tt_out *out)
{
	if (s->fig[f].kind != PU_FK_BB)
		return;
	for (int i = 0; i < pows; i++)
		pu_draw_pow(s, d, s->fig[f].seat, out);
}

/* Destroy a weapon whose condition happened (a BUG face, out of ammo). */
static void pu_break(struct pu_state *s, const struct pu_data *d, int f, int type,
		     struct tt_out *out)
{
	struct pu_bb *b = &s->bb[s->fig[f].seat];
	int slot = b->eq[type], e;

	if (b->epic || slot < 0)
		return;
	e = b->gear[slot];
	tt_outf(out, "%s's %s is destroyed.\n", pu_fig_name(s, d, f), d->eq[e].name);
	pu_gear_remove(s, s->fig[f].seat, slot);
}

/* A BUG face in f's roll: equipment whose condition is a blunder (the
 * weapon rolled, type, and the armour worn) is destroyed.  True if any. */
static bool pu_blunder_gear(struct pu_state *s, const struct pu_data *d, int f, int type,
			    int bugs, struct tt_out *out)
{
	bool broke = false;
	int e;

	if (!bugs || s->fig[f].kind != PU_FK_BB || s->fig[f].aboard == 2)
		return false;
	if ((e = pu_weapon(s, d, f, type)) >= 0 && d->eq[e].destroy == PU_DS_BLUNDER) {
		pu_break(s, d, f, type, out);
		broke = true;
	}
	if ((e = pu_weapon(s, d, f, PU_ET_ARMOUR)) >= 0 && d->eq[e].destroy == PU_DS_BLUNDER) {
		pu_break(s, d, f, PU_ET_ARMOUR, out);
		broke = true;
	}
	return broke;
}

/* An attack roll: a partner's Assist dice join it; Lucky Charm re-rolls
 * until the roll shows the hits its player asked for ('play N K': reroll
 * holds 1 + K; at most lucky_max rolls), or without K a poor result
 * (fewer hits than dice) up to lucky_tries times (house values). */
static int pu_roll_attack(struct pu_state *s, const struct pu_data *d, int a, struct pu_dice2 pool,
			  int *pows, int *bugs, struct tt_out *out)
{
	struct pu_bb *b = s->fig[a].kind == PU_FK_BB ? &s->bb[s->fig[a].seat] : NULL;
	int h;

	if (b) {
		pool = pu_add(pool, s->assist);
		s->assist = (struct pu_dice2){ 0, 0 };
	}
	h = pu_roll(s, d, pool, pows, bugs, pu_fig_name(s, d, a), out);
	for (int k = 0; b && b->reroll && (b->reroll > 1 ? k < d->lucky_max - 1 && h < b->reroll - 1 :
					    k < d->lucky_tries && h < pool.w + pool.y); k++) {
		tt_outf(out, "Lucky Charm: %s rolls again.\n", pu_fig_name(s, d, a));
		h = pu_roll(s, d, pool, pows, bugs, pu_fig_name(s, d, a), out);
	}
	if (b)
		b->reroll = 0;
	return h;
}

/* The outcome of a melee once both have rolled: a drum blows up at one
 * hit, a cover obstacle falls to enough hits; otherwise the loser takes
 * the difference after its armour and is pushed by the difference. */
static void pu_drill(struct pu_state *s, const struct pu_data *d, int a, int t, int left,
		     int dmgtype, int reach, struct tt_out *out);
static int pu_hits_for(const struct pu_data *d, int n);

static void pu_melee_result(struct pu_state *s, const struct pu_data *d, int a, int t, int ha,
			    int ht, struct tt_out *out)
{
	int diff = ha - ht, win, lose, n, ew, lives, before, arm, x0, y0, type0;

	if (s->fig[t].kind == PU_FK_DRUM || s->fig[t].kind == PU_FK_COVER) {
		if (ha >= (s->fig[t].kind == PU_FK_DRUM ? 1 : d->cover_hp))
			pu_hurt(s, d, t, 9, a, out);
		else if (s->fig[t].kind == PU_FK_COVER)
			tt_outf(out, "The cover obstacle holds (it needs %d hits).\n", d->cover_hp);
		else
			tt_outf(out, "A draw: nobody is hurt.\n");
		return;
	}
	if (diff == 0) {
		tt_outf(out, "A draw: nobody is hurt.\n");
		return;
	}
	win = diff > 0 ? a : t;
	lose = diff > 0 ? t : a;
	n = diff > 0 ? diff : -diff;
	ew = pu_weapon(s, d, win, PU_ET_MELEE);
	tt_outf(out, "%s wins by %d.\n", pu_fig_name(s, d, win), n);
	before = s->fig[lose].lives;
	type0 = s->fig[lose].type;
	arm = pu_armour(s, d, lose);
	x0 = s->fig[lose].x;
	y0 = s->fig[lose].y;
	lives = pu_strike(s, d, win, lose, n, 0, ew >= 0 ? d->eq[ew].damage : PU_DM_NORMAL, false, out);
	if (ew >= 0 && d->eq[ew].special == PU_SP_AREA2)
		pu_area2(s, d, win, lose, lives, out);
	if (!pu_killed(s, lose, type0)) {	/* "unless it is killed, the loser is pushed back" */
		pu_push_from(s, d, win, lose, n + (ew >= 0 && d->eq[ew].special == PU_SP_PUSH2 ? 2 : 0), out);
		return;
	}
	if (ew >= 0 && d->eq[ew].special == PU_SP_DRILL) {
		s->fig[lose].x = (int8_t)x0;
		s->fig[lose].y = (int8_t)y0;	/* the line goes on from there */
		pu_drill(s, d, win, lose, n - arm - pu_hits_for(d, before), d->eq[ew].damage, 1, out);
	}
}

int pu_melee(struct pu_state *s, const struct pu_data *d, int a, int t, struct tt_out *out)
{
	struct pu_fig *ga = &s->fig[a], *gt = &s->fig[t];
	int pa, pt, ba, bt, ha, ht;
	bool behind = (ga->x - gt->x) * gt->face < 0 && !pu_is_obstacle_fig(gt);
	bool eye = behind && gt->kind == PU_FK_BUG && (d->bug[gt->type].abil & (PU_AB_BACKEYE | PU_AB_NOBACK));

	tt_outf(out, "%s attacks %s in melee%s.\n", pu_fig_name(s, d, a), pu_fig_name(s, d, t),
		eye ? " from behind, but it sees the attack coming" : behind ? " from behind: no defence roll" : "");
	behind = behind && !eye;
	ha = pu_roll_attack(s, d, a, pu_melee_pool(s, d, a), &pa, &ba, out);
	if (pu_blunder_gear(s, d, a, PU_ET_MELEE, ba, out)) {
		tt_outf(out, "The attack is not carried out.\n");
		return 0;
	}
	if (behind || pu_is_obstacle_fig(gt) || gt->kind == PU_FK_GLITCH) {
		ht = 0;
		pt = bt = 0;
	} else
		ht = pu_roll(s, d, pu_melee_pool(s, d, t), &pt, &bt, pu_fig_name(s, d, t), out);
	pu_blunder_gear(s, d, t, PU_ET_MELEE, bt, out);	/* the defence stands */
	pu_pow_draws(s, d, a, pa, out);
	pu_pow_draws(s, d, t, pt, out);
	pu_melee_result(s, d, a, t, ha, ht, out);
	return 1;
}

/* DRILL: hits left over after a kill go on along the line, up to reach
 * squares (a melee weapon's reaches the next square only). */
static void pu_drill(struct pu_state *s, const struct pu_data *d, int a, int t, int left,
		     int dmgtype, int reach, struct tt_out *out)
{
	int dx = s->fig[t].x - s->fig[a].x, dy = s->fig[t].y - s->fig[a].y;
	int x = s->fig[t].x, y = s->fig[t].y;

	dx = dx > 0 ? 1 : dx < 0 ? -1 : 0;
	dy = dy > 0 ? 1 : dy < 0 ? -1 : 0;
	for (int k = 0; k < reach && left > 0; k++) {
		int o;
		x += dx;
		y += dy;
		if (pu_blocks(s, x, y))
			return;
		if ((o = pu_at(s, x, y, -1)) < 0 || !pu_enemies(s, a, o))
			continue;
		tt_outf(out, "The DRILL goes on with %d hit%s into %s.\n", left, left == 1 ? "" : "s",
			pu_fig_name(s, d, o));
		pu_strike(s, d, a, o, left, 0, dmgtype, reach > 1, out);	/* reach 1: a melee blow */
		return;
	}
}

/* Hits needed after armour to take n lives. */
static int pu_hits_for(const struct pu_data *d, int n)
{
	return n <= 0 ? 0 : n > 4 ? 99 : d->dmg[n - 1];
}

/* The hits of a shot after Concentration and a Roll reaction. */
static int pu_shot_hits(struct pu_state *s, int a, int t, int hits, struct tt_out *out)
{
	const struct pu_fig *ga = &s->fig[a];

	if (ga->kind == PU_FK_BB && s->bb[ga->seat].bonus_hit) {
		hits += s->bb[ga->seat].bonus_hit;
		s->bb[ga->seat].bonus_hit = 0;
		tt_outf(out, "Concentration adds a hit: %d.\n", hits);
	}
	if (s->dodge && s->fig[t].kind == PU_FK_BB) {
		hits = hits > s->dodge ? hits - s->dodge : 0;
		tt_outf(out, "The Roll cancels up to %d hit%s: %d left.\n", s->dodge,
			s->dodge == 1 ? "" : "s", hits);
		s->dodge = 0;
	}
	return hits;
}

/* A shot that lands: damage through armour and cover, the weapon's
 * special action, the push by all the hits. */
static void pu_shot_lands(struct pu_state *s, const struct pu_data *d, int a, int t, int hits,
			  int cover, int lives_before, struct tt_out *out)
{
	const struct pu_fig *ga = &s->fig[a];
	int e = pu_weapon(s, d, a, PU_ET_RANGED), own = ga->kind == PU_FK_BB && e >= 0 && ga->aboard != 2;
	int dmgtype = own ? d->eq[e].damage : PU_DM_NORMAL, sp = own ? d->eq[e].special : PU_SP_NONE;
	int type0 = s->fig[t].type, arm = pu_armour(s, d, t);
	int lives = pu_strike(s, d, a, t, hits, cover, dmgtype, true, out);

	if (sp == PU_SP_AREA2)
		pu_area2(s, d, a, t, lives, out);
	if (!pu_killed(s, t, type0)) {	/* pushed only if not all its lives went */
		pu_push_from(s, d, a, t, hits + (sp == PU_SP_PUSH2 ? 2 : 0), out);
		return;
	}
	if (sp == PU_SP_DRILL)
		pu_drill(s, d, a, t, hits - arm - cover - pu_hits_for(d, lives_before), dmgtype, 4, out);
}

int pu_ranged(struct pu_state *s, const struct pu_data *d, int a, int t, int range, int extra_y,
	      struct tt_out *out)
{
	struct pu_fig *ga = &s->fig[a];
	int e = pu_weapon(s, d, a, PU_ET_RANGED), cover = 0, pows, bugs, hits;
	struct pu_dice2 pool = pu_ranged_pool(s, d, a);
	int lives_before = s->fig[t].lives;

	(void)range;
	pool.y = (uint8_t)(pool.y + extra_y);
	for (int k = 0; k < 5; k++) {
		int c, o = pu_target(s, d, a, k, 20, true, &c);
		if (o == t)
			cover = c;
	}
	tt_outf(out, "%s shoots at %s.\n", pu_fig_name(s, d, a), pu_fig_name(s, d, t));
	if (ga->kind == PU_FK_BB && e >= 0 && ga->aboard != 2 && s->bb[ga->seat].ammo <= 0 &&
	    d->eq[e].destroy == PU_DS_NOAMMO) {	/* the last ammo went into this shot */
		tt_outf(out, "That was the last ammo: the %s's condition happens.\n", d->eq[e].name);
		pu_break(s, d, a, PU_ET_RANGED, out);
		tt_outf(out, "The attack is not carried out.\n");
		return 0;
	}
	if (cover > 0 && s->fig[t].kind != PU_FK_DRUM)
		tt_outf(out, "Cover obstacles in the way add %d armour.\n", cover);
	hits = pu_roll_attack(s, d, a, pool, &pows, &bugs, out);
	if (pu_blunder_gear(s, d, a, PU_ET_RANGED, bugs, out)) {
		tt_outf(out, "The attack is not carried out.\n");
		return 0;
	}
	pu_pow_draws(s, d, a, pows, out);
	hits = pu_shot_hits(s, a, t, hits, out);
	if (s->fig[t].kind == PU_FK_DRUM) {
		if (hits > 0)
			pu_hurt(s, d, t, 9, a, out);
	} else if (s->fig[t].kind == PU_FK_BUG && (d->bug[s->fig[t].type].abil & PU_AB_BLINK) &&
		   !s->fig[t].blinked && hits > 0) {
		s->fig[t].blinked = 1;
		tt_outf(out, "%s blinks out of the way: the shot misses.\n", pu_fig_name(s, d, t));
	} else {
		pu_shot_lands(s, d, a, t, hits, cover, lives_before, out);
	}
	return 1;
}

/* Equipment whose condition is "out of ammo" is destroyed whenever its
 * BUGBUSTER has none left (spent, given away, corroded...). */
void pu_gear_check(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	for (int i = 0; i < s->nseats; i++) {
		int f = s->bb[i].fig, e = pu_weapon(s, d, f, PU_ET_RANGED);
		if (e >= 0 && !s->bb[i].epic && s->bb[i].ammo <= 0 && d->eq[e].destroy == PU_DS_NOAMMO) {
			tt_outf(out, "%s is out of ammo.\n", pu_fig_name(s, d, f));
			pu_break(s, d, f, PU_ET_RANGED, out);
		}
	}
}

/* A cross of squares: the centre and its four neighbours, walls excepted. */
static int pu_cross(const struct pu_state *s, int x, int y, int sq[5][2])
{
	static const int nb[5][2] = { { 0, 0 }, { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 } };
	int n = 0;

	for (int k = 0; k < 5; k++) {
		int nx = x + nb[k][0], ny = y + nb[k][1];
		if (pu_blocks(s, nx, ny))
			continue;
		if ((k == 3 && s->floor[ny][nx]) || (k == 4 && s->floor[y][x]))
			continue;
		sq[n][0] = nx;
		sq[n][1] = ny;
		n++;
	}
	return n;
}

/* A blast of hits over the cross at x, y (a drum's or a grenade's): a
 * drum in it bursts too, every other figure is struck as by a shot of
 * damage type dmg from a (from itself when a is -1), announced when say.
 * hit[] gets the figures struck and type0[] their sheets before the
 * blow (pu_killed); returns how many. */
static int pu_blast(struct pu_state *s, const struct pu_data *d, int x, int y, int hits, int a,
		    int dmg, bool say, int hit[5], int type0[5], struct tt_out *out)
{
	int sq[5][2], n = pu_cross(s, x, y, sq), nh = 0;

	for (int k = 0; k < n; k++) {
		int o = pu_at(s, sq[k][0], sq[k][1], -1);
		if (o < 0)
			continue;
		if (s->fig[o].kind == PU_FK_DRUM) {
			pu_hurt(s, d, o, 9, a, out);
			continue;
		}
		if (say)
			tt_outf(out, "The blast reaches %s.\n", pu_fig_name(s, d, o));
		type0[nh] = s->fig[o].type;
		pu_strike(s, d, a >= 0 ? a : o, o, hits, 0, dmg, true, out);
		hit[nh++] = o;
	}
	return nh;
}

void pu_explode(struct pu_state *s, const struct pu_data *d, int x, int y, int hits, int killer,
		struct tt_out *out)
{
	int hit[5], type0[5];

	if (!pu_on_board(s, x, y))
		return;
	tt_outf(out, "The drum explodes with %d hits in a cross!\n", hits);
	s->fire[y][x] = 1;
	pu_blast(s, d, x, y, hits, killer, PU_DM_FIRE, false, hit, type0, out);
	pu_settle(s, d, out);
}

/* Where a grenade thrown along (dx, dy) lands: r squares (at least one)
 * counted from the next square, a straight flight never crossing a square
 * twice, stopped by a wall or floor, or by the first figure it reaches. */
static void pu_grenade_flight(const struct pu_state *s, int a, int dx, int dy, int r, int *x,
			      int *y)
{
	*x = s->fig[a].x;
	*y = s->fig[a].y;
	for (int k = 0; k < (r < 1 ? 1 : r); k++) {
		if (!pu_sight(s, *x, *y, dx, dy))
			return;
		*x += dx;
		*y += dy;
		if (pu_at(s, *x, *y, a) >= 0)
			return;
	}
}

/* Throw a grenade along line-of-shot direction dir: range by a yellow
 * die, then the thrower's ranged dice + the grenade's hit everyone in the
 * cross (centre and the four neighbours an obstacle does not shield),
 * friend or foe, as a ranged attack: damage after armour, then pushed by
 * the hits away from the blast (house: the centre and the squares above
 * and below along the throw). */
int pu_grenade(struct pu_state *s, const struct pu_data *d, int a, int eq, int dir,
	       struct tt_out *out)
{
	struct pu_fig *g = &s->fig[a];
	struct pu_dice2 pool = d->sheet[g->type].ranged, die = { 0, 1 };
	int pows, bugs, r, x, y, dx, dy, hits, hit[5], type0[5], nh;

	if (pu_dir_vec(g->face, dir, &dx, &dy) < 0)
		return 0;
	r = pu_roll(s, d, die, &pows, &bugs, "The range die", out);
	pu_grenade_flight(s, a, dx, dy, r, &x, &y);
	pool = pu_add(pool, d->eq[eq].bonus);
	pool.y = (uint8_t)(pool.y + s->bb[g->seat].bonus_yellow);
	s->bb[g->seat].bonus_yellow = 0;
	tt_outf(out, "The %s lands at %d,%d.\n", d->eq[eq].name, x, y);
	hits = pu_roll(s, d, pool, &pows, &bugs, pu_fig_name(s, d, a), out);
	pu_pow_draws(s, d, a, pows, out);
	nh = pu_blast(s, d, x, y, hits, a, d->eq[eq].damage, true, hit, type0, out);
	for (int k = 0; k < nh; k++) {
		int o = hit[k], px = s->fig[o].x - x;
		if (pu_killed(s, o, type0[k]) || pu_is_obstacle_fig(&s->fig[o]) || s->fig[o].kind == PU_FK_GLITCH)
			continue;
		px = px ? px : dx ? dx : g->face;
		pu_push(s, d, o, px > 0 ? 1 : -1, 0, hits + (d->eq[eq].special == PU_SP_PUSH2 ? 2 : 0), out);
	}
	pu_settle(s, d, out);
	return 1;
}
