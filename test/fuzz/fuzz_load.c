/*
 * fuzz_load.c - libFuzzer target for one game's data loaders (FUZZ_GAME).
 * The first input byte picks which file the rest of the input replaces:
 * 0 = the scenario file itself, k = the k-th file the loader reads after
 * it (tiles, decks, tracks...).  Every other file comes from the bundled
 * data, so every INI format of the game gets fuzzed.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "io.h"
#include "registry.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const uint8_t *fuzz_data;
static size_t fuzz_size;
static int fuzz_pick, fuzz_reads;
static char fuzz_main[IO_PATH_MAX];

static int fuzz_read(void *ctx, const char *path, char **buf, size_t *len, struct tt_err *err)
{
	(void)ctx;
	if (fuzz_reads++ == fuzz_pick) {
		*buf = malloc(fuzz_size + 1);
		if (!*buf)
			return tt_errf(err, "out of memory");
		memcpy(*buf, fuzz_data, fuzz_size);
		(*buf)[fuzz_size] = '\0';
		*len = fuzz_size;
		return 0;
	}
	if (strcmp(path, "fuzz/main.ini") == 0)
		path = fuzz_main;
	return io_files.read(NULL, path, buf, len, err);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const struct tt_files files = { NULL, fuzz_read };
	const struct engine_ops *g = registry_find(FUZZ_GAME);
	struct tt_err err;
	void *gd;

	if (!g || size == 0)
		return 0;
	io_set_restricted(true);
	if (!fuzz_main[0] && io_scenario_path(g->id, g->default_scenario, fuzz_main, sizeof fuzz_main, &err) < 0)
		abort();
	fuzz_pick = data[0] % 8;
	fuzz_reads = 0;
	fuzz_data = data + 1;
	fuzz_size = size - 1;
	if (g->load(&files, fuzz_pick ? fuzz_main : "fuzz/main.ini", &gd, &err) == 0)
		g->unload(gd);
	return 0;
}
