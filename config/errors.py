"""Localized error pages: 400, 403 (incl. a missing CSRF token), 404 and 500, never Django's defaults."""

from __future__ import annotations

import re

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.template import loader
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _


def _error(request: HttpRequest, template: str, status: int, title: str, **extra: object) -> HttpResponse:
    context = {"title": title, "description": title, "noindex": True, **extra}
    return render(request, template, context, status=status)


def bad_request(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return _error(request, "400.html", 400, _("Bad request"))


def permission_denied(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return _error(request, "403.html", 403, _("Not allowed"))


def csrf_failure(request: HttpRequest, reason: str = "") -> HttpResponse:
    return _error(request, "403_csrf.html", 403, _("The form has expired"))


def page_not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return _error(request, "404.html", 404, _("Page not found"), faq_game=_faq_game(request.path))


def _faq_game(path: str) -> object | None:
    """The game whose FAQ an unknown address is under (``/ru/skip-bo/faq/…``), to link its index."""
    from games.registry import GAMES

    match = re.match(r"^/[^/]+/([^/]+)/faq(?:/|$)", path)
    return GAMES.get(match.group(1)) if match else None


def server_error(request: HttpRequest) -> HttpResponse:
    """Rendered without context processors: whatever broke must not break the error page too."""
    html = loader.get_template("500.html").render({"LANGUAGE_CODE": get_language() or "en"})
    return HttpResponse(html, status=500)
