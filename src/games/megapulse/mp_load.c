/*
 * mp_load.c - Megapulse data: gauges, cards, pilots and tracks from INI.
 *
 * A scenario file has a [scenario] section (title, include = FILE...) and
 * may hold any of the data sections itself; included files are named
 * relative to the data directory (e.g. megapulse/rules/cards.ini) and hold
 * [game], [card ID], [pilot NAME], [track NAME SIDE] and [deck] sections.
 * The format is documented in tabletty.5.  A bad file is rejected with
 * file:line and nothing is kept.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "mp.h"

const char *const mp_car_names[MP_SEATS + 1] = { "x-350", "falcon", "ss-ultra", "equinox", NULL };

static const char *const mp_eff_names[MP_E_NEFF + 1] = {
	"speed", "nitro", "repair", "repairall", "losespeed", "fwd", "fwdgrip", "side", "mayside",
	"grip", "zap", "fire", "bomb", "multibomb", "first", "last", "catalyst", "shield", "frenzy",
	"token", "antigrav", "datahack", "solarsink", "grapple", "lose", "sonic", NULL
};
/* How many integer arguments each effect takes (fire: D T LO HI). */
static const int8_t mp_eff_nargs[MP_E_NEFF] = {
	1, 1, 1, 0, 0, 1, 1, 1, 1, 0, 0, 4, 2, 2, 0, 0, 0, 0, 1, 1, 0, 2, 1, 0, -1, 0
};
static const char *const mp_kind_names[] = { "base", "special", "action", "passive", "burst", NULL };
static const char *const mp_cost_names[] = { "none", "nitro", "hull", "speed", NULL };
static const char *const mp_pas_names[] = {
	"none", "race", "ram", "nitro", "armor", "range", "repair", "grip", "frenzy", "pulse", NULL
};

int mp_card_find(const struct mp_data *d, const char *id)
{
	for (int i = 0; i < d->ncard; i++)
		if (strcmp(d->card[i].id, id) == 0)
			return i;
	return -1;
}

/* Parse one step token "name[:a[:b...]]". */
static int mp_parse_step(const struct mp_data *d, const char *tok, struct mp_step *s)
{
	char name[24];
	const char *p = strchr(tok, ':');
	size_t n = p ? (size_t)(p - tok) : strlen(tok);
	long v[4] = { 0, 0, 0, 0 };
	int k = 0, e;

	if (n >= sizeof name)
		return -1;
	memcpy(name, tok, n);
	name[n] = '\0';
	for (e = 0; e < MP_E_NEFF && strcmp(mp_eff_names[e], name) != 0; e++)
		;
	if (e == MP_E_NEFF)
		return -1;
	memset(s, 0, sizeof *s);
	s->eff = (uint8_t)e;
	if (mp_eff_nargs[e] < 0) {
		int c = p ? mp_card_find(d, p + 1) : -1;
		if (c < 0)
			return -2;
		s->card = (uint8_t)c;
		return 0;
	}
	while (p && k < 4) {
		char *end;
		v[k++] = strtol(p + 1, &end, 10);
		if (end == p + 1 || (*end && *end != ':') || v[k - 1] < -20 || v[k - 1] > 20)
			return -1;
		p = *end ? end : NULL;
	}
	if (p || k != mp_eff_nargs[e])
		return -1;
	if (e == MP_E_FIRE) {
		s->n = (int8_t)v[0];
		s->t = (int8_t)v[1];
		s->lo = (int8_t)v[2];
		s->hi = (int8_t)v[3];
		if (s->n < 1 || s->t < 1 || s->t > MP_SEATS + MP_MAXBOMB)
			return -1;
	} else if (e == MP_E_BOMB || e == MP_E_MULTI || e == MP_E_DATAHACK) {
		s->lo = (int8_t)v[0];
		s->hi = (int8_t)v[1];
	} else {
		s->n = (int8_t)v[0];
		if (e != MP_E_SPEED && e != MP_E_NITRO && (s->n < 1 || s->n > 9) && mp_eff_nargs[e] == 1)
			return -1;
	}
	if (s->lo > s->hi)
		return -1;
	return 0;
}

