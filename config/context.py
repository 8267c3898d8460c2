"""Site-wide template context: languages, the same page in other languages, canonical and OG values."""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest
from django.urls import translate_url
from django.utils.translation import get_language

from games.nav import main_nav

# Each language is named in its own language in the switcher.
NATIVE_NAMES = {"en": "English", "ru": "Русский", "fi": "Suomi", "sv": "Svenska"}
OG_LOCALES = {"en": "en_GB", "ru": "ru_RU", "fi": "fi_FI", "sv": "sv_SE"}


def absolute(request: HttpRequest, path: str) -> str:
    """An absolute URL for a path: SITE_URL when configured (production), else the request's host."""
    if settings.SITE_URL:
        return settings.SITE_URL + path
    return request.build_absolute_uri(path)


def same_page_in(request: HttpRequest, code: str) -> str:
    """The path of the page being shown, in another language (same slugs, other prefix)."""
    return translate_url(request.path, code)


def unprefixed(path: str) -> str:
    """``/en/skip-bo/`` → ``/skip-bo/``: the address that redirects each reader to their language.

    This is the x-default alternate, as in Django's i18n sitemap.
    """
    prefix = f"/{settings.LANGUAGE_CODE}/"
    return "/" + path[len(prefix):] if path.startswith(prefix) else path


def site(request: HttpRequest) -> dict[str, object]:
    current = get_language() or settings.LANGUAGE_CODE
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
    return {
        "site_name": settings.SITE_NAME,
        "main_nav": main_nav(request),
        "alternates": alternates,
        "canonical_url": absolute(request, request.path),
        "x_default_url": absolute(request, unprefixed(same_page_in(request, settings.LANGUAGE_CODE))),
        "og_locale": OG_LOCALES.get(current, "en_GB"),
        "og_locale_alternates": [OG_LOCALES[c] for c, _n in settings.LANGUAGES if c != current],
    }
