#!/bin/sh
# SIGTERM mid-game (after real moves): the autosave is valid and resumes
# with the state hash the screen showed (after an ordinary S save too).
. "$(dirname "$0")/lib.sh"
game=$(tty_game)
[ -n "$game" ] || tty_skip "no game is registered"
tty_play -- play "$game" --seed 4
tty_keys Tab Enter
tty_gone '^\[1/' || tty_fail "could not play a move"
tty_gone '\(AI\) is moving' || tty_fail "the AI did not answer"
tty_wait '\? help' || tty_fail "no prompt after the move"
tty_keys S
tty_wait 'saved to' || tty_fail "S did not save"
tty_keys : state Enter
tty_wait "^Help|^state|hash=" || tty_fail ":state showed nothing"
tty_keys G
tty_wait "^hash=[0-9a-f]{16}" || tty_fail "no hash= line in :state"
want=$(tty_screen | sed -n 's/^hash=\([0-9a-f]*\).*/\1/p' | head -n 1)
tty_keys q
tty_wait '\? help' || tty_fail "the pager did not close"
pid=$(tty_pid)
[ -n "$pid" ] || tty_fail "cannot find the program's pid"
kill -TERM "$pid"
tty_wait "EXITED" || tty_fail "the program did not exit on SIGTERM"
save="$TTY_DIR/state/tabletty/autosave-$game.ini"
[ -f "$save" ] || tty_fail "no autosave after SIGTERM"
out=$(echo state | XDG_STATE_HOME="$TTY_DIR/state" TABLETTY_DATA="$TTY_DATA" \
	"$TTY_BIN" batch "$game" --load "autosave-$game" 2>&1)
got=$(echo "$out" | sed -n "s/^hash=//p")
[ -n "$want" ] || tty_fail "no hash on screen"
[ "$got" = "$want" ] || { echo "$out"; tty_fail "hash after resume '$got' differs from '$want'"; }
tty_pass "$game: SIGTERM saves, --load resumes with hash $want"
