/*
 * pu_play_hooks.c - POWERUP: what the options and the decisions' stack
 * below ask of the play layer (pu_hooks.h): the dispatch's judgement, the
 * prompt, the table of decisions.
 */
#include "pu_play.h"

const struct pu_play_hooks pu_play_hooks = {
	.legal = pu_legal,
	.check = pu_check,
	.pend_check = pu_pend_check,
	.prompt = pu_prompt,
	.decisions = pu_decisions,
};
