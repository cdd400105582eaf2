#!/bin/sh
# Run every batch transcript under valgrind's leak checker: any leak or
# memory error fails.  (Output equality is checked by the normal test run.)
# TEST_JOBS transcripts at a time (default: the processors).
#   usage: test/valgrind.sh BIN
#          test/valgrind.sh BIN --one TMPDIR FILE   (one transcript; internal)
BIN=${1:-./tabletty}
export TABLETTY_DATA="$PWD/scenarios"
if [ "${2:-}" = --one ]; then
	tmp=$3
	cmdf=$4
	out="$tmp/$(echo "$cmdf" | tr / _)"
	mkdir -p "$out.d"
	export XDG_STATE_HOME="$out.d/state" XDG_CONFIG_HOME="$out.d/config" HOME="$out.d"
	args=$(sed -n '1s/^# args: //p' "$cmdf")
	# shellcheck disable=SC2086
	if (cd "$(dirname "$cmdf")" && valgrind -q --leak-check=full --errors-for-leak-kinds=definite,indirect \
		--error-exitcode=99 "$OLDPWD/$BIN" batch $args "$(basename "$cmdf")") >/dev/null 2>"$out.err"; then
		st=0
	else
		st=$?
	fi
	if [ "$st" -eq 99 ] || grep -q '==[0-9]*==' "$out.err"; then
		{
			echo "FAIL valgrind $cmdf"
			head -n 30 "$out.err" | sed 's/^/     /'
		} >"$out.res"
	else
		echo "ok   valgrind $cmdf" >"$out.res"
	fi
	exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
jobs=${TEST_JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)}
find test/batch -name '*.cmd' | sort >"$tmp/list"
xargs -r -P "$jobs" -I{} sh "$0" "$BIN" --one "$tmp" {} <"$tmp/list"
. test/results.sh
while read -r cmdf; do
	results_add "$tmp/$(echo "$cmdf" | tr / _).res" "valgrind $cmdf"
done <"$tmp/list"
pass=$res_pass
fail=$((res_fail + res_skip))
[ $((pass + fail)) -gt 0 ] || { echo "FAIL valgrind: no batch transcript found"; fail=1; }
echo "$pass passed, $fail failed, 0 skipped"
[ "$fail" -eq 0 ]
