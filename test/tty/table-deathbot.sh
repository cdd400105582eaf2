#!/bin/sh
# A DeathBot duel at a table: red (the host), blue and a watcher on three
# terminals.  The secret draft is made at each seat's own terminal: the
# card red keeps is on no other screen until the draft reveals the parts;
# the watcher never sees a draft hand.  Blue's link drops mid-duel, blue
# joins again with its code and gets the whole screen; the duel ends
# normally on every screen.
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q '^deathbot ' || tty_skip "deathbot is not registered"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"

tty_start -- host deathbot --seed 1 --players red=human,blue=human
tty_wait "^RED: Who used a remote" || tty_fail "the host does not sit at red"
code=$(tty_code deathbot-1 blue)
tty_open u -- join deathbot-1 --seat blue --code "$code"
tty_wait "^waiting for red" || tty_fail "blue is not told that red decides"
tty_open w -- join deathbot-1 --watch
tty_wait "^waiting for red" || tty_fail "the watcher is not told that red decides"
tty_on t
tty_keys r
tty_wait "^RED: keep one of these movement cards in secret" || tty_fail "red has no draft at its terminal"
kept=$(tty_screen | sed -n 's/.*[│|] 1 \(.*[^ ]\) *$/\1/p' | head -n 1)
[ -n "$kept" ] || tty_fail "red's draft shows no card 1"
tty_keys 1
tty_wait "red keeps a movement card in secret" || tty_fail "red's pick was not taken"
tty_on u
tty_wait "^BLUE: " || tty_fail "blue did not get the two cards red passed"

revealed=0
db_check() {
	echo "$2" | grep -q "Revealed:" && revealed=1
	case $1 in
	w) echo "$2" | grep -Eq '│ [1-3] [A-Z]' && tty_fail "the watcher sees a draft hand" ;;
	esac
	if [ "$revealed" = 0 ] && [ "$1" != t ] && echo "$2" | grep -qF "$kept"; then
		tty_fail "red's secret card $kept shows on $1 before the reveal"
	fi
	return 0
}
TTY_CHECK=db_check
TTY_UNTIL="Revealed:" tty_table_play t:RED u:BLUE w:WATCH
[ "$revealed" = 1 ] || tty_fail "the draft did not end"
# blue's link drops; the seat waits; blue comes back with its code
tty_close u
tty_on t
tty_wait "blue left the table \\(the seat waits\\)" || tty_fail "red was not told that blue left"
tty_open u -- join deathbot-1 --seat blue --code "$code"
tty_wait "you sit at blue" || tty_fail "blue could not sit down again"
tty_wait "BLUE blue bot" || tty_fail "blue did not get the whole screen back"
tty_table_play t:RED u:BLUE w:WATCH || tty_fail "the duel did not end"
for s in t u w; do
	tty_on $s
	tty_screen | grep -q "Game over" || { tty_screen; tty_fail "$s does not show the end"; }
done
tty_pass "deathbot at a table: secret draft per terminal, a dropped seat rejoined, duel over on 3 screens"
