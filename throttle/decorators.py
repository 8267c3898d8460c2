"""``rate_limited``: the view decorator the puzzle and checker views use for their POSTs."""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from ipaddress import ip_address

from django.conf import settings
from django.http import HttpRequest, HttpResponse

from throttle.limits import Rate, hit


def client_ip(request: HttpRequest) -> str:
    """The client's address: ``REMOTE_ADDR``, or behind a proxy listed in ``TRUSTED_PROXIES`` the last
    address in ``X-Forwarded-For`` that no trusted proxy added (a client can prepend anything)."""
    remote = request.META.get("REMOTE_ADDR", "")
    trusted = set(getattr(settings, "TRUSTED_PROXIES", ()))
    if remote not in trusted:
        return remote
    hops = [h.strip() for h in request.META.get("HTTP_X_FORWARDED_FOR", "").split(",") if h.strip()]
    for hop in reversed(hops):
        if hop not in trusted:
            try:
                return str(ip_address(hop))
            except ValueError:
                return remote
    return remote


def rates(scope: str) -> dict[str, Rate]:
    """The limits of a scope from ``settings.RATE_LIMITS``: ``{"visitor": Rate, "ip": Rate}``."""
    return {kind: Rate(*value) for kind, value in settings.RATE_LIMITS[scope].items()}


def rate_limited(scope: str, *, visitor: Callable[[HttpRequest], str] | None = None,
                 methods: tuple[str, ...] = ("POST",)) -> Callable:
    """Limit a view's ``methods`` per visitor (``visitor(request)``, when given) and per client address,
    at the rates ``settings.RATE_LIMITS[scope]`` sets; past a limit: the localized 429 page."""

    def decorator(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
        @wraps(view)
        def limited(request: HttpRequest, *args: object, **kwargs: object) -> HttpResponse:
            if request.method in methods:
                limits = rates(scope)
                who = {"ip": client_ip(request)}
                if visitor is not None:
                    who["visitor"] = visitor(request)
                wait = max((hit(f"{scope}:{kind}:{who[kind]}", limits[kind]) for kind in who if kind in limits),
                           default=0)
                if wait:
                    from config.errors import too_many_requests

                    return too_many_requests(request, wait)
            return view(request, *args, **kwargs)

        return limited

    return decorator
