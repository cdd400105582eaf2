/*
 * fuzz_play.c - stateful libFuzzer target for one game (FUZZ_GAME): the
 * input is a stream of command lines fed to a fresh seeded game through
 * session_line, as `batch` does; a byte 0x01 instead makes the AI move.
 * Checks the contracts on the way: a rejected command leaves the hash
 * unchanged, and the save text always loads back to the same hash.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "io.h"
#include "registry.h"
#include "session.h"
#include "seats.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void *fuzz_gd;
static const struct engine_ops *fuzz_g;

static void fuzz_roundtrip(struct session *s)
{
	char *text = save_text(s);
	struct save_info info;
	struct session *t;
	struct tt_err err;

	if (!text)
		return;
	if (save_parse("rt", text, strlen(text), &info, &err) < 0 ||
	    save_restore(&t, fuzz_g, fuzz_gd, &info, -1, &err) < 0)
		abort();
	if (session_hash(t) != session_hash(s))
		abort();
	session_free(t);
	save_info_free(&info);
	free(text);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct tt_out out;
	struct tt_setup su;
	struct tt_err err;
	struct session *s;
	char line[CMD_MAXLINE + 8];
	size_t i = 0;

	if (!fuzz_g) {
		char path[IO_PATH_MAX];
		fuzz_g = registry_find(FUZZ_GAME);
		if (!fuzz_g || io_scenario_path(fuzz_g->id, fuzz_g->default_scenario, path, sizeof path, &err) < 0 ||
		    fuzz_g->load(&io_files, path, &fuzz_gd, &err) < 0)
			abort();
	}
	memset(&su, 0, sizeof su);
	tt_strlcpy(su.scenario, fuzz_g->default_scenario, sizeof su.scenario);
	su.seed = size;
	if (seats_parse(fuzz_g, "", &su, &err) < 0 || session_new(&s, fuzz_g, fuzz_gd, &su, &err) < 0)
		abort();
	for (int k = 0; k < su.nseats; k++)
		su.seat[k].ai = false;
	session_set_debug(s, true);
	for (int n = 0; i < size && n < 200; n++) {
		size_t l = 0;
		uint64_t before = session_hash(s);
		while (i < size && data[i] != '\n' && l < sizeof line - 1)
			line[l++] = (char)data[i++];
		i++;
		line[l] = '\0';
		tt_out_clear(&out);
		if (l == 1 && line[0] == 1) {
			session_ai_move(s, -1, AI_RANDOM, &out, &err);
			continue;
		}
		int rc = session_line(s, -1, line, &out, &err);
		if (rc == SESSION_REJECTED && session_hash(s) != before)
			abort();
	}
	fuzz_roundtrip(s);
	session_free(s);
	return 0;
}
