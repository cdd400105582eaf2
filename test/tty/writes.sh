#!/bin/sh
# One write(2) a frame (issue 29): each key's screen reaches the terminal
# in a single write, counted with strace on a pseudo-terminal at 80x24 -
# in the menu, in a Powerships game (the heading keys, Tab) and on a
# terminal joined to a table (its own keys, and a frame the table sends
# after another seat's move); the start in a few (test/tty/writes.py
# says which).  Structural, not timed.
#   usage: sh test/tty/writes.sh path/to/tabletty
BIN=${1:?usage: $0 path/to/tabletty}
command -v python3 >/dev/null 2>&1 || { echo "SKIP tty/writes: python3 is not installed"; exit 77; }
command -v strace >/dev/null 2>&1 || { echo "SKIP tty/writes: strace is not installed"; exit 77; }
exec python3 "$(dirname "$0")/writes.py" "$BIN"
