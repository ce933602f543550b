#!/usr/bin/env python3
"""Our backgammon review against GNU Backgammon's analysis (issue 25): a benchmark that prints
figures, not a test.

For each seed, gnubg plays itself a 3-point match, its two sides at different strengths (one
with noise on its evaluations, so that it makes errors to find), exports it as .mat and
analyses it (`analyse match`, `show statistics match`). `tabula review backgammon` reviews the
same file. The table gives each side's error rates in mEMG a decision, gnubg's and ours, side
by side, and the last line the correlation of the overall rates over every side of every
match.

Needs gnubg (Debian package `gnubg`, 1.07) and the release CLI (`cargo build --release`).
Usage: scripts/bench-review-gnubg.py [matches] [--deep]
"""
import math
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GNUBG = "/usr/games/gnubg"
TABULA = ROOT / "target/release/tabula"
NUMBER = re.compile(r"[-+]?\d+(?:\.\d+)?")


def gnubg_match(seed, path):
    """Plays, exports and analyses one match; returns gnubg's statistics lines."""
    commands = f"""set seed {seed}
set player 0 gnubg
set player 1 gnubg
set player 0 chequerplay evaluation plies 0
set player 1 chequerplay evaluation plies 0
set player 0 cubedecision evaluation plies 0
set player 1 cubedecision evaluation plies 0
set player 0 chequerplay evaluation noise 0.06
set player 0 cubedecision evaluation noise 0.06
new match 3
export match mat {path}
analyse match
show statistics match
"""
    run = subprocess.run([GNUBG, "-t", "-q"], input=commands, capture_output=True, text=True,
                         timeout=600)
    return run.stdout.splitlines()


def rates(lines, label):
    """The two sides' values of every row `label`, in order (chequer, cube, overall)."""
    found = []
    for line in lines:
        if line.startswith(label):
            numbers = NUMBER.findall(line[len(label):])
            found.append((abs(float(numbers[0])), abs(float(numbers[2]))))
    return found


def correlation(xs, ys):
    n = len(xs)
    if n < 3:
        return float("nan")
    mx, my = sum(xs) / n, sum(ys) / n
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    return sxy / math.sqrt(sxx * syy) if sxx and syy else float("nan")


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    matches = int(args[0]) if args else 10
    extra = ["--deep"] if "--deep" in sys.argv else []
    theirs, ours = [], []
    print(f"{'match':>5} {'side':>5}  {'gnubg chequer':>13} {'ours':>6}  {'gnubg cube':>10} "
          f"{'ours':>6}  {'gnubg overall':>13} {'ours':>6}")
    with tempfile.TemporaryDirectory() as folder:
        for seed in range(1, matches + 1):
            path = Path(folder) / f"match-{seed}.mat"
            stats = gnubg_match(seed, path)
            gnubg_rates = rates(stats, "Error rate mEMG")
            review = subprocess.run([str(TABULA), "review", "backgammon", str(path), *extra],
                                    capture_output=True, text=True)
            if review.returncode != 0 or len(gnubg_rates) < 3:
                print(f"{seed:>5}  skipped: {review.stderr.strip() or 'no gnubg statistics'}")
                continue
            our_rates = [tuple(float(v) for v in NUMBER.findall(line[32:])[:2])
                         for line in review.stdout.splitlines()
                         if line.startswith("Error rate mEMG") or
                         line.startswith("Overall error rate mEMG")]
            for side in range(2):
                g = [gnubg_rates[i][side] for i in range(3)]
                o = [our_rates[i][side] for i in range(3)]
                print(f"{seed:>5} {'White' if side == 0 else 'Black':>5}  {g[0]:>13.1f} "
                      f"{o[0]:>6.1f}  {g[1]:>10.1f} {o[1]:>6.1f}  {g[2]:>13.1f} {o[2]:>6.1f}")
                theirs.append(g[2])
                ours.append(o[2])
    print(f"sides: {len(ours)}; mean overall mEMG: gnubg "
          f"{sum(theirs) / max(len(theirs), 1):.1f}, ours {sum(ours) / max(len(ours), 1):.1f}; "
          f"correlation of the overall rates: {correlation(theirs, ours):.2f}")


if __name__ == "__main__":
    main()
