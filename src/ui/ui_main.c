/*
 * ui_main.c - ui_run(), the entry point of the full-screen program.
 *
 * Order matters: the locale first (so ncurses knows UTF-8), then the
 * settings file (its errors are printed on stderr before the screen takes
 * over, and the defaults are used), then our signal handlers (installed
 * before ncurses so it leaves SIGINT/SIGTERM to us), then the terminal.
 * Every path out goes through ui_term_stop(), so the terminal is restored.
 */
#include <curses.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "io.h"
#include "net.h"
#include "ui.h"
#include "ui_int.h"
#include "../plain/plain.h"

/* tabletty host / tabletty join. */
static int ui_dispatch_table(struct ui *ui, const struct ui_args *a, struct tt_err *err)
{
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

static int ui_dispatch(struct ui *ui, const struct ui_args *a, struct tt_err *err)
{
	struct tt_setup setup;

	if ((a->host || a->join) && ui->plain)
		return tt_errf(err, "a table needs a screen: the plain mode cannot host or join one");
	if (a->host || a->join)
		return ui_dispatch_table(ui, a, err);
	if (a->replay && ui->plain)
		return tt_errf(err, "the replay viewer needs a screen; in plain mode continue the "
			       "save instead: tabletty play GAME --plain --load SAVE");
	if (a->replay)
		return ui_replay(ui, a->replay, err);
	if (a->load)
		return ui_continue(ui, a->load, err);
	if (!a->game) {
		if (ui->plain)
			plain_menu(ui);
		else
			ui_menu(ui);
		return 0;
	}
	memset(&setup, 0, sizeof setup);
	if (a->have_setup)
		setup = a->setup;
	if (setup.nseats == 0) {
		uint64_t seed = setup.seed;

		ui_default_setup(a->game, &setup);
		setup.seed = seed;
	}
	if (!a->have_setup)
		setup.seed = (uint64_t)time(NULL) % 1000000000u;
	return ui_start_game(ui, a->game, &setup, err);
}

int ui_run(const struct ui_args *a)
{
	struct ui *ui;
	struct tt_err err, kerr;
	char kpath[IO_PATH_MAX];
	int rc;

	setlocale(LC_ALL, "");
	ui = calloc(1, sizeof *ui);
	if (!ui) {
		fprintf(stderr, "tabletty: out of memory\n");
		return 1;
	}
	ui->debug = a->debug;
	ui_keymap_default(&ui->km);
	kerr.msg[0] = '\0';
	if (ui_keymap_load(&ui->km, io_config_file(kpath, sizeof kpath), &kerr) < 0)
		fprintf(stderr, "tabletty: %s (using the default keys)\n", kerr.msg);
	ui_signals_install();
	err.msg[0] = '\0';
	/* tables: a squatted directory is told before the screen is taken */
	if ((a->host || a->join || (!a->game && !a->replay && !a->load && !a->plain)) &&
	    ui_table_dir_find(ui, &err) < 0 && (a->host || a->join)) {
		fprintf(stderr, "tabletty: %s\n", err.msg);
		free(ui);
		return 1;
	}
	err.msg[0] = '\0';
	if (!a->plain && ui_term_start(ui, &err) < 0 &&
	    (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))) {
		fprintf(stderr, "tabletty: %s\n", err.msg);
		free(ui);
		return 1;
	}
	if (a->plain || err.msg[0]) {
		/* no screen to draw on: lines of text (src/plain) */
		if (!a->plain)
			printf("tabletty: %s: plain mode, lines of text.\n", err.msg);
		if (plain_start(ui, &err) < 0) {
			fprintf(stderr, "tabletty: %s\n", err.msg);
			free(ui);
			return 1;
		}
	}
	if (kerr.msg[0])
		ui_log_add(ui, true, "error: %s; the default keys are used", kerr.msg);
	err.msg[0] = '\0';
	rc = ui_dispatch(ui, a, &err);
	/* a game started here whose end chose the menu */
	if (rc == 0 && ui->after == UI_AFTER_MENU && ui->stop == UI_RUN && !ui->plain) {
		ui->after = UI_AFTER_NONE;
		ui_menu(ui);
	}
	ui_term_stop();
	plain_stop(ui);
	if (ui->farewell[0])
		fputs(ui->farewell, stdout);
	if (rc < 0)
		fprintf(stderr, "tabletty: %s\n", err.msg);
	rc = rc < 0 ? 1 : 0;
	free(ui);
	return rc;
}
