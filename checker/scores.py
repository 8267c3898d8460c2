"""The score keeper: a series of finished games kept in the URL (``?n=3&g=…&g=…``), scored by the
engine — no account, no database; the link is the score sheet.

Skip-Bo: a game is the stockpile cards left per seat (``g=0.12.7``; the winner's is 0). The winner
scores 25 + 5 per card left in the opponents' stockpiles (``skipbo.score``); first to 500 wins.
Rummikub: a game is what was left on each rack (``g=-_5.8_J.2``: tiles or bare numbers, ``-`` for an
empty rack); ``rummikub.result`` scores both endings, a joker left on a rack counting 30; the series
table ranks by games won, then points.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from django.http import QueryDict
from django.utils.translation import gettext, ngettext, pgettext

from config.parsing import grammar, read_count
from engine import rummikub, skipbo
from engine.rummikub.tiles import COLOURS
from engine.skipbo.setup import stock_size
from engine.verdict import NotationError

MAX_GAMES = 60
SKIPBO_GAME = grammar(r"\d{1,2}(?:\.\d{1,2}){1,5}")
RACK_TILE = grammar(r"[KBRO]?(?:1[0-3]|[1-9])|J")


class BadSeries(ValueError):
    """A game in the URL or the form that cannot be scored; ``field`` names the form field to mark."""

    def __init__(self, message: str, field: str = "") -> None:
        super().__init__(message)
        self.field = field


def read_int(text: str | None, low: int, high: int) -> int | None:
    """A number of a score form (ASCII digits, ``config.parsing``), None when left empty; BadSeries when
    it is not a number from ``low`` to ``high``."""
    if text is None or text == "":
        return None
    value = read_count(text, digits=3)
    if value is None or not low <= value <= high:
        raise BadSeries(gettext("Numbers here go from %(low)s to %(high)s.") % {"low": low, "high": high})
    return value


@dataclass(frozen=True)
class Row:
    number: int
    cells: tuple[int, ...]
    winner: int
    detail: str = ""


# -- Skip-Bo -----------------------------------------------------------------------------------------

def skipbo_position(left: list[int], team: bool) -> skipbo.Position:
    shared = "v:team" if team else "-"
    seats = [f"s:+{k}" if k else "s:-" for k in left]
    return skipbo.parse(" / ".join([shared, *seats]))


def skipbo_game(text: str, n: int, team: bool) -> list[int]:
    """Points per seat of one game written ``0.12.7``."""
    if not SKIPBO_GAME.fullmatch(text):
        raise BadSeries(gettext("A game must list the cards left in each stockpile, such as 0.12.7."))
    left = [int(k) for k in text.split(".")]
    if len(left) != n:
        raise BadSeries(gettext("A game must list one stockpile for each of the %(count)s players.") % {"count": n})
    check_left(left)
    try:
        pos = skipbo_position(left, team)
    except NotationError as error:
        raise BadSeries(gettext("Only one player (or team) can win a game."), "win") from error
    if pos.winner is None:
        raise BadSeries(gettext("Nobody has won this game: the winner’s stockpile must be empty."), "win")
    return skipbo.score(pos)


def check_left(left: list[int]) -> None:
    """Refuse a count no deal could leave: every leaflet deals 30 stockpile cards to each of two to four
    players and 20 to each of five or six (the short game deals fewer), and a stockpile only shrinks."""
    n = len(left)
    most = stock_size(n)
    for seat, k in enumerate(left):
        if k > most:
            player = pgettext("seat name", "Player %(number)s") % {"number": seat + 1}
            # Translators: %(player)s is "Player 2"; %(players)s is always 2-6; %(count)s is 30 or 20.
            raise BadSeries(ngettext(
                "Cards left in %(player)s’s stockpile: with %(players)s players each stockpile is dealt "
                "%(count)s card, so no more can be left.",
                "Cards left in %(player)s’s stockpile: with %(players)s players each stockpile is dealt "
                "%(count)s cards, so no more can be left.", most) % {"player": player, "players": n, "count": most},
                "left")


def skipbo_series(games: list[str], n: int, team: bool) -> dict[str, Any]:
    rows: list[Row] = []
    totals = [0] * n
    winner = None
    for number, text in enumerate(games, 1):
        if winner is not None:
            raise BadSeries(gettext("The series was already won; start a new one."))
        points = skipbo_game(text, n, team)
        totals = [a + b for a, b in zip(totals, points, strict=True)]
        rows.append(Row(number, tuple(points), max(range(n), key=lambda i: points[i])))
        winner = skipbo.series_winner(totals)
    return {"rows": rows, "totals": totals, "winner": winner}


def skipbo_entry(n: int, team: bool, win: int, left: list[int | None]) -> str:
    """The game the add form describes, as the URL writes it: the winner's (and partner's) pile empty."""
    if not 0 <= win < n:
        raise BadSeries(gettext("Choose who won the game."), "win")
    partner = (win + n // 2) % n if team else None
    counts = [0 if i in (win, partner) else (left[i] or 0) for i in range(n)]
    check_left(counts)
    return ".".join(str(c) for c in counts)


def skipbo_form_entry(query: QueryDict, n: int, team: bool) -> str:
    """The add form's Skip-Bo game: who won, and the cards left in each stockpile."""
    try:  # any count a field can hold; check_left then refuses, by name, those no deal could leave
        left = [read_int(query.get(f"l{i}"), 0, 999) for i in range(n)]
    except BadSeries as error:
        raise BadSeries(str(error), "left") from error
    win = read_int(query.get("win"), 0, n - 1)
    return skipbo_entry(n, team, -1 if win is None else win, left)


