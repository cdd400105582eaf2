/*
 * pu_story.h - POWERUP mode: Story missions and the campaign's files
 * (pu_story.c).  The rules reach it through pu_story_hooks; the engine's
 * entries for a campaign are in pu_camp.c (pu_engine.h).
 */
#ifndef POWERUP_PU_STORY_H
#define POWERUP_PU_STORY_H

#include "../../rules/pu_cmd.h"

/* pu_story.c - the Story campaign */
const struct pu_data *pu_stage(const struct pu_state *s, const struct pu_data *d);
int pu_story_load(const struct tt_files *f, const char *scenario, struct conf_doc *doc,
		  struct pu_data *d, struct tt_err *err);
void pu_story_unload(struct pu_data *d);
int pu_story_keys(struct pu_data *d, struct conf_doc *doc, struct conf_sec *s, struct tt_err *err);
int pu_story_goal(struct pu_state *s, const struct pu_data *d, struct tt_out *out, const char **why);
void pu_story_dump(const struct pu_state *s, const struct pu_data *d, struct tt_dump *l);

#endif