/* A list of steps separated by blanks. */
static int mp_parse_steps(struct conf_doc *doc, struct conf_sec *sec, const struct mp_data *d,
			  const char *key, bool required, struct mp_step *out, uint8_t *n,
			  struct tt_err *err)
{
	const char *v = conf_raw(sec, key);
	char tok[48];

	*n = 0;
	if (!v) {
		if (required)
			return conf_errf(doc, sec->line, err, "[%s] needs a '%s' list of effects",
					sec->name, key);
		return 0;
	}
	while (*v) {
		size_t l = strcspn(v, " \t");
		int rc;
		if (l == 0) {
			v++;
			continue;
		}
		if (l >= sizeof tok || *n == MP_MAXSTEP)
			return conf_errf(doc, conf_line(sec, key), err,
					"%s: at most %d effects of at most 47 characters", key,
					MP_MAXSTEP);
		memcpy(tok, v, l);
		tok[l] = '\0';
		rc = mp_parse_step(d, tok, &out[*n]);
		if (rc == -2)
			return conf_errf(doc, conf_line(sec, key), err,
					"%s: '%s' names no card defined before this one", key, tok);
		if (rc < 0)
			return conf_errf(doc, conf_line(sec, key), err,
					"%s: '%s' is not an effect (expected e.g. speed:1, fwd:2, side:1, "
					"fire:D:T:LO:HI, bomb:LO:HI, grip, catalyst; see tabletty.5)",
					key, tok);
		(*n)++;
		v += l;
	}
	for (int i = 0; i + 1 < *n; i++)
		if (out[i].eff == MP_E_CATALYST)
			return conf_errf(doc, conf_line(sec, key), err,
					"%s: catalyst must be the last effect", key);
	return 0;
}

/* A text players read (a short form, a full text): required, plain ASCII,
 * at most cap - 1 characters. */
static int mp_text(struct conf_doc *doc, struct conf_sec *s, const char *key, char *out,
		   size_t cap, struct tt_err *err)
{
	if (conf_str(doc, s, key, true, "", out, cap, err) < 0)
		return -1;
	for (const char *c = out; *c; c++)
		if ((unsigned char)*c < 32 || (unsigned char)*c > 126)
			return conf_errf(doc, conf_line(s, key), err, "%s: plain ASCII text, please", key);
	if (!out[0])
		return conf_errf(doc, conf_line(s, key), err, "%s: the text is empty", key);
	return 0;
}

static int mp_cost(struct conf_doc *doc, struct conf_sec *s, const char *key, uint8_t *kind,
		   uint8_t *n, struct tt_err *err)
{
	const char *v = conf_raw(s, key);
	char w[16];
	int amount = 0, k;

	*kind = MP_COST_NONE;
	*n = 0;
	if (!v)
		return 0;
	if (sscanf(v, "%15s %d", w, &amount) != 2 || amount < 1 || amount > 5)
		goto bad;
	for (k = 0; mp_cost_names[k] && strcmp(mp_cost_names[k], w) != 0; k++)
		;
	if (!mp_cost_names[k] || k == MP_COST_NONE)
		goto bad;
	*kind = (uint8_t)k;
	*n = (uint8_t)amount;
	return 0;
bad:
	return conf_errf(doc, conf_line(s, key), err,
			"%s: expected 'nitro N', 'hull N' or 'speed N' with N 1..5", key);
}

static int mp_card_car(struct conf_doc *doc, struct conf_sec *s, struct mp_data *d,
		       struct mp_cardef *c, struct tt_err *err)
{
	int car = -1, base;
	char dot[24];

	c->car = -1;
	if (c->kind != MP_CK_SPECIAL)
		return 0;
	if (conf_enum(doc, s, "car", true, 0, mp_car_names, &car, err) < 0)
		return -1;
	c->car = (int8_t)car;
	tt_strlcpy(dot, c->name, sizeof dot);
	base = mp_card_find(d, dot);
	if (base < 0 || d->card[base].kind != MP_CK_BASE)
		return conf_errf(doc, s->line, err, "specialty '%s' must follow the base card '%s'",
				c->id, dot);
	c->replaces = (uint8_t)base;
	return 0;
}

