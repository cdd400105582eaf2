#!/bin/sh
# SIGHUP mid-game (the SSH link dropped): the game is written to its own
# autosave slot, and `tabletty batch --load` resumes it with the same state
# hash as the screen showed (`:state`).
. "$(dirname "$0")/lib.sh"
game=$(tty_game)
[ -n "$game" ] || tty_skip "no game is registered"
tty_play -- play "$game" --seed 1
tty_keys Tab Enter
tty_gone '^\[1/' || tty_fail "could not play a move"
tty_gone '\(AI\) is moving' || tty_fail "the AI did not answer"
tty_wait '\? help' || tty_fail "no prompt after the move"
want=$(tty_screen_hash)
tty_signal_resumes HUP "$game" "$want"
tty_pass "$game: SIGHUP saves, --load resumes with hash $want"
