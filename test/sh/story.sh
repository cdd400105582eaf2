#!/bin/sh
# POWERUP Story campaign saves: a campaign saved in its second mission
# loads again at that mission with the same state hash (the save is the
# campaign file and every command, so the first mission replays into the
# second), and playing on from the load reaches the same state as playing
# on without a save.  The save's scenario hash covers every file the
# campaign reads: a mission file changed after the save is named on load.
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
# the save's scenario hash covers the mission files too: a changed one is named
mkdir -p "$tmp/camp"
cp test/batch/powerup/st-carry.ini test/batch/powerup/st-carry-1.ini \
	test/batch/powerup/st-carry-2.ini "$tmp/camp/"
{ cat "$tmp/play"; echo "save $tmp/moved.ini"; } |
	"$BIN" batch powerup --seed 7 --players ana,ray --scenario "$tmp/camp/st-carry.ini" >"$tmp/e" 2>&1
grep -q "^scenario_files = .*st-carry-2.ini [0-9a-f]\{16\}" "$tmp/moved.ini" ||
	bad "the save lists no hash of the mission file st-carry-2.ini"
echo "; an author's note" >>"$tmp/camp/st-carry-2.ini"
echo state | "$BIN" batch powerup --load "$tmp/moved.ini" >"$tmp/f" 2>&1 || bad "a changed mission file: refused"
grep -q "has changed since this game was saved; changed: $tmp/camp/st-carry-2.ini;" "$tmp/f" ||
	bad "the changed mission file is not named: $(head -n 1 "$tmp/f")"
# a campaign won to its last mission is saved as finished (Continue lists it
# for replay, not as a game to go on with)
sed -n '/^go$/,$p' test/batch/powerup/st-burp.cmd | grep -v '^state' >"$tmp/burp"
[ -s "$tmp/burp" ] || bad "no commands taken from st-burp.cmd"
{ cat "$tmp/burp"; echo "save $tmp/done.ini"; } | "$BIN" batch powerup --seed 7 --players ana \
	--scenario "$PWD/test/batch/powerup/st-burp.ini" >"$tmp/g" 2>&1
grep -q 'The Test campaign is complete' "$tmp/g" || bad "the two-mission campaign did not end"
grep -q '^finished = yes$' "$tmp/done.ini" || bad "a campaign played to its end is not saved as finished"
grep -q '^stage = ' "$tmp/done.ini" && bad "a finished campaign still names a stage to go on at"
[ "$fail" -eq 0 ] && echo "ok: a campaign saved in mission 2 reloads there and plays on the same; a changed mission file is named; a finished one is saved finished"
exit "$fail"
