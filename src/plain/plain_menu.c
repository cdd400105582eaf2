/*
 * plain_menu.c - the menu as numbered lines: a game, its scenario, the
 * players and the seed, then play; or continue a saved game.
 *
 * Every list is answered with its number; the players can also be typed
 * as on the command line (--players yellow=human,red=ai:hard).  Games are
 * started and continued by the screen's own ui_start_game and ui_continue,
 * which play them in plain mode.
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
#include "seats.h"

#define PLAIN_MENU_MAX 64
#define PLAIN_ITEM_W 120

/* Ask for one of items[0..n): its index, -1 for back (b or q) and
 * -2 when the input ended.  more, if set, handles other lines (returns
 * true when it took the line). */
static int plain_choose(struct ui *ui, const char *title, char items[][PLAIN_ITEM_W], int n,
			bool (*more)(void *ctx, const char *line), void *ctx)
{
	char line[CMD_MAXLINE];

	for (;;) {
		int rc, k;

		putchar('\n');
		plain_say(ui, "%s", title);
		for (int i = 0; i < n; i++)
			plain_say(ui, "  %d. %s", i + 1, items[i]);
		rc = plain_read(ui, line, sizeof line);
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
			plain_say(ui, "Type the number of your choice; q goes back.");
		else
			plain_say(ui, "error: type a number from 1 to %d (q goes back)", n);
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
	struct ui *ui;
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
		plain_say(ps->ui, "error: %s", err.msg);
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
static void plain_count(struct ui *ui, const struct engine_ops *ops, struct tt_setup *su)
{
	char items[TT_MAXSEATS][PLAIN_ITEM_W];
	struct tt_err err;
	struct tt_setup t = *su;
	char spec[8];
	int n = 0, k;

	for (int c = ops->min_seats; c <= ops->max_seats && n < TT_MAXSEATS; c++)
		snprintf(items[n++], PLAIN_ITEM_W, "%d player%s", c, c == 1 ? "" : "s");
	if (n == 1) {
		plain_say(ui, "%s is always for %d players.", ops->title, ops->min_seats);
		return;
	}
	k = plain_choose(ui, "How many players?", items, n, NULL, NULL);
	if (k < 0)
		return;
	snprintf(spec, sizeof spec, "%d", ops->min_seats + k);
	if (seats_parse(ops, spec, &t, &err) < 0) {
		plain_say(ui, "error: %s", err.msg);
		return;
	}
	/* seats already set keep who plays them */
	for (int i = 0; i < t.nseats && i < su->nseats; i++)
		t.seat[i] = su->seat[i];
	*su = t;
}

/* Who plays one seat. */
static void plain_seat(struct ui *ui, struct tt_seat *t)
{
	char items[AI_NLEVEL + 1][PLAIN_ITEM_W], title[80];
	int k;

	snprintf(items[0], PLAIN_ITEM_W, "human");
	for (int l = 0; l < AI_NLEVEL; l++)
		snprintf(items[l + 1], PLAIN_ITEM_W, "computer (%s)", tt_ai_level_names[l]);
	snprintf(title, sizeof title, "Who plays %s?", t->name);
	k = plain_choose(ui, title, items, AI_NLEVEL + 1, NULL, NULL);
	if (k < 0)
		return;
	t->ai = k > 0;
	t->level = k > 0 ? k - 1 : AI_NORMAL;
}

static void plain_seed_ask(struct ui *ui, struct tt_setup *su)
{
	char line[64];
	char *end;

	plain_say(ui, "Type a seed (a number), or press Enter for a new one.");
	if (plain_read(ui, line, sizeof line) != 1)
		return;
	if (!*line) {
		su->seed = plain_seed();
		return;
	}
	unsigned long long v = strtoull(line, &end, 10);
	if (*end || end == line)
		plain_say(ui, "error: a seed is a number");
	else
		su->seed = v;
}

/* The players form; true to start the game. */
static bool plain_players(struct ui *ui, const struct engine_ops *ops, struct tt_setup *su)
{
	struct plain_setup ps = { ui, ops, su };
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
		k = plain_choose(ui, title, items, n, plain_spec, &ps);
		if (k < 0 || ui->stop != UI_RUN)
			return false;
		if (k == 0)
			return true;
		if (k == 1)
			plain_count(ui, ops, su);
		else if (k == n - 1)
			plain_seed_ask(ui, su);
		else
			plain_seat(ui, &su->seat[k - 2]);
	}
}

static void plain_new_game(struct ui *ui, const struct engine_ops *ops)
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
		plain_say(ui, "error: no scenario of %s could be loaded from %s", ops->id, io_data_dir());
	else if (n == 1 || (k = plain_choose(ui, "Choose a scenario:", items, n, NULL, NULL)) >= 0) {
		char *paren = strchr(items[k], ' ');

		if (paren)
			*paren = '\0';
		tt_strlcpy(su.scenario, items[k], sizeof su.scenario);
		ui_default_setup(ops, &su);
		su.seed = plain_seed();
		if (plain_players(ui, ops, &su) && ui_start_game(ui, ops, &su, &err) < 0)
			plain_say(ui, "error: %s", err.msg);
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

static void plain_continue(struct ui *ui)
{
	struct io_entry *e = calloc(PLAIN_MENU_MAX, sizeof *e);
	char (*items)[PLAIN_ITEM_W] = calloc(PLAIN_MENU_MAX, sizeof *items);
	struct tt_err err;
	const char *dir = io_state_dir(&err);
	int n = 0, k;

	if (!dir)
		plain_say(ui, "error: %s", err.msg);
	else if (e && items)
		n = io_list(dir, ".ini", false, e, PLAIN_MENU_MAX);
	for (int i = 0; i < n; i++)
		plain_save_item(&e[i], items[i]);
	if (dir && n <= 0)
		plain_say(ui, "There are no saved games in %s.", dir);
	else if (n > 0 && (k = plain_choose(ui, "Continue which game (newest first)?", items, n, NULL,
					    NULL)) >= 0 && ui_continue(ui, e[k].path, &err) < 0)
		plain_say(ui, "error: %s", err.msg);
	free(e);
	free(items);
}

void plain_menu(struct ui *ui)
{
	char items[PLAIN_MENU_MAX][PLAIN_ITEM_W];
	int ng, k;

	for (ng = 0; registry_games[ng] && ng < PLAIN_MENU_MAX - 2; ng++) {
		const struct engine_ops *g = registry_games[ng];

		if (g->max_seats > g->min_seats)
			snprintf(items[ng], PLAIN_ITEM_W, "%s, %d to %d players", g->title, g->min_seats,
				 g->max_seats);
		else
			snprintf(items[ng], PLAIN_ITEM_W, "%s, %d players", g->title, g->min_seats);
	}
	snprintf(items[ng], PLAIN_ITEM_W, "Continue a saved game");
	snprintf(items[ng + 1], PLAIN_ITEM_W, "Quit");
	plain_say(ui, "tabletty - four tabletop games, in plain mode (lines of text).");
	while (ui->stop == UI_RUN) {
		k = plain_choose(ui, "Choose a game (type its number):", items, ng + 2, NULL, NULL);
		if (k < 0 || k == ng + 1)
			break;
		if (k == ng)
			plain_continue(ui);
		else
			plain_new_game(ui, registry_games[k]);
	}
}
