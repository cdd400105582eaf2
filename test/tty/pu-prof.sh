#!/bin/sh
# POWERUP with professions at 80x24 (test/batch/powerup/prof-turret.ini,
# seed 1): the choice of an ability names what each one does, the panel
# shows the active ability under the character, and the machine-gun
# turret stands on the board with its ammo and is named on the panel.
# The keys B (build), T (fire at the nearest target) and H (heal the most
# hurt) are on the help screen and the key line and type their commands.
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q '^powerup ' || tty_skip "powerup is not registered"
MISSION=$(cd "$(dirname "$0")/../batch/powerup" && pwd)/prof-turret.ini
tty_play -- play powerup --seed 1 --players ray,tor --scenario "$MISSION"
tty_wait "^RAY: choose your profession's ability" || tty_fail "RAY was not asked for an ability"
tty_wait "Turret Builder: builds a turret" || tty_fail "the choice does not say what an ability does"
tty_keys 1
tty_wait "^TOR: choose your profession's ability" || tty_fail "TOR was not asked after RAY"
tty_screen | grep -q "Salvager" && tty_fail "TOR was offered RAY's sheet"
tty_keys 1
tty_wait "BUGs move first" || tty_fail "the game did not come to its start"
tty_keys Enter
tty_wait "choose who plays next" || tty_fail "the BUGs' turn did not end"
tty_keys 1
tty_wait "^RAY: 4 actions left" || tty_fail "RAY's turn did not start"
tty_wait "\|ENGINEER: Turret Builder" || tty_fail "the panel does not show RAY's ability"
tty_wait "\|  builds a turret" || tty_fail "the panel does not say what the ability does"
tty_keys '?'
tty_wait "B +build the turret" || tty_fail "the help does not give the build key"
tty_keys q
tty_keys B
tty_wait "RAY builds the machine-gun turret at 3,2 with 3 ammo" || tty_fail "the key B did not build"
tty_wait "T3" || tty_fail "the board does not show the turret with its ammo"
tty_wait "\|Turret RAY 3 ammo at 3,2" || tty_fail "the panel does not name the turret"
tty_keys L
tty_wait "machine-gun turret, its ammo" || tty_fail "the legend does not explain the turret"
tty_keys L
tty_wait "T fire turret" || tty_fail "the key line does not offer the turret's key"
tty_keys T
tty_wait "The turret has 2 ammo left" || tty_fail "the key T did not fire the turret"
tty_keys H
tty_wait "only a BUGBUSTER with a healing ability heals" || tty_fail "the key H does not give heal's refusal"
tty_pass "powerup professions: the abilities' words at the choice, the ability on the panel, the keys B T H, the turret on the board and in the legend"
