#!/bin/sh
# A key the key line offers types its command even when no option takes
# it now, and shows the engine's reason, the same as the typed command;
# the key line lists only keys that do something now, each with what it
# does (Megapulse names its card options there).
. "$(dirname "$0")/lib.sh"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"
list=$(TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list)
n=0
if echo "$list" | grep -q '^powerships '; then
	# seed 1: yellow's straight heading crashes, left flies the whole speed
	tty_play -- play powerships --seed 1 --players yellow=human,red=human
	tty_keys Enter
	tty_wait "RED: choose a starting position" || tty_fail "no start position for red"
	tty_keys : "place c e" Enter
	tty_keys : "place ne ne" Enter
	tty_wait "^YELLOW: speed 0" || tty_fail "no dice prompt"
	tty_keys a Enter
	tty_wait "^YELLOW: speed 3\. Heading shown" || tty_fail "no heading prompt"
	tty_wait "q move left" || tty_fail "the key line does not offer q"
	tty_screen | grep -q "w move straight" && tty_fail "w is offered though straight crashes"
	tty_keys w
	tty_wait "going straight crashes, but left uses your whole speed" ||
		tty_fail "w did not give the rule's reason"
	tty_stop
	n=$((n + 1))
fi
if echo "$list" | grep -q '^deathbot '; then
	tty_play -- play deathbot --seed 5
	tty_keys r 1 1 1 1 1 1 1 1
	tty_wait "^RED: 2 actions left" || tty_fail "the duel did not start"
	tty_screen | grep -q "f/a attack" && tty_fail "fire is offered out of range"
	tty_keys f
	tty_wait "out of range: .* is 14 spaces away" || tty_fail "f did not give the range rule"
	tty_stop
	n=$((n + 1))
fi
if echo "$list" | grep -q '^powerup '; then
	tty_play -- play powerup --seed 682866917 --scenario save-the-vips
	tty_keys Enter
	tty_wait "^ANA: 4 actions left" || tty_fail "ANA's turn did not start"
	tty_keys s
	tty_wait "Explosive Gas: nobody can use distance attacks" ||
		tty_fail "s did not give the Explosive Gas rule"
	tty_stop
	n=$((n + 1))
fi
if echo "$list" | grep -q '^megapulse '; then
	tty_play -- play megapulse --seed 5
	tty_keys Tab Enter
	tty_wait "^1 play RAPIDSHIFT  2 play SIDETHRUST  r RACE  R REPAIR" ||
		tty_fail "the turn's keys do not name the cards"
	tty_keys 1
	tty_wait "^a \+1 Speed  b GRIP this round" || tty_fail "the options are not named in the key line"
	tty_stop
	n=$((n + 1))
fi
[ "$n" -gt 0 ] || tty_skip "no game is registered"
tty_pass "$n games: keys give the rule's reason, the key line names what keys do"
