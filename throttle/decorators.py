"""``rate_limited``: the view decorator the puzzle and checker views use.

Who is counted: the client's address, an IPv6 one by its /64 (one subscriber's whole prefix: rotating
addresses inside it is no way round the limit), and, when the view names its visitor, the visitor. A
request without a known visitor (no valid cookie) is counted as "a new visitor at this address", so
dropping the cookie neither dodges the per-visitor limit nor makes a counter per request. The per-visitor
limit is the real bound; the per-address one is higher, for a classroom behind one address.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import wraps
from ipaddress import IPv6Address, ip_address, ip_network

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


def address_key(address: str) -> str:
    """What the per-address limit counts: an IPv4 address, or the /64 of an IPv6 one.

    >>> address_key("2001:db8:1:2:aaaa::1"), address_key("::ffff:192.0.2.7"), address_key("192.0.2.7")
    ('2001:db8:1:2::/64', '192.0.2.7', '192.0.2.7')
    """
    try:
        parsed = ip_address(address)
    except ValueError:
        return address
    if isinstance(parsed, IPv6Address):
        if parsed.ipv4_mapped is not None:
            return str(parsed.ipv4_mapped)
        return str(ip_network(f"{parsed}/64", strict=False))
    return str(parsed)


def rates(scope: str) -> dict[str, Rate]:
    """The limits of a scope from ``settings.RATE_LIMITS``: ``{"visitor": Rate, "ip": Rate}``."""
    return {kind: Rate(*value) for kind, value in settings.RATE_LIMITS[scope].items()}


def rate_limited(scope: str, *, visitor: Callable[[HttpRequest], str] | None = None,
                 methods: tuple[str, ...] = ("POST",), when: Callable[[HttpRequest], bool] | None = None) -> Callable:
    """Limit a view's ``methods`` (the requests ``when`` accepts, if given) per visitor and per client
    address, at the rates ``settings.RATE_LIMITS[scope]`` sets; past a limit: the localized 429 page.
    ``visitor(request)`` is the known visitor's id, or "" for a request without one."""

    def decorator(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
        @wraps(view)
        def limited(request: HttpRequest, *args: object, **kwargs: object) -> HttpResponse:
            if request.method in methods and (when is None or when(request)):
                limits = rates(scope)
                who = {"ip": address_key(client_ip(request))}
                if visitor is not None:
                    who["visitor"] = visitor(request) or f"new@{who['ip']}"
                # The address first: a request it refuses is not counted (nor given a counter) per visitor.
                wait = 0
                for kind in (k for k in who if k in limits):
                    wait = hit(f"{scope}:{kind}:{who[kind]}", limits[kind])
                    if wait:
                        break
                if wait:
                    from config.errors import too_many_requests

                    return too_many_requests(request, wait)
            return view(request, *args, **kwargs)

        return limited

    return decorator
