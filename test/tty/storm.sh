#!/bin/sh
# A resize storm: thirty resizes in a row, through sizes far too small
# (down to 2x2) and very large, without waiting for redraws; then back to
# 80x24 the game must still be alive and drawn whole, and then leave
# cleanly with the terminal restored.
. "$(dirname "$0")/lib.sh"
game=$(tty_game)
[ -n "$game" ] || tty_skip "no game is registered"
tty_play -- play "$game" --seed 3
for size in "60 20" "2 2" "200 60" "79 24" "80 23" "10 5" "150 50" "1 1" "81 25" "40 40" \
	"80 24" "30 10" "120 30" "5 50" "300 100" "80 2" "2 24" "100 24" "70 30" "80 24" \
	"33 33" "160 48" "79 23" "90 26" "20 60" "80 24" "12 4" "200 24" "80 80" "64 24"; do
	tty_resize $size
done
tty_resize 80 24
tty_wait '\? help' || tty_fail "the screen did not come back after the storm"
tty_screen | grep -q EXITED && tty_fail "the program died in the storm"
tty_keys Q
tty_wait 'Quit\?|Leave' || tty_fail "Q did not ask"
tty_keys y
tty_wait "EXITED 0" || tty_fail "did not exit cleanly after the storm"
tty_pass "$game: 30 resizes, still alive and redrawn"
