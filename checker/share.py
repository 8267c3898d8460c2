"""The addresses a checker page gives for sharing: its canonical link, the same question in every
language (the switcher and hreflang alternates keep the query), and the x-default. Both the move checker
and the score sheet answer a question held entirely in the link, so both build these the same way."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.http import HttpRequest
from django.urls import translate_url
from django.utils.translation import get_language

from config.context import NATIVE_NAMES, absolute, unprefixed

MAX_QUERY = 4000
"""Characters in a shared link's query: more is refused before anything is read (414)."""


def share_context(request: HttpRequest, here: str) -> dict[str, Any]:
    """Canonical address and the language switcher for this very question (``p`` and ``m`` kept)."""
    current = get_language()
    path, _q, query = here.partition("?")
    suffix = f"?{query}" if query else ""
    alternates = []
    for code, _name in settings.LANGUAGES:
        other = translate_url(path, code) + suffix
        alternates.append({"code": code, "name": NATIVE_NAMES[code], "path": other,
                           "url": absolute(request, other), "current": code == current})
    x_default = unprefixed(translate_url(path, settings.LANGUAGE_CODE)) + suffix
    return {"alternates": alternates, "canonical_url": absolute(request, here), "share_url": absolute(request, here),
            "x_default_url": absolute(request, x_default)}
