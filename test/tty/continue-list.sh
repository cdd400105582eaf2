#!/bin/sh
# The Continue list (issue 27): a game in which nobody moved is not kept
# (quitting it says so, and no save is written), and the list uses the
# screen's width: a game's and a scenario's names are never cut while
# the other columns can give ("DeathBot D", "save-the-vi" before).
. "$(dirname "$0")/lib.sh"
saves=$TTY_DIR/state/tabletty
count() { ls "$saves" 2>/dev/null | grep -c '\.ini$'; }
tty_start -- play powerup --scenario kill-the-bugmistress --seed 9 --players ana=human,ray=ai
tty_wait "^Enter start" || tty_fail "no start decision"
tty_keys Q
tty_wait "Nobody has moved yet, so there is nothing to save" || tty_fail "the quit does not say nothing is saved"
tty_keys y
tty_wait "^EXITED 0" || tty_fail "the game did not end"
[ "$(count)" -eq 0 ] || tty_fail "a game with no move was saved: $(ls "$saves")"
tty_close "$TTY_T"

tty_start -- play deathbot --seed 3
tty_wait "Who used a remote controller" || tty_fail "no first DeathBot decision"
tty_keys r
tty_wait "keep one of these" || tty_fail "r did not choose red"
tty_keys Q
tty_wait "The game is saved first" || tty_fail "the quit of a game with a move does not save"
tty_keys y
tty_wait "^EXITED 0" || tty_fail "deathbot did not end"
tty_close "$TTY_T"

tty_start -- play powerup --scenario kill-the-bugmistress --seed 9 --players ana=human,ray=ai
tty_wait "^Enter start" || tty_fail "no start decision"
tty_keys Enter
tty_gone "^Enter start" || tty_fail "Enter did not start the mission"
tty_keys Q
tty_wait "The game is saved first" || tty_fail "the POWERUP quit does not save"
tty_keys y
tty_wait "^EXITED 0" || tty_fail "powerup did not end"
tty_close "$TTY_T"
[ "$(count)" -eq 2 ] || tty_fail "$(count) saves, not 2: $(ls "$saves")"

tty_start --
tty_wait "Continue a saved game" || tty_fail "no Continue in the menu"
i=0
until tty_screen | grep -q "Continue a saved game (newest first)"; do
	tty_keys Down Enter
	sleep 0.3
	i=$((i + 1))
	[ "$i" -lt 8 ] || tty_fail "could not reach the Continue list"
	tty_screen | grep -q "Continue a saved game (newest first)" && break
	tty_keys Escape
	sleep 0.2
done
s=$(tty_screen)
echo "$s" | grep -q "DeathBot Derby " || tty_fail "the list cuts the game's name: $(echo "$s" | grep -m1 DeathBot)"
echo "$s" | grep -q "kill-the-bugmistress " || tty_fail "the list cuts the scenario: $(echo "$s" | grep -m1 POWERUP)"
echo "$s" | grep -q "1 move" || tty_fail "the list does not say the moves"
tty_pass "a game with no move is not kept; the Continue list shows whole names"
