#!/bin/sh
# Run each libFuzzer target for a bounded time.  Seeds: test/fuzz/corpus/
# (checked in, one folder per target) and the bundled scenarios.  New
# inputs go to a temporary folder.  A crash or a hang fails the run and
# leaves the reproducer in build-fuzz/.
#   usage: test/fuzz/run.sh SECONDS TARGET...
secs=$1
shift
export TABLETTY_DATA="$PWD/scenarios"
pass=0
fail=0
for t in "$@"; do
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
	if "$t" -max_total_time="$secs" -timeout=10 -print_final_stats=1 -rss_limit_mb=2048 -max_len=8192 \
		-artifact_prefix=build-fuzz/"$name"- "$tmp" >"$log" 2>&1; then
		execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')
		[ -z "$execs" ] && execs=$(grep -Eo '#[0-9]+' "$log" | tail -n 1 | tr -d '#')
		echo "ok   fuzz $name: ${execs:-?} executions in ${secs}s"
		pass=$((pass + 1))
	else
		echo "FAIL fuzz $name (see $log)"
		grep -E 'ERROR|SUMMARY|Test unit written' "$log" | head -n 5 | sed 's/^/     /'
		fail=$((fail + 1))
	fi
	rm -rf "$tmp"
done
[ $((pass + fail)) -gt 0 ] || { echo "FAIL fuzz: no target given"; fail=1; }
echo "$pass passed, $fail failed, 0 skipped"
[ "$fail" -eq 0 ]
