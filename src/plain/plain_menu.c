/*
 * plain_menu.c - the menu as numbered lines: a game, its scenario, the
 * players and the seed, then play; or continue a saved game.
 *
 * Every list is answered with its number; the players can also be typed
 * as on the command line (--players yellow=human,red=ai:hard).  Games are
 * started and continued by the shared front_start_game and front_continue,
 * which play them here (plain_play).  At the end, the front end's table
 * (front_plain).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "cli.h"
#include "io.h"
#include "plain.h"
#include "registry.h"
#include "lesson.h"
#include "seats.h"

#define PLAIN_MENU_MAX 64
#define PLAIN_ITEM_W 120

/* Ask for one of items[0..n): its index, -1 for back (b or q) and
 * -2 when the input ended.  more, if set, handles other lines (returns
 * true when it took the line). */
static int plain_choose(struct plain *pl, const char *title, char items[][PLAIN_ITEM_W], int n,
			bool (*more)(void *ctx, const char *line), void *ctx)
{
	char line[CMD_MAXLINE];

	for (;;) {
		int rc, k;

		putchar('\n');
		plain_say(pl, "%s", title);
		for (int i = 0; i < n; i++)
			plain_say(pl, "  %d. %s", i + 1, items[i]);
		rc = plain_read(pl, line, sizeof line);
		if (rc == PLAIN_INT)
			return -1;
		if (rc != 1)
			return -2;
		k = plain_number(line, n);
		if (k > 0)
			return k - 1;
		if (!*line)
			continue;
		if (!strcmp(line, "b") || !strcmp(line, "back") || !strcmp(line, "q") ||
		    !strcmp(line, "quit"))
			return -1;
		if (more && more(ctx, line))
			continue;
		if (!strcmp(line, "?") || !strcmp(line, "help"))
			plain_say(pl, "Type the number of your choice; q goes back.");
		else
			plain_say(pl, "error: type a number from 1 to %d (q goes back)", n);
	}
}

static uint64_t plain_seed(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return ((uint64_t)ts.tv_sec * 1000003u ^ (uint64_t)ts.tv_nsec ^
		((uint64_t)getpid() << 20)) % 1000000000u;
}

/* The scenarios of ops that load, into items; how many. */
static int plain_scenarios(const struct engine_ops *ops, char items[][PLAIN_ITEM_W])
{
	struct io_entry *e = calloc(64, sizeof *e);
	char dir[IO_PATH_MAX];
	int n, k = 0;

	n = e ? cli_scenarios(ops, e, dir, sizeof dir) : 0;
	for (int i = 0; i < n && k < PLAIN_MENU_MAX; i++) {
		struct tt_err err;
		struct tt_setup su;
		void *data = NULL;

		memset(&su, 0, sizeof su);
		tt_strlcpy(su.scenario, e[i].name, sizeof su.scenario);
		if (io_scenario_load(ops, &su, &data, &err) < 0)
			continue;
		ops->unload(data);
		snprintf(items[k++], PLAIN_ITEM_W, "%s%s", e[i].name,
			 strcmp(e[i].name, ops->default_scenario) == 0 ? " (the usual one)" : "");
	}
	free(e);
	return k;
}

struct plain_setup {
	struct plain *pl;
	const struct engine_ops *ops;
	struct tt_setup *su;
};

/* A line typed at the players form: a --players spec. */
static bool plain_spec(void *ctx, const char *line)
{
	struct plain_setup *ps = ctx;
	struct tt_setup t = *ps->su;
	struct tt_err err;

	if (strchr(line, '=') == NULL && strspn(line, "0123456789") != strlen(line))
		return false;
	if (seats_parse(ps->ops, line, &t, &err) < 0) {
		plain_say(ps->pl, "error: %s", err.msg);
		return true;
	}
	*ps->su = t;
	return true;
}

static const char *plain_who(const struct tt_seat *t)
{
	static const char *const ai[AI_NLEVEL] = {
		"computer (random)", "computer (easy)", "computer (normal)", "computer (hard)"
	};

	return t->ai ? ai[t->level % AI_NLEVEL] : "human";
}

