/*
 * cli_batch.c - `tabletty batch`: commands from a file or stdin, no screen.
 * Each line is echoed as "> line", then the engine's messages; a refused
 * command prints "error: reason" (--strict stops there, status 1).  AI
 * seats move by themselves between lines; `rig` is allowed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cli.h"
#include "io.h"

static int cli_batch_save(struct session *s, const char *arg)
{
	struct tt_err err = { "" };
	char slot[64];

	if (!arg || !*arg) {
		snprintf(slot, sizeof slot, "%s-batch", session_ops(s)->id);
		arg = slot;
	}
	if (io_game_save(s, arg, NULL, 0, &err) < 0) {
		printf("error: %s\n", err.msg);
		return -1;
	}
	printf("saved to %s\n", arg);
	return 0;
}

/* Let AI seats play until a human must act or the game ends. */
static void cli_batch_ai(struct session *s, struct tt_out *out, struct tt_prompt *p)
{
	const struct tt_setup *su = session_setup(s);
	struct tt_err err;

	for (int guard = 0; guard < 100000; guard++) {
		session_prompt(s, p);
		if (p->seat < 0 || !su->seat[p->seat].ai)
			return;
		tt_out_clear(out);
		if (session_ai_move(s, p->seat, su->seat[p->seat].level, out, &err) < 0) {
			printf("error: %s\n", err.msg);
			return;
		}
		fputs(out->text, stdout);
	}
}

static int cli_batch_loop(struct session *s, FILE *in, bool strict)
{
	struct tt_out *out = malloc(sizeof *out);
	struct tt_prompt *p = malloc(sizeof *p);
	struct tt_result r;
	char line[CMD_MAXLINE + 2];
	bool was_over = false;
	int status = 0;

	if (!out || !p) {
		free(out);
		free(p);
		return 1;
	}
	cli_batch_ai(s, out, p);
	while (fgets(line, sizeof line, in)) {
		struct tt_err err = { "" };
		size_t l = strlen(line);
		int rc;
		if (l > 0 && line[l - 1] == '\n')
			line[--l] = '\0';
		else if (!feof(in)) {
			int ch;
			while ((ch = fgetc(in)) != EOF && ch != '\n')
				;
			printf("> %.60s...\nerror: line too long (at most %d bytes)\n", line, CMD_MAXLINE - 1);
			if (strict) {
				status = 1;
				break;
			}
			continue;
		}
		printf("> %s\n", line);
		tt_out_clear(out);
		rc = session_line(s, -1, line, out, &err);
		fputs(out->text, stdout);
		if (rc == SESSION_REJECTED) {
			printf("error: %s\n", err.msg);
			if (strict) {
				status = 1;
				break;
			}
		} else if (rc == SESSION_SAVE) {
			cli_batch_save(s, session_arg(s));
		} else if (rc == SESSION_QUIT) {
			break;
		}
		cli_batch_ai(s, out, p);
		session_result(s, &r);
		if (r.over && !was_over) {
			printf("game over\n%s%s", r.summary,
			       r.summary[0] && r.summary[strlen(r.summary) - 1] != '\n' ? "\n" : "");
			printf("%s", r.detail);
		}
		was_over = r.over;
	}
	fflush(stdout);
	free(out);
	free(p);
	return status;
}

int cli_batch(const struct engine_ops *g, const struct cli_opts *o, const char *file)
{
	struct io_game game;
	struct tt_setup su;
	struct session *s = NULL;
	struct tt_err err = { "" };
	void *data = NULL;
	FILE *in = stdin;
	int status = 1;

	memset(&game, 0, sizeof game);
	io_state_dir(&err);	/* cleans what killed writes left there */
	if (file && strcmp(file, "-") != 0) {
		if (io_restricted()) {
			fprintf(stderr, "tabletty: in restricted mode batch reads its commands from "
				"standard input only\n");
			return 2;
		}
		/* a stream is fine here: commands may come from a pipe */
		in = fopen(file, "r");
		if (!in) {
			fprintf(stderr, "tabletty: cannot open %s\n", file);
			return 2;
		}
	}
	if (o->load) {
		if (cli_load(g, o->load, &game) == 0)
			s = game.s;
	} else {
		struct cli_opts oo = *o;
		if (!oo.have_seed) {
			oo.have_seed = true;
			oo.seed = 1;
		}
		if (cli_setup(g, &oo, &su, &data) == 0 && session_new(&s, g, data, &su, &err) < 0)
			fprintf(stderr, "tabletty: %s\n", err.msg);
	}
	if (s) {
		/* rig in batch mode, but never for a stranger */
		session_set_debug(s, !io_restricted());
		status = cli_batch_loop(s, in, o->strict);
	}
	if (game.s)
		io_game_close(&game);
	else
		session_free(s);
	if (data)
		g->unload(data);
	if (in != stdin)
		fclose(in);
	return status;
}
