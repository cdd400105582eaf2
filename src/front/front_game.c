/*
 * front_game.c - a game on a front end, written once for both: who looks
 * at the screen and when the keyboard changes hands (the curtain), which
 * typed lines would peek at hidden information, the default seats, and a
 * game's start, continuation and what its end asked for (watch it again,
 * a new game with the same seats, the menu).
 *
 * The front end draws and reads keys; what to play, when a curtain is
 * due and where the game is saved are decided here.
 */
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <stdlib.h>
#include "cmd.h"
#include "front.h"
#include "lesson.h"
#include "registry.h"
#include "seats.h"

bool front_seat_human(const struct front_src *src, int seat)
{
	const struct tt_setup *su = src->setup;

	if (src->table)	/* at a table only this terminal's seats are ours (one
			 * person may play two characters) */
		return seat >= 0 && seats_same_person(su, seat, src->me);
	return seat >= 0 && seat < su->nseats && !su->seat[seat].ai;
}

/* People at this keyboard (not seats: one may play two characters), and
 * the first one's seat. */
static int front_people(const struct front_src *src, int *first)
{
	const struct tt_setup *su = src->setup;
	int n = 0;

	*first = -1;
	for (int i = 0; i < su->nseats; i++)
		if (!su->seat[i].ai && !su->seat[i].with && n++ == 0)
			*first = i;
	return n;
}

bool front_viewer(const struct front_src *src, const struct tt_prompt *p, int *viewer)
{
	int first, nh = front_people(src, &first);

	if (src->table) {
		*viewer = src->me;
		return false;
	}
	/* a hidden prompt in an open game (POWERUP's BUGMISTRESS) curtains too */
	if ((!registry_hidden(src->game, src->setup) && !p->hidden) || nh == 0)
		*viewer = -1;
	else if (nh == 1)
		*viewer = first;
	else if (seats_same_person(src->setup, p->seat, *viewer))
		*viewer = p->seat;	/* one person's other character: no curtain */
	else if (front_seat_human(src, p->seat) && p->seat != *viewer)
		return true;
	return false;
}

void front_curtain_name(const struct front_src *src, int seat, char name[TT_NAME_MAX])
{
	const char *n = src->setup->seat[seats_person(src->setup, seat)].name;

	for (size_t i = 0; i < TT_NAME_MAX; i++)
		name[i] = (char)(n[i] >= 'a' && n[i] <= 'z' ? n[i] - 32 : n[i]);
}

/* The verb a word resolves to (as the session would: exact or unique
 * prefix among the global and the game's verbs), or NULL. */
static const char *front_cmd_verb(const struct front_src *src, const char *word)
{
	struct tt_err err;
	const struct cmd_verb *v = session_verb(src->game, word, &err);

	return v ? v->name : NULL;
}

/* The seat named name, or -1. */
static int front_cmd_seat(const struct tt_setup *su, const char *name)
{
	for (int i = 0; i < su->nseats; i++)
		if (strcmp(su->seat[i].name, name) == 0)
			return i;
	return -1;
}

bool front_cmd_peeks(const struct front_src *src, const char *line, int viewer)
{
	struct tt_err err;
	struct cmd c;
	const char *v;

	if (!registry_hidden(src->game, src->setup) || cmd_parse(line, &c, &err) < 0 || c.argc == 0)
		return false;
	v = front_cmd_verb(src, c.argv[0]);
	if (!v)
		return false;
	if (strcmp(v, "state") == 0)
		return true;
	/* another seat's view is secret; a word that names no seat (a card of
	 * the market, "legend") is public: the game answers or refuses it */
	if ((strcmp(v, "show") == 0 || strcmp(v, "look") == 0) && c.argc > 1) {
		int seat = front_cmd_seat(src->setup, c.argv[1]);
		return seat >= 0 && seat != viewer;
	}
	return false;
}

uint64_t front_seed(void)
{
	return (uint64_t)time(NULL) % 1000000000u;
}

void front_default_setup(const struct engine_ops *ops, struct tt_setup *setup)
{
	int n = ops->min_seats > 2 ? ops->min_seats : 2;

	if (n > ops->max_seats)
		n = ops->max_seats;
	if (!setup->scenario[0])
		tt_strlcpy(setup->scenario, ops->default_scenario, sizeof setup->scenario);
	setup->nseats = n;
	for (int i = 0; i < n && ops->seat_names[i]; i++) {
		tt_strlcpy(setup->seat[i].name, ops->seat_names[i], TT_NAME_MAX);
		setup->seat[i].ai = i > 0;
		setup->seat[i].level = AI_NORMAL;
	}
}

/* What a game is besides its session: a lesson (its file and data, its
 * place in the game's list of lessons), or hints on. */
