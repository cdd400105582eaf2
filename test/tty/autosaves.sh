#!/bin/sh
# Every game keeps its own autosave (issue 11): three Powerships games are
# played a little and quit in a row; Continue lists all three, newest
# first, and continues each of them (the state hash on the screen is the
# one each game was left with).  Delete asks first: n keeps the save, y
# removes it (and its backup).
. "$(dirname "$0")/lib.sh"
st="$TTY_DIR/state/tabletty"
game=powerships
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q "^$game " || tty_skip "no $game"
# Open the menu and its Continue list.
tty_continue() {
	tty_start --
	tty_wait "Continue a saved game" || tty_fail "no menu"
	tty_n=$(TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | awk 'NR > 1 && /players/' | wc -l)
	while [ "$tty_n" -gt 0 ]; do tty_keys Down; tty_n=$((tty_n - 1)); done
	tty_keys Enter
	tty_wait "Continue a saved game \(newest first\)" || tty_fail "Continue did not open"
}

hashes=""
for seed in 5 6 7; do
	tty_play -- play "$game" --seed "$seed"
	tty_keys Tab Enter
	tty_gone '^\[1/' || tty_fail "seed $seed: could not play a move"
	tty_gone '\(AI\) is moving' || tty_fail "seed $seed: the AI did not answer"
	tty_wait '\? help' || tty_fail "seed $seed: no prompt after the move"
	h=$(tty_screen_hash) || exit 1
	hashes="$h $hashes"	# newest first
	tty_keys Q y
	tty_wait "EXITED 0" || tty_fail "seed $seed: Q y did not quit"
	tty_stop
	sleep 1	# the next save gets a later time stamp
done
n=$(ls "$st" | grep -c '^autosave-powerships-standard-.*\.ini$')
[ "$n" -eq 3 ] || tty_fail "three games quit, $n autosaves: $(ls "$st")"
for h in $hashes; do
	grep -q "^hash = $h\$" "$st"/autosave-*.ini || tty_fail "no autosave holds the game with hash $h"
done

# Continue: the i-th newest save is the i-th game quit from the end; each
# game continued and quit again becomes the newest.
k=0
for h in $hashes; do
	k=$((k + 1))
	tty_continue
	lines=$(tty_screen | grep -Ec "Powerships standard +yellow red\(AI\) +[0-9]+ moves?, ")
	[ "$lines" -eq 3 ] || tty_fail "Continue lists $lines games, not 3"
	i=1
	while [ "$i" -lt "$k" ]; do tty_keys Down; i=$((i + 1)); done
	tty_keys Enter
	tty_wait "continuing autosave-powerships-standard-" || tty_fail "game $k did not resume"
	tty_wait '\? help' || tty_fail "no game screen for game $k"
	got=$(tty_screen_hash) || exit 1
	[ "$got" = "$h" ] || tty_fail "Continue line $k resumed the game $got, not $h"
	tty_keys Q y
	tty_wait "Choose a game" || tty_fail "Q did not return to the menu"
	tty_keys Q y
	tty_wait "EXITED 0" || tty_fail "the menu did not quit"
	tty_stop
	sleep 1
done
n=$(ls "$st" | grep -c '^autosave-.*\.ini$')
[ "$n" -eq 3 ] || tty_fail "after continuing each game there are $n autosaves, not 3: $(ls "$st")"

# Delete, with a question first.
tty_continue
tty_screen | grep -q "d delete" || tty_fail "Continue does not offer delete"
tty_keys d
tty_wait "Delete this powerships game \([0-9]+ moves?\) for good\? \(y/n\)" || tty_fail "d did not ask"
tty_keys n
tty_gone "Delete this" || tty_fail "n did not close the question"
[ "$(ls "$st" | grep -c '^autosave-.*\.ini$')" -eq 3 ] || tty_fail "n deleted a save"
tty_keys d
tty_wait "Delete this powerships game .* for good" || tty_fail "d did not ask again"
tty_keys y
tty_wait "deleted autosave-" || tty_fail "y did not delete"
[ "$(ls "$st" | grep -c '^autosave-.*\.ini$')" -eq 2 ] || tty_fail "y did not remove the save: $(ls "$st")"
for b in "$st"/autosave-*.ini.bak; do
	[ -e "$b" ] || continue
	[ -e "${b%.bak}" ] || tty_fail "the backup $b of the deleted save was left"
done
[ "$(tty_screen | grep -Ec "Powerships standard .* moves?, ")" -eq 2 ] || tty_fail "the list still shows the deleted save"
tty_pass "three games quit in a row keep three autosaves; Continue resumes each; delete asks"
