#!/bin/sh
# DeathBot Derby from `play deathbot` to the end against the AI, with
# keys only (issue 12): the draft offers show each card's stats and
# effect words in the panel, i opens the full texts of the offers (not
# the other seat's hand), in the duel i on the highlighted option tells
# what it does and i alone lists one's own bot and the other's revealed
# parts; then red plays on (fire, melee, step towards blue, split the
# damage, end the turn) until one bot is scrapped.
. "$(dirname "$0")/lib.sh"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"
tty_play -- play deathbot --seed 7
tty_keys r
tty_wait "keep one of these movement cards" || tty_fail "no draft after choosing the first player"
for w in "1 Scythed Wheels" "HP3 SPD4 scythe" "HP3 SPD5 boost" "HP5 SPD3 no saw"; do
	tty_screen | grep -q "$w" || tty_fail "the draft panel does not show '$w'"
done
tty_keys i
tty_wait "Blades on the rims" || tty_fail "i did not show the offered cards' full texts"
tty_screen | grep -q "Keep one movement card" || tty_fail "i did not say what the draft asks"
tty_keys q
tty_gone "^lines [0-9]" || tty_fail "the pager did not close"
# the rest of the draft: keep the first card each time
picks=0
while ! tty_screen | grep -q "actions left; move, attack"; do
	tty_wait "RED: keep one of these|actions left; move, attack" || tty_fail "the draft stalled"
	tty_screen | grep -q "RED: keep one of these" || continue
	asked=$(tty_screen | grep "RED: keep one of these")
	tty_keys 1
	picks=$((picks + 1))
	[ $picks -le 4 ] || tty_fail "more than four picks for red"
	n=50	# until that question is answered (the next one differs)
	while tty_screen | grep -qF "$asked" && [ $n -gt 0 ]; do sleep 0.2; n=$((n - 1)); done
done
[ $picks -eq 4 ] || tty_fail "red picked $picks times, not 4"
tty_screen | grep -q "secret weapon: hidden" || tty_fail "blue's secret weapon is not hidden on red's screen"
tty_keys Tab i
tty_wait "A Move costs one action" || tty_fail "i on the highlighted step did not tell what a Move does"
tty_keys Escape
tty_keys i
tty_wait "red's bot Reaper-Hook-Saw" || tty_fail "i did not list red's bot"
tty_screen | grep -q "secret: hidden" || tty_fail "i told blue's unrevealed secret weapon"
tty_keys q
tty_gone "^lines [0-9]" || tty_fail "the pager did not close"
turns=0
while ! tty_screen | grep -q "Game over"; do
	tty_wait "RED: |Game over" 300 || tty_fail "the duel stalled"
	tty_screen | grep -q "Game over" && break
	tty_keys f a 1 2 3 Left Enter f a 1 2 3 Up Enter f a 1 2 3 e
	tty_wait "Do it\? \(y/n\)" 3 && tty_keys y
	turns=$((turns + 1))
	[ $turns -le 150 ] || tty_fail "no end after 150 turns"
done
[ $turns -gt 0 ] || tty_fail "red played no turn"
tty_screen | grep -Eq "scrapped|wins" || tty_fail "the end does not say who won"
tty_pass "the draft shows the effect words, i the full texts; the duel ended after $turns turns of red"
