/*
 * lesson.c - lessons: their files, where a learner stands, and the check
 * that every step's move is legal in its position (see lesson.h).
 *
 * A lesson's game is tagged "GAME/NAME START": START is the length of the
 * history when its first step began.  The step a game stands at is found
 * by walking the learner's moves from there, each taken by the step it
 * belongs to; a move no step takes never stays in the history (it is
 * taken back at once), so the walk needs nothing but the history.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "conf.h"
#include "lesson.h"
#include "seats.h"

/* A text: key, then key2, key3 ... up to parts keys (a line holds at
 * most 198 bytes), joined by spaces; at most cap bytes in all. */
static int lesson_join(struct conf_doc *d, struct conf_sec *s, const char *key, bool required,
		       char *out, size_t cap, int parts, struct tt_err *err)
{
	char more[LESSON_TEXT], k[32];
	size_t n;

	if (conf_str(d, s, key, required, "", out, cap, err) < 0)
		return -1;
	for (int i = 2; i <= parts; i++) {
		snprintf(k, sizeof k, "%s%d", key, i);
		if (conf_str(d, s, k, false, "", more, sizeof more, err) < 0)
			return -1;
		if (!more[0])
			break;
		n = strlen(out);
		if (n + 1 + strlen(more) >= cap)
			return conf_errf(d, conf_line(s, k), err, "%s is longer than %d bytes", key,
					 (int)cap - 1);
		snprintf(out + n, cap - n, "%s%s", n ? " " : "", more);
	}
	return 0;
}

static int lesson_text(struct conf_doc *d, struct conf_sec *s, const char *key, bool required,
		       char *out, struct tt_err *err)
{
	return lesson_join(d, s, key, required, out, LESSON_TEXT, 6, err);
}

/* "a | b | c": the moves a step takes besides its own. */
static int lesson_accept(struct conf_doc *d, struct conf_sec *s, struct lesson_step *st,
			 struct tt_err *err)
{
	char buf[LESSON_MAXACCEPT * LESSON_CMD], *tok, *save = NULL;

	if (conf_str(d, s, "accept", false, "", buf, sizeof buf, err) < 0)
		return -1;
	for (tok = strtok_r(buf, "|", &save); tok; tok = strtok_r(NULL, "|", &save)) {
		size_t n;

		while (*tok == ' ')
			tok++;
		n = strlen(tok);
		while (n > 0 && tok[n - 1] == ' ')
			tok[--n] = '\0';
		if (!n)
			continue;
		if (st->naccept == LESSON_MAXACCEPT || n >= LESSON_CMD)
			return conf_errf(d, conf_line(s, "accept"), err, "at most %d moves of at most "
					 "%d characters, between '|'", LESSON_MAXACCEPT,
					 LESSON_CMD - 1);
		memcpy(st->accept[st->naccept++], tok, n + 1);
	}
	return 0;
}

static int lesson_step_parse(struct conf_doc *d, struct conf_sec *s, struct lesson_step *st,
			     struct tt_err *err)
{
	memset(st, 0, sizeof *st);
	st->line = conf_line(s, "say");
	if (lesson_text(d, s, "say", true, st->say, err) < 0 ||
	    conf_str(d, s, "move", true, NULL, st->move, sizeof st->move, err) < 0 ||
	    lesson_accept(d, s, st, err) < 0 ||
	    conf_str(d, s, "rig", false, "", st->rig, sizeof st->rig, err) < 0 ||
	    lesson_text(d, s, "wrong", false, st->wrong, err) < 0 ||
	    lesson_text(d, s, "after", false, st->after, err) < 0)
		return -1;
	if (st->rig[0] && strspn(st->rig, "0123456789 ") != strlen(st->rig))
		return conf_errf(d, conf_line(s, "rig"), err, "rig is a list of die values");
	return 0;
}

static int lesson_head(const struct engine_ops *ops, struct conf_doc *d, struct lesson *L,
		       struct tt_err *err)
{
	struct conf_sec *h = conf_section(d, "lesson");
	char seed[24], players[256], *end;
	long minutes;

