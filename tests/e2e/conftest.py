"""Real-browser tests: Playwright drives Debian's Chromium against pytest-django's live server."""

from __future__ import annotations

import os
from urllib.parse import urlparse

import pytest

SETTLING = ".htmx-request, .htmx-swapping, .htmx-settling"
"""What is on the page while htmx sends, swaps or settles: wait for none before the next tap."""

os.environ.setdefault("DJANGO_ALLOW_ASYNC_UNSAFE", "true")


class PageWatch:
    """Records console errors, failed requests and any request that leaves the site."""

    def __init__(self, page, base_url: str) -> None:
        self.errors: list[str] = []
        self.foreign: list[str] = []
        host = urlparse(base_url).netloc
        page.on("console", lambda msg: msg.type == "error" and self.errors.append(msg.text))
        page.on("pageerror", lambda exc: self.errors.append(str(exc)))

        def on_request(request) -> None:
            url = urlparse(request.url)
            if url.scheme in ("http", "https") and url.netloc != host:
                self.foreign.append(request.url)

        page.on("request", on_request)


@pytest.fixture
def phone(page):
    """The page on a 390×844 phone, the site's main screen."""
    page.set_viewport_size({"width": 390, "height": 844})
    return page


@pytest.fixture
def watch(page, live_server):
    return PageWatch(page, live_server.url)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Under pytest-xdist (bin/test's full run) each browser test file stays on one worker, so its tests
    share one Chromium and one live server in the order they are written; the files themselves are shared
    out between the workers with everything else."""
    here = os.path.dirname(__file__)
    for item in items:
        if str(item.path).startswith(here):
            item.add_marker(pytest.mark.xdist_group(f"browser-{item.path.stem}"))
