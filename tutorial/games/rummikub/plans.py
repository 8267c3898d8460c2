"""The solver's best turns, cached: the goal predicates and the hints ask for them on every page, and
``rummikub.solve`` is too slow to run each time."""

from __future__ import annotations

import logging
from typing import Any

from engine import rummikub

SOLVER_MS = 300
CACHE_SIZE = 512

log = logging.getLogger(__name__)


class Plans:
    """The cache (cleared whole when it grows past ``CACHE_SIZE`` entries)."""

    def __init__(self) -> None:
        self._solved: dict[str, Any] = {}

    def best_turn(self, pos: rummikub.Position) -> Any:
        """The solver's best turn (cached by position); None if the solver fails: a hint or a
        reachability check is then "cannot tell", never a 500 (the puzzle tests call the solver directly)."""
        key = rummikub.dump(pos)
        found = self._solved.get(key)
        if found is None:
            try:
                found = rummikub.solve(pos, budget_ms=SOLVER_MS)
            except Exception:
                log.exception("rummikub.solve failed on %s", key)
                return None
            if len(self._solved) > CACHE_SIZE:
                self._solved.clear()
            self._solved[key] = found
        return found

PLANS = Plans()
"""The game's one cache: the goal predicates and the hints ask it about the same positions."""
