"""A move in words, as each game says it: one function per game, registered on its ``Game`` record.

The checker's question ("Skip-Bo: 9 from your hand → building pile 1 — is it allowed?"), its plan, the
puzzles' hints and the play pages all say a move the same way, so each game words its moves once (in
``games.diagrams.<game>``) and registers that as its ``MOVE_WORDS`` part (``games.registry``); callers
use ``move_words``, which never guesses for a game that registered none (``MissingPart``).

A move is said from one player's side: ``viewer`` is the seat reading the words (``None``: the player
to move). "your" is only ever the viewer's, so another player's move is said with that player's number
("9 from the hand of player 3 → building pile 1"). A reader who was not at the table at all (a shared
position) gets ``shared_move_words``: whole sentences about "the player who shared this".

>>> from games.registry import SKIP_BO
>>> from engine import skipbo
>>> move_words(SKIP_BO, skipbo.parse("b:4,-,-,- / s:9 h:5.7 / s:3"), "h5-b1")
'5 from your hand → building pile 1'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from games.parts import Part

type MoveWords = Callable[[Any, Any, int | None], str]
"""How one game says a move: ``(pos, move, viewer)``: ``pos`` is the position before it, ``move`` its
notation or the engine's ``Move`` value (every game's words take both), ``viewer`` the seat reading (None:
the mover)."""

MOVE_WORDS = Part[MoveWords]("move words")

type SharedMoveWords = Callable[[Any, Any], str]
"""How one game tells a move to a reader who was not at the table (a shared position of a game against
the computer): ``(pos, move)``, the move of the seat to move in ``pos`` (the one who shared the link), as a
whole sentence naming that seat in the third person ("The player who shared this played 2 from their hand
onto their discard pile 1."); "" for a move it has no sentence for."""

SHARED_MOVE_WORDS = Part[SharedMoveWords]("move words for a shared position")


class WithParts(Protocol):
    """A game record (``games.registry.Game``, which registers these words and so cannot be imported here)."""

    def part[T](self, part: Part[T]) -> T: ...


def move_words(game: WithParts, pos: Any, move: Any, viewer: int | None = None) -> str:
    """``move`` (notation or a parsed move) played from ``pos``, in the active language, as ``viewer`` sees
    it (``None``: the player to move)."""
    return game.part(MOVE_WORDS)(pos, move, viewer)


def shared_move_words(game: WithParts, pos: Any, move: Any) -> str:
    """The sharer's ``move`` played from ``pos`` (their seat to move), in the active language, told to
    someone who was not at the table: a whole sentence in the third person, never "you" ("" when the game
    has no sentence for this move)."""
    return game.part(SHARED_MOVE_WORDS)(pos, move)
