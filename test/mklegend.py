#!/usr/bin/env python3
"""Write each game's board legend into its man page part from the glyph
table the board is drawn from (`tabletty batch GAME` with `show legend`).

  usage: test/mklegend.py BIN [--check]

The legend stands in man/parts/GAME.6 between the lines
  .\\" BEGIN legend
  .\\" END legend
as an mdoc table (UTF-8 glyph, ASCII glyph, meaning).  --check writes
nothing and exits 1 when a part differs from its table (make test runs
it); `make man` runs it before splicing the parts into tabletty.6.
"""
import os
import re
import subprocess
import sys

GAMES = ['powerships', 'deathbot', 'megapulse', 'powerup']


def roff(s, glyph):
    """Escape text for mdoc: non-ASCII as \\[uXXXX], backslashes, and the
    characters mdoc would read as macros or delimiters."""
    out = []
    for ch in s:
        if ord(ch) > 126:
            out.append('\\[u%04X]' % ord(ch))
        elif ch == '\\':
            out.append('\\e')
        elif glyph and ch in '.,;:()[]?!|\'-':
            out.append('\\&' + ch if ch != '-' else '\\-')
        else:
            out.append(ch)
    return ''.join(out)


def legend(binary, game):
    r = subprocess.run([binary, 'batch', game], input='show legend\n', capture_output=True,
                       text=True, check=True)
    rows = []
    for line in r.stdout.splitlines():
        if not line.startswith('  '):
            continue
        parts = re.split(r'\s{2,}', line.strip())
        if len(parts) != 3:
            raise SystemExit('%s: cannot read legend line %r' % (game, line))
        rows.append(parts)
    if not rows:
        raise SystemExit('%s: the legend is empty' % game)
    return rows


def block(rows):
    lines = ['.\\" BEGIN legend (written by test/mklegend.py from the glyph table)',
             '.Bl -column "UTF-8" "ASCII" "meaning" -offset indent',
             '.It Sy UTF-8 Ta Sy ASCII Ta Sy meaning']
    for u, a, m in rows:
        lines.append('.It Li %s Ta Li %s Ta %s' % (roff(u, True), roff(a, True), roff(m, False)))
    lines += ['.El', '.\\" END legend']
    return lines


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    binary, check = os.path.abspath(sys.argv[1]), '--check' in sys.argv[2:]
    bad = 0
    for g in GAMES:
        path = os.path.join('man', 'parts', g + '.6')
        text = open(path, encoding='utf-8').read().split('\n')
        try:
            a = next(i for i, l in enumerate(text) if l.startswith('.\\" BEGIN legend'))
            b = next(i for i, l in enumerate(text) if l.startswith('.\\" END legend'))
        except StopIteration:
            print('%s: no BEGIN legend / END legend lines' % path)
            bad += 1
            continue
        new = text[:a] + block(legend(binary, g)) + text[b + 1:]
        if new == text:
            continue
        if check:
            print('%s: the legend differs from the glyph table (run make man)' % path)
            bad += 1
        else:
            open(path, 'w', encoding='utf-8').write('\n'.join(new))
            print('wrote the legend of %s' % path)
    sys.exit(1 if bad else 0)


main()
