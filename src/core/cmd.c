/*
 * cmd.c - tokenising command lines and resolving verbs.
 *
 * A line is at most CMD_MAXLINE-1 bytes of valid UTF-8 without control
 * characters (tabs count as blanks).  "#" starts a comment anywhere outside
 * double quotes; a double-quoted token may contain blanks.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cmd.h"

/* Length of a valid UTF-8 sequence at s, or 0 if invalid. */
static int cmd_utf8_len(const unsigned char *s)
{
	int n;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		n = 2;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		n = 3;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		n = 4;
	else
		return 0;
	for (int i = 1; i < n; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	/* RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF */
	if ((s[0] == 0xe0 && s[1] < 0xa0) || (s[0] == 0xed && s[1] > 0x9f) ||
	    (s[0] == 0xf0 && s[1] < 0x90) || (s[0] == 0xf4 && s[1] > 0x8f))
		return 0;
	return n;
}

static int cmd_check_bytes(const char *line, struct tt_err *err)
{
	const unsigned char *p = (const unsigned char *)line;

	if (strlen(line) >= CMD_MAXLINE)
		return tt_errf(err, "line too long (at most %d bytes)", CMD_MAXLINE - 1);
	while (*p) {
		int n = cmd_utf8_len(p);
		if (n == 0)
			return tt_errf(err, "the line is not valid UTF-8");
		if (n == 1 && (*p < 0x20 || *p == 0x7f) && *p != '\t' && *p != '\n' && *p != '\r')
			return tt_errf(err, "control character 0x%02x in the line", *p);
		/* a line break may only end the line: inside it would split a
		 * quoted word when the command is saved and read back */
		if ((*p == '\n' || *p == '\r') && p[strspn((const char *)p, "\r\n")] != '\0')
			return tt_errf(err, "line break inside the line");
		if (n == 2 && p[0] == 0xc2 && p[1] < 0xa0)	/* C1 controls U+0080..U+009F */
			return tt_errf(err, "control character U+%04X in the line", p[1]);
		p += n;
	}
	return 0;
}

static int cmd_push(struct cmd *c, const char *tok, size_t n, struct tt_err *err)
{
	if (c->argc >= CMD_MAXARG)
		return tt_errf(err, "too many words (at most %d)", CMD_MAXARG);
	if (n >= CMD_MAXTOK)
		return tt_errf(err, "word too long (at most %d bytes)", CMD_MAXTOK - 1);
	memcpy(c->argv[c->argc], tok, n);
	c->argv[c->argc][n] = '\0';
	c->argc++;
	return 0;
}

static bool cmd_blank(char ch)
{
	return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r';
}

int cmd_parse(const char *line, struct cmd *c, struct tt_err *err)
{
	const char *p = line;

	/* every word empty (the AIs parse a line per option they try: the
	 * bytes past each word's end are never read, so they are not cleared) */
	c->argc = 0;
	c->seat[0] = '\0';
	for (int i = 0; i < CMD_MAXARG; i++)
		c->argv[i][0] = '\0';
	if (cmd_check_bytes(line, err) < 0)
		return -1;
	for (;;) {
		const char *start;
		while (cmd_blank(*p))
			p++;
		if (*p == '\0' || *p == '#')
			break;
		if (*p == '"') {
			start = ++p;
			while (*p && *p != '"')
				p++;
			if (*p != '"')
				return tt_errf(err, "missing closing quote");
			if (cmd_push(c, start, (size_t)(p - start), err) < 0)
				return -1;
			p++;
			continue;
		}
		start = p;
		while (*p && !cmd_blank(*p) && *p != '#')
			p++;
		if (c->argc == 0 && start[0] == '@' && c->seat[0] == '\0') {
			size_t n = (size_t)(p - start - 1);
			if (n == 0 || n >= CMD_MAXTOK)
				return tt_errf(err, "'@' must be followed by a seat name");
			memcpy(c->seat, start + 1, n);
			c->seat[n] = '\0';
			continue;
		}
		if (cmd_push(c, start, (size_t)(p - start), err) < 0)
			return -1;
	}
	return 0;
}

int cmd_distance(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b);
	int prev[CMD_MAXTOK + 1], cur[CMD_MAXTOK + 1];

	if (la > CMD_MAXTOK || lb > CMD_MAXTOK)
		return 99;
	for (size_t j = 0; j <= lb; j++)
		prev[j] = (int)j;
	for (size_t i = 1; i <= la; i++) {
		cur[0] = (int)i;
		for (size_t j = 1; j <= lb; j++) {
			int sub = prev[j - 1] + (a[i - 1] != b[j - 1]);
			int del = prev[j] + 1, ins = cur[j - 1] + 1;
			cur[j] = sub < del ? (sub < ins ? sub : ins) : (del < ins ? del : ins);
		}
		memcpy(prev, cur, sizeof(int) * (lb + 1));
	}
	return prev[lb] > 99 ? 99 : prev[lb];
}

