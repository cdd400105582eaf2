#!/usr/bin/env python3
"""test/lessonfit.py - does every lesson's box fit an 80x24 screen?

The menu lists a lesson as "N. TITLE (M min): ABOUT" in 75 columns (80
less the marker).  The screen shows a lesson's text (the last step's `after`, or the
`intro` before the first step, then the step's `say`; at the end the
last `after` and `end`) in at most 5 rows of 80 columns under its head
line.  This reads every scenarios/GAME/learn/*.ini as the lesson loader
does (say, say2 ... joined by spaces) and wraps each box at spaces as the
screen does; a box that needs more rows is named with its file and step.
  usage: test/lessonfit.py [SCENARIOS]   (exit 1 when one does not fit)
"""
import glob
import os
import sys

ROWS, COLS = 5, 80


def joined(sec, key):
    parts = [sec.get(key, "")]
    for i in range(2, 7):
        if key + str(i) not in sec:
            break
        parts.append(sec[key + str(i)])
    return " ".join(p for p in parts if p)


def sections(path):
    secs, cur = [], None
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.startswith("[") and line.endswith("]"):
                cur = {"_name": line[1:-1]}
                secs.append(cur)
            elif cur is not None and " = " in line and not line.startswith("#"):
                k, v = line.split(" = ", 1)
                cur[k.strip()] = v.strip()
    return secs


def rows(text):
    n, line = 0, ""
    for w in text.split():
        while len(w) > COLS:
            if line:
                n, line = n + 1, ""
            n, w = n + 1, w[COLS:]
        if not line:
            line = w
        elif len(line) + 1 + len(w) <= COLS:
            line += " " + w
        else:
            n, line = n + 1, w
    return n + (1 if line else 0)


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "scenarios"
    files = sorted(glob.glob(os.path.join(root, "*", "learn", "*.ini")))
    bad = boxes = 0
    for path in files:
        secs = sections(path)
        head = next(s for s in secs if s["_name"] == "lesson")
        steps = [s for s in secs if s["_name"] == "step"]
        num = sorted(glob.glob(os.path.join(os.path.dirname(path), '*.ini'))).index(path) + 1
        item = f"{num}. {head.get('title', '')} ({head.get('minutes', '5')} min): " \
            f"{head.get('about', '')}"
        if len(item) > 75:
            print(f"{path}: its line in the list takes {len(item)} columns, at most 75")
            bad += 1
        prev = joined(head, "intro")
        for k, st in enumerate(steps + [None]):
            text = (prev + " " if prev else "") + (joined(st, "say") if st else joined(head, "end"))
            boxes += 1
            if rows(text) > ROWS:
                where = f"step {k + 1}" if st else "the end"
                print(f"{path}: {where}: the box takes {rows(text)} rows of {COLS}, at most {ROWS}")
                bad += 1
            prev = joined(st, "after") if st else ""
    if not files:
        print(f"no lessons under {root}")
        return 1
    print(f"{len(files)} lessons, {boxes} boxes, {bad} too long")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
