"""Computer players for Rummikub, pure Python: each chooses a whole turn for the seat to move.

They play fair: they decide from :func:`engine.rummikub.view.view` (the table, their own rack, the
other racks' and the pool's sizes), never from the pool's order or another rack.

- :class:`SolverBot` is the "draw only when stuck" player: every turn the exact solver's move (the most
  rack tiles it can place, rearranging the table as needed); it draws -- or passes, once the pool is
  empty -- only when nothing can be placed. ``budget_ms`` bounds the solver per turn.
- :class:`LearningBot` plays like a beginner: it sees a play only on some turns (a coin seeded by the
  position, so the same position always gets the same answer) and then only within a small budget.

>>> from engine.rummikub.notation import parse
>>> SolverBot().choose(parse("p:+20 / r:R1.R2.R3.K9 m:1 / r:#14"))
Move('t:R1.R2.R3')
>>> SolverBot().choose(parse("p:+20 / r:R1.K9 m:1 / r:#14"))
Move('draw')
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Protocol

from engine.rummikub.notation import Move, dump, parse_move
from engine.rummikub.position import Position
from engine.rummikub.solver import Solution, solve
from engine.rummikub.view import view

__all__ = ["Bot", "LearningBot", "SolverBot"]


class Bot(Protocol):
    def choose(self, pos: Position) -> Move:
        """A legal move for the active seat of ``pos``."""
        ...


@dataclass
class SolverBot:
    """Plays the solver's best move; draws only when stuck. Counts calls that hit the budget."""

    budget_ms: float = 1000
    calls: int = 0
    inexact: int = 0
    last: Solution | None = field(default=None, repr=False)

    def choose(self, pos: Position) -> Move:
        best = solve(view(pos, pos.active), budget_ms=self.budget_ms)
        self.calls += 1
        self.inexact += not best.exact
        self.last = best
        return best.move


@dataclass
class LearningBot:
    """A beginner: on about half its turns it misses every play and draws (or passes)."""

    budget_ms: float = 5
    sees: float = 0.5

    def choose(self, pos: Position) -> Move:
        seen = view(pos, pos.active)
        if random.Random(dump(seen)).random() >= self.sees:
            return parse_move("draw" if seen.pool_size else "pass")
        return solve(seen, budget_ms=self.budget_ms).move
