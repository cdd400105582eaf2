/*
 * pu_mistress_hooks.c - POWERUP: where the BUGMISTRESS seat changes the
 * rules (the table the rules call through d->hooks->bm; pu_hooks.h).
 */
#include "../pu_modes.h"

const struct pu_bm_hooks pu_bm_hooks = {
	.seats = pu_bm_seats,		/* pu_mistress.c: her seat, the last */
	.setup = pu_bm_setup,
	.step = pu_bm_step,		/* her turn in place of the automatic BUGs' */
	.offer = pu_bm_offer,		/* pu_mistress_ask.c: her Trick window */
	.brainwash = pu_bm_brainwash,
};