struct front_how {
	const struct lesson *L;
	const void *data;
	int num, of;
	bool hints;
};

static int front_start(const struct front_end *fo, void *fe, bool debug,
		       const struct engine_ops *ops, struct tt_setup *setup,
		       const struct front_how *how, struct tt_err *err);

/* Play *sp on fo (a lesson's take-back may replace it); from: the save it
 * was continued from, or NULL.  Its autosave's path goes to save. */
static int front_play_session(const struct front_end *fo, void *fe, struct session **sp,
			      const char *from, const struct front_how *how, char *save,
			      size_t cap)
{
	struct front_src src;
	struct front_lesson fl;
	int rc;

	memset(&fl, 0, sizeof fl);
	if (how->L) {
		fl.num = how->num;
		fl.of = how->of;
		front_src_lesson(&src, &fl, how->L, how->data, *sp, from);
	} else {
		front_src_local(&src, &fl.l, *sp, from);
	}
	src.hints = how->hints;
	rc = fo->play(fe, &src);
	*sp = fl.l.s;
	tt_strlcpy(save, fl.l.autosave[0] ? fl.l.autosave : from ? from : "", cap);
	return rc;
}

/* What the end of a game asked for (after): watch it again (then its end
 * comes back), a new game with the same seats (after a lesson: a first
 * real game), or the menu (returned, for whoever started the game).  *sp
 * is the game, path its save. */
static int front_after(const struct front_end *fo, void *fe, bool debug, int after,
		       struct session **sp, char *path, size_t cap, const struct front_how *how,
		       struct tt_err *err)
{
	struct tt_setup setup;
	struct front_how again = { .hints = how->hints };
	char msg[TT_ERR_MAX + 20];

	for (;;) {
		if (!fo->running(fe))
			return 0;
		switch (after) {
		case FRONT_AFTER_REPLAY:
			if (!*path || fo->replay(fe, path, err) < 0) {
				snprintf(msg, sizeof msg, "error: %s", *path ? err->msg :
					 "the game was not saved: there is nothing to replay");
				fo->say(fe, true, msg);
			}
			/* the game again, at its end (its own autosave, as before) */
			after = front_play_session(fo, fe, sp, *path ? path : NULL, how, path, cap);
			break;
		case FRONT_AFTER_AGAIN:
			if (how->L)
				return front_first_game(fo, fe, debug, session_ops(*sp), err);
			setup = *session_setup(*sp);
			setup.seed = front_seed();
			return front_start(fo, fe, debug, session_ops(*sp), &setup, &again, err);
		case FRONT_AFTER_MENU:
			return FRONT_AFTER_MENU;
		default:
			return 0;
		}
	}
}

static int front_start(const struct front_end *fo, void *fe, bool debug,
		       const struct engine_ops *ops, struct tt_setup *setup,
		       const struct front_how *how, struct tt_err *err)
{
	struct session *s;
	char path[IO_PATH_MAX], line[200];
	void *data = NULL;
	int rc;

	if (io_scenario_load(ops, setup, &data, err) < 0)
		return -1;
	if (session_new(&s, ops, data, setup, err) < 0) {
		ops->unload(data);
		return -1;
	}
	session_set_debug(s, debug);
	fo->begin(fe);
	/* the screen's status row already names the help key */
	snprintf(line, sizeof line, "%s %s, seed %llu. L legend.", ops->title, setup->scenario,
		 (unsigned long long)setup->seed);
	fo->say(fe, false, line);
	if (how->hints)
		fo->say(fe, false, "Hints are on: each of your decisions shows what the computer "
			"would do, and why.");
	rc = front_play_session(fo, fe, &s, NULL, how, path, sizeof path);
	rc = front_after(fo, fe, debug, rc, &s, path, sizeof path, how, err);
	session_free(s);
	ops->unload(data);
	return rc;
}

int front_start_game(const struct front_end *fo, void *fe, bool debug,
		     const struct engine_ops *ops, struct tt_setup *setup, struct tt_err *err)
{
	struct front_how how = { 0 };

	return front_start(fo, fe, debug, ops, setup, &how, err);
}

int front_first_game(const struct front_end *fo, void *fe, bool debug,
		     const struct engine_ops *ops, struct tt_err *err)
{
	struct front_how how = { .hints = true };
	struct tt_setup setup;

	memset(&setup, 0, sizeof setup);
	front_default_setup(ops, &setup);
	for (int i = 1; i < setup.nseats; i++)
		setup.seat[i].level = AI_EASY;
	setup.seed = front_seed();
	return front_start(fo, fe, debug, ops, &setup, &how, err);
}

