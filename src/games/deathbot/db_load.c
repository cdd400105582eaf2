/*
 * db_load.c - DeathBot Derby scenario loader.
 *
 * A scenario file names the arena card file and the component card file
 * (paths relative to the data directory); a test scenario may instead hold
 * its own [cards] and [training] sections.  Every error reads
 * "file:line: what was expected"; a failed load frees everything.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "db.h"
#include "conf.h"

const char *const db_abil_names[DB_AB_N + 1] = {
	"none", "climb", "sawproof", "scythe", "boost", "hover", "minrange", "rapid",
	"pierce", "pull", "shred", "stun", "knockback", "extra", "net", "shield",
	"upgrade", "repair", NULL
};

const char *const db_type_names[DB_DT_N + 1] = { "movement", "ranged", "melee", "secret", NULL };

/* The keys of [obstacles], by enum db_obs (DB_OB_NONE has none). */
const char *const db_obs_keys[DB_OB_N + 1] = { "", "wall", "belt", "saw", "bomb", "power", NULL };

static int db_space_parse(char ch, struct db_space *sp)
{
	static const char belts[] = "^>v<";
	const char *b = strchr(belts, ch);

	memset(sp, 0, sizeof *sp);
	if (ch == '\0')
		return -1;
	if (b) {
		sp->obs = DB_OB_BELT;
		sp->dir = (int8_t)(b - belts);
		return 1;
	}
	switch (ch) {
	case '.': return 0;
	case 'W': sp->obs = DB_OB_WALL; return 1;
	case 'S': sp->obs = DB_OB_SAW; return 1;
	case 'B': sp->obs = DB_OB_BOMB; return 1;
	case 'P': sp->obs = DB_OB_POWER; return 1;
	default: return -1;
	}
}

struct db_cardctx {
	struct conf_doc *doc;
	struct db_data *d;
};

/* One card: "NUMBER FRONT BACK", e.g. "3 W. ..". */
static int db_card_kv(void *ctx, struct conf_kv *kv, struct tt_err *err)
{
	struct db_cardctx *cc = ctx;
	struct db_card *c;
	char buf[64], *tok[4], *save = NULL;
	const char *front, *back;
	int num = 0, ntok = 0, nobs = 0;

	if (cc->d->ncard >= DB_NCARD)
		return conf_errf(cc->doc, kv->line, err, "more than %d arena cards", DB_NCARD);
	c = &cc->d->card[cc->d->ncard];
	tt_strlcpy(buf, kv->val, sizeof buf);
	for (char *t = strtok_r(buf, " ", &save); t && ntok < 4; t = strtok_r(NULL, " ", &save))
		tok[ntok++] = t;
	if (ntok == 3 && strlen(tok[0]) == 1)
		num = tok[0][0] - '0';
	front = ntok == 3 ? tok[1] : "";
	back = ntok == 3 ? tok[2] : "";
	if (ntok != 3 || num < 1 || num > 6 || strlen(front) != 2 || strlen(back) != 2)
		return conf_errf(cc->doc, kv->line, err,
				"expected 'NUMBER FRONT BACK' like '3 W. ..' (number 1-6, two spaces a side)");
	c->number = num;
	for (int i = 0; i < 4; i++) {
		int r = db_space_parse(i < 2 ? front[i] : back[i - 2], &c->side[i / 2][i % 2]);
		if (r < 0)
			return conf_errf(cc->doc, kv->line, err,
					"expected a space among . W S B P ^ > v <, got '%c'",
					i < 2 ? front[i] : back[i - 2]);
		nobs += r;
	}
	if (nobs != 1)
		return conf_errf(cc->doc, kv->line, err,
				"an arena card has exactly one obstacle among its four spaces (found %d)",
				nobs);
	cc->d->ncard++;
	return 0;
}

/* [obstacles]: "KEY = Name: what it does" for each obstacle (optional:
 * a test arena may leave it out; then all or none). */
static int db_obstacles(struct conf_doc *doc, struct db_data *d, struct tt_err *err)
{
	struct conf_sec *s = conf_section(doc, "obstacles");

	if (!s)
		return 0;
	for (int k = DB_OB_WALL; k < DB_OB_N; k++) {
		const char *t = d->obstacle[k], *colon;
		if (conf_str(doc, s, db_obs_keys[k], true, "", d->obstacle[k], sizeof d->obstacle[k],
			     err) < 0)
			return -1;
		colon = strchr(t, ':');
		if (!colon || colon == t || colon - t > 15 || colon[1] != ' ' || !colon[2])
			return conf_errf(doc, conf_line(s, db_obs_keys[k]), err,
					"expected 'Name: what it does' (a name of at most 15 letters)");
	}
	return 0;
}

