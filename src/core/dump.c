/*
 * dump.c - sorted key=value lines for engines' dump() (see dump.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dump.h"

void dump_init(struct tt_dump *d)
{
	memset(d, 0, sizeof *d);
}

void dump_line(struct tt_dump *d, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (d->n == d->cap) {
		int cap = d->cap ? d->cap * 2 : 128;
		char (*nl)[DUMP_LINE_MAX] = realloc(d->line, sizeof *nl * (size_t)cap);
		if (!nl) {
			d->lost = true;
			return;
		}
		d->line = nl;
		d->cap = cap;
	}
	va_start(ap, fmt);
	n = vsnprintf(d->line[d->n], DUMP_LINE_MAX, fmt, ap);
	va_end(ap);
	if (n < 0 || n >= DUMP_LINE_MAX)
		d->lost = true;
	d->n++;
}

static int dump_cmp(const void *a, const void *b)
{
	return strcmp(a, b);
}

void dump_finish(struct tt_dump *d, struct tt_out *out)
{
	if (d->n > 0)
		qsort(d->line, (size_t)d->n, sizeof d->line[0], dump_cmp);
	for (int i = 0; i < d->n; i++)
		tt_outf(out, "%s\n", d->line[i]);
	if (d->lost)
		tt_outf(out, "dump_error=lines were lost\n");
	free(d->line);
	dump_init(d);
}
