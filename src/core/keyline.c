/*
 * keyline.c - the key line of a prompt, written from the engine's key
 * table: a player reads only keys that do something now, each with a
 * short word, and a key left out still types its command (the screen
 * shows the engine's reason).  Pure.
 */
#include <stdio.h>
#include <string.h>
#include "keyline.h"

void keyline_add(struct tt_prompt *p, int key, const char *cmd, const char *word)
{
	struct tt_keydef *k;

	if (p->nkeydef >= TT_MAXKEYDEF)
		return;
	k = &p->keydef[p->nkeydef++];
	k->key = key;
	tt_strlcpy(k->cmd, cmd ? cmd : "", sizeof k->cmd);
	tt_strlcpy(k->word, word ? word : "", sizeof k->word);
}

bool keyline_live(const struct tt_prompt *p, int key)
{
	for (int i = 0; key && i < p->nopt; i++)
		if (p->opt[i].key == key)
			return true;
	return false;
}

const struct tt_keydef *keyline_find(const struct tt_prompt *p, int key)
{
	for (int i = 0; key && i < p->nkeydef; i++)
		if (p->keydef[i].key == key)
			return &p->keydef[i];
	return NULL;
}

static bool keyline_arrow(int key)
{
	return key >= TK_LEFT && key <= TK_DOWNRIGHT;
}

/* Length of the first word of s. */
static size_t keyline_word1(const char *s)
{
	const char *e = strchr(s, ' ');

	return e ? (size_t)(e - s) : strlen(s);
}

/* The entry that starts the group of the last entry, or NULL. */
static struct tt_keydef *keyline_head(struct tt_prompt *p)
{
	int j = p->nkeydef - 1;

	while (j > 0 && !p->keydef[j].word[0])
		j--;
	return j >= 0 ? &p->keydef[j] : NULL;
}

void keyline_from_options(struct tt_prompt *p)
{
	for (int i = 0; i < p->nopt; i++) {
		const struct tt_option *o = &p->opt[i];
		struct tt_keydef *head = keyline_head(p);
		size_t n = keyline_word1(o->label);

		if (!o->key || keyline_find(p, o->key))
			continue;
		if (head && keyline_arrow(o->key) && keyline_arrow(p->keydef[p->nkeydef - 1].key) &&
		    strncmp(head->word, o->label, n) == 0 && (head->word[n] == ' ' || !head->word[n])) {
			head->word[n] = '\0';	/* the group's word is what its labels share */
			keyline_add(p, o->key, o->cmd, "");
			continue;
		}
		keyline_add(p, o->key, o->cmd, o->label);
	}
}

static const char *keyline_name(int key, char *buf, size_t cap)
{
	static const char *const tk[] = {
		"Enter", "Left", "Right", "Up", "Down", "Home", "PgUp", "End", "PgDn"
	};

	if (key >= TK_ENTER && key <= TK_DOWNRIGHT)
		return tk[key - TK_ENTER];
	if (key == TK_BACKSPACE)
		return "Bksp";
	if (key == ' ')
		return "Space";
	snprintf(buf, cap, "%c", key);
	return buf;
}

static bool keyline_digits(const int *keys, int n)
{
	for (int i = 0; i < n; i++)
		if (keys[i] < '0' || keys[i] > '9')
			return false;
	return true;
}

/* The live keys of the group starting at i, as "1-5", "arrows" or "a/b";
 * returns how many are live and sets *end past the group. */
static int keyline_keys(const struct tt_prompt *p, int i, int *end, char *buf, size_t cap)
{
	int live[TT_MAXKEYDEF], n = 0, j = i, arrows = 0;
	bool run = true;
	size_t len = 0;

	int all[TT_MAXKEYDEF], na = 0, dirs = 0;

	do {
		all[na++] = p->keydef[j].key;
		dirs += keyline_arrow(p->keydef[j].key);
		if (keyline_live(p, p->keydef[j].key))
			live[n++] = p->keydef[j].key;
		j++;
	} while (j < p->nkeydef && !p->keydef[j].word[0] && p->keydef[j].key);
	*end = j;
	/* a group of several keys (directions, the kinds of a jump) shows all
	 * of them while one is live, so the line stays put as a piece moves (a
	 * key that cannot be used still gives its reason); a run of digits
	 * shows the live ones, which count cards or dice */
	if (n > 0 && (dirs == na || !keyline_digits(all, na))) {
		memcpy(live, all, sizeof all[0] * (size_t)na);
		n = na;
	}
	for (int k = 0; k < n; k++) {
		arrows += live[k] >= TK_LEFT && live[k] <= TK_DOWN;
		run = run && live[k] < 127 && (k == 0 || live[k] == live[k - 1] + 1);
	}
	buf[0] = '\0';
	if (n == 4 && arrows == 4) {
		snprintf(buf, cap, "arrows");
		return n;
	}
	if (n >= 3 && run) {
		snprintf(buf, cap, "%c-%c", live[0], live[n - 1]);
		return n;
	}
	for (int k = 0; k < n && len + 8 < cap; k++) {
		char one[4];

		len += (size_t)snprintf(buf + len, cap - len, "%s%s", k ? "/" : "",
					keyline_name(live[k], one, sizeof one));
	}
	return n;
}

void keyline_write(struct tt_prompt *p)
{
	size_t len = 0, cap = sizeof p->keys;
	int end;

	if (p->nkeydef == 0)
		return;
	p->keys[0] = '\0';
	for (int i = 0; i < p->nkeydef; i = end) {
		char keys[48], item[80];
		const struct tt_keydef *k = &p->keydef[i];

		if (k->key == 0) {
			snprintf(item, sizeof item, "%s", k->word);
			end = i + 1;
		} else if (keyline_keys(p, i, &end, keys, sizeof keys) == 0) {
			continue;
		} else {
			snprintf(item, sizeof item, "%s %s", keys, k->word);
		}
		if (len + strlen(item) + 3 >= cap)
			break;
		len += (size_t)snprintf(p->keys + len, cap - len, "%s%s", len ? "  " : "", item);
	}
}
