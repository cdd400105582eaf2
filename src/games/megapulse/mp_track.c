/*
 * mp_track.c - reading one [track NAME SIDE] section.
 *
 * Each `row = ZONE FLAG CELL...` line is one cross-section of the loop, in
 * driving order.  ZONE is a tag: consecutive rows with the same tag form a
 * zone.  FLAG is S (START at the entry of this row), C (CHECKPOINT) or '-'.
 * A CELL is '#' (wall), '.', '<' or '>' (curve: traction drifts left or
 * right), optionally followed by a pad: p PULSE, [ or ] DASH left/right,
 * + REPAIR, n NITRO (a pad alone means a straight cell).  After loading,
 * rows are rotated so that START is row 0 and zones are numbered from it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "mp.h"

static int mp_cell_parse(const char *tok, struct mp_cell *c)
{
	const char *pads = "p[]+n";
	const char *p;

	memset(c, 0, sizeof *c);
	if (strcmp(tok, "#") == 0) {
		c->wall = true;
		return 0;
	}
	if (*tok == '.' || *tok == '<' || *tok == '>') {
		c->arrow = (int8_t)(*tok == '<' ? -1 : *tok == '>' ? 1 : 0);
		tok++;
	}
	if (!*tok)
		return 0;
	if (tok[1] || !(p = strchr(pads, *tok)))
		return -1;
	c->pad = (uint8_t)(p - pads + 1);
	return 0;
}

#define MP_MAXLINK 16

struct mp_link {		/* a goto line, resolved once every row is read */
	int row, line;		/* the row it follows, as read */
	unsigned lanes;		/* bit per lane */
	char label[16];
};

struct mp_trk_ctx {
	struct conf_doc *doc;
	struct mp_track *t;
	int tag[MP_MAXROW];
	int start;
	int nlabel, nlink;
	char label[MP_MAXLINK][16];
	int labrow[MP_MAXLINK];
	struct mp_link link[MP_MAXLINK];
};

/* `label = NAME`: names the next row. */
static int mp_label_kv(struct mp_trk_ctx *x, struct conf_kv *kv, struct tt_err *err)
{
	const char *v = kv->val;

	if (x->nlabel == MP_MAXLINK || !*v || strlen(v) >= sizeof x->label[0] || strchr(v, ' '))
		return conf_errf(x->doc, kv->line, err,
				"label: expected one word of at most 15 characters (at most %d labels)",
				MP_MAXLINK);
	for (int i = 0; i < x->nlabel; i++)
		if (strcmp(x->label[i], v) == 0)
			return conf_errf(x->doc, kv->line, err, "label '%s' is used twice", v);
	tt_strlcpy(x->label[x->nlabel], v, sizeof x->label[0]);
	x->labrow[x->nlabel++] = x->t->len;
	return 0;
}

/* `goto = LABEL LANES`: forward from these lanes of the row above leads
 * to the labelled row (LANES: letters like "abc", or * for all). */
static int mp_goto_kv(struct mp_trk_ctx *x, struct conf_kv *kv, struct tt_err *err)
{
	struct mp_link *k = &x->link[x->nlink];
	char lanes[MP_MAXLANE + 2];

	if (x->nlink == MP_MAXLINK || x->t->len == 0 ||
	    sscanf(kv->val, "%15s %9s", k->label, lanes) != 2)
		return conf_errf(x->doc, kv->line, err,
				"goto: expected LABEL LANES after a row (at most %d)", MP_MAXLINK);
	k->lanes = 0;
	for (const char *c = lanes; *c; c++) {
		int l = *c == '*' ? -1 : *c - 'a';
		if (l >= x->t->lanes || l < -1 || (l < 0 && *c != '*'))
			return conf_errf(x->doc, kv->line, err,
					"goto: lanes are letters a to %c, or *", 'a' + x->t->lanes - 1);
		k->lanes |= l < 0 ? (1u << x->t->lanes) - 1 : 1u << l;
	}
	k->row = x->t->len - 1;
	k->line = kv->line;
	x->nlink++;
	return 0;
}

