/*
 * wire.c - the table protocol (wire.h): requests from a terminal, a seat's
 * screen as changes from the table, and the decoders of both.
 *
 * A line from the table is WORD [INT...] [TAB TEXT...]: integers after the
 * word separated by spaces, then tab-separated escaped texts.  The
 * terminal's side, reading those lines, is wire_screen.c.  The request
 * parser checks lengths, words and bytes and refuses with a message; the
 * table then drops the client.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "wire.h"

#define WIRE_ROW_MAX (CANVAS_W * 9 + 1)

void wire_out_free(struct wire_out *o)
{
	free(o->p);
	memset(o, 0, sizeof *o);
}

void wire_out_put(struct wire_out *o, const char *s, size_t n)
{
	if (o->oom)
		return;
	if (o->len + n + 1 > o->cap) {
		size_t cap = o->cap ? o->cap : 1024;
		char *p;

		while (cap < o->len + n + 1)
			cap *= 2;
		p = realloc(o->p, cap);
		if (!p) {
			o->oom = true;
			return;
		}
		o->p = p;
		o->cap = cap;
	}
	memcpy(o->p + o->len, s, n);
	o->len += n;
	o->p[o->len] = '\0';
}

void wire_outf(struct wire_out *o, const char *fmt, ...)
{
	char buf[256];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	if (n > 0)
		wire_out_put(o, buf, (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
}

void wire_out_esc(struct wire_out *o, const char *s)
{
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '\\')
			wire_out_put(o, "\\\\", 2);
		else if (c == '\t')
			wire_out_put(o, "\\t", 2);
		else if (c == '\n')
			wire_out_put(o, "\\n", 2);
		else if (c >= 32 && c != 127)
			wire_out_put(o, s, 1);
	}
}

bool wire_code_equal(const char *a, const char *b)
{
	unsigned diff = 0;
	size_t la = strnlen(a, WIRE_CODE_MAX), lb = strnlen(b, WIRE_CODE_MAX);

	/* the same number of steps whatever the codes hold */
	for (size_t i = 0; i < WIRE_CODE_MAX; i++) {
		unsigned char x = i < la ? (unsigned char)a[i] : 0;
		unsigned char y = i < lb ? (unsigned char)b[i] : 0;

		diff |= (unsigned)(x ^ y);
	}
	return diff == 0 && la == lb && la > 0 && la < WIRE_CODE_MAX;
}

bool wire_clean(const char *s, size_t len)
{
	for (size_t i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if ((c < 32 && c != '\t') || c == 127)
			return false;
	}
	return true;
}

/* A word of letters, digits, '-', '_' (names and codes). */
static bool wire_word(const char *s, size_t max)
{
	size_t n = strlen(s);

	if (n == 0 || n >= max)
		return false;
	for (size_t i = 0; i < n; i++)
		if (!((s[i] >= 'a' && s[i] <= 'z') || (s[i] >= 'A' && s[i] <= 'Z') ||
		      (s[i] >= '0' && s[i] <= '9') || s[i] == '-' || s[i] == '_'))
			return false;
	return true;
}

static int wire_hello_parse(char *rest, struct wire_req *r, struct tt_err *err)
{
	char *tok[5], *save = NULL;
	int n = 0;
	char *end;
	long v;

	for (char *t = strtok_r(rest, " ", &save); t; t = strtok_r(NULL, " ", &save)) {
		if (n == 5)
			return tt_errf(err, "too many words in the greeting");
		tok[n++] = t;
	}
	if (n < 2)
		return tt_errf(err, "the greeting is 'tabletty VERSION join SEAT CODE|watch|info|end SEAT CODE'");
	v = strtol(tok[0], &end, 10);
	if (*end || v < 1 || v > 999)
		return tt_errf(err, "the greeting needs a protocol version");
	r->version = (int)v;
	if (strcmp(tok[1], "watch") == 0 && n == 2)
		r->kind = WIRE_WATCH;
	else if (strcmp(tok[1], "info") == 0 && n == 2)
		r->kind = WIRE_INFO;
	else if ((strcmp(tok[1], "join") == 0 || strcmp(tok[1], "end") == 0) && n == 4 &&
		 wire_word(tok[2], TT_NAME_MAX) && wire_word(tok[3], WIRE_CODE_MAX)) {
		r->kind = tok[1][0] == 'j' ? WIRE_JOIN : WIRE_END;
		tt_strlcpy(r->seat, tok[2], sizeof r->seat);
		tt_strlcpy(r->code, tok[3], sizeof r->code);
	} else
		return tt_errf(err, "the greeting is 'tabletty VERSION join SEAT CODE|watch|info|end SEAT CODE'");
	return 0;
}

