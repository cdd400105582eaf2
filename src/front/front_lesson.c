/*
 * front_lesson.c - a lesson's game as a source for either front end.
 *
 * It plays like the local source it wraps (the same session, the same
 * autosave), except that a command line goes through the lesson
 * (lesson_line: a legal move the step does not take is explained and
 * taken back) and it says what the lesson teaches now (coach).  The step
 * is worked out from the game's history, so undo, a take-back and a
 * continued save need nothing else.
 */
#include <stdio.h>
#include <string.h>
#include "front.h"
#include "lesson.h"

static struct front_lesson *front_fl(void *ctx)
{
	return ctx;
}

static void front_lesson_prompt(void *ctx, struct tt_prompt *p)
{
	front_local_ops.prompt(&front_fl(ctx)->l, p);
}

static void front_lesson_view(void *ctx, int viewer, int sel, bool overview, struct tt_view *v)
{
	front_local_ops.view(&front_fl(ctx)->l, viewer, sel, overview, v);
}

static void front_lesson_result(void *ctx, struct tt_result *r)
{
	front_local_ops.result(&front_fl(ctx)->l, r);
}

static void front_lesson_undo(void *ctx, int seat, char *buf, size_t cap)
{
	front_local_ops.undo(&front_fl(ctx)->l, seat, buf, cap);
}

static int front_lesson_moves(void *ctx)
{
	return front_local_ops.moves(&front_fl(ctx)->l);
}

static int front_lesson_line(void *ctx, int seat, const char *line, struct tt_out *out,
			     struct tt_err *err)
{
	struct front_lesson *fl = ctx;

	return lesson_line(fl->L, &fl->l.s, fl->data, seat, line, out, err);
}

static const char *front_lesson_arg(void *ctx)
{
	return front_local_ops.arg(&front_fl(ctx)->l);
}

static int front_lesson_ai(void *ctx, int seat, int level, struct tt_out *out, struct tt_err *err)
{
	return front_local_ops.ai(&front_fl(ctx)->l, seat, level, out, err);
}

static int front_lesson_save(void *ctx, const char *arg, char *where, size_t cap,
			     struct tt_err *err)
{
	return front_local_ops.save(&front_fl(ctx)->l, arg, where, cap, err);
}

static bool front_lesson_coach(void *ctx, struct front_coach *c)
{
	struct front_lesson *fl = ctx;
	const struct lesson *L = fl->L;
	int k = lesson_at(L, fl->l.s);
	char num[24] = "";

	memset(c, 0, sizeof *c);
	if (k < 0)
		return false;
	if (fl->of > 0)
		snprintf(num, sizeof num, " %d of %d", fl->num, fl->of);
	c->step = k;
	if (k >= L->nstep) {
		snprintf(c->head, sizeof c->head, "Lesson%s: %s - done", num, L->title);
		snprintf(c->text, sizeof c->text, "%s%s%s", k > 0 ? L->step[k - 1].after : "",
			 k > 0 && L->step[k - 1].after[0] ? " " : "", L->end);
		return true;
	}
	snprintf(c->head, sizeof c->head, "Lesson%s: %s - step %d of %d", num, L->title, k + 1,
		 L->nstep);
	/* what the last step showed, then this one's rule and task */
	snprintf(c->text, sizeof c->text, "%s%s%s", k > 0 ? L->step[k - 1].after : L->intro,
		 (k > 0 ? L->step[k - 1].after[0] : L->intro[0]) ? " " : "", L->step[k].say);
	tt_strlcpy(c->move, L->step[k].move, sizeof c->move);
	return true;
}

static const struct front_src_ops front_lesson_ops = {
	.prompt = front_lesson_prompt,
	.view = front_lesson_view,
	.result = front_lesson_result,
	.undo = front_lesson_undo,
	.moves = front_lesson_moves,
	.line = front_lesson_line,
	.arg = front_lesson_arg,
	.ai = front_lesson_ai,
	.save = front_lesson_save,
	.coach = front_lesson_coach,
};

void front_src_lesson(struct front_src *src, struct front_lesson *fl, const struct lesson *L,
		      const void *data, struct session *s, const char *from)
{
	int num = fl->num, of = fl->of;

	front_src_local(src, &fl->l, s, from);
	fl->L = L;
	fl->data = data;
	fl->num = num;
	fl->of = of;
	fl->setup = *session_setup(s);
	src->op = &front_lesson_ops;
	src->ctx = fl;
	src->setup = &fl->setup;
}

int front_coach_option(const struct front_src *src, const struct tt_prompt *p)
{
	const struct front_lesson *fl = src->ctx;
	const struct lesson_step *st;
	int k;

	if (src->op != &front_lesson_ops || !front_seat_human(src, p->seat))
		return -1;
	k = lesson_at(fl->L, fl->l.s);
	if (k < 0 || k >= fl->L->nstep)
		return -1;
	st = &fl->L->step[k];
	/* the lesson's own move, else the first option the step takes */
	for (int i = 0; i < p->nopt; i++)
		if (strcmp(p->opt[i].cmd, st->move) == 0)
			return i;
	for (int i = 0; i < p->nopt; i++)
		if (lesson_takes(st, p->opt[i].cmd))
			return i;
	return -1;
}
