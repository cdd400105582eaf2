/*
 * fuzz_ini.c - libFuzzer target: any bytes as an INI document, queried
 * with every getter, then checked for unknown keys.  Must never crash or
 * leak.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "ini.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const names[] = { "a", "b", "c", NULL };
	struct ini_doc d;
	struct tt_err err;
	char buf[32];
	long l;
	bool b;
	int e;

	if (ini_parse_text(&d, "fuzz.ini", (const char *)data, size, &err) < 0)
		return 0;
	for (int i = 0; i < d.nsec; i++) {
		struct ini_sec *s = &d.sec[i];
		ini_str(&d, s, "name", false, "x", buf, sizeof buf, &err);
		ini_int(&d, s, "n", false, 0, -5, 5, &l, &err);
		ini_bool(&d, s, "flag", false, false, &b, &err);
		ini_enum(&d, s, "kind", false, 0, names, &e, &err);
		ini_raw(s, "raw");
	}
	ini_count(&d, "tile");
	ini_nth(&d, "tile", 1);
	ini_finish(&d, &err);
	ini_free(&d);
	return 0;
}
