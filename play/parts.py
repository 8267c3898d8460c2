"""What a game registers to be played against the computer: its ``PlayKit``, read as
``game.part(PLAY)``. The games the site ships register theirs in ``PlayConfig.ready()``
(``play.kits.register``); the views, the stored game and the turn loop are the same for every game.

A kit's ``State`` is whatever the game needs to go on (the engine's position, plus anything notation
does not hold, e.g. Rummikub's passes in a row); it is frozen to JSON for the row and thawed back, so
a page never replays the game. Everything a page shows goes through ``seen_by`` (one seat's view).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from django.http import QueryDict

from engine.outcome import Outcome
from engine.verdict import Verdict
from games.parts import Part
from games.texts.base import Text

LEVELS = ("learning", "steady", "strong")
"""The computer's levels, weakest first (each kit maps them to its bots)."""


class BadMove(ValueError):
    """A form value that is no move of this game: malformed or tampered with (answered with 400)."""


@dataclass(frozen=True)
class Options:
    """How a game was set up: seats (the human is seat 0), the short game (Skip-Bo), the leaflet that
    decides who starts (Skip-Bo), the computer's level and whether the coach speaks."""

    players: int
    level: str
    coach: bool
    short: bool = False
    leaflet: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "level": self.level, "coach": self.coach, "short": self.short,
                "leaflet": self.leaflet}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Options:
        return cls(int(data["players"]), str(data["level"]), bool(data["coach"]), bool(data.get("short")),
                   str(data.get("leaflet", "")))


class PlayKit(Protocol):
    """One game's side of the game against the computer.

    ``offers_short`` / ``offers_leaflet``: the start form's optional fields. ``board_template`` is the
    shared board (``games/boards/<key>.html``), ``tools_template`` the game's turn tools.
    """

    board_template: ClassVar[str]
    board_css: ClassVar[str]
    tools_template: ClassVar[str]
    offers_short: ClassVar[bool]
    offers_leaflet: ClassVar[bool]
    unreadable: ClassVar[Text]
    prompt: ClassVar[Text]  # what the dock says at the start of the human's turn: how a move is made

    def deal(self, options: Options, seed: int) -> Any: ...
    def freeze(self, state: Any) -> dict[str, Any]: ...
    def thaw(self, data: dict[str, Any]) -> Any: ...
    def active(self, state: Any) -> int: ...
    def ended(self, state: Any) -> Outcome | None: ...
    def seen_by(self, state: Any, seat: int) -> Any:
        """The position as ``seat`` sees it (what its page may show; what a bot decides from)."""
        ...
    def read_move(self, data: QueryDict) -> str:
        """The human's move from a POSTed form, in notation; ``BadMove`` when it is none."""
        ...
    def read_selection(self, data: QueryDict) -> str | None: ...
    def judge(self, state: Any, move: str) -> Verdict: ...
    def apply(self, state: Any, move: str) -> Any: ...
    def opening_move(self, state: Any) -> str | None:
        """A move the page makes for the human when their turn begins (Skip-Bo: drawing up to five)."""
        ...
    def bot_move(self, state: Any, level: str) -> tuple[str, Any]:
        """The computer's move for the seat to move, decided from that seat's view only, and the plan
        it came from (None when it had none), so its reason needs no second search."""
        ...
    def told(self, state: Any, move: str) -> dict[str, Any]:
        """A computer move as data for its words (public facts only: the card it played, never one drawn)."""
        ...
    def words(self, told: dict[str, Any]) -> str: ...
    def board(self, view: Any, me: int, selection: str | None) -> dict[str, Any]: ...
    def notation(self, view: Any) -> str: ...
    def scores(self, state: Any) -> list[int]: ...
    def score_query(self, options: Options, state: Any) -> str:
        """The score keeper's query for this finished game (``n=…&g=…``), "" when it cannot say."""
        ...


PLAY = Part[PlayKit]("game against the computer")
