/*
 * front_keys.c - the key map: default bindings, key names, and the settings
 * file $XDG_CONFIG_HOME/tabletty/tabletty.ini.
 *
 * A key may be bound to several actions (a digit is a direction and a
 * card's number); what it does at a decision is decided in one place, front_key_use, by the
 * ranks of the table below: the screen's first keys, then an option that
 * claims the key (itself, or the direction or Enter it stands for), then
 * a key of the key line, then the screen's later keys.  The game loop and
 * the help both ask it, so a key has one meaning in each context and the
 * help says that one.  A settings file with an error is ignored as a
 * whole (never half-applied).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "conf.h"
#include "io.h"
#include "keyline.h"
#include "front.h"

#define FRONT_CTRL(c) ((c) & 0x1f)

/* Where an action stands when a key is pressed in a game (front_key_use):
 * the screen's own keys that come before the decision unless one of its
 * options uses the very key (help, Tab, Esc); the directions and Enter,
 * which reach the decision's option for them; the screen's keys that act
 * only when the decision does not use the key (undo, save, quit). */
enum front_rank { FRONT_RANK_SCREEN, FRONT_RANK_DIR, FRONT_RANK_AFTER };

/* The one table of the screen's actions: name (the settings file's),
 * help text, rank and default keys. */
struct front_act_info {
	const char *name;
	const char *help;
	enum front_rank rank;
	int def[FRONT_KEYS_PER_ACT];
};

static const struct front_act_info front_acts[FA_NACT] = {
	[FA_NONE] = { "", "", FRONT_RANK_AFTER, { 0 } },
	[FA_HELP] = { "help", "help for this decision and the keys", FRONT_RANK_SCREEN, { '?', FK_F(1) } },
	[FA_CMDLINE] = { "command", "type a command (Tab completes, Up/Down history)", FRONT_RANK_SCREEN,
			 { ':' } },
	[FA_OVERVIEW] = { "overview", "toggle the whole-board overview", FRONT_RANK_AFTER, { 'O' } },
	[FA_SAVE] = { "save", "save the game", FRONT_RANK_AFTER, { 'S' } },
	[FA_QUIT] = { "quit", "quit (asks first; the game is saved)", FRONT_RANK_AFTER, { 'Q' } },
	[FA_MESSAGES] = { "messages", "message history", FRONT_RANK_AFTER, { 'M' } },
	[FA_UNDO] = { "undo", "take back your last command", FRONT_RANK_AFTER, { 'u' } },
	[FA_REDRAW] = { "redraw", "redraw the screen", FRONT_RANK_SCREEN, { FRONT_CTRL('l') } },
	[FA_NEXT] = { "next", "highlight the next option", FRONT_RANK_SCREEN, { '\t' } },
	[FA_PREV] = { "previous", "highlight the previous option", FRONT_RANK_SCREEN, { FK_BTAB } },
	[FA_CANCEL] = { "cancel", "cancel the highlight, the command line or the legend",
			FRONT_RANK_SCREEN, { 27 } },
	[FA_LEGEND] = { "legend", "show or hide what the board's symbols mean", FRONT_RANK_SCREEN,
			{ 'L' } },
	[FA_INFO] = { "info", "the full text of the highlighted option (a card, an item), or "
		      "of what this decision is about", FRONT_RANK_AFTER, { 'i' } },
	[FA_OLDER] = { "older", "step back through earlier messages", FRONT_RANK_SCREEN,
		       { FRONT_CTRL('p') } },
	[FA_NEWER] = { "newer", "step forward again through the messages", FRONT_RANK_SCREEN,
		       { FRONT_CTRL('n') } },
	[FA_PANLEFT] = { "panleft", "move the view left (it stays until your piece moves)",
			 FRONT_RANK_AFTER, { FK_SLEFT, '<' } },
	[FA_PANRIGHT] = { "panright", "move the view right", FRONT_RANK_AFTER, { FK_SRIGHT, '>' } },
	[FA_PANUP] = { "panup", "move the view up", FRONT_RANK_AFTER, { FK_SR, '[' } },
	[FA_PANDOWN] = { "pandown", "move the view down", FRONT_RANK_AFTER, { FK_SF, ']' } },
	[FA_CENTRE] = { "centre", "bring a moved view back; else centre it on the piece to move",
			FRONT_RANK_AFTER, { 'c' } },
	[FA_ENTER] = { "enter", "take the highlighted option", FRONT_RANK_DIR, { '\r', '\n', FK_ENTER } },
	[FA_BACKSPACE] = { "backspace", "take back the last step of what the keys built (a path)",
			   FRONT_RANK_DIR, { FK_BACKSPACE, 127, 8 } },
	[FA_LEFT] = { "left", "direction left", FRONT_RANK_DIR, { FK_LEFT, 'h', '4' } },
	[FA_RIGHT] = { "right", "direction right", FRONT_RANK_DIR, { FK_RIGHT, 'l', '6' } },
	[FA_UP] = { "up", "direction up", FRONT_RANK_DIR, { FK_UP, 'k', '8' } },
	[FA_DOWN] = { "down", "direction down", FRONT_RANK_DIR, { FK_DOWN, 'j', '2' } },
	[FA_UPLEFT] = { "upleft", "direction up-left", FRONT_RANK_DIR, { 'y', FK_HOME, FK_A1, '7' } },
	/* not u: that is undo, which a direction must never take over */
	[FA_UPRIGHT] = { "upright", "direction up-right", FRONT_RANK_DIR, { FK_PPAGE, FK_A3, '9' } },
	[FA_DOWNLEFT] = { "downleft", "direction down-left", FRONT_RANK_DIR, { 'b', FK_END, FK_C1, '1' } },
	[FA_DOWNRIGHT] = { "downright", "direction down-right", FRONT_RANK_DIR,
			   { 'n', FK_NPAGE, FK_C3, '3' } },
};

