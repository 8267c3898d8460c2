"""The review after a game: the turns where the player left the most on the table.

Each turn of the player is judged by the game's coach (``Coach.missed``); the turns are ranked by what
was left (stockpile cards or rack tiles, then their points), and the top few come back with their notes
and the position and move to open in the checker (``?p=<position>&m=<move>``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from games.coach.notes import Note

__all__ = ["Turn", "Reviewed", "review"]


@dataclass(frozen=True)
class Turn:
    """One turn of the player: the position at its start (as the game holds it) and the moves played,
    in order (Rummikub: one move, the whole turn). ``number`` is the turn's number in the game, for the
    reader ("turn 7")."""

    start: Any
    moves: tuple[str, ...]
    number: int = 0


@dataclass(frozen=True)
class Reviewed:
    """A turn of the review: its number, its notes, what was left and its points (summed over the notes),
    and the checker link's target: the position (the player's view) and the move played there."""

    number: int
    notes: tuple[Note, ...]
    left: int
    points: int
    position: str
    move: str


Missed = Callable[[Any, Sequence[str], int], list[Note]]
"""A game's missed-play check for one turn: (start, moves, seat) -> notes."""


def review(missed: Missed, turns: Sequence[Turn], seat: int, *, top: int = 3) -> list[Reviewed]:
    """The ``top`` turns of ``seat`` where the most was left on the table, worst first (ties: the earlier
    turn first); turns the player played as well as the best plan are never listed."""
    found: list[Reviewed] = []
    for index, turn in enumerate(turns):
        notes = missed(turn.start, turn.moves, seat)
        if not notes:
            continue
        found.append(Reviewed(turn.number or index + 1, tuple(notes), sum(n.left for n in notes),
                              sum(n.points for n in notes), notes[0].position, notes[0].move))
    found.sort(key=lambda r: (-r.left, -r.points, r.number))
    return found[:top]
