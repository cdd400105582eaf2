/*
 * wire_screen.c - the terminal's side of the table protocol (wire.h): the
 * lines a table sends, read into the screen a terminal keeps.
 *
 * Every line is checked (length, bytes, escapes, numbers in range, an
 * option only after its prompt, a row only inside its canvas) and refused
 * with a message; the terminal then drops the connection, so a refused
 * line never leaves a half-read screen on display.
 */
#include <stdlib.h>
#include <string.h>
#include "wire.h"

#define WIRE_NINT 8
#define WIRE_NTEXT 4

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

/* One glyph cell at *s: a printable ASCII character, or a UTF-8 glyph
 * and its ASCII stand-in; -1 if neither. */
static int wire_glyph_get(const char **s, uint32_t *cp, int *a)
{
	if ((unsigned char)**s >= 128) {
		int n = canvas_utf8_get((const unsigned char *)*s, cp);

		if (n == 1 || *cp < 128)
			return -1;
		*s += n;
		*a = wire_plain(s);
	} else {
		*a = wire_plain(s);
		*cp = (uint32_t)*a;
	}
	return *a < 0 ? -1 : 0;
}

int wire_row_get(struct canvas *cv, int y, const char *s, struct tt_err *err)
{
	int x = 0, fg = 0, attr = 0;

	if (y < 0 || y >= CANVAS_H)
		return tt_errf(err, "row %d outside the canvas", y);
	memset(cv->c[y], 0, sizeof cv->c[y]);
	while (*s) {
		uint32_t cp;
		int a;

		if (s[0] == '~' && s[1] != '~' && s[1] != '_') {
			fg = wire_hex(s[1]);
			attr = fg < 0 ? -1 : wire_hex(s[2]);
			if (attr < 0 || fg >= CC_NCOLOUR)
				return tt_errf(err, "bad style in row %d", y);
			s += 3;
			continue;
		}
		if (x >= CANVAS_W)
			return tt_errf(err, "row %d wider than %d cells", y, CANVAS_W);
		/* a blank, or "~_": a space with a style */
		if (s[0] == ' ' || (s[0] == '~' && s[1] == '_')) {
			bool styled = s[0] == '~';

			canvas_put(cv, x++, y, styled ? ' ' : 0, ' ', styled ? fg : 0, styled ? attr : 0);
			s += styled ? 2 : 1;
		} else if (wire_glyph_get(&s, &cp, &a) == 0) {
			canvas_put(cv, x++, y, cp, (char)a, fg, attr);
		} else {
			return tt_errf(err, "bad cell in row %d", y);
		}
	}
	return 0;
}

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

	if (!wire_want(l, 1, 3) || w->opt_left <= 0 || w->prompt.nopt >= TT_MAXOPT)
		return tt_errf(err, "an option line out of place");
	o = &w->prompt.opt[w->prompt.nopt++];
	o->key = (int)l->num[0];
	tt_strlcpy(o->cmd, l->text[0], sizeof o->cmd);
	tt_strlcpy(o->label, l->text[1], sizeof o->label);
	tt_strlcpy(o->warn, l->text[2], sizeof o->warn);
	w->opt_left--;
	return 0;
}

/* One key of the prompt's key table (the keys a key line offers, even
 * those no option claims now: they send their command for the reason). */
