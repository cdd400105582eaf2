#!/bin/sh
# Plain mode with hidden information at one keyboard: between two people
# the curtain scrolls the last player's lines away with blank lines and
# waits for Enter; what one seat chose in secret is never printed while
# the other is at the keyboard; a computer seat's secret choice is not
# told (only that it was made).
#   usage: test/sh/plain-curtain.sh BIN
BIN=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_STATE_HOME="$tmp/state" HOME="$tmp" LANG=C.UTF-8 LC_ALL=C.UTF-8
fail=0
bad() { echo "FAIL $*"; fail=$((fail + 1)); }

# Megapulse, two people: x-350 selects in secret, then falcon.
{
	printf '\nselect rapidshift ultrafire\n\nselect rapidshift alphagrid\n'
	n=0
	while [ "$n" -lt 40 ]; do
		printf '\nai\n'
		n=$((n + 1))
	done
	printf 'quit\ny\n'
} >"$tmp/mp.in"
"$BIN" play megapulse --plain --seed 3 --players x-350=human,falcon=human <"$tmp/mp.in" >"$tmp/mp.out" 2>&1 ||
	bad "megapulse: exit status $?"
grep -q '^Pass the keyboard to FALCON, then press Enter' "$tmp/mp.out" || bad "megapulse: no curtain for falcon"
# the lines just before the curtain are blank: a screenful and more
before=$(awk '/^Pass the keyboard to FALCON/ { print blank; exit } /^$/ { blank++; next } { blank = 0 }' "$tmp/mp.out")
[ "${before:-0}" -ge 24 ] || bad "megapulse: only ${before:-0} blank lines before falcon's curtain"
# from falcon's curtain to the reveal, nothing tells x-350's choice
awk '/^Pass the keyboard to FALCON/ { on = 1 } on { print } on && / reveals / { exit }' "$tmp/mp.out" >"$tmp/seg"
[ -s "$tmp/seg" ] || bad "megapulse: no reveal after falcon's curtain"
grep -q '^> select rapidshift ultrafire$' "$tmp/seg" && bad "megapulse: x-350's secret selection shown to falcon before the reveal"
grep -q '^x-350 reveals' "$tmp/seg" && bad "megapulse: x-350 revealed before falcon chose"
grep -q '^falcon: select 2 cards in secret' "$tmp/seg" || bad "megapulse: falcon's decision was not shown after the curtain"
grep -q '^Since the keyboard changed hands:' "$tmp/mp.out" || bad "megapulse: no public news after a curtain"

# Megapulse against the computer: its selection is not told.
printf 'select rapidshift ultrafire\nquit\ny\n' >"$tmp/ai.in"
"$BIN" play megapulse --plain --seed 3 --players x-350=human,falcon=ai <"$tmp/ai.in" >"$tmp/ai.out" 2>&1 ||
	bad "megapulse against the computer: exit status $?"
grep -q '^falcon decides in secret\.$' "$tmp/ai.out" || bad "megapulse: the computer's secret choice is not announced"
grep -q '^falcon: select' "$tmp/ai.out" && bad "megapulse: the computer's secret selection is printed"
grep -q 'Pass the keyboard' "$tmp/ai.out" && bad "megapulse: a curtain with only one person at the keyboard"

# DeathBot, two people: the draft goes red, blue, red behind curtains.
printf '\nfirst red\n1\n\n1\n\n1\nquit\ny\n' >"$tmp/db.in"
"$BIN" play deathbot --plain --seed 3 --players red=human,blue=human <"$tmp/db.in" >"$tmp/db.out" 2>&1 ||
	bad "deathbot: exit status $?"
curtains=$(grep -c '^Pass the keyboard to' "$tmp/db.out")
[ "$curtains" -ge 3 ] || bad "deathbot: $curtains curtains in a draft of red, blue, red"
grep -q '^blue: keep one of these two movement cards in secret' "$tmp/db.out" || bad "deathbot: blue's pick not shown"

[ "$fail" -eq 0 ] && echo "ok plain mode: curtains between people, secrets kept"
[ "$fail" -eq 0 ]
