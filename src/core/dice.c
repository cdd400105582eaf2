/*
 * dice.c - die rolls with the rig queue (see dice.h).
 */
#include <string.h>
#include "dice.h"

void dice_init(struct dice *d, uint64_t seed)
{
	memset(d, 0, sizeof *d);
	rng_seed(&d->rng, seed);
}

int dice_roll(struct dice *d, int sides)
{
	int v;

	d->rolls++;
	if (d->nrig > 0) {
		v = d->rig[0];
		memmove(d->rig, d->rig + 1, (size_t)(d->nrig - 1));
		d->nrig--;
		d->rig[d->nrig] = 0;
		if (v >= 1 && v <= sides)
			return v;
		/* a value the die cannot show: fold it into range */
		return (v - 1) % (sides > 0 ? sides : 1) + 1;
	}
	if (sides <= 1)
		return 1;
	return (int)rng_below(&d->rng, (uint32_t)sides) + 1;
}

int dice_rig(struct dice *d, int value)
{
	if (d->nrig >= DICE_RIG_MAX || value < 1 || value > 255)
		return -1;
	d->rig[d->nrig++] = (uint8_t)value;
	return 0;
}

uint32_t dice_below(struct dice *d, uint32_t n)
{
	return rng_below(&d->rng, n);
}
