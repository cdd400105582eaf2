/*
 * conf.c - INI documents parsed with inih, then queried by loaders.
 *
 * inih (Debian build) does not tell the handler its line number, so the
 * parse goes through ini_parse_stream with our own reader: the reader
 * counts lines, notices section headers itself (so empty and repeated
 * sections keep their own line), and refuses over-long lines and lines
 * that start with a blank (inih would silently glue them to the previous
 * value).  The handler then files each key under the current section.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ini.h>
#include "engine.h"
#include "conf.h"

#define INI_SECTION_MAX 50	/* inih's MAX_SECTION: names are cut to 49 bytes */

struct conf_reader_ctx {
	struct conf_doc *doc;
	const char *p, *end;
	int line;
	struct tt_err err;	/* first error seen by reader or handler */
	int errline;
	bool oom;
};

static char *conf_strndup(const char *s, size_t n)
{
	char *d = malloc(n + 1);

	if (d) {
		memcpy(d, s, n);
		d[n] = '\0';
	}
	return d;
}

static void conf_note(struct conf_reader_ctx *r, const char *msg)
{
	if (r->err.msg[0] == '\0') {
		tt_err_at(&r->err, r->doc->file, r->line, "%s", msg);
		r->errline = r->line;
	}
}

static struct conf_sec *conf_add_section(struct conf_doc *doc, const char *name, size_t n, int line)
{
	struct conf_sec *s;

	if (doc->nsec == doc->capsec) {
		int cap = doc->capsec ? doc->capsec * 2 : 8;
		struct conf_sec *ns = realloc(doc->sec, sizeof *ns * (size_t)cap);
		if (!ns)
			return NULL;
		doc->sec = ns;
		doc->capsec = cap;
	}
	s = &doc->sec[doc->nsec];
	memset(s, 0, sizeof *s);
	s->name = conf_strndup(name, n);
	if (!s->name)
		return NULL;
	s->line = line;
	doc->nsec++;
	return s;
}

/* Section header on a raw line?  Records it in the document. */
static void conf_scan_header(struct conf_reader_ctx *r, const char *line, size_t n)
{
	const char *close;

	if (r->line == 1 && n >= 3 && memcmp(line, "\xef\xbb\xbf", 3) == 0) {
		line += 3;	/* inih skips a UTF-8 BOM on the first line */
		n -= 3;
	}
	if (n == 0 || line[0] != '[')
		return;
	close = memchr(line, ']', n);
	if (!close)
		return;		/* inih reports the error */
	if (close - line - 1 >= INI_SECTION_MAX) {
		/* inih would truncate the name and file the keys elsewhere */
		conf_note(r, "section name too long (at most 49 bytes)");
		return;
	}
	/* inih keeps blanks inside the brackets, and so do we */
	if (!conf_add_section(r->doc, line + 1, (size_t)(close - line - 1), r->line))
		r->oom = true;
}

static char *conf_doc_reader(char *str, int num, void *stream)
{
	struct conf_reader_ctx *r = stream;
	const char *nl;
	size_t n, take;

	if (r->p >= r->end)
		return NULL;
	nl = memchr(r->p, '\n', (size_t)(r->end - r->p));
	n = nl ? (size_t)(nl - r->p) + 1 : (size_t)(r->end - r->p);
	r->line++;
	take = n;
	if (take > 0 && r->p[take - 1] == '\n')
		take--;
	if (take > 0 && r->p[take - 1] == '\r')
		take--;
	if (memchr(r->p, '\0', take))
		conf_note(r, "NUL byte in the line");
	if (take >= (size_t)num - 1 || take >= CONF_LINE_MAX - 1) {
		conf_note(r, "line too long (at most 198 bytes)");
		take = 0;
	} else if (take > 0 && (r->p[0] == ' ' || r->p[0] == '\t')) {
		size_t i = 0;
		while (i < take && (r->p[i] == ' ' || r->p[i] == '\t'))
			i++;
		if (i < take && r->p[i] != ';' && r->p[i] != '#')
			conf_note(r, "a line may not start with a blank (it would continue the value above)");
		take = 0;
	}
	memcpy(str, r->p, take);
	str[take] = '\n';
	str[take + 1] = '\0';
	if (memchr(str, '\0', take)) {
		str[0] = '\n';
		str[1] = '\0';
	}
	conf_scan_header(r, str, take);
	r->p += n;
	return str;
}

