"""Kinds of shared page, each with its own freshness (``Cache-Control``) and whether it is compressed."""

from __future__ import annotations

from dataclasses import dataclass

from django.conf import settings


@dataclass(frozen=True)
class PageKind:
    """``setting`` names the Cache-Control value in settings.PAGE_CACHE_CONTROL; ``compress`` is false for
    formats that are compressed already (PNG)."""

    setting: str
    compress: bool = True

    @property
    def cache_control(self) -> str:
        return settings.PAGE_CACHE_CONTROL[self.setting]


# Pages: fresh for minutes, then served stale while a revalidation (a cheap 304) runs in the background.
HTML = PageKind("html")
# Chat-preview images: fetched once by a chat app, kept long.
PREVIEW = PageKind("preview", compress=False)
# The service worker script: always revalidated, so a new release reaches every visitor at once.
SCRIPT = PageKind("script")
