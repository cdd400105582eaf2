#!/bin/sh
# POWERUP Deathmatch at a table (ana hosts, ray joins; the hall of
# test/batch/powerup/dm-hall.ini): RAY's blow at ANA opens her reaction
# window at her own terminal, naming the attacker and the weapon speed,
# while RAY's terminal says it waits for her; her pass lets the blow land and
# the turn goes back to him.
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q '^powerup ' || tty_skip "powerup is not registered"
MISSION=$(cd "$(dirname "$0")/../batch/powerup" && pwd)/dm-hall.ini
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"

tty_start -- host powerup --seed 2 --players ana=human,ray=human --scenario "$MISSION"
tty_wait "^ANA: 4 actions left" || tty_fail "ANA's turn did not start at the host"
code=$(tty_code powerup-1 ray)
tty_open u -- join powerup-1 --seat ray --code "$code"
tty_wait "you sit at ray" || tty_fail "ray could not sit down"

tty_on t
tty_keys ':' 'move right' Enter
tty_wait "^ANA: 3 actions left" || tty_fail "ANA did not move"
tty_keys e
tty_wait "Do it\? \(y/n\)" || tty_fail "ending with actions left did not ask"
tty_keys y
tty_on u
tty_wait "^RAY: 4 actions left" || tty_fail "RAY's turn did not come to his terminal"
tty_keys ':' 'move left' Enter
tty_wait "^RAY: 3 actions left" || tty_fail "RAY did not walk"
tty_keys ':' 'move left' Enter
tty_wait "^RAY: 2 actions left" || tty_fail "RAY did not walk up to ANA"
tty_keys ':' 'attack ahead' Enter
tty_wait "^waiting for ana" || tty_fail "RAY's terminal does not say it waits for ANA's reaction"
tty_on t
tty_wait "^ANA: RAY attacks you\. React with reaction points \(weapon speed 1 first\)\?" ||
	tty_fail "ANA's terminal does not offer her the reaction window"
tty_keys p
tty_wait "^waiting for ray" || tty_fail "ANA's pass did not give the turn back to RAY"
tty_on u
tty_wait "^RAY: [0-9] actions? left" || tty_fail "RAY's terminal did not get his turn back"
tty_pass "deathmatch at a table: a rival's blow asks the defender at her own terminal, the attacker waits"
