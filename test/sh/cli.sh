#!/bin/sh
# The front doors: 'tabletty VERB --help' prints the usage and succeeds;
# 'sim GAME --scenario all' plays every scenario of the game and prints one
# win table for each (here POWERUP's Arcade missions and 1v1 Deathmatch, one
# game each; the 2v2 and 3v3 Deathmatches refuse two seats: one line each);
# random Powerships AIs finish their races.
# The games come from the registry: 'list --ids' names each one, and for
# each the usage, 'list GAME' and 'play GAME --help' show its options; a
# game option is also --KEY VALUE after the game; an unknown one is named
# with the nearest known one.
#   usage: test/sh/cli.sh BIN
BIN=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_STATE_HOME="$tmp/state" HOME="$tmp"
fail=0
bad() { echo "FAIL $*"; fail=$((fail + 1)); }
n=0
for verb in play batch sim check; do
	n=$((n + 1))
	"$BIN" $verb --help >"$tmp/o" 2>&1 || bad "$verb --help failed"
	grep -q '^usage: tabletty' "$tmp/o" || bad "$verb --help printed no usage"
done
[ "$n" -eq 4 ] || bad "the --help loop ran $n times"
ids=$("$BIN" list --ids) || bad "list --ids failed"
"$BIN" --help >"$tmp/usage" 2>&1
n=0
for g in $ids; do
	n=$((n + 1))
	grep -q "^games:.* $g" "$tmp/usage" || bad "the usage does not name $g"
	"$BIN" list "$g" >"$tmp/o" 2>&1 || bad "list $g failed"
	grep -q "options (--option KEY=VALUE" "$tmp/o" || bad "list $g shows no options"
	"$BIN" play "$g" --help >"$tmp/o" 2>&1 || bad "play $g --help failed"
	grep -q "options (--option KEY=VALUE" "$tmp/o" || bad "play $g --help shows no options"
done
[ "$n" -ge 1 ] || bad "list --ids names no game"
printf 'state race\n' | "$BIN" batch powerships --races 3 >"$tmp/o" 2>&1
grep -q '^race=1/3 ' "$tmp/o" || bad "--races 3 is not --option races=3"
"$BIN" batch megapulse --option lap=2 </dev/null >"$tmp/o" 2>&1 && bad "an unknown option was accepted"
grep -q "unknown Megapulse option 'lap' (did you mean 'laps'?)" "$tmp/o" || bad "no 'did you mean' for lap"
"$BIN" sim powerup --scenario all --games 1 --players 2 >"$tmp/o" 2>&1 || bad "sim --scenario all failed"
for m in dimensional-portal hidden-keys kill-the-bugmistress save-the-vips story deathmatch-2; do
	grep -q "^POWERUP: 1 games, seeds 1..1, scenario $m\$" "$tmp/o" || bad "no win table for $m"
done
# a scenario that refuses two seats: one line, no empty table
grep -q '^POWERUP: scenario deathmatch-4 skipped: Deathmatch 2v2 needs 4 to 4 BUGBUSTERs$' "$tmp/o" ||
	bad "no skip line for deathmatch-4"
grep -q 'POWERUP: 0 games' "$tmp/o" && bad "an empty table for a scenario that refuses the seats"
[ "$(grep -c '^unfinished games: 0$' "$tmp/o")" -eq "$(grep -c '^POWERUP: [0-9]* games' "$tmp/o")" ] || bad "not every table finished"
# --swap: every seed twice, levels swapped; a row per level and the headline
"$BIN" sim deathbot --games 2 --swap --players red=ai:easy,blue=ai:random >"$tmp/o" 2>&1 ||
	bad "sim --swap failed"
grep -q '^DeathBot Derby: 4 games, seeds 1..2 (each seed once per rotation' "$tmp/o" || bad "sim --swap: no title"
for l in random easy; do
	grep -Eq "^$l +4 +[0-9]+ +[0-9.]+% \[ *[0-9.]+, *[0-9.]+\] +[0-9.]+ +[0-9.]+ +[0-9.]+\$" "$tmp/o" ||
		bad "sim --swap: no row for $l with its interval and decision times"
done
grep -Eq '^easy vs random: easy wins [0-9.]+% \[[0-9.]+, [0-9.]+\] over 4 games, seats swapped$' "$tmp/o" ||
	bad "sim --swap: no head-to-head line"
# two seats a level on a team: the headline counts games, not seats
"$BIN" sim powerup --scenario deathmatch-4 --games 1 --swap \
	--players ana=ai:easy,ray=ai:normal,pnk=ai:easy,tor=ai:normal >"$tmp/o" 2>&1 || bad "sim --swap 2v2 failed"
grep -Eq '^normal vs easy: normal wins (100\.0|[0-9]{1,2}\.[0-9])% \[[0-9.]+, [0-9.]+\] over 4 games' "$tmp/o" ||
	bad "sim --swap 2v2: the head-to-head line is not a rate of games"
# random AIs finish their races: turning a heading preview back and forth
# draws a new random stream each time, so it never loops
"$BIN" sim powerships --games 3 --players yellow=ai:random,red=ai:random >"$tmp/o" 2>&1 ||
	bad "sim powerships random: unfinished races"
grep -q '^unfinished games: 0$' "$tmp/o" || bad "sim powerships random: no finished table"
[ "$fail" -eq 0 ] && echo "PASS sh/cli: --help after a verb, sim --scenario all, sim --swap, random races end"
[ "$fail" -eq 0 ]
