/*
 * test_core_wire.c - the table protocol (wire.c) and a seat's prompt at a
 * table (table.c): canvas rows and whole frames survive the trip (who
 * plays a second character too), a frame
 * that changes nothing carries nothing, requests are parsed strictly,
 * codes compare in constant time, and a seat of a simultaneous decision
 * gets its own options while a watcher gets none.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "io.h"
#include "registry.h"
#include "table.h"
#include "wire.h"

/* Feed every line of o to w; returns the number of frames. */
static int feed(struct wire_screen *w, const struct wire_out *o)
{
	const char *p = o->p;
	int frames = 0;

	while (p && *p) {
		const char *nl = strchr(p, '\n');
		char text[WIRE_TEXT_MAX];
		struct tt_err err;
		int kind, ev;

		assert_non_null(nl);
		ev = wire_screen_read(w, p, (size_t)(nl - p), text, sizeof text, &kind, &err);
		if (ev < 0)
			fail_msg("line '%.*s' refused: %s", (int)(nl - p), p, err.msg);
		frames += ev == WIRE_EV_FRAME;
		p = nl + 1;
	}
	return frames;
}

static void test_row_trip(void **state)
{
	static struct canvas a, b;
	char buf[CANVAS_W * 9 + 1];
	struct wire_out o = { NULL, 0, 0, false };
	struct wire_screen *w = calloc(1, sizeof *w);
	struct tt_err err;

	(void)state;
	canvas_clear(&a, 40, 2);
	canvas_text(&a, 0, 0, CC_RED, CA_BOLD, "a~b\\c");
	canvas_put(&a, 6, 0, 0x2502, '|', CC_GREY, CA_DIM);
	canvas_put(&a, 7, 0, 0x2198, '~', CC_DEFAULT, 0);
	canvas_put(&a, 9, 0, ' ', ' ', CC_BLUE, CA_REVERSE);
	wire_row_put(&a, 0, buf, sizeof buf);
	assert_int_equal(wire_row_get(&b, 0, buf, &err), 0);
	for (int x = 0; x < 10; x++) {
		const struct canvas_cell *p = &a.c[0][x], *q = &b.c[0][x];

		assert_int_equal(p->ch == 0 ? ' ' : p->ch, q->ch == 0 ? ' ' : q->ch);
		if (p->ch > 127)
			assert_int_equal(p->ascii, q->ascii);
		if (p->ch && p->ch != ' ')
			assert_int_equal(p->fg, q->fg);
		assert_int_equal(p->attr, q->attr);
	}
	/* bad rows are refused */
	assert_int_equal(wire_row_get(&b, 0, "~z0x", &err), -1);
	assert_int_equal(wire_row_get(&b, 0, "\xe2\x94", &err), -1);
	assert_int_equal(wire_row_get(&b, 0, "\xe2\x94\x82", &err), -1);	/* no stand-in */
	assert_int_equal(wire_row_get(&b, CANVAS_H, "x", &err), -1);
	/* a row with '\\' goes through the escaped line */
	memset(w, 0, sizeof *w);
	wire_outf(&o, "size 0 40 2\nrow 0 0\t");
	wire_out_esc(&o, buf);
	wire_outf(&o, "\nframe\n");
	assert_int_equal(feed(w, &o), 1);
	assert_int_equal(w->view.board.c[0][4].ch, 'c');
	assert_int_equal(w->view.board.c[0][3].ch, '\\');
	wire_out_free(&o);
	free(w);
}

static struct session *game(const char *id, const char *players, void **data)
{
	const struct engine_ops *ops = registry_find(id);
	struct tt_setup su;
	struct session *s;
	char path[IO_PATH_MAX];
	struct tt_err err;

