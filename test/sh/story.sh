#!/bin/sh
# POWERUP Story campaign saves: a campaign saved in its second mission
# loads again at that mission with the same state hash (the save is the
# campaign file and every command, so the first mission replays into the
# second), and playing on from the load reaches the same state as playing
# on without a save.
#   usage: test/sh/story.sh BIN
BIN=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_STATE_HOME="$tmp/state" HOME="$tmp"
fail=0
bad() { echo "FAIL $*"; fail=$((fail + 1)); }
scen="$PWD/test/batch/powerup/st-carry.ini"
sed -n '/^go$/,$p' test/batch/powerup/st-carry.cmd | grep -v '^state' >"$tmp/play"
[ -s "$tmp/play" ] || bad "no commands taken from st-carry.cmd"
printf 'order ana\nend\nend\n' >"$tmp/more"
{ cat "$tmp/play"; echo state; echo "save $tmp/camp.ini"; } |
	"$BIN" batch powerup --seed 7 --players ana,ray --scenario "$scen" >"$tmp/a" 2>&1
want=$(sed -n 's/^hash=//p' "$tmp/a" | tail -n 1)
grep -q '^story=mission 2 ' "$tmp/a" || bad "the game did not reach mission 2 before the save"
[ -f "$tmp/camp.ini" ] || bad "batch wrote no save"
echo state | "$BIN" batch powerup --load "$tmp/camp.ini" >"$tmp/b" 2>&1
got=$(sed -n 's/^hash=//p' "$tmp/b")
[ -n "$want" ] && [ "$got" = "$want" ] || bad "reloaded hash '$got' is not '$want'"
grep -q '^story=mission 2 ' "$tmp/b" || bad "the loaded game is not at mission 2: $(grep '^story=' "$tmp/b")"
{ cat "$tmp/play" "$tmp/more"; echo state; } |
	"$BIN" batch powerup --seed 7 --players ana,ray --scenario "$scen" >"$tmp/c" 2>&1
{ cat "$tmp/more"; echo state; } | "$BIN" batch powerup --load "$tmp/camp.ini" >"$tmp/d" 2>&1
a=$(sed -n 's/^hash=//p' "$tmp/c")
b=$(sed -n 's/^hash=//p' "$tmp/d")
[ -n "$a" ] && [ "$a" = "$b" ] || bad "playing on from the load gives hash '$b', without a save '$a'"
grep -q '^phase=[0-9] turn 2 ' "$tmp/d" || bad "playing on from the load did not reach turn 2"
[ "$fail" -eq 0 ] && echo "ok: a campaign saved in mission 2 reloads there and plays on the same"
exit "$fail"
