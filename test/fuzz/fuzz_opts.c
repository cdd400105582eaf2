/*
 * fuzz_opts.c - libFuzzer target for the game options parser: any text,
 * read against every registered game's option table, must give 0 or -1
 * with a message, never a crash; an accepted text gives values of the
 * types the table names.
 */
#include <stdint.h>
#include <string.h>
#include "opts.h"
#include "registry.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct opts_set set;
	char text[512];
	struct tt_err err;

	if (size >= sizeof text)
		size = sizeof text - 1;
	memcpy(text, data, size);
	text[size] = '\0';
	for (int g = 0; registry_games[g]; g++) {
		const struct engine_ops *ops = registry_games[g];
		err.msg[0] = '\0';
		if (opts_parse(ops->opts, ops->nopts, ops->title, text, &set, &err) < 0) {
			if (!err.msg[0])
				__builtin_trap();
			continue;
		}
		for (int i = 0; i < set.n; i++) {
			const struct opts_def *d = &ops->opts[set.v[i].def];
			if (d->type == OPTS_INT && (set.v[i].num < d->lo || set.v[i].num > d->hi))
				__builtin_trap();
			if (d->type == OPTS_BOOL && set.v[i].num != 0 && set.v[i].num != 1)
				__builtin_trap();
		}
	}
	return 0;
}
