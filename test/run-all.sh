#!/bin/sh
# Run every test of tabletty: source purity and structure, unit tests (cmocka), batch
# transcripts, shell tests (damaged saves, restricted mode), terminal tests
# (tmux), man page lint.  Prints one line per
# test and a closing "N passed, N failed, N skipped".  A test that cannot
# run here (no tmux, no clang, no mandoc; a tty test exits 77 through
# tty_skip) is counted as skipped, never as passed; a group that found
# nothing to run fails.  CI (.ci/run) fails on any skip.
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
skip=0
ok() { pass=$((pass + 1)); echo "ok   $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1"; [ -n "$2" ] && sed 's/^/     /' "$2" | head -n 40; }
skipped() { skip=$((skip + 1)); echo "SKIP $1"; }
want() { [ -z "$ONLY" ] || [ "$ONLY" = "$1" ]; }
# ran GROUP N: a group of tests that ran none of them fails
ran() { [ "$2" -gt 0 ] || bad "$1: no test found to run"; }

if want purity; then
	# DESIGN.md contract 1: engines and core reach nothing outside themselves.
	hits=$(grep -rnE '#include <(n?curses|ncursesw/curses)\.h>|\b(fopen|printf|fprintf|puts|getenv|time|rand|srand|exit)\(|FILE \*' src/games src/core 2>/dev/null)
	if [ -z "$hits" ]; then ok "purity: src/core and src/games include no curses"; else echo "$hits" >"$TMPROOT/p"; bad "purity" "$TMPROOT/p"; fi
	# the compiled objects: libc calls against an allowlist, no writable globals
	if sh test/purity.sh "$BUILD" >"$TMPROOT/p" 2>&1; then ok "purity: objects of src/core and src/games call only allowlisted libc and hold no writable globals"; else bad "purity (link level)" "$TMPROOT/p"; fi
	# the shape of src/: no call cycle of more than two files, POWERUP's
	# layers call downward only, no front end includes the other's private
	# header (test/cycles.py prints what breaks it)
	if python3 test/cycles.py "$BUILD" >"$TMPROOT/c" 2>&1; then ok "structure: $(head -n 1 "$TMPROOT/c")"; else bad "structure (test/cycles.py)" "$TMPROOT/c"; fi
fi

# The unit, batch, sh and tty tests run side by side (test/job.sh, each in
# its own directories): TEST_JOBS at a time for the ones that compute
# (default: the processors), TTY_JOBS for the terminal tests, which mostly
# wait for a screen (default 2).  Results print in the usual order.
JOBS=${TEST_JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)}
TTY_JOBS=${TTY_JOBS:-2}
mkdir -p "$TMPROOT/res"
: >"$TMPROOT/jobs.cpu"
: >"$TMPROOT/jobs.tty"
id=0
# job KIND FILE [tty]: queue one test
job() {
	id=$((id + 1))
	echo "$(printf '%04d' "$id") $1 $2" >>"$TMPROOT/jobs.${3:-cpu}"
}
n_unit=0
n_batch=0
n_sh=0
n_tty=0
if want unit; then
	for t in "$BUILD"/test/test_*; do
		[ -x "$t" ] || continue
		n_unit=$((n_unit + 1))
		case $t in
		*/test_props)
			# the property test, one game per job (the longest ones)
			case $BIN in /*) bin=$BIN ;; *) bin=$PWD/${BIN#./} ;; esac
			games=$("$bin" list --ids 2>"$TMPROOT/ids.err")
			[ -n "$games" ] || bad "unit test_props: '$BIN list --ids' names no game" "$TMPROOT/ids.err"
			for g in $games; do job prop "$g"; done
			# and POWERUP's Deathmatches, whose scenarios are not the default
			# one; the 2v2 and 3v3 take one seat count in six and their
			# games are longer: 24 seeds (4 games) each keep them short
			case " $(echo $games) " in
			*" powerup "*)
				job prop "powerup:deathmatch-2"
				job prop "powerup:deathmatch-4=24"
				job prop "powerup:deathmatch-6=24"
				;;
			esac
			;;
		*) job unit "$t" ;;
		esac
	done
fi
if want batch; then
	for cmdf in $(find test/batch -name '*.cmd' | sort); do
		n_batch=$((n_batch + 1))
		job batch "$cmdf"
	done
fi
if want sh; then
	for t in test/sh/*.sh; do
		[ -f "$t" ] || continue
		n_sh=$((n_sh + 1))
		job sh "$t"
	done
fi
if want tty; then
	for t in test/tty/*.sh; do
		[ -f "$t" ] || continue
		case "$t" in */lib.sh) continue ;; esac
		n_tty=$((n_tty + 1))
		job tty "$t" tty
	done
