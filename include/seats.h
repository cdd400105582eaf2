/*
 * seats.h - reading and writing the --players spec against a game's seats.
 */
#ifndef SEATS_H
#define SEATS_H

#include "engine.h"

/* Parse a --players spec "yellow=human,red=ai:hard" (or a count "3")
 * against ops; fills setup->seat and nseats.  0 or -1 with err. */
int seats_parse(const struct engine_ops *ops, const char *spec, struct tt_setup *setup,
		struct tt_err *err);
/* Write setup's seats back as a spec (a seat another seat's player
 * plays as "tor=ray"). */
void seats_spec(const struct tt_setup *setup, char *buf, size_t cap);
/* The first seat of the person who plays seat (seat itself, or the one
 * its tt_seat.with names); -1 for -1. */
int seats_person(const struct tt_setup *setup, int seat);
/* Do seats a and b belong to one person? */
bool seats_same_person(const struct tt_setup *setup, int a, int b);

#endif
