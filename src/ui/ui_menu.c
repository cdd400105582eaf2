/*
 * ui_menu.c - the start menu: game -> scenario (-> track) -> seats ->
 * start, and "Continue" with the saves of the state directory, newest
 * first.
 *
 * Every scenario, mission and track is listed with the one-line
 * `description` of its INI file.  A game folder with a tracks/ directory
 * offers its tracks as the option track=NAME.  `?` explains the keys;
 * leaving the menu asks first.  The current line of a list is marked with
 * "=>" (no colour or reverse video needed, and moving costs a few bytes).
 */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "conf.h"
#include "io.h"
#include "net.h"
#include "registry.h"
#include "lesson.h"
#include "ui_int.h"

#define UI_MENU_MAX IO_SAVES_MAX
#define UI_ITEM_W 100
#define UI_MENU_TEXT 75	/* columns an item has at 80 (after "=> ") */

struct ui_list {
	const char *title;
	const char *foot;
	const char *extra;	/* more keys that choose the current line, or NULL */
	int chose;		/* the key that chose it (Enter = 0) */
	const char *help;	/* what ? shows, NULL: the keys only */
	char item[UI_MENU_MAX][UI_ITEM_W];
	char key[UI_MENU_MAX][32];	/* the name an item stands for */
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
		   "Up/Down or j/k choose   Enter select   Esc back   ? help   Q quit");
	refresh();
}

static const char ui_menu_keys[] =
	"Keys of the menu:\n"
	"  Up/Down, j/k, 1-9   choose a line\n"
	"  Enter, Right, l     take it\n"
	"  Esc, Left, h, q     go back (in the first list: leave, after asking)\n"
	"  Q                   leave tabletty (asks first)\n"
	"  ?                   this help\n\n"
	"In a game, ? lists the keys of every decision, L shows what the symbols\n"
	"of the board mean, : types a command and M shows the messages.\n";

static void ui_list_help(struct ui *ui, const struct ui_list *L)
{
	struct tt_out *o = &ui->out;

	tt_out_clear(o);
	if (L->help)
		tt_outf(o, "%s\n", L->help);
	tt_outf(o, "%s", ui_menu_keys);
	ui_pager(ui, "Help: the menu", o->text, false);
}

