#!/bin/sh
# SIGINT (Ctrl-C) asks before quitting; SIGTERM while waiting for a key
# saves into the game's autosave slot, restores the terminal and exits.
. "$(dirname "$0")/lib.sh"
game=$(tty_game)
[ -n "$game" ] || tty_skip "no game is registered"
tty_play -- play "$game" --seed 1
tty_move
tty_keys C-c
tty_wait "Quit\?.*\(y/n\)" || tty_fail "Ctrl-C did not ask"
tty_keys n
tty_gone "Quit\?" || tty_fail "n did not keep playing"
pid=$(tty_pid)
[ -n "$pid" ] || tty_fail "cannot find the program's pid"
kill -TERM "$pid"
tty_wait "EXITED" || tty_fail "SIGTERM did not end the program"
tty_autosave "$game" >/dev/null || exit 1
tty_pass "$game: Ctrl-C asks, SIGTERM saves and exits"
