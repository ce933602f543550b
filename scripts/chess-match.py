#!/usr/bin/env python3
"""Two UCI chess engines against each other: our engine now against a baseline build, say.

    scripts/chess-match.py NEW BASE [--games 200] [--nodes N | --movetime MS | --clock 10+0.1]
                           [--level 6] [--threads K]

NEW and BASE are commands (a `tabula` binary is started as `tabula uci`). Games start from the
balanced openings in examples/ai_strength/openings.txt and two random plies after them (seeded,
so runs repeat), each start played twice with colours swapped; --threads games run side by side. Prints each game and then NEW's score with its 95% interval
(normal approximation over per-game scores) and the Elo difference it implies. A fixed node
budget gives the same games on any machine (and judges search and evaluation, not speed); a time
per move also counts speed; a clock (seconds and increment a game, each side's time measured as
it thinks, a flag loses) also judges how an engine shares its time.
"""
import argparse
import math
import os
import random
import shlex
import sys
import threading
import time

import chess
import chess.engine

HERE = os.path.dirname(os.path.abspath(__file__))
OPENINGS = os.path.join(HERE, "..", "examples", "ai_strength", "openings.txt")


def openings():
    with open(OPENINGS) as f:
        return [l.split() for l in (l.strip() for l in f) if l and not l.startswith("#")]


def command(path):
    words = shlex.split(path)
    return words + ["uci"] if os.path.basename(words[0]).startswith("tabula") and len(words) == 1 else words


def summary(scores):
    n = len(scores)
    mean = sum(scores) / n
    var = sum((s - mean) ** 2 for s in scores) / max(n - 1, 1)
    half = 1.96 * math.sqrt(var / n)

    def elo(p):
        p = min(max(p, 0.001), 0.999)
        return -400 * math.log10(1 / p - 1)

    return (f"{mean * 100:5.1f}% ± {half * 100:4.1f}% over {n} games "
            f"(Elo {elo(mean):+.0f}, interval {elo(mean - half):+.0f} to {elo(mean + half):+.0f})")


def limit_of(args):
    if args.nodes:
        return chess.engine.Limit(nodes=args.nodes)
    return chess.engine.Limit(time=args.movetime / 1000)


def start(opening, pair, random_plies):
    """The opening line, then `random_plies` legal moves seeded by the pair of games: at a fixed
    node budget the engines play alike every time, so without them a match of more games than
    twice the openings would only repeat its games."""
    board = chess.Board()
    for uci in opening:
        board.push_uci(uci)
    rng = random.Random(pair)
    for _ in range(random_plies):
        moves = sorted(board.legal_moves, key=lambda m: m.uci())
        safe = [m for m in moves if not hangs(board, m)]
        if not moves:
            break
        board.push(rng.choice(safe or moves))
    return board


def hangs(board, move):
    """Whether the move puts a piece where the other side takes it for free or for less: a
    random ply should vary the game, not lose it."""
    piece = board.piece_at(move.from_square)
    after = board.copy()
    after.push(move)
    if not after.is_attacked_by(after.turn, move.to_square):
        return False
    if piece.piece_type != chess.PAWN and any(
            after.piece_at(sq).piece_type == chess.PAWN
            for sq in after.attackers(after.turn, move.to_square)):
        return True
    return not after.is_attacked_by(not after.turn, move.to_square)


def play(engines, board, new_is_white, args):
    """One game from `board`; returns NEW's score and how it ended."""
    board = board.copy()
    clocks = {chess.WHITE: args.clock[0], chess.BLACK: args.clock[0]} if args.clock else None
    while not board.is_game_over(claim_draw=True) and board.ply() < 400:
        white_to_move = board.turn == chess.WHITE
        engine = engines[0] if white_to_move == new_is_white else engines[1]
        if clocks is None:
            result = engine.play(board, limit_of(args), game=id(engines))
        else:
            inc = args.clock[1]
            limit = chess.engine.Limit(white_clock=clocks[chess.WHITE], black_clock=clocks[chess.BLACK],
                                       white_inc=inc, black_inc=inc)
            began = time.monotonic()
            result = engine.play(board, limit, game=id(engines))
            clocks[board.turn] -= time.monotonic() - began
            if clocks[board.turn] < 0:
                lost_is_new = white_to_move == new_is_white
                return (0.0 if lost_is_new else 1.0), "flag", board.ply()
            clocks[board.turn] += inc
        board.push(result.move)
    outcome = board.outcome(claim_draw=True)
    if outcome is None or outcome.winner is None:
        score = 0.5
    else:
        score = 1.0 if (outcome.winner == chess.WHITE) == new_is_white else 0.0
    how = outcome.termination.name.lower() if outcome else "400 plies"
    return score, how, board.ply()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("new")
    parser.add_argument("base")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--nodes", type=int)
    parser.add_argument("--movetime", type=int, help="ms a move")
    parser.add_argument("--clock", help="seconds a game and increment a move, e.g. 10+0.1")
    parser.add_argument("--level", type=int, default=6)
    parser.add_argument("--threads", type=int, default=os.cpu_count())
    parser.add_argument("--first", type=int, default=0, help="first game (opening index x 2)")
    parser.add_argument("--random-plies", type=int, default=2,
                        help="random moves after each opening line (0: the lines alone)")
    args = parser.parse_args()
    if args.clock:
        base, _, inc = args.clock.partition("+")
        args.clock = (float(base), float(inc or 0))
    elif not args.nodes and not args.movetime:
        args.movetime = 100
    lines = openings()
    scores = {}
    lock = threading.Lock()
    next_game = [args.first]

    def worker():
        engines = []
        for path in (args.new, args.base):
            engine = chess.engine.SimpleEngine.popen_uci(command(path))
            engine.configure({"Level": args.level})
            engines.append(engine)
        try:
            while True:
                with lock:
                    g = next_game[0]
                    if g >= args.first + args.games:
                        return
                    next_game[0] += 1
                opening = lines[(g // 2) % len(lines)]
                new_is_white = g % 2 == 0
                board = start(opening, g // 2, args.random_plies)
                score, how, plies = play(engines, board, new_is_white, args)
                with lock:
                    scores[g] = score
                    line = ' '.join(m.uci() for m in board.move_stack)
                    print(f"  game {g + 1:>4}: {line} new as "
                          f"{'White' if new_is_white else 'Black'}, {plies} plies, {how}: {score} "
                          f"(so far {summary(list(scores.values())).strip()})", flush=True)
        finally:
            for engine in engines:
                engine.quit()

    threads = [threading.Thread(target=worker) for _ in range(max(1, min(args.threads, args.games)))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    budget = (f"{args.clock[0]:g}+{args.clock[1]:g} s a game" if args.clock
              else f"{args.nodes} nodes a move" if args.nodes else f"{args.movetime} ms a move")
    print(f"{args.new} vs {args.base}, level {args.level}, {budget}: "
          f"{summary([scores[g] for g in sorted(scores)])}")


if __name__ == "__main__":
    sys.exit(main())