	assert_non_null(ops);
	memset(&su, 0, sizeof su);
	su.seed = 3;
	tt_strlcpy(su.scenario, ops->default_scenario, sizeof su.scenario);
	su.nseats = 2;
	for (int i = 0; i < 2; i++)
		tt_strlcpy(su.seat[i].name, ops->seat_names[i], TT_NAME_MAX);
	(void)players;
	if (io_scenario_path(ops->id, su.scenario, path, sizeof path, &err) < 0 ||
	    ops->load(&io_files, path, data, &err) < 0 || session_new(&s, ops, *data, &su, &err) < 0)
		fail_msg("%s", err.msg);
	return s;
}

static void test_frame_trip(void **state)
{
	void *data;
	struct session *s = game("megapulse", "", &data);
	struct tt_prompt *p = calloc(1, sizeof *p);
	struct tt_view *v = calloc(1, sizeof *v);
	struct wire_screen *w = calloc(1, sizeof *w);
	struct wire_sent sent;
	struct wire_out o = { NULL, 0, 0, false };
	struct tt_result r;
	bool on[TT_MAXSEATS] = { true, false };
	struct wire_frame f = { session_setup(s), on, p, v, "no undo", &r, 0 };

	(void)state;
	memset(&sent, 0, sizeof sent);
	table_prompt(s, 1, p);
	session_view(s, 1, -1, false, v);
	session_result(s, &r);
	wire_frame_put(&o, &sent, &f);
	assert_int_equal(feed(w, &o), 1);
	assert_int_equal(w->prompt.seat, 1);
	assert_int_equal(w->prompt.nopt, p->nopt);
	assert_string_equal(w->prompt.opt[p->nopt - 1].cmd, p->opt[p->nopt - 1].cmd);
	assert_string_equal(w->setup.seat[1].name, session_setup(s)->seat[1].name);
	assert_true(w->online[0] && !w->online[1]);
	assert_int_equal(w->view.board.w, v->board.w);
	for (int y = 0; y < v->panel.h; y++)
		for (int x = 0; x < v->panel.w; x++)
			if (v->panel.c[y][x].ch > ' ')
				assert_int_equal(w->view.panel.c[y][x].ch, v->panel.c[y][x].ch);
	/* the marks (the cars as figures) reach the joined terminal whole, and
	 * a place the view keeps in sight keeps its rank */
	assert_true(v->nmark >= 2);
	assert_int_equal(w->view.nmark, v->nmark);
	for (int i = 0; i < v->nmark; i++) {
		assert_int_equal(w->view.mark[i].x, v->mark[i].x);
		assert_int_equal(w->view.mark[i].y, v->mark[i].y);
		assert_int_equal(w->view.mark[i].w, v->mark[i].w);
		assert_string_equal(w->view.mark[i].label, v->mark[i].label);
		assert_string_equal(w->view.mark[i].sign, v->mark[i].sign);
	}
	o.len = 0;
	tt_view_place(v, 3, 4, CC_GREEN, "", 2);
	wire_frame_put(&o, &sent, &f);
	assert_int_equal(feed(w, &o), 1);
	assert_int_equal(w->view.nmark, v->nmark);
	assert_int_equal(w->view.mark[v->nmark - 1].keep, 2);
	assert_string_equal(w->view.mark[v->nmark - 1].label, "");
	v->nmark--;
	o.len = 0;
	wire_frame_put(&o, &sent, &f);
	assert_int_equal(feed(w, &o), 1);
	/* the same screen again: nothing but the end of the frame */
	o.len = 0;
	wire_frame_put(&o, &sent, &f);
	assert_string_equal(o.p, "frame\n");
	wire_out_free(&o);
	free(p);
	free(v);
	free(w);
	session_free(s);
	registry_find("megapulse")->unload(data);
}

/* One person, two characters: the seat line stays as it was (a terminal
 * of before reads it) and a "with" line says who plays the added seat. */
