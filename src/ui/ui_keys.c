/*
 * ui_keys.c - the key map: default bindings, key names, and the settings
 * file $XDG_CONFIG_HOME/tabletty/tabletty.ini.
 *
 * A key may be bound to several actions (a digit is a direction and a
 * card's number); what it does at a decision is decided in one place, ui_key_use, by the
 * ranks of the table below: the screen's first keys, then an option that
 * claims the key (itself, or the direction or Enter it stands for), then
 * a key of the key line, then the screen's later keys.  The game loop and
 * the help both ask it, so a key has one meaning in each context and the
 * help says that one.  A settings file with an error is ignored as a
 * whole (never half-applied).
 */
#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "conf.h"
#include "io.h"
#include "keyline.h"
#include "ui_int.h"

#define UI_CTRL(c) ((c) & 0x1f)

/* Where an action stands when a key is pressed in a game (ui_key_use):
 * the screen's own keys that come before the decision unless one of its
 * options uses the very key (help, Tab, Esc); the directions and Enter,
 * which reach the decision's option for them; the screen's keys that act
 * only when the decision does not use the key (undo, save, quit). */
enum ui_rank { UI_RANK_SCREEN, UI_RANK_DIR, UI_RANK_AFTER };

/* The one table of the screen's actions: name (the settings file's),
 * help text, rank and default keys. */
struct ui_act_info {
	const char *name;
	const char *help;
	enum ui_rank rank;
	int def[UI_KEYS_PER_ACT];
};

static const struct ui_act_info ui_acts[UA_NACT] = {
	[UA_NONE] = { "", "", UI_RANK_AFTER, { 0 } },
	[UA_HELP] = { "help", "help for this decision and the keys", UI_RANK_SCREEN, { '?', KEY_F(1) } },
	[UA_CMDLINE] = { "command", "type a command (Tab completes, Up/Down history)", UI_RANK_SCREEN,
			 { ':' } },
	[UA_OVERVIEW] = { "overview", "toggle the whole-board overview", UI_RANK_AFTER, { 'O' } },
	[UA_SAVE] = { "save", "save the game", UI_RANK_AFTER, { 'S' } },
	[UA_QUIT] = { "quit", "quit (asks first; the game is saved)", UI_RANK_AFTER, { 'Q' } },
	[UA_MESSAGES] = { "messages", "message history", UI_RANK_AFTER, { 'M' } },
	[UA_UNDO] = { "undo", "take back your last command", UI_RANK_AFTER, { 'u' } },
	[UA_REDRAW] = { "redraw", "redraw the screen", UI_RANK_SCREEN, { UI_CTRL('l') } },
	[UA_NEXT] = { "next", "highlight the next option", UI_RANK_SCREEN, { '\t' } },
	[UA_PREV] = { "previous", "highlight the previous option", UI_RANK_SCREEN, { KEY_BTAB } },
	[UA_CANCEL] = { "cancel", "cancel the highlight, the command line or the legend",
			UI_RANK_SCREEN, { 27 } },
	[UA_LEGEND] = { "legend", "show or hide what the board's symbols mean", UI_RANK_SCREEN,
			{ 'L' } },
	[UA_INFO] = { "info", "the full text of the highlighted option (a card, an item), or "
		      "of what this decision is about", UI_RANK_AFTER, { 'i' } },
	[UA_OLDER] = { "older", "step back through earlier messages", UI_RANK_SCREEN,
		       { UI_CTRL('p') } },
	[UA_NEWER] = { "newer", "step forward again through the messages", UI_RANK_SCREEN,
		       { UI_CTRL('n') } },
	[UA_PANLEFT] = { "panleft", "move the view left (it stays until your piece moves)",
			 UI_RANK_AFTER, { KEY_SLEFT, '<' } },
	[UA_PANRIGHT] = { "panright", "move the view right", UI_RANK_AFTER, { KEY_SRIGHT, '>' } },
	[UA_PANUP] = { "panup", "move the view up", UI_RANK_AFTER, { KEY_SR, '[' } },
	[UA_PANDOWN] = { "pandown", "move the view down", UI_RANK_AFTER, { KEY_SF, ']' } },
	[UA_CENTRE] = { "centre", "bring a moved view back; else centre it on the piece to move",
			UI_RANK_AFTER, { 'c' } },
	[UA_ENTER] = { "enter", "take the highlighted option", UI_RANK_DIR, { '\r', '\n', KEY_ENTER } },
	[UA_BACKSPACE] = { "backspace", "take back the last step of what the keys built (a path)",
			   UI_RANK_DIR, { KEY_BACKSPACE, 127, 8 } },
	[UA_LEFT] = { "left", "direction left", UI_RANK_DIR, { KEY_LEFT, 'h', '4' } },
	[UA_RIGHT] = { "right", "direction right", UI_RANK_DIR, { KEY_RIGHT, 'l', '6' } },
	[UA_UP] = { "up", "direction up", UI_RANK_DIR, { KEY_UP, 'k', '8' } },
	[UA_DOWN] = { "down", "direction down", UI_RANK_DIR, { KEY_DOWN, 'j', '2' } },
	[UA_UPLEFT] = { "upleft", "direction up-left", UI_RANK_DIR, { 'y', KEY_HOME, KEY_A1, '7' } },
	/* not u: that is undo, which a direction must never take over */
	[UA_UPRIGHT] = { "upright", "direction up-right", UI_RANK_DIR, { KEY_PPAGE, KEY_A3, '9' } },
	[UA_DOWNLEFT] = { "downleft", "direction down-left", UI_RANK_DIR, { 'b', KEY_END, KEY_C1, '1' } },
	[UA_DOWNRIGHT] = { "downright", "direction down-right", UI_RANK_DIR,
			   { 'n', KEY_NPAGE, KEY_C3, '3' } },
};

