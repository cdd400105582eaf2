/*
 * pu_load.c - POWERUP data: the mission file and the shared data files
 * (rules, tiles, BUGBUSTER sheets, BUG sheets, equipment, POW! and BUG
 * cards) under powerup/data/.  Every error reads "file:line: what was
 * expected"; a failed load frees everything and keeps nothing.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pu_cmd.h"

static const char *const pu_eqtype_names[] = { "melee", "ranged", "armour", "grenade", NULL };
static const char *const pu_damage_names[] = { "normal", "piercing", "electric", "fire", NULL };
static const char *const pu_special_names[] = {
	"none", "ammoyellow", "rpyellow", "doubleyellow", "drill", "area2", "push2",
	"whitemelee", "tworp", "jump1", "heavy", NULL
};
static const char *const pu_destroy_names[] = { "none", "noammo", "blunder", "single", NULL };
static const char *const pu_abil_names[PU_NABIL + 1] = {
	"flying", "team4", "backeye", "spawn", "regen", "nopierce", "nofire", "noranged",
	"blink", "noback", NULL
};
static const char *const pu_powtype_names[] = { "special", "trick", NULL };
static const char *const pu_poweff_names[] = {
	"rp", "ammo", "life", "assemble", "white", "barrier", "brainwash", "hit", "copycat",
	"disrupt", "draw2", "armour", "shield", "reroll", "coins", "teleport", "poweron", "door",
	"facebug", "yellow", NULL
};
static const char *const pu_bugkind_names[] = { "special", "trick", "event", NULL };
static const char *const pu_bugeff_names[] = {
	"acidcorr", "acidvomit", "ambush", "bicevo", "charge", "creeper", "deplete", "evolution",
	"gas", "immolation", "corrosion", "mortalgas", "knock", "door", "psychic", "teleport",
	"reinforce", "surprise", "thief", NULL
};
static const char *const pu_onoff_names[] = { "off", "on", NULL };
static const char *const pu_goal_names[] = { "vips", "portal", "keys", "mistress", "reach", "clear", "rescue", "deathmatch", NULL };

/* "W Y" dice pool. */
static int pu_pool(struct conf_doc *doc, struct conf_sec *s, const char *key, bool req,
		   struct pu_dice2 *p, struct tt_err *err)
{
	const char *v = conf_raw(s, key);
	int w, y;
	char extra;

	p->w = p->y = 0;
	if (!v)
		return req ? conf_errf(doc, s->line, err, "[%s] needs %s = WHITE YELLOW", s->name, key) : 0;
	if (sscanf(v, "%d %d %c", &w, &y, &extra) != 2 || w < 0 || w > 6 || y < 0 || y > 6)
		return conf_errf(doc, conf_line(s, key), err,
				"%s: expected two dice counts 0..6 (white yellow)", key);
	p->w = (uint8_t)w;
	p->y = (uint8_t)y;
	return 0;
}

/* Six faces: digits 0..3, P or B. */
static int pu_faces(struct conf_doc *doc, struct conf_sec *s, const char *key, struct pu_face *fc,
		    struct tt_err *err)
{
	const char *v = conf_raw(s, key);
	int n = 0;

	if (!v)
		return conf_errf(doc, s->line, err, "[dice] needs %s = six faces", key);
	for (; *v; v++) {
		if (*v == ' ')
			continue;
		if (n == 6 || (v[1] && v[1] != ' '))
			return conf_errf(doc, conf_line(s, key), err, "%s: expected six faces", key);
		if (*v >= '0' && *v <= '3')
			fc[n] = (struct pu_face){ PU_DF_HITS, (uint8_t)(*v - '0') };
		else if (*v == 'P')
			fc[n] = (struct pu_face){ PU_DF_POW, 3 };
		else if (*v == 'B')
			fc[n] = (struct pu_face){ PU_DF_BUG, 0 };
		else
			return conf_errf(doc, conf_line(s, key), err,
					"%s: face '%c' is not 0..3, P or B", key, *v);
		n++;
	}
	if (n != 6)
		return conf_errf(doc, conf_line(s, key), err, "%s: expected six faces", key);
	return 0;
}

/* A list of up to max integers. */
static int pu_ints(struct conf_doc *doc, struct conf_sec *s, const char *key, int *v, int max,
		   int lo, int hi, struct tt_err *err)
{
	const char *p = conf_raw(s, key);
	int n = 0;

	if (!p)
		return conf_errf(doc, s->line, err, "[%s] needs %s", s->name, key);
	while (*p) {
		char *end;
		long x = strtol(p, &end, 10);
		if (end == p || x < lo || x > hi || n == max)
			return conf_errf(doc, conf_line(s, key), err,
					"%s: expected up to %d numbers %d..%d", key, max, lo, hi);
		v[n++] = (int)x;
		p = end;
		while (*p == ' ')
			p++;
	}
	return n;
}

