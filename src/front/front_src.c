/*
 * front_src.c - where a game comes from.
 *
 * A front end (the screen's frame, input loop, command line and help, or
 * the plain lines) reads the prompt, the view, the result and the undo
 * horizon, and sends command lines, only through a struct front_src.
 * The local source here wraps a session (hot seat and AI seats on this
 * terminal) and keeps its autosave (a slot of its own, see io_save.c); a
 * joined table provides the same operations from what the table's
 * process sent (src/ui/ui_table.c).
 */
#include <stdio.h>
#include <string.h>
#include "io.h"
#include "table.h"
#include "front.h"

static struct session *front_local_s(void *ctx)
{
	return ((struct front_local *)ctx)->s;
}

static void front_local_prompt(void *ctx, struct tt_prompt *p)
{
	session_prompt(front_local_s(ctx), p);
}

static void front_local_view(void *ctx, int viewer, int sel, bool overview, struct tt_view *v)
{
	session_view(front_local_s(ctx), viewer, sel, overview, v);
}

static void front_local_result(void *ctx, struct tt_result *r)
{
	session_result(front_local_s(ctx), r);
}

static void front_local_undo(void *ctx, int seat, char *buf, size_t cap)
{
	table_undo_text(front_local_s(ctx), seat, buf, cap);
}

static int front_local_moves(void *ctx)
{
	return session_nhist(front_local_s(ctx));
}

static int front_local_line(void *ctx, int seat, const char *line, struct tt_out *out,
			 struct tt_err *err)
{
	return session_line(front_local_s(ctx), seat, line, out, err);
}

static const char *front_local_arg(void *ctx)
{
	return session_arg(front_local_s(ctx));
}

static int front_local_ai(void *ctx, int seat, int level, struct tt_out *out, struct tt_err *err)
{
	return session_ai_move(front_local_s(ctx), seat, level, out, err);
}

/* The game's own autosave, written when it changed since the last one
 * (a game in which nobody moved yet is not kept: Continue would only
 * list an empty game).  The first one replaces the autosave the game was
 * continued from; a finished game makes room among the finished ones. */
static int front_local_autosave(struct front_local *l, struct tt_err *err)
{
	struct tt_result r;
	int nh = session_nhist(l->s);

	if (nh == l->saved || nh == 0)
		return 0;
	if (!l->autosave[0]) {
		char slot[128];

		io_autosave_slot(l->s, slot, sizeof slot);
		if (io_save_path(slot, l->autosave, sizeof l->autosave, err) < 0) {
			l->autosave[0] = '\0';
			return -1;
		}
	}
	if (io_game_write(l->s, l->autosave, err) < 0)
		return -1;
	l->saved = nh;
	if (l->from && strcmp(l->from, l->autosave) != 0 && io_is_autosave(l->from))
		io_save_delete(l->from, err);
	l->from = NULL;
	session_result(l->s, &r);
	if (r.over)
		io_autosave_prune();
	return 0;
}

static int front_local_save(void *ctx, const char *arg, char *where, size_t cap,
			 struct tt_err *err)
{
	struct front_local *l = ctx;
	char slot[96];

	if (!arg)
		return front_local_autosave(l, err);
	if (!*arg) {
		snprintf(slot, sizeof slot, "%s-%llu", session_ops(l->s)->id,
			 (unsigned long long)session_setup(l->s)->seed);
		arg = slot;
	}
	return io_game_save(l->s, arg, where, cap, err);
}

const struct front_src_ops front_local_ops = {
	.prompt = front_local_prompt,
	.view = front_local_view,
	.result = front_local_result,
	.undo = front_local_undo,
	.moves = front_local_moves,
	.line = front_local_line,
	.arg = front_local_arg,
	.ai = front_local_ai,
	.save = front_local_save,
};

void front_src_local(struct front_src *src, struct front_local *l, struct session *s,
		     const char *from)
{
	memset(l, 0, sizeof *l);
	l->s = s;
	l->from = from;
	l->saved = -1;
	src->op = &front_local_ops;
	src->ctx = l;
	src->game = session_ops(s);
	src->setup = session_setup(s);
	src->table = false;
	src->me = -1;
	src->hints = false;
}
