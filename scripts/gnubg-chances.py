"""gnubg's cubeless chances for listed positions: a yardstick for our network's own. Run inside
gnubg:

    BG_IN=positions.txt BG_OUT=chances.tsv gnubg -t -q -p scripts/gnubg-chances.py

BG_IN has a position a line, `PositionID` or `PositionID:MatchID` first (as
scripts/gnubg-cube-decisions.py lists them; tab-separated columns after it are ignored), each
seen by the side on roll before it rolls. BG_PLIES is gnubg's depth (default 2). Each position
is written once, with gnubg's five chances for the side on roll: win, win gammon, win
backgammon, lose gammon, lose backgammon.
"""
import os

import gnubg


def main():
    plies = int(os.environ.get("BG_PLIES", "2"))
    context = gnubg.evalcontext(1, plies, 0, 1, 0.0)
    # Money, cube in the centre: the chances themselves do not depend on the cube or score.
    cube = gnubg.cubeinfo(1, -1, 0, 0, (0, 0), 0, 0)
    seen = set()
    with open(os.environ["BG_IN"]) as listed, open(os.environ["BG_OUT"], "w") as out:
        for line in listed:
            code = line.split("\t")[0].strip()
            position = code.split(":")[0]
            if not position or position in seen:
                continue
            seen.add(position)
            chances = gnubg.evaluate(gnubg.positionfromid(position), cube, context)[:5]
            print(code, *("%.5f" % c for c in chances), sep="\t", file=out)


main()
