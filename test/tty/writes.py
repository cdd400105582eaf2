#!/usr/bin/env python3
"""Count the write(2) calls that reach the terminal, key by key.

usage: writes.py BIN              the test: menu, a Powerships game and a
                                  joined table terminal; each key's screen
                                  must reach the terminal in one write
       writes.py --count [--ready REGEX] [--setup K,K] [--keys K,K] -- CMD...
                                  print one JSON line: the start's writes
                                  and bytes, and each key's (test/bench/wire.py)

The program runs on a fresh pseudo-terminal at 80x24 (TERM=xterm-256color)
under `strace -f -ttt -y -e trace=write`; each key is sent once the screen
has been quiet for a while, and the writes to a /dev/pts file between one
key and the next are that key's.  Nothing is timed: a slow machine only
waits longer.  Over SSH each write tends to leave as its own packet, so a
frame split into many writes costs many packets (issue 29).

Why one write a frame holds: ncurses collects a frame in its own buffer
and writes it at the end of doupdate() (see ui_term_running in
src/ui/ui_term.c for what used to split it; ui_cursor for the command
line's cursor).  That buffer holds (LINES+2)*(COLS+6) bytes, 2236 at
80x24: a larger frame (a full repaint) leaves in full buffers and the
rest, and each full one is allowed.  The start-up is allowed a few more:
ncurses' own start (its buffer with the first modes), the leave-and-return
that makes later frames whole, the keypad and the cursor mode (each of
which ncurses flushes at once), then the first frame in one.  The keys:
the menu's Down/Up; Powerships' heading l/h, Tab, the command line (:,
Esc) and the help page (?, Esc); at a joined table Tab and the frame the
table sends after the host's move.
"""
import json
import os
import re
import select
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
import fcntl
import termios

KEYS = {
    'Enter': b'\r', 'Tab': b'\t', 'Esc': b'\x1b', 'BS': b'\x7f', 'Space': b' ',
    'Up': b'A', 'Down': b'B', 'Right': b'C', 'Left': b'D',
}
# at most this many writes before the first key: see the docstring
START_WRITES = 5
# ncurses' own buffer holds (LINES + 2) * (COLS + 6) bytes (lib_setup.c):
# a frame larger than that leaves in full buffers, then the rest; each
# full one is a write the buffer forces
NC_BUFFER = (24 + 2) * (80 + 6)
QUIET_S = 0.4           # a screen is complete after this long without output
WAIT_S = 20.0           # bound on waiting for a screen (a slow machine)
WRITE_RE = re.compile(r'^\d+\s+(\d+\.\d+)\s+write\((\d+)<([^>]*)>,.*\)\s+=\s+(-?\d+)')


def key_bytes(k, app):
    if k in ('Up', 'Down', 'Right', 'Left'):
        return (b'\x1bO' if app else b'\x1b[') + KEYS[k]
    if k in KEYS:
        return KEYS[k]
    return k.encode()


class Pty:
    """One program on its own pseudo-terminal (its own session)."""

    def __init__(self, argv, env):
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack('HHHH', 24, 80, 0, 0))
        pid = os.fork()
        if pid == 0:
            try:
                os.close(self.master)
                os.setsid()
                fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
                for fd in (0, 1, 2):
                    os.dup2(slave, fd)
                for sig in (signal.SIGPIPE, signal.SIGHUP, signal.SIGINT, signal.SIGTERM):
                    signal.signal(sig, signal.SIG_DFL)
                os.execvpe(argv[0], argv, env)
            except BaseException as e:  # noqa
                os.write(2, ('writes.py: exec failed: %s\n' % e).encode())
            os._exit(127)
        os.close(slave)
        self.pid = pid
        self.out = b''
        self.app = False
        self.eof = False

    def text(self):
        return re.sub(rb'\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07]*\x07|\x1b[()][0-9A-Za-z]|\x1b.',
                      b'', self.out).decode('utf-8', 'replace')

    def settle(self, ready=None, quiet=QUIET_S, bound=WAIT_S, answer=False):
        """Read until REGEX (if given) shows, or (ANSWER) some output came,
        and then the output has been quiet for QUIET seconds; False if that
        did not happen within BOUND.  A key's answer is waited for however
        slow the machine: a quiet spell before it would give its writes to
        the next key."""
        end = time.time() + bound
        last = time.time()
        start = len(self.out)
        while time.time() < end:
            r, _, _ = select.select([self.master], [], [], 0.05)
            if r:
                try:
                    d = os.read(self.master, 65536)
                except OSError:
                    d = b''
                if not d:
                    self.eof = True
                    return False
                self.out += d
                self.app = self.out.rfind(b'\x1b[?1h') > self.out.rfind(b'\x1b[?1l')
                last = time.time()
            elif time.time() - last >= quiet and (
                    ready is None or re.search(ready, self.text()[-6000:])) and (
                    not answer or len(self.out) > start):
                return True
        return False

    def send(self, k):
        t = time.time()
        os.write(self.master, key_bytes(k, self.app))
        return t

    def stop(self):
        for sig in (signal.SIGTERM, signal.SIGKILL):
            try:
                os.killpg(self.pid, sig)
            except OSError:
                pass
            time.sleep(0.2)
        try:
            os.waitpid(self.pid, 0)
        except OSError:
            pass
        os.close(self.master)


