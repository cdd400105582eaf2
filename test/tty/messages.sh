#!/bin/sh
# The message log belongs to the game on screen: a second game's M shows
# none of the first game's lines.  Ctrl-P steps back through earlier
# messages (as in NetHack), Ctrl-N forward, any other key returns; lines
# that do not fit are announced, and long lines wrap instead of being cut.
. "$(dirname "$0")/lib.sh"
game=$(tty_game)
[ -n "$game" ] || tty_skip "no game is registered"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"
tty_start --
tty_wait "Choose a game" || tty_fail "no menu"
tty_keys Enter
tty_wait "Choose a scenario|Start the game" || tty_fail "no scenario list"
tty_screen | grep -q "Choose a scenario" && tty_keys Enter
tty_wait "Start the game" || tty_fail "no seats form"
tty_keys Enter
tty_wait '\? help' || tty_fail "the first game did not start"
tty_keys : "hint" Enter
tty_wait "^hint: " || tty_fail "no hint in the log"
tty_keys : "xyzzy" Enter
tty_wait "error: " || tty_fail "no error for an unknown command"
tty_keys C-p
tty_wait "^-- earlier messages: C-p older, C-n newer" || tty_fail "C-p did not step back"
tty_wait "^hint: " || tty_fail "C-p did not show the earlier hint"
tty_keys C-p C-p C-n
tty_wait "^-- earlier messages" || tty_fail "C-n left the earlier messages"
tty_keys Escape
tty_gone "^-- earlier messages" || tty_fail "another key did not return to the latest messages"
tty_keys Q y
tty_wait "Choose a game" || tty_fail "leaving did not return to the menu"
tty_keys j Enter
tty_wait "Choose a scenario|Choose a track|Start the game" || tty_fail "no second game"
while ! tty_screen | grep -q "Start the game"; do tty_keys Enter; sleep 0.3; done
tty_keys Enter
tty_wait '\? help' || tty_fail "the second game did not start"
tty_keys M
tty_wait "^Messages \(oldest first\)" || tty_fail "M did not open the messages"
tty_screen | grep -q "^hint: \|xyzzy" && tty_fail "the first game's messages show in the second game"
tty_pass "$game: log per game, C-p/C-n through earlier messages"
