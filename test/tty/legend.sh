#!/bin/sh
# Each board's legend is on the screen (L shows or hides it, Esc hides it), drawn from
# the glyph table that draws the board, in UTF-8 and in ASCII (TERM=vt100
# LANG=C); DeathBot's fits under its arena and shows by itself.
. "$(dirname "$0")/lib.sh"
list=$(TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list)
n=0
if echo "$list" | grep -q '^powerships '; then
	tty_play -- play powerships --seed 1
	tty_screen | grep -q "stardust" && tty_fail "the legend shows before L"
	tty_keys L
	tty_wait "## stardust" || tty_fail "L did not show the legend"
	tty_screen | grep -q "Y▸ Y◥ Y◤ Y◂ Y◣ Y◢ a ship (initial), heading" || tty_fail "no ship headings in the legend"
	tty_keys L
	tty_gone "stardust" || tty_fail "a second L did not hide the legend"
	tty_keys L
	tty_wait "## stardust" || tty_fail "L did not show the legend again"
	tty_keys Escape
	tty_gone "stardust" || tty_fail "Esc did not hide the legend L opened"
	tty_stop
	tty_play TERM=vt100 LANG=C LC_ALL=C -- play powerships --seed 1
	tty_keys L
	tty_wait "## stardust" || tty_fail "no ASCII legend"
	tty_screen | grep -q -- "-> -/ \\\\- <- /- -\\\\ push a ship 1 hex" || tty_fail "ASCII arrows are not in the legend"
	tty_screen | grep -q "Y> Y/ \\\\Y <Y /Y Y\\\\ a ship" || tty_fail "ASCII headings are not in the legend"
	tty_stop
	n=$((n + 1))
fi
if echo "$list" | grep -q '^deathbot '; then
	tty_play -- play deathbot --seed 5
	tty_wait "██ wall: stops moves, shots" || tty_fail "the arena has no legend under it"
	tty_keys L
	tty_gone "wall: stops" || tty_fail "L did not hide the arena's legend"
	tty_stop
	tty_play TERM=vt100 LANG=C LC_ALL=C -- play deathbot --seed 5
	tty_wait "## wall: stops moves, shots" || tty_fail "no ASCII legend under the arena"
	tty_screen | grep -q "\\^\\^ >> vv << belt" || tty_fail "the ASCII belts are not in the legend"
	tty_screen | head -n 12 | grep -q '?' && tty_fail "a '?' stands for a glyph in ASCII"
	tty_stop
	n=$((n + 1))
fi
for g in megapulse powerup; do
	echo "$list" | grep -q "^$g " || continue
	tty_play -- play "$g" --seed 5
	tty_keys L
	tty_wait "$( [ $g = megapulse ] && echo 'Superbomb' || echo 'acid: deadly')" || tty_fail "$g: L did not show the legend"
	tty_stop
	n=$((n + 1))
done
[ "$n" -gt 0 ] || tty_skip "no game is registered"
tty_pass "$n games: legends from the glyph tables, in UTF-8 and ASCII"