static int db_cards(struct conf_doc *doc, struct db_data *d, struct tt_err *err)
{
	struct conf_sec *s = conf_section(doc, "cards");
	struct db_cardctx cc = { doc, d };

	if (!s)
		return conf_errf(doc, 0, err, "expected a [cards] section with %d arena cards", DB_NCARD);
	if (conf_each(s, db_card_kv, &cc, err) < 0 || db_obstacles(doc, d, err) < 0)
		return -1;
	if (d->ncard != DB_NCARD)
		return conf_errf(doc, s->line, err, "expected %d arena cards, found %d", DB_NCARD,
				d->ncard);
	return 0;
}

static int db_comp_one(struct conf_doc *doc, struct conf_sec *s, struct db_comp *c,
		       struct tt_err *err)
{
	long v[5];
	static const char *const keys[5] = { "hp", "spd", "rng", "dmg", "power" };

	if (conf_str(doc, s, "id", true, "", c->id, sizeof c->id, err) < 0 ||
	    conf_str(doc, s, "name", true, "", c->name, sizeof c->name, err) < 0 ||
	    conf_enum(doc, s, "type", true, 0, db_type_names, &c->type, err) < 0 ||
	    conf_str(doc, s, "part", c->type != DB_DT_SECRET, "", c->part, sizeof c->part, err) < 0 ||
	    conf_enum(doc, s, "ability", false, DB_AB_NONE, db_abil_names, &c->ability, err) < 0 ||
	    conf_str(doc, s, "text", true, "", c->text, sizeof c->text, err) < 0 ||
	    conf_str(doc, s, "effect", false, "", c->effect, sizeof c->effect, err) < 0 ||
	    conf_str(doc, s, "short", false, c->name, c->brief, sizeof c->brief, err) < 0)
		return -1;
	if ((c->ability == DB_AB_NONE) != (c->effect[0] == '\0'))
		return conf_errf(doc, conf_line(s, c->ability ? "ability" : "effect"), err,
				"a component with an ability needs its effect words (effect = ..., at "
				"most %d letters), one without has none", DB_EFFECT_MAX);
	if (strlen(c->brief) > 10)
		return conf_errf(doc, conf_line(s, "short"), err, "'%s' is longer than the panel's 10 "
				"letters: give a short form (short = ...)", c->brief);
	for (int i = 0; i < 5; i++)
		if (conf_int(doc, s, keys[i], i == 0 && c->type != DB_DT_SECRET, i == 4, 0, 9, &v[i],
			    err) < 0)
			return -1;
	c->hp = (int)v[0];
	c->spd = (int)v[1];
	c->rng = (int)v[2];
	c->dmg = (int)v[3];
	c->power = (int)v[4];
	if (c->type != DB_DT_SECRET && c->hp < 1)
		return conf_errf(doc, conf_line(s, "hp"), err, "a component needs at least 1 HP");
	if (c->type == DB_DT_MOVE && c->spd < 1)
		return conf_errf(doc, conf_line(s, "spd"), err, "a movement card needs spd 1-9");
	if ((c->type == DB_DT_RANGED || c->type == DB_DT_MELEE) && c->dmg < 1)
		return conf_errf(doc, conf_line(s, "dmg"), err, "a weapon needs dmg 1-9");
	if (c->type == DB_DT_RANGED && c->rng < 1)
		return conf_errf(doc, conf_line(s, "rng"), err, "a ranged weapon needs rng 1-9");
	return 0;
}

static int db_comps(struct conf_doc *doc, struct db_data *d, struct tt_err *err)
{
	int n = conf_count(doc, "component"), per[DB_DT_N] = { 0 };

	if (n > DB_MAXCOMP || n < 1)
		return conf_errf(doc, 0, err, "expected 1 to %d [component] sections", DB_MAXCOMP);
	for (int i = 0; i < n; i++) {
		struct conf_sec *s = conf_nth(doc, "component", i);
		if (db_comp_one(doc, s, &d->comp[i], err) < 0)
			return -1;
		for (int j = 0; j < i; j++)
			if (strcmp(d->comp[j].id, d->comp[i].id) == 0)
				return conf_errf(doc, conf_line(s, "id"), err, "duplicate id '%s'",
						d->comp[i].id);
		per[d->comp[i].type]++;
	}
	d->ncomp = n;
	for (int t = 0; t < DB_DT_N; t++)
		if (per[t] < 3 || per[t] > DB_DECK)
			return conf_errf(doc, 0, err, "the %s deck needs 3 to %d cards, found %d",
					db_type_names[t], DB_DECK, per[t]);
	return 0;
}

/* "[training] red = id id id id": one card of each type in deck order. */
static int db_training(struct conf_doc *doc, struct conf_sec *s, struct db_data *d,
		       struct tt_err *err)
{
	static const char *const seats[2] = { "red", "blue" };

