#!/bin/sh
# What a seat may ask at a table, and a table reopened from its save:
# `who` shows the host the join codes, `hint` works for a seat whose turn
# it is not, `ai rest` hands a seat to the AI and `ai off` takes it back,
# `undo` never takes back another seat's move.  Then the table's process
# dies; `tabletty host --load` reopens it from the save it wrote after
# every command, and both seats sit down again with their old codes.
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q '^powerships ' || tty_skip "powerships is not registered"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"
save="$TTY_DIR/state/tabletty/table-powerships-1.ini"

tty_start -- host powerships --seed 2 --players yellow=human,red=human
tty_wait "^YELLOW: " || tty_fail "the host's screen did not come"
code=$(tty_code powerships-1 red)
tty_open u -- join powerships-1 --seat red --code "$code"
tty_wait "you sit at red" || tty_fail "red could not sit down"
tty_on t
tty_keys : who Enter
tty_wait "red +at the table  code $code" || tty_fail "who does not show the host red's code"
tty_keys q
tty_wait "^YELLOW: " || tty_fail "the reply did not close"
tty_on u
tty_keys : who Enter
tty_wait "red +at the table" || tty_fail "who does not list red"
tty_screen | grep -q -- "--code" && tty_fail "who shows a code to a guest"
tty_keys : hint Enter
tty_wait "^hint: " || tty_fail "red got no hint while yellow decides"
# red hands the seat to the AI: yellow's moves are answered by the AI
tty_keys : "ai rest" Enter
tty_wait "The AI plays red for now" || tty_fail "ai rest was not announced"
n=0
while ! grep -q "^c = @red" "$save" && [ $n -lt 30 ]; do
	TTY_ROUNDS=5 tty_table_play t:YELLOW
	n=$((n + 1))
done
grep -q "^c = @red" "$save" || tty_fail "the AI did not play red"
tty_on u
tty_keys : "ai off" Enter
tty_wait "red plays again" || tty_fail "ai off was not announced"
# once red has moved, yellow cannot take it back
TTY_UNTIL="^RED: " TTY_ROUNDS=200 tty_table_play t:YELLOW || tty_fail "red's turn did not come"
tty_on u
tty_wait "^RED: " || tty_fail "red's terminal does not show red's turn"
n=$(grep -c "^c = " "$save")
tty_keys : ai Enter
i=0
while [ "$(grep -c "^c = " "$save")" = "$n" ] && [ $i -lt 100 ]; do sleep 0.2; i=$((i + 1)); done
tty_on t
tty_keys : undo Enter
tty_wait "error: nothing to undo: undo stops at another player's move" ||
	tty_fail "undo was not refused for another seat's move"
saved=$(grep -c "^c = " "$save")
tty_on u
prompt=$(tty_screen | sed -n 22p | cut -c1-40)

# the table's process dies; both terminals are told
for p in $(tty_table_pids); do kill -KILL "$p"; done
tty_wait "EXITED 1" || tty_fail "the host's terminal did not notice the table died"
tty_on u
tty_wait "EXITED 1" || tty_fail "red's terminal did not notice the table died"
tty_close t
tty_close u
tty_open t -- host --load table-powerships-1
tty_wait "you sit at yellow" || tty_fail "the table did not reopen from its save"
tty_open u -- join powerships-1 --seat red --code "$code"
tty_wait "you sit at red" || tty_fail "red's old code does not open the reopened table"
i=0
while ! tty_screen | sed -n 22p | grep -qF "$prompt" && [ $i -lt 150 ]; do sleep 0.2; i=$((i + 1)); done
tty_screen | sed -n 22p | grep -qF "$prompt" || tty_fail "the reopened table is not where it was ($prompt)"
[ "$(grep -c "^c = " "$save")" = "$saved" ] || tty_fail "the save changed on reopening"
TTY_ROUNDS=10 tty_table_play t:YELLOW u:RED
[ "$(grep -c "^c = " "$save")" -gt "$saved" ] || tty_fail "the reopened table does not play"
tty_pass "who, hint, ai rest/off and undo at a table; a dead table reopened from its save with the old codes"
