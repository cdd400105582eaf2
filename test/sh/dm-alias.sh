#!/bin/sh
# POWERUP's --scenario deathmatch: the house board for the number of
# players (scenarios/powerup/aliases/deathmatch.ini), in batch, sim and
# play alike; the save names the board itself; a count it cannot seat is
# refused naming the counts it can; a bad alias file names file:line.
#   usage: test/sh/dm-alias.sh BIN
BIN=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_STATE_HOME="$tmp/state" HOME="$tmp" LANG=C.UTF-8 LC_ALL=C.UTF-8
fail=0
bad() { echo "FAIL $*"; fail=$((fail + 1)); }

n=0
for want in 2:deathmatch-2 3:deathmatch-4 4:deathmatch-4 5:deathmatch-6 6:deathmatch-6; do
	p=${want%%:*}
	printf 'save %s\n' "$tmp/s$p.ini" | "$BIN" batch powerup --scenario deathmatch --players "$p" --seed 1 \
		>"$tmp/b$p.out" 2>&1 || bad "batch, $p players: exit status $?"
	grep -q "^scenario = ${want#*:}\$" "$tmp/s$p.ini" || bad "batch, $p players: the save is not on ${want#*:}"
	n=$((n + 1))
done
[ "$n" -eq 5 ] || bad "ran $n batch games, not 5"

"$BIN" sim powerup --scenario deathmatch --players 6 --games 1 --seed 1 >"$tmp/sim.out" 2>&1 ||
	bad "sim: exit status $?"
grep -q 'scenario deathmatch-6$' "$tmp/sim.out" || bad "sim with 6 players is not on deathmatch-6"

printf 'quit\ny\n' | "$BIN" play powerup --plain --scenario deathmatch --players ana,ray,pnk --seed 1 \
	>"$tmp/play.out" 2>&1 || bad "play: exit status $?"
grep -q '^POWERUP deathmatch-4, seed 1' "$tmp/play.out" || bad "play with 3 players is not on deathmatch-4"

"$BIN" batch powerup --scenario deathmatch --seed 1 </dev/null >"$tmp/one.out" 2>&1 && bad "1 player was not refused"
grep -q 'deathmatch picks the board by the number of players: 2, 3, 4, 5 or 6, not 1' "$tmp/one.out" ||
	bad "the refusal of 1 player does not name the counts: $(cat "$tmp/one.out")"

# a bad alias file: file and line
data=${TABLETTY_DATA:-$(dirname "$0")/../../scenarios}
cp -R "$data" "$tmp/data"
printf '[alias]\n2 = deathmatch-2\nseven = deathmatch-6\n' >"$tmp/data/powerup/aliases/deathmatch.ini"
TABLETTY_DATA="$tmp/data" "$BIN" batch powerup --scenario deathmatch --players 2 </dev/null \
	>"$tmp/badfile.out" 2>&1 && bad "a bad alias file was not refused"
grep -q "aliases/deathmatch.ini:3: 'seven' is not a number of players" "$tmp/badfile.out" ||
	bad "a bad alias file is not named with its line: $(cat "$tmp/badfile.out")"

[ "$fail" -eq 0 ] && echo "ok powerup: --scenario deathmatch picks deathmatch-2, -4 or -6 by the players"
[ "$fail" -eq 0 ]
