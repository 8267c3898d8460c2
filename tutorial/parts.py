"""What a game registers to have puzzles: its tutorial adapter (``tutorial.core.TutorialGame``), its
puzzles in learning order and the words of its puzzle list. Read as ``game.part(TUTORIAL)``; the games
the site ships register theirs in ``TutorialConfig.ready()`` (``tutorial.games.register``)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from games.coach.notes import Note
from games.parts import Part
from games.texts.base import Text
from tutorial.goals import Goal
from tutorial.puzzles.base import Puzzle

if TYPE_CHECKING:  # tutorial.core reads puzzles, whose package reads this module: no import at run time
    from tutorial.core import TutorialGame


@dataclass(frozen=True)
class Personal:
    """How a game turns the coach's note on a missed play into a puzzle (``tutorial.personal``).

    ``seen(position)``: the position as the seat to move sees it (the note's position is already that
    view: seen again, nothing hidden can ever reach a puzzle). ``make(note)``: the goal as data and the
    reference line, from that view alone (None when the note holds no puzzle). ``goal(data)``: the goal
    predicates of that data. ``hints``: the levels of the coach's help on the position that are the
    puzzle's written hints, each saying more than the one before and less than the board's last hint
    (the reference line's next move), so that each press says something new."""

    seen: Callable[[str], str]
    make: Callable[[Note], tuple[dict[str, Any], list[str]] | None]
    goal: Callable[[Mapping[str, Any]], Goal[Any]]
    hints: tuple[int, ...] = (1, 2)


@dataclass(frozen=True)
class Tutorial:
    """One game's tutorial: the adapter that plays its board, its puzzles (learning order), the
    lead paragraph of its puzzle list (how moves are made on this board) and how a missed play in a game
    against the computer becomes a puzzle (None: never)."""

    adapter: TutorialGame[Any, Any, Any, Any]
    puzzles: tuple[Puzzle, ...]
    lead: Text
    personal: Personal | None = None

    @classmethod
    def of(cls, adapter: TutorialGame[Any, Any, Any, Any], puzzles: Sequence[Puzzle], lead: Text,
           personal: Personal | None = None) -> Tutorial:
        """A tutorial whose puzzle slugs are checked unique (a duplicate would hide a puzzle)."""
        slugs = [p.slug for p in puzzles]
        if len(slugs) != len(set(slugs)):
            raise ValueError(f"duplicate puzzle slug in {adapter.slug}")
        return cls(adapter, tuple(puzzles), lead, personal)


TUTORIAL = Part[Tutorial]("tutorial")
