/*
 * pu_hooks.h - POWERUP: how the rules reach the layers above them.
 *
 * The board and the rules never call a mode or the dispatch by name:
 * where a mode changes a rule (a Deathmatch's turn order, a profession's
 * dice, a campaign's goals, the BUGMISTRESS's turn) they call its hook
 * through d->hooks, the table the engine puts in the data when it loads
 * it (pu_ops.c).  Each mode fills a small table of its own, in its
 * pu_*_hooks.c: its hooks change nothing while the mode is off (s->dm.on,
 * s->bm.on, s->pf.on, s->camp.on clear), so a mission without it plays
 * by the rules alone.  The play layer (pu_dispatch.c) fills the table
 * the options and the decisions' stack ask: is a command legal, what a
 * decision is.
 *
 * To hook a mode into a new place of the rules: add a field to its
 * table here, fill it in the mode's pu_*_hooks.c, call it from the rule.
 */
#ifndef POWERUP_PU_HOOKS_H
#define POWERUP_PU_HOOKS_H

#include <stdbool.h>
#include "engine.h"
#include "conf.h"

struct pu_state;
struct pu_data;
struct pu_go;
struct pu_decision;
struct tt_dump;

/* The dispatch and the prompt, for the options listed below them. */
struct pu_play_hooks {
	/* Would line be accepted from seat now (pu_legal)? */
	bool (*legal)(const struct pu_state *s, const struct pu_data *d, int seat, const char *line);
	/* Judge c from seat, nothing applied (pu_check). */
	int (*check)(const struct pu_state *s, const struct pu_data *d, int seat, const struct cmd *c,
		     struct pu_go *g, struct tt_err *err);
	/* An answer to the newest decision (pu_pend_check). */
	int (*pend_check)(const struct pu_state *s, const struct pu_data *d, struct pu_go *g,
			  struct tt_err *err);
	/* The whole prompt (pu_prompt), for a view that shows an option. */
	void (*prompt)(const void *st, const void *data, struct tt_prompt *p);
	/* Every decision a player is asked, by enum pu_pendkind (pu_pend.c). */
	const struct pu_decision *decisions;
};

/* Deathmatch (pu_dm*.c): inert unless s->dm.on. */
struct pu_dm_hooks {
	int (*keys)(struct pu_data *d, struct conf_doc *doc, struct conf_sec *s, struct tt_err *err);
	int (*setup)(struct pu_state *s, const struct pu_data *d, struct tt_err *err);
	void (*powerups)(struct pu_state *s, const struct pu_data *d);
	void (*turn_start)(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
	int (*next)(const struct pu_state *s);
	void (*tick)(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
	const char *(*over)(const struct pu_state *s);
	int (*attack_check)(const struct pu_state *s, int seat, struct tt_err *err);
	int (*target_check)(const struct pu_state *s, int t, struct tt_err *err);
	bool (*declare)(struct pu_state *s, const struct pu_data *d, int seat, int t, bool ranged, int dir,
			int range, int xa, struct tt_out *out);
	void (*resolve)(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
	void (*throw_robot)(struct pu_state *s, const struct pu_data *d, int f, int o, int hits,
			    struct tt_out *out);
	void (*power_enter)(struct pu_state *s, const struct pu_data *d, int f, struct tt_out *out);
};

/* The BUGMISTRESS seat (pu_mistress*.c): inert unless s->bm.on. */
struct pu_bm_hooks {
	int (*seats)(struct pu_state *s, const struct tt_setup *su, struct tt_err *err);
	void (*setup)(struct pu_state *s, const struct pu_data *d);
	int (*step)(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
	void (*offer)(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
	void (*brainwash)(struct pu_state *s, const struct pu_data *d, struct tt_out *out);
};

/* Professions and the turret (pu_prof*.c, pu_turret.c): inert unless
 * professions are on. */
struct pu_prof_hooks {
	int (*parse)(struct pu_data *d, struct conf_doc *doc, struct tt_err *err);
	struct pu_dice2 (*dice)(const struct pu_state *s, const struct pu_data *d, int f, bool ranged);
	int (*armour)(const struct pu_state *s, const struct pu_data *d, int f);
	int (*cost)(const struct pu_state *s, const struct pu_data *d, int seat, int action, int base);
	void (*turn)(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out);
	void (*enter)(struct pu_state *s, const struct pu_data *d, int seat, struct tt_out *out);
};

/* Story missions and the campaign's files (pu_story.c). */
struct pu_story_hooks {
	int (*keys)(struct pu_data *d, struct conf_doc *doc, struct conf_sec *s, struct tt_err *err);
	int (*load)(const struct tt_files *f, const char *scenario, struct conf_doc *doc,
		    struct pu_data *d, struct tt_err *err);
	void (*unload)(struct pu_data *d);
	int (*goal)(struct pu_state *s, const struct pu_data *d, struct tt_out *out, const char **why);
};

struct pu_hooks {
	const struct pu_play_hooks *play;
	const struct pu_dm_hooks *dm;
	const struct pu_bm_hooks *bm;
	const struct pu_prof_hooks *prof;
	const struct pu_story_hooks *story;
};

extern const struct pu_play_hooks pu_play_hooks;
extern const struct pu_dm_hooks pu_dm_hooks;
extern const struct pu_bm_hooks pu_bm_hooks;
extern const struct pu_prof_hooks pu_prof_hooks;
extern const struct pu_story_hooks pu_story_hooks;

#endif
