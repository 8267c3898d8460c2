"""Project-wide test fixtures: the pages every language must serve, and the browser setup."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import pytest
from django.conf import settings
from django.urls import reverse
from django.utils import translation

LANGS = [code for code, _name in settings.LANGUAGES]
TRANSLATED = [code for code in LANGS if code != "en"]


@pytest.fixture(autouse=True)
def _english_between_tests():
    """Each test starts in English: LocaleMiddleware leaves the last request's language active in the
    thread, which would make later tests' results depend on the order they run in."""
    translation.activate(settings.LANGUAGE_CODE)
    yield
    translation.activate(settings.LANGUAGE_CODE)


@cache
def public_paths(lang: str) -> tuple[str, ...]:
    """Every public page's path in one language (the sitemap's list), worked out once per test process."""
    from games.sitemaps import public_pages

    with translation.override(lang):
        return tuple(reverse(name, kwargs=kwargs) for name, kwargs in public_pages())


@dataclass(frozen=True)
class Rendered:
    """A page as a first-time reader gets it: its status, headers and HTML."""

    status: int
    headers: dict[str, str]
    html: str


@cache
def rendered(path: str) -> Rendered:
    """A public page fetched once per test process (GET, a fresh client: no cookie, no session) for the
    sweeps over every page in every language (tests/site/test_pages.py, test_no_english.py,
    tests/explainer/test_faq_pages.py), which each read it. Each page is rendered here once instead of once
    a check; the one check that a page renders to the same bytes every time renders it again itself.
    Only for pages no test changes: a test that patches translations or registries fetches its own.
    The calling test needs the database (``django_db``) as any request does."""
    from django.test import Client

    response = Client().get(path)
    return Rendered(response.status_code, dict(response.items()), response.content.decode())


def browser_paths(lang: str) -> list[str]:
    """The pages the browser suite opens in one language: every kind of page, and of the many answer
    and puzzle pages the first of each game (the server-side suite renders every one of them)."""
    from games.sitemaps import public_pages

    seen: set[tuple[str, str]] = set()
    chosen = []
    for name, kwargs in public_pages():
        key = (name, kwargs.get("game", ""))
        if "slug" in kwargs and key in seen:
            continue
        seen.add(key)
        chosen.append((name, kwargs))
    with translation.override(lang):
        return [reverse(name, kwargs=kwargs) for name, kwargs in chosen]


CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
]


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    """Playwright drives Debian's Chromium (Playwright cannot download its own browsers here)."""
    return {**browser_type_launch_args, "executable_path": "/usr/bin/chromium", "args": CHROMIUM_ARGS}


@pytest.fixture(autouse=True)
def fresh_page_cache():
    """Each test renders the shared pages it asks for: a copy stored by an earlier test (or under a
    monkeypatched translation) must not answer for it."""
    from config.pagecache import store

    store.clear()
    yield


def quick_codings(body: bytes) -> dict[str, bytes]:
    """``config.pagecache.encoding.compressed`` at quick levels: the same codings, a few times larger."""
    import gzip

    import brotli

    return {"gzip": gzip.compress(body, compresslevel=1, mtime=0),
            "br": brotli.compress(body, quality=4, mode=brotli.MODE_TEXT)}


