#!/bin/sh
# Finished games stay reachable for replay, and only the newest
# finished autosaves are kept (issue 11): with 25 finished and 2
# unfinished autosaves in the state directory, a start keeps the 20
# newest finished ones and both unfinished ones (an unfinished game is
# never dropped); Continue marks a finished game and Enter replays it.
. "$(dirname "$0")/lib.sh"
game=powerships
keep=20
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q "^$game " || tty_skip "no $game"
st="$TTY_DIR/state/tabletty"
mkdir -p "$st"
run() { XDG_STATE_HOME="$TTY_DIR/state" TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" "$@"; }
echo "save autosave-$game-done-0" | run batch "$game" --players yellow=ai,red=ai --seed 3 >/dev/null 2>&1
grep -q '^finished = yes$' "$st/autosave-$game-done-0.ini" || tty_fail "the batch game did not finish"
printf 'ai\nsave autosave-%s-open-1\nsave autosave-%s-open-2\n' "$game" "$game" | run batch "$game" --seed 4 >/dev/null 2>&1
i=1
while [ "$i" -le 24 ]; do
	cp "$st/autosave-$game-done-0.ini" "$st/autosave-$game-done-$i.ini"
	i=$((i + 1))
done
# done-0 is the newest, done-24 the oldest; the unfinished ones older still
i=0
while [ "$i" -le 24 ]; do
	touch -d "$((i + 1)) hours ago" "$st/autosave-$game-done-$i.ini"
	i=$((i + 1))
done
touch -d "3 days ago" "$st/autosave-$game-open-1.ini" "$st/autosave-$game-open-2.ini"
rm -f "$st"/*.bak
tty_start --
tty_wait "Continue a saved game" || tty_fail "no menu"
n=$(ls "$st" | grep -c "^autosave-$game-done-.*\.ini\$")
[ "$n" -eq "$keep" ] || tty_fail "$n finished autosaves kept, not $keep: $(ls "$st")"
i=0
while [ "$i" -lt "$keep" ]; do
	[ -e "$st/autosave-$game-done-$i.ini" ] || tty_fail "the finished autosave done-$i (among the newest) was removed"
	i=$((i + 1))
done
[ -e "$st/autosave-$game-open-1.ini" ] && [ -e "$st/autosave-$game-open-2.ini" ] ||
	tty_fail "an unfinished game was removed"
n=$(TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | awk 'NR > 1 && /players/' | wc -l)
while [ "$n" -gt 0 ]; do tty_keys Down; n=$((n - 1)); done
tty_keys Enter
tty_wait "=> Powerships standard .* finished: replay" || tty_fail "the newest finished game is not listed first, marked finished"
tty_keys Enter
tty_wait "Replay step 0 of [1-9]" || tty_fail "Enter on a finished game did not open its replay"
tty_keys G
tty_wait "Replay step ([0-9]+) of \\1" || tty_fail "the replay did not reach the end"
tty_keys q
tty_wait "Choose a game" || tty_fail "q did not return to the menu"
tty_pass "$game: $keep newest finished autosaves kept, unfinished never dropped, finished games replay"