static int pu_load_rules(struct pu_data *d, struct conf_doc *doc, struct tt_err *err)
{
	struct conf_sec *s;
	long v[10];
	int n;

	if (!(s = conf_section(doc, "dice")))
		return conf_errf(doc, 0, err, "expected a [dice] section");
	if (pu_faces(doc, s, "white", d->white, err) < 0 || pu_faces(doc, s, "yellow", d->yellow, err) < 0)
		return -1;
	if (!(s = conf_section(doc, "damage")) || pu_ints(doc, s, "hits", d->dmg, 4, 1, 99, err) != 4)
		return err->msg[0] ? -1 : conf_errf(doc, 0, err, "expected [damage] hits = four numbers");
	if (!(s = conf_section(doc, "store")))
		return conf_errf(doc, 0, err, "expected a [store] section");
	if (conf_int(doc, s, "ammo", true, 0, 0, 99, &v[0], err) < 0 ||
	    conf_int(doc, s, "ammo_per_buy", true, 0, 1, 99, &v[1], err) < 0 ||
	    conf_int(doc, s, "life", true, 0, 0, 99, &v[2], err) < 0 ||
	    conf_int(doc, s, "reset", true, 0, 0, 99, &v[3], err) < 0 ||
	    conf_int(doc, s, "powerup", true, 0, 0, 99, &v[4], err) < 0)
		return -1;
	d->store_ammo = (int)v[0];
	d->ammo_per_buy = (int)v[1];
	d->store_life = (int)v[2];
	d->store_reset = (int)v[3];
	d->store_power = (int)v[4];
	if (pu_text_kinds(doc, "supply", pu_supply_names, 0, d->su_brief, d->su_text, err) < 0)
		return -1;
	if (!(s = conf_section(doc, "continue")))
		return conf_errf(doc, 0, err, "expected a [continue] section");
	if ((n = pu_ints(doc, s, "costs", d->continue_cost, 6, 0, 99, err)) < 0)
		return -1;
	for (int i = n; i < 6; i++)
		d->continue_cost[i] = n ? d->continue_cost[n - 1] : 0;
	if (!(s = conf_section(doc, "components")))
		return conf_errf(doc, 0, err, "expected a [components] section");
	if (conf_int(doc, s, "drum_hits", true, 0, 0, 20, &v[0], err) < 0 ||
	    conf_int(doc, s, "cover_hp", true, 0, 1, 20, &v[1], err) < 0 ||
	    conf_int(doc, s, "portal_lives", true, 0, 1, 20, &v[2], err) < 0 ||
	    conf_int(doc, s, "glitch_range", true, 0, 1, 20, &v[3], err) < 0 ||
	    conf_int(doc, s, "glitch_white", true, 0, 0, 6, &v[4], err) < 0 ||
	    conf_int(doc, s, "glitch_yellow", true, 0, 0, 6, &v[5], err) < 0 ||
	    conf_int(doc, s, "lucky_tries", true, 0, 0, 20, &v[6], err) < 0 ||
	    conf_int(doc, s, "lucky_max", true, 0, 1, 99, &v[7], err) < 0)
		return -1;
	d->lucky_tries = (int)v[6];
	d->lucky_max = (int)v[7];
	d->drum_hits = (int)v[0];
	d->cover_hp = (int)v[1];
	d->portal_lives = (int)v[2];
	d->glitch_range = (int)v[3];
	d->glitch_dice = (struct pu_dice2){ (uint8_t)v[4], (uint8_t)v[5] };
	return 0;
}

static int pu_find_eq(const struct pu_data *d, const char *id)
{
	for (int i = 0; i < d->neq; i++)
		if (strcmp(d->eq[i].id, id) == 0)
			return i;
	return -1;
}

static int pu_find_bug(const struct pu_data *d, const char *id)
{
	for (int i = 0; i < d->nbug; i++)
		if (strcmp(d->bug[i].id, id) == 0)
			return i;
	return -1;
}

