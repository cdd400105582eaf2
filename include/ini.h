/*
 * ini.h - INI documents on top of inih, with typed getters and strict checks.
 *
 * A file is first parsed whole (inih, through a reader that counts lines,
 * so every key knows its line) into a document.  Loaders then ask for the
 * keys they expect; each getter marks the key used.  ini_finish() rejects
 * any key or section nobody asked for.  Every error is
 * "file:line: what was expected".  Documents own their memory;
 * ini_free releases everything, so a failed load leaks nothing.
 *
 * Limits: a line is at most INI_LINE_MAX-1 bytes (Debian's inih reads 200);
 * `;` and `#` start comments at the start of a line, `;` also inline.
 */
#ifndef TT_INI_H
#define TT_INI_H

#include <stdbool.h>
#include <stddef.h>
#include "tt.h"

#define INI_LINE_MAX 200

struct ini_kv {
	char *key, *val;
	int line;
	bool used;
};

struct ini_sec {
	char *name;		/* "" for keys before any section */
	int line;
	bool used;
	struct ini_kv *kv;
	int nkv, capkv;
};

struct ini_doc {
	char file[256];		/* name used in messages */
	struct ini_sec *sec;
	int nsec, capsec;
	int nlines;
};

struct tt_files;

/* Parse text (len bytes, need not be terminated).  Returns 0 or -1 with err. */
int ini_parse_text(struct ini_doc *doc, const char *file, const char *text, size_t len,
		   struct tt_err *err);
void ini_free(struct ini_doc *doc);
/* Read path through the files callback (engine.h) and parse it. */
int ini_load(const struct tt_files *f, const char *path, struct ini_doc *doc, struct tt_err *err);

/* First section named name (marks it used), or NULL. */
struct ini_sec *ini_section(struct ini_doc *doc, const char *name);
/* Count / fetch sections by name, in file order (i-th of that name). */
int ini_count(const struct ini_doc *doc, const char *name);
struct ini_sec *ini_nth(struct ini_doc *doc, const char *name, int i);

/* Raw value of key in sec (marks used), or NULL. */
const char *ini_raw(struct ini_sec *s, const char *key);
/* Line of a key (or the section's line if absent), for messages. */
int ini_line(const struct ini_sec *s, const char *key);

/* Typed getters: if the key is absent, required -> error, else *out = def.
 * All return 0 or -1 with err = "file:line: ..." */
int ini_str(struct ini_doc *d, struct ini_sec *s, const char *key, bool required,
	    const char *def, char *out, size_t cap, struct tt_err *err);
int ini_int(struct ini_doc *d, struct ini_sec *s, const char *key, bool required,
	    long def, long lo, long hi, long *out, struct tt_err *err);
int ini_bool(struct ini_doc *d, struct ini_sec *s, const char *key, bool required,
	     bool def, bool *out, struct tt_err *err);
/* Value must be one of the NULL-terminated names; *out = its index. */
int ini_enum(struct ini_doc *d, struct ini_sec *s, const char *key, bool required,
	     int def, const char *const *names, int *out, struct tt_err *err);

/* Visit every key of a section in order (for maps and lists): fn returns
 * 0 to go on or -1 (with err set) to stop.  Keys are marked used. */
int ini_each(struct ini_sec *s, int (*fn)(void *ctx, struct ini_kv *kv, struct tt_err *err),
	     void *ctx, struct tt_err *err);

/* After loading: error on the first unused section or key. */
int ini_finish(const struct ini_doc *doc, struct tt_err *err);

/* Error at a line of this document. */
int ini_errf(const struct ini_doc *doc, int line, struct tt_err *err, const char *fmt, ...)
	TT_PRINTF(4, 5);

#endif
