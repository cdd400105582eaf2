#!/bin/sh
# POWERUP, Kill the BUGMISTRESS with a person as the BUGMISTRESS: her key
# line offers the tile flip (f), and f flips the tile of the top-scoring
# BUGBUSTER.
. "$(dirname "$0")/lib.sh"
tty_start -- play powerup --seed 3 --players ray=human,tor=human,bugmistress=human --scenario test/batch/powerup/bm-flip.ini --option reactions=never
tty_wait "Pass the keyboard to RAY, then press Enter" || tty_fail "no curtain for RAY"
tty_keys Enter
tty_wait "The BUGs move first" || tty_fail "no start prompt"
tty_keys Enter
tty_wait "Pass the keyboard to BUGMISTRESS, then press Enter" || tty_fail "no curtain for her"
tty_keys Enter
tty_wait "BUGMISTRESS: step activate" || tty_fail "Enter did not show her turn"
tty_screen | grep -q "f flip tile" || tty_fail "her key line does not offer the tile flip"
tty_keys f
tty_wait "flips the tile at 3-5,0-2" || tty_fail "f did not flip RAY's tile"
tty_pass "powerup: in Kill the BUGMISTRESS her key f flips a tile"
