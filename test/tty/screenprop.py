#!/usr/bin/env python3
"""screenprop.py - the screen equals the game, after every key.

Plays GAME at 80x24 in tmux by random keys (mostly the keys its key line
offers, some any key), against the computer, and after every key checks:

  (a) every figure the view holds (a ship, a bot, a car, a BUGBUSTER, a
      BUG) is on the board where its cell is, or named by a sign at the
      viewport's edge: the program checks this itself after each frame
      (TABLETTY_CHECKLOG) and this script reads its report;
      A goal the view keeps with the piece to move (Powerships' next
      buoy) must be in sight whenever the two fit the viewport together
      and the player has not moved the view by hand;
  (b) the screen that the incremental drawing left equals a full repaint
      of the same state: the screen is captured, Ctrl-L (a pure repaint)
      is pressed, and the two captures, with colours, must be the same.

It knows when a key's screen is complete from the terminal's title,
which the program sets before each blocking read (TABLETTY_SYNC): tmux
takes the output in order, so the screen is whole when the title shows.
No check depends on time; a key that gets no answer in 60 s fails.

usage: screenprop.py BIN GAME [--seed N] [--keys N] [-- EXTRA ARGS]
Prints one line "ok GAME: K keys, F figure checks, R repaints compared"
or the first difference, and exits 0 or 1.
"""
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

POOL = ["Tab", "BTab", "Enter", "Escape", "Up", "Down", "Left", "Right", "Space",
        "h", "j", "k", "l", "y", "u", "b", "n", "i", "L", "O", "?", "q", "M", "BSpace",
        "a", "c", "d", "e", "f", "g", "m", "o", "p", "r", "s", "t", "v", "w", "x", "z",
        "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "C-p", "C-n",
        "S-Left", "S-Right", "S-Up", "S-Down", "<", ">", "[", "]"]


class Term:
    def __init__(self, sock, name):
        self.sock, self.name = sock, name

    def tmux(self, *args, check=True):
        r = subprocess.run(["tmux", "-L", self.sock] + list(args), capture_output=True, text=True)
        if check and r.returncode != 0:
            raise RuntimeError("tmux %s: %s" % (" ".join(args), r.stderr.strip()))
        return r.stdout

    def title(self):
        out = self.tmux("display-message", "-p", "-t", "=%s:" % self.name, "#{pane_title}",
                        check=False)
        m = re.match(r"ttwait (\d+) (\S+)", out.strip())
        return (int(m.group(1)), m.group(2)) if m else (0, "")

    def screen(self, esc=False):
        args = ["capture-pane", "-p", "-t", "=%s:" % self.name]
        if esc:
            args.insert(1, "-e")
        return self.tmux(*args, check=False)

    def wait_after(self, n0, dead):
        """Wait until the program reads a key again after wait n0."""
        t0 = time.monotonic()
        while time.monotonic() - t0 < 60:
            n, where = self.title()
            if n > n0:
                return n, where
            if dead():
                return None
            time.sleep(0.01)
        return None


SGR = re.compile(r"\x1b\[([0-9;:]*)m")


def cells(screen):
    """The screen as rows of visible cells: a character with its colours and
    attributes, a blank with only what shows on a blank (its background,
    reverse, underline); tmux's escapes say the same look in several ways."""
    rows = []
    # capture-pane -e carries the colours from one row to the next
    st = {"fg": "", "bg": "", "attr": frozenset()}
    for line in screen.split("\n"):
        row, pos = [], 0
        for m in list(SGR.finditer(line)) + [None]:
            text = line[pos:m.start()] if m else line[pos:]
            for ch in text:
                if ch == " ":
                    vis = tuple(a for a in sorted(st["attr"]) if a in ("7", "4"))
                    row.append((" ", st["bg"], vis + ((st["fg"],) if vis else ())))
                else:
                    row.append((ch, st["fg"], st["bg"], tuple(sorted(st["attr"]))))
            if not m:
                break
            pos = m.end()
            codes = m.group(1).split(";") if m.group(1) else ["0"]
            j = 0
            while j < len(codes):
                c = codes[j]
                if c in ("0", ""):
                    st = {"fg": "", "bg": "", "attr": frozenset()}
                elif c in ("38", "48"):
                    val = ";".join(codes[j:j + 3]) if codes[j + 1:j + 2] == ["5"] else ";".join(codes[j:j + 5])
                    j += 2 if codes[j + 1:j + 2] == ["5"] else 4
                    st["fg" if c == "38" else "bg"] = val
                elif c == "39":
                    st["fg"] = ""
                elif c == "49":
                    st["bg"] = ""
                elif re.fullmatch(r"3[0-7]|9[0-7]", c):
                    st["fg"] = c
                elif re.fullmatch(r"4[0-7]|10[0-7]", c):
                    st["bg"] = c
                elif c in ("22", "23", "24", "25", "27", "28", "29"):
                    off = {"22": ("1", "2"), "23": ("3",), "24": ("4",), "25": ("5",), "27": ("7",),
                           "28": ("8",), "29": ("9",)}[c]
                    st["attr"] = frozenset(a for a in st["attr"] if a not in off)
                else:
                    st["attr"] = st["attr"] | {c}
                j += 1
        while row and row[-1][0] == " " and row[-1][1:] == ("", ()):
            row.pop()
        rows.append(row)
    while rows and not rows[-1]:
        rows.pop()
    return rows