	if (!h)
		return conf_errf(d, 1, err, "a lesson starts with a [lesson] section");
	if (conf_str(d, h, "title", true, NULL, L->title, sizeof L->title, err) < 0 ||
	    conf_str(d, h, "about", true, NULL, L->about, sizeof L->about, err) < 0 ||
	    conf_int(d, h, "minutes", false, 5, 1, 60, &minutes, err) < 0 ||
	    conf_str(d, h, "scenario", false, ops->default_scenario, L->setup.scenario,
		     sizeof L->setup.scenario, err) < 0 ||
	    conf_str(d, h, "seed", true, NULL, seed, sizeof seed, err) < 0 ||
	    conf_str(d, h, "players", true, NULL, players, sizeof players, err) < 0 ||
	    conf_str(d, h, "options", false, "", L->setup.opts, sizeof L->setup.opts, err) < 0 ||
	    lesson_join(d, h, "setup", false, L->setup_cmds, sizeof L->setup_cmds, 64, err) < 0 ||
	    lesson_text(d, h, "intro", false, L->intro, err) < 0 ||
	    lesson_text(d, h, "end", true, L->end, err) < 0)
		return -1;
	L->minutes = (int)minutes;
	L->setup_line = conf_line(h, "setup");
	L->setup.seed = strtoull(seed, &end, 10);
	if (*end || end == seed)
		return conf_errf(d, conf_line(h, "seed"), err, "seed is a number");
	if (seats_parse(ops, players, &L->setup, err) < 0)
		return conf_errf(d, conf_line(h, "players"), err, "players: %.200s", err->msg);
	L->learner = -1;
	for (int i = 0; i < L->setup.nseats && L->learner < 0; i++)
		if (!L->setup.seat[i].ai)
			L->learner = i;
	if (L->learner < 0)
		return conf_errf(d, conf_line(h, "players"), err, "a lesson has a seat for a person");
	return 0;
}

int lesson_parse(const struct engine_ops *ops, const char *file, const char *name,
		 const char *text, size_t len, struct lesson *L, struct tt_err *err)
{
	struct conf_doc d;
	int rc;

	memset(L, 0, sizeof *L);
	if (strlen(name) >= sizeof L->name || strspn(name, "abcdefghijklmnopqrstuvwxyz0123456789-")
	    != strlen(name) || !name[0])
		return tt_errf(err, "%s: a lesson's name is lower-case letters, digits and '-'", file);
	tt_strlcpy(L->game, ops->id, sizeof L->game);
	tt_strlcpy(L->name, name, sizeof L->name);
	if (conf_parse_text(&d, file, text, len, err) < 0)
		return -1;
	rc = lesson_head(ops, &d, L, err);
	L->nstep = conf_count(&d, "step");
	if (rc == 0 && (L->nstep < 1 || L->nstep > LESSON_MAXSTEP))
		rc = conf_errf(&d, 1, err, "a lesson has 1 to %d [step] sections, not %d",
			       LESSON_MAXSTEP, L->nstep);
	for (int i = 0; rc == 0 && i < L->nstep; i++)
		rc = lesson_step_parse(&d, conf_nth(&d, "step", i), &L->step[i], err);
	if (rc == 0)
		rc = conf_finish(&d, err);
	conf_free(&d);
	return rc;
}

/* Does text match pattern, where * stands for any run of characters? */
static bool lesson_glob(const char *pat, const char *text)
{
	if (!*pat)
		return !*text;
	if (*pat == '*')
		return lesson_glob(pat + 1, text) || (*text && lesson_glob(pat, text + 1));
	return *text == *pat && lesson_glob(pat + 1, text + 1);
}

bool lesson_takes(const struct lesson_step *st, const char *cmd)
{
	if (strcmp(cmd, st->move) == 0)
		return true;
	for (int i = 0; i < st->naccept; i++)
		if (lesson_glob(st->accept[i], cmd))
			return true;
	return false;
}

/* Where the steps began (the tag's START), or -1 when s is no game of L. */
static int lesson_start(const struct lesson *L, const struct session *s)
{
	const char *tag = session_lesson(s), *sp = strrchr(tag, ' ');
	size_t ng = strlen(L->game), nn = strlen(L->name);

	if (!sp || (size_t)(sp - tag) != ng + 1 + nn || strncmp(tag, L->game, ng) != 0 ||
	    tag[ng] != '/' || strncmp(tag + ng + 1, L->name, nn) != 0)
		return -1;
	return atoi(sp + 1);
}

/* The command of history line i when it is a move of the learner (not a
 * preview, a rig or another seat's), else NULL. */
