#!/usr/bin/env python3
"""Stockfish's judgement of the positions `chess_tune games` wrote, for the tuner.

    scripts/chess-label.py POSITIONS OUT [--depth 9] [--part K/N] [--stockfish /usr/games/stockfish]

POSITIONS has a `fen;result` line per position (the result of the game it came from, for White).
OUT gets `fen;judged;result`, where `judged` is White's expected score (win plus half the draws)
from Stockfish's win/draw/loss estimate after a search to the given depth. `--part K/N` takes
every N-th line from the K-th (0-based), so that N copies can run side by side; their outputs
interleave back into the positions' order (game by game, as the tuner's held-out split wants).
"""
import argparse
import subprocess
import sys


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("positions")
    parser.add_argument("out")
    parser.add_argument("--depth", type=int, default=9)
    parser.add_argument("--part", default="0/1")
    parser.add_argument("--stockfish", default="/usr/games/stockfish")
    args = parser.parse_args()
    part, parts = (int(x) for x in args.part.split("/"))
    engine = subprocess.Popen([args.stockfish], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True, bufsize=1)

    def send(line):
        engine.stdin.write(line + "\n")

    def until(prefix):
        for line in engine.stdout:
            if line.startswith(prefix):
                return line
        sys.exit("stockfish stopped")

    send("uci")
    send("setoption name UCI_ShowWDL value true")
    send("isready")
    until("readyok")
    done = 0
    with open(args.positions) as positions, open(args.out, "w") as out:
        for i, line in enumerate(positions):
            if i % parts != part:
                continue
            fen, result = line.strip().split(";")
            send("position fen " + fen)
            send(f"go depth {args.depth}")
            wdl = None
            for reply in engine.stdout:
                if " wdl " in reply:
                    wdl = [int(x) for x in reply.split(" wdl ")[1].split()[:3]]
                if reply.startswith("bestmove"):
                    break
            if wdl is None:
                continue
            # The estimate is for the side to move.
            judged = (wdl[0] + wdl[1] / 2) / 1000
            if fen.split()[1] == "b":
                judged = 1 - judged
            out.write(f"{fen};{judged:.4f};{result}\n")
            done += 1
            if done % 10000 == 0:
                print(done, file=sys.stderr)
    send("quit")


if __name__ == "__main__":
    main()
