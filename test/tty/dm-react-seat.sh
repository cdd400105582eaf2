#!/bin/sh
# POWERUP Deathmatch hot-seat (two people at one keyboard; the hall of
# test/batch/powerup/dm-hall.ini): RAY's blow by the key a opens ANA's
# reaction window on the one screen, naming her, the attacker and the
# weapon speed, with her keys; her key p lets it land and the prompt
# goes back to RAY.  (POWERUP hides nothing between BUGBUSTERs: no
# curtain, the prompt names who answers.)
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q '^powerup ' || tty_skip "powerup is not registered"
MISSION=$(cd "$(dirname "$0")/../batch/powerup" && pwd)/dm-hall.ini
tty_play -- play powerup --seed 2 --players ana=human,ray=human --scenario "$MISSION"
tty_wait "^ANA: 4 actions left" || tty_fail "ANA's turn did not start"
tty_keys Right
tty_wait "^ANA: 3 actions left" || tty_fail "ANA did not move"
tty_keys e
tty_wait "Do it\? \(y/n\)" || tty_fail "ending with actions left did not ask"
tty_keys y
tty_wait "^RAY: 4 actions left" || tty_fail "RAY's turn did not start"
tty_keys Left
tty_wait "^RAY: 3 actions left" || tty_fail "RAY did not walk"
tty_keys Left
tty_wait "^RAY: 2 actions left" || tty_fail "RAY did not walk up to ANA"
tty_keys a
tty_wait "^ANA: RAY attacks you\. React with reaction points \(weapon speed 1 first\)\?" ||
	tty_fail "the prompt does not pass to ANA for her reaction window"
tty_wait "p let it happen" || tty_fail "the key line does not give ANA's pass"
tty_keys p
tty_wait "^RAY: [0-9] actions? left" || tty_fail "the prompt did not come back to RAY after ANA's pass"
tty_pass "deathmatch hot-seat: a rival's blow asks the defender on the one screen, then the attacker goes on"
