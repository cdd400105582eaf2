/*
 * pu_dm_seats.c - POWERUP Deathmatch with an odd number of players: the
 * rulebook lets one player manage two characters.  A new game's seats
 * are completed before it is created (the engine op `seats`): one more
 * BUGBUSTER seat, for the team short of one, played by that team's first
 * player (a house choice: the player alone on a team plays both its
 * characters; with five, the team's first), human or AI as that player.
 * Its character is the first sheet nobody has taken.  The seat is
 * marked as that player's (tt_seat.with): the screen never curtains
 * between the two, and at a table both belong to one terminal.
 */
#include <string.h>
#include "../pu_modes.h"

int pu_dm_seats(const void *data, struct tt_setup *su, struct tt_err *err)
{
	const struct pu_data *d = data;
	const struct pu_mission *m = &d->mission;
	int n = su->nseats, who = n % 2;

	(void)err;
	if (m->goal != PU_GO_DM || n < 3 || n % 2 == 0 || n + 1 > m->maxp || n >= TT_MAXSEATS)
		return 0;
	for (int i = 0; i < n; i++)
		if (strcmp(su->seat[i].name, "bugmistress") == 0 || su->seat[i].with)
			return 0;	/* not a plain list of BUGBUSTERs: as given */
	for (int k = 0; k < d->nsheet; k++) {
		char low[PU_NAME];
		bool used = false;
		pu_lower(low, d->sheet[k].name, sizeof low);
		for (int i = 0; i < n; i++)
			used = used || strcmp(su->seat[i].name, low) == 0;
		if (used || strlen(low) >= TT_NAME_MAX)
			continue;
		su->seat[n] = su->seat[who];
		tt_strlcpy(su->seat[n].name, low, TT_NAME_MAX);
		su->seat[n].with = who + 1;
		su->nseats = n + 1;
		return 0;
	}
	return 0;
}
