#!/usr/bin/env python3
"""An independent Tammi move counter, written from RULES.md (not from the Rust engine), used to
derive the Tammi perft figures in perft_draughts.txt past depth 8, where flying kings first move.

    python3 tests/data/tammi_perft_oracle.py DEPTH

The rules it counts by (RULES.md, Tammi; issue 11, 2.13 and 2.15):
- White on ranks 1-3 moves first, upward; men step and capture one square diagonally forward only;
- kings fly along diagonals and capture at a distance, landing on any empty square beyond;
- captured pieces stay on the board (blocking) until the move ends;
- a capture must go on while the piece can capture, and a king that can land where it captures on
  must land there;
- capture is compulsory, free choice among captures, except that a king must capture if one can;
- a man reaching the far rank is crowned and the move ends;
- two routes taking the same pieces from the same square to the same square are one move.
"""
import sys

DIAGONALS = ((1, 1), (1, -1), (-1, 1), (-1, -1))


def start():
    board = {}
    for rank in range(8):
        for file in range(8):
            if (file + rank) % 2 == 0:
                if rank <= 2:
                    board[(file, rank)] = ("w", False)
                elif rank >= 5:
                    board[(file, rank)] = ("b", False)
    return board


def on_board(file, rank):
    return 0 <= file < 8 and 0 <= rank < 8


def jumps(board, origin, at, king, side, taken):
    """(victim, [landings]) for each jump of the piece now on `at` (it left `origin`)."""
    ahead = 1 if side == "w" else -1
    result = []
    directions = DIAGONALS if king else ((ahead, 1), (ahead, -1))
    for dr, df in directions:
        f, r = at[0] + df, at[1] + dr
        if king:
            while on_board(f, r) and ((f, r) == origin or (f, r) not in board):
                f, r = f + df, r + dr
        if not on_board(f, r) or (f, r) in taken:
            continue
        piece = board.get((f, r))
        if piece is None or piece[0] == side:
            continue
        victim = (f, r)
        landings = []
        f, r = f + df, r + dr
        while on_board(f, r) and ((f, r) == origin or (f, r) not in board):
            landings.append((f, r))
            if not king:
                break
            f, r = f + df, r + dr
        if landings:
            result.append((victim, landings))
    return result


def chains(board, origin, side, king):
    """Every capture result of the piece on `origin`: (final square, frozenset of victims)."""
    far = 7 if side == "w" else 0
    results = set()

    def search(at, king, taken):
        options = jumps(board, origin, at, king, side, taken)
        if not options:
            if taken:
                results.add((at, frozenset(taken)))
            return
        for victim, landings in options:
            more = [l for l in landings if jumps(board, origin, l, king, side, taken | {victim})]
            for landing in more or landings:
                if not king and landing[1] == far:
                    results.add((landing, frozenset(taken | {victim})))
                else:
                    search(landing, king, taken | {victim})

    search(origin, king, frozenset())
    return results


def moves(board, side):
    """Legal moves as (from, to, victims, king)."""
    ahead = 1 if side == "w" else -1
    captures = []
    for square, (owner, king) in board.items():
        if owner == side:
            for to, victims in chains(board, square, side, king):
                captures.append((square, to, victims, king))
    if captures:
        if any(c[3] for c in captures):
            captures = [c for c in captures if c[3]]
        return captures
    steps = []
    for (file, rank), (owner, king) in board.items():
        if owner != side:
            continue
        directions = DIAGONALS if king else ((ahead, 1), (ahead, -1))
        for dr, df in directions:
            f, r = file + df, rank + dr
            while on_board(f, r) and (f, r) not in board:
                steps.append(((file, rank), (f, r), frozenset(), king))
                if not king:
                    break
                f, r = f + df, r + dr
    return steps


def play(board, side, move):
    origin, to, victims, king = move
    after = dict(board)
    del after[origin]
    for victim in victims:
        del after[victim]
    far = 7 if side == "w" else 0
    after[to] = (side, king or to[1] == far)
    return after


def perft(board, side, depth):
    legal = moves(board, side)
    if depth == 1:
        return len(legal)
    other = "b" if side == "w" else "w"
    return sum(perft(play(board, side, m), other, depth - 1) for m in legal)


if __name__ == "__main__":
    print(perft(start(), "w", int(sys.argv[1])))
