/*
 * ui_help.c - the help page of a decision (?): the decision, then every
 * key that does something here with what it does, then the options no key
 * reaches, then the game's commands.
 *
 * What a key does is asked of front_key_use, the rule the game loop follows,
 * for every key the key map binds and every key an option or the key line
 * names: a key is listed once, with the one thing it does in this context
 * (u is undo, or the option that claims it), and a key that does nothing
 * here is not listed.
 */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ui_int.h"

#define UI_HELP_KEYS (FA_NACT * FRONT_KEYS_PER_ACT + 2 * TT_MAXOPT + TT_MAXKEYDEF)

/* One meaning of this context and the keys that have it. */
struct ui_help_row {
	struct front_use use;
	char keys[48];
};

static bool ui_same_use(const struct front_use *a, const struct front_use *b)
{
	if (a->use != b->use)
		return false;
	switch (a->use) {
	case FU_OPTION: return a->opt == b->opt;
	case FU_KEYDEF: return a->kd == b->kd;
	case FU_ACT: return a->act == b->act;
	default: return true;
	}
}

/* Does the action do something when its key is pressed here? */
static bool ui_act_acts(enum front_act a, const struct tt_prompt *p, int sel)
{
	if (a == FA_ENTER)
		return p->nopt > 0 && sel < 0;
	return front_act_tk(a) == TK_NONE;
}

/* Every key worth asking about: the bound ones, and the keys of the
 * options and of the key line. */
static int ui_help_candidates(const struct front_keymap *km, const struct tt_prompt *p, int *keys)
{
	int n = 0;

	for (int i = 0; i < p->nopt; i++)
		if (p->opt[i].key > 0 && p->opt[i].key < 127)
			keys[n++] = p->opt[i].key;
	for (int i = 0; i < p->nkeydef; i++)
		if (p->keydef[i].key > 0 && p->keydef[i].key < 127)
			keys[n++] = p->keydef[i].key;
	for (int a = 1; a < FA_NACT; a++)
		for (int i = 0; i < FRONT_KEYS_PER_ACT && km->key[a][i]; i++)
			keys[n++] = km->key[a][i];
	return n;
}

static void ui_help_add(struct ui_help_row *rows, int *nrows, const struct front_use *u, int key)
{
	char kn[16];
	int r;

	for (r = 0; r < *nrows && !ui_same_use(&rows[r].use, u); r++)
		;
	if (r == *nrows) {
		rows[r].use = *u;
		rows[r].keys[0] = '\0';
		(*nrows)++;
	}
	ui_key_name(key, kn, sizeof kn);
	for (const char *at = rows[r].keys; (at = strstr(at, kn)) != NULL; at++)
		if ((at == rows[r].keys || at[-1] == ' ') && (at[strlen(kn)] == ' ' || !at[strlen(kn)]))
			return;	/* \r, \n and KEY_ENTER are all "Enter" */
	if (strlen(rows[r].keys) + strlen(kn) + 2 < sizeof rows[r].keys)
		snprintf(rows[r].keys + strlen(rows[r].keys), sizeof rows[r].keys - strlen(rows[r].keys),
			 "%s%s", rows[r].keys[0] ? " " : "", kn);
}

/* Rows in the order a reader wants them: the options, the key line's
 * keys, then the screen's. */
static int ui_help_order(const struct ui_help_row *r)
{
	switch (r->use.use) {
	case FU_OPTION: return r->use.opt;
	case FU_KEYDEF: return TT_MAXOPT + 1;
	default: return TT_MAXOPT + 2 + (int)r->use.act;
	}
}

static int ui_help_cmp(const void *a, const void *b)
{
	return ui_help_order(a) - ui_help_order(b);
}

