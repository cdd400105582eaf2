#!/bin/sh
# Hosting opens the seats, and a quit table does not linger unseen
# (issue 28 hole 7, issue 27 item 7): `tabletty host megapulse` with no
# --players leaves falcon open to a friend and shows its join line at
# once (and :who prints it whole); the host's quit says the table plays
# on, and so does the terminal after the screen; the menu's "Your
# running tables" lists the table and e ends it (the game stays saved).
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q '^megapulse ' || tty_skip "megapulse is not registered"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"
st="$TTY_DIR/state/tabletty"

tty_start -- host megapulse --seed 3
tty_wait "you sit at x-350" || tty_fail "the host's screen did not come"
tty_wait "falcon joins with: tabletty join megapulse-1 --seat falcon --code [A-Z0-9]{8}" ||
	tty_fail "falcon is not open to a friend with its code shown"
tty_keys : who Enter
tty_wait "falcon joins with: tabletty join megapulse-1 --seat falcon --code [A-Z0-9]{8}" ||
	tty_fail "who does not print falcon's join line"
tty_screen | grep -q -- "--seat SEAT" && tty_fail "who prints a template"
tty_keys q
tty_wait "^X-350: " || tty_fail "the reply did not close"
tty_keys Q
tty_wait "The table plays on" || tty_fail "the host's quit does not say the table plays on"
tty_keys y
tty_wait "EXITED 0" || tty_fail "the host did not leave"
tty_screen | grep -q "Table megapulse-1 plays on without you" || tty_fail "nothing said the table goes on"
[ -n "$(tty_table_pids)" ] || tty_fail "the table did not go on"

# the menu lists it and ends it
tty_open u --
tty_wait "Your running tables" || tty_fail "the menu has no Your running tables"
n=$(tty_screen | grep -n "Your running tables" | cut -d: -f1)
first=$(tty_screen | grep -n "(powerships)\|(megapulse)\|(deathbot)\|(powerup)" | head -n 1 | cut -d: -f1)
i=0
while [ $((first + i)) -lt "$n" ]; do tty_keys Down; i=$((i + 1)); done
tty_wait "=> Your running tables" || tty_fail "cannot reach Your running tables"
tty_keys Enter
tty_wait "megapulse-1 +megapulse" || tty_fail "the running table is not listed"
tty_keys e
tty_wait "table megapulse-1 ended" || tty_fail "e did not end the table"
i=0
while [ -n "$(tty_table_pids)" ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
[ -z "$(tty_table_pids)" ] || tty_fail "the table's process is still running"
[ -f "$st/table-megapulse-1.ini" ] || tty_fail "the ended table's save is gone"
tty_pass "a hosted table's seats are open with their codes shown; the quit says it plays on; the menu ends it"
