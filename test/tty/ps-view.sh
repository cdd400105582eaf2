#!/bin/sh
# Powerships at 80x24 (issue 27): the board is larger than the screen, so
# the view follows the ship to move and keeps its heading previews and its
# next buoy in sight with it wherever the two fit (on main before, buoy 1
# of the standard system lay below the bottom edge, named only by a
# "buoy 1" sign).  In every bundled system: the program's own check
# (TABLETTY_CHECKLOG) finds no goal out of sight that fits with the ship;
# the overview shows each buoy's mark and its body's name both (it wrote
# the buoy over the name); the pan keys move the view, the status row
# says so, and c brings it back.
. "$(dirname "$0")/lib.sh"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"
systems=$(ls "$TTY_DATA/powerships" | sed -n 's/\.ini$//p')
[ -n "$systems" ] || tty_fail "no Powerships system in $TTY_DATA/powerships"
n=0
for sc in $systems; do
	log=$TTY_DIR/check-$sc.log
	tty_start TABLETTY_CHECKLOG="$log" -- play powerships --scenario "$sc" --seed 5
	tty_wait "YELLOW: Roll for (the track|the starting player)" || tty_fail "$sc: no first roll"
	tty_keys Enter
	tty_wait "YELLOW: choose a starting position" || tty_fail "$sc: yellow is never asked to start"
	tty_keys Tab Enter
	tty_wait "YELLOW: speed" || tty_fail "$sc: no dice decision after the start"
	board=$(tty_screen | head -n 18 | cut -c1-53)
	[ -s "$log" ] || tty_fail "$sc: the screen check did not run"
	! grep -q '^LOST' "$log" || tty_fail "$sc: $(grep -m1 '^LOST' "$log")"
	last=$(grep '^keep buoy 1' "$log" | tail -n 1)
	case $last in
	"keep buoy 1 shown") echo "$board" | grep -Eq '1(↻|↺)' ||
		tty_fail "$sc: buoy 1 counts as shown but its mark is not on the board" ;;
	"keep buoy 1 far") ;;
	*) tty_fail "$sc: the check said nothing of buoy 1 ($last)" ;;
	esac
	if [ "$sc" = standard ]; then
		# the issue's case: ship and buoy 1 fit the view together
		[ "$last" = "keep buoy 1 shown" ] || tty_fail "standard: buoy 1 is not in sight with the ship"
		echo "$board" | grep -q 'buoy 1' && tty_fail "standard: buoy 1 is only a sign at the edge"
	fi
	# the overview: each buoy's mark and its body's name
	tty_keys O
	tty_wait "^OVERVIEW" || tty_fail "$sc: O shows no overview"
	s=$(tty_screen)
	ov=$(echo "$s" | head -n 18 | cut -c1-53)
	for k in 1 2 3; do
		body=$(echo "$s" | sed -n "s/.*|$k \([a-z]*\) .*/\1/p" | head -n 1)
		[ -n "$body" ] || tty_fail "$sc: the panel names no body for buoy $k"
		ab=$(echo "$body" | cut -c1-2 | sed 's/^./\U&/')
		echo "$ov" | grep -Eq "$k(↻|↺)" || tty_fail "$sc: the overview has no mark of buoy $k"
		echo "$ov" | grep -q "$ab" || tty_fail "$sc: the overview hides $body ($ab) of buoy $k"
	done
	tty_keys O
	tty_gone "^OVERVIEW" || tty_fail "$sc: O does not return"
	# pan and centre
	tty_keys ']'
	tty_wait "^VIEW MOVED \(c centres\)" || tty_fail "$sc: ] does not say the view moved"
	tty_keys c
	tty_gone "^VIEW MOVED" || tty_fail "$sc: c does not bring the view back"
	[ "$(tty_screen | head -n 18 | cut -c1-53)" = "$board" ] ||
		tty_fail "$sc: after c the board is not where it was"
	tty_close "$TTY_T"
	n=$((n + 1))
done
[ "$n" -gt 0 ] || tty_fail "no system was tried"
tty_pass "$n systems: the ship's goal in sight where it fits, the overview shows buoys and names"
