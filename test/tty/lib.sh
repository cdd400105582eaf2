# test/tty/lib.sh - tmux harness for terminal tests (POSIX sh).
#
# A test sources this file with the binary as $1, then:
#   tty_start [ENV=VAL ...] -- ARGS...   start `BIN ARGS` in a detached tmux
#                                        session at 80x24 (private socket,
#                                        private state/config directories,
#                                        in $TTY_CWD if set); when it ends
#                                        the pane shows "EXITED status" and
#                                        "TERMINAL icanon" (or "-icanon" if
#                                        the terminal was left raw)
#   tty_keys KEY...                      tmux send-keys (names as tmux knows them)
#   tty_wait REGEX [TRIES]               poll the screen until REGEX shows
#                                        (bounded: TRIES x 0.2 s, default 150)
#   tty_gone REGEX [TRIES]               poll until REGEX no longer shows
#   tty_screen                           print the current screen
#   tty_resize W H                       resize the window
#   tty_pass MSG / tty_fail MSG          print one line and exit 0 / 1
#   tty_skip MSG                         cannot run here: print one SKIP line
#                                        and exit 77 (run-all.sh counts it as
#                                        skipped, never as passed; CI fails)
# Several terminals (tables): tty_open NAME [ENV=VAL ...] -- ARGS starts
# another 80x24 terminal in the same tmux server, tty_on NAME makes the
# helpers above act on it (tty_on t: the first one), tty_close NAME closes
# it as a dropped link would (SIGHUP).  Tables live in $TTY_DIR/run
# ($XDG_RUNTIME_DIR); their processes are ended on exit.
# Terminals are addressed by exact session name, "=NAME:" (its window):
# a bare NAME is looked up as a window name first, in the session used
# last, where a prefix match wins: "t" would find a window named "tmux"
# or "tabletty" in session u, and keys meant for t would go to u.
# Waiting polls for output with a bound; nothing asserts on time.
# TTY_DIR is a temporary directory holding state/ and config/; it and the
# tmux server are removed on exit.

TTY_BIN=${1:?usage: $0 path/to/tabletty}
case $TTY_BIN in /*) ;; *) TTY_BIN=$PWD/$TTY_BIN ;; esac
TTY_NAME=$(basename "$0" .sh)
TTY_SOCK=ttytest$$
TTY_RUN=0
TTY_T=t
TTY_SAN=0
grep -q -e __asan_init "$TTY_BIN" 2>/dev/null && TTY_SAN=1
TTY_DIR=$(mktemp -d "${TMPDIR:-/tmp}/tabletty-tty.XXXXXX")
TTY_DATA=${TABLETTY_DATA:-$PWD/scenarios}
mkdir -p "$TTY_DIR/state" "$TTY_DIR/config/tabletty" "$TTY_DIR/run"
chmod 700 "$TTY_DIR/run"

# End the processes this test started (the tables, and any program its
# tmux server left behind).
tty_tables_stop() {
	for tty_p in $(tty_env_pids); do kill "$tty_p" 2>/dev/null; done
}

# The pids of this test's table processes (no controlling terminal).
tty_table_pids() {
	for tty_p in $(tty_env_pids); do
		# field 7 of stat is the controlling terminal
		set -- $(cat "/proc/$tty_p/stat" 2>/dev/null)
		[ "$7" = 0 ] && echo "$tty_p"
	done
}

# The pids of this test's processes under a tracer (a leak check at exit),
# and their tracers.
tty_traced_pids() {
	for tty_p in $(tty_env_pids); do
		tty_tr=$(sed -n 's/^TracerPid:[[:space:]]*//p' "/proc/$tty_p/status" 2>/dev/null)
		[ -n "$tty_tr" ] && [ "$tty_tr" != 0 ] && echo "$tty_p $tty_tr"
	done
}

