/*
 * pu_dm_hooks.c - POWERUP: where a Deathmatch changes the rules (the
 * table the rules call through d->hooks->dm; pu_hooks.h).
 */
#include "../pu_modes.h"

const struct pu_dm_hooks pu_dm_hooks = {
	.keys = pu_dm_keys,			/* pu_dm_load.c: the layout's house values */
	.setup = pu_dm_setup,			/* pu_dm.c: teams, robots, bases */
	.powerups = pu_dm_powerups,
	.turn_start = pu_dm_turn_start,		/* the INITIATIVE draw */
	.next = pu_dm_next,
	.tick = pu_dm_tick,			/* captures, respawns, the POWERUPs' cycle */
	.over = pu_dm_over,
	.attack_check = pu_dm_attack_check,	/* pu_dm_store.c */
	.target_check = pu_dm_target_check,
	.declare = pu_dm_declare,		/* pu_dm_react.c: the defender's window */
	.resolve = pu_dm_resolve,
	.throw_robot = pu_dm_throw,
	.power_enter = pu_dm_power_enter,	/* the POWERUP's gift */
};
