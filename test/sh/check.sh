#!/bin/sh
# `tabletty check` refuses files that would make dead games, naming
# file:line of the first fault (issue 11):
#   - Powerships tiles whose every space is stardust (nowhere to start);
#   - a POWERUP mission with every figure on one square, or a BUGBUSTER
#     inside a solid block; setup = free outside a Deathmatch, or a
#     word other than house or free; a team robot inside a wall;
#   - without a game, an INI syntax error is reported (file:line) before
#     anything else;
#   - every bundled scenario is accepted.
#   usage: test/sh/check.sh BIN
BIN=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_STATE_HOME="$tmp/state" HOME="$tmp"
TABLETTY_DATA=${TABLETTY_DATA:-$PWD/scenarios}
export TABLETTY_DATA
fail=0
tries=0
bad() { echo "FAIL $*"; fail=$((fail + 1)); }

# refused FILE REGEX [GAME]: status 1 and a message matching REGEX
refused() {
	tries=$((tries + 1))
	"$BIN" check $3 "$1" >"$tmp/out" 2>&1
	st=$?
	[ "$st" -eq 1 ] || bad "$1 was not refused (status $st): $(cat "$tmp/out")"
	grep -Eq -- "$2" "$tmp/out" || bad "$1: wanted /$2/, got: $(cat "$tmp/out")"
}

# Powerships: every space of every tile is stardust.
mkdir -p "$tmp/powerships/tiles"
awk '/^r[0-9] = / { split($0, a, " = "); v = a[2]; gsub(/[.697413lrxp]/, "*", v); print a[1] " = " v; next }
	{ print }' "$TABLETTY_DATA/powerships/tiles/classic.ini" >"$tmp/powerships/tiles/dust.ini"
sed 's#tiles/classic.ini#tiles/dust.ini#' "$TABLETTY_DATA/powerships/standard.ini" >"$tmp/powerships/dust.ini"
line=$(grep -n '^\[tile pluto\]' "$tmp/powerships/tiles/dust.ini" | cut -d: -f1)
refused "$tmp/powerships/dust.ini" "tiles/dust.ini:$line: tile 'pluto': only 1 ship can start at pluto"
refused "$tmp/powerships/dust.ini" "dust.ini:$line: .*only 1 ship" powerships

# POWERUP: all figures on one square; a BUGBUSTER inside a solid block.
mkdir -p "$tmp/powerup"
sed 's/^bugbusters = .*/bugbusters = 2,5 2,5 2,5 2,5 2,5/' "$TABLETTY_DATA/powerup/save-the-vips.ini" \
	>"$tmp/powerup/pile.ini"
line=$(grep -n '^bugbusters' "$tmp/powerup/pile.ini" | cut -d: -f1)
refused "$tmp/powerup/pile.ini" "pile.ini:$line: bugbusters: square 2,5 is taken by bugbusters"
sed 's/^npcs = .*/npcs = 2,5 3,5 4,5/' "$TABLETTY_DATA/powerup/save-the-vips.ini" >"$tmp/powerup/vip.ini"
line=$(grep -n '^npcs' "$tmp/powerup/vip.ini" | cut -d: -f1)
refused "$tmp/powerup/vip.ini" "vip.ini:$line: npcs: square 2,5 is taken by bugbusters"
sed 's/^row1 = .*/row1 = block platform ladder-right drums/; s/^bugbusters = 2,5/bugbusters = 1,2/' \
	"$TABLETTY_DATA/powerup/save-the-vips.ini" >"$tmp/powerup/wall.ini"
line=$(grep -n '^bugbusters' "$tmp/powerup/wall.ini" | cut -d: -f1)
refused "$tmp/powerup/wall.ini" "wall.ini:$line: bugbusters: square 1,2 .* is inside a solid block"
refused "$tmp/powerup/wall.ini" "wall.ini:$line: " powerup

# POWERUP: the free set-up belongs to a Deathmatch; its word is house or free.
sed 's/^goal = .*/&\nsetup = free/' "$TABLETTY_DATA/powerup/save-the-vips.ini" >"$tmp/powerup/free.ini"
line=$(grep -n '^setup' "$tmp/powerup/free.ini" | cut -d: -f1)
refused "$tmp/powerup/free.ini" "free.ini:$line: setup = free is the Deathmatch set-up" powerup
sed 's/^goal = .*/&\nsetup = loose/' "$TABLETTY_DATA/powerup/deathmatch-2.ini" >"$tmp/powerup/loose.ini"
line=$(grep -n '^setup' "$tmp/powerup/loose.ini" | cut -d: -f1)
refused "$tmp/powerup/loose.ini" "loose.ini:$line: .*setup" powerup

# POWERUP: any mission may place team robots, never inside a wall.
sed 's/^row1 = .*/row1 = hall block ladder-right drums/; s/^goal = .*/&\nrobots = 4,2/' \
	"$TABLETTY_DATA/powerup/save-the-vips.ini" >"$tmp/powerup/robot.ini"
line=$(grep -n '^robots' "$tmp/powerup/robot.ini" | cut -d: -f1)
refused "$tmp/powerup/robot.ini" "robot.ini:$line: robots: square 4,2 .* is inside a solid block" powerup

# An INI syntax error at line 3 comes first, with or without a game.
printf '# a scenario\n[scenario]\nthis line is not a key\ntitle = x\n' >"$tmp/broken.ini"
refused "$tmp/broken.ini" "broken.ini:3: expected 'key = value'"
refused "$tmp/broken.ini" "broken.ini:3: " powerships

# Every bundled scenario is good.
n=0
for f in "$TABLETTY_DATA"/*/*.ini; do
	n=$((n + 1))
	"$BIN" check "$f" >"$tmp/out" 2>&1 || bad "bundled $f refused: $(cat "$tmp/out")"
done
[ "$n" -gt 0 ] || bad "no bundled scenario was checked"
[ "$tries" -gt 0 ] || bad "no damaged file was tried"
echo "faulty files tried: $tries, bundled scenarios: $n"
[ "$fail" -eq 0 ] && echo "PASS sh/check: dead games refused at file:line, syntax errors first"
[ "$fail" -eq 0 ]
