"""Site-wide guards: request bodies the site never needs, a database that is down, Permissions-Policy.

- ``RequestGuardMiddleware`` refuses multipart bodies (415: no form on this site uploads a file) and
  bodies over ``DATA_UPLOAD_MAX_MEMORY_SIZE`` by their Content-Length (413), before anything reads them.
- ``DatabaseDownMiddleware`` answers a view that lost its database with the localized 503 page and
  ``Retry-After``, never a 500; pages that need no database (rules, FAQ, checker) are unaffected.
- ``PermissionsPolicyMiddleware`` turns off the browser features the site never uses.
"""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings
from django.db import InterfaceError, OperationalError
from django.http import HttpRequest, HttpResponse

from config import errors

BODY_METHODS = ("POST", "PUT", "PATCH", "DELETE")


class RequestGuardMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.method in BODY_METHODS:
            if (request.content_type or "").lower().startswith("multipart/"):
                return errors.unsupported_media_type(request)
            length = request.META.get("CONTENT_LENGTH") or "0"
            if not length.isascii() or not length.isdigit() or int(length) > settings.DATA_UPLOAD_MAX_MEMORY_SIZE:
                return errors.payload_too_large(request)
        return self.get_response(request)


class DatabaseDownMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        if isinstance(exception, OperationalError | InterfaceError):
            return errors.service_unavailable(request, exception)
        return None


class PermissionsPolicyMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        response.headers.setdefault("Permissions-Policy", settings.PERMISSIONS_POLICY)
        return response
