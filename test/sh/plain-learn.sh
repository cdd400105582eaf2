#!/bin/sh
# Learn to play in plain mode (issue 31): the menu's Learn to play, the
# first Powerships lesson typed line by line.  Each step is told before
# its decision with the option it is about marked; a wrong but legal move
# (= keeps the dice where the step rolls) is explained and taken back,
# and the step's own move follows; the lesson ends told as done.
#   usage: test/sh/plain-learn.sh BIN
BIN=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
bad() { echo "FAIL $*"; fail=$((fail + 1)); }
# menu: Learn to play, Powerships, lesson 1; then the steps: the start
# (its number 7), a, = (wrong), 10 (roll), w, a, 1, 10, q; then quit
printf '6\n1\n1\n7\na\n=\n10\nw\na\n1\n10\nq\nquit\ny\nq\nq\n7\n' |
	env HOME="$tmp" XDG_STATE_HOME="$tmp/state" XDG_CONFIG_HOME="$tmp/config" \
	TABLETTY_DATA="$PWD/scenarios" "$BIN" --plain >"$tmp/out" 2>&1
grep -q "Learn to play Powerships: a lesson, or the first game:" "$tmp/out" || bad "no list of lessons"
grep -q "1. Speed and headings (4 min)" "$tmp/out" || bad "lesson 1 is not listed"
grep -q "7\.  e, nose e (place e e)   <- the lesson's move" "$tmp/out" || bad "step 1's option is not marked"
grep -q "In plain mode the option a step is about is marked" "$tmp/out" || bad "plain mode's note is missing"
for k in 1 2 3 4 5 6 7 8; do
	grep -q "== Lesson 1 of 3: Speed and headings - step $k of 8 ==" "$tmp/out" || bad "step $k was never told"
done
# the taken-back move changed nothing: the roll that follows is step 3's
sed -n '/taken back, not this step/,/step 4 of 8/p' "$tmp/out" | grep -q "Yellow adds a die and rolls 2: speed 2 = 2." ||
	bad "after the wrong move step 3's roll did not come"
grep -q "error: taken back, not this step's move: now roll: press Enter." "$tmp/out" || bad "the wrong move was not explained"
grep -q "Yellow adds a die and rolls 3, 3: speed 3+3 = 6." "$tmp/out" || bad "step 7's rigged roll did not come"
grep -q "== Lesson 1 of 3: Speed and headings - done ==" "$tmp/out" || bad "the lesson did not end"
grep -q "Quit? The game is saved first" "$tmp/out" || bad "quit did not ask"
LC_ALL=C grep -q "$(printf '\033')" "$tmp/out" && bad "an escape sequence in plain output"
[ "$fail" -eq 0 ] || { sed -n '1,400p' "$tmp/out" | tail -40; exit 1; }
echo "ok plain lesson"
