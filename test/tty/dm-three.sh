#!/bin/sh
# POWERUP Deathmatch for three at one keyboard (deathmatch-4, RAY the
# person at the keyboard against the computer's ANA and PNK): BLU's lone
# player RAY also plays TOR.  The prompt row names the character acting
# and whose second character it is; no curtain falls between the two.
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q '^powerup ' || tty_skip "powerup is not registered"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"
tty_play -- play powerup --seed 4 --scenario deathmatch-4 --players ana=ai,ray=human,pnk=ai
tty_wait "^RAY: 4 actions left" || tty_fail "RAY's turn did not come"
tty_wait "Init .*RAY TOR" || tty_fail "the panel does not list TOR"
tty_keys e
tty_wait "Do it\? \(y/n\)" || tty_fail "RAY's end did not ask"
tty_keys y
tty_wait "^TOR \(RAY's 2nd\): 4 actions left" || tty_fail "the prompt does not say RAY plays TOR"
tty_screen | grep -q "Pass the keyboard" && tty_fail "a curtain fell between RAY's two characters"
tty_keys e
tty_wait "Do it\? \(y/n\)" || tty_fail "TOR's end did not ask"
tty_keys y
tty_wait "^RAY: 4 actions left \(turn 2" || tty_fail "the next turn did not come back to RAY"
tty_pass "deathmatch for three at one keyboard: RAY plays TOR too, named on the prompt row"
