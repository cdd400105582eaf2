/*
 * ui_menu.c - the start menu: game -> scenario -> seats -> start, and
 * "Continue" with the saves of the state directory, newest first.
 *
 * The current line of a list is marked with "=>" (no colour or reverse
 * video needed, and moving costs a few bytes).
 */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "io.h"
#include "net.h"
#include "registry.h"
#include "ui_int.h"

#define UI_MENU_MAX 64
#define UI_ITEM_W 100

struct ui_list {
	const char *title;
	const char *foot;
	char item[UI_MENU_MAX][UI_ITEM_W];
	int n, cur;
	char msg[TT_ERR_MAX];	/* error shown under the list */
};

static void ui_list_draw(const struct ui_list *L)
{
	int rows = LINES - 7, top = 0;

	if (ui_too_small())
		return;
	if (L->cur >= rows)
		top = L->cur - rows + 1;
	erase();
	ui_put_str(0, 0, COLS, A_BOLD, "tabletty - four tabletop games in a terminal");
	ui_put_str(2, 2, COLS - 2, A_BOLD | A_UNDERLINE, L->title);
	for (int i = 0; i < rows && top + i < L->n; i++) {
		bool on = top + i == L->cur;

		/* only the marker moves: two cells per key, not two whole lines */
		ui_put_str(4 + i, 1, 2, A_BOLD, on ? "=>" : "  ");
		ui_put_str(4 + i, 4, COLS - 4, A_NORMAL, L->item[top + i]);
	}
	if (L->msg[0])
		ui_put_str(LINES - 3, 0, COLS, A_BOLD, L->msg);
	ui_put_str(LINES - 1, 0, COLS, A_DIM, L->foot ? L->foot :
		   "Up/Down or j/k choose   Enter select   Esc back   Q quit");
	refresh();
}

/* Run a list; returns the chosen index, -1 for back, -2 to quit. */
static int ui_list_run(struct ui *ui, struct ui_list *L)
{
	for (;;) {
		int k;

		ui_list_draw(L);
		k = ui_key(ui, -1);
		L->msg[0] = '\0';
		if (k == UI_KEY_STOP || k == UI_KEY_INT || k == 'Q')
			return -2;
		if (k == 27 || k == 'q' || k == KEY_LEFT || k == 'h' || k == KEY_BACKSPACE)
			return -1;
		if (k == '\r' || k == '\n' || k == KEY_ENTER || k == KEY_RIGHT || k == 'l')
			return L->n > 0 ? L->cur : -1;
		if ((k == KEY_UP || k == 'k') && L->cur > 0)
			L->cur--;
		if ((k == KEY_DOWN || k == 'j') && L->cur + 1 < L->n)
			L->cur++;
		if (k >= '1' && k <= '9' && k - '1' < L->n)
			L->cur = k - '1';
	}
}

int ui_choose(struct ui *ui, const char *title, const char *const *items, int n)
{
	struct ui_list *L = calloc(1, sizeof *L);
	int i;

	if (!L)
		return -1;
	L->title = title;
	for (i = 0; i < n && i < UI_MENU_MAX; i++)
		tt_strlcpy(L->item[i], items[i], UI_ITEM_W);
	L->n = i;
	i = ui_list_run(ui, L);
	free(L);
	return i < 0 ? -1 : i;
}

void ui_default_setup(const struct engine_ops *ops, struct tt_setup *setup)
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

static uint64_t ui_fresh_seed(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return ((uint64_t)ts.tv_sec * 1000003u ^ (uint64_t)ts.tv_nsec ^
		((uint64_t)getpid() << 20)) % 1000000000u;
}

/* Scenario names of a game that its loader accepts. */
static int ui_scenarios(const struct engine_ops *ops, struct ui_list *L)
{
	struct io_entry *e = calloc(UI_MENU_MAX, sizeof *e);
	char dir[IO_PATH_MAX];
	int n;

	snprintf(dir, sizeof dir, "%.900s/%s", io_data_dir(), ops->id);
	n = e ? io_list(dir, ".ini", true, e, UI_MENU_MAX) : 0;
	L->n = 0;
	for (int i = 0; i < n; i++) {
		char name[256];
		struct tt_err err;
		void *data = NULL;

		tt_strlcpy(name, e[i].name, sizeof name);
		name[strlen(name) - 4] = '\0';
		if (ui_load_data(ops, name, &data, &err) < 0)
			continue;
		ops->unload(data);
		if (strcmp(name, ops->default_scenario) == 0)
			L->cur = L->n;
		tt_strlcpy(L->item[L->n++], name, UI_ITEM_W);
	}
	free(e);
	return L->n;
}

static const char *ui_seat_ctl(const struct tt_seat *s)
{
	static const char *const ai[AI_NLEVEL] = {
		"AI (random)", "AI (easy)", "AI (normal)", "AI (hard)"
	};

	return s->ai ? ai[s->level % AI_NLEVEL] : "human";
}

