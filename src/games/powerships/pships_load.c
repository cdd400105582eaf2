/*
 * pships_load.c - Powerships data: tiles, layouts and tracks from INI files.
 *
 * A scenario file has a [scenario] section (title, tiles, layout, track,
 * day, specials), optionally [layout] (slot1..slot15 = TILE ROTATION) and
 * [track] (buoy1..3, sense1..3, finish, start).  Tiles are [tile NAME]
 * sections with rows r1..r7 of single-character symbols (see tabletty.5),
 * either in the scenario file itself or in the file named by `tiles`.
 * A bad file is rejected with file:line and nothing is kept.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pships.h"

const char *const pships_body_names[PSHIPS_NBODY] = {
	"pluto", "mercury", "mars", "venus", "earth", "neptune", "uranus", "saturn",
	"jupiter", "sun"
};

/* Tile symbols; index = body id for the bodies. */
static const char pships_body_sym[PSHIPS_NBODY + 1] = "PMAVENUSJO";
/* Arrow symbols by direction E, NE, NW, W, SW, SE (numeric keypad). */
static const char pships_arrow_sym[HEX_NDIR + 1] = "697413";

int pships_body_parse(const char *name)
{
	for (int i = 0; i < PSHIPS_NBODY; i++)
		if (strcmp(name, pships_body_names[i]) == 0)
			return i;
	return -1;
}

static int pships_symbol(char c, uint8_t *kind, uint8_t *arg)
{
	const char *p;

	*arg = 0;
	if (c == '.' || c == '*' || c == 'l' || c == 'r' || c == 'x' || c == 'p') {
		*kind = c == '.' ? PSHIPS_PK_SPACE : c == '*' ? PSHIPS_PK_DUST : c == 'l' ? PSHIPS_PK_TURNL
		      : c == 'r' ? PSHIPS_PK_TURNR : c == 'x' ? PSHIPS_PK_DOUBLE : PSHIPS_PK_PURPLE;
		return 0;
	}
	if (c && (p = strchr(pships_body_sym, c)) != NULL) {
		*kind = PSHIPS_PK_BODY;
		*arg = (uint8_t)(p - pships_body_sym);
		return 0;
	}
	if (c && (p = strchr(pships_arrow_sym, c)) != NULL) {
		*kind = PSHIPS_PK_ARROW;
		*arg = (uint8_t)(p - pships_arrow_sym);
		return 0;
	}
	return -1;
}

/* Row k (0..6) of a radius-3 tile has 7 - |k - 3| hexes. */
static int pships_row(struct conf_doc *doc, struct conf_sec *s, int k, struct pships_tile *t,
		      int *at, struct tt_err *err)
{
	char key[32];
	const char *v;
	int want = 7 - abs(k - 3), got = 0;

	snprintf(key, sizeof key, "r%d", k + 1);
	v = conf_raw(s, key);
	if (!v)
		return conf_errf(doc, s->line, err, "tile '%s' needs a row %s", t->name, key);
	for (; *v; v++) {
		if (*v == ' ' || *v == '\t')
			continue;
		if (got == want || (v[1] && v[1] != ' ' && v[1] != '\t'))
			return conf_errf(doc, conf_line(s, key), err,
					"%s: expected %d symbols separated by spaces", key, want);
		if (pships_symbol(*v, &t->kind[*at], &t->arg[*at]) < 0)
			return conf_errf(doc, conf_line(s, key), err,
					"%s: unknown symbol '%c' (expected . * l r x p, a planet letter "
					"PMAVENUSJO or an arrow digit 697413)", key, *v);
		(*at)++;
		got++;
	}
	if (got != want)
		return conf_errf(doc, conf_line(s, key), err,
				"%s: expected %d symbols, found %d", key, want, got);
	return 0;
}

static int pships_tile_sec(struct conf_doc *doc, struct conf_sec *s, struct pships_data *d,
			   struct tt_err *err)
{
	struct pships_tile *t;
	int at = 0;

	if (d->ntiles == PSHIPS_MAXTILES)
		return conf_errf(doc, s->line, err, "at most %d tiles", PSHIPS_MAXTILES);
	t = &d->tile[d->ntiles];
	memset(t, 0, sizeof *t);
	s->used = true;
	tt_strlcpy(t->name, s->name + 5, sizeof t->name);
	t->line = s->line;
	if (!t->name[0] || strchr(t->name, ' '))
		return conf_errf(doc, s->line, err, "a tile name is one word: [tile NAME]");
	for (int i = 0; i < d->ntiles; i++)
		if (strcmp(d->tile[i].name, t->name) == 0)
			return conf_errf(doc, s->line, err, "tile '%s' defined twice", t->name);
	if (conf_bool(doc, s, "sun", false, false, &t->sun, err) < 0)
		return -1;
	for (int k = 0; k < 7; k++)
		if (pships_row(doc, s, k, t, &at, err) < 0)
			return -1;
	d->ntiles++;
	return 0;
}

