/*
 * pu_opt.c - POWERUP: one option of a prompt, kept only when the
 * dispatch accepts its command (asked through d->hooks->play, the layer
 * above), so every list of options, the rules' and the modes', shares one
 * test of legality with the handlers.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "pu_cmd.h"

/* Add the option whose command is cmd, its text line (NULL: its words
 * joined); with test, only when the handlers' checks accept cmd from the
 * seat asked.  label NULL: the command's text. */
static struct tt_option *pu_opt_cmd(struct pu_pctx *c, const struct cmd *cmd, const char *line,
				    const char *label, int key, bool test)
{
	struct tt_prompt *p = c->p;
	struct tt_option *o;
	struct pu_go g;

	if (p->nopt >= TT_MAXOPT || (test && c->d->hooks->play->check(c->s, c->d, c->seat, cmd, &g, NULL) < 0))
		return NULL;
	o = &p->opt[p->nopt++];
	if (line)
		tt_strlcpy(o->cmd, line, sizeof o->cmd);
	else	/* plain words (pu_optw): joined by spaces, nothing quoted */
		cmd_join(cmd, o->cmd, sizeof o->cmd);
	tt_strlcpy(o->label, label ? label : o->cmd, sizeof o->label);
	o->key = key;
	o->warn[0] = '\0';
	return o;
}

/* pu_opt, returning the option added or NULL. */
static struct tt_option *pu_opt_line(struct pu_pctx *c, const char *line, const char *label, int key,
				     bool test)
{
	struct cmd k;
	struct tt_err err;

	if (!test) {
		k.argc = 0;
		return pu_opt_cmd(c, &k, line, label, key, false);
	}
	if (cmd_parse(line, &k, &err) < 0 || k.argc == 0)
		return NULL;
	return pu_opt_cmd(c, &k, line, label, key, true);
}

/* Add an option; with test, only when the command is legal now. */
void pu_opt(struct pu_pctx *c, const char *cmd, const char *label, int key, bool test)
{
	pu_opt_line(c, cmd, label, key, test);
}

/* Copy word w into argv word i of k when cmd_parse would read it as
 * itself there (printable ASCII without blank, quote or '#', not empty,
 * not too long, no '@' first): its length, or -1 when it would not. */
static int pu_word(struct cmd *k, int i, const char *w)
{
	int n = 0;

	if (i == 0 && w[0] == '@')
		return -1;
	for (; w[n]; n++) {
		if (w[n] <= ' ' || w[n] > '~' || w[n] == '#' || w[n] == '"' || n + 1 >= CMD_MAXTOK)
			return -1;
		k->argv[i][n] = w[n];
	}
	k->argv[i][n] = '\0';
	return n > 0 ? n : -1;
}

struct tt_option *pu_optw(struct pu_pctx *c, const char *label, bool test, int key, ...)
{
	const char *w[CMD_MAXARG];
	char line[sizeof c->p->opt[0].cmd];
	size_t len = 0;
	int nw = 0;
	bool plain = true;
	struct cmd k;
	va_list ap;

	va_start(ap, key);
	while (nw < CMD_MAXARG && (w[nw] = va_arg(ap, const char *)) != NULL)
		nw++;
	va_end(ap);
	for (int i = 0; i < nw && plain; i++) {
		int n = pu_word(&k, i, w[i]);
		plain = n > 0;
		len += (size_t)(i > 0) + (size_t)n;
	}
	if (!plain || len + 1 >= sizeof line) {	/* odd words, or a line cut: as typed */
		len = 0;
		line[0] = '\0';
		for (int i = 0; i < nw; i++) {
			tt_cat(line, sizeof line, &len, i ? " " : "");
			tt_cat(line, sizeof line, &len, w[i]);
		}
		return pu_opt_line(c, line, label ? label : line, key, test);
	}
	k.argc = nw;
	k.seat[0] = '\0';
	for (int i = nw; i < CMD_MAXARG; i++)
		k.argv[i][0] = '\0';
	return pu_opt_cmd(c, &k, NULL, label, key, test);
}

/* n as a word of a command: into buf, which it returns. */
const char *pu_numw(char *buf, size_t cap, int n)
{
	size_t len = 0;

	tt_cat_int(buf, cap, &len, n);
	return buf;
}
