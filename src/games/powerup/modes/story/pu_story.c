/*
 * pu_story.c - POWERUP: the Story campaign, its missions one after
 * another in one game.
 *
 * A campaign file (a scenario with a [campaign] section) lists mission
 * files; each is loaded whole as a data set of its own (stage[k]), and
 * the engine plays the state's current mission with that data: every
 * entry of the engine table maps the data first (pu_stage).  A mission
 * won sets the next one up in the same state: a board of its own built
 * by pu_create, and what each BUGBUSTER carries (coins, score, POW!
 * cards, equipment) brought over, with lives, ammunition and reaction
 * points restored.  So a campaign is one command list: saved, replayed
 * and undone like any game.
 * This file reads the campaign's files and carries the missions' own
 * rules (through pu_story_hooks); the engine's entries that play them
 * are in pu_camp.c.
 *
 * The missions' own rules: restart (someone down: the mission starts
 * over with what the team brought into it), the goals reach (every
 * BUGBUSTER stands on a POWERUP) and clear (exterminate the BUGs named,
 * and reach the first Non-Player Character when meet is set), protect
 * (the NPCs must live, and are the BUGs' PRIMARY TARGETS), named NPCs,
 * rewards (the store for everyone, a POW! card each) and the story text
 * shown before and after each mission.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dump.h"
#include "../pu_modes.h"

const struct pu_data *pu_stage(const struct pu_state *s, const struct pu_data *d)
{
	int k = s->camp.stage;

	if (d->nstory == 0)
		return d;
	return d->stage[k < 0 ? 0 : k >= d->nstory ? d->nstory - 1 : k];
}

/* ---- loading ---- */

/* "KEY1".."KEY8" lines joined into out (a story text). */
static int pu_story_text(struct conf_doc *doc, struct conf_sec *s, const char *key, char *out,
			 size_t cap, struct tt_err *err)
{
	char k[16];
	size_t n = 0;

	out[0] = '\0';
	for (int i = 1; i <= 8; i++) {
		const char *v;
		snprintf(k, sizeof k, "%s%d", key, i);
		if (!(v = conf_raw(s, k)))
			continue;
		if (n + strlen(v) + 2 > cap)
			return conf_errf(doc, conf_line(s, k), err, "%s: the text is longer than %zu "
					 "characters", key, cap - 1);
		n += (size_t)snprintf(out + n, cap - n, "%s%s", n ? "\n" : "", v);
	}
	return 0;
}

static int pu_story_npcs(struct pu_mission *m, struct conf_doc *doc, struct conf_sec *s,
			 struct tt_err *err)
{
	char buf[CONF_LINE_MAX], *save = NULL;
	int n = 0;

	if (conf_str(doc, s, "npc_names", false, "", buf, sizeof buf, err) < 0)
		return -1;
	for (char *t = strtok_r(buf, " ", &save); t; t = strtok_r(NULL, " ", &save)) {
		if (n == PU_NPCNAME || strlen(t) >= sizeof m->npc_name[0])
			return conf_errf(doc, conf_line(s, "npc_names"), err, "npc_names: expected up to "
					 "%d names of up to 7 letters", PU_NPCNAME);
		tt_strlcpy(m->npc_name[n++], t, sizeof m->npc_name[0]);
	}
	return 0;
}

/* A BUG sheet named under key: its index in *out; "all" gives -1 when
 * allowed; no key gives none.  0, or -1 with err. */
static int pu_story_bug(const struct pu_data *d, struct conf_doc *doc, struct conf_sec *s,
			const char *key, bool all, int none, int *out, struct tt_err *err)
{
	char v[PU_NAME];

	if (conf_str(doc, s, key, false, "", v, sizeof v, err) < 0)
		return -1;
	*out = none;
	if (!v[0])
		return 0;
	if (all && !strcmp(v, "all")) {
		*out = -1;
		return 0;
	}
	for (int i = 0; i < d->nbug; i++)
		if (!strcmp(d->bug[i].id, v)) {
			*out = i;
			return 0;
		}
	return conf_errf(doc, conf_line(s, key), err, "%s: expected %sa BUG id", key, all ? "all or " : "");
}

