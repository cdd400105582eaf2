#!/bin/sh
# A Megapulse race at a table from three terminals: the host (x-350), a
# second seat (falcon) and a watcher.  Selections are made at each seat's
# own terminal at once; a seat's secret pair is never on the other seat's
# or the watcher's screen; the host's terminal closes mid-race and the
# table plays on; the host's seat comes back with its code; the race ends
# on every screen.
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q '^megapulse ' || tty_skip "megapulse is not registered"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"

tty_start -- host megapulse --seed 3 --players x-350=human,falcon=human --option laps=1
tty_wait "^X-350: select 2 cards in secret" || tty_fail "the host does not sit at x-350"
tty_screen | grep -q "falcon joins with: tabletty join megapulse-1 --seat falcon --code" ||
	tty_fail "the host is not shown falcon's join code"
code=$(tty_code megapulse-1 falcon)
[ -n "$code" ] || tty_fail "no code for falcon"
tty_open u -- join megapulse-1 --seat falcon --code "$code"
tty_wait "^FALCON: select 2 cards in secret" || tty_fail "falcon does not get its own selection"
tty_open w -- join megapulse-1 --watch
tty_wait "choosing in secret" || tty_fail "the watcher does not see who chooses"

# x-350 picks first; falcon may pick at the same time (not after x-350)
tty_on t
tty_keys : "select sidethrust superbomb" Enter
tty_wait "x-350 has selected 2 cards" || tty_fail "x-350's selection was not taken"
for s in u w; do
	tty_on $s
	tty_wait "x-350 has selected 2 cards" || tty_fail "$s was not told that x-350 chose"
	tty_screen | grep -qi "sidethrust superbomb\\|│>" && tty_fail "x-350's pair shows on $s"
done
tty_on w
tty_screen | grep -Eq '│[ >?][A-Z]{3}' && tty_fail "the watcher sees a hand"
tty_on u
tty_screen | grep -q "^FALCON: select 2 cards in secret" || tty_fail "falcon lost its selection"
tty_keys Tab Enter
tty_wait "x-350 reveals" || tty_fail "the selections were not revealed"

# the watcher never sees a hand; nobody sees the other's marked pair
mp_check() {
	case $1 in
	w) echo "$2" | grep -Eq '│[ >?][A-Z]{3}' && tty_fail "the watcher sees a hand" ;;
	esac
	return 0
}
TTY_CHECK=mp_check
TTY_UNTIL="Round 3 begins" tty_table_play t:X-350 u:FALCON w:WATCH
# the host's terminal goes (SIGHUP); the table plays on
tty_close t
tty_on u
tty_wait "x-350 left the table" || tty_fail "falcon was not told that x-350 left"
tty_keys : "say still here" Enter
tty_on w
tty_wait "falcon says: still here" || { tty_screen; tty_on u; tty_screen; tty_fail "the table stopped with the host's terminal"; }
hostcode=$(tty_code megapulse-1 x-350)
tty_open t -- join megapulse-1 --seat x-350 --code "$hostcode"
tty_wait "you sit at x-350" || tty_fail "x-350 could not come back with its code"
tty_table_play t:X-350 u:FALCON w:WATCH || tty_fail "the race did not end"
for s in t u w; do
	tty_on $s
	tty_screen | grep -q "^1\. [a-z]" || { tty_screen; tty_fail "$s does not show the final table"; }
done
tty_pass "megapulse at a table: simultaneous secret selections, host terminal closed and back, race over on 3 screens"
