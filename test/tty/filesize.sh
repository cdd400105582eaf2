#!/bin/sh
# A file size limit (ulimit -f 0) must not kill the game (issue 11): the
# autosave and `:save big` fail with a clean message naming the limit,
# the game goes on, quitting asks whether to quit without the save, the
# program ends normally and the terminal is restored.
. "$(dirname "$0")/lib.sh"
game=$(tty_game)
[ -n "$game" ] || tty_skip "no game is registered"
real=$TTY_BIN
cat >"$TTY_DIR/limited" <<EOS
#!/bin/sh
ulimit -f 0
exec '$real' "\$@"
EOS
chmod +x "$TTY_DIR/limited"
TTY_BIN="$TTY_DIR/limited"
tty_play -- play "$game" --seed 1
# the first move: the first autosave (a game with no move is not kept)
tty_keys Tab Enter
tty_wait "error: the game is not saved: the file size limit" || tty_fail "the failed autosave is not reported"
tty_keys : save Space big Enter
tty_wait "error: the file size limit \(ulimit -f\) is reached, cannot write" || tty_fail ":save big did not fail cleanly"
for i in 1 2 3; do
	tty_keys Tab Enter
	tty_gone '^\[1/' || tty_fail "could not play move $i"
	tty_gone '\(AI\) is moving' || tty_fail "the AI did not answer move $i"
	tty_wait '\? help' || tty_fail "no prompt after move $i"
done
tty_keys Q y
tty_wait "Quit WITHOUT saving\? Saving failed: the file size limit \(ulimit -f\)" || tty_fail "quitting did not say the save failed"
tty_keys y
tty_wait "EXITED 0" || tty_fail "the program did not end normally (SIGXFSZ?)"
tty_wait "TERMINAL icanon" || tty_fail "the terminal was left raw"
ls "$TTY_DIR/state/tabletty" | grep -q '\.tmp' && tty_fail "a temporary file was left"
tty_pass "$game: ulimit -f 0: saves fail with a message, the game and the terminal survive"
