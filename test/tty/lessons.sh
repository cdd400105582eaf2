#!/bin/sh
# Every lesson (issue 31), reached from the menu's Learn to play and played
# by keys alone to its end at 80x24: at each of the learner's decisions
# Enter takes the option the lesson highlights; once in each lesson a
# wrong but legal move (the table below) is made first, and it must be
# explained and taken back, the step unchanged.  No box may be cut
# (TABLETTY_CUTLOG), and no figure or goal the view keeps may leave the
# board for the rows the box takes (TABLETTY_CHECKLOG).  test/tty/learn.sh plays lesson 1 of Powerships
# step by step, reading each box.
. "$(dirname "$0")/lib.sh"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"
cut=$TTY_DIR/cut.log
chk=$TTY_DIR/check.log

# wrong GAME LESSON: "STEP KEY..." the wrong move made at that step
wrong() {
	case $1/$2 in
	powerships/1-speed) echo "3 =" ;;	# keep the dice where the step rolls
	powerships/2-buoys) echo "1 a" ;;	# add a die where the step keeps them
	powerships/3-finish) echo "1 -" ;;	# take a die away where the step adds one
	deathbot/1-draft) echo "6 s" ;;		# the secret weapon where the step ends
	deathbot/2-fight) echo "1 e" ;;		# end the turn where the step fires
	deathbot/3-arena) echo "1 z" ;;		# the hazard roll where the step fires
	megapulse/1-round) echo "2 r" ;;	# RACE where the step plays a card first
	megapulse/2-upgrades) echo "2 r" ;;	# RACE where the step shoots first
	megapulse/3-bombs) echo "2 r" ;;	# RACE where the step lays a bomb first
	powerup/1-moving) echo "3 Right" ;;	# a move where the step jumps
	powerup/2-deathmatch) echo "4 Left" ;;	# a move where the step picks up the robot
	powerup/3-bugmistress) echo "2 e" ;;	# end the turn where the step spawns
	*) echo "" ;;
	esac
}

played=0
gi=0
for g in $(TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list --ids); do
	li=0
	for f in "$TTY_DATA/$g"/learn/*.ini; do
		[ -f "$f" ] || continue
		name=$(basename "$f" .ini)
		set -- $(wrong "$g" "$name")
		[ $# -ge 2 ] || tty_fail "$g/$name has no wrong move in this test's table"
		wstep=$1
		shift
		: >"$chk"
		tty_start TABLETTY_CUTLOG="$cut" TABLETTY_CHECKLOG="$chk" --
		tty_wait "Choose a game" || tty_fail "no menu"
		tty_keys Down Down Down Down Down Down Down Down Enter
		tty_wait "Learn to play: which game" || tty_fail "no Learn to play"
		i=0
		while [ $i -lt $gi ]; do tty_keys Down; i=$((i + 1)); done
		tty_keys Enter
		tty_wait "Learn to play " || tty_fail "$g: no list of lessons"
		i=0
		while [ $i -lt $li ]; do tty_keys Down; i=$((i + 1)); done
		tty_keys Enter
		tty_wait " - step 1 of [0-9]+" || tty_fail "$g/$name did not start"
		tries=0
		wrong_done=0
		while ! tty_screen | grep -q " - done *\$"; do
			tries=$((tries + 1))
			[ $tries -lt 80 ] || tty_fail "$g/$name: no end after 80 decisions"
			if tty_screen | grep -q "(y/n)"; then
				tty_keys y
				sleep 0.3
				continue
			fi
			if tty_screen | grep -q "q look at the board"; then
				# the game ended: its end page offers the first real game
				tty_screen | grep -q "n a first real game, hints on" ||
					tty_fail "$g/$name: the end page does not offer the first game"
				tty_keys q
				tty_gone "q look at the board" 25
				continue
			fi
			tty_wait "^[A-Z][A-Z0-9-]*: |q look at the board| - done *\$" ||
				tty_fail "$g/$name: the learner is never asked"
			tty_screen | grep -Eq "q look at the board| - done *\$" && continue
			k=$(tty_screen | sed -n 's/.* - step \([0-9]*\) of [0-9]*.*$/\1/p')
			[ -n "$k" ] || continue
			if [ "$k" = "$wstep" ] && [ $wrong_done = 0 ]; then
				tty_keys "$@"
				tty_wait "\(y/n\)|taken back, not this step's move" ||
					tty_fail "$g/$name: the wrong move at step $k had no answer"
				tty_screen | grep -q "(y/n)" && tty_keys y
				tty_wait "taken back, not this step's move" ||
					tty_fail "$g/$name: the wrong move at step $k was not explained"
				tty_screen | grep -q " - step $k of " ||
					tty_fail "$g/$name: the wrong move changed the step"
				wrong_done=1
			fi
			tty_keys Enter
			tty_wait " - step $((k + 1)) of | - done *\$|\(y/n\)|q look at the board" ||
				tty_fail "$g/$name: Enter on the highlight did not end step $k"
		done
		[ $wrong_done = 1 ] || tty_fail "$g/$name: step $wstep never came"
		[ ! -s "$cut" ] || tty_fail "$g/$name: cut: $(head -n 3 "$cut")"
		# the box takes rows from the board: no figure or kept goal may go
		# out of sight for it
		! grep -Eq '^(MISSING|LOST)' "$chk" || tty_fail "$g/$name: $(grep -Em1 '^(MISSING|LOST)' "$chk")"
		grep -q '^figures ' "$chk" || tty_fail "$g/$name: the screen check did not run"
		tty_stop
		played=$((played + 1))
		li=$((li + 1))
	done
	gi=$((gi + 1))
done
[ $played -ge 5 ] || tty_fail "only $played lessons were played"
tty_pass "$played lessons played by keys to their ends, a wrong move taken back in each"
