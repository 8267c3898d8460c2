"""Localized error pages: 400, 403 (incl. a missing CSRF token), 404, 413, 415, 429, 500 and 503, never
Django's defaults."""

from __future__ import annotations

import logging
import re

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.template import loader
from django.utils import translation
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _

from games.texts.base import Text

log = logging.getLogger(__name__)


RETRY_DATABASE = 30  # seconds a visitor is asked to wait when the database is out of reach


def _error(request: HttpRequest, template: str, status: int, title: Text, **extra: object) -> HttpResponse:
    """The error page in the language of the address (an error raised before the language was chosen,
    such as a forged Host, still gets the reader's language)."""
    request.error_page = True  # type: ignore[attr-defined]  # config.context: links never from the Host
    context = {"title": title, "description": title, "noindex": True, **extra}
    with translation.override(translation.get_language_from_path(request.path_info) or get_language()):
        return render(request, template, context, status=status)


def bad_request(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return _error(request, "error.html", 400, _("Bad request"),
                  explanation=_("The request could not be understood. Please go back and try again."))


def permission_denied(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return _error(request, "error.html", 403, _("Not allowed"), explanation=_("You are not allowed to do that here."))


def csrf_failure(request: HttpRequest, reason: str = "") -> HttpResponse:
    return _error(request, "error.html", 403, _("The form has expired"), explanation=_(
        "Your browser sent the form without its security token, or the token is out of date. Nothing was "
        "changed. Reload the page and try again; if it keeps happening, allow cookies for this site."))


def page_not_found(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    return _error(request, "404.html", 404, _("Page not found"), faq_game=_faq_game(request.path))


def _faq_game(path: str) -> object | None:
    """The game whose FAQ an unknown address is under (``/ru/skip-bo/faq/…``), to link its index."""
    from games.registry import GAMES

    match = re.match(r"^/[^/]+/([^/]+)/faq(?:/|$)", path)
    return GAMES.get(match.group(1)) if match else None


def payload_too_large(request: HttpRequest) -> HttpResponse:
    return _error(request, "error.html", 413, _("Too much data"), explanation=_(
        "That request was far larger than any form on this site sends, so it was not read. Please go back "
        "and try again."))


def unsupported_media_type(request: HttpRequest) -> HttpResponse:
    return _error(request, "error.html", 415, _("File uploads are not accepted"), explanation=_(
        "No form on this site sends a file, so the request was not read. Please go back and use the form on "
        "the page."))


def too_many_requests(request: HttpRequest, retry_after: int) -> HttpResponse:
    """The visitor went past a rate limit (``throttle``): wait ``retry_after`` seconds."""
    response = _error(request, "429.html", 429, _("Slow down a little"), seconds=retry_after)
    response["Retry-After"] = str(retry_after)
    return response


def service_unavailable(request: HttpRequest, exception: Exception | None = None) -> HttpResponse:
    """The database is out of reach: the page says try again soon and links what still works."""
    log.warning("database unavailable for %s: %s", request.path, exception)
    response = _error(request, "503.html", 503, _("Back in a moment"))
    response["Retry-After"] = str(RETRY_DATABASE)
    return response


class NoClientErrorTraceback(logging.Filter):
    """Logs an ordinary client error (4xx, Django's security warnings) in one line, without the traceback:
    a forged Host header or an oversized body is the visitor's mistake, not a bug to debug."""

    def filter(self, record: logging.LogRecord) -> bool:
        status = getattr(record, "status_code", None)
        if record.name.startswith("django.security") or (status is not None and status < 500):
            record.exc_info, record.exc_text = None, None
        return True


def server_error(request: HttpRequest) -> HttpResponse:
    """Rendered without context processors: whatever broke must not break the error page too."""
    html = loader.get_template("500.html").render({"LANGUAGE_CODE": get_language() or "en"})
    return HttpResponse(html, status=500)
