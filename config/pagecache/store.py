"""The server-side copies of shared pages, in Django's cache (``settings.PAGE_CACHE_ALIAS``).

An entry holds a rendered 200 response as it left the whole middleware stack: its bodies (gzip and Brotli
for text, the bytes as they are for images) and its headers (type, language, CSP, Vary, Cache-Control…),
so a hit is answered without rendering, compressing or running the rest of the stack. The key is the page
variant's tag, which includes the release id: a new release simply stops finding the old entries, and
the backend expires them (``TIMEOUT``) or culls them.

The store fails open: a cache that refuses connections, hangs (short socket timeouts in settings) or
loses its database is a log line, never an error page. The first failure opens a circuit breaker
(:mod:`config.breaker`), so a dead cache costs one timeout per process and cooldown, not one per
request; meanwhile pages are rendered and served uncached.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.conf import settings
from django.core.cache import caches
from django.core.cache.backends.dummy import DummyCache
from django.http import HttpResponse

from config.breaker import Breaker
from config.pagecache import encoding

COOLDOWN = 15  # seconds the page cache is left alone after it failed
breaker = Breaker("page cache", COOLDOWN)

# Headers that belong to one coding or one exchange, not to the page.
NOT_STORED = frozenset({"content-length", "content-encoding", "etag", "date", "set-cookie"})


@dataclass(frozen=True)
class Entry:
    bodies: dict[str, bytes]
    headers: tuple[tuple[str, str], ...]

    def body(self, coding: str) -> tuple[str, bytes]:
        """The body in ``coding`` if stored that way, else identity: (coding used, bytes)."""
        if coding in self.bodies:
            return coding, self.bodies[coding]
        return "identity", encoding.identity(self.bodies)

    @property
    def compressed(self) -> bool:
        return "identity" not in self.bodies


def _cache():
    return caches[settings.PAGE_CACHE_ALIAS]


def enabled() -> bool:
    """False with the dummy backend (``PAGE_CACHE_URL=dummy://``): pages are then rendered and gzipped
    per request as before, rather than compressed at the strongest level for nothing."""
    return not isinstance(_cache(), DummyCache)


def key(tag: str) -> str:
    return f"page:{tag}"


def get(tag: str) -> Entry | None:
    """The stored copy, or None: not stored, or the cache is out of reach (then the page is rendered)."""
    if not breaker.allows():
        return None
    try:
        found = _cache().get(key(tag))
    except Exception as error:  # noqa: BLE001 - any backend's failure (socket, database, pickle) fails open
        breaker.failed(error)
        return None
    breaker.succeeded()
    return Entry(*found) if found else None


def put(tag: str, response: HttpResponse, compress: bool) -> Entry:
    """Store the page and return the entry to serve. While the cache is out of reach the page is not
    compressed at the strongest level for nothing: the entry is the plain body (GZipMiddleware then
    compresses it as it does any response)."""
    body = response.content
    headers = tuple((name, value) for name, value in response.items() if name.lower() not in NOT_STORED)
    if not breaker.allows():
        return Entry({"identity": body}, headers)
    entry = Entry(encoding.compressed(body) if compress else {"identity": body}, headers)
    try:
        _cache().set(key(tag), (entry.bodies, entry.headers))
    except Exception as error:  # noqa: BLE001 - the page is served all the same, just not kept
        breaker.failed(error)
    else:
        breaker.succeeded()
    return entry


def clear() -> None:
    """Forget every stored page (tests; production relies on the release id instead)."""
    breaker.succeeded()
    _cache().clear()
