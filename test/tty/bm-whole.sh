#!/bin/sh
# A whole POWERUP mission with a person as the BUGMISTRESS, at 80x24, to
# its end, twice: hot-seat at one keyboard (RAY and the BUGMISTRESS, a
# curtain with nothing else on the screen whenever the keyboard passes
# between them, lifted only by Enter) and at a table across two
# terminals (RAY hosts, she joins, each decision at its own terminal).
# Every decision is taken by typing `:ai` at the seat's own prompt.
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q '^powerup ' || tty_skip "powerup is not registered"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"

# hot-seat: poll until the game is over, lifting each curtain
tty_open h -- play powerup --seed 5 --players ray=human,bugmistress=human
curtains=0 polls=0 hers=0
while [ "$polls" -lt 6000 ]; do
	s=$(tty_screen)
	echo "$s" | grep -q "Game over" && break
	if echo "$s" | grep -q "Pass the keyboard to [A-Z]*, then press Enter"; then
		[ "$(echo "$s" | grep -c '[^ ]')" -le 2 ] || { echo "$s"; tty_fail "the curtain shows more than itself"; }
		curtains=$((curtains + 1))
		tty_keys Enter
	elif echo "$s" | tail -n 1 | grep -q "^:"; then
		:	# the command line is still open
	elif echo "$s" | grep -Eq "^(RAY|BUGMISTRESS): "; then
		echo "$s" | grep -q "^BUGMISTRESS: " && hers=$((hers + 1))
		tty_keys : ai Enter
	fi
	sleep 0.05
	polls=$((polls + 1))
done
echo "$s" | grep -q "Game over" || tty_fail "the hot-seat mission did not end"
[ "$curtains" -ge 2 ] || tty_fail "the keyboard passed behind only $curtains curtains"
[ "$hers" -gt 0 ] || tty_fail "she never decided at the keyboard"
tty_close h

# a table across two terminals
tty_open t -- host powerup --seed 5 --players ray=human,bugmistress=human
tty_wait "^RAY: |^BUGMISTRESS: |^waiting for" || tty_fail "the host's screen did not come"
code=$(tty_code powerup-1 bugmistress)
tty_open u -- join powerup-1 --seat bugmistress --code "$code"
tty_wait "you sit at bugmistress" || tty_fail "she could not sit down"
tty_table_play t:RAY u:BUGMISTRESS || tty_fail "the mission at the table did not end"
for s in t u; do
	tty_on $s
	tty_screen | grep -q "Game over" || { tty_screen; tty_fail "$s does not show the end"; }
done
tty_pass "a whole mission with a person as the BUGMISTRESS: hot-seat behind $curtains curtains, and at a table"
