#!/bin/sh
# `?` shows the decision and every key that does something now, each key
# once with the one thing it does here (issue: `u` was both "take back" and
# "up-right", `b` both "down-left" and "page back"); q closes.  Checked at
# the first decisions of every game, in a tall terminal so the whole list
# is on one page, and in Megapulse's drive decision where u is taken by a
# ZAP (the status line then names another way to undo).
. "$(dirname "$0")/lib.sh"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"
# the "Keys now" rows of the help on screen: the keys column, a key a line
help_keys() {
	tty_screen | sed -n '/^Keys now/,/^$/p' | sed '1d;/^$/d' | cut -c3-18 | tr ' ' '\n' | sed '/^$/d'
}
help_check() {	# NAME: the help of the decision on screen
	tty_keys '?'
	tty_wait "^Help: " || tty_fail "$1: ? did not open the help"
	tty_wait "^Keys now" 10 || tty_fail "$1: the help does not list the keys of this decision"
	keys=$(help_keys)
	[ -n "$keys" ] || tty_fail "$1: no key in the help"
	dup=$(echo "$keys" | sort | uniq -d)
	[ -z "$dup" ] || tty_fail "$1: keys listed twice: $dup"
	tty_screen | grep -q "direction down-right" && tty_fail "$1: a direction no option uses is listed"
	tty_keys q
	tty_gone "^Help: " || tty_fail "$1: q did not close the help"
}
n=0
for game in $(TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list --ids); do
	tty_start -- play "$game" --seed 1
	tty_wait '\? help' || tty_fail "$game: no game screen"
	tty_resize 80 100
	help_check "$game"
	# one decision on: the first option of the key line
	tty_keys Tab Enter
	sleep 0.5
	help_check "$game, second decision"
	n=$((n + 1))
	tty_stop
done
[ "$n" -gt 0 ] || tty_fail "no game was checked"
tty_pass "$n games: ? lists each key once with what it does here"
