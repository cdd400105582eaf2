#!/bin/sh
# Tab and BackTab walk through the options, Esc drops the highlight, O
# switches the overview on and off, M shows the message history.
. "$(dirname "$0")/lib.sh"
game=$(tty_game)
[ -n "$game" ] || tty_skip "no game is registered"
tty_play -- play "$game" --seed 1
tty_keys Enter
tty_gone '\(AI\) is moving' || tty_fail "the AI did not answer"
tty_wait '\? help' || tty_fail "no prompt after the first move"
tty_keys Tab
tty_wait 'Esc cancel  \[1/[0-9]+\]' || tty_fail "Tab did not highlight the first option"
n=$(tty_screen | sed -n 's/.*Esc cancel  \[1\/\([0-9]*\)\].*/\1/p')
tty_keys Tab
[ "$n" -gt 1 ] && { tty_wait "Esc cancel  \[2/$n\]" || tty_fail "a second Tab did not move on"; }
tty_keys BTab BTab
tty_wait "Esc cancel  \[$n/$n\]" || tty_fail "BackTab did not wrap to the last option"
tty_keys Escape
tty_gone 'Esc cancel  \[[0-9]+/' || tty_fail "Esc did not drop the highlight"
tty_keys O
tty_wait "OVERVIEW \(O returns\)" || tty_fail "O did not switch to the overview"
tty_keys O
tty_gone "OVERVIEW" || tty_fail "a second O did not switch back"
tty_keys M
tty_wait "^Messages \(oldest first\)" || tty_fail "M did not show the messages"
tty_keys q
tty_wait '\? help' || tty_fail "the message history did not close"
tty_pass "$game: Tab/BackTab/Esc highlight, O overview, M messages"
