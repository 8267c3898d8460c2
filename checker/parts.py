"""What a game registers with the checker, read from its record: ``game.part(CHECKER)`` is its ``Kit``
(the board built by taps, the plan in words; the move in words and the preview picture's panel are the
game's own, ``games.moves`` and ``games.preview.PICTURE``),
``game.part(SCORE)`` its ``ScoreSheet`` (how a finished game is entered and a series counted). The games
the site ships register theirs in ``CheckerConfig.ready()`` (``checker.kits.register``)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from django.http import QueryDict

from engine.protocol import Engine
from games.parts import Part
from games.texts.base import Text


@dataclass(frozen=True)
class PlanShown:
    """The solver's best play in words, and whether it is proven best (``exact``)."""

    steps: tuple[str, ...]
    summary: str
    exact: bool


class Kit(Protocol):
    """One game's side of the checker.

    The board is the builder: ``tap`` applies one tap (a value ``taps`` matches) to the position, the
    move and the board's own state (``ui``: its keys and the patterns their values match, kept out of
    the canonical link); ``board`` is what ``board_template`` (included in ``checker/check.html``)
    shows. ``move_example``: the hint under the typed move (the notation by example).
    """

    key: ClassVar[str]
    engine: ClassVar[Engine[Any, Any]]
    board_template: ClassVar[str]
    move_example: ClassVar[Text]
    ui: ClassVar[dict[str, re.Pattern[str]]]
    taps: ClassVar[re.Pattern[str]]

    def blank(self) -> Any: ...
    def tap(self, pos: Any, move: str, ui: dict[str, str], tap: str) -> tuple[Any, str, dict[str, str]]: ...
    def board(self, pos: Any, move: str, ui: dict[str, str]) -> dict[str, Any]: ...
    def question(self, pos: Any, move: str) -> str | None:
        """The move asked as a player would ask it ("Can I play the 7 from my hand on building pile 1?"),
        or None for the general form ("<game>: <move in words> — is it allowed?")."""
        ...
    def turn_words(self, pos: Any) -> str: ...
    def plan(self, pos: Any) -> PlanShown: ...


@dataclass(frozen=True)
class ScoreSheet:
    """One game's score keeper.

    ``lead``: how a game is scored, in one paragraph. ``fields_template``: the fields of "add a game"
    (included in ``checker/score.html``). ``teams``: whether partner play is offered. ``series``: the
    series so far from its games' entries (seats, team play); ``entry``: one finished game's entry read
    from the form (both raise ``checker.scores.BadSeries``). ``example``: a series to show as an example
    ("" for none).
    """

    lead: Text
    fields_template: str
    teams: bool
    series: Callable[[list[str], int, bool], dict[str, Any]]
    entry: Callable[[QueryDict, int, bool], str]
    example: tuple[str, ...] = ()


CHECKER = Part[Kit]("checker kit")
SCORE = Part[ScoreSheet]("score sheet")
