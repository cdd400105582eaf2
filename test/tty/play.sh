#!/bin/sh
# Start a game, play a few moves with keys (Tab highlights the first
# option, Enter takes it; the AI answers), save with S, quit with Q.
. "$(dirname "$0")/lib.sh"
game=$(tty_game)
[ -n "$game" ] || tty_skip "no game is registered"
tty_play -- play "$game" --seed 1
for i in 1 2 3; do
	tty_keys Tab
	tty_wait 'Esc cancel  \[1/[0-9]+\] ' || tty_fail "Tab did not highlight an option (move $i)"
	tty_keys Enter
	tty_gone 'Esc cancel  \[1/[0-9]+\] ' || tty_fail "Enter did not take the option (move $i)"
	tty_gone '\(AI\) is moving' || tty_fail "the AI did not answer move $i"
	tty_wait '\? help' || tty_fail "no prompt after move $i"
	tty_screen | grep -q '^error:' && tty_fail "the first option was refused (move $i)"
done
tty_keys S
tty_wait "saved to .*$game-1" || tty_fail "S did not save"
[ -f "$TTY_DIR/state/tabletty/$game-1.ini" ] || tty_fail "no save file $game-1.ini"
tty_keys Q
tty_wait "Quit\?.*\(y/n\)" || tty_fail "Q did not ask"
tty_keys y
tty_wait "EXITED 0" || tty_fail "the program did not end after Q y"
slot=$(tty_autosave "$game") || exit 1
[ -f "$TTY_DIR/state/tabletty/$slot.ini" ] || tty_fail "Q did not write the autosave"
tty_pass "$game: three moves by keys, S saves, Q asks and saves"