fi
# the longest computing tests (the property test's games) start first
{ grep ' prop ' "$TMPROOT/jobs.cpu"; grep -v ' prop ' "$TMPROOT/jobs.cpu"; } >"$TMPROOT/jobs.cpu.o"
xargs -r -P "$JOBS" -L 1 sh test/job.sh "$TMPROOT/res" "$BIN" "$BUILD" <"$TMPROOT/jobs.cpu.o" &
cpu_pid=$!
xargs -r -P "$TTY_JOBS" -L 1 sh test/job.sh "$TMPROOT/res" "$BIN" "$BUILD" <"$TMPROOT/jobs.tty" &
tty_pid=$!
wait "$cpu_pid"
wait "$tty_pid"
# report: every queued test must have left its result
. test/results.sh
for i in $(seq 1 "$id"); do
	n4=$(printf '%04d' "$i")
	results_add "$TMPROOT/res/$n4" "$(sed -n "s/^$n4 //p" "$TMPROOT/jobs.cpu" "$TMPROOT/jobs.tty")"
done
pass=$((pass + res_pass))
fail=$((fail + res_fail))
skip=$((skip + res_skip))
want unit && ran "unit (no $BUILD/test/test_*)" "$n_unit"
want batch && ran "batch" "$n_batch"
want sh && ran "sh" "$n_sh"
want tty && ran "tty" "$n_tty"
if want batch; then
	# a transcript asserts the keys its rule is about (state KEY...); only a
	# golden whole game, marked "# golden:", dumps the whole state
	whole=$(grep -lx 'state' $(find test/batch -name '*.cmd') | xargs -r grep -L '^# golden:')
	if [ -z "$whole" ]; then ok "batch: whole-state dumps only in golden transcripts"; else echo "$whole" >"$TMPROOT/w"; bad "batch: a bare 'state' outside a '# golden:' transcript (name the keys: state KEY...)" "$TMPROOT/w"; fi
fi

if want lint; then
	# clang's -Wcomma: a comma operator where statements were meant.
	if command -v clang >/dev/null 2>&1; then
		n=$(find src -name '*.c' | wc -l)
		# shellcheck disable=SC2046
		find src -name '*.c' | sort | xargs -P "$JOBS" -n 8 clang -std=c11 -D_POSIX_C_SOURCE=200809L \
			-D_DEFAULT_SOURCE -Wcomma -Werror=comma -fsyntax-only -iquote include -iquote "$BUILD" \
			$(pkg-config --cflags ncursesw inih) >"$TMPROOT/c.out" 2>&1
		ran "lint clang -Wcomma" "$n"
		if [ -s "$TMPROOT/c.out" ]; then bad "lint clang -Wcomma" "$TMPROOT/c.out"; else ok "lint clang -Wcomma: no comma operators in $n files"; fi
	else
		skipped "lint clang -Wcomma: clang is not installed"
	fi
	# the pages are what `make man` builds from man/parts and the registry
	mkdir -p "$TMPROOT/man"
	if sh test/mkman.sh "$PWD/$BIN" "$TMPROOT/man" >"$TMPROOT/m.out" 2>&1 &&
		diff -u man/tabletty.6 "$TMPROOT/man/tabletty.6" >>"$TMPROOT/m.out" &&
		diff -u man/tabletty.5 "$TMPROOT/man/tabletty.5" >>"$TMPROOT/m.out"; then
		ok "lint man pages: as make man builds them (one part per registered game, options from the tables)"
	else
		bad "lint man pages differ from what make man builds (run make man)" "$TMPROOT/m.out"
	fi
	# the man page's board legends are the glyph tables the boards draw from
	if python3 test/mklegend.py "$BIN" --check >"$TMPROOT/g.out" 2>&1; then
		ok "lint man legends: written from the glyph tables"
	else
		bad "lint man legends (run make man)" "$TMPROOT/g.out"
	fi
	for m in man/tabletty.6 man/tabletty.5; do
		if [ ! -f "$m" ]; then bad "lint $m (missing)"; continue; fi
		if ! command -v mandoc >/dev/null 2>&1; then skipped "lint $m: mandoc is not installed"; continue; fi
		if mandoc -Tlint -W style "$m" >"$TMPROOT/l.out" 2>&1 && [ ! -s "$TMPROOT/l.out" ]; then ok "lint $m"; else bad "lint $m" "$TMPROOT/l.out"; fi
	done
fi

echo "$pass passed, $fail failed, $skip skipped"
[ "$fail" -eq 0 ]
