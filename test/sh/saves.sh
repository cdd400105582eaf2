#!/bin/sh
# Damaged saves: for every game, a real save is truncated at many points,
# has bytes flipped (anywhere: the [end] checksum covers comments too), a
# command changed, its hash or count edited; each copy must be refused with
# a clear message (exit 1, a message on stderr, no crash) and left byte for
# byte as it was.  The intact save must load and give the same state hash
# as the game that wrote it.  Every loop must have run: a test that tried
# nothing fails.
#   usage: test/sh/saves.sh BIN
BIN=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_STATE_HOME="$tmp/state" HOME="$tmp"
fail=0
tries=0
games=0
bad() { echo "FAIL $*"; fail=$((fail + 1)); }

refused() {	# file what
	tries=$((tries + 1))
	cp "$1" "$tmp/before"
	"$BIN" check "$game" "$1" >"$tmp/out" 2>"$tmp/err"
	st=$?
	if [ "$st" -ne 1 ]; then bad "$game: $2 was not refused (status $st)"; return; fi
	grep -q "$(basename "$1")" "$tmp/err" || bad "$game: $2 refused without a message naming the file: $(head -n 1 "$tmp/err")"
	cmp -s "$1" "$tmp/before" || bad "$game: $2 was modified by loading"
}

for game in $("$BIN" list | awk 'NR > 1 && /players/ { print $1 }'); do
	games=$((games + 1))
	save="$tmp/$game.ini"
	printf 'ai\nai\nai\nai\nai\nai\nai\nai\nstate\nsave %s\n' "$save" |
		"$BIN" batch "$game" --seed 5 >"$tmp/batch" 2>&1
	[ -f "$save" ] || { bad "$game: batch wrote no save"; continue; }
	want=$(sed -n 's/^hash=//p' "$tmp/batch" | tail -n 1)
	got=$(echo state | "$BIN" batch "$game" --load "$save" 2>&1 | sed -n 's/^hash=//p')
	[ -n "$want" ] && [ "$got" = "$want" ] || bad "$game: reloaded hash '$got' is not '$want'"
	size=$(wc -c <"$save")
	# truncations at every 7th byte (dropping only the final newline
	# leaves a valid save, so cuts stop before it)
	n=1
	before=$tries
	while [ "$n" -lt $((size - 1)) ]; do
		head -c "$n" "$save" >"$tmp/t.ini"
		refused "$tmp/t.ini" "truncation at $n bytes"
		n=$((n + 7))
	done
	[ "$tries" -gt "$before" ] || bad "$game: no truncation was tried (size $size)"
	sed 's/^hash = ./hash = 0/' "$save" >"$tmp/h.ini"
	cmp -s "$save" "$tmp/h.ini" && sed 's/^hash = ./hash = 1/' "$save" >"$tmp/h.ini"
	refused "$tmp/h.ini" "an edited hash"
	sed 's/^commands = \([0-9]*\)/commands = 9\1/' "$save" >"$tmp/c.ini"
	refused "$tmp/c.ini" "an edited command count"
	sed '0,/^c = @\([a-z0-9-]*\) .*/s//c = @\1 xyzzy/' "$save" >"$tmp/x.ini"
	refused "$tmp/x.ini" "an unknown first command"
	sed '/^\[end\]/,$d' "$save" >"$tmp/n.ini"
	refused "$tmp/n.ini" "a save without its [end] trailer"
	sed 's/^seed = .*/seed = 77/' "$save" >"$tmp/s.ini"
	refused "$tmp/s.ini" "a changed seed"
	sed 's/^format = .*/format = 99/' "$save" >"$tmp/f.ini"
	refused "$tmp/f.ini" "a future format"
	printf '\000\377garbage' >"$tmp/g.ini"
	refused "$tmp/g.ini" "binary garbage"
	: >"$tmp/e.ini"
	refused "$tmp/e.ini" "an empty file"
	# a flipped byte in every 11th position, the comment line included
	n=0
	before=$tries
	while [ "$n" -lt "$size" ]; do
		cp "$save" "$tmp/b.ini"
		printf '\177' | dd of="$tmp/b.ini" bs=1 seek="$n" conv=notrunc 2>/dev/null
		refused "$tmp/b.ini" "a flipped byte at $n"
		n=$((n + 11))
	done
	[ "$tries" -gt "$before" ] || bad "$game: no byte was flipped (size $size)"
done
[ "$games" -gt 0 ] || bad "'tabletty list' named no game: nothing was tried"
echo "games: $games, damaged saves tried: $tries"
[ "$fail" -eq 0 ] && echo "PASS sh/saves: every damaged save refused and left untouched"
[ "$fail" -eq 0 ]
