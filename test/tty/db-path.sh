#!/bin/sh
# DeathBot Derby: a Move action is a path the arrow keys plan (issue 27).
# The issue's keys: r 3 1 1 1 builds red's bot (a key a question), then Down Down draws the
# path (a dot at 1,2, its end x at 1,3) while red stays at 1,1 with both
# actions; Right is refused with the wall's rule and the path stays;
# Backspace takes the last step back; Enter moves the two squares as one
# action, and 1 action is left.  The screen says positions are column,row.
. "$(dirname "$0")/lib.sh"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"
tty_play -- play deathbot --seed 480587563
# one key a question: a slow build's AI must not swallow a pick
tty_keys r
for pick in "movement 3" "ranged 1" "melee 1" "secret 1"; do
	tty_wait "^RED: keep one of these (two )?${pick% *} cards" || tty_fail "no ${pick% *} pick for red"
	tty_keys "${pick#* }"
done
tty_wait "^RED: 2 actions left" || tty_fail "the duel did not start"
# what column 1 of arena row y shows in its bot's cell ("1 ┃R  3│")
cell() { tty_screen | grep "^$1 ┃" | sed "s/^$1 ┃//" | cut -c1 | grep -q -- "$2"; }
cell 1 R || tty_fail "red does not start at 1,1"
tty_keys Down Down
tty_wait "^RED: path 2 of 5 steps to 1,3 \(column,row\)" || tty_fail "Down Down drew no path"
cell 1 R || tty_fail "red moved while the path was planned"
tty_screen | grep -q "^2 ┃·  " || tty_fail "the path does not show at 1,2"
cell 3 x || tty_fail "the path's end does not show at 1,3"
tty_screen | grep -q "Enter move" || tty_fail "the key line does not offer Enter"
tty_keys BSpace
tty_wait "^RED: path 1 of 5 steps to 1,2" || tty_fail "Backspace did not shorten the path"
cell 2 x || tty_fail "the shortened path does not end at 1,2"
cell 3 " " || tty_fail "the step taken back still shows at 1,3"
tty_keys Right
tty_wait "walls block movement \(2,2 is a wall\)" || tty_fail "Right into the wall was not refused with its rule"
tty_screen | grep -q "^RED: path 1 of 5 steps to 1,2" || tty_fail "the refused step changed the path"
tty_keys Down
tty_wait "^RED: path 2 of 5 steps to 1,3" || tty_fail "Down did not grow the path again"
tty_keys Enter
tty_wait "moves to 1,3\." || tty_fail "Enter did not move along the path"
tty_wait "^RED: 1 action left" || tty_fail "the two-step move did not cost one action"
cell 3 R || tty_fail "red is not at 1,3 after the move"
cell 2 " " || tty_fail "the path still shows after the move"
tty_screen | grep -q "^col 1    2" || tty_fail "the arena's columns are not labelled"
tty_screen | grep -q "4,5 = column 4, row 5" || tty_fail "the legend does not say positions are column,row"
tty_pass "Down Down planned a path on the board, Backspace and a wall's refusal kept it right, Enter moved two squares for one action"