def parse_log(path):
    """[(time, bytes)] of the writes to a terminal (/dev/pts/N, /dev/tty)."""
    out = []
    with open(path, errors='replace') as f:
        for line in f:
            m = WRITE_RE.match(line)
            if m and (m.group(3).startswith('/dev/pts') or m.group(3).startswith('/dev/tty')):
                out.append((float(m.group(1)), max(0, int(m.group(4)))))
    return out


def count(argv, env, ready, setup, keys, tmp, setup_answer=True):
    """Run ARGV under strace; return the start's and each key's writes.
    A key of KEYS may be a function of the pty that returns (name, the time
    it acted): another terminal's move.  SETUP_ANSWER: wait for each setup
    key's answer too (not when a setup key may change nothing)."""
    log = os.path.join(tmp, 'strace.%d' % len(os.listdir(tmp)))
    p = Pty(['strace', '-f', '-qq', '-ttt', '-y', '-e', 'trace=write', '-o', log, '--'] + argv, env)
    marks = []      # (name, time the key was sent, measured?)
    try:
        if not p.settle(ready):
            raise RuntimeError('never ready (%s): %r' % (ready, p.text()[-400:]))
        t_first_key = time.time()
        for k in setup:
            marks.append((k, p.send(k), False))
            p.settle(answer=setup_answer)
        for item in keys:
            if callable(item):
                name, t = item(p)
                marks.append((name, t, True))
            else:
                marks.append((item, p.send(item), True))
            p.settle(answer=True)
        t_end = time.time()
        screen = p.text()[-3000:]
    finally:
        p.stop()
    w = parse_log(log)
    first = [b for t, b in w if t < (marks[0][1] if marks else t_first_key)]
    res = dict(start_writes=len(first), start_bytes=sum(first), start_forced=forced(first),
               keys=[], screen=screen)
    for i, (name, t, measured) in enumerate(marks):
        t_next = marks[i + 1][1] if i + 1 < len(marks) else t_end
        got = [b for tt, b in w if t <= tt < t_next]
        res['keys'].append(dict(key=name, writes=len(got), bytes=sum(got), forced=forced(got),
                                measured=measured))
    return res


def forced(sizes):
    """How many of these writes were a full ncurses buffer."""
    return sum(1 for b in sizes if b >= NC_BUFFER - 1)


def check(name, res, problems):
    """Each measured key answered in exactly one write (and the full buffers
    before it); the start in few."""
    if res['start_writes'] == 0:
        problems.append('%s: nothing was written at the start (strace saw no terminal)' % name)
    elif res['start_writes'] > START_WRITES + res['start_forced']:
        problems.append('%s: the start took %d writes, %d bytes (at most %d, and %d full '
                        'buffers)' % (name, res['start_writes'], res['start_bytes'],
                                      START_WRITES, res['start_forced']))
    n = 0
    for k in res['keys']:
        if not k['measured']:
            continue
        n += 1
        if k['writes'] != 1 + k['forced']:
            problems.append('%s: key %s reached the terminal in %d writes (%d bytes, %d of them '
                            'full buffers), not %d' % (name, k['key'], k['writes'], k['bytes'],
                                                        k['forced'], 1 + k['forced']))
    if n == 0:
        problems.append('%s: no key was measured' % name)
    return n


def table(bin_, env, tmp, problems):
    """A joined terminal: its own keys, and a frame the table sends it."""
    host = Pty([bin_, 'host', 'megapulse', '--seed', '3', '--players',
                'x-350=human,falcon=human', '--option', 'laps=1'], env)
    try:
        if not host.settle(r'X-350: select 2 cards in secret'):
            problems.append('table: the host did not start: %r' % host.text()[-300:])
            return 0
        codes = os.path.join(env['XDG_STATE_HOME'], 'tabletty', 'table-megapulse-1.codes')
        code = ''
        with open(codes) as f:
            for line in f:
                if line.startswith('code falcon '):
                    code = line.split()[2]
        if not code:
            problems.append('table: no code for falcon in %s' % codes)
            return 0

        def host_moves(p):
            # the host's selection: the table sends falcon a new frame
            t = time.time()
            for ch in ':select sidethrust superbomb':
                os.write(host.master, ch.encode())
            os.write(host.master, b'\r')
            host.settle()
            return 'host-select', t
        res = count([bin_, 'join', 'megapulse-1', '--seat', 'falcon', '--code', code], env,
                    r'FALCON: select 2 cards in secret', [],
                    ['Tab', 'Tab', 'Tab', host_moves], tmp)
        if 'x-350 has selected' not in res['screen']:
            problems.append('table: falcon was not told that x-350 chose')
        return check('joined table', res, problems)
    finally:
        host.stop()


