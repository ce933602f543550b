"""Money games or matches between GNU Backgammon's own player and another program, run inside
gnubg.

Run by `cargo run --release --example bg_strength -- gnubg ...` as
    gnubg -t -q -p scripts/gnubg-play.py
with its settings in the environment (gnubg passes a script no arguments):
    BG_PLAYER   the command asked for the other seat's actions, with {code} where the position
                goes, e.g. "target/release/tabula bestmove backgammon {code} --level 6"; it
                prints one line: a play in gnubg's notation ("24/18 13/11", "bar/22*", "6/off"),
                "double", "no double", "take", "pass", "accept resignation" or
                "reject resignation"
    BG_SKILL    gnubg's player setting: beginner, casual, intermediate, advanced or expert
    BG_GAMES    how many games (money) or matches; BG_SEED the dice seed
    BG_MATCH    0 (default): money games; N: N-point matches, Crawford rule on
    BG_RESULTS  a file to write, one JSON object a game (money) or a match
    BG_MAT      a path prefix: each game or match is exported to <prefix>-001.mat, ... (optional)
    BG_JACOBY   on: the money games play the Jacoby rule (default off; matches never do)

gnubg plays player 0; the other program player 1, which the position codes (PositionID:MatchID,
gnubg's own) describe from either side, so the program needs no seat of its own. The Match ID
carries the match length, the score and whether this is the Crawford game, so the program can
play to the score. Cube in play; money games with the Jacoby rule as BG_JACOBY says and no
beavers; matches with the Crawford rule. When gnubg offers to resign, the program decides, except
where its codes cannot hold the offer (see our_turn): then the offer is accepted.
"""
import base64
import json
import os
import shlex
import subprocess
import sys
import time

import gnubg

# gnubg 1.07's predefined player settings (the GUI's levels): cubeful 0-ply evaluation with
# deterministic noise of this size; "expert" has none. World class and above search 2 plies.
SKILLS = {"beginner": 0.060, "casual": 0.050, "intermediate": 0.040, "advanced": 0.015,
          "expert": 0.0}
# The Match ID's game states.
PLAYING = 1
CUBE_CENTRED = 3
MAX_ACTIONS = 5000
# Turns in a row that leave the position as it was (dances on both sides) before giving up.
MAX_UNCHANGED = 200


def match_id():
    """The fields of gnubg's Match ID (see gnubg's documentation of the format)."""
    text = gnubg.matchid()
    bits = int.from_bytes(base64.b64decode(text + "=" * (-len(text) % 4)), "little")

    def field(low, width):
        return (bits >> low) & ((1 << width) - 1)
    return {"owner": field(4, 2), "crawford": field(7, 1), "state": field(8, 3),
            "turn": field(11, 1), "doubled": field(12, 1), "resign": field(13, 2),
            "dice": field(15, 3), "score": (field(36, 15), field(51, 15))}


def ask(template, code):
    """The other program's answer for the position `code`, and the seconds it took."""
    argv = [code if word == "{code}" else word for word in shlex.split(template)]
    start = time.monotonic()
    done = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                          timeout=600)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(argv)}: {done.stderr.strip() or done.returncode}")
    return done.stdout.strip(), time.monotonic() - start


def command_for(answer, m):
    """The gnubg command for the program's answer in the state `m`."""
    word = answer.lower()
    if m["resign"]:
        return {"accept resignation": "accept", "reject resignation": "reject",
                "accept": "accept", "reject": "reject"}.get(word)
    if m["doubled"]:
        return {"take": "take", "pass": "drop", "drop": "drop"}.get(word)
    if m["dice"] == 0:
        return {"double": "double", "no double": "roll", "roll": "roll"}.get(word)
    if word in ("(no play)", ""):
        return None
    return "move " + answer


def our_turn(template, stats):
    """Plays one action of player 1 through gnubg's commands; returns the command."""
    m = match_id()
    may_double = m["owner"] in (1, CUBE_CENTRED) and not m["crawford"]
    if m["dice"] == 0 and not m["doubled"] and not m["resign"] and not may_double:
        gnubg.command("roll")
        return "roll"
    code = f"{gnubg.positionid()}:{gnubg.matchid()}"
    try:
        answer, seconds = ask(template, code)
    except RuntimeError:
        if not m["resign"]:
            raise
        # gnubg offers to resign at the start of its turn even where it cannot double, a state
        # our position codes do not hold (the dice would roll at once): such offers (gnubg
        # makes them only when its game is lost) are accepted, and counted.
        stats["resignations_accepted_unasked"] += 1
        gnubg.command("accept")
        return "accept"
    stats["asked"] += 1
    stats["seconds"] += seconds
    command = command_for(answer, m)
    if command is None:
        raise RuntimeError(f"answer {answer!r} does not fit {code}")
    gnubg.command(command)
    return command


