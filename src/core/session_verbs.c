/*
 * session_verbs.c - the global verbs that read the game and change
 * nothing: help, state, show, look and info.  They see the session only
 * through its public queries (session.h) and the prompt it keeps
 * (session_cur); the verbs that change it (undo, ai, rig...) stay in
 * session.c.
 */
#include <stdlib.h>
#include <string.h>
#include "glyph.h"
#include "registry.h"
#include "session_int.h"
#include "text.h"

int session_cmd_help(const struct cmd_call *k)
{
	struct session *s = k->ctx;
	const struct engine_ops *ops = session_ops(s);
	struct tt_err e;
	size_t nglobal;
	const struct cmd_verb *globals = session_globals_table(&nglobal);
	int i;

	if (k->c->argc > 1) {
		const struct cmd_verb *v = session_verb(ops, k->c->argv[1], &e);
		if (!v)
			tt_outf(k->out, "%s\n", e.msg);
		else
			tt_outf(k->out, "%s %s\n  %s\n", v->name, v->usage, v->help);
		return SESSION_OK;
	}
	const struct tt_prompt *p = session_cur(s);
	tt_outf(k->out, "%s\n", p->text);
	for (i = 0; i < p->nopt; i++)
		tt_outf(k->out, "  %-20s %s%s%s\n", p->opt[i].cmd, p->opt[i].label,
			p->opt[i].warn[0] ? "  warning: " : "", p->opt[i].warn);
	tt_outf(k->out, "%s commands:", ops->title);
	for (size_t j = 0; j < ops->nverbs; j++)
		tt_outf(k->out, " %s", ops->verbs[j].name);
	tt_outf(k->out, "\nglobal commands:");
	for (size_t j = 0; j < nglobal; j++)
		tt_outf(k->out, " %s", globals[j].name);
	tt_outf(k->out, "\n'help VERB' explains one command.\n");
	return SESSION_OK;
}

/* Does the line "key=value key=value ..." hold a key that pat names?  pat
 * is a key, or a prefix ending in '*' ("ship.0.*"). */
static bool session_key_match(const char *line, size_t len, const char *pat)
{
	size_t n = strlen(pat);
	bool prefix = n > 0 && pat[n - 1] == '*';

	if (prefix)
		n--;
	for (size_t i = 0; i + n < len; i++) {
		if ((i > 0 && line[i - 1] != ' ') || strncmp(line + i, pat, n) != 0)
			continue;
		size_t k = i + n;
		while (prefix && k < len && line[k] != '=' && line[k] != ' ')
			k++;
		if (k < len && line[k] == '=')
			return true;
	}
	return false;
}

/* "state": every key=value line and the hash; "state KEY..." only the
 * lines of those keys, and an error naming a key that matched nothing (a
 * transcript that asserts a key must fail when the key goes away). */
int session_cmd_state(const struct cmd_call *k)
{
	struct session *s = k->ctx;
	const struct engine_ops *ops = session_ops(s);
	struct tt_out *all;
	bool hit[CMD_MAXARG] = { false };

	if (k->c->argc < 2) {
		ops->dump(session_state(s), session_data(s), k->out);
		tt_outf(k->out, "hash=%016llx\n", (unsigned long long)session_hash(s));
		return SESSION_OK;
	}
	all = malloc(sizeof *all);
	if (!all)
		return tt_errf(k->err, "out of memory");
	tt_out_clear(all);
	ops->dump(session_state(s), session_data(s), all);
	for (char *line = all->text, *nl; *line; line = *nl ? nl + 1 : nl) {
		bool want = false;
		nl = line + strcspn(line, "\n");
		for (int i = 1; i < k->c->argc; i++)
			if (session_key_match(line, (size_t)(nl - line), k->c->argv[i]))
				want = hit[i] = true;
		if (want)
			tt_outf(k->out, "%.*s\n", (int)(nl - line), line);
	}
	free(all);
	for (int i = 1; i < k->c->argc; i++)
		if (!hit[i])
			return tt_errf(k->err, "state: no key '%s' in this game's state", k->c->argv[i]);
	return SESSION_OK;
}

int session_cmd_show(const struct cmd_call *k)
{
	struct session *s = k->ctx;
	const struct engine_ops *ops = session_ops(s);
	struct tt_view *v = malloc(sizeof *v);
	int viewer = registry_hidden(ops, session_setup(s)) ? k->seat : -1;

	if (!v)
		return tt_errf(k->err, "out of memory");
	if (k->c->argc > 1 && strcmp(k->c->argv[1], "legend") == 0) {
		glyph_legend_text(k->out, ops->glyphs);
		free(v);
		return SESSION_OK;
	}
	if (k->c->argc > 1) {
		viewer = session_seat_index(s, k->c->argv[1]);
		if (viewer < 0) {
			free(v);
			/* not a seat: a card, an item (`show blackbox` at the shop) */
			if (ops->info)
				return session_cmd_info(k);
			return tt_errf(k->err, "no seat named '%s'", k->c->argv[1]);
		}
	}
	session_view(s, viewer, -1, false, v);
	text_view(k->out, v, session_cur(s), true);
	free(v);
	return SESSION_OK;
}

/* "look [SEAT]": the board in words around the piece of seat (or of SEAT;
 * in a game with hidden information the screen refuses another seat's). */
int session_cmd_look(const struct cmd_call *k)
{
	struct session *s = k->ctx;
	const struct engine_ops *ops = session_ops(s);
	int seat = k->seat;

	if (!ops->look)
		return tt_errf(k->err, "%s cannot describe its board in words yet: try show",
			       ops->title);
	if (k->c->argc > 1) {
		seat = session_seat_index(s, k->c->argv[1]);
		if (seat < 0)
			return tt_errf(k->err, "no seat named '%s'", k->c->argv[1]);
	}
	if (seat >= session_setup(s)->nseats)
		seat = -1;	/* nobody's piece: the whole board */
	ops->look(session_state(s), session_data(s), seat < 0 ? -1 : seat, k->out);
	return SESSION_OK;
}

/* "info [WHAT...]": the full text of something the acting seat may see. */
int session_cmd_info(const struct cmd_call *k)
{
	struct session *s = k->ctx;
	const struct engine_ops *ops = session_ops(s);
	char what[CMD_MAXLINE] = "";
	struct cmd rest = *k->c;
	int viewer = k->seat >= 0 && k->seat < session_setup(s)->nseats ? k->seat : -1;

	if (!ops->info)
		return tt_errf(k->err, "%s has no texts to show yet: try help", ops->title);
	if (rest.argc > 1) {
		/* the words after the verb, as they were typed */
		for (int i = 1; i < rest.argc; i++)
			tt_strlcpy(rest.argv[i - 1], rest.argv[i], CMD_MAXTOK);
		rest.argc--;
		cmd_join(&rest, what, sizeof what);
	}
	if (ops->info(session_state(s), session_data(s), viewer, what, k->out, k->err) < 0)
		return -1;
	return SESSION_OK;
}
