#!/usr/bin/env python3
"""Records matches, money sessions and positions that GNU Backgammon makes itself (issue 24).

gnubg plays both sides at 0 plies from fixed seeds; a few money sessions also have the second
player's first decision of each game scripted as a person would type it (resigning before or
after the roll), which gnubg's own players rarely do. For every run this writes

    tests/data/gnubg_made/<name>.mat   gnubg's `export match mat`, without its dated comment

and one block in tests/data/gnubg_made/states.txt:

    run <name> <match length, 0 for money> jacoby <on|off>
    score <player 0's score> <player 1's>      gnubg's last `The score ... is:`
    games <count>
    state <PositionID>:<MatchID> <what was done next>
    ...
    end

`state` lines list every position gnubg showed (first showing only) with the word for what
came next: `play` (a checker play, or none possible), `roll` (the dice were rolled), `double`,
`take`, `pass`, `resign` (the player on roll offered to resign), `accept`/`reject` (the
answer to a resignation), `over` (the match ended). tests/persist/gnubg_made.rs replays every
file to gnubg's score; tests/rules/backgammon_gnubg_made.rs reads every state back to the same
IDs; tests/ai/backgammon_gnubg_made.rs has the engine answer the decision each state asks.

Needs gnubg (Debian package `gnubg`, 1.07). Usage: scripts/gnubg-made.py
"""
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GNUBG = "/usr/games/gnubg"
OUT = ROOT / "tests/data/gnubg_made"

BOTH_GNUBG = (
    "set player 0 gnubg\nset player 1 gnubg\n"
    "set player 0 chequerplay evaluation plies 0\nset player 1 chequerplay evaluation plies 0\n"
)

# What a person types at the start of a game, in turn: resign before rolling, roll and resign.
PERSON = ["resign single", "roll\nresign gammon", "resign backgammon", "roll\nresign single"]


def match(length, seed):
    return f"{BOTH_GNUBG}set seed {seed}\nnew match {length}\n"


def session(seed, games, jacoby):
    script = f"{BOTH_GNUBG}set jacoby {jacoby}\nset automatic game off\nset seed {seed}\n"
    return script + "new session\n" + "new game\n" * (games - 1)


def person_session(seed, games):
    """Player 1 is a person for their first decision of each game, gnubg after it."""
    script = f"{BOTH_GNUBG}set automatic game off\nset automatic roll off\nset seed {seed}\n"
    for game in range(games):
        script += "set player 1 human\n" + ("new session\n" if game == 0 else "new game\n")
        script += PERSON[game % len(PERSON)] + "\nset player 1 gnubg\nplay\n"
    return script


# (name, match length, jacoby, gnubg's commands). match-3-seed-7 is the match of issue 24:
# its game 3 ends "Wins 2 points" after a gammon resigned before the roll.
RUNS = [
    ("match-3-seed-7", 3, "off", match(3, 7)),
    ("match-5-seed-1", 5, "off", match(5, 1)),
    ("match-5-seed-3", 5, "off", match(5, 3)),
    ("match-7-seed-4", 7, "off", match(7, 4)),
    ("match-1-seed-2", 1, "off", match(1, 2)),
    ("money-seed-11-jacoby", 0, "on", session(11, 8, "on")),
    ("money-seed-12", 0, "off", session(12, 8, "off")),
    ("money-seed-13-person", 0, "on", person_session(13, 8)),
]

BOARD_ID = re.compile(r"Position ID: (\S+)\n\s+Match ID\s*: (\S+)\n")
SCORE = re.compile(r"The score \(after (\d+) games?\) is: \S+ (\d+), \S+ (\d+)")
# The first words of what gnubg says was done, and the word recorded for it.
DONE = [
    ("moves ", "play"), ("cannot move", "play"), ("doubles", "double"),
    ("accepts the cube", "take"), ("refuses the cube", "pass"),
    ("offers to resign", "resign"), ("accepts and wins", "accept"),
    ("declines", "reject"), ("rejects", "reject"),
]


def next_done(text):
    """The word for the first thing gnubg reports in `text` (what follows a board)."""
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith(("|", "+", "v|", "^|")):
            continue
        if line.startswith("GNU Backgammon"):
            return "roll"
        for words, done in DONE:
            if words in line:
                return done
        if "wins" in line or "has won" in line:
            return "over"
    return "over"


def run(name, length, jacoby, commands):
    mat = OUT / f"{name}.mat"
    said = subprocess.run([GNUBG, "-t", "-q"], input=commands + f"export match mat {mat}\n",
                          stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                          timeout=900).stdout
    if not mat.exists():
        sys.exit(f"gnubg wrote no {mat}:\n{said[-2000:]}")
    kept = [l for l in mat.read_text().splitlines() if not l.startswith("; [EventDate")]
    mat.write_text("\n".join(kept).strip("\n") + "\n")
    scores = SCORE.findall(said)
    if not scores:
        sys.exit(f"gnubg printed no score for {name}")
    games, first, second = scores[-1]
    lines = [f"run {name} {length} jacoby {jacoby}", f"score {first} {second}", f"games {games}"]
    seen = set()
    boards = list(BOARD_ID.finditer(said))
    codes = [f"{b.group(1)}:{b.group(2)}" for b in boards]
    ends = [b.start() for b in boards[1:]] + [len(said)]
    for i, code in enumerate(codes):
        if code in seen:
            continue
        seen.add(code)
        # What follows the board, over any showings of the same position again (gnubg shows
        # a game's first position twice); its own 14 lines come first, and a board with
        # nothing reported after it was followed by the roll's board.
        after = ""
        for k in range(i, len(codes)):
            segment = said[boards[k].end(): ends[k]]
            if k + 1 < len(codes) and codes[k + 1] == code:
                after += segment.rsplit("GNU Backgammon", 1)[0]
            else:
                after += segment
                break
        lines.append(f"state {code} {next_done(after)}")
    lines.append("end")
    print(f"{name}: {games} games, {first}-{second}, {len(seen)} states", file=sys.stderr)
    return lines


def main():
    if not Path(GNUBG).exists():
        sys.exit(f"{GNUBG} is not installed (Debian package gnubg)")
    OUT.mkdir(parents=True, exist_ok=True)
    lines = [
        "# Positions GNU Backgammon 1.07 showed in the runs of scripts/gnubg-made.py (files",
        "# <name>.mat beside this one), each with what was done next. Player 0 is White.",
    ]
    for name, length, jacoby, commands in RUNS:
        lines += run(name, length, jacoby, commands)
    (OUT / "states.txt").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
