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

struct mp_trk_ctx {
	struct ini_doc *doc;
	struct mp_track *t;
	int tag[MP_MAXROW];
	int start;
};

static int mp_row_kv(void *vctx, struct ini_kv *kv, struct tt_err *err)
{
	struct mp_trk_ctx *x = vctx;
	struct mp_track *t = x->t;
	char tok[MP_MAXLANE + 3][8];
	int n = 0, r = t->len;
	const char *v = kv->val;

	if (strcmp(kv->key, "row") != 0) {
		if (strcmp(kv->key, "title") && strcmp(kv->key, "inner") && strcmp(kv->key, "laps"))
			return ini_errf(x->doc, kv->line, err,
					"unknown key '%s' in a track (expected title, inner, laps, row)",
					kv->key);
		return 0;
	}
	if (r == MP_MAXROW)
		return ini_errf(x->doc, kv->line, err, "a track has at most %d rows", MP_MAXROW);
	while (*v) {
		size_t l = strcspn(v, " \t");
		if (l == 0) {
			v++;
			continue;
		}
		if (n == MP_MAXLANE + 2 || l >= sizeof tok[0])
			return ini_errf(x->doc, kv->line, err, "row: at most %d lanes", MP_MAXLANE);
		memcpy(tok[n], v, l);
		tok[n++][l] = '\0';
		v += l;
	}
	if (n < 3 || (t->lanes && n - 2 != t->lanes))
		return ini_errf(x->doc, kv->line, err,
				"row: expected ZONE FLAG and %d cells", t->lanes ? t->lanes : 2);
	t->lanes = n - 2;
	x->tag[r] = atoi(tok[0]);
	if (strcmp(tok[1], "S") && strcmp(tok[1], "C") && strcmp(tok[1], "-"))
		return ini_errf(x->doc, kv->line, err, "row: flag must be S, C or -, not '%s'",
				tok[1]);
	t->flag[r] = (uint8_t)(tok[1][0] == '-' ? 0 : tok[1][0]);
	if (t->flag[r] == 'S') {
		if (x->start >= 0)
			return ini_errf(x->doc, kv->line, err, "a track has one START (S) row");
		x->start = r;
	}
	for (int l = 0; l < t->lanes; l++)
		if (mp_cell_parse(tok[l + 2], &t->cell[r][l]) < 0)
			return ini_errf(x->doc, kv->line, err,
					"row: bad cell '%s' (expected # . < > then optional p [ ] + n)",
					tok[l + 2]);
	t->len++;
	return 0;
}

/* Rotate so that START is row 0; number zones from there. */
static int mp_track_finish(struct mp_trk_ctx *x, int line, struct tt_err *err)
{
	struct mp_track *t = x->t, old = *t;
	int tag[MP_MAXROW], z = 0, L = t->len;

	if (L < 8 || x->start < 0)
		return ini_errf(x->doc, line, err, "a track needs at least 8 rows and a START row");
	if (x->tag[x->start] == x->tag[(x->start + L - 1) % L])
		return ini_errf(x->doc, line, err, "START must be at the start of a zone");
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
			return ini_errf(x->doc, line, err, "at most %d zones", MP_MAXZONE);
		t->zone[r] = (uint8_t)z;
		for (int l = 0; l < t->lanes; l++)
			open += !t->cell[r][l].wall;
		if (!open)
			return ini_errf(x->doc, line, err, "every row needs an open cell");
	}
	t->nzone = z + 1;
	if (t->nzone < 3)
		return ini_errf(x->doc, line, err, "a track needs at least 3 zones");
	return 0;
}

int mp_track_sec(struct ini_doc *doc, struct ini_sec *s, struct mp_data *d, struct tt_err *err)
{
	static const char *const inner[] = { "left", "right", NULL };
	static const char *const sides[] = { "a", "b", NULL };
	struct mp_trk_ctx x;
	struct mp_track *t;
	char name[24], side[8];
	int in = 0, sd;
	long laps;

	if (d->ntrack == MP_MAXTRACK)
		return ini_errf(doc, s->line, err, "at most %d tracks", MP_MAXTRACK);
	t = &d->track[d->ntrack];
	memset(t, 0, sizeof *t);
	if (sscanf(s->name + 6, "%23s %7s", name, side) != 2)
		return ini_errf(doc, s->line, err, "expected [track NAME a] or [track NAME b]");
	for (sd = 0; sides[sd] && strcmp(sides[sd], side) != 0; sd++)
		;
	if (!sides[sd] || mp_track_find(d, name, sd) >= 0)
		return ini_errf(doc, s->line, err, "track '%s' side '%s': side is a or b, once",
				name, side);
	tt_strlcpy(t->name, name, sizeof t->name);
	t->side = sd;
	if (ini_str(doc, s, "title", true, "", t->title, sizeof t->title, err) < 0 ||
	    ini_enum(doc, s, "inner", true, 0, inner, &in, err) < 0 ||
	    ini_int(doc, s, "laps", false, 2, 1, 9, &laps, err) < 0)
		return -1;
	t->inner = in == 0 ? -1 : 1;
	t->laps = (int)laps;
	memset(&x, 0, sizeof x);
	x.doc = doc;
	x.t = t;
	x.start = -1;
	if (ini_each(s, mp_row_kv, &x, err) < 0 || mp_track_finish(&x, s->line, err) < 0)
		return -1;
	d->ntrack++;
	return 0;
}
