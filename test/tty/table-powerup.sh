#!/bin/sh
# A POWERUP mission at a table with two human BUGBUSTERs (ana hosts, ray
# joins): every decision, reactions to BUG attacks included, is answered
# at the terminal of the seat that must decide, while the other terminal
# says whom it waits for.  The mission ends on both screens.
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q '^powerup ' || tty_skip "powerup is not registered"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"

tty_start -- host powerup --seed 12 --players ana=human,ray=human
tty_wait "^ANA: |^The BUGs move first|^RAY: " || tty_fail "the host's screen did not come"
code=$(tty_code powerup-1 ray)
tty_open u -- join powerup-1 --seat ray --code "$code"
tty_wait "you sit at ray" || tty_fail "ray could not sit down"

: >"$TTY_DIR/reactions"
pu_check() {
	if echo "$2" | grep -q "^ANA: .*React"; then
		case $1 in
		t) echo "ana at t" >>"$TTY_DIR/reactions" ;;
		u) echo "$2" | grep -q "^waiting for ana" || tty_fail "ray's terminal may answer ana's reaction" ;;
		esac
	fi
	if echo "$2" | grep -q "^RAY: .*React"; then
		case $1 in
		u) echo "ray at u" >>"$TTY_DIR/reactions" ;;
		t) echo "$2" | grep -q "^waiting for ray" || tty_fail "ana's terminal may answer ray's reaction" ;;
		esac
	fi
	return 0
}
TTY_CHECK=pu_check
tty_table_play t:ANA u:RAY || tty_fail "the mission did not end"
grep -q "ana at t" "$TTY_DIR/reactions" || tty_fail "ana never reacted at her own terminal"
grep -q "ray at u" "$TTY_DIR/reactions" || tty_fail "ray never reacted at his own terminal"
for s in t u; do
	tty_on $s
	tty_screen | grep -q "Game over\|Victory" || { tty_screen; tty_fail "$s does not show the end"; }
done
tty_pass "powerup at a table: two BUGBUSTERs answered their reactions at their own terminals, mission over on both"
