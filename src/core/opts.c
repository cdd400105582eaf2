/*
 * opts.c - reading a setup's "key=value,key=value" against a game's
 * option table, and writing the table out for --help and the man page.
 *
 * Pieces are separated by ','; an empty piece is ignored; a piece without
 * '=' continues the value before it only when that option is a list (so
 * "pilots=ace,gunner" is one value).  Nothing is applied here: the game
 * reads the checked values, in the order given.
 */
#include <stdio.h>
#include <string.h>
#include "cmd.h"
#include "opts.h"

/* Length of a family's head ("react-" of "react-NAME"), or 0. */
static size_t opts_head(const struct opts_def *d)
{
	size_t i = 0;

	while (d->name[i] && !(d->name[i] >= 'A' && d->name[i] <= 'Z'))
		i++;
	return d->name[i] ? i : 0;
}

bool opts_is_family(const struct opts_def *d)
{
	return opts_head(d) > 0;
}

const char *opts_family_rest(const struct opts_def *d, const struct opts_val *v)
{
	return v->key + opts_head(d);
}

/* The entry key belongs to, or -1. */
static int opts_find(const struct opts_def *t, size_t n, const char *key)
{
	for (size_t i = 0; i < n; i++) {
		size_t h = opts_head(&t[i]);
		if (h ? strncmp(key, t[i].name, h) == 0 && key[h] != '\0' : strcmp(key, t[i].name) == 0)
			return (int)i;
	}
	return -1;
}

static int opts_unknown(const struct opts_def *t, size_t n, const char *title, const char *key,
			struct tt_err *err)
{
	char names[160] = "";
	int best = -1, bestd = 99;

	for (size_t i = 0; i < n; i++) {
		size_t l = strlen(names);
		int d = cmd_distance(key, t[i].name);
		snprintf(names + l, sizeof names - l, "%s%s", i ? ", " : "", t[i].name);
		if (d < bestd) {
			bestd = d;
			best = (int)i;
		}
	}
	if (best >= 0 && bestd <= 2 + (int)strlen(key) / 4)
		return tt_errf(err, "unknown %s option '%s' (did you mean '%s'?)", title, key,
			       t[best].name);
	return tt_errf(err, "unknown %s option '%s' (%s options: %s)", title, key, title, names);
}

/* "a, b or c" from "a|b|c". */
static void opts_choices(const char *words, const char *last, char *buf, size_t cap)
{
	size_t len = 0;

	buf[0] = '\0';
	for (const char *p = words; *p && len < cap;) {
		size_t w = strcspn(p, "|");
		const char *sep = p == words ? "" : p[w] ? ", " : last;
		len += (size_t)snprintf(buf + len, cap - len, "%s%.*s", sep, (int)w, p);
		p += w + (p[w] == '|');
	}
}

/* Index of word w in "a|b|c", or -1. */
static int opts_word(const char *words, const char *w)
{
	size_t wl = strlen(w);
	int i = 0;

	for (const char *p = words; *p; i++) {
		size_t l = strcspn(p, "|");
		if (l == wl && strncmp(p, w, l) == 0)
			return i;
		p += l + (p[l] == '|');
	}
	return -1;
}

/* Check one value against its entry; sets v->num. */
static int opts_check(const struct opts_def *d, const char *title, struct opts_val *v,
		      struct tt_err *err)
{
	char what[96], buf[160];

	snprintf(what, sizeof what, "%s option %s", title, v->key);
	if (v->text[0] == '\0')
		return tt_errf(err, "%s needs a value (%s=...)", what, v->key);
	switch (d->type) {
	case OPTS_INT:
		if (cmd_int(v->text, d->lo, d->hi, what, &v->num, err) < 0)
			return -1;
		break;
	case OPTS_WORD:
		v->num = opts_word(d->words, v->text);
		opts_choices(d->words, " or ", buf, sizeof buf);
		if (v->num < 0)
			return tt_errf(err, "%s is %s, not '%s'", what, buf, v->text);
		break;
	case OPTS_BOOL:
		v->num = opts_word("no|yes|0|1|false|true", v->text);
		if (v->num < 0)
			return tt_errf(err, "%s is yes or no, not '%s'", what, v->text);
		v->num %= 2;
		break;
	case OPTS_TEXT:
		break;
	}
	return 0;
}

/* Start a new value from "key=value" (len bytes at p). */
static int opts_start(const struct opts_def *t, size_t n, const char *title, const char *p,
		      size_t len, struct opts_set *out, struct tt_err *err)
{
	const char *eq = memchr(p, '=', len);
	struct opts_val *v;
	size_t kl = (size_t)(eq - p);

	if (out->n >= OPTS_MAXSET)
		return tt_errf(err, "too many %s options", title);
	v = &out->v[out->n];
	if (kl == 0 || kl >= sizeof v->key)
		return tt_errf(err, "%s option '%.*s' has no proper name", title, (int)len, p);
	memcpy(v->key, p, kl);
	v->key[kl] = '\0';
	v->def = opts_find(t, n, v->key);
	if (v->def < 0)
		return opts_unknown(t, n, title, v->key, err);
	for (int i = 0; i < out->n; i++)
		if (strcmp(out->v[i].key, v->key) == 0)
			return tt_errf(err, "%s option %s is given twice", title, v->key);
	if (len - kl - 1 >= sizeof v->text)
		return tt_errf(err, "the value of %s option %s is too long", title, v->key);
	memcpy(v->text, eq + 1, len - kl - 1);
	v->text[len - kl - 1] = '\0';
	out->n++;
	return 0;
}

/* A piece without '=': more items of the list before it. */
static int opts_more(const struct opts_def *t, const char *title, const char *p, size_t len,
		     struct opts_set *out, struct tt_err *err)
{
	struct opts_val *v = out->n > 0 ? &out->v[out->n - 1] : NULL;
	size_t have;

