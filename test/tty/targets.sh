#!/bin/sh
# Keys go to the terminal named, with another one open (the tables' tests
# type at one terminal while another sits at the table).  tmux looks a
# bare name up as a window name first, in the session used last, where a
# prefix match wins: while a new window is still called "tmux" (or is
# renamed after its program), keys sent to "t" went to the newest
# terminal instead, and tests lost a key now and then under load.  Here
# the second terminal's window is given such a name on purpose.
. "$(dirname "$0")/lib.sh"
game=$(tty_game)
[ -n "$game" ] || tty_skip "no game is registered"
tty_play -- play "$game" --seed 1
tty_open u -- play "$game" --seed 1
tty_wait '\? help' || tty_fail "the second game did not start"
tmux -L "$TTY_SOCK" rename-window -t "=u:" tabletty || tty_fail "cannot rename the second window"
tty_on t
tty_keys :
tty_wait '^:' 25 || tty_fail "':' typed at the first terminal did not open its command line"
tty_on u
tty_screen | tail -n 1 | grep -q '^:' && tty_fail "':' typed at the first terminal reached the second"
tty_on t
tty_keys Escape
tty_gone '^:' || tty_fail "the command line did not close"
tty_pass "keys reach the terminal they are sent to, whatever the other windows are called"
