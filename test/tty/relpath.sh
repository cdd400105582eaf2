#!/bin/sh
# A game started on the screen with a relative scenario path
# (`play powerships --scenario sub/my.ini`) is saved with the absolute
# path and the scenario's content hash, and loads from another directory
# (issue 11).
. "$(dirname "$0")/lib.sh"
game=powerships
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q "^$game " || tty_skip "no $game"
mkdir -p "$TTY_DIR/here/sub/tiles" "$TTY_DIR/elsewhere"
cp "$TTY_DATA/powerships/standard.ini" "$TTY_DIR/here/sub/my.ini"
cp "$TTY_DATA/powerships/tiles/classic.ini" "$TTY_DIR/here/sub/tiles/"
TTY_CWD="$TTY_DIR/here" tty_play -- play "$game" --seed 3 --scenario sub/my.ini
tty_keys Tab Enter
tty_gone '^\[1/' || tty_fail "could not play a move"
tty_gone '\(AI\) is moving' || tty_fail "the AI did not answer"
tty_wait '\? help' || tty_fail "no prompt after the move"
want=$(tty_screen_hash) || exit 1
tty_keys Q y
tty_wait "EXITED 0" || tty_fail "Q y did not quit"
slot=$(ls "$TTY_DIR/state/tabletty" | grep "^autosave-$game-my-.*\.ini\$" | head -n 1)
[ -n "$slot" ] || tty_fail "no autosave named after the scenario: $(ls "$TTY_DIR/state/tabletty")"
grep -q "^scenario = $TTY_DIR/here/sub/my.ini\$" "$TTY_DIR/state/tabletty/$slot" ||
	tty_fail "the scenario is not stored absolute: $(grep '^scenario' "$TTY_DIR/state/tabletty/$slot")"
grep -q '^scenario_hash = [0-9a-f]\{16\}$' "$TTY_DIR/state/tabletty/$slot" || tty_fail "no scenario_hash"
got=$(cd "$TTY_DIR/elsewhere" && echo state | XDG_STATE_HOME="$TTY_DIR/state" TABLETTY_DATA="$TTY_DATA" \
	"$TTY_BIN" batch "$game" --load "${slot%.ini}" 2>&1)
echo "$got" | grep -q "^hash=$want\$" || tty_fail "the save does not load elsewhere: $(echo "$got" | head -n 2)"
tty_pass "$game: --scenario sub/my.ini is saved absolute and loads from elsewhere"
