#!/bin/sh
# Plain mode saves like the screen: `save NAME` writes a save; the end of
# the input and a hang-up (SIGHUP) save the game to its autosave slot,
# which `batch --load` resumes with the state hash plain mode showed, and
# `play --plain --load` continues.
#   usage: test/sh/plain-saves.sh BIN
BIN=$1
tmp=$(mktemp -d)
trap 'kill "$writer" 2>/dev/null; rm -rf "$tmp"' EXIT
export XDG_STATE_HOME="$tmp/state" HOME="$tmp"
fail=0
bad() { echo "FAIL $*"; fail=$((fail + 1)); }
# every game has an autosave slot of its own: autosave-powerships-...
slotof() { ls "$tmp/state/tabletty" | grep '^autosave-powerships-.*\.ini$' | head -1; }

# save NAME, then the end of the input
printf 'ai\nai\nai\nai\nsave mine\nstate\n' |
	"$BIN" play powerships --plain --seed 4 >"$tmp/eof.out" 2>&1 || bad "exit status $? at the end of the input"
grep -q '^saved to .*/mine.ini$' "$tmp/eof.out" || bad "save NAME did not say where it saved"
[ -f "$tmp/state/tabletty/mine.ini" ] || bad "save NAME wrote no file"
grep -q '^Input ended: the game is saved' "$tmp/eof.out" || bad "the end of the input did not save"
slot=$(slotof)
[ -n "$slot" ] || bad "no autosave at the end of the input"
want=$(sed -n 's/^hash=//p' "$tmp/eof.out")
got=$(echo state | "$BIN" batch powerships --load "${slot%.ini}" 2>&1 | sed -n 's/^hash=//p')
[ -n "$want" ] && [ "$want" = "$got" ] || bad "the autosave resumes with hash '$got', plain mode showed '$want'"

# --load continues in plain mode
printf 'look\nquit\ny\n' | "$BIN" play powerships --plain --load "${slot%.ini}" >"$tmp/load.out" 2>&1 ||
	bad "exit status $? continuing the autosave"
grep -q "^Powerships: continuing $slot" "$tmp/load.out" || bad "--load did not continue"
grep -q '^You (yellow): nose' "$tmp/load.out" || bad "look said nothing after --load"

# a hang-up while it waits for a line
rm -f "$tmp/state/tabletty/"autosave-*
mkfifo "$tmp/in"
# one move first: a game in which nobody moved is not kept
{ printf 'ai\n'; sleep 600; } >"$tmp/in" &
writer=$!
"$BIN" play powerships --plain --seed 4 <"$tmp/in" >"$tmp/hup.out" 2>&1 &
pid=$!
n=0
while [ "$n" -lt 150 ] && [ "$(grep -c '^Type a number' "$tmp/hup.out" 2>/dev/null)" -lt 2 ]; do
	sleep 0.2
	n=$((n + 1))
done
[ "$(grep -c '^Type a number' "$tmp/hup.out")" -ge 2 ] || bad "plain mode never asked for a second line"
kill -HUP "$pid"
wait "$pid"
rc=$?
[ "$rc" -eq 0 ] || bad "exit status $rc after SIGHUP"
[ -n "$(slotof)" ] || bad "no autosave after SIGHUP"

[ "$fail" -eq 0 ] && echo "ok plain mode: save, end of input and hang-up save the game"
[ "$fail" -eq 0 ]
