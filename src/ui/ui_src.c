/*
 * ui_src.c - where a game on screen comes from.
 *
 * The screen code (frame, input loop, command line, help) reads the prompt,
 * the view, the result and the undo horizon, and sends command lines,
 * only through a struct ui_src.  The local source here wraps a session
 * (hot seat and AI seats on this terminal); a joined table provides the
 * same operations from what the table's process sent.
 */
#include "table.h"
#include "ui_int.h"

static void ui_local_prompt(void *ctx, struct tt_prompt *p)
{
	session_prompt(ctx, p);
}

static void ui_local_view(void *ctx, int viewer, int sel, bool overview, struct tt_view *v)
{
	session_view(ctx, viewer, sel, overview, v);
}

static void ui_local_result(void *ctx, struct tt_result *r)
{
	session_result(ctx, r);
}

static void ui_local_undo(void *ctx, int seat, char *buf, size_t cap)
{
	table_undo_text(ctx, seat, buf, cap);
}

static int ui_local_moves(void *ctx)
{
	return session_nhist(ctx);
}

static int ui_local_line(void *ctx, int seat, const char *line, struct tt_out *out,
			 struct tt_err *err)
{
	return session_line(ctx, seat, line, out, err);
}

static const char *ui_local_arg(void *ctx)
{
	return session_arg(ctx);
}

static int ui_local_ai(void *ctx, int seat, int level, struct tt_out *out, struct tt_err *err)
{
	return session_ai_move(ctx, seat, level, out, err);
}

static int ui_local_save(void *ctx, const char *arg, char *where, size_t cap,
			 struct tt_err *err)
{
	if (!arg)
		return ui_autosave(ctx, err);
	return ui_save(NULL, ctx, arg, where, cap, err);
}

static const struct ui_src_ops ui_local_ops = {
	.prompt = ui_local_prompt,
	.view = ui_local_view,
	.result = ui_local_result,
	.undo = ui_local_undo,
	.moves = ui_local_moves,
	.line = ui_local_line,
	.arg = ui_local_arg,
	.ai = ui_local_ai,
	.save = ui_local_save,
};

void ui_src_local(struct ui_src *src, struct session *s)
{
	src->op = &ui_local_ops;
	src->ctx = s;
	src->game = session_ops(s);
	src->setup = session_setup(s);
	src->table = false;
	src->me = -1;
}
