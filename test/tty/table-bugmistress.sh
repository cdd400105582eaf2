#!/bin/sh
# POWERUP at a table with the BUGMISTRESS at her own terminal: RAY hosts,
# she joins; her turn is played at her terminal, which alone lists her BUG
# cards, while RAY's says she chooses in secret and shows only how many
# cards she holds, and refuses him the state.  Her terminal shows the
# table's last lines, sent with the welcome.
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q '^powerup ' || tty_skip "powerup is not registered"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"

tty_start -- host powerup --seed 1 --players ray=human,bugmistress=human
tty_wait "The BUGs move first" || tty_fail "the host's screen did not come"
code=$(tty_code powerup-1 bugmistress)
tty_open u -- join powerup-1 --seat bugmistress --code "$code"
tty_wait "you sit at bugmistress" || tty_fail "she could not sit down"
# the table's last lines come with its welcome: in her messages (M)
tty_keys M
tty_wait "bugmistress sits down at the table" 25 || tty_fail "her terminal dropped the table's last lines"
tty_keys q
tty_wait "waiting for ray" || tty_fail "her messages did not close"
tty_on t
tty_keys Enter
tty_on u
tty_wait "BUGMISTRESS: step activate" || tty_fail "her turn did not come to her terminal"
tty_wait "Immolation" || tty_fail "her terminal does not list her card"
tty_on t
tty_wait "choosing in secret" || tty_fail "RAY's terminal does not say she chooses in secret"
tty_screen | grep -q "BUGMISTRESS 1 card" || tty_fail "RAY's terminal does not show how many cards she holds"
tty_screen | grep -q "Immolation" && tty_fail "RAY's terminal shows her card"
tty_keys :
tty_keys "state" Enter
tty_wait "hidden information" || tty_fail "RAY's terminal printed the state (her hand in it)"
tty_screen | grep -q "Immolation" && tty_fail "RAY's state shows her card"
tty_on u
tty_keys e
tty_on t
tty_wait "RAY: 4 actions left" || tty_fail "her end did not pass the turn to RAY"
tty_pass "powerup at a table: the BUGMISTRESS plays at her own terminal, her hand on it alone"