static int wire_look_parse(const char *rest, struct wire_req *r, struct tt_err *err)
{
	char *end;
	long sel = strtol(rest, &end, 10);

	if (end == rest || *end != ' ' || sel < -1 || sel >= TT_MAXOPT ||
	    (strcmp(end + 1, "0") != 0 && strcmp(end + 1, "1") != 0))
		return tt_errf(err, "look wants 'look SEL 0|1'");
	r->sel = (int)sel;
	r->overview = end[1] == '1';
	return 0;
}

int wire_req_parse(const char *line, size_t len, struct wire_req *r, struct tt_err *err)
{
	char buf[WIRE_LINE_MAX + 1];
	char *sp;

	memset(r, 0, sizeof *r);
	if (len > WIRE_LINE_MAX)
		return tt_errf(err, "line longer than %d bytes", WIRE_LINE_MAX);
	if (!wire_clean(line, len) || memchr(line, '\t', len))
		return tt_errf(err, "control bytes in a line");
	memcpy(buf, line, len);
	buf[len] = '\0';
	sp = strchr(buf, ' ');
	if (sp)
		*sp++ = '\0';
	if (strcmp(buf, "bye") == 0 && !sp) {
		r->kind = WIRE_BYE;
		return 0;
	}
	if (!sp)
		return tt_errf(err, "unknown request '%.40s'", buf);
	if (strcmp(buf, "tabletty") == 0)
		return wire_hello_parse(sp, r, err);
	if (strcmp(buf, "look") == 0) {
		r->kind = WIRE_LOOK;
		return wire_look_parse(sp, r, err);
	}
	if (strcmp(buf, "cmd") == 0) {
		if (strlen(sp) >= sizeof r->line)
			return tt_errf(err, "command longer than %d bytes", CMD_MAXLINE - 1);
		r->kind = WIRE_CMD;
		tt_strlcpy(r->line, sp, sizeof r->line);
		return 0;
	}
	return tt_errf(err, "unknown request '%.40s'", buf);
}

void wire_hello(struct wire_out *o, const char *what, const char *seat, const char *code)
{
	wire_outf(o, "tabletty %d %s", WIRE_VERSION, what);
	if (seat && code)
		wire_outf(o, " %s %s", seat, code);
	wire_out_put(o, "\n", 1);
}

void wire_cmd(struct wire_out *o, const char *line)
{
	char buf[CMD_MAXLINE];
	size_t n = 0;

	/* a command is one line of printable bytes */
	for (; *line && n + 1 < sizeof buf; line++)
		buf[n++] = (unsigned char)*line < 32 || *line == 127 ? ' ' : *line;
	buf[n] = '\0';
	wire_outf(o, "cmd ");
	wire_out_put(o, buf, n);
	wire_out_put(o, "\n", 1);
}

void wire_look(struct wire_out *o, int sel, bool overview)
{
	wire_outf(o, "look %d %d\n", sel, overview ? 1 : 0);
}

void wire_log(struct wire_out *o, int kind, const char *text)
{
	wire_outf(o, "log %d\t", kind);
	wire_out_esc(o, text);
	wire_out_put(o, "\n", 1);
}

void wire_announce(struct wire_out *o, long owner, const char *user, const char *table,
		   const char *game)
{
	wire_outf(o, "table %d %ld\t", WIRE_VERSION, owner);
	wire_out_esc(o, user);
	wire_out_put(o, "\t", 1);
	wire_out_esc(o, table);
	wire_out_put(o, "\t", 1);
	wire_out_esc(o, game);
	wire_out_put(o, "\n", 1);
}

void wire_welcome(struct wire_out *o, int seat, const char *table, const char *game)
{
	wire_outf(o, "welcome %d %d\t", WIRE_VERSION, seat);
	wire_out_esc(o, table);
	wire_out_put(o, "\t", 1);
	wire_out_esc(o, game);
	wire_out_put(o, "\n", 1);
}

static void wire_text_line(struct wire_out *o, const char *word, const char *text)
{
	wire_outf(o, "%s\t", word);
	wire_out_esc(o, text);
	wire_out_put(o, "\n", 1);
}

void wire_bye(struct wire_out *o, const char *reason)
{
	wire_text_line(o, "bye", reason);
}

void wire_info(struct wire_out *o, const char *text)
{
	wire_text_line(o, "info", text);
}

/* ---- canvas rows ---- */

static bool wire_blank(const struct canvas_cell *c)
{
	return (c->ch == 0 || c->ch == ' ') && (c->ascii == 0 || c->ascii == ' ') && c->attr == 0;
}