static int conf_doc_handler(void *user, const char *section, const char *name, const char *value)
{
	struct conf_reader_ctx *r = user;
	struct conf_doc *doc = r->doc;
	struct conf_sec *s;
	struct conf_kv *kv;

	if (doc->nsec == 0 || strcmp(doc->sec[doc->nsec - 1].name, section) != 0) {
		if (!conf_add_section(doc, section, strlen(section), r->line)) {
			r->oom = true;
			return 0;
		}
	}
	s = &doc->sec[doc->nsec - 1];
	if (s->nkv == s->capkv) {
		int cap = s->capkv ? s->capkv * 2 : 8;
		struct conf_kv *nk = realloc(s->kv, sizeof *nk * (size_t)cap);
		if (!nk) {
			r->oom = true;
			return 0;
		}
		s->kv = nk;
		s->capkv = cap;
	}
	kv = &s->kv[s->nkv];
	kv->key = conf_strndup(name, strlen(name));
	kv->val = conf_strndup(value, strlen(value));
	kv->line = r->line;
	kv->used = false;
	if (!kv->key || !kv->val) {
		free(kv->key);
		free(kv->val);
		r->oom = true;
		return 0;
	}
	s->nkv++;
	return 1;
}

int conf_parse_text(struct conf_doc *doc, const char *file, const char *text, size_t len,
		   struct tt_err *err)
{
	struct conf_reader_ctx r;
	int rc;

	memset(doc, 0, sizeof *doc);
	tt_strlcpy(doc->file, file, sizeof doc->file);
	memset(&r, 0, sizeof r);
	r.doc = doc;
	r.p = text;
	r.end = text + len;
	rc = ini_parse_stream(conf_doc_reader, &r, conf_doc_handler, &r);
	doc->nlines = r.line;
	if (r.oom || rc == -2) {
		conf_free(doc);
		return tt_err_at(err, file, 0, "out of memory");
	}
	if (r.err.msg[0] && (rc <= 0 || r.errline <= rc)) {
		*err = r.err;
		conf_free(doc);
		return -1;
	}
	if (rc != 0) {
		conf_free(doc);
		return tt_err_at(err, file, rc, "expected 'key = value', '[section]' or a comment");
	}
	return 0;
}

/* One line of a plain document: a header, "key = value", a comment or a
 * blank line; anything else is an error.  p..e is the line without its
 * newline. */
static int conf_plain_line(struct conf_reader_ctx *r, const char *p, const char *e)
{
	const char *eq;
	char *key, *val;
	int rc;

	if (e > p && e[-1] == '\r')
		e--;
	if (memchr(p, '\0', (size_t)(e - p)))
		return conf_errf(r->doc, r->line, &r->err, "NUL byte in the line");
	if (p == e || *p == ';' || *p == '#')
		return 0;
	if (*p == ' ' || *p == '\t') {
		while (p < e && (*p == ' ' || *p == '\t'))
			p++;
		if (p == e || *p == ';' || *p == '#')
			return 0;
		return conf_errf(r->doc, r->line, &r->err, "a line may not start with a blank "
				 "(it would continue the value above)");
	}
	while (e > p && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	if (*p == '[') {
		if (e[-1] != ']' || e - p < 2)
			return conf_errf(r->doc, r->line, &r->err, "expected ']' at the end of the line");
		if (e - p - 2 >= INI_SECTION_MAX)
			return conf_errf(r->doc, r->line, &r->err, "section name too long (at most 49 bytes)");
		return conf_add_section(r->doc, p + 1, (size_t)(e - p - 2), r->line) ? 0 : -2;
	}
	eq = memchr(p, '=', (size_t)(e - p));
	if (!eq)
		return conf_errf(r->doc, r->line, &r->err, "expected 'key = value', '[section]' or a comment");
	key = conf_strndup(p, (size_t)(eq - p));
	for (eq++; eq < e && (*eq == ' ' || *eq == '\t'); eq++)
		;
	val = conf_strndup(eq, (size_t)(e - eq));
	if (key)
		for (size_t n = strlen(key); n > 0 && (key[n - 1] == ' ' || key[n - 1] == '\t'); n--)
			key[n - 1] = '\0';
	rc = key && val ? conf_doc_handler(r, r->doc->nsec ? r->doc->sec[r->doc->nsec - 1].name : "",
					   key, val) : 0;
	free(key);
	free(val);
	return rc ? 0 : -2;
}

int conf_parse_plain(struct conf_doc *doc, const char *file, const char *text, size_t len,
		     struct tt_err *err)
{
	struct conf_reader_ctx r;
	const char *p = text, *end = text + len;
	int rc = 0;

	memset(doc, 0, sizeof *doc);
	tt_strlcpy(doc->file, file, sizeof doc->file);
	memset(&r, 0, sizeof r);
	r.doc = doc;
	if (len >= 3 && memcmp(p, "\xef\xbb\xbf", 3) == 0)
		p += 3;
	while (p < end && rc == 0) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *e = nl ? nl : end;

		r.line++;
		rc = conf_plain_line(&r, p, e);
		p = nl ? nl + 1 : end;
	}
	doc->nlines = r.line;
	if (rc == -2 || r.oom) {
		conf_free(doc);
		return tt_err_at(err, file, 0, "out of memory");
	}
	if (rc < 0) {
		*err = r.err;
		conf_free(doc);
		return -1;
	}
	return 0;
}

