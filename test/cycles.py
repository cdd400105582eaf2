#!/usr/bin/env python3
"""The shape of src/: which file calls which, read from the compiled objects.

A file A calls a file B when A's object leaves undefined a symbol that B's
object defines (a function called, or a table or constant read), so what
is counted is what the linker joins, whatever the headers say.  The files
that call each other round in a circle form a knot (a strongly connected
component of that graph): a knot of two files (a file and its helper that
calls back) is allowed; a knot of three or more fails, and is printed with
its files and, for each, whom it calls inside the knot.

Two further rules, from the sources:
  - a front end (src/ui, src/plain) includes no private header of the
    other (a header under the other's folder): they meet in src/front,
    which lies under both and calls or includes neither.
    FRONTEND_ALLOW lists the includes that are known and wait for a fix.
  - a game in layers calls only its own layer and the ones below it
    (LAYERS below): a file of src/games/G/L/ calls no file of a layer
    above L.

  usage: test/cycles.py BUILD [--all]   (--all also prints the two-file knots)
Exit status 1 when a rule is broken; it prints what breaks it.
"""
import os
import re
import subprocess
import sys

# A front end's includes of the other front end's private headers that
# are known and allowed until the front ends meet through one interface
# (issue 30, item 2).  Each entry is (including file, included header);
# empty this list as they go: an entry no longer met is an error too, so
# it cannot linger.
FRONTEND_ALLOW = []
FRONTENDS = ["src/ui", "src/plain"]
# What both front ends share (the key table, the game's source, the
# curtain, a game's start): it lies under them, so it calls and includes
# neither.
FRONT_SHARED = "src/front"

# The layers of a game split in folders, lowest first: a file may call its
# own layer and those before it in the list, never one after it ("." is
# the game's folder itself, the engine table on top).  The rules reach the
# modes and the dispatch above them only through function pointers
# (POWERUP: d->hooks, rules/pu_hooks.h), which the linker does not join.
LAYERS = {
    "src/games/powerup": ["board", "rules", "modes", "play", "ai", "."],
}


def objects(build):
    """The objects of src/, as (object path, source path)."""
    root = os.path.join(build, "src")
    out = []
    for d, _, files in os.walk(root):
        for f in files:
            if f.endswith(".o"):
                o = os.path.join(d, f)
                src = os.path.relpath(o, build)[:-2] + ".c"
                out.append((o, src))
    return sorted(out, key=lambda x: x[1])


def symbols(objs):
    """defined: symbol -> source file; used: source file -> set of symbols."""
    defined, used = {}, {}
    paths = [o for o, _ in objs]
    srcof = {o: s for o, s in objs}
    res = subprocess.run(["nm", "-A"] + paths, capture_output=True, text=True, check=True)
    for line in res.stdout.splitlines():
        # "path.o:ADDR T name" or "path.o:         U name"
        head, _, rest = line.partition(":")
        parts = rest.split()
        if head not in srcof or len(parts) < 2:
            continue
        kind, name = parts[-2], parts[-1]
        src = srcof[head]
        if kind == "U":
            used.setdefault(src, set()).add(name)
        elif kind in "TDBRCGSV":
            defined[name] = src
    return defined, used


def graph(objs):
    defined, used = symbols(objs)
    g = {s: set() for _, s in objs}
    why = {}
    for src, names in used.items():
        for n in sorted(names):
            dst = defined.get(n)
            if dst and dst != src:
                g[src].add(dst)
                why.setdefault((src, dst), n)
    return g, why


def knots(g):
    """Tarjan's strongly connected components, each sorted, largest first."""
    index, low, on, stack, out = {}, {}, set(), [], []
    counter = [0]
    sys.setrecursionlimit(10000)

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(g[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(g):
        if v not in index:
            visit(v)
    return sorted(out, key=lambda c: (-len(c), c))


def frontend_includes():
    """Includes of a sibling front end's private header: (file, header)."""
    hits = []
    inc = re.compile(r'^\s*#\s*include\s+"([^"]+)"')
    for fe in FRONTENDS + [FRONT_SHARED]:
        for d, _, files in os.walk(fe):
            for f in sorted(files):
                if not f.endswith((".c", ".h")):
                    continue
                path = os.path.join(d, f)
                with open(path, encoding="utf-8", errors="replace") as fh:
                    for line in fh:
                        m = inc.match(line)
                        if not m:
                            continue
                        target = os.path.normpath(os.path.join(d, m.group(1)))
                        for other in FRONTENDS:
                            if other != fe and target.startswith(other + "/"):
                                hits.append((path, target))
    return sorted(set(hits))


def layer_of(src):
    for game, layers in LAYERS.items():
        if src.startswith(game + "/"):
            rest = src[len(game) + 1:].split("/")
            top = rest[0] if len(rest) > 1 else "."
            if top in layers:
                return game, layers.index(top), top
            return game, None, None
    return None, None, None


def main():
    if len(sys.argv) < 2:
        print(__doc__.strip().splitlines()[-2], file=sys.stderr)
        return 2
    build = sys.argv[1]
    show_all = "--all" in sys.argv[2:]
    objs = objects(build)
    if not any(s.startswith("src/games/") for _, s in objs):
        print(f"no objects of src/games under {build} (build first)")
        return 1
    g, why = graph(objs)
    bad = 0
    ks = knots(g)
    big = [k for k in ks if len(k) > 2]
    print(f"{len(objs)} files, {sum(len(v) for v in g.values())} calls between files; "
          f"{len(ks)} knots, {len(big)} of more than two files")
    for k in ks:
        if len(k) <= 2 and not show_all:
            continue
        tag = "KNOT" if len(k) > 2 else "pair"
        print(f"{tag} of {len(k)} files:")
        members = set(k)
        for f in k:
            inside = sorted(g[f] & members)
            print(f"  {f} -> " + ", ".join(f"{t} ({why[(f, t)]})" for t in inside))
    bad += len(big)

    for src in sorted(g):
        game, li, lname = layer_of(src)
        if game is None:
            continue
        if li is None:
            print(f"LAYER {src}: a file of {game} outside its layers "
                  f"({', '.join(LAYERS[game])})")
            bad += 1
            continue
        for dst in sorted(g[src]):
            dgame, dli, dname = layer_of(dst)
            if dgame == game and dli is not None and dli > li:
                print(f"LAYER {src} ({lname}) calls {dst} ({dname}, a layer above): "
                      f"{why[(src, dst)]}")
                bad += 1

    for src in sorted(g):
        if not src.startswith(FRONT_SHARED + "/"):
            continue
        for dst in sorted(g[src]):
            if any(dst.startswith(fe + "/") for fe in FRONTENDS):
                print(f"FRONT {src} (shared) calls {dst}, a front end above it: "
                      f"{why[(src, dst)]}")
                bad += 1

    hits = frontend_includes()
    allowed = set(FRONTEND_ALLOW)
    for h in hits:
        if h in allowed:
            print(f"allowed for now: {h[0]} includes {h[1]} (FRONTEND_ALLOW)")
        else:
            print(f"FRONT END {h[0]} includes {h[1]}, the other front end's private header")
            bad += 1
    for a in sorted(allowed - set(hits)):
        print(f"FRONTEND_ALLOW lists {a[0]} -> {a[1]}, which is gone: remove the entry")
        bad += 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