@pytest.fixture(autouse=True)
def _quick_compression(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """A shared page is stored compressed at the strongest levels, once per page and release: Brotli's
    quality 11 takes a second on a rules page. The tests store every page anew (fresh_page_cache), so they
    compress at quick levels, through the same code; the tests of the codings themselves are marked
    ``strongest_compression`` and keep the production levels."""
    if request.node.get_closest_marker("strongest_compression") is None:
        from config.pagecache import encoding

        monkeypatch.setattr(encoding, "compressed", quick_codings)


@pytest.fixture(autouse=True)
def _generous_rate_limits(settings) -> None:  # noqa: ANN001 - pytest-django's settings fixture
    """Tests play whole puzzles in a split second from one client: the production limits would stop
    them. tests/site/test_limits.py sets small limits of its own to check that limits work."""
    settings.RATE_LIMITS = {scope: {kind: (100_000, 60) for kind in kinds}
                            for scope, kinds in settings.RATE_LIMITS.items()}


FORM = "application/x-www-form-urlencoded"


@pytest.fixture(autouse=True)
def _posts_like_the_sites_forms(monkeypatch) -> None:  # noqa: ANN001
    """Django's test client posts multipart bodies by default; the site's forms (and browsers sending
    them) post urlencoded ones, and the site refuses multipart (415). Tests post what browsers post
    unless they name another content type."""
    from urllib.parse import urlencode

    from django.test import Client

    post = Client.post

    def form_post(self, path, data=None, content_type=FORM, *args, **kwargs):  # noqa: ANN001, ANN002, ANN003
        if content_type == FORM and isinstance(data, dict):
            data = urlencode(data, doseq=True)
        return post(self, path, data, content_type, *args, **kwargs)

    monkeypatch.setattr(Client, "post", form_post)


@pytest.fixture(autouse=True)
def default_language():
    """Each test starts in the default language: a request through the test client leaves its page's
    language active in the thread (LocaleMiddleware), and pytest-django runs database tests first, so
    whichever page a database test opened last would otherwise set the language of the tests after it."""
    translation.deactivate()
    yield
    translation.deactivate()


@pytest.fixture
def redis_url() -> str:
    """The throwaway redis-server bin/test starts (``TEST_REDIS_URL``), emptied for the test. Without one
    the test is skipped, except under CI, where bin/test always starts one: a missing server fails."""
    import os

    url = os.environ.get("TEST_REDIS_URL", "")
    if not url:
        if os.environ.get("CI"):
            pytest.fail("TEST_REDIS_URL is not set: bin/test starts a throwaway redis-server for these tests")
        pytest.skip("no TEST_REDIS_URL (bin/test starts a throwaway redis-server)")
    import redis

    url = worker_redis_db(url)
    redis.Redis.from_url(url).flushdb()
    return url


def worker_redis_db(url: str) -> str:
    """Under pytest-xdist each worker empties and fills a Redis database of its own (worker n uses the
    URL's database + n), so two workers never flush each other's counters or cached pages.

    >>> import os; os.environ["PYTEST_XDIST_WORKER"] = "gw1"
    >>> worker_redis_db("redis://127.0.0.1:6390/0")
    'redis://127.0.0.1:6390/1'
    >>> del os.environ["PYTEST_XDIST_WORKER"]; worker_redis_db("redis://127.0.0.1:6390/0")
    'redis://127.0.0.1:6390/0'
    """
    import os
    from urllib.parse import urlsplit, urlunsplit

    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    if not worker.startswith("gw"):
        return url
    parts = urlsplit(url)
    base = int(parts.path.strip("/") or 0)
    return urlunsplit(parts._replace(path=f"/{base + int(worker[2:])}"))


# -- The PostgreSQL pass (bin/test) -----------------------------------------------------------------------

DB_FIXTURES = {"db", "transactional_db", "django_db_reset_sequences", "django_db_serialized_rollback", "live_server"}


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--db-only", action="store_true",
                     help="run only the tests that use the database (the PostgreSQL pass of bin/test)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """With ``--db-only``, keep the tests that may touch the database: pytest-django blocks every other
    test from it, so running those again on PostgreSQL would test nothing new."""
    if not config.getoption("--db-only"):
        return
    kept, dropped = [], []
    for item in items:
        uses_db = item.get_closest_marker("django_db") is not None or bool(
            DB_FIXTURES & set(getattr(item, "fixturenames", ())))
        (kept if uses_db else dropped).append(item)
    if dropped:
        config.hook.pytest_deselected(items=dropped)
        items[:] = kept