static int pu_load_eq(struct pu_data *d, struct conf_doc *doc, struct tt_err *err)
{
	static const char *const decks[] = { "no", "yes", "epic", NULL };
	int deck;
	long v[4];

	for (int i = 0; i < doc->nsec; i++) {
		struct conf_sec *s = &doc->sec[i];
		struct pu_equip *e;
		if (strncmp(s->name, "equipment ", 10) != 0)
			continue;
		if (d->neq == PU_MAXEQ)
			return conf_errf(doc, s->line, err, "at most %d equipment cards", PU_MAXEQ);
		s->used = true;
		e = &d->eq[d->neq++];
		tt_strlcpy(e->id, s->name + 10, sizeof e->id);
		if (conf_str(doc, s, "name", true, "", e->name, sizeof e->name, err) < 0 ||
		    conf_enum(doc, s, "type", true, 0, pu_eqtype_names, &e->type, err) < 0 ||
		    conf_int(doc, s, "cost", true, 0, 0, 99, &v[0], err) < 0 ||
		    conf_int(doc, s, "speed", false, 1, 0, 9, &v[1], err) < 0 ||
		    conf_int(doc, s, "range", false, 1, 0, 20, &v[2], err) < 0 ||
		    conf_int(doc, s, "armour", false, 0, 0, 9, &v[3], err) < 0 ||
		    conf_enum(doc, s, "damage", false, 0, pu_damage_names, &e->damage, err) < 0 ||
		    pu_pool(doc, s, "dice", false, &e->bonus, err) < 0 ||
		    conf_enum(doc, s, "special", false, 0, pu_special_names, &e->special, err) < 0 ||
		    conf_enum(doc, s, "destroy", false, 0, pu_destroy_names, &e->destroy, err) < 0 ||
		    conf_enum(doc, s, "deck", false, 1, decks, &deck, err) < 0)
			return -1;
		e->cost = (int)v[0];
		e->speed = (int)v[1];
		e->range = (int)v[2];
		e->armour = (int)v[3];
		e->deck = deck == 1;
		e->epic = deck == 2;
		if (pu_find_eq(d, e->id) != d->neq - 1)
			return conf_errf(doc, s->line, err, "equipment '%s' is given twice", e->id);
	}
	if (pu_text_kinds(doc, "special", pu_special_names, 1, d->sp_brief, d->sp_text, err) < 0)
		return -1;
	return pu_text_kinds(doc, "destroy", pu_destroy_names, 1, d->ds_brief, d->ds_text, err);
}

static int pu_abil(struct conf_doc *doc, struct conf_sec *s, unsigned *out, struct tt_err *err)
{
	char buf[160], *save = NULL;
	const char *v = conf_raw(s, "abilities");

	*out = 0;
	if (!v)
		return 0;
	tt_strlcpy(buf, v, sizeof buf);
	for (char *t = strtok_r(buf, " ", &save); t; t = strtok_r(NULL, " ", &save)) {
		int k = 0;
		while (pu_abil_names[k] && strcmp(pu_abil_names[k], t) != 0)
			k++;
		if (!pu_abil_names[k])
			return conf_errf(doc, conf_line(s, "abilities"), err,
					"abilities: '%s' is not flying team4 backeye spawn regen nopierce "
					"nofire noranged blink noback", t);
		*out |= 1u << k;
	}
	return 0;
}

static int pu_load_bugs(struct pu_data *d, struct conf_doc *doc, struct tt_err *err)
{
	char angry[PU_MAXBUG][PU_NAME];
	long v[8], tokens, act;

	for (int i = 0; i < doc->nsec; i++) {
		struct conf_sec *s = &doc->sec[i];
		struct pu_bugsheet *b;
		if (strncmp(s->name, "bug ", 4) != 0)
			continue;
		if (d->nbug == PU_MAXBUG)
			return conf_errf(doc, s->line, err, "at most %d BUG sheets", PU_MAXBUG);
		s->used = true;
		b = &d->bug[d->nbug];
		tt_strlcpy(b->id, s->name + 4, sizeof b->id);
		if (conf_str(doc, s, "name", true, "", b->name, sizeof b->name, err) < 0 ||
		    conf_int(doc, s, "cost", true, 0, 0, 20, &v[0], err) < 0 ||
		    conf_int(doc, s, "lives", true, 0, 1, 9, &v[1], err) < 0 ||
		    conf_int(doc, s, "armour", true, 0, 0, 9, &v[2], err) < 0 ||
		    conf_int(doc, s, "actions", true, 0, 0, 9, &v[3], err) < 0 ||
		    conf_int(doc, s, "attacks", true, 0, 0, 9, &v[4], err) < 0 ||
		    conf_int(doc, s, "coins", true, 0, 0, 30, &v[5], err) < 0 ||
		    conf_int(doc, s, "range", false, 0, 0, 20, &v[6], err) < 0 ||
		    conf_int(doc, s, "speed", false, 0, 0, 9, &v[7], err) < 0 ||
		    conf_int(doc, s, "tokens", true, 0, 1, 40, &tokens, err) < 0 ||
		    pu_pool(doc, s, "melee", true, &b->melee, err) < 0 ||
		    pu_pool(doc, s, "ranged", false, &b->ranged, err) < 0 ||
		    pu_abil(doc, s, &b->abil, err) < 0 ||
		    conf_str(doc, s, "angry", false, "", angry[d->nbug], PU_NAME, err) < 0 ||
		    conf_int(doc, s, "activate", false, -1, -1, 20, &act, err) < 0 ||
		    pu_text_read(doc, s, NULL, b->text, err) < 0)
			return -1;
		b->activate = (int)act;
		b->cost = (int)v[0];
		b->lives = (int)v[1];
		b->armour = (int)v[2];
		b->actions = (int)v[3];
		b->attacks = (int)v[4];
		b->coins = (int)v[5];
		b->range = (int)v[6];
		b->speed = (int)v[7];
		b->tokens = (int)tokens;
		d->nbug++;
	}
	for (int i = 0; i < d->nbug; i++) {
		d->bug[i].angry = angry[i][0] ? pu_find_bug(d, angry[i]) : -1;
		if (angry[i][0] && d->bug[i].angry < 0)
			return conf_errf(doc, 0, err, "BUG '%s': angry = '%s' is no BUG sheet", d->bug[i].id,
					angry[i]);
	}
	static const char *const need[] = { "buggie", "burp", "bugmistress", "bigbug", "bicefalus",
					    "brasas", "batbug" };
	int *slot[] = { &d->buggie, &d->burp, &d->mistress, &d->bigbug, &d->bicefalus, &d->brasas,
			&d->batbug };
	for (int i = 0; i < 7; i++)
		if ((*slot[i] = pu_find_bug(d, need[i])) < 0)
			return conf_errf(doc, 0, err, "expected a [bug %s] sheet", need[i]);
	return pu_text_kinds(doc, "ability", pu_abil_names, 0, d->ab_brief, d->ab_text, err);
}

