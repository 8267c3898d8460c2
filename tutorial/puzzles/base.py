"""One scripted turn puzzle, as data: the game's notation for positions and moves, a goal made of the
game's goal predicates (``tutorial.goals``), and lazy texts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from games.texts.base import Text
from tutorial.goals import Goal


@dataclass(frozen=True)
class Puzzle:
    """One scripted turn puzzle.

    ``start``: the position in the game's notation (full knowledge where the goal needs it).
    ``goal``: the game's goal predicates, joined with ``&`` (``StockPlayed(2)``, ``Win()``,
    ``Refill() & StockPlayed(1)``).
    ``hints``: at least two (``MIN_HINTS``), each more concrete; the board adds the solver's next move after them.
    ``teaches``: the rule ids the learner meets (allowed ones by playing, forbidden ones because the
    instructions or hints make the obvious move illegal). ``solution``: a reference line of the
    learner's moves. ``opponents``: scripted moves of the other seats, played in order whenever it is
    not the learner's turn. ``why``: what the success panel explains.
    """

    slug: str
    game: str
    title: Text
    start: str
    goal: Goal
    instructions: Text
    hints: tuple[Text, ...]
    teaches: tuple[str, ...]
    solution: tuple[str, ...]
    why: Text
    opponents: tuple[str, ...] = ()

    MIN_HINTS: ClassVar[int] = 2
    """Written hints a puzzle needs (the board's last hint, the next move, comes after them)."""

    def __post_init__(self) -> None:
        if not isinstance(self.goal, Goal):
            raise ValueError(f"puzzle {self.slug}: the goal is a goal predicate, not {self.goal!r}")
        if len(self.hints) < self.MIN_HINTS:
            raise ValueError(f"puzzle {self.slug}: at least {self.MIN_HINTS} written hints")
        if not self.solution:
            raise ValueError(f"puzzle {self.slug}: a reference solution is required")
