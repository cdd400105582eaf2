#!/bin/sh
# Regenerate the expected output of the given batch scripts.  Run it by hand
# only, then READ the new .out files: CI never regenerates them.
#   usage: sh test/batch/regen.sh test/batch/GAME/NAME.cmd...
BIN=${BIN:-$PWD/tabletty}
export TABLETTY_DATA="$PWD/scenarios"
tmp=$(mktemp -d)
export XDG_STATE_HOME="$tmp/state" XDG_CONFIG_HOME="$tmp/config" HOME="$tmp"
for cmdf in "$@"; do
	args=$(sed -n '1s/^# args: //p' "$cmdf")
	[ -n "$args" ] || { echo "$cmdf: first line must be '# args: GAME OPTIONS'" >&2; continue; }
	# shellcheck disable=SC2086
	(cd "$(dirname "$cmdf")" && "$BIN" batch $args "$(basename "$cmdf")") >"${cmdf%.cmd}.out" 2>&1
	echo "wrote ${cmdf%.cmd}.out"
done
rm -rf "$tmp"
