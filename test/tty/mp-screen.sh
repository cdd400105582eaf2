#!/bin/sh
# A Megapulse race from `play megapulse` to the end with the keys the
# screen offers (Tab highlights, Enter takes, y answers a warning, i opens
# the full text), as a new player would: every fact a decision needs is on
# the screen.  At the selection the panel shows each card of the hand with
# its short text; i on a highlighted pair opens both cards' full texts; a
# card's option keys name their labels; at the shop the panel lists the
# market with each card's short text and its cost in tokens; the cars'
# lines have a header in words.
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q '^megapulse ' || tty_skip "megapulse is not registered"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"
tty_start -- play megapulse --seed 3 --players x-350=human,falcon=ai --option laps=1
tty_wait "^X-350: select 2 cards in secret" || tty_fail "no selection on the first screen"
s=$(tty_screen)
echo "$s" | grep -q "|Hand (2N: costs 2 Nitro)" || tty_fail "the hand has no header"
echo "$s" | grep -q "| RAPIDSHIFT +1 Spd/GRIP" || tty_fail "no card's effect at the selection"
echo "$s" | grep -q "| ULTRAFIRE 1 dmg/2N:2 dmg" || tty_fail "no card's cost at the selection"
echo "$s" | grep -q "|Order  Lap Spd Nitro Hull" || tty_fail "the cars' lines have no header"
echo "$s" | grep -Eq "\|[12] F +0 +1 +0 +5" || tty_fail "no line for falcon under the header"
# i on the highlighted pair: both cards in full
tty_keys Tab
tty_wait "\[1/21\] RAPIDSHIFT\+SIDETHRUST" || tty_fail "Tab did not highlight the first pair"
tty_keys i
tty_wait "Option b: GRIP until the round" || tty_fail "i did not show RAPIDSHIFT's full text"
tty_screen | grep -q "SIDETHRUST (base card): Option a: drive 1 space sideways" ||
	tty_fail "i did not show SIDETHRUST's full text"
tty_keys q
tty_wait "^X-350: select 2 cards in secret" || tty_fail "the pager did not close"
# i with nothing highlighted: the whole hand
tty_keys Escape i
tty_wait "Your hand \(you have Speed 1, Nitro 0, Hull 5\)" || tty_fail "i did not show the hand"
tty_keys q
tty_wait "^X-350: select 2 cards in secret" || tty_fail "the pager did not close"

# the race: the first option of every decision, a warning answered y.
# A capture may show a frame still being drawn, or the one before a key
# took effect: a screen that does not hold what its prompt needs is read
# again (no key is sent), and only a run of such screens fails.
sel=0 opt=0 shop=0 n=0 bad=0
mp_again() {
	bad=$((bad + 1))
	[ $bad -lt 25 ] || { tty_screen >&2; tty_fail "$1"; }
	sleep 0.2
}
while [ $n -lt 600 ]; do
	n=$((n + 1))
	s=$(tty_screen)
	echo "$s" | grep -q "Game over" && break
	if echo "$s" | grep -q "Do it?"; then
		tty_keys y
		tty_gone "Do it?" 50
		continue
	fi
	echo "$s" | grep -q "^X-350: " || { sleep 0.2; continue; }
	if echo "$s" | grep -q "^X-350: select 2 cards"; then
		echo "$s" | grep -q "| SUBFOCUS your Catalyst" || { mp_again "no card text at selection $sel"; continue; }
		sel=$((sel + 1))
	fi
	if echo "$s" | grep -q "^X-350: choose an option of"; then
		echo "$s" | grep -Eq "^a [^ ].*  b [^ ]" || { mp_again "the option keys do not name their labels"; continue; }
		echo "$s" | grep -q "^a option a" && tty_fail "the key line says 'option a'"
		opt=$((opt + 1))
	fi
	if echo "$s" | grep -q "^X-350: spend an Upgrade token"; then
		{ echo "$s" | grep -q "|Market, 1 token a card:" &&
		  echo "$s" | grep -Eq "\|1 [A-Z].* [^ ]" &&
		  echo "$s" | grep -q "|k deck: "; } || { mp_again "no market with texts at the shop"; continue; }
		if [ $shop = 0 ]; then
			# a short text goes to the log: M lists it whole
			tty_keys Tab i
			tty_wait "cost|Level I" || tty_fail "i showed nothing at the shop"
			tty_keys M
			tty_wait "^Market card 1, for 1 Upgrade token: [A-Z]" || tty_fail "i did not show the market card"
			tty_keys q
			tty_wait "^X-350: spend an Upgrade token" || tty_fail "the pager did not close at the shop"
		fi
		shop=$((shop + 1))
	fi
	bad=0
	tty_keys Escape Tab Enter
	tty_gone "Esc cancel  \[1/" 50
done
tty_screen | grep -q "Game over" || tty_fail "the race did not end ($n steps)"
[ $sel -gt 1 ] || tty_fail "only $sel selections were seen"
[ $opt -gt 0 ] || tty_fail "no option of a card was chosen"
[ $shop -gt 0 ] || tty_fail "the shop never opened"
tty_pass "megapulse by keys to the end: $sel selections with card texts, $opt card options named, $shop shop visits with the market's texts, i on a pair and a market card"