/* How many players: a numbered list of the counts the game takes. */
static void plain_count(struct plain *pl, const struct engine_ops *ops, struct tt_setup *su)
{
	char items[TT_MAXSEATS][PLAIN_ITEM_W];
	struct tt_err err;
	struct tt_setup t = *su;
	char spec[8];
	int n = 0, k;

	for (int c = ops->min_seats; c <= ops->max_seats && n < TT_MAXSEATS; c++)
		snprintf(items[n++], PLAIN_ITEM_W, "%d player%s", c, c == 1 ? "" : "s");
	if (n == 1) {
		plain_say(pl, "%s is always for %d players.", ops->title, ops->min_seats);
		return;
	}
	k = plain_choose(pl, "How many players?", items, n, NULL, NULL);
	if (k < 0)
		return;
	snprintf(spec, sizeof spec, "%d", ops->min_seats + k);
	if (seats_parse(ops, spec, &t, &err) < 0) {
		plain_say(pl, "error: %s", err.msg);
		return;
	}
	/* seats already set keep who plays them */
	for (int i = 0; i < t.nseats && i < su->nseats; i++)
		t.seat[i] = su->seat[i];
	*su = t;
}

/* Who plays one seat. */
static void plain_seat(struct plain *pl, struct tt_seat *t)
{
	char items[AI_NLEVEL + 1][PLAIN_ITEM_W], title[80];
	int k;

	snprintf(items[0], PLAIN_ITEM_W, "human");
	for (int l = 0; l < AI_NLEVEL; l++)
		snprintf(items[l + 1], PLAIN_ITEM_W, "computer (%s)", tt_ai_level_names[l]);
	snprintf(title, sizeof title, "Who plays %s?", t->name);
	k = plain_choose(pl, title, items, AI_NLEVEL + 1, NULL, NULL);
	if (k < 0)
		return;
	t->ai = k > 0;
	t->level = k > 0 ? k - 1 : AI_NORMAL;
}

static void plain_seed_ask(struct plain *pl, struct tt_setup *su)
{
	char line[64];
	char *end;

	plain_say(pl, "Type a seed (a number), or press Enter for a new one.");
	if (plain_read(pl, line, sizeof line) != 1)
		return;
	if (!*line) {
		su->seed = plain_seed();
		return;
	}
	unsigned long long v = strtoull(line, &end, 10);
	if (*end || end == line)
		plain_say(pl, "error: a seed is a number");
	else
		su->seed = v;
}

/* The players form; true to start the game. */
static bool plain_players(struct plain *pl, const struct engine_ops *ops, struct tt_setup *su)
{
	struct plain_setup ps = { pl, ops, su };
	char items[TT_MAXSEATS + 4][PLAIN_ITEM_W], title[200];

	for (;;) {
		int n = 0, k;

		snprintf(items[n++], PLAIN_ITEM_W, "Start the game");
		if (ops->max_seats > ops->min_seats)
			snprintf(items[n++], PLAIN_ITEM_W, "Players: %d (%d to %d)", su->nseats,
				 ops->min_seats, ops->max_seats);
		else
			snprintf(items[n++], PLAIN_ITEM_W, "Players: %d", su->nseats);
		for (int i = 0; i < su->nseats; i++)
			snprintf(items[n++], PLAIN_ITEM_W, "%s: %s", su->seat[i].name,
				 plain_who(&su->seat[i]));
		snprintf(items[n++], PLAIN_ITEM_W, "Seed: %llu", (unsigned long long)su->seed);
		snprintf(title, sizeof title, "%s, scenario %s. Choose, or type the players as in "
			 "--players (for example %s=human,%s=ai:hard):", ops->title, su->scenario,
			 ops->seat_names[0], ops->seat_names[1] ? ops->seat_names[1] : "");
		k = plain_choose(pl, title, items, n, plain_spec, &ps);
		if (k < 0 || pl->stop != PLAIN_RUN)
			return false;
		if (k == 0)
			return true;
		if (k == 1)
			plain_count(pl, ops, su);
		else if (k == n - 1)
			plain_seed_ask(pl, su);
		else
			plain_seat(pl, &su->seat[k - 2]);
	}
}