struct front_key_nm {
	const char *name;
	int key;
};

static const struct front_key_nm front_key_names[] = {
	{ "Tab", '\t' }, { "BTab", FK_BTAB }, { "Enter", '\r' }, { "Esc", 27 },
	{ "Space", ' ' }, { "Backspace", FK_BACKSPACE }, { "Up", FK_UP },
	{ "Down", FK_DOWN }, { "Left", FK_LEFT }, { "Right", FK_RIGHT },
	{ "Home", FK_HOME }, { "End", FK_END }, { "PgUp", FK_PPAGE },
	{ "PgDn", FK_NPAGE }, { "Ins", FK_IC }, { "Del", FK_DC },
	{ "KP7", FK_A1 }, { "KP9", FK_A3 }, { "KP5", FK_B2 }, { "KP1", FK_C1 },
	{ "KP3", FK_C3 }, { "Semicolon", ';' }, { "Hash", '#' }, { "Enter", '\n' },
	{ "Enter", FK_ENTER }, { "Backspace", 127 }, { "Backspace", 8 },
	{ "S-Left", FK_SLEFT }, { "S-Right", FK_SRIGHT }, { "S-Up", FK_SR },
	{ "S-Down", FK_SF },
};

#define FRONT_NKEYNAMES (sizeof front_key_names / sizeof front_key_names[0])

void front_keymap_default(struct front_keymap *km)
{
	memset(km, 0, sizeof *km);
	for (int a = 0; a < FA_NACT; a++)
		memcpy(km->key[a], front_acts[a].def, sizeof km->key[a]);
	km->ai_pause_ms = 250;
}

/* The option that uses key itself (a printable key), or -1. */
static int front_opt_of_key(const struct tt_prompt *p, int key)
{
	if (p->seat < 0 || key <= 0)
		return -1;
	for (int i = 0; i < p->nopt; i++)
		if (p->opt[i].key == key)
			return i;
	return -1;
}

/* Is key bound to an action of this rank? */
static bool front_key_ranked(const struct front_keymap *km, int key, enum front_rank r,
			     enum front_act skip)
{
	for (int a = 1; a < FA_NACT; a++)
		if (front_acts[a].rank == r && a != (int)skip && front_keymap_is(km, key, (enum front_act)a))
			return true;
	return false;
}

