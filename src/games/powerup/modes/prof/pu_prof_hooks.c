/*
 * pu_prof_hooks.c - POWERUP: where a profession changes the rules (the
 * table the rules call through d->hooks->prof; pu_hooks.h).
 */
#include "../pu_modes.h"

const struct pu_prof_hooks pu_prof_hooks = {
	.parse = pu_prof_parse,		/* pu_prof_load.c: professions.ini */
	.dice = pu_prof_dice,		/* pu_prof.c: an ability's numbers */
	.armour = pu_prof_armour,
	.cost = pu_prof_cost,
	.turn = pu_prof_turn,
	.enter = pu_prof_enter,
};
