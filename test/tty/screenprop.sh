#!/bin/sh
# The screen equals the game after every key, in every game: random play by
# keys at 80x24 (test/tty/screenprop.py), each game of `tabletty list --ids`
# with two seeds, plus POWERUP's Deathmatch, Powerships' grand tour and a
# four-car Megapulse race.
# Each run checks every figure on the board after each frame and compares
# the drawn screen with a full repaint after each key; a run that checked
# nothing fails.  SCREENPROP_KEYS keys a run (default 300).
#   usage: sh test/tty/screenprop.sh path/to/tabletty
BIN=${1:?usage: $0 path/to/tabletty}
NAME=screenprop
command -v tmux >/dev/null 2>&1 || { echo "SKIP tty/$NAME: tmux is not installed"; exit 77; }
command -v python3 >/dev/null 2>&1 || { echo "SKIP tty/$NAME: python3 is not installed"; exit 77; }
KEYS=${SCREENPROP_KEYS:-300}
games=$("$BIN" list --ids) || { echo "FAIL tty/$NAME: '$BIN list --ids' failed"; exit 1; }
[ -n "$games" ] || { echo "FAIL tty/$NAME: no game to play"; exit 1; }
runs=0
fail=0
run() {
	out=$(python3 test/tty/screenprop.py "$BIN" "$@" 2>&1)
	runs=$((runs + 1))
	case $out in
	ok*) echo "  $out" ;;
	*) echo "$out" | sed 's/^/  /'; fail=$((fail + 1)) ;;
	esac
}
for g in $games; do
	for seed in 1 2; do
		run "$g" --seed "$seed" --keys "$KEYS"
	done
done
case " $(echo $games) " in *" powerup "*)
	run powerup --seed 3 --keys "$KEYS" -- --scenario deathmatch-2 --players ana=human,ray=ai ;;
esac
case " $(echo $games) " in *" powerships "*)
	run powerships --seed 3 --keys "$KEYS" -- --scenario grand-tour ;;
esac
case " $(echo $games) " in *" megapulse "*)
	run megapulse --seed 4 --keys "$KEYS" -- --players x-350=human,falcon=ai,ss-ultra=ai,equinox=ai ;;
esac
[ "$runs" -gt 0 ] || { echo "FAIL tty/$NAME: nothing ran"; exit 1; }
if [ "$fail" -gt 0 ]; then
	echo "FAIL tty/$NAME: $fail of $runs runs found a screen that is not the game"
	exit 1
fi
echo "PASS tty/$NAME: $runs runs, the screen equals the game after every key"
