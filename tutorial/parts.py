"""What a game registers to have puzzles: its tutorial adapter (``tutorial.core.TutorialGame``), its
puzzles in learning order and the words of its puzzle list. Read as ``game.part(TUTORIAL)``; the games
the site ships register theirs in ``TutorialConfig.ready()`` (``tutorial.games.register``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from games.parts import Part
from games.texts.base import Text
from tutorial.puzzles.base import Puzzle

if TYPE_CHECKING:  # tutorial.core reads puzzles, whose package reads this module: no import at run time
    from tutorial.core import TutorialGame


@dataclass(frozen=True)
class Tutorial:
    """One game's tutorial: the adapter that plays its board, its puzzles (learning order) and the
    lead paragraph of its puzzle list (how moves are made on this board)."""

    adapter: TutorialGame[Any, Any, Any, Any]
    puzzles: tuple[Puzzle, ...]
    lead: Text

    @classmethod
    def of(cls, adapter: TutorialGame[Any, Any, Any, Any], puzzles: Sequence[Puzzle], lead: Text) -> Tutorial:
        """A tutorial whose puzzle slugs are checked unique (a duplicate would hide a puzzle)."""
        slugs = [p.slug for p in puzzles]
        if len(slugs) != len(set(slugs)):
            raise ValueError(f"duplicate puzzle slug in {adapter.slug}")
        return cls(adapter, tuple(puzzles), lead)


TUTORIAL = Part[Tutorial]("tutorial")
