/*
 * registry.h - the list of games.  A new game is one line in registry.c.
 */
#ifndef REGISTRY_H
#define REGISTRY_H

#include "engine.h"

extern const struct engine_ops *const registry_games[];	/* NULL-terminated */

/* Game by id (exact or unique prefix), or NULL. */
const struct engine_ops *registry_find(const char *id);

#endif
