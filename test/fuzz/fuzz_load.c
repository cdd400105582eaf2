/*
 * fuzz_load.c - libFuzzer target for one game's data loader (FUZZ_GAME):
 * the input replaces the game's default scenario file; files it refers
 * to are read from the bundled data.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "io.h"
#include "registry.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const uint8_t *fuzz_data;
static size_t fuzz_size;

static int fuzz_read(void *ctx, const char *path, char **buf, size_t *len, struct tt_err *err)
{
	(void)ctx;
	if (strcmp(path, "fuzz/main.ini") == 0) {
		*buf = malloc(fuzz_size + 1);
		if (!*buf)
			return tt_errf(err, "out of memory");
		memcpy(*buf, fuzz_data, fuzz_size);
		(*buf)[fuzz_size] = '\0';
		*len = fuzz_size;
		return 0;
	}
	return io_files.read(NULL, path, buf, len, err);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const struct tt_files files = { NULL, fuzz_read };
	const struct engine_ops *g = registry_find(FUZZ_GAME);
	struct tt_err err;
	void *gd;

	io_set_restricted(true);
	fuzz_data = data;
	fuzz_size = size;
	if (g && g->load(&files, "fuzz/main.ini", &gd, &err) == 0)
		g->unload(gd);
	return 0;
}