static int pu_load_sheets(struct pu_data *d, struct conf_doc *doc, struct tt_err *err)
{
	long v[8];
	char start[80], ew[PU_NAME], *save = NULL;

	for (int i = 0; i < doc->nsec; i++) {
		struct conf_sec *s = &doc->sec[i];
		struct pu_sheet *h;
		int k = 0;
		if (strncmp(s->name, "bugbuster ", 10) != 0)
			continue;
		if (d->nsheet == PU_NSHEET)
			return conf_errf(doc, s->line, err, "at most %d BUGBUSTER sheets", PU_NSHEET);
		s->used = true;
		h = &d->sheet[d->nsheet++];
		if (conf_str(doc, s, "name", true, "", h->name, sizeof h->name, err) < 0 ||
		    pu_pool(doc, s, "melee", true, &h->melee, err) < 0 ||
		    pu_pool(doc, s, "ranged", true, &h->ranged, err) < 0 ||
		    pu_pool(doc, s, "epic_melee", true, &h->emelee, err) < 0 ||
		    pu_pool(doc, s, "epic_ranged", true, &h->eranged, err) < 0 ||
		    conf_int(doc, s, "rp", true, 0, 0, 9, &v[0], err) < 0 ||
		    conf_int(doc, s, "ammo", true, 0, 0, 20, &v[1], err) < 0 ||
		    conf_int(doc, s, "armour", true, 0, 0, 9, &v[2], err) < 0 ||
		    conf_int(doc, s, "epic_armour", true, 0, 0, 9, &v[3], err) < 0 ||
		    conf_int(doc, s, "epic_rp", true, 0, 0, 9, &v[4], err) < 0 ||
		    conf_int(doc, s, "epic_ammo", true, 0, 0, 20, &v[5], err) < 0 ||
		    conf_str(doc, s, "start", false, "", start, sizeof start, err) < 0 ||
		    conf_str(doc, s, "epic_weapon", true, "", ew, sizeof ew, err) < 0)
			return -1;
		h->rp = (int)v[0];
		h->ammo = (int)v[1];
		h->armour = (int)v[2];
		h->earmour = (int)v[3];
		h->erp = (int)v[4];
		h->eammo = (int)v[5];
		h->start[0] = h->start[1] = h->start[2] = -1;
		save = NULL;
		for (char *t = strtok_r(start, " ", &save); t; t = strtok_r(NULL, " ", &save)) {
			if (k == 3 || (h->start[k] = pu_find_eq(d, t)) < 0)
				return conf_errf(doc, conf_line(s, "start"), err,
						"start: expected up to 3 equipment ids ('%s')", t);
			k++;
		}
		if ((h->epic_weapon = pu_find_eq(d, ew)) < 0)
			return conf_errf(doc, conf_line(s, "epic_weapon"), err, "epic_weapon: '%s' is no equipment",
					ew);
	}
	if (d->nsheet != PU_NSHEET)
		return conf_errf(doc, 0, err, "expected %d BUGBUSTER sheets, found %d", PU_NSHEET,
				d->nsheet);
	return 0;
}

static int pu_cost(struct conf_doc *doc, struct conf_sec *s, struct pu_pow *p, struct tt_err *err)
{
	const char *v = conf_raw(s, "cost");
	int n;

	p->cost_rp = p->cost_ammo = 0;
	if (!v || strcmp(v, "free") == 0)
		return 0;
	if (sscanf(v, "rp %d", &n) == 1 && n >= 0 && n < 10)
		p->cost_rp = n;
	else if (sscanf(v, "ammo %d", &n) == 1 && n >= 0 && n < 10)
		p->cost_ammo = n;
	else
		return conf_errf(doc, conf_line(s, "cost"), err, "cost: expected free, rp N or ammo N");
	return 0;
}

