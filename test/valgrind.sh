#!/bin/sh
# Run every batch transcript under valgrind's leak checker: any leak or
# memory error fails.  (Output equality is checked by the normal test run.)
#   usage: test/valgrind.sh BIN
BIN=${1:-./tabletty}
export TABLETTY_DATA="$PWD/scenarios"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_STATE_HOME="$tmp/state" XDG_CONFIG_HOME="$tmp/config" HOME="$tmp"
pass=0
fail=0
for cmdf in $(find test/batch -name '*.cmd' | sort); do
	args=$(sed -n '1s/^# args: //p' "$cmdf")
	# shellcheck disable=SC2086
	if (cd "$(dirname "$cmdf")" && valgrind -q --leak-check=full --errors-for-leak-kinds=definite,indirect \
		--error-exitcode=99 "$OLDPWD/$BIN" batch $args "$(basename "$cmdf")") >"$tmp/out" 2>"$tmp/err"; then
		st=0
	else
		st=$?
	fi
	if [ "$st" -eq 99 ] || grep -q '==[0-9]*==' "$tmp/err"; then
		fail=$((fail + 1))
		echo "FAIL valgrind $cmdf"
		head -n 30 "$tmp/err" | sed 's/^/     /'
	else
		pass=$((pass + 1))
		echo "ok   valgrind $cmdf"
	fi
done
[ $((pass + fail)) -gt 0 ] || { echo "FAIL valgrind: no batch transcript found"; fail=1; }
echo "$pass passed, $fail failed, 0 skipped"
[ "$fail" -eq 0 ]