int conf_load(const struct tt_files *f, const char *path, struct conf_doc *doc, struct tt_err *err)
{
	char *buf = NULL;
	size_t len = 0;
	int rc;

	memset(doc, 0, sizeof *doc);
	if (f->read(f->ctx, path, &buf, &len, err) < 0)
		return -1;
	rc = conf_parse_text(doc, path, buf, len, err);
	free(buf);
	return rc;
}

void conf_free(struct conf_doc *doc)
{
	for (int i = 0; i < doc->nsec; i++) {
		for (int j = 0; j < doc->sec[i].nkv; j++) {
			free(doc->sec[i].kv[j].key);
			free(doc->sec[i].kv[j].val);
		}
		free(doc->sec[i].kv);
		free(doc->sec[i].name);
	}
	free(doc->sec);
	doc->sec = NULL;
	doc->nsec = doc->capsec = 0;
}

int conf_errf(const struct conf_doc *doc, int line, struct tt_err *err, const char *fmt, ...)
{
	char msg[TT_ERR_MAX];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	return tt_err_at(err, doc->file, line, "%s", msg);
}

int conf_count(const struct conf_doc *doc, const char *name)
{
	int n = 0;

	for (int i = 0; i < doc->nsec; i++)
		n += strcmp(doc->sec[i].name, name) == 0;
	return n;
}

struct conf_sec *conf_nth(struct conf_doc *doc, const char *name, int k)
{
	for (int i = 0; i < doc->nsec; i++)
		if (strcmp(doc->sec[i].name, name) == 0 && k-- == 0) {
			doc->sec[i].used = true;
			return &doc->sec[i];
		}
	return NULL;
}

struct conf_sec *conf_section(struct conf_doc *doc, const char *name)
{
	return conf_nth(doc, name, 0);
}

static struct conf_kv *conf_find(struct conf_sec *s, const char *key)
{
	if (!s)
		return NULL;
	for (int i = 0; i < s->nkv; i++)
		if (strcmp(s->kv[i].key, key) == 0)
			return &s->kv[i];
	return NULL;
}

const char *conf_raw(struct conf_sec *s, const char *key)
{
	struct conf_kv *kv = conf_find(s, key);

	if (!kv)
		return NULL;
	kv->used = true;
	return kv->val;
}

int conf_line(const struct conf_sec *s, const char *key)
{
	if (!s)
		return 0;
	for (int i = 0; i < s->nkv; i++)
		if (strcmp(s->kv[i].key, key) == 0)
			return s->kv[i].line;
	return s->line;
}

/* Fetch the single value of key: NULL if absent; error if repeated. */
static int conf_single(struct conf_doc *d, struct conf_sec *s, const char *key, bool required,
		      const char **val, int *line, struct tt_err *err)
{
	struct conf_kv *first = NULL;

	*val = NULL;
	*line = s ? s->line : 0;
	for (int i = 0; s && i < s->nkv; i++) {
		if (strcmp(s->kv[i].key, key) != 0)
			continue;
		if (first)
			return conf_errf(d, s->kv[i].line, err, "'%s' given twice (first on line %d)",
					key, first->line);
		first = &s->kv[i];
		first->used = true;
	}
	if (!first) {
		if (required)
			return conf_errf(d, s ? s->line : 0, err, "missing key '%s'%s%s%s", key,
					s ? " in [" : "", s ? s->name : "", s ? "]" : "");
		return 0;
	}
	*val = first->val;
	*line = first->line;
	return 0;
}

