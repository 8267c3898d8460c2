"""What a shared page's content depends on besides its URL and the release: its variants.

Every variant is read from the request before the view runs; together with the release and the URL they
name the cached copy and make its ETag. A variant declares the request headers it reads (they go into the
``Vary`` header, so shared caches keep the variants apart) and the query parameters it reads (a page with
only those in its query string is still stored). Adding a variant is one line in ``VARIANTS``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass

from django.conf import settings
from django.http import HttpRequest
from django.utils.translation import get_language

from config.release import release_id


@dataclass(frozen=True)
class Variant:
    name: str
    read: Callable[[HttpRequest], str]
    vary: tuple[str, ...] = ()
    query: tuple[str, ...] = ()


def origin(request: HttpRequest) -> str:
    """Absolute links (canonical, hreflang, og:url) use SITE_URL when set, else the request's own origin."""
    if settings.SITE_URL:
        return ""
    return f"{request.scheme}://{request.get_host()}"


def htmx_part(request: HttpRequest) -> str:
    """htmx asks for a partial (e.g. the FAQ search results), except when it restores its history."""
    htmx = getattr(request, "htmx", None)
    return "partial" if htmx and not htmx.history_restore_request else ""


VARIANTS: tuple[Variant, ...] = (
    Variant("lang", lambda request: get_language() or ""),
    Variant("origin", origin),
    Variant("htmx", htmx_part, vary=("HX-Request", "HX-History-Restore-Request")),
)


@dataclass(frozen=True)
class PageVariant:
    """One representation of a page: ``tag`` is the ETag's opaque part and the cache key; ``storable`` is
    false for query strings with free text (a search), which get validators but no server-side copy."""

    tag: str
    storable: bool
    vary: tuple[str, ...]


def page_variant(request: HttpRequest, variants: tuple[Variant, ...] = VARIANTS) -> PageVariant:
    parts = [release_id(), request.path, request.META.get("QUERY_STRING", "")]
    parts += [f"{v.name}={v.read(request)}" for v in variants]
    tag = hashlib.blake2b("\n".join(parts).encode(), digest_size=12).hexdigest()
    allowed = {name for v in variants for name in v.query}
    storable = all(name in allowed for name in request.GET)
    vary = tuple(header for v in variants for header in v.vary)
    return PageVariant(tag=tag, storable=storable, vary=vary)
