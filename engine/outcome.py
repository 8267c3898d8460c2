"""How a game ended, the same value for both games (as python-chess's ``Outcome``).

``skipbo.outcome(pos)`` and ``rummikub.outcome(pos, passes=…)`` return None while the game goes on,
else an ``Outcome``: how it ended and the winning seat (None for a blocked Skip-Bo game).

>>> Outcome(Ending.OUT, 1)
Outcome(ending=<Ending.OUT: 'out'>, winner=1)
>>> Ending.POOL_EMPTY == "pool-empty"
True
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Ending(StrEnum):
    OUT = "out"
    """A seat (in team play, a team) went out: emptied its stockpile (Skip-Bo) or rack (Rummikub)."""
    BLOCKED = "blocked"
    """Skip-Bo: nothing can be drawn and no seat can play to a building pile; nobody wins."""
    POOL_EMPTY = "pool-empty"
    """Rummikub: the pool is empty and every seat passed in turn; the lowest rack wins."""


@dataclass(frozen=True, slots=True)
class Outcome:
    ending: Ending
    winner: int | None
