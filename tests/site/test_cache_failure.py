"""A page cache that fails never takes a page down: it is a log line, the page is served uncached, and a
circuit breaker makes a dead cache cost one short timeout, not one per request."""

from __future__ import annotations

import logging
import socket
import threading
import time
from http import HTTPStatus
from unittest import mock

import pytest
from django.db import OperationalError
from django.db.backends.base.base import BaseDatabaseWrapper
from django.test import Client

from config.pagecache import store
from config.settings import cache_from_url

pytestmark = pytest.mark.django_db
PAGES = ("/en/skip-bo/", "/ru/rummikub/glossary/", "/fi/skip-bo/faq/", "/sv/rummikub/check/?m=draw")


class SilentServer:
    """A TCP port that accepts connections and never answers (a hung cache), counting the connections."""

    def __init__(self) -> None:
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.port = self.sock.getsockname()[1]
        self.accepted: list[socket.socket] = []
        self.thread = threading.Thread(target=self._accept, daemon=True)
        self.thread.start()

    def _accept(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            self.accepted.append(conn)

    def close(self) -> None:
        for conn in self.accepted:
            conn.close()
        self.sock.close()


def closed_port() -> int:
    """A loopback port where nothing listens."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def use_page_cache(settings, url: str) -> None:  # noqa: ANN001
    settings.CACHES = {**settings.CACHES, "pages": cache_from_url(url)}
    if hasattr(store, "breaker"):  # (the store before it had one: these tests must fail there, not error)
        store.breaker.succeeded()


def test_a_redis_port_where_nothing_listens_serves_every_page_and_logs_once(settings, caplog) -> None:  # noqa: ANN001
    use_page_cache(settings, f"redis://127.0.0.1:{closed_port()}/0")
    client = Client()
    with caplog.at_level(logging.WARNING, logger="config.breaker"):
        for path in PAGES * 2:
            assert client.get(path).status_code == HTTPStatus.OK, path
    assert [r.getMessage() for r in caplog.records].count(caplog.records[0].getMessage()) == 1
    assert "page cache unavailable" in caplog.records[0].getMessage()


def test_a_cache_that_accepts_and_never_answers_costs_one_short_timeout(settings) -> None:  # noqa: ANN001
    server = SilentServer()
    rescue = threading.Timer(10, server.close)  # without a socket timeout the request would hang for ever
    rescue.start()
    try:
        use_page_cache(settings, f"redis://127.0.0.1:{server.port}/0")
        client = Client()
        start = time.monotonic()
        assert client.get("/en/rummikub/").status_code == HTTPStatus.OK
        first = time.monotonic() - start
        for path in PAGES * 3:
            assert client.get(path).status_code == HTTPStatus.OK, path
    finally:
        rescue.cancel()
        server.close()
    assert first < 3, f"the first request waited {first:.1f} s for a silent cache"
    assert len(server.accepted) == 1, "the breaker should stop every later request from trying again"


def test_after_the_cooldown_one_request_probes_and_a_recovered_cache_is_used_again(settings) -> None:  # noqa: ANN001
    use_page_cache(settings, "locmem://recovering")
    client = Client()
    real_get = store._cache().get
    with mock.patch.object(type(store._cache()), "get", side_effect=ConnectionError("down")):
        assert client.get("/en/skip-bo/").status_code == HTTPStatus.OK
    assert store.breaker.is_open
    with mock.patch.object(store.breaker, "clock", return_value=time.monotonic() + store.COOLDOWN + 1):
        assert client.get("/en/skip-bo/").status_code == HTTPStatus.OK  # the probe: works, closes it
    assert not store.breaker.is_open
    assert real_get(store.key(client.get("/en/skip-bo/").headers["ETag"].strip('"').removesuffix("-gz")))


def test_a_database_page_cache_with_the_database_down_serves_pages_that_need_no_database(settings) -> None:  # noqa: ANN001
    use_page_cache(settings, "db://page_cache")
    client = Client()
    with mock.patch.object(BaseDatabaseWrapper, "ensure_connection",
                           side_effect=OperationalError("could not connect to server")):
        for path in PAGES:
            assert client.get(path).status_code == HTTPStatus.OK, path
        response = client.get("/en/skip-bo/puzzles/next-number/")
    assert response.status_code == HTTPStatus.SERVICE_UNAVAILABLE


def test_only_shared_routes_ask_the_cache(settings) -> None:  # noqa: ANN001
    use_page_cache(settings, "locmem://counted")
    with mock.patch.object(store, "get", wraps=store.get) as looked_up:
        Client().get("/en/skip-bo/puzzles/next-number/")
        Client().get("/en/no-such-page/")
        assert looked_up.call_count == 0
        Client().get("/en/skip-bo/")
        assert looked_up.call_count == 1


def test_with_redis_a_page_rendered_once_is_stored_there_and_served_from_it(settings, redis_url: str) -> None:  # noqa: ANN001
    import redis

    use_page_cache(settings, redis_url)
    first = Client().get("/sv/rummikub/glossary/")
    assert first.status_code == HTTPStatus.OK
    assert len(redis.Redis.from_url(redis_url).keys("*page:*")) == 1
    with mock.patch("explainer.views.render", side_effect=AssertionError("rendered again")):
        again = Client().get("/sv/rummikub/glossary/")
    assert again.status_code == HTTPStatus.OK and again.content == first.content


def test_while_the_cache_is_out_of_reach_pages_are_not_compressed_for_it(settings) -> None:  # noqa: ANN001
    use_page_cache(settings, f"redis://127.0.0.1:{closed_port()}/0")
    client = Client()
    client.get("/en/skip-bo/")  # opens the breaker
    with mock.patch("config.pagecache.encoding.compressed", side_effect=AssertionError("compressed")):
        response = client.get("/en/rummikub/", HTTP_ACCEPT_ENCODING="gzip")
    assert response.status_code == HTTPStatus.OK and response["Content-Encoding"] == "gzip"
