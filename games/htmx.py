"""The request the site's views see: django-htmx's middleware (always installed, see settings) gives it
``htmx``, the request's htmx details (false for a plain request). Views annotate ``request: HtmxRequest``
and read ``request.htmx`` directly, and answer a partial with ``partial_wanted``."""

from __future__ import annotations

from django.http import HttpRequest
from django_htmx.middleware import HtmxDetails


class HtmxRequest(HttpRequest):
    htmx: HtmxDetails


def partial_wanted(request: HtmxRequest) -> bool:
    """Whether to answer the page's partial: an htmx request, but not a history restore (the browser
    lost its copy of the page and wants it whole)."""
    return bool(request.htmx) and not request.htmx.history_restore_request
