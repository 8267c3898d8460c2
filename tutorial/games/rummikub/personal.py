"""A Rummikub missed placement as a personal puzzle (``tutorial.personal``): the human's turn from its
start, as the human's seat saw it (the rack and the table; the other racks and the pool face down).

The goal is the solver's best turn on that view (the coach's measure): place as many rack tiles as it
does, and make the initial meld first where it was still to make. The best turn is a table made from the
rack and the table alone, so it never needs a draw; the reference line is that table.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine import rummikub
from engine.rummikub.view import view
from games.coach import rummikub as coach
from games.coach.notes import Note
from tutorial.games.rummikub.goals import Meld, Place
from tutorial.goals import Goal


def seen(position: str) -> str:
    """The position as the seat to move sees it."""
    pos = rummikub.parse(position)
    return rummikub.dump(view(pos, pos.active))


def make(note: Note) -> tuple[dict[str, Any], list[str]] | None:
    """The tiles the best turn places (and the meld, if not yet made) and that turn, from the coach's
    plans (the note's position was solved when the note was made: the answer is kept)."""
    pos = rummikub.parse(note.position)
    best = coach.PLANS(pos, coach.DEFAULT_BUDGET_MS)
    if best.placed < 1 or not str(best.move).startswith("t:"):
        return None
    data: dict[str, Any] = {"place": best.placed}
    if not pos.seats[pos.active].melded:
        data["meld"] = True
    return data, [str(best.move)]


def goal(data: Mapping[str, Any]) -> Goal[Any]:
    place = Place(int(data["place"]))
    return Meld() & place if data.get("meld") else place
