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

HINTS = (1, 2)
"""The coach's nudge (where to look), then the tile to start with; the board's last hint is the whole
table after the best turn (the reference line's one move), a step further."""


def seen(position: str) -> str:
    """The position as the seat to move sees it."""
    pos = rummikub.parse(position)
    return rummikub.dump(view(pos, pos.active))


def make(note: Note) -> tuple[dict[str, Any], list[str]] | None:
    """The tiles the best turn places (and the meld, if not yet made) and that turn, from the note's
    params: the coach keeps the best turn it measured against there (``plan``, ``placed``), so nothing is
    solved again. A note stored without them (an older game's) is solved once more."""
    pos = rummikub.parse(note.position)
    if "plan" in note.params:
        move, placed = str(note.params["plan"]), int(note.params.get("placed") or 0)
    else:
        best = coach.PLANS(pos, coach.DEFAULT_BUDGET_MS)
        move, placed = str(best.move), best.placed
    if placed < 1 or not move.startswith("t:"):
        return None
    data: dict[str, Any] = {"place": placed}
    if not pos.seats[pos.active].melded:
        data["meld"] = True
    return data, [move]


def goal(data: Mapping[str, Any]) -> Goal[Any]:
    place = Place(int(data["place"]))
    return Meld() & place if data.get("meld") else place
