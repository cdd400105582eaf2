#!/bin/sh
# POWERUP Deathmatch free set-up at 80x24, by keys (deathmatch-2, ANA
# for RED against the AI): the panel says what RED places, its own
# chips (never BLU's) and whether the cursor's square takes the piece;
# the arrows move the cursor, Enter places there, a chip's own key lays
# that chip; the game begins once every piece is placed.
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q '^powerup ' || tty_skip "powerup is not registered"
tty_play -- play powerup --seed 1 --setup free --players ana=human,ray=ai --scenario deathmatch-2
tty_wait "Free set-up" || tty_fail "the set-up panel is not shown"
tty_wait "RED \(ANA\) places a" || tty_fail "the panel does not say who places what"
tty_wait "RED chips in hand: P 1" || tty_fail "ANA does not see RED's chips"
tty_screen | grep -q "BLU chips in hand" && tty_fail "ANA sees BLU's chips"
tty_wait "Enter place here  arrows cursor" || tty_fail "the key line does not offer the cursor"

# the cursor: left to 0,4 (a trap? no: the base's floor), up into the wall
tty_keys Left
tty_wait "Cursor 0,4" || tty_fail "Left did not move the cursor"
tty_keys Up Up
tty_wait "Cursor 0,2" || tty_fail "Up did not move the cursor"
tty_keys Enter
tty_wait "RED places a POWERUP at 0,2" || tty_fail "Enter did not place the POWERUP at the cursor"
tty_wait "BLU places a POWERUP" || tty_fail "the AI did not place for BLU"
# the cursor starts on the square the AI would choose; back to the
# tile of 0,2: the panel gives the rule, and Enter is refused with it
tty_wait "Cursor 1,4: it may go" || tty_fail "the cursor does not start on a square that takes the piece"
tty_keys Up Up
tty_wait "Cursor 1,2: the tile of" || tty_fail "the panel does not give the rule at the cursor"
tty_keys Enter
tty_wait "one POWERUP a tile" || tty_fail "a second POWERUP on a tile was not refused"
# Enter twice more at the suggested squares, then the chips by their keys
tty_keys Down Down
tty_wait "Cursor 1,4" || tty_fail "the cursor did not come back"
tty_keys Enter
tty_wait "RED places a POWERUP at 1,4" || tty_fail "the second POWERUP was not placed"
tty_wait "places a POWERUP \(1 left" || tty_fail "the third POWERUP is not asked"
tty_keys Enter
tty_wait "lays a secret chip; its chips P 1" || tty_fail "the chips are not asked with RED's hand"
tty_wait "p/1 lay chip" || tty_fail "the key line does not offer the chip keys"
tty_keys p
tty_wait "RED places a secret chip at" || tty_fail "p did not lay the POWERUP chip"
tty_wait "its chips 1\." || tty_fail "the second chip is not asked"
tty_keys 1
tty_wait "RED places the robot|places an explosive drum" || tty_fail "the chips were not both laid"
tty_keys Enter
tty_wait "RED \(ANA\) places the robot" || tty_fail "the robot is not asked"
tty_keys Enter
tty_wait "ANA, place your BUGBUSTER on the RED base" || tty_fail "ANA's BUGBUSTER is not asked"
tty_keys Enter
tty_wait "RED 0 - BLU 0" || tty_fail "the set-up did not end (no Deathmatch panel)"
tty_wait "^ANA: 4 actions left" || tty_fail "ANA's first turn did not start"
tty_pass "deathmatch free set-up by keys: cursor, placing, refusals, own chips only"