static int mp_card_sec(struct conf_doc *doc, struct conf_sec *s, struct mp_data *d,
		       struct tt_err *err)
{
	struct mp_cardef *c;
	int kind = 0, pk = 0;
	long ai = 0, l1 = 0, l2 = 0;
	char *dot;

	if (d->ncard == MP_MAXCARD)
		return conf_errf(doc, s->line, err, "at most %d cards", MP_MAXCARD);
	c = &d->card[d->ncard];
	memset(c, 0, sizeof *c);
	tt_strlcpy(c->id, s->name + 5, sizeof c->id);
	if (!c->id[0] || strchr(c->id, ' ') || mp_card_find(d, c->id) >= 0)
		return conf_errf(doc, s->line, err, "a card id is one unique word: [card ID]");
	tt_strlcpy(c->name, c->id, sizeof c->name);
	if ((dot = strchr(c->name, '.')) != NULL)
		*dot = '\0';
	if (conf_str(doc, s, "title", true, "", c->title, sizeof c->title, err) < 0 ||
	    mp_text(doc, s, "text", c->text, sizeof c->text, err) < 0 ||
	    mp_text(doc, s, "short", c->brief, sizeof c->brief, err) < 0 ||
	    conf_enum(doc, s, "kind", true, 0, mp_kind_names, &kind, err) < 0 ||
	    conf_bool(doc, s, "instant", false, false, &c->instant, err) < 0 ||
	    conf_int(doc, s, "ai", false, 0, -9, 9, &ai, err) < 0)
		return -1;
	c->kind = (uint8_t)kind;
	c->ai = (int8_t)ai;
	if (mp_card_car(doc, s, d, c, err) < 0 ||
	    mp_parse_steps(doc, s, d, "purchase", false, c->pur, &c->npur, err) < 0)
		return -1;
	if (kind == MP_CK_PASSIVE) {
		if (conf_enum(doc, s, "passive", true, 0, mp_pas_names, &pk, err) < 0 ||
		    conf_int(doc, s, "level1", true, 0, 0, 9, &l1, err) < 0 ||
		    conf_int(doc, s, "level2", true, 0, 0, 9, &l2, err) < 0 ||
		    mp_text(doc, s, "short2", c->brief2, sizeof c->brief2, err) < 0)
			return -1;
		c->pkind = (uint8_t)pk;
		c->plv[0] = (int8_t)l1;
		c->plv[1] = (int8_t)l2;
		d->ncard++;
		return 0;
	}
	if (mp_parse_steps(doc, s, d, "a", true, c->step[0], &c->nstep[0], err) < 0 ||
	    mp_parse_steps(doc, s, d, "b", false, c->step[1], &c->nstep[1], err) < 0 ||
	    mp_cost(doc, s, "cost_a", &c->cost[0], &c->costn[0], err) < 0 ||
	    mp_cost(doc, s, "cost_b", &c->cost[1], &c->costn[1], err) < 0 ||
	    conf_str(doc, s, "label_a", false, "a", c->optname[0], sizeof c->optname[0], err) < 0 ||
	    conf_str(doc, s, "label_b", false, "b", c->optname[1], sizeof c->optname[1], err) < 0)
		return -1;
	c->nopt = c->nstep[1] ? 2 : 1;
	if (c->nopt == 1 && c->cost[1])
		return conf_errf(doc, conf_line(s, "cost_b"), err, "cost_b needs an option b");
	if (kind == MP_CK_BASE) {
		if (d->nbase == 7)
			return conf_errf(doc, s->line, err, "there are exactly 7 base cards");
		d->base[d->nbase++] = (uint8_t)d->ncard;
	}
	d->ncard++;
	return 0;
}

static int mp_pilot_sec(struct conf_doc *doc, struct conf_sec *s, struct mp_data *d,
			struct tt_err *err)
{
	struct mp_pilot *p;
	static const char *const keys[3] = { "tier1", "tier2", "tier3" };
	static const char *const texts[3] = { "text1", "text2", "text3" };

