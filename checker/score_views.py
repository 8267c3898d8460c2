"""``/<lang>/<game>/score/``: the score keeper. A GET form adds a game; the answer is a redirect to
the series' canonical link (``?n=…&g=…``), so the address bar is always the score sheet to share."""

from __future__ import annotations

from http import HTTPStatus
from typing import Any
from urllib.parse import urlencode

from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext, pgettext
from django.views.decorators.http import require_safe

from checker import scores
from checker.core import Game
from checker.parts import SCORE
from checker.scores import read_int
from checker.share import MAX_QUERY, share_context
from config.pagecache import shared_page


def score_link(info: Game, n: int, team: bool, games: list[str]) -> str:
    """The score sheet's canonical address; a new sheet for the default table is the bare page."""
    path = reverse("score", kwargs={"game": info.slug})
    if not games and not team and n == info.seats.start:
        return path
    params: list[tuple[str, str]] = [("n", str(n))]
    if team:
        params.append(("v", "team"))
    params += [("g", g) for g in games]
    return path + "?" + urlencode(params, safe=".,_-")


@shared_page
@require_safe
def score(request: HttpRequest, game: Game) -> HttpResponse:
    info = game
    sheet = game.part(SCORE)
    query = request.GET
    if len(request.META.get("QUERY_STRING", "")) > MAX_QUERY:
        return _render(request, info, 2, False, [], None, scores.BadSeries(gettext("The link is too long for a "
                       "score sheet.")), HTTPStatus.REQUEST_URI_TOO_LONG)
    seats = info.seats
    try:
        n = read_int(query.get("n"), seats.start, seats.stop - 1) or seats.start
    except scores.BadSeries as error:
        return _render(request, info, seats.start, False, [], None, scores.BadSeries(str(error), "n"))
    team = sheet.teams and query.get("v") == "team"
    if team and n not in (4, 6):
        return _render(request, info, n, False, [], None,
                       scores.BadSeries(gettext("Partner play needs four or six players."), "v"))
    games = query.getlist("g")[: scores.MAX_GAMES + 1]
    if len(games) > scores.MAX_GAMES:
        return _render(request, info, n, team, [], None, scores.BadSeries(
            gettext("A series here holds at most %(count)s games.") % {"count": scores.MAX_GAMES}))
    try:
        series = sheet.series(games, n, team)
    except scores.BadSeries as error:
        return _render(request, info, n, team, [], None, error)
    if query.get("add"):
        try:
            entry = sheet.entry(query, n, team)
            sheet.series([*games, entry], n, team)
        except scores.BadSeries as error:
            return _render(request, info, n, team, games, series, error)
        return HttpResponseRedirect(score_link(info, n, team, [*games, entry]))
    return _render(request, info, n, team, games, series, None)


def seat_names(n: int, team: bool) -> list[str]:
    if team:
        half = n // 2
        return [gettext("Team %(team)s (players %(first)s and %(second)s)") % {
            "team": i + 1, "first": i + 1, "second": i + 1 + half} for i in range(half)]
    return [pgettext("seat name", "Player %(number)s") % {"number": i + 1} for i in range(n)]


def _render(request: HttpRequest, info: Game, n: int, team: bool, games: list[str], series: dict[str, Any] | None,
            bad: scores.BadSeries | None, status: int | None = None) -> HttpResponse:
    sheet = info.part(SCORE)
    here = score_link(info, n, team, games if bad is None else [])
    names = seat_names(n, team)
    if series and team:
        half = n // 2
        series = {**series, "rows": [scores.Row(r.number, r.cells[:half], r.winner % half, r.detail)
                                     for r in series["rows"]], "totals": series["totals"][:half],
                  "winner": None if series["winner"] is None else series["winner"] % half}
    context: dict[str, Any] = {
        "game": info, "sheet": sheet, "n": n, "team": team, "games": games, "series": series, "bad": bad,
        "names": names, "seat_choices": list(info.seats),
        "player_names": [pgettext("seat name", "Player %(number)s") % {"number": i + 1} for i in range(n)],
        "undo_url": score_link(info, n, team, games[:-1]) if games else "",
        "new_url": reverse("score", kwargs={"game": info.slug}),
        "example_url": score_link(info, 3, False, list(sheet.example)) if sheet.example else "",
        "query": request.GET,
        # Translators: the score keeper's page title.
        "title": gettext("%(game)s score keeper") % {"game": info.name},
        "description": gettext("Keep the score of a %(game)s series: add each finished game and the site "
                               "counts the points by the rules. The link is the score sheet.") % {"game": info.name},
        "noindex": bool(games) or bad is not None,
    }
    if series and series.get("winner") is not None:
        context["series_winner"] = names[series["winner"]]
    context.update(share_context(request, here))
    status = status or (HTTPStatus.BAD_REQUEST if bad else None)
    return render(request, "checker/score.html", context, status=status)