/* Where lesson name stands in the game's list: *num of *of (0 of 0 when
 * it is not listed). */
static void front_lesson_place(const struct engine_ops *ops, const char *name, int *num, int *of)
{
	struct io_entry e[LESSON_LIST_MAX];
	int n = io_lessons(ops, e, LESSON_LIST_MAX);

	*num = *of = 0;
	for (int i = 0; i < n; i++)
		if (strcmp(e[i].name, name) == 0) {
			*num = i + 1;
			*of = n;
		}
}

/* Play lesson L (its data, its game s begun or continued from save from). */
static int front_lesson_play(const struct front_end *fo, void *fe, bool debug,
			     const struct lesson *L, const void *data, struct session **sp,
			     const char *from, struct tt_err *err)
{
	struct front_how how = { .L = L, .data = data };
	char path[IO_PATH_MAX], line[LESSON_ABOUT + 200];
	int rc;

	front_lesson_place(session_ops(*sp), L->name, &how.num, &how.of);
	fo->begin(fe);
	snprintf(line, sizeof line, "Lesson: %s (about %d minutes). It says what to do at each "
		 "step; Q leaves, and Continue takes the lesson up again.", L->title, L->minutes);
	fo->say(fe, false, line);
	rc = front_play_session(fo, fe, sp, from, &how, path, sizeof path);
	return front_after(fo, fe, debug, rc, sp, path, sizeof path, &how, err);
}

int front_start_lesson(const struct front_end *fo, void *fe, bool debug,
		       const struct engine_ops *ops, const char *name, struct tt_err *err)
{
	struct lesson *L = malloc(sizeof *L);
	struct tt_out *out = malloc(sizeof *out);
	struct session *s = NULL;
	void *data = NULL;
	int rc = -1;

	if (!L || !out)
		tt_errf(err, "out of memory");
	else if (io_lesson_open(ops, name, L, &data, err) == 0 &&
		 session_new(&s, ops, data, &L->setup, err) == 0) {
		session_set_debug(s, debug);
		tt_out_clear(out);
		/* the lesson's position is set up, not told */
		if (lesson_begin(L, s, out, err) == 0)
			rc = front_lesson_play(fo, fe, debug, L, data, &s, NULL, err);
	}
	if (s)
		session_free(s);
	if (data)
		ops->unload(data);
	free(out);
	free(L);
	return rc;
}

/* A continued save of a lesson's game: the lesson its tag names ("GAME/
 * NAME START"), or NULL (a message said why it goes on as a game). */
static struct lesson *front_lesson_of(const struct front_end *fo, void *fe,
				      const struct engine_ops *ops, const char *tag)
{
	struct lesson *L;
	struct tt_err err;
	char name[LESSON_NAME + 80];
	const char *sl = strchr(tag, '/');
	size_t n;

	if (!tag[0] || !sl)
		return NULL;
	n = strcspn(sl + 1, " ");
	snprintf(name, sizeof name, "%.*s", (int)(n < LESSON_NAME ? n : LESSON_NAME), sl + 1);
	L = malloc(sizeof *L);
	if (!L || strchr(name, '/') || io_lesson_read(ops, name, L, &err) < 0) {
		snprintf(name, sizeof name, "error: the lesson of this game cannot be opened: %.200s"
			 "; it goes on as a game", L ? err.msg : "out of memory");
		fo->say(fe, true, name);
		free(L);
		return NULL;
	}
	return L;	/* the save's own scenario data plays it */
}

int front_continue(const struct front_end *fo, void *fe, bool debug, const char *save,
		   struct tt_err *err)
{
	struct io_game game;
	struct lesson *L;
	struct front_how how = { 0 };
	char path[IO_PATH_MAX], line[IO_PATH_MAX + 100];
	const char *base;
	int rc;

	if (io_game_open(&game, save, NULL, -1, err) < 0)
		return -1;
	base = strrchr(game.path, '/');
	session_set_debug(game.s, debug);
	L = front_lesson_of(fo, fe, game.ops, session_lesson(game.s));
	if (L && lesson_at(L, game.s) >= 0) {
		rc = front_lesson_play(fo, fe, debug, L, game.data, &game.s, game.path, err);
	} else {
		fo->begin(fe);
		snprintf(line, sizeof line, "%s: continuing %s.", game.ops->title,
			 base ? base + 1 : game.path);
		fo->say(fe, false, line);
		if (game.note[0])
			fo->say(fe, true, game.note);
		rc = front_play_session(fo, fe, &game.s, game.path, &how, path, sizeof path);
		rc = front_after(fo, fe, debug, rc, &game.s, path, sizeof path, &how, err);
	}
	free(L);
	io_game_close(&game);
	return rc;
}