def play_game(template, stats):
    """Plays one game to its end; returns player 1's points (negative when gnubg won).

    A roll may leave the IDs as they were (both sides dance and the dice are gone again), so
    only a run of such turns is an error; any other command of ours that changes nothing was
    refused by gnubg.
    """
    before = match_id()["score"]
    unchanged = 0
    for _ in range(MAX_ACTIONS):
        m = match_id()
        if m["state"] != PLAYING:
            after = m["score"]
            return (after[1] - before[1]) - (after[0] - before[0])
        state = (gnubg.positionid(), gnubg.matchid())
        if m["turn"] == 1:
            command = our_turn(template, stats)
        else:
            command = "roll"
            gnubg.nextturn()
        if (gnubg.positionid(), gnubg.matchid()) != state:
            unchanged = 0
            continue
        unchanged += 1
        if command != "roll" or unchanged > MAX_UNCHANGED:
            raise RuntimeError(f"no progress after {command!r} at {state[0]}:{state[1]}")
    raise RuntimeError(f"no end after {MAX_ACTIONS} actions")


def play_match(template, length, stats):
    """Plays one `length`-point match to its end; returns the final score (gnubg's, ours) and
    the games it took. With automatic games off gnubg waits for "new game" between games."""
    gnubg.command(f"new match {length}")
    # A new match names a human seat after the login (the money sessions keep "tabula").
    gnubg.command("set player 1 name tabula")
    games = 0
    while True:
        play_game(template, stats)
        games += 1
        score = match_id()["score"]
        if max(score) >= length:
            return score, games
        gnubg.command("new game")


def play_one(template, length, stats):
    """One money game (`length` 0, each a session of its own so that each is exported alone)
    or one match: our points less gnubg's, whether we won, and the games played."""
    if length:
        (theirs, ours), games = play_match(template, length, stats)
        return {"points": ours - theirs, "won": int(ours >= length), "games": games}
    gnubg.command("new session")
    points = play_game(template, stats)
    return {"points": points, "won": int(points > 0), "games": 1}


def setup(skill, seed):
    noise = SKILLS[skill]
    # Matches keep the Crawford rule (gnubg's default, said here so as not to depend on it).
    commands = ["set display off", "set automatic roll off", "set automatic game off",
                "set automatic move off", "set automatic bearoff off",
                f"set jacoby {os.environ.get('BG_JACOBY', 'off')}",
                "set beavers 0", "set automatic crawford on", "set cube use on",
                "set rng mersenne", f"set seed {seed}",
                "set player 0 gnubg", "set player 0 name gnubg", "set player 1 human",
                "set player 1 name tabula"]
    for part in ("chequerplay", "cubedecision"):
        prefix = f"set player 0 {part} evaluation"
        commands += [f"{prefix} cubeful on", f"{prefix} plies 0", f"{prefix} prune off",
                     f"{prefix} deterministic on", f"{prefix} noise {noise}"]
    for command in commands:
        gnubg.command(command)


def main():
    template = os.environ["BG_PLAYER"]
    skill = os.environ.get("BG_SKILL", "expert")
    games = int(os.environ.get("BG_GAMES", "10"))
    length = int(os.environ.get("BG_MATCH", "0"))
    results = os.environ["BG_RESULTS"]
    setup(skill, int(os.environ.get("BG_SEED", "1")))
    prefix = os.environ.get("BG_MAT")
    unit = "match" if length else "game"
    with open(results, "w") as out:
        for number in range(1, games + 1):
            stats = {"asked": 0, "seconds": 0.0, "resignations_accepted_unasked": 0}
            try:
                played = play_one(template, length, stats)
            except (RuntimeError, subprocess.TimeoutExpired, OSError) as error:
                out.write(json.dumps({"error": str(error)}) + "\n")
                break
            if prefix:
                gnubg.command(f"export match mat {prefix}-{number:03}.mat")
            out.write(json.dumps({unit: number, **played, **stats}) + "\n")
            out.flush()


main()
sys.stdout.flush()
