"""Rummikub rules engine: notation, sets, whole-turn judging, play, scoring, setup.

The public API is the contract of ../shared/spec/notation.md::

    from engine import rummikub
    pos = rummikub.parse(text); rummikub.dump(pos)
    rummikub.judge(pos, "t:R1.R2.R3")  # -> Verdict listing every problem
    rummikub.play(pos, "draw")         # -> new Position (IllegalMove if not legal)
    rummikub.score(finished_pos)       # -> points per seat
    rummikub.solve(pos, budget_ms=1000)

Pure Python; never imports Django. ``solve`` lives in ``solver.py`` and is imported on first use.
"""

from __future__ import annotations

from typing import Any

from engine.rummikub.notation import Move, dump, dump_move, parse, parse_move, table_text, tiles_text
from engine.rummikub.position import Position, Seat
from engine.rummikub.rules import RULES
from engine.verdict import IllegalMove, NotationError, Problem, Verdict

__all__ = [
    "parse", "dump", "parse_move", "dump_move", "tiles_text", "table_text", "Move",
    "Position", "Seat", "RULES", "NotationError", "IllegalMove", "Problem", "Verdict", "solve",
]


def solve(pos: Position, budget_ms: int = 1000) -> Any:
    """Most rack tiles placeable this turn; see ``engine/rummikub/solver.py`` (imported lazily)."""
    from engine.rummikub.solver import solve as _solve

    return _solve(pos, budget_ms=budget_ms)
