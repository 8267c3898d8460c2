"""Rummikub bots for the simulator and the benchmark.

:class:`SolverBot` is the "draw only when stuck" player: every turn it plays the exact solver's move
(the most rack tiles it can place, rearranging the table as needed) and draws -- or passes, once the
pool is empty -- only when nothing can be placed.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.rummikub.position import Position
from engine.rummikub.solver import Solution, solve

__all__ = ["SolverBot"]


@dataclass
class SolverBot:
    """Plays the solver's best move; draws only when stuck. Counts calls that hit the budget."""

    budget_ms: float = 1000
    calls: int = 0
    inexact: int = 0
    last: Solution | None = field(default=None, repr=False)

    def choose(self, pos: Position) -> str:
        best = solve(pos, budget_ms=self.budget_ms)
        self.calls += 1
        self.inexact += not best.exact
        self.last = best
        return best.move