/* The keys of a story mission (all optional: an arcade mission has none). */
int pu_story_keys(struct pu_data *d, struct conf_doc *doc, struct conf_sec *s, struct tt_err *err)
{
	static const char *const rewards[] = { "none", "store", "pow", "store+pow", NULL };
	struct pu_mission *m = &d->mission;
	static const char *const targets[] = { "bugbusters", "npcs", NULL };
	bool restart, meet, protect, keep;
	int rw, tg;

	if (conf_bool(doc, s, "restart", false, false, &restart, err) < 0 ||
	    conf_bool(doc, s, "meet", false, false, &meet, err) < 0 ||
	    conf_bool(doc, s, "protect", false, false, &protect, err) < 0 ||
	    conf_bool(doc, s, "keep_bugs", false, false, &keep, err) < 0 ||
	    conf_enum(doc, s, "reward", false, 0, rewards, &rw, err) < 0 ||
	    conf_enum(doc, s, "bugs_target", false, 0, targets, &tg, err) < 0 ||
	    (m->npower = pu_spots(doc, s, "powerups", m->power, PU_MAXTILE, m, err)) < 0 ||
	    pu_story_bug(d, doc, s, "clear", true, -2, &m->clear, err) < 0 ||
	    pu_story_bug(d, doc, s, "after_kill", false, -1, &m->after_kill, err) < 0 ||
	    conf_str(doc, s, "goal_text", false, "", m->goal_text, sizeof m->goal_text, err) < 0 ||
	    conf_str(doc, s, "won_text", false, "", m->won_text, sizeof m->won_text, err) < 0 ||
	    pu_unlock_parse(d, doc, s, "unlock", &m->unlocks, err) < 0 ||
	    pu_story_npcs(m, doc, s, err) < 0 || pu_story_text(doc, s, "intro", m->intro,
	    sizeof m->intro, err) < 0 || pu_story_text(doc, s, "outro", m->outro, sizeof m->outro, err) < 0)
		return -1;
	m->restart = restart;
	m->meet = meet;
	m->protect = protect;
	m->keep_bugs = keep;
	m->npc_target = tg;
	m->reward = (unsigned)rw;
	if (m->goal == PU_GO_CLEAR && m->clear == -2)
		return conf_errf(doc, s->line, err, "a clear mission needs clear = all or a BUG id");
	if ((meet || protect || tg || m->goal == PU_GO_RESCUE) && m->nnpc == 0)
		return conf_errf(doc, s->line, err, "meet, protect, rescue and bugs_target = npcs need "
				 "npcs = X,Y ...");
	if (m->nnpc > PU_NPCNAME && m->goal != PU_GO_VIPS)
		return conf_errf(doc, s->line, err, "a Story mission has at most %d NPCs", PU_NPCNAME);
	return 0;
}

void pu_story_unload(struct pu_data *d)
{
	for (int k = 0; k < d->nstory; k++)
		pu_unload(d->stage[k]);
	d->nstory = 0;
}

/* The keys locked_* are read once the first mission's data is there to
 * name the elements in: mark them read for conf_finish. */
static int pu_story_prelock(struct conf_doc *doc, struct conf_sec *s, struct tt_err *err)
{
	static const char *const keys[] = { "locked_bug", "locked_bugcard", "locked_pow", "locked_eq" };
	char v[CONF_LINE_MAX];

	for (int k = 0; k < 4; k++)
		if (conf_str(doc, s, keys[k], false, "", v, sizeof v, err) < 0)
			return -1;
	return 0;
}

/* The missions of the campaign file doc (at path scenario), each a whole
 * data set; d becomes a copy of the first with the campaign's fields. */
int pu_story_load(const struct tt_files *f, const char *scenario, struct conf_doc *doc,
		  struct pu_data *d, struct tt_err *err)
{
	struct conf_sec *s = conf_section(doc, "campaign");
	struct pu_data *st[PU_MAXSTORY];
	char list[CONF_LINE_MAX], desc[CONF_DESC_MAX + 1], title[48], path[4200], *save = NULL;
	char ending[PU_STORY_TEXT];
	struct pu_locks locked;
	const char *slash = strrchr(scenario, '/'), *base = slash ? slash + 1 : scenario;
	int n = 0, dirlen = slash ? (int)(slash - scenario + 1) : 0, rc = 0;

	if (conf_str(doc, s, "title", true, "", title, sizeof title, err) < 0 ||
	    conf_description(doc, s, desc, sizeof desc, err) < 0 ||
	    conf_str(doc, s, "missions", true, "", list, sizeof list, err) < 0 ||
	    pu_story_text(doc, s, "ending", ending, sizeof ending, err) < 0 ||
	    pu_story_prelock(doc, s, err) < 0 || conf_finish(doc, err) < 0)
		return -1;
	for (char *t = strtok_r(list, " ", &save); t; t = strtok_r(NULL, " ", &save)) {
		void *one;
		if (n == PU_MAXSTORY) {
			rc = conf_errf(doc, conf_line(s, "missions"), err, "missions: at most %d", PU_MAXSTORY);
			break;
		}
		snprintf(path, sizeof path, "%.*s%s.ini", dirlen, scenario, t);
		if ((rc = pu_load_with(f, path, d->hooks, &one, err)) < 0)
			break;
		st[n++] = one;
	}
	if (rc == 0 && n == 0)
		rc = conf_errf(doc, s->line, err, "missions: expected mission files");
	if (rc == 0 && (rc = pu_unlock_parse(st[0], doc, s, "locked", &locked, err)) == 0)
		pu_unlock_stages(st, n, &locked);
	if (rc < 0) {
		while (n > 0)
			pu_unload(st[--n]);
		return -1;
	}
	memcpy(d, st[0], sizeof *d);
	d->nstory = n;
	memcpy(d->stage, st, sizeof st[0] * (size_t)n);
	tt_strlcpy(d->camp_title, title, sizeof d->camp_title);
	tt_strlcpy(d->camp_id, base, sizeof d->camp_id);
	if (strlen(d->camp_id) > 4 && !strcmp(d->camp_id + strlen(d->camp_id) - 4, ".ini"))
		d->camp_id[strlen(d->camp_id) - 4] = '\0';
	memcpy(d->camp_ending, ending, sizeof ending);
	return 0;
}