struct ui_key_nm {
	const char *name;
	int key;
};

static const struct ui_key_nm ui_key_names[] = {
	{ "Tab", '\t' }, { "BTab", KEY_BTAB }, { "Enter", '\r' }, { "Esc", 27 },
	{ "Space", ' ' }, { "Backspace", KEY_BACKSPACE }, { "Up", KEY_UP },
	{ "Down", KEY_DOWN }, { "Left", KEY_LEFT }, { "Right", KEY_RIGHT },
	{ "Home", KEY_HOME }, { "End", KEY_END }, { "PgUp", KEY_PPAGE },
	{ "PgDn", KEY_NPAGE }, { "Ins", KEY_IC }, { "Del", KEY_DC },
	{ "KP7", KEY_A1 }, { "KP9", KEY_A3 }, { "KP5", KEY_B2 }, { "KP1", KEY_C1 },
	{ "KP3", KEY_C3 }, { "Semicolon", ';' }, { "Hash", '#' }, { "Enter", '\n' },
	{ "Enter", KEY_ENTER }, { "Backspace", 127 }, { "Backspace", 8 },
	{ "S-Left", KEY_SLEFT }, { "S-Right", KEY_SRIGHT }, { "S-Up", KEY_SR },
	{ "S-Down", KEY_SF },
};

#define UI_NKEYNAMES (sizeof ui_key_names / sizeof ui_key_names[0])

void ui_keymap_default(struct ui_keymap *km)
{
	memset(km, 0, sizeof *km);
	for (int a = 0; a < UA_NACT; a++)
		memcpy(km->key[a], ui_acts[a].def, sizeof km->key[a]);
	km->ai_pause_ms = 250;
}

/* The option that uses key itself (a printable key), or -1. */
static int ui_opt_of_key(const struct tt_prompt *p, int key)
{
	if (p->seat < 0 || key <= 0)
		return -1;
	for (int i = 0; i < p->nopt; i++)
		if (p->opt[i].key == key)
			return i;
	return -1;
}

/* Is key bound to an action of this rank? */
static bool ui_key_ranked(const struct ui_keymap *km, int key, enum ui_rank r, enum ui_act skip)
{
	for (int a = 1; a < UA_NACT; a++)
		if (ui_acts[a].rank == r && a != (int)skip && ui_keymap_is(km, key, (enum ui_act)a))
			return true;
	return false;
}

void ui_key_use(const struct ui_keymap *km, const struct tt_prompt *p, bool mine, int sel, int key,
		struct ui_use *u)
{
	int printable = key > 0 && key < 127 ? key : 0;
	const struct tt_keydef *d;
	int i;