static int pu_load_pow(struct pu_data *d, struct conf_doc *doc, struct tt_err *err)
{
	long amount, count;
	char letter[4];

	for (int i = 0; i < doc->nsec; i++) {
		struct conf_sec *s = &doc->sec[i];
		struct pu_pow p;
		if (strncmp(s->name, "pow ", 4) != 0)
			continue;
		s->used = true;
		memset(&p, 0, sizeof p);
		if (conf_str(doc, s, "name", true, "", p.name, sizeof p.name, err) < 0 ||
		    conf_enum(doc, s, "type", true, 0, pu_powtype_names, &p.type, err) < 0 ||
		    pu_cost(doc, s, &p, err) < 0 ||
		    conf_enum(doc, s, "effect", true, 0, pu_poweff_names, &p.effect, err) < 0 ||
		    conf_int(doc, s, "amount", false, 0, 0, 9, &amount, err) < 0 ||
		    conf_int(doc, s, "count", false, 1, 1, 9, &count, err) < 0 ||
		    conf_str(doc, s, "letter", true, "", letter, sizeof letter, err) < 0 ||
		    pu_text_read(doc, s, p.brief, p.text, err) < 0)
			return -1;
		tt_strlcpy(p.id, s->name + 4, sizeof p.id);
		if (strlen(letter) != 1 || !strchr("EPIC*", letter[0]))
			return conf_errf(doc, conf_line(s, "letter"), err, "letter: expected E, P, I, C or *");
		p.letter = letter[0];
		p.amount = (int)amount;
		for (long k = 0; k < count; k++) {
			if (d->npow == PU_MAXPOW)
				return conf_errf(doc, s->line, err, "at most %d POW! cards", PU_MAXPOW);
			d->pow[d->npow++] = p;
		}
	}
	return 0;
}

static int pu_load_bugcards(struct pu_data *d, struct conf_doc *doc, struct tt_err *err)
{
	long spawn, count;
	char autob[PU_NAME];

	for (int i = 0; i < doc->nsec; i++) {
		struct conf_sec *s = &doc->sec[i];
		struct pu_bugcard c;
		if (strncmp(s->name, "bugcard ", 8) != 0)
			continue;
		s->used = true;
		memset(&c, 0, sizeof c);
		if (conf_str(doc, s, "name", true, "", c.name, sizeof c.name, err) < 0 ||
		    conf_enum(doc, s, "kind", true, 0, pu_bugkind_names, &c.kind, err) < 0 ||
		    conf_enum(doc, s, "effect", true, 0, pu_bugeff_names, &c.effect, err) < 0 ||
		    conf_int(doc, s, "spawn", true, 0, 0, 20, &spawn, err) < 0 ||
		    conf_int(doc, s, "count", false, 1, 1, 9, &count, err) < 0 ||
		    conf_str(doc, s, "auto", true, "", autob, sizeof autob, err) < 0 ||
		    pu_text_read(doc, s, c.brief, c.text, err) < 0)
			return -1;
		tt_strlcpy(c.id, s->name + 8, sizeof c.id);
		c.spawn = (int)spawn;
		if ((c.autobug = pu_find_bug(d, autob)) < 0)
			return conf_errf(doc, conf_line(s, "auto"), err, "auto: '%s' is no BUG sheet", autob);
		for (long k = 0; k < count; k++) {
			if (d->nbugcard == PU_MAXBUGCARD)
				return conf_errf(doc, s->line, err, "at most %d BUG cards", PU_MAXBUGCARD);
			d->bugcard[d->nbugcard++] = c;
		}
	}
	return 0;
}

/* One data file: open, run the section loader, check nothing is left. */
static int pu_file(const struct tt_files *f, const char *dir, const char *name, struct pu_data *d,
		   int (*fn)(struct pu_data *, struct conf_doc *, struct tt_err *), struct tt_err *err)
{
	struct conf_doc doc;
	char path[300];
	int rc;

	snprintf(path, sizeof path, "%s/%s", dir, name);
	if (conf_load(f, path, &doc, err) < 0) {
		conf_free(&doc);
		return -1;
	}
	rc = fn(d, &doc, err);
	if (rc == 0)
		rc = conf_finish(&doc, err);
	conf_free(&doc);
	return rc < 0 ? -1 : 0;
}

/* "X,Y X,Y ..." squares. */
int pu_spots(struct conf_doc *doc, struct conf_sec *s, const char *key, int8_t (*v)[2],
		    int max, const struct pu_mission *m, struct tt_err *err)
{
	const char *p = conf_raw(s, key);
	int n = 0, x, y, used;

	if (!p)
		return 0;
	while (*p) {
		if (n == max || sscanf(p, "%d,%d%n", &x, &y, &used) != 2 || x < 0 || y < 0 ||
		    x >= m->tw * PU_T || y >= m->th * PU_T)
			return conf_errf(doc, conf_line(s, key), err,
					"%s: expected up to %d squares X,Y on the board", key, max);
		v[n][0] = (int8_t)x;
		v[n][1] = (int8_t)y;
		n++;
		p += used;
		while (*p == ' ')
			p++;
	}
	return n;
}

