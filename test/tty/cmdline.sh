#!/bin/sh
# `:` command line: a bad command shows its error, Tab completes a verb,
# Up recalls the history, Esc cancels.
. "$(dirname "$0")/lib.sh"
game=$(tty_game)
[ -n "$game" ] || tty_skip "no game is registered"
tty_play -- play "$game" --seed 1
tty_keys :
tty_wait '^:' || tty_fail ": did not open the command line"
tty_keys frobnicate Enter
tty_wait "error: unknown command 'frobnicate'" || tty_fail "no error for a bad command"
tty_keys : Up
tty_wait '^:frobnicate' || tty_fail "Up did not recall the last command"
tty_keys C-u sta Tab
tty_wait '^:state$' || tty_fail "Tab did not complete 'sta' to 'state'"
tty_keys Escape
tty_gone '^:' || tty_fail "Esc did not close the command line"
tty_pass "$game: : shows errors, completes, recalls, cancels"
