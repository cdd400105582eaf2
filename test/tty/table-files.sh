#!/bin/sh
# A table's codes file never follows a symbolic link (issue 28, hole 5):
# with STATE/table-evil.codes a link to another file, `host --name evil`
# in restricted mode leaves that file as it was and writes a regular
# file of its own (mode 0600); a codes file that is a link is not read
# when the table is reopened either.
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q '^powerships ' || tty_skip "powerships is not registered"
st="$TTY_DIR/state/tabletty"
mkdir -p "$st"
echo "precious" >"$TTY_DIR/target"
ln -s "$TTY_DIR/target" "$st/table-evil.codes"

tty_start TABLETTY_RESTRICTED=1 -- host powerships --seed 1 --players 2 --name evil
tty_wait "you sit at yellow" || tty_fail "the table did not open"
[ "$(cat "$TTY_DIR/target")" = precious ] || tty_fail "the codes were written through the link"
[ -f "$st/table-evil.codes" ] && [ ! -L "$st/table-evil.codes" ] || tty_fail "the codes file is not a file of its own"
[ "$(stat -c %a "$st/table-evil.codes")" = 600 ] || tty_fail "the codes file is not 0600"
grep -q "^code yellow " "$st/table-evil.codes" || tty_fail "the codes file has no code"

# the table dies; its codes file is made a link to codes of somebody's choosing
for p in $(tty_table_pids); do kill -KILL "$p"; done
tty_wait "EXITED" || tty_fail "the host did not notice the table died"
printf 'name evil\nhost yellow\ncode yellow ZZZZ2222\n' >"$TTY_DIR/planted"
rm -f "$st/table-evil.codes"
ln -s "$TTY_DIR/planted" "$st/table-evil.codes"
tty_stop
tty_start TABLETTY_RESTRICTED=1 -- host --load table-evil
tty_wait "you sit at yellow" || tty_fail "the table did not reopen"
tty_screen | grep -q ZZZZ2222 && tty_fail "the codes were read through a link"
[ -L "$st/table-evil.codes" ] && tty_fail "the link was left in place of the codes file"
grep -q "ZZZZ2222" "$TTY_DIR/planted" || tty_fail "the planted file was changed"
tty_pass "the codes file is written and read without following links"
