/*
 * pu_story_hooks.c - POWERUP: where a Story mission or a campaign
 * changes the rules (the table the rules call through d->hooks->story;
 * pu_hooks.h).
 */
#include "../pu_modes.h"

const struct pu_story_hooks pu_story_hooks = {
	.keys = pu_story_keys,		/* a mission file's own keys */
	.load = pu_story_load,		/* a [campaign] file: its missions */
	.unload = pu_story_unload,
	.goal = pu_story_goal,		/* reach, clear, rescue, restart */
};
