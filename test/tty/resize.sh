#!/bin/sh
# Shrinking to 60x20 shows the enlarge message; back at 80x24 it redraws.
. "$(dirname "$0")/lib.sh"
tty_start --
tty_wait "Choose a game" || tty_fail "no menu"
tty_resize 60 20
tty_wait "enlarge the terminal to 80x24 \(now 60x20\)" || tty_fail "no enlarge message at 60x20"
tty_screen | grep -q "Choose a game" && tty_fail "the menu is still drawn at 60x20"
tty_resize 80 24
tty_wait "Choose a game" || tty_fail "the menu did not come back at 80x24"
tty_screen | grep -q "enlarge" && tty_fail "the enlarge message stayed"
game=$(tty_game)
[ -n "$game" ] || tty_pass "menu resizes (no game to play)"
tty_keys Q y
tty_wait "EXITED" || tty_fail "menu did not quit"
tty_stop
tty_play -- play "$game" --seed 1
tty_resize 60 20
tty_wait "enlarge the terminal" || tty_fail "no enlarge message in the game"
tty_resize 80 24
tty_wait '\? help' || tty_fail "the game did not come back at 80x24"
tty_pass "resize to 60x20 and back redraws (menu and $game)"