static int mp_row_kv(void *vctx, struct conf_kv *kv, struct tt_err *err)
{
	struct mp_trk_ctx *x = vctx;
	struct mp_track *t = x->t;
	char tok[MP_MAXLANE + 3][8];
	int n = 0, r = t->len;
	const char *v = kv->val;

	if (strcmp(kv->key, "label") == 0)
		return mp_label_kv(x, kv, err);
	if (strcmp(kv->key, "goto") == 0)
		return mp_goto_kv(x, kv, err);
	if (strcmp(kv->key, "row") != 0) {
		if (strcmp(kv->key, "title") && strcmp(kv->key, "inner") && strcmp(kv->key, "laps") &&
		    strcmp(kv->key, "description"))
			return conf_errf(x->doc, kv->line, err,
					"unknown key '%s' in a track (expected title, description, "
					"inner, laps, row, label, goto)", kv->key);
		return 0;
	}
	if (r == MP_MAXROW)
		return conf_errf(x->doc, kv->line, err, "a track has at most %d rows", MP_MAXROW);
	while (*v) {
		size_t l = strcspn(v, " \t");
		if (l == 0) {
			v++;
			continue;
		}
		if (n == MP_MAXLANE + 2 || l >= sizeof tok[0])
			return conf_errf(x->doc, kv->line, err, "row: at most %d lanes", MP_MAXLANE);
		memcpy(tok[n], v, l);
		tok[n++][l] = '\0';
		v += l;
	}
	if (n < 3 || (t->lanes && n - 2 != t->lanes))
		return conf_errf(x->doc, kv->line, err,
				"row: expected ZONE FLAG and %d cells", t->lanes ? t->lanes : 2);
	t->lanes = n - 2;
	x->tag[r] = atoi(tok[0]);
	if (strcmp(tok[1], "S") && strcmp(tok[1], "C") && strcmp(tok[1], "-"))
		return conf_errf(x->doc, kv->line, err, "row: flag must be S, C or -, not '%s'",
				tok[1]);
	t->flag[r] = (uint8_t)(tok[1][0] == '-' ? 0 : tok[1][0]);
	if (t->flag[r] == 'S') {
		if (x->start >= 0)
			return conf_errf(x->doc, kv->line, err, "a track has one START (S) row");
		x->start = r;
	}
	for (int l = 0; l < t->lanes; l++)
		if (mp_cell_parse(tok[l + 2], &t->cell[r][l]) < 0)
			return conf_errf(x->doc, kv->line, err,
					"row: bad cell '%s' (expected # . < > then optional p [ ] + n)",
					tok[l + 2]);
	t->len++;
	return 0;
}

/* Turn the goto lines into forward links (cell.skip), START at row 0. */
static int mp_links(struct mp_trk_ctx *x, struct tt_err *err)
{
	struct mp_track *t = x->t;
	int L = t->len;

	for (int i = 0; i < x->nlink; i++) {
		struct mp_link *k = &x->link[i];
		int j = 0, from = (k->row - x->start + L) % L, to;
		while (j < x->nlabel && strcmp(x->label[j], k->label) != 0)
			j++;
		if (j == x->nlabel || x->labrow[j] >= L)
			return conf_errf(x->doc, k->line, err, "goto: no row is labelled '%s'",
					k->label);
		to = (x->labrow[j] - x->start + L) % L;
		if (to == 0)
			to = L;	/* onto START: the end of the lap */
		if (to <= from + 1)
			return conf_errf(x->doc, k->line, err,
					"goto: '%s' must be a later row of the same lap, "
					"past the next one", k->label);
		for (int l = 0; l < t->lanes; l++)
			if (k->lanes & (1u << l))
				t->cell[from][l].skip = (uint8_t)(to - from - 1);
	}
	return 0;
}

/* Shortest rows and zones from each row to START, and the zone graph's
 * forward distances (breadth-first from each zone). */
static void mp_derive(struct mp_track *t)
{
	int L = t->len, Z = t->nzone;
	bool edge[MP_MAXZONE][MP_MAXZONE];

	memset(edge, 0, sizeof edge);
	for (int r = L - 1; r >= 0; r--) {
		int best = 30000, zbest = 255;
		for (int l = 0; l < t->lanes; l++) {
			int n = r + 1 + t->cell[r][l].skip;
			int nz = n >= L ? t->zone[0] : t->zone[n];
			int rows = 1 + (n >= L ? 0 : t->togo[n]);
			int zones = (n >= L || nz != t->zone[r]) + (n >= L ? 0 : t->ztogo[n]);
			if (t->cell[r][l].wall)
				continue;
			best = rows < best ? rows : best;
			zbest = zones < zbest ? zones : zbest;
			edge[t->zone[r]][nz] |= nz != t->zone[r];
		}
		t->togo[r] = (int16_t)best;
		t->ztogo[r] = (uint8_t)zbest;
	}
	t->laprows = t->togo[0];
	t->lapzones = t->ztogo[0];
	memset(t->zfwd, 255, sizeof t->zfwd);
	for (int a = 0; a < Z; a++) {
		t->zfwd[a][a] = 0;
		for (int dist = 0; dist < Z; dist++)
			for (int b = 0; b < Z; b++)
				for (int c = 0; c < Z && t->zfwd[a][b] == dist; c++)
					if (edge[b][c] && t->zfwd[a][c] == 255)
						t->zfwd[a][c] = (uint8_t)(dist + 1);
	}
}