/* Every body must be on exactly one tile with the right number of hexes. */
static int pships_check_bodies(struct conf_doc *doc, const struct pships_data *d,
			       struct tt_err *err)
{
	int count[PSHIPS_NBODY] = { 0 }, tile[PSHIPS_NBODY], nsun = 0;

	for (int b = 0; b < PSHIPS_NBODY; b++)
		tile[b] = -1;
	for (int i = 0; i < d->ntiles; i++) {
		const struct pships_tile *t = &d->tile[i];

		nsun += t->sun;
		for (int h = 0; h < PSHIPS_TILE_HEX; h++) {
			if (t->kind[h] != PSHIPS_PK_BODY)
				continue;
			int b = t->arg[h];
			if (tile[b] >= 0 && tile[b] != i)
				return conf_errf(doc, t->line, err, "%s is on two tiles",
						pships_body_names[b]);
			tile[b] = i;
			count[b]++;
		}
	}
	if (nsun != 1)
		return conf_errf(doc, 0, err, "expected exactly one tile with sun = yes, found %d", nsun);
	for (int b = 0; b < PSHIPS_NBODY; b++) {
		int want = b == PSHIPS_SUN ? count[b] : (b == 7 || b == 8) ? 3 : 1;
		if (count[b] == 0 || count[b] != want)
			return conf_errf(doc, tile[b] >= 0 ? d->tile[tile[b]].line : 0, err,
					"%s must cover %s hex(es), found %d", pships_body_names[b],
					b == PSHIPS_SUN ? "at least one" : want == 3 ? "3" : "1",
					count[b]);
	}
	return 0;
}

/* Index of hex (q, r) of a tile as its rows list them, or -1 off the tile. */
static int pships_tile_index(int q, int r)
{
	int at = 0;

	if (q < -3 || q > 3 || r < -3 || r > 3 || q + r < -3 || q + r > 3)
		return -1;
	for (int rr = -3; rr < r; rr++)
		at += 7 - abs(rr);
	return at + q - (r < 0 ? -3 - r : -3);
}

/* Every planet a race may start from needs a starting spot for each of
 * PSHIPS_MAXSHIPS ships: the planet and the open hexes around it (a hex
 * beyond the tile's edge is open until the layout says otherwise). */
static int pships_check_starts(struct conf_doc *doc, const struct pships_data *d,
			       struct tt_err *err)
{
	for (int i = 0; i < d->ntiles; i++) {
		const struct pships_tile *t = &d->tile[i];

		for (int r = -3; r <= 3; r++) {
			for (int q = -3; q <= 3; q++) {
				int h = pships_tile_index(q, r), spots = 1, b;

				if (h < 0 || t->kind[h] != PSHIPS_PK_BODY)
					continue;
				b = t->arg[h];
				if (b == PSHIPS_SUN || b == 7 || b == 8)
					continue;	/* never a starting planet */
				for (int dir = 0; dir < HEX_NDIR; dir++) {
					struct hex n = hex_neighbor((struct hex){ q, r }, dir);
					int k = pships_tile_index(n.q, n.r);

					spots += k < 0 || (t->kind[k] != PSHIPS_PK_DUST &&
							   t->kind[k] != PSHIPS_PK_BODY);
				}
				if (spots < PSHIPS_MAXSHIPS)
					return conf_errf(doc, t->line, err, "tile '%s': only %d ship%s can "
							"start at %s (the hexes around it are not open "
							"space), %d players need %d spots", t->name, spots,
							spots == 1 ? "" : "s", pships_body_names[b],
							PSHIPS_MAXSHIPS, PSHIPS_MAXSHIPS);
			}
		}
	}
	return 0;
}

int pships_parse_tiles(struct conf_doc *doc, struct pships_data *d, struct tt_err *err)
{
	for (int i = 0; i < doc->nsec; i++)
		if (strncmp(doc->sec[i].name, "tile ", 5) == 0)
			if (pships_tile_sec(doc, &doc->sec[i], d, err) < 0)
				return -1;
	if (d->ntiles == 0)
		return conf_errf(doc, 0, err, "no [tile NAME] sections");
	if (pships_check_bodies(doc, d, err) < 0)
		return -1;
	return pships_check_starts(doc, d, err);
}

static int pships_find_tile(const struct pships_data *d, const char *name)
{
	for (int i = 0; i < d->ntiles; i++)
		if (strcmp(d->tile[i].name, name) == 0)
			return i;
	return -1;
}

