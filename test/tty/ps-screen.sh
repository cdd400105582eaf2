#!/bin/sh
# Powerships from `play powerships` to the end against the AI, with keys
# only (issue 12): the next buoy is in sight, the finish, off the viewport,
# is pointed to at its edge; Tab through the starts draws the ship on each;
# i tells the dice rules at the roll and what a heading does; then yellow
# races on (a second die when it has fewer than two, roll, fly the heading
# shown or else left or right) until the race is over.
. "$(dirname "$0")/lib.sh"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"
tty_play -- play powerships --seed 1
# buoy 1 fits the view with the start: the view keeps it in sight (issue 27)
tty_screen | head -n 18 | cut -c1-53 | grep -Eq "1(↻|↺)" || tty_fail "buoy 1 is not in sight with the start"
tty_screen | grep -q "⇑ finish" || tty_fail "no arrow at the viewport's edge to the finish (off-screen above)"
tty_keys i
tty_wait "Each player rolls two dice" || tty_fail "i did not say what the first decision is"
tty_keys Enter
tty_wait "choose a starting position" || tty_fail "no choice of start after the roll"
tty_screen | grep -q "Y▸" && tty_fail "yellow's ship is drawn before a start is highlighted"
tty_keys Tab
tty_wait "Y▸" || tty_fail "Tab did not show yellow's ship on the first start"
tty_keys Tab
tty_wait "nose ne" || tty_fail "the second Tab did not highlight the next start"
tty_screen | grep -q "Y◥" || tty_fail "the second start (nose ne) is not drawn"
tty_keys Enter
tty_wait "YELLOW: speed 0 with 0 dice" || tty_fail "no dice decision after the start"
tty_keys i
tty_wait "Your speed is the total of your dice" || tty_fail "i did not give the dice rules"
tty_screen | grep -q "^lines [0-9]" && tty_keys q
tty_gone "^lines [0-9]"
turns=0
while ! tty_screen | grep -q "Game over"; do
	tty_wait "YELLOW: speed [0-9]+ with|YELLOW: speed [0-9]+\. Heading|Game over" 300 ||
		tty_fail "the race stalled"
	tty_screen | grep -q "Game over" && break
	if tty_screen | grep -q "YELLOW: speed [0-9]* with [01] dice"; then tty_keys a; fi
	tty_keys Enter
	tty_wait "YELLOW: speed [0-9]+\. Heading|Game over" 300 || tty_fail "no heading after the roll"
	tty_screen | grep -q "Game over" && break
	if [ $turns -eq 0 ]; then
		tty_keys Tab i
		tty_wait "then fly the whole speed" || tty_fail "i on a highlighted heading did not tell what it does"
		tty_screen | grep -q "^lines [0-9]" && tty_keys q	# the pager, when it opened
		tty_gone "^lines [0-9]"
		tty_keys Escape
	fi
	tty_keys Enter q e
	turns=$((turns + 1))
	[ $turns -le 200 ] || tty_fail "no end after 200 turns"
done
[ $turns -gt 0 ] || tty_fail "yellow flew no turn"
tty_pass "edge arrows to buoy and finish, starts shown by Tab, i texts; the race ended after $turns turns of yellow"
