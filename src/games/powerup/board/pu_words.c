/*
 * pu_words.c - POWERUP: names and words every layer reads: a seat's
 * name, the words of a direction or a side, lower case.  Leaf helpers:
 * they read the state and call nothing of the rules.
 */
#include <string.h>
#include "pu_board.h"

const char *pu_seat_name(const struct pu_state *s, const struct pu_data *d, int seat)
{
	if (s->bm.on && seat == s->bm.seat)
		return "BUGMISTRESS";
	return d->sheet[s->fig[s->bb[seat].fig].type].name;
}

/* The seat whose BUGBUSTER is called name (any case), -1 if none. */
int pu_seat_named(const struct pu_state *s, const struct pu_data *d, const char *name)
{
	for (int i = 0; i < s->nseats; i++) {
		const char *n = pu_seat_name(s, d, i);
		size_t k = 0;
		while (n[k] && name[k] && (n[k] | 32) == (name[k] | 32))
			k++;
		if (!n[k] && !name[k])
			return i;
	}
	return -1;
}

/* One of the five directions of a line of shot (pu_dir_names), -1. */
int pu_dirarg(const char *a)
{
	for (int i = 0; i < 5; i++)
		if (strcmp(a, pu_dir_names[i]) == 0)
			return i;
	return -1;
}

/* "left" -1, "right" 1, anything else 0. */
int pu_side(const char *a)
{
	return !strcmp(a, "left") ? -1 : !strcmp(a, "right") ? 1 : 0;
}

/* left|right|up|down as a step; -1 for anything else. */
int pu_dir4(const char *a, int *dx, int *dy)
{
	static const char *const names[4] = { "left", "right", "up", "down" };
	static const int v[4][2] = { { -1, 0 }, { 1, 0 }, { 0, -1 }, { 0, 1 } };

	for (int k = 0; k < 4; k++)
		if (strcmp(a, names[k]) == 0) {
			*dx = v[k][0];
			*dy = v[k][1];
			return 0;
		}
	return -1;
}

/* A sheet name as commands spell it ("RAY" -> "ray"). */
void pu_lower(char *dst, const char *src, size_t cap)
{
	size_t i;

	for (i = 0; src[i] && i + 1 < cap; i++)
		dst[i] = (char)(src[i] >= 'A' && src[i] <= 'Z' ? src[i] + 32 : src[i]);
	dst[i] = '\0';
}

const char *const pu_dir_names[5] = { "ahead", "up", "down", "upahead", "downahead" };

int pu_dir_vec(int face, int dir, int *dx, int *dy)
{
	static const int v[5][2] = { { 1, 0 }, { 0, -1 }, { 0, 1 }, { 1, -1 }, { 1, 1 } };

	if (dir < 0 || dir > 4)
		return -1;
	*dx = v[dir][0] * face;
	*dy = v[dir][1];
	return 0;
}