static size_t wire_glyph(const struct canvas_cell *c, char *b)
{
	char a = c->ascii >= 32 && c->ascii < 127 ? c->ascii : '?';
	size_t n;

	if (c->ch >= 128 && c->ch <= 0x10ffff && !(c->ch >= 0xd800 && c->ch < 0xe000)) {
		n = (size_t)canvas_utf8_put(c->ch, b);
	} else {
		char g = c->ch >= 32 && c->ch < 127 ? (char)c->ch
			 : c->ascii >= 32 && c->ascii < 127 ? c->ascii : ' ';

		/* '~' is doubled; a space that carries a style is "~_" (a
		 * plain space is a blank without style) */
		if (g == '~' || g == ' ') {
			b[0] = '~';
			b[1] = g == ' ' ? '_' : '~';
			return 2;
		}
		b[0] = g;
		return 1;
	}
	/* a wide glyph carries its ASCII stand-in */
	if (a == '~')
		b[n++] = '~';
	b[n++] = a;
	return n;
}

size_t wire_row_put(const struct canvas *cv, int y, char *buf, size_t cap)
{
	static const char hex[] = "0123456789abcdef";
	int end = cv->w < CANVAS_W ? cv->w : CANVAS_W, fg = 0, attr = 0;
	size_t n = 0;

	while (end > 0 && wire_blank(&cv->c[y][end - 1]))
		end--;
	for (int x = 0; x < end && n + 10 < cap; x++) {
		const struct canvas_cell *c = &cv->c[y][x];
		int cf = c->fg < 16 ? c->fg : 0, ca = c->attr & 15;

		if (wire_blank(c))
			cf = ca = 0;
		if (!wire_blank(c) && (cf != fg || ca != attr)) {
			buf[n++] = '~';
			buf[n++] = hex[cf];
			buf[n++] = hex[ca];
			fg = cf;
			attr = ca;
		}
		if (wire_blank(c))
			buf[n++] = ' ';
		else
			n += wire_glyph(c, buf + n);
	}
	buf[n] = '\0';
	return n;
}

/* ---- frames ---- */

static uint64_t wire_hash(const char *s, size_t n)
{
	return tt_fnv(TT_FNV_INIT, s, n) | 1;	/* never 0: 0 is "not sent" */
}

/* Append the part of tmp from start if its hash differs from *h. */
static void wire_if_changed(struct wire_out *o, struct wire_out *tmp, uint64_t *h)
{
	uint64_t v = wire_hash(tmp->p ? tmp->p : "", tmp->len);

	if (v != *h && !tmp->oom) {
		wire_out_put(o, tmp->p ? tmp->p : "", tmp->len);
		*h = v;
	}
	tmp->len = 0;
	if (tmp->p)
		tmp->p[0] = '\0';
}

static void wire_prompt_put(struct wire_out *o, const struct tt_prompt *p)
{
	int nopt = p->nopt < 0 ? 0 : p->nopt > TT_MAXOPT ? TT_MAXOPT : p->nopt;

	wire_outf(o, "prompt %d %u %d %d\t", p->seat, (unsigned)p->waiting, p->hidden ? 1 : 0, nopt);
	wire_out_esc(o, p->kind);
	wire_out_put(o, "\t", 1);
	wire_out_esc(o, p->text);
	wire_out_put(o, "\t", 1);
	wire_out_esc(o, p->keys);
	wire_out_put(o, "\n", 1);
	if (p->mode[0]) {
		wire_out_put(o, "pmode\t", 6);
		wire_out_esc(o, p->mode);
		wire_out_put(o, "\n", 1);
	}
	for (int i = 0; i < nopt; i++) {
		wire_outf(o, "opt %d\t", p->opt[i].key);
		wire_out_esc(o, p->opt[i].cmd);
		wire_out_put(o, "\t", 1);
		wire_out_esc(o, p->opt[i].label);
		wire_out_put(o, "\t", 1);
		wire_out_esc(o, p->opt[i].warn);
		wire_out_put(o, "\n", 1);
	}
	for (int i = 0; i < p->nkeydef && i < TT_MAXKEYDEF; i++) {
		wire_outf(o, "kdef %d\t", p->keydef[i].key);
		wire_out_esc(o, p->keydef[i].cmd);
		wire_out_put(o, "\t", 1);
		wire_out_esc(o, p->keydef[i].word);
		wire_out_put(o, "\n", 1);
	}
}

static void wire_seats_put(struct wire_out *o, const struct wire_frame *f)
{
	const struct tt_setup *su = f->setup;

	wire_outf(o, "seats %d\n", su->nseats);
	for (int i = 0; i < su->nseats; i++) {
		wire_outf(o, "seat %d %d %d %d\t", i, su->seat[i].ai ? 1 : 0, su->seat[i].level,
			  f->online[i] ? 1 : 0);
		wire_out_esc(o, su->seat[i].name);
		wire_out_put(o, "\n", 1);
	}
	/* who plays an added seat (one person, two characters): a line of
	 * its own, which a terminal of before it skips */
	for (int i = 0; i < su->nseats; i++)
		if (su->seat[i].with > 0 && su->seat[i].with <= su->nseats && su->seat[i].with != i + 1)
			wire_outf(o, "with %d %d\n", i, su->seat[i].with - 1);
}

