#!/bin/sh
# Run every test of tabletty: source purity, unit tests (cmocka), batch
# transcripts, shell tests (damaged saves, restricted mode), terminal tests
# (tmux), man page lint.  Prints one line per
# test and a closing "N passed, N failed".
#   usage: test/run-all.sh BIN BUILD [purity|unit|batch|sh|tty|lint]
BIN=${1:-./tabletty}
BUILD=${2:-build}
ONLY=${3:-}
export TABLETTY_DATA="$PWD/scenarios"
TMPROOT=$(mktemp -d "${TMPDIR:-/tmp}/tabletty-test.XXXXXX")
trap 'rm -rf "$TMPROOT"' EXIT
export XDG_STATE_HOME="$TMPROOT/state" XDG_CONFIG_HOME="$TMPROOT/config" HOME="$TMPROOT/home"
mkdir -p "$HOME"
pass=0
fail=0
ok() { pass=$((pass + 1)); echo "ok   $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1"; [ -n "$2" ] && sed 's/^/     /' "$2" | head -n 40; }
want() { [ -z "$ONLY" ] || [ "$ONLY" = "$1" ]; }

if want purity; then
	# DESIGN.md contract 1: engines and core reach nothing outside themselves.
	hits=$(grep -rnE '#include <(n?curses|ncursesw/curses)\.h>|\b(fopen|printf|fprintf|puts|getenv|time|rand|srand|exit)\(|FILE \*' src/games src/core 2>/dev/null)
	if [ -z "$hits" ]; then ok "purity: src/core and src/games do no I/O"; else echo "$hits" >"$TMPROOT/p"; bad "purity" "$TMPROOT/p"; fi
fi

if want unit; then
	for t in "$BUILD"/test/test_*; do
		[ -x "$t" ] || continue
		name=$(basename "$t")
		if "$t" >"$TMPROOT/u.out" 2>&1; then ok "unit $name"; else bad "unit $name" "$TMPROOT/u.out"; fi
	done
fi

if want batch; then
	for cmdf in $(find test/batch -name '*.cmd' | sort); do
		exp="${cmdf%.cmd}.out"
		args=$(sed -n '1s/^# args: //p' "$cmdf")
		if [ -z "$args" ] || [ ! -f "$exp" ]; then bad "batch $cmdf (no '# args:' line or no .out)"; continue; fi
		# shellcheck disable=SC2086
		(cd "$(dirname "$cmdf")" && "$OLDPWD/$BIN" batch $args "$(basename "$cmdf")") >"$TMPROOT/b.out" 2>&1
		if diff -u "$exp" "$TMPROOT/b.out" >"$TMPROOT/b.diff"; then ok "batch $cmdf"; else bad "batch $cmdf" "$TMPROOT/b.diff"; fi
	done
fi

if want sh; then
	for t in test/sh/*.sh; do
		[ -f "$t" ] || continue
		if sh "$t" "$PWD/$BIN" >"$TMPROOT/s.out" 2>&1; then ok "sh $t"; else bad "sh $t" "$TMPROOT/s.out"; fi
	done
fi

if want tty; then
	if command -v tmux >/dev/null 2>&1; then
		for t in test/tty/*.sh; do
			[ -f "$t" ] || continue
			case "$t" in */lib.sh) continue ;; esac
			if sh "$t" "$PWD/$BIN" >"$TMPROOT/t.out" 2>&1; then ok "tty $t"; else bad "tty $t" "$TMPROOT/t.out"; fi
		done
	else
		bad "tty: tmux is not installed"
	fi
fi

if want lint; then
	# clang's -Wcomma: a comma operator where statements were meant.
	if command -v clang >/dev/null 2>&1; then
		: >"$TMPROOT/c.out"
		for c in $(find src -name '*.c' | sort); do
			clang -std=c11 -D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -Wcomma -Werror=comma -fsyntax-only \
				-iquote include -iquote "$BUILD" $(pkg-config --cflags ncursesw inih) "$c" >>"$TMPROOT/c.out" 2>&1
		done
		if [ -s "$TMPROOT/c.out" ]; then bad "lint clang -Wcomma" "$TMPROOT/c.out"; else ok "lint clang -Wcomma: no comma operators"; fi
	else
		echo "SKIP lint clang -Wcomma: clang is not installed"
	fi
	# the man page's board legends are the glyph tables the boards draw from
	if python3 test/mklegend.py "$BIN" --check >"$TMPROOT/g.out" 2>&1; then
		ok "lint man legends: written from the glyph tables"
	else
		bad "lint man legends (run make man)" "$TMPROOT/g.out"
	fi
	for m in man/tabletty.6 man/tabletty.5; do
		if [ ! -f "$m" ]; then bad "lint $m (missing)"; continue; fi
		if mandoc -Tlint -W style "$m" >"$TMPROOT/l.out" 2>&1 && [ ! -s "$TMPROOT/l.out" ]; then ok "lint $m"; else bad "lint $m" "$TMPROOT/l.out"; fi
	done
fi

echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
