/*
 * test_powerup_text.c - POWERUP's texts in the data files: every POW!
 * card, BUG card, BUG sheet, special action, destruction rule, ability
 * and supply has its words, the short forms fit the panel, and a text
 * that is missing, too long or not printable ASCII (or a malformed
 * profession ability) is refused with the file and line.
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
#include "games/powerup/pu_engine.h"

#include "test_powerup_fixture.h"

#define MISSION "powerup/save-the-vips.ini"

static void texts_all_there(void **st)
{
	struct pu_data *d = load(MISSION, NULL);
	char line[80];
	int n = 0;

	(void)st;
	for (int i = 0; i < d->npow; i++, n++) {
		assert_true(d->pow[i].brief[0] && d->pow[i].text[0]);
		/* the panel's card line: "N L Name trick", 26 columns */
		snprintf(line, sizeof line, "%d %c %s%s", 4, d->pow[i].letter, d->pow[i].name,
			 d->pow[i].type == PU_PW_TRICK ? " trick" : "");
		if (strlen(line) > 26)
			fail_msg("'%s' is wider than the panel", line);
	}
	for (int i = 0; i < d->nbugcard; i++, n++)
		assert_true(d->bugcard[i].brief[0] && d->bugcard[i].text[0]);
	for (int i = 0; i < d->nbug; i++, n++)
		assert_true(d->bug[i].text[0] != '\0');
	for (int i = 1; i < PU_SP_N; i++, n++)
		assert_true(d->sp_brief[i][0] && d->sp_text[i][0]);
	for (int i = 1; i < PU_DS_N; i++, n++)
		assert_true(d->ds_brief[i][0] && d->ds_text[i][0]);
	for (int i = 0; i < PU_NABIL; i++, n++)
		assert_true(d->ab_brief[i][0] && d->ab_text[i][0]);
	for (int i = 0; i < d->neq; i++, n++) {
		/* the store's line: "buy N Name NN$" */
		snprintf(line, sizeof line, "buy 4 %s %d$", d->eq[i].name, d->eq[i].cost);
		if (strlen(line) > 26)
			fail_msg("'%s' is wider than the panel", line);
	}
	assert_true(n > 100);
	pu_unload(d);
}

/* The bundled data file path with one line's text replaced (or the
 * line dropped when to is NULL); *line gets the line's number. */
static char *patched(const char *path, const char *from, const char *to, int *line)
{
	char *buf, *out, *at;
	size_t len;
	struct tt_err err = { "" };

	if (io_files.read(io_files.ctx, path, &buf, &len, &err) < 0)
		fail_msg("%s: %s", path, err.msg);
	at = strstr(buf, from);
	assert_non_null(at);
	*line = 1;
	for (char *p = buf; p < at; p++)
		*line += *p == '\n';
	out = malloc(len + (to ? strlen(to) : 0) + 1);
	memcpy(out, buf, (size_t)(at - buf));
	snprintf(out + (at - buf), len + (to ? strlen(to) : 0) + 1 - (size_t)(at - buf), "%s%s",
		 to ? to : "", at + strlen(from));
	free(buf);
	return out;
}

/* Loading with path's text patched fails with want after "file:N:",
 * N the line of anchor (NULL: of the patched text). */
static void refused(const char *path, const char *from, const char *to, const char *anchor,
		    const char *want)
{
	struct mem_file files[2] = { { path, NULL }, { NULL, NULL } };
	struct tt_err err = { "" };
	char expect[200];
	void *d = NULL;
	int line;
	char *text = patched(path, from, to, &line);

	if (anchor)
		free(patched(path, anchor, anchor, &line));
	files[0].text = text;
	mem_files = files;
	assert_int_equal(pu_load(&mem, MISSION, &d, &err), -1);
	mem_files = NULL;
	assert_null(d);
	snprintf(expect, sizeof expect, ":%d: %s", line, want);
	if (!strstr(err.msg, expect) || !strstr(err.msg, strrchr(path, '/') + 1))
		fail_msg("expected '%s' in '%s'", expect, err.msg);
	free(text);
}

static void texts_refused(void **st)
{
	(void)st;
	refused("powerup/data/pow.ini", "short = +2 RP\n", "short = two more reaction points\n",
		NULL, "short: at most 18 characters");
	refused("powerup/data/bugcards.ini", "text = Two BUGGIEs appear next to a BUGBUSTER.\n",
		"text = Two BUGGIEs appear \t next to a BUGBUSTER.\n", NULL, "text: printable ASCII only");
	refused("powerup/data/bugs.ini", "text = A flying spitter", "txt = A flying spitter",
		"[bug batbug]", "[bug batbug] needs text");
}

/* professions.ini (house data): a malformed ability or sheet names the
 * file and line. */
static void texts_professions_refused(void **st)
{
	(void)st;
	refused("powerup/data/professions.ini", "effect = engineer\n", "effect = wizard\n", NULL,
		"'effect' must be one of engineer, heal");
	refused("powerup/data/professions.ini", "dice = 1 0\n", "dice = 1\n", NULL,
		"[ability brawler] needs dice = WHITE YELLOW");
	refused("powerup/data/professions.ini", "abilities = bulwark adrenaline\n",
		"abilities = bulwark brawler\n", NULL, "abilities: 'brawler' is no [ability] of no other sheet");
	refused("powerup/data/professions.ini", "action = jump\n", "action = fly\n", NULL, "'action' must be one of jump, revive");
	refused("powerup/data/professions.ini", "when = hurt\n", "colour = red\nwhen = hurt\n", NULL,
		"unknown key 'colour' in [ability adrenaline]");
}

/* A missing [special NAME] section is named, at the file's last line. */
static void texts_section_missing(void **st)
{
	struct mem_file files[2] = { { "powerup/data/equipment.ini", NULL }, { NULL, NULL } };
	struct tt_err err = { "" };
	void *d = NULL;
	int line;
	char *text = patched(files[0].path, "[special drill]", "[special drillx]", &line);

	(void)st;
	files[0].text = text;
	mem_files = files;
	assert_int_equal(pu_load(&mem, MISSION, &d, &err), -1);
	mem_files = NULL;
	if (!strstr(err.msg, "equipment.ini:") || !strstr(err.msg, "expected a [special drill] section"))
		fail_msg("got '%s'", err.msg);
	free(text);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(texts_all_there),
		cmocka_unit_test(texts_refused),
		cmocka_unit_test(texts_section_missing),
		cmocka_unit_test(texts_professions_refused),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
