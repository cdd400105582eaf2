#!/bin/sh
# Two sessions that hang up at the same moment do not fight over one file
# (issue 11): the same game (same seed) runs in two terminals, both get
# SIGHUP together, and each leaves an autosave of its own that loads.
. "$(dirname "$0")/lib.sh"
game=$(tty_game)
[ -n "$game" ] || tty_skip "no game is registered"
tty_play -- play "$game" --seed 1
tty_move	# something to keep in each
# a second terminal on the same tmux server, running the same command
tmux -L "$TTY_SOCK" new-session -d -x 80 -y 24 -s u "$tty_cmd; echo EXITED \$?; sleep 30" ||
	tty_fail "no second terminal"
n=150
while [ "$n" -gt 0 ] && ! tmux -L "$TTY_SOCK" capture-pane -p -t =u: | grep -q '? help'; do
	sleep 0.2
	n=$((n - 1))
done
[ "$n" -gt 0 ] || tty_fail "the second game did not start"
tty_on u
tty_move
tty_on t
# the program in each pane: the child of the pane's shell
pids=""
for s in t u; do
	pp=$(tmux -L "$TTY_SOCK" display-message -p -t "=$s:" '#{pane_pid}')
	for f in /proc/[0-9]*/stat; do
		set -- $(cat "$f" 2>/dev/null)
		[ "$4" = "$pp" ] && pids="$pids $1"
	done
done
[ "$(echo $pids | wc -w)" -eq 2 ] || tty_fail "cannot find both programs: '$pids'"
kill -HUP $pids
tty_wait "EXITED" || tty_fail "the first program did not exit"
n=150
while [ "$n" -gt 0 ] && ! tmux -L "$TTY_SOCK" capture-pane -p -t =u: | grep -q 'EXITED'; do
	sleep 0.2
	n=$((n - 1))
done
[ "$n" -gt 0 ] || tty_fail "the second program did not exit"
saves=$(ls "$TTY_DIR/state/tabletty" | grep "^autosave-$game-.*\.ini\$")
[ "$(echo "$saves" | grep -c .)" -eq 2 ] || tty_fail "two hang-ups left these saves: $(ls "$TTY_DIR/state/tabletty")"
for f in $saves; do
	XDG_STATE_HOME="$TTY_DIR/state" TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" check "$game" "$TTY_DIR/state/tabletty/$f" \
		>/dev/null 2>&1 || tty_fail "$f does not load"
done
tty_pass "$game: two games hung up together keep two autosaves that load"
