/*
 * fuzz_settings.c - libFuzzer target: any bytes as the settings file
 * (tabletty.ini: key bindings and screen settings).  A bad file must be
 * refused whole, leaving the default key map untouched.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "front.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct front_keymap km, def;
	struct tt_err err;

	front_keymap_default(&km);
	def = km;
	if (front_keymap_parse(&km, "tabletty.ini", (const char *)data, size, &err) < 0 &&
	    memcmp(&km, &def, sizeof km) != 0)
		abort();	/* a refused file changed the key map */
	return 0;
}
