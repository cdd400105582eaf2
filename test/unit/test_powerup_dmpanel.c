/*
 * test_powerup_dmpanel.c - POWERUP Deathmatch: the side panel gives the
 * score on its first row at every decision of whole AI games (3v3 on
 * deathmatch-6, three players on deathmatch-4), whoever decides and
 * however full the panel is (four POW! cards, the store), as every
 * terminal sees it: the public view and the first seat's, with no option
 * highlighted (18 rows at 80x24) and with one (17 rows and the preview).
 * The sheet on the panel is the deciding character's, also when a rival's
 * turn waits for its reaction.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "io.h"
#include "registry.h"
#include "seats.h"
#include "session.h"

/* Row y of the panel as text (blank cells as spaces). */
static void row_text(const struct canvas *cv, int y, char row[CANVAS_W + 1])
{
	int n = 0;

	for (int x = 0; y < cv->h && x < cv->w && x < CANVAS_W; x++)
		row[n++] = cv->c[y][x].ascii ? cv->c[y][x].ascii : ' ';
	row[n] = '\0';
}

/* Does the panel's first row read "RED n - BLU n"? */
static bool has_score(const struct canvas *cv)
{
	char row[CANVAS_W + 1];

	row_text(cv, 0, row);
	return strncmp(row, "RED ", 4) == 0 && strstr(row, " - BLU ") != NULL;
}

/* Does the panel's sheet row ("NAME lives N AP N") name seat's character
 * (the seat's name in capitals)? */
static bool shows_sheet(const struct canvas *cv, const char *seat)
{
	for (int y = 0; y < cv->h && y < CANVAS_H; y++) {
		char row[CANVAS_W + 1];
		int n;

		row_text(cv, y, row);
		if (!strstr(row, " lives "))
			continue;
		for (n = 0; seat[n]; n++)
			if (row[n] != seat[n] - 'a' + 'A')
				return false;
		return row[n] == ' ' || row[n] == '*';
	}
	return false;
}

/* Play seed's game of scenario with players to its end (or moves moves);
 * the number of panels checked. */
static int play(const char *scenario, const char *players, uint64_t seed, int moves)
{
	const struct engine_ops *ops = registry_find("powerup");
	struct tt_prompt *p = calloc(1, sizeof *p);
	struct tt_view *v = calloc(1, sizeof *v);
	struct tt_out *out = calloc(1, sizeof *out);
	struct tt_setup su;
	struct session *s;
	struct tt_err err;
	void *data = NULL;
	int checked = 0, reactions = 0;

	assert_non_null(ops);
	memset(&su, 0, sizeof su);
	su.seed = seed;
	tt_strlcpy(su.scenario, scenario, sizeof su.scenario);
	if (seats_parse(ops, players, &su, &err) < 0 || io_scenario_load(ops, &su, &data, &err) < 0 ||
	    session_new(&s, ops, data, &su, &err) < 0)
		fail_msg("%s: %s", scenario, err.msg);
	for (int m = 0; m < moves; m++) {
		session_prompt(s, p);
		if (p->seat < 0)
			break;
		for (int viewer = -1; viewer <= 0; viewer++)
			for (int sel = -1; sel <= 0; sel++) {
				session_view(s, viewer, sel, false, v);
				if (!has_score(&v->panel))
					fail_msg("%s seed %llu move %d: no score on the panel's first row (viewer %d, sel %d)",
						 scenario, (unsigned long long)seed, m, viewer, sel);
				checked++;
			}
		if (p->seat < su.nseats && !shows_sheet(&v->panel, su.seat[p->seat].name))
			fail_msg("%s seed %llu move %d: the panel shows another sheet than %s's",
				 scenario, (unsigned long long)seed, m, su.seat[p->seat].name);
		reactions += strstr(p->text, "React") != NULL;
		tt_out_clear(out);
		if (session_ai_move(s, p->seat, AI_NORMAL, out, &err) < 0)
			fail_msg("%s move %d: %s", scenario, m, err.msg);
	}
	session_free(s);
	ops->unload(data);
	free(p);
	free(v);
	free(out);
	assert_true(reactions > 0);
	return checked;
}

static void test_dm6_score(void **state)
{
	(void)state;
	assert_true(play("deathmatch-6", "ana=ai,ray=ai,pnk=ai,tor=ai,pam=ai,mac=ai", 2, 3000) > 400);
}

static void test_dm3_score(void **state)
{
	(void)state;
	assert_true(play("deathmatch-4", "ana=ai,ray=ai,pnk=ai", 3, 3000) > 400);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_dm6_score),
		cmocka_unit_test(test_dm3_score),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