static int pu_layout(struct pu_data *d, struct conf_doc *doc, struct conf_sec *s, struct tt_err *err)
{
	struct pu_mission *m = &d->mission;
	char key[8], buf[160], *save;

	m->th = 0;
	for (int r = 0; r < PU_H / PU_T; r++) {
		const char *v;
		int c = 0;
		snprintf(key, sizeof key, "row%d", r + 1);
		if (!(v = conf_raw(s, key)))
			break;
		tt_strlcpy(buf, v, sizeof buf);
		save = NULL;
		for (char *t = strtok_r(buf, " ", &save); t; t = strtok_r(NULL, " ", &save), c++) {
			int k = 0;
			while (k < d->ntile && strcmp(d->tile[k].name, t) != 0)
				k++;
			if (c == PU_W / PU_T || k == d->ntile)
				return conf_errf(doc, conf_line(s, key), err,
						"%s: expected up to %d tile names ('%s')", key, PU_W / PU_T, t);
			m->layout[r][c] = k;
		}
		if (r > 0 && c != m->tw)
			return conf_errf(doc, conf_line(s, key), err, "%s: expected %d tiles like row1", key, m->tw);
		m->tw = c;
		m->th++;
	}
	if (m->th == 0 || m->tw == 0)
		return conf_errf(doc, s->line, err, "a mission needs row1 = TILE TILE ...");
	return 0;
}

/* Test fixtures: "bugs = ID:X,Y[:left|right] ..." places BUGs at the start. */
static int pu_fixture_bugs(struct pu_data *d, struct conf_doc *doc, struct conf_sec *s,
			   struct tt_err *err)
{
	struct pu_mission *m = &d->mission;
	const char *p = conf_raw(s, "bugs");
	char id[PU_NAME], side[8];
	int x, y, used, k, n;

	for (m->nbugs = 0; p && *p; m->nbugs++) {
		side[0] = '\0';
		n = sscanf(p, "%23[a-z0-9-]:%d,%d%n:%7[a-z]%n", id, &x, &y, &used, side, &used);
		for (k = 0; n >= 3 && k < d->nbug && strcmp(d->bug[k].id, id); k++)
			;
		if (n < 3 || m->nbugs == 8 || k == d->nbug || x < 0 || y < 0 || x >= m->tw * PU_T ||
		    y >= m->th * PU_T || (side[0] && strcmp(side, "left") && strcmp(side, "right")))
			return conf_errf(doc, conf_line(s, "bugs"), err,
					"bugs: expected up to 8 BUG-ID:X,Y[:left|right] on the board");
		m->bugs[m->nbugs][0] = (int8_t)k;
		m->bugs[m->nbugs][1] = (int8_t)x;
		m->bugs[m->nbugs][2] = (int8_t)y;
		m->bugs[m->nbugs][3] = (int8_t)(side[0] == 'r' ? 1 : -1);
		for (p += used; *p == ' '; p++)
			;
	}
	p = conf_raw(s, "gear");
	for (m->ngear = 0; p && *p; m->ngear++) {
		for (n = 0; p[n] && p[n] != ' '; n++)
			;
		for (k = 0; k < d->neq && (strncmp(d->eq[k].id, p, (size_t)n) || d->eq[k].id[n]); k++)
			;
		if (m->ngear == 4 || k == d->neq)
			return conf_errf(doc, conf_line(s, "gear"), err, "gear: expected up to 4 equipment ids");
		m->gear[m->ngear] = (int8_t)k;
		for (p += n; *p == ' '; p++)
			;
	}
	return 0;
}

/* Test fixtures: "bug_deck = NAME, NAME ..." / "pow_deck = ..." put those
 * cards on top of the deck, the first named drawn first; "pow_hand = ..."
 * deals those POW! cards to the first BUGBUSTER. */
static int pu_fixture_deck(struct pu_data *d, struct conf_doc *doc, struct conf_sec *s, int which,
			   struct tt_err *err)
{
	static const char *const keys[] = { "bug_deck", "pow_deck", "pow_hand" };
	const char *key = keys[which], *p = conf_raw(s, key);
	bool bug = which == 0;
	int8_t *top = bug ? d->mission.bugtop : which == 1 ? d->mission.powtop : d->mission.powhand;
	int *n = bug ? &d->mission.nbugtop : which == 1 ? &d->mission.npowtop : &d->mission.npowhand;
	int ncard = bug ? d->nbugcard : d->npow;
	char name[PU_NAME];
	int used, k;

