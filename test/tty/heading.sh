#!/bin/sh
# Powerships at 80x24: the heading shown after the roll is the ship's
# nose even when flying straight would crash, and the prompt line says so
# and which heading to take, within 80 columns; Left shows nose-left,
# which is no better, and Enter (move) is refused until a legal heading
# is shown.  (The rulebook's forced right turn, test board lab-turn.)
. "$(dirname "$0")/lib.sh"
lab=$(cd "$(dirname "$0")/../batch/powerships" && pwd)/lab-turn.ini
tty_play -- play powerships --debug --scenario "$lab" --option first=yellow --players yellow=human,red=human
tty_wait 'choose a starting position' || tty_fail "no starting-position prompt"
tty_keys ':' 'place sw sw' Enter
tty_wait '^YELLOW: choose a starting position' || tty_fail "no second placement"
tty_keys ':' 'place w e' Enter ':' 'rig 3' Enter ':' 'roll add' Enter ':' 'move straight' Enter
tty_wait '^RED: speed 0' || tty_fail "no dice prompt for red"
tty_keys ':' 'rig 1' Enter ':' 'roll add' Enter ':' 'move straight' Enter
tty_wait '^YELLOW: speed 3' || tty_fail "no dice prompt for yellow"
tty_keys ':' 'rig 3' Enter ':' 'roll add' Enter
tty_wait '^YELLOW: speed 6\. Heading shown straight crashes: go right\.' ||
	tty_fail "the prompt does not say that straight crashes and right is the way"
tty_keys Left
tty_wait '^YELLOW: speed 6\. Heading shown left crashes: go right\.' || tty_fail "Left did not show left"
tty_keys Right Right
tty_wait '^YELLOW: speed 6\. Heading shown right; turn it' || tty_fail "Right, Right did not show right"
tty_keys Enter
tty_wait 'Yellow turns right and moves 6 se' || tty_fail "Enter did not move right"
tty_pass "powerships: the nose first, the crash said on the prompt line, arrows step the heading"
