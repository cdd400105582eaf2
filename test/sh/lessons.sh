#!/bin/sh
# Lessons (issue 31): every lesson of every game is played by its own
# moves through `tabletty check`, so a rules change that makes a step's
# move illegal, or leaves the game elsewhere than the next step, fails
# here.  The check can fail: a step whose move the engine refuses, a
# step whose move belongs to another seat's turn and a file with an
# unknown key are each refused, naming the file's line.
#   usage: test/sh/lessons.sh BIN
BIN=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
n=0
bad() { echo "FAIL $*"; fail=$((fail + 1)); }
export TABLETTY_DATA="$PWD/scenarios"
for g in $("$BIN" list --ids); do
	m=0
	for f in scenarios/"$g"/learn/*.ini; do
		[ -f "$f" ] || continue
		out=$("$BIN" check "$g" "$f" 2>&1) || bad "$f: $out"
		echo "$out" | grep -q "a valid .* lesson, [0-9]* steps" || bad "$f: $out"
		m=$((m + 1))
	done
	echo "note $g: $m lessons checked"
	n=$((n + m))
done
[ "$n" -ge 3 ] || bad "only $n lessons were checked"

# a refused move names its step and line
f=scenarios/powerships/learn/1-speed.ini
sed 's/^move = add$/move = remove 1/' "$f" >"$tmp/1-speed.ini"
out=$("$BIN" check powerships "$tmp/1-speed.ini" 2>&1) && bad "an illegal step move passed"
echo "$out" | grep -Eq "1-speed.ini:[0-9]+: step 2: its move 'remove 1' is refused" ||
	bad "illegal move: $out"
# step 2 rolls without a die: legal, but step 3's roll then meets a
# heading decision instead of its own
sed '0,/^move = add$/s//move = roll/' "$f" >"$tmp/1-speed.ini"
out=$("$BIN" check powerships "$tmp/1-speed.ini" 2>&1) && bad "a lesson out of step passed"
echo "$out" | grep -q "step 3: its move 'roll' is refused" || bad "out of step: $out"
# a key no lesson knows
sed 's/^minutes = 4$/minutes = 4\nminute = 4/' "$f" >"$tmp/1-speed.ini"
out=$("$BIN" check powerships "$tmp/1-speed.ini" 2>&1) && bad "an unknown key passed"
echo "$out" | grep -q "1-speed.ini:[0-9]*:.*minute" || bad "unknown key: $out"
# every box fits 80x24, and the fit check finds one that does not
python3 test/lessonfit.py scenarios || bad "a lesson's box does not fit the screen"
mkdir -p "$tmp/data/powerships/learn"
{ sed -n '1,/^\[step\]/p' "$f"
  for i in 1 2 3 4 5 6; do echo "say$i = $(printf 'word %.0s' $(seq 1 30))"; done; } |
	sed 's/^say1 = /say = /' >"$tmp/data/powerships/learn/long.ini"
out=$(python3 test/lessonfit.py "$tmp/data") && bad "a box of 6 x 150 bytes fitted: $out"
echo "$out" | grep -q "long.ini: step 1: the box takes" || bad "long box: $out"
[ "$fail" -eq 0 ] && echo "ok $n lessons"
[ "$fail" -eq 0 ]