def key_line_keys(screen):
    """The keys the key line (the row above the status row) offers."""
    rows = screen.rstrip("\n").split("\n")
    if len(rows) < 2:
        return []
    line = rows[-2] if len(rows) >= 24 else ""
    keys = []
    for group in re.split(r"\s{2,}", line.strip()):
        w = group.split(" ")[0]
        if not w:
            continue
        if w.lower() == "arrows":
            keys += ["Up", "Down", "Left", "Right"]
        elif w in ("Enter", "Tab", "Esc", "Space", "Backspace"):
            keys.append({"Esc": "Escape", "Backspace": "BSpace"}.get(w, w))
        elif "/" in w:
            keys += [k for k in w.split("/") if k in ("Up", "Down", "Left", "Right")]
        elif re.fullmatch(r"[a-z0-9]-[a-z0-9]", w):
            keys += [chr(c) for c in range(ord(w[0]), ord(w[2]) + 1)]
        elif len(w) == 1 and w not in ":Q":
            keys.append(w)
    return keys


def main():
    argv = sys.argv[1:]
    extra = []
    if "--" in argv:
        extra = argv[argv.index("--") + 1:]
        argv = argv[:argv.index("--")]
    if len(argv) < 2:
        print(__doc__)
        return 2
    binary, game = os.path.abspath(argv[0]), argv[1]
    seed, nkeys = 1, 200
    i = 2
    while i < len(argv):
        if argv[i] == "--seed":
            seed = int(argv[i + 1]); i += 2
        elif argv[i] == "--keys":
            nkeys = int(argv[i + 1]); i += 2
        else:
            print("screenprop: unknown argument %s" % argv[i]); return 2
    rnd = random.Random(seed)
    tmp = tempfile.mkdtemp(prefix="tabletty-prop.")
    sock = "ttprop%d" % os.getpid()
    term = Term(sock, "p")
    checklog = os.path.join(tmp, "check.log")
    for d in ("state", "config/tabletty", "run"):
        os.makedirs(os.path.join(tmp, d))
    os.chmod(os.path.join(tmp, "run"), 0o700)
    with open(os.path.join(tmp, "config/tabletty/tabletty.ini"), "w") as f:
        f.write("[ui]\nai_pause = 0\n")
    data = os.environ.get("TABLETTY_DATA", os.path.join(os.getcwd(), "scenarios"))
    env = ("env TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 TABLETTY_DATA='%s' "
           "XDG_STATE_HOME='%s/state' XDG_CONFIG_HOME='%s/config' XDG_RUNTIME_DIR='%s/run' "
           "HOME='%s' TABLETTY_SYNC=1 TABLETTY_CHECKLOG='%s' " % (data, tmp, tmp, tmp, tmp, checklog))
    cmd = env + "'%s' play %s --seed %d %s; echo EXITED $?; sleep 60" % (
        binary, game, seed, " ".join("'%s'" % a for a in extra))
    status = 1
    try:
        term.tmux("-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24", "-s", "p", cmd)
        term.tmux("set-option", "-g", "status", "off")
        dead = lambda: "EXITED" in term.screen()
        got = term.wait_after(0, dead)
        if not got:
            print("FAIL %s: the program never waited for a key:\n%s" % (game, term.screen()))
            return 1
        n, where = got
        keys = repaints = 0
        history = []
        while keys < nkeys:
            shown = term.screen()
            offered = key_line_keys(shown)
            k = rnd.choice(offered) if offered and rnd.random() < 0.7 else rnd.choice(POOL)
            term.tmux("send-keys", "-t", "=p:", k)
            keys += 1
            history.append(k)
            got = term.wait_after(n, dead)
            if not got:
                print("FAIL %s: no answer to key %d (%s); keys so far: %s\n%s" % (
                    game, keys, k, " ".join(history[-30:]), term.screen()))
                return 1
            n, where = got
            if where != "game":
                continue
            before = term.screen(esc=True)
            term.tmux("send-keys", "-t", "=p:", "C-l")
            got = term.wait_after(n, dead)
            if not got:
                print("FAIL %s: no answer to the repaint after key %d" % (game, keys))
                return 1
            n, where = got
            after = term.screen(esc=True)
            repaints += 1
            if cells(before) != cells(after):
                b, a = before.split("\n"), after.split("\n")
                cb, ca = cells(before), cells(after)
                diff = [(r, b[r] if r < len(b) else "", a[r] if r < len(a) else "")
                        for r in range(max(len(cb), len(ca)))
                        if (cb[r] if r < len(cb) else []) != (ca[r] if r < len(ca) else [])]
                print("FAIL %s: after key %d (%s) the screen differs from its repaint "
                      "(keys: %s)" % (game, keys, k, " ".join(history[-30:])))
                for r, x, y in diff[:6]:
                    print("  row %d drawn:    %r\n  row %d repaint:  %r" % (r, x, r, y))
                print("  all keys: %s" % " ".join(history))
                return 1
        figs = 0
        missing = []
        kept = {"shown": 0, "far": 0, "moved": 0}
        if os.path.exists(checklog):
            with open(checklog) as f:
                for line in f:
                    m = re.match(r"figures (\d+)", line)
                    if m:
                        figs += int(m.group(1))
                    elif line.startswith("MISSING") or line.startswith("LOST"):
                        missing.append(line.strip())
                    m = re.match(r"keep .* (shown|far|moved)$", line.strip())
                    if m:
                        kept[m.group(1)] += 1
        if missing:
            print("FAIL %s: %d figure(s) or goal(s) not shown, first: %s" % (
                game, len(missing), missing[0]))
            return 1
        if game == "powerships" and kept["shown"] + kept["far"] == 0:
            print("FAIL %s: the view's goals were never checked" % game)
            return 1
        if keys == 0 or figs == 0 or repaints == 0:
            print("FAIL %s: checked nothing (%d keys, %d figures, %d repaints)" % (
                game, keys, figs, repaints))
            return 1
        goals = ""
        if sum(kept.values()):
            goals = ", goals kept in sight %d (too far %d, view moved by hand %d)" % (
                kept["shown"], kept["far"], kept["moved"])
        print("ok %s: %d keys, %d figure checks, %d repaints compared%s" % (
            game, keys, figs, repaints, goals))
        status = 0
    finally:
        subprocess.run(["tmux", "-L", sock, "kill-server"], capture_output=True)
        stop_left(os.path.join(tmp, "run"))
        shutil.rmtree(tmp, ignore_errors=True)
    return status


def stop_left(rundir):
    """End what the run left: the program saves and ends on the hang-up,
    but a sanitizer build's leak check can hang in a process hung up from
    its terminal (test/tty/lib.sh says the same).  Its processes are the
    ones with this XDG_RUNTIME_DIR: 5 s to end, then SIGKILL."""
    mark = ("XDG_RUNTIME_DIR=%s" % rundir).encode()

    def left():
        pids = []
        for d in os.listdir("/proc"):
            try:
                with open("/proc/%s/environ" % d, "rb") as f:
                    if mark in f.read().split(b"\0"):
                        pids.append(int(d))
            except (OSError, ValueError):
                continue
        return pids
    for _ in range(25):
        if not left():
            return
        time.sleep(0.2)
    for p in left():
        try:
            os.kill(p, 9)
        except OSError:
            pass


if __name__ == "__main__":
    sys.exit(main())
