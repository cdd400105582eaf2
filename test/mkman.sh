#!/bin/sh
# Splice the game and UI sections (man/parts/NAME.6 and NAME.5) into
# man/tabletty.6 and man/tabletty.5 between ".\" BEGIN NAME" and
# ".\" END NAME" lines.  Run after editing a part; commit the result.
set -e
for page in 6 5; do
	f=man/tabletty.$page
	for part in man/parts/*.$page; do
		[ -f "$part" ] || continue
		name=$(basename "$part" .$page)
		grep -q "^\.\\\\\" BEGIN $name\$" "$f" || { echo "$f has no BEGIN $name marker" >&2; exit 1; }
		awk -v name="$name" -v part="$part" '
			$0 == ".\\\" BEGIN " name { print; while ((getline l < part) > 0) print l; skip = 1; next }
			$0 == ".\\\" END " name { skip = 0 }
			!skip { print }' "$f" >"$f.tmp" && mv "$f.tmp" "$f"
	done
done