def stop_tables(rundir):
    """End the table processes of this test: a table plays on when its
    terminals are gone.  They are the processes with this XDG_RUNTIME_DIR."""
    mark = ('XDG_RUNTIME_DIR=%s' % rundir).encode()
    for sig in (signal.SIGTERM, signal.SIGKILL):
        pids = []
        for d in os.listdir('/proc'):
            try:
                with open('/proc/%s/environ' % d, 'rb') as f:
                    if mark in f.read().split(b'\0'):
                        pids.append(int(d))
            except (OSError, ValueError):
                continue
        for p in pids:
            try:
                os.kill(p, sig)
            except OSError:
                pass
        if not pids:
            return
        time.sleep(0.5)


def test(bin_):
    if not shutil.which('strace'):
        print('SKIP tty/writes: strace is not installed')
        return 77
    bin_ = os.path.abspath(bin_)
    tmp = tempfile.mkdtemp(prefix='tabletty-writes.')
    env = dict(os.environ)
    for k in ('TABLETTY_SYNC', 'LINES', 'COLUMNS', 'TMUX', 'NO_COLOR'):
        env.pop(k, None)
    env.update(TERM='xterm-256color', LANG='C.UTF-8', LC_ALL='C.UTF-8',
               XDG_STATE_HOME=os.path.join(tmp, 'state'),
               XDG_CONFIG_HOME=os.path.join(tmp, 'config'),
               XDG_RUNTIME_DIR=os.path.join(tmp, 'run'), HOME=os.path.join(tmp, 'home'))
    for d in ('state', 'config/tabletty', 'run', 'home', 'logs'):
        os.makedirs(os.path.join(tmp, d), exist_ok=True)
    os.chmod(os.path.join(tmp, 'run'), 0o700)
    with open(os.path.join(tmp, 'config/tabletty/tabletty.ini'), 'w') as f:
        f.write('[ui]\nai_pause = 0\n')
    logs = os.path.join(tmp, 'logs')
    problems, n = [], 0
    try:
        r = count([bin_], env, r'Quit', [], ['Down', 'Down', 'Up'], logs)
        n += check('menu', r, problems)
        r = count([bin_, 'play', 'powerships', '--seed', '1'], env, r'Roll for the starting',
                  ['Enter', 'Tab', 'Enter', 'a', 'Enter'], ['l', 'h', 'l', 'Tab', 'Tab', ':', 'Esc', '?', 'Esc'], logs)
        if 'Heading shown' not in r['screen']:
            problems.append('powerships: the heading keys did not reach the heading decision')
        n += check('powerships', r, problems)
        n += table(bin_, env, logs, problems)
    except RuntimeError as e:
        problems.append(str(e))
    finally:
        stop_tables(env['XDG_RUNTIME_DIR'])
        shutil.rmtree(tmp, ignore_errors=True)
    if problems:
        for p in problems:
            print('FAIL tty/writes: ' + p)
        return 1
    print('PASS tty/writes: %d keys (menu, powerships, a joined table) each reached the '
          'terminal in one write (a repaint larger than ncurses\' %d-byte buffer in as few as '
          'it takes); the starts in at most %d' % (n, NC_BUFFER, START_WRITES))
    return 0


def main():
    a = sys.argv[1:]
    if a and a[0] == '--count':
        ready, setup, keys = None, [], []
        a = a[1:]
        while a and a[0] != '--':
            opt, val = a[0], a[1]
            a = a[2:]
            if opt == '--ready':
                ready = val
            elif opt == '--setup':
                setup = [k for k in val.split(',') if k]
            elif opt == '--keys':
                keys = [k for k in val.split(',') if k]
        tmp = tempfile.mkdtemp(prefix='tabletty-writes.')
        env = dict(os.environ)
        env.setdefault('LANG', 'C.UTF-8')
        env['TERM'] = 'xterm-256color'
        try:
            r = count(a[1:], env, ready, setup, keys, tmp, setup_answer=False)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        r.pop('screen', None)
        print(json.dumps(r))
        return 0
    if len(a) != 1:
        print(__doc__.split('\n\n')[0].replace('\n', ' ').strip(), file=sys.stderr)
        return 2
    return test(a[0])


if __name__ == '__main__':
    sys.exit(main())
