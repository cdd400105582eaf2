#!/bin/sh
# Megapulse, a sideways collision (issue keys): while the game asks where
# to push the car that was hit, both cars stand on one space and the board
# shows both (XF), with a sign beside each space the push may go to, and
# the question names the directions as the screen shows them (up, down).
# The program's own figure check (TABLETTY_CHECKLOG) finds every car on
# the board at every frame.
. "$(dirname "$0")/lib.sh"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"
log=$TTY_DIR/check.log
tty_start TABLETTY_CHECKLOG="$log" -- play megapulse --seed 453764425
tty_wait "^X-350: select 2 cards in secret" || tty_fail "no selection on the first screen"
tty_keys Enter Tab Enter
tty_wait "X-350: RACE or REPAIR and resolve" || tty_fail "no turn after the selection"
tty_keys 1
tty_wait "X-350: choose an option of RAPIDSHIFT" || tty_fail "1 did not play RAPIDSHIFT"
tty_keys a 2 a
tty_wait "sideways: up \(left\) or down \(right\)" || tty_fail "the sideways question does not name up and down"
tty_keys Down
tty_wait "push falcon up \(to its left\) or down \(to its right\)" || tty_fail "no push question"
s=$(tty_screen)
echo "$s" | grep -q "XF" || tty_fail "the board does not show both cars on the space"
echo "$s" | grep -q "▴" && echo "$s" | grep -q "▾" || tty_fail "no sign where the push may go"
echo "$s" | grep -q "^Up/Down push" || tty_fail "the key line does not say Up/Down"
[ -s "$log" ] || tty_fail "the figure check did not run"
grep -q '^figures [1-9]' "$log" || tty_fail "the figure check found no figure"
! grep -q MISSING "$log" || tty_fail "a car was not on the board: $(grep -m1 MISSING "$log")"
tty_keys Up
tty_wait "falcon is pushed left" || tty_fail "Up did not push falcon to its left"
tty_pass "both cars and the push's squares are on the board at the push"
