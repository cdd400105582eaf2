#!/bin/sh
# test/cycles.py finds what it is there to find, on small objects built
# here (issue 30): three files calling round in a circle fail as a knot of
# 3 (naming each file and a symbol it takes), two files calling each
# other pass, and a file of POWERUP's board/ calling one of rules/ fails
# as a call up the layers.  The real tree's check is run by make test.
#   usage: test/sh/cycles.sh BIN   (BIN unused: the check reads objects)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0
tries=0
bad() { echo "FAIL $*"; fail=$((fail + 1)); }

# obj PATH CODE: compile CODE into $tmp/b/PATH.o
obj() {
	mkdir -p "$tmp/b/$(dirname "$1")"
	printf '%s\n' "$2" >"$tmp/src.c"
	cc -c -o "$tmp/b/$1.o" "$tmp/src.c" || bad "cc $1"
}

# check WANT_STATUS REGEX: run the check on $tmp/b, its output must match
check() {
	tries=$((tries + 1))
	python3 test/cycles.py "$tmp/b" >"$tmp/out" 2>&1
	st=$?
	[ "$st" -eq "$1" ] || bad "status $st, wanted $1: $(cat "$tmp/out")"
	grep -Eq -- "$2" "$tmp/out" || bad "wanted /$2/, got: $(cat "$tmp/out")"
}

# a circle of three
obj src/games/g/a 'int b(void); int a(void) { return b(); }'
obj src/games/g/b 'int c(void); int b(void) { return c(); }'
obj src/games/g/c 'int a(void); int c(void) { return a() + 1; }'
check 1 'KNOT of 3 files'
check 1 'src/games/g/c.c -> src/games/g/a.c \(a\)'

# two that call each other: a pair, allowed
rm -rf "$tmp/b"
obj src/games/g/a 'int b(void); int a(void) { return b(); }'
obj src/games/g/b 'int a(void); int b(void) { return a(); }'
check 0 '0 of more than two files'

# POWERUP's layers call downward only
rm -rf "$tmp/b"
obj src/games/powerup/rules/r 'int pu_low(void); int pu_rule(void) { return pu_low(); }'
obj src/games/powerup/board/b 'int pu_rule(void); int pu_low(void) { return 1; } int pu_up(void) { return pu_rule(); }'
check 1 'LAYER src/games/powerup/board/b.c \(board\) calls src/games/powerup/rules/r.c \(rules'

# what the front ends share calls neither of them
rm -rf "$tmp/b"
obj src/games/g/a 'int a(void) { return 1; }'
obj src/ui/ui_x 'int ui_x(void) { return 2; }'
obj src/front/front_y 'int ui_x(void); int front_y(void) { return ui_x(); }'
check 1 'FRONT src/front/front_y.c \(shared\) calls src/ui/ui_x.c'

[ "$tries" -eq 5 ] || bad "ran $tries checks, wanted 5"
[ "$fail" -eq 0 ]
