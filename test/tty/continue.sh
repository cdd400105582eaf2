#!/bin/sh
# Q saves into the game's autosave slot; the menu's "Continue a saved game"
# lists it (game, scenario, seats, moves) and resumes it; `tabletty replay`
# steps through it.
. "$(dirname "$0")/lib.sh"
game=$(tty_game)
[ -n "$game" ] || tty_skip "no game is registered"
tty_play -- play "$game" --seed 1
tty_keys Tab Enter
tty_gone '^\[1/' || tty_fail "could not play a move"
tty_gone '\(AI\) is moving' || tty_fail "the AI did not answer"
tty_keys Q y
tty_wait "EXITED 0" || tty_fail "Q y did not quit"
slot=$(tty_autosave "$game") || exit 1
tty_stop
tty_start --
tty_wait "Continue a saved game" || tty_fail "no menu"
n=$(TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list --ids | wc -l)
[ "$n" -gt 0 ] || tty_fail "tabletty list --ids names no game"
while [ "$n" -gt 0 ]; do tty_keys Down; n=$((n - 1)); done
tty_keys Enter
tty_wait "=> .*[0-9]+ moves?, [a-z]+ next" || tty_fail "the save is not listed"
tty_keys Enter
tty_wait "continuing $slot" || tty_fail "the save did not resume"
tty_wait '\? help' || tty_fail "no game screen after Continue"
tty_keys Q y
tty_wait "Choose a game" || tty_fail "Q did not return to the menu"
tty_keys Q
tty_wait "Leave tabletty\? \(y/n\)" || tty_fail "Q did not ask before leaving"
tty_keys y
tty_wait "EXITED 0" || tty_fail "Q did not leave the menu"
slot=$(tty_autosave "$game") || exit 1
tty_stop
tty_start -- replay "$slot"
tty_wait "Replay step 0 of [1-9]" || tty_fail "the replay viewer did not start"
tty_keys Space
tty_wait "Replay step 1 of" || tty_fail "Space did not step forward"
tty_keys BSpace
tty_wait "Replay step 0 of" || tty_fail "Backspace did not step back"
tty_keys 9
tty_wait "\(paused\)" || tty_fail "auto-play did not stop at the end"
tty_keys q
tty_wait "EXITED 0" || tty_fail "q did not leave the replay"
tty_pass "$game: Continue resumes the autosave, replay steps through it"
