/*
 * cmdmemo.c - a memo of resolved command lines (cmdmemo.h): a hash table
 * by a digest of the seat and the text, with linear probing; an AI sends
 * a few dozen different lines, and a memo that fills up starts over.
 * Pure.
 */
#include <stdlib.h>
#include <string.h>
#include "cmdmemo.h"

struct cmdmemo {
	int n;				/* entries kept */
	struct cmdmemo_entry slot[CMDMEMO_SLOTS];
};

_Static_assert((CMDMEMO_SLOTS & (CMDMEMO_SLOTS - 1)) == 0, "slots are a power of two");
_Static_assert(CMDMEMO_FULL < CMDMEMO_SLOTS, "a probe always meets an empty slot");

static void cmdmemo_clear(struct cmdmemo *m)
{
	m->n = 0;
	for (int i = 0; i < CMDMEMO_SLOTS; i++)
		m->slot[i].seat = -1;
}

struct cmdmemo *cmdmemo_new(void)
{
	struct cmdmemo *m = malloc(sizeof *m);

	if (m)
		cmdmemo_clear(m);
	return m;
}

void cmdmemo_free(struct cmdmemo *m)
{
	free(m);
}

/* The first slot to probe for seat's text (FNV-1a of its bytes and the
 * seat), and in *len the text's length. */
static unsigned cmdmemo_index(int seat, const char *text, size_t *len)
{
	uint64_t h = TT_FNV_INIT ^ (uint64_t)(unsigned)seat;
	size_t n = 0;

	for (; text[n]; n++) {
		h ^= (unsigned char)text[n];
		h *= 0x100000001b3ULL;
	}
	*len = n;
	return (unsigned)(h ^ h >> 32) & (CMDMEMO_SLOTS - 1);
}

const struct cmdmemo_entry *cmdmemo_find(const struct cmdmemo *m, int seat, const char *text)
{
	size_t len;
	unsigned i;

	if (!m)
		return NULL;
	i = cmdmemo_index(seat, text, &len);
	if (len >= CMDMEMO_TEXT)
		return NULL;
	for (;; i = (i + 1) & (CMDMEMO_SLOTS - 1)) {
		const struct cmdmemo_entry *e = &m->slot[i];
		if (e->seat < 0)
			return NULL;
		if (e->seat == seat && memcmp(e->text, text, len + 1) == 0)
			return e;
	}
}

void cmdmemo_put(struct cmdmemo *m, int seat, const char *text, const struct cmd *c,
		 const char *line)
{
	struct cmdmemo_entry *e;
	size_t len, ll = strlen(line);
	unsigned i;

	if (!m || seat < 0 || cmdmemo_find(m, seat, text))
		return;
	if (m->n >= CMDMEMO_FULL)
		cmdmemo_clear(m);
	i = cmdmemo_index(seat, text, &len);
	if (len >= CMDMEMO_TEXT || ll >= CMDMEMO_LINE)
		return;
	while (m->slot[i].seat >= 0)
		i = (i + 1) & (CMDMEMO_SLOTS - 1);
	e = &m->slot[i];
	m->n++;
	e->seat = seat;
	memcpy(e->text, text, len + 1);
	e->c = *c;
	memcpy(e->line, line, ll + 1);
}
