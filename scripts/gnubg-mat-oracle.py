#!/usr/bin/env python3
"""Records how GNU Backgammon reads the .mat we write (issue 14, section 5).

tests/persist/backgammon_mat.rs writes its seeded matches (RECORDED there) as .mat files when
TABULA_WRITE_MATS names a folder; this script has it do so, then gnubg imports each one
(`import mat`), analyses it at 0 plies and exports it again. It writes
tests/data/backgammon_gnubg_mat.txt, one block a match:

    match <length> <seed>
    score White 3, Black 1          what `show score` says at the end
    counts 40 1 0 0 38 0 1 0        plays, doubles, takes, passes: White's, then Black's
    <gnubg's export, without its ';' header comments (they carry the date)>
    end

The test checks our writer's current output against these blocks, so a machine without gnubg
still checks it; where gnubg is installed it also reads the matches live and must agree with
the record. Re-run this after a deliberate change to the writer or to the seeds.

Needs gnubg (Debian package `gnubg`, 1.07). Usage: scripts/gnubg-mat-oracle.py
"""
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GNUBG = "/usr/games/gnubg"
DATA = ROOT / "tests/data/backgammon_gnubg_mat.txt"
# The rows of `show statistics match` counted, in the order the record keeps them.
LABELS = ["Total moves", "Doubles", "Takes", "Passes"]
SCORE = re.compile(r"The score \(after \d+ games?\) is: (.*?) \(")


def our_matches(folder):
    """The seeded matches as the test writes them: {(length, seed): path}."""
    env = dict(os.environ, TABULA_WRITE_MATS=folder)
    subprocess.run(["cargo", "test", "-q", "--test", "persist", "backgammon_mat", "--",
                    "--exact", "our_mat_reads_in_gnubg_as_recorded"],
                   cwd=ROOT, env=env, check=True, stdout=subprocess.DEVNULL)
    found = {}
    for path in Path(folder).glob("*.mat"):
        length, seed = path.stem.split("-")
        found[(int(length), int(seed))] = path
    if not found:
        sys.exit("the test wrote no matches")
    return found


def read_with_gnubg(path):
    """gnubg's score, counts and export of the match in `path`."""
    exported = path.with_suffix(".gnubg")
    script = (f"set jacoby off\nimport mat {path}\nexport match mat {exported}\n"
              "set analysis chequerplay evaluation plies 0\n"
              "set analysis cubedecision evaluation plies 0\nanalyse match\n"
              "show statistics match\nshow score\n")
    said = subprocess.run([GNUBG, "-t", "-q"], input=script, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, text=True, timeout=600).stdout
    if "WARNING" in said:
        sys.exit(f"gnubg warned reading {path}:\n{said}")
    counts = [[], []]
    for label in LABELS:
        line = next((l for l in said.splitlines() if l.startswith(label)), None)
        if line is None:
            sys.exit(f"no {label!r} in gnubg's statistics for {path}")
        numbers = [int(w) for w in line[len(label):].split() if w.isdigit()]
        counts[0].append(numbers[0])
        counts[1].append(numbers[1])
    scores = SCORE.findall(said)
    if not scores:
        sys.exit(f"gnubg printed no score for {path}")
    body = [l.rstrip() for l in exported.read_text().splitlines() if not l.startswith(";")]
    return scores[-1], counts[0] + counts[1], "\n".join(body).strip("\n")


def main():
    if not Path(GNUBG).exists():
        sys.exit(f"{GNUBG} is not installed (Debian package gnubg)")
    lines = [
        "# GNU Backgammon 1.07's reading of seeded matches written by our .mat writer",
        "# (scripts/gnubg-mat-oracle.py): the final score, each side's plays, doubles, takes and",
        "# passes (White's four, then Black's), and gnubg's own export of the match.",
        "# tests/persist/backgammon_mat.rs checks our writer against every block.",
    ]
    with tempfile.TemporaryDirectory() as folder:
        for (length, seed), path in sorted(our_matches(folder).items(), key=lambda m: m[0][1]):
            score, counts, body = read_with_gnubg(path)
            lines += [f"match {length} {seed}", f"score {score}",
                      "counts " + " ".join(map(str, counts)), body, "end"]
            print(f"match {length} {seed}: {score}", file=sys.stderr)
    DATA.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
