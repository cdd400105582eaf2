#!/bin/sh
# Restricted mode on the screen, with the options a stranger would add
# (issue 11): --debug after the game name does not bring rig back, a save
# by path is refused, and the menu's Continue still works with the slots.
. "$(dirname "$0")/lib.sh"
game=$(tty_game)
[ -n "$game" ] || tty_skip "no game is registered"
tty_play TABLETTY_RESTRICTED=1 -- play "$game" --seed 2 --debug
tty_keys : rig Space 1 Enter
tty_wait "error: rig is only available" || tty_fail "rig was accepted after --debug"
tty_keys : save Space /tmp/tabletty-restricted-$$ Enter
tty_wait "error: saves are named slots in restricted mode" || tty_fail "a save by path was accepted"
[ -e "/tmp/tabletty-restricted-$$" ] && tty_fail "the save by path was written"
tty_move
tty_keys Q y
tty_wait "EXITED 0" || tty_fail "Q y did not quit"
tty_stop
tty_start TABLETTY_RESTRICTED=1 -- --debug
tty_wait "Continue a saved game" || tty_fail "no menu"
n=$(TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | awk 'NR > 1 && /players/' | wc -l)
while [ "$n" -gt 0 ]; do tty_keys Down; n=$((n - 1)); done
tty_keys Enter
tty_wait "=> .*[0-9]+ moves?, " || tty_fail "Continue lists no save"
tty_keys Enter
tty_wait "continuing autosave-$game-" || tty_fail "the save did not resume in restricted mode"
tty_wait '\? help' || tty_fail "no game screen after Continue"
tty_keys : rig Space 1 Enter
tty_wait "error: rig is only available" || tty_fail "rig was accepted in a continued game"
tty_pass "$game: restricted: --debug ignored, paths refused, Continue works"
