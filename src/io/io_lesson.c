/*
 * io_lesson.c - the lessons on disk: a game's list of them and opening
 * one (its file parsed, the scenario it is played in loaded).  The rules
 * of a lesson are in src/core/lesson.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "io.h"
#include "lesson.h"

int io_lessons(const struct engine_ops *ops, struct io_entry *e, int cap)
{
	char dir[IO_PATH_MAX];
	int n;

	snprintf(dir, sizeof dir, "%.900s/%s/learn", io_data_dir(), ops->id);
	n = io_list(dir, ".ini", true, e, cap);
	for (int k = 0; k < n; k++)
		e[k].name[strlen(e[k].name) - 4] = '\0';
	return n < 0 ? 0 : n;
}

int io_lesson_read(const struct engine_ops *ops, const char *arg, struct lesson *L,
		   struct tt_err *err)
{
	char path[IO_PATH_MAX], name[LESSON_NAME + 8];
	const char *base = strrchr(arg, '/');
	char *text;
	size_t len, n;
	int rc;

	if (base) {	/* a file: `tabletty check` of a lesson being written */
		if (io_restricted())
			return tt_errf(err, "in restricted mode a lesson is named, not a path");
		tt_strlcpy(path, arg, sizeof path);
		base++;
	} else {
		snprintf(path, sizeof path, "%.900s/%s/learn/%.60s.ini", io_data_dir(), ops->id, arg);
		base = arg;
	}
	tt_strlcpy(name, base, sizeof name);
	n = strlen(name);
	if (n > 4 && strcmp(name + n - 4, ".ini") == 0)
		name[n - 4] = '\0';
	if (io_read(path, IO_FILE_MAX, 0, &text, &len, err) < 0)
		return -1;
	rc = lesson_parse(ops, path, name, text, len, L, err);
	free(text);
	return rc;
}

int io_lesson_open(const struct engine_ops *ops, const char *arg, struct lesson *L, void **data,
		   struct tt_err *err)
{
	*data = NULL;
	if (io_lesson_read(ops, arg, L, err) < 0)
		return -1;
	if (io_scenario_load(ops, &L->setup, data, err) < 0) {
		struct tt_err e = *err;

		return tt_errf(err, "lesson %.60s: its scenario: %.200s", L->name, e.msg);
	}
	return 0;
}