static void plain_new_game(struct plain *pl, const struct engine_ops *ops)
{
	char (*items)[PLAIN_ITEM_W] = calloc(PLAIN_MENU_MAX, sizeof *items);
	struct tt_setup su;
	struct tt_err err;
	int n, k = 0;

	if (!items)
		return;
	memset(&su, 0, sizeof su);
	n = plain_scenarios(ops, items);
	if (n == 0)
		plain_say(pl, "error: no scenario of %s could be loaded from %s", ops->id, io_data_dir());
	else if (n == 1 || (k = plain_choose(pl, "Choose a scenario:", items, n, NULL, NULL)) >= 0) {
		char *paren = strchr(items[k], ' ');

		if (paren)
			*paren = '\0';
		tt_strlcpy(su.scenario, items[k], sizeof su.scenario);
		front_default_setup(ops, &su);
		su.seed = plain_seed();
		if (plain_players(pl, ops, &su) &&
		    front_start_game(&front_plain, pl, pl->debug, ops, &su, &err) < 0)
			plain_say(pl, "error: %s", err.msg);
	}
	free(items);
}

/* "autosave-powerships, 2026-11-29 19:40: Powerships standard, 12 commands" */
static void plain_save_item(const struct io_entry *e, char *item)
{
	time_t t = (time_t)e->mtime;
	struct save_info info;
	struct tt_err err;
	char when[32], name[80], what[120] = "not a save of this version";
	size_t len;
	char *text;

	strftime(when, sizeof when, "%Y-%m-%d %H:%M", localtime(&t));
	tt_strlcpy(name, e->name, sizeof name);
	if (strlen(name) > 4)
		name[strlen(name) - 4] = '\0';
	memset(&info, 0, sizeof info);
	if (io_read_file(e->path, &text, &len, &err) == 0) {
		if (save_parse(e->path, text, len, &info, &err) == 0) {
			const struct engine_ops *ops = registry_find(info.game);

			snprintf(what, sizeof what, "%s %.40s, %d command%s", ops ? ops->title : info.game,
				 info.scenario, info.ncmd, info.ncmd == 1 ? "" : "s");
			save_info_free(&info);
		}
		free(text);
	}
	snprintf(item, PLAIN_ITEM_W, "%s, %s: %s", name, when, what);
}

static void plain_continue(struct plain *pl)
{
	struct io_entry *e = calloc(PLAIN_MENU_MAX, sizeof *e);
	char (*items)[PLAIN_ITEM_W] = calloc(PLAIN_MENU_MAX, sizeof *items);
	struct tt_err err;
	const char *dir = io_state_dir(&err);
	int n = 0, k;

	if (!dir)
		plain_say(pl, "error: %s", err.msg);
	else if (e && items)
		n = io_list(dir, ".ini", false, e, PLAIN_MENU_MAX);
	for (int i = 0; i < n; i++)
		plain_save_item(&e[i], items[i]);
	if (dir && n <= 0)
		plain_say(pl, "There are no saved games in %s.", dir);
	else if (n > 0 && (k = plain_choose(pl, "Continue which game (newest first)?", items, n, NULL,
					    NULL)) >= 0 && front_continue(&front_plain, pl, pl->debug, e[k].path,
								     &err) < 0)
		plain_say(pl, "error: %s", err.msg);
	free(e);
	free(items);
}

/* "Learn to play": a game, then its lessons in order and a first real
 * game against the computer at easy, with hints on. */
