"""``@shared_page``: a view whose GET responses are the same for every visitor.

The decorator answers a revalidation with 304 before the view runs and gives each response its
validator and freshness; :class:`~config.pagecache.middleware.SharedPageMiddleware` then stores the
finished response and serves the stored copy to the next visitors.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import wraps
from typing import Any, overload

from django.http import HttpRequest, HttpResponseBase, HttpResponseNotModified, HttpResponsePermanentRedirect
from django.utils.cache import patch_vary_headers
from django.utils.http import parse_etags

from config.pagecache import encoding
from config.pagecache.kinds import HTML, PageKind
from config.pagecache.variants import PageVariant, page_variant

View = Callable[..., HttpResponseBase]


@dataclass(frozen=True)
class Shared:
    """Attached to a shared page's response (``response.shared_page``) for the middleware."""

    kind: PageKind
    variant: PageVariant


@overload
def shared_page(kind: View) -> View: ...
@overload
def shared_page(kind: PageKind = HTML) -> Callable[[View], View]: ...
def shared_page(kind: PageKind | View = HTML) -> Callable[[View], View] | View:
    """Mark a GET view as the same for every visitor (``@shared_page`` or ``@shared_page(PREVIEW)``).

    The view must not read the session or cookies, set cookies or use a CSRF token; if a response does,
    the middleware sends it ``private`` and never stores it, so a mistake costs speed, never another
    visitor's data. What else the page depends on is named in :mod:`~config.pagecache.variants`.
    """
    if not isinstance(kind, PageKind):
        return shared_page(HTML)(kind)

    def decorator(view: View) -> View:
        @wraps(view)
        def wrapped(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponseBase:
            if request.method not in ("GET", "HEAD"):
                return view(request, *args, **kwargs)
            variant = page_variant(request)
            canonical = variant.redirect_to(request)
            if canonical is not None:  # junk in the query: one cheap redirect, never a render or a stored copy
                return HttpResponsePermanentRedirect(canonical)
            if revalidates(request, variant.tag):
                return not_modified(kind, variant, coding_for(request, kind))
            response = view(request, *args, **kwargs)
            if response.status_code == 200:
                validate(response, kind, variant, "identity")
                response.shared_page = Shared(kind, variant)  # type: ignore[attr-defined]  # read by the middleware
            return response

        wrapped.shared_page = kind  # type: ignore[attr-defined]  # the middleware asks the resolved view
        return wrapped

    return decorator


def coding_for(request: HttpRequest, kind: PageKind) -> str:
    return encoding.accepted(request.headers.get("Accept-Encoding", "")) if kind.compress else "identity"


def etag(tag: str, coding: str) -> str:
    """Strong, and distinct per coding: each coding is its own representation (RFC 9110 §8.8.3)."""
    return f'"{tag}{encoding.ETAG_SUFFIX[coding]}"'


def revalidates(request: HttpRequest, tag: str) -> bool:
    header = request.headers.get("If-None-Match")
    if not header:
        return False
    # "*" is never a match here: it asks "does any representation exist?", which only the view knows (an
    # unknown FAQ answer is a 404), and a GET is never refused with 412 on this site.
    wanted = parse_etags(header)
    # Weak comparison (RFC 9110 §13.1.2), any coding: the content behind the tag is the same.
    return any(_opaque(candidate) == tag for candidate in wanted)


def _opaque(quoted: str) -> str:
    """``W/"abc-gz"`` → ``abc``."""
    value = quoted.removeprefix("W/").strip('"')
    for suffix in ("-br", "-gz"):
        value = value.removesuffix(suffix)
    return value


def validate(response: HttpResponseBase, kind: PageKind, variant: PageVariant, coding: str) -> None:
    """ETag, Cache-Control and Vary of a shared page's response (200 or 304)."""
    response["ETag"] = etag(variant.tag, coding)
    # A fragment or a cookie-chosen variant is for this visitor's browser only: a CDN that ignores Vary
    # would otherwise hand it to everyone.
    response["Cache-Control"] = kind.cache_control.replace("public", "private") if variant.private \
        else kind.cache_control
    patch_vary_headers(response, (*variant.vary, "Accept-Encoding") if kind.compress else variant.vary)


def not_modified(kind: PageKind, variant: PageVariant, coding: str) -> HttpResponseNotModified:
    response = HttpResponseNotModified()
    validate(response, kind, variant, coding)
    return response