static void ui_seats_items(const struct tt_setup *su, struct ui_list *L)
{
	L->n = 0;
	snprintf(L->item[L->n++], UI_ITEM_W, "Players: %d   (Left/Right change)", su->nseats);
	for (int i = 0; i < su->nseats; i++)
		snprintf(L->item[L->n++], UI_ITEM_W, "Seat %d: %-12s %-12s (Left/Right: who, "
			 "c: colour)", i + 1, su->seat[i].name, ui_seat_ctl(&su->seat[i]));
	snprintf(L->item[L->n++], UI_ITEM_W, "Seed: %llu   (r: new seed)",
		 (unsigned long long)su->seed);
	snprintf(L->item[L->n++], UI_ITEM_W, "Start the game");
}

static bool ui_name_used(const struct tt_setup *su, const char *name, int except)
{
	for (int i = 0; i < su->nseats; i++)
		if (i != except && strcmp(su->seat[i].name, name) == 0)
			return true;
	return false;
}

/* Give seat i the next free name of ops->seat_names. */
static void ui_seat_rename(const struct engine_ops *ops, struct tt_setup *su, int i)
{
	int n = 0, at = 0;

	while (ops->seat_names[n])
		n++;
	for (int j = 0; j < n; j++)
		if (strcmp(ops->seat_names[j], su->seat[i].name) == 0)
			at = j;
	for (int d = 1; d <= n; d++) {
		const char *nm = ops->seat_names[(at + d) % n];

		if (!ui_name_used(su, nm, i)) {
			tt_strlcpy(su->seat[i].name, nm, TT_NAME_MAX);
			return;
		}
	}
}

static void ui_seats_count(const struct engine_ops *ops, struct tt_setup *su, int d)
{
	int n = su->nseats + d;

	if (n < ops->min_seats || n > ops->max_seats || n > TT_MAXSEATS)
		return;
	if (d > 0) {
		su->seat[n - 1].name[0] = '\0';
		ui_seat_rename(ops, su, n - 1);
		su->seat[n - 1].ai = true;
		su->seat[n - 1].level = AI_NORMAL;
	}
	su->nseats = n;
}

/* Cycle human -> AI random..hard -> human. */
static void ui_seat_who(struct tt_seat *s, int d)
{
	int v = s->ai ? s->level + 1 : 0;

	v = (v + d + AI_NLEVEL + 1) % (AI_NLEVEL + 1);
	s->ai = v > 0;
	s->level = v > 0 ? v - 1 : 0;
}

static bool ui_seats_key(const struct engine_ops *ops, struct tt_setup *su, int row, int k)
{
	int d = (k == KEY_RIGHT || k == 'l' || k == ' ') ? 1 : (k == KEY_LEFT || k == 'h') ? -1 : 0;

	if (k == 'r')
		su->seed = ui_fresh_seed();
	else if (row == 0 && d)
		ui_seats_count(ops, su, d);
	else if (row >= 1 && row <= su->nseats && d)
		ui_seat_who(&su->seat[row - 1], d);
	else if (row >= 1 && row <= su->nseats && k == 'c')
		ui_seat_rename(ops, su, row - 1);
	else
		return false;
	return true;
}

/* The seats form; returns true to start, false to go back. */
static bool ui_seats(struct ui *ui, const struct engine_ops *ops, struct tt_setup *su)
{
	struct ui_list L;
	int k;

	memset(&L, 0, sizeof L);
	L.title = ops->title;
	L.foot = "Up/Down choose  Left/Right change  c colour  r seed  Enter start  Esc back";
	L.cur = su->nseats + 2;
	for (;;) {
		ui_seats_items(su, &L);
		if (L.cur >= L.n)
			L.cur = L.n - 1;
		ui_list_draw(&L);
		k = ui_key(ui, -1);
		if (k == UI_KEY_STOP || k == UI_KEY_INT || k == 27 || k == 'q')
			return false;
		if ((k == KEY_UP || k == 'k') && L.cur > 0)
			L.cur--;
		else if ((k == KEY_DOWN || k == 'j') && L.cur + 1 < L.n)
			L.cur++;
		else if ((k == '\r' || k == '\n' || k == KEY_ENTER) && L.cur == L.n - 1)
			return true;
		else if (k == '\r' || k == '\n' || k == KEY_ENTER)
			ui_seats_key(ops, su, L.cur, KEY_RIGHT);
		else
			ui_seats_key(ops, su, L.cur, k);
	}
}

static void ui_menu_item(const struct engine_ops *g, char *item);

/* Open a table for setup and sit at it. */
static int ui_menu_host(struct ui *ui, const struct engine_ops *ops, const struct tt_setup *su,
			struct tt_err *err)
{
	struct net_host *h = calloc(1, sizeof *h);
	int rc;

	if (!h)
		return tt_errf(err, "out of memory");
	h->ops = ops;
	h->setup = *su;
	rc = ui_table_host(ui, h, err);
	free(h);
	return rc;
}

/* Choose a scenario and seats for ops and play (or host a table with
 * them); errors go to msg. */
