/*
 * test_powerup_bmwindow.c - POWERUP: the BUGMISTRESS's Trick windows
 * tell the BUGBUSTERs nothing of her hand.  Twin games differ only in
 * the two cards she draws: two Tricks with a use (Evolution, Thief
 * Buggie) or two Events.  The same commands give RAY the same messages
 * in both, and, when a person plays her, the same decisions in the same
 * order as his terminal shows them (who decides, what kind, what the
 * prompt says) and the same screen: the game stops for her windows on
 * public facts, whatever she holds.  With her seat at the AI the windows
 * follow her hand (nobody waits for them), but no message tells of them.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include "io.h"
#include "session.h"
#include "table.h"
#include "games/powerup/pu_engine.h"

#include "test_powerup_fixture.h"

#define MISSION(DECK)                                                                            \
	"[mission]\ntitle = T\ngoal = vips\nmin_players = 1\nmax_players = 2\ncoins = 4\n"      \
	"turns = 8\nrow1 = hall hall hall hall\nbugbusters = 1,2 7,2 2,2 3,2 4,2\nnpcs = 0,2\n" \
	"burps = 11,2\nburp_face = left\nbugs = buggie:9,2:left\nbug_deck = " DECK "\n"

static const char tricks[] = MISSION("Evolution, Thief Buggie, Creeper, Explosive Gas, Mortal Gas");
static const char events[] = MISSION("Creeper, Explosive Gas, Evolution, Thief Buggie, Mortal Gas");

/* What RAY (seat 0) is told and shown after each step. */
struct seen {
	char text[TT_OUT_MAX];
	struct tt_prompt p;
	struct tt_view v;
};

static struct session *twin(const char *text, bool ai, struct pu_data **d)
{
	struct tt_setup su;
	struct session *s;
	struct tt_err err = { "" };
	const char *names[] = { "ray", "tor", "bugmistress" };

	*d = load("powerup/bmw.ini", text);
	memset(&su, 0, sizeof su);
	su.seed = 3;
	su.nseats = 3;
	for (int i = 0; i < 3; i++)
		tt_strlcpy(su.seat[i].name, names[i], TT_NAME_MAX);
	su.seat[2].ai = ai;
	tt_strlcpy(su.opts, "reactions=never", sizeof su.opts);
	if (session_new(&s, &powerup_ops, *d, &su, &err) < 0)
		fail_msg("%s", err.msg);
	return s;
}

/* Play line (at the seat that decides; "pass" is hers), then what RAY sees. */
static void step(struct session *s, const char *line, struct seen *w)
{
	struct tt_err err = { "" };
	struct tt_out *out = calloc(1, sizeof *out);

	session_prompt(s, &w->p);
	if (session_line(s, w->p.seat, line, out, &err) != SESSION_OK)
		fail_msg("'%s' refused: %s", line, err.msg);
	memcpy(w->text, out->text, sizeof w->text);
	table_prompt(s, 0, &w->p);
	memset(&w->v, 0, sizeof w->v);
	session_view(s, 0, -1, false, &w->v);
	free(out);
}

/* Her AI answers the window open in s, if any: 1, else 0. */
static int window(struct session *s, struct tt_out *out)
{
	struct tt_prompt *p = calloc(1, sizeof *p);
	struct tt_err err = { "" };
	int n = 0;

	for (session_prompt(s, p); strcmp(p->kind, "bugtrick") == 0; session_prompt(s, p)) {
		if (session_ai_move(s, p->seat, AI_NORMAL, out, &err) < 0)
			fail_msg("her AI: %s", err.msg);
		n = 1;
	}
	free(p);
	return n;
}

/* The twins through a BUGBUSTERs' turn: her windows answered by 'pass'
 * (a person), or by the AI at once (her seat at the AI). */
static int run(bool ai)
{
	static const char *const lines[] = { "go", "end", "order ray", "end", "flip", "flip",
					     "move right", "end", NULL };
	struct pu_data *da, *db;
	struct session *a = twin(tricks, ai, &da), *b = twin(events, ai, &db);
	struct seen *x = calloc(1, sizeof *x), *y = calloc(1, sizeof *y);
	struct tt_out *out = calloc(1, sizeof *out);
	int windows = 0;

	for (int i = 0; lines[i]; i++) {
		step(a, lines[i], x);
		step(b, lines[i], y);
		if (ai) {	/* no line tells of a window; the AI answers it at once
				 * (a Trick it plays is seen, as any play is) */
			assert_null(strstr(x->text, "may answer"));
			assert_null(strstr(y->text, "may answer"));
			windows += window(a, out) + window(b, out);
			continue;
		}
		assert_string_equal(x->text, y->text);
		assert_int_equal(x->p.seat, y->p.seat);
		assert_string_equal(x->p.kind, y->p.kind);
		assert_string_equal(x->p.text, y->p.text);
		assert_memory_equal(&x->v, &y->v, sizeof x->v);
		if (strcmp(x->p.kind, "bugtrick") == 0) {	/* her window, after a BUGBUSTER's action */
			step(a, "pass", x);
			step(b, "pass", y);
			assert_string_equal(x->text, y->text);
			assert_int_equal(x->p.seat, y->p.seat);
			windows++;
		}
	}
	session_free(a);
	session_free(b);
	pu_unload(da);
	pu_unload(db);
	free(x);
	free(y);
	free(out);
	return windows;
}

static void test_window_person(void **state)
{
	(void)state;
	assert_true(run(false) >= 2);	/* RAY's turn and TOR's opened windows */
}

static void test_window_ai(void **state)
{
	(void)state;
	assert_true(run(true) >= 1);	/* the twin with the Tricks had some */
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_window_person),
		cmocka_unit_test(test_window_ai),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