void front_key_use(const struct front_keymap *km, const struct tt_prompt *p, bool mine, int sel,
		   int key, struct front_use *u)
{
	int printable = key > 0 && key < 127 ? key : 0;
	const struct tt_keydef *d;
	int i;

	memset(u, 0, sizeof *u);
	u->use = FU_NONE;
	for (int a = 1; a < FA_NACT; a++)
		if (front_acts[a].rank == FRONT_RANK_SCREEN && front_keymap_is(km, key, (enum front_act)a) &&
		    front_opt_of_key(p, key) < 0) {
			u->use = FU_ACT;
			u->act = (enum front_act)a;
			return;
		}
	if (mine) {
		/* an option that uses the key, Enter on the highlighted one, then
		 * an option bound to the direction (or Enter) the key stands for */
		i = printable ? front_opt_of_key(p, printable) : -1;
		if (i < 0 && front_keymap_is(km, key, FA_ENTER) && sel >= 0 && sel < p->nopt)
			i = sel;
		for (int a = 1; i < 0 && a < FA_NACT; a++)
			if (front_acts[a].rank == FRONT_RANK_DIR && front_keymap_is(km, key, (enum front_act)a))
				i = front_opt_of_key(p, front_act_tk((enum front_act)a));
		if (i >= 0) {
			u->use = FU_OPTION;
			u->opt = i;
			return;
		}
		/* a key of the key line that no option claims now types its
		 * command (the player reads the engine's reason); through a
		 * direction only where no later screen key uses the key */
		d = printable ? keyline_find(p, printable) : NULL;
		for (int a = 1; !d && a < FA_NACT; a++)
			if (front_acts[a].rank == FRONT_RANK_DIR && front_keymap_is(km, key, (enum front_act)a) &&
			    !front_key_ranked(km, key, FRONT_RANK_AFTER, FA_NONE))
				d = keyline_find(p, front_act_tk((enum front_act)a));
		if (d) {
			u->use = FU_KEYDEF;
			u->kd = d;
			return;
		}
	}
	for (int a = 1; a < FA_NACT; a++)
		if ((front_acts[a].rank == FRONT_RANK_AFTER || a == FA_ENTER) &&
		    front_keymap_is(km, key, (enum front_act)a)) {
			u->use = FU_ACT;
			u->act = (enum front_act)a;
			return;
		}
}

bool front_keymap_is(const struct front_keymap *km, int key, enum front_act a)
{
	if (key <= 0)
		return false;
	for (int i = 0; i < FRONT_KEYS_PER_ACT; i++)
		if (km->key[a][i] == key)
			return true;
	return false;
}

enum front_act front_keymap_act(const struct front_keymap *km, int key)
{
	for (int a = 1; a < FA_NACT; a++)
		if (front_keymap_is(km, key, (enum front_act)a))
			return (enum front_act)a;
	return FA_NONE;
}

int front_act_tk(enum front_act a)
{
	switch (a) {
	case FA_ENTER: return TK_ENTER;
	case FA_BACKSPACE: return TK_BACKSPACE;
	case FA_LEFT: return TK_LEFT;
	case FA_RIGHT: return TK_RIGHT;
	case FA_UP: return TK_UP;
	case FA_DOWN: return TK_DOWN;
	case FA_UPLEFT: return TK_UPLEFT;
	case FA_UPRIGHT: return TK_UPRIGHT;
	case FA_DOWNLEFT: return TK_DOWNLEFT;
	case FA_DOWNRIGHT: return TK_DOWNRIGHT;
	default: return TK_NONE;
	}
}

const char *front_act_name(enum front_act a)
{
	return front_acts[a].name;
}

const char *front_act_help(enum front_act a)
{
	return front_acts[a].help;
}

bool front_key_name(int key, char *buf, size_t cap)
{
	for (size_t i = 0; i < FRONT_NKEYNAMES; i++)
		if (front_key_names[i].key == key) {
			snprintf(buf, cap, "%s", front_key_names[i].name);
			return true;
		}
	if (key > 32 && key < 127)
		snprintf(buf, cap, "%c", key);
	else if (key > 0 && key < 32)
		snprintf(buf, cap, "C-%c", key + 'a' - 1);
	else if (key >= FK_F(1) && key <= FK_F(12))
		snprintf(buf, cap, "F%d", key - FK_F0);
	else {
		snprintf(buf, cap, "#%d", key);
		return false;
	}
	return true;
}

void front_act_key_name(const struct front_keymap *km, enum front_act a, char *buf, size_t cap)
{
	if (km->key[a][0] == 0)
		snprintf(buf, cap, "(none)");
	else
		front_key_name(km->key[a][0], buf, cap);
}

void front_tk_name(int key, char *buf, size_t cap)
{
	static const char *const tk[] = {
		"Enter", "Left", "Right", "Up", "Down", "Up-left", "Up-right", "Down-left",
		"Down-right"
	};

	if (key >= TK_ENTER && key <= TK_DOWNRIGHT)
		snprintf(buf, cap, "%s", tk[key - TK_ENTER]);
	else if (key == TK_BACKSPACE)
		snprintf(buf, cap, "Backspace");
	else if (key == ' ')
		snprintf(buf, cap, "Space");
	else if (key > 32 && key < 127)
		snprintf(buf, cap, "%c", key);
	else
		snprintf(buf, cap, "-");
}

