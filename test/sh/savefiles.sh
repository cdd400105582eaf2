#!/bin/sh
# Saves that real games make are written and load again (issue 11):
#   - a scenario path of 200+ characters holding " ;" saves and loads;
#   - a command list past 4 MB saves and loads (with the same hash);
#   - a save the loader would refuse is never written: the old file stays,
#     no temporary file is left, and the player is told why;
#   - a relative scenario path is stored absolute and loads from any
#     directory; a changed scenario is named on load;
#   - stale temporary files of killed writes are removed at start, a live
#     writer's are kept, the save and its .bak stay as they were;
#   - with a file size limit (ulimit -f) a save fails cleanly (EFBIG), the
#     game goes on;
#   - a FIFO is refused by check and --load instead of blocking.
#   usage: test/sh/savefiles.sh BIN
BIN=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_STATE_HOME="$tmp/state" HOME="$tmp"
TABLETTY_DATA=${TABLETTY_DATA:-$PWD/scenarios}
export TABLETTY_DATA
st="$tmp/state/tabletty"
fail=0
bad() { echo "FAIL $*"; fail=$((fail + 1)); }
hash_of() { sed -n 's/^hash=//p' "$1" | tail -n 1; }
temps() { ls -a "$st" 2>/dev/null | grep -c '\.tmp'; }

# --- a long scenario path with " ;" in it -------------------------------
d="$tmp/$(printf 'a%.0s' $(seq 1 90))/$(printf 'b%.0s' $(seq 1 90))/x ;y; z"
mkdir -p "$d/tiles"
cp "$TABLETTY_DATA/powerships/standard.ini" "$d/my game.ini"
cp "$TABLETTY_DATA/powerships/tiles/classic.ini" "$d/tiles/"
[ "${#d}" -gt 185 ] || bad "the long path is only ${#d} characters"
printf 'ai\nai\nai\nsave long\nstate\n' | "$BIN" batch powerships --seed 3 --scenario "$d/my game.ini" >"$tmp/o" 2>&1
grep -q '^saved to long$' "$tmp/o" || bad "long path: not saved: $(grep error "$tmp/o")"
echo state | "$BIN" batch powerships --load long >"$tmp/l" 2>&1 || bad "long path: the save does not load: $(head -n 2 "$tmp/l")"
[ -n "$(hash_of "$tmp/o")" ] && [ "$(hash_of "$tmp/l")" = "$(hash_of "$tmp/o")" ] || bad "long path: the loaded game differs"

# --- a command list past 4 MB -------------------------------------------
# 'add' then 'keep' leaves a Powerships turn as it was: a small real save
# is stretched to 300000 commands (a save without checksum, as older
# versions wrote), then the program loads it, saves it and loads that.
printf 'roll\nplace c e\nplace sw w\nadd\nkeep\nsave small\nstate\n' |
	"$BIN" batch powerships --seed 5 --players yellow=human,red=human >"$tmp/o" 2>&1
awk -v n=149999 '/^checksum = /{ next } /^commands = /{ sub(/= .*/, "= " $3 + 2 * n) }
	{ print } /^c = @yellow keep$/{ for (i = 0; i < n; i++) print "c = @yellow add\nc = @yellow keep" }' \
	"$st/small.ini" >"$st/stretched.ini"
[ "$(wc -c <"$st/stretched.ini")" -gt 4194304 ] || bad "the stretched save is not past 4 MB"
printf 'save big\nstate\n' | "$BIN" batch powerships --load stretched >"$tmp/b" 2>&1 ||
	bad "4 MB: the stretched save does not load: $(head -n 2 "$tmp/b")"
grep -q '^saved to big$' "$tmp/b" || bad "4 MB: not saved: $(grep error "$tmp/b")"
[ "$(wc -c <"$st/big.ini" 2>/dev/null)" -gt 4194304 ] || bad "4 MB: the written save is not past 4 MB"
echo state | "$BIN" batch powerships --load big >"$tmp/l" 2>&1 || bad "4 MB: the written save does not load: $(head -n 2 "$tmp/l")"
[ -n "$(hash_of "$tmp/o")" ] && [ "$(hash_of "$tmp/l")" = "$(hash_of "$tmp/o")" ] || bad "4 MB: the loaded game differs"
rm -f "$st/stretched.ini" "$st/big.ini" "$st/big.ini.bak"

# --- a save that would not load again is never written ------------------
# A scenario path holding a newline cannot be a value of a save line.
nl="$tmp/new
line"
mkdir -p "$nl/tiles"
cp "$TABLETTY_DATA/powerships/standard.ini" "$nl/s.ini"
cp "$TABLETTY_DATA/powerships/tiles/classic.ini" "$nl/tiles/"
cp "$st/small.ini" "$tmp/small.before"
printf 'ai\nsave small\nstate\n' | "$BIN" batch powerships --seed 2 --scenario "$nl/s.ini" >"$tmp/o" 2>&1
grep -q '^error: .*would not load again' "$tmp/o" || bad "verify: no refusal: $(grep -v '^>' "$tmp/o" | head -n 3)"
grep -q '^saved to' "$tmp/o" && bad "verify: 'saved to' for a save that would not load"
cmp -s "$st/small.ini" "$tmp/small.before" || bad "verify: the old save was changed"
grep -q '^hash=' "$tmp/o" || bad "verify: the game did not go on after the refused save"
[ "$(temps)" -eq 0 ] || bad "verify: a temporary file was left: $(ls -a "$st")"

