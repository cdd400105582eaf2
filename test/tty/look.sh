#!/bin/sh
# `look` on the screen's : line: the board in words (in the pager when it
# is longer than the message rows); `look SEAT` of another seat is refused
# in a game with hidden information, as `show SEAT` is.
. "$(dirname "$0")/lib.sh"
tty_play -- play powerships --seed 1
tty_keys : look Enter
tty_wait "Track: start" || tty_fail ":look did not describe the track"
tty_wait "Buoys: 1 " || tty_fail ":look did not name the buoys"
tty_stop
tty_play -- play deathbot --seed 1
tty_keys : look Enter
tty_wait "Around you: north" || tty_fail ":look said nothing in DeathBot"
tty_keys : "look blue" Enter
tty_wait "would show hidden information" || tty_fail ":look blue was not refused"
tty_pass "look on the : line, and look SEAT refused with hidden information"