/* One key by name; -1 if unknown. */
static int front_key_parse(const char *s)
{
	size_t n = strlen(s);

	if (n == 1 && s[0] > 32 && s[0] < 127)
		return (unsigned char)s[0];
	if (n == 3 && (s[0] == 'C' || s[0] == 'c') && s[1] == '-' && s[2] >= 'a' && s[2] <= 'z')
		return FRONT_CTRL(s[2]);
	if (n >= 2 && n <= 3 && s[0] == 'F' && atoi(s + 1) >= 1 && atoi(s + 1) <= 12)
		return FK_F(atoi(s + 1));
	for (size_t i = 0; i < FRONT_NKEYNAMES; i++)
		if (strcasecmp(front_key_names[i].name, s) == 0)
			return front_key_names[i].key;
	return -1;
}

struct front_kload {
	struct conf_doc *doc;
	struct front_keymap *km;
};

static int front_keys_kv(void *ctx, struct conf_kv *kv, struct tt_err *err)
{
	struct front_kload *L = ctx;
	char buf[200], *tok, *save = NULL;
	int a, n = 0;

	for (a = 1; a < FA_NACT; a++)
		if (strcmp(front_acts[a].name, kv->key) == 0)
			break;
	if (a == FA_NACT)
		return conf_errf(L->doc, kv->line, err, "unknown action '%s' (see the keys in "
				"tabletty(6))", kv->key);
	memset(L->km->key[a], 0, sizeof L->km->key[a]);
	tt_strlcpy(buf, kv->val, sizeof buf);
	for (tok = strtok_r(buf, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save)) {
		int k = front_key_parse(tok);

		if (k < 0)
			return conf_errf(L->doc, kv->line, err, "unknown key name '%s' (expected "
					"one character, C-x, F1..F12, Tab, Enter, Esc, Space, an "
					"arrow name, Home, End, PgUp, PgDn, KP1, KP3, KP5, KP7 or KP9)", tok);
		if (n == FRONT_KEYS_PER_ACT)
			return conf_errf(L->doc, kv->line, err, "at most %d keys per action",
					FRONT_KEYS_PER_ACT);
		L->km->key[a][n++] = k;
	}
	if (a == FA_ENTER && n < FRONT_KEYS_PER_ACT && front_keymap_is(L->km, '\r', FA_ENTER))
		L->km->key[a][n++] = '\n';
	return 0;
}

static int front_keymap_doc(struct conf_doc *doc, struct front_keymap *km, struct tt_err *err)
{
	struct front_kload L = { doc, km };
	struct conf_sec *s;
	long v;

	s = conf_section(doc, "keys");
	if (s && conf_each(s, front_keys_kv, &L, err) < 0)
		return -1;
	s = conf_section(doc, "ui");
	if (s) {
		if (conf_int(doc, s, "ai_pause", false, km->ai_pause_ms, 0, 5000, &v, err) < 0)
			return -1;
		km->ai_pause_ms = (int)v;
	}
	s = conf_section(doc, "tables");
	if (s && conf_str(doc, s, "dir", false, "", km->tables, sizeof km->tables, err) < 0)
		return -1;
	if (km->tables[0] && km->tables[0] != '/')
		return conf_errf(doc, conf_line(s, "dir"), err, "the tables directory must be an "
				 "absolute path");
	return conf_finish(doc, err);
}

int front_keymap_parse(struct front_keymap *km, const char *name, const char *text, size_t len,
		    struct tt_err *err)
{
	struct front_keymap tmp = *km;
	struct conf_doc doc;
	int rc;

	memset(&doc, 0, sizeof doc);
	rc = conf_parse_text(&doc, name, text, len, err);
	if (rc == 0)
		rc = front_keymap_doc(&doc, &tmp, err);
	conf_free(&doc);
	if (rc == 0)
		*km = tmp;
	return rc;
}

int front_keymap_load(struct front_keymap *km, const char *path, struct tt_err *err)
{
	char *text = NULL;
	size_t len = 0;
	int rc;

	if (!path || access(path, F_OK) != 0)
		return 0;
	if (io_read_file(path, &text, &len, err) < 0)
		return -1;
	rc = front_keymap_parse(km, path, text, len, err);
	free(text);
	return rc;
}
