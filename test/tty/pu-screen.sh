#!/bin/sh
# POWERUP with keys only, at 80x24, to the end of a one-turn mission
# (test/batch/powerup/pu-screen.ini, seed 9): every fact of each decision
# is on the screen.  The panel names RAY's POW! cards with their effects
# and i gives their full text; the acid step asks first; at the store the
# panel lists each item with its price and stats and i tells all of them;
# the highlighted attack's i shows the target BUG's sheet; ending with
# actions left asks, and the mission is won.
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q '^powerup ' || tty_skip "powerup is not registered"
MISSION=$(cd "$(dirname "$0")/../batch/powerup" && pwd)/pu-screen.ini
tty_play -- play powerup --seed 9 --players ray --scenario "$MISSION"
tty_keys Enter
tty_wait "^RAY: 4 actions left" || tty_fail "RAY's turn did not start"
tty_wait "i info" || tty_fail "the key line does not name the key of the full texts"

# the hand: each card's effect in the panel, the full text on i
tty_wait "\|1 E Adrenalyn" || tty_fail "the panel does not name the first POW! card"
tty_wait "\|  \+2 RP" || tty_fail "the panel does not say what Adrenalyn does"
tty_wait "\|  \+1 W die in melee" || tty_fail "the panel does not say what Attack Advantage does"
tty_keys i
tty_wait "Gain 2 reaction points at once" || tty_fail "i did not give the hand's full text"
tty_wait "Attack Advantage: POW! card, Trick" || tty_fail "i did not tell the second card"
tty_keys q
tty_wait "^RAY: 4 actions left" || tty_fail "the info page did not close"
tty_keys 1
tty_wait "RAY plays Adrenalyn" || tty_fail "the key 1 did not play the card"
tty_wait "RP 5/3" || tty_fail "the card's effect is not on the panel"

# a deadly step asks first
tty_keys Left
tty_wait "move left: acid: RAY dies\. Do it\? \(y/n\)" || tty_fail "the step into the acid did not ask"
tty_keys n
tty_wait "Not done: move left" || tty_fail "n did not keep RAY out of the acid"

# the store: items with prices and stats in the panel, all of it on i
tty_keys Right
tty_wait "POWERUP store is open \(i: every item in full\)" || tty_fail "the store did not open"
tty_wait "\|buy 1 [A-Za-z -]+ [0-9]+\\$" || tty_fail "the panel does not list the store's items with prices"
tty_wait "\|  (range|melee|armour)" || tty_fail "the panel does not give the items' stats"
tty_wait "\|ammo\+2 1\\$ life 3\\$" || tty_fail "the panel does not give the supplies' prices"
tty_keys i
tty_wait "^The POWERUP store \(RAY has 30 coins" || tty_fail "i at the store did not list the store"
tty_wait "^buy ammo: 2 ammo for 1 coin" || tty_fail "i at the store did not tell the supplies"
tty_keys q d
tty_wait "The store closes" || tty_fail "d did not close the store"

# the highlighted attack: i shows the target's BUG sheet and the roll
tty_keys Right
tty_wait "^RAY: 2 actions left" || tty_fail "RAY did not step next to the BIGBUG"
i=0
while [ $i -lt 30 ] && ! tty_screen | grep -q "attack ahead  (attack ahead)"; do
	tty_keys Tab
	i=$((i + 1))
done
tty_screen | grep -q "attack ahead  (attack ahead)" || tty_fail "no attack ahead to highlight"
tty_wait "target: BIGBUG" || tty_fail "the highlighted attack does not name its target"
tty_keys i
tty_wait "^BIGBUG: BUG sheet, SPAWN cost 4, 2 lives, armour 1" || tty_fail "i did not show the BUG sheet"
tty_wait "This one: at 8,2 facing left" || tty_fail "i did not say how this BUG stands"
tty_wait "^RAY's melee roll" || tty_fail "i did not give RAY's roll"
tty_keys q Escape

# the end: unused actions ask, then the VIPs are safe
tty_keys e
tty_wait "end turn: 2 actions unused\. Do it\? \(y/n\)" || tty_fail "ending with actions left did not ask"
tty_keys y
tty_wait "^Game over" || tty_fail "the mission did not end"
tty_wait "victory, the VIPs held on" || tty_fail "the mission was not won"
tty_pass "powerup by keys to the end: card effects, the acid question, the store's items, a BUG sheet on i"