	if (!v || !t[v->def].list)
		return tt_errf(err, "%s options are KEY=VALUE: '%.*s' has no '='", title, (int)len, p);
	have = strlen(v->text);
	if (have + 1 + len >= sizeof v->text)
		return tt_errf(err, "the value of %s option %s is too long", title, v->key);
	v->text[have] = ',';
	memcpy(v->text + have + 1, p, len);
	v->text[have + 1 + len] = '\0';
	return 0;
}

int opts_parse(const struct opts_def *t, size_t n, const char *title, const char *text,
	       struct opts_set *out, struct tt_err *err)
{
	out->n = 0;
	for (const char *p = text; *p;) {
		size_t len = strcspn(p, ",");
		int rc = 0;
		if (len > 0 && memchr(p, '=', len))
			rc = opts_start(t, n, title, p, len, out, err);
		else if (len > 0)
			rc = opts_more(t, title, p, len, out, err);
		if (rc < 0)
			return -1;
		p += len + (p[len] == ',');
	}
	for (int i = 0; i < out->n; i++)
		if (opts_check(&t[out->v[i].def], title, &out->v[i], err) < 0)
			return -1;
	return 0;
}

const struct opts_val *opts_get(const struct opts_set *s, int def)
{
	const struct opts_val *hit = NULL;

	for (int i = 0; i < s->n; i++)
		if (s->v[i].def == def)
			hit = &s->v[i];
	return hit;
}

/* What the value is, in words for --help: "random|day|given", "1-31". */
static void opts_arg(const struct opts_def *d, char *buf, size_t cap)
{
	switch (d->type) {
	case OPTS_INT:
		snprintf(buf, cap, "%d-%d", d->lo, d->hi);
		break;
	case OPTS_WORD:
		snprintf(buf, cap, "%s", d->words);
		break;
	case OPTS_BOOL:
		snprintf(buf, cap, "yes|no");
		break;
	case OPTS_TEXT:
		snprintf(buf, cap, "%s", d->arg ? d->arg : "TEXT");
		break;
	}
}

/* Text in words up to column OPTS_WIDTH, continued at column `at`;
 * col is where the text starts.  (Also mdoc text lines, at 0: the help
 * texts start no word with '.' or '\''.) */
#define OPTS_WIDTH 79
static void opts_wrap(struct tt_out *out, const char *text, size_t col, size_t at)
{
	for (const char *p = text; *p;) {
		size_t w = strcspn(p, " ");
		if (p > text && col + 1 + w > OPTS_WIDTH) {
			tt_outf(out, "\n%*s", (int)at, "");
			col = at;
		} else if (p > text) {
			tt_outf(out, " ");
			col++;
		}
		tt_outf(out, "%.*s", (int)w, p);
		col += w;
		p += w;
		p += strspn(p, " ");
	}
	tt_outf(out, "\n");
}

void opts_usage(const struct opts_def *t, size_t n, struct tt_out *out)
{
	for (size_t i = 0; i < n; i++) {
		char arg[80], both[128], text[400];
		opts_arg(&t[i], arg, sizeof arg);
		snprintf(both, sizeof both, "%s=%s", t[i].name, arg);
		snprintf(text, sizeof text, "%s (default: %s)", t[i].help, t[i].def);
		if (strlen(both) > 24)
			tt_outf(out, "  %s\n%27s", both, "");
		else
			tt_outf(out, "  %-24s ", both);
		opts_wrap(out, text, 27, 27);
	}
}

/* mdoc for the key: "Cm react- Ns Ar NAME" or "Cm laps". */
static void opts_mdoc_key(const struct opts_def *d, struct tt_out *out)
{
	size_t h = opts_head(d);

	if (h)
		tt_outf(out, "Cm %.*s Ns Ar %s", (int)h, d->name, d->name + h);
	else
		tt_outf(out, "Cm %s", d->name);
}

/* mdoc for the value: "Cm a | b", "Ar N", "Ar SEAT". */
static void opts_mdoc_value(const struct opts_def *d, struct tt_out *out)
{
	const char *w = d->type == OPTS_BOOL ? "yes|no" : d->words;

	if (d->type == OPTS_INT || d->type == OPTS_TEXT) {
		tt_outf(out, "Ar %s", d->arg ? d->arg : d->type == OPTS_INT ? "N" : "TEXT");
		return;
	}
	tt_outf(out, "Cm ");
	for (const char *p = w; *p;) {
		size_t l = strcspn(p, "|");
		tt_outf(out, "%s%.*s", p == w ? "" : " | ", (int)l, p);
		p += l + (p[l] == '|');
	}
}

void opts_mdoc(const struct opts_def *t, size_t n, struct tt_out *out)
{
	char text[400];

	tt_outf(out, ".Bl -tag -width Ds\n");
	for (size_t i = 0; i < n; i++) {
		const struct opts_def *d = &t[i];
		tt_outf(out, ".It Fl \\-option ");
		opts_mdoc_key(d, out);
		tt_outf(out, " Ns = Ns ");
		opts_mdoc_value(d, out);
		snprintf(text, sizeof text, "%c%s.", d->help[0] >= 'a' && d->help[0] <= 'z' ?
			 d->help[0] - 'a' + 'A' : d->help[0], d->help + 1);
		tt_outf(out, "\n");
		opts_wrap(out, text, 0, 0);
		if (d->type == OPTS_INT)
			snprintf(text, sizeof text, "From %d to %d; default: %s.", d->lo, d->hi, d->def);
		else
			snprintf(text, sizeof text, "Default: %s.", d->def);
		opts_wrap(out, text, 0, 0);
	}
	tt_outf(out, ".El\n");
}
