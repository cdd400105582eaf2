#!/bin/sh
# Direction keys reach the options bound to directions: arrows, vi keys and
# the numeric keypad; `u` is undo when no option uses it.  (Powerships: at
# the heading decision, left turns the ship; the undo figure shows it.)
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list --ids | grep -qx powerships ||
	tty_skip "powerships is not registered"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"
tty_play -- play powerships --seed 1
tty_keys Enter
tty_wait "^YELLOW: choose a starting position" || tty_fail "no start position prompt"
tty_keys : "place c e" Enter
tty_wait "^YELLOW: speed 0" || tty_fail "no dice prompt"
tty_keys a Enter
tty_wait "^YELLOW: speed [0-9]+\. Heading shown" || tty_fail "no heading prompt"
tty_wait "no undo: the die roll" || tty_fail "undo should stop at the roll"
for k in h Left KP4; do
	tty_keys "$k"
	tty_wait "u undo, stops at the die roll" || tty_fail "$k did not turn left"
	tty_keys u
	tty_wait "no undo: the die roll" || tty_fail "u did not undo the turn made with $k"
done
tty_pass "powerships: h, Left and keypad 4 turn left; u undoes"
