"""``@shared_page``: validators, freshness and the server-side copy for a page every visitor shares."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps

from django.http import HttpRequest, HttpResponse, HttpResponseBase, HttpResponseNotModified
from django.utils.cache import patch_vary_headers
from django.utils.http import parse_etags

from config.pagecache import encoding, store
from config.pagecache.kinds import HTML, PageKind
from config.pagecache.variants import PageVariant, page_variant

View = Callable[..., HttpResponseBase]


def shared_page(kind: PageKind | View = HTML) -> Callable[[View], View] | View:
    """Mark a GET view as the same for every visitor (``@shared_page`` or ``@shared_page(PREVIEW)``).

    The view must not read the session or cookies, set cookies or use a CSRF token; if a response does,
    it is sent ``private`` and never stored, so a mistake costs speed, never another visitor's data.
    """
    if callable(kind) and not isinstance(kind, PageKind):
        return shared_page(HTML)(kind)

    def decorator(view: View) -> View:
        @wraps(view)
        def wrapped(request: HttpRequest, *args, **kwargs) -> HttpResponseBase:
            if request.method not in ("GET", "HEAD"):
                return view(request, *args, **kwargs)
            variant = page_variant(request)
            coding = encoding.accepted(request.headers.get("Accept-Encoding", "")) if kind.compress else "identity"
            if _revalidates(request, variant.tag):
                return _not_modified(kind, variant, coding)
            entry = store.get(variant.tag) if variant.storable else None
            if entry is None:
                response = view(request, *args, **kwargs)
                if not _shareable(request, response):
                    if response.status_code == 200:
                        response.headers.setdefault("Cache-Control", "private, no-cache")
                    return response
                if not variant.storable:
                    return _finish(response, kind, variant)
                entry = store.put(variant.tag, response, kind.compress)
            return _from_entry(entry, kind, variant, coding)

        wrapped.shared_page = kind  # type: ignore[attr-defined]
        return wrapped

    return decorator


def etag(tag: str, coding: str) -> str:
    """Strong, and distinct per coding: each coding is its own representation (RFC 9110 §8.8.3)."""
    return f'"{tag}{encoding.ETAG_SUFFIX[coding]}"'


def _revalidates(request: HttpRequest, tag: str) -> bool:
    header = request.headers.get("If-None-Match")
    if not header:
        return False
    wanted = parse_etags(header)
    if wanted == ["*"]:
        return True
    # Weak comparison (RFC 9110 §13.1.2), any coding: the content behind the tag is the same.
    return any(_opaque(candidate) == tag for candidate in wanted)


def _opaque(quoted: str) -> str:
    """``W/"abc-gz"`` → ``abc``."""
    value = quoted.removeprefix("W/").strip('"')
    for suffix in ("-br", "-gz"):
        value = value.removesuffix(suffix)
    return value


def _shareable(request: HttpRequest, response: HttpResponseBase) -> bool:
    session = getattr(request, "session", None)
    return (
        response.status_code == 200
        and isinstance(response, HttpResponse)
        and not response.cookies
        and not (session is not None and session.accessed)
        and not request.META.get("CSRF_COOKIE_NEEDS_UPDATE")
        and "private" not in response.get("Cache-Control", "")
        and "no-store" not in response.get("Cache-Control", "")
    )


def _headers(response: HttpResponseBase, kind: PageKind, variant: PageVariant, coding: str) -> None:
    response["ETag"] = etag(variant.tag, coding)
    response["Cache-Control"] = kind.cache_control
    vary = (*variant.vary, "Accept-Encoding") if kind.compress else variant.vary
    patch_vary_headers(response, vary)


def _not_modified(kind: PageKind, variant: PageVariant, coding: str) -> HttpResponseNotModified:
    response = HttpResponseNotModified()
    _headers(response, kind, variant, coding)
    return response


def _finish(response: HttpResponse, kind: PageKind, variant: PageVariant) -> HttpResponse:
    """A fresh render that is not stored (a search): validators now; the GZip middleware compresses it."""
    _headers(response, kind, variant, "identity")
    return response


def _from_entry(entry: store.Entry, kind: PageKind, variant: PageVariant, coding: str) -> HttpResponse:
    used, body = entry.body(coding)
    response = HttpResponse(body)
    for name, value in entry.headers:
        response[name] = value
    if used != "identity":
        response["Content-Encoding"] = used
    response["Content-Length"] = str(len(body))
    _headers(response, kind, variant, used)
    return response
