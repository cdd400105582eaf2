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
#include "cmd.h"
#include "front.h"
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

/* Play session s on fo; l is its source's state (the autosave it
 * writes); from: the save it was continued from, or NULL. */
static int front_play_session(const struct front_end *fo, void *fe, struct session *s,
			      const char *from, struct front_local *l)
{
	struct front_src src;

	front_src_local(&src, l, s, from);
	return fo->play(fe, &src);
}

/* What the end of a game asked for (after): watch it again (then its end
 * comes back), a new game with the same seats, or the menu (returned, for
 * whoever started the game).  s is the game, path its save. */
static int front_after(const struct front_end *fo, void *fe, bool debug, int after,
		       struct session *s, const char *path, struct tt_err *err)
{
	struct tt_setup setup;
	char msg[TT_ERR_MAX + 20];

	for (;;) {
		struct front_local l;

		if (!fo->running(fe))
			return 0;
		switch (after) {
		case FRONT_AFTER_REPLAY:
			if (!path || !*path || fo->replay(fe, path, err) < 0) {
				snprintf(msg, sizeof msg, "error: %s", path && *path ? err->msg :
					 "the game was not saved: there is nothing to replay");
				fo->say(fe, true, msg);
			}
			/* the game again, at its end (its own autosave, as before) */
			after = front_play_session(fo, fe, s, path, &l);
			break;
		case FRONT_AFTER_AGAIN:
			setup = *session_setup(s);
			setup.seed = (uint64_t)time(NULL) % 1000000000u;
			return front_start_game(fo, fe, debug, session_ops(s), &setup, err);
		case FRONT_AFTER_MENU:
			return FRONT_AFTER_MENU;
		default:
			return 0;
		}
	}
}

int front_start_game(const struct front_end *fo, void *fe, bool debug,
		     const struct engine_ops *ops, struct tt_setup *setup, struct tt_err *err)
{
	struct session *s;
	struct front_local l;
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
	rc = front_play_session(fo, fe, s, NULL, &l);
	tt_strlcpy(path, l.autosave, sizeof path);
	rc = front_after(fo, fe, debug, rc, s, path, err);
	session_free(s);
	ops->unload(data);
	return rc;
}

int front_continue(const struct front_end *fo, void *fe, bool debug, const char *save,
		   struct tt_err *err)
{
	struct io_game game;
	struct front_local l;
	char path[IO_PATH_MAX], line[IO_PATH_MAX + 100];
	const char *base;
	int rc;

	if (io_game_open(&game, save, NULL, -1, err) < 0)
		return -1;
	base = strrchr(game.path, '/');
	session_set_debug(game.s, debug);
	fo->begin(fe);
	snprintf(line, sizeof line, "%s: continuing %s.", game.ops->title,
		 base ? base + 1 : game.path);
	fo->say(fe, false, line);
	if (game.note[0])
		fo->say(fe, true, game.note);
	rc = front_play_session(fo, fe, game.s, game.path, &l);
	tt_strlcpy(path, l.autosave[0] ? l.autosave : game.path, sizeof path);
	rc = front_after(fo, fe, debug, rc, game.s, path, err);
	io_game_close(&game);
	return rc;
}
