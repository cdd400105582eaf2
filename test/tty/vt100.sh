#!/bin/sh
# TERM=vt100 (no colour, no alternate screen): the game runs, is drawn,
# answers a key, and exits cleanly.  LANG=C gives ASCII only.
. "$(dirname "$0")/lib.sh"
game=$(tty_game)
[ -n "$game" ] || tty_skip "no game is registered"
tty_start TERM=vt100 LANG=C LC_ALL=C -- play "$game" --seed 2
tty_wait '\? help' || tty_fail "no game screen on a vt100"
tty_screen | LC_ALL=C grep -q '[^[:print:][:space:]]' && tty_fail "non-ASCII output with LANG=C"
tty_keys '?'
tty_wait 'Help' || tty_fail "? did not open the help on a vt100"
tty_keys q Q y
tty_wait "EXITED 0" || tty_fail "did not exit cleanly on a vt100"
tty_pass "$game: plays on a vt100 in ASCII"
