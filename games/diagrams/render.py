"""Notation in, finished diagram HTML out: what the ``{% load diagrams %}`` tags call.

Each function parses once and renders once per (arguments, language): the HTML is cached with
``functools.lru_cache`` (a rules page draws about ten diagrams under a 5 ms budget). The cache is
skipped while ``DEBUG`` is on, so edited templates show at once. Bad notation raises
:class:`django.template.TemplateSyntaxError` carrying the engine's ``NotationError`` message: a broken
diagram is a developer's bug, and rendering every page in the tests catches it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from django.conf import settings
from django.template import TemplateSyntaxError
from django.template.loader import render_to_string
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language

from engine import rummikub, skipbo
from games.diagrams import rummikub as rk_view
from games.diagrams import skipbo as sb_view

TEMPLATES = "games/diagrams/"


def _fail(kind: str, text: object, error: Exception) -> TemplateSyntaxError:
    return TemplateSyntaxError(f"{kind} {text!r}: {error}")


def _skipbo_diagram(notation: str, caption: str | None, move: str | None, language: str) -> SafeString:
    try:
        pos = skipbo.parse(notation)
        parsed_move = skipbo.parse_move(move) if move else None
    except (skipbo.NotationError, TypeError) as error:
        raise _fail("Skip-Bo diagram", notation if not move else f"{notation} | {move}", error) from error
    view = sb_view.build(pos, parsed_move)
    return mark_safe(render_to_string(TEMPLATES + "skipbo.html", {"view": view, "caption": caption}))


def _skipbo_cards(text: str, language: str) -> SafeString:
    try:
        cards = sb_view.inline_cards(text)
    except (ValueError, AttributeError) as error:
        raise _fail("Skip-Bo cards", text, error) from error
    words = ", ".join(c.name for c in cards)
    return mark_safe(render_to_string(TEMPLATES + "skipbo_cards.html", {"cards": cards, "words": words}))


def _rummikub_diagram(notation: str, caption: str | None, language: str) -> SafeString:
    try:
        pos = rummikub.parse(notation)
    except (rummikub.NotationError, TypeError) as error:
        raise _fail("Rummikub diagram", notation, error) from error
    view = rk_view.build(pos)
    return mark_safe(render_to_string(TEMPLATES + "rummikub.html", {"view": view, "caption": caption}))


def _rummikub_tiles(text: str, language: str) -> SafeString:
    try:
        table = rummikub.parse_move(f"t:{text}").table if text and "," not in text else None
    except (rummikub.NotationError, TypeError) as error:
        raise _fail("Rummikub tiles", text, error) from error
    if not table or len(table) != 1:
        raise TemplateSyntaxError(f"Rummikub tiles {text!r}: write one set, tiles separated by '.'")
    tiles = rk_view.set_tiles(table[0])
    words = rk_view.tiles_words(tiles)
    return mark_safe(render_to_string(TEMPLATES + "rummikub_tiles.html", {"tiles": tiles, "words": words}))


def _rummikub_scores(notation: str, language: str) -> SafeString:
    try:
        pos = rummikub.parse(notation)
        view = rk_view.scores(pos)
    except (rummikub.NotationError, ValueError, TypeError) as error:
        raise _fail("Rummikub scores", notation, error) from error
    return mark_safe(render_to_string(TEMPLATES + "rummikub_scores.html", {"view": view}))


_CACHED: dict[str, Callable[..., SafeString]] = {
    f.__name__: lru_cache(maxsize=512)(f)
    for f in (_skipbo_diagram, _skipbo_cards, _rummikub_diagram, _rummikub_tiles, _rummikub_scores)
}


def _call(func: Callable[..., SafeString], *args: object) -> SafeString:
    language = get_language() or settings.LANGUAGE_CODE
    if settings.DEBUG:
        return func(*args, language)
    return _CACHED[func.__name__](*args, language)


def _text(value: object) -> str | None:
    """A caption or move as plain text (a lazy translation is resolved once, here)."""
    if value is None:
        return None
    return str(value) or None


def skipbo_diagram(notation: str, caption: object = None, move: str | None = None) -> SafeString:
    return _call(_skipbo_diagram, str(notation), _text(caption), _text(move))


def skipbo_cards(text: str) -> SafeString:
    return _call(_skipbo_cards, str(text))


def rummikub_diagram(notation: str, caption: object = None) -> SafeString:
    return _call(_rummikub_diagram, str(notation), _text(caption))


def rummikub_tiles(text: str) -> SafeString:
    return _call(_rummikub_tiles, str(text))


def rummikub_scores(notation: str) -> SafeString:
    return _call(_rummikub_scores, str(notation))


def clear_cache() -> None:
    for func in _CACHED.values():
        func.cache_clear()  # type: ignore[attr-defined]  # an lru_cache wrapper (its type is private to functools)
