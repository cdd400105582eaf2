/*
 * pu_modes.h - POWERUP, the modes layer: Deathmatch, the BUGMISTRESS
 * seat, professions and the turret, Story missions.  Each changes the
 * rules only through its own small table of hooks (rules/pu_hooks.h); a
 * mode may call the rules, the board and another mode, never the play
 * layer above (it asks that through d->hooks->play).
 */
#ifndef POWERUP_PU_MODES_H
#define POWERUP_PU_MODES_H

#include "dm/pu_dm.h"
#include "mistress/pu_mistress.h"
#include "prof/pu_prof.h"
#include "story/pu_story.h"

#endif