tty_cleanup() {
	tty_stop
	tty_tables_stop
	# the programs write their hang-up saves and end: wait a little, then
	# kill what is left (a sanitizer build's leak check can hang forever in
	# a process hung up from its terminal, and would eat the processor for
	# every later test)
	tty_n=25
	while [ -n "$(tty_env_pids)" ] && [ "$tty_n" -gt 0 ]; do
		sleep 0.2
		tty_n=$((tty_n - 1))
	done
	for tty_p in $(tty_env_pids); do kill -9 "$tty_p" 2>/dev/null; done
	# the program may still be writing its hang-up save: retry a little
	tty_n=20
	while ! rm -rf "$TTY_DIR" 2>/dev/null && [ "$tty_n" -gt 0 ]; do
		sleep 0.2
		tty_n=$((tty_n - 1))
	done
}

# The pids of every process this test started (they carry its directory in
# their environment, and nothing else does).
tty_env_pids() {
	# one grep reads every environment (its entries end in NUL: -z)
	grep -lxzs -F "XDG_RUNTIME_DIR=$TTY_DIR/run" /proc/[0-9]*/environ | sed 's|^/proc/||; s|/environ$||'
}

# End the running session (a later tty_start uses a fresh tmux server).
tty_stop() {
	tmux -L "$TTY_SOCK" kill-server 2>/dev/null
	# its programs save and end on the hang-up; in a sanitizer build, a
	# leak check still under its own tracer 2 s later hangs: killed (see
	# tty_cleanup)
	if [ "$TTY_SAN" = 1 ]; then
		sleep 1
		tty_stuck=$(tty_traced_pids)
		if [ -n "$tty_stuck" ]; then
			sleep 2
			for tty_p in $(tty_traced_pids); do
				case " $(echo $tty_stuck) " in *" $tty_p "*) kill -9 "$tty_p" 2>/dev/null ;; esac
			done
		fi
	fi
	TTY_RUN=$((TTY_RUN + 1))
	TTY_SOCK=ttytest$$-$TTY_RUN
	TTY_T=t
}
trap tty_cleanup EXIT
trap 'exit 1' INT TERM

tty_pass() { echo "PASS tty/$TTY_NAME: $* ($TTY_NKEYS keys)"; exit 0; }
tty_fail() {
	echo "FAIL tty/$TTY_NAME: $*"
	if [ -n "$TTY_VERBOSE" ]; then tty_screen | sed 's/^/    | /'; fi
	exit 1
}
tty_skip() { echo "SKIP tty/$TTY_NAME: $*"; exit 77; }

command -v tmux >/dev/null 2>&1 || tty_skip "tmux is not installed"

