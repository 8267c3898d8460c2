"""Site-wide template context: languages, the same page in other languages, canonical and OG values."""

from __future__ import annotations

import re

from django.conf import settings
from django.http import HttpRequest
from django.urls import reverse, translate_url
from django.utils import translation
from django.utils.functional import SimpleLazyObject
from django.utils.translation import get_language

from games.nav import main_nav
from games.registry import GAMES

# Each language is named in its own language in the switcher.
NATIVE_NAMES = {"en": "English", "ru": "Русский", "fi": "Suomi", "sv": "Svenska"}
SAFE_PATH = re.compile(r"/(?![/\\])[^\\\s\x00-\x1f\x7f]*")
OG_LOCALES = {"en": "en_GB", "ru": "ru_RU", "fi": "fi_FI", "sv": "sv_SE"}


def is_error_page(request: HttpRequest) -> bool:
    """An error page (set by ``config.errors``) or an address no URL pattern matched."""
    return getattr(request, "error_page", False) or getattr(request, "resolver_match", None) is None


def absolute(request: HttpRequest, path: str) -> str:
    """An absolute URL for a path: SITE_URL when configured (production), else the request's host.

    An error page never reads the Host: it may be the forged header that caused the error (a relative
    URL is all an error page needs, and it is marked noindex)."""
    if settings.SITE_URL:
        return settings.SITE_URL + path
    if is_error_page(request):
        return path
    return request.build_absolute_uri(path)


def home_in(code: str) -> str:
    with translation.override(code):
        return reverse("home")


def on_site(path: str, code: str) -> str:
    """``path`` if it can only mean a page of this site, else the language's home page: never a path that
    a browser reads as another host (``//host``, ``/\\host``, or either with tabs or newlines inside)."""
    if not SAFE_PATH.fullmatch(path):
        return home_in(code)
    return path


def same_page_in(request: HttpRequest, code: str) -> str:
    """The path of the page being shown, in another language (same slugs, other prefix); on an error page
    (a 404 has no page to show in another language) the language's home page."""
    if is_error_page(request):
        return home_in(code)
    return on_site(translate_url(request.path, code), code)


def unprefixed(path: str) -> str:
    """``/en/skip-bo/`` → ``/skip-bo/``: the address that redirects each reader to their language.

    This is the x-default alternate, as in Django's i18n sitemap.
    """
    prefix = f"/{settings.LANGUAGE_CODE}/"
    return "/" + path[len(prefix):] if path.startswith(prefix) else path


def site(request: HttpRequest) -> dict[str, object]:
    """The values every full page's head and nav use. The costly ones (the nav, the page in every language,
    the canonical and x-default addresses: URL resolving and reversing, about 3 ms together) are worked
    out only when a template reads them: a board's htmx partial (a move in a puzzle or a game) reads none."""
    current = get_language() or settings.LANGUAGE_CODE
    return {
        "site_name": settings.SITE_NAME,
        "site_games": list(GAMES.values()),  # every game, for pages that link each one's rules
        "main_nav": SimpleLazyObject(lambda: main_nav(request)),
        "alternates": SimpleLazyObject(lambda: _alternates(request, current)),
        "canonical_url": SimpleLazyObject(lambda: absolute(request, home_in(current) if is_error_page(request)
                                                           else on_site(request.path, current))),
        "x_default_url": SimpleLazyObject(
            lambda: absolute(request, unprefixed(same_page_in(request, settings.LANGUAGE_CODE)))),
        "og_locale": OG_LOCALES.get(current, "en_GB"),
        "og_locale_alternates": [OG_LOCALES[c] for c, _n in settings.LANGUAGES if c != current],
    }


def _alternates(request: HttpRequest, current: str) -> list[dict[str, object]]:
    """The page in each language, for the switcher and the hreflang links."""
    alternates = []
    for code, _name in settings.LANGUAGES:
        path = same_page_in(request, code)
        alternates.append({
            "code": code,
            "name": NATIVE_NAMES[code],
            "path": path,
            "url": absolute(request, path),
            "current": code == current,
        })
    return alternates
