"""Puzzle pages (the same views serve every game; the game's adapter draws its board).

GET shows the list or a puzzle (``?from=<source>`` chooses a card and highlights its legal targets).
POST applies one action (move, undo, reset, hint) with the step token; without JavaScript it answers
with a 303 redirect back to the board (so reload and back never resubmit), for htmx with the board
partial ``tutorial/puzzle.html#board``. Pages are never cached, so the back button shows the board as it
is now (and any form on an old page is caught by its step token). A stale token is 409 and a tampered or
malformed move 400, each with a message and the current board.
"""

from __future__ import annotations

from http import HTTPStatus
from typing import Any

from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.translation import gettext, ngettext
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_http_methods, require_safe

from games import labels, learning
from games.htmx import HtmxRequest
from games.registry import GAMES, Game
from throttle.decorators import rate_limited
from tutorial import feedback, personal, progress, puzzles, state
from tutorial.core import BadAction, TutorialGame
from tutorial.parts import TUTORIAL, Tutorial
from tutorial.puzzles import Puzzle
from tutorial.records import BadRecord, Record, from_json


class SeeOther(HttpResponseRedirect):
    """303: after a POST, the board is fetched again with GET (reload and back never resubmit)."""

    status_code = HTTPStatus.SEE_OTHER


def _tutorial(game: Game) -> Tutorial:
    found = game.find(TUTORIAL)
    if found is None or not found.puzzles:
        raise Http404("no puzzles for this game")
    return found


def progress_text(row: Any) -> str:
    """A puzzle's progress in words (never colour only): solved with best moves, hints used."""
    if row is None or (not row.solved and not row.hints_used):
        return gettext("Not tried yet")
    hints = ngettext("%(count)s hint used", "%(count)s hints used", row.hints_used) % {"count": row.hints_used}
    if row.solved:
        moves = ngettext("best: %(count)s move", "best: %(count)s moves", row.best_moves or 0) % {
            "count": row.best_moves or 0}
        if not row.hints_used:
            # Translators: a puzzle's progress when no hint was shown, e.g. "Solved — best: 4 moves, no hints".
            return gettext("Solved — %(moves)s, no hints") % {"moves": moves}
        # Translators: a puzzle's progress, e.g. "Solved — best: 4 moves, 1 hint used".
        return gettext("Solved — %(moves)s, %(hints)s") % {"moves": moves, "hints": hints}
    # Translators: progress of a puzzle not solved yet, e.g. "Not solved yet — 2 hints used".
    return gettext("Not solved yet — %(hints)s") % {"hints": hints}


_FEWEST: dict[tuple[str, str], int] = {}


def starred(tutor: Any, puzzle: Puzzle, row: Any) -> bool:
    """A puzzle's star: solved in no more moves than its reference solution takes, without a hint."""
    if row is None or not row.solved or row.hints_used or row.best_moves is None:
        return False
    key = (puzzle.game, puzzle.slug)
    if key not in _FEWEST:
        _FEWEST[key] = tutor.moves_made(tutor.replay(puzzle, puzzle.solution))
    return row.best_moves <= _FEWEST[key]


@never_cache
@require_safe
def puzzle_list(request: HttpRequest, game: Game) -> HttpResponse:
    tutorial = _tutorial(game)
    visitor = progress.visitor_id(request)
    rows = progress.for_game(visitor, game.slug)
    items: list[dict[str, Any]] = [
        {"number": i, "puzzle": p, "row": rows.get(p.slug), "text": progress_text(rows.get(p.slug)),
         "star": starred(tutorial.adapter, p, rows.get(p.slug))}
        for i, p in enumerate(tutorial.puzzles, start=1)]
    own = [{"url": personal.url_of(found), "title": personal.puzzle_of(found).title,
            "when": personal.when_missed(found), "row": rows.get(personal.slug_of(found.key)),
            "text": progress_text(rows.get(personal.slug_of(found.key)))}
           for found in personal.listed(progress.known_visitor(request), game)]
    solved = sum(1 for item in items if item["row"] is not None and item["row"].solved)
    stars = sum(1 for item in items if item["star"])
    response = render(request, "tutorial/list.html", {
        "game": game, "items": items, "own": own, "title": game.puzzles_title, "description": game.puzzles_description,
        "lead": tutorial.lead,
        "map_link": learning.summary(visitor, game),  # the learner's map's next rule, when an app keeps one
        "summary": ngettext("You have solved %(solved)s of %(count)s puzzle.",
                            "You have solved %(solved)s of %(count)s puzzles.", len(items))
        % {"solved": solved, "count": len(items)},
        # Translators: after "You have solved 5 of 14 puzzles.": the stars earned, e.g. "3 stars".
        "stars": ngettext("★ %(count)s star", "★ %(count)s stars", stars) % {"count": stars} if stars else "",
    })
    return progress.remember(request, response)


@never_cache
@require_http_methods(["GET", "HEAD", "POST"])
@rate_limited("puzzle", visitor=progress.known_visitor)
def puzzle_page(request: HtmxRequest, game: Game, slug: str) -> HttpResponse:
    tutor = _tutorial(game).adapter
    puzzle = puzzles.get(game.slug, slug)
    if puzzle is None:
        raise Http404("no such puzzle")
    listed = puzzles.puzzles(puzzle.game)
    # Translators: the label of a puzzle page's heading, before its title: "Puzzle 3 of 14".
    heading = labels.join(gettext("Puzzle %(number)s of %(count)s") % {
        "number": listed.index(puzzle) + 1, "count": len(listed)}, str(puzzle.title), kind="title")
    return _board_page(request, tutor, puzzle, reverse("puzzle", kwargs={"game": game, "slug": slug}), heading,
                       {"next_puzzle": puzzles.following(puzzle)})


