#!/bin/sh
# kill -9 during saves (issue 11): a batch game saves the same slot over
# and over and is killed at a random moment, KILL_TRIALS times (default 12;
# run by hand with KILL_TRIALS=240).  After every kill the save and its
# .bak must load (the old or the new version, never a broken one); the
# next start removes the temporary files the killed write left, so none
# is left behind.
#   usage: test/sh/killsave.sh BIN        KILL_TRIALS=N to change the count
BIN=$1
trials=${KILL_TRIALS:-12}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_STATE_HOME="$tmp/state" HOME="$tmp"
TABLETTY_DATA=${TABLETTY_DATA:-$PWD/scenarios}
export TABLETTY_DATA
st="$tmp/state/tabletty"
fail=0
bad() { echo "FAIL $*"; fail=$((fail + 1)); }

# a game of some length, saved once
printf 'ai\nai\nai\nai\nai\nai\nai\nai\nai\nai\nai\nai\nsave k\n' |
	"$BIN" batch powerships --seed 7 --players 3 >"$tmp/o" 2>&1
[ -f "$st/k.ini" ] || { echo "FAIL no first save: $(tail -n 3 "$tmp/o")"; exit 1; }
awk 'BEGIN { for (i = 0; i < 3000; i++) print "save k" }' >"$tmp/saves.cmd"
# delays from 0 to 0.3 s, a different one each trial (awk's rand, seeded)
awk -v n="$trials" 'BEGIN { srand(11); for (i = 0; i < n; i++) printf "%.3f\n", rand() * 0.3 }' >"$tmp/delays"
i=0
hit=0
while read -r delay; do
	i=$((i + 1))
	"$BIN" batch powerships --load k "$tmp/saves.cmd" >/dev/null 2>&1 &
	pid=$!
	sleep "$delay"
	kill -9 "$pid" 2>/dev/null
	wait "$pid" 2>/dev/null
	left=$(ls -a "$st" | grep -c '\.tmp')
	[ "$left" -gt 0 ] && hit=$((hit + 1))
	"$BIN" check powerships "$st/k.ini" >"$tmp/c" 2>&1 || bad "trial $i (${delay}s): k.ini does not load: $(cat "$tmp/c")"
	if [ -e "$st/k.ini.bak" ]; then
		"$BIN" check powerships "$st/k.ini.bak" >"$tmp/c" 2>&1 ||
			bad "trial $i (${delay}s): k.ini.bak does not load: $(cat "$tmp/c")"
	fi
	# the next start cleans what the killed write left
	echo state | "$BIN" batch powerships >/dev/null 2>&1
	left=$(ls -a "$st" | grep '\.tmp')
	[ -z "$left" ] || bad "trial $i (${delay}s): temporary files left after the next start: $left"
done <"$tmp/delays"
[ "$i" -eq "$trials" ] && [ "$i" -gt 0 ] || bad "ran $i of $trials trials"
echo "kill -9 trials: $i, killed during a write (temporary file found): $hit"
[ "$fail" -eq 0 ] && echo "PASS sh/killsave: every save and .bak loadable after kill -9, no temporary left"
[ "$fail" -eq 0 ]
