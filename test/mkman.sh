#!/bin/sh
# Build the man pages from their parts: man/parts/ui.6 and ui.5 go between
# the ".\" BEGIN ui" and ".\" END ui" lines of man/tabletty.6 and .5,
# man/parts/plain.6 and tables.[56] between their own BEGIN and END lines,
# and
# the games go between ".\" BEGIN games" and ".\" END games", one part
# (man/parts/GAME.6, GAME.5) for each game the registry lists, in its
# order (`tabletty list --ids`).  In a GAME.6 part the line ".\" OPTIONS"
# becomes the game's option list, written from its option table
# (`tabletty list --mdoc GAME`).  So a new game needs its two parts and
# nothing placed by hand.
#   usage: sh test/mkman.sh BIN [OUTDIR]   (OUTDIR: man, i.e. in place;
#   make test writes to a temporary folder and compares)
set -e
BIN=${1:-./tabletty}
OUT=${2:-man}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tabletty-man.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
ids=$("$BIN" list --ids)
[ -n "$ids" ] || { echo "mkman: '$BIN list --ids' names no game" >&2; exit 1; }
for part in man/parts/*.[56]; do
	name=$(basename "$part"); name=${name%.?}
	case $name in ui | plain | tables) continue ;; esac
	echo "$ids" | grep -qx "$name" ||
		{ echo "mkman: $part belongs to no registered game" >&2; exit 1; }
done

# splice PAGE NAME FILE: FILE between the NAME markers of PAGE, in place
splice() {
	grep -q "^\.\\\\\" BEGIN $2\$" "$1" || { echo "mkman: $1 has no BEGIN $2 marker" >&2; exit 1; }
	grep -q "^\.\\\\\" END $2\$" "$1" || { echo "mkman: $1 has no END $2 marker" >&2; exit 1; }
	awk -v name="$2" -v part="$3" '
		$0 == ".\\\" BEGIN " name { print; while ((getline l < part) > 0) print l; skip = 1; next }
		$0 == ".\\\" END " name { skip = 0 }
		!skip { print }' "$1" >"$1.tmp" && mv "$1.tmp" "$1"
}

for page in 6 5; do
	cp "man/tabletty.$page" "$tmp/tabletty.$page"
	: >"$tmp/games"
	n=0
	for id in $ids; do
		part=man/parts/$id.$page
		[ -f "$part" ] || { echo "mkman: $part is missing (every registered game has one)" >&2; exit 1; }
		n=$((n + 1))
		if [ "$page" = 6 ]; then
			[ "$(grep -c '^\.\\" OPTIONS$' "$part")" -eq 1 ] ||
				{ echo "mkman: $part needs one '.\\\" OPTIONS' line" >&2; exit 1; }
			"$BIN" list --mdoc "$id" >"$tmp/opts"
			awk -v opts="$tmp/opts" '$0 == ".\\\" OPTIONS" { while ((getline l < opts) > 0) print l; next }
				{ print }' "$part" >>"$tmp/games"
		else
			cat "$part" >>"$tmp/games"
		fi
	done
	[ "$n" -gt 0 ] || { echo "mkman: no game part written" >&2; exit 1; }
	splice "$tmp/tabletty.$page" ui "man/parts/ui.$page"
	for part in plain tables; do
		[ ! -f "man/parts/$part.$page" ] || splice "$tmp/tabletty.$page" $part "man/parts/$part.$page"
	done
	splice "$tmp/tabletty.$page" games "$tmp/games"
	cp "$tmp/tabletty.$page" "$OUT/tabletty.$page"
done
