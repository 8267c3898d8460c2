"""A series of games against the computer: every game is dealt into one (a series of one until "next
game"), each finished game's points are kept on the series, and the next game is dealt with the same
options until the game's kit says the series is won (Skip-Bo: the first to 500 points).

Nothing here knows a game: the points are the kit's ``scores``, the end is its ``series_winner``, and
the score keeper's link joins the ``g=`` of each game's ``score_query`` in order (the score keeper reads
a series as ``?n=…&v=team&g=…&g=…``). Team play keeps one column per team (partners score the same).

``/<lang>/<game>/play/series/<key>/``: GET shows the series table and a link to its current game; POST
("next game", with the series' ``step`` token) deals the next game and answers 303 to its page. A stale
token, an unfinished current game or a won series is 409 with the table; a malformed token 400.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qsl, urlencode

from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext, pgettext

from config.parsing import read_count
from games.diagrams.skipbo import seat_name
from games.registry import Game
from play.models import Match, Series
from play.parts import PLAY, Options, Played, PlayKit

HUMAN = 0


class Conflict(Exception):
    """The next game cannot be dealt now: ``problem`` says why ("stale", "unfinished", "won")."""

    def __init__(self, problem: str) -> None:
        super().__init__(problem)
        self.problem = problem


def begin(game: Game, options: Options, visitor: str) -> Series:
    """A new series (not yet saved: ``state.start`` saves it with its first game)."""
    return Series(visitor=visitor, game=game.slug, options=options.to_json())


def load(game: Game, key: str) -> Series | None:
    """The series with this key, or None (an unknown or altered key)."""
    return Series.objects.filter(key=key, game=game.slug).first()


def record(match: Match, kit: PlayKit, state: Any) -> None:
    """Keep a finished game's points on its series (once: a game already kept is left alone) and decide
    whether the series is won. Runs in the transaction that stores the game's last move."""
    if match.series_id is None:
        return
    series = Series.objects.select_for_update().get(pk=match.series_id)
    if any(item["match"] == match.key for item in series.played):
        return
    options = Options.from_json(series.options)
    entry = {"number": match.number, "match": match.key, "scores": list(match.result["scores"]),
             "winner": match.result["winner"], "score": kit.score_query(options, state)}
    played = [*series.played, entry]
    winner = kit.series_winner(options, [Played(tuple(item["scores"]), item["winner"]) for item in played])
    Series.objects.filter(pk=series.pk).update(played=played, winner=winner, updated=timezone.now())


def read_token(text: str | None) -> int | None:
    return read_count(text or "", digits=9)


@dataclass(frozen=True)
class Side:
    """A column of the series table: one seat, or a team of two."""

    seats: tuple[int, ...]
    name: str
    you: bool


def sides(options: Options) -> list[Side]:
    """The table's columns, the human's first: "You" and each player, or "You and Player 3" and the
    other teams in team play."""
    out = []
    for seats in options.sides():
        if len(seats) == 1:
            name = seat_name(seats[0], HUMAN, None)
        elif HUMAN in seats:
            # Translators: the human's team in the series table; %(number)s is the partner's seat, 3 to 6.
            name = gettext("You and player %(number)s") % {"number": seats[1] + 1}
        else:
            # Translators: another team in the series table: seats 2 and 4 ("Players 2 and 4").
            name = gettext("Players %(first)s and %(second)s") % {"first": seats[0] + 1, "second": seats[1] + 1}
        out.append(Side(seats, name, HUMAN in seats))
    return out


def table(game: Game, series: Series) -> dict[str, Any]:
    """The series table's context: one row per finished game (points per side, who won it, a link to
    the game), the running totals, how the series is won, and its winner once it is won."""
    kit = game.part(PLAY)
    options = Options.from_json(series.options)
    columns = sides(options)
    side_of = {seat: k for k, side in enumerate(columns) for seat in side.seats}
    kept = set(Match.objects.filter(series=series).values_list("key", flat=True))
    rows, totals = [], [0] * len(columns)
    for item in series.played:
        cells = [item["scores"][side.seats[0]] for side in columns]
        totals = [a + b for a, b in zip(totals, cells, strict=True)]
        winner = item["winner"]
        rows.append({"number": item["number"], "cells": cells, "winner": None if winner is None else side_of[winner],
                     "url": reverse("play_game", kwargs={"game": game, "key": item["match"]})
                     if item["match"] in kept else ""})
    winner = None if series.winner is None else columns[side_of[series.winner]]
    if winner is None:
        headline = ""
    elif winner.you:
        headline = gettext("Your team won the series!") if options.team else gettext("You won the series!")
    else:
        # Translators: %(side)s is "Player 2" or, in team play, "Player 2 and Player 4".
        headline = gettext("Winner of the series: %(side)s.") % {"side": winner.name}
    return {
        "url": reverse("play_series", kwargs={"game": game, "key": series.key}),
        "columns": columns, "rows": rows, "totals": totals, "goal": str(kit.series_goal),
        "winner": None if winner is None else columns.index(winner), "headline": headline,
        "step": series.step, "can_next": series.winner is None and len(series.played) >= series.step,
        "current": reverse("play_game", kwargs={"game": game, "key": series.current}) if series.current else "",
        "score_url": score_url(game, series),
        # Translators: the caption of the series table (points game by game, and the totals).
        "caption": pgettext("series table", "The series so far"),
    }


def score_url(game: Game, series: Series) -> str:
    """The series in the score keeper: the first game's ``n`` (and ``v``), then every game's ``g`` in
    order ("" before any game could be written; a game nobody won scores nothing and is left out)."""
    queries = [parse_qsl(item["score"]) for item in series.played if item.get("score")]
    if not queries:
        return ""
    head = [(name, value) for name, value in queries[0] if name != "g"]
    games = [("g", value) for query in queries for name, value in query if name == "g"]
    return reverse("score", kwargs={"game": game}) + "?" + urlencode(head + games, safe=".,_-")

