#!/bin/sh
# SIGTERM mid-game (after real moves): the autosave is valid and resumes
# with the state hash the screen showed (after an ordinary S save too).
. "$(dirname "$0")/lib.sh"
game=$(tty_game)
[ -n "$game" ] || tty_skip "no game is registered"
tty_play -- play "$game" --seed 4
tty_keys Tab Enter
tty_gone '^\[1/' || tty_fail "could not play a move"
tty_gone '\(AI\) is moving' || tty_fail "the AI did not answer"
tty_wait '\? help' || tty_fail "no prompt after the move"
tty_keys S
tty_wait 'saved to' || tty_fail "S did not save"
want=$(tty_screen_hash)
tty_signal_resumes TERM "$game" "$want"
tty_pass "$game: SIGTERM saves, --load resumes with hash $want"
