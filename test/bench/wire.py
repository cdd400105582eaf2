#!/usr/bin/env python3
"""What tabletty costs on the wire, with NetHack beside it (issue 29).

usage: test/bench/wire.py [--bin ./tabletty] [--rounds 2] [--runs 3] [--idle-s 3]
                          [--only NAME,NAME] [--json FILE]

Run by hand, not by `make test`: the figures depend on the machine.  In one
interleaved run (round after round, each program once a round, so that a
machine getting busier slows them all alike) it measures at 80x24
xterm-256color, for NetHack (/usr/games/nethack: the Debian package
nethack-console), the menu and `tabletty play GAME --seed 1` of each game:

  startup ms      exec to the first complete screen (median; and x NetHack)
  first frame B   bytes written until then
  bytes a key     median over the keys below (the same keys every round)
  writes a key    write(2) calls to the terminal a key (median) and at the
                  start, counted with strace (test/tty/writes.py --count)
  idle CPU s      CPU while waiting 3 s for a key
  RSS KiB         peak resident set

with ../shared/tools/ttymeasure.py (--json; or $TTYMEASURE) for all but
the writes.  The
keys: NetHack steps h/l (after Esc, for a --More--); the menu Down/Up; Powerships turns the heading
l/h and Tab highlights its moves; DeathBot steps a path and takes it back
(Down, Backspace) and Tab; Megapulse Tab through its pairs; POWERUP moves
Right and undoes it (u), and Tab.  The setup keys reach that decision and
are not counted.  Each tabletty run gets its own HOME and XDG directories;
before each NetHack run the level files of killed games are removed
(/var/games/nethack/?lock.*: with every slot taken NetHack will not start).
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
# ../shared/tools beside the repository (or a worktree's), or $TTYMEASURE
MEASURE = os.environ.get('TTYMEASURE') or next(
    (p for p in (os.path.join(ROOT, up, 'shared', 'tools', 'ttymeasure.py') for up in
                 ('..', os.path.join('..', '..'))) if os.path.exists(p)),
    os.path.join(ROOT, '..', 'shared', 'tools', 'ttymeasure.py'))
WRITES = os.path.join(ROOT, 'test', 'tty', 'writes.py')
NETHACK = '/usr/games/nethack'
NETHACK_OPTS = ('!legacy,!news,!splash_screen,!autopickup,name:bench,role:valkyrie,'
                'race:human,gender:female,align:neutral,pettype:none,time,showexp')

# name, arguments after the binary, ready (regex), setup keys, measured keys
GAMES = [
    ('menu', [], r'Quit', '', 'Down,Down,Up,Up'),
    ('powerships', ['play', 'powerships', '--seed', '1'], r'Roll for the starting.*\? help',
     'Enter,Tab,Enter,a,Enter', 'l,h,l,h,Tab,Tab'),
    ('deathbot', ['play', 'deathbot', '--seed', '1'], r'remote controller.*\? help',
     'r,1,1,1,1', 'Down,BS,Down,BS,Tab,Tab'),
    ('megapulse', ['play', 'megapulse', '--seed', '1'], r'select 2 cards.*\? help',
     '', 'Tab,Tab,Tab,Tab,Tab,Tab'),
    ('powerup', ['play', 'powerup', '--seed', '1'], r'press Enter.*\? help',
     'Enter', 'Right,u,Right,u,Tab,Tab'),
]


def programs(a, tmp):
    """(name, argv, env, ready, setup, keys, pre) of each program."""
    out = []
    if os.access(NETHACK, os.X_OK):
        home = os.path.join(tmp, 'nethack')
        os.makedirs(home, exist_ok=True)
        env = dict(HOME=home, NETHACKOPTIONS=NETHACK_OPTS)
        # a killed game leaves its level files (alock.0 ...): with every slot
        # taken NetHack says "Too many hacks running now"
        pre = 'rm -f /var/games/nethack/?lock.* /var/games/nethack/save/*bench*'
        # Esc: a second welcome line waits at --More--, which eats h and l
        out.append(('NetHack', [NETHACK], env, r'Dlvl:1', 'Esc', 'h,l,h,l,h,l', pre))
    else:
        print('wire.py: %s is missing (apt-get install nethack-console): no anchor' % NETHACK,
              file=sys.stderr)
    for name, args, ready, setup, keys in GAMES:
        d = os.path.join(tmp, name)
        env = dict(HOME=os.path.join(d, 'home'), XDG_STATE_HOME=os.path.join(d, 'state'),
                   XDG_CONFIG_HOME=os.path.join(d, 'config'),
                   XDG_RUNTIME_DIR=os.path.join(d, 'run'),
                   TABLETTY_DATA=os.path.join(ROOT, 'scenarios'))
        pre = 'rm -rf "%s" && mkdir -p "%s/home" "%s/config" && mkdir -m 700 "%s/run"' % (
            d, d, d, d)
        out.append(('tabletty ' + name if name == 'menu' else name, [a.bin] + args, env,
                    ready, setup, keys, pre))
    if a.only:
        keep = a.only.split(',')
        out = [p for p in out if p[0] in keep or p[0].split()[-1] in keep]
    return out


# tabletty turns the keypad's application mode on (smkx), so a terminal
# sends an arrow as ESC O x.  ttymeasure guesses the mode from the last of
# ESC[?1h and ESC[?1l in each read, and tabletty's start has both (endwin's
# ESC[?1l, then the keypad's ESC[?1h): name the bytes instead.
ARROWS = {'Up': '\\x1bOA', 'Down': '\\x1bOB', 'Right': '\\x1bOC', 'Left': '\\x1bOD'}


def app_keys(spec):
    return ','.join(ARROWS.get(k, k) for k in spec.split(','))


def measure(a, prog, warmup):
    name, argv, env, ready, setup, keys, pre = prog
    msetup, mkeys = (app_keys(setup), app_keys(keys)) if argv[0] == a.bin else (setup, keys)
    cmd = [sys.executable, MEASURE, '--json', '--runs', str(a.runs), '--sessions', '1',
           '--warmup', str(warmup), '--idle-s', str(a.idle_s), '--ready', ready,
           '--setup-keys', msetup, '--keys', mkeys, '--pre', pre]
    for k, v in env.items():
        cmd += ['--env', '%s=%s' % (k, v)]
    env_all = dict(os.environ, **env)
    r = subprocess.run(cmd + ['--'] + argv, capture_output=True, text=True, env=env_all)
    try:
        m = json.loads(r.stdout)
    except ValueError:
        print('wire.py: %s: ttymeasure failed: %s' % (name, r.stderr[-400:]), file=sys.stderr)
        m = None
    subprocess.run(pre, shell=True, env=env_all)
    w = None
    if shutil.which('strace'):
        r = subprocess.run([sys.executable, WRITES, '--count', '--ready', ready, '--setup', setup,
                            '--keys', keys, '--'] + argv, capture_output=True, text=True,
                           env=dict(env_all, TERM='xterm-256color'))
        try:
            w = json.loads(r.stdout)
        except ValueError:
            print('wire.py: %s: writes.py failed: %s' % (name, r.stderr[-400:]), file=sys.stderr)
    return m, w


def pool(res):
    """Pool one program's rounds into the table's figures."""
    st, fb, keys, idle, rss, wk, ws = [], [], [], [], [], [], []
    for m, w in res:
        if m:
            st += [r['ready'] * 1000 for r in m['startup_runs'] if r.get('ready')]
            fb += [r['frame_bytes'] for r in m['startup_runs'] if r.get('ready')]
            for s in m['sessions']:
                keys += s.get('keys', [])
                if s.get('idle_cpu') is not None:
                    idle.append(s['idle_cpu'])
                if s.get('peak_rss'):
                    rss.append(s['peak_rss'])
        if w:
            wk += [k['writes'] for k in w['keys'] if k['measured']]
            ws.append(w['start_writes'])

    def med(v):
        return statistics.median(v) if v else None
    return dict(startup_ms=med(st), first_frame=med(fb), bytes_key=med(keys),
                writes_key=med(wk), writes_start=med(ws), idle_cpu=med(idle), rss=med(rss),
                n_start=len(st), n_keys=len(keys))


def table(rows):
    anchor = rows.get('NetHack', {}).get('startup_ms')
    lines = ['| program | startup ms (x NetHack) | first frame B | bytes a key (median) | '
             'writes a key (start) | idle CPU s | RSS KiB |',
             '|---|---|---|---|---|---|---|']

    def f(v, fmt):
        return 'n/a' if v is None else fmt % v
    for name, r in rows.items():
        x = ' (%.2f)' % (r['startup_ms'] / anchor) if anchor and r['startup_ms'] else ''
        lines.append('| %s | %s%s | %s | %s | %s (%s) | %s | %s |' % (
            name, f(r['startup_ms'], '%.1f'), x, f(r['first_frame'], '%.0f'),
            f(r['bytes_key'], '%.0f'), f(r['writes_key'], '%.0f'), f(r['writes_start'], '%.0f'),
            f(r['idle_cpu'], '%.3f'), 'n/a' if r['rss'] is None else '{:,.0f}'.format(r['rss'])))
    return '\n'.join(lines)


def main():
    ap = argparse.ArgumentParser(usage=__doc__.split('\n\n')[0].replace('usage: ', ''))
    ap.add_argument('--bin', default=os.path.join(ROOT, 'tabletty'))
    ap.add_argument('--rounds', type=int, default=2)
    ap.add_argument('--runs', type=int, default=3, help='startups a program a round')
    ap.add_argument('--idle-s', type=float, default=3.0)
    ap.add_argument('--only', default='')
    ap.add_argument('--json', default='', help='also write every measurement to FILE')
    a = ap.parse_args()
    a.bin = os.path.abspath(a.bin)
    if not os.path.exists(MEASURE):
        sys.exit('wire.py: %s is missing' % MEASURE)
    tmp = tempfile.mkdtemp(prefix='tabletty-wire.')
    try:
        progs = programs(a, tmp)
        res = {p[0]: [] for p in progs}
        for rnd in range(a.rounds):
            for p in progs:
                res[p[0]].append(measure(a, p, 1 if rnd == 0 else 0))
        rows = {name: pool(r) for name, r in res.items()}
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print('%s, 80x24 xterm-256color, %d rounds x %d starts + 1 played session a program' % (
        a.bin, a.rounds, a.runs))
    print(table(rows))
    if a.json:
        with open(a.json, 'w') as f:
            json.dump(dict(rows=rows, raw=res), f, indent=1, default=str)
    return 0


if __name__ == '__main__':
    sys.exit(main())