@never_cache
@require_http_methods(["GET", "HEAD", "POST"])
@rate_limited("puzzle", visitor=progress.known_visitor)
def own_puzzle_page(request: HtmxRequest, game: Game, key: str) -> HttpResponse:
    """A puzzle made from the visitor's own missed play (``tutorial.personal``): the same board, views and
    state as any puzzle; only its owner finds it (anyone else, and an altered key, gets a 404)."""
    tutor = _tutorial(game).adapter
    row = personal.get(progress.known_visitor(request), game, key)
    if row is None:
        raise Http404("no such puzzle")
    puzzle = personal.puzzle_of(row)
    # Translators: the heading of a puzzle made from a missed play in the reader's own game; %(title)s is
    # the title of the rule it concerns, quoted as your language quotes a title ("Each pile takes the next
    # number"). One sentence, so the title keeps its own capital inside the quotes.
    heading = labels.fill(gettext("From your game: “%(title)s”"), title=str(puzzle.title))
    return _board_page(request, tutor, puzzle, personal.url_of(row), heading, {"personal": True, "noindex": True})


def _board_page(request: HtmxRequest, tutor: TutorialGame[Any, Any, Any, Any], puzzle: Puzzle, page_url: str,
                heading: str, extra: dict[str, Any]) -> HttpResponse:
    """A puzzle's page: GET shows the board, POST applies one action (``tutorial.state``)."""
    visitor = progress.visitor_id(request)
    attempt = state.load(visitor, puzzle)
    selection = None
    status = HTTPStatus.OK
    goal = None
    record: Record | None = None
    if request.method == "POST":
        outcome = state.handle(tutor, puzzle, attempt, request.POST)
        if outcome.status == HTTPStatus.OK and not request.htmx:
            return progress.remember(request, SeeOther(page_url + "#puzzle"))
        replay, record, status, goal = outcome.replay, outcome.record, outcome.status, outcome.goal
    else:
        replay = state.current(tutor, puzzle, attempt)
        try:
            selection = tutor.read_selection(request.GET)
        except BadAction:
            record, status = BadRecord("from"), HTTPStatus.BAD_REQUEST
        if record is None and not request.htmx:
            record = from_json(attempt.last)  # a whole page shows the last answer again (reload, no-JS redirect)
    goal = goal or tutor.goal(puzzle, replay)
    context = _context(request, tutor, puzzle, attempt, replay, selection, record, page_url, goal, heading)
    template = "tutorial/puzzle.html#board" if request.htmx else "tutorial/puzzle.html"
    return progress.remember(request, render(request, template, {**context, **extra}, status=status))


def _hints(tutor: TutorialGame[Any, Any, Any, Any], puzzle: Puzzle, replay: Any, count: int,
           solved: bool = False) -> list[str]:
    """The hints asked for, in order; the last one (a concrete move) is worked out from the board as it is
    now, so once the puzzle is solved it is left out (it would say that no move helps any more)."""
    shown = [str(h) for h in puzzle.hints[:count]]
    if count > len(puzzle.hints) and not solved:
        move = tutor.hint_move(puzzle, replay)
        if move:
            # Translators: the last hint: one concrete move, e.g. "Try this move: from your hand: 5 → building
            # pile 1".
            shown.append(gettext("Try this move: %(move)s") % {"move": move})
        else:
            shown.append(gettext("No single move helps from here: take a move back or start again."))
    return shown


def _solved_text(moves: int, hints: int) -> str:
    """How the puzzle was solved, under "Solved!": moves made and hints used."""
    made = ngettext("%(count)s move", "%(count)s moves", moves) % {"count": moves}
    if not hints:
        # Translators: under "Solved!" when no hint was shown, e.g. "You needed 3 moves and no hints."
        return gettext("You needed %(moves)s and no hints.") % {"moves": made}
    used = ngettext("%(count)s hint", "%(count)s hints", hints) % {"count": hints}
    # Translators: under "Solved!", e.g. "You needed 3 moves and 1 hint."
    return gettext("You needed %(moves)s and %(hints)s.") % {"moves": made, "hints": used}


def _context(request: HtmxRequest, tutor: TutorialGame[Any, Any, Any, Any], puzzle: Puzzle, attempt: Any,
             replay: Any, selection: str | None, record: Record | None, page_url: str, goal: Any,
             heading: str) -> dict[str, Any]:
    board = tutor.board(puzzle, replay, selection)
    hints = _hints(tutor, puzzle, replay, attempt.hints, solved=goal.reached)
    choosing = board["selection_messages"] if selection and request.method != "POST" else None
    shown = feedback.shown(tutor, record, choosing=choosing,
                           new_hint=hints[-1] if hints else None)
    return {
        "game": GAMES[puzzle.game], "puzzle": puzzle, "heading": heading,
        "title": heading, "description": puzzle.instructions, "list_title": GAMES[puzzle.game].puzzles_title,
        "page_url": page_url, "step": attempt.step, "b": board, "board_template": tutor.board_template,
        "typed_template": tutor.typed_template, "tools_template": tutor.tools_template,
        "board_css": tutor.board_css,
        "goal": goal, "feedback": shown, "just_solved": record is not None and record.solved,
        "hints": hints, "last": record,
        "solved_text": _solved_text(tutor.moves_made(replay), attempt.hints) if goal.reached else "",
        "played": tutor.played(replay) if goal.reached else [],
        "more_hints": attempt.hints < state.max_hints(puzzle), "can_undo": bool(attempt.actions),
    }
