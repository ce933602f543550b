#!/usr/bin/env python3
"""Our chess review against Stockfish's (issue 25): a benchmark that prints figures, not a test.

Stockfish at a low skill level plays itself some games (seeded through its own settings, so
they hold the blunders a review should find). Stockfish then analyses every position at a fixed
depth and marks each move as lichess does, from the drop in the mover's winning chance (lichess's
curve and thresholds: 5, 10 and 15 points of the winning percentage). `tabula review chess
--pgn` reviews the same games (the quick depth). It prints how many of Stockfish's blunders we
mark (as blunders, and as anything), how many of our blunders Stockfish does not mark at all,
and how long our review took a position.

Needs stockfish (Debian package, 15.1), python-chess and the release CLI.
Usage: scripts/bench-review-stockfish.py [games] [--depth D]
"""
import io
import math
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import chess
import chess.engine
import chess.pgn

ROOT = Path(__file__).resolve().parent.parent
TABULA = ROOT / "target/release/tabula"
STOCKFISH = "/usr/games/stockfish"
MARKS = {6: "inaccuracy", 2: "mistake", 4: "blunder"}


def win_percent(score):
    """lichess: 50 + 50 (2 / (1 + e^(-0.00368208 cp)) - 1), a mate as 100 or 0."""
    if score.is_mate():
        return 100.0 if score.mate() > 0 else 0.0
    cp = score.score()
    return 50 + 50 * (2 / (1 + math.exp(-0.00368208 * cp)) - 1)


def mark_of(drop):
    for at, name in [(15, "blunder"), (10, "mistake"), (5, "inaccuracy")]:
        if drop >= at:
            return name
    return None


def play_game(engine, seed, plies=80):
    board = chess.Board()
    engine.configure({"Skill Level": seed % 4})
    game = chess.pgn.Game()
    node = game
    while not board.is_game_over() and board.ply() < plies:
        move = engine.play(board, chess.engine.Limit(nodes=2000 + 137 * seed)).move
        board.push(move)
        node = node.add_variation(move)
    return game


def stockfish_marks(engine, game, depth):
    engine.configure({"Skill Level": 20})
    board = game.board()
    evals = [engine.analyse(board, chess.engine.Limit(depth=depth))["score"].white()]
    for move in game.mainline_moves():
        board.push(move)
        evals.append(engine.analyse(board, chess.engine.Limit(depth=depth))["score"].white())
    marks = []
    for ply in range(len(evals) - 1):
        white = ply % 2 == 0
        before, after = win_percent(evals[ply]), win_percent(evals[ply + 1])
        drop = (before - after) if white else (after - before)
        marks.append(mark_of(drop))
    return marks


def our_marks(game):
    with tempfile.NamedTemporaryFile("w", suffix=".pgn", delete=False) as f:
        print(game, file=f)
        path = f.name
    started = time.perf_counter()
    out = subprocess.run([str(TABULA), "review", "chess", path, "--pgn"], capture_output=True,
                         text=True, check=True).stdout
    elapsed = time.perf_counter() - started
    reviewed = chess.pgn.read_game(io.StringIO(out))
    marks = []
    for node in reviewed.mainline():
        names = [MARKS[n] for n in node.nags if n in MARKS]
        marks.append(names[0] if names else None)
    return marks, elapsed


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    games = int(args[0]) if args else 10
    depth = int(sys.argv[sys.argv.index("--depth") + 1]) if "--depth" in sys.argv else 14
    pairs, seconds, positions = [], 0.0, 0
    with chess.engine.SimpleEngine.popen_uci(STOCKFISH) as engine:
        for seed in range(1, games + 1):
            game = play_game(engine, seed)
            theirs = stockfish_marks(engine, game, depth)
            ours, elapsed = our_marks(game)
            seconds += elapsed
            positions += len(ours) + 1
            pairs.extend(zip(theirs, ours))
            print(f"game {seed}: {len(ours)} plies; Stockfish marks "
                  f"{sum(1 for t in theirs if t)}, we mark {sum(1 for o in ours if o)}")
    their_blunders = [o for t, o in pairs if t == "blunder"]
    our_blunders = [t for t, o in pairs if o == "blunder"]
    print(f"moves: {len(pairs)}; Stockfish depth {depth}")
    print(f"Stockfish's blunders: {len(their_blunders)}; we mark {their_blunders.count('blunder')} "
          f"as blunders, {sum(1 for o in their_blunders if o)} with any mark")
    print(f"our blunders: {len(our_blunders)}; Stockfish marks "
          f"{our_blunders.count('blunder')} as blunders, {sum(1 for t in our_blunders if t is None)} "
          f"not at all")
    same = sum(1 for t, o in pairs if t == o)
    print(f"the same mark (or none) on {same} of {len(pairs)} moves ({100 * same / len(pairs):.0f}%)")
    print(f"our review (quick, native): {1000 * seconds / positions:.0f} ms a position")


if __name__ == "__main__":
    main()