/* Rotate so that START is row 0; number zones from there. */
static int mp_track_finish(struct mp_trk_ctx *x, int line, struct tt_err *err)
{
	struct mp_track *t = x->t, old = *t;
	int tag[MP_MAXROW], z = 0, L = t->len;

	if (L < 8 || x->start < 0)
		return conf_errf(x->doc, line, err, "a track needs at least 8 rows and a START row");
	if (x->tag[x->start] == x->tag[(x->start + L - 1) % L])
		return conf_errf(x->doc, line, err, "START must be at the start of a zone");
	for (int r = 0; r < L; r++) {
		int o = (r + x->start) % L;
		memcpy(t->cell[r], old.cell[o], sizeof t->cell[r]);
		t->flag[r] = old.flag[o];
		tag[r] = x->tag[o];
	}
	for (int r = 0; r < L; r++) {
		int open = 0;
		if (r > 0 && tag[r] != tag[r - 1])
			z++;
		if (z >= MP_MAXZONE)
			return conf_errf(x->doc, line, err, "at most %d zones", MP_MAXZONE);
		t->zone[r] = (uint8_t)z;
		for (int l = 0; l < t->lanes; l++)
			open += !t->cell[r][l].wall;
		if (!open)
			return conf_errf(x->doc, line, err, "every row needs an open cell");
	}
	t->nzone = z + 1;
	if (t->nzone < 3)
		return conf_errf(x->doc, line, err, "a track needs at least 3 zones");
	if (mp_links(x, err) < 0)
		return -1;
	mp_derive(t);
	return 0;
}

int mp_track_sec(struct conf_doc *doc, struct conf_sec *s, struct mp_data *d, struct tt_err *err)
{
	static const char *const inner[] = { "left", "right", NULL };
	static const char *const sides[] = { "a", "b", NULL };
	struct mp_trk_ctx x;
	struct mp_track *t;
	char name[24], side[8];
	int in = 0, sd;
	long laps;

	if (d->ntrack == MP_MAXTRACK)
		return conf_errf(doc, s->line, err, "at most %d tracks", MP_MAXTRACK);
	t = &d->track[d->ntrack];
	memset(t, 0, sizeof *t);
	if (sscanf(s->name + 6, "%23s %7s", name, side) != 2)
		return conf_errf(doc, s->line, err, "expected [track NAME a] or [track NAME b]");
	for (sd = 0; sides[sd] && strcmp(sides[sd], side) != 0; sd++)
		;
	if (!sides[sd] || mp_track_find(d, name, sd) >= 0)
		return conf_errf(doc, s->line, err, "track '%s' side '%s': side is a or b, once",
				name, side);
	tt_strlcpy(t->name, name, sizeof t->name);
	t->side = sd;
	if (conf_str(doc, s, "title", true, "", t->title, sizeof t->title, err) < 0 ||
	    conf_description(doc, s, t->desc, sizeof t->desc, err) < 0 ||
	    conf_enum(doc, s, "inner", true, 0, inner, &in, err) < 0 ||
	    conf_int(doc, s, "laps", false, 2, 1, 9, &laps, err) < 0)
		return -1;
	t->inner = in == 0 ? -1 : 1;
	t->laps = (int)laps;
	memset(&x, 0, sizeof x);
	x.doc = doc;
	x.t = t;
	x.start = -1;
	if (conf_each(s, mp_row_kv, &x, err) < 0 || mp_track_finish(&x, s->line, err) < 0)
		return -1;
	d->ntrack++;
	return 0;
}

int mp_track_find(const struct mp_data *d, const char *name, int side)
{
	for (int i = 0; i < d->ntrack; i++)
		if (strcmp(d->track[i].name, name) == 0 && d->track[i].side == side)
			return i;
	return -1;
}
