"""What a shared page's content depends on besides its URL and the release: its variants.

Every variant is read from the request before the view runs; together with the release and the URL they
name the cached copy and make its ETag. A variant declares the request headers it reads (they go into the
``Vary`` header, so shared caches keep the variants apart), the query parameters it reads with the check
that keeps only valid values (a page with only those in its query string is still stored), and whether a
response to it is ``private``: a CDN that ignores ``Vary`` must never hand one visitor's htmx fragment or
cookie-chosen leaflet to everyone. Adding a variant is one line in ``VARIANTS``.

Stored copies are keyed on validated values only: a query string that is not exactly its canonical form
(``?leaflet=<junk>``, ``?&&&``, repeated or reordered parameters) is redirected to the canonical address
by ``@shared_page`` before the view runs, so junk can neither fill the cache nor cost a render.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import urlencode

from django.conf import settings
from django.http import HttpRequest
from django.utils.translation import get_language_from_path

from config.release import release_id
from games import leaflets


@dataclass(frozen=True)
class Variant:
    """``query`` maps each query parameter the variant reads to the check that keeps a valid value (else
    ""); ``private``: a response to a non-empty value is for the visitor's browser only."""

    name: str
    read: Callable[[HttpRequest], str]
    vary: tuple[str, ...] = ()
    query: tuple[tuple[str, Callable[[str], str]], ...] = ()
    private: bool = False


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
    """The reader's Skip-Bo leaflet as remembered in its cookie (``games.leaflets.current_leaflet``
    reads it, after ``?leaflet=``, which is part of the URL anyway): Skip-Bo pages show it first."""
    return known_leaflet(request.COOKIES.get(leaflets.COOKIE, ""))


def known_leaflet(code: str) -> str:
    """A leaflet code the site knows, else "": any other value shows the default (one stored copy).
    The check itself is ``games.leaflets.leaflet_named``, the one the pages use."""
    named = leaflets.leaflet_named(code)
    return named.code if named else ""


VARIANTS: tuple[Variant, ...] = (
    Variant("lang", language),
    Variant("origin", origin),
    Variant("htmx", htmx_part, vary=("HX-Request", "HX-History-Restore-Request"), private=True),
    Variant("leaflet", leaflet, vary=("Cookie",), query=((leaflets.PARAM, known_leaflet),), private=True),
)


@dataclass(frozen=True)
class PageVariant:
    """One representation of a page: ``tag`` is the ETag's opaque part and the cache key; ``storable`` is
    false for query strings with free text (a search), which get validators but no server-side copy."""

    tag: str
    storable: bool
    vary: tuple[str, ...]
    canonical: str | None = None
    private: bool = False

    def redirect_to(self, request: HttpRequest) -> str | None:
        """The canonical address when the query string is not in its canonical form, else None."""
        if self.canonical is None or self.canonical == request.META.get("QUERY_STRING", ""):
            return None
        return request.path + (f"?{self.canonical}" if self.canonical else "")


VARY = tuple(header for v in VARIANTS for header in v.vary)
STORABLE_QUERY = {name: clean for v in VARIANTS for name, clean in v.query}


def canonical_query(request: HttpRequest) -> str | None:
    """The query string from its valid values only (in a fixed order), or None if it has parameters no
    variant reads (a search, a checker position: such pages get validators but no stored copy)."""
    if not set(request.GET).issubset(STORABLE_QUERY):
        return None
    values = ((name, clean(request.GET.get(name, ""))) for name, clean in STORABLE_QUERY.items())
    return urlencode([(name, value) for name, value in values if value])


def page_variant(request: HttpRequest) -> PageVariant:
    """The variant a request asks for (worked out once per request: the middleware and the view share it)."""
    found = getattr(request, "_page_variant", None)
    if found is None:
        query = request.META.get("QUERY_STRING", "")
        canonical = canonical_query(request)
        values = [(v, v.read(request)) for v in VARIANTS]
        parts = [release_id(), request.path, query, *(f"{v.name}={value}" for v, value in values)]
        tag = hashlib.blake2b("\n".join(parts).encode(), digest_size=12).hexdigest()
        # Kept on the request for the view after the middleware, as Django keeps request.user; HttpRequest's
        # stubs declare no such attribute.
        found = request._page_variant = PageVariant(  # type: ignore[attr-defined]
            tag=tag, storable=canonical == query, vary=VARY, canonical=canonical,
            private=any(v.private and value for v, value in values))
    return found
