#!/bin/sh
# TERM=dumb on a real terminal: no screen, but the plain mode (lines of
# text, the menu by numbers) instead of a refusal; a game is started,
# looked at and quit (saved), and the program leaves with status 0.
. "$(dirname "$0")/lib.sh"
tty_start TERM=dumb --
tty_wait "cannot move the cursor: plain mode" || tty_fail "TERM=dumb does not say it plays in plain mode"
tty_wait "Choose a game" || tty_fail "no numbered menu under TERM=dumb"
tty_keys 1 Enter
tty_wait "standard \\(the usual one\\)" || tty_fail "no scenario list"
tty_keys 4 Enter
tty_wait "1. Start the game" || tty_fail "no players form"
tty_keys 1 Enter
tty_wait "Roll for the starting player" || tty_fail "the game did not start in plain mode"
tty_keys l o o k Enter
tty_wait "Track: start" || tty_fail "look said nothing"
tty_keys 1 Enter	# a move: a game in which nobody moved is not kept
tty_wait "place se se" || tty_fail "the roll did not lead to the start"
tty_keys q u i t Enter
tty_wait "Quit\\? The game is saved first" || tty_fail "quit does not ask"
tty_keys y Enter
tty_wait "Choose a game" || tty_fail "quitting the game did not go back to the menu"
tty_keys 7 Enter
tty_wait "EXITED" || tty_fail "Quit in the menu did not leave"
tty_screen | grep -q "EXITED 0" || tty_fail "exit status is not 0"
ls "$TTY_DIR/state/tabletty/" | grep -q "autosave-powerships" || tty_fail "quit did not save the game"
tty_pass "TERM=dumb plays in plain mode: menu, game, look, quit with a save"
