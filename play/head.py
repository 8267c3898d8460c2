"""The head of a page that belongs to one game against the computer (the game, its replay, its series).

Such a page's address holds the game's (or series') key, and the key alone opens it: it is unguessable and
never linked from a public page. So the page needs no ``noindex`` to stay out of search results (a
``noindex`` page scores 66 in Lighthouse's SEO audit): its canonical link, og:url and hreflang alternates
name the game's start page, the public page a search engine may show, never the keyed address. The page
stays private all the same: never cached (``never_cache``: ``private, no-store``), and the site's
``Referrer-Policy: same-origin`` keeps its address out of any request to another host."""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest
from django.urls import reverse
from django.utils import translation

from config.context import absolute, unprefixed
from games.registry import Game


def start_page_head(request: HttpRequest, game: Game) -> dict[str, object]:
    """``canonical_url``, ``hreflang`` (the alternates in the head; the language switcher keeps the page's
    own ``alternates``) and ``x_default_url``, all of the game's start page."""
    paths = {}
    for code, _name in settings.LANGUAGES:
        with translation.override(code):
            paths[code] = reverse("play_start", kwargs={"game": game})
    return {
        "canonical_url": absolute(request, paths[translation.get_language() or settings.LANGUAGE_CODE]),
        "hreflang": [{"code": code, "url": absolute(request, path)} for code, path in paths.items()],
        "x_default_url": absolute(request, unprefixed(paths[settings.LANGUAGE_CODE])),
    }
