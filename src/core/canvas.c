/*
 * canvas.c - drawing glyphs and text into a canvas (see canvas.h).
 */
#include <stdio.h>
#include <string.h>
#include "canvas.h"

void canvas_clear(struct canvas *cv, int w, int h)
{
	memset(cv, 0, sizeof *cv);
	cv->w = w > CANVAS_W ? CANVAS_W : w < 0 ? 0 : w;
	cv->h = h > CANVAS_H ? CANVAS_H : h < 0 ? 0 : h;
}

void canvas_put(struct canvas *cv, int x, int y, uint32_t ch, char ascii, int fg, int attr)
{
	struct canvas_cell *c;

	if (x < 0 || y < 0 || x >= CANVAS_W || y >= CANVAS_H)
		return;
	c = &cv->c[y][x];
	c->ch = ch;
	c->ascii = ascii;
	c->fg = (uint8_t)fg;
	c->attr = (uint8_t)attr;
	if (x >= cv->w)
		cv->w = x + 1;
	if (y >= cv->h)
		cv->h = y + 1;
}

int canvas_utf8_get(const unsigned char *s, uint32_t *cp)
{
	int n = s[0] < 0x80 ? 1 : s[0] >= 0xf0 ? 4 : s[0] >= 0xe0 ? 3 : s[0] >= 0xc0 ? 2 : 0;
	uint32_t v;

	if (n == 0) {
		*cp = '?';
		return 1;
	}
	v = n == 1 ? s[0] : (uint32_t)(s[0] & (0x7f >> n));
	for (int i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80) {
			*cp = '?';
			return 1;
		}
		v = (v << 6) | (s[i] & 0x3f);
	}
	*cp = v;
	return n;
}

int canvas_decode(const char *s, uint32_t *cp)
{
	return canvas_utf8_get((const unsigned char *)s, cp);
}

int canvas_utf8_put(uint32_t cp, char *b)
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

int canvas_text(struct canvas *cv, int x, int y, int fg, int attr, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	int col = 0;

	while (*p) {
		uint32_t cp;
		p += canvas_utf8_get(p, &cp);
		canvas_put(cv, x + col, y, cp, cp < 0x80 ? (char)cp : '?', fg, attr);
		col++;
	}
	return col;
}

int canvas_textf(struct canvas *cv, int x, int y, int fg, int attr, const char *fmt, ...)
{
	char buf[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	return canvas_text(cv, x, y, fg, attr, buf);
}
