#!/bin/sh
# Hidden information at one keyboard (DeathBot Derby, two human seats):
# a curtain with nothing else on screen comes down before each seat's
# private view.
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list --ids | grep -qx deathbot ||
	tty_skip "deathbot is not registered"
curtain_only() {
	[ "$(tty_screen | grep -c '[^ ]')" -le 2 ] || tty_fail "the curtain shows more than itself"
}
tty_start -- play deathbot --seed 1 --players red=human,blue=human
tty_wait "Pass the keyboard to RED, then press Enter" || tty_fail "no curtain for RED"
curtain_only
tty_keys Enter
tty_wait "^RED: " || tty_fail "Enter did not show RED's view"
tty_keys r
tty_wait "^RED: keep one" || tty_fail "red did not get the secret draft"
tty_keys 1
tty_wait "Pass the keyboard to BLUE, then press Enter" || tty_fail "no curtain for BLUE"
curtain_only
tty_keys x
tty_screen | grep -q "Pass the keyboard to BLUE" || tty_fail "a key other than Enter lifted the curtain"
tty_keys Enter
tty_wait "^BLUE: " || tty_fail "Enter did not show BLUE's view"
tty_keys : state Enter
tty_wait "error: that would show hidden information" || tty_fail ":state was not refused"
tty_keys : "show red" Enter
tty_wait "error: that would show hidden information" || tty_fail ":show red was not refused"
tty_pass "deathbot: the curtain hides each seat's view until Enter; state/show of the other seat refused"
