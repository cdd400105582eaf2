/*
 * fuzz_settings.c - libFuzzer target: any bytes as the settings file
 * (tabletty.ini: key bindings and screen settings).  A bad file must be
 * refused whole, leaving the default key map untouched.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "ui_int.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct ui_keymap km, def;
	struct tt_err err;

	ui_keymap_default(&km);
	def = km;
	if (ui_keymap_parse(&km, "tabletty.ini", (const char *)data, size, &err) < 0 &&
	    memcmp(&km, &def, sizeof km) != 0)
		abort();	/* a refused file changed the key map */
	return 0;
}
