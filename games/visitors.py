"""The anonymous visitor: a random id in a long-lived signed cookie; no accounts.

Every app that keeps something per visitor (puzzle attempts and progress, games against the computer)
reads the same cookie through this module, so a visitor is one id across the site.

>>> len(new_visitor_id()) >= 20
True
"""

from __future__ import annotations

import secrets

from django.http import HttpRequest, HttpResponse

COOKIE = "tr_visitor"
SALT = "tutorial.visitor"  # the cookie's signing salt since the puzzles introduced it: kept, so ids stay valid
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