	if (d->npilot == MP_NPILOT)
		return conf_errf(doc, s->line, err, "there are exactly %d pilots", MP_NPILOT);
	p = &d->pilot[d->npilot];
	memset(p, 0, sizeof *p);
	tt_strlcpy(p->name, s->name + 6, sizeof p->name);
	if (!p->name[0] || strchr(p->name, ' '))
		return conf_errf(doc, s->line, err, "a pilot name is one word: [pilot NAME]");
	if (conf_str(doc, s, "title", true, "", p->title, sizeof p->title, err) < 0)
		return -1;
	for (int t = 0; t < 3; t++) {
		if (mp_parse_steps(doc, s, d, keys[t], true, p->step[t], &p->nstep[t], err) < 0 ||
		    mp_text(doc, s, texts[t], p->text[t], sizeof p->text[t], err) < 0)
			return -1;
		for (int k = 0; k < p->nstep[t]; k++)
			if (p->step[t][k].eff == MP_E_CATALYST)
				return conf_errf(doc, conf_line(s, keys[t]), err,
						"a catalyst cannot call itself");
	}
	d->npilot++;
	return 0;
}

static int mp_game_sec(struct conf_doc *doc, struct conf_sec *s, struct mp_data *d,
		       struct tt_err *err)
{
	const char *v = conf_raw(s, "moves");
	long x[9];
	int n = 0;

	while (v && *v && n <= MP_MAXSPEED) {
		char *end;
		long m = strtol(v, &end, 10);
		if (end == v || m < 0 || m > 20)
			return conf_errf(doc, conf_line(s, "moves"), err,
					"moves: expected numbers 0..20, one per Speed from 0");
		d->moves[n++] = (int)m;
		v = end + strspn(end, " \t");
	}
	if (n < 3 || (v && *v))
		return conf_errf(doc, conf_line(s, "moves"), err,
				"moves: expected 3 to %d numbers (movement at Speed 0, 1, ...)",
				MP_MAXSPEED);
	d->maxspeed = n - 1;
	if (conf_int(doc, s, "sonic_move", true, 0, 0, 20, &x[0], err) < 0 ||
	    conf_int(doc, s, "max_nitro", true, 0, 1, 9, &x[1], err) < 0 ||
	    conf_int(doc, s, "level1_slots", true, 0, 1, 2, &x[2], err) < 0 ||
	    conf_int(doc, s, "level2_slots", true, 0, 1, 2, &x[3], err) < 0 ||
	    conf_int(doc, s, "frenzy", true, 0, 0, 99, &x[4], err) < 0 ||
	    conf_int(doc, s, "tokens", true, 0, 0, 99, &x[5], err) < 0 ||
	    conf_int(doc, s, "multibombs", true, 0, 0, 3, &x[6], err) < 0 ||
	    conf_int(doc, s, "shields", true, 0, 0, 9, &x[7], err) < 0)
		return -1;
	d->sonic_speed = (int)x[0];
	d->maxnitro = (int)x[1];
	d->l1slots = (int)x[2];
	d->l2slots = (int)x[3];
	d->stock_frenzy = (int)x[4];
	d->stock_tokens = (int)x[5];
	d->stock_multi = (int)x[6];
	d->stock_shield = (int)x[7];
	return 0;
}

/* [deck] order = ID ID ... : a fixed deck, first = top (for tests). */
static int mp_deck_sec(struct conf_doc *doc, struct conf_sec *s, struct mp_data *d,
		       struct tt_err *err)
{
	const char *v = conf_raw(s, "order");
	char tok[32];

	if (!v)
		return conf_errf(doc, s->line, err, "[deck] needs 'order = CARD CARD ...'");
	d->shuffle = false;
	d->ndeckorder = 0;
	while (*v) {
		size_t l = strcspn(v, " \t");
		int c;
		if (l == 0) {
			v++;
			continue;
		}
		if (l >= sizeof tok || d->ndeckorder == MP_MAXDECK)
			return conf_errf(doc, conf_line(s, "order"), err, "order: too many cards");
		memcpy(tok, v, l);
		tok[l] = '\0';
		c = mp_card_find(d, tok);
		if (c < 0 || d->card[c].kind < MP_CK_ACTION)
			return conf_errf(doc, conf_line(s, "order"), err,
					"order: '%s' is not an upgrade card defined earlier", tok);
		d->deckorder[d->ndeckorder++] = (uint8_t)c;
		v += l;
	}
	return 0;
}

