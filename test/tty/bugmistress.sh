#!/bin/sh
# POWERUP with a person as the BUGMISTRESS at one keyboard: her hand is
# hidden information, so a curtain with nothing else on screen comes down
# whenever the keyboard passes between her and RAY; only her view lists
# her BUG cards; RAY's view shows how many she holds, never which, and
# the state is refused to him.
. "$(dirname "$0")/lib.sh"
curtain_only() {
	[ "$(tty_screen | grep -c '[^ ]')" -le 2 ] || tty_fail "the curtain shows more than itself"
}
tty_start -- play powerup --seed 1 --players ray=human,bugmistress=human
tty_wait "Pass the keyboard to RAY, then press Enter" || tty_fail "no curtain for RAY"
tty_keys Enter
tty_wait "The BUGs move first" || tty_fail "no start prompt"
tty_keys Enter
tty_wait "Pass the keyboard to BUGMISTRESS, then press Enter" || tty_fail "no curtain for her"
curtain_only
tty_keys Enter
tty_wait "BUGMISTRESS: step activate" || tty_fail "Enter did not show her turn"
tty_screen | grep -q "Immolation" || tty_fail "her view does not list her card"
tty_keys e
tty_wait "Pass the keyboard to RAY, then press Enter" || tty_fail "no curtain after her turn"
curtain_only
tty_keys Enter
tty_wait "RAY: 4 actions left" || tty_fail "her 'end' did not pass the turn to RAY"
tty_screen | grep -q "BUGMISTRESS 1 card" || tty_fail "RAY does not see how many cards she holds"
tty_screen | grep -q "Immolation" && tty_fail "RAY's view shows her card"
tty_keys :
tty_keys "state" Enter
tty_wait "hidden information" || tty_fail "RAY was shown the state (her hand in it)"
tty_screen | grep -q "Immolation" && tty_fail "RAY's state shows her card"
tty_pass "powerup: the BUGMISTRESS's turn behind the curtain, her hand in her view only"
