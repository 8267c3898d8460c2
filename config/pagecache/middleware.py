"""Serves stored copies of shared pages before the rest of the stack, and stores new ones.

Placed right after GZipMiddleware: a hit skips language, CSRF, URL resolution and the view,
and is answered from the stored bytes in the coding the browser accepts (with a 304 when its validator
still holds). On the way out, a response marked by ``@shared_page`` is stored once, compressed, if it
really is visitor-independent (no cookie set; the site has no sessions app, and a session, should one be
added, must be untouched); otherwise it is sent ``private``.
"""

from __future__ import annotations

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseBase, HttpResponseNotModified
from django.urls import Resolver404, resolve
from django.utils import translation

from config.pagecache import store
from config.pagecache.decorators import Shared, etag, revalidates
from config.pagecache.encoding import accepted
from config.pagecache.variants import page_variant


class SharedPageMiddleware:
    def __init__(self, get_response) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponseBase:
        caching = request.method in ("GET", "HEAD") and store.enabled() and shared_route(request)
        if caching:
            variant = page_variant(request)
            entry = store.get(variant.tag) if variant.storable else None
            if entry is not None:
                return serve(request, entry, variant.tag)
        response = self.get_response(request)
        shared: Shared | None = getattr(response, "shared_page", None)
        if shared is None:
            return response
        if not visitor_independent(request, response):
            del response["ETag"]
            response["Cache-Control"] = "private, no-cache"
            return response
        if caching and shared.variant.storable and isinstance(response, HttpResponse):
            entry = store.put(shared.variant.tag, response, shared.kind.compress)
            return serve(request, entry, shared.variant.tag)
        return response


def shared_route(request: HttpRequest) -> bool:
    """Does the address lead to a ``@shared_page`` view? Only those are looked up in the store: a puzzle
    page, a POST target or a 404 never costs a cache round trip."""
    language = translation.get_language_from_path(request.path_info) or settings.LANGUAGE_CODE
    with translation.override(language):  # the language prefix resolves only in its own language
        try:
            match = resolve(request.path_info)
        except Resolver404:
            return False
    return getattr(match.func, "shared_page", None) is not None


def visitor_independent(request: HttpRequest, response: HttpResponseBase) -> bool:
    session = getattr(request, "session", None)
    return (not response.cookies and not (session is not None and session.accessed)
            and not response.streaming)


def serve(request: HttpRequest, entry: store.Entry, tag: str) -> HttpResponseBase:
    coding = accepted(request.headers.get("Accept-Encoding", "")) if entry.compressed else "identity"
    if revalidates(request, tag):
        response: HttpResponseBase = HttpResponseNotModified()
        for name, value in entry.headers:
            if name.lower() != "content-type":
                response[name] = value
        response["ETag"] = etag(tag, coding)
        return response
    used, body = entry.body(coding)
    response = HttpResponse(body)
    for name, value in entry.headers:
        response[name] = value
    if used != "identity":
        response["Content-Encoding"] = used
    response["Content-Length"] = str(len(body))
    response["ETag"] = etag(tag, used)
    return response
