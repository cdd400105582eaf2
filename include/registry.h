/*
 * registry.h - the list of games.  A new game is one line in registry.c
 * (its comment is the whole checklist of adding a game).
 */
#ifndef REGISTRY_H
#define REGISTRY_H

#include "engine.h"

extern const struct engine_ops *const registry_games[];	/* NULL-terminated */

/* Game by id (exact or unique prefix), or NULL. */
const struct engine_ops *registry_find(const char *id);

/* Does a game of ops with this setup hold private information (a
 * curtain between people at one keyboard, no `state` for a player, each
 * seat's own view)? */
bool registry_hidden(const struct engine_ops *ops, const struct tt_setup *setup);

#endif