static void ui_menu_game(struct ui *ui, const struct engine_ops *ops, bool host, char *msg,
			 size_t cap)
{
	struct ui_list L;
	struct tt_setup setup;
	struct tt_err err;
	int i = 0;

	memset(&L, 0, sizeof L);
	memset(&setup, 0, sizeof setup);
	L.title = "Choose a scenario";
	if (ui_scenarios(ops, &L) == 0) {
		snprintf(msg, cap, "no scenario of %s could be loaded from %s", ops->id,
			 io_data_dir());
		return;
	}
	if (L.n > 1 && (i = ui_list_run(ui, &L)) < 0)
		return;
	tt_strlcpy(setup.scenario, L.item[i], sizeof setup.scenario);
	ui_default_setup(ops, &setup);
	setup.seed = ui_fresh_seed();
	if (!ui_seats(ui, ops, &setup) || ui->stop != UI_RUN)
		return;
	if ((host ? ui_menu_host(ui, ops, &setup, &err) : ui_start_game(ui, ops, &setup, &err)) < 0)
		snprintf(msg, cap, "%s", err.msg);
}

/* "Host a table": which game, then as for a local game. */
static void ui_menu_tables(struct ui *ui, bool host, char *msg, size_t cap)
{
	const char *items[UI_MENU_MAX];
	char item[UI_MENU_MAX][UI_ITEM_W];
	struct tt_err err;
	int n, i;

	if (!host) {
		if (ui_table_choose(ui, NULL, &err) < 0)
			snprintf(msg, cap, "%s", err.msg);
		return;
	}
	for (n = 0; registry_games[n] && n < UI_MENU_MAX; n++) {
		ui_menu_item(registry_games[n], item[n]);
		items[n] = item[n];
	}
	i = ui_choose(ui, "Host a table: choose a game", items, n);
	if (i >= 0)
		ui_menu_game(ui, registry_games[i], true, msg, cap);
}

/* "autosave-powerships  2026-11-29 19:40  Powerships standard, 12 moves" */
static void ui_save_item(const struct io_entry *e, char *item)
{
	time_t t = (time_t)e->mtime;
	struct save_info info;
	struct tt_err err;
	char when[32], name[64], what[80] = "(not a save of this version)";
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

			snprintf(what, sizeof what, "%s %.30s, %d command%s",
				 ops ? ops->title : info.game, info.scenario, info.ncmd,
				 info.ncmd == 1 ? "" : "s");
			save_info_free(&info);
		}
		free(text);
	}
	snprintf(item, UI_ITEM_W, "%-26.26s %s  %s", name, when, what);
}

static void ui_menu_continue(struct ui *ui, char *msg, size_t cap)
{
	struct io_entry *e;
	struct ui_list L;
	struct tt_err err;
	const char *dir = io_state_dir(&err);
	int n, i;

	if (!dir) {
		snprintf(msg, cap, "%s", err.msg);
		return;
	}
	e = calloc(UI_MENU_MAX, sizeof *e);
	memset(&L, 0, sizeof L);
	L.title = "Continue a saved game (newest first)";
	n = e ? io_list(dir, ".ini", false, e, UI_MENU_MAX) : 0;
	for (i = 0; i < n; i++)
		ui_save_item(&e[i], L.item[L.n++]);
	if (n <= 0)
		snprintf(msg, cap, "no saved games in %s", dir);
	else if ((i = ui_list_run(ui, &L)) >= 0 && ui_continue(ui, e[i].path, &err) < 0)
		snprintf(msg, cap, "%s", err.msg);
	free(e);
}

/* "Powerships   (powerships)    2-6 players" */
static void ui_menu_item(const struct engine_ops *g, char *item)
{
	char id[40], seats[16];

	snprintf(id, sizeof id, "(%s)", g->id);
	if (g->max_seats > g->min_seats)
		snprintf(seats, sizeof seats, "%d-%d", g->min_seats, g->max_seats);
	else
		snprintf(seats, sizeof seats, "%d", g->min_seats);
	snprintf(item, UI_ITEM_W, "%-16s %-14s %s players", g->title, id, seats);
}

void ui_menu(struct ui *ui)
{
	struct ui_list L;
	int ng = 0, i;

	memset(&L, 0, sizeof L);
	L.title = "Choose a game";
	for (ng = 0; registry_games[ng] && ng < UI_MENU_MAX - 4; ng++)
		ui_menu_item(registry_games[ng], L.item[ng]);
	snprintf(L.item[ng], UI_ITEM_W, "Continue a saved game");
	snprintf(L.item[ng + 1], UI_ITEM_W, "Host a table (friends join from their terminals)");
	snprintf(L.item[ng + 2], UI_ITEM_W, "Join a table");
	snprintf(L.item[ng + 3], UI_ITEM_W, "Quit");
	L.n = ng + 4;
	while (ui->stop == UI_RUN) {
		i = ui_list_run(ui, &L);
		if (i == -2 || i == ng + 3)
			break;
		if (i == -1)
			continue;
		if (i == ng)
			ui_menu_continue(ui, L.msg, sizeof L.msg);
		else if (i == ng + 1 || i == ng + 2)
			ui_menu_tables(ui, i == ng + 1, L.msg, sizeof L.msg);
		else
			ui_menu_game(ui, registry_games[i], false, L.msg, sizeof L.msg);
	}
}
