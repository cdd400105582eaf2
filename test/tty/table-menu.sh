#!/bin/sh
# The menu's "Host a table" opens a table through the usual game, scenario
# and seats screens (the seats other than the host's start human); another
# terminal's "Join a table" lists it with its
# free seat, asks for the seat's code, and sits down.
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q '^powerships ' || tty_skip "powerships is not registered"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"

tty_start --
tty_wait "Host a table" || tty_fail "the menu has no Host a table"
n=$(tty_screen | grep -n "Host a table" | cut -d: -f1)
first=$(tty_screen | grep -n "(powerships)" | cut -d: -f1)
[ -n "$n" ] && [ -n "$first" ] || tty_fail "cannot find the entries"
i=0
while [ $((first + i)) -lt "$n" ]; do tty_keys Down; i=$((i + 1)); done
tty_keys Enter
tty_wait "Host a table: choose a game" || tty_fail "Host a table did not ask for a game"
tty_keys Enter
tty_wait "Choose a scenario|Start the game" || tty_fail "choosing a game led nowhere"
if tty_screen | grep -q "Choose a scenario"; then
	tty_keys Enter
	tty_wait "Start the game" || tty_fail "choosing a scenario did not lead to the seats"
fi
# a table's other seats start open to friends (human)
tty_wait "Seat 2: .*human" || tty_fail "seat 2 of a table does not start human"
tty_keys Enter
tty_wait "you sit at" || tty_fail "the host did not sit at the table"
tty_wait "joins with: tabletty join powerships-1 --seat" || tty_fail "the host is not shown the code"
seat=$(tty_screen | sed -n 's/^\([a-z]*\) joins with: .*/\1/p' | head -n 1)
code=$(tty_code powerships-1 "$seat")

tty_open u --
tty_wait "Join a table" || tty_fail "the menu has no Join a table"
n=$(tty_screen | grep -n "Join a table" | cut -d: -f1)
i=0
while [ $((first + i)) -lt "$n" ]; do tty_keys Down; i=$((i + 1)); done
tty_wait "=> Join a table" || tty_fail "cannot reach Join a table"
tty_keys Enter
tty_wait "powerships-1 +powerships .*free: $seat" || tty_fail "the table is not listed with its free seat"
tty_keys Enter
tty_wait "Sit at $seat" || tty_fail "no seat to choose"
tty_keys Enter
tty_wait "Join code for $seat:" || tty_fail "no question for the code"
tty_keys "$code" Enter
tty_wait "you sit at $seat" || tty_fail "the code from the menu did not seat $seat"
tty_on t
tty_wait "$seat sits down at the table" || tty_fail "the host was not told"
tty_pass "Host a table and Join a table from the menu"