# --- a relative scenario path is stored absolute; changes are named -------
mkdir -p "$tmp/here/sub/tiles" "$tmp/elsewhere"
cp "$TABLETTY_DATA/powerships/standard.ini" "$tmp/here/sub/my.ini"
cp "$TABLETTY_DATA/powerships/tiles/classic.ini" "$tmp/here/sub/tiles/"
(cd "$tmp/here" && printf 'ai\nai\nsave rel\nstate\n' | "$BIN" batch powerships --seed 4 --scenario sub/my.ini) >"$tmp/o" 2>&1
grep -q "^scenario = $tmp/here/sub/my.ini\$" "$st/rel.ini" || bad "relative: not stored absolute: $(grep '^scenario' "$st/rel.ini")"
grep -q '^scenario_hash = [0-9a-f]\{16\}$' "$st/rel.ini" || bad "relative: no scenario_hash"
(cd "$tmp/elsewhere" && echo state | "$BIN" batch powerships --load rel) >"$tmp/l" 2>&1 || bad "relative: does not load elsewhere: $(head -n 2 "$tmp/l")"
[ "$(hash_of "$tmp/l")" = "$(hash_of "$tmp/o")" ] || bad "relative: the loaded game differs"
sed -i 's/^title = .*/title = renamed by its author/' "$tmp/here/sub/my.ini"
echo state | "$BIN" batch powerships --load rel >"$tmp/l" 2>&1 || bad "changed title: refused: $(head -n 2 "$tmp/l")"
grep -q "scenario $tmp/here/sub/my.ini has changed since this game was saved" "$tmp/l" ||
	bad "changed title: the change is not named"
# the plain sides of the tiles: another board, the moves replay differently
cp "$TABLETTY_DATA/powerships/children.ini" "$tmp/here/sub/my.ini"
echo state | "$BIN" batch powerships --load rel >"$tmp/l" 2>&1 && bad "changed rules: still loads"
grep -q "$tmp/here/sub/my.ini has changed since this game was saved" "$tmp/l" ||
	bad "changed rules: the change is not named: $(head -n 2 "$tmp/l")"

# --- stale temporaries are cleaned at start, live ones kept ---------------
cp "$st/small.ini" "$st/small.ini.bak"
cp "$st/small.ini" "$tmp/save.before"
dead=$(sh -c 'echo $$')	# a pid that has ended
: >"$st/small.ini.tmp$dead-AbC123"
: >"$st/small.ini.tmp$dead-bak"
: >"$st/small.ini.tmpXy12Zq"	# an older version's name, a day old
touch -d '1 day ago' "$st/small.ini.tmpXy12Zq"
: >"$st/small.ini.tmp$$-live99"	# this shell is alive: a write in progress
echo state | "$BIN" batch powerships >/dev/null 2>&1
[ -e "$st/small.ini.tmp$dead-AbC123" ] && bad "stale: a dead writer's temporary was kept"
[ -e "$st/small.ini.tmp$dead-bak" ] && bad "stale: a dead writer's backup temporary was kept"
[ -e "$st/small.ini.tmpXy12Zq" ] && bad "stale: an old temporary was kept"
[ -e "$st/small.ini.tmp$$-live99" ] || bad "stale: a live writer's temporary was removed"
rm -f "$st/small.ini.tmp$$-live99"
cmp -s "$st/small.ini" "$tmp/save.before" && cmp -s "$st/small.ini.bak" "$tmp/save.before" ||
	bad "stale: the save or its .bak changed"

# --- a file size limit: EFBIG, not death ---------------------------------
cp "$st/small.ini" "$tmp/save.before"
# (the output goes through a pipe: the limit is for files)
(ulimit -f 0 && printf 'ai\nsave small\nstate\n' | "$BIN" batch powerships --seed 9 2>&1; echo "status $?") |
	cat >"$tmp/o"
grep -q '^status 0$' "$tmp/o" || bad "ulimit: batch ended with $(grep '^status' "$tmp/o")"
grep -q '^error: the file size limit (ulimit -f) is reached, cannot write' "$tmp/o" || bad "ulimit: no clean error: $(grep -v '^>' "$tmp/o" | head -n 3)"
grep -q '^hash=' "$tmp/o" || bad "ulimit: the game did not go on after the failed save"
cmp -s "$st/small.ini" "$tmp/save.before" || bad "ulimit: the old save was changed"
[ "$(temps)" -eq 0 ] || bad "ulimit: a temporary file was left"

# --- FIFOs are refused, nothing blocks --------------------------------
mkfifo "$tmp/fifo.ini" "$st/fifo.ini"
timeout 20 "$BIN" check "$tmp/fifo.ini" >"$tmp/o" 2>&1
[ $? -eq 1 ] && grep -q 'not a regular file' "$tmp/o" || bad "check FIFO: $(cat "$tmp/o")"
timeout 20 "$BIN" check powerships "$tmp/fifo.ini" >"$tmp/o" 2>&1
[ $? -eq 1 ] && grep -q 'not a regular file' "$tmp/o" || bad "check GAME FIFO: $(cat "$tmp/o")"
timeout 20 "$BIN" batch powerships --load "$tmp/fifo.ini" </dev/null >"$tmp/o" 2>&1
[ $? -eq 1 ] && grep -q 'not a regular file' "$tmp/o" || bad "--load FIFO: $(cat "$tmp/o")"
timeout 20 "$BIN" batch powerships --load fifo </dev/null >"$tmp/o" 2>&1
[ $? -eq 1 ] && grep -q 'not a regular file' "$tmp/o" || bad "--load FIFO slot: $(cat "$tmp/o")"

[ "$fail" -eq 0 ] && echo "PASS sh/savefiles: long paths, ' ;', 4 MB, read-back check, absolute scenarios, stale temporaries, ulimit -f, FIFOs"
[ "$fail" -eq 0 ]
