/*
 * text.c - canvases and views as plain text (batch `show`, snapshots).
 * Pure: writes into a struct tt_out, never to a stream.
 */
#include <string.h>
#include "text.h"

void text_canvas(struct tt_out *out, const struct canvas *cv, bool utf8)
{
	char line[CANVAS_W * 4 + 2];

	for (int y = 0; y < cv->h; y++) {
		int len = 0, keep = 0;
		for (int x = 0; x < cv->w; x++) {
			const struct canvas_cell *c = &cv->c[y][x];
			if (!utf8 && c->ascii > ' ' && c->ascii < 127) {
				line[len++] = c->ascii;	/* an ASCII glyph may fill a blank */
				keep = len;
				continue;
			}
			if (c->ch == 0 || c->ch == ' ') {
				line[len++] = ' ';
				continue;
			}
			if (utf8)
				len += canvas_utf8_put(c->ch, line + len);
			else
				line[len++] = c->ascii ? c->ascii : '?';
			keep = len;
		}
		line[keep] = '\0';
		tt_outf(out, "%s\n", line);
	}
}

void text_view(struct tt_out *out, const struct tt_view *v, const struct tt_prompt *p, bool utf8)
{
	if (v->title[0])
		tt_outf(out, "== %s ==\n", v->title);
	text_canvas(out, &v->board, utf8);
	if (v->panel.h > 0) {
		tt_outf(out, "--\n");
		text_canvas(out, &v->panel, utf8);
	}
	if (p && p->text[0])
		tt_outf(out, "-- %s\n", p->text);
}
