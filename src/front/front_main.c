/*
 * front_main.c - front_run(), the entry point of both front ends.
 *
 * Order matters: the locale first (so the screen knows UTF-8), then the
 * settings file (its errors are printed on stderr before a screen takes
 * over, and the defaults are used), then the first front end of the
 * table that can take this terminal, then what the command line asked
 * for.  Every path out goes through the front end's stop, so the
 * terminal is restored.
 */
#include <locale.h>
#include <stdio.h>
#include <string.h>
#include "front.h"

/* What the command line asked for, on front end fo. */
static int front_dispatch(const struct front_end *fo, void *fe, const struct front_args *a,
			  struct tt_err *err)
{
	struct tt_setup setup;
	int rc;

	if (a->host || a->join)
		return fo->table(fe, a, err);
	if (a->replay)
		return fo->replay(fe, a->replay, err);
	if (a->load) {
		rc = front_continue(fo, fe, a->debug, a->load, err);
	} else if (!a->game) {
		fo->menu(fe);
		return 0;
	} else {
		memset(&setup, 0, sizeof setup);
		if (a->have_setup)
			setup = a->setup;
		if (setup.nseats == 0) {
			uint64_t seed = setup.seed;

			front_default_setup(a->game, &setup);
			setup.seed = seed;
		}
		if (!a->have_setup)
			setup.seed = front_seed();
		rc = front_start_game(fo, fe, a->debug, a->game, &setup, err);
	}
	/* a game started here whose end chose the menu */
	if (rc == FRONT_AFTER_MENU) {
		rc = 0;
		if (fo->running(fe))
			fo->menu(fe);
	}
	return rc;
}

int front_run(const struct front_end *const *ends, const struct front_args *a)
{
	const struct front_end *fo = NULL;
	struct front_keymap km;
	struct tt_err err, kerr;
	char kpath[IO_PATH_MAX], note[TT_ERR_MAX + 40];
	void *fe = NULL;
	int rc = FRONT_NO_SCREEN;

	setlocale(LC_ALL, "");
	front_keymap_default(&km);
	kerr.msg[0] = '\0';
	if (front_keymap_load(&km, io_config_file(kpath, sizeof kpath), &kerr) < 0)
		fprintf(stderr, "tabletty: %s (using the default keys)\n", kerr.msg);
	err.msg[0] = '\0';
	for (int i = 0; ends[i] && rc == FRONT_NO_SCREEN; i++) {
		if (fo)	/* the last one cannot draw here: say why, and what now */
			printf("tabletty: %s: %s.\n", err.msg, ends[i]->name);
		fo = ends[i];
		err.msg[0] = '\0';
		rc = fo->start(&fe, a, &km, &err);
	}
	if (rc < 0) {
		fprintf(stderr, "tabletty: %s\n", err.msg);
		return 1;
	}
	if (kerr.msg[0]) {
		snprintf(note, sizeof note, "error: %s; the default keys are used", kerr.msg);
		fo->say(fe, true, note);
	}
	err.msg[0] = '\0';
	rc = front_dispatch(fo, fe, a, &err);
	fo->stop(fe);
	if (rc < 0)
		fprintf(stderr, "tabletty: %s\n", err.msg);
	return rc < 0 ? 1 : 0;
}
