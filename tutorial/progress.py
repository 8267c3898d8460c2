"""The anonymous visitor and their progress: a random id in a long-lived signed cookie, rows in the DB.

>>> len(new_visitor_id()) >= 20
True
"""

from __future__ import annotations

import secrets

from django.db import transaction
from django.http import HttpRequest, HttpResponse

from tutorial.models import Attempt, Progress

COOKIE = "tr_visitor"
SALT = "tutorial.visitor"
MAX_AGE = 400 * 24 * 3600  # the longest lifetime browsers honour


def new_visitor_id() -> str:
    return secrets.token_urlsafe(18)


def visitor_id(request: HttpRequest) -> str:
    """The visitor's id from the signed cookie, or a new one (remembered with ``remember``)."""
    cached = getattr(request, "_tutorial_visitor", None)
    if cached:
        return cached
    value = request.get_signed_cookie(COOKIE, default=None, salt=SALT)
    if not value or len(value) > 40:
        value = new_visitor_id()
        request._tutorial_visitor_new = True  # type: ignore[attr-defined]  # this request only, as request.user
    request._tutorial_visitor = value  # type: ignore[attr-defined]  # (the stubs know no such attribute)
    return value


def known_visitor(request: HttpRequest) -> str:
    """The visitor's id when their cookie came with the request, else "" (a new visitor: rate limits count
    those per address, so dropping the cookie is no way round the per-visitor limit)."""
    value = visitor_id(request)
    return "" if getattr(request, "_tutorial_visitor_new", False) else value


def remember(request: HttpRequest, response: HttpResponse) -> HttpResponse:
    """Set the cookie when the visitor is new (and refresh its lifetime once in a while)."""
    if getattr(request, "_tutorial_visitor_new", False):
        response.set_signed_cookie(COOKIE, visitor_id(request), salt=SALT,
                                   max_age=MAX_AGE, httponly=True, samesite="Lax",
                                   secure=request.is_secure())
    return response


def for_game(visitor: str, game: str) -> dict[str, Progress]:
    """The visitor's progress rows of one game, by puzzle slug."""
    return {p.slug: p for p in Progress.objects.filter(visitor=visitor, game=game)}


def record_hint(attempt: Attempt) -> None:
    """A hint was shown: an unsolved puzzle's count is the most hints any attempt used."""
    with transaction.atomic():
        row, _created = Progress.objects.get_or_create(visitor=attempt.visitor, game=attempt.game,
                                                       slug=attempt.slug)
        if not row.solved and attempt.hints > row.hints_used:
            row.hints_used = attempt.hints
            row.save(update_fields=["hints_used", "updated"])


def record_solve(attempt: Attempt, moves: int) -> Progress:
    """The attempt reached its goal with ``moves`` moves: keep the best figures."""
    with transaction.atomic():
        row, _created = Progress.objects.get_or_create(visitor=attempt.visitor, game=attempt.game,
                                                       slug=attempt.slug)
        if not row.solved:
            row.solved, row.best_moves, row.hints_used = True, moves, attempt.hints
        else:
            row.best_moves = min(row.best_moves or moves, moves)
            row.hints_used = min(row.hints_used, attempt.hints)
        row.save()
        return row
