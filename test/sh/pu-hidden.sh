#!/bin/sh
# POWERUP with a BUGMISTRESS player: her hand is hidden information.  At
# one keyboard (plain mode) RAY, a BUGBUSTER, asks for the state, her
# view, her surroundings and the card behind "play 1": state and her
# view are refused, and nothing he can print names the card she holds
# (the same game with --debug shows her hand, so the test knows it).
#   usage: test/sh/pu-hidden.sh BIN
BIN=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_STATE_HOME="$tmp/state" HOME="$tmp" LANG=C.UTF-8 LC_ALL=C.UTF-8
fail=0
bad() { echo "FAIL $*"; fail=$((fail + 1)); }
players=ray=human,tor=ai,pam=ai,bugmistress=ai

printf 'go\nshow bugmistress\nquit\ny\n' >"$tmp/peek.in"
"$BIN" play powerup --plain --debug --seed 4 --players $players <"$tmp/peek.in" >"$tmp/peek.out" 2>&1 ||
	bad "debug run: exit status $?"
grep -q '^1 E2 Creeper$' "$tmp/peek.out" || bad "debug run: her first card is not Creeper"

printf 'go\nstate\nstate bm\nshow bugmistress\nshow\nlook\nlook bugmistress\ninfo\ninfo play 1\nquit\ny\n' >"$tmp/ray.in"
"$BIN" play powerup --plain --seed 4 --players $players <"$tmp/ray.in" >"$tmp/ray.out" 2>&1 ||
	bad "RAY's run: exit status $?"
sed -n '/^> state$/,$p' "$tmp/ray.out" >"$tmp/asked"
[ -s "$tmp/asked" ] || bad "RAY's run: never reached his commands"
n=$(grep -c '^error: that would show hidden information' "$tmp/asked")
[ "$n" -eq 4 ] || bad "RAY's run: $n of state, state bm, show bugmistress, look bugmistress refused (want 4)"
grep -q '^BUGMISTRESS 3 cards 0pt$' "$tmp/asked" || bad "RAY's show: how many cards she holds is not told"
grep -q 'Creeper\|Deplete\|Acid Corruption' "$tmp/asked" && bad "RAY's commands print a card in her hand"

[ "$fail" -eq 0 ] && echo "ok powerup: a BUGBUSTER at the keyboard cannot see the BUGMISTRESS's hand"
[ "$fail" -eq 0 ]
