"""What every game's engine offers, as one typed interface: ``Engine[P, M]`` over its position ``P``
and its move ``M``.

An engine is a module (``engine.skipbo``, ``engine.rummikub``); a module satisfies a Protocol when it
has the attributes and functions named here, so the site's ``Game`` record types its ``engine`` with
this and mypy checks each real engine against it (see ``games.registry``). The names are the public
contract of ../shared/spec/notation.md: moves are accepted as the engine's ``Move`` value or as its
notation text, positions are immutable values, and bad notation raises ``NotationError`` with one of
the engine's ``ERRORS`` codes.

Moves are values inside and strings at the edges (as python-chess's ``Move`` and its UCI text): each
real engine's ``Move`` is a ``str`` subclass whose value is the canonical notation, with the parsed
parts as attributes. Read a move once at the edge (``parse_move``, which returns a ``Move`` given to it
unchanged) and pass the value; it still compares, hashes, formats and serialises as the move string
notation.md promises (``plan.moves``, ``best.move``), and ``repr`` reads it back: ``Move('h5-b1')``.

``legal_moves`` is not part of the shared interface: a Skip-Bo turn has a handful of moves, a Rummikub
turn any rearrangement of the table (its solver answers "most tiles placed" instead).

>>> from engine import rummikub, skipbo
>>> def seats(engine: Engine[Any, Any], text: str) -> int:
...     return len(engine.parse(text).seats)
>>> seats(skipbo, "- / s:5 / s:6"), seats(rummikub, "- / r:R1 / r:K2")
(2, 2)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

from engine.outcome import Outcome
from engine.verdict import NotationError, Verdict


class Solved[M](Protocol):
    """What ``solve`` answers: the best play found for the rest of this turn and whether it is proven
    best (``exact`` False when the time budget ran out)."""

    @property
    def moves(self) -> Sequence[M]:
        """The moves of the best play, playable in order with ``play``."""
        ...

    @property
    def exact(self) -> bool: ...


class Engine[P, M](Protocol):
    """One game's rules engine (``P``: its position value, ``M``: its move value)."""

    @property
    def RULES(self) -> Mapping[str, Any]:  # noqa: N802 - the engines' public name (notation.md)
        """Every rule id the engine can return, each with its description."""
        ...

    @property
    def ERRORS(self) -> frozenset[str]:  # noqa: N802 - the engines' public name
        """Every notation error code ``parse`` and ``parse_move`` can raise (``engine.verdict.error_codes``)."""
        ...

    @property
    def NotationError(self) -> type[NotationError]:  # noqa: N802 - the engines' public name
        """The error ``parse`` and ``parse_move`` raise for text that breaks the grammar."""
        ...

    def parse(self, text: str) -> P:
        """A position from its notation; NotationError on bad text."""
        ...

    def dump(self, pos: P) -> str:
        """The canonical notation of a position (``parse(dump(p)) == p``)."""
        ...

    def parse_move(self, text: str) -> M:
        """A move from its notation; NotationError only when the move grammar is broken."""
        ...

    def dump_move(self, move: M) -> str:
        """The canonical notation of a move."""
        ...

    def judge(self, pos: P, move: M | str) -> Verdict:
        """The verdict on one move: legal or not, the deciding rule id and its params."""
        ...

    def play(self, pos: P, move: M | str) -> P:
        """The position after a legal move; IllegalMove (carrying the verdict) otherwise."""
        ...

    def outcome(self, pos: P) -> Outcome | None:
        """How the game ended, or None while it goes on."""
        ...

    def score(self, pos: P) -> Sequence[int]:
        """Points per seat for a finished game."""
        ...

    def solve(self, pos: P, budget_ms: int = ...) -> Solved[M]:
        """The solver's best play for this turn (within the time budget)."""
        ...


if TYPE_CHECKING:  # mypy checks each real engine against the protocol with its own position and move types
    from engine import rummikub, skipbo

    _SKIPBO: Engine[skipbo.Position, skipbo.Move] = skipbo
    _RUMMIKUB: Engine[rummikub.Position, rummikub.Move] = rummikub
