/*
 * fuzz_cmd.c - libFuzzer target: any bytes as a command line: tokenise,
 * look the verb up, join it back.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "cmd.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const struct cmd_verb verbs[] = {
		{ .name = "move", .usage = "", .help = "" }, { .name = "mode", .usage = "", .help = "" },
		{ .name = "roll", .usage = "", .help = "" }, { .name = "right", .usage = "", .help = "" },
	};
	char line[CMD_MAXLINE + 64], joined[CMD_MAXLINE * 2];
	struct cmd c;
	struct tt_err err;
	int v;

	if (size >= sizeof line)
		size = sizeof line - 1;
	memcpy(line, data, size);
	line[size] = '\0';
	if (cmd_parse(line, &c, &err) < 0 || c.argc == 0)
		return 0;
	cmd_lookup(c.argv[0], verbs, 4, NULL, 0, &err);
	if (c.argc > 1)
		cmd_int(c.argv[1], -3, 3, "n", &v, &err);
	cmd_join(&c, joined, sizeof joined);
	return 0;
}
