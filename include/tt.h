/*
 * tt.h - small shared definitions: error records, output buffers, limits.
 *
 * Everything here is pure: no I/O, no globals.  Error records carry one
 * message; data errors are formatted "file:line: what was expected",
 * command errors are plain sentences that name the rule.
 */
#ifndef TT_H
#define TT_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

#define TT_VERSION "0.1.0"
#define TT_SAVE_FORMAT 1

#if defined(__GNUC__)
#define TT_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define TT_PRINTF(a, b)
#endif

#define TT_ERR_MAX 320

/* One error message.  Empty string = no error. */
struct tt_err {
	char msg[TT_ERR_MAX];
};

/* Set err to a formatted message (replacing any earlier one); returns -1. */
int tt_errf(struct tt_err *err, const char *fmt, ...) TT_PRINTF(2, 3);
/* Set err to "file:line: message"; line 0 prints as "file: message". */
int tt_err_at(struct tt_err *err, const char *file, int line, const char *fmt, ...) TT_PRINTF(4, 5);

#define TT_OUT_MAX 32768

/* Text produced by a command: messages for the log.  Overflow truncates. */
struct tt_out {
	char text[TT_OUT_MAX];
	size_t len;
	bool discard;		/* nobody reads it: appending formats nothing */
};

/* Empty out; it keeps what is appended from now on. */
void tt_out_clear(struct tt_out *out);
/* Empty out and drop whatever is appended to it until the next
 * tt_out_clear (an AI vs AI run or a search that reads no messages). */
void tt_out_discard(struct tt_out *out);
/* Does out keep what is appended?  An engine may skip composing a message
 * nobody reads (never a change of state). */
static inline bool tt_out_keeps(const struct tt_out *out)
{
	return out && !out->discard;
}
/* Append formatted text; a newline is NOT added. */
void tt_outf(struct tt_out *out, const char *fmt, ...) TT_PRINTF(2, 3);
void tt_voutf(struct tt_out *out, const char *fmt, va_list ap) TT_PRINTF(2, 0);

/* Bounded string copy that always terminates dst (cap > 0). */
void tt_strlcpy(char *dst, const char *src, size_t cap);
/* Append s to buf (cap bytes, *len of them used), cut to fit and always
 * terminated: what snprintf's "%s" would append, copied byte by byte
 * (an engine writes many short option texts at every decision). */
void tt_cat(char *buf, size_t cap, size_t *len, const char *s);
/* Append n in decimal the same way ("%d"). */
void tt_cat_int(char *buf, size_t cap, size_t *len, int n);
/* FNV-1a 64-bit over bytes, continuing from h (start with TT_FNV_INIT). */
#define TT_FNV_INIT 0xcbf29ce484222325ULL
uint64_t tt_fnv(uint64_t h, const void *p, size_t n);

#endif
