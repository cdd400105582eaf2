#!/bin/sh
# NO_COLOR and a non-UTF-8 locale (LANG=C) start fine; LANG=C draws ASCII.
. "$(dirname "$0")/lib.sh"
game=$(tty_game)
tty_start NO_COLOR=1 --
tty_wait "Choose a game" || tty_fail "no menu with NO_COLOR"
tty_keys Q y
tty_wait "EXITED 0" || tty_fail "no clean exit with NO_COLOR"
tty_stop
[ -n "$game" ] || tty_pass "NO_COLOR menu works (no game to play)"
tty_play LANG=C LC_ALL=C -- play "$game" --seed 1
if tty_screen | LC_ALL=C grep -q '[^ -~]'; then
	tty_fail "non-ASCII characters on screen under LANG=C"
fi
tty_keys Q y
tty_wait "EXITED 0" || tty_fail "no clean exit under LANG=C"
tty_pass "NO_COLOR and LANG=C work ($game drawn in ASCII)"
