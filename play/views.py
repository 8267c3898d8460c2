"""The game against the computer: the start form and the page of one game (the same views for every
game; the game's kit deals, plays the computer seats and draws the board).

``/<lang>/<game>/play/``: GET shows the start form with a newcomer's defaults; POST starts a game and
answers 303 to its page (400 with the form's messages when a field is wrong).
``/<lang>/<game>/play/<id>/``: GET shows the game as the human's seat sees it (``?from=`` chooses a
card without JavaScript); POST plays one move with the step token: 303 back to the page without
JavaScript, the board partial for htmx. A stale token or a finished game is 409 and a malformed move
400, each with a message and the current board; an unknown id is 404. Pages are never cached; their
canonical link is the start page (``play.head``).
``/<lang>/<game>/play/series/<key>/``: the series the game belongs to (``play.series``): its table; POST
deals the next game (303 to it), 409 with the table when the token is old, the current game is not over
or the series is won, 400 for a malformed token; an unknown key is 404.
"""

from __future__ import annotations

from http import HTTPStatus
from typing import Any
from urllib.parse import urlencode

from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.html import escape
from django.utils.safestring import SafeString
from django.utils.translation import gettext, ngettext
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_http_methods

from games import visitors
from games.coach import words
from games.diagrams.skipbo import seat_name
from games.htmx import HtmxRequest
from games.registry import Game
from play import feedback, series, state
from play.forms import StartForm
from play.head import start_page_head
from play.parts import PLAY, BadMove, Options, PlayKit
from play.replay_links import replay_links
from throttle.decorators import rate_limited

KEY_LENGTH = 64


class SeeOther(HttpResponseRedirect):
    """303: after a POST, the page is fetched again with GET (reload and back never resubmit)."""

    status_code = HTTPStatus.SEE_OTHER


def _kit(game: Game) -> PlayKit:
    kit = game.find(PLAY)
    if kit is None:
        raise Http404("this game cannot be played against the computer")
    return kit


@never_cache
@require_http_methods(["GET", "HEAD", "POST"])
@rate_limited("play", visitor=visitors.known_visitor)
def start_page(request: HttpRequest, game: Game) -> HttpResponse:
    kit = _kit(game)
    status = HTTPStatus.OK
    if request.method == "POST":
        form = StartForm(game, kit, request.POST)
        if form.is_valid():
            match = state.start(game, form.options(), visitors.visitor_id(request))
            url = reverse("play_game", kwargs={"game": game, "key": match.key})
            return visitors.remember(request, SeeOther(url))
        status = HTTPStatus.BAD_REQUEST
    else:
        form = StartForm.newcomer(game, kit)
    # Translators: the title of the page that starts a game against the computer, e.g. "Play Skip-Bo".
    title = gettext("Play %(game)s against the computer") % {"game": game.name}
    return visitors.remember(request, render(request, "play/start.html", {
        "game": game, "form": form, "title": title,
        "description": gettext("A whole game against computer players on the puzzles' live board: every move "
                               "is judged by the rules engine, and you see each move the computer makes."),
    }, status=status))


@never_cache
@require_http_methods(["GET", "HEAD", "POST"])
@rate_limited("play", visitor=visitors.known_visitor)
def game_page(request: HtmxRequest, game: Game, key: str) -> HttpResponse:
    _kit(game)
    if len(key) > KEY_LENGTH:
        raise Http404("no such game")
    table = state.load(game, key)
    if table is None:
        raise Http404("no such game")
    page_url = reverse("play_game", kwargs={"game": game, "key": key})
    status = HTTPStatus.OK
    outcome: state.Outcome | None = None
    selection = None
    if request.method == "POST":
        outcome = state.handle(table, request.POST)
        if outcome.status == HTTPStatus.OK and not request.htmx:
            return SeeOther(page_url + "#board")
        status = outcome.status
    else:
        try:
            selection = None if table.over else table.kit.read_selection(request.GET)
        except BadMove:
            status, outcome = HTTPStatus.BAD_REQUEST, state.Outcome(HTTPStatus.BAD_REQUEST, problem="bad")
    context = _context(request, game, table, page_url, selection, outcome)
    if request.htmx:  # the board partial: no head
        return render(request, "play/game.html#board", context, status=status)
    return render(request, "play/game.html", {**context, **start_page_head(request, game)}, status=status)


def _context(request: HtmxRequest, game: Game, table: state.Table, page_url: str, selection: str | None,
             outcome: state.Outcome | None) -> dict[str, Any]:
    kit, match = table.kit, table.match
    view = table.view
    board = kit.board(view, state.HUMAN, selection, kit.draft(table.state))
    if table.over:
        board["selection"] = ""
    notation = kit.notation(view)
    shown = feedback.shown(game, kit, match, outcome, board.get("selection_messages") if selection else None)
    computer = [{"seat": told["seat"], "move": told["move"], "text": kit.words(told),
                 "reasons": state.reason_words(told)}
                for told in match.computer] if _computer_changed(request, outcome) else None
    held = match.last.get("move", "") if match.last.get("coach") and table.coaching else ""
    help_note = state.help_note(table) if outcome is None or outcome.status == HTTPStatus.OK else None
    result = _result(game, table) if table.over else None
    # The series table is on the full page and in the result; a move's board partial mid-game needs none.
    key = match.series_id
    group = series.load(game, key) if key is not None and (table.over or not request.htmx) else None
    return {
        "game": game, "title": gettext("Play %(game)s against the computer") % {"game": game.name},
        "description": gettext("A game against the computer, seen from your seat."),
        "page_url": page_url, "step": match.step, "b": board, "board_template": kit.board_template,
        "board_css": kit.board_css, "tools_template": kit.tools_template, "feedback": shown,
        "computer": computer, "one_computer": Options.from_json(match.options).players == 2,
        "over": table.over, "result": result, "record": list(match.moves),
        "record_items": record_items(match.moves),
        "turns": _turns_text(match.moves), "notation": notation,
        "checker_url": reverse("check", kwargs={"game": game}) + "?" + urlencode({"p": notation}),
        "new_url": reverse("play_start", kwargs={"game": game}), "goal": {"reached": table.over},
        "your_turn": not table.over, "coaching": table.coaching, "held": held,
        "help": feedback.coach_message(game, help_note) if help_note else None,
        "more_help": int(match.turn.get("help", 0)) < state.MAX_HELP,
        "series": series.table(game, group) if group is not None else None,
        "table_notes": kit.table_notes(table.options),
        **replay_links(game, match),
    }


