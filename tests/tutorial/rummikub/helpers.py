"""Shared helpers for the Rummikub tutorial tests: the positions on a puzzle's reference line, and the
illegal tries a learner meets there (those the instructions and hints invite, plus generic ones: a rack
tile put into every place of every set, a table tile left out, a joker moved, the word moves)."""

from __future__ import annotations

from engine import rummikub
from engine.rummikub.tiles import JOKER, tile_text
from tutorial.games.rummikub.adapter import ADAPTER
from tutorial.puzzles import Puzzle

# What each puzzle's instructions and hints invite the learner to try: (turn on the line, whole turn).
TRIES: dict[str, list[tuple[int, str]]] = {
    "groups-and-runs": [(0, "t:K1.K2.K3,K7.B7.R7.O7.R7"), (0, "t:K1.K2.K3,K7.B7.R7.O7.O2"),
                        (0, "t:K1.K2.K3,K7"), (0, "t:K1.K2.K3,K7.B7.R7.O7,R7.R8.R9")],
    "runs": [(0, "t:K8.K9.K10,O12.O13.O1"), (0, "t:K8.K9.K10,O12.O13.J"), (0, "t:K8.K9.K10,O3.O2.O1"),
             (0, "t:K8.K9.K10,O1.O2.O3.B5"), (0, "t:K8.K9.K10,O1.O2.O3.O5")],
    "initial-meld": [(0, "t:K10.K11.K12,K4.B4.O4")],
    "meld-from-your-rack": [(0, "t:B5.J.B7,K10.K11.K12.K13"), (0, "t:B5.B6.B7,K10.K11.K12,J.O8.O9.O10.O11")],
    "drawing-ends-the-turn": [(0, "pass"), (0, "t:K12.B12,O10.O11")],
    "adding-to-sets": [(0, "t:R10.R11.R12.R13.J,K6.B6.O6,B3.B4.B5"), (0, "t:R13.R10.R11.R12,K6.B6.O6,B3.B4.B5"),
                       (0, "t:R10.R11.R12,K6.B6.O6.R6.B6,B3.B4.B5")],
    "split-a-run": [(0, "t:R3.R4.R5.R5.R6.R7.R8,K9.B9.O9"), (0, "t:R3.R4.R5.R6.R7.R8,K9.B9.O9,R5")],
    "rearrange-several-sets": [(0, "t:K10.K11.K12.R10,B10.B11.B12,O10.O11.O12"),
                               (0, "t:K10.K11.K12,B10.B11.B12,O10.O11.O12,R10.R11.K5")],
    "free-a-joker": [(0, "t:R9.R10.R11,K7.B7.O7.J"), (0, "t:R9.R10.R11,K7.B7.O7")],
    "add-a-tile": [(0, "t:B4.B5.B6,K7.R7.O7.B7"), (0, "t:B4.B5.B6,K7.R7.O7")],
    "timer-and-penalty": [(0, "t:R3.R4,R5.R6.R7,K5")],
    "empty-pool": [(0, "draw")],
    "scoring": [(1, "draw"), (1, "t:R9.R10.R11.R12.R13")],
    "written-position": [(0, "t:K8.K9.K10.K11.K12.K13,K1.K2.K3"), (0, "t:K8.K9.K10.K11.K12.K13.O13")],
}


def turn_positions(puzzle: Puzzle) -> list[rummikub.Position]:
    """The committed position before each whole turn of the reference line, and after the last."""
    out: list[rummikub.Position] = []
    for k in range(len(puzzle.solution) + 1):
        pos = ADAPTER.replay(puzzle, list(puzzle.solution[:k])).position
        if not out or out[-1] != pos:
            out.append(pos)
    return out


def _t(sets: list[list[int]]) -> str:
    return "t:" + rummikub.table_text(tuple(tuple(s) for s in sets if s))


def generic_tries(pos: rummikub.Position) -> list[str]:
    """Whole turns a learner can build on the board (or type) from this position."""
    table = [list(s) for s in pos.table]
    seat = pos.seats[pos.active]
    rack = sorted(set(seat.rack))
    moves = ["draw", "pass", "penalty", _t(table)]
    for s, tiles in enumerate(table):
        for i in range(len(tiles)):
            moves.append(_t([t if k != s else t[:i] + t[i + 1:] for k, t in enumerate(table)]))
    for tile in rack:
        moves.append(_t(table + [[tile]]))
        for s, tiles in enumerate(table):
            for i in range(len(tiles) + 1):
                moves.append(_t([t if k != s else t[:i] + [tile] + t[i:] for k, t in enumerate(table)]))
        for s, tiles in enumerate(table):  # a rack tile takes a table joker's place; the joker moves on
            if JOKER in tiles:
                freed = [tile if t == JOKER else t for t in tiles]
                others = [t for k, t in enumerate(table) if k != s]
                for k in range(len(others)):
                    moves.append(_t([freed] + [o + [JOKER] if j == k else o for j, o in enumerate(others)]))
    moves.append(_t(table + [list(seat.rack)]))
    for other in pos.seats:
        for tile in sorted(set(other.rack) - set(seat.rack)):
            for s in range(len(table)):
                moves.append(_t([t + [tile] if k == s else t for k, t in enumerate(table)]))
    return moves


def tries(puzzle: Puzzle) -> list[tuple[rummikub.Position, str]]:
    positions = turn_positions(puzzle)
    out = [(positions[k], move) for k, move in TRIES.get(puzzle.slug, [])]
    for pos in positions:
        out += [(pos, move) for move in generic_tries(pos)]
    return out


def rules_met(puzzle: Puzzle) -> tuple[set[str], set[str]]:
    """(rule ids some try on the line breaks, rule ids that allow a whole turn of the reference line)."""
    forbidden: set[str] = set()
    for pos, move in tries(puzzle):
        verdict = rummikub.judge(pos, move)
        if not verdict.legal:
            forbidden.update(p.rule for p in verdict.problems)
    replay = ADAPTER.replay(puzzle, list(puzzle.solution))
    return forbidden, {step.rule for step in replay.history}


def tile_words(tiles: list[int]) -> list[str]:
    return [tile_text(t) for t in tiles]
