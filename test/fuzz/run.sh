#!/bin/sh
# Run each libFuzzer target for a bounded time.  Seeds: test/fuzz/corpus/
# (checked in, one folder per target) and the bundled scenarios.  New
# inputs go to a temporary folder.  A crash or a hang fails the run and
# leaves the reproducer in build-fuzz/.
# TEST_JOBS targets at a time (default: the processors).
#   usage: test/fuzz/run.sh SECONDS TARGET...
#          test/fuzz/run.sh SECONDS --one RESDIR TARGET   (one target; internal)
secs=$1
shift
export TABLETTY_DATA="$PWD/scenarios"
if [ "$1" = --one ]; then
	resdir=$2
	t=$3
	{
		name=$(basename "$t")
		tmp=$(mktemp -d)
		seeds="test/fuzz/corpus/$name"
		case "$name" in
		fuzz_load_*) extra="scenarios/${name#fuzz_load_}" ;;
		fuzz_conf) extra="scenarios" ;;
		fuzz_play_*) extra="test/batch/${name#fuzz_play_}" ;;
		*) extra="" ;;
		esac
		dirs=""
		for d in $seeds $extra; do [ -d "$d" ] && dirs="$dirs $d"; done
		# seed folders may hold sub-folders: libFuzzer reads only files
		for d in $dirs; do find "$d" -type f -name '*' -exec cp {} "$tmp/" \; 2>/dev/null; done
		log=build-fuzz/$name.log
		# shellcheck disable=SC2086
		if "$t" -max_total_time="$secs" -timeout=25 -print_final_stats=1 -rss_limit_mb=2048 -max_len=8192 \
			-artifact_prefix=build-fuzz/"$name"- "$tmp" >"$log" 2>&1; then
			execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')
			[ -z "$execs" ] && execs=$(grep -Eo '#[0-9]+' "$log" | tail -n 1 | tr -d '#')
			echo "ok   fuzz $name: ${execs:-?} executions in ${secs}s"
		else
			echo "FAIL fuzz $name (see $log)"
			grep -E 'ERROR|SUMMARY|Test unit written' "$log" | head -n 5 | sed 's/^/     /'
		fi
		rm -rf "$tmp"
	} >"$resdir/$(basename "$t")"
	exit 0
fi
resdir=$(mktemp -d)
trap 'rm -rf "$resdir"' EXIT
jobs=${TEST_JOBS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)}
printf '%s\n' "$@" | xargs -r -P "$jobs" -I{} sh "$0" "$secs" --one "$resdir" {}
. test/results.sh
for t in "$@"; do
	results_add "$resdir/$(basename "$t")" "fuzz $(basename "$t")"
done
pass=$res_pass
fail=$((res_fail + res_skip))
[ $((pass + fail)) -gt 0 ] || { echo "FAIL fuzz: no target given"; fail=1; }
echo "$pass passed, $fail failed, 0 skipped"
[ "$fail" -eq 0 ]
