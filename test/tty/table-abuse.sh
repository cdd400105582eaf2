#!/bin/sh
# A table keeps playing whatever a client sends: a wrong join code, a
# 1 MB line, binary garbage, and a flood from a client that never reads
# are each answered with a message and a closed connection; a seat acts
# only for itself and a watcher not at all; the save holds no command of
# theirs, and the two terminals at the table play on.
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q '^powerships ' || tty_skip "powerships is not registered"
command -v python3 >/dev/null 2>&1 || tty_skip "python3 is not installed"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"

tty_start -- host powerships --seed 2 --players yellow=human,red=human,blue=human
tty_wait "^YELLOW: " || tty_fail "the host's screen did not come"
tty_open u -- join powerships-1 --seat red --code "$(tty_code powerships-1 red)"
tty_wait "you sit at red" || tty_fail "red could not sit down"
sock="$TTY_DIR/run/tabletty/powerships-1.sock"
save="$TTY_DIR/state/tabletty/table-powerships-1.ini"
before=$(grep -c '^c = ' "$save")


t0=$(date +%s)
python3 - "$sock" "$(tty_code powerships-1 blue)" >"$TTY_DIR/abuse.out" 2>&1 <<'PY' || { cat "$TTY_DIR/abuse.out"; tty_fail "the abuse script failed"; }
import socket, sys, time
path, blue = sys.argv[1], sys.argv[2]

def talk(first, data=b"", read=True, limit=5.0):
    """Send first + data; return what the table answered before closing."""
    s = socket.socket(socket.AF_UNIX)
    s.connect(path)
    s.settimeout(limit)
    got = b""
    out = first + data
    try:
        for i in range(0, len(out), 65536):
            s.sendall(out[i:i + 65536])
    except (BrokenPipeError, ConnectionResetError, socket.timeout):
        pass
    try:
        while read:
            d = s.recv(65536)
            if not d:
                break
            got += d
    except (ConnectionResetError, socket.timeout):
        pass
    s.close()
    return got.decode("utf-8", "replace")

def want(answer, text, what):
    if text not in answer:
        print("FAIL: %s: got %r" % (what, answer[-300:]))
        sys.exit(1)

want(talk(b"tabletty 2 join blue WRONGCODE\n"), "bye\twrong seat or code", "wrong code")
near = blue[:-1] + ("2" if blue[-1] != "2" else "3")
want(talk(("tabletty 2 join blue %s\n" % near).encode()), "wrong seat or code", "near code")
want(talk(b"tabletty 2 watch\n", b"x" * (1 << 20) + b"\n"), "line too long", "1 MB line")
want(talk(b"", b"A" * (1 << 20) + b"\n"), "line too long", "1 MB line before greeting")
want(talk(b"", bytes(range(256)) * 64), "not understood", "binary garbage")
want(talk(b"tabletty 2 watch\n", b"\x00\xff\x1b[2J\n"), "not understood", "control bytes")
want(talk(b"tabletty 9 watch\n"), "protocol", "wrong version")
want(talk(b"cmd move 1\n"), "greet the table first", "command before greeting")
# a watcher may not play, a seat may not play for another
want(talk(b"tabletty 2 watch\n", b"cmd move 1\n", limit=1.0), "you are watching", "watcher plays")
want(talk(("tabletty 2 join blue %s\n" % blue).encode(), b"cmd @yellow move 1\n", limit=1.0),
     "you cannot act for yellow", "seat plays for another")
want(talk(("tabletty 2 join blue %s\n" % blue).encode(), b"cmd state\n", limit=1.0),
     "hash=", "state where nothing is hidden")

# a flood from a client that never reads: dropped, not waited for
s = socket.socket(socket.AF_UNIX)
s.connect(path)
s.sendall(b"tabletty 2 watch\n")
s.settimeout(10.0)
dropped = False
for i in range(200000):
    try:
        s.sendall(b"cmd help\n" * 64)
    except (BrokenPipeError, ConnectionResetError):
        dropped = True
        break
    except socket.timeout:
        break
s.close()
if not dropped:
    print("FAIL: the flooding client was not dropped")
    sys.exit(1)
print("abuse answered")
PY
echo "abuse took $(($(date +%s) - t0)) s"
grep -q "abuse answered" "$TTY_DIR/abuse.out" || { cat "$TTY_DIR/abuse.out"; tty_fail "abuse script"; }
[ "$(grep -c '^c = ' "$save")" = "$before" ] || tty_fail "a bad client changed the saved game"

# the table plays on: yellow rolls for the start, red's screen shows it
tty_on t
tty_keys : ai Enter
tty_on u
tty_wait " starts" || tty_fail "the table stopped after the abuse"
tty_on t
tty_wait " starts" || tty_fail "yellow's screen stopped after the abuse"
[ "$(grep -c '^c = ' "$save")" -gt "$before" ] || tty_fail "moves after the abuse were not saved"
tty_pass "a table survives wrong codes, 1 MB lines, garbage and a non-reading flood; seats act only for themselves"
