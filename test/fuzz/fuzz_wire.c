/*
 * fuzz_wire.c - libFuzzer target: any bytes as lines of the table
 * protocol, read both as a table reads a terminal's requests and as a
 * terminal reads a table's frames.  Every line is parsed or refused; the
 * screen a terminal keeps stays within its bounds.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "wire.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct wire_screen w;
	const char *p = (const char *)data, *end = p + size;
	struct wire_req r;
	struct tt_err err;
	char text[WIRE_TEXT_MAX];
	int kind;

	memset(&w, 0, sizeof w);
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t len = nl ? (size_t)(nl - p) : (size_t)(end - p);

		wire_req_parse(p, len, &r, &err);
		if (wire_screen_read(&w, p, len, text, sizeof text, &kind, &err) < 0)
			memset(&w, 0, sizeof w);	/* a terminal drops the link */
		if (w.prompt.nopt > TT_MAXOPT || w.setup.nseats > TT_MAXSEATS ||
		    w.view.board.w > CANVAS_W || w.view.board.h > CANVAS_H)
			abort();
		p += len + 1;
	}
	return 0;
}
