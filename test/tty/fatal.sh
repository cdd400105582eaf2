#!/bin/sh
# Every signal that would end the program gives the terminal back (issue
# 11).  Those that ask it to end (Ctrl-\ = SIGQUIT, SIGUSR1, SIGALRM,
# SIGXCPU, ...) end it like a hang-up: the game is saved into its
# autosave, which resumes with the hash the screen showed.  A crash
# (SIGSEGV, SIGTRAP) still dies of its signal, but with the terminal
# restored (not checked under AddressSanitizer, which reports crashes).
. "$(dirname "$0")/lib.sh"
game=$(tty_game)
[ -n "$game" ] || tty_skip "no game is registered"
n=0
for sig in QUIT USR1 USR2 ALRM XCPU VTALRM PROF; do
	n=$((n + 1))
	rm -f "$TTY_DIR/state/tabletty/autosave-"*
	tty_play -- play "$game" --seed "$n"
	tty_keys Tab Enter
	tty_gone '^\[1/' || tty_fail "SIG$sig: could not play a move"
	tty_gone '\(AI\) is moving' || tty_fail "SIG$sig: the AI did not answer"
	tty_wait '\? help' || tty_fail "SIG$sig: no prompt after the move"
	want=$(tty_screen_hash) || exit 1
	tty_signal_resumes "$sig" "$game" "$want"
	tty_wait "EXITED 0" || tty_fail "SIG$sig: the program did not end normally"
	tty_wait "TERMINAL icanon" || tty_fail "SIG$sig: the terminal was left raw"
	tty_stop
done
[ "$n" -eq 7 ] || tty_fail "only $n signals were tried"
if grep -q -e AddressSanitizer -e __asan_init "$TTY_BIN" 2>/dev/null; then
	tty_pass "$game: $n ending signals save and restore the terminal (crashes not tried under ASan)"
fi
for sig in SEGV TRAP; do
	tty_play -- play "$game" --seed 1
	pid=$(tty_pid)
	[ -n "$pid" ] || tty_fail "cannot find the program's pid"
	kill "-$sig" "$pid"
	tty_wait "EXITED 1[0-9][0-9]" || tty_fail "SIG$sig: the program did not die of it"
	tty_wait "TERMINAL icanon" || tty_fail "SIG$sig: the terminal was left raw"
	tty_stop
done
tty_pass "$game: $n ending signals save and restore the terminal, crashes restore it"
