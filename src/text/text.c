/*
 * text.c - canvases and views as plain text (batch `show`, snapshots).
 * Pure: writes into a struct tt_out, never to a stream.
 */
#include <string.h>
#include "text.h"

static int text_utf8(uint32_t cp, char *b)
{
	if (cp < 0x80) {
		b[0] = (char)cp;
		return 1;
	}
	if (cp < 0x800) {
		b[0] = (char)(0xc0 | (cp >> 6));
		b[1] = (char)(0x80 | (cp & 0x3f));
		return 2;
	}
	if (cp < 0x10000) {
		b[0] = (char)(0xe0 | (cp >> 12));
		b[1] = (char)(0x80 | ((cp >> 6) & 0x3f));
		b[2] = (char)(0x80 | (cp & 0x3f));
		return 3;
	}
	b[0] = (char)(0xf0 | (cp >> 18));
	b[1] = (char)(0x80 | ((cp >> 12) & 0x3f));
	b[2] = (char)(0x80 | ((cp >> 6) & 0x3f));
	b[3] = (char)(0x80 | (cp & 0x3f));
	return 4;
}

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
				len += text_utf8(c->ch, line + len);
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
