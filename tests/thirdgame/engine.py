"""Count to Ten, a toy engine with the shape of ``engine.protocol.Engine``.

Two to three seats share one count. On your turn you add 1 or 2 (``+1``, ``+2``); a bigger step is
grammatical but illegal (rule ``counter.step.too-big``); whoever reaches 10 wins. A position is
``c:<count> a:<active seat>`` and one ``-`` section per seat: ``c:4 a:1 / - / -``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from engine.outcome import Ending, Outcome
from engine.verdict import IllegalMove, NotationError, Place, Problem, Verdict, error_codes

__all__ = ["ERRORS", "RULES", "NotationError", "Position", "Move", "parse", "dump", "parse_move", "dump_move", "judge",
           "play", "outcome", "score", "solve"]

RULES = {
    "counter.step.added": "a step of 1 or 2 is added to the count",
    "counter.step.too-big": "a step is 1 or 2",
    "counter.game.over": "no step after the count reached 10",
}
ERRORS = error_codes("counter", {
    "syntax": "expected c:<count> a:<seat> / - / -",
    "too-far": "count {count} above 10 or no seat {seat}",
    "move": "a move is +1 to +9",
})
TARGET = 10
_POSITION = re.compile(r"c:(\d{1,2}) a:(\d)((?: / -){2,3})")
_MOVE = re.compile(r"\+([0-9])")


@dataclass(frozen=True)
class Position:
    count: int
    active: int
    seats: tuple[str, ...]


@dataclass(frozen=True)
class Move:
    step: int


def parse(text: str) -> Position:
    found = _POSITION.fullmatch(text.strip()) if isinstance(text, str) else None
    if found is None:
        raise NotationError("counter.syntax", Place("position"))
    seats = tuple("-" for _ in found.group(3).split(" / ")[1:])
    count, active = int(found.group(1)), int(found.group(2))
    if count > TARGET or active >= len(seats):
        raise NotationError("counter.too-far", Place("position"), count=count, seat=active)
    return Position(count, active, seats)


def dump(pos: Position) -> str:
    return f"c:{pos.count} a:{pos.active}" + " / -" * len(pos.seats)


def parse_move(text: str) -> Move:
    found = _MOVE.fullmatch(text.strip()) if isinstance(text, str) else None
    if found is None or found.group(1) == "0":
        raise NotationError("counter.move", Place("move"))
    return Move(int(found.group(1)))


def dump_move(move: Move) -> str:
    return f"+{move.step}"


def judge(pos: Position, move: Move | str) -> Verdict:
    m = parse_move(move) if isinstance(move, str) else move
    if pos.count >= TARGET:
        return Verdict.forbid([Problem("counter.game.over")])
    if m.step > 2:
        return Verdict.forbid([Problem("counter.step.too-big", {"step": m.step})])
    return Verdict.allow("counter.step.added", step=m.step)


def play(pos: Position, move: Move | str) -> Position:
    m = parse_move(move) if isinstance(move, str) else move
    verdict = judge(pos, m)
    if not verdict.legal:
        raise IllegalMove(verdict)
    count = pos.count + m.step
    return Position(count, pos.active if count >= TARGET else (pos.active + 1) % len(pos.seats), pos.seats)


def outcome(pos: Position) -> Outcome | None:
    return Outcome(Ending.OUT, pos.active) if pos.count >= TARGET else None


def score(pos: Position) -> list[int]:
    return [1 if seat == pos.active and pos.count >= TARGET else 0 for seat in range(len(pos.seats))]


def solve(pos: Position, budget_ms: int = 10) -> Any:
    """The step that wins at once, else the one that leaves the next seat a count of 7 (a lost count)."""
    for step in (1, 2):
        if pos.count + step == TARGET or (TARGET - pos.count - step) % 3 == 0:
            return Move(step)
    return Move(1)
