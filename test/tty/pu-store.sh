#!/bin/sh
# No modal trap: stepping onto a POWERUP opens its store, and then a key
# that does nothing there names the store and the way out (d), the key
# line offers d; d closes it and the arrows move again.
. "$(dirname "$0")/lib.sh"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"
tty_start -- play powerup --seed 5
tty_wait "The BUGs move first" || tty_fail "no start question"
tty_keys Enter
tty_wait "^ANA: 4 actions left" || tty_fail "no first turn"
tty_keys Left
tty_wait "^ANA: the POWERUP store is open" || tty_fail "stepping onto the POWERUP opened no store"
tty_screen | grep -q "^d close the store" || tty_fail "the key line does not say how to leave the store"
tty_keys Right
tty_wait "The key Right does nothing in the POWERUP store: d closes it" ||
	tty_fail "a refused key does not name the store and its way out"
tty_keys e
tty_wait "The key e does nothing in the POWERUP store: d closes it" ||
	tty_fail "e is not refused with the store's way out"
tty_keys d
tty_wait "The store closes" || tty_fail "d did not close the store"
tty_wait "^ANA: 2 actions left" || tty_fail "no turn after the store"
tty_keys Right
tty_wait "ANA moves right" || tty_fail "the arrows do not move after the store"
tty_pass "the store names itself and its way out"
