#!/bin/sh
# POWERUP Deathmatch hot-seat 1v1 at 80x24, by keys, to its end
# (test/batch/powerup/dm-tiny.ini: the two bases side by side, ANA on her
# ledge facing the BLU robot).  The board shows both robots, the panel
# the score, the initiative order, each robot's place and the team;
# picking up the rival robot at home scores, and the second capture wins.
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q '^powerup ' || tty_skip "powerup is not registered"
MISSION=$(cd "$(dirname "$0")/../batch/powerup" && pwd)/dm-tiny.ini
tty_play -- play powerup --seed 1 --players ana=human,ray=human --scenario "$MISSION"
tty_wait "^ANA: 4 actions left" || tty_fail "ANA's turn did not start"
tty_wait "\{R\} ANA>\{B\}" || tty_fail "the board does not show ANA between the two robots"
tty_wait "RED 0 - BLU 0  \(to 2\)" || tty_fail "the panel does not give the score"
tty_wait "Init ANA RAY" || tty_fail "the panel does not give the initiative order"
tty_wait "BLU robot: home 3,1" || tty_fail "the panel does not say where the BLU robot is"
tty_wait "team RED" || tty_fail "the panel does not name ANA's team"

# the capture: p picks up the BLU robot on ANA's own base
tty_keys p
tty_wait "CAPTURE! ANA brings the BLU robot home" || tty_fail "the pickup at home did not score"
tty_wait "RED 1 - BLU 0" || tty_fail "the panel does not show the new score"

# RAY's turn, then ANA scores again and RED wins
tty_keys e
tty_wait "Do it\? \(y/n\)" || tty_fail "ending with actions left did not ask"
tty_keys y
tty_wait "^RAY: 4 actions left" || tty_fail "RAY's turn did not start"
tty_wait "team BLU" || tty_fail "the panel does not name RAY's team"
tty_keys e
tty_wait "Do it\? \(y/n\)" || tty_fail "RAY's end did not ask"
tty_keys y
tty_wait "^ANA: 4 actions left" || tty_fail "ANA's second turn did not start"
tty_keys p
tty_wait "^Game over" || tty_fail "the game did not end"
tty_wait "RED 2 - BLU 0, RED wins" || tty_fail "the end does not name the winner"
tty_pass "deathmatch hot-seat 1v1 by keys: robots, score, initiative, two captures"
