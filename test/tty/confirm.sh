#!/bin/sh
# No death by one key without warning: POWERUP Save the VIPs, seed
# 682866917, the second step right takes ANA into the acid.  The
# highlighted option says so, the key asks first, n keeps ANA alive, y
# does it; ending the turn with actions left asks too.
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q '^powerup ' || tty_skip "powerup is not registered"
tty_play -- play powerup --seed 682866917 --scenario save-the-vips
tty_keys Enter
tty_wait "^ANA: 4 actions left" || tty_fail "ANA's turn did not start"
tty_keys Right
tty_wait "^ANA: 3 actions left" || tty_fail "the first step right was not taken"
i=0
while [ $i -lt 12 ] && ! tty_screen | grep -q "move right - acid: ANA dies, asks first"; do
	tty_keys Tab
	i=$((i + 1))
done
tty_screen | grep -q "acid: ANA dies, asks first" || tty_fail "the highlighted move does not show the outcome"
tty_keys Escape Right
tty_wait "move right: acid: ANA dies\. Do it\? \(y/n\)" || tty_fail "the deadly step did not ask"
tty_keys n
tty_wait "Not done: move right" || tty_fail "n did not keep ANA out of the acid"
tty_wait "^ANA: 3 actions left" || tty_fail "the refused step was taken"
tty_keys e
tty_wait "end turn: 3 actions unused\. Do it\? \(y/n\)" || tty_fail "ending with actions left did not ask"
tty_keys n Right
tty_wait "Do it\?" || tty_fail "the deadly step did not ask again"
tty_keys y
tty_wait "ANA falls into the acid" || tty_fail "y did not take the step"
tty_pass "powerup: the acid step and an early end ask first, the preview names the outcome"
