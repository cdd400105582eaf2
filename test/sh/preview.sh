#!/bin/sh
# A preview is not a stored command: a Powerships player who turns the
# heading shown back and forth thousands of times leaves one `turn` line
# in the save (the last, absolute one), the save stays small, and it
# loads back to the same state.
#   usage: test/sh/preview.sh BIN
BIN=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_STATE_HOME="$tmp/state" HOME="$tmp"
fail=0
bad() { echo "FAIL $*"; fail=$((fail + 1)); }

n=0
{
	printf 'ai\nai\nai\nroll add\n'
	while [ "$n" -lt 3000 ]; do
		printf 'turn left\nturn right\nturn straight\n'
		n=$((n + 1))
	done
	printf 'turn left\nstate\nsave %s\n' "$tmp/s.ini"
} >"$tmp/cmds"
[ "$n" -eq 3000 ] || bad "the script has $n rounds of turns, not 3000"
"$BIN" batch powerships --strict --seed 5 --players yellow=human,red=human "$tmp/cmds" >"$tmp/out" 2>&1 || bad "a command was refused: $(grep error: "$tmp/out" | head -n 1)"
[ -f "$tmp/s.ini" ] || bad "batch wrote no save"
turns=$(grep -c 'turn ' "$tmp/s.ini")
[ "$turns" = 1 ] || bad "the save holds $turns turn commands, not 1"
grep -q '@[a-z]* turn left' "$tmp/s.ini" || bad "the save does not end on the last heading shown (turn left)"
size=$(wc -c <"$tmp/s.ini")
[ "$size" -lt 4000 ] || bad "the save is $size bytes"
want=$(sed -n 's/^hash=//p' "$tmp/out" | tail -n 1)
got=$(echo state | "$BIN" batch powerships --load "$tmp/s.ini" 2>&1 | sed -n 's/^hash=//p')
[ -n "$want" ] && [ "$got" = "$want" ] || bad "reloaded hash '$got' is not '$want'"
[ "$fail" -eq 0 ] && echo "ok: 9001 preview turns, one stored line, a $size-byte save that reloads"
exit "$fail"
