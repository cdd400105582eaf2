/*
 * wire.c - the table protocol (wire.h): requests from a terminal, a seat's
 * screen as changes from the table, and the decoders of both.
 *
 * A line from the table is WORD [INT...] [TAB TEXT...]: integers after the
 * word separated by spaces, then tab-separated escaped texts.  Every
 * decoder checks lengths, ranges and bytes and refuses with a message; a
 * refused line changes nothing the caller relies on (the table drops the
 * client, the client drops the connection).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "wire.h"

#define WIRE_ROW_MAX (CANVAS_W * 9 + 1)
#define WIRE_NINT 8
#define WIRE_NTEXT 4

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

/* Undo wire_out_esc in place; -1 on a bad escape. */
static int wire_unesc(char *s)
{
	char *w = s;

	for (; *s; s++) {
		if (*s != '\\') {
			*w++ = *s;
			continue;
		}
		s++;
		if (*s == '\\')
			*w++ = '\\';
		else if (*s == 't')
			*w++ = '\t';
		else if (*s == 'n')
			*w++ = '\n';
		else
			return -1;
	}
	*w = '\0';
	return 0;
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

/* Printable bytes (and tab) only, no NUL. */
static bool wire_clean(const char *s, size_t len)
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
		return tt_errf(err, "the greeting is 'tabletty VERSION join SEAT CODE|watch|info'");
	v = strtol(tok[0], &end, 10);
	if (*end || v < 1 || v > 999)
		return tt_errf(err, "the greeting needs a protocol version");
	r->version = (int)v;
	if (strcmp(tok[1], "watch") == 0 && n == 2)
		r->kind = WIRE_WATCH;
	else if (strcmp(tok[1], "info") == 0 && n == 2)
		r->kind = WIRE_INFO;
	else if (strcmp(tok[1], "join") == 0 && n == 4 && wire_word(tok[2], TT_NAME_MAX) &&
		 wire_word(tok[3], WIRE_CODE_MAX)) {
		r->kind = WIRE_JOIN;
		tt_strlcpy(r->seat, tok[2], sizeof r->seat);
		tt_strlcpy(r->code, tok[3], sizeof r->code);
	} else
		return tt_errf(err, "the greeting is 'tabletty VERSION join SEAT CODE|watch|info'");
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

static int wire_hex(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	return -1;
}

/* One printable ASCII cell character ("~~" for '~'); -1 if none. */
static int wire_plain(const char **s)
{
	const char *p = *s;

	if (p[0] == '~' && p[1] == '~') {
		*s += 2;
		return '~';
	}
	if ((unsigned char)p[0] < 32 || (unsigned char)p[0] >= 127 || p[0] == '~')
		return -1;
	*s += 1;
	return p[0];
}

int wire_row_get(struct canvas *cv, int y, const char *s, struct tt_err *err)
{
	int x = 0, fg = 0, attr = 0;

	if (y < 0 || y >= CANVAS_H)
		return tt_errf(err, "row %d outside the canvas", y);
	memset(cv->c[y], 0, sizeof cv->c[y]);
	while (*s) {
		uint32_t cp;
		int a, h1, h2;

		if (s[0] == ' ' || (s[0] == '~' && s[1] == '_')) {
			if (x >= CANVAS_W)
				return tt_errf(err, "row %d wider than %d cells", y, CANVAS_W);
			if (s[0] == ' ')
				canvas_put(cv, x++, y, 0, ' ', 0, 0);
			else
				canvas_put(cv, x++, y, ' ', ' ', fg, attr);
			s += s[0] == ' ' ? 1 : 2;
			continue;
		}
		if (s[0] == '~' && s[1] != '~') {
			h1 = wire_hex(s[1]);
			h2 = h1 < 0 ? -1 : wire_hex(s[2]);
			if (h2 < 0 || h1 >= CC_NCOLOUR)
				return tt_errf(err, "bad style in row %d", y);
			fg = h1;
			attr = h2;
			s += 3;
			continue;
		}
		if (x >= CANVAS_W)
			return tt_errf(err, "row %d wider than %d cells", y, CANVAS_W);
		if ((unsigned char)*s >= 128) {
			int n = canvas_utf8_get((const unsigned char *)s, &cp);

			if (n == 1 || cp < 128)
				return tt_errf(err, "bad UTF-8 in row %d", y);
			s += n;
			a = wire_plain(&s);
		} else {
			a = wire_plain(&s);
			cp = (uint32_t)a;
		}
		if (a < 0)
			return tt_errf(err, "bad cell in row %d", y);
		canvas_put(cv, x++, y, cp, (char)a, fg, attr);
	}
	return 0;
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
	for (int i = 0; i < nopt; i++) {
		wire_outf(o, "opt %d\t", p->opt[i].key);
		wire_out_esc(o, p->opt[i].cmd);
		wire_out_put(o, "\t", 1);
		wire_out_esc(o, p->opt[i].label);
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
	wire_out_put(&tmp, "undo\t", 5);
	wire_out_esc(&tmp, f->undo);
	wire_out_put(&tmp, "\n", 1);
	wire_if_changed(o, &tmp, &sent->undo);
	wire_outf(&tmp, "result %d\t", f->result->over ? 1 : 0);
	wire_out_esc(&tmp, f->result->summary);
	wire_out_put(&tmp, "\n", 1);
	wire_if_changed(o, &tmp, &sent->result);
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

/* ---- the client's side ---- */

struct wire_line {
	char buf[WIRE_LINE_MAX + 1];
	char *word;
	long num[WIRE_NINT];
	int nnum;
	char *text[WIRE_NTEXT];
	int ntext;
};

/* Split WORD [INT...] [TAB TEXT...]; texts unescaped. */
static int wire_split(struct wire_line *l, const char *line, size_t len, struct tt_err *err)
{
	char *p, *tab;

	if (len > WIRE_LINE_MAX || !wire_clean(line, len))
		return tt_errf(err, "a line from the table is too long or holds control bytes");
	memcpy(l->buf, line, len);
	l->buf[len] = '\0';
	l->nnum = l->ntext = 0;
	tab = strchr(l->buf, '\t');
	if (tab)
		*tab = '\0';
	l->word = strtok_r(l->buf, " ", &p);
	if (!l->word)
		return tt_errf(err, "an empty line from the table");
	for (char *t = strtok_r(NULL, " ", &p); t; t = strtok_r(NULL, " ", &p)) {
		char *end;

		if (l->nnum == WIRE_NINT)
			return tt_errf(err, "too many numbers in '%s'", l->word);
		l->num[l->nnum++] = strtol(t, &end, 10);
		if (*end || end == t || l->num[l->nnum - 1] < -99999 || l->num[l->nnum - 1] > 0x7fffffffL)
			return tt_errf(err, "bad number in '%s'", l->word);
	}
	while (tab) {
		char *s = tab + 1;

		if (l->ntext == WIRE_NTEXT)
			return tt_errf(err, "too many fields in '%s'", l->word);
		tab = strchr(s, '\t');
		if (tab)
			*tab = '\0';
		if (wire_unesc(s) < 0)
			return tt_errf(err, "bad escape in '%s'", l->word);
		l->text[l->ntext++] = s;
	}
	return 0;
}

static bool wire_want(const struct wire_line *l, int nnum, int ntext)
{
	return l->nnum == nnum && l->ntext == ntext;
}

static int wire_read_prompt(struct wire_screen *w, const struct wire_line *l, struct tt_err *err)
{
	struct tt_prompt *p = &w->prompt;

	if (!wire_want(l, 4, 3) || l->num[0] < -1 || l->num[0] >= TT_MAXSEATS || l->num[3] < 0 ||
	    l->num[3] > TT_MAXOPT || l->num[2] < 0 || l->num[2] > 1)
		return tt_errf(err, "bad prompt line");
	memset(p, 0, sizeof *p);
	p->seat = (int)l->num[0];
	p->waiting = (uint32_t)l->num[1];
	p->hidden = l->num[2] == 1;
	w->opt_left = (int)l->num[3];
	tt_strlcpy(p->kind, l->text[0], sizeof p->kind);
	tt_strlcpy(p->text, l->text[1], sizeof p->text);
	tt_strlcpy(p->keys, l->text[2], sizeof p->keys);
	return 0;
}

static int wire_read_opt(struct wire_screen *w, const struct wire_line *l, struct tt_err *err)
{
	struct tt_option *o;

	if (!wire_want(l, 1, 2) || w->opt_left <= 0 || w->prompt.nopt >= TT_MAXOPT)
		return tt_errf(err, "an option line out of place");
	o = &w->prompt.opt[w->prompt.nopt++];
	o->key = (int)l->num[0];
	tt_strlcpy(o->cmd, l->text[0], sizeof o->cmd);
	tt_strlcpy(o->label, l->text[1], sizeof o->label);
	w->opt_left--;
	return 0;
}

static int wire_read_seat(struct wire_screen *w, const struct wire_line *l, struct tt_err *err)
{
	int i;

	if (!wire_want(l, 4, 1) || l->num[0] < 0 || l->num[0] >= w->setup.nseats ||
	    l->num[2] < 0 || l->num[2] >= AI_NLEVEL)
		return tt_errf(err, "bad seat line");
	i = (int)l->num[0];
	w->setup.seat[i].ai = l->num[1] != 0;
	w->setup.seat[i].level = (int)l->num[2];
	w->online[i] = l->num[3] != 0;
	tt_strlcpy(w->setup.seat[i].name, l->text[0], sizeof w->setup.seat[i].name);
	return 0;
}

static int wire_read_canvas(struct wire_screen *w, const struct wire_line *l, bool size,
			    struct tt_err *err)
{
	struct canvas *cv;

	if (l->nnum < 2 || l->num[0] < 0 || l->num[0] > 1)
		return tt_errf(err, "bad canvas line");
	cv = l->num[0] == 0 ? &w->view.board : &w->view.panel;
	if (size) {
		if (!wire_want(l, 3, 0) || l->num[1] < 0 || l->num[1] > CANVAS_W || l->num[2] < 0 ||
		    l->num[2] > CANVAS_H)
			return tt_errf(err, "bad canvas size");
		for (int y = (int)l->num[2]; y < CANVAS_H; y++)
			memset(cv->c[y], 0, sizeof cv->c[y]);
		cv->w = (int)l->num[1];
		cv->h = (int)l->num[2];
		return 0;
	}
	if (!wire_want(l, 2, 1) || l->num[1] >= cv->h)
		return tt_errf(err, "bad row line");
	{
		int keep_w = cv->w, keep_h = cv->h, rc;

		rc = wire_row_get(cv, (int)l->num[1], l->text[0], err);
		cv->w = keep_w;	/* the size line decides the size */
		cv->h = keep_h;
		return rc;
	}
}

/* Lines that only set a value. */
static int wire_read_simple(struct wire_screen *w, const struct wire_line *l, struct tt_err *err)
{
	const char *k = l->word;

	if (strcmp(k, "title") == 0 && wire_want(l, 0, 1))
		tt_strlcpy(w->view.title, l->text[0], sizeof w->view.title);
	else if (strcmp(k, "undo") == 0 && wire_want(l, 0, 1))
		tt_strlcpy(w->undo, l->text[0], sizeof w->undo);
	else if (strcmp(k, "focus") == 0 && wire_want(l, 2, 0)) {
		w->view.focus_x = (int)l->num[0];
		w->view.focus_y = (int)l->num[1];
	} else if (strcmp(k, "moves") == 0 && wire_want(l, 1, 0))
		w->moves = (int)l->num[0];
	else if (strcmp(k, "result") == 0 && wire_want(l, 1, 1)) {
		w->result.over = l->num[0] != 0;
		tt_strlcpy(w->result.summary, l->text[0], sizeof w->result.summary);
	} else if (strcmp(k, "seats") == 0 && wire_want(l, 1, 0) && l->num[0] >= 0 &&
		   l->num[0] <= TT_MAXSEATS)
		w->setup.nseats = (int)l->num[0];
	else
		return tt_errf(err, "bad '%.20s' line from the table", k);
	return 0;
}

static int wire_read_welcome(struct wire_screen *w, const struct wire_line *l, struct tt_err *err)
{
	if (!wire_want(l, 2, 2) || l->num[1] < -1 || l->num[1] >= TT_MAXSEATS)
		return tt_errf(err, "bad welcome line");
	w->version = (int)l->num[0];
	w->me = (int)l->num[1];
	tt_strlcpy(w->table, l->text[0], sizeof w->table);
	tt_strlcpy(w->game, l->text[1], sizeof w->game);
	w->welcomed = true;
	return 0;
}

int wire_screen_read(struct wire_screen *w, const char *line, size_t len, char *text,
		     size_t cap, int *kind, struct tt_err *err)
{
	struct wire_line *l = malloc(sizeof *l);
	int rc = WIRE_EV_NONE;
	const char *k;

	if (!l)
		return tt_errf(err, "out of memory");
	*kind = WIRE_LOG_MSG;
	if (wire_split(l, line, len, err) < 0) {
		free(l);
		return -1;
	}
	k = l->word;
	if (strcmp(k, "frame") == 0)
		rc = w->opt_left ? tt_errf(err, "a frame before all options came") : WIRE_EV_FRAME;
	else if (strcmp(k, "log") == 0 || strcmp(k, "bye") == 0 || strcmp(k, "info") == 0) {
		if (l->ntext != 1 || l->nnum > 1)
			rc = tt_errf(err, "bad '%s' line", k);
		else {
			tt_strlcpy(text, l->text[0], cap);
			*kind = l->nnum == 1 && l->num[0] > 0 && l->num[0] <= WIRE_LOG_REPLY
				? (int)l->num[0] : WIRE_LOG_MSG;
			rc = k[0] == 'l' ? WIRE_EV_LOG : k[0] == 'b' ? WIRE_EV_BYE : WIRE_EV_INFO;
		}
	} else if (strcmp(k, "welcome") == 0)
		rc = wire_read_welcome(w, l, err);
	else if (strcmp(k, "prompt") == 0)
		rc = wire_read_prompt(w, l, err);
	else if (strcmp(k, "opt") == 0)
		rc = wire_read_opt(w, l, err);
	else if (strcmp(k, "seat") == 0)
		rc = wire_read_seat(w, l, err);
	else if (strcmp(k, "size") == 0 || strcmp(k, "row") == 0)
		rc = wire_read_canvas(w, l, k[0] == 's', err);
	else if (strcmp(k, "title") == 0 || strcmp(k, "undo") == 0 || strcmp(k, "focus") == 0 ||
		 strcmp(k, "moves") == 0 || strcmp(k, "result") == 0 || strcmp(k, "seats") == 0)
		rc = wire_read_simple(w, l, err);
	/* a word this version does not know is skipped (newer tables) */
	free(l);
	return rc < 0 ? -1 : rc;
}