	for (*n = 0; p && *p; (*n)++) {
		name[0] = '\0';
		used = 0;
		sscanf(p, " %23[^,]%n", name, &used);
		for (size_t e = strlen(name); e > 0 && name[e - 1] == ' '; e--)
			name[e - 1] = '\0';
		for (k = 0; k < ncard && strcmp(bug ? d->bugcard[k].name : d->pow[k].name, name); k++)
			;
		if (k == ncard || *n == (which == 2 ? PU_HAND : 12))
			return conf_errf(doc, conf_line(s, key), err,
					"%s: expected up to %d card names separated by commas ('%s')", key,
					which == 2 ? PU_HAND : 12, name);
		top[*n] = (int8_t)k;
		for (p += used; *p == ',' || *p == ' '; p++)
			;
	}
	return 0;
}

/* Test fixtures: "tokens = V:X,Y ..." lays secret tokens (A, B, C a key,
 * 1-9 coins, T a BUGGIE trap). */
static int pu_fixture_tokens(struct pu_data *d, struct conf_doc *doc, struct conf_sec *s,
			     struct tt_err *err)
{
	struct pu_mission *m = &d->mission;
	const char *p = conf_raw(s, "tokens");
	char v;
	int x, y, used;

	for (m->ntokens = 0; p && *p; m->ntokens++) {
		if (m->ntokens == 8 || sscanf(p, "%c:%d,%d%n", &v, &x, &y, &used) != 3 ||
		    !strchr("ABCTP123456789", v) || v == '\0' || x < 0 || y < 0 || x >= m->tw * PU_T ||
		    y >= m->th * PU_T)
			return conf_errf(doc, conf_line(s, "tokens"), err,
					"tokens: expected up to 8 V:X,Y (V = A, B, C, T, P or 1-9) on the board");
		m->tokens[m->ntokens][0] = (int8_t)v;
		m->tokens[m->ntokens][1] = (int8_t)x;
		m->tokens[m->ntokens][2] = (int8_t)y;
		for (p += used; *p == ' '; p++)
			;
	}
	return 0;
}

static int pu_load_mission(struct pu_data *d, struct conf_doc *doc, struct tt_err *err)
{
	static const char *const faces[] = { "left", "right", NULL };
	struct pu_mission *m = &d->mission;
	struct conf_sec *s = conf_section(doc, "mission");
	char desc[CONF_DESC_MAX + 1];
	long v[6];
	int8_t g[1][2];

	if (!s)
		return conf_errf(doc, 0, err, "expected a [mission] section");
	if (conf_str(doc, s, "title", true, "", m->title, sizeof m->title, err) < 0 ||
	    conf_description(doc, s, desc, sizeof desc, err) < 0 ||
	    conf_enum(doc, s, "goal", true, 0, pu_goal_names, &m->goal, err) < 0 ||
	    conf_int(doc, s, "min_players", true, 1, 1, PU_MAXBB, &v[0], err) < 0 ||
	    conf_int(doc, s, "max_players", false, PU_MAXARCADE, v[0], PU_MAXBB, &v[5], err) < 0 ||
	    conf_int(doc, s, "coins", true, 0, 0, 99, &v[1], err) < 0 ||
	    conf_int(doc, s, "turns", true, 0, 0, 99, &v[2], err) < 0 ||
	    conf_int(doc, s, "secrets", false, 0, 0, 12, &v[3], err) < 0 ||
	    conf_int(doc, s, "house_limit", false, 0, 0, 99, &v[4], err) < 0 ||
	    conf_enum(doc, s, "burp_face", false, 0, faces, &m->burp_face, err) < 0 ||
	    conf_enum(doc, s, "professions", false, 0, pu_onoff_names, &m->professions, err) < 0 ||
	    pu_layout(d, doc, s, err) < 0)
		return -1;
	m->minp = (int)v[0];
	m->maxp = (int)v[5];
	m->coins = (int)v[1];
	m->turns = (int)v[2];
	m->nsecret = (int)v[3];
	m->house_limit = (int)v[4];
	m->burp_face = m->burp_face ? 1 : -1;
	if ((m->nstart = pu_spots(doc, s, "bugbusters", m->start, PU_MAXBB, m, err)) < 0 ||
	    (m->nburp = pu_spots(doc, s, "burps", m->burp, PU_MAXBB, m, err)) < 0 ||
	    (m->nnpc = pu_spots(doc, s, "npcs", m->npc, 10, m, err)) < 0 ||
	    (m->nportal = pu_spots(doc, s, "portal", m->portal, 3, m, err)) < 0 ||
	    (m->ndrums = pu_spots(doc, s, "drums", m->drums, 8, m, err)) < 0 ||
	    (m->ncovers = pu_spots(doc, s, "covers", m->covers, 4, m, err)) < 0 ||
	    pu_fixture_bugs(d, doc, s, err) < 0 || pu_fixture_deck(d, doc, s, 0, err) < 0 ||
	    pu_fixture_deck(d, doc, s, 1, err) < 0 || pu_fixture_deck(d, doc, s, 2, err) < 0 ||
	    pu_fixture_tokens(d, doc, s, err) < 0 || d->hooks->story->keys(d, doc, s, err) < 0)
		return -1;
	m->glitch[0] = m->mistress[0] = -1;
	if (pu_spots(doc, s, "glitch", g, 1, m, err) < 0)
		return -1;
	if (conf_raw(s, "glitch")) {
		m->glitch[0] = g[0][0];
		m->glitch[1] = g[0][1];
	}
	if (pu_spots(doc, s, "mistress", g, 1, m, err) < 0)
		return -1;
	if (conf_raw(s, "mistress")) {
		m->mistress[0] = g[0][0];
		m->mistress[1] = g[0][1];
	}
	if (m->nstart < m->maxp)
		return conf_errf(doc, s->line, err, "bugbusters: expected %d start squares", m->maxp);
	if (d->hooks->dm->keys(d, doc, s, err) < 0)
		return -1;
	if (m->goal == PU_GO_PORTAL && m->nportal != 3)
		return conf_errf(doc, s->line, err, "a portal mission needs portal = three squares");
	if (m->goal == PU_GO_MISTRESS && m->mistress[0] < 0)
		return conf_errf(doc, s->line, err, "this mission needs mistress = X,Y");
	if (m->goal == PU_GO_KEYS && (m->glitch[0] < 0 || m->nsecret < 3))
		return conf_errf(doc, s->line, err, "a keys mission needs glitch = X,Y and secrets >= 3");
	return pu_check_placement(d, doc, s, err);
}

