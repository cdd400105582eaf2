#!/bin/sh
# A public host as its players reach it (issue 28): a real OpenSSH server
# on 127.0.0.1 at a free port, with its own host key and configuration in
# a temporary directory, and the man page's ForceCommand wrapper for a
# shared login (here ttgPID); real ssh clients in tmux.  The host opens a
# Megapulse table, a friend joins, another watches; a stranger on the same
# login, in the restricted shell, tries to take the live table's save
# (host --load, play --load, batch, replay) and guesses codes; another
# user squats /tmp/tabletty-UID before the table opens (the tables move to
# the state directory, saying so) and, as a member of a shared tables
# group, binds a socket that is not the table and floods a shared table
# with idle connections and wrong codes.  The friend's link is cut in the
# middle of a decision and she joins again.  Nothing the strangers do
# reads a secret, changes the table's save or keeps a seat's holder out.
#
# It needs root (it creates two accounts and a group, removed at the end);
# CI runs as root.  It fails, never skips, when sshd cannot start.
. "$(dirname "$0")/lib.sh"
[ "$(id -u)" = 0 ] || tty_fail "needs root to create its accounts (CI runs as root)"
[ -x /usr/sbin/sshd ] || tty_fail "no /usr/sbin/sshd (Debian openssh-server)"
command -v ssh >/dev/null 2>&1 || tty_fail "no ssh (Debian openssh-client)"
[ -x /usr/bin/python3 ] || tty_fail "no /usr/bin/python3 (the strangers run it)"
TABLETTY_DATA="$TTY_DATA" "$TTY_BIN" list | grep -q '^megapulse ' || tty_skip "megapulse is not registered"

