#!/bin/sh
# POWERUP with the BUGMISTRESS at the AI and RAY at the keyboard: her
# Trick windows (asked when a Trick of her hand has a use) are answered
# by her AI without a word.  Batch, which echoes every AI line, shows
# that windows came ("bugmistress: pass"); RAY's plain screen of the same
# game shows neither her answer nor that she decided something, and no
# line anywhere says that she may play a Trick.
#   usage: test/sh/bm-quiet.sh BIN
BIN=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_STATE_HOME="$tmp/state" HOME="$tmp" LANG=C.UTF-8 LC_ALL=C.UTF-8
fail=0
bad() { echo "FAIL $*"; fail=$((fail + 1)); }
players=ray=human,tor=ai,bugmistress=ai

{
	printf 'go\n'
	n=0
	while [ "$n" -lt 60 ]; do
		printf 'ai\n'
		n=$((n + 1))
	done
} >"$tmp/ray.in"
"$BIN" batch powerup --seed 7 --players $players "$tmp/ray.in" >"$tmp/batch.out" 2>&1 || bad "batch: exit status $?"
n=$(grep -c '^bugmistress: pass$' "$tmp/batch.out")
[ "$n" -ge 2 ] || bad "batch: $n of her windows let go, want 2 or more (the test would show nothing)"
grep -q 'may play a Trick\|may answer' "$tmp/batch.out" && bad "batch: a line tells of her window"

{ cat "$tmp/ray.in"; printf 'quit\ny\n'; } >"$tmp/plain.in"
"$BIN" play powerup --plain --seed 7 --players $players <"$tmp/plain.in" >"$tmp/plain.out" 2>&1 ||
	bad "plain: exit status $?"
grep -q '^ray: RAY: ' "$tmp/plain.out" || bad "plain: RAY was never asked"
grep -q 'bugmistress: pass' "$tmp/plain.out" && bad "plain: her answer to a window is shown"
grep -q 'bugmistress decides in secret' "$tmp/plain.out" && bad "plain: that she was asked is shown"
grep -q 'may play a Trick\|may answer' "$tmp/plain.out" && bad "plain: a line tells of her window"

[ "$fail" -eq 0 ] && echo "ok powerup: her AI's Trick windows leave no trace on RAY's screen"
[ "$fail" -eq 0 ]