static int pu_load_all(const struct tt_files *f, const char *scenario, struct pu_data *d,
		       struct tt_err *err)
{
	struct conf_doc doc;
	char dir[200] = "powerup/data";
	struct conf_sec *s;
	int rc;

	if (conf_load(f, scenario, &doc, err) < 0) {
		conf_free(&doc);
		return -1;
	}
	if (conf_section(&doc, "campaign")) {	/* missions one after another */
		rc = d->hooks->story->load(f, scenario, &doc, d, err);
		conf_free(&doc);
		return rc;
	}
	s = conf_section(&doc, "mission");
	if (s && conf_raw(s, "data"))
		tt_strlcpy(dir, conf_raw(s, "data"), sizeof dir);
	if (pu_file(f, dir, "rules.ini", d, pu_load_rules, err) < 0 ||
	    pu_file(f, dir, "tiles.ini", d, pu_tiles_parse, err) < 0 ||
	    pu_file(f, dir, "equipment.ini", d, pu_load_eq, err) < 0 ||
	    pu_file(f, dir, "bugbusters.ini", d, pu_load_sheets, err) < 0 ||
	    pu_file(f, dir, "bugs.ini", d, pu_load_bugs, err) < 0 ||
	    pu_file(f, dir, "pow.ini", d, pu_load_pow, err) < 0 ||
	    pu_file(f, dir, "bugcards.ini", d, pu_load_bugcards, err) < 0 ||
	    pu_file(f, dir, "professions.ini", d, d->hooks->prof->parse, err) < 0) {
		conf_free(&doc);
		return -1;
	}
	{
		const char *base = strrchr(scenario, '/') ? strrchr(scenario, '/') + 1 : scenario;
		size_t n = strlen(base);
		tt_strlcpy(d->mission.id, base, sizeof d->mission.id);
		if (n > 4 && n - 4 < sizeof d->mission.id && !strcmp(base + n - 4, ".ini"))
			d->mission.id[n - 4] = '\0';
	}
	rc = pu_load_mission(d, &doc, err);
	if (rc == 0)
		rc = conf_finish(&doc, err);
	conf_free(&doc);
	return rc;
}

int pu_load_with(const struct tt_files *f, const char *scenario, const struct pu_hooks *hooks,
		 void **data, struct tt_err *err)
{
	struct pu_data *d = calloc(1, sizeof *d);

	*data = NULL;
	if (!d)
		return tt_errf(err, "out of memory");
	d->hooks = hooks;
	if (pu_load_all(f, scenario, d, err) < 0) {
		free(d);
		return -1;
	}
	{
		int n = 0;
		for (int i = 0; i < d->neq; i++)
			n += d->eq[i].deck;
		if (d->npow != 31 || d->nbugcard != 29 || n != 38) {
			tt_errf(err, "%s: expected 31 POW! cards, 29 BUG cards and 38 equipment cards "
				"in the deck (found %d, %d and %d)", scenario, d->npow, d->nbugcard, n);
			free(d);
			return -1;
		}
	}
	*data = d;
	return 0;
}

void pu_unload(void *data)
{
	struct pu_data *d = data;

	if (d)
		d->hooks->story->unload(d);
	free(data);
}