static int mp_section(struct conf_doc *doc, struct conf_sec *s, struct mp_data *d,
		      struct tt_err *err)
{
	s->used = true;
	if (strcmp(s->name, "scenario") == 0 || (!s->name[0] && s->nkv == 0))
		return 0;
	if (strncmp(s->name, "card ", 5) == 0)
		return mp_card_sec(doc, s, d, err);
	if (strncmp(s->name, "pilot ", 6) == 0)
		return mp_pilot_sec(doc, s, d, err);
	if (strncmp(s->name, "track ", 6) == 0)
		return mp_track_sec(doc, s, d, err);
	if (strcmp(s->name, "game") == 0)
		return mp_game_sec(doc, s, d, err);
	if (strcmp(s->name, "deck") == 0)
		return mp_deck_sec(doc, s, d, err);
	if (strncmp(s->name, "start ", 6) == 0)
		return mp_start_sec(doc, s, d, err);
	if (strcmp(s->name, "bombs") == 0)
		return mp_bombs_sec(doc, s, d, err);
	return conf_errf(doc, s->line, err,
			"unknown section [%s] (expected scenario, game, card ID, pilot NAME, "
			"track NAME SIDE, deck, start CAR or bombs)", s->name);
}

static int mp_doc_all(struct conf_doc *doc, struct mp_data *d, struct tt_err *err)
{
	for (int i = 0; i < doc->nsec; i++)
		if (mp_section(doc, &doc->sec[i], d, err) < 0)
			return -1;
	return conf_finish(doc, err);
}

static int mp_include(const struct tt_files *f, const char *path, struct mp_data *d,
		      struct tt_err *err)
{
	struct conf_doc doc;
	int rc;

	memset(&doc, 0, sizeof doc);
	rc = conf_load(f, path, &doc, err);
	if (rc == 0)
		rc = mp_doc_all(&doc, d, err);
	conf_free(&doc);
	return rc;
}

static int mp_check(const struct mp_data *d, const char *file, struct tt_err *err)
{
	if (d->nbase != 7)
		return tt_err_at(err, file, 0, "expected the 7 base cards, found %d", d->nbase);
	if (d->npilot != MP_NPILOT)
		return tt_err_at(err, file, 0, "expected %d pilots, found %d", MP_NPILOT, d->npilot);
	if (d->ntrack == 0)
		return tt_err_at(err, file, 0, "expected at least one [track NAME SIDE]");
	if (d->maxspeed == 0)
		return tt_err_at(err, file, 0, "expected a [game] section with the gauges");
	return 0;
}

static int mp_load_all(const struct tt_files *f, const char *scenario, struct mp_data *d,
		       struct tt_err *err)
{
	struct conf_doc doc;
	struct conf_sec *s;
	char inc[200], desc[CONF_DESC_MAX + 1];
	int rc = -1;

	memset(&doc, 0, sizeof doc);
	if (conf_load(f, scenario, &doc, err) < 0)
		goto out;
	s = conf_section(&doc, "scenario");
	if (!s) {
		conf_errf(&doc, 0, err, "expected a [scenario] section");
		goto out;
	}
	if (conf_str(&doc, s, "title", true, "", d->title, sizeof d->title, err) < 0 ||
	    conf_description(&doc, s, desc, sizeof desc, err) < 0 ||
	    conf_str(&doc, s, "include", false, "", inc, sizeof inc, err) < 0)
		goto out;
	for (char *p = inc; *p;) {
		size_t l = strcspn(p, " \t");
		char save = p[l];
		p[l] = '\0';
		if (l && mp_include(f, p, d, err) < 0)
			goto out;
		p += l + (save != '\0');
	}
	if (mp_doc_all(&doc, d, err) < 0 || mp_check(d, scenario, err) < 0)
		goto out;
	rc = 0;
out:
	conf_free(&doc);
	return rc;
}

int mp_load(const struct tt_files *f, const char *scenario, void **data, struct tt_err *err)
{
	struct mp_data *d = calloc(1, sizeof *d);

	*data = NULL;
	if (!d)
		return tt_errf(err, "out of memory");
	d->shuffle = true;
	if (mp_load_all(f, scenario, d, err) < 0) {
		free(d);
		return -1;
	}
	*data = d;
	return 0;
}

void mp_unload(void *data)
{
	free(data);
}
