#!/usr/bin/env python3
"""Records GNU Backgammon's legal plays for positions from seeded random games played here.

Not part of the test run (gnubg is not needed there): it writes tests/data/backgammon_gnubg.txt,
which tests/rules/backgammon_gnubg.rs checks against this engine. Each line is
`PositionID:MatchID count hash`: the number of whole legal plays gnubg's `hint` lists (0-ply)
and an FNV-1a 64 hash of those plays sorted and joined with ";".

Needs gnubg (Debian package `gnubg`, 1.07). Usage:
  scripts/gnubg-oracle.py [positions] [seed]
"""
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GNUBG = "/usr/games/gnubg"
BATCH = 200
# A hint line: "    1. Cubeless 0-ply    13/8 24/23      Eq.: ..."
HINT = re.compile(r"^\s+\d+\.\s+\S+ \d-ply\s+(.*?)\s+Eq\.", re.M)


def fnv1a64(text):
    h = 0xCBF29CE484222325
    for byte in text.encode():
        h ^= byte
        h = (h * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return h


def gnubg_plays(codes):
    script = "set player 0 human\nset player 1 human\n"
    script += "set evaluation chequerplay evaluation plies 0\n"
    script += "set evaluation chequerplay evaluation cubeful off\nnew match 7\n"
    for code in codes:
        position, match = code.split(":")
        script += f"set matchid {match}\nset board {position}\nhint 5000\nshow pipcount\n"
    out = subprocess.run([GNUBG, "-t", "-q"], input=script, stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, text=True, timeout=1800).stdout
    chunks = out.split("The pip counts are:")[:-1]
    if len(chunks) != len(codes):
        sys.exit(f"gnubg answered {len(chunks)} of {len(codes)} positions")
    return [sorted({m.strip() for m in HINT.findall(chunk)}) for chunk in chunks]


def main():
    wanted = sys.argv[1] if len(sys.argv) > 1 else "2000"
    seed = sys.argv[2] if len(sys.argv) > 2 else "1"
    listing = subprocess.run(
        ["cargo", "run", "-q", "--release", "--example", "backgammon_positions", "--", wanted, seed],
        cwd=ROOT, stdout=subprocess.PIPE, check=True, text=True).stdout
    rows = [line.split("\t") for line in listing.splitlines() if line]
    lines = [
        "# GNU Backgammon 1.07's whole legal plays (hint, 0-ply) for positions from seeded random",
        f"# games played here (scripts/gnubg-oracle.py {wanted} {seed}): code, count, FNV-1a 64 of the",
        "# plays sorted and joined with ';'. tests/rules/backgammon_gnubg.rs checks every line.",
    ]
    differ = 0
    for start in range(0, len(rows), BATCH):
        batch = rows[start:start + BATCH]
        answers = gnubg_plays([code for code, _ in batch])
        for (code, ours), theirs in zip(batch, answers):
            ours = sorted(p for p in ours.split(";") if p and p != "(no play)")
            if ours != theirs:
                differ += 1
                print("differs:", code, "gnubg only:", sorted(set(theirs) - set(ours))[:5],
                      "ours only:", sorted(set(ours) - set(theirs))[:5], file=sys.stderr)
            lines.append(f"{code} {len(theirs)} {fnv1a64(';'.join(theirs)):016x}")
        print(f"{start + len(batch)} positions, {differ} differ", file=sys.stderr)
    (ROOT / "tests/data/backgammon_gnubg.txt").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