static const struct cmd_verb *cmd_at(int i, const struct cmd_verb *t1, size_t n1,
				     const struct cmd_verb *t2)
{
	return (size_t)i < n1 ? &t1[i] : &t2[(size_t)i - n1];
}

int cmd_lookup(const char *word, const struct cmd_verb *t1, size_t n1,
	       const struct cmd_verb *t2, size_t n2, struct tt_err *err)
{
	int total = (int)(n1 + n2), hit = -1, nhit = 0, best = -1, bestd = 99;
	size_t wl;
	char alts[160] = "";

	/* every command an AI sends is an exact name: the first byte rules
	 * out most of the table without a call */
	for (int i = 0; i < total; i++) {
		const char *name = cmd_at(i, t1, n1, t2)->name;
		if (name[0] == word[0] && strcmp(name, word) == 0)
			return i;
	}
	wl = strlen(word);
	for (int i = 0; i < total; i++) {
		const char *name = cmd_at(i, t1, n1, t2)->name;
		if (wl > 0 && strncmp(name, word, wl) == 0) {
			if (nhit < 4) {
				size_t l = strlen(alts);
				snprintf(alts + l, sizeof alts - l, "%s'%s'", nhit ? ", " : "", name);
			}
			hit = i;
			nhit++;
		}
		int d = cmd_distance(word, name);
		if (d < bestd) {
			bestd = d;
			best = i;
		}
	}
	if (nhit == 1)
		return hit;
	if (nhit > 1)
		return tt_errf(err, "'%s' is ambiguous: %s%s", word, alts, nhit > 4 ? ", ..." : "");
	if (best >= 0 && bestd <= 2 + (int)wl / 4)
		return tt_errf(err, "unknown command '%s' (did you mean '%s'?)", word,
			       cmd_at(best, t1, n1, t2)->name);
	return tt_errf(err, "unknown command '%s' (type 'help' for the list)", word);
}

const struct cmd_verb *cmd_verb_find(const struct cmd_verb *t, size_t n, const char *name)
{
	for (size_t i = 0; i < n; i++)
		if (t[i].name[0] == name[0] && strcmp(t[i].name, name) == 0)
			return &t[i];
	return NULL;
}

int cmd_verb_run(const struct cmd_verb *v, const struct cmd_call *k)
{
	int nargs = k->c->argc - 1;

	if (nargs < v->min_args || (v->max_args != CMD_ANY && nargs > v->max_args))
		return tt_errf(k->err, "usage: %s%s%s", v->name, v->usage[0] ? " " : "", v->usage);
	if (!v->exec)
		return tt_errf(k->err, "'%s' has no handler", v->name);
	return v->exec(k);
}

int cmd_int(const char *tok, int lo, int hi, const char *what, int *out, struct tt_err *err)
{
	char *end;
	long v;

	if (!tok || !*tok)
		return tt_errf(err, "%s: a number is missing", what);
	v = strtol(tok, &end, 10);
	if (*end != '\0' || end == tok)
		return tt_errf(err, "%s: '%s' is not a number", what, tok);
	if (v < lo || v > hi)
		return tt_errf(err, "%s must be between %d and %d, not %s", what, lo, hi, tok);
	*out = (int)v;
	return 0;
}

void cmd_join(const struct cmd *c, char *buf, size_t cap)
{
	size_t len = 0;

	if (cap == 0)
		return;
	buf[0] = '\0';
	for (int i = 0; i < c->argc; i++) {
		bool quote = strpbrk(c->argv[i], " \t#") != NULL || c->argv[i][0] == '\0';
		char word[CMD_MAXTOK + 4];
		size_t n = 0, k = strlen(c->argv[i]);
		if (i > 0)
			word[n++] = ' ';
		if (quote)
			word[n++] = '"';
		k = k < CMD_MAXTOK ? k : CMD_MAXTOK - 1;
		memcpy(word + n, c->argv[i], k);
		n += k;
		if (quote)
			word[n++] = '"';
		/* what does not fit is cut, as snprintf would */
		if (n >= cap - len) {
			memcpy(buf + len, word, cap - len - 1);
			buf[cap - 1] = '\0';
			return;
		}
		memcpy(buf + len, word, n);
		len += n;
		buf[len] = '\0';
	}
}