static void test_with_trip(void **state)
{
	struct tt_setup su;
	struct tt_prompt *p = calloc(1, sizeof *p);
	struct tt_view *v = calloc(1, sizeof *v);
	struct wire_screen *w = calloc(1, sizeof *w);
	struct wire_sent sent;
	struct wire_out o = { NULL, 0, 0, false };
	struct tt_result r;
	bool on[TT_MAXSEATS] = { true, true, false, false };
	struct wire_frame f = { &su, on, p, v, "", &r, 0 };
	const char *names[] = { "ana", "ray", "pnk", "tor" };
	char text[WIRE_TEXT_MAX];
	struct tt_err err;
	int kind;

	(void)state;
	memset(&su, 0, sizeof su);
	memset(&sent, 0, sizeof sent);
	memset(&r, 0, sizeof r);
	su.nseats = 4;
	for (int i = 0; i < 4; i++)
		tt_strlcpy(su.seat[i].name, names[i], TT_NAME_MAX);
	su.seat[3].with = 2;	/* RAY plays TOR too */
	p->seat = 3;
	wire_frame_put(&o, &sent, &f);
	assert_non_null(strstr(o.p, "seat 3 0 0 0\ttor\n"));
	assert_non_null(strstr(o.p, "with 3 1\n"));
	assert_int_equal(feed(w, &o), 1);
	assert_int_equal(w->setup.seat[3].with, 2);
	assert_int_equal(w->setup.seat[1].with, 0);
	/* seats sent again without it: nobody plays two */
	su.seat[3].with = 0;
	o.len = 0;
	wire_frame_put(&o, &sent, &f);
	assert_int_equal(feed(w, &o), 1);
	assert_int_equal(w->setup.seat[3].with, 0);
	/* a bad one is refused: out of range, itself, a chain */
	assert_int_equal(wire_screen_read(w, "with 4 1", 8, text, sizeof text, &kind, &err), -1);
	assert_int_equal(wire_screen_read(w, "with 2 2", 8, text, sizeof text, &kind, &err), -1);
	assert_int_equal(wire_screen_read(w, "with 3 1", 8, text, sizeof text, &kind, &err), 0);
	assert_int_equal(wire_screen_read(w, "with 1 3", 8, text, sizeof text, &kind, &err), -1);
	wire_out_free(&o);
	free(p);
	free(v);
	free(w);
}

static void test_requests(void **state)
{
	struct wire_req r;
	struct tt_err err;
	static char big[WIRE_LINE_MAX + 10];
	const char *bad[] = {
		"", "hello", "tabletty", "tabletty x watch", "tabletty 1 dance", "tabletty 1 join red",
		"tabletty 1 join red co de", "tabletty 1 join r;d CODE", "look", "look 1", "look 1 2",
		"look 999 0", "cmd", "bye now", "cmd a\tb",
	};

	(void)state;
#define REQ(s) wire_req_parse((s), strlen(s), &r, &err)
	assert_int_equal(REQ("tabletty 1 join red AB12"), 0);
	assert_int_equal(r.kind, WIRE_JOIN);
	assert_string_equal(r.seat, "red");
	assert_string_equal(r.code, "AB12");
	assert_int_equal(REQ("tabletty 2 watch"), 0);
	assert_int_equal(r.version, 2);
	assert_int_equal(REQ("tabletty 1 info"), 0);
	assert_int_equal(r.kind, WIRE_INFO);
	assert_int_equal(REQ("tabletty 2 end red AB12"), 0);
	assert_int_equal(r.kind, WIRE_END);
	assert_string_equal(r.seat, "red");
	assert_int_equal(REQ("cmd move 3 # go"), 0);
	assert_string_equal(r.line, "move 3 # go");
	assert_int_equal(REQ("look -1 1"), 0);
	assert_true(r.sel == -1 && r.overview);
	assert_int_equal(REQ("bye"), 0);
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		if (REQ(bad[i]) == 0)
			fail_msg("'%s' was accepted", bad[i]);
	assert_int_equal(wire_req_parse("cmd a\0b", 7, &r, &err), -1);
	memset(big, 'a', sizeof big);
	memcpy(big, "cmd ", 4);
	assert_int_equal(wire_req_parse(big, sizeof big, &r, &err), -1);
	assert_int_equal(wire_req_parse(big, CMD_MAXLINE + 4, &r, &err), -1);
#undef REQ
}

