/*
 * tt.c - error records, output buffers, small string helpers, and the
 * prompt helpers of engine.h.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include "engine.h"
#include "tt.h"

int tt_errf(struct tt_err *err, const char *fmt, ...)
{
	va_list ap;

	if (!err)
		return -1;
	va_start(ap, fmt);
	vsnprintf(err->msg, sizeof err->msg, fmt, ap);
	va_end(ap);
	return -1;
}

int tt_err_at(struct tt_err *err, const char *file, int line, const char *fmt, ...)
{
	char msg[TT_ERR_MAX], full[2 * TT_ERR_MAX + 300];
	va_list ap;

	if (!err)
		return -1;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (line > 0)
		snprintf(full, sizeof full, "%.256s:%d: %s", file, line, msg);
	else
		snprintf(full, sizeof full, "%.256s: %s", file, msg);
	tt_strlcpy(err->msg, full, sizeof err->msg);
	return -1;
}

void tt_out_clear(struct tt_out *out)
{
	out->len = 0;
	out->text[0] = '\0';
	out->discard = false;
}

void tt_out_discard(struct tt_out *out)
{
	tt_out_clear(out);
	out->discard = true;
}

void tt_voutf(struct tt_out *out, const char *fmt, va_list ap)
{
	size_t room;
	int n;

	if (!out || out->discard || out->len >= sizeof out->text - 1)
		return;
	room = sizeof out->text - out->len;
	n = vsnprintf(out->text + out->len, room, fmt, ap);
	if (n < 0)
		return;
	out->len += (size_t)n < room ? (size_t)n : room - 1;
}

void tt_outf(struct tt_out *out, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	tt_voutf(out, fmt, ap);
	va_end(ap);
}

void tt_strlcpy(char *dst, const char *src, size_t cap)
{
	size_t n = strlen(src);

	if (cap == 0)
		return;
	if (n >= cap)
		n = cap - 1;
	memcpy(dst, src, n);
	dst[n] = '\0';
}

void tt_cat(char *buf, size_t cap, size_t *len, const char *s)
{
	while (*s && *len + 1 < cap)
		buf[(*len)++] = *s++;
	if (*len < cap)
		buf[*len] = '\0';
}

void tt_cat_int(char *buf, size_t cap, size_t *len, int n)
{
	char d[12];
	int k = 0;
	unsigned u = n < 0 ? 0u - (unsigned)n : (unsigned)n;

	do {
		d[k++] = (char)('0' + u % 10);
		u /= 10;
	} while (u);
	if (n < 0)
		d[k++] = '-';
	while (k > 0 && *len + 1 < cap)
		buf[(*len)++] = d[--k];
	if (*len < cap)
		buf[*len] = '\0';
}

uint64_t tt_fnv(uint64_t h, const void *p, size_t n)
{
	const unsigned char *b = p;

	for (size_t i = 0; i < n; i++) {
		h ^= b[i];
		h *= 0x100000001b3ULL;
	}
	return h;
}

void tt_prompt_clear(struct tt_prompt *p)
{
	memset(p, 0, offsetof(struct tt_prompt, opt));
}

void tt_prompt_copy(struct tt_prompt *dst, const struct tt_prompt *src)
{
	int n = src->nopt < 0 ? 0 : src->nopt > TT_MAXOPT ? TT_MAXOPT : src->nopt;

	int k = src->nkeydef < 0 ? 0 : src->nkeydef > TT_MAXKEYDEF ? TT_MAXKEYDEF : src->nkeydef;

	memcpy(dst, src, offsetof(struct tt_prompt, opt));
	memcpy(dst->opt, src->opt, sizeof src->opt[0] * (size_t)n);
	memcpy(dst->keydef, src->keydef, sizeof src->keydef[0] * (size_t)k);
}

void tt_option_vset(struct tt_option *o, int key, const char *label, const char *fmt, va_list ap)
{
	vsnprintf(o->cmd, sizeof o->cmd, fmt, ap);
	tt_strlcpy(o->label, label, sizeof o->label);
	o->key = key;
	o->warn[0] = '\0';
}

void tt_option_set(struct tt_option *o, int key, const char *label, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	tt_option_vset(o, key, label, fmt, ap);
	va_end(ap);
}

void tt_prompt_addf(struct tt_prompt *p, int key, const char *label, const char *fmt, ...)
{
	va_list ap;

	if (p->nopt < 0 || p->nopt >= TT_MAXOPT)
		return;
	va_start(ap, fmt);
	tt_option_vset(&p->opt[p->nopt++], key, label, fmt, ap);
	va_end(ap);
}

void tt_view_figure(struct tt_view *v, int x, int y, int w, int fg, const char *sign,
		    const char *label)
{
	struct tt_mark *m;

	if (v->nmark < 0 || v->nmark >= TT_MAXMARK)
		return;
	m = &v->mark[v->nmark++];
	m->x = x;
	m->y = y;
	m->w = w < 1 ? 1 : w;
	m->fg = fg;
	tt_strlcpy(m->sign, sign, sizeof m->sign);
	tt_strlcpy(m->label, label, sizeof m->label);
	m->keep = 0;
}

void tt_view_place(struct tt_view *v, int x, int y, int fg, const char *label, int keep)
{
	struct tt_mark *m;

	if (v->nmark < 0 || v->nmark >= TT_MAXMARK)
		return;
	m = &v->mark[v->nmark++];
	*m = (struct tt_mark){ .x = x, .y = y, .fg = fg, .keep = keep };
	tt_strlcpy(m->label, label, sizeof m->label);
}

int tt_view_put_figure(struct tt_view *v, int x, int y, const struct glyph *g, const char *sub,
		       int fg, int extra_attr, const char *label)
{
	char sign[TT_MARK_SIGN];
	int w = glyph_sign(g, sub, sign, sizeof sign);

	glyph_put(&v->board, x, y, g, sub, fg, extra_attr);
	tt_view_figure(v, x, y, w, fg >= 0 ? fg : g->fg, sign, label);
	return w;
}

bool tt_mark_in_view(const struct tt_mark *m, int ox, int oy, int w, int h)
{
	int mw = m->w > 0 ? m->w : 1;

	return m->x >= ox && m->x + mw <= ox + w && m->y >= oy && m->y < oy + h;
}
