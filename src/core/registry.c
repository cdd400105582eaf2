/*
 * registry.c - the games tabletty knows.  A new game adds its ops here.
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
