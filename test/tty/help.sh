#!/bin/sh
# `?` shows the options of the current prompt and the screen keys; q closes.
. "$(dirname "$0")/lib.sh"
game=$(tty_game)
[ -n "$game" ] || tty_skip "no game is registered"
tty_play -- play "$game" --seed 1
tty_keys '?'
tty_wait "^Help: " || tty_fail "? did not open the help"
tty_wait "Options now" 5 || tty_fail "help does not list the options"
tty_keys G
tty_wait "direction down-right" || tty_fail "help does not list the screen keys"
tty_keys q
tty_wait '\? help' || tty_fail "q did not close the help"
tty_screen | grep -q "^Help: " && tty_fail "the help stayed on screen"
tty_pass "$game: ? help lists options and keys"
