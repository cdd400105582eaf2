#!/bin/sh
# A POWERUP Deathmatch for three at a table (ana hosts, ray joins, pnk is
# the computer): BLU's lone player RAY also plays TOR, the added seat.
# TOR has no join code of its own; its decisions come to RAY's terminal,
# which plays them, while ANA's terminal and a watcher wait, naming the
# person who must act (RAY) and the character (the table's "with" line);
# the game goes on.
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q '^powerup ' || tty_skip "powerup is not registered"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"

tty_start -- host powerup --seed 4 --scenario deathmatch-4 --players ana=human,ray=human,pnk=ai
tty_wait "^ANA: |^RAY: |^PNK|waiting for" || tty_fail "the host's screen did not come"
code=$(tty_code powerup-1 ray)
[ -n "$code" ] || tty_fail "ray has no join code"
[ -z "$(tty_code powerup-1 tor)" ] || tty_fail "tor, played by ray, has a join code of its own"
tty_open u -- join powerup-1 --seat ray --code "$code"
tty_wait "you sit at ray" || tty_fail "ray could not sit down"
tty_open w -- join powerup-1 --watch
tty_wait "you are watching" || tty_fail "the watcher could not come in"

# ANA ends her turn at her terminal; RAY plays his two characters at his
tty_on t
tty_wait "^ANA: 4 actions left" || tty_fail "ANA's turn is not on her screen"
tty_keys e
tty_wait "Do it\? \(y/n\)" || tty_fail "ANA's end did not ask"
tty_keys y
tty_on u
tty_wait "^RAY: 4 actions left" || tty_fail "RAY's turn is not on his terminal"
tty_keys e
tty_wait "Do it\? \(y/n\)" || tty_fail "RAY's end did not ask"
tty_keys y
tty_wait "^RAY: TOR: 4 actions left" || tty_fail "TOR's turn did not come to RAY's terminal, naming TOR"
tty_on t
tty_wait "waiting for ray \(tor\)" || tty_fail "ANA's terminal does not wait for RAY during TOR's turn"
tty_wait "^TOR \(RAY's 2nd\): " || tty_fail "ANA's prompt row does not say RAY plays TOR"
tty_on w
tty_wait "waiting for ray \(tor\)" || tty_fail "the watcher does not wait for RAY during TOR's turn"
tty_on u
tty_keys e
tty_wait "Do it\? \(y/n\)" || tty_fail "TOR's end did not ask at RAY's terminal"
tty_keys y
tty_wait "TOR ends the turn|Round 1/20 +turn 2" || tty_fail "RAY's terminal could not end TOR's turn"
tty_keys : who Enter
tty_wait "tor +played by ray's terminal" || tty_fail "who does not say ray plays tor"
tty_pass "deathmatch for three at a table: TOR's decisions at RAY's terminal, one code"
