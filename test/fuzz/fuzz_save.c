/*
 * fuzz_save.c - libFuzzer target: any bytes as a save file; a save that
 * parses is replayed into its game (scenario data from the bundled data
 * directory) and must load or be refused cleanly.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "io.h"
#include "registry.h"
#include "session.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct save_info info;
	struct tt_err err;
	const struct engine_ops *g;
	struct session *s;
	char path[IO_PATH_MAX];
	void *gd;

	io_set_restricted(true);	/* never read a path the input names */
	if (save_parse("fuzz.ini", (const char *)data, size, &info, &err) < 0)
		return 0;
	g = registry_find(info.game);
	if (g && info.ncmd < 2000 &&
	    io_scenario_path(g->id, info.scenario, path, sizeof path, &err) == 0 &&
	    g->load(&io_files, path, &gd, &err) == 0) {
		if (save_restore(&s, g, gd, &info, -1, &err) == 0)
			session_free(s);
		g->unload(gd);
	}
	save_info_free(&info);
	return 0;
}
