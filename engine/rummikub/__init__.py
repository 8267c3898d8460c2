"""Rummikub rules engine: notation, sets, whole-turn judging, play, scoring, setup.

The public API is the contract of ../shared/spec/notation.md::

    from engine import rummikub
    pos = rummikub.parse(text); rummikub.dump(pos)
    rummikub.judge(pos, "t:R1.R2.R3")  # -> Verdict listing every problem
    rummikub.play(pos, "draw")         # -> new Position (IllegalMove if not legal)
    rummikub.score(finished_pos)       # -> points per seat
    rummikub.solve(pos, budget_ms=1000)

Moves are values, strings at the edges: ``parse_move`` (or ``Move(text)``) reads a turn once into a
``Move`` (``kind`` and the new ``table``), which ``judge`` and ``play`` take as it is; ``Move.of_table``
builds one in code. A ``Move`` is a ``str`` subclass whose value is its canonical notation, so
``solve(...).move`` is still the "move string" notation.md promises (``best.move.startswith("t:")``),
and ``repr`` reads back: ``Move('t:R1.R2.R3')``. The move grammar is ``parse_move``'s.

Modules, one job each: ``tiles`` (integer tiles), ``position`` (the value), ``notation`` (text),
``sets`` (groups and runs), ``judge`` (a whole turn), ``play`` (applying it), ``score`` (and how a game
ended: ``outcome``), ``setup``. Pure Python; never imports Django. ``solve`` lives in ``solver.py`` and
is imported on first use. Bots, the simulator and the benchmarks are tools, in ``tools/rummikub``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.outcome import Ending, Outcome
from engine.rummikub.errors import ERRORS
from engine.rummikub.judge import judge
from engine.rummikub.notation import Move, dump, dump_move, parse, parse_move, table_text, tiles_text
from engine.rummikub.play import play
from engine.rummikub.position import Position, Seat
from engine.rummikub.rules import RULES
from engine.rummikub.score import GameResult, SeriesRow, outcome, rack_value, result, score, series_table
from engine.rummikub.sets import SetInfo, check_set, set_info, set_kind, set_value
from engine.rummikub.setup import new_game, who_starts
from engine.rummikub.uses import rules_used
from engine.verdict import IllegalMove, NotationError, Problem, Verdict

__all__ = [
    "rules_used",
    "ERRORS", "parse", "dump", "parse_move", "dump_move", "tiles_text", "table_text", "Move",
    "judge", "play", "score", "result", "outcome", "Outcome", "Ending", "rack_value", "series_table",
    "GameResult", "SeriesRow",
    "solve", "new_game", "who_starts", "check_set", "set_value", "set_kind", "set_info", "SetInfo",
    "Position", "Seat", "RULES", "NotationError", "IllegalMove", "Problem", "Verdict",
]


if TYPE_CHECKING:
    from engine.rummikub.solver import Solution


def solve(pos: Position, budget_ms: int = 1000) -> Solution:
    """Most rack tiles placeable this turn, as a ``Solution`` whose ``move`` is a ``Move``; see
    ``engine/rummikub/solver.py`` (imported lazily)."""
    from engine.rummikub.solver import solve as _solve

    return _solve(pos, budget_ms=budget_ms)