base=$(mktemp -d /tmp/tt-sshd.XXXXXX)
chmod 755 "$base"
g=ttg$$		# the shared login of the man page's EXAMPLES
s=tts$$		# a stranger with an account of their own
grp=ttgrp$$	# the shared tables group
sshd_pid=
sshd_cleanup() {
	[ -n "$sshd_pid" ] && kill "$sshd_pid" 2>/dev/null
	for u in "$g" "$s"; do
		uid=$(id -u "$u" 2>/dev/null) || continue
		# the processes of this test's own accounts, by pid
		for st in /proc/[0-9]*/status; do
			pid=${st#/proc/}
			pid=${pid%/status}
			[ "$(sed -n 's/^Uid:[[:space:]]*\([0-9]*\).*/\1/p' "$st" 2>/dev/null)" = "$uid" ] &&
				kill -9 "$pid" 2>/dev/null
		done
		rm -rf "/tmp/tabletty-$uid"
		userdel "$u" 2>/dev/null
	done
	groupdel "$grp" 2>/dev/null
	rm -rf "$base"
}
trap 'sshd_cleanup; tty_cleanup' EXIT

# --- the host: accounts, the binary, the wrapper, sshd --------------------
groupadd "$grp" || tty_fail "groupadd failed"
useradd -M -d "$base/home-g" -s /bin/sh -G "$grp" "$g" || tty_fail "useradd failed"
useradd -M -d "$base/home-s" -s /bin/sh -G "$grp" "$s" || tty_fail "useradd failed"
usermod -p '*' "$g"	# no password, but not a locked account
usermod -p '*' "$s"
mkdir -p "$base/home-g" "$base/home-s"
chown "$g" "$base/home-g"
chown "$s" "$base/home-s"
guid=$(id -u "$g")
suid=$(id -u "$s")
mkdir -p "$base/bin" "$base/etc" "$base/keys"
cp "$TTY_BIN" "$base/bin/tabletty"
cp -R "$TTY_DATA" "$base/bin/scenarios"
# the wrapper of tabletty(6), EXAMPLES
cat >"$base/bin/tabletty-login" <<EOF
#!/bin/sh
TABLETTY_RESTRICTED=1
export TABLETTY_RESTRICTED
set -f
exec $base/bin/tabletty \$SSH_ORIGINAL_COMMAND
EOF
chmod -R a+rX "$base/bin"
chmod 755 "$base/bin/tabletty-login"
# the shared tables directory of TABLES ACROSS TERMINALS
install -d -o root -g "$grp" -m 3770 "$base/shared"
ssh-keygen -q -t ed25519 -N '' -f "$base/etc/host" || tty_fail "ssh-keygen failed"
ssh-keygen -q -t ed25519 -N '' -f "$base/id" || tty_fail "ssh-keygen failed"
cp "$base/id.pub" "$base/keys/$g"
cp "$base/id.pub" "$base/keys/$s"
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
cat >"$base/etc/sshd_config" <<EOF
Port $port
ListenAddress 127.0.0.1
HostKey $base/etc/host
PidFile $base/sshd.pid
AuthorizedKeysFile $base/keys/%u
StrictModes no
UsePAM no
PasswordAuthentication no
KbdInteractiveAuthentication no
PubkeyAuthentication yes
PermitRootLogin no
AllowUsers $g $s
Match User $g
    ForceCommand $base/bin/tabletty-login
    PermitTTY yes
    DisableForwarding yes
EOF
mkdir -p /run/sshd
/usr/sbin/sshd -D -e -f "$base/etc/sshd_config" 2>"$base/sshd.log" &
sshd_pid=$!
SSHO="-i $base/id -p $port -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o BatchMode=yes -o LogLevel=ERROR"
# rsh USER WORDS...: a command over ssh, no terminal; output in $base/o
rsh() {
	rsh_u=$1
	shift
	timeout 20 ssh $SSHO "$rsh_u@127.0.0.1" "$@" </dev/null >"$base/o" 2>&1
}
# rtty USER WORDS...: the same on a terminal of its own (a screen starts)
rtty() {
	rtty_u=$1
	shift
	timeout 20 ssh -tt $SSHO "$rtty_u@127.0.0.1" "$@" </dev/null >"$base/o" 2>&1
}
# term NAME WORDS...: a player's ssh terminal in tmux, logged in as the shared login
term() {
	term_n=$1
	shift
	term_bin=$TTY_BIN
	TTY_BIN=/usr/bin/ssh
	tty_open "$term_n" -- -t $SSHO "$g@127.0.0.1" "$@"
	TTY_BIN=$term_bin
}
i=0
until rsh "$s" true; do
	i=$((i + 1))
	[ $i -lt 50 ] || { cat "$base/sshd.log"; tty_fail "sshd did not start (see above)"; }
	sleep 0.2
done
rsh "$g" list
grep -q megapulse "$base/o" || { cat "$base/o"; tty_fail "the shared login does not run tabletty"; }
stg="$base/home-g/.local/state/tabletty"

# --- 6. a squatted /tmp/tabletty-UID (the stranger's own shell) --------------
rsh "$s" mkdir -m 755 "/tmp/tabletty-$guid" || tty_fail "the stranger could not squat"

# --- the table: host, friend, watcher ---------------------------------------
term a host megapulse --seed 3 --players x-350=human,falcon=human --name pub
tty_wait "^X-350: " || tty_fail "the host's table did not open over ssh"
tty_keys M	# every message: the greeting and the note are above the last lines
tty_wait "you sit at x-350" || tty_fail "the host does not sit at the table"
tty_screen | grep -q "belongs to another user" || tty_fail "the squatted directory was not told"
tty_keys q
tty_wait "^X-350: " || tty_fail "the messages did not close"
[ -S "$stg/tables/pub.sock" ] || tty_fail "the table is not in the state directory's tables"
[ -z "$(ls -A "/tmp/tabletty-$guid")" ] || tty_fail "the table used the squatted directory"
code=$(sed -n 's/^code falcon //p' "$stg/table-pub.codes")
term b join pub --seat falcon --code "$code"
tty_wait "you sit at falcon" || tty_fail "the friend could not join over ssh"
term c join pub --watch
tty_wait "you are watching" || tty_fail "the watcher could not join over ssh"
tty_on b
tty_wait "^FALCON: " || tty_fail "falcon has no decision"
# her link is cut in the middle of the decision
tty_close b
tty_on a
tty_wait "falcon left the table" || tty_fail "the table did not see falcon's link go"
sums=$(md5sum "$stg/table-pub.ini" "$stg/table-pub.codes")

# --- 1. the stranger on the shared login, restricted ------------------------
rtty "$g" host --load table-pub --name pub2
grep -q "open now" "$base/o" || { cat "$base/o"; tty_fail "host --load of the live table was not refused"; }
[ -e "$stg/tables/pub2.sock" ] && tty_fail "a second host opened the live table's save"
rtty "$g" play megapulse --load table-pub
grep -q "open now" "$base/o" || tty_fail "play --load of the live table was not refused"
rtty "$g" replay table-pub
grep -q "open now" "$base/o" || tty_fail "replay of the live table was not refused"
rsh "$g" batch megapulse --load table-pub
grep -q "open now" "$base/o" || tty_fail "batch --load of the live table was not refused"
rsh "$g" check /etc/passwd
grep -q "restricted" "$base/o" || tty_fail "the restricted shell took a path"
# 4. a wrong code through the shell, a few times
for w in WRONG2 WRONG3; do
	rtty "$g" join pub --seat falcon --code "$w"
	grep -q "wrong seat or code" "$base/o" || tty_fail "a wrong code was not refused"
done
[ "$(md5sum "$stg/table-pub.ini" "$stg/table-pub.codes")" = "$sums" ] ||
	tty_fail "the stranger changed the table's save or codes"

# she comes back with her code, at the decision she left
term b join pub --seat falcon --code "$code"
tty_wait "you sit at falcon" || tty_fail "falcon could not come back"
tty_wait "^FALCON: " || tty_fail "falcon's decision is not on her screen again"
TTY_UNTIL="reveals" TTY_ROUNDS=150 tty_table_play a:X-350 b:FALCON || tty_fail "the table did not play on"
tty_on c
tty_wait "reveals" || tty_fail "the watcher did not follow"

# --- 2-4. a member of the shared tables group -------------------------------
mkdir -p "$base/home-g/.config/tabletty"
printf '[tables]\ndir = %s\n' "$base/shared" >"$base/home-g/.config/tabletty/tabletty.ini"
chown -R "$g" "$base/home-g/.config"
term d host powerships --seed 2 --players yellow=human,red=human --name grp
tty_wait "^YELLOW: " || tty_fail "a table in the shared directory did not open"
rcode=$(sed -n 's/^code red //p' "$stg/table-grp.codes")
term e join grp --seat red --code "$rcode"
tty_wait "you sit at red" || tty_fail "red could not join the shared table"
# the stranger binds a socket claiming to be the shared login's table
cat >"$base/squat.py" <<'PY'
import os, socket, sys
path, owner, got = sys.argv[1], sys.argv[2], sys.argv[3]
s = socket.socket(socket.AF_UNIX)
s.bind(path)
os.chmod(path, 0o666)	# open to everybody's joins
s.listen(4)
s.settimeout(15)
data = b""
try:
    c, _ = s.accept()
    c.sendall(b"table 2 %s\tgames\tsq-1\tpowerships\n" % owner.encode())
    c.settimeout(3)
    while True:
        d = c.recv(4096)
        if not d:
            break
        data += d
except socket.timeout:
    pass
open(got, "wb").write(data or b"NOTHING")
PY
chmod a+r "$base/squat.py"
touch "$base/squat.got" && chown "$s" "$base/squat.got"
setpriv --reuid="$suid" --regid="$(id -g "$s")" --init-groups \
	/usr/bin/python3 "$base/squat.py" "$base/shared/sq-1.sock" "$guid" "$base/squat.got" &
sq=$!
i=0
while [ ! -S "$base/shared/sq-1.sock" ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
rtty "$g" join sq-1 --seat red --code SECRET77
grep -q "not what it says" "$base/o" || { cat "$base/o"; tty_fail "join trusted a socket that is not the table"; }
wait "$sq"
grep -q SECRET77 "$base/squat.got" && tty_fail "the squatter collected a code"

# idle connections and guessed codes from the stranger's account
cat >"$base/flood.py" <<'PY'
import socket, sys, time
path = sys.argv[1]
def conn():
    s = socket.socket(socket.AF_UNIX)
    s.connect(path)
    s.settimeout(5)
    return s
idle = [conn() for i in range(64)]
compared = refused = 0
for i in range(30):
    s = conn()
    got = b""
    try:
        s.sendall(b"tabletty 2 join red WRONG%03d\n" % i)
        while True:
            d = s.recv(65536)
            if not d:
                break
            got += d
    except (OSError, socket.timeout):
        pass
    s.close()
    compared += b"wrong seat or code" in got
    refused += b"too many wrong codes" in got
print("stranger: 30 wrong codes, %d compared, %d refused unchecked" % (compared, refused))
open(sys.argv[2], "w").write("%d %d\n" % (compared, refused))
time.sleep(6)
PY
chmod a+r "$base/flood.py"
touch "$base/flood.got" && chown "$s" "$base/flood.got"
setpriv --reuid="$suid" --regid="$(id -g "$s")" --init-groups \
	/usr/bin/python3 "$base/flood.py" "$base/shared/grp.sock" "$base/flood.got" &
fl=$!
i=0
while [ ! -s "$base/flood.got" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
read compared refused <"$base/flood.got"
[ "$compared" -le 5 ] && [ "$refused" -ge 20 ] || tty_fail "wrong codes were not slowed ($compared compared, $refused refused)"
tty_on d
tty_wait "Warning: 10 wrong join codes" || tty_fail "the seats were not warned"
# red's link drops while the flood's idle connections are still there; red
# (another account than the guesser's) comes straight back
tty_close e
term e join grp --seat red --code "$rcode"
tty_wait "you sit at red" || tty_fail "red was kept out by the stranger"
wait "$fl"
tty_pass "sshd on 127.0.0.1:$port: a live table's save stays its own, a squatted /tmp directory and a false socket are told, idle connections and guessed codes keep nobody out"
