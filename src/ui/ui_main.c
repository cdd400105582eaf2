/*
 * ui_main.c - the screen as a front end (front_screen, see
 * src/front/front.h): its operations, called by front_run and by the
 * shared game start (front_start_game).
 *
 * Order matters at the start: our signal handlers first (installed before
 * ncurses so it leaves SIGINT/SIGTERM to us), then the tables directory
 * (a squatted one is told before the screen takes over), then the
 * terminal.  The stop always restores the terminal.
 */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "io.h"
#include "net.h"
#include "ui_int.h"

/* tabletty host / tabletty join. */
static int ui_fe_table(void *fe, const struct front_args *a, struct tt_err *err)
{
	struct ui *ui = fe;
	struct net_host *h;
	char dir[IO_PATH_MAX];
	int rc;

	if (a->join && (a->watch || a->seat)) {
		if (!a->table)
			return tt_errf(err, "join --seat/--watch needs the table's name");
		if (ui_table_dir(ui, dir, sizeof dir, err) < 0)
			return -1;
		return ui_table_join(ui, dir, a->table, a->watch ? NULL : a->seat, a->code, NULL,
				     err);
	}
	if (a->join)
		return ui_table_choose(ui, a->table, err);
	h = calloc(1, sizeof *h);
	if (!h)
		return tt_errf(err, "out of memory");
	h->ops = a->game;
	h->setup = a->setup;
	h->load = a->load;
	h->host_code = a->code;
	if (a->name)
		tt_strlcpy(h->name, a->name, sizeof h->name);
	rc = ui_table_host(ui, h, err);
	free(h);
	return rc;
}

static int ui_fe_start(void **fe, const struct front_args *a, const struct front_keymap *km,
		       struct tt_err *err)
{
	struct ui *ui = calloc(1, sizeof *ui);

	if (!ui)
		return tt_errf(err, "out of memory");
	ui->fe = &front_screen;
	ui->debug = a->debug;
	ui->km = *km;
	ui_signals_install();
	/* tables: a squatted directory is told before the screen is taken */
	if ((a->host || a->join || (!a->game && !a->replay && !a->load)) &&
	    ui_table_dir_find(ui, err) < 0 && (a->host || a->join)) {
		free(ui);
		return -1;
	}
	err->msg[0] = '\0';
	if (ui_term_start(ui, err) < 0) {
		free(ui);
		/* a terminal that cannot move the cursor gets the plain lines */
		return !isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO) ? -1 : FRONT_NO_SCREEN;
	}
	*fe = ui;
	return 0;
}

static void ui_fe_stop(void *fe)
{
	struct ui *ui = fe;

	ui_term_stop();
	if (ui->farewell[0])
		fputs(ui->farewell, stdout);
	free(ui);
}

static bool ui_fe_running(void *fe)
{
	return ((struct ui *)fe)->stop == UI_RUN;
}

/* A new game on screen: its log starts empty (M shows only this game's
 * lines); the very first game still shows a settings file error. */
static void ui_fe_begin(void *fe)
{
	struct ui *ui = fe;

	if (ui->games++ > 0)
		ui_log_game(ui);
}

static void ui_fe_say(void *fe, bool error, const char *line)
{
	ui_log_add(fe, error, "%s", line);
}

static int ui_fe_play(void *fe, const struct front_src *src)
{
	struct ui *ui = fe;
	int after;

	ui->after = FRONT_AFTER_NONE;
	ui_play(ui, src);
	after = ui->after;
	ui->after = FRONT_AFTER_NONE;
	return after;
}

static void ui_fe_menu(void *fe)
{
	ui_menu(fe);
}

static int ui_fe_replay(void *fe, const char *save, struct tt_err *err)
{
	return ui_replay(fe, save, err);
}

const struct front_end front_screen = {
	.name = "the screen",
	.start = ui_fe_start,
	.stop = ui_fe_stop,
	.running = ui_fe_running,
	.begin = ui_fe_begin,
	.say = ui_fe_say,
	.play = ui_fe_play,
	.menu = ui_fe_menu,
	.replay = ui_fe_replay,
	.table = ui_fe_table,
};
