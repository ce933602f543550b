#!/usr/bin/env python3
"""python-chess as the oracle for Tabula's PGN (issue 14, section 5).

Reads PGN games on standard input (as many as given, one after the other) and prints one line
per game: the final position's FEN after replaying the movetext with python-chess, a tab, and
the game's Result tag. tests/persist/formats_python_chess.rs pipes its seeded games through this when
python-chess is installed (`pip install chess`).

    scripts/pgn-oracle.py --record

runs that test with TABULA_RECORD_PGN_ORACLE=1, which writes what python-chess answered to
tests/data/python_chess_oracle.txt, the data the test checks against where python-chess is
missing.
"""

import io
import os
import subprocess
import sys


def main():
    if sys.argv[1:] == ["--record"]:
        root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        env = dict(os.environ, TABULA_RECORD_PGN_ORACLE="1")
        cmd = ["cargo", "test", "--test", "persist", "formats_python_chess", "--", "--nocapture"]
        sys.exit(subprocess.call(cmd, cwd=root, env=env))
    import chess.pgn

    stream = io.StringIO(sys.stdin.read())
    while True:
        game = chess.pgn.read_game(stream)
        if game is None:
            break
        if game.errors:
            print(f"ERROR\t{game.errors[0]}")
            continue
        board = game.end().board()
        print(f"{board.fen()}\t{game.headers.get('Result', '?')}")


if __name__ == "__main__":
    main()
