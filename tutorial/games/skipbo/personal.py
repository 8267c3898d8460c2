"""A Skip-Bo missed play as a personal puzzle (``tutorial.personal``): the rest of the human's turn from
the position where the coach saw the better plan begin, as the human's seat saw it.

In that view the draw pile, the cards under each stockpile's top and the other players' hands are face
down, so the puzzle holds nothing the player could not see. The goal is the coach's, the solver's plan on
that view alone: play as many stockpile cards as it does (``StockPlayed``), or win when it wins. Such a
plan never needs a card nobody could see (a face-down card cannot be played), so the goal is always
reachable without drawing; a hand emptied in the puzzle is refilled with face-down cards, which no line
needs. The reference line is the plan's moves.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine import skipbo
from games.coach.notes import Note
from tutorial.games.skipbo.goals import SkipBoGoal, StockPlayed, Win

WIN_MISSED = "skipbo.coach.win-missed"
HINTS = (1,)
"""The coach's nudge (which building pile to look at) is the one written hint: its next level names the
plan's first move, which is just what the board's last hint (the reference line's next move) says."""


def seen(position: str) -> str:
    """The position as the seat to move sees it."""
    pos = skipbo.parse(position)
    return skipbo.dump(skipbo.view(pos, pos.active))


def make(note: Note) -> tuple[dict[str, Any], list[str]] | None:
    """The goal (the stockpile cards the plan plays, or the win) and the plan's moves, from the note's
    params (``games.coach.skipbo``: ``steps``, ``count``)."""
    steps = note.params.get("steps") or []
    count = int(note.params.get("count") or 0)
    if not steps or count < 1:
        return None
    return ({"win": True} if note.code == WIN_MISSED else {"stock": count}), [str(step[0]) for step in steps]


def goal(data: Mapping[str, Any]) -> SkipBoGoal:
    return Win() if data.get("win") else StockPlayed(int(data["stock"]))
