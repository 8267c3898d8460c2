"""What a game registers to be played against the computer: its ``PlayKit``, read as
``game.part(PLAY)``. The games the site ships register theirs in ``PlayConfig.ready()``
(``play.kits.register``); the views, the stored game and the turn loop are the same for every game.

A kit's ``State`` is whatever the game needs to go on (the engine's position, plus anything notation
does not hold, e.g. Rummikub's passes in a row and the working table of the human's turn); it is frozen
to JSON for the row and thawed back, so a page never replays the game. Everything a page shows goes
through ``seen_by`` (one seat's view).
"""

from __future__ import annotations

from collections.abc import Sequence
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
    decides who starts (Skip-Bo), the computer's level, whether the coach speaks, and team play (Skip-Bo
    with 4 or 6: seat i partners seat i + n/2, so partners sit opposite and the human's partner is a
    computer player). Every game of a series is played with the same options, but for ``dealer``: the
    seat that deals a series' later game when the leaflet passes the deal on (``PlayKit.next_options``;
    None: the deal decides, as for a first game). A game's own options are stored on its row, so the
    replay deals it again exactly."""

    players: int
    level: str
    coach: bool
    short: bool = False
    leaflet: str = ""
    team: bool = False
    dealer: int | None = None

    def to_json(self) -> dict[str, Any]:
        data = {"players": self.players, "level": self.level, "coach": self.coach, "short": self.short,
                "leaflet": self.leaflet, "team": self.team}
        return data if self.dealer is None else {**data, "dealer": self.dealer}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Options:
        dealer = data.get("dealer")
        return cls(int(data["players"]), str(data["level"]), bool(data["coach"]), bool(data.get("short")),
                   str(data.get("leaflet", "")), bool(data.get("team")), None if dealer is None else int(dealer))

    def sides(self) -> list[tuple[int, ...]]:
        """Who plays together, the human's side first: each team's two seats in team play, else each seat.

        >>> Options(4, "steady", True, team=True).sides(), Options(3, "steady", True).sides()
        ([(0, 2), (1, 3)], [(0,), (1,), (2,)])
        """
        if not self.team:
            return [(seat,) for seat in range(self.players)]
        half = self.players // 2
        return [(seat, seat + half) for seat in range(half)]


@dataclass(frozen=True)
class Played:
    """One finished game of a series, as the series keeps it: the points each seat scored (the kit's
    ``scores``) and the winning seat (None when nobody won, e.g. a blocked Skip-Bo game)."""

    scores: tuple[int, ...]
    winner: int | None


@dataclass(frozen=True)
class TableNote:
    """A sentence about the table's rules, with the rule it states (its id and link; "" when none)."""

    text: str
    rule: str = ""
    link: str = ""
    link_text: str = ""


@dataclass(frozen=True)
class Edited:
    """What an edit of the human's turn in progress did (``PlayKit.edit``): the state after it, or None when
    the engine refused it (``refused``: its verdict, shown with the rule); ``said``: what it did, as data
    for ``PlayKit.edit_words``."""

    state: Any | None
    said: dict[str, Any]
    refused: Verdict | None = None


class PlayKit(Protocol):
    """One game's side of the game against the computer.

    ``offers_short`` / ``offers_leaflet`` / ``offers_team``: the start form's optional fields (team play
    is offered with 4 or 6 players). ``board_template`` is the shared board (``games/boards/<key>.html``),
    ``tools_template`` the game's turn tools. ``series_goal`` says in one sentence how a series is won
    (shown under the series table); ``series_winner`` decides it from the games played so far.
    """

    board_template: ClassVar[str]
    board_css: ClassVar[str]
    tools_template: ClassVar[str]
    offers_short: ClassVar[bool]
    offers_leaflet: ClassVar[bool]
    offers_team: ClassVar[bool]
    series_goal: ClassVar[Text]
    unreadable: ClassVar[Text]
    prompt: ClassVar[Text]  # what the dock says at the start of the human's turn: how a move is made

    def deal(self, options: Options, seed: int) -> Any: ...
    def next_options(self, options: Options, seed: int) -> Options:
        """The options of a series' next game after the game dealt with ``options`` and ``seed``: the same,
        but where the leaflet passes the deal on (Skip-Bo's Finnish leaflet: to the left), its dealer."""
        ...
    def freeze(self, state: Any) -> dict[str, Any]: ...
    def thaw(self, data: dict[str, Any]) -> Any: ...
    def position(self, state: Any) -> Any:
        """The engine's position in ``state`` (what the coach reads; the state may hold more)."""
        ...
    def active(self, state: Any) -> int: ...
    def ended(self, state: Any) -> Outcome | None: ...
    def seen_by(self, state: Any, seat: int) -> Any:
        """The position as ``seat`` sees it (what its page may show; what a bot decides from)."""
        ...
    def read_move(self, data: QueryDict) -> str:
        """The human's move from a POSTed form, in notation; ``BadMove`` when it is none."""
        ...
    def read_selection(self, data: QueryDict) -> str | None: ...
    def draft(self, state: Any) -> Any:
        """The human's turn in progress when it is built before it is played (Rummikub's working table),
        drawn by ``board``; None for a game whose every move is played at once."""
        ...
    def edit(self, state: Any, action: str) -> Edited | None:
        """An action that only rearranges the turn in progress (a tile moved on Rummikub's working table:
        nothing is judged or recorded until the turn ends); None for an action that is a move of the game."""
        ...
    def edit_words(self, said: dict[str, Any]) -> list[str]: ...
    def resolve(self, state: Any, action: str) -> str:
        """The game move an action stands for (Rummikub's "end": the working table as a whole turn)."""
        ...
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
    def words(self, told: dict[str, Any], shared: bool = False) -> str:
        """A computer move in words, told to the human (``shared``: to the reader of a shared position, for
        whom the human's seat is "the player who shared this", never "you")."""
        ...
    def board(self, view: Any, me: int, selection: str | None, draft: Any = None,
              shared: bool = False) -> dict[str, Any]:
        """The board's context for seat ``me`` (``shared``: for the reader of a shared position, to whom
        that seat is "the player who shared this", never "you"; the template's ``seat_name`` says it too)."""
        ...
    def notation(self, view: Any) -> str: ...
    def scores(self, state: Any) -> list[int]: ...
    def score_query(self, options: Options, state: Any) -> str:
        """The score keeper's query for this finished game (``n=…&g=…``, ``v=team`` for team play), ""
        when it cannot say (a game nobody won). A series' link joins its games' ``g=`` in order
        (``play.series``), so a kit writes one game and the score keeper reads the whole series."""
        ...
    def table_notes(self, options: Options) -> list[TableNote]:
        """What the game page says above the board about how this table plays (Skip-Bo team play: whose
        piles you may use, what partners may say under the reader's leaflet); [] when nothing."""
        ...
    def series_winner(self, options: Options, played: Sequence[Played]) -> int | None:
        """The seat that has won the series after ``played`` (in team play: a seat of the winning team),
        None while it goes on."""
        ...


PLAY = Part[PlayKit]("game against the computer")
