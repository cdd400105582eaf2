/*
 * ui_log.c - the message log: a ring of the last UI_LOG_MAX lines.
 *
 * Engine messages, AI moves and "error: reason" lines all land here; `M`
 * pages through all of them.  The frame shows what happened since the
 * player's last decision (the mark), so new lines are added below the old
 * ones instead of scrolling the whole log: fewer bytes per move.  Each
 * game starts its own log (start): M and Ctrl-P never show another
 * game's messages.
 */
#include <stdio.h>
#include <string.h>
#include "ui_int.h"

static void ui_log_put(struct ui *ui, bool err, const char *s, size_t n)
{
	int i = ui->log.n % UI_LOG_MAX;

	if (n >= UI_LOG_W) {
		ui_cut_report("log", s);
		n = UI_LOG_W - 1;
	}
	memcpy(ui->log.line[i], s, n);
	ui->log.line[i][n] = '\0';
	ui->log.err[i] = err;
	ui->log.n++;
}

void ui_log_add(struct ui *ui, bool err, const char *fmt, ...)
{
	char buf[UI_LOG_W];
	va_list ap;

	va_start(ap, fmt);
	if (vsnprintf(buf, sizeof buf, fmt, ap) >= (int)sizeof buf)
		ui_cut_report("log", buf);
	va_end(ap);
	ui_log_text(ui, buf);
	if (err)
		ui->log.err[(ui->log.n + UI_LOG_MAX - 1) % UI_LOG_MAX] = true;
}

void ui_log_text(struct ui *ui, const char *text)
{
	while (*text) {
		const char *nl = strchr(text, '\n');
		size_t n = nl ? (size_t)(nl - text) : strlen(text);

		if (n > 0)
			ui_log_put(ui, strncmp(text, "error:", 6) == 0, text, n);
		text += n;
		if (*text == '\n')
			text++;
	}
}

int ui_log_count(const struct ui *ui)
{
	return ui->log.n < UI_LOG_MAX ? ui->log.n : UI_LOG_MAX;
}

/* back = 0 is the newest line. */
const char *ui_log_get(const struct ui *ui, int back, bool *err)
{
	int i;

	if (back < 0 || back >= ui_log_count(ui))
		return NULL;
	i = (ui->log.n - 1 - back) % UI_LOG_MAX;
	if (err)
		*err = ui->log.err[i];
	return ui->log.line[i];
}

void ui_log_mark(struct ui *ui)
{
	ui->log.mark = ui->log.n;
	ui->log.back = 0;
}

void ui_log_game(struct ui *ui)
{
	ui_log_mark(ui);
	ui->log.start = ui->log.n;
}

int ui_log_in_game(const struct ui *ui)
{
	int n = ui->log.n - ui->log.start;

	return n < ui_log_count(ui) ? n : ui_log_count(ui);
}

int ui_log_since_mark(const struct ui *ui)
{
	int n = ui->log.n - ui->log.mark;

	return n < ui_log_count(ui) ? n : ui_log_count(ui);
}