# tty_start [VAR=VAL ...] -- ARGS...
tty_start() {
	tty_env=""
	while [ $# -gt 0 ] && [ "$1" != "--" ]; do
		tty_env="$tty_env $1"
		shift
	done
	[ "$1" = "--" ] && shift
	tty_cmd="env TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 TABLETTY_DATA='$TTY_DATA'"
	tty_cmd="$tty_cmd XDG_STATE_HOME='$TTY_DIR/state' XDG_CONFIG_HOME='$TTY_DIR/config'"
	tty_cmd="$tty_cmd XDG_RUNTIME_DIR='$TTY_DIR/run' HOME='$TTY_DIR' $tty_env '$TTY_BIN'"
	for a in "$@"; do tty_cmd="$tty_cmd '$a'"; done
	# keep the pane after exit so a crash message stays readable; then
	# tell whether the terminal is back in canonical mode (TERMINAL icanon)
	# a retry: when a test closed its last terminal, that tmux server may
	# still be going away ("server exited unexpectedly")
	tty_try=0
	until tmux -L "$TTY_SOCK" -f /dev/null new-session -d -x 80 -y 24 -s "$TTY_T" -c "${TTY_CWD:-$PWD}" \
		"$tty_cmd; echo EXITED \$?; stty -a | grep -o ' -*icanon ' | sed 's/^/TERMINAL/'; sleep 30"; do
		tty_try=$((tty_try + 1))
		[ "$tty_try" -lt 5 ] || tty_fail "tmux would not start"
		sleep 0.2
	done
	tmux -L "$TTY_SOCK" set-option -g status off >/dev/null 2>&1
	tmux -L "$TTY_SOCK" resize-window -t "=$TTY_T:" -x 80 -y 24 >/dev/null 2>&1
}

# tty_open NAME [VAR=VAL ...] -- ARGS...: another terminal, now the current one.
tty_open() {
	TTY_T=$1
	shift
	tty_start "$@"
}
tty_on() { TTY_T=$1; }
tty_close() { tmux -L "$TTY_SOCK" kill-session -t "=$1" 2>/dev/null; }

# every key sent is counted (tty_pass says how many a test pressed)
TTY_NKEYS=0
tty_keys() { TTY_NKEYS=$((TTY_NKEYS + $#)); tmux -L "$TTY_SOCK" send-keys -t "=$TTY_T:" "$@"; }
tty_screen() { tmux -L "$TTY_SOCK" capture-pane -p -t "=$TTY_T:" 2>/dev/null; }

tty_wait() {
	tty_n=${2:-150}
	while [ "$tty_n" -gt 0 ]; do
		tty_screen | grep -Eq -- "$1" && return 0
		sleep 0.2
		tty_n=$((tty_n - 1))
	done
	return 1
}

tty_gone() {
	tty_n=${2:-150}
	while [ "$tty_n" -gt 0 ]; do
		tty_screen | grep -Eq -- "$1" || return 0
		sleep 0.2
		tty_n=$((tty_n - 1))
	done
	return 1
}

tty_resize() { tmux -L "$TTY_SOCK" resize-window -t "=$TTY_T:" -x "$1" -y "$2"; }

# PID of the program in the pane (the pane runs sh -c '...'; its child).
# Reads /proc, so it needs no procps.
tty_pid() {
	tty_ppid=$(tmux -L "$TTY_SOCK" display-message -p -t "=$TTY_T:" '#{pane_pid}')
	for tty_st in /proc/[0-9]*/stat; do
		# field 4 of stat is the parent pid (the name in field 2 has no blanks here)
		set -- $(cat "$tty_st" 2>/dev/null)
		[ "$4" = "$tty_ppid" ] && { echo "$1"; return; }
	done
}

# The game the tests play: powerships when registered, else the first game
# `tabletty list --ids` names.  Empty when no game is registered.
tty_game() {
	tty_games=$(TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list --ids 2>/dev/null)
	if echo "$tty_games" | grep -qx powerships; then echo powerships; return; fi
	echo "$tty_games" | head -n 1
}

# Start GAME with seed 1 (first seat human, as `play` does by default) and
# wait for the prompt line of the first seat.
tty_play() {
	tty_start "$@"
	tty_wait '\? help' || tty_fail "the game screen did not appear"
}

# One move by keys (Tab highlights the first option, Enter takes it), so
# that the game has something to keep (a game in which nobody moved is not
# saved); waits until the screen changed and the next prompt is up.
tty_move() {
	tty_mv_before=$(tty_screen)
	tty_keys Tab Enter
	tty_mv_n=150
	while [ "$tty_mv_n" -gt 0 ] && [ "$(tty_screen)" = "$tty_mv_before" ]; do
		sleep 0.2
		tty_mv_n=$((tty_mv_n - 1))
	done
	[ "$tty_mv_n" -gt 0 ] || tty_fail "Tab Enter changed nothing"
	tty_gone '\(AI\) is moving' || tty_fail "the AI did not answer the move"
	tty_wait '\? help' || tty_fail "no prompt after the move"
}

# Read the state hash through `:state` on the game screen (the pager opens,
# G jumps to its end where hash= is, q closes it).  Prints the 16 digits.
tty_screen_hash() {
	tty_keys : state Enter
	tty_wait "^Help|^state|hash=" || tty_fail ":state showed nothing"
	tty_keys G
	tty_wait "^hash=[0-9a-f]{16}" || tty_fail "no hash= line in :state"
	tty_screen | sed -n 's/^hash=\([0-9a-f]*\).*/\1/p' | head -n 1
	tty_keys q
	tty_wait '\? help' || tty_fail "the pager did not close"
}

# The slot name of the one autosave of GAME in the state directory (each
# game has its own: autosave-GAME-SCENARIO-DATE-TIME-PID); fails the test
# unless there is exactly one.
tty_autosave() {	# GAME
	tty_as=$(cd "$TTY_DIR/state/tabletty" 2>/dev/null && ls autosave-"$1"-*.ini 2>/dev/null)
	if [ "$(echo "$tty_as" | grep -c .)" -ne 1 ]; then
		echo "FAIL tty/$TTY_NAME: expected one autosave of $1, found: $tty_as" >&2
		exit 1
	fi
	echo "${tty_as%.ini}"
}

# Send SIG to the program, wait for it to exit, and check that the game's
# autosave resumes (batch --load) with state hash WANT.
tty_signal_resumes() {	# SIG GAME WANT
	tty_sig_pid=$(tty_pid)
	[ -n "$tty_sig_pid" ] || tty_fail "cannot find the program's pid"
	kill "-$1" "$tty_sig_pid"
	tty_wait "EXITED" || tty_fail "the program did not exit on SIG$1"
	tty_sig_slot=$(tty_autosave "$2") || exit 1
	tty_sig_out=$(echo state | XDG_STATE_HOME="$TTY_DIR/state" TABLETTY_DATA="$TTY_DATA" \
		"$TTY_BIN" batch "$2" --load "$tty_sig_slot" 2>&1)
	tty_sig_got=$(echo "$tty_sig_out" | sed -n "s/^hash=//p")
	[ -n "$3" ] || tty_fail "no hash on screen"
	[ "$tty_sig_got" = "$3" ] || { echo "$tty_sig_out"; tty_fail "hash after resume '$tty_sig_got' differs from '$3'"; }
}

# ---- tables ----

# The join code of SEAT at table TABLE (from the host's codes file).
tty_code() {	# TABLE SEAT
	sed -n "s/^code $2 //p" "$TTY_DIR/state/tabletty/table-$1.codes"
}

# tty_table_play TERM:SEAT...: on each terminal, type ':ai' whenever its
# own seat's decision is on the prompt row (SEAT in capitals), until every
# terminal shows the game over (or TTY_ROUNDS polls pass: default 3000).
# A check function named in TTY_CHECK runs on every poll; with TTY_UNTIL
# set, play stops as soon as a screen matches it.  An ':ai' that
# races a frame is refused by the table and changes nothing.
tty_table_play() {
	tty_round=0
	while [ "$tty_round" -lt "${TTY_ROUNDS:-3000}" ]; do
		tty_over=1
		for tty_ts in "$@"; do
			tty_on "${tty_ts%%:*}"
			tty_s=$(tty_screen)
			[ -n "$TTY_CHECK" ] && $TTY_CHECK "${tty_ts%%:*}" "$tty_s"
			[ -n "$TTY_UNTIL" ] && echo "$tty_s" | grep -Eq -- "$TTY_UNTIL" && return 0
			echo "$tty_s" | grep -q "Game over" && continue
			tty_over=0
			# not while the command line is open on the bottom row
			if echo "$tty_s" | grep -q "^${tty_ts#*:}: " &&
			   ! echo "$tty_s" | grep -q "^waiting for\|(AI)" &&
			   ! echo "$tty_s" | tail -n 1 | grep -q "^:"; then
				tty_keys : ai Enter
			fi
		done
		[ "$tty_over" = 1 ] && return 0
		sleep 0.1
		tty_round=$((tty_round + 1))
	done
	return 1
}
