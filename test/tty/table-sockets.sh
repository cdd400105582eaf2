#!/bin/sh
# A table against strangers at its socket (issue 28, holes 2-4):
# - a socket that is not the table: a fake NAME.sock whose listener is not
#   the account it names gets no code (join checks SO_PEERCRED against the
#   owner in the table's first line);
# - idle connections: 64 that never greet do not keep a watcher or a
#   seat's holder out, and are dropped after their deadline;
# - guessing codes: a burst of wrong codes is slowed down (most are
#   refused without being compared) and the seats are warned.
. "$(dirname "$0")/lib.sh"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q '^powerships ' || tty_skip "powerships is not registered"
command -v python3 >/dev/null 2>&1 || tty_skip "python3 is not installed"
printf '[ui]\nai_pause = 0\n' >"$TTY_DIR/config/tabletty/tabletty.ini"
dir="$TTY_DIR/run/tabletty"
# TT_PROTO=1 TT_PART=sockets (or guess: only the guessing): the socket part
# against a table of protocol 1 (how the holes were shown on the code
# before the fix)
proto=${TT_PROTO:-2}
mkdir -p "$dir" && chmod 700 "$dir"

# --- 2. a socket that is not the table ---------------------------------
[ "${TT_PART:-all}" = all ] && {
python3 - "$dir/fake-1.sock" "$TTY_DIR/fake.got" <<'PY' &
import os, socket, sys, time
path, got = sys.argv[1], sys.argv[2]
s = socket.socket(socket.AF_UNIX)
s.bind(path)
s.listen(4)
s.settimeout(20)
data = b""
try:
    c, _ = s.accept()
    # it claims to be another account's table
    c.sendall(b"table 2 12345\tbob\tfake-1\tpowerships\n")
    c.settimeout(3)
    try:
        while True:
            d = c.recv(4096)
            if not d:
                break
            data += d
    except socket.timeout:
        pass
except socket.timeout:
    data = b"NOCONNECT"
open(got, "wb").write(data)
PY
fake=$!
i=0
while [ ! -S "$dir/fake-1.sock" ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
tty_start -- join fake-1 --seat red --code SECRET23
tty_wait "EXITED" || tty_fail "join did not end at the fake table"
tty_screen | grep -q "not what it says" || tty_fail "join did not say the socket is not the table"
wait "$fake"
grep -q SECRET23 "$TTY_DIR/fake.got" && tty_fail "the code was sent to a socket that is not the table"
grep -q NOCONNECT "$TTY_DIR/fake.got" && tty_fail "join never connected to the fake socket"
rm -f "$dir/fake-1.sock"
tty_stop
}

# --- a real table ---------------------------------------------------------
tty_start -- host powerships --seed 2 --players yellow=human,red=human,blue=human
tty_wait "^YELLOW: " || tty_fail "the host's screen did not come"
tty_open u -- join powerships-1 --seat red --code "$(tty_code powerships-1 red)"
tty_wait "you sit at red" || tty_fail "red could not sit down"
sock="$dir/powerships-1.sock"

python3 - "$sock" "$(tty_code powerships-1 red)" "$proto" "${TT_PART:-all}" >"$TTY_DIR/py.out" 2>&1 <<'PY' || { cat "$TTY_DIR/py.out"; tty_fail "the socket script failed"; }
import socket, sys, time
path, red, proto, part = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]

def conn():
    s = socket.socket(socket.AF_UNIX)
    s.connect(path)
    s.settimeout(10)
    return s

def talk(greeting, until=b"\n"):
    """Greet after the table's first line; what it answered (to the
    welcome line, or all until it closed)."""
    s = conn()
    got = b""
    greeting = greeting.replace(b"tabletty 2 ", b"tabletty %d " % proto)
    try:
        s.sendall(greeting)
        while True:
            d = s.recv(65536)
            if not d:
                break
            got += d
            if b"\nwelcome " in got or got.startswith(b"welcome "):
                break
    except (ConnectionResetError, BrokenPipeError, socket.timeout):
        pass
    s.close()
    return got.decode("utf-8", "replace")

def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)

# 3. connections that never greet (not with TT_PART=guess)
def idle_part():
    idle = []
    for i in range(64):
        try:
            idle.append(conn())
        except OSError as e:
            fail("idle connection %d refused: %s" % (i, e))
    a = talk(b"tabletty 2 watch\n")
    if "welcome" not in a:
        fail("a watcher was kept out by 64 idle connections: %r" % a[-200:])
    a = talk(("tabletty 2 join red %s\n" % red).encode())
    if "welcome" not in a:
        fail("red's holder was kept out by 64 idle connections: %r" % a[-200:])
    print("watcher and seat got in past 64 idle connections")
    # the idle ones are dropped once their deadline passed
    gone = 0
    t0 = time.time()
    for s in idle:
        try:
            while True:
                d = s.recv(65536)
                if not d:
                    gone += 1
                    break
        except (ConnectionResetError, socket.timeout):
            gone += 1
        s.close()
    print("idle connections closed by the table: %d of 64 (%.1f s)" % (gone, time.time() - t0))
    if gone != 64:
        fail("idle connections were left open")


if part != "guess":
    idle_part()

# 4. guessing codes: one account, wrong codes as fast as it can
compared = refused = 0
for i in range(40):
    a = talk(b"tabletty 2 join blue WRONG%03d\n" % i)
    if "wrong seat or code" in a:
        compared += 1
    elif "too many wrong codes" in a:
        refused += 1
print("40 wrong codes: %d compared, %d refused unchecked" % (compared, refused))
if compared > 5 or compared + refused != 40:
    fail("wrong codes were not slowed down")
# the rate an attacker gets for two seconds
t0, n, c = time.time(), 0, 0
while time.time() - t0 < 2:
    a = talk(b"tabletty 2 join blue WRONGXX\n")
    n += 1
    c += "wrong seat or code" in a
print("then for 2 s: %d tries, %d compared (%.1f codes compared a second)" % (n, c, c / 2.0))
PY
cat "$TTY_DIR/py.out"
tty_on t
tty_wait "Warning: 10 wrong join codes" || tty_fail "the seats were not warned of the guessing"
tty_pass "a fake socket gets no code; 64 idle connections keep nobody out; guessed codes are slowed and the seats warned"