int conf_str(struct conf_doc *d, struct conf_sec *s, const char *key, bool required,
	    const char *def, char *out, size_t cap, struct tt_err *err)
{
	const char *v;
	int line;

	if (conf_single(d, s, key, required, &v, &line, err) < 0)
		return -1;
	if (!v) {
		tt_strlcpy(out, def ? def : "", cap);
		return 0;
	}
	if (strlen(v) >= cap)
		return conf_errf(d, line, err, "'%s' is too long (at most %zu characters)", key, cap - 1);
	tt_strlcpy(out, v, cap);
	return 0;
}

int conf_int(struct conf_doc *d, struct conf_sec *s, const char *key, bool required,
	    long def, long lo, long hi, long *out, struct tt_err *err)
{
	const char *v;
	char *end;
	int line;
	long x;

	if (conf_single(d, s, key, required, &v, &line, err) < 0)
		return -1;
	if (!v) {
		*out = def;
		return 0;
	}
	x = strtol(v, &end, 10);
	if (end == v || *end != '\0')
		return conf_errf(d, line, err, "'%s' must be a whole number, not '%s'", key, v);
	if (x < lo || x > hi)
		return conf_errf(d, line, err, "'%s' must be between %ld and %ld, not %ld", key, lo, hi, x);
	*out = x;
	return 0;
}

int conf_bool(struct conf_doc *d, struct conf_sec *s, const char *key, bool required,
	     bool def, bool *out, struct tt_err *err)
{
	static const char *const names[] = { "no", "yes", "false", "true", "0", "1", "off", "on", NULL };
	int i;

	if (conf_enum(d, s, key, required, def ? 1 : 0, names, &i, err) < 0)
		return -1;
	*out = i % 2 == 1;
	return 0;
}

int conf_enum(struct conf_doc *d, struct conf_sec *s, const char *key, bool required,
	     int def, const char *const *names, int *out, struct tt_err *err)
{
	const char *v;
	char list[200] = "";
	int line;

	if (conf_single(d, s, key, required, &v, &line, err) < 0)
		return -1;
	if (!v) {
		*out = def;
		return 0;
	}
	for (int i = 0; names[i]; i++) {
		size_t l = strlen(list);
		if (strcmp(names[i], v) == 0) {
			*out = i;
			return 0;
		}
		snprintf(list + l, sizeof list - l, "%s%s", i ? ", " : "", names[i]);
	}
	return conf_errf(d, line, err, "'%s' must be one of %s, not '%s'", key, list, v);
}

int conf_description(struct conf_doc *d, struct conf_sec *s, char *out, size_t cap,
		     struct tt_err *err)
{
	char buf[CONF_LINE_MAX];

	if (conf_str(d, s, "description", false, "", buf, sizeof buf, err) < 0)
		return -1;
	if (strlen(buf) > CONF_DESC_MAX)
		return conf_errf(d, conf_line(s, "description"), err, "a description is one line of at "
				 "most %d characters (the menu shows it beside the name)", CONF_DESC_MAX);
	for (const char *c = buf; *c; c++)
		if ((unsigned char)*c < 32 || (unsigned char)*c > 126)
			return conf_errf(d, conf_line(s, "description"), err, "a description is plain "
					 "ASCII text");
	tt_strlcpy(out, buf, cap);
	return 0;
}

int conf_each(struct conf_sec *s, int (*fn)(void *ctx, struct conf_kv *kv, struct tt_err *err),
	     void *ctx, struct tt_err *err)
{
	for (int i = 0; s && i < s->nkv; i++) {
		s->kv[i].used = true;
		if (fn(ctx, &s->kv[i], err) < 0)
			return -1;
	}
	return 0;
}

int conf_finish(const struct conf_doc *doc, struct tt_err *err)
{
	for (int i = 0; i < doc->nsec; i++) {
		const struct conf_sec *s = &doc->sec[i];
		if (!s->used && s->name[0])
			return conf_errf(doc, s->line, err, "unknown section [%s]", s->name);
		for (int j = 0; j < s->nkv; j++) {
			if (s->kv[j].used)
				continue;
			if (!s->name[0])	/* keys above the first header */
				return conf_errf(doc, s->kv[j].line, err,
						"unknown key '%s' outside a named [section]", s->kv[j].key);
			return conf_errf(doc, s->kv[j].line, err, "unknown key '%s' in [%s]",
					s->kv[j].key, s->name);
		}
	}
	return 0;
}
