#!/bin/sh
# POWERUP Deathmatch for three players (the rulebook: one manages two
# characters).  --players tor,ray,pnk on deathmatch-4 adds a fourth
# seat, ana, for the team short of one (BLU), played by its lone player
# RAY: at one keyboard the curtain names the person (never ANA) and does
# not fall between RAY's two characters, the screen says RAY plays ANA,
# and the save keeps it as "ana=ray".  (--setup free: the chips make the
# game one with hidden information, so there are curtains at all.)
#   usage: test/sh/dm-three.sh BIN
BIN=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_STATE_HOME="$tmp/state" HOME="$tmp" LANG=C.UTF-8 LC_ALL=C.UTF-8
fail=0
bad() { echo "FAIL $*"; fail=$((fail + 1)); }

{
	n=0
	while [ "$n" -lt 120 ]; do
		printf '\nai\n'
		n=$((n + 1))
	done
	printf 'quit\ny\n'
} >"$tmp/three.in"
"$BIN" play powerup --plain --seed 2 --scenario deathmatch-4 --setup free \
	--players tor=human,ray=human,pnk=human <"$tmp/three.in" >"$tmp/three.out" 2>&1 || bad "exit status $?"
grep -q '^Pass the keyboard to RAY' "$tmp/three.out" || bad "no curtain for RAY"
grep -q '^Pass the keyboard to ANA' "$tmp/three.out" && bad "a curtain names ANA, RAY's second character"
grep -q '^(ray plays ana, a second character)' "$tmp/three.out" || bad "the screen does not say RAY plays ANA"
# RAY's decision, then ANA's, with no curtain between
n=$(awk '/^ray: / { r = 1 } /^Pass the keyboard/ { r = 0 } /^\(ray plays ana/ && r { n++ } END { print n + 0 }' \
	"$tmp/three.out")
[ "$n" -gt 0 ] || bad "RAY's two characters never played one after the other without a curtain"
grep -rqs 'ana=ray' "$tmp/state" || bad "the save does not keep ana=ray"

[ "$fail" -eq 0 ] && echo "ok deathmatch for three: one person, two characters, one curtain ($n runs)"
[ "$fail" -eq 0 ]