static const char *lesson_move_of(const struct lesson *L, const struct session *s, int i)
{
	const struct session_hist *h = session_hist(s, i);
	const char *sp;

	if (h->seat != L->learner || h->preview || h->line[0] != '@')
		return NULL;
	sp = strchr(h->line, ' ');
	return sp ? sp + 1 : NULL;
}

int lesson_at(const struct lesson *L, const struct session *s)
{
	int k = 0, n = session_nhist(s), i = lesson_start(L, s);

	if (i < 0)
		return -1;
	for (; i < n && k < L->nstep; i++) {
		const char *cmd = lesson_move_of(L, s, i);

		if (cmd && lesson_takes(&L->step[k], cmd))
			k++;
	}
	return k;
}

/* Rig the dice step k asks for (a rig line in the history, as a save
 * replays it). */
static int lesson_rig(const struct lesson *L, struct session *s, int k, struct tt_err *err)
{
	char line[LESSON_CMD + 8];

	if (k >= L->nstep || !L->step[k].rig[0])
		return 0;
	snprintf(line, sizeof line, "rig %s", L->step[k].rig);
	return session_replay_line(s, line, err);
}

int lesson_begin(const struct lesson *L, struct session *s, struct tt_out *out,
		 struct tt_err *err)
{
	char buf[LESSON_SETUP], tag[SESSION_LESSON_MAX], *tok, *save = NULL;
	struct tt_err e;

	tt_strlcpy(buf, L->setup_cmds, sizeof buf);
	for (tok = strtok_r(buf, ";", &save); tok; tok = strtok_r(NULL, ";", &save)) {
		while (*tok == ' ')
			tok++;
		if (!*tok)
			continue;
		/* "rig ..." and "@seat cmd" as a save has them; a bare
		 * command is the prompted seat's */
		if (strncmp(tok, "rig ", 4) == 0 ? session_replay_line(s, tok, &e) < 0
		    : session_line(s, -1, tok, out, &e) != SESSION_OK)
			return tt_errf(err, "the lesson's setup command '%.60s' is refused: %.200s",
				       tok, e.msg);
	}
	snprintf(tag, sizeof tag, "%s/%s %d", L->game, L->name, session_nhist(s));
	session_set_lesson(s, tag);
	return lesson_rig(L, s, 0, err);
}

/* Rebuild *sp from n history lines (lines), without what came after. */
static int lesson_rebuild(struct session **sp, const void *data, char (*lines)[SESSION_LINE_MAX],
			  int n, struct tt_err *err)
{
	struct session *s = *sp, *t;
	char tag[SESSION_LESSON_MAX];

	if (session_new(&t, session_ops(s), data, session_setup(s), err) < 0)
		return -1;
	session_set_rebuilding(t, true);
	for (int i = 0; i < n; i++)
		if (session_replay_line(t, lines[i], err) < 0) {
			session_free(t);
			return -1;
		}
	session_set_rebuilding(t, false);
	session_set_debug(t, session_debug(s));
	tt_strlcpy(tag, session_lesson(s), sizeof tag);
	session_set_lesson(t, tag);
	session_free(s);
	*sp = t;
	return 0;
}

/* An accepted move of the learner that step k does not take: rebuild the
 * game as it was (n lines) and say why. */
static int lesson_refuse(const struct lesson *L, struct session **sp, const void *data, int k,
			 char (*lines)[SESSION_LINE_MAX], int n, struct tt_out *out,
			 struct tt_err *err)
{
	const struct lesson_step *st = &L->step[k];
	struct tt_err e;

	if (lesson_rebuild(sp, data, lines, n, &e) < 0)
		return tt_errf(err, "the lesson could not take the move back: %.200s", e.msg);
	tt_out_clear(out);
	if (st->wrong[0])
		tt_errf(err, "taken back, not this step's move: %s", st->wrong);
	else
		tt_errf(err, "taken back, not this step's move: this step is about '%s'",
			st->move);
	return SESSION_REJECTED;
}

