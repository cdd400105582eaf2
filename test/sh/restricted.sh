#!/bin/sh
# Restricted mode (--restricted or TABLETTY_RESTRICTED=1): no path from the
# player reaches the file system; names cannot escape the state directory.
#   usage: test/sh/restricted.sh BIN
BIN=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_STATE_HOME="$tmp/state" HOME="$tmp"
fail=0
bad() { echo "FAIL $*"; fail=$((fail + 1)); }
game=powerships
printf 'save ../../escaped\nsave /tmp/abs-%s\nsave ok-slot\n' $$ |
	TABLETTY_RESTRICTED=1 "$BIN" batch $game >"$tmp/out" 2>&1
[ "$(grep -c '^error: saves are named slots in restricted mode' "$tmp/out")" -eq 2 ] ||
	bad "save ../../x and save /abs were not both refused"
[ ! -e "$tmp/escaped.ini" ] && [ ! -e "$tmp/state/escaped.ini" ] || bad "a save escaped"
[ ! -e "/tmp/abs-$$.ini" ] && [ ! -e "/tmp/abs-$$" ] || bad "an absolute save was written"
[ -f "$tmp/state/tabletty/ok-slot.ini" ] || bad "a slot save was not written"
"$BIN" --restricted batch $game --scenario "$PWD/scenarios/powerships/standard.ini" </dev/null >"$tmp/o" 2>&1 &&
	bad "a scenario path was accepted"
grep -q "restricted" "$tmp/o" || bad "the scenario refusal does not say why"
"$BIN" --restricted batch $game --load "$tmp/state/tabletty/ok-slot.ini" </dev/null >"$tmp/o" 2>&1 &&
	bad "a save path was accepted"
echo rig 1 | "$BIN" --restricted batch $game >"$tmp/o" 2>&1
TABLETTY_DATA=/nonexistent TABLETTY_RESTRICTED=1 "$BIN" list >"$tmp/o" 2>&1
grep -q nonexistent "$tmp/o" && bad "TABLETTY_DATA is obeyed in restricted mode"
"$BIN" --restricted batch $game --load ok-slot </dev/null >"$tmp/o" 2>&1 || bad "a slot name could not be loaded"
[ "$fail" -eq 0 ] && echo "PASS sh/restricted: paths refused, slots work"
[ "$fail" -eq 0 ]
