#!/bin/sh
# POWERUP's Story campaign from the menu by keys at 80x24: the game, the
# scenario "story" (one Down from the default), the seats form, Enter:
# the first decision names mission 1 and its goal; Enter begins it and
# the messages (M) show its title, story and goal.  Q saves; Continue lists the
# campaign's save with its mission (mission 1/N) and resumes it there.
. "$(dirname "$0")/lib.sh"
ids=$(TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list --ids)
echo "$ids" | grep -qx powerup || tty_skip "POWERUP is not registered"
n=$(echo "$ids" | grep -nx powerup | cut -d: -f1)
tty_start --
tty_wait "Choose a game" || tty_fail "no menu"
k=1
while [ "$k" -lt "$n" ]; do tty_keys Down; k=$((k + 1)); done
tty_keys Enter
tty_wait "=> save-the-vips" || tty_fail "the scenario list does not start at the default"
tty_screen | grep -q "story .*Story: the missions one by one" || tty_fail "story is not in the scenario list"
tty_keys Down Enter
tty_wait "Start the game" || tty_fail "no seats form"
tty_keys Enter
tty_wait "Mission 1 of [0-9]+, Gimme my POWERUP" || tty_fail "the first decision does not name mission 1"
tty_keys Enter
tty_wait "choose who plays next" || tty_fail "Enter did not begin the mission"
tty_keys M
tty_wait "Goal: every BUGBUSTER onto a POWERUP" || tty_fail "the messages do not show the goal"
# the messages open on their newest page: b steps back to the first
tty_keys b
tty_wait "mission 1 of [0-9]+: Gimme my POWERUP ==" || tty_fail "the messages do not show the mission's title"
tty_keys q
tty_wait "choose who plays next" || tty_fail "q did not close the messages"
tty_keys Q y
tty_wait "Choose a game" || tty_fail "Q did not return to the menu"
slot=$(tty_autosave powerup) || exit 1
m=$(( $(echo "$ids" | wc -l) - n + 1 ))	# from POWERUP down to Continue
while [ "$m" -gt 0 ]; do tty_keys Down; m=$((m - 1)); done
tty_keys Enter
tty_wait "=> POWERUP +story .*mission 1/[0-9]+, [0-9]+ moves?" || tty_fail "Continue does not list the campaign at its mission"
tty_keys Enter
tty_wait "continuing $slot" || tty_fail "the campaign did not resume"
tty_wait "Gimme my POWERUP" || tty_fail "the resumed game is not in mission 1"
tty_keys Q y
tty_wait "Choose a game" || tty_fail "Q did not return to the menu"
tty_keys Q y
tty_wait "EXITED 0" || tty_fail "Q y did not leave"
tty_pass "the Story campaign starts from the menu and continues from its save"
