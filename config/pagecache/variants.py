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
from django.utils.translation import get_language_from_path

from config.release import release_id
from games import leaflets


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


def language(request: HttpRequest) -> str:
    """The language in the URL's prefix (shared pages outside the prefixes are language-independent)."""
    return get_language_from_path(request.path_info) or ""


def htmx_part(request: HttpRequest) -> str:
    """htmx asks for a partial (e.g. the FAQ search results), except when it restores its history."""
    headers = request.headers
    if headers.get("HX-Request") == "true" and headers.get("HX-History-Restore-Request") != "true":
        return "partial"
    return ""


def leaflet(request: HttpRequest) -> str:
    """The reader's Skip-Bo leaflet as remembered in its cookie (``explainer.leaflets.current_leaflet``
    reads it, after ``?leaflet=``, which is part of the URL anyway): Skip-Bo pages show it first."""
    named = leaflets.leaflet_named(request.COOKIES.get(leaflets.COOKIE))
    return named.code if named else ""  # any other value shows the default: one stored copy


VARIANTS: tuple[Variant, ...] = (
    Variant("lang", language),
    Variant("origin", origin),
    Variant("htmx", htmx_part, vary=("HX-Request", "HX-History-Restore-Request")),
    Variant("leaflet", leaflet, vary=("Cookie",), query=("leaflet",)),
)


@dataclass(frozen=True)
class PageVariant:
    """One representation of a page: ``tag`` is the ETag's opaque part and the cache key; ``storable`` is
    false for query strings with free text (a search), which get validators but no server-side copy."""

    tag: str
    storable: bool
    vary: tuple[str, ...]


VARY = tuple(header for v in VARIANTS for header in v.vary)
STORABLE_QUERY = frozenset(name for v in VARIANTS for name in v.query)


def page_variant(request: HttpRequest) -> PageVariant:
    """The variant a request asks for (worked out once per request: the middleware and the view share it)."""
    found = getattr(request, "_page_variant", None)
    if found is None:
        query = request.META.get("QUERY_STRING", "")
        parts = [release_id(), request.path, query, *(f"{v.name}={v.read(request)}" for v in VARIANTS)]
        tag = hashlib.blake2b("\n".join(parts).encode(), digest_size=12).hexdigest()
        storable = not query or STORABLE_QUERY.issuperset(request.GET)
        found = request._page_variant = PageVariant(tag=tag, storable=storable, vary=VARY)
    return found