/* The table's first line names its owner; a table of another protocol
 * is refused by name. */
static void test_announce(void **state)
{
	struct wire_out o = { NULL, 0, 0, false };
	struct wire_screen w;
	struct tt_err err;
	char text[WIRE_TEXT_MAX];
	int kind;

	(void)state;
	memset(&w, 0, sizeof w);
	wire_announce(&o, 1001, "bob", "megapulse-1", "megapulse");
	assert_int_equal(wire_screen_read(&w, o.p, o.len - 1, text, sizeof text, &kind, &err),
			 WIRE_EV_NONE);
	assert_true(w.announced);
	assert_int_equal(w.owner, 1001);
	assert_string_equal(w.owner_name, "bob");
	assert_string_equal(w.table, "megapulse-1");
	assert_string_equal(w.game, "megapulse");
	memset(&w, 0, sizeof w);
	assert_int_equal(wire_screen_read(&w, "table 1 5\ta\tb\tc", 15, text, sizeof text, &kind,
					  &err), -1);
	assert_non_null(strstr(err.msg, "protocol 1"));
	assert_false(w.announced);
	wire_out_free(&o);
}

static void test_codes(void **state)
{
	(void)state;
	assert_true(wire_code_equal("AB23CD", "AB23CD"));
	assert_false(wire_code_equal("AB23CD", "AB23CE"));
	assert_false(wire_code_equal("AB23CD", "AB23C"));
	assert_false(wire_code_equal("AB23C", "AB23CD"));
	assert_false(wire_code_equal("", ""));
	assert_false(wire_code_equal("0123456789ABCDEFG", "0123456789ABCDEFG"));
}

static void test_seat_prompt(void **state)
{
	void *data;
	struct session *s = game("megapulse", "", &data);
	struct tt_prompt *p = calloc(1, sizeof *p), *q = calloc(1, sizeof *q);
	struct tt_out *out = calloc(1, sizeof *out);
	char cmd[CMD_MAXLINE], why[200];
	struct tt_err err;

	(void)state;
	session_prompt(s, p);
	assert_int_equal(p->seat, 0);
	assert_int_equal(p->waiting, 3u);
	table_prompt(s, 1, q);		/* seat 1 chooses while seat 0 does */
	assert_int_equal(q->seat, 1);
	assert_true(q->nopt > 0);
	assert_int_equal(q->waiting, 3u);
	assert_int_equal(session_nhist(s), 0);	/* the scratch copy changed nothing */
	table_prompt(s, -1, q);		/* a watcher: who, not what */
	assert_int_equal(q->nopt, 0);
	assert_string_equal(q->text, "choosing in secret");
	assert_int_equal(table_hint(s, -1, cmd, sizeof cmd, why, sizeof why, &err), -1);
	/* seat 1 picks first; seat 0 still has its own choice, seat 1 waits */
	table_prompt(s, 1, q);
	tt_out_clear(out);
	assert_int_equal(session_line(s, 1, q->opt[0].cmd, out, &err), SESSION_OK);
	table_prompt(s, 0, q);
	assert_true(q->seat == 0 && q->nopt > 0);
	table_prompt(s, 1, q);
	assert_true(q->seat == 0 && q->nopt == 0);
	assert_int_equal(table_hint(s, 1, cmd, sizeof cmd, why, sizeof why, &err), -1);
	free(p);
	free(q);
	free(out);
	session_free(s);
	registry_find("megapulse")->unload(data);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_row_trip),
		cmocka_unit_test(test_frame_trip),
		cmocka_unit_test(test_with_trip),
		cmocka_unit_test(test_requests),
		cmocka_unit_test(test_codes),
		cmocka_unit_test(test_announce),
		cmocka_unit_test(test_seat_prompt),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
