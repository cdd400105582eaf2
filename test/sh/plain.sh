#!/bin/sh
# Plain mode: `tabletty play GAME --plain` plays a whole game of each game
# from a script on standard input (help, look, panel, show, a numbered
# option, a hint, then the computer's choice for every decision, a look
# every ten lines, quit and yes).  Each game must end ("Game over."), the decision and its
# numbered options and the game's look texts must appear, the program must
# leave with status 0, and no byte but printable text and newlines may
# ever be written (no escape sequence, no cursor addressing).
#   usage: test/sh/plain.sh BIN
BIN=$1
tmp=$(mktemp -d)
trap '[ -n "$PLAIN_KEEP" ] && cp "$tmp"/*.out "$PLAIN_KEEP"/; rm -rf "$tmp"' EXIT
export XDG_STATE_HOME="$tmp/state" HOME="$tmp" LANG=C.UTF-8 LC_ALL=C.UTF-8
fail=0
games=0
bad() { echo "FAIL $*"; fail=$((fail + 1)); }

# plain_game GAME SEED PLAYERS LOOK-TEXT...
plain_game() {
	game=$1 seed=$2 players=$3
	shift 3
	games=$((games + 1))
	out="$tmp/$game.out"
	n=0
	{
		printf '?\nlook\npanel\nshow\n1\nhint\n'
		while [ "$n" -lt 700 ]; do
			n=$((n + 1))
			if [ $((n % 10)) -eq 0 ]; then printf 'look\n'; else printf 'ai\n'; fi
		done
		printf 'quit\ny\n'
	} >"$tmp/$game.in"
	[ "$n" -eq 700 ] || bad "$game: the script has $n lines of moves, not 700"
	"$BIN" play "$game" --plain --seed "$seed" --players "$players" <"$tmp/$game.in" >"$out" 2>&1
	rc=$?
	[ "$rc" -eq 0 ] || bad "$game: exit status $rc"
	grep -q '^Game over\.$' "$out" || bad "$game: the game did not end ($(grep -c '^> ai$' "$out") ai lines read)"
	grep -Eq '^Type (a key or )?a number( from the list)?, a command, or \? for help\.$' "$out" || bad "$game: no decision was shown"
	grep -q '^  1\. ' "$out" || bad "$game: no numbered option was shown"
	grep -q '^Plain mode: type the key of an option' "$out" || bad "$game: ? showed no help"
	grep -q '^hint: ' "$out" || bad "$game: hint said nothing"
	sed -n '/^> panel$/{n;p;q}' "$out" | grep -q '^[^>e]' || bad "$game: panel printed nothing"
	sed -n '/^> show$/{n;p;q}' "$out" | grep -q '^== ' || bad "$game: show printed no board"
	grep -q '^Leave this game? (y/n)$' "$out" || bad "$game: quit at the end did not ask"
	looks=$(grep -c '^> look$' "$out")
	[ "$looks" -ge 60 ] || bad "$game: only $looks looks were read"
	for text in "$@"; do
		seen=$(grep -c -- "$text" "$out")
		[ "$seen" -gt 0 ] || bad "$game: look never said '$text'"
	done
	# every byte is printable (UTF-8 text included) or a newline
	ctl=$(LC_ALL=C tr -d '\n\040-\176\200-\377' <"$out" | wc -c)
	[ "$ctl" -eq 0 ] || bad "$game: $ctl control bytes (escape sequences?) in the output"
	LC_ALL=C grep -q "$(printf '\302[\200-\237]')" "$out" && bad "$game: a C1 control character in the output"
	if grep -q 'error: the game is over' "$out" && ! grep -q '^Game over\.$' "$out"; then
		bad "$game: refused moves before the end"
	fi
}

plain_game powerships 7 yellow=human,red=ai 'Next: buoy 1 on' 'Its gate runs' '^straight, nose' \
	'^red: [0-9]* hex' '(shown): '
plain_game deathbot 7 red=human,blue=ai '^Around you: north' '^Blue (' 'Your .* (range [0-9]'
plain_game megapulse 7 x-350=human,falcon=ai '^Driving on' '^Left: ' '^falcon: ' 'place [12] of 2'
plain_game powerup 7 ana=human '^You stand on' '^Ahead (right)' '^Below (down)' \
	'^Nearest POWERUP ON'

[ "$games" -eq 4 ] || bad "$games games were played, not 4"

# one-letter keys are the screen's: r is RACE at a Megapulse turn (it was
# "ambiguous: rig, race, repair, right"), and the list shows the key
out="$tmp/keys.out"
printf 'select rapidshift sidethrust\nr\nquit\ny\n' | "$BIN" play megapulse --plain --seed 453764425 \
	--players x-350=human,falcon=ai >"$out" 2>&1
grep -q 'ambiguous' "$out" && bad "keys: r is ambiguous in plain mode"
grep -q '^x-350 races 2 spaces' "$out" || bad "keys: r did not RACE"
grep -q '^  r   RACE (race)$' "$out" || bad "keys: the list does not show the key r"

# DeathBot: each step of a path planned is a new decision, shown again
# though the path replaces the one before in the history (issue 27)
out="$tmp/deathbot-path.out"
printf 'r\n1\n1\n1\n1\npath s\npath s s\nquit\ny\n' |
	"$BIN" play deathbot --plain --seed 77 >"$out" 2>&1
grep -q '^red: path 1 of 4 steps to 10,2 (column,row)' "$out" || bad "deathbot: path s was not shown"
grep -q '^red: path 2 of 4 steps to 10,3 (column,row)' "$out" || bad "deathbot: path s s was not shown"
grep -q '^  [0-9]*\.  *move along the path (move s s)$' "$out" || bad "deathbot: the move along the path is no option"
[ "$fail" -eq 0 ] && echo "ok plain mode: a whole game of each of the $games games"
[ "$fail" -eq 0 ]