/* ---- the missions' rules ---- */

static bool pu_story_cleared(const struct pu_state *s, const struct pu_data *d)
{
	for (int i = 0; i < s->nfig; i++)
		if (s->fig[i].kind == PU_FK_BUG && pu_alive(s, i) &&
		    (d->mission.clear == -1 || s->fig[i].type == d->mission.clear))
			return false;
	return true;
}

/* Who stands on a POWERUP, who stands next to the first NPC. */
static void pu_story_mark(struct pu_state *s)
{
	int npc = -1;

	for (int i = 0; i < s->nfig && npc < 0; i++)
		if (s->fig[i].kind == PU_FK_NPC && s->fig[i].type == 1 && pu_alive(s, i))
			npc = i;
	for (int i = 0; i < s->nseats; i++) {
		const struct pu_fig *g = &s->fig[s->bb[i].fig];
		if (g->lives <= 0 || g->aboard)
			continue;
		if (s->power[g->y][g->x])
			s->camp.reached |= (uint8_t)(1u << i);
		if (npc >= 0 && abs(g->x - s->fig[npc].x) <= 1 && abs(g->y - s->fig[npc].y) <= 1)
			s->camp.met = 1;
	}
}

/* EXODUS: an NPC on a POWERUP is saved and leaves the board, the last
 * one (GUS) only once all the others are; in the BURP mission only once
 * a BUG of the sheet after_kill (a BURP) is destroyed. */
static void pu_story_rescue(struct pu_state *s, const struct pu_data *d, struct tt_out *out)
{
	unsigned all = (1u << d->mission.nnpc) - 1, last = 1u << (d->mission.nnpc - 1);

	for (int i = 0; i < s->nfig; i++) {
		struct pu_fig *g = &s->fig[i];
		if (g->kind != PU_FK_NPC || !pu_alive(s, i) || g->aboard || !s->power[g->y][g->x] ||
		    !g->type || ((1u << (g->type - 1)) == last && (s->camp.saved | last) != all) ||
		    (d->mission.after_kill >= 0 && !(s->camp.slain >> d->mission.after_kill & 1)))
			continue;
		s->camp.saved |= (uint8_t)(1u << (g->type - 1));
		tt_outf(out, "%s reaches the POWERUP and is beamed out to safety.\n", pu_fig_name(s, d, i));
		g->kind = PU_FK_NONE;
	}
}

/* A story goal reached (1) or lost (2), with why; 0 playing on. */
int pu_story_goal(struct pu_state *s, const struct pu_data *d, struct tt_out *out, const char **why)
{
	const struct pu_mission *m = &d->mission;
	int npcs = 0;

	pu_story_mark(s);
	if (m->goal == PU_GO_RESCUE)
		pu_story_rescue(s, d, out);
	for (int i = 0; i < s->nfig; i++)
		npcs += s->fig[i].kind == PU_FK_NPC && pu_alive(s, i);
	for (int k = 0; k < PU_NPCNAME; k++)
		npcs += (s->camp.saved >> k) & 1;
	if (m->protect && npcs < m->nnpc) {
		*why = "a Non-Player Character the team had to protect has died.";
		return 2;
	}
	if (m->goal == PU_GO_RESCUE && s->camp.saved == (1u << m->nnpc) - 1) {
		*why = m->after_kill >= 0 ? "a BURP is destroyed and GUS is out through the POWERUP." :
		       "every scientist is safe, GUS the last.";
		return 1;
	}
	if (m->goal == PU_GO_REACH && s->camp.reached == (1u << s->nseats) - 1) {
		*why = "the whole team made it alive to a POWERUP.";
		return 1;
	}
	if (m->goal == PU_GO_CLEAR && pu_story_cleared(s, d) && (!m->meet || s->camp.met)) {
		*why = m->won_text[0] ? m->won_text : m->meet ?
		       "the BUGs are exterminated and the team has reached its friend." :
		       "the BUGs are exterminated.";
		return 1;
	}
	return 0;
}

/* The campaign's part of the state dump (nothing in a single mission). */
void pu_story_dump(const struct pu_state *s, const struct pu_data *d, struct tt_dump *l)
{
	char locked[DUMP_LINE_MAX - 16];

	if (!s->camp.on)
		return;
	dump_line(l, "story=mission %d reached %d met %d told %d restarts %d limit %d saved %d",
		  s->camp.stage + 1, s->camp.reached, s->camp.met, s->camp.told, s->camp.restarts,
		  s->camp.limit, s->camp.saved);
	for (int i = 0; i < s->nseats; i++) {
		const struct pu_carry *c = &s->camp.carry[i];
		dump_line(l, "story.carry.%d=coins %d score %d cards %d gear %d", i, c->coins, c->score,
			  c->nhand, c->ngear);
	}
	pu_unlock_text(d, locked, sizeof locked);
	dump_line(l, "story.locked=%s", locked);
}
