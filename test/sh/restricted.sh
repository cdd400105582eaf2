#!/bin/sh
# Restricted mode (--restricted or TABLETTY_RESTRICTED=1): no path from the
# player reaches the file system, whatever the order of the options, and
# names cannot escape the state directory.  The player's words come in
# through the login wrapper of the man page (sshd ForceCommand, the words
# typed after `ssh games@host` in SSH_ORIGINAL_COMMAND), as a stranger
# would try them: a secret file outside must never be read, and whether a
# path exists must not show.
#   usage: test/sh/restricted.sh BIN
BIN=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_STATE_HOME="$tmp/state" HOME="$tmp"
TABLETTY_DATA=${TABLETTY_DATA:-$PWD/scenarios}
export TABLETTY_DATA
st="$tmp/state/tabletty"
fail=0
bad() { echo "FAIL $*"; fail=$((fail + 1)); }
game=powerships

# The wrapper, as tabletty(6) shows it.
cat >"$tmp/tabletty-login" <<EOF
#!/bin/sh
TABLETTY_RESTRICTED=1
export TABLETTY_RESTRICTED
set -f
exec "$BIN" \$SSH_ORIGINAL_COMMAND
EOF
chmod +x "$tmp/tabletty-login"
# stranger WORDS... <stdin: run the wrapper as sshd would; output in $tmp/o,
# status in $rc
stranger() {
	SSH_ORIGINAL_COMMAND="$*" timeout 30 "$tmp/tabletty-login" >"$tmp/o" 2>&1
	rc=$?
}

# A secret that must never be read, as a save, a scenario and any file.
secret="$tmp/secret.ini"
cp "$TABLETTY_DATA/powerships/standard.ini" "$secret"
echo "# CANARY-77" >>"$secret"
missing="$tmp/missing.ini"

# --- saves in batch ---------------------------------------------------------
printf 'save ../../escaped\nsave /tmp/abs-%s\nsave ok-slot\n' $$ |
	TABLETTY_RESTRICTED=1 "$BIN" batch $game >"$tmp/out" 2>&1
[ "$(grep -c '^error: saves are named slots in restricted mode' "$tmp/out")" -eq 2 ] ||
	bad "save ../../x and save /abs were not both refused"
[ ! -e "$tmp/escaped.ini" ] && [ ! -e "$tmp/state/escaped.ini" ] || bad "a save escaped"
[ ! -e "/tmp/abs-$$.ini" ] && [ ! -e "/tmp/abs-$$" ] || bad "an absolute save was written"
[ -f "$st/ok-slot.ini" ] || bad "a slot save was not written"
"$BIN" --restricted batch $game --load ok-slot </dev/null >"$tmp/o" 2>&1 || bad "a slot name could not be loaded"

# --- a stranger's argument lists --------------------------------------------
# Each names the secret; the same words with a missing file must give the
# same answer (nothing tells whether a path exists), never the secret.
n=0
while IFS='|' read -r want words; do
	[ -n "$words" ] || continue
	n=$((n + 1))
	stranger $(echo "$words" | sed "s#FILE#$secret#g") </dev/null
	a=$rc
	sed "s#$secret#FILE#g" "$tmp/o" >"$tmp/a"
	stranger $(echo "$words" | sed "s#FILE#$missing#g") </dev/null
	sed "s#$missing#FILE#g" "$tmp/o" >"$tmp/b"
	grep -q CANARY "$tmp/a" && bad "'$words': the secret was printed"
	[ "$a" -eq "$want" ] || bad "'$words': status $a, wanted $want: $(head -n 2 "$tmp/a")"
	[ "$rc" -eq "$a" ] && cmp -s "$tmp/a" "$tmp/b" ||
		bad "'$words': an existing and a missing path answer differently: $(head -n 1 "$tmp/a") / $(head -n 1 "$tmp/b")"
	grep -qi "restricted\|usage\|unexpected\|unknown\|not a save name\|neither" "$tmp/a" ||
		bad "'$words': the refusal does not say why: $(head -n 2 "$tmp/a")"
done <<EOF
2|batch $game FILE
2|batch $game - FILE
2|batch $game --strict FILE
2|batch $game --load FILE
2|batch $game --load=FILE
2|--load FILE batch $game
2|batch $game --scenario FILE
2|batch $game --scenario=FILE
2|--scenario FILE batch $game
2|batch $game --scenario ../../../../FILE
2|sim $game --games 1 --scenario FILE
2|play $game --scenario FILE
2|check FILE
2|check $game FILE
2|check --debug FILE
2|replay FILE
2|play $game --load FILE
2|--load FILE play $game
2|play $game FILE
2|TABLETTY_RESTRICTED=0 batch $game FILE
2|batch --restricted=0 $game FILE
EOF
[ "$n" -ge 21 ] || bad "only $n argument lists were tried"

# --- rig, --debug in any position -----------------------------------------
for words in "batch $game" "batch $game --debug" "--debug batch $game" "batch $game --debug --strict"; do
	echo "rig 1" | { SSH_ORIGINAL_COMMAND="$words" "$tmp/tabletty-login" >"$tmp/o" 2>&1; }
	grep -q '^error: rig is only available' "$tmp/o" || bad "'$words': rig was accepted: $(tail -n 2 "$tmp/o")"
done

# --- the state directory: no symbolic link, only regular files ----------------
ln -s "$secret" "$st/evil.ini"
mkfifo "$st/pipe.ini"
for words in "batch $game --load evil" "check evil" "check $game evil" "batch $game --load pipe" \
	"check pipe"; do
	stranger $words </dev/null
	[ "$rc" -eq 1 ] || bad "'$words': status $rc: $(head -n 2 "$tmp/o")"
	grep -q CANARY "$tmp/o" && bad "'$words': the secret was read"
	grep -q "symbolic link\|not a regular file" "$tmp/o" || bad "'$words': $(head -n 2 "$tmp/o")"
done

# --- what a stranger may do -------------------------------------------------
stranger check ok-slot
[ "$rc" -eq 0 ] || bad "check of a slot failed: $(cat "$tmp/o")"
stranger check standard
[ "$rc" -eq 0 ] || bad "check of a bundled scenario failed: $(cat "$tmp/o")"
stranger check $game standard
[ "$rc" -eq 0 ] || bad "check GAME of a bundled scenario failed: $(cat "$tmp/o")"
echo state | { SSH_ORIGINAL_COMMAND="batch $game --scenario day --seed 3" "$tmp/tabletty-login" >"$tmp/o" 2>&1; } ||
	bad "a bundled scenario by name could not be played: $(head -n 2 "$tmp/o")"
TABLETTY_DATA=/nonexistent TABLETTY_RESTRICTED=1 "$BIN" list >"$tmp/o" 2>&1
grep -q nonexistent "$tmp/o" && bad "TABLETTY_DATA is obeyed in restricted mode"
echo "argument lists tried: $n"
[ "$fail" -eq 0 ] && echo "PASS sh/restricted: a stranger's paths refused in every position, slots and bundled names work"
[ "$fail" -eq 0 ]
