#!/bin/sh
# A live table's save is its own (issue 28, hole 1): while table atk runs,
# a stranger of the same account in restricted mode cannot open its save
# with host --load (a second host would take its codes and write over its
# save), play --load, batch --load or replay; the save and the codes file
# stay the table's.  Once the table has ended, its save is still refused
# for play (the seats' secrets would show), and a replay shows the public
# game: the words of each secret choice are left out; and in restricted
# mode only the host's code reopens it.
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q '^megapulse ' || tty_skip "megapulse is not registered"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"
st="$TTY_DIR/state/tabletty"
save="$st/table-atk.ini"

tty_start -- host megapulse --seed 3 --players x-350=human,falcon=human --name atk
tty_wait "you sit at x-350" || tty_fail "the host's screen did not come"
tty_open u -- join atk --seat falcon --code "$(tty_code atk falcon)"
tty_wait "you sit at falcon" || tty_fail "falcon could not sit down"
# both make their secret selection
TTY_UNTIL="reveals" TTY_ROUNDS=100 tty_table_play t:X-350 u:FALCON
grep -q "^c = .*select" "$save" || tty_fail "no secret selection was saved"
before=$(md5sum "$save" "$st/table-atk.codes")

# the stranger: the same account, restricted, the save's slot name
tty_open v TABLETTY_RESTRICTED=1 -- host --load table-atk --name atk2
tty_wait "EXITED" || tty_fail "a second host of the live save did not end"
tty_screen | grep -q "open now" || tty_fail "host --load of a live table was not refused"
[ -e "$TTY_DIR/run/tabletty/atk2.sock" ] && tty_fail "a second table opened on the live save"
tty_close v
tty_open v TABLETTY_RESTRICTED=1 -- play megapulse --load table-atk
tty_wait "EXITED" || tty_fail "play --load of a live table's save did not end"
tty_screen | grep -q "open now" || tty_fail "play --load of a live table was not refused"
tty_close v
tty_open v TABLETTY_RESTRICTED=1 -- replay table-atk
tty_wait "EXITED" || tty_fail "replay of a live table's save did not end"
tty_screen | grep -q "open now" || tty_fail "replay of a live table was not refused"
tty_close v
out=$(XDG_STATE_HOME="$TTY_DIR/state" TABLETTY_DATA="$TTY_DATA" TABLETTY_RESTRICTED=1 \
	"$TTY_BIN" batch megapulse --load table-atk </dev/null 2>&1)
echo "$out" | grep -q "open now" || tty_fail "batch --load of a live table was not refused: $out"
[ "$(md5sum "$save" "$st/table-atk.codes")" = "$before" ] || tty_fail "the stranger changed the table's files"
grep -q "^name atk$" "$st/table-atk.codes" || tty_fail "the codes file no longer names atk"
grep -q "^table_seats = 0 0$\|^table_seats = [0-9]* [0-9]*$" "$save" || tty_fail "the save does not record who sat where"

# the table ends (SIGTERM: saved); its save is still no game to play
for p in $(tty_table_pids); do kill -TERM "$p"; done
tty_on t
tty_wait "EXITED" || tty_fail "the host's terminal did not notice the table ended"
out=$(XDG_STATE_HOME="$TTY_DIR/state" TABLETTY_DATA="$TTY_DATA" TABLETTY_RESTRICTED=1 \
	"$TTY_BIN" batch megapulse --load table-atk </dev/null 2>&1)
echo "$out" | grep -q "played at its table only" || tty_fail "a table's save could be played: $out"
tty_open v TABLETTY_RESTRICTED=1 -- replay table-atk
tty_wait "Replay step 0" || tty_fail "the ended table's replay did not open"
tty_keys Space Space
tty_wait "Replay step 2" || tty_fail "the replay did not step"
tty_keys M
tty_wait "\[2\] " || tty_fail "the replay's messages did not open"
tty_screen | grep -q "a secret choice" || tty_fail "the replay does not say a choice was secret"
tty_screen | grep -q "\] .*select" && tty_fail "the replay shows the words of a secret selection"
# on a login shared by strangers, reopening the table takes the host's code
tty_close v
tty_open v TABLETTY_RESTRICTED=1 -- host --load table-atk
tty_wait "EXITED" || tty_fail "host --load without the host's code did not end"
tty_screen | grep -q "host's code" || tty_fail "restricted host --load without the host's code was not refused"
tty_close v
tty_open v TABLETTY_RESTRICTED=1 -- host --load table-atk --code "$(tty_code atk x-350)"
tty_wait "^(X-350|FALCON): " || tty_fail "the host's code did not reopen the table"
tty_pass "a live table's save is locked against host --load, play, batch and replay; its replay keeps the secret choices; restricted reopening takes the host's code"
