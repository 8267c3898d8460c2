"""Puzzles as data, and the registry of each game's puzzles in learning order.

A puzzle is game-agnostic: its start position and moves are the game's notation, its goal is a string
from the small vocabulary of ``tutorial.goals``, and the game's adapter (``tutorial.games``) gives both
meaning. Each game module (``tutorial/puzzles/skipbo.py``, later ``rummikub.py``) lists ``PUZZLES``;
``puzzles(game)`` loads it on first use.

>>> [p.slug for p in puzzles("skip-bo")][:2]
['first-turn', 'next-number']
>>> get("skip-bo", "no-such-puzzle") is None
True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import import_module

from explainer.texts.base import Text

# Site slug of a game → module under tutorial/puzzles/ (the same names as explainer.games).
MODULES = {"skip-bo": "skipbo", "rummikub": "rummikub"}


@dataclass(frozen=True)
class Puzzle:
    """One scripted turn puzzle.

    ``start``: the position in the game's notation (full knowledge where the goal needs it).
    ``goal``: from the vocabulary of ``tutorial.goals`` (``"stock:2"``, ``"win"``, ``"refill,stock:1"``).
    ``hints``: at least two, each more concrete; the board adds the solver's next move after them.
    ``teaches``: the rule ids the learner meets (allowed ones by playing, forbidden ones because the
    instructions or hints make the obvious move illegal). ``solution``: a reference line of the
    learner's moves. ``opponents``: scripted moves of the other seats, played in order whenever it is
    not the learner's turn. ``why``: what the success panel explains.
    """

    slug: str
    game: str
    title: Text
    start: str
    goal: str
    instructions: Text
    hints: tuple[Text, ...]
    teaches: tuple[str, ...]
    solution: tuple[str, ...]
    why: Text
    opponents: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if len(self.hints) < 2:
            raise ValueError(f"puzzle {self.slug}: at least two hints")
        if not self.solution:
            raise ValueError(f"puzzle {self.slug}: a reference solution is required")


@cache
def puzzles(game: str) -> tuple[Puzzle, ...]:
    """Every puzzle of ``game`` in learning order (empty for a game without puzzles yet)."""
    module = MODULES.get(game)
    if module is None:
        return ()
    try:
        found = import_module(f"tutorial.puzzles.{module}")
    except ModuleNotFoundError as error:
        if error.name != f"tutorial.puzzles.{module}":
            raise
        return ()
    listed = tuple(found.PUZZLES)
    slugs = [p.slug for p in listed]
    if len(slugs) != len(set(slugs)):
        raise ValueError(f"duplicate puzzle slug in {game}")
    return listed


def games_with_puzzles() -> list[str]:
    return [game for game in MODULES if puzzles(game)]


def get(game: str, slug: str) -> Puzzle | None:
    for puzzle in puzzles(game):
        if puzzle.slug == slug:
            return puzzle
    return None


def following(puzzle: Puzzle) -> Puzzle | None:
    """The next puzzle in learning order, or None after the last one."""
    listed = puzzles(puzzle.game)
    index = listed.index(puzzle)
    return listed[index + 1] if index + 1 < len(listed) else None


def practising(game: str, rule_ids: tuple[str, ...] | list[str]) -> Puzzle | None:
    """The first puzzle, in learning order, that teaches any of these rules (for "practise it" links)."""
    wanted = set(rule_ids)
    return next((p for p in puzzles(game) if wanted & set(p.teaches)), None) if wanted else None
