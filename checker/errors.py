"""Bad notation in the reader's language: the engine's ``NotationError`` is data (a code naming what went
wrong, the ``Place`` where, the params), and the game's registered words (``Game.notation``,
``games.texts.notation``) turn it into a sentence naming the part and the mistake. Nothing is read back
from the engine's English message.

>>> from engine import skipbo
>>> from games.registry import SKIP_BO
>>> try:
...     skipbo.parse("b:13,-,-,- / s:5 / s:6")
... except skipbo.NotationError as error:
...     explain(error, "p", SKIP_BO).kind
'skipbo.building-number'
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.verdict import NotationError
from games.registry import Game
from games.texts.notation import sentence


@dataclass(frozen=True)
class BadInput:
    """What the page shows: which form field to mark, what kind of mistake it is (the engine's error
    code, or the checker's own: ``too-long``, ``binary``, ``no-move``) and the sentence saying what is
    wrong."""

    field: str
    kind: str
    message: str


def explain(error: NotationError, param: str, game: Game) -> BadInput:
    """The localized sentence for ``error`` raised while reading ``param`` (``p`` or ``m``) of ``game``."""
    return BadInput(param, error.code, sentence(game.notation, error))