static int wire_read_kdef(struct wire_screen *w, const struct wire_line *l, struct tt_err *err)
{
	struct tt_keydef *k;

	if (!wire_want(l, 1, 2) || w->prompt.nkeydef >= TT_MAXKEYDEF)
		return tt_errf(err, "a key line out of place");
	k = &w->prompt.keydef[w->prompt.nkeydef++];
	k->key = (int)l->num[0];
	tt_strlcpy(k->cmd, l->text[0], sizeof k->cmd);
	tt_strlcpy(k->word, l->text[1], sizeof k->word);
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

/* "with SEAT OWNER": the person at OWNER's seat also plays SEAT. */
static int wire_read_with(struct wire_screen *w, const struct wire_line *l, struct tt_err *err)
{
	if (!wire_want(l, 2, 0) || l->num[0] < 0 || l->num[0] >= w->setup.nseats || l->num[1] < 0 ||
	    l->num[1] >= w->setup.nseats || l->num[0] == l->num[1] || w->setup.seat[l->num[1]].with)
		return tt_errf(err, "bad with line");
	w->setup.seat[l->num[0]].with = (int)l->num[1] + 1;
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
	else if (strcmp(k, "preview") == 0 && wire_want(l, 0, 1))
		tt_strlcpy(w->view.preview, l->text[0], sizeof w->view.preview);
	else if (strcmp(k, "undo") == 0 && wire_want(l, 0, 1))
		tt_strlcpy(w->undo, l->text[0], sizeof w->undo);
	else if (strcmp(k, "focus") == 0 && wire_want(l, 2, 0)) {
		w->view.focus_x = (int)l->num[0];
		w->view.focus_y = (int)l->num[1];
	} else if (strcmp(k, "marks") == 0 && wire_want(l, 1, 0) && l->num[0] >= 0 &&
		   l->num[0] <= TT_MAXMARK) {
		w->view.nmark = (int)l->num[0];
	} else if (strcmp(k, "mark") == 0 && wire_want(l, 4, 1) && l->num[0] >= 0 &&
		   l->num[0] < TT_MAXMARK && l->num[3] >= 0 && l->num[3] < CC_NCOLOUR) {
		struct tt_mark *m = &w->view.mark[l->num[0]];
		m->x = (int)l->num[1];
		m->y = (int)l->num[2];
		m->fg = (int)l->num[3];
		tt_strlcpy(m->label, l->text[0], sizeof m->label);
		m->w = 0;
		m->keep = 0;
		m->sign[0] = '\0';
	} else if (strcmp(k, "figure") == 0 && wire_want(l, 2, 1) && l->num[0] >= 0 &&
		   l->num[0] < TT_MAXMARK && l->num[1] > 0 && l->num[1] <= GLYPH_MAXW) {
		struct tt_mark *m = &w->view.mark[l->num[0]];
		m->w = (int)l->num[1];
		tt_strlcpy(m->sign, l->text[0], sizeof m->sign);
	} else if (strcmp(k, "keep") == 0 && wire_want(l, 2, 0) && l->num[0] >= 0 &&
		   l->num[0] < TT_MAXMARK && l->num[1] > 0 && l->num[1] < 100) {
		w->view.mark[l->num[0]].keep = (int)l->num[1];
	} else if (strcmp(k, "moves") == 0 && wire_want(l, 1, 0))
		w->moves = (int)l->num[0];
	else if (strcmp(k, "result") == 0 && wire_want(l, 1, 1)) {
		w->result.over = l->num[0] != 0;
		tt_strlcpy(w->result.summary, l->text[0], sizeof w->result.summary);
		w->result.detail[0] = '\0';
	} else if (strcmp(k, "detail") == 0 && wire_want(l, 0, 1)) {
		tt_strlcpy(w->result.detail, l->text[0], sizeof w->result.detail);
	} else if (strcmp(k, "seats") == 0 && wire_want(l, 1, 0) && l->num[0] >= 0 &&
		   l->num[0] <= TT_MAXSEATS) {
		w->setup.nseats = (int)l->num[0];
		for (int i = 0; i < TT_MAXSEATS; i++)	/* its "with" lines follow */
			w->setup.seat[i].with = 0;
	}
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

/* "table VERSION OWNER<TAB>USER<TAB>NAME<TAB>GAME" */
static int wire_read_announce(struct wire_screen *w, const struct wire_line *l, struct tt_err *err)
{
	if (!wire_want(l, 2, 3) || l->num[1] < 0)
		return tt_errf(err, "bad table line");
	if (l->num[0] != WIRE_VERSION)
		return tt_errf(err, "the table speaks protocol %ld, this tabletty %d: use the same "
			       "tabletty as the host", l->num[0], WIRE_VERSION);
	w->owner = l->num[1];
	tt_strlcpy(w->owner_name, l->text[0], sizeof w->owner_name);
	tt_strlcpy(w->table, l->text[1], sizeof w->table);
	tt_strlcpy(w->game, l->text[2], sizeof w->game);
	w->announced = true;
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
	else if (strcmp(k, "table") == 0)
		rc = wire_read_announce(w, l, err);
	else if (strcmp(k, "prompt") == 0)
		rc = wire_read_prompt(w, l, err);
	else if (strcmp(k, "pmode") == 0 && wire_want(l, 0, 1))
		tt_strlcpy(w->prompt.mode, l->text[0], sizeof w->prompt.mode);
	else if (strcmp(k, "opt") == 0)
		rc = wire_read_opt(w, l, err);
	else if (strcmp(k, "kdef") == 0)
		rc = wire_read_kdef(w, l, err);
	else if (strcmp(k, "seat") == 0)
		rc = wire_read_seat(w, l, err);
	else if (strcmp(k, "with") == 0)
		rc = wire_read_with(w, l, err);
	else if (strcmp(k, "size") == 0 || strcmp(k, "row") == 0)
		rc = wire_read_canvas(w, l, k[0] == 's', err);
	else if (strcmp(k, "title") == 0 || strcmp(k, "preview") == 0 || strcmp(k, "undo") == 0 ||
		 strcmp(k, "focus") == 0 || strcmp(k, "marks") == 0 || strcmp(k, "mark") == 0 ||
		 strcmp(k, "figure") == 0 || strcmp(k, "keep") == 0 || strcmp(k, "detail") == 0 ||
		 strcmp(k, "moves") == 0 || strcmp(k, "result") == 0 || strcmp(k, "seats") == 0)
		rc = wire_read_simple(w, l, err);
	/* a word this version does not know is skipped (newer tables) */
	free(l);
	return rc < 0 ? -1 : rc;
}