static int pships_layout(struct conf_doc *doc, struct pships_data *d, struct tt_err *err)
{
	struct conf_sec *s = conf_section(doc, "layout");
	bool used[PSHIPS_MAXTILES] = { false };
	char key[32], name[32];
	int rot, n, sun = -1;

	if (!s)
		return conf_errf(doc, 0, err, "layout = fixed needs a [layout] section");
	for (int i = 0; i < d->ntiles; i++)
		if (d->tile[i].sun)
			sun = i;
	d->lay_tile[0] = (uint8_t)sun;
	d->lay_rot[0] = 0;
	used[sun] = true;
	for (int k = 1; k < PSHIPS_SLOTS; k++) {
		snprintf(key, sizeof key, "slot%d", k);
		const char *v = conf_raw(s, key);
		if (!v || sscanf(v, "%31s %d %n", name, &rot, &n) != 2 || v[n] || rot < 0 || rot > 5)
			return conf_errf(doc, conf_line(s, key), err,
					"%s = TILE ROTATION expected (rotation 0-5)", key);
		int t = pships_find_tile(d, name);
		if (t < 0 || used[t])
			return conf_errf(doc, conf_line(s, key), err, t < 0 ? "no tile named '%s'"
					: "tile '%s' is already placed", name);
		used[t] = true;
		d->lay_tile[k] = (uint8_t)t;
		d->lay_rot[k] = (uint8_t)rot;
	}
	for (int t = 0; t < d->ntiles; t++)
		for (int h = 0; h < PSHIPS_TILE_HEX; h++)
			if (!used[t] && d->tile[t].kind[h] == PSHIPS_PK_BODY)
				return conf_errf(doc, s->line, err, "tile '%s' with %s is not placed",
						d->tile[t].name, pships_body_names[d->tile[t].arg[h]]);
	return 0;
}

static int pships_body_key(struct conf_doc *doc, struct conf_sec *s, const char *key,
			   bool required, int *out, struct tt_err *err)
{
	char v[32];

	if (conf_str(doc, s, key, required, "", v, sizeof v, err) < 0)
		return -1;
	*out = -1;
	if (!v[0])
		return 0;
	*out = pships_body_parse(v);
	if (*out < 0)
		return conf_errf(doc, conf_line(s, key), err,
				"%s: expected a planet name or sun, not '%s'", key, v);
	return 0;
}

static int pships_track(struct conf_doc *doc, struct pships_data *d, struct tt_err *err)
{
	static const char *const senses[] = { "auto", "ccw", "cw", NULL };
	struct conf_sec *s = conf_section(doc, "track");
	char key[32];
	int v;

	if (!s)
		return conf_errf(doc, 0, err, "track = given needs a [track] section");
	for (int k = 0; k < 3; k++) {
		snprintf(key, sizeof key, "buoy%d", k + 1);
		if (pships_body_key(doc, s, key, true, &d->buoy[k], err) < 0)
			return -1;
		for (int j = 0; j < k; j++)
			if (d->buoy[j] == d->buoy[k])
				return conf_errf(doc, conf_line(s, key), err, "two buoys on %s",
						pships_body_names[d->buoy[k]]);
		snprintf(key, sizeof key, "sense%d", k + 1);
		if (conf_enum(doc, s, key, false, 0, senses, &v, err) < 0)
			return -1;
		d->sense[k] = v == 1 ? 1 : v == 2 ? -1 : 0;
		snprintf(key, sizeof key, "gate%d", k + 1);
		long deg;
		if (conf_int(doc, s, key, false, -1, -1, 330, &deg, err) < 0)
			return -1;
		if (deg >= 0 && deg % 30)
			return conf_errf(doc, conf_line(s, key), err, "%s: a multiple of 30 degrees "
					"(0 = east, 90 = north) expected", key);
		d->gate[k] = deg < 0 ? -1 : (int)(deg / 30);
	}
	if (pships_body_key(doc, s, "finish", false, &d->finish, err) < 0 ||
	    pships_body_key(doc, s, "start", false, &d->start, err) < 0)
		return -1;
	for (int k = 0; k < 2; k++) {
		int b = k ? d->start : d->finish;
		const char *key2 = k ? "start" : "finish";
		if (b >= 7 || (b >= 0 && (b == d->buoy[0] || b == d->buoy[1] || b == d->buoy[2])))
			return conf_errf(doc, conf_line(s, key2), err,
					"%s must be a planet without a buoy, not Jupiter or Saturn", key2);
	}
	if (d->start >= 0 && d->start == d->finish)
		return conf_errf(doc, conf_line(s, "start"), err, "start and finish must differ");
	return 0;
}

