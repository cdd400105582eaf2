#!/bin/sh
# Powerships by keys at 80x24: choose a starting position with the command
# line, add a die with 'a' and roll with Enter, see the three heading
# previews (L, S, R on the board, one line each in the panel), turn the
# preview with Left, move straight with 'w', and the AI answers.
. "$(dirname "$0")/lib.sh"
tty_play -- play powerships --seed 4 --players yellow=human,red=ai:hard --option first=yellow
tty_wait 'choose a starting position' || tty_fail "no starting-position prompt"
tty_keys ':' 'place e e' Enter
tty_wait 'speed 0 with 0 dice' || tty_fail "no speed prompt after placing"
tty_keys a Enter
tty_wait 'Heading shown' || tty_fail "a, Enter did not roll"
tty_screen | grep -q 'S Straight' || tty_fail "the panel shows no straight preview"
tty_screen | grep -q 'L Left' || tty_fail "the panel shows no left preview"
tty_screen | grep -q 'Y▸' || tty_fail "the yellow ship is not drawn with its heading"
tty_keys Left
tty_keys w
tty_wait 'Yellow keeps its heading' || tty_fail "w did not move straight"
tty_wait 'speed [0-9]+ with 1 dice' || tty_fail "no dice prompt after the AI's turn"
tty_screen | grep -q '^error:' && tty_fail "a command was refused"
tty_pass "powerships: place, add and roll, previews, move by keys, AI answers"