# -- Rummikub ----------------------------------------------------------------------------------------

def _rack_tiles(text: str, used: dict[int, int]) -> str:
    """Typed rack tiles (``5 8``, ``J 2``, ``R5``) as notation; bare numbers get a colour that is free."""
    tokens = text.replace(".", " ").replace(",", " ").upper().split()
    if not tokens or tokens == ["-"]:
        return "-"
    out = []
    for token in tokens:
        if not RACK_TILE.fullmatch(token):
            raise BadSeries(gettext("“%(tile)s” is not a tile: write numbers 1 to 13, J for a joker, or a "
                                    "colour letter and a number such as R5.") % {"tile": token[:12]}, "rack")
        if token[0].isdigit():
            number = int(token)
            k = used.get(number, 0)
            used[number] = k + 1
            token = f"{COLOURS[(k // 2) % 4]}{number}"
        out.append(token)
    return ".".join(out)


def rummikub_game(text: str, n: int) -> rummikub.GameResult:
    racks = text.split("_")
    if len(racks) != n:
        raise BadSeries(gettext("A game must list one rack for each of the %(count)s players.") % {"count": n})
    used: dict[int, int] = {}
    sections = ["-", *(f"r:{_rack_tiles(r, used)}" for r in racks)]
    try:
        pos = rummikub.parse(" / ".join(sections))
    except NotationError as error:
        if error.field == "seats":
            raise BadSeries(gettext("Only one player can have emptied their rack."), "rack") from error
        raise BadSeries(gettext("These racks hold tiles the game does not have (two of each tile, two "
                                "jokers)."), "rack") from error
    return rummikub.result(pos)


def rummikub_series(games: list[str], n: int) -> dict[str, Any]:
    results = [rummikub_game(text, n) for text in games]
    rows = [Row(number, r.points, r.winner, gettext("empty rack") if r.ending is rummikub.Ending.OUT
                else gettext("pool empty, lowest rack"))
            for number, r in enumerate(results, 1)]
    table = rummikub.series_table(results) if results else []
    return {"rows": rows, "standings": table,
            "totals": [sum(r.points[i] for r in results) for i in range(n)],
            "values": [r.rack_values for r in results]}


def rummikub_entry(racks: list[str], n: int) -> str:
    parts = []
    for i in range(n):
        text = (racks[i] or "").strip()
        parts.append(".".join(text.replace(",", " ").replace(".", " ").split()) or "-")
    return "_".join(parts)


def rummikub_form_entry(query: QueryDict, n: int, team: bool) -> str:
    """The add form's Rummikub game: the tiles left on each rack (there is no partner play)."""
    return rummikub_entry([query.get(f"r{i}", "")[:80] for i in range(n)], n)


def rummikub_team_series(games: list[str], n: int, team: bool) -> dict[str, Any]:
    """``rummikub_series`` in the score sheet's shape (Rummikub has no partner play)."""
    return rummikub_series(games, n)
