/*
 * dump.h - building an engine's dump(): key=value lines, sorted.
 *
 * Every engine prints its state as sorted "key=value" lines (the session
 * hashes that text, so nothing may be lost).  Lines are collected here,
 * growing as needed, then sorted and written out.  Pure: heap only.
 */
#ifndef DUMP_H
#define DUMP_H

#include "tt.h"

#define DUMP_LINE_MAX 512

struct tt_dump {
	char (*line)[DUMP_LINE_MAX];
	int n, cap;
	bool lost;		/* out of memory or a line too long: said in the output */
};

void dump_init(struct tt_dump *d);
/* Add one formatted line (no newline). */
void dump_line(struct tt_dump *d, const char *fmt, ...) TT_PRINTF(2, 3);
/* Sort, append to out (one line each), free.  A lost line is reported as
 * "dump_error=..." so that a hash never silently ignores state. */
void dump_finish(struct tt_dump *d, struct tt_out *out);

#endif
