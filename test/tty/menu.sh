#!/bin/sh
# The menu appears at 80x24 and lists every registered game.
. "$(dirname "$0")/lib.sh"
tty_start --
tty_wait "Choose a game" || tty_fail "no menu at 80x24"
tty_wait "Continue a saved game" 5 || tty_fail "no Continue entry"
for g in $(TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | awk 'NR > 1 && /players/ { print $1 }'); do
	tty_screen | grep -q "($g)" || tty_fail "game $g is not listed"
done
tty_keys Q
tty_wait "EXITED 0" || tty_fail "Q did not leave the menu"
tty_pass "menu lists the games at 80x24"
