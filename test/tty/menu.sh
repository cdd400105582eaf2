#!/bin/sh
# The menu appears at 80x24 and lists every registered game; choosing a
# game leads through scenario and seats to the game screen.
. "$(dirname "$0")/lib.sh"
tty_start --
tty_wait "Choose a game" || tty_fail "no menu at 80x24"
tty_wait "Continue a saved game" 5 || tty_fail "no Continue entry"
games=$(TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list --ids)
n=0
for g in $games; do
	n=$((n + 1))
	tty_screen | grep -q "($g)" || tty_fail "game $g is not listed"
done
[ "$n" -gt 0 ] || tty_fail "tabletty list --ids names no game"
tty_keys "?"
tty_wait "^Help: the menu" || tty_fail "? did not explain the menu"
tty_keys q
tty_wait "Choose a game" || tty_fail "the menu's help did not close"
tty_keys Escape
tty_wait "Leave tabletty\? \(y/n\)" || tty_fail "Esc in the first list did not ask before leaving"
tty_keys n
tty_wait "Choose a game" || tty_fail "n did not keep the menu"
tty_keys Enter
tty_wait "Choose a scenario|Start the game" || tty_fail "choosing a game led nowhere"
if tty_screen | grep -q "Choose a scenario"; then
	# every scenario line carries its one-line description
	tty_screen | grep -Eq "^ (=>|  ) [a-z-]+ +[A-Z][a-z]+ [a-z]" || tty_fail "a scenario has no description"
	tty_keys Enter
	tty_wait "Start the game" || tty_fail "choosing a scenario did not lead to the seats"
fi
tty_screen | grep -q "Seat 1: .*human" || tty_fail "seat 1 is not human by default"
tty_screen | grep -q "Seat 2: .*AI (normal)" || tty_fail "seat 2 is not the AI by default"
tty_keys Up Up Right
tty_wait "Seat 2: .*AI \(hard\)" || tty_fail "Right did not change seat 2 to AI (hard)"
tty_keys Down Down Enter
tty_wait '\? help' || tty_fail "Start did not open the game"
tty_keys Q y
tty_wait "Choose a game" || tty_fail "leaving the game did not return to the menu"
tty_keys Q
tty_wait "Leave tabletty\? \(y/n\)" || tty_fail "Q did not ask before leaving"
tty_keys y
tty_wait "EXITED 0" || tty_fail "Q did not leave the menu"
tty_pass "menu lists the games at 80x24 and starts a game through the seats form"