	for (int b = 0; b < 2; b++) {
		char buf[160], *tok, *save = NULL;
		int k = 0;
		if (conf_str(doc, s, seats[b], true, "", buf, sizeof buf, err) < 0)
			return -1;
		for (tok = strtok_r(buf, " ", &save); tok; tok = strtok_r(NULL, " ", &save), k++) {
			int c = 0;
			while (c < d->ncomp && strcmp(d->comp[c].id, tok) != 0)
				c++;
			if (k >= DB_DT_N || c == d->ncomp || d->comp[c].type != k)
				return conf_errf(doc, conf_line(s, seats[b]), err,
						"expected movement, ranged, melee and secret component ids in that order ('%s')",
						tok);
			d->train[b][k] = c;
		}
		if (k != DB_DT_N)
			return conf_errf(doc, conf_line(s, seats[b]), err, "expected 4 component ids");
	}
	return 0;
}

static int db_start(struct conf_doc *doc, struct conf_sec *s, struct db_data *d, struct tt_err *err)
{
	static const char *const keys[2] = { "start_red", "start_blue" };

	for (int b = 0; b < 2; b++) {
		const char *v = conf_raw(s, keys[b]);
		d->start[b][0] = d->start[b][1] = -1;
		if (!v)
			continue;
		char *e1, *e2;
		d->start[b][0] = (int)strtol(v, &e1, 10);
		d->start[b][1] = (int)strtol(e1, &e2, 10);
		if (e1 == v || e2 == e1 || *e2 != '\0' ||
		    !db_on_board(d->start[b][0] - 1, d->start[b][1] - 1))
			return conf_errf(doc, conf_line(s, keys[b]), err,
					"expected 'X Y' with X 1-%d and Y 1-%d", DB_W, DB_H);
		d->start[b][0]--;
		d->start[b][1]--;
	}
	return 0;
}

/* Load file `path` (a card, component or training source) into d. */
static int db_sub(const struct tt_files *f, const char *path, struct db_data *d, int what,
		  struct tt_err *err)
{
	struct conf_doc doc;
	int rc = -1;

	if (conf_load(f, path, &doc, err) < 0)
		goto out;
	if (what == 0)
		rc = db_cards(&doc, d, err);
	else {
		struct conf_sec *t = conf_section(&doc, "training");
		rc = db_comps(&doc, d, err);
		if (rc == 0 && t)
			rc = db_training(&doc, t, d, err);
		else if (rc == 0)
			rc = conf_errf(&doc, 0, err, "expected a [training] section");
	}
	if (rc == 0)
		rc = conf_finish(&doc, err);
out:
	conf_free(&doc);
	return rc;
}

static int db_scenario(const struct tt_files *f, struct conf_doc *doc, struct db_data *d,
		       struct tt_err *err)
{
	struct conf_sec *s = conf_section(doc, "scenario");
	char cards[200], comps[200], desc[CONF_DESC_MAX + 1];

	if (!s)
		return conf_errf(doc, 0, err, "expected a [scenario] section");
	if (conf_str(doc, s, "title", true, "", d->title, sizeof d->title, err) < 0 ||
	    conf_description(doc, s, desc, sizeof desc, err) < 0 ||
	    conf_bool(doc, s, "shuffle", false, true, &d->shuffle, err) < 0 ||
	    conf_str(doc, s, "cards", false, "", cards, sizeof cards, err) < 0 ||
	    conf_str(doc, s, "components", true, "", comps, sizeof comps, err) < 0 ||
	    db_start(doc, s, d, err) < 0)
		return -1;
	if (cards[0] ? db_sub(f, cards, d, 0, err) < 0 : db_cards(doc, d, err) < 0)
		return -1;
	if (db_sub(f, comps, d, 1, err) < 0)
		return -1;
	if (conf_section(doc, "training") && db_training(doc, conf_section(doc, "training"), d, err) < 0)
		return -1;
	return conf_finish(doc, err);
}

int db_load(const struct tt_files *f, const char *scenario, void **data, struct tt_err *err)
{
	struct db_data *d = calloc(1, sizeof *d);
	struct conf_doc doc;
	char path[300];
	int rc;

	*data = NULL;
	if (!d)
		return tt_errf(err, "out of memory");
	if (strchr(scenario, '/') || strstr(scenario, ".ini"))
		tt_strlcpy(path, scenario, sizeof path);
	else
		snprintf(path, sizeof path, "deathbot/%s.ini", scenario);
	rc = conf_load(f, path, &doc, err);
	if (rc == 0)
		rc = db_scenario(f, &doc, d, err);
	conf_free(&doc);
	if (rc < 0) {
		free(d);
		return -1;
	}
	*data = d;
	return 0;
}

void db_unload(void *data)
{
	free(data);
}
