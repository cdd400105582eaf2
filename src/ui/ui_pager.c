/*
 * ui_pager.c - full-screen text (help, message history, `show`) and the
 * one-line yes/no question.
 *
 * The pager wraps lines at spaces to the terminal width, blocks on keys and
 * redraws on resize.  It owns nothing after it returns.
 */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ui_int.h"

struct ui_seg {
	const char *p;
	int n;
};

int ui_wrap_rows(const char *text, int w, int *off, int *len, int max)
{
	int n = 0, at = 0, total = (int)strlen(text);

	while (at < total && n < max) {
		int col = 0, end = at, brk = -1, b = 1;

		while (end < total) {
			int cw = ui_char_cols(text + end, &b);

			if (col + cw > w)
				break;
			if (text[end] == ' ')
				brk = end;
			col += cw;
			end += b;
		}
		if (end < total && text[end] != ' ' && brk > at)
			end = brk;	/* break at the last space, never in a word */
		if (end == at)
			end += b;	/* a character wider than the row */
		off[n] = at;
		len[n] = end - at;
		while (len[n] > 0 && text[at + len[n] - 1] == ' ')
			len[n]--;
		n++;
		at = end;
		while (at < total && text[at] == ' ')
			at++;
	}
	return n;
}

void ui_fit_words(const char *text, int w, char *out, size_t cap)
{
	size_t n = 0;
	int col = 0, left = 0;
	const char *p = text;

	out[0] = '\0';
	while (*p) {
		const char *e = p;
		char word[128];
		int ww;

		while (*e && *e != ' ')
			e++;
		snprintf(word, sizeof word, "%.*s", (int)(e - p), p);
		ww = ui_str_width(word);
		if (left == 0 && col + ww + 2 + 9 <= w && n + strlen(word) + 3 < cap) {
			n += (size_t)snprintf(out + n, cap - n, "%s%s", n ? "  " : "", word);
			col += ww + 2;
		} else {
			left++;
		}
		p = e;
		while (*p == ' ')
			p++;
	}
	if (left && n + 16 < cap)
		snprintf(out + n, cap - n, "  +%d more", left);
}

/* Split text into screen lines of at most w columns, breaking at spaces. */
static int ui_wrap(const char *text, int w, struct ui_seg **out)
{
	int n = 0, cap = 64;
	struct ui_seg *v = malloc(sizeof *v * (size_t)cap);
	char *line = NULL;

	while (v && *text) {
		const char *nl = strchr(text, '\n');
		size_t len = nl ? (size_t)(nl - text) : strlen(text);
		int off[64], ln[64], rows;
		char *l = realloc(line, len + 1);

		if (!l)
			break;
		line = l;
		memcpy(line, text, len);
		line[len] = '\0';
		rows = len ? ui_wrap_rows(line, w, off, ln, 64) : 0;
		for (int i = 0; i < (rows ? rows : 1); i++) {
			if (n == cap) {
				struct ui_seg *nv = realloc(v, sizeof *v * (size_t)(cap *= 2));

				if (!nv)
					break;
				v = nv;
			}
			v[n].p = text + (rows ? off[i] : 0);
			v[n++].n = rows ? ln[i] : 0;
		}
		text += len;
		if (*text == '\n')
			text++;
	}
	free(line);
	*out = v;
	return v ? n : 0;
}

static void ui_pager_draw(const char *title, const struct ui_seg *v, int n, int top,
			  const char *foot)
{
	char buf[512];
	int rows = LINES - 2;

	erase();
	ui_put_str(0, 0, COLS, A_BOLD | A_REVERSE, title);
	for (int i = 0; i < rows && top + i < n; i++) {
		int len = v[top + i].n < (int)sizeof buf - 1 ? v[top + i].n : (int)sizeof buf - 1;

		memcpy(buf, v[top + i].p, (size_t)len);
		buf[len] = '\0';
		ui_put_str(1 + i, 0, COLS, A_NORMAL, buf);
	}
	if (foot)	/* a page that asks: its choices, always whole */
		snprintf(buf, sizeof buf, "%s%s", foot, n > rows ? "   Space/b more" : "");
	else
		snprintf(buf, sizeof buf, "lines %d-%d of %d   Space/PgDn next  b/PgUp back  "
			 "q/Esc close", n ? top + 1 : 0, top + rows < n ? top + rows : n, n);
	ui_put_str(LINES - 1, 0, COLS, foot ? A_BOLD : A_DIM, buf);
	refresh();
}

static int ui_pager_move(int k, int top, int n, int rows)
{
	switch (k) {
	case KEY_DOWN: case 'j': case '\r': case '\n': return top + 1;
	case KEY_UP: case 'k': return top - 1;
	case ' ': case KEY_NPAGE: case 'f': return top + rows;
	case 'b': case KEY_PPAGE: return top - rows;
	case KEY_HOME: case 'g': return 0;
	case KEY_END: case 'G': return n - rows;
	default: return top;
	}
}

/* The pager; with keys, a page that asks: one of keys closes it and is
 * returned (foot names them), q and Esc give 'q'. */
static int ui_pager_run(struct ui *ui, const char *title, const char *text, bool at_end,
			const char *foot, const char *keys)
{
	struct ui_seg *v = NULL;
	int n = 0, top = at_end ? 1 << 29 : 0, w = 0, k;

	for (;;) {
		int rows = LINES - 2;

		if (w != COLS) {
			free(v);
			w = COLS;
			n = ui_wrap(text, w > 1 ? w : 1, &v);
		}
		if (top > n - rows)
			top = n - rows;
		if (top < 0)
			top = 0;
		if (!ui_too_small())
			ui_pager_draw(title, v, n, top, foot);
		k = ui_key(ui, -1);
		if (keys && k > 0 && k < 127 && strchr(keys, k))
			break;
		if (k == UI_KEY_STOP || k == UI_KEY_INT || k == 'q' || k == 'Q' || k == 27) {
			k = 'q';
			break;
		}
		top = ui_pager_move(k, top, n, rows);
	}
	free(v);
	return k;
}

void ui_pager(struct ui *ui, const char *title, const char *text, bool at_end)
{
	ui_pager_run(ui, title, text, at_end, NULL, NULL);
}

int ui_pager_choose(struct ui *ui, const char *title, const char *text, const char *foot,
		    const char *keys)
{
	return ui_pager_run(ui, title, text, false, foot, keys);
}

bool ui_ask(struct ui *ui, const char *question)
{
	char buf[256];
	int k;

	snprintf(buf, sizeof buf, "%s (y/n)", question);
	for (;;) {
		move(LINES - 1, 0);
		clrtoeol();
		ui_put_str(LINES - 1, 0, COLS, A_BOLD | A_REVERSE, buf);
		refresh();
		k = ui_key(ui, -1);
		if (k == KEY_RESIZE || k == ERR || k == UI_KEY_NET)
			continue;
		move(LINES - 1, 0);
		clrtoeol();
		refresh();
		return k == 'y' || k == 'Y';
	}
}

void ui_history(struct ui *ui)
{
	struct tt_out *o = &ui->out;
	int n = ui_log_in_game(ui);

	tt_out_clear(o);
	for (int i = n - 1; i >= 0; i--)
		tt_outf(o, "%s\n", ui_log_get(ui, i, NULL));
	if (n == 0)
		tt_outf(o, "(no messages yet)\n");
	ui_pager(ui, "Messages (oldest first)", o->text, true);
}
