/*
 * fuzz_conf.c - libFuzzer target: any bytes as an INI document, queried
 * with every getter, then checked for unknown keys.  Must never crash or
 * leak.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "conf.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const names[] = { "a", "b", "c", NULL };
	struct conf_doc d;
	struct tt_err err;
	char buf[32];
	long l;
	bool b;
	int e;

	if (conf_parse_text(&d, "fuzz.ini", (const char *)data, size, &err) < 0)
		return 0;
	for (int i = 0; i < d.nsec; i++) {
		struct conf_sec *s = &d.sec[i];
		conf_str(&d, s, "name", false, "x", buf, sizeof buf, &err);
		conf_int(&d, s, "n", false, 0, -5, 5, &l, &err);
		conf_bool(&d, s, "flag", false, false, &b, &err);
		conf_enum(&d, s, "kind", false, 0, names, &e, &err);
		conf_raw(s, "raw");
	}
	conf_count(&d, "tile");
	conf_nth(&d, "tile", 1);
	conf_finish(&d, &err);
	conf_free(&d);
	return 0;
}
