"""Typed slots for what a game plugs into each page app: its tutorial, checker kit, FAQ, rules page.

The apps are leaves over this core, so the core cannot name their types. Each app defines the slot it
reads (``TUTORIAL = Part[Tutorial]("tutorial")`` in ``tutorial.parts``), each game fills it once at
start-up (the app's ``AppConfig.ready()`` for the games the site ships; a test for a game of its own),
and code looks the part up on the ``Game`` the URL converter gives it: ``game.part(TUTORIAL)``. There is
no table of games anywhere else, so nothing can silently fall back to another game's part: a missing
one raises ``MissingPart`` naming the game and the slot.

>>> from games.registry import SKIP_BO
>>> COLOUR = Part[str]("colour")
>>> SKIP_BO.find(COLOUR) is None
True
>>> SKIP_BO.part(COLOUR)
Traceback (most recent call last):
...
games.parts.MissingPart: the game 'skip-bo' registered no colour
"""

from __future__ import annotations

from typing import Any


class Part[T]:
    """One kind of per-game part, read by one app (the type parameter is what the game provides)."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"Part({self.name!r})"


class MissingPart(LookupError):
    """A game was asked for a part it never registered (a programming error: fail loudly, never guess)."""

    def __init__(self, game: str, part: Part[Any]) -> None:
        self.game, self.part = game, part
        super().__init__(f"the game {game!r} registered no {part.name}")
