"""The coach: what a player missed in a turn, help on request, a computer player's reasons, and the
review after a game, for every game through one ``Coach`` part on its registration.

    coach = game.part(COACH)
    notes = coach.missed(start, moves, seat)     # [] when the turn was as good as the solver's best plan
    hint = coach.ask(position, level, seat)      # level 1 a nudge, 2 the first card or tile, 3 the plan
    why = coach.reasons(before, move, plan)      # a computer player's move, from its own plan
    top = coach.review(turns, seat)              # the three turns where the most was left
    words.say(note)                              # any of them in the reader's language

Everything returned is data (``Note``: code, rule id, params); ``games.coach.words`` words it when shown.
The analysis imports only the engines; the words use ``games.texts`` and ``games.diagrams``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine import rummikub as rummikub_engine
from engine import skipbo as skipbo_engine
from games.coach import rummikub, skipbo
from games.coach.notes import CODES, Note
from games.coach.review import Reviewed, Turn, review
from games.parts import Part

__all__ = ["COACH", "CODES", "Coach", "Note", "Reviewed", "Turn", "register"]


@dataclass(frozen=True)
class Coach:
    """One game's coach (see the module doc). ``missed(start, moves, seat)``: the notes on one turn of
    ``seat`` (``start`` as the game holds it; the coach looks through ``seat``'s view).
    ``ask(position, level, seat)``: help for ``seat`` to move. ``reasons(before, move, plan)``: why the
    active seat of ``before`` played ``move`` (``plan``: the solver's answer it moved by, or None)."""

    missed: Callable[[Any, Sequence[str], int], list[Note]]
    ask: Callable[[Any, int, int], Note]
    reasons: Callable[[Any, str, Any], list[Note]]

    def review(self, turns: Sequence[Turn], seat: int, *, top: int = 3) -> list[Reviewed]:
        """The ``top`` turns of ``seat`` where the most was left on the table (``games.coach.review``)."""
        return review(self.missed, turns, seat, top=top)


COACH = Part[Coach]("coach")


def _skipbo_missed(start: skipbo_engine.Position, moves: Sequence[str], seat: int) -> list[Note]:
    return skipbo.missed(start, moves, seat=seat)


def _skipbo_ask(pos: skipbo_engine.Position, level: int, seat: int) -> Note:
    return skipbo.ask(pos, level, seat=seat)


def _skipbo_reasons(before: skipbo_engine.Position, move: str, plan: skipbo_engine.Plan | None) -> list[Note]:
    return skipbo.reasons(before, move, plan)


def _rummikub_missed(start: rummikub_engine.Position, moves: Sequence[str], seat: int) -> list[Note]:
    """A Rummikub turn is one move; given as a list, its last entry is the turn."""
    return rummikub.missed(start, moves[-1], seat=seat) if moves else []


def _rummikub_ask(pos: rummikub_engine.Position, level: int, seat: int) -> Note:
    return rummikub.ask(pos, level, seat=seat)


def _rummikub_reasons(before: rummikub_engine.Position, move: str, plan: Any) -> list[Note]:
    return rummikub.reasons(before, move, plan)


SKIP_BO_COACH = Coach(_skipbo_missed, _skipbo_ask, _skipbo_reasons)
RUMMIKUB_COACH = Coach(_rummikub_missed, _rummikub_ask, _rummikub_reasons)


def register() -> None:
    """Give the games the site ships their coaches (``GamesConfig.ready()``)."""
    from games.registry import RUMMIKUB, SKIP_BO

    SKIP_BO.provide(COACH, SKIP_BO_COACH)
    RUMMIKUB.provide(COACH, RUMMIKUB_COACH)
