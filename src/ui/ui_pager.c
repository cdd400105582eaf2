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

/* Split text into screen lines of at most w bytes, breaking at spaces. */
static int ui_wrap(const char *text, int w, struct ui_seg **out)
{
	int n = 0, cap = 64;
	struct ui_seg *v = malloc(sizeof *v * (size_t)cap);

	while (v && *text) {
		const char *nl = strchr(text, '\n');
		int len = nl ? (int)(nl - text) : (int)strlen(text);

		do {
			int take = len;

			if (take > w) {
				take = w;
				while (take > w / 2 && text[take] != ' ')
					take--;
				if (take <= w / 2)
					take = w;
			}
			if (n == cap) {
				struct ui_seg *nv = realloc(v, sizeof *v * (size_t)(cap *= 2));

				if (!nv)
					break;
				v = nv;
			}
			v[n].p = text;
			v[n++].n = take;
			text += take;
			len -= take;
			while (len > 0 && *text == ' ') {
				text++;
				len--;
			}
		} while (len > 0);
		text += len;
		if (*text == '\n')
			text++;
	}
	*out = v;
	return v ? n : 0;
}

static void ui_pager_draw(const char *title, const struct ui_seg *v, int n, int top)
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
	snprintf(buf, sizeof buf, "lines %d-%d of %d   Space/PgDn next  b/PgUp back  "
		 "q/Esc close", n ? top + 1 : 0, top + rows < n ? top + rows : n, n);
	ui_put_str(LINES - 1, 0, COLS, A_DIM, buf);
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

void ui_pager(struct ui *ui, const char *title, const char *text, bool at_end)
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
			ui_pager_draw(title, v, n, top);
		k = ui_key(ui, -1);
		if (k == UI_KEY_STOP || k == UI_KEY_INT || k == 'q' || k == 'Q' || k == 27)
			break;
		top = ui_pager_move(k, top, n, rows);
	}
	free(v);
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

/* An option's key with the keys that reach it ("Left h 4" for TK_LEFT). */
static void ui_help_optkey(const struct ui_keymap *km, int key, char *buf, size_t cap)
{
	ui_tk_name(key, buf, cap);
	for (int a = UA_ENTER; a <= UA_DOWNRIGHT; a++) {
		if (ui_act_tk((enum ui_act)a) != key || key == TK_NONE)
			continue;
		for (int i = 0; i < UI_KEYS_PER_ACT && km->key[a][i]; i++) {
			char kn[16];
			size_t n = strlen(buf);

			ui_key_name(km->key[a][i], kn, sizeof kn);
			if (strcmp(kn, buf) != 0 && n + strlen(kn) + 2 < cap && !strstr(buf, kn))
				snprintf(buf + n, cap - n, " %s", kn);
		}
	}
}

static void ui_help_options(struct tt_out *o, const struct ui_keymap *km,
			    const struct tt_prompt *p)
{
	char kn[40];

	if (p->seat < 0) {
		tt_outf(o, "Nobody has to decide anything now.\n");
		return;
	}
	tt_outf(o, "Decision: %s\nKeys: %s\n\nOptions now (key, what, command):\n", p->text,
		p->keys);
	for (int i = 0; i < p->nopt; i++) {
		ui_help_optkey(km, p->opt[i].key, kn, sizeof kn);
		tt_outf(o, "  %-14s %-30s %s\n", kn, p->opt[i].label, p->opt[i].cmd);
	}
}

static void ui_help_keys(struct tt_out *o, const struct ui_keymap *km)
{
	tt_outf(o, "\nScreen keys (an option that uses the same key comes first):\n");
	for (int a = 1; a < UA_NACT; a++) {
		char line[80] = "", kn[16];

		for (int i = 0; i < UI_KEYS_PER_ACT && km->key[a][i]; i++) {
			ui_key_name(km->key[a][i], kn, sizeof kn);
			if (strlen(line) + strlen(kn) + 2 < sizeof line) {
				strcat(line, *line ? " " : "");
				strcat(line, kn);
			}
		}
		tt_outf(o, "  %-22s %s\n", line, ui_act_help((enum ui_act)a));
	}
}

void ui_help(struct ui *ui, const struct ui_src *src, const struct tt_prompt *p)
{
	const struct engine_ops *ops = src->game;
	struct tt_out *o = &ui->out;
	char title[128];

	tt_out_clear(o);
	ui_help_options(o, &ui->km, p);
	ui_help_keys(o, &ui->km);
	tt_outf(o, "\nCommands for the : line (any unambiguous prefix works):\n");
	for (size_t i = 0; i < ops->nverbs; i++)
		tt_outf(o, "  %s %s\n      %s\n", ops->verbs[i].name, ops->verbs[i].usage,
			ops->verbs[i].help);
	tt_outf(o, "  help [verb], show, state, undo, ai, hint, save [slot], quit%s\n",
		ui->debug ? ", rig V..." : "");
	snprintf(title, sizeof title, "Help: %s", ops->title);
	ui_pager(ui, title, o->text, false);
}

void ui_history(struct ui *ui)
{
	struct tt_out *o = &ui->out;
	int n = ui_log_count(ui);

	tt_out_clear(o);
	for (int i = n - 1; i >= 0; i--)
		tt_outf(o, "%s\n", ui_log_get(ui, i, NULL));
	if (n == 0)
		tt_outf(o, "(no messages yet)\n");
	ui_pager(ui, "Messages (oldest first)", o->text, true);
}
