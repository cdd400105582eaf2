/*
 * conf.h - INI documents on top of inih, with typed getters and strict checks.
 *
 * A file is first parsed whole (inih, through a reader that counts lines,
 * so every key knows its line) into a document.  Loaders then ask for the
 * keys they expect; each getter marks the key used.  conf_finish() rejects
 * any key or section nobody asked for.  Every error is
 * "file:line: what was expected".  Documents own their memory;
 * conf_free releases everything, so a failed load leaks nothing.
 *
 * Limits: a line is at most CONF_LINE_MAX-1 bytes (Debian's inih reads 200);
 * `;` and `#` start comments at the start of a line, `;` also inline.
 */
#ifndef TT_INI_H
#define TT_INI_H

#include <stdbool.h>
#include <stddef.h>
#include "tt.h"

#define CONF_LINE_MAX 200

struct conf_kv {
	char *key, *val;
	int line;
	bool used;
};

struct conf_sec {
	char *name;		/* "" for keys before any section */
	int line;
	bool used;
	struct conf_kv *kv;
	int nkv, capkv;
};

struct conf_doc {
	char file[256];		/* name used in messages */
	struct conf_sec *sec;
	int nsec, capsec;
	int nlines;
};

struct tt_files;

/* Parse text (len bytes, need not be terminated).  Returns 0 or -1 with err. */
int conf_parse_text(struct conf_doc *doc, const char *file, const char *text, size_t len,
		   struct tt_err *err);
/* The same for files we write ourselves (saves): no line length limit and
 * no comment after a value (a ';' in a value is kept); comments only on
 * lines of their own. */
int conf_parse_plain(struct conf_doc *doc, const char *file, const char *text, size_t len,
		     struct tt_err *err);
void conf_free(struct conf_doc *doc);
/* Read path through the files callback (engine.h) and parse it. */
int conf_load(const struct tt_files *f, const char *path, struct conf_doc *doc, struct tt_err *err);

/* First section named name (marks it used), or NULL. */
struct conf_sec *conf_section(struct conf_doc *doc, const char *name);
/* Count / fetch sections by name, in file order (i-th of that name). */
int conf_count(const struct conf_doc *doc, const char *name);
struct conf_sec *conf_nth(struct conf_doc *doc, const char *name, int i);

/* Raw value of key in sec (marks used), or NULL. */
const char *conf_raw(struct conf_sec *s, const char *key);
/* Line of a key (or the section's line if absent), for messages. */
int conf_line(const struct conf_sec *s, const char *key);

/* Typed getters: if the key is absent, required -> error, else *out = def.
 * All return 0 or -1 with err = "file:line: ..." */
int conf_str(struct conf_doc *d, struct conf_sec *s, const char *key, bool required,
	    const char *def, char *out, size_t cap, struct tt_err *err);
int conf_int(struct conf_doc *d, struct conf_sec *s, const char *key, bool required,
	    long def, long lo, long hi, long *out, struct tt_err *err);
int conf_bool(struct conf_doc *d, struct conf_sec *s, const char *key, bool required,
	     bool def, bool *out, struct tt_err *err);
/* Value must be one of the NULL-terminated names; *out = its index. */
int conf_enum(struct conf_doc *d, struct conf_sec *s, const char *key, bool required,
	     int def, const char *const *names, int *out, struct tt_err *err);

/* The optional one-line `description` of a scenario, track or mission
 * (what the menu shows beside its name): at most CONF_DESC_MAX characters
 * of printable ASCII.  0 or -1 with err. */
#define CONF_DESC_MAX 54
int conf_description(struct conf_doc *d, struct conf_sec *s, char *out, size_t cap,
		     struct tt_err *err);

/* Visit every key of a section in order (for maps and lists): fn returns
 * 0 to go on or -1 (with err set) to stop.  Keys are marked used. */
int conf_each(struct conf_sec *s, int (*fn)(void *ctx, struct conf_kv *kv, struct tt_err *err),
	     void *ctx, struct tt_err *err);

/* After loading: error on the first unused section or key. */
int conf_finish(const struct conf_doc *doc, struct tt_err *err);

/* Error at a line of this document. */
int conf_errf(const struct conf_doc *doc, int line, struct tt_err *err, const char *fmt, ...)
	TT_PRINTF(4, 5);

#endif
