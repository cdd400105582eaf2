#!/bin/sh
# One test of run-all.sh, run by xargs -P: writes its result to RES/ID as
# a first line "ok   NAME", "FAIL NAME" or "SKIP NAME: why", then (on a
# failure) the indented output.  Each test has its own state, config and
# home directories, so tests running side by side never share a file.
#   usage: test/job.sh RES BIN BUILD ID KIND FILE
# KIND: unit, prop (FILE is GAME or GAME:SCENARIO: the property test of that game; with =N,
# N seeded games instead of test_props' default), batch,
# sh or tty.
RES=$1 BIN=$2 BUILD=$3 ID=$4 KIND=$5 F=$6
out="$RES/$ID.out"
res="$RES/$ID"
home="$RES/$ID.home"
mkdir -p "$home/state" "$home/config" "$home/home"
export XDG_STATE_HOME="$home/state" XDG_CONFIG_HOME="$home/config" HOME="$home/home"
status=0
case $KIND in
unit)
	name="unit $(basename "$F")"
	"$F" >"$out" 2>&1 || status=1
	;;
prop)
	name="unit test_props: $F"
	case $F in
	*=*) PROP_GAMES=${F#*=} PROP_GAME=${F%=*} "$BUILD/test/test_props" >"$out" 2>&1 || status=1 ;;
	*) PROP_GAME=$F "$BUILD/test/test_props" >"$out" 2>&1 || status=1 ;;
	esac
	;;
batch)
	name="batch $F"
	exp="${F%.cmd}.out"
	args=$(sed -n '1s/^# args: //p' "$F")
	if [ -z "$args" ] || [ ! -f "$exp" ]; then
		echo "no '# args:' line or no .out" >"$out"
		name="$name (no '# args:' line or no .out)"
		status=1
	else
		# shellcheck disable=SC2086
		(cd "$(dirname "$F")" && "$OLDPWD/$BIN" batch $args "$(basename "$F")") >"$out.b" 2>&1
		diff -u "$exp" "$out.b" >"$out" || status=1
	fi
	;;
sh)
	name="sh $F"
	sh "$F" "$PWD/$BIN" >"$out" 2>&1 || status=1
	;;
tty)
	name="tty $F"
	# a failing terminal test prints its screen
	TTY_VERBOSE=1 sh "$F" "$PWD/$BIN" >"$out" 2>&1
	case $? in
	0) ;;
	77) status=77 ;;
	*) status=1 ;;
	esac
	;;
*)
	name="$KIND $F"
	echo "unknown kind of test" >"$out"
	status=1
	;;
esac
case $status in
0) echo "ok   $name" >"$res" ;;
77) echo "SKIP $name: $(sed -n 's/^SKIP [^:]*: //p' "$out" | head -n 1)" >"$res" ;;
*)
	{
		echo "FAIL $name"
		sed 's/^/     /' "$out" | head -n 40
	} >"$res"
	;;
esac
rm -rf "$home"
exit 0
