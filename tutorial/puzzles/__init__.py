"""Puzzles as data, and each game's puzzles in learning order.

A puzzle is game-agnostic (``tutorial.puzzles.base.Puzzle``): its start position and moves are the game's
notation, which the game's adapter (``tutorial.games``) gives meaning, and its goal is made of the game's
goal predicates (``tutorial.goals``). Each game's module (``tutorial/puzzles/skipbo.py``,
``rummikub.py``) lists ``PUZZLES``; the game's registration (``tutorial.parts.TUTORIAL``) carries them.

>>> [p.slug for p in puzzles("skip-bo")][:2]
['first-turn', 'next-number']
>>> get("skip-bo", "no-such-puzzle") is None
True
"""

from __future__ import annotations

from games.registry import GAMES
from tutorial.parts import TUTORIAL
from tutorial.puzzles.base import Puzzle

__all__ = ["Puzzle", "following", "games_with_puzzles", "get", "practising", "puzzles"]


def puzzles(game: str) -> tuple[Puzzle, ...]:
    """Every puzzle of ``game`` (a URL slug) in learning order, as its registration lists them (empty for a
    game without puzzles)."""
    found = GAMES[game].find(TUTORIAL) if game in GAMES else None
    return found.puzzles if found is not None else ()


def games_with_puzzles() -> list[str]:
    return [game for game in GAMES if puzzles(game)]


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
