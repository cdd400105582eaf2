#!/bin/sh
# Nothing is cut at 80x24: every game is played from its first screen to
# the end by the AI (every frame drawn), then a human seat browses a few
# decisions (Tab highlights, ? help, L legend, :hint) while the AI decides
# for it.  The program reports every text it could not show whole
# (TABLETTY_CUTLOG, the test hook of the screen code): the log must stay
# empty, and each game must have drawn its frames.
. "$(dirname "$0")/lib.sh"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"
CUT="$TTY_DIR/cut.log"
games=$(TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | awk 'NR > 1 && /players/ { print $1 }')
n=0
for g in $games; do
	# the whole game by the AI: every seat, every frame
	seats=2
	[ "$g" = powerup ] && seats=ai,ai
	: >"$CUT"
	case $g in
	powerships) spec=yellow=ai,red=ai ;;
	deathbot) spec=red=ai,blue=ai ;;
	megapulse) spec=x-350=ai,falcon=ai ;;
	powerup) spec=ray=ai,tor=ai ;;
	*) spec=$seats ;;
	esac
	tty_start TABLETTY_CUTLOG="$CUT" -- play "$g" --seed 3 --players "$spec"
	tty_wait "Game over" 900 || tty_fail "$g: the AI game did not end"
	tty_keys q
	tty_stop
	[ -s "$CUT" ] && { sed 's/^/    /' "$CUT"; tty_fail "$g: text cut in the AI game"; }
	# a human seat: highlights, help, legend, hints on real decisions
	tty_start TABLETTY_CUTLOG="$CUT" -- play "$g" --seed 5
	tty_wait '\? help' || tty_fail "$g: no game screen"
	steps=0
	while [ $steps -lt 12 ]; do
		tty_keys Tab Tab Escape L L
		tty_keys "?"
		tty_wait "^Help" 50 && tty_keys q
		tty_keys : hint Enter
		tty_keys : ai Enter
		tty_gone "is moving" 100
		tty_screen | grep -q "Game over" && break
		steps=$((steps + 1))
	done
	[ $steps -gt 0 ] || tty_fail "$g: no decision was browsed"
	tty_stop
	[ -s "$CUT" ] && { sed 's/^/    /' "$CUT"; tty_fail "$g: text cut on a human's screens"; }
	n=$((n + 1))
done
[ "$n" -ge 4 ] || tty_fail "only $n games were swept"
tty_pass "$n games played to the end and browsed: no text cut at 80x24"