/* Run a list; returns the chosen index, -1 for back, -2 to quit. */
static int ui_list_run(struct ui *ui, struct ui_list *L)
{
	for (;;) {
		int k;

		ui_list_draw(L);
		k = ui_key(ui, -1);
		L->msg[0] = '\0';
		if (k == UI_KEY_STOP)
			return -2;
		if (k == UI_KEY_INT || k == 'Q') {
			if (!ui_ask(ui, "Leave tabletty?"))
				continue;
			ui->stop = UI_STOP_QUIT;
			return -2;
		}
		if (k == '?' || k == KEY_F(1)) {
			ui_list_help(ui, L);
			continue;
		}
		if (k == 27 || k == 'q' || k == KEY_LEFT || k == 'h' || k == KEY_BACKSPACE)
			return -1;
		if (k == KEY_DC)
			k = 'd';
		L->chose = L->extra && k > 0 && k < 127 && strchr(L->extra, k) ? k : 0;
		if (L->chose || k == '\r' || k == '\n' || k == KEY_ENTER || k == KEY_RIGHT || k == 'l')
			return L->n > 0 ? L->cur : -1;
		if ((k == KEY_UP || k == 'k') && L->cur > 0)
			L->cur--;
		if ((k == KEY_DOWN || k == 'j') && L->cur + 1 < L->n)
			L->cur++;
		if (k == KEY_NPAGE || k == KEY_PPAGE) {
			int step = LINES - 8 > 1 ? LINES - 8 : 1;

			L->cur += k == KEY_NPAGE ? step : -step;
			L->cur = L->cur >= L->n ? L->n - 1 : L->cur < 0 ? 0 : L->cur;
		}
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

static uint64_t ui_fresh_seed(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return ((uint64_t)ts.tv_sec * 1000003u ^ (uint64_t)ts.tv_nsec ^
		((uint64_t)getpid() << 20)) % 1000000000u;
}

/* The value of key in the section sec of an INI file (the first named
 * section when sec is NULL), "" when there is none. */
static void ui_ini_value(const char *path, const char *sec, const char *key, char *out, size_t cap)
{
	struct conf_doc doc;
	struct tt_err err;
	char *text;
	size_t len;

	out[0] = '\0';
	if (io_read_file(path, &text, &len, &err) < 0)
		return;
	memset(&doc, 0, sizeof doc);
	if (conf_parse_text(&doc, path, text, len, &err) == 0)
		for (int i = 0; i < doc.nsec; i++) {
			const char *v;

			if (!doc.sec[i].name[0] || (sec && strcmp(doc.sec[i].name, sec) != 0))
				continue;
			v = conf_raw(&doc.sec[i], key);
			tt_strlcpy(out, v ? v : "", cap);
			break;
		}
	conf_free(&doc);
	free(text);
}

/* One line of a list: a name and its description. */
static void ui_item_desc(struct ui_list *L, const char *name, const char *desc)
{
	tt_strlcpy(L->key[L->n], name, sizeof L->key[0]);
	snprintf(L->item[L->n++], UI_ITEM_W, "%-20s %s", name, desc);
}

/* Scenario names of a game that its loader accepts. */
static int ui_scenarios(const struct engine_ops *ops, struct ui_list *L)
{
	struct io_entry *e = calloc(UI_MENU_MAX, sizeof *e);
	struct tt_setup *su = calloc(1, sizeof *su);
	char dir[IO_PATH_MAX];
	int n;

	snprintf(dir, sizeof dir, "%.900s/%s", io_data_dir(), ops->id);
	n = e && su ? io_list(dir, ".ini", true, e, UI_MENU_MAX) : 0;
	L->n = 0;
	for (int i = 0; i < n; i++) {
		char name[256];
		struct tt_err err;
		void *data = NULL;

		char desc[CONF_DESC_MAX + 1];

		tt_strlcpy(name, e[i].name, sizeof name);
		name[strlen(name) - 4] = '\0';
		tt_strlcpy(su->scenario, name, sizeof su->scenario);
		if (io_scenario_load(ops, su, &data, &err) < 0)
			continue;
		ops->unload(data);
		if (strcmp(name, ops->default_scenario) == 0)
			L->cur = L->n;
		ui_ini_value(e[i].path, NULL, "description", desc, sizeof desc);
		ui_item_desc(L, name, desc);
	}
	free(e);
	free(su);
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

/* The tracks a scenario includes (files under a tracks/ folder), in its
 * order, the first being the default: a list to choose the option
 * track=NAME from (side a's description); 0 when it includes none. */
static int ui_tracks(const struct engine_ops *ops, const char *scenario, struct ui_list *L)
{
	char path[IO_PATH_MAX], inc[CONF_LINE_MAX], *tok, *save = NULL;
	struct tt_err err;

	L->n = 0;
	if (io_scenario_path(ops->id, scenario, path, sizeof path, &err) < 0)
		return 0;
	ui_ini_value(path, "scenario", "include", inc, sizeof inc);
	for (tok = strtok_r(inc, " \t", &save); tok && L->n < UI_MENU_MAX;
	     tok = strtok_r(NULL, " \t", &save)) {
		char name[64], sec[80], file[IO_PATH_MAX], desc[CONF_DESC_MAX + 1];
		const char *base = strstr(tok, "tracks/");
		size_t n;

		if (!base)
			continue;
		tt_strlcpy(name, base + 7, sizeof name);
		n = strlen(name);
		if (n < 5 || strcmp(name + n - 4, ".ini") != 0)
			continue;
		name[n - 4] = '\0';
		snprintf(sec, sizeof sec, "track %s a", name);
		snprintf(file, sizeof file, "%.900s/%s", io_data_dir(), tok);
		ui_ini_value(file, sec, "description", desc, sizeof desc);
		ui_item_desc(L, name, desc);
	}
	return L->n;
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
	tt_strlcpy(setup.scenario, L.key[i], sizeof setup.scenario);
	memset(&L, 0, sizeof L);
	L.title = "Choose a track";
	if (ui_tracks(ops, setup.scenario, &L) > 0) {
		if ((i = ui_list_run(ui, &L)) < 0)
			return;
		snprintf(setup.opts, sizeof setup.opts, "track=%s", L.key[i]);
	}
	front_default_setup(ops, &setup);
	for (int k = 1; host && k < setup.nseats; k++)	/* a table's seats are for friends */
		setup.seat[k].ai = false;
	setup.seed = ui_fresh_seed();
	if (!ui_seats(ui, ops, &setup) || ui->stop != UI_RUN)
		return;
	if ((host ? ui_menu_host(ui, ops, &setup, &err)
		  : front_start_game(ui->fe, ui, ui->debug, ops, &setup, &err)) < 0)
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

/* "yellow red(AI) orange(AI)" from "yellow=human,red=ai:hard,...". */
static void ui_seats_short(const char *spec, char *out, size_t cap)
{
	size_t len = 0;

	out[0] = '\0';
	while (*spec && len + 1 < cap) {
		size_t n = strcspn(spec, "=,");
		bool ai = spec[n] == '=' && strncmp(spec + n + 1, "ai", 2) == 0;

		len += (size_t)snprintf(out + len, cap - len, "%s%.*s%s", len ? " " : "", (int)n, spec,
					ai ? "(AI)" : "");
		spec += strcspn(spec, ",");
		spec += *spec == ',';
	}
}

/* The columns of a save in the Continue list ("Powerships standard
 * yellow red(AI) 12 moves, yellow next 12-01 19:40"). */
enum { UI_SV_GAME, UI_SV_SCEN, UI_SV_SEATS, UI_SV_STATE, UI_SV_WHEN, UI_SV_NCOL };
struct ui_save_cols {
	char c[UI_SV_NCOL][64];
};

static void ui_save_cols(const struct io_save *sv, struct ui_save_cols *f)
{
	const struct save_info *in = &sv->info;
	const struct engine_ops *ops = registry_find(in->game);
	const char *scen = strrchr(in->scenario, '/');
	time_t t = (time_t)sv->e.mtime;
	char *name = f->c[UI_SV_SCEN], *state = f->c[UI_SV_STATE];
	size_t cap = sizeof f->c[0];

	memset(f, 0, sizeof *f);
	strftime(f->c[UI_SV_WHEN], cap, "%m-%d %H:%M", localtime(&t));
	if (!sv->ok) {
		tt_strlcpy(f->c[UI_SV_GAME], sv->e.name, cap);
		tt_strlcpy(state, "(cannot be read)", cap);
		return;
	}
	tt_strlcpy(f->c[UI_SV_GAME], ops ? ops->title : in->game, cap);
	tt_strlcpy(name, scen ? scen + 1 : in->scenario, cap);
	if (strlen(name) > 4 && strcmp(name + strlen(name) - 4, ".ini") == 0)
		name[strlen(name) - 4] = '\0';
	ui_seats_short(in->players, f->c[UI_SV_SEATS], cap);
	if (in->finished)
		snprintf(state, cap, "finished: replay");
	else if (in->stage[0])	/* a campaign: its mission, then the moves */
		snprintf(state, cap, "%s, %d move%s", in->stage, sv->ncmd, sv->ncmd == 1 ? "" : "s");
	else
		snprintf(state, cap, "%d move%s%s%s%s", sv->ncmd, sv->ncmd == 1 ? "" : "s",
			 in->next[0] ? ", " : "", in->next, in->next[0] ? " next" : "");
}

/* The widths of the columns: each as wide as its longest entry; where
 * that is wider than the screen, the seats give way first, then the
 * state, the scenario and the game, each down to a least width. */
static void ui_save_widths(const struct ui_save_cols *f, int n, int avail, int *w)
{
	static const int least[UI_SV_NCOL] = { 7, 8, 10, 12, 11 };
	static const int order[4] = { UI_SV_SEATS, UI_SV_STATE, UI_SV_SCEN, UI_SV_GAME };
	int total = UI_SV_NCOL - 1;

	for (int k = 0; k < UI_SV_NCOL; k++) {
		w[k] = 0;
		for (int i = 0; i < n; i++)
			w[k] = (int)strlen(f[i].c[k]) > w[k] ? (int)strlen(f[i].c[k]) : w[k];
		total += w[k];
	}
	for (int j = 0; j < 4 && total > avail; j++) {
		int k = order[j], give = total - avail, room = w[k] - least[k];

		give = give < room ? give : room;
		if (give > 0) {
			w[k] -= give;
			total -= give;
		}
	}
}

static void ui_save_item(const struct ui_save_cols *f, const int *w, char *item)
{
	snprintf(item, UI_ITEM_W, "%-*.*s %-*.*s %-*.*s %-*.*s %s", w[0], w[0], f->c[0], w[1], w[1],
		 f->c[1], w[2], w[2], f->c[2], w[3], w[3], f->c[3], f->c[4]);
}

/* Ask, then delete the save sv. */
static void ui_save_delete(struct ui *ui, const struct io_save *sv, char *msg, size_t cap)
{
	struct tt_err err;
	char q[UI_ITEM_W + 64];

	if (sv->ok)
		snprintf(q, sizeof q, "Delete this %s game (%d move%s) for good?", sv->info.game,
			 sv->ncmd, sv->ncmd == 1 ? "" : "s");
	else
		snprintf(q, sizeof q, "Delete %.50s for good?", sv->e.name);
	if (!ui_ask(ui, q))
		return;
	if (io_save_delete(sv->e.path, &err) < 0)
		snprintf(msg, cap, "%s", err.msg);
	else
		snprintf(msg, cap, "deleted %s", sv->e.name);
}

/* Fill L with the saves, newest first; how many (0: none, msg says so). */
static int ui_saves_list(struct ui_list *L, struct io_save **sv)
{
	struct tt_err err;
	struct ui_save_cols *cols;
	int more, n = io_saves(sv, &more, &err), w[UI_SV_NCOL];

	L->n = 0;
	if (n < 0) {
		snprintf(L->msg, sizeof L->msg, "%s", err.msg);
		return 0;
	}
	cols = calloc((size_t)(n > 0 ? n : 1), sizeof *cols);
	if (!cols) {
		snprintf(L->msg, sizeof L->msg, "out of memory");
		return 0;
	}
	for (int i = 0; i < n; i++)
		ui_save_cols(&(*sv)[i], &cols[i]);
	ui_save_widths(cols, n, COLS - 5, w);
	for (int i = 0; i < n; i++)
		ui_save_item(&cols[i], w, L->item[L->n++]);
	free(cols);
	if (more)
		snprintf(L->msg, sizeof L->msg, "only the newest %d saves are listed", n);
	if (L->cur >= L->n)
		L->cur = L->n > 0 ? L->n - 1 : 0;
	return n;
}

/* Continue (or replay, or delete) a save; back to the main menu after a
 * game, or when there is nothing to continue. */
static void ui_menu_continue(struct ui *ui, char *msg, size_t cap)
{
	struct ui_list *L = calloc(1, sizeof *L);
	struct io_save *sv = NULL;
	struct tt_err err;
	int i, rc;

	if (!L)
		return;
	L->title = "Continue a saved game (newest first)";
	L->foot = "Enter continue (a finished game: replay)  r replay  d delete  Esc back";
	L->extra = "dr";
	for (;;) {
		free(sv);
		sv = NULL;
		if (ui_saves_list(L, &sv) == 0) {
			snprintf(msg, cap, "%s", L->msg[0] ? L->msg : "no saved games");
			break;
		}
		i = ui_list_run(ui, L);
		if (i < 0 || ui->stop != UI_RUN)
			break;
		if (L->chose == 'd') {
			ui_save_delete(ui, &sv[i], L->msg, sizeof L->msg);
			continue;
		}
		if (L->chose == 'r' || sv[i].info.finished)
			rc = ui_replay(ui, sv[i].e.name, &err);
		else
			/* an end that chose the menu: this menu goes on */
			rc = front_continue(ui->fe, ui, ui->debug, sv[i].e.name, &err) < 0 ? -1 : 0;
		if (rc == 0)
			break;
		snprintf(L->msg, sizeof L->msg, "%s", err.msg);
	}
	free(sv);
	free(L);
}

/* "Your running tables": the tables this account runs, to sit at again
 * as host or to end. */
static void ui_menu_mine(struct ui *ui, char *msg, size_t cap)
{
	struct ui_list *L = calloc(1, sizeof *L);
	struct net_entry *e = calloc(NET_MAXTABLES, sizeof *e);
	struct tt_err err;
	int n, i;

	if (!L || !e)
		goto out;
	L->title = "Your running tables";
	L->foot = "Enter sit down again as the host  e end the table (its game stays saved)  Esc back";
	L->extra = "e";
	L->help = "Tables run in a process of their own and go on when the host leaves.\n"
		  "A table ends by itself when its game is over and everybody has left,\n"
		  "or after a day with nobody at it; e ends it now, and tabletty host\n"
		  "--load table-NAME reopens its game later.";
	for (;;) {
		n = ui_table_mine(ui, e, NET_MAXTABLES, &err);
		if (n <= 0) {
			snprintf(msg, cap, "%s", n < 0 ? err.msg : L->msg[0] ? L->msg
				 : "you have no running table");
			break;
		}
		for (L->n = 0; L->n < n && L->n < UI_MENU_MAX; L->n++)
			snprintf(L->item[L->n], UI_ITEM_W, "%-20s %s", e[L->n].name, e[L->n].info);
		if (L->cur >= L->n)
			L->cur = L->n - 1;
		i = ui_list_run(ui, L);
		if (i < 0 || ui->stop != UI_RUN)
			break;
		L->msg[0] = '\0';
		if (ui_table_mine_do(ui, &e[i], L->chose == 'e', L->msg, sizeof L->msg, &err) < 0)
			snprintf(L->msg, sizeof L->msg, "%s", err.msg);
	}
out:
	free(L);
	free(e);
}

/* "Powerships   (powerships)    2-6 players" */
/* "Learn to play": a game, then its lessons in order and a first real
 * game against the computer at easy, with hints on. */
static void ui_menu_learn(struct ui *ui)
{
	const char *games[UI_MENU_MAX];
	const struct engine_ops *ops;
	struct ui_list *L = calloc(1, sizeof *L);
	struct io_entry *e = calloc(LESSON_LIST_MAX, sizeof *e);
	struct lesson *les = malloc(sizeof *les);
	char title[100];
	struct tt_err err;
	int ng, g, n, i;

	for (ng = 0; registry_games[ng] && ng < UI_MENU_MAX; ng++)
		games[ng] = registry_games[ng]->title;
	if (!L || !e || !les || (g = ui_choose(ui, "Learn to play: which game?", games, ng)) < 0) {
		free(L);
		free(e);
		free(les);
		return;
	}
	ops = registry_games[g];
	n = io_lessons(ops, e, LESSON_LIST_MAX < UI_MENU_MAX - 1 ? LESSON_LIST_MAX : UI_MENU_MAX - 1);
	for (i = 0; i < n; i++) {
		/* its title and what it teaches (a lesson that does not read says so) */
		if (io_lesson_read(ops, e[i].name, les, &err) < 0)
			snprintf(L->item[i], UI_ITEM_W, "%d. %s (cannot be opened)", i + 1, e[i].name);
		else
			snprintf(L->item[i], UI_ITEM_W, "%d. %s (%d min): %s", i + 1, les->title,
				 les->minutes, les->about);
	}
	snprintf(L->item[n], UI_ITEM_W, "A first game against the computer (easy), hints on");
	L->n = n + 1;
	snprintf(title, sizeof title, "Learn to play %s", ops->title);
	L->title = title;
	if (n == 0)
		snprintf(L->msg, sizeof L->msg, "%s has no lessons yet; its first game still shows "
			 "hints.", ops->title);
	L->help = "Each lesson is a short game on the real board: a box above the messages\n"
		  "says what the rule is and what to do, and the option it is about is\n"
		  "highlighted (Enter takes it).  A move the lesson does not ask for is\n"
		  "explained and taken back.  Q leaves a lesson; Continue takes it up again.\n"
		  "Then play a first game: every decision shows what the computer would\n"
		  "do, and why.";
	while (ui->stop == UI_RUN && (i = ui_list_run(ui, L)) >= 0) {
		int rc = i < n ? front_start_lesson(ui->fe, ui, ui->debug, ops, e[i].name, &err)
			 : front_first_game(ui->fe, ui, ui->debug, ops, &err);

		L->msg[0] = '\0';
		if (rc < 0)
			snprintf(L->msg, sizeof L->msg, "%s", err.msg);
		else if (i < n)
			L->cur = i + 1;	/* the next lesson, or the first game */
	}
	free(L);
	free(e);
	free(les);
}

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
	for (ng = 0; registry_games[ng] && ng < UI_MENU_MAX - 5; ng++)
		ui_menu_item(registry_games[ng], L.item[ng]);
	snprintf(L.item[ng], UI_ITEM_W, "Continue a saved game");
	snprintf(L.item[ng + 1], UI_ITEM_W, "Host a table (friends join from their terminals)");
	snprintf(L.item[ng + 2], UI_ITEM_W, "Join a table");
	snprintf(L.item[ng + 3], UI_ITEM_W, "Your running tables (sit down again, or end one)");
	snprintf(L.item[ng + 4], UI_ITEM_W, "Learn to play (a guided first game of each game)");
	snprintf(L.item[ng + 5], UI_ITEM_W, "Quit");
	L.n = ng + 6;
	L.help = "tabletty plays four tabletop games.  Choose a game, then a scenario\n"
		 "(and a track), then who plays each seat: you, the AI, or friends taking\n"
		 "turns at this keyboard.  Continue takes up a saved game.  Host a table\n"
		 "to let friends sit down from their own terminals (each sees only what\n"
		 "their seat may see); Join a table to sit down at one.  Learn to play\n"
		 "teaches a game in short lessons on the real board, then offers a first\n"
		 "game against an easy computer with hints.";
	while (ui->stop == UI_RUN) {
		i = ui_list_run(ui, &L);
		if (i == -2)
			break;
		if ((i == -1 || i == ng + 5) && ui_ask(ui, "Leave tabletty?"))
			break;
		if (i < 0 || i == ng + 5)
			continue;
		if (i == ng + 4)
			ui_menu_learn(ui);
		else if (i == ng)
			ui_menu_continue(ui, L.msg, sizeof L.msg);
		else if (i == ng + 3)
			ui_menu_mine(ui, L.msg, sizeof L.msg);
		else if (i == ng + 1 || i == ng + 2)
			ui_menu_tables(ui, i == ng + 1, L.msg, sizeof L.msg);
		else
			ui_menu_game(ui, registry_games[i], false, L.msg, sizeof L.msg);
	}
}