int lesson_line(const struct lesson *L, struct session **sp, const void *data, int seat,
		const char *line, struct tt_out *out, struct tt_err *err)
{
	struct session *s = *sp;
	int n0 = session_nhist(s), k0 = lesson_at(L, s), k1, rc;
	char (*lines)[SESSION_LINE_MAX];

	if (k0 < 0 || k0 >= L->nstep)
		return session_line(s, seat, line, out, err);
	/* the history as it is, to take a wrong move back */
	lines = malloc(sizeof *lines * (size_t)(n0 > 0 ? n0 : 1));
	if (!lines) {
		tt_errf(err, "out of memory");
		return SESSION_REJECTED;
	}
	for (int i = 0; i < n0; i++)
		memcpy(lines[i], session_hist(s, i)->line, SESSION_LINE_MAX);
	rc = session_line(s, seat, line, out, err);
	if (rc == SESSION_OK && session_nhist(s) > n0 &&
	    lesson_move_of(L, s, session_nhist(s) - 1)) {
		k1 = lesson_at(L, s);
		if (k1 == k0) {
			rc = lesson_refuse(L, sp, data, k0, lines, n0, out, err);
		} else if (k1 > k0) {
			/* the step's after text is the next step's first words */
			if (lesson_rig(L, s, k1, err) < 0)
				rc = SESSION_REJECTED;
		}
	}
	free(lines);
	return rc;
}

/* Let the computer seats move until the learner must decide (or the game
 * is over): 0, or -1 with err. */
static int lesson_others(const struct lesson *L, struct session *s, struct tt_out *out,
			 struct tt_out *trace, struct tt_err *err)
{
	for (int guard = 0; guard < 2000; guard++) {
		uint32_t waiting;
		int seat = session_turn(s, &waiting);

		if (seat < 0 && waiting == 0)
			return 0;
		if (seat == L->learner || (seat < 0 && (waiting >> L->learner & 1)))
			return 0;
		if (seat < 0) {	/* everybody chooses: the first computer seat still to */
			for (seat = 0; seat < L->setup.nseats && !(waiting >> seat & 1); seat++)
				;
		}
		tt_out_clear(out);
		if (session_ai_move(s, seat, L->setup.seat[seat].level, out, err) < 0)
			return -1;
		if (trace)
			tt_outf(trace, "%s", out->text);
	}
	return tt_errf(err, "the computer seats never let the learner decide");
}

/* The trace of step k: the learner's decision, its options and what the
 * game says of the learner's piece (look). */
static void lesson_trace_step(const struct lesson *L, struct session *s, int k,
			      struct tt_out *trace)
{
	struct tt_prompt *p = malloc(sizeof *p);
	struct tt_out *o = malloc(sizeof *o);
	struct tt_err e;

	if (p && o) {
		session_prompt(s, p);
		tt_outf(trace, "== step %d: %s\n", k + 1, p->text);
		for (int i = 0; i < p->nopt; i++)
			tt_outf(trace, "   %s%s\n", p->opt[i].cmd,
				lesson_takes(&L->step[k], p->opt[i].cmd) ? "   <- taken" : "");
		tt_out_clear(o);
		if (session_line(s, L->learner, "look", o, &e) == SESSION_OK)
			tt_outf(trace, "%s", o->text);
	}
	free(p);
	free(o);
}

int lesson_check(const struct engine_ops *ops, const struct lesson *L, const void *data,
		 struct tt_out *trace, struct tt_err *err)
{
	struct session *s;
	struct tt_out *out = malloc(sizeof *out);
	struct tt_err e;
	int rc = 0;

	if (!out)
		return tt_errf(err, "out of memory");
	tt_out_clear(out);
	if (session_new(&s, ops, data, &L->setup, err) < 0) {
		free(out);
		return -1;
	}
	if (lesson_begin(L, s, out, &e) < 0)
		rc = tt_errf(err, "%d: %s", L->setup_line, e.msg);
	for (int k = 0; rc == 0 && k < L->nstep; k++) {
		const struct lesson_step *st = &L->step[k];

		if (lesson_others(L, s, out, trace, &e) < 0 || lesson_at(L, s) != k) {
			rc = tt_errf(err, "%d: step %d: %s", st->line, k + 1,
				     lesson_at(L, s) != k ? "the game is not at this step" : e.msg);
			break;
		}
		if (trace)
			lesson_trace_step(L, s, k, trace);
		tt_out_clear(out);
		e.msg[0] = '\0';
		if (lesson_line(L, &s, data, L->learner, st->move, out, &e) != SESSION_OK ||
		    lesson_at(L, s) != k + 1)
			rc = tt_errf(err, "%d: step %d: its move '%s' %s%.200s", st->line, k + 1,
				     st->move, e.msg[0] ? "is refused: " : "does not end the step",
				     e.msg[0] ? e.msg : "");
		if (trace)
			tt_outf(trace, "-> %s\n%s", st->move, out->text);
	}
	session_free(s);
	free(out);
	return rc;
}
