/*
 * ui_cmdline.c - the `:` command line: editing, history, tab completion.
 *
 * Completion offers the game's verbs, the global verbs and the full
 * commands of the current options, extending the line to their longest
 * common prefix and listing the candidates on the row above.
 */
#include <curses.h>
#include <stdio.h>
#include <string.h>
#include "cmd.h"
#include "registry.h"
#include "ui_int.h"

struct ui_cand {
	const char *word[TT_MAXOPT + 64];
	int n;
};

static void ui_cand_add(struct ui_cand *c, const char *w, const char *line)
{
	if (strncmp(w, line, strlen(line)) != 0 || c->n >= (int)(sizeof c->word / sizeof c->word[0]))
		return;
	for (int i = 0; i < c->n; i++)
		if (strcmp(c->word[i], w) == 0)
			return;
	c->word[c->n++] = w;
}

static void ui_cand_collect(const struct front_src *src, const struct tt_prompt *p,
			    const char *line, struct ui_cand *c)
{
	const struct engine_ops *ops = src->game;
	size_t nglobal;
	const struct cmd_verb *globals = session_globals_table(&nglobal);

	c->n = 0;
	if (!strchr(line, ' ')) {
		for (size_t i = 0; i < ops->nverbs; i++)
			ui_cand_add(c, ops->verbs[i].name, line);
		for (size_t i = 0; i < nglobal; i++)
			ui_cand_add(c, globals[i].name, line);
	}
	for (int i = 0; p->seat >= 0 && i < p->nopt; i++)
		ui_cand_add(c, p->opt[i].cmd, line);
}

int ui_complete(const struct front_src *src, const struct tt_prompt *p, char *line, size_t cap,
		char *list, size_t listcap)
{
	struct ui_cand c;
	size_t common, used = 0;

	ui_cand_collect(src, p, line, &c);
	list[0] = '\0';
	if (c.n == 0)
		return 0;
	common = strlen(c.word[0]);
	for (int i = 1; i < c.n; i++) {
		size_t k = 0;

		while (k < common && c.word[i][k] == c.word[0][k])
			k++;
		common = k;
	}
	if (common >= strlen(line) && common < cap) {
		memcpy(line, c.word[0], common);
		line[common] = '\0';
	}
	if (c.n == 1 && strlen(line) + 1 < cap && !strchr(line, ' '))
		strcat(line, " ");
	for (int i = 0; i < c.n && used + strlen(c.word[i]) + 3 < listcap; i++)
		used += (size_t)snprintf(list + used, listcap - used, "%s%s", i ? "  " : "",
					 c.word[i]);
	return c.n;
}

static void ui_cmd_draw(const char *line, const char *list)
{
	int w = COLS - 2, len = (int)strlen(line), off = len > w ? len - w : 0;

	move(LINES - 2, 0);
	clrtoeol();
	if (*list) {
		char fit[512];

		/* the candidates that fit, and how many more a longer prefix shows */
		ui_fit_words(list, COLS, fit, sizeof fit);
		ui_put_str(LINES - 2, 0, COLS, A_DIM, fit);
	}
	move(LINES - 1, 0);
	clrtoeol();
	ui_put_str(LINES - 1, 0, 1, A_BOLD, ":");
	ui_put_str(LINES - 1, 1, COLS - 1, A_NORMAL, line + off);
	move(LINES - 1, 1 + len - off);
	refresh();
}

static void ui_hist_add(struct ui *ui, const char *line)
{
	int n = (int)(sizeof ui->hist / sizeof ui->hist[0]);

	if (ui->nhist > 0 && strcmp(ui->hist[(ui->nhist - 1) % n], line) == 0)
		return;
	tt_strlcpy(ui->hist[ui->nhist % n], line, sizeof ui->hist[0]);
	ui->nhist++;
}

/* Step through history: back = how far from the newest (0 = new line). */
static void ui_hist_get(const struct ui *ui, int back, char *line, size_t cap)
{
	int n = (int)(sizeof ui->hist / sizeof ui->hist[0]);

	if (back <= 0)
		line[0] = '\0';
	else
		tt_strlcpy(line, ui->hist[(ui->nhist - back) % n], cap);
}

static int ui_hist_max(const struct ui *ui)
{
	int n = (int)(sizeof ui->hist / sizeof ui->hist[0]);

	return ui->nhist < n ? ui->nhist : n;
}

static void ui_cmd_erase_word(char *line)
{
	size_t n = strlen(line);

	while (n > 0 && line[n - 1] == ' ')
		n--;
	while (n > 0 && line[n - 1] != ' ')
		n--;
	line[n] = '\0';
}

bool ui_cmdline(struct ui *ui, const struct front_src *src, const struct tt_prompt *p, char *line,
		size_t cap)
{
	char list[512] = "";
	int back = 0, k;

	line[0] = '\0';
	ui_cursor(true);
	leaveok(stdscr, FALSE);	/* the cursor shows where typing goes */
	for (;;) {
		size_t n = strlen(line);

		ui_cmd_draw(line, list);
		k = ui_key(ui, -1);
		if (k == UI_KEY_STOP || k == UI_KEY_INT || k == 27)
			break;
		if (k == '\r' || k == '\n' || k == KEY_ENTER) {
			ui_cursor(false);
			leaveok(stdscr, TRUE);
			if (*line)
				ui_hist_add(ui, line);
			return *line != '\0';
		}
		list[0] = '\0';
		if (k == KEY_BACKSPACE || k == 127 || k == 8) {
			if (n > 0)
				line[n - 1] = '\0';
		} else if (k == ('u' & 0x1f)) {
			line[0] = '\0';
		} else if (k == ('w' & 0x1f)) {
			ui_cmd_erase_word(line);
		} else if (k == '\t') {
			ui_complete(src, p, line, cap, list, sizeof list);
		} else if (k == KEY_UP && back < ui_hist_max(ui)) {
			ui_hist_get(ui, ++back, line, cap);
		} else if (k == KEY_DOWN && back > 0) {
			ui_hist_get(ui, --back, line, cap);
		} else if (k >= 32 && k < 127 && n + 1 < cap) {
			line[n] = (char)k;
			line[n + 1] = '\0';
		}
	}
	ui_cursor(false);
	leaveok(stdscr, TRUE);
	line[0] = '\0';
	return false;
}