static void ui_help_row_text(const struct ui_help_row *r, const struct tt_prompt *p, char *buf,
			     size_t cap)
{
	const struct tt_option *o;

	switch (r->use.use) {
	case FU_OPTION:
		o = &p->opt[r->use.opt];
		snprintf(buf, cap, "%s  (%s)%s%s%s", o->label, o->cmd, o->warn[0] ? "  asks first: " : "",
			 o->warn, "");
		break;
	case FU_KEYDEF: {
		/* a key of a group ("arrows step") has its group's word */
		const struct tt_keydef *k = r->use.kd;

		while (!k->word[0] && k > p->keydef && k[-1].key)
			k--;
		snprintf(buf, cap, "%s  (%s: not now, it says why)", k->word[0] ? k->word : r->use.kd->cmd,
			 r->use.kd->cmd);
		break;
	}
	default:
		snprintf(buf, cap, "%s", r->use.act == FA_ENTER ? "take the highlighted option (Tab "
			 "highlights one)" : front_act_help(r->use.act));
		break;
	}
}

static void ui_help_keys(struct tt_out *o, const struct front_keymap *km, const struct tt_prompt *p,
			 bool mine, int sel)
{
	static int keys[UI_HELP_KEYS];
	static struct ui_help_row rows[UI_HELP_KEYS];
	static bool reached[TT_MAXOPT];
	int n = ui_help_candidates(km, p, keys), nrows = 0, unreached = 0;
	char text[200];

	memset(reached, 0, sizeof reached);
	for (int i = 0; i < n; i++) {
		struct front_use u;

		front_key_use(km, p, mine, sel, keys[i], &u);
		if (u.use == FU_NONE || (u.use == FU_ACT && !ui_act_acts(u.act, p, sel)))
			continue;
		if (u.use == FU_OPTION)
			reached[u.opt] = true;
		ui_help_add(rows, &nrows, &u, keys[i]);
	}
	qsort(rows, (size_t)nrows, sizeof rows[0], ui_help_cmp);
	tt_outf(o, "\nKeys now (each does one thing here):\n");
	for (int r = 0; r < nrows; r++) {
		ui_help_row_text(&rows[r], p, text, sizeof text);
		tt_outf(o, "  %-16s %s\n", rows[r].keys, text);
	}
	for (int i = 0; i < p->nopt && mine; i++)
		unreached += !reached[i];
	if (unreached == 0)
		return;
	tt_outf(o, "\nOther options (Tab highlights one, Enter takes it; or type the command):\n");
	for (int i = 0; i < p->nopt; i++)
		if (!reached[i])
			tt_outf(o, "  %-30s %s%s%s%s\n", p->opt[i].label, p->opt[i].cmd,
				p->opt[i].warn[0] ? "  (asks first: " : "", p->opt[i].warn,
				p->opt[i].warn[0] ? ")" : "");
}

void ui_help(struct ui *ui, const struct front_src *src, const struct tt_prompt *p, bool mine,
	     int sel)
{
	const struct engine_ops *ops = src->game;
	struct tt_out *o = &ui->out;
	char title[128];

	tt_out_clear(o);
	if (p->seat < 0)
		tt_outf(o, "Nobody has to decide anything now.\n");
	else
		tt_outf(o, "Decision: %s\nKeys: %s\n", p->text, p->keys);
	if (p->mode[0] && mine)
		tt_outf(o, "You are %s.\n", p->mode);
	if (p->seat >= 0 && !mine)
		tt_outf(o, "It is not your decision: the keys below are the screen's own.\n");
	ui_help_keys(o, &ui->km, p, mine, sel);
	tt_outf(o, "\nCommands for the : line (any unambiguous prefix works):\n");
	for (size_t i = 0; i < ops->nverbs; i++)
		tt_outf(o, "  %s %s\n      %s\n", ops->verbs[i].name, ops->verbs[i].usage,
			ops->verbs[i].help);
	tt_outf(o, "  help [verb], show, state, undo, ai, hint, save [slot], quit%s\n",
		ui->debug ? ", rig V..." : "");
	snprintf(title, sizeof title, "Help: %s", ops->title);
	ui_pager(ui, title, o->text, false);
}
