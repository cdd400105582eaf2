"""Load test of tables (not part of `make test`; it takes a while).

    python3 test/load/tables.py [TABLES [WATCHERS [BINARY]]]   (from the source tree)

Opens TABLES Megapulse tables (default 100) with `tabletty host`, each on
a pseudo-terminal that is then closed (the table goes on without its
host's terminal), then connects 2 seats (with their join codes) and
WATCHERS watchers (default 8) to every table.  The seats play every own
decision with `cmd ai` through the protocol; the watchers only read.
Prints whether every client saw its race end, decisions per second, the
bytes and updates each client received, and the tables' memory.  Every
table it opened ends by itself when its race is over and its clients
have gone; its files are in a temporary directory that is removed."""
import resource
resource.setrlimit(resource.RLIMIT_NOFILE, (resource.getrlimit(resource.RLIMIT_NOFILE)[1],) * 2)
import os, pty, selectors, socket, sys, time, signal, subprocess, statistics
import shutil, tempfile
N = int(sys.argv[1]) if len(sys.argv) > 1 else 100
W = int(sys.argv[2]) if len(sys.argv) > 2 else 8
BIN = os.path.abspath(sys.argv[3] if len(sys.argv) > 3 else "tabletty")
D = tempfile.mkdtemp(prefix="tabletty-load.")
env = dict(os.environ, TABLETTY_DATA=os.path.abspath("scenarios"), XDG_STATE_HOME=D + "/state",
           XDG_CONFIG_HOME=D + "/config", XDG_RUNTIME_DIR=D + "/run", HOME=D,
           TERM="xterm-256color", LANG="C.UTF-8")
os.makedirs(D + "/config/tabletty", exist_ok=True)
os.makedirs(D + "/run", mode=0o700, exist_ok=True)
open(D + "/config/tabletty/tabletty.ini", "w").write("[ui]\nai_pause = 0\n")
sockdir = D + "/run/tabletty"
t0 = time.time()
for i in range(N):
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(BIN, [BIN, "host", "megapulse", "--seed", str(i + 1), "--name", "t%d" % i,
                        "--players", "x-350=human,falcon=human", "--option", "laps=1"], env)
    deadline = time.time() + 20
    while not os.path.exists("%s/t%d.sock" % (sockdir, i)) and time.time() < deadline:
        try: os.read(fd, 65536)
        except OSError: pass
        time.sleep(0.02)
    os.close(fd)               # the host's terminal goes: SIGHUP
    os.waitpid(pid, 0)
print("%d tables opened in %.1f s" % (N, time.time() - t0))

sel = selectors.DefaultSelector()
class Conn:
    def __init__(s, table, hello, seat):
        s.sock = socket.socket(socket.AF_UNIX); s.sock.connect("%s/%s.sock" % (sockdir, table))
        s.sock.setblocking(False); s.buf = b""; s.seat = seat; s.prompt = None; s.over = False
        s.table = table; s.bytes = 0; s.frames = 0
        s.sock.sendall((hello + "\n").encode()); sel.register(s.sock, selectors.EVENT_READ, s)
conns = []
for i in range(N):
    codes = dict(l.split()[1:3] for l in open("%s/state/tabletty/table-t%d.codes" % (D, i)) if l.startswith("code"))
    conns.append(Conn("t%d" % i, "tabletty 2 join x-350 " + codes["x-350"], 0))
    conns.append(Conn("t%d" % i, "tabletty 2 join falcon " + codes["falcon"], 1))
    for w in range(W):
        conns.append(Conn("t%d" % i, "tabletty 2 watch", -1))
print("%d clients connected" % len(conns))
t1 = time.time(); sent = 0; errors = 0; dropped = 0
while time.time() - t1 < 900 and not all(c.over for c in conns):
    for key, _ in sel.select(1.0):
        c = key.data
        try:
            d = c.sock.recv(1 << 16)
        except ConnectionResetError:
            d = b""
        if not d:
            sel.unregister(c.sock); c.over = True; dropped += 1; continue
        c.bytes += len(d); c.buf += d
        while b"\n" in c.buf:
            line, c.buf = c.buf.split(b"\n", 1)
            if line.startswith(b"prompt "):
                f = line.split(b"\t")[0].split()
                c.prompt = (int(f[1]), int(f[4]))
            elif line.startswith(b"result 1"):
                c.over = True
            elif line.startswith(b"log 1"):
                errors += 1
            elif line == b"frame":
                c.frames += 1
                if c.seat >= 0 and not c.over and c.prompt and c.prompt[0] == c.seat and c.prompt[1] > 0:
                    c.sock.sendall(b"cmd ai\n"); sent += 1
wall = time.time() - t1
done = sum(1 for c in conns if c.over)
rss = []
for p in os.listdir("/proc"):
    if not p.isdigit(): continue
    try:
        if ("XDG_RUNTIME_DIR=%s/run" % D).encode() in open("/proc/%s/environ" % p, "rb").read().split(b"\0"):
            for l in open("/proc/%s/status" % p):
                if l.startswith("VmRSS"): rss.append(int(l.split()[1]))
    except OSError: pass
print("%d of %d clients saw the end (%d dropped); %d decisions in %.1f s = %.0f per second; %d refused (stale prompts)" % (
    done, len(conns), dropped, sent, wall, sent / wall, errors))
print("updates per client: median %d; bytes per client: median %d" % (
    statistics.median(c.frames for c in conns), statistics.median(c.bytes for c in conns)))
print("table processes: %d, RSS median %d KiB, max %d KiB" % (len(rss), statistics.median(rss) if rss else 0, max(rss) if rss else 0))
for c in conns: c.sock.close()
time.sleep(1)
shutil.rmtree(D, ignore_errors=True)
