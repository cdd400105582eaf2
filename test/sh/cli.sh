#!/bin/sh
# The front doors: 'tabletty VERB --help' prints the usage and succeeds;
# 'sim GAME --scenario all' plays every scenario of the game and prints one
# win table for each (here POWERUP's four Arcade missions, one game each).
#   usage: test/sh/cli.sh BIN
BIN=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_STATE_HOME="$tmp/state" HOME="$tmp"
fail=0
bad() { echo "FAIL $*"; fail=$((fail + 1)); }
for verb in play batch sim check; do
	"$BIN" $verb --help >"$tmp/o" 2>&1 || bad "$verb --help failed"
	grep -q '^usage: tabletty' "$tmp/o" || bad "$verb --help printed no usage"
done
"$BIN" sim powerup --scenario all --games 1 --players 2 >"$tmp/o" 2>&1 || bad "sim --scenario all failed"
for m in dimensional-portal hidden-keys kill-the-bugmistress save-the-vips; do
	grep -q "^POWERUP: 1 games, seeds 1..1, scenario $m\$" "$tmp/o" || bad "no win table for $m"
done
[ "$(grep -c '^unfinished games: 0$' "$tmp/o")" -eq 4 ] || bad "not four finished tables"
[ "$fail" -eq 0 ] && echo "PASS sh/cli: --help after a verb, sim --scenario all"
[ "$fail" -eq 0 ]
