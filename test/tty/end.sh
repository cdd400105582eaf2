#!/bin/sh
# The end says why (issue 27, item 6): at the end of a game of each game
# (every seat the computer's, so it plays to the end by itself), the page
# "Game over" shows the final table and how each seat's result came about,
# by the rule that produced each part, and offers replay, a new game with
# the same seats, or the menu: r replays, n starts a new game, m opens the
# menu, and q looks at the board.
. "$(dirname "$0")/lib.sh"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"
end_page() {	# GAME: wait for the end page and check its parts
	tty_wait "^Game over" 600 || tty_fail "$1: no end page"
	tty_wait "^r replay  n new game, same seats  m menu  q look at the board" 20 ||
		tty_fail "$1: the end does not offer replay, a new game and the menu"
}
n=0
# GAME PLAYERS REGEX (a line of the breakdown)
while read -r game players why; do
	tty_start -- play "$game" --seed 2 --players "$players"
	end_page "$game"
	tty_screen | grep -Eq -- "$why" || { tty_screen >&2; tty_fail "$game: no breakdown ('$why')"; }
	n=$((n + 1))
	tty_stop
done <<'LIST'
powerships yellow=ai,red=ai ^  landed 1st after [0-9]+ turns: \+10 \(place points\)
deathbot red=ai,blue=ai ^  armor [0-4]/4, .*; secret weapon
megapulse x-350=ai,falcon=ai ^1\. [a-z0-9-]+: wins: the furthest past the START flag
powerup ana=ai,ray=ai ^(ANA|RAY): [0-9]+ points
LIST
[ "$n" -eq 4 ] || tty_fail "only $n games ended"
# the choices, on a Powerships race
tty_start -- play powerships --seed 2 --players yellow=ai,red=ai
end_page powerships
tty_keys r
tty_wait "^Replay step 0 of [0-9]+" || tty_fail "r did not replay the game"
tty_keys q
end_page "powerships after the replay"
tty_screen | grep -q "^Powerships, standard, seed 2$" || tty_fail "the end page does not name the game"
tty_keys n
# all its seats are the computer's: the new game plays to its end at once
tty_wait "^Powerships, standard, seed [0-9]+$" || tty_fail "no end page after n"
tty_screen | grep -q "^Powerships, standard, seed 2$" && tty_fail "n did not start a new game"
end_page "powerships, the new game"
tty_keys m
tty_wait "Choose a game" || tty_fail "m did not open the menu"
tty_pass "$n games end with their breakdown; r, n and m replay, start again, open the menu"
