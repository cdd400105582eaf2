#!/bin/sh
# A POWERUP Deathmatch at a table across two terminals (ana hosts for
# RED, ray joins for BLU) on test/batch/powerup/dm-tiny.ini: each turn is
# played at its own seat's terminal while the other says whom it waits
# for and refuses keys meant for the other seat; both screens show the
# score as it changes, and the second capture ends the game on both.
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q '^powerup ' || tty_skip "powerup is not registered"
MISSION=$(cd "$(dirname "$0")/../batch/powerup" && pwd)/dm-tiny.ini
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"

tty_start -- host powerup --seed 1 --players ana=human,ray=human --scenario "$MISSION"
tty_wait "^ANA: 4 actions left" || tty_fail "the host's screen did not come"
code=$(tty_code powerup-1 ray)
tty_open u -- join powerup-1 --seat ray --code "$code"
tty_wait "you sit at ray" || tty_fail "ray could not sit down"
tty_wait "^waiting for ana" || tty_fail "ray's terminal does not say it waits for ana"
tty_wait "RED 0 - BLU 0  \(to 2\)" || tty_fail "ray's panel does not give the score"
tty_keys p
sleep 0.5
tty_on t
tty_screen | grep -q "CAPTURE" && tty_fail "a key at ray's terminal played ana's turn"

# ana captures the BLU robot at her own terminal
tty_keys p
tty_wait "CAPTURE! ANA brings the BLU robot home" || tty_fail "the pickup at home did not score"
tty_wait "RED 1 - BLU 0" || tty_fail "the host's panel does not show the new score"
tty_on u
tty_wait "RED 1 - BLU 0" || tty_fail "ray's panel does not show the new score"
tty_on t
tty_keys e
tty_wait "Do it\? \(y/n\)" || tty_fail "ending with actions left did not ask"
tty_keys y
tty_wait "^waiting for ray" || tty_fail "the host does not say it waits for ray"

# ray's turn at his own terminal
tty_on u
tty_wait "^RAY: 4 actions left" || tty_fail "ray's turn did not come to his terminal"
tty_wait "team BLU" || tty_fail "ray's panel does not name his team"
tty_keys e
tty_wait "Do it\? \(y/n\)" || tty_fail "ray's end did not ask"
tty_keys y
tty_on t
tty_wait "^ANA: 4 actions left" || tty_fail "ana's second turn did not come to the host"
tty_keys p
tty_wait "^Game over" || tty_fail "the game did not end on the host"
tty_wait "RED 2 - BLU 0, RED wins" || tty_fail "the host's end does not name the winner"
tty_on u
tty_wait "RED 2 - BLU 0, RED wins|Game over" || { tty_screen; tty_fail "ray's terminal does not show the end"; }
tty_pass "deathmatch at a table: each turn at its own terminal, the score and the end on both"