def _computer_changed(request: HtmxRequest, outcome: state.Outcome | None) -> bool:
    """Whether the response must draw the computer players' moves again. A whole page always does; an
    htmx answer to an action taken within the human's turn (a move, an edit, a question to the coach)
    does not, as they are the ones the page already shows: drawing them again cost time on every move
    and started their turn's show again (``turns.js`` replays a list it has not seen). A refused or
    stale request gets them, as the page may be older than they are."""
    if not request.htmx or outcome is None or outcome.status != HTTPStatus.OK:
        return True
    return outcome.turn_ended


def record_items(moves: list[str]) -> SafeString:
    """The record's ``<li>`` items, one per move: written in one pass, as the record grows to hundreds of
    moves and the template's loop over them cost more than the board in a long game. Moves are the
    engine's notation; the text is escaped all at once (NUL, which no move holds, separates them)."""
    if not moves:
        return SafeString("")
    return SafeString("<li><code>" + escape("\0".join(moves)).replace("\0", "</code></li><li><code>")
                      + "</code></li>")


def _turns_text(moves: list[str]) -> str:
    return ngettext("%(count)s move played so far", "%(count)s moves played so far", len(moves)) % {
        "count": len(moves)}


def _result(game: Game, table: state.Table) -> dict[str, Any]:
    kit, outcome = table.kit, table.kit.ended(table.state)
    assert outcome is not None
    scores = kit.scores(table.state)
    winner = outcome.winner
    partner = (state.HUMAN + len(scores) // 2) % len(scores) if table.options.team else None
    rows = [{"name": seat_name(seat, state.HUMAN, partner), "points": points, "winner": scores[seat] > 0}
            for seat, points in enumerate(scores)]
    if winner is not None and partner is not None and winner in (state.HUMAN, partner):
        headline = gettext("Your team won: both your stockpiles are empty!")
    elif winner == state.HUMAN:
        headline = gettext("You won!")
    elif winner is None:
        headline = gettext("Nobody can move any more: the game ends without a winner.")
    else:
        headline = gettext("%(player)s won this game.") % {"player": seat_name(winner, state.HUMAN, partner)}
    query = kit.score_query(table.options, table.state)
    review = [{"number": item["number"],
               "notes": [words.say(state.note_of(note)) for note in item["notes"]],
               "url": reverse("check", kwargs={"game": game}) + "?" + urlencode({"p": item["position"],
                                                                                "m": item["move"]})}
              for item in table.match.result.get("review", ())]
    return {"headline": headline, "rows": rows, "review": review,
            "score_url": reverse("score", kwargs={"game": game}) + "?" + query if query else ""}


@never_cache
@require_http_methods(["GET", "HEAD", "POST"])
@rate_limited("play", visitor=visitors.known_visitor)
def series_page(request: HttpRequest, game: Game, key: str) -> HttpResponse:
    """A series: its table and its current game; POST deals the next game (303 to it)."""
    _kit(game)
    group = series.load(game, key) if len(key) <= KEY_LENGTH else None
    if group is None:
        raise Http404("no such series")
    status, problem = HTTPStatus.OK, ""
    if request.method == "POST":
        token = series.read_token(request.POST.get("step"))
        if token is None:
            status, problem = HTTPStatus.BAD_REQUEST, "bad"
        else:
            try:
                match = state.next_game(game, group, token, visitors.visitor_id(request))
            except series.Conflict as conflict:
                status, problem = HTTPStatus.CONFLICT, conflict.problem
                group = series.load(game, key) or group
            else:
                url = reverse("play_game", kwargs={"game": game, "key": match.key})
                return visitors.remember(request, SeeOther(url))
    return visitors.remember(request, render(request, "play/series.html", {
        "game": game, "series": series.table(game, group), "problem": _series_problem(problem),
        "title": gettext("Your %(game)s series") % {"game": game.name},
        "description": gettext("A series of games against the computer: the points of every game and the "
                               "running totals."),
        "new_url": reverse("play_start", kwargs={"game": game}), **start_page_head(request, game),
    }, status=status))


def _series_problem(problem: str) -> str:
    if problem == "bad":
        return gettext("That request could not be read, so nothing was done.")
    if problem == "stale":
        return gettext("The next game had already been dealt — in another tab or by a double click. Nothing "
                       "was done: here is the series as it is now.")
    if problem == "unfinished":
        return gettext("The current game is not over yet: finish it before the next one is dealt.")
    if problem == "won":
        return gettext("This series is over: start a new one.")
    return ""