static void wire_canvas_put(struct wire_out *o, struct wire_sent *sent, int k,
			    const struct canvas *cv)
{
	char row[WIRE_ROW_MAX];
	int h = cv->h < CANVAS_H ? cv->h : CANVAS_H;

	if (cv->w != sent->w[k] || h != sent->h[k]) {
		wire_outf(o, "size %d %d %d\n", k, cv->w, h);
		sent->w[k] = cv->w;
		sent->h[k] = h;
		/* rows past the new height are gone on the client */
		for (int y = h; y < CANVAS_H; y++)
			sent->row[k][y] = 0;
	}
	for (int y = 0; y < h; y++) {
		size_t n = wire_row_put(cv, y, row, sizeof row);
		uint64_t v = wire_hash(row, n);

		if (v == sent->row[k][y])
			continue;
		sent->row[k][y] = v;
		wire_outf(o, "row %d %d\t", k, y);
		wire_out_esc(o, row);
		wire_out_put(o, "\n", 1);
	}
}

/* "marks N" and a "mark K X Y FG<TAB>LABEL" line per mark of the view, each
 * figure's followed by "figure K W<TAB>SIGN". */
static void wire_marks_put(struct wire_out *o, const struct tt_view *v)
{
	int n = v->nmark < 0 ? 0 : v->nmark > TT_MAXMARK ? TT_MAXMARK : v->nmark;

	wire_outf(o, "marks %d\n", n);
	for (int i = 0; i < n; i++) {
		wire_outf(o, "mark %d %d %d %d\t", i, v->mark[i].x, v->mark[i].y, v->mark[i].fg);
		wire_out_esc(o, v->mark[i].label);
		wire_out_put(o, "\n", 1);
		if (v->mark[i].w > 0) {
			wire_outf(o, "figure %d %d\t", i, v->mark[i].w);
			wire_out_esc(o, v->mark[i].sign);
			wire_out_put(o, "\n", 1);
		}
		if (v->mark[i].keep > 0)
			wire_outf(o, "keep %d %d\n", i, v->mark[i].keep);
	}
}

void wire_frame_put(struct wire_out *o, struct wire_sent *sent, const struct wire_frame *f)
{
	struct wire_out tmp = { NULL, 0, 0, false };

	if (!sent->started) {
		memset(sent, 0, sizeof *sent);
		sent->started = true;
		sent->moves = -1;
		sent->focus_x = sent->focus_y = -1;
	}
	wire_seats_put(&tmp, f);
	wire_if_changed(o, &tmp, &sent->seats);
	wire_prompt_put(&tmp, f->prompt);
	wire_if_changed(o, &tmp, &sent->prompt);
	wire_out_put(&tmp, "title\t", 6);
	wire_out_esc(&tmp, f->view->title);
	wire_out_put(&tmp, "\n", 1);
	wire_if_changed(o, &tmp, &sent->title);
	wire_out_put(&tmp, "preview\t", 8);
	wire_out_esc(&tmp, f->view->preview);
	wire_out_put(&tmp, "\n", 1);
	wire_if_changed(o, &tmp, &sent->preview);
	wire_out_put(&tmp, "undo\t", 5);
	wire_out_esc(&tmp, f->undo);
	wire_out_put(&tmp, "\n", 1);
	wire_if_changed(o, &tmp, &sent->undo);
	wire_outf(&tmp, "result %d\t", f->result->over ? 1 : 0);
	wire_out_esc(&tmp, f->result->summary);
	wire_out_put(&tmp, "\n", 1);
	if (f->result->detail[0]) {
		wire_out_put(&tmp, "detail\t", 7);
		wire_out_esc(&tmp, f->result->detail);
		wire_out_put(&tmp, "\n", 1);
	}
	wire_if_changed(o, &tmp, &sent->result);
	wire_marks_put(&tmp, f->view);
	wire_if_changed(o, &tmp, &sent->marks);
	wire_out_free(&tmp);
	if (f->view->focus_x != sent->focus_x || f->view->focus_y != sent->focus_y) {
		wire_outf(o, "focus %d %d\n", f->view->focus_x, f->view->focus_y);
		sent->focus_x = f->view->focus_x;
		sent->focus_y = f->view->focus_y;
	}
	if (f->moves != sent->moves) {
		wire_outf(o, "moves %d\n", f->moves);
		sent->moves = f->moves;
	}
	wire_canvas_put(o, sent, 0, &f->view->board);
	wire_canvas_put(o, sent, 1, &f->view->panel);
	wire_out_put(o, "frame\n", 6);
}
