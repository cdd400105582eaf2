#!/bin/sh
# TERM=dumb on a real terminal: refuse with a clear message pointing at
# batch mode and exit status 1, leaving the terminal alone.
. "$(dirname "$0")/lib.sh"
tty_start TERM=dumb --
tty_wait "EXITED" || tty_fail "tabletty did not exit under TERM=dumb"
tty_screen | grep -q "EXITED 1" || tty_fail "exit status is not 1"
tty_screen | grep -q "tabletty batch" || tty_fail "no pointer to tabletty batch"
tty_pass "TERM=dumb is refused with a pointer to batch mode"