static void plain_learn(struct plain *pl)
{
	char (*items)[PLAIN_ITEM_W] = calloc(LESSON_LIST_MAX + 1, sizeof *items);
	struct io_entry *e = calloc(LESSON_LIST_MAX, sizeof *e);
	struct lesson *L = malloc(sizeof *L);
	const struct engine_ops *ops;
	struct tt_err err;
	char title[120];
	int ng, g, n, k;

	for (ng = 0; items && registry_games[ng] && ng <= LESSON_LIST_MAX; ng++)
		snprintf(items[ng], PLAIN_ITEM_W, "%s", registry_games[ng]->title);
	if (!items || !e || !L ||
	    (g = plain_choose(pl, "Learn to play: which game?", items, ng, NULL, NULL)) < 0)
		goto out;
	ops = registry_games[g];
	n = io_lessons(ops, e, LESSON_LIST_MAX);
	for (k = 0; k < n; k++) {
		/* its title and what it teaches (a lesson that does not read says so) */
		if (io_lesson_read(ops, e[k].name, L, &err) < 0)
			snprintf(items[k], PLAIN_ITEM_W, "%s (cannot be opened)", e[k].name);
		else
			snprintf(items[k], PLAIN_ITEM_W, "%s (%d min): %s", L->title, L->minutes,
				 L->about);
	}
	snprintf(items[n], PLAIN_ITEM_W, "A first game against the computer (easy), hints on");
	if (n == 0)
		plain_say(pl, "%s has no lessons yet; its first game still shows hints.", ops->title);
	snprintf(title, sizeof title, "Learn to play %s: a lesson, or the first game:", ops->title);
	while (pl->stop == PLAIN_RUN &&
	       (k = plain_choose(pl, title, items, n + 1, NULL, NULL)) >= 0) {
		if ((k < n ? front_start_lesson(&front_plain, pl, pl->debug, ops, e[k].name, &err)
		     : front_first_game(&front_plain, pl, pl->debug, ops, &err)) < 0)
			plain_say(pl, "error: %s", err.msg);
	}
out:
	free(items);
	free(e);
	free(L);
}

void plain_menu(void *fe)
{
	struct plain *pl = fe;
	char items[PLAIN_MENU_MAX][PLAIN_ITEM_W];
	int ng, k;

	for (ng = 0; registry_games[ng] && ng < PLAIN_MENU_MAX - 3; ng++) {
		const struct engine_ops *g = registry_games[ng];

		if (g->max_seats > g->min_seats)
			snprintf(items[ng], PLAIN_ITEM_W, "%s, %d to %d players", g->title, g->min_seats,
				 g->max_seats);
		else
			snprintf(items[ng], PLAIN_ITEM_W, "%s, %d players", g->title, g->min_seats);
	}
	snprintf(items[ng], PLAIN_ITEM_W, "Continue a saved game");
	snprintf(items[ng + 1], PLAIN_ITEM_W, "Learn to play (a guided first game of each game)");
	snprintf(items[ng + 2], PLAIN_ITEM_W, "Quit");
	plain_say(pl, "tabletty - four tabletop games, in plain mode (lines of text).");
	while (pl->stop == PLAIN_RUN) {
		k = plain_choose(pl, "Choose a game (type its number):", items, ng + 3, NULL, NULL);
		if (k < 0 || k == ng + 2)
			break;
		if (k == ng + 1)
			plain_learn(pl);
		else if (k == ng)
			plain_continue(pl);
		else
			plain_new_game(pl, registry_games[k]);
	}
}

static bool plain_running(void *fe)
{
	return ((struct plain *)fe)->stop == PLAIN_RUN;
}

/* Each game's lines start where the last game's ended: nothing to forget. */
static void plain_begin(void *fe)
{
	(void)fe;
}

static void plain_tell(void *fe, bool error, const char *line)
{
	(void)error;	/* an error's line says so itself */
	plain_say(fe, "%s", line);
}

static int plain_replay(void *fe, const char *save, struct tt_err *err)
{
	(void)fe;
	(void)save;
	return tt_errf(err, "the replay viewer needs a screen; in plain mode continue the save "
		       "instead: tabletty play GAME --plain --load SAVE");
}

static int plain_table(void *fe, const struct front_args *a, struct tt_err *err)
{
	(void)fe;
	(void)a;
	return tt_errf(err, "a table needs a screen: the plain mode cannot host or join one");
}

const struct front_end front_plain = {
	.name = "plain mode, lines of text",
	.start = plain_start,
	.stop = plain_stop,
	.running = plain_running,
	.begin = plain_begin,
	.say = plain_tell,
	.play = plain_play,
	.menu = plain_menu,
	.replay = plain_replay,
	.table = plain_table,
};
