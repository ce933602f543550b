"""Every cube decision of one side in analysed matches, with gnubg's three equities: a table to
compare our own cube search against, decision by decision. Run inside gnubg:

    BG_MATS='target/bg-strength/*.mat' BG_OUT=decisions.tsv gnubg -t -q -p scripts/gnubg-cube-decisions.py

Settings in the environment (gnubg passes a script no arguments):
    BG_MATS    a glob of .mat files (as `bg_strength gnubg ... --match N` writes them)
    BG_OUT     the file to write (gnubg's own output goes to the terminal)
    BG_SIDE    the player's name in the files whose decisions are listed (default tabula)
    BG_PLIES   gnubg's depth for the cube decisions (default 2; chequer play at 0 plies)
    BG_JACOBY  on: money games with the Jacoby rule

Writes one tab-separated line a decision: the position as PositionID:MatchID with the dice left
out (the doubler's, before the roll), `double` or `take`, what the side did (1: doubled or
took), gnubg's no-double, double-take and double-pass equities for the doubler (normalised, as
gnubg prints them), and the file. A double's error is the best of no double and the lesser of
double-take and double-pass less what the side chose; a take's is what the side chose less that
lesser one.
"""
import base64
import glob
import os
import re
import tempfile

import gnubg

SIDE = os.environ.get("BG_SIDE", "tabula")


def without_dice(match_id):
    """The Match ID with its dice fields (bits 15-20) cleared: the decision before the roll."""
    bits = int.from_bytes(base64.b64decode(match_id), "little") & ~(0b111111 << 15)
    return base64.b64encode(bits.to_bytes(9, "little")).decode()


def equities(block):
    """gnubg's no double, double-take and double-pass equities in a move's text, if it has any."""
    found = re.search(r"Cubeful equities:\n(.*?)Proper cube action", block, re.S)
    if not found:
        return None
    values = []
    for name in ("No double", "Double, take", "Double, pass"):
        value = re.search(r"\d\. " + name + r"\s+([-+]\d+\.\d+)", found.group(1))
        if not value:
            return None
        values.append(float(value.group(1)))
    return values


def decisions(text):
    """(position, kind, chosen, [nd, dt, dp]) for each of SIDE's cube decisions in an exported
    match."""
    offered = None
    for block in re.split(r"\n(?=Move number \d+:)", text):
        head = re.match(r"Move number \d+:\s+(\S+) (.*)", block)
        if not head:
            continue
        player, what = head.groups()
        position = re.search(r"Position ID: (\S+)", block).group(1)
        match_id = re.search(r"Match ID\s*: (\S+)", block).group(1)
        code = position + ":" + without_dice(match_id)
        values = equities(block)
        if "doubles to" in what and player != SIDE and offered:
            answer = re.search(r"\* " + re.escape(SIDE) + r" (accepts|rejects)", block)
            if answer:
                yield offered[0], "take", int(answer.group(1) == "accepts"), offered[1]
        if player == SIDE and values and ("to play" in what or "cube decision" in what):
            doubled = "cube decision" in what and re.search(
                r"\* " + re.escape(SIDE) + r" doubles", block) is not None
            yield code, "double", int(doubled), values
        offered = (code, values) if "cube decision" in what and values else None


def main():
    plies = os.environ.get("BG_PLIES", "2")
    jacoby = os.environ.get("BG_JACOBY", "off")
    gnubg.command("set jacoby " + ("on" if jacoby == "on" else "off"))
    gnubg.command("set analysis chequerplay evaluation plies 0")
    gnubg.command("set analysis cubedecision evaluation plies " + plies)
    out = tempfile.mkdtemp()
    table = open(os.environ["BG_OUT"], "w")
    for path in sorted(glob.glob(os.environ["BG_MATS"])):
        gnubg.command("import mat " + path)
        gnubg.command("analyse match")
        text_path = os.path.join(out, "match.txt")
        gnubg.command("export match text " + text_path)
        # gnubg writes a match's later games to match_002.txt and on.
        texts = sorted(glob.glob(os.path.join(out, "match*.txt")))
        for name in texts:
            with open(name) as f:
                for code, kind, chosen, (nd, dt, dp) in decisions(f.read()):
                    print(code, kind, chosen, nd, dt, dp, os.path.basename(path), sep="\t",
                          file=table)
            os.remove(name)
    table.close()


main()
