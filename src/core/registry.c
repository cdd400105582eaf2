/*
 * registry.c - the games tabletty knows.  A new game adds its ops here.
 *
 * Adding a game, the whole checklist:
 *   1. src/games/ID/: the engine, files prefixed ID_ (or a short prefix of
 *      its own), one `const struct engine_ops ID_ops` (include/engine.h says
 *      what each field promises: pure, every action a text command, a
 *      refused command changes nothing, who acts and the options).  The
 *      Makefile builds every .c under src/games; test/purity.sh and
 *      test/cycles.py check it with the rest (no call cycle of more than
 *      two files).
 *   2. Here: its extern and its line in registry_games (the order is the
 *      order of `tabletty list`, the menu and the man page).
 *   3. Data: scenarios/ID/DEFAULT.ini for .default_scenario, or, for a game
 *      that reads no data file, .no_data = true and no folder at all.
 *   4. man/parts/ID.6 (rules, screen, options: the line .\" OPTIONS becomes
 *      the option table, .\" BEGIN legend the glyph legend) and ID.5 (its
 *      data files); `make man` splices them into man/tabletty.6 and .5.
 *   5. Tests: `make test` already runs the registry's checks on every game
 *      (test_core_registry, test_core_glyph, test_props' random play, the
 *      fuzzers' load and play); add its own cmocka tests in test/unit and
 *      batch transcripts in test/batch/ID.
 */
#include <string.h>
#include "registry.h"

/* Each game's folder defines exactly one of these. */
extern const struct engine_ops powerships_ops;
extern const struct engine_ops deathbot_ops;
extern const struct engine_ops megapulse_ops;
extern const struct engine_ops powerup_ops;

const struct engine_ops *const registry_games[] = {
	&powerships_ops,
	&deathbot_ops,
	&megapulse_ops,
	&powerup_ops,
	NULL
};

const struct engine_ops *registry_find(const char *id)
{
	const struct engine_ops *hit = NULL;
	size_t n = strlen(id);

	if (n == 0)
		return NULL;
	for (int i = 0; registry_games[i]; i++) {
		if (strcmp(registry_games[i]->id, id) == 0)
			return registry_games[i];
		if (strncmp(registry_games[i]->id, id, n) == 0) {
			if (hit)
				return NULL;	/* ambiguous prefix */
			hit = registry_games[i];
		}
	}
	return hit;
}

bool registry_hidden(const struct engine_ops *ops, const struct tt_setup *setup)
{
	return ops->hidden_info || (ops->hidden_setup && setup && ops->hidden_setup(setup));
}