	memset(u, 0, sizeof *u);
	u->use = UU_NONE;
	for (int a = 1; a < UA_NACT; a++)
		if (ui_acts[a].rank == UI_RANK_SCREEN && ui_keymap_is(km, key, (enum ui_act)a) &&
		    ui_opt_of_key(p, key) < 0) {
			u->use = UU_ACT;
			u->act = (enum ui_act)a;
			return;
		}
	if (mine) {
		/* an option that uses the key, Enter on the highlighted one, then
		 * an option bound to the direction (or Enter) the key stands for */
		i = printable ? ui_opt_of_key(p, printable) : -1;
		if (i < 0 && ui_keymap_is(km, key, UA_ENTER) && sel >= 0 && sel < p->nopt)
			i = sel;
		for (int a = 1; i < 0 && a < UA_NACT; a++)
			if (ui_acts[a].rank == UI_RANK_DIR && ui_keymap_is(km, key, (enum ui_act)a))
				i = ui_opt_of_key(p, ui_act_tk((enum ui_act)a));
		if (i >= 0) {
			u->use = UU_OPTION;
			u->opt = i;
			return;
		}
		/* a key of the key line that no option claims now types its
		 * command (the player reads the engine's reason); through a
		 * direction only where no later screen key uses the key */
		d = printable ? keyline_find(p, printable) : NULL;
		for (int a = 1; !d && a < UA_NACT; a++)
			if (ui_acts[a].rank == UI_RANK_DIR && ui_keymap_is(km, key, (enum ui_act)a) &&
			    !ui_key_ranked(km, key, UI_RANK_AFTER, UA_NONE))
				d = keyline_find(p, ui_act_tk((enum ui_act)a));
		if (d) {
			u->use = UU_KEYDEF;
			u->kd = d;
			return;
		}
	}
	for (int a = 1; a < UA_NACT; a++)
		if ((ui_acts[a].rank == UI_RANK_AFTER || a == UA_ENTER) &&
		    ui_keymap_is(km, key, (enum ui_act)a)) {
			u->use = UU_ACT;
			u->act = (enum ui_act)a;
			return;
		}
}

bool ui_keymap_is(const struct ui_keymap *km, int key, enum ui_act a)
{
	if (key <= 0)
		return false;
	for (int i = 0; i < UI_KEYS_PER_ACT; i++)
		if (km->key[a][i] == key)
			return true;
	return false;
}

enum ui_act ui_keymap_act(const struct ui_keymap *km, int key)
{
	for (int a = 1; a < UA_NACT; a++)
		if (ui_keymap_is(km, key, (enum ui_act)a))
			return (enum ui_act)a;
	return UA_NONE;
}

int ui_act_tk(enum ui_act a)
{
	switch (a) {
	case UA_ENTER: return TK_ENTER;
	case UA_BACKSPACE: return TK_BACKSPACE;
	case UA_LEFT: return TK_LEFT;
	case UA_RIGHT: return TK_RIGHT;
	case UA_UP: return TK_UP;
	case UA_DOWN: return TK_DOWN;
	case UA_UPLEFT: return TK_UPLEFT;
	case UA_UPRIGHT: return TK_UPRIGHT;
	case UA_DOWNLEFT: return TK_DOWNLEFT;
	case UA_DOWNRIGHT: return TK_DOWNRIGHT;
	default: return TK_NONE;
	}
}

const char *ui_act_name(enum ui_act a)
{
	return ui_acts[a].name;
}

const char *ui_act_help(enum ui_act a)
{
	return ui_acts[a].help;
}

/* Extended keypad keys by their place on the keypad. */
static const char *ui_kp_name(const char *name)
{
	static const char *const map[][2] = {
		{ "kb1", "KP4" }, { "kb3", "KP6" }, { "ka2", "KP8" }, { "kc2", "KP2" },
	};

	for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
		if (strcmp(name, map[i][0]) == 0)
			return map[i][1];
	return name;
}

void ui_key_name(int key, char *buf, size_t cap)
{
	for (size_t i = 0; i < UI_NKEYNAMES; i++)
		if (ui_key_names[i].key == key) {
			snprintf(buf, cap, "%s", ui_key_names[i].name);
			return;
		}
	if (key > 32 && key < 127)
		snprintf(buf, cap, "%c", key);
	else if (key > 0 && key < 32)
		snprintf(buf, cap, "C-%c", key + 'a' - 1);
	else if (key >= KEY_F(1) && key <= KEY_F(12))
		snprintf(buf, cap, "F%d", key - KEY_F0);
	else if (keyname(key))
		snprintf(buf, cap, "%s", ui_kp_name(keyname(key)));
	else
		snprintf(buf, cap, "#%d", key);
}