static int pships_scenario(struct conf_doc *doc, struct pships_data *d, char *tiles,
			   size_t cap, struct tt_err *err)
{
	static const char *const layouts[] = { "random", "fixed", NULL };
	static const char *const tracks[] = { "random", "day", "given", NULL };
	struct conf_sec *s = conf_section(doc, "scenario");
	char desc[CONF_DESC_MAX + 1];
	int fixed;
	long day;
	bool specials;

	if (!s)
		return conf_errf(doc, 0, err, "expected a [scenario] section");
	if (conf_str(doc, s, "title", false, "Powerships", d->title, sizeof d->title, err) < 0 ||
	    conf_description(doc, s, desc, sizeof desc, err) < 0 ||
	    conf_str(doc, s, "tiles", false, "", tiles, cap, err) < 0 ||
	    conf_enum(doc, s, "layout", false, 0, layouts, &fixed, err) < 0 ||
	    conf_enum(doc, s, "track", false, 0, tracks, &d->track, err) < 0 ||
	    conf_int(doc, s, "day", false, 1, 1, 31, &day, err) < 0 ||
	    conf_bool(doc, s, "specials", false, true, &specials, err) < 0)
		return -1;
	d->fixed = fixed == 1;
	d->day = (int)day;
	d->plain = !specials;
	d->finish = d->start = -1;
	d->gate[0] = d->gate[1] = d->gate[2] = -1;
	return 0;
}

/* The tiles file is named relative to the scenario file's directory. */
static void pships_sibling(const char *scenario, const char *name, char *out, size_t cap)
{
	const char *slash = strrchr(scenario, '/');

	if (name[0] == '/' || !slash)
		snprintf(out, cap, "%s", name);
	else
		snprintf(out, cap, "%.*s/%s", (int)(slash - scenario), scenario, name);
}

static int pships_load_docs(const struct tt_files *f, const char *scenario,
			    struct conf_doc *sdoc, struct conf_doc *tdoc, struct pships_data *d,
			    struct tt_err *err)
{
	char tiles[200], path[600];

	if (conf_load(f, scenario, sdoc, err) < 0 ||
	    pships_scenario(sdoc, d, tiles, sizeof tiles, err) < 0)
		return -1;
	if (tiles[0]) {
		pships_sibling(scenario, tiles, path, sizeof path);
		if (conf_load(f, path, tdoc, err) < 0 || pships_parse_tiles(tdoc, d, err) < 0 ||
		    pships_parse_texts(tdoc, d, err) < 0 || conf_finish(tdoc, err) < 0)
			return -1;
	} else if (pships_parse_tiles(sdoc, d, err) < 0 || pships_parse_texts(sdoc, d, err) < 0) {
		return -1;
	}
	if (d->fixed && pships_layout(sdoc, d, err) < 0)
		return -1;
	if (!d->fixed && d->ntiles != PSHIPS_SLOTS)
		return conf_errf(sdoc, 0, err, "a random layout needs the Sun tile and exactly %d "
				"other tiles, found %d", PSHIPS_SLOTS - 1, d->ntiles - 1);
	if (d->track == PSHIPS_PT_GIVEN && pships_track(sdoc, d, err) < 0)
		return -1;
	return conf_finish(sdoc, err);
}

int pships_load(const struct tt_files *f, const char *scenario, void **data, struct tt_err *err)
{
	struct pships_data *d = calloc(1, sizeof *d);
	struct conf_doc sdoc, tdoc;
	int rc;

	*data = NULL;
	if (!d)
		return tt_errf(err, "out of memory");
	memset(&sdoc, 0, sizeof sdoc);
	memset(&tdoc, 0, sizeof tdoc);
	rc = pships_load_docs(f, scenario, &sdoc, &tdoc, d, err);
	conf_free(&sdoc);
	conf_free(&tdoc);
	if (rc == 0 && pships_fields_new(d) < 0)
		rc = tt_errf(err, "out of memory");
	if (rc < 0) {
		free(d);
		return -1;
	}
	*data = d;
	return 0;
}

void pships_unload(void *data)
{
	pships_fields_free(data);
	free(data);
}

int pships_parse_texts(struct conf_doc *doc, struct pships_data *d, struct tt_err *err)
{
	struct conf_sec *s = conf_section(doc, "texts");

	if (!s)
		return 0;
	for (int k = 0; k < PSHIPS_NTEXT; k++)
		if (conf_str(doc, s, pships_text_keys[k], true, "", d->text[k], sizeof d->text[k],
			     err) < 0)
			return -1;
	return 0;
}

const char *const pships_text_keys[PSHIPS_NTEXT + 1] = {
	"space", "dust", "body", "sun", "arrow", "turnl", "turnr", "double", "purple", "finish",
	"buoy", NULL
};
