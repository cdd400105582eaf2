#!/bin/sh
# POWERUP Deathmatch of every size on the house layouts, to its end at
# 80x24 in hot-seat: 1v1 (deathmatch-2), 2v2 (deathmatch-4) and 3v3
# (deathmatch-6), ANA (RED) at the keyboard and every other seat played
# by the AI.  ANA holds her ground: at the start of each of her turns
# she ends it by keys (e, then y to the question about the unused
# actions); any other question put to her (a store, a reaction) is
# answered by typing `:ai`.  Each game must
# end, by captures or the house time limit, with the result named on
# the screen, and the panel must give the score all along.
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q '^powerup ' || tty_skip "powerup is not registered"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"

# dm_play NAME: poll the screen until the game is over (at most 6000 polls)
dm_play() {
	dm_polls=0 dm_ends=0 dm_lost=0
	while [ "$dm_polls" -lt 6000 ]; do
		s=$(tty_screen)
		echo "$s" | grep -q "Game over" && return 0
		# a poll may catch a frame half drawn: the score must be back at the next
		if echo "$s" | grep -q "RED [0-9] - BLU [0-9]"; then
			dm_lost=0
		else
			dm_lost=$((dm_lost + 1))
			[ "$dm_lost" -lt 3 ] || { echo "$s"; tty_fail "$1: the panel lost the score"; }
		fi
		if echo "$s" | tail -n 1 | grep -q "^:"; then
			:	# a command line is still open: wait for it
		elif echo "$s" | grep -q "Do it? (y/n)"; then
			tty_keys y
		elif echo "$s" | grep -Eq "^ANA: [0-9] actions? left"; then
			tty_keys e y	# y answers the question e asks
			dm_ends=$((dm_ends + 1))
		elif echo "$s" | grep -Eq "^ANA: "; then
			tty_keys : ai Enter
		fi
		sleep 0.05
		dm_polls=$((dm_polls + 1))
	done
	return 1
}

ran=0
for spec in "2:ana=human,ray=ai" \
	"4:ana=human,ray=ai,pnk=ai,tor=ai" \
	"6:ana=human,ray=ai,pnk=ai,tor=ai,pam=ai,mac=ai"; do
	n=${spec%%:*}
	name="deathmatch-$n"
	tty_open "dm$n" -- play powerup --seed 2 --scenario "$name" --players "${spec#*:}"
	tty_wait '\? help' || tty_fail "$name: the game screen did not appear"
	tty_wait "RED 0 - BLU 0  \(to 2\)" || tty_fail "$name: the panel does not give the score"
	dm_play "$name" || tty_fail "$name: the game did not end"
	[ "$dm_ends" -gt 0 ] || tty_fail "$name: ANA never ended a turn by keys"
	tty_screen | grep -Eq "RED [0-9] - BLU [0-9], (RED wins|BLU wins|a draw)" ||
		{ tty_screen; tty_fail "$name: the end does not name the result"; }
	tty_close "dm$n"
	ran=$((ran + 1))
done
[ "$ran" = 3 ] || tty_fail "only $ran games ran"
tty_pass "deathmatch 1v1, 2v2 and 3v3 on the house layouts played to their ends at 80x24, ANA ending her turns by keys"