void ui_act_key_name(const struct ui_keymap *km, enum ui_act a, char *buf, size_t cap)
{
	if (km->key[a][0] == 0)
		snprintf(buf, cap, "(none)");
	else
		ui_key_name(km->key[a][0], buf, cap);
}

void ui_tk_name(int key, char *buf, size_t cap)
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
static int ui_key_parse(const char *s)
{
	size_t n = strlen(s);

	if (n == 1 && s[0] > 32 && s[0] < 127)
		return (unsigned char)s[0];
	if (n == 3 && (s[0] == 'C' || s[0] == 'c') && s[1] == '-' && s[2] >= 'a' && s[2] <= 'z')
		return UI_CTRL(s[2]);
	if (n >= 2 && n <= 3 && s[0] == 'F' && atoi(s + 1) >= 1 && atoi(s + 1) <= 12)
		return KEY_F(atoi(s + 1));
	for (size_t i = 0; i < UI_NKEYNAMES; i++)
		if (strcasecmp(ui_key_names[i].name, s) == 0)
			return ui_key_names[i].key;
	return -1;
}

struct ui_kload {
	struct conf_doc *doc;
	struct ui_keymap *km;
};

static int ui_keys_kv(void *ctx, struct conf_kv *kv, struct tt_err *err)
{
	struct ui_kload *L = ctx;
	char buf[200], *tok, *save = NULL;
	int a, n = 0;

	for (a = 1; a < UA_NACT; a++)
		if (strcmp(ui_acts[a].name, kv->key) == 0)
			break;
	if (a == UA_NACT)
		return conf_errf(L->doc, kv->line, err, "unknown action '%s' (see the keys in "
				"tabletty(6))", kv->key);
	memset(L->km->key[a], 0, sizeof L->km->key[a]);
	tt_strlcpy(buf, kv->val, sizeof buf);
	for (tok = strtok_r(buf, " \t", &save); tok; tok = strtok_r(NULL, " \t", &save)) {
		int k = ui_key_parse(tok);

		if (k < 0)
			return conf_errf(L->doc, kv->line, err, "unknown key name '%s' (expected "
					"one character, C-x, F1..F12, Tab, Enter, Esc, Space, an "
					"arrow name, Home, End, PgUp, PgDn, KP1, KP3, KP5, KP7 or KP9)", tok);
		if (n == UI_KEYS_PER_ACT)
			return conf_errf(L->doc, kv->line, err, "at most %d keys per action",
					UI_KEYS_PER_ACT);
		L->km->key[a][n++] = k;
	}
	if (a == UA_ENTER && n < UI_KEYS_PER_ACT && ui_keymap_is(L->km, '\r', UA_ENTER))
		L->km->key[a][n++] = '\n';
	return 0;
}

static int ui_keymap_doc(struct conf_doc *doc, struct ui_keymap *km, struct tt_err *err)
{
	struct ui_kload L = { doc, km };
	struct conf_sec *s;
	long v;

	s = conf_section(doc, "keys");
	if (s && conf_each(s, ui_keys_kv, &L, err) < 0)
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

int ui_keymap_parse(struct ui_keymap *km, const char *name, const char *text, size_t len,
		    struct tt_err *err)
{
	struct ui_keymap tmp = *km;
	struct conf_doc doc;
	int rc;

	memset(&doc, 0, sizeof doc);
	rc = conf_parse_text(&doc, name, text, len, err);
	if (rc == 0)
		rc = ui_keymap_doc(&doc, &tmp, err);
	conf_free(&doc);
	if (rc == 0)
		*km = tmp;
	return rc;
}

int ui_keymap_load(struct ui_keymap *km, const char *path, struct tt_err *err)
{
	char *text = NULL;
	size_t len = 0;
	int rc;

	if (!path || access(path, F_OK) != 0)
		return 0;
	if (io_read_file(path, &text, &len, err) < 0)
		return -1;
	rc = ui_keymap_parse(km, path, text, len, err);
	free(text);
	return rc;
}
