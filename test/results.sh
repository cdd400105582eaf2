# test/results.sh - sourced by run-all.sh, valgrind.sh and fuzz/run.sh:
# the results of tests that ran side by side, each left in a file whose
# first line is "ok   NAME", "SKIP NAME: why" or "FAIL NAME".
res_pass=0
res_fail=0
res_skip=0

# results_add FILE NAME: print the result a test left in FILE and count
# it; a test that left none failed.
results_add() {
	if [ ! -f "$1" ]; then
		echo "FAIL $2: left no result"
		res_fail=$((res_fail + 1))
		return
	fi
	cat "$1"
	case $(head -c 4 "$1") in
	"ok  ") res_pass=$((res_pass + 1)) ;;
	SKIP) res_skip=$((res_skip + 1)) ;;
	*) res_fail=$((res_fail + 1)) ;;
	esac
}
